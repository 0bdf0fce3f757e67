"""Board geometry: coordinates, edges, entrances, reachability, doors, dice (FP201-FP208).

>>> from engine.model import Board
>>> board = Board(id="b", rows=4, cols=4, walls=[[[1, 1], [2, 2]]])
>>> [(d.code, d.pointer) for d in check_edges(Context(board))]
[('FP202', '/walls/0')]
"""

from __future__ import annotations

from collections.abc import Iterator

import networkx as nx

from authoring.checks.context import Context, cell_text, cells_text, edge_text, pointer
from authoring.diagnostics import Diagnostic, make
from authoring.graph import (
    are_neighbours,
    edge_features,
    in_grid,
    movement_graph,
    outer_wall_edges,
)
from engine.model.board import normalize_edge, room_of_space, room_walls
from engine.model.common import MAX_SIDE, Rect

_FEATURE_NAMES = {"wall": "a wall", "door": "a door", "opening": "an opening"}


def listed_edges(board) -> Iterator[tuple[str, str, tuple]]:
    """Every listed edge as ``(feature, pointer, edge)``, in file order per list."""
    for i, edge in enumerate(board.walls):
        yield "wall", pointer("walls", i), edge
    for i, door in enumerate(board.doors):
        yield "door", pointer("doors", i, "edge"), door.edge
    for i, edge in enumerate(board.openings):
        yield "opening", pointer("openings", i), edge


# ---- FP201 ----


def _off_grid_region(board, region, base: tuple) -> Iterator[Diagnostic]:
    if isinstance(region, Rect):
        for axis, limit in (("rows", board.rows), ("cols", board.cols)):
            for k, value in enumerate(getattr(region, axis)):
                if value >= limit:
                    yield make(
                        "FP201",
                        f"{axis[:-1]} {value} is outside the grid ({axis} 0-{limit - 1})",
                        pointer=pointer(*base, axis, k),
                        hint=f"Use a {axis[:-1]} between 0 and {limit - 1}, or enlarge the grid.",
                    )
    else:
        for k, cell in enumerate(region.cells()):
            if not in_grid(board, cell):
                yield _off_grid(board, cell, pointer(*base, "cells", k))


def _off_grid(board, cell, where: str) -> Diagnostic:
    return make(
        "FP201",
        f"space {cell_text(cell)} is outside the {board.rows} x {board.cols} grid",
        pointer=where,
        hint=f"Rows run 0-{board.rows - 1} and columns 0-{board.cols - 1}.",
    )


def check_coordinates(ctx: Context) -> Iterator[Diagnostic]:
    """FP201: every coordinate of the board file lies on the grid (R-GEO-1)."""
    board = ctx.board
    for i, region in enumerate(board.scene or []):
        yield from _off_grid_region(board, region, ("scene", i))
    for _, where, edge in listed_edges(board):
        for k, cell in enumerate(edge):
            if not in_grid(board, cell):
                yield _off_grid(board, cell, f"{where}/{k}")
    for name, region in board.zones.items():
        yield from _off_grid_region(board, region, ("zones", name))
    for kind in ("ambulance", "engine"):
        for i, spot in enumerate(getattr(board.parking, kind)):
            for k, cell in enumerate(spot):
                if not in_grid(board, cell):
                    yield _off_grid(board, cell, pointer("parking", kind, i, k))
    for i, entry in enumerate(board.dice.table or []):
        if not in_grid(board, entry.cell):
            yield _off_grid(board, entry.cell, pointer("dice", "table", i, "cell"))
    yield from _off_grid_arrows(board)


def _off_grid_arrows(board) -> Iterator[Diagnostic]:
    arrows = board.arrows
    if arrows is None:
        return
    if not in_grid(board, arrows.origin):
        yield _off_grid(board, arrows.origin, "/arrows/origin")
        return
    r0, c0 = arrows.origin
    for i, line in enumerate(arrows.rows):
        off = [(r0 + i, c0 + j) for j, word in enumerate(line.split()) if word != "." and not in_grid(board, (r0 + i, c0 + j))]
        if off:
            yield make(
                "FP201",
                f"arrow row {i} has arrows off the {board.rows} x {board.cols} grid at {cells_text(off)}",
                pointer=pointer("arrows", "rows", i),
                hint="Remove the extra words or move the arrow grid's origin.",
            )


# ---- FP202, FP203 ----


def check_edges(ctx: Context) -> Iterator[Diagnostic]:
    """FP202: an edge joins two grid neighbours; FP203: an edge carries one feature only; FP208: an edge touches the
    scene (R-GEO-3)."""
    first: dict[tuple, tuple[str, str]] = {}
    for feature, where, edge in listed_edges(ctx.board):
        a, b = edge
        if not are_neighbours(a, b):
            yield make(
                "FP202",
                f"{_FEATURE_NAMES[feature]} joins {cell_text(a)} and {cell_text(b)}, which are not side by side",
                pointer=where,
                cells=[c for c in (a, b) if in_grid(ctx.board, c)],
                hint="An edge joins two spaces that differ by one in the row or in the column, not both.",
            )
            continue
        key = normalize_edge(edge)
        if in_grid(ctx.board, a) and in_grid(ctx.board, b) and tuple(a) not in ctx.scene and tuple(b) not in ctx.scene:
            yield make(
                "FP208",
                f"{_FEATURE_NAMES[feature]} joins {cell_text(a)} and {cell_text(b)}, both outside the scene",
                pointer=where,
                cells=[a, b],
                hint="Walls, doors and openings stand inside the scene or on its outer wall; outside, "
                     "firefighters and Fire cross freely. Remove the entry, or make one of the spaces part of the scene.",
            )
        if key in first:
            earlier_feature, earlier_where = first[key]
            again = "listed twice" if earlier_feature == feature else f"both {_FEATURE_NAMES[earlier_feature]} and {_FEATURE_NAMES[feature]}"
            yield make(
                "FP203",
                f"edge {edge_text(key)} is {again} (also at {earlier_where})",
                pointer=where,
                cells=key,
                hint="Keep one feature per edge: delete one of the two entries.",
            )
        else:
            first[key] = (feature, where)


# ---- FP204, FP205, FP206 ----


def check_entrance(ctx: Context) -> Iterator[Diagnostic]:
    """FP204: the scene's outer wall has at least one door or opening (R-GEO-4)."""
    board = ctx.board
    if not ctx.scene:
        yield make("FP204", f"the scene has no space: nothing of the {board.rows} x {board.cols} grid is inside the building",
                   pointer="/scene" if "scene" in board.model_fields_set else "/rows",
                   hint="A scene inside a ring of outside spaces needs a grid of 3 x 3 or more; or list the scene's spaces "
                        'in "scene".')
        return
    outer = outer_wall_edges(board)
    features = edge_features(board)
    if any(features.get(edge, (None,))[0] in ("door", "opening") for edge in outer):
        return
    if not outer:
        message = "the scene fills the whole grid: there is no outside space to enter from"
        hint = "Leave a ring of outside spaces around the scene (enlarge the grid or shrink the scene)."
    else:
        message = "the scene has no entrance: its outer wall has no door and no opening"
        hint = 'Add an edge between a scene space and an outside space to "openings" or "doors".'
    boundary = sorted({cell for edge in outer for cell in edge if cell in ctx.scene})
    yield make("FP204", message, pointer=_entrance_pointer(board, bool(outer)), cells=boundary, hint=hint)


def _entrance_pointer(board, has_outer_wall: bool) -> str:
    """Where FP204 points: the openings or the doors (where an entrance is written), else the scene (which fills the
    grid, or has none written), else the grid's size.

    >>> from engine.model import Board
    >>> _entrance_pointer(Board(id="b", openings=[]), True), _entrance_pointer(Board(id="b"), True)
    ('/openings', '/rows')
    """
    for key in ("openings", "doors"):
        if key in board.model_fields_set and has_outer_wall:
            return f"/{key}"
    return "/scene" if "scene" in board.model_fields_set else "/rows"


def check_reachability(ctx: Context) -> Iterator[Diagnostic]:
    """FP205: every scene space can be reached from outside with every door open (R-GEO-3, R-GEO-4).

    One diagnostic per enclosed region, naming all its spaces.
    """
    graph = ctx.open_graph
    scene = ctx.scene
    features = edge_features(ctx.board)
    if not any(features.get(edge, (None,))[0] in ("door", "opening") for edge in outer_wall_edges(ctx.board)):
        return  # no entrance at all, or no outside: FP204 says so once
    for part in sorted(nx.connected_components(graph.subgraph(scene)), key=min):
        region = set(part)
        if any(n not in scene for cell in region for n in graph[cell]):
            continue
        if len(region) == 1:
            message = f"space {cells_text(region)} cannot be reached from outside, even with every door open"
        else:
            message = f"{len(region)} spaces cannot be reached from outside, even with every door open: {cells_text(region, limit=24)}"
        yield make(
            "FP205",
            message,
            pointer=_bounding_wall(ctx.board, region),
            cells=sorted(region),
            hint="Put a door or an opening in one of the walls around these spaces, or remove one of those walls.",
        )


def _bounding_wall(board, region: set) -> str:
    """Where to locate an enclosed ``region``: the first typed wall on its border, else its room, else the part of
    the scene it lies in, else the wall list.

    The walls that ``rooms`` imply are not in the file, so a region closed
    off by rooms alone is located at the room it lies in (or at ``rooms``); one closed off by the scene's outer
    wall alone (a piece of the scene with no entrance) at the ``scene`` entry that holds it.
    """
    implied = set(room_walls(board)) if board.rooms else set()
    for i, (a, b) in enumerate(board.walls):
        if (tuple(a) in region) != (tuple(b) in region) and normalize_edge((a, b)) not in implied:
            return pointer("walls", i)
    if board.rooms:
        owner = room_of_space(board)
        room = next((owner[cell] for cell in sorted(region) if cell in owner), None)
        return pointer("rooms", room) if room is not None else "/rooms"
    if board.scene is not None:
        first = min(region)
        k = next((k for k, part in enumerate(board.scene) if first in part.cells(board.rows, board.cols)), None)
        return pointer("scene", k) if k is not None else "/scene"
    return "/walls" if board.walls else ""


def _joined_without_gaps(ctx: Context) -> dict:
    """Scene space -> its part of the scene when every door is closed and every opening in a wall the ``rooms`` imply
    walled up too.

    Two spaces of one part are joined without any door or opening: a door or opening between them adds nothing.
    An opening between two rooms of a board written with ``rooms`` is the gap in the wall those rooms imply, so it
    parts them here, as a door would; an opening where no wall would stand (nor is implied) parts nothing.
    """
    graph = movement_graph(ctx.board, doors="closed")
    owner = room_of_space(ctx.board) if ctx.board.rooms else {}
    graph.remove_edges_from([(a, b) for a, b, feature in graph.edges(data="feature")
                             if feature == "opening" and owner and owner.get(a) != owner.get(b)])
    parts = nx.connected_components(graph.subgraph(ctx.scene))
    return {cell: k for k, part in enumerate(parts) for cell in part}


def check_doors(ctx: Context) -> Iterator[Diagnostic]:
    """FP206: a door or an opening joins two rooms, not two spaces already joined without it (R-GEO-3)."""
    features = edge_features(ctx.board)
    part_of = _joined_without_gaps(ctx)
    seen = set()
    for feature, where, edge in listed_edges(ctx.board):
        key = normalize_edge(edge)
        if feature == "wall" or key in seen or features.get(key, (None,))[0] != feature:
            continue
        seen.add(key)
        a, b = (tuple(c) for c in edge)
        part = part_of.get(a)
        if part is not None and part == part_of.get(b):
            yield make(
                "FP206",
                f"the {feature} {edge_text(key)} is inside one room: its spaces are joined without it",
                pointer=where,
                cells=key,
                hint=_INSIDE_ROOM_HINTS[feature],
            )


_INSIDE_ROOM_HINTS = {
    "door": "Remove the door, or add the walls that separate the two rooms it should join.",
    "opening": "Remove the opening, or add the walls it should be a gap in.",
}


# ---- FP207 ----


def check_dice(ctx: Context) -> Iterator[Diagnostic]:
    """FP207: every scene space has exactly one dice coordinate and every roll names a space (R-GEO-2)."""
    if ctx.board.dice.table is None:
        yield from _check_default_dice(ctx)
    else:
        yield from _check_dice_table(ctx)


def _rolls_text(rolls, limit: int = 12) -> str:
    ordered = sorted(rolls)
    text = ", ".join(f"{r}-{b}" for r, b in ordered[:limit])
    if len(ordered) > limit:
        text += f" and {len(ordered) - limit} more"
    return text


def _dice_pointer(board) -> str:
    """Where a default dice mapping's mismatch with the scene is written: the dice, else the scene, else the grid's size
    (the default scene follows it)."""
    if "dice" in board.model_fields_set:
        return "/dice"
    return "/scene" if "scene" in board.model_fields_set else "/rows"


def _check_default_dice(ctx: Context) -> Iterator[Diagnostic]:
    dice = ctx.board.dice
    rolls = {(r, b) for r in range(1, dice.red_sides + 1) for b in range(1, dice.black_sides + 1)}
    uncovered = sorted(ctx.scene - rolls)
    if uncovered:
        yield make(
            "FP207",
            f"scene spaces outside the dice range (red 1-{dice.red_sides}, black 1-{dice.black_sides}) have no dice coordinate: {cells_text(uncovered)}",
            pointer=_dice_pointer(ctx.board),
            cells=uncovered,
            hint=_more_sides_hint(ctx.scene, uncovered),
        )
    empty = sorted(rolls - ctx.scene)
    if empty:
        yield make(
            "FP207",
            f"rolls name no scene space (red-black): {_rolls_text(empty)}",
            pointer=_dice_pointer(ctx.board),
            cells=[roll for roll in empty if in_grid(ctx.board, roll)],
            hint=_fewer_sides_hint(ctx.scene, dice.red_sides, dice.black_sides),
        )


def _fewer_sides_hint(scene: frozenset, red: int, black: int) -> str:
    """FP207's hint for rolls past the scene: the dice sides that name exactly the scene, when there are such.

    >>> scene = frozenset((r, c) for r in range(1, 5) for c in range(1, 7))
    >>> _fewer_sides_hint(scene, 6, 8)
    'Give the dice 4 red and 6 black sides ("dice": {"red_sides": 4, "black_sides": 6}), make the scene cover these spaces, or map every roll in "dice.table".'
    >>> _fewer_sides_hint(frozenset(), 1, 1)  # no dice of fewer sides helps: a die has one side at the least
    'The scene has no space for a roll to name: give the board a scene first.'
    """
    if not scene:
        return "The scene has no space for a roll to name: give the board a scene first."
    rows, cols = max((r for r, _ in scene), default=0), max((c for _, c in scene), default=0)
    exact = _is_dice_rectangle(scene)
    if exact and (rows, cols) != (red, black):
        return (f'Give the dice {rows} red and {cols} black sides ("dice": {{"red_sides": {rows}, "black_sides": '
                f'{cols}}}), make the scene cover these spaces, or map every roll in "dice.table".')
    if not exact:
        return f"Make the scene cover these spaces, or {_table_words(scene)}."
    return 'Make the scene cover these spaces, or map every roll in "dice.table".'


def _more_sides_hint(scene: frozenset, uncovered=()) -> str:
    """FP207's hint for scene spaces past the dice: more sides, or, for a scene that is no rectangle, a table. A die
    rolls 1 and up (R-GEO-2), so no number of sides names a space of row 0 or column 0.

    >>> _more_sides_hint(frozenset((r, c) for r in range(1, 7) for c in range(1, 7)) - {(6, 6)})
    'Give the dice more sides, or give the dice 5 red and 7 black sides, as many rolls as the 35 scene spaces, and map each roll to its own scene space in "dice.table".'
    >>> _more_sides_hint(frozenset((r, c) for r in range(1, 3) for c in range(0, 3)), [(1, 0), (2, 0)])
    'Move the scene off row 0 and column 0, which no roll names, or give the dice 2 red and 3 black sides, as many rolls as the 6 scene spaces, and map each roll to its own scene space in "dice.table".'
    """
    if any(r < 1 or c < 1 for r, c in uncovered):
        return f"{_OFF_THE_DICE}, or {_table_words(scene)}."
    if _is_dice_rectangle(scene):
        return 'Give the dice more sides, or list every scene space in "dice.table".'
    return f"Give the dice more sides, or {_table_words(scene)}."


_OFF_THE_DICE = "Move the scene off row 0 and column 0, which no roll names"


def _is_dice_rectangle(scene: frozenset) -> bool:
    """Whether the scene is every space of rows 1..R and columns 1..C, which dice of R and C sides name as rolled."""
    rows, cols = max((r for r, _ in scene), default=0), max((c for _, c in scene), default=0)
    return {(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)} == set(scene)


def _table_words(scene: frozenset) -> str:
    """How to give a scene that is no rectangle its dice: as many rolls as spaces (the sides nearest a square), and a
    table naming one space a roll (R-GEO-2: every roll names a space, every space has one roll).

    >>> _table_words(frozenset((1, c) for c in range(1, 8)))
    'give the dice 1 red and 7 black sides, as many rolls as the 7 scene spaces, and map each roll to its own scene space in "dice.table" (7 is a prime number: a scene of 6 or 8 spaces takes dice of two real sizes)'
    >>> _table_words(frozenset((r, c) for r in range(1, 3) for c in range(1, 1010)) - {(2, c) for c in range(1, 1010)})
    'add or remove scene spaces: no two dice of at most 1000 sides give its 1009 spaces one roll each'
    """
    n = len(scene)
    red = max(k for k in range(1, int(n ** 0.5) + 1) if n % k == 0)
    if n // red > MAX_SIDE:
        return (f"add or remove scene spaces: no two dice of at most {MAX_SIDE} sides give its {n} spaces one roll "
                "each")
    sides = "side" if n // red == 1 else "sides"
    words = (f"give the dice {red} red and {n // red} black {sides}, as many rolls as the {n} scene space"
             f'{"" if n == 1 else "s"}, and map each roll to its own scene space in "dice.table"')
    if red == 1 and n > 3:  # a prime number of spaces: only a die of one side gives as many rolls
        words += f" ({n} is a prime number: a scene of {n - 1} or {n + 1} spaces takes dice of two real sizes)"
    return words


def _check_dice_table(ctx: Context) -> Iterator[Diagnostic]:
    board, dice = ctx.board, ctx.board.dice
    by_roll: dict[tuple, int] = {}
    by_cell: dict[tuple, int] = {}
    for i, entry in enumerate(dice.table):
        cell, roll = tuple(entry.cell), tuple(entry.roll)
        if in_grid(board, cell) and cell not in ctx.scene:
            yield make(
                "FP207",
                f"the roll {roll[0]}-{roll[1]} names {cell_text(cell)}, which is not a scene space",
                pointer=pointer("dice", "table", i, "cell"),
                cells=[cell],
                hint="Name a scene space, or add the space to the scene.",
            )
        elif cell in by_cell:
            yield make(
                "FP207",
                f"space {cell_text(cell)} already has a dice coordinate (at /dice/table/{by_cell[cell]})",
                pointer=pointer("dice", "table", i, "cell"),
                cells=[cell],
                hint="Give each scene space one coordinate.",
            )
        by_cell.setdefault(cell, i)
        if not (1 <= roll[0] <= dice.red_sides and 1 <= roll[1] <= dice.black_sides):
            yield make(
                "FP207",
                f"the roll {roll[0]}-{roll[1]} cannot come up on a d{dice.red_sides} and a d{dice.black_sides}",
                pointer=pointer("dice", "table", i, "roll"),
                cells=[cell] if in_grid(board, cell) else [],
                hint="Use faces the dice have.",
            )
        elif roll in by_roll:
            yield make(
                "FP207",
                f"the roll {roll[0]}-{roll[1]} is given to two spaces (first at /dice/table/{by_roll[roll]})",
                pointer=pointer("dice", "table", i, "roll"),
                cells=[cell] if in_grid(board, cell) else [],
                hint="Each roll must name one space.",
            )
        by_roll.setdefault(roll, i)
    missing = sorted(ctx.scene - set(by_cell))
    if missing:
        yield make(
            "FP207",
            f"scene spaces have no dice coordinate: {cells_text(missing)}",
            pointer="/dice/table",
            cells=missing,
            hint='Add an entry for each of them to "dice.table".',
        )
    rolls = {(r, b) for r in range(1, dice.red_sides + 1) for b in range(1, dice.black_sides + 1)}
    unused = sorted(rolls - set(by_roll))
    if unused:
        yield make(
            "FP207",
            f"rolls name no space (red-black): {_rolls_text(unused)}",
            pointer="/dice/table",
            hint="Give every roll a space, or use dice with fewer sides.",
        )


CHECKS = (check_coordinates, check_edges, check_entrance, check_reachability, check_doors, check_dice)
"""The geometry checks, in report order."""
