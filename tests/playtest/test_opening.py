"""The team's start chosen by playing the opening rounds out (:mod:`engine.bots.opening`)."""

from pathlib import Path

from authoring import playtest as pt
from engine.bots.opening import search_start
from engine.bots.reference import ReferenceBot
from engine.bots.view import determinize
from engine.tally import play_out

ROOT = Path(__file__).resolve().parents[2]
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def heroic_game(seed: int, players: int = 3):
    return pt.new_game(pt.PlaytestSpec(call_path=EXPERIENCED, players=players, level="heroic", bot="heuristic", seed=seed), 0)


def test_the_searched_start_is_legal_and_moves_some_starts():
    moved = 0
    for seed in range(6):
        game = heroic_game(seed)
        start = ReferenceBot.place(game)
        searched = search_start(game, start, futures=4)
        game.place_team(searched)  # raises on an illegal start
        assert all(not game.cb.scene[s] for s in game.st.ff_pos), "firefighters start outside (R-SETUP-2)"
        moved += searched != start
    assert moved > 0, "the rollouts never found a better start than distance alone"


def test_an_unreachable_margin_keeps_the_start():
    game = heroic_game(1)
    start = ReferenceBot.place(game)
    assert search_start(game, start, futures=2, margin=1e9) == start


def test_the_search_never_touches_the_real_game_or_its_dice():
    game = heroic_game(2)
    before = game.clone()
    search_start(game, ReferenceBot.place(game), futures=2)
    assert game.st == before.st
    play_out(game, ReferenceBot(seed=0), 200)
    play_out(before, ReferenceBot(seed=0), 200)
    assert game.st == before.st, "the real dice rolled the same game after the search as before it"


def test_resampling_the_hidden_future_never_changes_the_start():
    game = heroic_game(3, players=4)
    start = ReferenceBot.place(game)
    assert search_start(determinize(game, 11), start, futures=4) == search_start(determinize(game, 12), start, futures=4)


def test_seats_the_call_fixes_keep_their_space():
    call, board = pt.load_call(EXPERIENCED)
    fixed = call.model_copy(update={"setup": call.setup.model_copy(update={"firefighters": [(0, 3)]})})
    spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=3, level="heroic", bot="heuristic", seed=4,
                           call_json=fixed.model_dump_json(), board_json=board.model_dump_json())
    game = pt.new_game(spec, 0)
    searched = search_start(game, ReferenceBot.place(game), futures=2, margin=-1e9)
    assert searched["firefighters"][0] == [0, 3]


def test_the_search_mode_searches_its_opening_and_the_default_bot_does_not():
    from engine.bots import bot_class

    differs = 0
    for seed in range(4):
        game = heroic_game(seed, players=4)
        rules = ReferenceBot.place(game)
        assert bot_class("reference").place(game) == rules == bot_class("quick").place(game)
        differs += bot_class("search").place(game) != rules
    assert differs > 0
    family = pt.new_game(pt.PlaytestSpec(call_path=str(ROOT / "calls" / "fire-rescue-family.call.json"), players=4,
                                         bot="heuristic", seed=0), 0)
    assert bot_class("search").place(family) == ReferenceBot.place(family), "the family game rolls nothing before placing"
