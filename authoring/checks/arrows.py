"""POI arrows: one per scene space, inside the scene, no bouncing, one terminal loop, none off the scene (FP240-FP244).

These checks run only when the board has arrows (R-GEO-7, R-POI-3).

>>> from engine.model import Board
>>> board = Board(id="b", rows=3, cols=4, arrows={"rows": ["E W"]})
>>> [(d.code, d.pointer) for d in check_bounces(Context(board))]
[('FP242', '/arrows/rows/0')]
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, cell_text, cells_text, pointer
from authoring.diagnostics import Diagnostic, make
from authoring.graph import arrow_cycles, arrow_target
from engine.model.board import DIRECTIONS

WORDS = " ".join(DIRECTIONS)


def arrow_pointer(board, cell) -> str:
    """The pointer of the arrow row holding ``cell``, or of the row list when no row does."""
    row = cell[0] - board.arrows.origin[0]
    if 0 <= row < len(board.arrows.rows):
        return pointer("arrows", "rows", row)
    return "/arrows/rows"


def by_arrow_row(board, cells) -> dict[str, list]:
    """``cells`` grouped by the pointer of the arrow row holding each (:func:`arrow_pointer`), in order."""
    grouped: dict[str, list] = {}
    for cell in cells:
        grouped.setdefault(arrow_pointer(board, cell), []).append(cell)
    return grouped


def _column_note(board, cell) -> str:
    return f"word {cell[1] - board.arrows.origin[1] + 1} of the row"


def check_missing(ctx: Context) -> Iterator[Diagnostic]:
    """FP240: every scene space has an arrow; one diagnostic per arrow row."""
    board = ctx.board
    if board.arrows is None:
        return
    words = board.arrows.arrows()
    missing = sorted(cell for cell in ctx.scene if cell not in words)
    for where, cells in by_arrow_row(board, missing).items():
        yield make(
            "FP240",
            f"scene spaces without a POI arrow: {cells_text(cells)}",
            pointer=where,
            cells=cells,
            hint=f"Give each scene space one of {WORDS} (rows start at column {board.arrows.origin[1]}).",
        )


def check_targets(ctx: Context) -> Iterator[Diagnostic]:
    """FP241: every arrow points at a scene space (an unknown word is a schema error, FP101)."""
    board = ctx.board
    if board.arrows is None:
        return
    for cell, word in sorted(board.arrows.arrows().items()):
        if cell not in ctx.scene:
            continue
        target = arrow_target(cell, word)
        if target is None or target in ctx.scene:
            continue
        yield make(
            "FP241",
            f"the arrow {word} at space {cell_text(cell)} ({_column_note(board, cell)}) points at {cell_text(target)}, outside the scene",
            pointer=arrow_pointer(board, cell),
            cells=[cell],
            hint="Turn the arrow towards a scene space.",
        )


def check_off_scene(ctx: Context) -> Iterator[Diagnostic]:
    """FP244: an arrow word stands on a space outside the scene, where no POI slides: it is never used.

    Most often a row is one word too long or the ``origin`` is off by one;
    one diagnostic per arrow row.
    """
    board = ctx.board
    if board.arrows is None:
        return
    off_scene = [cell for cell in sorted(board.arrows.arrows()) if cell not in ctx.scene]
    for where, cells in by_arrow_row(board, off_scene).items():
        yield make(
            "FP244",
            f"arrows on spaces outside the scene, never used: {cells_text(cells)} ({_column_note(board, cells[0])})",
            pointer=where,
            cells=cells,
            hint=f'Write "." there, or check the row\'s length and the origin (rows start at column {board.arrows.origin[1]}).',
        )


def check_bounces(ctx: Context) -> Iterator[Diagnostic]:
    """FP242: no two arrows point at each other (a sliding POI would bounce, R-POI-3)."""
    if ctx.board.arrows is None:
        return
    for cycle in arrow_cycles(ctx.arrow_graph):
        if len(cycle) > 2:
            continue
        a, b = cycle[0], cycle[-1]
        yield make(
            "FP242",
            f"the arrows of {cell_text(a)} and {cell_text(b)} point at each other: a sliding POI would bounce between them",
            pointer=arrow_pointer(ctx.board, a),
            cells=cycle,
            hint="Turn one of the two arrows so that the slide leads on to the central loop.",
        )


def check_terminal_loops(ctx: Context) -> Iterator[Diagnostic]:
    """FP243: all slides end in one loop (R-GEO-7); several loops make separate basins."""
    if ctx.board.arrows is None:
        return
    cycles = arrow_cycles(ctx.arrow_graph)
    if len(cycles) < 2:
        return
    listed = "; ".join(cells_text(c, limit=8) for c in cycles)
    yield make(
        "FP243",
        f"the arrows end in {len(cycles)} separate loops: {listed}",
        pointer="/arrows",
        cells=sorted(cell for c in cycles for cell in c),
        hint="Turn arrows so that every slide ends in the same loop.",
    )


def slide_lengths(ctx: Context) -> dict[tuple[int, int], int | None]:
    """Arrow steps from each scene space to its terminal loop (0 on the loop) (R-POI-3).

    None when the slide leaves the scene or stops at a space with no arrow.
    """
    graph = ctx.arrow_graph
    on_loop = {cell for cycle in arrow_cycles(graph) for cell in cycle}
    lengths: dict[tuple[int, int], int | None] = {cell: 0 for cell in on_loop if cell in ctx.scene}
    for start in sorted(ctx.scene):
        path = []
        node = start
        while node not in lengths:
            path.append(node)
            nxt = next(iter(graph.successors(node)), None) if node in graph else None
            if nxt is None or nxt not in ctx.scene:
                node = None
                break
            node = nxt
        base = lengths[node] if node is not None else None
        for k, cell in enumerate(reversed(path), start=1):
            lengths[cell] = None if base is None else base + k
    return lengths


CHECKS = (check_missing, check_targets, check_off_scene, check_bounces, check_terminal_loops)
"""The arrow checks, in report order."""
