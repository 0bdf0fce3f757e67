"""Diagnostics: every problem found in a board or Call, as data with a stable code.

A :class:`Diagnostic` names its code, severity, message, the JSON Pointer of
the value it concerns, the line and column of that value in the file, the
board cells involved and a hint. :data:`REGISTRY` lists every code once; codes
never change meaning once released.

>>> d = make("FP205", "space [3, 7] cannot be reached from outside", pointer="/walls", cells=[(3, 7)])
>>> d.severity, d.cells
('error', ((3, 7),))
>>> d.render("tower.board.json")
'tower.board.json:1:1: error FP205 space [3, 7] cannot be reached from outside'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Literal

Severity = Literal["error", "warning", "info"]
SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2}

MAX_PER_FILE = 200
"""Most diagnostics reported for one file; FP104 says how many more there were."""


def printable(text: str, *, keep_newlines: bool = False) -> str:
    r"""``text`` safe to print on a terminal: control and format characters written as escapes.

    A file's own words (an unknown key, a board reference) reach messages; an
    escape sequence in them must not clear the screen or fake a verdict.

    >>> printable("colour\x1b[2J\u202e")
    'colour\\x1b[2J\\u202e'
    >>> printable("Tűz, 火事")
    'Tűz, 火事'
    >>> printable("two\nlines", keep_newlines=True)
    'two\nlines'
    """
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable() or ch == " " or unicodedata.category(ch) == "Zs" or (keep_newlines and ch == "\n"):
            out.append(ch)
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) < 0x10000:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "".join(out)


@dataclass(frozen=True)
class CodeInfo:
    """A registered code: its default severity and a one-line reason."""

    code: str
    severity: Severity
    summary: str


@dataclass(frozen=True)
class Diagnostic:
    """One problem or finding, tied to a place in a file and on the board."""

    code: str
    severity: Severity
    message: str
    pointer: str = ""
    line: int | None = None
    column: int | None = None
    cells: tuple[tuple[int, int], ...] = field(default_factory=tuple)
    hint: str | None = None

    def to_json(self) -> dict:
        """The stable JSON form used by ``callforge validate --format json``."""
        return {
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "pointer": self.pointer,
            "line": self.line,
            "column": self.column,
            "cells": [list(c) for c in self.cells],
            "hint": self.hint,
        }

    def render(self, path: str, severity: str | None = None) -> str:
        """One compiler-style line: ``path:line:col: severity CODE message`` (control characters escaped); ``severity``
        names the severity in another language."""
        return printable(f"{path}:{self.line or 1}:{self.column or 1}: {severity or self.severity} {self.code} {self.message}")

    def located(self, line: int | None, column: int | None) -> Diagnostic:
        """A copy placed at ``line``/``column``."""
        return replace(self, line=line, column=column)


_CODES: tuple[tuple[str, Severity, str], ...] = (
    # loading
    ("FP100", "error", "the file cannot be read as JSON (syntax error, bad encoding, or too large)"),
    ("FP101", "error", "the file does not match the schema"),
    ("FP102", "error", "the Call's board reference does not resolve to a board in the library"),
    ("FP103", "error", "unknown format_version"),
    ("FP104", "warning", "more problems in one file than are reported"),
    ("FP105", "warning", "a board's or Call's id differs from its file name: Calls name boards, and replays Calls, by file name"),
    ("FP106", "error", "two boards of one library share an id"),
    # board geometry
    ("FP201", "error", "a coordinate lies outside the grid"),
    ("FP202", "error", "an edge joins two spaces that are not grid neighbours"),
    ("FP203", "error", "one edge carries two features (wall and door, or listed twice)"),
    ("FP204", "error", "the scene has no entrance: no door or opening on its outer wall"),
    ("FP205", "error", "scene spaces that cannot be reached from outside, even with every door open"),
    ("FP206", "warning", "a door or opening inside one room: its spaces are joined without it"),
    ("FP207", "error", "dice coordinates: a scene space without one, a repeated one, or a roll naming no space"),
    ("FP208", "error", "a wall, door or opening between two spaces outside the scene"),
    # zones
    ("FP230", "error", "zones overlap, leave scene spaces uncovered, cover spaces outside the scene or hold no scene space"),
    ("FP231", "error", "a zone is not contiguous"),
    ("FP232", "error", "a zone is not flip-closed: some rolls cannot be flipped into it"),
    ("FP233", "error", "an engine parking spot borders no zone, or more than one"),
    ("FP234", "warning", "a zone no engine parking spot borders: the deck gun never reaches it"),
    # POI arrows
    ("FP240", "error", "a scene space has no POI arrow"),
    ("FP241", "error", "a POI arrow points outside the scene"),
    ("FP242", "error", "a POI arrow cycle of length 1 or 2: a POI would bounce"),
    ("FP243", "warning", "more than one terminal arrow cycle: slides from different regions never meet"),
    ("FP244", "warning", "a POI arrow stands on a space outside the scene: it is never used"),
    # parking
    ("FP250", "error", "a parking spot is not two adjacent ring spaces"),
    ("FP251", "error", "spots of one vehicle overlap or repeat"),
    ("FP252", "error", "ambulance and engine spots overlap"),
    ("FP253", "error", "a parking spot has no space Adjacent to the scene"),
    ("FP254", "warning", "parking spots of one vehicle are not listed in clockwise driving order"),
    # rooms
    ("FP260", "error", "rooms overlap: a space belongs to two rooms"),
    ("FP261", "error", "a room leaves the scene or the grid"),
    # Call
    ("FP301", "error", "a setup placement is outside the scene or on an impossible space, or a door set open is no door"),
    ("FP302", "error", "incompatible starting markers"),
    ("FP303", "error", "more markers than the supply, or more Flare-Up cards than their deck holds"),
    ("FP304", "error", "the Call cannot be won (every setup tried ends the game before the first turn, say)"),
    ("FP305", "error", "the ruleset needs a board feature that is missing"),
    ("FP306", "error", "a reference that does not resolve or repeats: a card, deck, level or hero set id, specialists the ruleset lacks (an unknown specialist or effect name is FP101)"),
    ("FP307", "error", "a first-explosion table entry is off the scene or repeated"),
    ("FP308", "error", "the Call uses something its ruleset turns off (Debris, Hazmat or Hot Spots with their parameter off, card decks without the Fire deck phase)"),
    ("FP309", "warning", "starting Smoke Adjacent to starting Fire: it turns to Fire at the first flashover"),
    ("FP310", "error", "heroes on a ruleset without specialists, fewer specialists, Gear or Boosts than the players need, or more cards kept at forging than drawn"),
    ("FP311", "warning", "a hero modifier that can never apply"),
    ("FP312", "error", "a water source serves no zone of the board, lies in the zone it serves or borders no space of it, or lies off the grid"),
    ("FP313", "error", "a rescue vehicle or place without spaces, or with a space off the grid"),
    ("FP314", "error", "setup or a card names an undefined Call marker, or setup puts two on one space"),
    ("FP315", "warning", "a gsh Call's POI bag or Threat supply exceeds the box"),
    ("FP316", "error", "a Call marker off the scene, or a large marker whose spaces repeat or are not side by side"),
    ("FP317", "warning", "a level leaves out a number this Call takes from the level: it plays as 0"),
    ("FP318", "error", "the Fire deck has no card at a player count or level the Call allows: that game cannot be set up"),
    ("FP319", "warning", "a Fire card with the Event cards it can reveal does more card steps than one fire phase allows: play stops that phase's effects early"),
    ("FP320", "warning", "a card that no game the Call allows deals: its players are outside the Call's"),
    ("FP321", "info", "a text the Call leaves without a language its other texts have: players in it read English"),
    ("FP322", "warning", "a text holds a character players cannot see or a drawing cannot show: a control character, "
                         "a zero-width or direction mark, a letter written apart from its accent"),
    ("FP323", "warning", "some of the setups tried end the game before the first turn (the building collapses or too many "
                         "Victims are lost); when every one does, FP304"),
    ("FP324", "warning", "scene spaces that Call markers nobody can remove cut off from outside: reached only by chopping through walls"),
    ("FP325", "warning", "the setup finds no space for every marker a placing procedure asks for: the rest are never placed"),
    ("FP326", "info", "the setups are too large for a validation to try them at every level: the setup checks there rest "
                      "on fewer setups, or none"),
    ("FP327", "warning", "a game can come to a state that can no longer be won and is not lost: the bag holds fewer "
                         "Victims than the win needs once one fewer than the loss count are lost, or so few Helpers are "
                         "left"),
    ("FP328", "warning", "a level sets a number no game of this Call reads: changing it changes nothing"),
    ("FP329", "warning", "a value no game of this Call uses: a loss at more Helpers lost than setup places, an extra "
                         "count for a player count the Call is not played with, an edge listed twice among the open doors"),
    ("FP330", "warning", "scene spaces from which no way leads to a rescue space without chopping through walls, even "
                         "with every door open: their Victims are rescued only through chopped walls"),
    ("FP331", "warning", "half or more of the games tried are lost within their first round when no firefighter "
                         "acts: the first fire phases alone end them"),
    # analysis
    ("FP401", "info", "AP distance from each scene space to the nearest rescue space"),
    ("FP402", "info", "the scene space farthest from rescue"),
    ("FP403", "info", "walls whose destruction would join two rooms"),
    ("FP404", "info", "probability that a random roll lands in each room"),
    ("FP405", "info", "POI slide path length of each scene space"),
    ("FP406", "error", "the grid or the dice range is too large to check or play: deep checks skipped"),
)

REGISTRY: dict[str, CodeInfo] = {code: CodeInfo(code, sev, summary) for code, sev, summary in _CODES}
"""Every diagnostic code, by code."""


def make(
    code: str,
    message: str,
    *,
    pointer: str = "",
    cells: Iterable[tuple[int, int]] = (),
    hint: str | None = None,
    severity: Severity | None = None,
) -> Diagnostic:
    """A diagnostic with the registered default severity of ``code``.

    Raises ``KeyError`` for an unregistered code: a bug, not bad input.
    """
    info = REGISTRY[code]
    return Diagnostic(
        code=code,
        severity=severity or info.severity,
        message=message,
        pointer=pointer,
        cells=tuple(tuple(c) for c in cells),
        hint=hint,
    )


def sort_key(d: Diagnostic) -> tuple:
    """Order diagnostics by position in the file, then severity, then code."""
    return (d.line or 0, d.column or 0, SEVERITY_RANK[d.severity], d.code, d.message)


def capped(diagnostics: list[Diagnostic], limit: int = MAX_PER_FILE, *, left_out: int = 0) -> list[Diagnostic]:
    """The first ``limit`` of sorted ``diagnostics``, and FP104 saying how many were left out.

    ``left_out`` counts problems already dropped before (an earlier FP104 in
    ``diagnostics`` is replaced by the new count).

    Errors are kept before warnings and infos, so that the cap never hides
    that a file has errors.

    >>> found = [make("FP201", f"off the grid {i}").located(i + 1, 1) for i in range(5)]
    >>> [d.code for d in capped(found, 2)], capped(found, 2)[-1].message
    (['FP201', 'FP201', 'FP104'], '3 more problems in this file are not reported (at most 2 are)')
    >>> [d.code for d in capped([make("FP206", "door"), make("FP206", "door"), make("FP205", "closed")], 1)]
    ['FP205', 'FP104']
    """
    kept = [d for d in diagnostics if d.code != "FP104"]
    left_out += max(0, len(kept) - limit)
    if not left_out:
        return kept
    if len(kept) > limit:  # errors first, so that a file with errors never looks clean; then file order
        order = {id(d): i for i, d in enumerate(kept)}
        chosen = sorted(kept, key=lambda d: (SEVERITY_RANK[d.severity], order[id(d)]))[:limit]
        kept = sorted(chosen, key=lambda d: order[id(d)])
    more = make(
        "FP104",
        f"{left_out} more problem{'s' if left_out != 1 else ''} in this file {'are' if left_out != 1 else 'is'} not reported (at most {limit} are)",
        hint="Fix the problems above and validate again.",
    )
    last = kept[-1] if kept else None
    return [*kept, more.located(last.line if last else 1, last.column if last else 1)]


def left_out(diagnostics: Iterable[Diagnostic]) -> int:
    """How many problems an FP104 among ``diagnostics`` says were not reported.

    >>> left_out(capped([make("FP201", "x")] * 3, 1))
    2
    """
    for d in diagnostics:
        if d.code == "FP104":
            return int(d.message.split()[0])
    return 0


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    """Whether any diagnostic is an error."""
    return any(d.severity == "error" for d in diagnostics)


def character_at(text: str, index: int) -> str:
    """The character of ``text`` at ``index`` by its code point and name, and where it stands (1-based).

    >>> character_at("maple-h\u043euse", 7)
    'U+043E CYRILLIC SMALL LETTER O at character 8'
    """
    ch = text[index]
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'a control or unnamed character')} at character {index + 1}"
