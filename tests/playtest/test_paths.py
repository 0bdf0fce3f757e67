"""The bots' distance cache: repaired fields equal fields computed afresh."""

from pathlib import Path

from authoring import playtest as pt
from engine.bots import make_bot
from engine.bots.paths import PathCache, distance_field

ROOT = Path(__file__).resolve().parents[2]


def test_repaired_fields_match_fresh_ones_through_whole_games():
    # Random play opens and closes doors and explosions destroy walls and doors: every kind of change.
    checked = changes = 0
    for call in ("fire-rescue-family", "fire-rescue-experienced"):
        spec = pt.PlaytestSpec(call_path=str(ROOT / "calls" / f"{call}.call.json"), players=3)
        for index in range(6):
            game = pt.new_game(spec, index)
            bot = make_bot("random", seed=index)
            cache = PathCache(game.cb)
            sources = [(s,) for s in range(0, game.cb.n, 7)] + [game.cb.outside_spaces]
            structure = bytes(game.st.passable) + bytes(game.st.door)
            while not game.is_over and game.st.turn < 120:
                st = game.st
                for src in sources:
                    assert cache.field(src, st.passable, st.door) == distance_field(game.cb, src, st.passable, st.door)
                    checked += 1
                game.apply(bot.act(game))
                now = bytes(game.st.passable) + bytes(game.st.door)
                changes += now != structure
                structure = now
    assert checked > 1000 and changes > 20, (checked, changes)


def test_rows_first_asked_for_late_are_exact():
    # Rows first asked for after doors opened and walls fell, in greedy games of every bundled Call.
    import random

    late = 0
    for call in ("fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse"):
        spec = pt.PlaytestSpec(call_path=str(ROOT / "calls" / f"{call}.call.json"), players=4)
        for index in range(4):
            game, bot, rng = pt.new_game(spec, index), make_bot("greedy", seed=0), random.Random(index)
            cache = PathCache(game.cb)
            start = bytes(game.st.passable) + bytes(game.st.door)
            while not game.is_over:
                st = game.st
                cache.sync(st.passable, st.door)
                changed = bytes(st.passable) + bytes(st.door) != start
                for s in rng.sample(range(game.cb.n), 3):
                    late += changed and cache._rows[s] is None
                    assert cache.row(s) == distance_field(game.cb, (s,), st.passable, st.door)
                game.apply(bot.act(game))
    assert late > 100, late
