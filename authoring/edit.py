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

import json
from collections.abc import Iterable
from typing import Any, Literal

from engine.model import Board, Call
from engine.model.board import DIRECTIONS, normalize_edge, room_of_space
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


def model_data(model) -> dict[str, Any]:
    """``model`` as the JSON data it would be written as: keys the author did not set left out."""
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


def _rebuild(model, **changes):
    """A new, validated model of the same type with top-level ``changes``, checked as a file is read (strict JSON:
    ``true`` or ``"20"`` for a number is refused, not turned into 1 or 20), so that an edit never writes what
    ``callforge validate`` would refuse.

    >>> board = Board(id="b", rows=4, cols=4)
    >>> _rebuild(board, rows=5).rows
    5
    >>> from pydantic import ValidationError
    >>> try:
    ...     _rebuild(board, rows=True)
    ... except ValidationError as exc:
    ...     exc.errors()[0]["type"]
    'int_type'
    """
    data = model_data(model)
    data.update(changes)
    return type(model).model_validate_json(json.dumps(data), strict=True)


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


def wall_implied(board: Board, edge) -> bool:
    """Whether a wall stands on ``edge`` unless a door or an opening is listed there: the scene's outer wall, and
    with ``rooms`` an edge between scene spaces of two rooms (a space in no room counts as one more room).

    >>> rooms = Board(id="b", rows=4, cols=5, rooms={"w": {"rows": [1, 2], "cols": [1, 2]}})
    >>> wall_implied(rooms, ((0, 1), (1, 1))), wall_implied(rooms, ((1, 2), (1, 3))), wall_implied(rooms, ((1, 1), (1, 2)))
    (True, True, False)
    """
    return normalize_edge(edge) in _implied_walls(board, [normalize_edge(edge)])


def _implied_walls(board: Board, edges) -> set[EdgeKey]:
    """The ``edges`` on which a wall is implied (:func:`wall_implied`), the scene and the rooms read once."""
    scene = board.scene_cells()
    owner = room_of_space(board) if board.rooms else {}
    return {(a, b) for a, b in edges
            if (a in scene) != (b in scene) or (a in scene and b in scene and owner.get(a) != owner.get(b))}


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


def edge_kinds(board: Board) -> tuple[dict[EdgeKey, EdgeKind], set[EdgeKey]]:
    """What stands on every edge that carries something, and the edges whose wall the board implies: what
    :func:`edge_kind` and :func:`wall_implied` say of each edge, read in one pass over the board (a drawing of every
    edge asks them of tens of thousands of edges). An edge not in the kinds carries ``"none"``.

    >>> kinds, implied = edge_kinds(Board(id="b"))
    >>> kinds[((0, 1), (1, 1))], ((0, 1), (1, 1)) in implied, ((1, 1), (1, 2)) in kinds
    ('wall', True, False)
    """
    implied = _implied_walls(board, grid_edges(board.rows, board.cols))
    kinds: dict[EdgeKey, EdgeKind] = dict.fromkeys(implied, "wall")
    kinds |= {normalize_edge(e): "wall" for e in board.walls}
    kinds |= {normalize_edge(e): "opening" for e in board.openings}
    kinds |= {normalize_edge(d.edge): "door" for d in board.doors}
    return kinds, implied


def grid_edges(rows: int, cols: int):
    """Every edge between two side-by-side spaces of a ``rows`` x ``cols`` grid, normalized."""
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                yield ((r, c), (r, c + 1))
            if r + 1 < rows:
                yield ((r, c), (r + 1, c))


def set_edge(board: Board, edge, kind: EdgeKind, *, door_state: str = "closed") -> Board:
    """``board`` with ``edge`` carrying exactly ``kind``.

    Where the board implies a wall (the outer wall; between two rooms, :func:`wall_implied`), ``"wall"`` is
    the default and is not listed on the outer wall, and ``"none"`` is taken as an opening (such an edge always
    has one of them).

    >>> rooms = Board(id="b", rows=4, cols=5, rooms={"w": {"rows": [1, 2], "cols": [1, 2]}})
    >>> edge_kind(set_edge(rooms, ((1, 2), (1, 3)), "none"), ((1, 2), (1, 3)))
    'opening'
    """
    key = _check_neighbours(edge)
    exterior = wall_implied(board, key)
    walls = [w for w in board.walls if normalize_edge(w) != key]
    doors = [d for d in board.doors if normalize_edge(d.edge) != key]
    openings = [o for o in board.openings if normalize_edge(o) != key]
    if kind == "wall" and not is_exterior(board, key):
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

    Interior edges cycle none -> wall -> door -> none; edges where the board implies a wall (the scene's outer
    wall, and between two rooms) cycle wall -> door -> opening -> wall (R-GEO-3, R-GEO-4).

    >>> b = Board(id="b")
    >>> [edge_kind(b := toggle_edge(b, ((0, 1), (1, 1))), ((0, 1), (1, 1))) for _ in range(3)]
    ['door', 'opening', 'wall']
    """
    key = _check_neighbours(edge)
    cycle = EXTERIOR_CYCLE if wall_implied(board, key) else INTERIOR_CYCLE
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
    return _rebuild(board, arrows=arrow_grid(board, arrows))


def arrow_grid(board: Board, arrows: dict[Cell, str]) -> dict | None:
    cells = set(arrows) | board.scene_cells()
    if not arrows:
        return None
    r0, r1 = min(r for r, _ in cells), max(r for r, _ in cells)
    c0, c1 = min(c for _, c in cells), max(c for _, c in cells)
    rows = [" ".join(arrows.get((r, c), ".") for c in range(c0, c1 + 1)) for r in range(r0, r1 + 1)]
    return {"origin": [r0, c0], "rows": rows}


def compact_region(cells: Iterable[Cell]) -> dict:
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
        out[name] = model_data(old) if old is not None and set(old.cells()) == set(members) else compact_region(members)
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
    parking = model_data(board.parking)
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
    return Board.model_validate({"id": board_id, "rows": rows, "cols": cols, **default_dice(rows, cols)})


def default_dice(rows: int, cols: int) -> dict:
    """Dice whose faces name exactly the default scene of a ``rows x cols`` board (R-GEO-2).

    The standard 8 x 10 board needs nothing (a d6 and a d8 are the defaults).

    >>> default_dice(8, 10), default_dice(6, 7)
    ({}, {'dice': {'red_sides': 4, 'black_sides': 5}})
    """
    if (rows, cols) == (8, 10):
        return {}
    return {"dice": {"red_sides": rows - 2, "black_sides": cols - 2}}


# ---------------------------------------------------------------------------
# Call edits


def _localized(current, lang: str, text: str) -> dict | None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    values = model_data(current) if current is not None else {}
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
    setup = model_data(call.setup)
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
    setup = model_data(call.setup)
    setup[kind] = [list(c) for c in current]
    return _rebuild(call, setup=setup)


def set_ruleset(call: Call, name: str) -> Call:
    """``call`` played with ruleset ``name`` ("family", "experienced" or "gsh"), overrides kept."""
    ruleset = model_data(call.ruleset)
    ruleset["name"] = name
    return _rebuild(call, ruleset=ruleset)


def set_param(call: Call, name: str, value: Any) -> Call:
    """``call`` with ruleset parameter ``name`` overridden (``None`` removes the override).

    >>> set_param(Call(id="c", title={"en": "T"}, board="b"), "ap_per_turn", 5).ruleset.params.ap_per_turn
    5
    """
    if name not in RulesetParams.model_fields:
        raise ValueError(f"unknown ruleset parameter {name!r}")
    ruleset = model_data(call.ruleset)
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
        data = model_data(call)
        data.pop(key, None)
        return Call.model_validate(data)
    if key in ("procedures", "helpers", "open_doors") or key == "setup_markers":
        setup = model_data(call.setup)
        setup["markers" if key == "setup_markers" else key] = value
        return _rebuild(call, setup=setup)
    if key in ("id", "format_version", "$schema") or (key not in Call.model_fields and key != "$schema"):
        raise ValueError(f"{key!r} is not an editable section of a Call")
    return _rebuild(call, **{key: value})


def set_vehicle_start(call: Call, kind: str, index: int | None) -> Call:
    """``call`` with the starting spot of vehicle ``kind`` set (None: players choose)."""
    setup = model_data(call.setup)
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
