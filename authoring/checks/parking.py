"""Parking spots: two side-by-side ring spaces, no overlaps, next to the scene, in driving order (FP250-FP254).

>>> from engine.model import Board
>>> board = Board(id="b", parking={"ambulance": [[[0, 3], [0, 5]]]})
>>> [(d.code, d.pointer) for d in check_shape(Context(board))]
[('FP250', '/parking/ambulance/0')]
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, cell_text, cells_text, pointer
from authoring.diagnostics import Diagnostic, make
from authoring.graph import are_neighbours, clockwise_keys, grid_neighbours, in_grid

KINDS = ("ambulance", "engine")


def _spots(ctx: Context, kind: str) -> Iterator[tuple[int, list]]:
    """Spots of ``kind`` whose spaces are all on the grid (off-grid ones are FP201)."""
    for i, spot in enumerate(getattr(ctx.board.parking, kind)):
        cells = [tuple(c) for c in spot]
        if all(in_grid(ctx.board, c) for c in cells):
            yield i, cells


def check_shape(ctx: Context) -> Iterator[Diagnostic]:
    """FP250: a spot is two different, side-by-side spaces outside the scene (R-GEO-8)."""
    for kind in KINDS:
        for i, (a, b) in _spots(ctx, kind):
            inside = [c for c in (a, b) if c in ctx.scene]
            if a == b:
                problem = f"names the space {cell_text(a)} twice"
            elif not are_neighbours(a, b):
                problem = f"joins {cell_text(a)} and {cell_text(b)}, which are not side by side"
            elif inside:
                problem = f"is on the scene at {cells_text(inside)}; spots are outside it"
            else:
                continue
            yield make(
                "FP250",
                f"{kind} spot {i + 1} {problem}",
                pointer=pointer("parking", kind, i),
                cells=sorted({a, b}),
                hint="A spot is two side-by-side spaces on the ring outside the scene.",
            )


def check_overlaps(ctx: Context) -> Iterator[Diagnostic]:
    """FP251: spots of one vehicle share no space; FP252: ambulance and engine spots share no space."""
    for kind in KINDS:
        seen: dict[tuple, int] = {}
        for i, cells in _spots(ctx, kind):
            earlier = sorted({seen[c] for c in cells if c in seen})
            for j in earlier:
                same = set(cells) == {c for c, k in seen.items() if k == j}
                shared = sorted(c for c in set(cells) if seen.get(c) == j)
                what = f"repeats {kind} spot {j + 1}" if same else f"overlaps {kind} spot {j + 1} on {cells_text(shared)}"
                yield make(
                    "FP251",
                    f"{kind} spot {i + 1} {what}",
                    pointer=pointer("parking", kind, i),
                    cells=shared,
                    hint="Each spot of a vehicle uses its own two spaces.",
                )
            for c in cells:
                seen.setdefault(c, i)
    ambulance = {c: i for i, cells in _spots(ctx, "ambulance") for c in cells}
    for i, cells in _spots(ctx, "engine"):
        shared = sorted({c for c in cells if c in ambulance})
        if shared:
            spots = ", ".join(str(j + 1) for j in sorted({ambulance[c] for c in shared}))
            yield make(
                "FP252",
                f"engine spot {i + 1} shares {cells_text(shared)} with ambulance spot {spots}",
                pointer=pointer("parking", "engine", i),
                cells=shared,
                hint="The Ambulance and the Engine park on different spaces.",
            )


def check_next_to_scene(ctx: Context) -> Iterator[Diagnostic]:
    """FP253: a spot touches the scene's outer wall, so the vehicle serves the building (R-GEO-4, R-GEO-8).

    A space of the spot must share an edge with a scene space: across that
    edge (a door, an opening, or a wall that can be destroyed) the spot is
    Adjacent to the scene in the sense of R-GEO-4.
    """
    for kind in KINDS:
        for i, cells in _spots(ctx, kind):
            if any(n in ctx.scene for c in cells for n in grid_neighbours(ctx.board, c)):
                continue
            yield make(
                "FP253",
                f"{kind} spot {i + 1} ({cells_text(cells)}) does not touch the scene",
                pointer=pointer("parking", kind, i),
                cells=cells,
                hint="Park vehicles on ring spaces that share an edge with the building.",
            )


def _sound_spots(ctx: Context, kind: str) -> list[tuple] | None:
    """The spots of ``kind`` when every one is well formed, else None.

    Well formed: on the grid, two side-by-side spaces off the scene, and no
    space shared with another spot of the kind (FP201, FP250 and FP251 report
    the others).
    """
    spots = [cells for _, cells in _spots(ctx, kind)]
    if len(spots) < len(getattr(ctx.board.parking, kind)):
        return None
    spaces = [c for spot in spots for c in spot]
    if len(set(spaces)) < len(spaces):
        return None
    if any(not are_neighbours(a, b) or a in ctx.scene or b in ctx.scene for a, b in spots):
        return None
    return spots


def check_driving_order(ctx: Context) -> Iterator[Diagnostic]:
    """FP254: spots of one vehicle are listed in clockwise driving order around the scene (R-GEO-8).

    ``drive amb +1`` moves the Ambulance to the next spot of its list (and
    ``drive eng +1`` the Engine), so the list must go round the scene
    clockwise; any spot may come first. Spots are ordered where the walk
    round the scene's outline passes them (:func:`authoring.graph.clockwise_keys`),
    so a building with wings or a courtyard is driven round as it stands.
    Fewer than three spots are in order either way; a vehicle with a broken
    spot is skipped (other codes report it).

    Notes
    -----
    The list is a rotation of the clockwise order exactly when, going round
    the list and back to its start, the place on the walk drops at most once.
    """
    if not ctx.scene:
        return
    for kind in KINDS:
        spots = _sound_spots(ctx, kind)
        if spots is None or len(spots) < 3:
            continue
        keys = clockwise_keys(spots, ctx.scene)
        drops = sum(keys[(i + 1) % len(spots)] < keys[i] for i in range(len(spots)))
        if drops <= 1:
            continue
        order = sorted(range(len(spots)), key=keys.__getitem__)
        order = order[order.index(0) :] + order[: order.index(0)]
        yield make(
            "FP254",
            f"{kind} spots are not listed in clockwise driving order; clockwise from spot 1 they are "
            + ", ".join(f"({cells_text(spots[i])})" for i in order)
            + f" (spots {', '.join(str(i + 1) for i in order)})",
            pointer=pointer("parking", kind),
            cells=[c for i in order for c in sorted(spots[i])],
            hint=f"Driving +1 takes a vehicle to the next spot of its list: list the {kind} spots in the order shown "
            "(clockwise around the scene; any spot may come first).",
        )


CHECKS = (check_shape, check_overlaps, check_next_to_scene, check_driving_order)
"""The parking checks, in report order."""
