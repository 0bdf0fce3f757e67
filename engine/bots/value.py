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
    """Which fitted model reads ``game``: by ruleset (``family``, ``experienced``, ``gsh``), and for the
    experienced game by its level when that level has a model of its own (``experienced_heroic``)."""
    name = game.call.ruleset.name
    if name == "family":
        return name
    if name == "experienced":
        level = game.options.get("difficulty")
        return f"experienced_{level}" if f"experienced_{level}" in MODELS else name
    return "gsh"


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
    "experienced": (12.0161, -0.541, 0.0178, 0.0727, -3.1152, -4.7522, -0.2314, -0.1439, -0.0102, -0.2167, -0.4586, -0.7499, -0.5751, -0.6282, -0.143, 0.0176, -0.3822),
    "experienced_heroic": (7.8016, -0.5683, 0.1052, 0.0239, -5.3498, 1.7674, -0.1537, -0.0786, -0.0301, -0.1143, -0.3201, -0.6405, -0.7053, -0.8414, -0.1405, 0.0113, -0.1033),
    "experienced_recruit": (10.9238, -0.5015, -0.0444, 0.0812, -1.4321, -7.5056, -0.1977, -0.1392, -0.0226, -0.148, -0.2285, -0.6737, -0.4848, -0.4755, -0.1486, 0.0239, -0.4228),
    "experienced_veteran": (9.7772, -0.4752, 0.0925, 0.027, -4.9362, -1.6658, -0.2105, -0.1472, -0.0062, -0.1336, -0.1236, -0.6037, -0.4763, -0.5222, -0.1208, 0.0197, -0.7158),
    "family": (10.6095, -0.2142, -0.0011, 0.0458, -5.0964, -9.4333, -0.2579, -0.1548, -0.0358, 0.0, 0.0, -0.4532, -0.3735, -0.3939, -0.0307, 0.0478, -0.3684),
    "gsh": (6.6803, -0.5106, 0.2354, 0.039, -0.0917, -2.802, -0.1081, -0.1196, -0.0173, -0.4208, -0.1217, -0.1978, -0.0637, -0.2988, -0.189, -0.0898, -0.3446),
}
"""Coefficients per kind of game (:func:`kind_of`), in the order of :data:`FEATURES`, found by
``PYTHONPATH=. python bench/fit_value.py --games 300 --jobs 2`` (45 s). ``experienced`` pools the
three bundled levels, for a designer's own levels. Held-out log loss against a constant: family 0.235
against 0.358, Recruit 0.422 against 0.700, Veteran 0.336 against 0.630, Heroic 0.098 against 0.120,
experienced pooled 0.331 against 0.642, gsh 0.549 against 0.658."""
