"""R-TURN-3: the quick way-out check agrees with really playing each action.

While the current firefighter stands in Fire, ``movement.keeps_way_out`` decides
for every non-move action whether the firefighter could still leave the Fire
afterwards, from the action's cost and its effect on doors, walls and Fire.
Here it is compared with running the action on a copy of the game, in every
such position of random games.
"""

import pytest
from engine_support import load_board, load_call

from engine import accel
from engine.bots.random import RandomBot
from engine.game import Game
from engine.rules import movement
from engine.state import FIRE, PHASE_ACTION

BOARD = load_board("fire-rescue-front")
SPECS = ["fire_captain", "cafs_firefighter", "rescue_specialist", "paramedic"]
OTHER_SPECS = ["imaging_technician", "hazmat_technician", "paramedic", "driver_operator"]


def unfiltered(g: Game) -> tuple[Game, dict]:
    """A copy of ``g`` and its current player's actions before the R-TURN-3 filter (run on that copy)."""
    raw = g.clone()
    raw._drop_trapping_actions = lambda m, seat: None
    m: dict = {}
    raw._gen_turn(m)
    return raw, m


def positions_in_fire(call, games: int, **kw):
    """Yield games whose current player stands in Fire, during random play."""
    for seed in range(games):
        g = Game.new(call, BOARD, players=4, seed=seed, **kw)
        bot = RandomBot(seed)
        for _ in range(400):
            if g.is_over:
                break
            st = g.st
            if st.phase == PHASE_ACTION and st.fire[st.ff_pos[st.player]] == FIRE:
                yield g
            g.apply(bot.act(g))


@pytest.mark.skipif(
    accel.in_use(), reason="replaces a method of one Game, which the compiled class forbids; `make test` runs it on the pure engine"
)
@pytest.mark.parametrize(
    ("call_name", "kw"),
    [
        ("fire-rescue-family", {}),
        ("fire-rescue-experienced", {"difficulty": "veteran", "specialists": SPECS}),
        ("fire-rescue-experienced", {"difficulty": "heroic", "specialists": OTHER_SPECS}),
    ],
)
def test_quick_check_matches_playing_the_action(call_name, kw):
    call = load_call(call_name)
    checked = 0
    for g in positions_in_fire(call, 40, **kw):
        seat = g.st.player
        raw, m = unfiltered(g)
        for code, entry in m.items():
            key = raw._keys[code]
            if key[0] in ("move", "end"):
                continue
            quick = movement.keeps_way_out(raw, seat, key)
            if quick is None:
                continue
            played = raw._way_out_after_trial(seat, key, entry)
            assert quick == played, (key, g.state_hash())
            checked += 1
        legal = {a.notation for a in g.legal_actions()}
        assert "end" not in legal
    assert checked > 50
