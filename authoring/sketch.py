"""The studio's ASCII sketch of a board: read a board from one (``callforge new board --from-sketch``, the Library's
new board), write a board as one (the board editor's sketch view), and apply an edited sketch to a board.

>>> from authoring.edit import new_blank_board
>>> board = new_blank_board(5, 6, board_id="small")
>>> board_from_ascii(board_to_ascii(board), board_id="small") == board
True
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from pydantic import ValidationError

from authoring.edit import Cell, EdgeKey, arrow_grid, compact_region, default_dice, edge_kinds, model_data
from authoring.graph import clockwise_keys
from engine.model import Board
from engine.model.board import MAX_SPOTS, normalize_edge
from engine.model.common import MAX_CELLS, MAX_SIDE


class SketchError(ValueError):
    """An ASCII sketch that cannot be read, with the 1-based line and column of the problem."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line, self.column, self.message = line, column, message


ARROW_GLYPHS = {"^": "N", "9": "NE", ">": "E", "3": "SE", "v": "S", "1": "SW", "<": "W", "7": "NW",
                "8": "N", "6": "E", "2": "S", "4": "W"}
"""Sketch characters for POI arrows: ``^ > v <`` and the numeric keypad (8 = N, 9 = NE, ...)."""
_GLYPH_OF = {"N": "^", "NE": "9", "E": ">", "SE": "3", "S": "v", "SW": "1", "W": "<", "NW": "7"}
WALL_GLYPHS = set("|-#=")

SKETCH_HELP = """\
A '+' at every corner (the first line and column, then every other one); one character per space between four
corners (the 2nd, 4th, 6th... line and column), an edge character between two corners or two spaces:
  spaces   '.' scene space without arrow, ^ > v < or 7 9 3 1 (keypad) scene space with its POI arrow
           (arrows on every scene space or on none),
           ' ' outside space, 'A' / 'E' outside space of an ambulance / engine parking spot
  edges    '|' '-' '#' '=' wall, 'D' closed door, 'd' open door, ' ' nothing
           (on the scene's outer wall, ' ' is an exterior opening)
  corners  '+' (a wall character or ' ' reads too; a door or space character there is an error)"""


def board_from_ascii(text: str, *, board_id: str = "sketch") -> Board:
    """A board from an ASCII sketch (see :data:`SKETCH_HELP`).

    Raises :class:`SketchError` (a ``ValueError``) with the line and column of
    the first character that cannot be read.

    >>> sketch = ["+-+-+-+-+", "|  A A  |", "+-+-+-+-+", "| |>|v| |", "+-+ +-+-+", "| |^|<| |", "+-+ +-+-+",
    ...           "|       |", "+-+-+-+-+"]
    >>> b = board_from_ascii("\\n".join(sketch), board_id="tiny")
    >>> b.rows, b.cols, b.openings, b.walls, b.parking.ambulance
    (4, 4, [((2, 1), (3, 1))], [((1, 1), (1, 2)), ((1, 2), (2, 2)), ((2, 1), (2, 2))], [((0, 1), (0, 2))])
    >>> board_from_ascii("\\n".join(sketch).replace(">", "x"))
    Traceback (most recent call last):
    ...
    authoring.sketch.SketchError: line 4, column 4: 'x' is not a space character ('.', an arrow, ' ', 'A' or 'E')

    Lines may end in LF, CR LF or CR; spaces at the end of a line are not read (an editor or a paste leaves them, and
    they would widen the grid), nor are blank lines before and after the sketch, though its lines count from the text's
    first.
    """
    lines = [line.rstrip() for line in sketch_lines(text)]
    skipped = leading_blank_lines(lines)
    while lines and not lines[-1]:
        lines.pop()
    try:
        return _board_from_lines(lines[skipped:], board_id, skipped)
    except SketchError as exc:
        raise SketchError(exc.line + skipped, exc.column, exc.message) from None


def sketch_lines(text: str) -> list[str]:
    r"""The lines of a sketch: ended by LF, CR LF or CR alone (a form feed or U+2028 is a character of its line, as an
    editor shows it).

    >>> sketch_lines("a\r\nb\rc\u2028d\n")
    ['a', 'b', 'c\u2028d']
    """
    return re.split(r"\r\n|\r|\n", text.removesuffix("\n").removesuffix("\r"))


def leading_blank_lines(text: str | list[str]) -> int:
    r"""How many blank lines come before a sketch's first line (``text``, or its lines): its lines count from the
    text's first.

    >>> leading_blank_lines("\n \n+ + +")
    2
    """
    lines = sketch_lines(text) if isinstance(text, str) else text
    return next((i for i, line in enumerate(lines) if line.strip()), 0)


def _board_from_lines(lines: list[str], board_id: str, skipped: int = 0) -> Board:
    """:func:`board_from_ascii` of the sketch's lines, its first line first; line numbers count from it (a message that
    names other lines counts them from the text's first, past the ``skipped`` blank lines before the sketch)."""
    if len(lines) < 7 or len(lines) % 2 == 0:
        message = f"a sketch has 2 x rows + 1 lines (at least 7), not {len(lines)}"
        blank = [str(i + 1 + skipped) for i, line in enumerate(lines) if not line.strip()]
        if blank and len(lines) % 2 == 0 and len(lines) > 7:  # one line too many: a blank line pasted inside, likely
            message += f"; blank: line{'s' if len(blank) > 1 else ''} {', '.join(blank[:10])} (a blank line inside a " \
                       "sketch counts as one of its lines)"
        raise SketchError(max(len(lines), 1), 1, message)
    _check_invisible(lines)
    rows = (len(lines) - 1) // 2
    width = max(len(line) for line in lines)
    cols = (width - 1) // 2 if width % 2 else width // 2
    _check_grid_size(lines, rows, cols)
    grid = [line.ljust(2 * cols + 1) for line in lines]

    scene: set[Cell] = set()
    arrows: dict[Cell, str] = {}
    marks: dict[str, set[Cell]] = {"A": set(), "E": set()}
    for y, line in enumerate(grid):
        for x, ch in enumerate(line[: 2 * cols + 1]):
            if y % 2 == 1 and x % 2 == 1:
                cell = (y // 2, x // 2)
                if ch == ".":
                    scene.add(cell)
                elif ch in ARROW_GLYPHS:
                    scene.add(cell)
                    arrows[cell] = ARROW_GLYPHS[ch]
                elif ch in marks:
                    marks[ch].add(cell)
                elif ch != " ":
                    raise SketchError(y + 1, x + 1, f"{ch!r} is not a space character ('.', an arrow, ' ', 'A' or 'E')")
            elif (y + x) % 2 == 1 and ch in ARROW_GLYPHS and ch not in "1234689":
                raise SketchError(y + 1, x + 1, f"{ch!r} must be a space, not an edge")
            elif y % 2 == 0 and x % 2 == 0 and (ch in "DdAE." or ch in ARROW_GLYPHS):
                raise SketchError(y + 1, x + 1, f"{ch!r} stands on a corner, where it means nothing: doors go on the edges "
                                                "between two '+', spaces inside the squares")
            elif y % 2 == 0 and x % 2 == 0 and ch not in "+ " and ch not in WALL_GLYPHS:
                raise SketchError(y + 1, x + 1, f"{ch!r} is not a corner character ('+', a wall character or ' ')")
            elif (y + x) % 2 == 1 and (y in (0, 2 * rows) or x in (0, 2 * cols)) and ch != " " and ch not in WALL_GLYPHS:
                raise SketchError(y + 1, x + 1, f"{ch!r} stands on the board's outer edge, where nothing is drawn: "
                                                "write ' ' or a wall character")
    if not scene:
        raise SketchError(1, 1, "no scene space: mark the spaces of the building with '.' or an arrow")

    walls, doors, openings = [], [], []
    for y in range(1, 2 * rows):
        for x in range(1, 2 * cols):
            if (y + x) % 2 == 0:
                continue
            ch = grid[y][x]
            a, b = ((y // 2, x // 2 - 1), (y // 2, x // 2)) if y % 2 == 1 else ((y // 2 - 1, x // 2), (y // 2, x // 2))
            exterior = (a in scene) != (b in scene)
            if ch in WALL_GLYPHS:
                if not exterior and (a in scene or b in scene):
                    walls.append([list(a), list(b)])
                    _check_edge_count(walls, "walls", y, x)
            elif ch in "Dd":
                doors.append({"edge": [list(a), list(b)], "state": "closed" if ch == "D" else "open"})
                _check_edge_count(doors, "doors", y, x)
            elif ch == " ":
                if exterior:
                    openings.append([list(a), list(b)])
                    _check_edge_count(openings, "openings", y, x)
            else:
                raise SketchError(y + 1, x + 1, f"{ch!r} is not an edge character ('|', '-', '#' or '=' for a wall, "
                                                "'D', 'd' or ' ')")

    data: dict[str, Any] = {"id": board_id, "rows": rows, "cols": cols, "walls": walls, "doors": doors,
                            "openings": openings}
    default_scene = {(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)}
    if scene != default_scene:
        data["scene"] = [_scene_region(scene)]
    else:
        data.update(default_dice(rows, cols))
    if arrows:
        data["arrows"] = arrow_grid(_sketched_board({"id": board_id, "rows": rows, "cols": cols,
                                                      "scene": [compact_region(scene)]}), arrows)
    data["parking"] = {kind: _pair_spots(marks[letter], scene, kind) for letter, kind in (("A", "ambulance"), ("E", "engine"))}
    return _sketched_board(data)


EDGE_LIMITS = {"walls": 2 * MAX_CELLS, "doors": MAX_CELLS, "openings": MAX_CELLS}
"""Most edges of each kind a board file holds (:class:`engine.model.Board`), so a sketch never draws more."""


def _check_invisible(lines: list[str]) -> None:
    """A character that takes no column of its own (a combining accent, a zero-width or direction mark) or a tab, which
    editors widen: each would shift the rest of its line by a column, and the error would fall on another character.

    >>> _check_invisible(["+-+", "|.\u0301|"])
    Traceback (most recent call last):
    ...
    authoring.sketch.SketchError: line 2, column 3: U+0301 (COMBINING ACUTE ACCENT) takes no column of its own, so the rest of the line is read one column to the left: remove it
    """
    for y, line in enumerate(lines):
        for x, ch in enumerate(line):
            if ch == "\t":
                raise SketchError(y + 1, x + 1, "a tab, which editors widen to several columns: write spaces, one "
                                                "column a character")
            if unicodedata.combining(ch) or unicodedata.category(ch) == "Cf":
                name = unicodedata.name(ch, "a mark")
                raise SketchError(y + 1, x + 1, f"U+{ord(ch):04X} ({name}) takes no column of its own, so the rest of "
                                                "the line is read one column to the left: remove it")


def _check_grid_size(lines: list[str], rows: int, cols: int) -> None:
    """Refuse a sketch of more than :data:`MAX_SIDE` rows or columns, at the first line or column past it.

    >>> _check_grid_size(["+-+"] * 2003, 1001, 1)
    Traceback (most recent call last):
    ...
    authoring.sketch.SketchError: line 2002, column 1: the sketch draws 1001 rows; a board has at most 1000
    """
    if rows > MAX_SIDE:
        raise SketchError(2 * MAX_SIDE + 2, 1, f"the sketch draws {rows} rows; a board has at most {MAX_SIDE}")
    if cols > MAX_SIDE:
        widest = max(range(len(lines)), key=lambda y: len(lines[y]))
        raise SketchError(widest + 1, 2 * MAX_SIDE + 2, f"the sketch draws {cols} columns; a board has at most {MAX_SIDE}")


def _check_edge_count(found: list, what: str, y: int, x: int) -> None:
    """Refuse the edge at sketch line ``y``, column ``x`` (0-based) when it is one more than a board may hold."""
    limit = EDGE_LIMITS[what]
    if len(found) > limit:
        raise SketchError(y + 1, x + 1, f"a board has at most {limit:,} {what}; this one is past the limit")


def _scene_region(scene: set[Cell]) -> dict:
    """The scene's region, refused at its first space past :data:`MAX_CELLS` when it must be listed space by space."""
    region = compact_region(scene)
    if len(region.get("cells", ())) > MAX_CELLS:
        r, c = region["cells"][MAX_CELLS]
        raise SketchError(2 * r + 2, 2 * c + 2, f"the scene is not a rectangle and has {len(scene):,} spaces; "
                                                f"a board lists at most {MAX_CELLS:,}")
    return region


def _sketched_board(data: dict) -> Board:
    """``Board.model_validate(data)``; a problem other than the id is a :class:`SketchError`, never a bare pydantic dump.

    A bad id is the caller's (it comes from a file name or an option), so its
    ``ValidationError`` is raised unchanged.
    """
    try:
        return Board.model_validate(data)
    except ValidationError as exc:
        other = [e for e in exc.errors() if e["loc"][:1] != ("id",)]
        if not other:
            raise
        where = ".".join(str(part) for part in other[0]["loc"])
        raise SketchError(1, 1, f"the sketch draws a board the format does not allow: {where}: {other[0]['msg']}") from None


def apply_sketch(board: Board, text: str) -> Board:
    """``board`` with its grid, walls, doors, openings, arrows and parking taken from a sketch.

    Its id, name and zones stay, and its dice too unless the grid changes size;
    :class:`SketchError` when the sketch cannot be read.

    >>> from authoring.edit import new_blank_board, paint_zone, set_arrow, toggle_edge
    >>> b = paint_zone(new_blank_board(4, 4, board_id="b"), "all", (1, 1))
    >>> b2 = apply_sketch(b, board_to_ascii(toggle_edge(b, ((1, 1), (1, 2)))))
    >>> b2.walls, list(b2.zones)
    ([((1, 1), (1, 2))], ['all'])
    """
    sketched = board_from_ascii(text, board_id=board.id)
    data = model_data(board)
    for key in ("rows", "cols", "scene", "walls", "doors", "openings", "arrows", "parking"):
        data.pop(key, None)
    sketched_data = model_data(sketched)
    if (board.rows, board.cols) == (sketched.rows, sketched.cols):
        sketched_data.pop("dice", None)  # same grid: the author's dice stay
        for key in _same_as_drawn(board, sketched):  # and whatever the sketch draws as it was, in the author's order
            sketched_data.pop(key, None)
            if key in model_data(board):
                data[key] = model_data(board)[key]
    data.update(sketched_data)
    return Board.model_validate(data)


def _same_as_drawn(board: Board, sketched: Board) -> list[str]:
    """The parts of ``board`` a sketch of the same grid draws alike: sets of edges, spaces and arrows, not their order.

    >>> from authoring.edit import new_blank_board, paint_zone, set_arrow, toggle_edge
    >>> b = new_blank_board(4, 4, board_id="b")
    >>> _same_as_drawn(b, board_from_ascii(board_to_ascii(b), board_id="b"))
    ['scene', 'walls', 'doors', 'openings', 'arrows', 'parking']
    """
    def edges(items):
        return {tuple(sorted(map(tuple, edge))) for edge in items}

    views = {
        "scene": lambda b: b.scene_cells(),
        "walls": lambda b: edges(b.walls),
        "doors": lambda b: {(tuple(sorted(map(tuple, d.edge))), d.state) for d in b.doors},
        "openings": lambda b: edges(b.openings),
        "arrows": lambda b: b.arrows.arrows() if b.arrows is not None else {},
        "parking": lambda b: {kind: {frozenset(map(tuple, spot)) for spot in getattr(b.parking, kind)}
                              for kind in ("ambulance", "engine")},
    }
    return [key for key, view in views.items() if view(board) == view(sketched)]


def _pair_spots(cells: set[Cell], scene: set[Cell], kind: str = "parking") -> list[list[list[int]]]:
    """Pair marked cells into two-space spots, in clockwise order around ``scene`` from the top left (R-GEO-8).

    More than :data:`MAX_SPOTS` spots of one ``kind`` is a :class:`SketchError` at the first one past it.
    """
    left = set(cells)
    spots = []
    for cell in sorted(cells):
        if cell not in left:
            continue
        r, c = cell
        mate = next((n for n in ((r, c + 1), (r + 1, c)) if n in left), None)
        if mate is None:
            raise SketchError(2 * r + 2, 2 * c + 2, f"parking space {list(cell)} has no marked neighbour to pair with")
        left -= {cell, mate}
        spots.append((cell, mate))
        if len(spots) > MAX_SPOTS:
            raise SketchError(2 * r + 2, 2 * c + 2, f"more than {MAX_SPOTS} {kind} spots; a board has at most {MAX_SPOTS}")
    keys = clockwise_keys(spots, scene)
    return [[list(a), list(b)] for _, (a, b) in sorted(zip(keys, spots, strict=True))]


def board_to_ascii(board: Board) -> str:
    """The ASCII sketch of ``board`` that :func:`board_from_ascii` reads back.

    Zones, names and dice are not part of a sketch.

    >>> from authoring.edit import new_blank_board, paint_zone, set_arrow, toggle_edge
    >>> b = toggle_edge(set_arrow(new_blank_board(4, 4, board_id="b"), (1, 1), "E"), ((2, 2), (3, 2)))
    >>> print(board_to_ascii(b))
    + + + + +
    <BLANKLINE>
    + +-+-+ +
      |> .|
    + + + + +
      |. .|
    + +-+D+ +
    <BLANKLINE>
    + + + + +
    """
    rows, cols = board.rows, board.cols
    grid = [[" "] * (2 * cols + 1) for _ in range(2 * rows + 1)]
    scene = board.scene_cells()
    arrows = board.arrows.arrows() if board.arrows else {}
    for r in range(rows):
        for c in range(cols):
            if (r, c) in scene:
                grid[2 * r + 1][2 * c + 1] = _GLYPH_OF.get(arrows.get((r, c), ""), ".")
    for letter, spots in (("A", board.parking.ambulance), ("E", board.parking.engine)):
        for spot in spots:
            for r, c in spot:
                if board.in_grid((r, c)):
                    grid[2 * r + 1][2 * c + 1] = letter
    features: dict[EdgeKey, str] = dict(edge_kinds(board)[0])  # one pass: a large board has tens of thousands of edges
    for d in board.doors:
        features[normalize_edge(d.edge)] = "D" if d.state == "closed" else "d"
    for edge, kind in features.items():
        (r1, c1), (r2, c2) = edge
        if not (board.in_grid(edge[0]) and board.in_grid(edge[1])):
            continue
        y, x = (2 * r1 + 1, 2 * c2) if r1 == r2 else (2 * r2, 2 * c1 + 1)
        grid[y][x] = {"wall": "|" if r1 == r2 else "-", "opening": " "}.get(kind, kind)
    for y in range(0, 2 * rows + 1, 2):
        for x in range(0, 2 * cols + 1, 2):
            grid[y][x] = "+"
    return "\n".join("".join(line).rstrip() for line in grid)
