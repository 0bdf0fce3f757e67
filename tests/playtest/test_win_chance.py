"""The win chance the search bot scores its rollouts with (engine/bots/value.py): a probability that
follows the game's thresholds, reads only what the team sees, and predicts real games better than a
constant does."""

import math
from pathlib import Path

from authoring import playtest as pt
from engine.bots.heuristic import HeuristicBot
from engine.bots.paths import PathCache
from engine.bots.search import MARGIN
from engine.bots.value import FEATURES, LOGIT_BOUND, MODELS, features, win_chance, win_logit
from engine.bots.view import determinize

ROOT = Path(__file__).resolve().parents[2]
FAMILY = str(ROOT / "calls" / "fire-rescue-family.call.json")
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def game_at(path: str, players: int, index: int, level=None):
    return pt.new_game(pt.PlaytestSpec(call_path=path, players=players, level=level, seed=11), index)


def test_every_model_has_a_coefficient_per_feature():
    assert {len(c) for c in MODELS.values()} == {len(FEATURES)}


def test_the_chance_falls_with_damage_and_rises_with_rescues():
    game = game_at(EXPERIENCED, 3, 0, level="recruit")
    paths = PathCache(game.cb)
    base = win_chance(game, paths)
    assert 0.0 < base < 1.0
    worse, better = game.clone(), game.clone()
    worse.st.damage += 12
    better.st.rescued += 4
    assert win_chance(worse, paths) < base < win_chance(better, paths)


def test_a_finished_game_is_won_or_lost_for_certain():
    game = game_at(FAMILY, 3, 1)
    bot, paths = HeuristicBot(), PathCache(game.cb)
    while not game.is_over:
        game.apply(bot.act(game))
    assert win_chance(game, paths) == (1.0 if game.st.outcome == "win" else 0.0)
    assert win_logit(game, paths) == (LOGIT_BOUND if game.st.outcome == "win" else -LOGIT_BOUND)


def test_the_log_odds_order_states_as_the_chance_does():
    game = game_at(EXPERIENCED, 3, 0, level="veteran")
    paths = PathCache(game.cb)
    states = [game.clone() for _ in range(4)]
    states[1].st.damage += 6
    states[2].st.rescued += 2
    states[3].st.lost += 2
    chances = [win_chance(g, paths) for g in states]
    logits = [win_logit(g, paths) for g in states]
    assert sorted(range(4), key=chances.__getitem__) == sorted(range(4), key=logits.__getitem__)
    assert all(abs(math.log(p / (1 - p)) - z) < 1e-9 for p, z in zip(chances, logits, strict=True))


def test_near_the_floor_a_rescue_still_outweighs_the_search_margin():
    """At Heroic with 4 firefighters and a Victim lost a state's chance is about 1%: a Victim more rescued
    changes it by less than the margin did on the probability scale (0.01), but by far more than the
    margin on the log-odds, so the look ahead and the search can still tell the two apart."""
    game = game_at(EXPERIENCED, 4, 0, level="heroic")
    game.st.lost += 1
    paths = PathCache(game.cb)
    assert win_chance(game, paths) < 0.02
    better = game.clone()
    better.st.rescued += 1
    assert win_chance(better, paths) - win_chance(game, paths) < 0.01
    assert win_logit(better, paths) - win_logit(game, paths) > 10 * MARGIN


def test_the_features_see_nothing_of_the_hidden_future():
    game = game_at(EXPERIENCED, 4, 2, level="veteran")
    paths = PathCache(game.cb)
    assert features(determinize(game, 1), paths) == features(determinize(game, 2), paths) == features(game, paths)


def test_the_model_predicts_games_it_never_saw_better_than_a_constant():
    """Log loss of the fitted chance at the start of every turn against the games' outcomes (seed 11
    is not a fitting seed), below that of the best constant for those very games."""
    chances, outcomes = [], []
    for index in range(16):
        game = game_at(EXPERIENCED, 2, index, level="recruit")
        bot, paths = HeuristicBot(), PathCache(game.cb)
        seen, key = [], (-1, -1)
        while not game.is_over and game.st.turn < 200:
            if (game.st.turn, game.st.player) != key:
                key = (game.st.turn, game.st.player)
                seen.append(win_chance(game, paths))
            game.apply(bot.act(game))
        chances += seen
        outcomes += [float(game.st.outcome == "win")] * len(seen)
    rate = sum(outcomes) / len(outcomes)

    def loss(ps):
        return -sum(y * math.log(max(p, 1e-6)) + (1 - y) * math.log(max(1 - p, 1e-6)) for p, y in zip(ps, outcomes, strict=True))

    assert 0.0 < rate < 1.0
    assert loss(chances) < loss([rate] * len(outcomes))
