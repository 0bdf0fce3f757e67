"""Every diagnostic of a file, and files that commands may use: the loader's findings, the library's, the deep checks'.

:func:`validate_result` is what ``callforge validate`` reports for a loaded
file: the loader's diagnostics (:mod:`authoring.files.load`), a board's id
against its file name and the other boards of its folder (FP105, FP106), a
Call's board that has errors of its own (FP102), and the deep checks of
:mod:`authoring.checks` - run on the salvaged model when the schema refused
some values, with the pointers mapped back into the file. :func:`load_usable`
loads a file for a command that plays, draws or shows it and refuses one with
errors; :func:`analyse_path` adds the board analysis (FP4xx).

>>> from authoring.files.load import parse_board_text
>>> result = parse_board_text('{"id": "tiny", "rows": 4, "cols": 4}')
>>> result.diagnostics, [d.code for d in validate_result(result)]
([], ['FP204', 'FP207'])
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field, replace
from pathlib import Path

from authoring import checks
from authoring.checks import trials
from authoring.diagnostics import Diagnostic, capped, left_out, make, printable, sort_key
from authoring.files.load import (
    BOARD_SUFFIX,
    CALL_SUFFIX,
    LoadResult,
    board_path_shown,
    library_of,
    load_board,
    load_path,
    locate,
    quoted,
)
from authoring.files.read import is_there, read_bytes
from authoring.files.salvage import STAND_INS, original_pointer
from engine.model import Board


def deep_check(result: LoadResult) -> list[Diagnostic]:
    """The deep checks (:mod:`authoring.checks`) of a loaded file, located.

    A file the schema refused is checked without the refused values (its
    ``partial`` model), and the pointers are mapped back into the file.
    """
    model = result.model if result.model is not None else result.partial
    if model is None:
        return []
    if result.kind == "board":
        found = checks.check_board(model)
    elif result.board is not None:
        found = [*_board_errors(result), *checks.check_call(model, result.board)]
        if result.model is not None and not any(d.severity == "error" for d in [*result.diagnostics, *found]):
            found += trials.check_setups(result.model, result.board)
    elif result.kind == "call":  # its board cannot be loaded (FP102): the checks of the Call alone
        found = checks.check_call_alone(model)
    else:
        found = []
    if result.model is None:
        stood_in = result.refused & STAND_INS[result.kind].keys()  # a stand-in's findings are not the file's
        found = [d for d in found if d.pointer.partition("/")[2].partition("/")[0] not in stood_in]
        skipped = {code for part in result.refused for code in WHOLE_PART_CHECKS.get(part, ())}
        skipped |= {code for lst in result.kept or () for code in WHOLE_LIST_CHECKS.get(lst, ())}
        found = [d for d in found if d.code not in skipped and not parts_left_out(d) & result.refused
                 and not _names_a_refused_level(d, result)]
    if result.model is None and result.kept:
        found = [replace(d, pointer=original_pointer(d.pointer, result.kept), message=file_indices(d.message, result.kept))
                 for d in found]
    if result.model is None:
        found = [d for d in found if not _refused_text(d, result.diagnostics)]
    located = [locate(d, result.positions) for d in found]
    if result.kind == "board" and result.model is not None and result.model.arrows is not None and result.text:
        lines = result.text.split("\n")
        located = [at_arrow_word(d, result.model, lines) for d in located]
    return located


_ARROW_ROW = re.compile(r"/arrows/rows/(\d+)\Z")


def at_arrow_word(diagnostic: Diagnostic, board, lines: list[str]) -> Diagnostic:
    """``diagnostic`` of an arrow row (FP240-FP244) placed at the word of its first space in that row (``lines``: the
    file's), not at the row's opening quote; where the row has no such word (a missing arrow), at its closing quote. A row written with
    escapes in it keeps the row's place.

    >>> from authoring.files.load import parse_board_text
    >>> text = '{"id": "b", "rows": 4, "cols": 4,\\n "arrows": {"rows": ["E W", ". N"]}}'
    >>> board = parse_board_text(text).model
    >>> d = make("FP241", "x", pointer="/arrows/rows/1", cells=[(2, 2)]).located(2, 29)
    >>> at_arrow_word(d, board, text.split("\\n")).column
    32
    """
    match = _ARROW_ROW.match(diagnostic.pointer)
    if match is None or not diagnostic.cells or diagnostic.line is None or diagnostic.column is None:
        return diagnostic
    if diagnostic.line > len(lines):
        return diagnostic
    start = diagnostic.column  # 1-based column of the row's opening quote
    line = lines[diagnostic.line - 1]
    row = board.arrows.rows[int(match.group(1))]
    literal = line[start:start + len(row)]
    if line[start - 1:start] != '"' or literal != row:  # escapes, or not where the row was read: leave it be
        return diagnostic
    board_row = board.arrows.origin[0] + int(match.group(1))
    in_row = [c for r, c in diagnostic.cells if r == board_row]  # a pair of arrows may stand in two rows
    if not in_row:
        return diagnostic
    index = min(in_row) - board.arrows.origin[1]
    words = [m.start() for m in re.finditer(r"\S+", row)]
    offset = words[index] if 0 <= index < len(words) else len(row)
    return replace(diagnostic, column=start + 1 + offset)


_AT_POINTER = re.compile(r"(?<=\bat )/[^\s),;]+")
_SPOT_NUMBERS = re.compile(r"\b(?:(ambulance|engine) )?(spots?) (\d+(?:, \d+)*)")


def file_indices(message: str, kept: dict[str, list[int]]) -> str:
    """``message`` of a check run on the salvaged model, its list places (``first at /walls/5``, ``ambulance spot 1``,
    ``spots 0, 2, 1``) given as the file numbers them, past the items the schema refused. A spot number without its
    vehicle is the last vehicle the message named.

    Spots are numbered from 1, as the drawings label them (E1, A2).

    >>> file_indices("edge listed twice (also at /walls/5); ambulance spot 2 joins", {"/walls": [1, 2, 3, 4, 5, 6],
    ...                                                                               "/parking/ambulance": [1, 2]})
    'edge listed twice (also at /walls/6); ambulance spot 3 joins'
    >>> file_indices("engine spots are not in order; from spot 1 (spots 1, 3, 2)", {"/parking/engine": [1, 2, 3]})
    'engine spots are not in order; from spot 2 (spots 2, 4, 3)'
    """
    message = _AT_POINTER.sub(lambda m: original_pointer(m.group(0), kept), message)

    def spots(m: re.Match) -> str:
        named = re.findall(r"\b(ambulance|engine)\b", message[: m.start(3)])
        indices = kept.get(f"/parking/{named[-1]}") if named else None
        numbers = [int(k) for k in m.group(3).split(", ")]
        mapped = ", ".join(str(indices[k - 1] + 1 if indices is not None and 0 < k <= len(indices) else k)
                           for k in numbers)
        return f"{m.group(1) + ' ' if m.group(1) else ''}{m.group(2)} {mapped}"

    return _SPOT_NUMBERS.sub(spots, message)


def parts_left_out(finding: Diagnostic) -> set[str]:
    """The parts of the file whose refused entries ``finding`` may follow from when they are left out: spaces in no
    zone, or an engine spot bordering none, once a zone the schema refused is left out of the deep checks (the zones
    left are checked as usual: overlaps, their engine spots); a win count compared with the POI bag, once either is
    read at its default (a setup left out is not read by it); a win count compared with what the setup places, once
    the setup is; a count taken from levels the Call lacks, once its levels are (a level a card names:
    :func:`_names_a_refused_level`).

    >>> parts_left_out(Diagnostic("FP230", "error", "scene spaces in no zone: [1, 1]", pointer="/zones"))
    {'zones'}
    >>> sorted(parts_left_out(Diagnostic("FP304", "error", "winning needs 9 rescued Victims, but the POI bag holds only 8")))
    ['named_victim', 'poi_bag', 'win']
    """
    if finding.code == "FP230" and finding.pointer == "/zones":
        return {"zones"}
    if finding.code == "FP233" and finding.message.endswith("borders no zone: the deck gun has no target from it"):
        return {"zones"}
    if finding.code == "FP306" and finding.message.endswith("but the Call has no levels"):
        return {"levels"}  # every level was refused: the Call has levels, the schema's error names what to fix
    if finding.code == "FP304" and finding.message.startswith("winning needs"):
        if "but the POI bag holds only" in finding.message:  # the bag against the win count alone
            return {"win", "poi_bag", "named_victim"}
        return {"win", "poi_bag", "named_victim", "setup", "ruleset", "decks"}  # Helpers or POI the setup, or cards, place
    return set()


_LEVEL_NAMED = re.compile(r"is used at level '(?P<level>[^']*)', which the Call does not have\Z")


def _names_a_refused_level(finding: Diagnostic, result: LoadResult) -> bool:
    """Whether ``finding`` (FP306) says a card names a level the Call lacks, where that level is one the schema refused
    (or a refused level's id cannot be read): the level is there, and the schema's own error names what to fix. A
    level id no level has is still reported, whatever else was refused."""
    named = _LEVEL_NAMED.search(finding.message) if finding.code == "FP306" else None
    if named is None or "levels" not in result.refused:
        return False
    try:
        levels = json.loads(result.text or "").get("levels")
    except (ValueError, AttributeError, RecursionError):
        return True
    if not isinstance(levels, list):
        return True
    kept = set(result.kept.get("/levels", ()))  # no entry: the list was refused whole
    refused = [level for i, level in enumerate(levels) if i not in kept]
    ids = [level.get("id") if isinstance(level, dict) else None for level in refused]
    return named["level"] in ids or any(not isinstance(level_id, str) for level_id in ids)


def _refused_text(finding: Diagnostic, diagnostics: list[Diagnostic]) -> bool:
    """Whether ``finding`` is an FP321 missing language of a text whose language the schema refused (too long, say):
    the schema's own error names the text to fix, and the language is there."""
    inside = finding.pointer + "/"
    return finding.code == "FP321" and any(d.code == "FP101" and d.pointer.startswith(inside) for d in diagnostics)


WHOLE_PART_CHECKS = {
    "arrows": ("FP240", "FP241", "FP242", "FP243", "FP244"),
    "markers": ("FP314",),
    "heroes": ("FP310",),
    "supply": ("FP303",),
    "decks": ("FP306", "FP308", "FP318", "FP319", "FP320"),
}
"""The deep checks that read a part of a file as a whole, and are not run on it while the schema refuses a value in it.
The POI arrows are rows of a grid, so a row left out would shift every row below it (and report arrows that are
right). A Call marker kind left out would make every placement of it "undefined" (FP314), a specialist left out would
make the hero set too small (FP310): the schema's own error already names the value to fix. A supply left out would
be read at its default, and FP303 would compare the setup with a number the file does not hold (a win count or POI bag
left out: :func:`parts_left_out`). Decks left out (more cards in all than a Call holds) would leave a Call "without a
Fire deck" (FP306) and its cards' checks on nothing."""
WHOLE_LIST_CHECKS = {"/setup/procedures": ("FP317", "FP328")}
"""The deep checks that read a list as a whole, not run while the schema refuses an item of it: a setup step left out
would make a level's number look unread (FP328), or unneeded (FP317)."""


def _board_errors(result: LoadResult) -> list[Diagnostic]:
    """FP102 when the Call's board loads but its own deep checks find errors: the Call cannot be played on it. The hint
    quotes the first error of the board's own report (``callforge validate`` on the board), where it says it."""
    board_path = Path(result.board_path) if result.board_path is not None else None
    errors = [d for d in checks.check_board(result.board) if d.severity == "error"]
    if not errors:
        return []
    if board_path is not None:
        call_dir = Path(result.path).parent if result.path is not None else board_path.parent.parent
        shown = board_path_shown(board_path, library_of(call_dir), result.path)
    else:
        shown = result.board.id
    first = errors[0]
    if board_path is not None:  # as the board's own report says it: located the same, its first error first
        first = next((d for d in validate_path(board_path) if d.severity == "error"), first)
    return [
        make(
            "FP102",
            f"board {quoted(result.model.board if result.model is not None else result.partial.board)} has "
            f"{len(errors)} error{'s' if len(errors) != 1 else ''} of its own: the Call cannot be played on it",
            pointer="/board",
            hint=first.render(printable(shown)),
        )
    ]


MAX_SIBLINGS = 1000
"""Most other boards of a folder read for their id when a board's id differs from its file name."""


def library_check(result: LoadResult) -> list[Diagnostic]:
    """FP105/FP106 for a board file: its id names its file, and no other board of the folder has its id.

    Calls name boards by file name (``"board": "house"`` reads
    ``boards/house.board.json``), so a board whose id differs from its file
    name cannot be named by its id, and two such boards can share one.
    """
    if result.kind == "call" and result.path is not None and result.model is not None:
        return _call_name_check(result)
    board = result.model
    if result.kind != "board" or result.path is None or not isinstance(board, Board):
        return []
    path = Path(result.path)
    stem = path.name[: -len(BOARD_SUFFIX)]
    if board.id == stem:
        return []
    found = [
        make(
            "FP105",
            f"board id {quoted(board.id)} differs from its file name {quoted(path.name)}",
            pointer="/id",
            hint=f"Calls name a board by its file name: rename the file {board.id}{BOARD_SUFFIX}"
                 + (f", or set the id to {quoted(stem)}." if is_slug(stem) else "."),
        )
    ]
    for other in _boards_with_id(path, board.id):
        found.append(
            make(
                "FP106",
                f"board id {quoted(board.id)} is also the id of {printable(other.name)} in the same folder",
                pointer="/id",
                hint="Give every board of a library its own id, the same as its file name.",
            )
        )
    return [locate(d, result.positions) for d in found]


def _call_name_check(result: LoadResult) -> list[Diagnostic]:
    """FP105 for a Call whose id differs from its file name: a replay names its Call by id, and ``--library`` finds
    it by file name, so such a Call is not found, or another file is taken for it."""
    path = Path(result.path)
    if not path.name.endswith(CALL_SUFFIX) or result.model.id == path.name[: -len(CALL_SUFFIX)]:
        return []
    call_id, stem = result.model.id, path.name[: -len(CALL_SUFFIX)]
    found = make(
        "FP105",
        f"Call id {quoted(call_id)} differs from its file name {quoted(path.name)}: a replay of it names {quoted(call_id)}, "
        f"which a library reads from {call_id}{CALL_SUFFIX}",
        pointer="/id",
        hint=f"Set the id to {quoted(stem)}, or rename the file {call_id}{CALL_SUFFIX}." if is_slug(stem)
        else f"Rename the file {call_id}{CALL_SUFFIX}: {quoted(stem)} cannot be an id.",
    )
    return [locate(found, result.positions)]


_SLUG = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}\Z")
"""An id's form (:data:`engine.model.common.Slug`)."""


def is_slug(text: str) -> bool:
    """Whether ``text`` can be a board's or a Call's id.

    >>> is_slug("haz-tuz"), is_slug("ház tűz"), is_slug("a" * 65)
    (True, False, False)
    """
    return _SLUG.match(text) is not None


def _boards_with_id(path: Path, board_id: str) -> list[Path]:
    """Other ``*.board.json`` files beside ``path`` whose top-level id is ``board_id``."""
    try:
        siblings = sorted(p for p in path.parent.glob(f"*{BOARD_SUFFIX}") if p.name != path.name)[:MAX_SIBLINGS]
    except OSError:
        return []
    same = []
    for other in siblings:
        data, _ = read_bytes(other)
        try:
            value = json.loads(data) if data is not None else None
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict) and value.get("id") == board_id:
            same.append(other)
    return same


def validate_result(result: LoadResult) -> list[Diagnostic]:
    """Every diagnostic of a loaded file: loading problems and deep checks, sorted.

    At most :data:`~authoring.diagnostics.MAX_PER_FILE` are kept; FP104 says how many more there were.
    """
    found = [*result.diagnostics, *library_check(result), *deep_check(result)]
    return capped(sorted(found, key=sort_key), left_out=left_out(result.diagnostics))


def validate_path(path: Path | str) -> list[Diagnostic]:
    """Load ``path`` and run the deep checks: every problem, located and sorted."""
    return validate_result(load_path(path))


# ---- files a command may use ----


class UnusableFileError(Exception):
    """A board or Call with errors, refused by a command that would play, draw or show it.

    ``reports`` are ``(shown path, diagnostics)`` pairs: the file's own, then
    its board's for a Call, exactly as ``callforge validate`` reports them
    (info findings left out). ``str()`` is their compiler-style text.
    """

    def __init__(self, reports: list[tuple[str, list[Diagnostic]]], *, missing: bool = False):
        self.reports = reports
        self.missing = missing
        """The file named is not there at all, or is a folder: a usage problem for a command, not a file with errors."""
        super().__init__(self.text())

    def text(self, translate=None, footer=None, words: dict[str, str] | None = None) -> str:
        """The reports as ``callforge validate`` prints them, then a line saying how many errors to fix.

        ``translate`` (diagnostic -> diagnostic), ``footer`` ((the files' names, errors, validate command) -> line) and ``words`` (the
        severities' and ``hint``'s names) put them in another language (the studio's); by default they are the
        CLI's English.
        """
        from authoring.report import FileReport, render_text

        shown = [FileReport(path, [(translate or (lambda d: d))(d) for d in found if d.severity != "info"])
                 for path, found in self.reports]
        errors = sum(d.severity == "error" for _, found in self.reports for d in found)
        named = [printable(path) for path, found in self.reports if any(d.severity == "error" for d in found)]
        names = " and ".join(named)
        command = " ".join(["callforge validate", *(printable(shlex.quote(path)) for path, _ in self.reports)])
        if footer is not None:
            return "\n".join(filter(None, [render_text(shown, words), footer(named, errors, command)]))
        footer_line = f"{names}: {errors} error{'s' if errors != 1 else ''}; fix {'it' if errors == 1 else 'them'} first ({command} shows the same)"
        return "\n".join(filter(None, [render_text(shown), footer_line]))


def load_usable(path: Path | str) -> LoadResult:
    """Load a board or Call for a command that plays, draws or shows it: every check must pass.

    The file is validated as ``callforge validate`` does, and for a Call its
    board file too; any error raises :class:`UnusableFileError` carrying the
    same diagnostics. What returns has a model (and, for a Call, a board) that
    the engine can set up and play.
    """
    result = load_path(path)
    reports = [(str(path), validate_result(result))]
    if result.kind == "call" and result.board_path is not None:
        reports.append((_shown_path(result.board_path), validate_path(result.board_path)))
    if result.model is None or any(d.severity == "error" for _, found in reports for d in found):
        raise UnusableFileError(reports, missing=not is_there(path) or Path(path).is_dir())
    return result


def _shown_path(path: Path) -> str:
    """``path`` relative to the working folder when it lies below it."""
    try:
        return str(Path(path).relative_to(Path.cwd()))
    except ValueError:
        return str(path)


# ---- analysis of a file ----


@dataclass
class AnalysedFile:
    """A board or Call file loaded and analysed.

    ``load`` is the loader's result (its diagnostics say why there is no
    report); ``board_path`` is the board file the findings point into, and
    ``findings`` are the FP4xx diagnostics located in that file.
    """

    load: LoadResult
    report: checks.AnalysisReport | None
    board_path: Path | None = None
    findings: list[Diagnostic] = field(default_factory=list)


def analyse_path(path) -> AnalysedFile:
    """Load a board or Call file and analyse its board (a Call picks the rescue rule)."""
    result = load_path(path)
    if result.model is None:
        return AnalysedFile(result, None)
    if result.kind == "board":
        board, call, positions, board_path = result.model, None, result.positions, result.path
    elif result.board is not None:
        board, call, board_path = result.board, result.model, result.board_path
        positions = load_board(board_path).positions
    else:
        return AnalysedFile(result, None)
    oversized = checks.too_large(board)
    if oversized is not None:
        return AnalysedFile(result, None, board_path, [locate(oversized, positions)])
    report = checks.analyse(board, call)
    return AnalysedFile(result, report, board_path, [locate(d, positions) for d in report.diagnostics()])
