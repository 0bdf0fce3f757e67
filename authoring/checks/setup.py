"""Call checks: setup placements, supplies, win and loss, ruleset needs, references, level numbers, the Fire deck's reach, cards no game deals (FP301-FP309, FP317, FP318, FP320).

Pointers point into the Call file.

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "C"}, board="b", setup={"fire": [[0, 0]]})
>>> [(d.code, d.pointer) for d in check_placements(Context(Board(id="b"), call))]
[('FP301', '/setup/fire/0')]
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, cell_text, pointer
from authoring.checks.decks import deal_games, dealt_cards, shuffle_moves
from authoring.diagnostics import Diagnostic, make
from authoring.graph import in_grid
from engine.model.board import normalize_edge
from engine.model.call import (
    LEVEL_NUMBERS,
    ExplosionsProcedure,
    PlaceProcedure,
    Repeat,
    RevealEvent,
    ShuffleIn,
    hot_spot_supply,
    level_numbers_read,
)
from engine.model.mechanics import placement_cells
from engine.rules.debris import MAX_DEBRIS

SCENE_MARKERS = ("fire", "smoke", "poi", "hazmat", "hot_spots", "debris", "helpers")
"""Setup lists whose spaces must be scene spaces."""

def _capitalized(text: str) -> str:
    """``text`` with its first letter upper-case, the rest as it is: a sentence's start.

    >>> _capitalized("a POI"), _capitalized("Fire")
    ('A POI', 'Fire')
    """
    return text[:1].upper() + text[1:]


_MARKER_NAMES = {
    "fire": "Fire",
    "smoke": "Smoke",
    "poi": "a POI",
    "hazmat": "Hazmat",
    "hot_spots": "a Hot Spot",
    "debris": "Debris",
    "helpers": "A Helper",
}


# ---- FP301 ----


def check_placements(ctx: Context) -> Iterator[Diagnostic]:
    """FP301: markers on scene spaces, firefighters on the grid, open doors on doors, vehicle spots that exist."""
    board, setup = ctx.board, ctx.call.setup
    for name in SCENE_MARKERS:
        for i, cell in enumerate(getattr(setup, name)):
            cell = tuple(cell)
            if cell in ctx.scene:
                continue
            where = "off the grid" if not in_grid(board, cell) else "outside the scene"
            yield make(
                "FP301",
                f"{_MARKER_NAMES[name]} is placed on {cell_text(cell)}, {where}",
                pointer=pointer("setup", name, i),
                cells=[cell] if in_grid(board, cell) else [],
                hint=f"{_capitalized(_MARKER_NAMES[name])} starts on a scene space of board '{board.id}'.",
            )
    named = ctx.call.named_victim
    if named is not None and tuple(named.cell) not in ctx.scene:
        cell = tuple(named.cell)
        where = "off the grid" if not in_grid(board, cell) else "outside the scene"
        yield make("FP301", f"the named Victim is placed on {cell_text(cell)}, {where}", pointer="/named_victim/cell",
                   cells=[cell] if in_grid(board, cell) else [],
                   hint=f"The named Victim starts on a scene space of board '{board.id}'.")
    for i, cell in enumerate(setup.firefighters):
        if not in_grid(board, cell):
            yield make(
                "FP301",
                f"firefighter {i + 1} starts on {cell_text(cell)}, off the {board.rows} x {board.cols} grid",
                pointer=pointer("setup", "firefighters", i),
                hint=f"Rows run 0-{board.rows - 1} and columns 0-{board.cols - 1}.",
            )
    for i, cell in enumerate(ctx.call.crew_change_spaces):
        if not in_grid(board, cell):
            yield make(
                "FP301",
                f"Crew Change space {cell_text(cell)} is off the {board.rows} x {board.cols} grid",
                pointer=pointer("crew_change_spaces", i),
                hint=f"Rows run 0-{board.rows - 1} and columns 0-{board.cols - 1}.",
            )
    doors = {normalize_edge(d.edge) for d in board.doors}
    for i, edge in enumerate(setup.open_doors):
        if normalize_edge(edge) not in doors:
            yield make(
                "FP301",
                f"open_doors names {cell_text(edge[0])}-{cell_text(edge[1])}, which is not a door of board '{board.id}'",
                pointer=pointer("setup", "open_doors", i),
                cells=[tuple(c) for c in edge if in_grid(board, c)],
                hint="List only edges that are doors on the board.",
            )
    for kind in ("ambulance", "engine"):
        index = getattr(setup.vehicles, kind)
        spots = getattr(board.parking, kind)
        if index is not None and index >= len(spots):
            yield make(
                "FP301",
                f"the {kind} starts on spot {index + 1} (index {index}), but board '{board.id}' has {len(spots)} {kind} "
                "spots",
                pointer=pointer("setup", "vehicles", kind),
                hint=f"Use a spot index from 0 to {len(spots) - 1} (spots 1 to {len(spots)}, as the drawings number "
                     "them)." if spots else f"Add {kind} spots to the board.",
            )


# ---- FP302 ----


def check_marker_clashes(ctx: Context) -> Iterator[Diagnostic]:
    """FP302: no POI, Hazmat, Helper or burning Call marker on Fire, no Fire with Smoke, no marker twice on one space,
    nothing to reach under a marker that can never be removed."""
    setup = ctx.call.setup
    fire = {tuple(c) for c in setup.fire}
    for name in ("fire", "smoke", "poi", "hazmat", "hot_spots"):
        seen: dict[tuple, int] = {}
        for i, cell in enumerate(getattr(setup, name)):
            cell = tuple(cell)
            where = pointer("setup", name, i)
            if cell in seen:
                yield make(
                    "FP302",
                    f"{_MARKER_NAMES[name]} is placed twice on {cell_text(cell)} (first at /setup/{name}/{seen[cell]})",
                    pointer=where,
                    cells=[cell],
                    hint="A space holds one marker of a kind; remove the repeat.",
                )
                continue
            seen[cell] = i
            if name in ("smoke", "poi", "hazmat") and cell in fire:
                yield make(
                    "FP302",
                    f"{_MARKER_NAMES[name]} is placed on {cell_text(cell)}, which starts with Fire",
                    pointer=where,
                    cells=[cell],
                    hint="Move the marker, or remove the Fire from that space.",
                )
    named = ctx.call.named_victim
    if named is not None and tuple(named.cell) in fire:
        yield make("FP302", f"the named Victim is placed on {cell_text(named.cell)}, which starts with Fire",
                   pointer="/named_victim/cell", cells=[tuple(named.cell)], hint="Move the marker, or remove the Fire from that space.")
    elif named is not None and tuple(named.cell) in {tuple(c) for c in setup.poi}:
        yield make("FP302", f"the named Victim is placed on {cell_text(named.cell)}, which starts with a POI",
                   pointer="/named_victim/cell", cells=[tuple(named.cell)],
                   hint="A POI hides what lies on its space: move the named Victim or the POI.")
    yield from _call_features_on_fire(ctx, fire)
    yield from _buried(ctx)
    yield from _debris_stacks(setup.debris)


def _call_features_on_fire(ctx: Context, fire: set) -> Iterator[Diagnostic]:
    """FP302 for a Helper on Fire (lost at the first fire phase, R-HERO-7) and a Call marker that burns on Fire (removed
    at once, or the game lost, R-HERO-8)."""
    setup = ctx.call.setup
    for i, cell in enumerate(setup.helpers):
        if tuple(cell) in fire:
            yield make("FP302", f"a Helper is placed on {cell_text(cell)}, which starts with Fire: it is lost at the first fire phase",
                       pointer=pointer("setup", "helpers", i), cells=[tuple(cell)], hint="Move the Helper, or remove the Fire from that space.")
    burns = {k.id: k.burns for k in ctx.call.markers}
    for kind, placements in setup.markers.items():
        if burns.get(kind, "stays") == "stays":
            continue
        for j, placement in enumerate(placements):
            for cell in placement_cells(placement):
                if tuple(cell) in fire:
                    outcome = "the game is lost at the first fire phase" if burns[kind] == "loss" else "it is removed at the first fire phase"
                    yield make("FP302", f"Call marker '{kind}' is placed on {cell_text(cell)}, which starts with Fire: {outcome}",
                               pointer=pointer("setup", "markers", kind, j), cells=[tuple(cell)],
                               hint="Move the marker, or remove the Fire from that space.")
                    break


def permanent_blocks(call) -> dict[tuple, str]:
    """Spaces no firefighter can ever enter, with the marker that blocks each (R-HERO-8): a marker that blocks movement,
    has no ``clear_cost``, and never burns away (it ``stays`` on Fire, or Fire never reaches it), while no card removes
    markers. Empty when any card has a ``remove_marker`` effect."""
    if any(getattr(eff, "effect", None) == "remove_marker" for _, eff in _all_effects(call)):
        return {}
    fixed = {k.id for k in call.markers if k.blocks_movement and k.clear_cost is None and (k.burns != "removed" or k.blocks_fire)}
    return {tuple(cell): kind for kind, placements in call.setup.markers.items() if kind in fixed
            for placement in placements for cell in placement_cells(placement)}


def _all_effects(call):
    for i, deck in enumerate(call.decks):
        for j, card in enumerate(deck.cards):
            yield from _effects(card.effects, ("decks", i, "cards", j, "effects"))


def _buried(ctx: Context) -> Iterator[Diagnostic]:
    """FP302 for a POI or Helper placed under a marker nobody can ever pass (:func:`permanent_blocks`)."""
    blocked = permanent_blocks(ctx.call)
    if not blocked:
        return
    setup = ctx.call.setup
    for name in ("poi", "helpers"):
        for i, cell in enumerate(getattr(setup, name)):
            kind = blocked.get(tuple(cell))
            if kind is not None:
                yield make("FP302", f"{_MARKER_NAMES[name]} is placed on {cell_text(cell)}, under Call marker '{kind}', which blocks "
                           "movement and can never be removed: nobody can reach it",
                           pointer=pointer("setup", name, i), cells=[tuple(cell)],
                           hint=f"Move it, or give '{kind}' a clear_cost.")


def _debris_stacks(debris) -> Iterator[Diagnostic]:
    """FP302 for a space given more Debris than it holds (Debris may stack, R-ACT-13)."""
    counts: dict[tuple, list[int]] = {}
    for i, cell in enumerate(debris):
        counts.setdefault(tuple(cell), []).append(i)
    for cell, places in counts.items():
        if len(places) > MAX_DEBRIS:
            yield make(
                "FP302",
                f"{len(places)} Debris are placed on {cell_text(cell)}; a space holds at most {MAX_DEBRIS}",
                pointer=pointer("setup", "debris", places[MAX_DEBRIS]),
                cells=[cell],
                hint="Remove the extra Debris.",
            )


# ---- FP303 ----


def _level_choices(call) -> list[tuple[int | None, object]]:
    """``(index, level)`` for every level, or ``[(None, None)]`` for a Call without levels."""
    return list(enumerate(call.levels)) or [(None, None)]


def _count(count, level, field: str) -> int:
    if count == "level":
        return getattr(level, field, 0) if level is not None else 0
    return count


def _by_players_extra(call, procedure) -> int:
    extras = [n for players, n in procedure.by_players.items() if call.players.min <= int(players) <= call.players.max]
    return max(extras, default=0)


def check_supplies(ctx: Context) -> Iterator[Diagnostic]:
    """FP303: setup never needs more markers than the supply holds, at any level and player count."""
    call = ctx.call
    setup, supply = call.setup, call.supply
    threats = len(setup.fire) + len(setup.smoke)
    if threats > supply.threats:
        k = supply.threats
        where = pointer("setup", "fire", k) if len(setup.fire) > k else pointer("setup", "smoke", k - len(setup.fire))
        yield make(
            "FP303",
            f"setup places {threats} Fire and Smoke markers, but the supply holds {supply.threats}",
            pointer=where,
            hint='Place fewer markers or raise "supply.threats".',
        )
    bag = call.poi_bag.victims + call.poi_bag.false_alarms
    poi = len(setup.poi) + sum(
        _count(p.count, None, "") for p in setup.procedures if isinstance(p, PlaceProcedure) and p.do == "place_poi"
    )
    if poi > bag:
        yield make(
            "FP303",
            f"setup places {poi} POI, but the bag holds {bag}",
            pointer=_last_pointer(setup, "poi", "place_poi") or "/poi_bag",
            hint='Place fewer POI or add to "poi_bag".',
        )
    yield from _level_supply(ctx, "hazmat", supply.hazmat, _hazmat_needed)
    yield from _level_supply(ctx, "hot_spots", supply.hot_spots, _hot_spots_needed)


def _last_pointer(setup, fixed: str, procedure: str) -> str | None:
    """The last setup value adding markers of one kind: a procedure's count, else the fixed list."""
    for i in reversed(range(len(setup.procedures))):
        p = setup.procedures[i]
        if isinstance(p, PlaceProcedure) and p.do == procedure:
            return pointer("setup", "procedures", i, "count")
    if getattr(setup, fixed):
        return pointer("setup", fixed)
    return None


def _hazmat_needed(ctx: Context, level) -> tuple[int, str, dict[str, int]]:
    setup = ctx.call.setup
    rolled = sum(
        _count(p.count, level, "hazmat") for p in setup.procedures if isinstance(p, PlaceProcedure) and p.do == "place_hazmat"
    )
    return len(setup.hazmat) + rolled, f"{len(setup.hazmat)} placed + {rolled} rolled", {"hazmat": rolled}


def _hot_spots_needed(ctx: Context, level) -> tuple[int, str, dict[str, int]]:
    call = ctx.call
    setup = call.setup
    explosions = 0
    if ctx.params.hot_spots:
        explosions = sum(
            _count(p.count, level, "explosions") for p in setup.procedures if isinstance(p, ExplosionsProcedure)
        )
    rolled = sum(
        _count(p.count, level, "hot_spots") + _by_players_extra(call, p)
        for p in setup.procedures
        if isinstance(p, PlaceProcedure) and p.do == "place_hot_spots"
    )
    aside = hot_spot_supply(call, level, ctx.params)  # a Call without levels sets the rulebook's 6 aside
    total = len(setup.hot_spots) + explosions + rolled + aside
    parts = {"hot_spots": rolled, "hot_spot_supply": aside, "explosions": explosions}
    return total, f"{len(setup.hot_spots)} placed + {explosions} from explosions + {rolled} rolled + {aside} set aside", parts


_LEVEL_FIELDS = {"hazmat": ("hazmat",), "hot_spots": ("hot_spots", "hot_spot_supply", "explosions")}
"""The level values that add to each supply's need, in the order a pointer prefers them among equal shares."""


def _level_supply(ctx: Context, kind: str, held: int, needed) -> Iterator[Diagnostic]:
    """The worst level's need of ``kind`` against the supply."""
    worst = max(_level_choices(ctx.call), key=lambda choice: needed(ctx, choice[1])[0])
    j, level = worst
    total, breakdown, parts = needed(ctx, level)
    if total <= held:
        return
    name = kind.replace("_", " ")
    at_level = f" at level '{level.id}'" if level is not None else ""
    if level is not None:
        fields = [f for f in _LEVEL_FIELDS[kind] if f in level.model_fields_set]
        field = max(fields, key=lambda f: parts.get(f, 0), default=None)  # the level value adding the most
        where = pointer("levels", j, field) if field else pointer("levels", j)
    else:
        where = _last_pointer(ctx.call.setup, kind, f"place_{kind}") or "/setup"
    yield make(
        "FP303",
        f"setup needs {total} {name}{at_level} ({breakdown}), but the supply holds {held}",
        pointer=where,
        hint=f'Lower the counts or raise "supply.{kind}".',
    )


# ---- FP304 ----


def check_winnable(ctx: Context) -> Iterator[Diagnostic]:
    """FP304: the win needs no more Victims than the bag holds, nor more Helpers than setup places (R-HERO-7); the
    loss threshold and player count make sense (R-END)."""
    call = ctx.call
    if call.win.rescued > call.poi_bag.victims + (1 if call.named_victim is not None else 0):
        yield make(
            "FP304",
            f"winning needs {call.win.rescued} rescued Victims, but the POI bag holds only {call.poi_bag.victims}",
            pointer="/win/rescued",
            hint='Lower "win.rescued" or add Victims to "poi_bag".',
        )
    helpers = call.win.helpers_rescued
    if helpers is not None and helpers > len(call.setup.helpers):
        yield make(
            "FP304",
            f"winning needs {helpers} rescued Helpers, but setup places only {len(call.setup.helpers)}",
            pointer="/win/helpers_rescued",
            hint='Lower "win.helpers_rescued" or place more Helpers in "setup.helpers".',
        )
    named = call.named_victim
    kind = permanent_blocks(call).get(tuple(named.cell)) if named is not None and named.needed else None
    if kind is not None:
        yield make(
            "FP304",
            f"the named Victim, needed to win, lies on {cell_text(named.cell)} under Call marker '{kind}', which blocks "
            "movement and can never be removed: the Call cannot be won",
            pointer="/named_victim/cell", cells=[tuple(named.cell)],
            hint=f"Move the named Victim, or give '{kind}' a clear_cost.",
        )
    yield from _poi_never_replenished(ctx)
    yield from _never_carried(ctx)
    params = ctx.params
    if params.rescue == "ambulance" and not params.vehicles and not call.rescue_places:
        yield make(
            "FP304",
            f"Victims are rescued only at the Ambulance (rescue 'ambulance'), but ruleset '{call.ruleset.name}' "
            "plays without vehicles: no Victim can ever be rescued",
            pointer=_param_pointer(call, "vehicles"),
            hint='Keep "vehicles" on, set "ruleset.params.rescue" to "outside", or give the Call a rescue place.',
        )


CARRY_STEP_AP = 2
"""AP a step costs a firefighter carrying a Victim (R-ACT-2)."""


def _never_carried(ctx: Context) -> Iterator[Diagnostic]:
    """FP304: a plain firefighter holds at most its AP a turn plus the saved AP cap at once (R-TURN-2), so where that
    is under the 2 AP of a carrying step (R-ACT-2) no Victim ever leaves its space, and a win by rescues is out of
    reach. Specialists and heroes bring AP of their own (R-ACT-11, R-HERO-1), and a Victim a card Heals is led for 1 AP
    a step (R-ACT-12): the check leaves such Calls out.

    >>> from engine.model import Call
    >>> call = Call(id="c", title={"en": "T"}, board="b", ruleset={"name": "family",
    ...             "params": {"ap_per_turn": 1, "max_saved_ap": 0}})
    >>> [d.message for d in _never_carried(Context(board=None, call=call))]  # doctest: +ELLIPSIS
    ['a firefighter holds at most 1 AP at once (1 AP a turn, 0 saved), but a step carrying a Victim costs 2...']
    """
    call, params = ctx.call, ctx.params
    if params.specialists or call.heroes is not None or call.win.rescued <= 0 or _heals(call):
        return
    most = params.ap_per_turn + params.max_saved_ap
    if most >= CARRY_STEP_AP:
        return
    yield make(
        "FP304",
        f"a firefighter holds at most {most} AP at once ({params.ap_per_turn} AP a turn, {params.max_saved_ap} saved), "
        f"but a step carrying a Victim costs {CARRY_STEP_AP}: no Victim can ever be carried out, and winning needs "
        f"{call.win.rescued} rescued",
        pointer=_param_pointer(call, "max_saved_ap" if "max_saved_ap" in call.ruleset.params.model_fields_set
                               else "ap_per_turn"),
        hint='Raise "ruleset.params.ap_per_turn" or "ruleset.params.max_saved_ap" so that they add up to 2 or more.',
    )


def _heals(call) -> bool:
    """Whether a card or a Call marker of ``call`` Heals Victims (R-HERO-4), who are then led, not carried."""
    return any(getattr(eff, "effect", None) == "heal" for _, eff in _all_effects(call))


def _setup_poi(call, players: int) -> int:
    """The POI the setup places for ``players`` firefighters: the listed spaces and every ``place_poi`` step."""
    steps = (p for p in call.setup.procedures if isinstance(p, PlaceProcedure) and p.do == "place_poi")
    return len(call.setup.poi) + sum(_count(p.count, None, "") + p.by_players.get(str(players), 0) for p in steps)


def _places_poi(call) -> dict[int, bool]:
    """For each player count the Call allows: whether every game of it can place a POI after setup by a card it
    draws (R-POI-1, R-SETUP-3). A card counts when the game deals it where it can be drawn: a Fire card, a Flare-Up
    card shuffled in, or an Event card that a card drawn reveals; at every level when cards differ by level."""
    cards = {card.id: card for deck in call.decks for card in deck.cards}
    placing = {card_id for card_id, card in cards.items()
               if any(getattr(eff, "effect", None) == "place_poi" for _, eff in _effects(card.effects, ()))}
    if not placing:
        return {n: False for n in range(call.players.min, call.players.max + 1)}
    revealing = {card_id for card_id, card in cards.items()
                 if any(isinstance(eff, RevealEvent) for _, eff in _effects(card.effects, ()))}
    moves = shuffle_moves(call)
    out: dict[int, bool] = {}
    for players, level in deal_games(call):
        phase, revealable = dealt_cards(call, players, level, moves)
        drawn = set(phase) | (set(revealable) if set(phase) & revealing else set())  # Event cards once a card drawn reveals
        out[players] = out.get(players, True) and bool(drawn & placing)
    return out


def _poi_never_replenished(ctx: Context) -> Iterator[Diagnostic]:
    """FP304: with ``poi_on_board`` 0 no POI comes after setup (R-POI-1) unless a card drawn places one, so the Victims
    to rescue are at most the POI setup places (and the named Victim), at each player count the Call allows."""
    call = ctx.call
    if ctx.params.poi_on_board:
        return
    by_cards = _places_poi(call)
    named = 1 if call.named_victim is not None else 0
    short = {}  # POI placed -> the player counts that place so few
    for players in range(call.players.min, call.players.max + 1):
        placed = _setup_poi(call, players)
        if not by_cards[players] and min(placed, call.poi_bag.victims) + named < call.win.rescued:
            short.setdefault(placed, []).append(players)
    if not short:
        return
    placed = min(short)
    counts = sorted(n for ns in short.values() for n in ns)
    allowed = list(range(call.players.min, call.players.max + 1))
    at = "" if counts == allowed else f" with {_counts_text(counts)}"
    most = min(placed, call.poi_bag.victims) + named
    cards = " and no card a game draws places one" if any(True for _ in _placing_effects(call)) else ""
    yield make(
        "FP304",
        f"winning needs {call.win.rescued} rescued Victims, but \"poi_on_board\" is 0, so no POI is placed after "
        f"setup{cards}, and setup places {placed} POI{at}: at most {most} Victims can ever be rescued",
        pointer=_param_pointer(call, "poi_on_board"),
        hint='Set "ruleset.params.poi_on_board" above 0 (3 in the rulebooks), place more POI at setup, or lower '
             '"win.rescued".',
    )


def _placing_effects(call):
    return (eff for _, eff in _all_effects(call) if getattr(eff, "effect", None) == "place_poi")


# ---- FP327 ----


def check_win_stays_open(ctx: Context) -> Iterator[Diagnostic]:
    """FP327: no game can reach a state that can no longer be won and is not lost (R-END-1, R-END-2).

    With ``V`` Victims in the bag (the named Victim counted), a win at ``R``
    rescued and a loss at ``L`` lost, a game that has lost ``V - R + 1`` can
    no longer be won; when that is fewer than ``L`` it is not lost either, and
    plays on until the building collapses (a playtest: until its turn limit).
    The standard 7 of 10 with a loss at 4 is exactly closed: ``R + L - 1 = V``.

    >>> from engine.model import Call
    >>> call = Call(id="c", title={"en": "T"}, board="b", win={"rescued": 9})
    >>> [d.message for d in check_win_stays_open(Context(board=None, call=call))]  # doctest: +ELLIPSIS
    ['winning needs 9 rescued Victims of the 10 in the POI bag, and the game is lost at 4 Victims lost: once 2 are lost...']
    """
    call = ctx.call
    yield from _helpers_stay_open(call)
    victims = call.poi_bag.victims + (1 if call.named_victim is not None else 0)
    needed, lost_at = call.win.rescued, call.loss.victims_lost
    if needed > victims or needed + lost_at - 1 <= victims:
        return
    short = victims - needed + 1
    lower_win = f'Lower "win.rescued" to {victims - lost_at + 1} or ' if victims - lost_at + 1 >= 1 else "Lower "
    yield make(
        "FP327",
        f"winning needs {needed} rescued Victims of the {victims} in the POI bag, and the game is lost at {lost_at} "
        f"Victims lost: once {short} {'is' if short == 1 else 'are'} lost it can no longer be won, yet it is not lost "
        "and plays on until the building collapses",
        pointer="/win/rescued",
        hint=f'{lower_win}"loss.victims_lost" to {short}, or add Victims to "poi_bag".',
    )


def _helpers_stay_open(call) -> Iterator[Diagnostic]:
    """FP327 for Helpers (R-HERO-7): with ``P`` Helpers placed, ``H`` of them to rescue and a loss at ``L`` lost (or
    none), a game that has lost ``P - H + 1`` can no longer be won; when that is fewer than ``L``, or no count of
    Helpers lost loses, it is not lost either.

    >>> from engine.model import Call
    >>> call = Call(id="c", title={"en": "T"}, board="b", ruleset={"name": "gsh"}, win={"helpers_rescued": 2},
    ...             setup={"helpers": [[1, 1], [1, 2]]})
    >>> [d.message for d in _helpers_stay_open(call)]  # doctest: +ELLIPSIS
    ['winning needs 2 rescued Helpers of the 2 setup places, and no count of Helpers lost loses the game: once 1 is...']
    """
    needed, placed, lost_at = call.win.helpers_rescued, len(call.setup.helpers), call.loss.helpers_lost
    if needed is None or needed > placed:  # more than placed: FP304
        return
    short = placed - needed + 1
    if lost_at is not None and short >= lost_at:
        return
    loses = ("no count of Helpers lost loses the game" if lost_at is None
             else f"the game is lost at {lost_at} Helpers lost")
    yield make(
        "FP327",
        f"winning needs {needed} rescued Helpers of the {placed} setup places, and {loses}: once {short} "
        f"{'is' if short == 1 else 'are'} lost it can no longer be won, yet it is not lost and plays on until the "
        "building collapses",
        pointer="/loss/helpers_lost" if lost_at is not None else "/win/helpers_rescued",
        hint=f'Set "loss.helpers_lost" to {short}, lower "win.helpers_rescued", or place more Helpers in '
             '"setup.helpers".',
    )


# ---- FP305 ----


def _param_pointer(call, name: str) -> str:
    if name in call.ruleset.params.model_fields_set and getattr(call.ruleset.params, name) is not None:
        return pointer("ruleset", "params", name)
    if "ruleset" in call.model_fields_set:
        return "/ruleset/name"
    return "/board"


def check_board_features(ctx: Context) -> Iterator[Diagnostic]:
    """FP305: the board has what the ruleset plays with: vehicle spots, zones, arrows (R-ACT-4, R-ACT-8, R-ACT-9, R-POI-3, R-SEC-4)."""
    call, board, params = ctx.call, ctx.board, ctx.params
    needs: dict[str, tuple[str, str]] = {}  # feature -> (parameter, why)
    if params.vehicles:
        needs.setdefault("ambulance", ("vehicles", "the Ambulance drives between ambulance spots"))
        needs.setdefault("engine", ("vehicles", "the Engine drives between engine spots"))
        needs.setdefault("zones", ("vehicles", "the deck gun targets zones"))
    if params.rescue == "ambulance":
        needs.setdefault("ambulance", ("rescue", "Victims are rescued at the Ambulance"))
    needs.setdefault("ambulance", ("knock_down", "knocked-down firefighters go to an ambulance spot"))
    if params.poi_replenish == "arrows":
        needs.setdefault("arrows", ("poi_replenish", "new POI slide along the arrows"))
    present = {
        "ambulance": bool(board.parking.ambulance),
        "engine": bool(board.parking.engine),
        "zones": bool(board.zones),
        "arrows": board.arrows is not None,
    }
    labels = {"ambulance": "ambulance spots", "engine": "engine spots", "zones": "zones", "arrows": "POI arrows"}
    for feature, (param, why) in needs.items():
        if present[feature]:
            continue
        yield make(
            "FP305",
            f"ruleset '{call.ruleset.name}' needs {labels[feature]} ({why}), but board '{board.id}' has none",
            pointer=_param_pointer(call, param),
            hint=f"Add {labels[feature]} to the board, or choose a ruleset or parameters that do without them.",
        )


# ---- FP306 ----


def _effects(effects, base: tuple) -> Iterator[tuple[tuple, object]]:
    """Every effect with its pointer parts, descending into ``repeat``."""
    for k, effect in enumerate(effects):
        here = (*base, k)
        yield here, effect
        if isinstance(effect, Repeat):
            yield from _effects(effect.effects, (*here, "effects"))


def check_references(ctx: Context) -> Iterator[Diagnostic]:
    """FP306: specialists the ruleset has, known cards and decks, unique ids, levels for level-based counts."""
    call, params = ctx.call, ctx.params
    if call.specialists and not params.specialists:
        yield make(
            "FP306",
            f"the Call lists specialists, but ruleset '{call.ruleset.name}' plays without them",
            pointer="/specialists",
            hint='Remove "specialists", or set "ruleset.params.specialists" to true.',
        )
    seen_specialists: set[str] = set()
    for i, name in enumerate(call.specialists or []):
        if name in seen_specialists:
            yield _unknown(f"specialist '{name}' is listed twice", ("specialists", i), "List each specialist once.")
        seen_specialists.add(name)
    yield from _deck_references(call, params)
    yield from _level_references(call)
    yield from _mechanic_ids(call)


def _unknown(message: str, parts: tuple, hint: str) -> Diagnostic:
    return make("FP306", message, pointer=pointer(*parts), hint=hint)


def _deck_references(call, params) -> Iterator[Diagnostic]:
    decks: dict[str, int] = {}
    cards: dict[str, tuple[int, int]] = {}
    for i, deck in enumerate(call.decks):
        if deck.id in decks:
            first = f"/decks/{decks[deck.id]}"
            yield _unknown(f"deck id '{deck.id}' is used twice (first at {first})", ("decks", i, "id"), "Give each deck its own id.")
        decks.setdefault(deck.id, i)
        for j, card in enumerate(deck.cards):
            if card.id in cards:
                first = "/decks/{}/cards/{}".format(*cards[card.id])
                yield _unknown(
                    f"card id '{card.id}' is used twice (first at {first})", ("decks", i, "cards", j, "id"), "Give each card its own id."
                )
            cards.setdefault(card.id, (i, j))
    has_event_deck = any(d.kind == "event" for d in call.decks)
    event_cards = any(d.kind == "event" and d.cards for d in call.decks)
    known_cards = f"Known cards: {', '.join(sorted(cards))}."
    known_decks = f"Known decks: {', '.join(sorted(decks)) or 'none'}."
    for i, deck in enumerate(call.decks):
        for j, card in enumerate(deck.cards):
            for parts, effect in _effects(card.effects, ("decks", i, "cards", j, "effects")):
                if isinstance(effect, ShuffleIn):
                    if effect.card not in cards:
                        yield _unknown(f"card '{card.id}' shuffles in an unknown card '{effect.card}'", (*parts, "card"), known_cards)
                    if effect.deck not in decks:
                        yield _unknown(f"card '{card.id}' shuffles into an unknown deck '{effect.deck}'", (*parts, "deck"), known_decks)
                elif effect.effect == "reveal_event" and not event_cards:
                    yield _unknown(
                        f"card '{card.id}' reveals an event, but the Call has "
                        + ("no card in its event deck" if has_event_deck else "no event deck"),
                        (*parts, "effect"),
                        'Add cards to the deck with "kind": "event".' if has_event_deck else 'Add a deck with "kind": "event".',
                    )
    if params.fire_phase == "fire_deck" and not any(d.kind == "fire" for d in call.decks):
        yield make(
            "FP306",
            f"ruleset '{call.ruleset.name}' draws a Fire card every turn, but the Call has no fire deck",
            pointer="/decks" if call.decks else "/ruleset/name",
            hint='Add a deck with "kind": "fire".',
        )


_MECHANICS = (("water_sources", "water source"), ("rescue_places", "rescue place"), ("markers", "marker"))
"""The Call mechanics a Call lists by id (R-HERO-5, R-HERO-6, R-HERO-8): the field and what one item is called."""


def _mechanic_ids(call) -> Iterator[Diagnostic]:
    """Water sources, rescue places and Call marker kinds each have their own id: the engine finds them by it, so a
    second one of an id would never be used."""
    for field, name in _MECHANICS:
        first: dict[str, int] = {}
        for i, item in enumerate(getattr(call, field)):
            if item.id in first:
                yield _unknown(f"{name} id '{item.id}' is used twice (first at /{field}/{first[item.id]})",
                               (field, i, "id"), f"Give each {name} its own id.")
            first.setdefault(item.id, i)


def _level_references(call) -> Iterator[Diagnostic]:
    seen: set[str] = set()
    for i, level in enumerate(call.levels):
        if level.id in seen:
            yield _unknown(f"level id '{level.id}' is used twice", ("levels", i, "id"), "Give each level its own id.")
        seen.add(level.id)
    for i, procedure in enumerate(call.setup.procedures):
        if procedure.count != "level":
            continue
        if not call.levels:
            message = f"procedure '{procedure.do}' takes its count from the difficulty level, but the Call has no levels"
            hint = 'Give a number, or add "levels".'
        elif procedure.do == "place_poi":
            message = "levels set no POI count, so 'place_poi' cannot take its count from the level"
            hint = "Give a number."
        else:
            continue
        yield _unknown(message, ("setup", "procedures", i, "count"), hint)


# ---- FP307 ----


def check_first_explosion(ctx: Context) -> Iterator[Diagnostic]:
    """FP307: the first-explosion table gives every black-die face its own scene space (R-SETUP-2)."""
    sides = ctx.board.dice.black_sides
    for i, procedure in enumerate(ctx.call.setup.procedures):
        if not isinstance(procedure, ExplosionsProcedure):
            continue
        base = ("setup", "procedures", i, "first_table")
        targets: dict[tuple, str] = {}
        for face, cell in procedure.first_table.items():
            cell = tuple(cell)
            where = pointer(*base, face)
            if int(face) > sides:
                message, hint = f"face {face} cannot come up on the d{sides} black die", f"Use faces 1-{sides}."
            elif cell not in ctx.scene:
                message, hint = f"face {face} targets {cell_text(cell)}, which is not a scene space", "Target a scene space."
            elif cell in targets:
                message, hint = f"faces {targets[cell]} and {face} both target {cell_text(cell)}", "Give each face its own space."
            else:
                targets[cell] = face
                continue
            yield make("FP307", message, pointer=where, cells=[cell], hint=hint)
        missing = [str(f) for f in range(1, sides + 1) if str(f) not in procedure.first_table]
        if missing:
            yield make(
                "FP307",
                f"the first-explosion table has no entry for face {', '.join(missing)} of the d{sides}",
                pointer=pointer(*base),
                hint="Give every face of the black die a target.",
            )


# ---- FP308 ----


def check_ruleset_allows(ctx: Context) -> Iterator[Diagnostic]:
    """FP308: nothing the ruleset turns off: Debris needs 'debris' (R-ACT-13), Hazmat 'hazmat' (R-SEC-2), Hot Spots
    'hot_spots' or the Fire deck's Flare-Up cards (R-SEC-3, R-HERO-9), decks the Fire deck phase (R-FIRE-2). Without
    them a marker is placed and never acts: a Hazmat that never explodes, a Hot Spot that never flares up."""
    call, params = ctx.call, ctx.params
    hot_spots_act = params.hot_spots or params.fire_phase == "fire_deck"
    for marker, name, on in (("hazmat", "Hazmat", params.hazmat), ("hot_spots", "Hot Spots", hot_spots_act)):
        if on:
            continue
        where = _last_pointer(call.setup, marker, f"place_{marker}")
        if where is not None:
            yield make(
                "FP308",
                f"the setup places {name}, but ruleset '{call.ruleset.name}' plays without them (parameter '{marker}' is off)",
                pointer=where,
                hint=f'Remove the {name} and their setup procedure, or set "ruleset.params.{marker}" to true.',
            )
    if call.setup.debris and not params.debris:
        yield make(
            "FP308",
            f"the setup places Debris, but ruleset '{call.ruleset.name}' plays without it (parameter 'debris' is off)",
            pointer=pointer("setup", "debris", 0),
            hint='Remove the Debris, or set "ruleset.params.debris" to true.',
        )
    if call.decks and params.fire_phase != "fire_deck":
        yield make(
            "FP308",
            f"the Call has card decks, but ruleset '{call.ruleset.name}' rolls for the fire each turn (fire_phase 'roll') and plays no cards",
            pointer="/decks",
            hint='Remove "decks", or set "ruleset.params.fire_phase" to "fire_deck".',
        )


# ---- FP309 ----


def _fire_blocked_cells(ctx: Context) -> set[tuple[int, int]]:
    """The spaces that start under a Call marker whose kind blocks fire (R-HERO-8)."""
    blocking = {k.id for k in ctx.call.markers if k.blocks_fire}
    return {(c[0], c[1]) for kind, placements in ctx.call.setup.markers.items() if kind in blocking
            for p in placements for c in placement_cells(p)}


def check_smoke_beside_fire(ctx: Context) -> Iterator[Diagnostic]:
    """FP309: starting Smoke Adjacent to starting Fire becomes Fire at the first flashover (R-FIRE-1).

    Fire does not cross the edges of a space under a starting Call marker that blocks fire (R-HERO-8).
    """
    setup = ctx.call.setup
    fire = {tuple(c) for c in setup.fire}
    if not fire or not setup.smoke:
        return
    adjacent = ctx.initial_graph
    shielded = _fire_blocked_cells(ctx)
    for i, cell in enumerate(setup.smoke):
        cell = tuple(cell)
        if cell in fire or cell not in adjacent or cell in shielded:
            continue
        burning = sorted(n for n in adjacent.neighbors(cell) if n in fire and n not in shielded)
        if burning:
            yield make(
                "FP309",
                f"Smoke on {cell_text(cell)} is Adjacent to Fire on {cell_text(burning[0])}: it turns to Fire at the end of the first turn",
                pointer=pointer("setup", "smoke", i),
                cells=[cell, *burning],
                hint="Start it as Fire, move it, or put a wall or a closed door between them.",
            )


# ---- FP317, FP328 ----


def check_level_numbers(ctx: Context) -> Iterator[Diagnostic]:
    """FP317: a level leaves out a number the Call takes from it, so it plays as 0 (R-SETUP-2).

    A level's numbers default to 0; writing 0 says it is meant, while a
    number left out is most often a slip (a level copied without it).
    """
    used = level_numbers_read(ctx.call, ctx.params)
    for i, level in enumerate(ctx.call.levels):
        for name in used:
            if name not in level.model_fields_set:
                yield make(
                    "FP317",
                    f"level '{level.id}' leaves out \"{name}\", which this Call takes from the level: it plays as 0",
                    pointer=pointer("levels", i),
                    hint=f'Write "{name}" in the level, as 0 if none is meant.',
                )


_UNREAD_WHY = {
    "explosions": ('no setup step takes its count from the level', 'an "explosions" setup step'),
    "hazmat": ('no setup step takes its count from the level', 'a "place_hazmat" setup step'),
    "hot_spots": ('no setup step takes its count from the level', 'a "place_hot_spots" setup step'),
}
"""Why a level count is not read, and the setup step that would read it (FP328)."""


def _supply_switch(params) -> str:
    """The ruleset parameters that make a game take Hot Spots from the level's supply (R-SEC-2, R-SEC-3): flare-ups
    of the rolled fire phase, else (a Fire deck flares up by its cards) an exploded Hazmat that leaves one."""
    if params.fire_phase == "roll":
        return '"ruleset.params.hot_spots"'
    if params.hazmat:
        return '"ruleset.params.hazmat_leaves_hot_spot"'
    return '"ruleset.params.hazmat" and "ruleset.params.hazmat_leaves_hot_spot"'


def check_level_numbers_read(ctx: Context) -> Iterator[Diagnostic]:
    """FP328: a level sets a number no game of this Call reads, so changing it changes nothing (R-SETUP-2).

    Most often a level copied from another Call, or a setup step written with
    a fixed count where the level's was meant. A 0 is never reported: it says
    nothing is meant.
    """
    read = level_numbers_read(ctx.call, ctx.params)
    for i, level in enumerate(ctx.call.levels):
        for name in LEVEL_NUMBERS:
            value = getattr(level, name)
            if name in read or name not in level.model_fields_set or value == 0:
                continue
            if name == "hot_spot_supply":
                why = (f"in ruleset '{ctx.call.ruleset.name}' no Hot Spot is taken from the supply: Hot Spots do not flare "
                       "up from rolled Fire and no exploded Hazmat leaves one")
                hint = f'Remove "{name}" from the level, or set {_supply_switch(ctx.params)} to true.'
            else:
                why, step = _UNREAD_WHY[name]
                hint = f'Remove "{name}" from the level, or give {step} "count": "level".'
            yield make(
                "FP328",
                f"level '{level.id}' sets \"{name}\" to {value}, but no game of this Call reads it: {why}",
                pointer=pointer("levels", i, name),
                hint=hint,
            )


# ---- FP318 ----


def fire_deck_size(call, players: int, level: str | None) -> int:
    """Cards in the Fire deck at setup for ``players`` at ``level``: Fire cards, plus the Flare-Ups shuffled in (R-SETUP-3).

    As the engine builds it (``engine.rules.decks.build_decks``): every Fire
    card dealt at that count and level, ``copies`` times, and as many dealt
    Flare-Up cards as ``in_fire_deck`` gives for the count.

    >>> from engine.model import Call
    >>> card = {"id": "spread", "title": {"en": "Spread"}, "players": [5, 6], "effects": [{"effect": "advance_fire"}]}
    >>> call = Call(id="c", title={"en": "C"}, board="b", decks=[{"id": "fire", "kind": "fire", "cards": [card]}])
    >>> fire_deck_size(call, 2, None), fire_deck_size(call, 5, None)
    (0, 1)
    """
    fire = flare = taken = 0
    for deck in call.decks:
        dealt = sum(card.copies for card in deck.cards if card.dealt_in(players, level))
        if deck.kind == "fire":
            fire += dealt
        elif deck.kind == "flare_up":
            flare += dealt
            taken += deck.in_fire_deck.get(str(players), 0)
    return fire + min(flare, taken)


def _counts_text(counts: list[int]) -> str:
    """``[2]`` -> ``player count 2``; ``[1, 2, 4]`` -> ``player counts 1, 2, 4``."""
    return f"player count{'s' if len(counts) > 1 else ''} {', '.join(str(n) for n in counts)}"


def check_fire_deck_reach(ctx: Context) -> Iterator[Diagnostic]:
    """FP318: the Fire deck holds a card at every player count and level the Call allows (R-SETUP-3).

    Cards limited by ``players`` or ``levels`` can leave the Fire deck empty at
    setup, and such a game cannot start; reported at the first Fire deck, one
    diagnostic per level. A Call without a Fire deck is FP306.
    """
    call = ctx.call
    fire_decks = [i for i, deck in enumerate(call.decks) if deck.kind == "fire"]
    if ctx.params.fire_phase != "fire_deck" or not fire_decks:
        return
    for level in [lv.id for lv in call.levels] or [None]:
        empty = [n for n in range(call.players.min, call.players.max + 1) if not fire_deck_size(call, n, level)]
        if not empty:
            continue
        at = f" at level '{level}'" if level is not None else ""
        yield make(
            "FP318",
            f"the Fire deck has no card for {_counts_text(empty)}{at}: such a game cannot be set up",
            pointer=pointer("decks", fire_decks[0]),
            hint='Add a card dealt at these counts (a card without "players" or "levels" is dealt in every game), '
                 'or narrow the Call\'s "players".',
        )


def check_flare_up_supply(ctx: Context) -> Iterator[Diagnostic]:
    """FP303: a Flare-Up deck gives the Fire deck no more cards than it holds at a player count (R-SETUP-3); the game
    would take what there is."""
    call = ctx.call
    levels = [lv.id for lv in call.levels] or [None]
    for i, deck in enumerate(call.decks):
        if deck.kind != "flare_up":
            continue
        for count, taken in sorted(deck.in_fire_deck.items()):
            players = int(count)
            held = max(sum(c.copies for c in deck.cards if c.dealt_in(players, level)) for level in levels)
            if taken > held:
                yield make(
                    "FP303",
                    f"deck '{deck.id}' puts {taken} Flare-Up cards into the Fire deck with {players} players, but holds "
                    f"{held} at that count: the game plays with {held}",
                    pointer=pointer("decks", i, "in_fire_deck", count),
                    hint=f"Lower the number to {held} or give the deck more Flare-Up cards (copies).",
                )


def check_cards_dealt(ctx: Context) -> Iterator[Diagnostic]:
    """FP320: every card goes into the decks of some game the Call allows: its ``players`` and ``levels`` meet the
    Call's (R-SETUP-3). A card at levels the Call lacks is FP306."""
    call = ctx.call
    known = {lv.id for lv in call.levels}
    levels = sorted(known) or [None]
    counts = range(call.players.min, call.players.max + 1)
    for i, deck in enumerate(call.decks):
        for j, card in enumerate(deck.cards):
            if card.levels is not None and not set(card.levels) & known:
                continue
            if not any(card.dealt_in(n, level) for n in counts for level in levels):
                yield make(
                    "FP320",
                    f"card '{card.id}' is dealt with {_counts_text(sorted(card.players or []))}, but the Call takes "
                    f"{call.players.min}-{call.players.max} players: no game deals it",
                    pointer=pointer("decks", i, "cards", j, "players"),
                    hint='Widen the card\'s "players", or remove it.',
                )


# ---- FP329 ----


def check_values_no_game_reaches(ctx: Context) -> Iterator[Diagnostic]:
    """FP329: a value no game of the Call ever uses: a loss at more Helpers lost than setup places (R-HERO-7), an extra
    count for a player count the Call is not played with, an edge listed twice among the open doors.

    >>> from engine.model import Call
    >>> call = Call(id="c", title={"en": "T"}, board="b", players={"min": 2, "max": 4},
    ...             setup={"procedures": [{"do": "place_hazmat", "count": 2, "by_players": {"3": 1, "6": 2}}]})
    >>> [(d.pointer, d.message) for d in check_values_no_game_reaches(Context(board=None, call=call))]
    [('/setup/procedures/0/by_players/6', 'an extra count for 6 players, but the Call is played with 2-4: no game uses it')]
    """
    call = ctx.call
    lost, placed = call.loss.helpers_lost, len(call.setup.helpers)
    if lost is not None and lost > placed:
        yield make("FP329", f'"helpers_lost" is {lost}, but setup places {placed} Helper{"" if placed == 1 else "s"}: '
                            "this loss can never happen",
                   pointer="/loss/helpers_lost",
                   hint=f'Lower "loss.helpers_lost" to at most {placed}, or place more Helpers in "setup.helpers".'
                   if placed else 'Remove "loss.helpers_lost", or place Helpers in "setup.helpers".')
    for i, step in enumerate(call.setup.procedures):
        for count in getattr(step, "by_players", {}):
            if not call.players.min <= int(count) <= call.players.max:
                yield make("FP329", f"an extra count for {count} player{'' if count == '1' else 's'}, but the Call is played with "
                                    f"{call.players.min}-{call.players.max}: no game uses it",
                           pointer=pointer("setup", "procedures", i, "by_players", count),
                           hint=f'Remove "{count}", or widen "players".')
    seen: set = set()
    for j, edge in enumerate(call.setup.open_doors):
        key = normalize_edge(edge)
        if key in seen:
            a, b = key
            yield make("FP329", f"open_doors lists the edge between {cell_text(a)} and {cell_text(b)} twice",
                       pointer=pointer("setup", "open_doors", j), cells=[tuple(a), tuple(b)],
                       hint="List each open door once.")
        seen.add(key)


CHECKS = (
    check_placements,
    check_marker_clashes,
    check_supplies,
    check_winnable,
    check_win_stays_open,
    check_board_features,
    check_references,
    check_first_explosion,
    check_ruleset_allows,
    check_smoke_beside_fire,
    check_level_numbers,
    check_level_numbers_read,
    check_fire_deck_reach,
    check_flare_up_supply,
    check_cards_dealt,
    check_values_no_game_reaches,
)
"""The Call checks, in report order."""
