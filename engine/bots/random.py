"""``RandomBot``: a seeded uniformly random legal-action player.

>>> bot = RandomBot(seed=1)
>>> bot.choose(["end", "move 1,1"]) in ("end", "move 1,1")
True
"""

from __future__ import annotations

from engine.dice import make_rng


class RandomBot:
    """Picks one of the legal actions uniformly at random, from its own seeded generator."""

    def __init__(self, seed: int | None = None):
        self._rng = make_rng(seed)

    def choose(self, legal):
        """One element of ``legal`` (a non-empty sequence)."""
        return legal[int(self._rng.random() * len(legal))]

    def act(self, game):
        """The action this bot plays in ``game`` now."""
        return self.choose(game.legal_actions())


def play_some(game, bot, steps: int) -> list:
    """Play up to ``steps`` actions of ``game`` with ``bot`` for every seat, fewer if the game ends; return them.

    Tests and benchmarks reach positions of a game this way (decks partly drawn, the fire spread).

    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> call = Call.model_validate_json(open("calls/fire-rescue-family.call.json", encoding="utf-8").read())
    >>> board = Board.model_validate_json(open("calls/boards/fire-rescue-front.board.json", encoding="utf-8").read())
    >>> game = Game.new(call, board, players=2, seed=3)
    >>> len(play_some(game, RandomBot(seed=3), 12))
    12
    """
    played = []
    while len(played) < steps and not game.is_over:
        action = bot.act(game)
        game.apply(action)
        played.append(action)
    return played


def play_game(game, bot, max_steps: int = 100_000):
    """Play ``game`` to the end with ``bot`` for every seat; return the list of actions played."""
    played = []
    while not game.is_over:
        if len(played) >= max_steps:
            raise RuntimeError(f"game did not end within {max_steps} actions")
        action = bot.act(game)
        game.apply(action)
        played.append(action)
    return played
