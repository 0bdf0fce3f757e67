"""Deck gun zones: a partition of the scene, contiguous, flip-closed, one per engine spot (FP230-FP234).

These checks run only when the board has zones (R-GEO-5).

>>> from engine.model import Board
>>> board = Board(id="b", rows=4, cols=4, zones={"a": {"rows": [1, 2], "cols": [1, 1]}})
>>> [(d.code, d.pointer, d.cells) for d in check_partition(Context(board))]
[('FP230', '/zones', ((1, 2), (2, 2)))]
"""

from __future__ import annotations

from collections.abc import Iterator

import networkx as nx

from authoring.checks.context import Context, cells_text, claim_cells, pointer
from authoring.diagnostics import Diagnostic, make
from authoring.graph import grid_neighbours, in_grid, zone_subgraph


def check_partition(ctx: Context) -> Iterator[Diagnostic]:
    """FP230: zones do not overlap, cover every scene space, stay inside the scene, and hold a scene space each."""
    if not ctx.board.zones:
        return
    owner: dict[tuple, str] = {}
    for name, cells in ctx.zone_cells.items():
        if not cells & ctx.scene:
            yield make("FP230", f"zone '{name}' holds no scene space", pointer=pointer("zones", name),
                       hint="Give the zone the scene spaces it covers, or remove it.")
        outside = sorted(cells - ctx.scene)
        if outside:
            yield make(
                "FP230",
                f"zone '{name}' covers spaces outside the scene: {cells_text(outside)}",
                pointer=pointer("zones", name),
                cells=outside,
                hint="A zone is a part of the scene; remove these spaces from it.",
            )
        for other, cells_both in claim_cells(owner, name, sorted(cells & ctx.scene)).items():
            yield make(
                "FP230",
                f"zones '{other}' and '{name}' overlap on {cells_text(cells_both)}",
                pointer=pointer("zones", name),
                cells=cells_both,
                hint="Each scene space belongs to exactly one zone.",
            )
    uncovered = sorted(ctx.scene - set(owner))
    if uncovered:
        yield make(
            "FP230",
            f"scene spaces in no zone: {cells_text(uncovered)}",
            pointer="/zones",
            cells=uncovered,
            hint="Add these spaces to a zone: every scene space belongs to exactly one zone.",
        )


def check_contiguous(ctx: Context) -> Iterator[Diagnostic]:
    """FP231: the spaces of each zone form one piece (orthogonal neighbours, walls ignored)."""
    for name in ctx.board.zones:
        pieces = sorted(nx.connected_components(zone_subgraph(ctx.board, name, ctx.zone_cells[name] & ctx.scene)), key=lambda p: (-len(p), min(p)))
        if len(pieces) > 1:
            stray = sorted(cell for piece in pieces[1:] for cell in piece)
            yield make(
                "FP231",
                f"zone '{name}' falls into {len(pieces)} pieces; apart from the largest: {cells_text(stray)}",
                pointer=pointer("zones", name),
                cells=stray,
                hint="Make the zone one connected area, or split it into several zones.",
            )


def flip(value: int, sides: int) -> int:
    """The opposite face of a die (R-GEO-6).

    >>> flip(2, 6), flip(1, 8)
    (5, 8)
    """
    return sides + 1 - value


def flip_misses(ctx: Context, cells: frozenset) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Rolls the deck gun cannot bring into a zone, each with the roll it becomes (R-ACT-9).

    A die whose face names no space of the zone is flipped; the roll is a
    miss when the result does not name a space of the zone.
    """
    dice = ctx.board.dice
    inside = {roll for roll, cell in ctx.dice_map.items() if cell in cells}
    reds = {r for r, _ in inside}
    blacks = {b for _, b in inside}
    misses = []
    for r in range(1, dice.red_sides + 1):
        for b in range(1, dice.black_sides + 1):
            result = (r if r in reds else flip(r, dice.red_sides), b if b in blacks else flip(b, dice.black_sides))
            if result not in inside:
                misses.append(((r, b), result))
    return misses


def check_flip_closed(ctx: Context) -> Iterator[Diagnostic]:
    """FP232: every roll can be flipped into each zone (R-GEO-6, R-ACT-9)."""
    for name, cells in ctx.zone_cells.items():
        misses = flip_misses(ctx, cells & ctx.scene) if cells & ctx.scene else []  # an empty zone: FP230 says so
        if not misses:
            continue
        shown = ", ".join(f"{r}-{b}" for (r, b), _ in misses[:12])
        if len(misses) > 12:
            shown += f" and {len(misses) - 12} more"
        landing = sorted({ctx.dice_map[result] for _, result in misses if result in ctx.dice_map})
        yield make(
            "FP232",
            f"zone '{name}' is not flip-closed: the rolls (red-black) {shown} stay outside it after flipping",
            pointer=pointer("zones", name),
            cells=landing,
            hint="Shape the zone so that flipping the out-of-zone dice always lands in it: a block of whole dice rows and columns whose flips are outside it.",
        )


def check_engine_spots(ctx: Context) -> Iterator[Diagnostic]:
    """FP233: each engine parking spot borders exactly one zone (the deck gun's target, R-ACT-9)."""
    if not ctx.board.zones:
        return
    zones = ctx.zone_cells
    for i, spot in enumerate(ctx.board.parking.engine):
        cells = [tuple(c) for c in spot]
        if not all(in_grid(ctx.board, c) for c in cells):
            continue
        near = {n for c in cells for n in grid_neighbours(ctx.board, c)}
        bordering = sorted(name for name, zone in zones.items() if zone & near & ctx.scene)  # scene spaces, as the engine
        if len(bordering) == 1:
            continue
        if bordering:
            message = f"engine spot {i + 1} borders {len(bordering)} zones ({', '.join(bordering)}): the deck gun target is ambiguous"
        else:
            message = f"engine spot {i + 1} borders no zone: the deck gun has no target from it"
        yield make(
            "FP233",
            message,
            pointer=pointer("parking", "engine", i),
            cells=cells,
            hint="Move the spot so that its spaces touch exactly one zone.",
        )


def _bordered_zone(ctx: Context, zones: dict, spot) -> str | None:
    """The one zone an engine spot borders, or None (FP233 reports the others)."""
    cells = [tuple(c) for c in spot]
    if not all(in_grid(ctx.board, c) for c in cells):
        return None
    near = {n for c in cells for n in grid_neighbours(ctx.board, c)}
    bordering = [name for name, zone in zones.items() if zone & near & ctx.scene]
    return bordering[0] if len(bordering) == 1 else None


def check_zones_reached(ctx: Context) -> Iterator[Diagnostic]:
    """FP234: every zone has an engine spot beside it, or the deck gun never reaches it (R-ACT-9)."""
    board = ctx.board
    if not board.zones or not board.parking.engine:
        return
    zones = ctx.zone_cells
    reached = {_bordered_zone(ctx, zones, spot) for spot in board.parking.engine}
    for name, cells in zones.items():
        if name in reached or not cells & ctx.scene:  # an empty zone is FP230's
            continue
        yield make(
            "FP234",
            f"zone '{name}' borders no engine parking spot: the deck gun can never fire into it",
            pointer=pointer("zones", name),
            cells=sorted(cells & ctx.scene),
            hint="Add an engine spot beside the zone, or join the zone to one that has a spot.",
        )


CHECKS = (check_partition, check_contiguous, check_flip_closed, check_engine_spots, check_zones_reached)
"""The zone checks, in report order."""
