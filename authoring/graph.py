"""Board -> networkx graphs: movement, POI arrows, zones and rooms.

These graphs serve the checks and the analysis of a board (``authoring``);
the engine never uses them (it has its own integer tables). Every function
tolerates a board with mistakes in it: coordinates off the grid and edges
that join no two neighbours are left out, so that the checks can report them
instead of crashing on them.

>>> from engine.model import Board
>>> board = Board(id="hut", rows=4, cols=4, doors=[{"edge": [[0, 1], [1, 1]]}])
>>> g = movement_graph(board, doors="open")
>>> g.has_edge((0, 1), (1, 1)), g.has_edge((0, 2), (1, 2))
(True, False)
>>> rooms(board)
[frozenset({(1, 1), (1, 2), (2, 1), (2, 2)})]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import Literal

import networkx as nx

from engine.model.board import DIRECTIONS, Board, normalize_edge

Cell = tuple[int, int]
EdgeKey = tuple[Cell, Cell]

ORTHOGONAL: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
"""Row and column steps to the four grid neighbours of a space (R-GEO-3)."""

FEATURE_PRECEDENCE: tuple[str, ...] = ("wall", "door", "opening")
"""When one edge is listed with several features (an FP203 mistake), the first here wins."""


# ---- small helpers over the grid ----


def in_grid(board: Board, cell: Iterable[int]) -> bool:
    """Whether ``cell`` lies on the board's grid.

    >>> in_grid(Board(id="b"), (7, 9)), in_grid(Board(id="b"), (7, 10))
    (True, False)
    """
    r, c = tuple(cell)
    return 0 <= r < board.rows and 0 <= c < board.cols


def grid_cells(board: Board) -> list[Cell]:
    """Every space of the grid, row by row.

    >>> grid_cells(Board(id="b", rows=2, cols=2))
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """
    return [(r, c) for r in range(board.rows) for c in range(board.cols)]


def grid_neighbours(board: Board, cell: Cell) -> Iterator[Cell]:
    """The orthogonal neighbours of ``cell`` that lie on the grid, walls ignored.

    >>> list(grid_neighbours(Board(id="b"), (0, 0)))
    [(0, 1), (1, 0)]
    """
    r, c = cell
    for dr, dc in ORTHOGONAL:
        n = (r + dr, c + dc)
        if in_grid(board, n):
            yield n


def are_neighbours(a: Iterable[int], b: Iterable[int]) -> bool:
    """Whether two coordinates are orthogonal grid neighbours.

    >>> are_neighbours((1, 1), (1, 2)), are_neighbours((1, 1), (2, 2))
    (True, False)
    """
    (ar, ac), (br, bc) = tuple(a), tuple(b)
    return abs(ar - br) + abs(ac - bc) == 1


def region_cells(board: Board, region) -> frozenset[Cell]:
    """The spaces of a region that lie on the grid; a rectangle is clipped before it is listed.

    >>> from engine.model.common import Rect
    >>> sorted(region_cells(Board(id="b", rows=3, cols=3), Rect(rows=(1, 999), cols=(2, 5))))
    [(1, 2), (2, 2)]
    """
    return frozenset(cell for cell in region.cells(board.rows, board.cols) if in_grid(board, cell))


def scene_spaces(board: Board) -> frozenset[Cell]:
    """The scene spaces that lie on the grid (R-GEO-1).

    >>> len(scene_spaces(Board(id="b")))
    48
    """
    if board.scene is None:
        return frozenset(board.scene_cells())
    return frozenset().union(*(region_cells(board, region) for region in board.scene))


def centre(cells: Iterable[Cell]) -> tuple[float, float]:
    """The centre ``(row, col)`` of the box around ``cells`` (not empty).

    >>> centre(scene_spaces(Board(id="b")))
    (3.5, 4.5)
    """
    rows, cols = zip(*cells, strict=True)
    return (min(rows) + max(rows)) / 2, (min(cols) + max(cols)) / 2


def bearing(spot: Iterable[Cell], origin: tuple[float, float]) -> float:
    """Degrees clockwise from straight up at which ``origin`` sees the midpoint of a parking spot.

    Row 0 is at the top, so "up" is towards smaller rows. Ordering spots by
    bearing from the scene's :func:`centre` gives their clockwise driving
    order (R-GEO-8).

    >>> [bearing(spot, (3.5, 4.5)) for spot in (((0, 4), (0, 5)), ((3, 9), (4, 9)), ((7, 4), (7, 5)), ((3, 0), (4, 0)))]
    [0.0, 90.0, 180.0, 270.0]
    """
    (r1, c1), (r2, c2) = spot
    down = (r1 + r2) / 2 - origin[0]
    right = (c1 + c2) / 2 - origin[1]
    return round(math.degrees(math.atan2(right, -down)) % 360, 9)


_SIDES: tuple[tuple[Cell, Cell, Cell], ...] = (
    ((-1, 0), (0, 0), (0, 1)),  # top side, walked east
    ((0, 1), (0, 1), (1, 1)),  # right side, walked south
    ((1, 0), (1, 1), (1, 0)),  # bottom side, walked west
    ((0, -1), (1, 0), (0, 0)),  # left side, walked north
)
"""For each side of a space: the step to the space beyond it, and the side's first and last corner when the
space is on the walker's right (corners are ``(row, col)`` grid points; a space's top left corner is its own
``(row, col)``)."""


def outline_walk(scene: Iterable[Cell]) -> list[tuple[Cell, Cell]]:
    """The sides of the scene's outer outline, walked clockwise from the top left: ``(scene space, space beyond)``.

    The walk keeps the scene on its right and follows the outline into every
    courtyard open to the outside, as a vehicle driving round the building
    does (R-GEO-8); a courtyard closed on all sides and a separate piece of
    the scene are not on it. Where two spaces of the scene touch only at a
    corner, the walk turns left first, so it goes round both as one outline.
    An empty scene has no outline.

    >>> u = {(0, 0), (1, 0), (1, 1), (1, 2), (0, 2)}  # a U open to the top
    >>> [beyond for _, beyond in outline_walk(u)][:6]  # into the courtyard at (0, 1): its three sides
    [(-1, 0), (0, 1), (0, 1), (0, 1), (-1, 2), (0, 3)]
    """
    cells = set(scene)
    if not cells:
        return []
    leaving: dict[Cell, list[tuple[Cell, Cell, Cell, Cell]]] = {}
    for r, c in cells:
        for (dr, dc), (r1, c1), (r2, c2) in _SIDES:
            beyond = (r + dr, c + dc)
            if beyond not in cells:
                start, end = (r + r1, c + c1), (r + r2, c + c2)
                leaving.setdefault(start, []).append((end, (end[0] - start[0], end[1] - start[1]), (r, c), beyond))
    walk: list[tuple[Cell, Cell]] = []
    corner, heading = min(cells), (0, 1)
    for _ in range(sum(map(len, leaving.values()))):
        corner, heading, space, beyond = _next_side(leaving[corner], heading)
        if walk and (space, beyond) == walk[0]:
            break
        walk.append((space, beyond))
    return walk


def clockwise_keys(spots: list[tuple[Cell, Cell]], scene: Iterable[Cell]) -> list[float]:
    """A number for each parking spot that orders the spots clockwise round the scene from its top left (R-GEO-8).

    A spot's number is where the :func:`outline_walk` first passes it: a spot
    in a courtyard open to the outside comes between the two wings, as the
    drive goes, and a spot in the courtyard's opening (passed going in and
    again coming out) comes as the drive turns in. When a spot borders no side
    of the outline (a separate piece of the scene, a closed courtyard), every
    spot is ordered by its :func:`bearing` from the scene's :func:`centre`
    instead, measured from the top left.

    >>> u = {(1, 1), (2, 1), (2, 2), (2, 3), (1, 3)}  # a U open to the top
    >>> spots = [((1, 4), (2, 4)), ((0, 2), (1, 2)), ((1, 0), (2, 0))]  # right, in the U, left
    >>> keys = clockwise_keys(spots, u)
    >>> sorted(range(3), key=keys.__getitem__)  # the U comes first: the walk starts at the top left
    [1, 0, 2]
    """
    cells = set(scene)
    walk = outline_walk(cells)
    passes = [[i for i, (_, beyond) in enumerate(walk) if beyond in spot] for spot in spots]
    if not walk or not all(passes):
        origin = centre(cells) if cells else (0.0, 0.0)
        return [(bearing(spot, origin) + 45) % 360 / 360 for spot in spots]
    return [indices[0] / len(walk) for indices in passes]  # the order is read round a loop: the start is any


def _next_side(sides: list, heading: Cell):
    """Of the outline sides leaving one corner, the one a walker coming along ``heading`` takes: left, then
    straight on, then right."""
    dr, dc = heading
    turns = ((-dc, dr), (dr, dc), (dc, -dr))
    return min(sides, key=lambda side: turns.index(side[1]) if side[1] in turns else len(turns))


def edge_features(board: Board) -> dict[EdgeKey, tuple[str, str | None]]:
    """The feature of every listed edge that joins two grid neighbours.

    Returns a map from the normalized edge to ``(feature, door_state)``;
    ``door_state`` is the door's initial state, None for walls and openings.
    An edge listed twice keeps the feature that comes first in
    :data:`FEATURE_PRECEDENCE` (a wall beats a door, a door beats an opening).

    >>> b = Board(id="b", walls=[[[1, 1], [1, 2]]], doors=[{"edge": [[1, 2], [1, 1]], "state": "open"}])
    >>> edge_features(b)
    {((1, 1), (1, 2)): ('wall', None)}
    """
    features: dict[EdgeKey, tuple[str, str | None]] = {}
    listed = (
        [("wall", edge, None) for edge in board.walls]
        + [("door", door.edge, door.state) for door in board.doors]
        + [("opening", edge, None) for edge in board.openings]
    )
    for feature, edge, state in listed:
        a, b = edge
        if not (in_grid(board, a) and in_grid(board, b) and are_neighbours(a, b)):
            continue
        key = normalize_edge(edge)
        features.setdefault(key, (feature, state))
    return features


def outer_wall_edges(board: Board) -> list[EdgeKey]:
    """Grid edges between a scene space and an outside space (the scene's outer wall).

    >>> len(outer_wall_edges(Board(id="b")))
    28
    """
    scene = scene_spaces(board)
    edges = {
        normalize_edge((cell, n)) for cell in scene for n in grid_neighbours(board, cell) if n not in scene
    }
    return sorted(edges)


# ---- movement ----


def movement_graph(
    board: Board,
    doors: Literal["initial", "open", "closed"] = "initial",
    walls: Literal["intact", "destroyed"] = "intact",
) -> nx.Graph:
    """The grid spaces joined where they are Adjacent (R-GEO-3, R-GEO-4).

    Parameters
    ----------
    board : Board
        The board; coordinates off the grid and malformed edges are ignored.
    doors : {"initial", "open", "closed"}
        Door states to assume: as the board sets them up, all open, or all closed.
    walls : {"intact", "destroyed"}
        With "destroyed", every wall (interior and the scene's outer wall) is
        taken as Destroyed and so joins its two spaces.

    Returns
    -------
    networkx.Graph
        Nodes are every grid space, with the attribute ``scene`` (bool). Edges
        join Adjacent spaces, with attributes ``feature`` (None, "wall",
        "door" or "opening"; a wall here is a destroyed one) and ``state``
        (the door's state, else None). Two outside spaces are always Adjacent.

    Notes
    -----
    O(rows * cols) time and space.

    Examples
    --------
    >>> b = Board(id="b", rows=3, cols=4, openings=[[[0, 1], [1, 1]]], doors=[{"edge": [[1, 1], [1, 2]]}])
    >>> g = movement_graph(b)
    >>> g.edges[(0, 1), (1, 1)]["feature"], g.has_edge((1, 1), (1, 2))
    ('opening', False)
    >>> movement_graph(b, doors="open").edges[(1, 1), (1, 2)]
    {'feature': 'door', 'state': 'open'}
    """
    scene = scene_spaces(board)
    features = edge_features(board)
    graph = nx.Graph()
    for cell in grid_cells(board):
        graph.add_node(cell, scene=cell in scene)
    for r in range(board.rows):
        for c in range(board.cols):
            for n in ((r, c + 1), (r + 1, c)):
                if not in_grid(board, n):
                    continue
                key = ((r, c), n)
                feature, state = features.get(key, (None, None))
                if feature is None and ((r, c) in scene) != (n in scene):
                    feature = "wall"  # the scene's outer wall, implied
                outside = (r, c) not in scene and n not in scene
                if feature == "door":
                    state = state if doors == "initial" else doors
                if outside or _passable(feature, state, walls):
                    graph.add_edge((r, c), n, feature=feature, state=state)
    return graph


def _passable(feature: str | None, state: str | None, walls: str) -> bool:
    if feature == "wall":
        return walls == "destroyed"
    if feature == "door":
        return state == "open"
    return True


def rooms(board: Board) -> list[frozenset[Cell]]:
    """The rooms: connected scene spaces with every door closed and every wall intact.

    Returns
    -------
    list of frozenset
        One set of spaces per room, ordered by each room's first space.

    Notes
    -----
    O(rows * cols).

    Examples
    --------
    >>> b = Board(id="b", rows=3, cols=4, walls=[[[1, 1], [1, 2]]])
    >>> rooms(b)
    [frozenset({(1, 1)}), frozenset({(1, 2)})]
    """
    graph = movement_graph(board, doors="closed")
    scene = scene_spaces(board)
    found = [frozenset(part) for part in nx.connected_components(graph.subgraph(scene))]
    return sorted(found, key=min)


# ---- POI arrows ----


def arrow_target(cell: Cell, word: str) -> Cell | None:
    """The space an arrow on ``cell`` points at, or None for an unknown word (R-GEO-7).

    >>> arrow_target((3, 3), "SE"), arrow_target((3, 3), "up")
    ((4, 4), None)
    """
    step = DIRECTIONS.get(word)
    if step is None:
        return None
    return (cell[0] + step[0], cell[1] + step[1])


def arrow_graph(board: Board) -> nx.DiGraph:
    """The POI arrows as a directed graph: one out-edge per scene space with a known arrow.

    Nodes are the scene spaces (attribute ``scene=True``) and any space an
    arrow points at outside the scene (``scene=False``, possibly off the
    grid). Each edge carries its ``direction`` word. Unknown words and arrows
    on spaces outside the scene give no edge.

    Notes
    -----
    O(rows * cols). Every node has out-degree 0 or 1, so each weakly
    connected part holds at most one cycle, at its end (R-POI-3).

    Examples
    --------
    >>> b = Board(id="b", rows=3, cols=4, arrows={"rows": ["E W"]})
    >>> sorted(arrow_graph(b).edges(data="direction"))
    [((1, 1), (1, 2), 'E'), ((1, 2), (1, 1), 'W')]
    """
    scene = scene_spaces(board)
    graph = nx.DiGraph()
    graph.add_nodes_from(sorted(scene), scene=True)
    if board.arrows is None:
        return graph
    for cell, word in board.arrows.arrows().items():
        if cell not in scene:
            continue
        target = arrow_target(cell, word)
        if target is None:
            continue
        if target not in graph:
            graph.add_node(target, scene=False)
        graph.add_edge(cell, target, direction=word)
    return graph


def arrow_cycles(graph: nx.DiGraph) -> list[list[Cell]]:
    """The cycles of an arrow graph, each starting at its smallest space, sorted.

    In a graph where every space has one arrow at most, the cycles are the
    terminal loops every slide ends in.

    Notes
    -----
    O(n) for n spaces: each space is walked once.

    Examples
    --------
    >>> g = nx.DiGraph([((1, 1), (1, 2)), ((1, 2), (1, 1)), ((2, 1), (1, 1))])
    >>> arrow_cycles(g)
    [[(1, 1), (1, 2)]]
    """
    state: dict[Cell, int] = {}  # 1: on the current walk, 2: done
    cycles: list[list[Cell]] = []
    for start in graph:
        walk: list[Cell] = []
        node = start
        while node is not None and node not in state:
            state[node] = 1
            walk.append(node)
            node = next(iter(graph.successors(node)), None)
        if node is not None and state.get(node) == 1:
            loop = walk[walk.index(node):]
            first = loop.index(min(loop))
            cycles.append(loop[first:] + loop[:first])
        for visited in walk:
            state[visited] = 2
    return sorted(cycles)


# ---- zones ----


def zone_cells(board: Board) -> dict[str, frozenset[Cell]]:
    """The grid spaces of each zone (R-GEO-5); coordinates off the grid are left out.

    >>> zone_cells(Board(id="b", zones={"a": {"rows": [1, 1], "cols": [1, 2]}}))
    {'a': frozenset({(1, 1), (1, 2)})}
    """
    return {name: region_cells(board, region) for name, region in board.zones.items()}


def zone_graph(board: Board) -> nx.Graph:
    """Zones as nodes, joined when a space of one is a grid neighbour of a space of the other.

    Nodes carry ``cells`` (a frozenset). Walls are ignored: zones are areas
    of the scene, not rooms.

    Notes
    -----
    O(rows * cols).

    Examples
    --------
    >>> sorted(zone_graph(Board(id="b", zones={
    ...     "a": {"rows": [1, 3], "cols": [1, 4]}, "b": {"rows": [1, 3], "cols": [5, 8]},
    ...     "c": {"rows": [4, 6], "cols": [5, 8]}})).edges)
    [('a', 'b'), ('b', 'c')]
    """
    cells = zone_cells(board)
    owner: dict[Cell, str] = {}
    graph = nx.Graph()
    for name, zone in cells.items():
        graph.add_node(name, cells=zone)
        for cell in zone:
            owner.setdefault(cell, name)
    for name, zone in cells.items():
        for cell in zone:
            for n in grid_neighbours(board, cell):
                other = owner.get(n)
                if other is not None and other != name and n not in zone:
                    graph.add_edge(name, other)
    return graph


def zone_subgraph(board: Board, name: str, cells: frozenset[Cell] | None = None) -> nx.Graph:
    """The grid spaces of zone ``name`` joined to their grid neighbours in the zone (walls ignored).

    ``cells``: the zone's spaces when the caller has them already (see :func:`zone_cells`).

    >>> g = zone_subgraph(Board(id="b", zones={"z": {"cells": [[1, 1], [1, 2], [3, 3]]}}), "z")
    >>> nx.number_connected_components(g)
    2
    """
    zone = cells if cells is not None else region_cells(board, board.zones[name])
    graph = nx.Graph()
    graph.add_nodes_from(zone)
    graph.add_edges_from((cell, n) for cell in zone for n in grid_neighbours(board, cell) if n in zone)
    return graph
