"""Board analysis for designers: rescue distances, rooms, roll odds, slides (FP401-FP405).

These are findings, not problems: :func:`analyse` gathers them in an
:class:`AnalysisReport` (shown by ``callforge analyse``), and
:func:`check_analysis` turns them into info diagnostics on request.

>>> from engine.model import Board
>>> report = analyse(Board(id="hut", rows=4, cols=4, openings=[[[0, 1], [1, 1]]]))
>>> report.distances[(2, 2)], report.farthest, report.farthest_distance
(3, [(2, 2)], 3)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction

import networkx as nx

from authoring.checks.arrows import slide_lengths
from authoring.checks.context import Context, cell_text, cells_text, edge_text, pointer, too_large, wall_pointer
from authoring.checks.setup import permanent_blocks
from authoring.diagnostics import Diagnostic, make
from authoring.graph import are_neighbours, arrow_cycles, edge_features, in_grid
from engine.model import Board, Call
from engine.model.board import normalize_edge, room_of_space

Cell = tuple[int, int]


@dataclass(frozen=True)
class JoiningWall:
    """A listed wall between two different rooms: destroying it joins them (R-ACT-7)."""

    index: int
    edge: tuple[Cell, Cell]
    rooms: tuple[int, int]
    pointer: str = ""
    """Where the wall is written: ``/walls/i``, or the room that implies it (see ``wall_pointer``)."""


@dataclass(frozen=True)
class RoomOdds:
    """The share of Advance Fire / POI rolls that land in a room (R-GEO-2)."""

    room: int
    rolls: int
    total: int

    @property
    def probability(self) -> float:
        return self.rolls / self.total if self.total else 0.0


@dataclass
class AnalysisReport:
    """What a designer wants to know about a board (and the Call played on it)."""

    board: str
    call: str | None
    rows: int
    cols: int
    scene: list[Cell]
    rescue: str
    rescue_spaces: list[Cell]
    distances: dict[Cell, int | None]
    farthest: list[Cell]
    farthest_distance: int | None
    rooms: list[list[Cell]]
    joining_walls: list[JoiningWall]
    room_odds: list[RoomOdds]
    rolls_naming_no_space: int
    rolls_total: int = 0
    """How many rolls the dice give (red sides x black sides)."""
    slide_lengths: dict[Cell, int | None] = field(default_factory=dict)
    arrow_loops: list[list[Cell]] = field(default_factory=list)
    arrow_origin: Cell = (1, 1)
    arrow_rows: int = 0
    rescue_places: list[str] = field(default_factory=list)
    """The ids of the Call's other rescue vehicles and places (R-HERO-6), whose spaces are among ``rescue_spaces``."""
    blocked: list[Cell] = field(default_factory=list)
    """Scene spaces under a Call marker nobody can remove (R-HERO-8): nobody stands there, so they have no distance."""
    room_names: list[str | None] = field(default_factory=list)
    """The name the board gives each of :attr:`rooms` (its ``rooms``), None for a room it does not name."""

    @property
    def cut_off(self) -> list[Cell]:
        """The scene spaces from which no way leads to rescue, even with every door open (``farthest`` leaves them out)."""
        return sorted(c for c, d in self.distances.items() if d is None)

    def to_json(self) -> dict:
        """A JSON-ready form: cells as ``[r, c]`` lists, per-space values as ``{"cell", "value"}`` rows."""

        def per_space(values: dict) -> list[dict]:
            return [{"cell": list(c), "value": v} for c, v in sorted(values.items())]

        return {
            "board": self.board,
            "call": self.call,
            "grid": [self.rows, self.cols],
            "rescue": self.rescue,
            "rescue_spaces": [list(c) for c in self.rescue_spaces],
            "rescue_places": list(self.rescue_places),
            "blocked": [list(c) for c in self.blocked],
            "distances": per_space(self.distances),
            "farthest": {"cells": [list(c) for c in self.farthest], "distance": self.farthest_distance},
            "cut_off": [list(c) for c in self.cut_off],
            "rooms": [[list(c) for c in room] for room in self.rooms],
            "room_names": [self.room_name(i) for i in range(len(self.rooms))],
            "joining_walls": [
                {"wall": w.index, "edge": [list(c) for c in w.edge], "rooms": list(w.rooms)} for w in self.joining_walls
            ],
            "room_odds": [
                {"room": o.room, "rolls": o.rolls, "total": o.total, "probability": round(o.probability, 4)}
                for o in self.room_odds
            ],
            "rolls_naming_no_space": self.rolls_naming_no_space,
            "slide_lengths": per_space(self.slide_lengths),
            "arrow_loops": [[list(c) for c in loop] for loop in self.arrow_loops],
        }

    def room_name(self, room: int) -> str | None:
        """The board's name of room ``room``, None when it names none."""
        return self.room_names[room] if room < len(self.room_names) else None

    def room_label(self, room: int) -> str:
        """``room 3 (from [2, 5])``: a room by number and first space, as the diagnostics name it in every language
        (the tables and the JSON give the board's names beside the numbers)."""
        return f"room {room + 1} (from {cell_text(self.rooms[room][0])})"

    def diagnostics(self) -> list[Diagnostic]:
        """The findings as info diagnostics FP401-FP405."""
        return list(_diagnostics(self))


def rescue_spaces(ctx: Context) -> tuple[str, list[Cell]]:
    """Where a carried Victim is rescued: any outside space (``outside``), or an ambulance spot's spaces
    (``ambulance``, R-ACT-4), and the spaces of the Call's other rescue vehicles and places (R-HERO-6: a Helicopter, a
    lift basket); ``places`` alone where the Ambulance rescues but the ruleset plays without vehicles. A space under a
    Call marker nobody can remove is no rescue space: nobody stands there."""
    rescue = ctx.params.rescue if ctx.params is not None else "outside"
    blocked = set(permanent_blocks(ctx.call)) if ctx.call is not None else set()
    places = {tuple(c) for place in (ctx.call.rescue_places if ctx.call is not None else ())
              for c in place.cells if in_grid(ctx.board, c)} - blocked
    if rescue == "ambulance" and ctx.params is not None and not ctx.params.vehicles:
        return "places", sorted(places)
    if rescue == "ambulance":
        cells = {tuple(c) for spot in ctx.board.parking.ambulance for c in spot if in_grid(ctx.board, c)}
        return rescue, sorted((cells - ctx.scene - blocked) | places)
    return rescue, sorted({n for n in ctx.open_graph if n not in ctx.scene and n not in blocked} | places)


def rescue_distances(ctx: Context, targets: list[Cell]) -> dict[Cell, int | None]:
    """Moves (1 AP each, R-ACT-1) from each scene space to the nearest target, every door open, around the Call's
    markers that nobody can remove (a space under one is left out: nobody stands there).

    Notes
    -----
    One breadth-first search from all targets: O(rows * cols).
    """
    blocked = permanent_blocks(ctx.call) if ctx.call is not None else {}
    graph = ctx.open_graph.subgraph(n for n in ctx.open_graph if n not in blocked) if blocked else ctx.open_graph
    sources = set(targets) - set(blocked)
    reached = nx.multi_source_dijkstra_path_length(graph, sources) if sources else {}
    return {cell: reached.get(cell) for cell in sorted(ctx.scene) if cell not in blocked}


def joining_walls(ctx: Context) -> list[JoiningWall]:
    """Listed walls whose two sides lie in different rooms (R-ACT-7: chopping them joins the rooms)."""
    features = edge_features(ctx.board)
    out = []
    seen = set()
    for i, (a, b) in enumerate(ctx.board.walls):
        a, b = tuple(a), tuple(b)
        if not (in_grid(ctx.board, a) and in_grid(ctx.board, b) and are_neighbours(a, b)):
            continue
        key = normalize_edge((a, b))
        if key in seen or features.get(key, (None,))[0] != "wall":
            continue
        seen.add(key)
        ra, rb = ctx.room_of.get(a), ctx.room_of.get(b)
        if ra is not None and rb is not None and ra != rb:
            out.append(JoiningWall(i, key, (min(ra, rb), max(ra, rb)), wall_pointer(ctx.board, i)))
    return out


def room_names(ctx: Context) -> list[str | None]:
    """The board's name of each room (its ``rooms``): the named rooms its spaces are in, joined by "+" where a
    room takes in several, None where it is in none."""
    if not ctx.board.rooms:
        return [None] * len(ctx.rooms)
    owner = room_of_space(ctx.board)
    names = [sorted({owner[c] for c in room if c in owner}) for room in ctx.rooms]
    return ["+".join(n) if n else None for n in names]


def room_odds(ctx: Context) -> tuple[list[RoomOdds], int]:
    """Rolls landing in each room, and rolls naming no scene space."""
    dice = ctx.board.dice
    total = dice.red_sides * dice.black_sides
    counts = [0] * len(ctx.rooms)
    for cell in ctx.dice_map.values():
        counts[ctx.room_of[cell]] += 1
    return [RoomOdds(i, n, total) for i, n in enumerate(counts)], total - len(ctx.dice_map)


def analyse(board: Board, call: Call | None = None) -> AnalysisReport:
    """Analyse ``board``, with the rescue rule of ``call``'s ruleset when given (family: outside).

    Raises ``ValueError`` for a board too large to analyse (see
    :func:`~authoring.checks.context.too_large`); check first.

    Examples
    --------
    >>> walls = [[[1, 1], [1, 2]], [[2, 1], [2, 2]]]
    >>> b = Board(id="hut", rows=4, cols=4, walls=walls, openings=[[[1, 0], [1, 1]], [[0, 2], [1, 2]]])
    >>> r = analyse(b)
    >>> [len(room) for room in r.rooms], [w.edge for w in r.joining_walls]
    ([2, 2], [((1, 1), (1, 2)), ((2, 1), (2, 2))])
    >>> [(o.rolls, o.total) for o in r.room_odds], r.rolls_naming_no_space
    ([(2, 48), (2, 48)], 44)
    """
    oversized = too_large(board)
    if oversized is not None:
        raise ValueError(oversized.message)
    return report_for(Context(board, call))


def report_for(ctx: Context) -> AnalysisReport:
    """The :class:`AnalysisReport` of a prepared :class:`Context`."""
    rescue, targets = rescue_spaces(ctx)
    distances = rescue_distances(ctx, targets)
    known = [d for d in distances.values() if d is not None]
    far = max(known, default=None)
    odds, none = room_odds(ctx)
    has_arrows = ctx.board.arrows is not None
    return AnalysisReport(
        board=ctx.board.id,
        call=ctx.call.id if ctx.call is not None else None,
        rows=ctx.board.rows,
        cols=ctx.board.cols,
        scene=sorted(ctx.scene),
        rescue=rescue,
        rescue_spaces=targets,
        rescue_places=[place.id for place in (ctx.call.rescue_places if ctx.call is not None else ())],
        blocked=sorted(c for c in permanent_blocks(ctx.call) if c in ctx.scene) if ctx.call is not None else [],
        distances=distances,
        farthest=[c for c, d in distances.items() if d is not None and d == far],
        farthest_distance=far,
        rooms=[sorted(room) for room in ctx.rooms],
        room_names=room_names(ctx),
        joining_walls=joining_walls(ctx),
        room_odds=odds,
        rolls_naming_no_space=none,
        rolls_total=ctx.board.dice.red_sides * ctx.board.dice.black_sides,
        slide_lengths=slide_lengths(ctx) if has_arrows else {},
        arrow_loops=arrow_cycles(ctx.arrow_graph) if has_arrows else [],
        arrow_origin=tuple(ctx.board.arrows.origin) if has_arrows else (1, 1),
        arrow_rows=len(ctx.board.arrows.rows) if has_arrows else 0,
    )


def _percent(rolls: int, total: int) -> str:
    share = Fraction(rolls, total) if total else Fraction(0)
    return f"{float(share) * 100:.1f}% ({rolls}/{total})"


def _diagnostics(report: AnalysisReport) -> Iterator[Diagnostic]:
    where = {"ambulance": "nearest ambulance spot", "places": "nearest rescue place"}.get(report.rescue,
                                                                                         "nearest outside space")
    for cell, d in sorted(report.distances.items()):
        if d is None:
            text = f"space {cell_text(cell)} cannot reach the {where}"
        else:
            text = f"space {cell_text(cell)}: {d} AP to the {where}, {2 * d} AP carrying a Victim"
        yield make("FP401", text, cells=[cell])
    if report.cut_off:
        yield make("FP402", f"spaces that cannot reach the {where} at all, even with every door open: "
                            f"{cells_text(report.cut_off)}", cells=report.cut_off)
    if report.farthest:
        d = report.farthest_distance
        yield make(
            "FP402",
            f"farthest from rescue: {cells_text(report.farthest)}, {d} AP to the {where} ({2 * d} AP carrying a Victim)",
            cells=report.farthest,
        )
    for wall in report.joining_walls:
        a, b = wall.rooms
        yield make(
            "FP403",
            f"destroying the wall {edge_text(wall.edge)} joins {report.room_label(a)} and {report.room_label(b)}",
            pointer=wall.pointer,
            cells=wall.edge,
        )
    for odds in report.room_odds:
        yield make(
            "FP404",
            f"{report.room_label(odds.room)}, {len(report.rooms[odds.room])} spaces: {_percent(odds.rolls, odds.total)} of rolls",
            cells=report.rooms[odds.room],
        )
    for cell, n in sorted(report.slide_lengths.items()):
        if n is None:
            text = "a POI sliding from here leaves the scene or stops at a space without an arrow"
        else:
            text = f"{n} arrow step{'' if n == 1 else 's'} to the loop"
        row = cell[0] - report.arrow_origin[0]
        where = pointer("arrows", "rows", row) if 0 <= row < report.arrow_rows else "/arrows"
        yield make("FP405", f"space {cell_text(cell)}: {text}", pointer=where, cells=[cell])


def check_analysis(ctx: Context) -> Iterator[Diagnostic]:
    """FP401-FP405 as info diagnostics (not part of ``validate`` by default)."""
    yield from report_for(ctx).diagnostics()
