"""Random legal play on a Call with every Call marker property, a large marker and guided Helpers (R-HERO-7, R-HERO-8).

Each step checks that a large marker is on the board whole or not at all,
that no space holds a marker group without a marker, that Helpers are only
ever counted once (on the board, lost or rescued), and that a saved copy of
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
    return type(call).model_validate(data)


def _check(game: Game) -> None:
    st = game.st
    wreck = [game.index(c) for c in WRECK]
    groups = {st.mark_group[s] for s in wreck}
    assert len(groups) == 1, "a large marker is removed whole"
    assert all(st.marks[s] for s in wreck) or not any(st.marks[s] for s in wreck)
    assert all(st.marks[s] for s in range(len(st.marks)) if st.mark_group[s])
    assert sum(st.helpers) + st.helpers_lost + st.helpers_rescued == len(HELPERS)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_large_markers_whole_and_helpers_counted(seed):
    call = _call()
    board = load_board(call.board)
    game = Game.new(call, board, players=3, seed=seed)
    bot = RandomBot(seed=seed)
    saved_at = 40
    for step in range(3000):
        if game.is_over:
            break
        if step == saved_at:
            copy = Game.from_json(game.to_json())
            assert json.loads(copy.to_json()) == json.loads(game.to_json())
        action = bot.choose(game.legal_actions())
        game.apply(action)
        _check(game)
    assert game.is_over
