"""Chains a Call can set off run to their end without recursion, and card effects stay within a budget."""

import random
import sys

from engine_support import load_board, load_call

from engine.game import Game
from engine.rules import decks
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
    # The Explosions a Shockwave sets off are run one after another, not nested: a chain of ~1,000 Hazmat, longer
    # than the recursion limit, explodes to its end without a RecursionError.
    g = build_game(_line_of_hazmat(2))
    hazmat = 2 * (COLS - 2)
    assert hazmat > sys.getrecursionlimit()
    g.ev = []
    explode(g, g.index([1, 1]))
    kinds = [e.kind for e in g.ev]
    assert kinds.count("hazmat_explosion") == hazmat and kinds.count("explosion") == hazmat + 1
    assert sum(g.st.hazmat) == 0 and g.st.hazmat_removed == hazmat


def _card(card_id: str, effects: list) -> dict:
    return {"id": card_id, "title": {"en": card_id}, "effects": effects}


def _event_bomb(reveals: int) -> list:
    """A Fire deck of one card revealing an Event, and an Event deck of one card revealing ``reveals`` more."""
    return [
        {"id": "fire", "kind": "fire", "cards": [_card("alarm", [{"effect": "reveal_event"}])]},
        {"id": "event", "kind": "event", "cards": [_card("bomb", [{"effect": "reveal_event"}] * reveals)]},
    ]


def test_events_revealing_events_stop_at_the_phase_budget():
    # The phase budget bounds breadth as well as depth: with 3 reveals a card, a fire phase stops after
    # MAX_PHASE_STEPS Event cards (not 3**8) and says once that the effects went over budget.
    g = build_game({"id": "bomb", "rules": ["R-FIRE-2"], "ruleset": "gsh", "decks": _event_bomb(3)})
    g.ev = []
    decks.fire_phase(g)
    kinds = [e.kind for e in g.ev]
    assert kinds.count("effects_over_budget") == 1
    assert sum(e.kind == "draw" and e.data["deck"] == "event" for e in g.ev) == decks.MAX_PHASE_STEPS


def test_repeats_of_nothing_end_at_once():
    nothing: dict = {"effect": "repeat", "times": 100, "effects": []}
    for _ in range(7):
        nothing = {"effect": "repeat", "times": 100, "effects": [nothing]}
    deck = [{"id": "fire", "kind": "fire", "cards": [_card("idle", [nothing, {"effect": "place_smoke"}])]}]
    g = build_game({"id": "idle", "rules": ["R-FIRE-2"], "ruleset": "gsh", "decks": deck, "dice": [2, 2]})
    g.ev = []
    decks.fire_phase(g)
    assert "smoke" in [e.kind for e in g.ev] and g.dice.pos == 2


def test_a_call_whose_event_reveals_ten_events_plays_to_the_end():
    # Ten reveal_event on the one Event card stay within the budget: the game plays to its end in bounded memory.
    call = load_call("gsh-warehouse")
    bomb = _event_bomb(10)[1]
    call = call.model_validate({**call.model_dump(by_alias=True, exclude_none=True),
                                "decks": [d.model_dump(exclude_none=True) for d in call.decks if d.kind != "event"] + [bomb]})
    g = Game.new(call, load_board(call.board), players=2, seed=7)
    rng, kinds = random.Random(7), set()
    for _ in range(3000):
        if g.is_over:
            break
        kinds.update(e.kind for e in g.apply(rng.choice(g.legal_actions())))
    assert g.is_over and "effects_over_budget" in kinds
