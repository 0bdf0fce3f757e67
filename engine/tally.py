"""Play a game out with a bot and tally what playtest statistics need.

A playtest runs thousands of games, and whatever looks at every decision of
every game is on the hot path: this module is compiled with the engine, so
:func:`play_out` and :meth:`Tally.see` cost little next to the bot and the
rules. :mod:`authoring.playtest.runner` turns a :class:`Tally` into a game record.

Besides turns and where Fire stood, the tally explains the losses: every
Damage by its cause (:data:`DAMAGE_CAUSES`) and by wall edge, the damage after
each turn, every Victim lost by its cause (:data:`LOSS_CAUSES`) and the turn
each card was first drawn. Causes are read from the events of one ``apply``:

- ``setup``: Damage already on the walls when play starts (setup explosions, R-SETUP-2);
- ``chop``: the Damage right after a ``chop`` event (R-ACT-7);
- ``hazmat``: Damage on an edge of a space whose Hazmat exploded (R-SEC-2);
- ``explosion``: Damage on an edge of the exploding space (R-EXPL-2);
- ``shockwave``: Damage further away, where a Shockwave carried the blast (R-EXPL-3);
- Victims lost: ``carried`` (the carrier was knocked down, R-SEC-4), ``collapse``
  (R-END-3), ``explosion`` (a space an Explosion set on Fire in that same
  fire phase) or ``fire`` (any other Fire, R-SEC-5).

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
>>> sum(tally.damage_by_cause) == game.st.damage == sum(tally.wall.values())
True
>>> sum(tally.lost_by_cause) == game.st.lost
True
>>> tally.damage_curve[-1] == game.st.damage and len(tally.damage_curve) == tally.turns
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.state import FIRE

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game

DAMAGE_CAUSES: tuple[str, ...] = ("setup", "explosion", "shockwave", "hazmat", "chop", "other")
"""What put each Damage on a wall, by index in ``Tally.damage_by_cause``."""
LOSS_CAUSES: tuple[str, ...] = ("fire", "explosion", "collapse", "carried")
"""How each Victim was lost, by index in ``Tally.lost_by_cause``."""

_SETUP, _EXPLOSION, _SHOCKWAVE, _HAZMAT, _CHOP, _OTHER = range(6)
_LOST_FIRE, _LOST_EXPLOSION, _LOST_COLLAPSE, _LOST_CARRIED = range(4)


class Tally:
    """What one game leaves for the statistics: turns, Fire per space, where and why Victims were lost and walls damaged.

    A turn ends when the state's turn counter moves; the Fire standing on the
    board then is what the fire phase left (R-TURN-1), counted per scene space
    in ``fire``. The turn the game ends in counts too, with the damage and the
    Fire it ended with (the counter does not move then). Victims lost and knock-downs come from the ``victim_lost``
    and ``knock_down`` events (R-SEC-4, R-SEC-5), as space indices.
    """

    __slots__ = (
        "cols", "scene", "turn", "turns", "fire_phases", "fire", "lost_at", "down_at", "edge_between",
        "damage_by_cause", "wall", "damage_curve", "lost_by_cause", "card_turn", "_blasted", "_ended", "stalled",
    )

    def __init__(self, game: Game) -> None:
        self.cols: int = game.cb.cols
        self.scene: bytes = bytes(game.cb.scene)
        self.edge_between: Any = game.cb.edge_between
        self.turn: int = game.st.turn
        self.turns = 0
        self.fire_phases = 0
        self.fire: dict[int, int] = {}
        """Scene space -> fire phases after which it stood on Fire."""
        self.lost_at: list[int] = []
        self.down_at: list[int] = []
        self.damage_by_cause: list[int] = [0] * len(DAMAGE_CAUSES)
        self.wall: dict[int, int] = {}
        """Edge index -> Damage put on it (setup included)."""
        self.damage_curve: list[int] = []
        """The damage on the board after each turn."""
        self.lost_by_cause: list[int] = [0] * len(LOSS_CAUSES)
        self.card_turn: dict[str, int] = {}
        """Card id -> the turn (0 = setup) it was first drawn."""
        self._blasted: set[int] = set()
        """Spaces an Explosion set on Fire in the current ``apply``."""
        self._ended = False
        """Whether the turn the game ended in is counted."""
        self.stalled = False
        """Whether :func:`play_out` stopped the game: a turn ran to :data:`MAX_ACTIONS_PER_TURN` actions."""
        for event in game.setup_events:
            if event.kind == "damage":
                self._damage(event, _SETUP)

    def see(self, game: Game, events: list[Event]) -> None:
        """Take in the events of one ``apply`` and the state after it."""
        blast = hazmat_at = -1
        chopped = False
        blasted = self._blasted
        blasted.clear()
        last = len(events) - 1
        for i, event in enumerate(events):
            kind = event.kind
            if kind == "damage":
                if chopped:
                    self._damage(event, _CHOP)
                    chopped = False
                elif blast < 0:
                    self._damage(event, _OTHER)
                else:
                    a, b = event.data["edge"]
                    near = self.space(a) == blast or self.space(b) == blast
                    self._damage(event, (_HAZMAT if blast == hazmat_at else _EXPLOSION) if near else _SHOCKWAVE)
            elif kind == "explosion":
                blast = self.space(event.data["cell"])
            elif kind == "fire":
                if blast >= 0:
                    blasted.add(self.space(event.data["cell"]))
            elif kind == "hazmat_explosion":
                hazmat_at = self.space(event.data["cell"])
            elif kind == "chop":
                chopped = True
            elif kind == "victim_lost":
                data = event.data
                s = self.space(data["cell"])
                count = int(data.get("count", 1))
                self.lost_at.extend([s] * count)
                if i < last and events[i + 1].kind == "knock_down":
                    cause = _LOST_CARRIED
                else:
                    cause = _LOST_EXPLOSION if s in blasted else _LOST_FIRE
                self.lost_by_cause[cause] += count
            elif kind == "collapse":
                self.lost_by_cause[_LOST_COLLAPSE] += int(event.data["lost"])
            elif kind == "knock_down":
                self.down_at.append(self.space(event.data["cell"]))
            elif kind == "draw":
                card = str(event.data["card"])
                if card not in self.card_turn:
                    self.card_turn[card] = self.turns
        st = game.st
        if st.turn != self.turn or (game.is_over and not self._ended):
            self.turn = st.turn
            self._ended = game.is_over
            self.turns += 1
            self.fire_phases += 1
            self.damage_curve.append(st.damage)
            fire, scene, tally = bytes(st.fire), self.scene, self.fire
            for s in range(len(fire)):
                if fire[s] == FIRE and scene[s]:
                    tally[s] = tally.get(s, 0) + 1

    def _damage(self, event: Event, cause: int) -> None:
        a, b = event.data["edge"]
        e = int(self.edge_between(self.space(a), self.space(b)))
        self.wall[e] = self.wall.get(e, 0) + 1
        self.damage_by_cause[cause] += 1

    def space(self, cell: Any) -> int:
        """The space index of an event's ``(row, col)`` cell."""
        return int(cell[0]) * self.cols + int(cell[1])


MAX_ACTIONS_PER_TURN = 2000
"""Actions one turn may take before :func:`play_out` stops the game (``Tally.stalled``). A Call may let an action
repeat for ever at no cost (a marker that knocks a firefighter down beside it, with a card giving the AP back), and a
bot may take it again and again: the turn limit alone would never come."""


def play_out(game: Game, bot: Any, max_turns: int, max_actions: int = MAX_ACTIONS_PER_TURN) -> Tally:
    """Let ``bot`` play every seat of ``game`` until it is over, ``max_turns`` turns have passed, or one turn has
    taken ``max_actions`` actions (the game is then stopped, ``Tally.stalled``)."""
    tally = Tally(game)
    st = game.st
    while not game.is_over and tally.turns < max_turns:
        if st.actions_this_turn >= max_actions:
            tally.stalled = True
            break
        tally.see(game, game.apply(bot.act(game)))
    return tally
