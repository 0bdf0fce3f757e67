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

from engine.bots.paths import PathCache
from engine.bots.reference import RefTurn, Weights
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
"""The reference bot's default numbers, for the danger of each Fire (:meth:`RefTurn.danger`)."""


def kind_of(game) -> str:
    """Which fitted model reads ``game``: ``family``, ``experienced`` or ``gsh`` (by ruleset)."""
    name = game.call.ruleset.name
    if name in ("family", "experienced"):
        return name
    return "gsh"


def features(game, paths: PathCache) -> list[float]:
    """The values of :data:`FEATURES` for ``game``'s state, as the team sees it."""
    st = game.st
    turn = RefTurn(game, paths)
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


def win_chance(game, paths: PathCache) -> float:
    """The fitted probability that the team wins from ``game``'s state (1 or 0 once the game is over)."""
    if game.is_over:
        return 1.0 if game.st.outcome == "win" else 0.0
    coef = MODELS[kind_of(game)]
    return logistic(sum(c * x for c, x in zip(coef, features(game, paths), strict=True)))


MODELS: dict[str, tuple[float, ...]] = {
    "experienced": (10.9754, -0.4895, 0.1533, 0.0685, -1.8559, -3.3058, -0.2358, -0.1511, -0.021, -0.1894, -0.5821, -0.7976, -0.548, -0.6143, -0.0942, 0.0459, -0.469),
    "family": (11.1097, -0.281, -0.0239, 0.0633, -4.3804, -8.8224, -0.2061, -0.0842, -0.0692, 0.0, 0.0, -0.7795, -0.5454, -0.6025, -0.0223, 0.0502, -0.403),
    "gsh": (5.7242, -0.5674, 0.5031, 0.0443, -1.1859, -0.4719, -0.1098, -0.1216, -0.0123, -0.4494, -0.1853, -0.1371, 0.0282, -0.2803, -0.1877, -0.112, -0.3431),
}
"""Coefficients per kind of game, in the order of :data:`FEATURES`, found by
``PYTHONPATH=. python bench/fit_value.py --games 300 --jobs 2`` (held out: log loss 0.563 against 0.686
for a constant on gsh, ...)."""
