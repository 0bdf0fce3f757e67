"""Random boards never crash the checks, and FP205 finds exactly the unreachable spaces."""

from __future__ import annotations

from collections import deque

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from authoring.checks import analyse, check_board, check_call
from engine.model import Board, Call
from engine.model.board import DIRECTIONS

WORDS = [*DIRECTIONS, "."]  # an unknown word is a schema error (FP101): no Board holds one


def coordinate(limit: int):
    return st.tuples(st.integers(0, limit), st.integers(0, limit))


def near_edge(limit: int):
    """Mostly edges between neighbours, sometimes anything."""
    neighbour = coordinate(limit).flatmap(
        lambda a: st.sampled_from([(0, 1), (1, 0), (0, -1), (-1, 0)]).map(
            lambda d: (a, (max(0, a[0] + d[0]), max(0, a[1] + d[1])))
        )
    )
    return st.one_of(neighbour, neighbour, st.tuples(coordinate(limit), coordinate(limit)))


def region(limit: int):
    rect = st.tuples(st.integers(0, limit), st.integers(0, limit), st.integers(0, limit), st.integers(0, limit)).map(
        lambda t: {"rows": [min(t[0], t[1]), max(t[0], t[1])], "cols": [min(t[2], t[3]), max(t[2], t[3])]}
    )
    cells = st.lists(coordinate(limit), max_size=8).map(lambda cs: {"cells": [list(c) for c in cs]})
    return st.one_of(rect, cells)


def _box_walls(draw, rows: int, cols: int) -> list:
    """Walls around a random rectangle, with a few left out: enclosed rooms and near misses."""
    r0, r1 = sorted(draw(st.tuples(st.integers(0, rows - 1), st.integers(0, rows - 1))))
    c0, c1 = sorted(draw(st.tuples(st.integers(0, cols - 1), st.integers(0, cols - 1))))
    walls = []
    for r in range(r0, r1 + 1):
        walls += [[[r, c0 - 1], [r, c0]], [[r, c1], [r, c1 + 1]]]
    for c in range(c0, c1 + 1):
        walls += [[[r0 - 1, c], [r0, c]], [[r1, c], [r1 + 1, c]]]
    walls = [w for w in walls if min(w[0] + w[1]) >= 0]
    gaps = draw(st.sets(st.integers(0, len(walls) - 1), max_size=2)) if walls else set()
    return [w for i, w in enumerate(walls) if i not in gaps]


def _on_ring(cell, rows, cols) -> bool:
    return cell[0] in (0, rows - 1) or cell[1] in (0, cols - 1)


@st.composite
def boards(draw) -> Board:
    rows = draw(st.sampled_from([1, 2] + [3, 4, 5, 6, 7] * 5))
    cols = draw(st.sampled_from([1, 2] + [3, 4, 5, 6, 7, 8] * 5))
    limit = max(rows, cols) + 1  # reach past the grid on purpose
    grid_edges = [((r, c), (r + dr, c + dc)) for r in range(rows) for c in range(cols) for dr, dc in ((0, 1), (1, 0)) if r + dr < rows and c + dc < cols]
    ring_edges = [e for e in grid_edges if _on_ring(e[0], rows, cols) != _on_ring(e[1], rows, cols)]
    inner = st.sampled_from(grid_edges) if grid_edges else near_edge(limit)
    entrance = st.sampled_from(ring_edges) if ring_edges else near_edge(limit)
    data = {
        "id": "fuzz",
        "rows": rows,
        "cols": cols,
        "walls": [[list(a), list(b)] for a, b in draw(st.lists(st.one_of(inner, inner, inner, near_edge(limit)), max_size=25))],
        "doors": [
            {"edge": [list(a), list(b)], "state": draw(st.sampled_from(["open", "closed"]))}
            for a, b in draw(st.lists(st.one_of(inner, entrance, near_edge(limit)), max_size=6))
        ],
        "openings": [[list(a), list(b)] for a, b in draw(st.lists(st.one_of(entrance, entrance, near_edge(limit)), min_size=draw(st.integers(0, 1)), max_size=4))],
        "parking": {
            "ambulance": [[list(a), list(b)] for a, b in draw(st.lists(near_edge(limit), max_size=3))],
            "engine": [[list(a), list(b)] for a, b in draw(st.lists(near_edge(limit), max_size=3))],
        },
        "dice": {"red_sides": draw(st.integers(1, 7)), "black_sides": draw(st.integers(1, 9))},
    }
    for _ in range(draw(st.integers(0, 2))):
        data["walls"] += _box_walls(draw, rows, cols)
    if draw(st.integers(0, 3)) == 0:
        data["scene"] = draw(st.lists(region(limit), min_size=1, max_size=3))
    if draw(st.booleans()):
        data["zones"] = draw(st.dictionaries(st.sampled_from(["a", "b", "c"]), region(limit), max_size=3))
    if draw(st.booleans()):
        line = st.lists(st.sampled_from(WORDS), max_size=cols + 1).map(" ".join)
        data["arrows"] = {"origin": list(draw(coordinate(limit))), "rows": draw(st.lists(line, max_size=rows + 1))}
    if draw(st.booleans()):
        entry = st.fixed_dictionaries({"cell": coordinate(limit).map(list), "roll": st.tuples(st.integers(1, 9), st.integers(1, 9)).map(list)})
        data["dice"]["table"] = draw(st.lists(entry, max_size=10))
    return Board.model_validate(data)


def unreachable_by_bfs(board: Board) -> set[tuple[int, int]]:
    """Scene spaces no walk from outside reaches with every door open, by R-GEO-3/4 read directly."""
    distances = distances_by_bfs(board)
    return {c for c in distances if distances[c] is None}


def distances_by_bfs(board: Board) -> dict[tuple[int, int], int | None]:
    """Moves from each scene space to the nearest outside space, every door open (None: never)."""
    rows, cols = board.rows, board.cols
    scene = {c for c in board.scene_cells() if 0 <= c[0] < rows and 0 <= c[1] < cols}
    walls, passages = set(), set()
    for a, b in board.walls:
        walls.add(frozenset((tuple(a), tuple(b))))
    for edge in [d.edge for d in board.doors] + list(board.openings):
        passages.add(frozenset((tuple(edge[0]), tuple(edge[1]))))

    def open_between(a, b) -> bool:
        if a not in scene and b not in scene:
            return True  # outside spaces are always Adjacent
        edge = frozenset((a, b))
        if edge in walls:
            return False
        if edge in passages:
            return True
        return a in scene and b in scene  # no feature: open inside, outer wall otherwise

    start = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in scene]
    seen, queue = dict.fromkeys(start, 0), deque(start)
    while queue:
        r, c = queue.popleft()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= n[0] < rows and 0 <= n[1] < cols and n not in seen and open_between((r, c), n):
                seen[n] = seen[(r, c)] + 1
                queue.append(n)
    return {cell: seen.get(cell) for cell in scene}


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(boards())
def test_random_boards_never_crash_and_fp205_is_exact(board):
    diagnostics = check_board(board)
    assert all(d.code.startswith("FP2") for d in diagnostics)
    assert all(board.in_grid(c) for d in diagnostics for c in d.cells), "cells to highlight lie on the grid"
    regions = [set(d.cells) for d in diagnostics if d.code == "FP205"]
    reported = set().union(*regions)
    assert sum(len(r) for r in regions) == len(reported), "a space is named by two FP205 regions"
    if "FP204" in {d.code for d in diagnostics}:  # no way in at all: FP204 says it, not FP205 of every space
        assert not regions
    else:
        assert reported == unreachable_by_bfs(board)
    report = analyse(board)
    assert report.distances == distances_by_bfs(board)
    report.to_json()


@FUZZ
@given(boards(), st.sampled_from(["family", "experienced", "gsh"]), st.lists(coordinate(9), max_size=5))
def test_random_calls_never_crash(board, ruleset, cells):
    call = Call.model_validate(
        {
            "id": "fuzz",
            "title": {"en": "Fuzz"},
            "board": "fuzz",
            "ruleset": {"name": ruleset},
            "setup": {
                "fire": [list(c) for c in cells],
                "poi": [list(c) for c in cells[:2]],
                "open_doors": [list(map(list, d.edge)) for d in board.doors[:1]] + [[[0, 0], [5, 5]]],
                "vehicles": {"ambulance": 2},
                "procedures": [{"do": "explosions", "first_table": {"1": [3, 3], "9": [0, 0]}}],
            },
        }
    )
    found = check_call(call, board)
    assert all(d.code.startswith("FP3") for d in found)
    assert all(board.in_grid(c) for d in found for c in d.cells)
    analyse(board, call).diagnostics()
