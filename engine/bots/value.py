"""How likely the team is to win from a state: a logistic model fitted to reference-bot games.

A searching bot compares the states its plans reach a round later. Summing
hand-set points for rescues, Damage and Fires compares them badly: what a
Fire next to a wall is worth against one Victim carried depends on the Call.
:func:`win_chance` instead reads a few public features of the state
(:data:`FEATURES`; nothing a player cannot see: face-down POI count, never
their identity) and turns them into a win probability with coefficients
fitted by logistic regression on the states of reference-bot games and how
those games ended (``bench/fit_value.py`` prints and checks them; the
coefficients, one set per kind of game, are in :data:`MODELS` with the
command that found them).

>>> from engine.bots.value import FEATURES, logistic
>>> len(FEATURES) > 10 and FEATURES[0] == "bias"
True
>>> round(logistic(0.0), 3), logistic(50.0) > 0.999, logistic(-50.0) < 0.001
(0.5, True, True)
"""

from __future__ import annotations

import math

from engine.bots.heuristic import HeuristicTurn, Weights
from engine.bots.paths import PathCache
from engine.state import CARRY_VICTIM, FIRE, SMOKE

FEATURES: tuple[str, ...] = (
    "bias",
    "victims_needed",
    "losses_left",
    "damage_left",
    "near_collapse",
    "near_loss",
    "fires",
    "smoke",
    "fire_danger",
    "hot_spots",
    "hazmat",
    "victims_on_board",
    "victims_carried",
    "poi_face_down",
    "victims_in_bag",
    "ap_held",
    "players",
)
"""What :func:`features` measures, in order. ``near_collapse`` is 1 / (Damage left + 1) and ``near_loss``
1 / (losses the team may still take + 1): the end comes close faster than a straight line says."""

_DANGER = Weights()
"""The team's rules' default numbers, for the danger of each Fire (:meth:`HeuristicTurn.danger`)."""


def kind_of(game) -> str:
    """Which fitted model reads ``game``: by ruleset (``family``, ``experienced``, ``gsh``), and for the
    experienced game by its level when that level has a model of its own (``experienced_veteran``), or the
    model :data:`SCORED_WITH` names for it."""
    name = game.call.ruleset.name
    if name == "family":
        return name
    if name == "experienced":
        level = game.options.get("difficulty")
        kind = f"experienced_{level}" if f"experienced_{level}" in MODELS else name
        return SCORED_WITH.get(kind, kind)
    return "gsh"


SCORED_WITH = {"experienced_heroic": "experienced_veteran"}
"""Kinds of game whose states are scored with another kind's model. Heroic's own fit, on games of which
about 1 in 20 is won, weighs a Hazmat and a Victim still on the board as good signs (the games that last
long enough to hold them are the ones not yet lost); the Veteran model, fitted on games won 30% to 70% of
the time, weighs the board as a team would. Chosen by paired playtests (``bench/bot_strength.py --against``);
``docs/bots.md`` ("Heroic scored with the Veteran model") records them and the models tried instead."""


def fitted_kind(game) -> str:
    """The model ``bench/fit_value.py`` fits ``game``'s states into (every bundled level its own)."""
    if game.call.ruleset.name == "experienced" and game.options.get("difficulty") in LEVELS:
        return f"experienced_{game.options['difficulty']}"
    return kind_of(game)


LEVELS = ("recruit", "veteran", "heroic")
"""The experienced game's bundled levels, each fitted on its own: the same Damage weighs otherwise at Heroic."""


def features(game, paths: PathCache) -> list[float]:
    """The values of :data:`FEATURES` for ``game``'s state, as the team sees it."""
    st = game.st
    turn = HeuristicTurn(game, paths)
    turn.w = _DANGER
    fire = turn.fire
    fires = smoke = 0
    danger = 0.0
    for s in game.cb.scene_spaces:
        if fire[s] == FIRE:
            fires += 1
            danger += turn.danger(s)
        elif fire[s] == SMOKE:
            smoke += 1
    carried = sum(1 for c in st.ff_carry if c == CARRY_VICTIM) + sum(1 for lead in st.ff_lead if lead)
    damage_left = max(0, st.damage_supply - st.damage)
    losses_left = max(0, game.loss_lost - st.lost)
    return [
        1.0,
        float(max(0, game.win_rescued - st.rescued)),
        float(losses_left),
        float(damage_left),
        1.0 / (damage_left + 1),
        1.0 / (losses_left + 1),
        float(fires),
        float(smoke),
        danger,
        float(sum(st.hot)),
        float(sum(st.hazmat)),
        float(sum(st.victims) + sum(st.healed)),
        float(carried),
        float(sum(1 for p in st.poi if p)),
        float(st.pool_victims),
        float(sum(st.ff_ap)),
        float(len(st.ff_pos)),
    ]


def logistic(z: float) -> float:
    """1 / (1 + e^-z), without overflow."""
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    ez = math.exp(z)
    return ez / (1.0 + ez)


def log_odds(game, paths: PathCache) -> float:
    """The fitted model's log-odds of a win from ``game``'s state (unbounded; the game must not be over)."""
    coef = MODELS[kind_of(game)]
    return sum(c * x for c, x in zip(coef, features(game, paths), strict=True))


def win_chance(game, paths: PathCache) -> float:
    """The fitted probability that the team wins from ``game``'s state (1 or 0 once the game is over)."""
    if game.is_over:
        return 1.0 if game.st.outcome == "win" else 0.0
    return logistic(log_odds(game, paths))


LOGIT_BOUND = 8.0
"""The bound of :func:`win_logit`: a won game scores it, a lost one its negative, and a live state's log-odds
are clipped to it (a chance of 1 in 3,000: as good as lost, for a comparison)."""


def win_logit(game, paths: PathCache) -> float:
    """The log-odds of :func:`win_chance`, ``log(p / (1 - p))``, within :data:`LOGIT_BOUND`: how the searching bots
    score the state a rollout reaches.

    On the probability scale a state's worth shrinks with the chance itself: at Heroic with 4
    firefighters, where about 1 game in 100 is won, every state scores between 0.00 and 0.03, so a
    rollout that rescues a Victim and one that loses a wall differ by less than the noise of one
    future, and the look ahead (:mod:`engine.bots.reference`) and the search never left the team's own
    action. The log-odds weigh a change alike at every chance (a chance doubled from 1% to 2% is
    worth about what 33% to 50% is), so a comparison means the same at Heroic as at Recruit.
    ``docs/bots.md`` ("Scored on the log-odds", "The margins and horizons") records the measurements that chose it.

    >>> import math
    >>> round(math.log(0.02 / 0.98) - math.log(0.01 / 0.99), 2), round(math.log(0.5 / 0.5) - math.log(0.33 / 0.67), 2)
    (0.7, 0.71)
    """
    if game.is_over:
        return LOGIT_BOUND if game.st.outcome == "win" else -LOGIT_BOUND
    return max(-LOGIT_BOUND, min(LOGIT_BOUND, log_odds(game, paths)))


MODELS: dict[str, tuple[float, ...]] = {
    "experienced": (10.6932, -0.5331, 0.2418, 0.0448, -4.8981, -3.8356, -0.2002, -0.1457, -0.0275, -0.218, -0.3922, -0.6176, -0.4313, -0.4401, -0.1281, 0.033, -0.286),
    "experienced_heroic": (7.7935, -0.6246, 0.3616, 0.0154, -1.5899, -3.9275, -0.1317, -0.132, -0.0253, -0.1615, 0.0653, 0.1422, 0.3327, 0.2017, -0.291, 0.0334, -0.9372),
    "experienced_recruit": (9.0615, -0.4687, 0.2083, 0.0383, -4.1664, -3.8383, -0.2065, -0.1569, -0.0182, -0.1052, -0.0792, -0.682, -0.5646, -0.4855, -0.0841, 0.0365, -0.4004),
    "experienced_veteran": (8.3429, -0.5273, 0.4272, 0.0049, -6.4, -0.4213, -0.1432, -0.1274, -0.0452, -0.1189, -0.1104, -0.8344, -0.5725, -0.7148, -0.0634, 0.0272, -0.4036),
    "family": (10.6095, -0.2142, -0.0011, 0.0458, -5.0964, -9.4333, -0.2579, -0.1548, -0.0358, 0.0, 0.0, -0.4532, -0.3735, -0.3939, -0.0307, 0.0478, -0.3684),
    "gsh": (6.6986, -0.5756, 0.4065, 0.0353, -2.0905, -1.733, -0.0947, -0.1145, -0.0162, -0.4579, -0.201, -0.3027, -0.2189, -0.412, -0.17, -0.0734, -0.3396),
}
"""Coefficients per kind of game (:func:`kind_of`), in the order of :data:`FEATURES`. The experienced
and gsh ones were found by ``PYTHONPATH=. python bench/fit_value.py --games 300 --jobs 2 --rulesets
experienced,gsh --bot heuristic`` (40 s) on games of the team's rules that wait beside Fire
(:meth:`engine.bots.heuristic.HeuristicTurn.safe`); ``experienced`` pools the three bundled levels, for a
designer's own levels. The family model was found by ``PYTHONPATH=. python bench/fit_value.py --games 300 --jobs 2``
(every ruleset, training seeds from 7000) on 300 games a row of the team's earlier rules, before they waited beside
Fire; refitted to the rules that wait, it scored the look ahead worse. ``docs/bots.md`` ("The models fitted") records
the fits tried."""
