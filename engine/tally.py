"""Play a game out with a bot and tally what playtest statistics need.

A playtest runs thousands of games, and whatever looks at every decision of
every game is on the hot path: this module is compiled with the engine, so
:func:`play_out` and :meth:`Tally.see` cost little next to the bot and the
rules. :mod:`authoring.playtest.runner` turns a :class:`Tally` into a game record.

>>> from pathlib import Path
>>> from engine.bots import make_bot
>>> from engine.game import Game
>>> from engine.model import Board, Call
>>> root = Path(__file__).resolve().parents[1] / "calls"
>>> call = Call.model_validate_json((root / "fire-rescue-family.call.json").read_text())
>>> board = Board.model_validate_json((root / "boards" / "fire-rescue-front.board.json").read_text())
>>> game = Game.new(call, board, players=4, seed=1)
>>> tally = play_out(game, make_bot("greedy", seed=0), max_turns=500)
>>> game.is_over, tally.turns == tally.fire_phases, sum(tally.fire.values()) > 0
(True, True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.state import FIRE

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game


class Tally:
    """What one game leaves for the statistics: turns, Fire per space, where Victims were lost and firefighters knocked down.

    A turn ends when the state's turn counter moves; the Fire standing on the
    board then is what the fire phase left (R-TURN-1), counted per scene space
    in ``fire``. Victims lost and knock-downs come from the ``victim_lost``
    and ``knock_down`` events (R-SEC-4, R-SEC-5), as space indices.
    """

    __slots__ = ("cols", "scene", "turn", "turns", "fire_phases", "fire", "lost_at", "down_at")

    def __init__(self, game: Game) -> None:
        self.cols: int = game.cb.cols
        self.scene: bytes = bytes(game.cb.scene)
        self.turn: int = game.st.turn
        self.turns = 0
        self.fire_phases = 0
        self.fire: dict[int, int] = {}
        """Scene space -> fire phases after which it stood on Fire."""
        self.lost_at: list[int] = []
        self.down_at: list[int] = []

    def see(self, game: Game, events: list[Event]) -> None:
        """Take in the events of one ``apply`` and the state after it."""
        for event in events:
            kind = event.kind
            if kind == "victim_lost":
                data = event.data
                self.lost_at.extend([self.space(data["cell"])] * int(data.get("count", 1)))
            elif kind == "knock_down":
                self.down_at.append(self.space(event.data["cell"]))
        st = game.st
        if st.turn != self.turn:
            self.turn = st.turn
            self.turns += 1
            self.fire_phases += 1
            fire, scene, tally = bytes(st.fire), self.scene, self.fire
            for s in range(len(fire)):
                if fire[s] == FIRE and scene[s]:
                    tally[s] = tally.get(s, 0) + 1

    def space(self, cell: Any) -> int:
        """The space index of an event's ``(row, col)`` cell."""
        return int(cell[0]) * self.cols + int(cell[1])


def play_out(game: Game, bot: Any, max_turns: int) -> Tally:
    """Let ``bot`` play every seat of ``game`` until it is over or ``max_turns`` turns have passed."""
    tally = Tally(game)
    while not game.is_over and tally.turns < max_turns:
        tally.see(game, game.apply(bot.act(game)))
    return tally
