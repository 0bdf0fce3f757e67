"""New board files: from a template (the front or back board, or a blank grid) or an ASCII sketch.

What ``callforge new board`` does, without the command line: build the board,
lay it out as the bundled files are, and check the text it will write, so
that a new file always validates.

>>> board = template_board("blank", rows=5, cols=6, board_id="small")
>>> board.rows, board.cols, len(board.openings), [d.code for d in check_text(board_text(board)) if d.severity == "error"]
(5, 6, 4, [])
"""

from __future__ import annotations

from pathlib import Path

from authoring.diagnostics import Diagnostic
from authoring.edit import new_blank_board
from authoring.files.dump import dump_board
from authoring.files.load import BOARD_SUFFIX, parse_board_text
from authoring.files.read import read_bytes
from authoring.files.schemas import schema_ref
from authoring.files.validate import validate_result
from authoring.sketch import SketchError, board_from_ascii
from engine.model import Board
from engine.text import wide_encoding

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = {
    "front": ROOT / "calls" / "boards" / "fire-rescue-front.board.json",
    "back": ROOT / "calls" / "boards" / "fire-rescue-back.board.json",
}
"""The bundled boards a new board may start from; ``blank`` is built."""
TEMPLATE_NAMES = ("front", "back", "blank")
MIN_SIDE, MAX_SIDE = 3, 50
"""Grid sizes ``blank`` accepts: a scene inside a ring, and no larger than a table top."""
MAX_SKETCH_BYTES = 256 * 1024
"""Largest sketch file read (a 50 x 50 sketch is about 10 KB)."""


def template_board(name: str, *, rows: int = 8, cols: int = 10, board_id: str) -> Board:
    """The board of template ``name`` (see :data:`TEMPLATE_NAMES`) with id ``board_id``.

    ``blank`` is a ``rows x cols`` grid with the default scene, an opening
    in the middle of each side of its outer wall (a board needs an entrance)
    and an ambulance spot beside each (every ruleset needs them).
    Raises ``ValueError`` for an unknown template or a size out of range.
    """
    if name == "blank":
        if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
            raise ValueError(f"a blank board has {MIN_SIDE} to {MAX_SIDE} rows and columns, not {rows} x {cols}")
        board = new_blank_board(rows, cols, board_id=board_id)
        board = board.model_copy(update={"openings": _entrances(rows, cols)})
        return _with_ambulance_spots(board, _ambulance_spots(rows, cols))
    if name not in TEMPLATES:
        raise ValueError(f"unknown template {name!r}; choose one of: {', '.join(TEMPLATE_NAMES)}")
    data = Board.model_validate_json(TEMPLATES[name].read_text(encoding="utf-8")).model_dump(
        mode="json", by_alias=True, exclude_unset=True
    )
    return Board.model_validate({**data, "id": board_id, "name": {"en": board_id}})


def _with_ambulance_spots(board: Board, spots: list) -> Board:
    """``board`` with every spot of ``spots`` that keeps it free of errors, in order.

    On a small grid the spots beside two entrances can share a corner space; the
    later one is then left out, so even a 3 x 3 board gets spots to park on.
    """
    data = board.model_dump(mode="json", by_alias=True, exclude_unset=True)
    kept: list = []
    for spot in spots:
        trial = Board.model_validate({**data, "parking": {"ambulance": [*kept, spot]}})
        if not any(d.severity == "error" for d in check_text(board_text(trial))):
            kept.append(spot)
    return Board.model_validate({**data, "parking": {"ambulance": kept}}) if kept else board


def _ambulance_spots(rows: int, cols: int) -> list:
    """An ambulance spot beside each entrance, clockwise from the top (R-ACT-8): every ruleset needs one.

    Knocked-down firefighters go to an ambulance spot in every ruleset, so a
    board without any cannot be played; on a small grid some of them overlap and
    :func:`_with_ambulance_spots` keeps those that fit.
    """
    r, c = rows // 2, cols // 2
    return [((0, c - 1), (0, c)), ((r - 1, cols - 1), (r, cols - 1)),
            ((rows - 1, c - 1), (rows - 1, c)), ((r - 1, 0), (r, 0))]


def _entrances(rows: int, cols: int) -> list:
    """One opening in the middle of each side of the default scene's outer wall (R-GEO-4)."""
    r, c = rows // 2, cols // 2
    return [((0, c), (1, c)), ((r, 0), (r, 1)), ((r, cols - 2), (r, cols - 1)), ((rows - 2, c), (rows - 1, c))]


def sketch_board(text: str, *, board_id: str) -> Board:
    """The board an ASCII sketch draws (the studio's format, ``authoring.sketch.SKETCH_HELP``).

    Raises ``authoring.sketch.SketchError`` with the line and column of the first unreadable character.
    """
    return board_from_ascii(text, board_id=board_id)


def read_sketch(path: Path) -> str:
    """The text of a sketch file: a regular file of at most :data:`MAX_SKETCH_BYTES`, UTF-8.

    Read as every file is (:func:`authoring.files.read.read_bytes`: never blocks on a FIFO,
    never reads past the limit); raises ``ValueError`` saying what is wrong.
    """
    data, problem = read_bytes(path, MAX_SKETCH_BYTES)
    if data is None:
        raise ValueError(problem)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        wide = wide_encoding(data)
        if wide is not None:  # named as such, as for a board or a Call, not blamed on its first byte
            raise SketchError(1, 1, f"the sketch is {wide}; sketches are read as UTF-8") from exc
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise SketchError(line, column, f"not UTF-8 text (byte {exc.start})") from exc


def board_text(board: Board, target: Path | None = None) -> str:
    """The file text of ``board``, laid out as the bundled boards, with a ``$schema`` for editors.

    The schema is named relative to ``target``'s folder when the file is in this
    project, else by its ``file:`` URL.
    """
    if target is not None:
        board = board.model_copy(update={"schema_": schema_ref(target, "board")})
    return dump_board(board)


def check_text(text: str) -> list[Diagnostic]:
    """Every diagnostic ``callforge validate`` would give the board file ``text``."""
    return validate_result(parse_board_text(text))


def id_from_path(path: Path) -> str:
    """The board id a file name implies: ``attic.board.json`` -> ``attic``."""
    name = Path(path).name
    return name[: -len(BOARD_SUFFIX)] if name.endswith(BOARD_SUFFIX) else Path(name).stem


def at_sketch_place(diagnostic: Diagnostic, skipped: int = 0) -> Diagnostic:
    """``diagnostic`` of a board made from a sketch, placed in the sketch: at the character of its first space (line
    2 x row + 2, column 2 x col + 2, after the ``skipped`` blank lines before the sketch), or at the sketch's start
    when it names no space.

    >>> from authoring.diagnostics import make
    >>> d = at_sketch_place(make("FP240", "scene spaces without a POI arrow: [1, 1]", cells=[(1, 1)]).located(73, 7))
    >>> d.line, d.column
    (4, 4)
    """
    if not diagnostic.cells:
        return diagnostic.located(1 + skipped, 1)
    row, col = diagnostic.cells[0]
    return _in_sketch_words(diagnostic).located(2 * row + 2 + skipped, 2 * col + 2)


SKETCH_ARROWS = "^ > v < or 7 9 3 1"
"""The sketch's arrow characters (``authoring.sketch.SKETCH_HELP``), as the POI-arrow diagnostics name them there."""


def _in_sketch_words(diagnostic: Diagnostic) -> Diagnostic:
    """A POI-arrow diagnostic (FP240, FP241) said in a sketch's terms, not the board file's rows of arrow words.

    >>> from authoring.diagnostics import make
    >>> d = make("FP241", "the arrow N at space [1, 5] (word 5 of the row) points at [0, 5], outside the scene", cells=[(1, 5)])
    >>> _in_sketch_words(d).message
    'the arrow N at space [1, 5] points at [0, 5], outside the scene'
    """
    import dataclasses
    import re

    if diagnostic.code == "FP240":
        return dataclasses.replace(diagnostic, hint=f"Mark every scene space of the sketch with its arrow ({SKETCH_ARROWS}), "
                                                    "or none of them ('.').")
    if diagnostic.code == "FP241":
        return dataclasses.replace(diagnostic, message=re.sub(r" \(word \d+ of the row\)", "", diagnostic.message))
    return diagnostic
