"""``Action``: one player decision, with a short text notation that round-trips.

Notation (cells are ``row,col``; an edge is ``row,col-row,col``):

==============================  ==============================================================
``end``                         end the turn (saves unspent AP up to the cap, R-TURN-2)
``move 3,4``                    move to an Adjacent space (R-ACT-1); anything held stays behind
``move 3,4 victim``             carry a Victim along (R-ACT-2); also ``hazmat``, ``lead`` (a
                                Healed Victim, R-ACT-12), ``victim+lead``, ``hazmat+lead``
``open 2,5-2,6``                open a door (R-ACT-5); ``close 2,5-2,6`` closes it
``ext 3,4``                     extinguish one step: Fire -> Smoke, or Smoke removed (R-ACT-6)
``ext 3,4 full``                remove a Fire at once (2 AP, R-ACT-6)
``chop 2,3-3,3``                one Damage on a wall of the own space (R-ACT-7)
``drive amb +1``                radio the Ambulance one spot along its ring, ``-1`` the other way
``drive amb +1 0,5``            ... and ride it, leaving on space 0,5 of the new spot (R-ACT-8)
``drive eng -1 1,0``            drive the Engine, the driver leaving on space 1,0 (R-ACT-8)
``ride 0,5`` / ``stay``         a rider's decision after a drive (pending decision)
``gun``                         deck gun (R-ACT-9)
``reroll red`` / ``reroll black`` / ``keep``   Driver/Operator re-roll decision (R-ACT-11)
``crew paramedic``              Crew Change to a specialist (R-ACT-10)
``treat``                       Paramedic heals a Victim in the own space (R-ACT-11)
``identify 3,4``                Imaging Technician reveals a POI (R-ACT-11)
``dispose``                     Hazmat Technician removes a Hazmat in the own space (R-ACT-11)
``cmd 2 move 3,4``              Fire Captain commands firefighter 2, counted from 1 (``move``/``open``/``close``, R-ACT-11)
``equip axe`` / ``pick surge``  gsh forging: equip a Gear, pick a Boost to keep (R-HERO-1)
``boost``                       gsh: use the Active Boost (R-HERO-2)
``heal``                        gsh: heal a Victim in the own space (R-HERO-4)
``dmove 3,4``                   gsh: move diagonally (an ``allow diagonal_move``; item words as ``move``)
``blast sprinklers``            gsh: Suppression Blast from a water source of the Call (R-HERO-5)
``remove 3,4``                  gsh: remove a Call marker from the own or an Adjacent space (R-HERO-8)
``guide 3,4``                   gsh: move to an Adjacent space with a Helper of the own space (R-HERO-7)
==============================  ==============================================================

>>> a = Action.parse("move 3,4 victim+lead")
>>> a.notation, Action.parse(a.notation) == a
('move 3,4 victim+lead', True)
>>> command = Action.parse("cmd 2 open 2,5-2,6")
>>> command.notation, command.seat
('cmd 2 open 2,5-2,6', 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import ActionSyntaxError

NO_CELL = (-1, -1)

MOVE_ITEMS = ("", "victim", "hazmat", "lead", "victim+lead", "hazmat+lead")
_CELL_KINDS = {"move", "ext", "identify", "ride", "clear", "dmove", "remove", "guide"}
_EDGE_KINDS = {"open", "close", "chop"}
_BARE_KINDS = {"end", "gun", "keep", "stay", "treat", "dispose", "boost", "heal"}
_VEHICLES = ("amb", "eng")
_SAID_IN_FULL = {"extinguish": "ext", "command": "cmd", "diagonal": "dmove", "deck-gun": "gun", "re-roll": "reroll",
                 "crew-change": "crew", "walk": "move", "carry": "move", "lead": "move", "end-turn": "end"}
"""Words a player may type for an action whose notation says it shorter (the labels of the action list use them)."""


def meant_action_word(word: str) -> str:
    """The notation's word for ``word`` when it is one said in full, else ``""``.

    >>> meant_action_word("extinguish"), meant_action_word("fly")
    ('ext', '')
    """
    return _SAID_IN_FULL.get(word, "")


@dataclass(frozen=True, order=True, slots=True)
class Action:
    """A player decision. Compare, sort and hash by value."""

    kind: str
    cell: tuple[int, int] = NO_CELL
    cell2: tuple[int, int] = NO_CELL
    arg: str = ""
    seat: int = -1
    """Commanded seat (from 0, as ``GameState`` counts seats; the notation counts firefighters from 1), for ``cmd``
    actions; -1 otherwise."""

    @property
    def notation(self) -> str:
        """Short text form; ``Action.parse(a.notation) == a``."""
        k = self.kind
        if k.startswith("cmd-"):
            inner = Action(k[4:], self.cell, self.cell2, self.arg)
            return f"cmd {self.seat + 1} {inner.notation}"  # firefighters are counted from 1, as players count them
        if k in _BARE_KINDS:
            return k
        if k in _CELL_KINDS:
            text = f"{k} {_c(self.cell)}"
            return f"{text} {self.arg}" if self.arg else text
        if k in _EDGE_KINDS:
            return f"{k} {_c(self.cell)}-{_c(self.cell2)}"
        if k == "drive":
            text = f"drive {self.arg}"
            return f"{text} {_c(self.cell)}" if self.cell != NO_CELL else text
        if k in ("reroll", "crew", "equip", "pick", "blast"):
            return f"{k} {self.arg}"
        raise ValueError(f"action kind {k!r} has no notation")

    def __str__(self) -> str:
        return self.notation

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action from its notation; raises ``ActionSyntaxError`` with the text.

        >>> Action.parse("drive amb -1 3,0")
        Action(kind='drive', cell=(3, 0), cell2=(-1, -1), arg='amb -1', seat=-1)
        >>> Action.parse("fly 1,1")
        Traceback (most recent call last):
        ...
        engine.errors.ActionSyntaxError: cannot read action 'fly 1,1': unknown action 'fly'
        >>> Action.parse("move 1")
        Traceback (most recent call last):
        ...
        engine.errors.ActionSyntaxError: cannot read action 'move 1': '1' is not a space: write row,col (such as 3,4)
        """
        words = text.split()
        try:
            return _parse_words(words)
        except (ValueError, IndexError) as exc:
            raise ActionSyntaxError(f"cannot read action {text!r}: {exc}") from None


def _c(cell: tuple[int, int]) -> str:
    return f"{cell[0]},{cell[1]}"


def upgrade_notation(text: str, version: int) -> str:
    """``text``, an action written by a replay of format ``version``, as the notation of today writes it.

    Replays of format 1 counted the commanded firefighter of ``cmd`` from 0; from format 2 it is counted from 1, as
    every player-facing number is.

    >>> upgrade_notation("cmd 0 move 3,4 victim", 1), upgrade_notation("cmd 1 move 3,4", 2), upgrade_notation("end", 1)
    ('cmd 1 move 3,4 victim', 'cmd 1 move 3,4', 'end')
    >>> upgrade_notation(" cmd\t 2  open 2,5-2,6", 1)
    'cmd 3 open 2,5-2,6'
    """
    words = text.split()  # as Action.parse reads it: any spacing
    if version >= 2 or words[:1] != ["cmd"] or len(words) < 3 or not _is_int(words[1]):
        return text  # not a command: read as it stands, and refused as it would have been
    return " ".join(["cmd", str(int(words[1]) + 1), *words[2:]])


def _is_int(word: str) -> bool:
    """Whether ``word`` is a whole number in ASCII digits, maybe negative (the rules then say whether it may be played)."""
    digits = word.removeprefix("-")
    return digits.isascii() and digits.isdigit()


def _cell(word: str) -> tuple[int, int]:
    """``"3,4"`` -> ``(3, 4)``; a ``ValueError`` that shows how a cell is written."""
    parts = word.split(",")
    if len(parts) == 2 and all(_is_int(p) for p in parts):
        return (int(parts[0]), int(parts[1]))
    raise ValueError(f"{word!r} is not a space: write row,col (such as 3,4)")


def _parse_words(words: list[str]) -> Action:
    if not words:
        raise ValueError("empty text")
    k = words[0]
    if k == "cmd":
        if len(words) < 3 or not _is_int(words[1]):
            raise ValueError("write 'cmd FIREFIGHTER ACTION', firefighters counted from 1 (such as cmd 2 move 3,4)")
        seat = int(words[1]) - 1  # firefighter 1 is seat 0
        inner = _parse_words(words[2:])
        if inner.kind not in ("move", "open", "close"):
            raise ValueError("a command is 'move', 'open' or 'close'")
        return Action("cmd-" + inner.kind, inner.cell, inner.cell2, inner.arg, seat)
    if k in _BARE_KINDS:
        _expect_len(words, 1)
        return Action(k)
    if k in _CELL_KINDS:
        if len(words) not in (2, 3):
            raise ValueError(f"'{k}' takes a cell and an optional word")
        arg = words[2] if len(words) == 3 else ""
        if k in ("move", "dmove") and arg not in MOVE_ITEMS:
            raise ValueError(f"unknown move item {arg!r}")
        if k == "ext" and arg not in ("", "full"):
            raise ValueError(f"unknown extinguish option {arg!r}")
        if k in ("identify", "ride", "clear", "remove", "guide") and arg:
            raise ValueError(f"'{k}' takes a cell only")
        return Action(k, _cell(words[1]), arg=arg)
    if k in _EDGE_KINDS:
        if len(words) != 2 or words[1].count("-") != 1:
            raise ValueError(f"'{k}' takes the two spaces of an edge, joined by '-' (such as {k} 2,5-2,6)")
        a, b = words[1].split("-")
        return Action(k, _cell(a), _cell(b))
    if k == "drive":
        if len(words) not in (3, 4) or words[1] not in _VEHICLES or words[2] not in ("+1", "-1"):
            raise ValueError("write 'drive amb|eng +1|-1 [row,col]'")
        cell = _cell(words[3]) if len(words) == 4 else NO_CELL
        return Action("drive", cell, arg=f"{words[1]} {words[2]}")
    if k == "reroll":
        _expect_len(words, 2)
        if words[1] not in ("red", "black"):
            raise ValueError("re-roll 'red' or 'black'")
        return Action("reroll", arg=words[1])
    if k == "crew":
        _expect_len(words, 2)
        return Action("crew", arg=words[1])
    if k == "blast":
        _expect_len(words, 2)
        return Action("blast", arg=words[1])
    if k == "equip":
        _expect_len(words, 2)
        return Action("equip", arg=words[1])
    if k == "pick":
        _expect_len(words, 2)
        return Action("pick", arg=words[1])
    meant = meant_action_word(k)
    raise ValueError(f"unknown action {k!r}" + (f": write '{meant}'" if meant else ""))


def _expect_len(words: list[str], n: int) -> None:
    if len(words) != n:
        raise ValueError(f"'{words[0]}' takes {n - 1} argument(s)")
