"""Random legal play on a Call with every Call marker property, a large marker, guided Helpers and a named Victim
(R-HERO-7, R-HERO-8).

Each step checks that a large marker is on the board whole or not at all,
that no space holds a marker group without a marker, that Helpers are only
ever counted once (on the board, lost or rescued), that the named Victim is in
one place holding a Victim of its Heal state, and that a saved copy of
the game plays on identically.
"""

from __future__ import annotations

import json

import pytest
from engine_support import load_board, load_call

from engine.bots.random import RandomBot
from engine.game import Game

WRECK = (6, 1), (6, 2)
HELPERS = [(2, 2), (5, 4), (4, 4)]


def _call():
    call = load_call("gsh-hillside")
    data = call.model_dump(mode="json", exclude_none=True)
    data["markers"] += [
        {"id": "fire-door", "title": {"en": "Fire door"}, "blocks_fire": True, "clear_cost": 1},
        {"id": "large-wreck", "title": {"en": "Large wreck"}, "blocks_movement": True, "clear_cost": 2, "burns": "removed"},
    ]
    data["setup"]["markers"].update({"fire-door": [[3, 6], [4, 5]], "large-wreck": [[list(c) for c in WRECK]]})
    data["setup"]["helpers"] = [list(c) for c in HELPERS]
    data["win"]["helpers_rescued"] = 1
    data["named_victim"] = {"cell": [3, 3], "title": {"en": "The owner"}}
    return type(call).model_validate(data)


def _next_action(bot, game: Game):
    """The random bot picks among the legal actions; the reference team acts on the game."""
    return bot.choose(game.legal_actions()) if isinstance(bot, RandomBot) else bot.act(game)


def _check(game: Game) -> None:
    st = game.st
    wreck = [game.index(c) for c in WRECK]
    kind = 1 + [k.id for k in game.call.markers].index("large-wreck")
    group = st.mark_group[wreck[0]]
    whole = group > 0 and all(st.mark_group[s] == group and st.marks[s] == kind for s in wreck)
    gone = not any(st.mark_group[s] for s in wreck) and kind not in st.marks
    assert whole or gone, "a large marker is on the board whole or not at all (a card may put another marker there)"
    assert all(st.marks[s] for s in range(len(st.marks)) if st.mark_group[s])
    assert sum(st.helpers) + st.helpers_lost + st.helpers_rescued == len(HELPERS)
    _check_named_victim(game)


def _check_named_victim(game: Game) -> None:
    """The named Victim is in exactly one place, and that place holds a Victim of its Heal state."""
    st = game.st
    places = [bool(st.vip_at), bool(st.vip_by), bool(st.vip_out)]
    assert sum(places) == 1, (st.vip_at, st.vip_by, st.vip_out)
    if st.vip_at:
        layer = st.healed if st.vip_healed else st.victims
        assert layer[st.vip_at - 1] >= 1
    if st.vip_by:
        seat = st.vip_by - 1
        assert st.ff_lead[seat] if st.vip_healed else st.ff_carry[seat] == 1


@pytest.mark.parametrize(("seed", "bot_name"), [(seed, "random") for seed in range(12)] + [(seed, "reference") for seed in range(3)])
def test_random_games_keep_large_markers_whole_and_helpers_counted(seed, bot_name):
    from engine.bots.heuristic import HeuristicBot

    call = _call()
    board = load_board(call.board)
    game = Game.new(call, board, players=3, seed=seed)
    bot = RandomBot(seed=seed) if bot_name == "random" else HeuristicBot()
    saved_at = 40
    for step in range(3000):
        if game.is_over:
            break
        if step == saved_at:
            copy = Game.from_json(game.to_json())
            assert json.loads(copy.to_json()) == json.loads(game.to_json())
        game.apply(_next_action(bot, game))
        _check(game)
    assert game.is_over


def test_the_reference_team_walks_to_helpers_and_guides_them_out():
    """Helpers are rescue work for the reference team (R-HERO-7): it walks to them, then guides them out.

    Without the Helper job (``helper_value`` 0) the team guides only the
    Helpers it happens to stand with; the same seeds show the difference.
    """
    from engine.bots.heuristic import HeuristicBot, Weights
    from engine.tally import play_out

    call = _call()
    board = load_board(call.board)

    def rescued(weights: dict) -> tuple[int, int]:
        helpers = named = 0
        for seed in range(12):
            game = Game.new(call, board, players=3, seed=seed)
            play_out(game, HeuristicBot(weights=Weights(weights)), 300)
            helpers += game.st.helpers_rescued
            named += game.st.vip_out == 1
        return helpers, named

    with_jobs, without = rescued({}), rescued({"helper_value": 0.0, "vip_value": 0.0})
    assert with_jobs[0] > without[0] and with_jobs[1] >= without[1]
