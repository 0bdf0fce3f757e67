"""Chains a Call can set off run to their end without recursion, and card effects stay within a budget."""

import sys

from engine.rules.explosion import explode
from engine.scenario import build_game

COLS = 1000


def _line_of_hazmat(per_space: int) -> dict:
    """A scenario on a 3 x 1000 board open on every side: Fire and ``per_space`` Hazmat on each scene space of row 1."""
    scene = [[1, c] for c in range(1, COLS - 1)]
    openings = [[[1, c], [r, c]] for c in range(1, COLS - 1) for r in (0, 2)]
    openings += [[[1, 0], [1, 1]], [[1, COLS - 2], [1, COLS - 1]]]
    return {
        "id": "hazmat-line", "rules": ["R-EXPL-4"],
        "board": {"id": "line", "rows": 3, "cols": COLS, "openings": openings},
        "params": {"hazmat": True, "shockwave_detonates_hazmat": True},
        "markers": {"fire": scene, "hazmat": scene * per_space},
    }


def test_a_hazmat_chain_longer_than_the_recursion_limit_explodes_to_its_end():
    # Each Explosion a Shockwave set off was a nested call: a chain of ~1,000 Hazmat ended in RecursionError.
    g = build_game(_line_of_hazmat(2))
    hazmat = 2 * (COLS - 2)
    assert hazmat > sys.getrecursionlimit()
    g.ev = []
    explode(g, g.index([1, 1]))
    kinds = [e.kind for e in g.ev]
    assert kinds.count("hazmat_explosion") == hazmat and kinds.count("explosion") == hazmat + 1
    assert sum(g.st.hazmat) == 0 and g.st.hazmat_removed == hazmat
