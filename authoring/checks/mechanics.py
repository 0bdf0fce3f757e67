"""Call checks of the gsh Call mechanics (R-HERO-5..9): FP312-FP316, FP324.

FP312: a water source that serves no zone of the board, or with a space off
the grid, inside the zone it serves (whoever stands there is in the zone, so
the blast is never legal, R-ACT-9) or not next to it. FP313: a rescue vehicle or place
without spaces, or with a space off the grid. FP314: setup or a card names a Call marker the Call does not define,
or setup puts two markers on one space. FP315: a gsh Call's POI bag holds more than the
box (13 Victims, 5 False Alarms) or its Threat supply more than 35. FP316: a
Call marker placed off the scene, or a large marker (2 to 4 spaces) that lists a
space twice or whose spaces are not side by side, or more large markers than
a game holds. FP324: scene spaces that markers nobody can remove cut off from
outside.

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "C"}, board="b", ruleset={"name": "gsh"},
...             rescue_places=[{"id": "helicopter", "title": {"en": "Helicopter"}, "kind": "vehicle"}])
>>> [(d.code, d.pointer) for d in check_rescue_places(Context(Board(id="b"), call))]
[('FP313', '/rescue_places/0/cells')]
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator

import networkx as nx

from authoring.checks.analysis import rescue_spaces
from authoring.checks.context import Context, cell_text, cells_text, pointer
from authoring.checks.setup import permanent_blocks
from authoring.diagnostics import Diagnostic, make
from authoring.graph import in_grid
from engine.model.mechanics import placement_cells
from engine.rules.mechanics import MAX_LARGE_MARKERS

BOX_VICTIMS = 13
BOX_FALSE_ALARMS = 5
BOX_THREATS = 35
"""The Golden State Heroes box (R-HERO-9)."""


def _zone_cells(ctx: Context, name: str) -> set[tuple[int, int]]:
    region = ctx.board.zones.get(name)
    return {tuple(c) for c in region.cells()} if region is not None else set()


def check_water_sources(ctx: Context) -> Iterator[Diagnostic]:
    """FP312: each water source serves a zone of the board and is used from spaces next to it, outside it (R-HERO-5,
    R-ACT-9: the blast is not legal while a firefighter is in the zone it hits, the one firing included)."""
    for i, src in enumerate(ctx.call.water_sources):
        zone = _zone_cells(ctx, src.zone)
        if not zone:
            known = ", ".join(sorted(ctx.board.zones)) or "none"
            yield make("FP312", f"water source '{src.id}' serves zone '{src.zone}', which the board does not have (zones: {known})",
                       pointer=pointer("water_sources", i, "zone"), hint="Name one of the board's zones.")
        if not src.cells:
            yield make("FP312", f"water source '{src.id}' has no space to use it from", pointer=pointer("water_sources", i, "cells"),
                       hint="List the spaces a firefighter stands on to open it.")
        for j, cell in enumerate(src.cells):
            where = pointer("water_sources", i, "cells", j)
            if not in_grid(ctx.board, cell):
                yield _off_grid(ctx, "FP312", f"water source '{src.id}'", cell, where)
            elif zone:
                yield from _water_source_space(src, tuple(cell), zone, where)


def _water_source_space(src, cell: tuple[int, int], zone: set, where: str) -> Iterator[Diagnostic]:
    r, c = cell
    if cell in zone:
        yield make("FP312", f"water source '{src.id}': space {cell_text(cell)} lies in zone '{src.zone}', which it serves; "
                            "whoever stands there to open it is in that zone, so the blast is never legal (R-ACT-9)",
                   pointer=where, cells=[cell], hint="Put the source on a space next to the zone it serves, outside it.")
    elif not {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & zone:
        yield make("FP312", f"water source '{src.id}': space {cell_text(cell)} borders no space of zone '{src.zone}'",
                   pointer=where, cells=[cell], hint="Put the source on a space next to the zone it serves, outside it.")


def check_rescue_places(ctx: Context) -> Iterator[Diagnostic]:
    """FP313: every rescue vehicle or place has spaces, all on the grid (R-HERO-6)."""
    for i, place in enumerate(ctx.call.rescue_places):
        what = "rescue vehicle" if place.kind == "vehicle" else "rescue place"
        if not place.cells:
            yield make("FP313", f"{what} '{place.id}' has no spaces, so nobody can be rescued there",
                       pointer=pointer("rescue_places", i, "cells"), hint="List its spaces (a vehicle's spots).")
        for j, cell in enumerate(place.cells):
            if not in_grid(ctx.board, cell):
                yield _off_grid(ctx, "FP313", f"{what} '{place.id}'", cell, pointer("rescue_places", i, "cells", j))


def _off_grid(ctx: Context, code: str, what: str, cell, at: str) -> Diagnostic:
    """``code`` for a space of ``what`` that is not on the board: the game would drop it without a word."""
    board = ctx.board
    return make(code, f"{what} lists {cell_text(cell)}, off the {board.rows} x {board.cols} grid of board '{board.id}'",
                pointer=at, hint=f"Rows run 0-{board.rows - 1} and columns 0-{board.cols - 1}.")


def check_marker_setup(ctx: Context) -> Iterator[Diagnostic]:
    """FP314: setup markers name defined kinds, one marker a space (R-HERO-8)."""
    kinds = {k.id for k in ctx.call.markers}
    taken: dict[tuple[int, int], str] = {}
    for kind, cells in ctx.call.setup.markers.items():
        if kind not in kinds:
            yield make("FP314", f"setup places the marker '{kind}', which the Call's markers do not define",
                       pointer=pointer("setup", "markers", kind), hint=_define_or_fix(kind, kinds))
            continue
        for j, placement in enumerate(cells):
            for key in dict.fromkeys((c[0], c[1]) for c in placement_cells(placement)):  # a repeat within one: FP316
                if key in taken:
                    yield make("FP314", f"{cell_text(key)} gets a second Call marker ('{kind}' after '{taken[key]}')",
                               pointer=pointer("setup", "markers", kind, j), cells=[key], hint="Put one Call marker on a space.")
                taken[key] = kind
    for i, deck in enumerate(ctx.call.decks):
        for j, card in enumerate(deck.cards):
            yield from _card_markers(card.effects, ("decks", i, "cards", j, "effects"), kinds)


def _near_hint(name: str | None, kinds: set[str]) -> str | None:
    """"Did you mean 'propane-tank'?" for a marker id one typing slip away from a defined one; None when none is.

    >>> _near_hint("propane-tnak", {"propane-tank", "live-wire"}), _near_hint("crate", {"live-wire"})
    ("Did you mean 'propane-tank'?", None)
    """
    close = difflib.get_close_matches(name or "", sorted(kinds), n=1, cutoff=0.75)
    return f"Did you mean '{close[0]}'?" if close else None


def _define_or_fix(kind: str, kinds: set[str]) -> str:
    near = _near_hint(kind, kinds)
    return f"{near} Otherwise define it under \"markers\"." if near else "Define it under \"markers\", or fix the id."


def _card_markers(effects, where: tuple, kinds: set[str]) -> Iterator[Diagnostic]:
    """FP314: a ``place_marker`` effect names a marker the Call defines (nested ``repeat`` effects too)."""
    for k, eff in enumerate(effects):
        if eff.effect == "repeat":
            yield from _card_markers(eff.effects, (*where, k, "effects"), kinds)
        elif eff.effect == "place_marker" and eff.marker not in kinds:
            said = (f"a card places '{eff.marker}', which the Call's markers do not define" if eff.marker
                    else "a card's place_marker effect names no marker")
            yield make("FP314", said,
                       pointer=pointer(*where, k, "marker" if eff.marker else "effect"),
                       hint=_near_hint(eff.marker, kinds) or "Name one of the Call's markers in \"marker\".")


def check_marker_spaces(ctx: Context) -> Iterator[Diagnostic]:
    """FP316: Call markers start on scene spaces; a large marker's spaces are distinct and side by side (R-HERO-8).

    >>> from engine.model import Board, Call
    >>> call = Call(id="c", title={"en": "C"}, board="b", ruleset={"name": "gsh"},
    ...             markers=[{"id": "wreck", "title": {"en": "Wreck"}}], setup={"markers": {"wreck": [[[2, 2], [3, 3]]]}})
    >>> [(d.code, d.pointer, d.cells) for d in check_marker_spaces(Context(Board(id="b"), call))]
    [('FP316', '/setup/markers/wreck/0', ((3, 3),))]
    """
    large = 0
    for kind, placements in ctx.call.setup.markers.items():
        for j, placement in enumerate(placements):
            cells = [(c[0], c[1]) for c in placement_cells(placement)]
            if len(cells) > 1:
                large += 1
                if large == MAX_LARGE_MARKERS + 1:
                    yield make("FP316", f"setup places more than {MAX_LARGE_MARKERS} large Call markers",
                               pointer=pointer("setup", "markers", kind, j), hint="Place fewer large markers, or smaller ones.")
            yield from _marker_off_scene(ctx, kind, j, cells, len(cells) > 1)
            if len(cells) > 1:
                yield from _large_marker_shape(kind, j, cells)


def _marker_off_scene(ctx: Context, kind: str, j: int, cells: list, large: bool) -> Iterator[Diagnostic]:
    board = ctx.board
    for k, cell in enumerate(cells):
        if cell in ctx.scene:
            continue
        on_grid = 0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols
        where = "outside the scene" if on_grid else "off the grid"
        at = pointer("setup", "markers", kind, j, k) if large else pointer("setup", "markers", kind, j)
        yield make("FP316", f"Call marker '{kind}' is placed on {cell_text(cell)}, {where}", pointer=at,
                   cells=[cell] if on_grid else [], hint=f"Put the marker on a scene space of board '{board.id}'.")


def _large_marker_shape(kind: str, j: int, cells: list) -> Iterator[Diagnostic]:
    """A large marker lists each space once, and its spaces join up through shared sides."""
    at = pointer("setup", "markers", kind, j)
    seen: set = set()
    for k, cell in enumerate(cells):
        if cell in seen:
            yield make("FP316", f"large Call marker '{kind}' lists {cell_text(cell)} twice", pointer=pointer("setup", "markers", kind, j, k),
                       cells=[cell], hint="List each space of a large marker once.")
        seen.add(cell)
    joined = {cells[0]}
    frontier = [cells[0]]
    while frontier:
        r, c = frontier.pop()
        for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nb in seen and nb not in joined:
                joined.add(nb)
                frontier.append(nb)
    apart = sorted(seen - joined)
    if apart:
        yield make("FP316", f"the spaces of large Call marker '{kind}' are not side by side: "
                   f"{', '.join(cell_text(c) for c in apart)} not joined to {cell_text(cells[0])}",
                   pointer=at, cells=apart, hint="List 2 to 4 spaces that join up through shared sides.")


def check_box(ctx: Context) -> Iterator[Diagnostic]:
    """FP315: a gsh Call chooses its POI bag from the box's components (R-HERO-9)."""
    call = ctx.call
    if call.ruleset.name != "gsh":
        return
    bag = call.poi_bag
    if bag.victims > BOX_VICTIMS or bag.false_alarms > BOX_FALSE_ALARMS:
        yield make("FP315", f"the POI bag holds {bag.victims} Victims and {bag.false_alarms} False Alarms; the box has "
                   f"{BOX_VICTIMS} and {BOX_FALSE_ALARMS}", pointer="/poi_bag", hint="Take the bag from the box's 18 POI.")
    if call.supply.threats > BOX_THREATS:
        yield make("FP315", f"the Threat supply is {call.supply.threats}; the box has {BOX_THREATS}",
                   pointer="/supply/threats", hint=f"Use at most {BOX_THREATS}.")


def check_card_levels(ctx: Context) -> Iterator[Diagnostic]:
    """FP306: a card used at a level the Call does not have (R-SETUP-3)."""
    known = {lv.id for lv in ctx.call.levels}
    for i, deck in enumerate(ctx.call.decks):
        for j, card in enumerate(deck.cards):
            for k, level in enumerate(card.levels or []):
                if level not in known:
                    yield make("FP306", f"card '{card.id}' is used at level '{level}', which the Call does not have",
                               pointer=pointer("decks", i, "cards", j, "levels", k),
                               hint="Name one of the Call's levels, or remove \"levels\".")


def check_sealed_off(ctx: Context) -> Iterator[Diagnostic]:
    """FP324: scene spaces that Call markers nobody can remove cut off from outside (R-HERO-8): firefighters reach
    them only by chopping through walls, at 4 AP and 2 Damage a wall, or never where markers alone surround them,
    and POI keep landing there.

    One warning per region, at the first marker that closes it; regions the board itself encloses are FP205's.
    Where a hero's card allows a diagonal move (R-ACT-14), a region only such a step gets into is warned of too:
    the heroes chosen may not make it, and ``analyse`` counts orthogonal moves alone.
    """
    blocked = permanent_blocks(ctx.call)
    if not blocked:
        return
    diagonal = allows_diagonal_moves(ctx.call)
    sealed = _sealed(ctx, blocked, with_diagonals(ctx.open_graph) if diagonal else ctx.open_graph)
    if sealed is None:  # a board with no outside space: FP205 and the entrance checks say so
        return
    yield from _sealed_regions(ctx, blocked, sealed, diagonal)
    if diagonal:
        only_diagonal = sorted(set(_sealed(ctx, blocked, ctx.open_graph) or ()) - set(sealed))
        for part in sorted(nx.connected_components(ctx.open_graph.subgraph(only_diagonal)), key=min):
            region = sorted(part)
            closing = sorted({m for cell in region for m in ctx.open_graph[cell] if m in blocked})
            if not closing:
                continue
            yield make("FP324", f"{_spaces(region)} can be reached from outside only by a diagonal move, which only a "
                                f"hero whose card allows it makes, or by chopping through walls: Call markers nobody can "
                                f"remove close every other way in ({cells_text(closing, limit=8)}): "
                                f"{cells_text(region, limit=24)}",
                       pointer=_marker_pointer(ctx, blocked, closing[0]), cells=region,
                       hint="Give the marker kind a clear_cost, or move a marker off the way in.")


def _spaces(region: list) -> str:
    return f"{len(region)} scene space{'s' if len(region) != 1 else ''}"


def _marker_pointer(ctx: Context, blocked: dict, cell) -> str:
    """Where the Call marker nobody can remove on ``cell`` is placed in the setup."""
    kind = blocked[cell]
    j = next(j for j, placement in enumerate(ctx.call.setup.markers[kind])
             if cell in {tuple(c) for c in placement_cells(placement)})
    return pointer("setup", "markers", kind, j)


def _sealed(ctx: Context, blocked: dict, graph: nx.Graph) -> list | None:
    """The scene spaces the board lets firefighters reach from outside but ``blocked`` closes off, moving on ``graph``;
    None for a board with no outside space."""
    outside = {n for n in graph if n not in ctx.scene and n not in blocked}
    if not outside:
        return None
    free = graph.subgraph(n for n in graph if n not in blocked)
    reached = set(nx.multi_source_dijkstra_path_length(free, outside))
    board_reached = set(nx.multi_source_dijkstra_path_length(graph, {n for n in graph if n not in ctx.scene}))
    return [n for n in free if n in ctx.scene and n not in reached and n in board_reached]


def _sealed_regions(ctx: Context, blocked: dict, sealed: list, diagonal: bool) -> Iterator[Diagnostic]:
    """FP324 for each region of ``sealed``: reached only by chopping through walls, or never."""
    graph = with_diagonals(ctx.open_graph) if diagonal else ctx.open_graph
    free = graph.subgraph(n for n in graph if n not in blocked)
    grid = nx.grid_2d_graph(ctx.board.rows, ctx.board.cols)  # every wall chopped through: who closes a space in
    grid = with_diagonals(grid) if diagonal else grid
    unreachable = never_reached(ctx)
    for part in sorted(nx.connected_components(free.subgraph(sealed)), key=min):
        region = sorted(part)
        never = region[0] in unreachable
        closing = sorted({m for cell in region for m in (grid if never else graph)[cell] if m in blocked})
        how = ("can never be reached, not even by chopping through walls" if never
               else "can be reached from outside only by chopping through walls")
        yield make("FP324", f"{_spaces(region)} {how}: Call markers nobody can remove close every way in "
                            f"({cells_text(closing, limit=8)}): {cells_text(region, limit=24)}",
                   pointer=_marker_pointer(ctx, blocked, closing[0]), cells=region,
                   hint="Give the marker kind a clear_cost, or move a marker off the way in.")


def never_reached(ctx: Context) -> set[tuple[int, int]]:
    """Spaces no firefighter can ever stand on: under a Call marker nobody can remove (it blocks movement), or closed
    in by such markers even with every wall chopped through (R-HERO-8). Empty without such markers.

    An outside space is where firefighters start; a board with no outside space is FP205's, and gives an empty set.
    Where a card of the hero set allows a diagonal move (R-ACT-14), a firefighter steps diagonally between two
    markers as the engine lets it, so diagonal steps count too.
    """
    blocked = permanent_blocks(ctx.call)
    if not blocked:
        return set()
    grid = nx.grid_2d_graph(ctx.board.rows, ctx.board.cols)
    if allows_diagonal_moves(ctx.call):
        grid = with_diagonals(grid)
    outside = {n for n in grid if n not in ctx.scene and n not in blocked}
    if not outside:
        return set()
    reached = nx.multi_source_dijkstra_path_length(grid.subgraph(n for n in grid if n not in blocked), outside)
    return {n for n in grid if n not in reached}


def with_diagonals(graph: nx.Graph) -> nx.Graph:
    """A copy of a grid movement ``graph`` with a diagonal step wherever one of its two corners is open: both steps
    around it are edges of ``graph`` (the engine's diagonal move, R-ACT-14, reads walls and doors, not markers)."""
    out = graph.copy()
    for (r, c) in graph.nodes:
        for dc in (-1, 1):
            d = (r + 1, c + dc)
            if d in graph and any(graph.has_edge((r, c), m) and graph.has_edge(m, d) for m in ((r + 1, c), (r, c + dc))):
                out.add_edge((r, c), d)
    return out


def allows_diagonal_moves(call) -> bool:
    """Whether a signature skill, Gear or Boost card of ``call``'s hero set allows a diagonal move (R-ACT-14)."""
    heroes = call.heroes
    if heroes is None:
        return False
    effects = [e for s in heroes.specialists for e in s.skill.effects]
    effects += [e for card in (*heroes.gear, *heroes.boosts) for e in card.effects]
    return any(e.modifier == "allow" and getattr(e, "action", None) == "diagonal_move" for e in effects)


def check_rescue_reach(ctx: Context) -> Iterator[Diagnostic]:
    """FP330: scene spaces that firefighters reach from outside but from which no way leads to a rescue space, even
    with every door open (R-ACT-4, R-HERO-6): a closed courtyard is the only way in, say, and the Ambulance parks on
    the street. A Victim found there is rescued only through a wall chopped, at 4 AP and 2 Damage a wall (R-ACT-7).

    ``analyse`` lists the same spaces (FP402). Spaces the board or Call markers close off from outside are FP205's
    and FP324's; a Call with no rescue space at all is FP304's. Where Victims are rescued on any outside space (the
    family game), every space reached from outside reaches rescue.
    """
    rescue, targets = rescue_spaces(ctx)
    if not targets:
        return
    blocked = permanent_blocks(ctx.call)
    graph = ctx.open_graph.subgraph(n for n in ctx.open_graph if n not in blocked)
    if allows_diagonal_moves(ctx.call):
        graph = with_diagonals(graph)
    outside = [n for n in graph if n not in ctx.scene]
    entered = nx.multi_source_dijkstra_path_length(graph, outside) if outside else {}
    rescued = nx.multi_source_dijkstra_path_length(graph, targets)
    cut = sorted(c for c in ctx.scene if c in entered and c not in rescued)
    if not cut:
        return
    goal = "the Ambulance's spots" if rescue == "ambulance" else "a rescue place"
    if rescue == "ambulance" and ctx.call.rescue_places:
        goal += " or a rescue place"
    whole = len(cut) == sum(1 for c in ctx.scene if c in entered)
    yield make("FP330", f"{'every scene space leads' if whole else _spaces(cut) + (' lead' if len(cut) > 1 else ' leads')} "
                        f"to {goal} only through chopped walls, even with every door open: a Victim found there is "
                        f"rescued only through a chopped wall (4 AP and 2 Damage a wall): {cells_text(cut, limit=24)}",
               pointer="/board", cells=cut,
               hint="Open a way (a door or an opening) from these spaces to the outside where Victims are rescued, or "
                    "give the Call a rescue place they reach.")


def check_winnable_past_markers(ctx: Context) -> Iterator[Diagnostic]:
    """FP304: a Call that markers nobody can remove make impossible to win (R-HERO-6, R-HERO-8): a needed named
    Victim they close in, or rescue places they cover or close in when there is no Ambulance to rescue at."""
    call, params = ctx.call, ctx.params
    unreachable = never_reached(ctx)
    if not unreachable:
        return
    named = call.named_victim
    if named is not None and named.needed and tuple(named.cell) in unreachable \
            and tuple(named.cell) not in permanent_blocks(call):  # under a marker: check_winnable says so
        yield make("FP304", f"the named Victim, needed to win, lies on {cell_text(named.cell)}, which Call markers nobody "
                            "can remove close in, even with every wall chopped through: the Call cannot be won",
                   pointer="/named_victim/cell", cells=[tuple(named.cell)],
                   hint="Move the named Victim, or give the closing marker kind a clear_cost.")
    ambulance = params.rescue == "outside" or (params.rescue == "ambulance" and params.vehicles)
    places = [tuple(c) for place in call.rescue_places for c in place.cells if in_grid(ctx.board, c)]
    wins_by_rescue = call.win.rescued > 0 or bool(call.win.helpers_rescued)
    if not ambulance and places and wins_by_rescue and all(c in unreachable for c in places):
        yield make("FP304", f"every space of the Call's rescue places ({cells_text(places, limit=8)}) lies under or "
                            "behind Call markers nobody can remove, and there is no Ambulance to rescue at: no Victim "
                            "can ever be rescued",
                   pointer=pointer("rescue_places", 0, "cells"), cells=places,
                   hint="Move a rescue place where firefighters can stand, or give the marker kind a clear_cost.")


CHECKS = (check_water_sources, check_rescue_places, check_marker_setup, check_marker_spaces, check_sealed_off, check_box,
          check_card_levels, check_winnable_past_markers, check_rescue_reach)
"""The Call mechanics checks, in report order."""
