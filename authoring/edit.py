"""Edits of boards and Calls as plain functions: a model in, a new model out.

The studio's pages call these and only draw the result; the models are
immutable, so an old value stays valid and :class:`History` can keep them for
undo and redo. Every edit re-validates the whole model, so a bad value is
refused with a ``pydantic.ValidationError`` (or a ``ValueError`` naming the
input) instead of producing a model the file format does not allow.

>>> b = new_blank_board(4, 4, board_id="tiny")
>>> b = toggle_edge(b, ((1, 1), (1, 2)))
>>> edge_kind(b, ((1, 2), (1, 1)))
'wall'
>>> b = set_arrow(b, (1, 1), "E")
>>> b.arrows.arrows()[(1, 1)]
'E'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import ValidationError

from authoring.graph import clockwise_keys
from engine.model import Board, Call
from engine.model.board import DIRECTIONS, MAX_SPOTS, normalize_edge
from engine.model.common import MAX_CELLS, MAX_SIDE
from engine.model.ruleset import RulesetParams

Cell = tuple[int, int]
EdgeKey = tuple[Cell, Cell]
EdgeKind = Literal["none", "wall", "door", "opening"]

INTERIOR_CYCLE: tuple[EdgeKind, ...] = ("none", "wall", "door")
"""What an edge between two scene spaces (or two outside spaces) cycles through."""
EXTERIOR_CYCLE: tuple[EdgeKind, ...] = ("wall", "door", "opening")
"""What an edge of the scene's outer wall cycles through (a wall there is implied, not listed)."""
MARKER_KINDS = ("fire", "smoke", "poi", "hazmat", "hot_spots", "debris", "firefighters")
"""Setup lists of a Call that hold cells, in the order the editor offers them."""
LANGUAGES = ("en", "hu", "ja")


# ---------------------------------------------------------------------------
# shared helpers


def _dump(model) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


def _rebuild(model, **changes):
    """A new, validated model of the same type with top-level ``changes``."""
    data = _dump(model)
    data.update(changes)
    return type(model).model_validate(data)


def _with_entry(mapping, key, value) -> dict:
    """A copy of ``mapping`` with ``key`` set to ``value``, or left out when ``value`` is None.

    >>> _with_entry({"a": 1, "b": 2}, "a", None), _with_entry({}, "a", 3)
    ({'b': 2}, {'a': 3})
    """
    out = dict(mapping)
    if value is None:
        out.pop(key, None)
    else:
        out[key] = value
    return out


def _cell(cell) -> Cell:
    r, c = cell
    return int(r), int(c)


def _json_edge(edge: EdgeKey) -> list[list[int]]:
    return [list(edge[0]), list(edge[1])]


def _check_neighbours(edge) -> EdgeKey:
    key = normalize_edge(edge)
    (r1, c1), (r2, c2) = key
    if abs(r1 - r2) + abs(c1 - c2) != 1:
        raise ValueError(f"edge {_json_edge(key)} does not join two neighbouring spaces")
    return key


# ---------------------------------------------------------------------------
# board edges


def is_exterior(board: Board, edge) -> bool:
    """Whether ``edge`` lies on the scene's outer wall (one side in the scene, one outside).

    >>> is_exterior(Board(id="b"), ((0, 1), (1, 1))), is_exterior(Board(id="b"), ((1, 1), (1, 2)))
    (True, False)
    """
    scene = board.scene_cells()
    a, b = normalize_edge(edge)
    return (a in scene) != (b in scene)


def edge_kind(board: Board, edge) -> EdgeKind:
    """What stands on ``edge``: ``"none"``, ``"wall"``, ``"door"`` or ``"opening"``.

    An edge of the scene's outer wall with no door and no opening is a wall.

    >>> edge_kind(Board(id="b"), ((0, 1), (1, 1))), edge_kind(Board(id="b"), ((1, 1), (1, 2)))
    ('wall', 'none')
    """
    key = normalize_edge(edge)
    if any(normalize_edge(d.edge) == key for d in board.doors):
        return "door"
    if any(normalize_edge(e) == key for e in board.openings):
        return "opening"
    if any(normalize_edge(e) == key for e in board.walls) or is_exterior(board, key):
        return "wall"
    return "none"


def set_edge(board: Board, edge, kind: EdgeKind, *, door_state: str = "closed") -> Board:
    """``board`` with ``edge`` carrying exactly ``kind``.

    On the outer wall, ``"wall"`` is the implied default and is not listed,
    and ``"none"`` is taken as an opening (an outer edge always has one of them).
    """
    key = _check_neighbours(edge)
    exterior = is_exterior(board, key)
    walls = [w for w in board.walls if normalize_edge(w) != key]
    doors = [d for d in board.doors if normalize_edge(d.edge) != key]
    openings = [o for o in board.openings if normalize_edge(o) != key]
    if kind == "wall" and not exterior:
        walls.append(key)
    elif kind == "door":
        doors.append({"edge": key, "state": door_state})
    elif kind == "opening" or (kind == "none" and exterior):
        openings.append(key)
    new = {
        "walls": [_json_edge(normalize_edge(w)) for w in walls],
        "doors": [d if isinstance(d, dict) else {"edge": _json_edge(normalize_edge(d.edge)), "state": d.state} for d in doors],
        "openings": [_json_edge(normalize_edge(o)) for o in openings],
    }
    changes = {name: value for name, value in new.items() if value or name in board.model_fields_set}
    return _rebuild(board, **changes)


def toggle_edge(board: Board, edge) -> Board:
    """``board`` with ``edge`` moved to its next kind.

    Interior edges cycle none -> wall -> door -> none; edges of the scene's
    outer wall cycle wall -> door -> opening -> wall (R-GEO-3, R-GEO-4).

    >>> b = Board(id="b")
    >>> [edge_kind(b := toggle_edge(b, ((0, 1), (1, 1))), ((0, 1), (1, 1))) for _ in range(3)]
    ['door', 'opening', 'wall']
    """
    key = _check_neighbours(edge)
    cycle = EXTERIOR_CYCLE if is_exterior(board, key) else INTERIOR_CYCLE
    current = edge_kind(board, key)
    following = cycle[(cycle.index(current) + 1) % len(cycle)] if current in cycle else cycle[0]
    return set_edge(board, key, following)


def set_door_state(board: Board, edge, state: Literal["open", "closed"]) -> Board:
    """``board`` with the door on ``edge`` starting ``state``; ``ValueError`` when there is no door."""
    key = normalize_edge(edge)
    if not any(normalize_edge(d.edge) == key for d in board.doors):
        raise ValueError(f"no door on edge {_json_edge(key)}")
    doors = [
        {"edge": _json_edge(normalize_edge(d.edge)), "state": state if normalize_edge(d.edge) == key else d.state}
        for d in board.doors
    ]
    return _rebuild(board, doors=doors)


# ---------------------------------------------------------------------------
# arrows, zones, parking


def set_arrow(board: Board, cell, direction: str | None) -> Board:
    """``board`` with the POI arrow of ``cell`` pointing ``direction`` (None removes it).

    The arrows are rewritten as a grid over the scene's bounding box, ``.``
    where there is none (R-GEO-7).

    >>> b = set_arrow(new_blank_board(4, 5, board_id="b"), (2, 3), "NW")
    >>> b.arrows.rows
    ['. . .', '. . NW']
    """
    if direction is not None and direction not in DIRECTIONS:
        raise ValueError(f"unknown direction {direction!r}; use one of {' '.join(DIRECTIONS)}")
    cell = _cell(cell)
    if not board.in_grid(cell):
        raise ValueError(f"space {list(cell)} is off the {board.rows}x{board.cols} grid")
    arrows = _with_entry(board.arrows.arrows() if board.arrows else {}, cell, direction)
    return _rebuild(board, arrows=_arrow_grid(board, arrows))


def _arrow_grid(board: Board, arrows: dict[Cell, str]) -> dict | None:
    cells = set(arrows) | board.scene_cells()
    if not arrows:
        return None
    r0, r1 = min(r for r, _ in cells), max(r for r, _ in cells)
    c0, c1 = min(c for _, c in cells), max(c for _, c in cells)
    rows = [" ".join(arrows.get((r, c), ".") for c in range(c0, c1 + 1)) for r in range(r0, r1 + 1)]
    return {"origin": [r0, c0], "rows": rows}


def _region(cells: Iterable[Cell]) -> dict:
    """The compact region for ``cells``: a rectangle when they fill one, else a list."""
    cells = sorted(set(cells))
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
    if len(cells) == (r1 - r0 + 1) * (c1 - c0 + 1):
        return {"rows": [r0, r1], "cols": [c0, c1]}
    return {"cells": [list(c) for c in cells]}


def paint_zone(board: Board, zone: str | None, cell) -> Board:
    """``board`` with ``cell`` in ``zone`` (a new zone is created) and in no other zone.

    ``zone=None`` takes the cell out of every zone. Zones left empty are dropped.

    >>> b = paint_zone(new_blank_board(4, 4, board_id="b"), "left", (1, 1))
    >>> b = paint_zone(b, "left", (2, 1))
    >>> b.zones["left"].rows, b.zones["left"].cols
    ((1, 2), (1, 1))
    """
    return paint_zone_cells(board, zone, [cell])


def free_zone_name(board: Board, stem: str = "zone") -> str:
    """A zone name ``board`` does not use yet: ``stem``, else ``stem-2``, ``stem-3``...

    >>> free_zone_name(new_blank_board(5, 5, board_id="b")), free_zone_name(paint_zone(new_blank_board(5, 5), "zone", (1, 1)))
    ('zone', 'zone-2')
    """
    number, name = 1, stem
    while name in board.zones:
        number += 1
        name = f"{stem}-{number}"
    return name


def paint_zone_cells(board: Board, zone: str | None, cells: Iterable) -> Board:
    """:func:`paint_zone` for several cells at once (one edit, one undo step).

    >>> b = paint_zone_cells(new_blank_board(5, 5, board_id="b"), "top", [(1, 1), (1, 2), (1, 3)])
    >>> b.zones["top"].cols
    (1, 3)
    """
    painted = {_cell(c) for c in cells}
    zones: dict[str, list[Cell]] = {
        name: [c for c in region.cells() if c not in painted] for name, region in board.zones.items()
    }
    if zone is not None:
        zones.setdefault(zone, []).extend(sorted(painted))
    out = {}
    for name, members in zones.items():
        if not members:
            continue
        old = board.zones.get(name)
        out[name] = _dump(old) if old is not None and set(old.cells()) == set(members) else _region(members)
    return _rebuild(board, zones=out)


def set_parking(board: Board, kind: Literal["ambulance", "engine"], index: int, spot) -> Board:
    """``board`` with parking spot ``index`` of ``kind`` set to ``spot`` (two cells).

    ``index == len(spots)`` appends a spot; ``spot=None`` removes spot ``index``.

    >>> b = set_parking(new_blank_board(4, 4, board_id="b"), "engine", 0, ((0, 1), (0, 2)))
    >>> b.parking.engine
    [((0, 1), (0, 2))]
    """
    if kind not in ("ambulance", "engine"):
        raise ValueError(f"unknown vehicle kind {kind!r}; use 'ambulance' or 'engine'")
    spots = [_json_edge(s) for s in getattr(board.parking, kind)]
    if not 0 <= index <= len(spots) or (spot is None and index == len(spots)):
        raise ValueError(f"no {kind} spot {index}; there are {len(spots)}")
    if spot is None:
        del spots[index]
    else:
        value = [list(_cell(spot[0])), list(_cell(spot[1]))]
        if index == len(spots):
            spots.append(value)
        else:
            spots[index] = value
    parking = _dump(board.parking)
    parking[kind] = spots
    return _rebuild(board, parking=parking)


def set_board_name(board: Board, lang: str, text: str) -> Board:
    """``board`` with its display name in ``lang`` set (empty text removes that language)."""
    return _rebuild(board, name=_localized(board.name, lang, text))


# ---------------------------------------------------------------------------
# new boards


def new_blank_board(rows: int = 8, cols: int = 10, *, board_id: str = "new-board") -> Board:
    """An empty board: the default scene inside an outer wall, nothing else.

    >>> b = new_blank_board(5, 6, board_id="small")
    >>> len(b.scene_cells()), b.walls, b.zones, len(b.dice_table())
    (12, [], {}, 12)
    """
    if rows < 3 or cols < 3:
        raise ValueError(f"a board needs at least 3 rows and 3 columns (a scene inside a ring), not {rows}x{cols}")
    return Board.model_validate({"id": board_id, "rows": rows, "cols": cols, **_default_dice(rows, cols)})


def _default_dice(rows: int, cols: int) -> dict:
    """Dice whose faces name exactly the default scene of a ``rows x cols`` board (R-GEO-2).

    The standard 8 x 10 board needs nothing (a d6 and a d8 are the defaults).

    >>> _default_dice(8, 10), _default_dice(6, 7)
    ({}, {'dice': {'red_sides': 4, 'black_sides': 5}})
    """
    if (rows, cols) == (8, 10):
        return {}
    return {"dice": {"red_sides": rows - 2, "black_sides": cols - 2}}


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
A '+' at every corner; one character per space at odd lines and odd columns, edges between them:
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
    authoring.edit.SketchError: line 4, column 4: 'x' is not a space character ('.', an arrow, ' ', 'A' or 'E')

    Lines may end in LF, CR LF or CR; spaces at the end of a line are not read (an editor or a paste leaves them, and
    they would widen the grid), nor are blank lines before and after the sketch, though its lines count from the text's
    first.
    """
    lines = [line.rstrip() for line in text.splitlines()]
    skipped = next((i for i, line in enumerate(lines) if line), 0)
    while lines and not lines[-1]:
        lines.pop()
    try:
        return _board_from_lines(lines[skipped:], board_id)
    except SketchError as exc:
        raise SketchError(exc.line + skipped, exc.column, exc.message) from None


def _board_from_lines(lines: list[str], board_id: str) -> Board:
    """:func:`board_from_ascii` of the sketch's lines, its first line first; line numbers count from it."""
    if len(lines) < 7 or len(lines) % 2 == 0:
        raise SketchError(max(len(lines), 1), 1, f"a sketch has 2 x rows + 1 lines (at least 7), not {len(lines)}")
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
                raise SketchError(y + 1, x + 1, f"{ch!r} is not an edge character ('|', '-', 'D', 'd' or ' ')")

    data: dict[str, Any] = {"id": board_id, "rows": rows, "cols": cols, "walls": walls, "doors": doors,
                            "openings": openings}
    default_scene = {(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)}
    if scene != default_scene:
        data["scene"] = [_scene_region(scene)]
    else:
        data.update(_default_dice(rows, cols))
    if arrows:
        data["arrows"] = _arrow_grid(_sketched_board({"id": board_id, "rows": rows, "cols": cols,
                                                      "scene": [_region(scene)]}), arrows)
    data["parking"] = {kind: _pair_spots(marks[letter], scene, kind) for letter, kind in (("A", "ambulance"), ("E", "engine"))}
    return _sketched_board(data)


EDGE_LIMITS = {"walls": 2 * MAX_CELLS, "doors": MAX_CELLS, "openings": MAX_CELLS}
"""Most edges of each kind a board file holds (:class:`engine.model.Board`), so a sketch never draws more."""


def _check_grid_size(lines: list[str], rows: int, cols: int) -> None:
    """Refuse a sketch of more than :data:`MAX_SIDE` rows or columns, at the first line or column past it.

    >>> _check_grid_size(["+-+"] * 2003, 1001, 1)
    Traceback (most recent call last):
    ...
    authoring.edit.SketchError: line 2002, column 1: the sketch draws 1001 rows; a board has at most 1000
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
    region = _region(scene)
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

    >>> b = paint_zone(new_blank_board(4, 4, board_id="b"), "all", (1, 1))
    >>> b2 = apply_sketch(b, board_to_ascii(toggle_edge(b, ((1, 1), (1, 2)))))
    >>> b2.walls, list(b2.zones)
    ([((1, 1), (1, 2))], ['all'])
    """
    sketched = board_from_ascii(text, board_id=board.id)
    data = _dump(board)
    for key in ("rows", "cols", "scene", "walls", "doors", "openings", "arrows", "parking"):
        data.pop(key, None)
    sketched_data = _dump(sketched)
    if (board.rows, board.cols) == (sketched.rows, sketched.cols):
        sketched_data.pop("dice", None)  # same grid: the author's dice stay
        for key in _same_as_drawn(board, sketched):  # and whatever the sketch draws as it was, in the author's order
            sketched_data.pop(key, None)
            if key in _dump(board):
                data[key] = _dump(board)[key]
    data.update(sketched_data)
    return Board.model_validate(data)


def _same_as_drawn(board: Board, sketched: Board) -> list[str]:
    """The parts of ``board`` a sketch of the same grid draws alike: sets of edges, spaces and arrows, not their order.

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
    features: dict[EdgeKey, str] = {normalize_edge(w): "wall" for w in board.walls}
    for edge in _all_edges(rows, cols):
        if is_exterior(board, edge):
            features.setdefault(edge, "wall")
    for o in board.openings:
        features[normalize_edge(o)] = "opening"
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


def _all_edges(rows: int, cols: int) -> Iterable[EdgeKey]:
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                yield (r, c), (r, c + 1)
            if r + 1 < rows:
                yield (r, c), (r + 1, c)


# ---------------------------------------------------------------------------
# Call edits


def _localized(current, lang: str, text: str) -> dict | None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    values = _dump(current) if current is not None else {}
    if text.strip():
        values[lang] = text.strip()
    else:
        values.pop(lang, None)
    if not values:
        return None
    if "en" not in values:
        raise ValueError("the English text is required once any other language is given")
    return values


def set_title(call: Call, lang: str, text: str) -> Call:
    """``call`` with its title in ``lang`` set; empty text removes a translation.

    >>> c = set_title(Call(id="c", title={"en": "Fire"}, board="b"), "hu", "Tűz")
    >>> c.title.hu
    'Tűz'
    """
    value = _localized(call.title, lang, text)
    if value is None:
        raise ValueError("a Call needs an English title")
    return _rebuild(call, title=value)


def set_briefing(call: Call, lang: str, text: str) -> Call:
    """``call`` with its briefing in ``lang`` set; empty text removes it."""
    return _rebuild(call, briefing=_localized(call.briefing, lang, text))


def place_marker(call: Call, kind: str, cell) -> Call:
    """``call`` with a fixed starting ``kind`` marker on ``cell`` (no change when it is there).

    Firefighter starts are seats and may repeat a space.

    >>> c = place_marker(Call(id="c", title={"en": "T"}, board="b"), "fire", (2, 2))
    >>> c.setup.fire
    [(2, 2)]
    """
    if kind not in MARKER_KINDS:
        raise ValueError(f"unknown marker {kind!r}; use one of {', '.join(MARKER_KINDS)}")
    cell = _cell(cell)
    current = list(getattr(call.setup, kind))
    if cell in current and kind != "firefighters":
        return call
    setup = _dump(call.setup)
    setup[kind] = [list(c) for c in current] + [list(cell)]
    return _rebuild(call, setup=setup)


def remove_marker(call: Call, kind: str, cell) -> Call:
    """``call`` without the fixed ``kind`` marker on ``cell`` (one firefighter seat at a time)."""
    if kind not in MARKER_KINDS:
        raise ValueError(f"unknown marker {kind!r}; use one of {', '.join(MARKER_KINDS)}")
    cell = _cell(cell)
    current = [tuple(c) for c in getattr(call.setup, kind)]
    if cell not in current:
        return call
    current.remove(cell)
    setup = _dump(call.setup)
    setup[kind] = [list(c) for c in current]
    return _rebuild(call, setup=setup)


def set_ruleset(call: Call, name: str) -> Call:
    """``call`` played with ruleset ``name`` ("family", "experienced" or "gsh"), overrides kept."""
    ruleset = _dump(call.ruleset)
    ruleset["name"] = name
    return _rebuild(call, ruleset=ruleset)


def set_param(call: Call, name: str, value: Any) -> Call:
    """``call`` with ruleset parameter ``name`` overridden (``None`` removes the override).

    >>> set_param(Call(id="c", title={"en": "T"}, board="b"), "ap_per_turn", 5).ruleset.params.ap_per_turn
    5
    """
    if name not in RulesetParams.model_fields:
        raise ValueError(f"unknown ruleset parameter {name!r}")
    ruleset = _dump(call.ruleset)
    ruleset["params"] = _with_entry(ruleset.get("params", {}), name, value)
    return _rebuild(call, ruleset=ruleset)


def set_section(call: Call, key: str, value: Any) -> Call:
    """``call`` with its top-level section ``key`` replaced by ``value`` (plain JSON data).

    For the parts edited as JSON: levels, setup procedures (``"procedures"``),
    decks, players, POI bag, supply, win, loss, board, specialists, the doors that
    start open (``"open_doors"``); gsh: heroes, water sources, rescue places, marker
    kinds, Crew Change spaces, the named Victim, and the setup's Call markers
    (``"setup_markers"``) and Helpers (``"helpers"``).

    An optional section set to None is left out of the file (``heroes``: the
    Call offers no hero set), never written as ``null``.

    >>> set_section(Call(id="c", title={"en": "T"}, board="b"), "win", {"rescued": 5}).win.rescued
    5
    >>> "heroes" in set_section(Call(id="c", title={"en": "T"}, board="b"), "heroes", None).model_fields_set
    False
    """
    if value is None and key in Call.model_fields and not Call.model_fields[key].is_required():
        data = _dump(call)
        data.pop(key, None)
        return Call.model_validate(data)
    if key in ("procedures", "helpers", "open_doors") or key == "setup_markers":
        setup = _dump(call.setup)
        setup["markers" if key == "setup_markers" else key] = value
        return _rebuild(call, setup=setup)
    if key in ("id", "format_version", "$schema") or (key not in Call.model_fields and key != "$schema"):
        raise ValueError(f"{key!r} is not an editable section of a Call")
    return _rebuild(call, **{key: value})


def set_vehicle_start(call: Call, kind: str, index: int | None) -> Call:
    """``call`` with the starting spot of vehicle ``kind`` set (None: players choose)."""
    setup = _dump(call.setup)
    setup["vehicles"] = _with_entry(setup.get("vehicles", {}), kind, index)
    return _rebuild(call, setup=setup)


# ---------------------------------------------------------------------------
# undo / redo


class History:
    """An undo/redo stack of immutable models.

    >>> h = History("a")
    >>> h.push("b"); h.push("c"); h.undo()
    'b'
    >>> h.redo(), h.can_redo
    ('c', False)
    >>> _ = h.undo(); h.push("d"); h.can_redo
    False
    """

    def __init__(self, initial: Any, *, limit: int = 200):
        self._past: list[Any] = []
        self._future: list[Any] = []
        self._current = initial
        self.limit = limit

    @property
    def current(self) -> Any:
        """The model being edited."""
        return self._current

    @property
    def can_undo(self) -> bool:
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    def push(self, model: Any) -> None:
        """Make ``model`` current; an unchanged model is not recorded. Clears redo."""
        if model == self._current:
            return
        self._past.append(self._current)
        del self._past[: -self.limit]
        self._future.clear()
        self._current = model

    def undo(self) -> Any:
        """Step back one edit (no change when there is none) and return the current model."""
        if self._past:
            self._future.append(self._current)
            self._current = self._past.pop()
        return self._current

    def redo(self) -> Any:
        """Step forward one undone edit and return the current model."""
        if self._future:
            self._past.append(self._current)
            self._current = self._future.pop()
        return self._current
