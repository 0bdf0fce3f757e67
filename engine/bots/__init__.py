"""Bots that play a game: one module each, one small interface.

A bot is built with ``make_bot(name, seed=...)`` and answers
``bot.act(game) -> Action`` with one of ``game.legal_actions()`` for the
seat to decide. Bots see only what a player at the table sees
(:mod:`engine.bots.view`): the public state, never future dice. Their own
random choices come from :func:`engine.dice.make_rng`, the one source of
randomness in the engine.

==============  ==============================================================
``pass``        always ends its turn: a control that must lose
``random``      uniform over the legal actions
``greedy``      a rules-aware team: short paths, reveal, carry, rescue, fight fire
``lookahead``   flat Monte Carlo over the turn, greedy rollouts on re-rolled dice
==============  ==============================================================

>>> sorted(BOTS)
['greedy', 'lookahead', 'pass', 'random']
>>> make_bot("pass", seed=1).name
'pass'
"""

from __future__ import annotations

import importlib
from typing import Protocol

BOTS = {
    "pass": "engine.bots.passive:PassBot",
    "random": "engine.bots.random:RandomBot",
    "greedy": "engine.bots.greedy:GreedyBot",
    "lookahead": "engine.bots.lookahead:LookaheadBot",
}
"""Bot name -> ``module:class``; imported on first use."""


class Bot(Protocol):
    """What every bot offers."""

    name: str

    def act(self, game):
        """The action to apply next, one of ``game.legal_actions()``."""


def make_bot(name: str, *, seed: int, budget: int | None = None) -> Bot:
    """Build bot ``name`` with its own random seed (and search ``budget`` when it searches)."""
    try:
        target = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None
    module, cls = target.split(":")
    bot_cls = getattr(importlib.import_module(module), cls)
    return bot_cls(seed=seed, budget=budget) if getattr(bot_cls, "searches", False) else bot_cls(seed=seed)
