"""The ``random`` bot: uniform over the legal actions."""

from __future__ import annotations

from engine.actions import Action
from engine.dice import SeededDice


class RandomBot:
    """Picks each action uniformly among ``game.legal_actions()`` with its own seeded dice."""

    name = "random"

    def __init__(self, *, seed: int = 0):
        self.dice = SeededDice(seed)

    def choose(self, game) -> Action:
        legal = game.legal_actions()
        return legal[self.dice.roll(len(legal)) - 1]
