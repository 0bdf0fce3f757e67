"""Each specialist's AP at the start of its turn, as R-ACT-11 lists them (R-TURN-2)."""

import pytest

from engine.game import Game

TURN_AP = {
    "paramedic": (4, 0),
    "fire_captain": (4, 2),
    "imaging_technician": (4, 0),
    "cafs_firefighter": (3, 3),
    "hazmat_technician": (4, 0),
    "generalist": (5, 0),
    "rescue_specialist": (4, 3),
    "driver_operator": (4, 0),
}
"""R-ACT-11: (AP per turn, free AP per turn: command, extinguish-only or move-only)."""


@pytest.mark.parametrize("specialist", sorted(TURN_AP))
def test_a_specialist_starts_its_turn_with_its_ap(experienced, front, specialist):
    game = Game.new(experienced, front, players=1, seed=3, specialists=[specialist])
    ap, free = TURN_AP[specialist]
    assert (game.st.ff_ap[0], game.st.ff_free[0]) == (ap, free)
    game.apply("end")  # saves what it did not spend (up to 4), then a whole new turn after the fire phase
    if not game.is_over:
        assert (game.st.ff_ap[0], game.st.ff_free[0]) == (min(ap, 4) + ap, free)


def test_the_table_names_every_specialist():
    from engine.model.ruleset import SPECIALISTS

    assert set(TURN_AP) == set(SPECIALISTS)
