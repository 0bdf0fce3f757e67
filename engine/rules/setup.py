"""Setting up a game from a Call (R-SETUP-1, R-SETUP-2).

Fixed placements come first, then the Call's random procedures in order.
Where the Call leaves starting places to the players, the engine uses a
documented default (see :func:`default_starts`), which ``Game.new(start=...)``
overrides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dice import STREAM_POI_PLACE, STREAM_SETUP_EXPLOSIONS, STREAM_SETUP_HAZMAT, STREAM_SETUP_HOT_SPOTS
from engine.errors import GameError
from engine.rules.explosion import explode
from engine.state import DOOR_CLOSED, DOOR_OPEN, FIRE, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

_MAX_REROLLS = 1000


def place_fixed(g: Game, call) -> None:
    """Doors, Fire, Smoke, POI, Hazmat, Hot Spots from the Call's fixed setup (R-SETUP-1)."""
    cb, st = g.cb, g.st
    for e, kind in enumerate(cb.edge_kind):
        if kind == 2:  # DOOR
            st.door[e] = DOOR_OPEN if cb.door_initially_open[e] else DOOR_CLOSED
            st.passable[e] = 1 if cb.door_initially_open[e] else 0
        elif kind == 1:  # WALL
            st.passable[e] = 0
    setup = call.setup
    for a, b in setup.open_doors:
        e = cb.edge_between(g.index(a), g.index(b))
        if e < 0 or cb.edge_kind[e] != 2:
            raise GameError(f"setup.open_doors: no door between {list(a)} and {list(b)}")
        st.door[e] = DOOR_OPEN
        st.passable[e] = 1
    for cell in setup.fire:
        st.fire[g.index(cell)] = FIRE
    for cell in setup.smoke:
        st.fire[g.index(cell)] = SMOKE
    for cell in setup.poi:
        st.poi[g.index(cell)] = 1
    for cell in setup.hazmat:
        st.hazmat[g.index(cell)] += 1
    for cell in setup.hot_spots:
        st.hot[g.index(cell)] = 1
    for cell in setup.debris:
        st.debris[g.index(cell)] += 1


def run_procedures(g: Game, call, level, players: int) -> None:
    """Run the Call's random setup procedures in order (R-SETUP-2).

    Fire a setup explosion puts outside the scene is removed at once (R-SEC-6).
    """
    from engine.rules.fire import remove_outside_fire

    for proc in call.setup.procedures:
        if proc.do == "explosions":
            setup_explosions(g, _count(proc.count, level, "explosions"), proc.first_table)
            remove_outside_fire(g)
        else:
            count = _count(proc.count, level, {"place_hazmat": "hazmat", "place_poi": "poi", "place_hot_spots": "hot_spots"}[proc.do])
            count += proc.by_players.get(str(players), 0)
            place_rolled(g, proc.do, count, set(proc.reroll_on))


def _count(count, level, what: str) -> int:
    if count != "level":
        return count
    if level is None:
        raise GameError(f"setup procedure takes its {what} count from the level, but the Call has no levels")
    if what == "poi":
        raise GameError("place_poi needs an explicit count")
    return getattr(level, what)


def setup_explosions(g: Game, count: int, first_table: dict) -> None:
    """Setup explosions: a d8 table for the first, rolled targets after; the third flips the second's black die and re-rolls red (R-SETUP-2).

    Each target without Fire gets Fire and a Hot Spot and explodes; a target
    with Fire is re-rolled (the third re-rolls its red die, or both dice once
    every red face of its column has Fire). Once no space the dice name is
    without Fire, the explosions left are not done: a Call may ask for more
    than the board holds, and the game still starts.
    """
    cb, st = g.cb, g.st
    black_sides = cb.black_sides
    second = None
    for i in range(count):
        if i == 0:
            face = g.roll(black_sides, "black", "setup_explosion", STREAM_SETUP_EXPLOSIONS)
            cell = first_table.get(str(face))
            if cell is None:
                raise GameError(f"setup first-explosion table has no entry for {face}")
            target = g.index(cell)
        elif i == 2 and second is not None:
            black = black_sides + 1 - second[1]
            target = _roll_red_only(g, black)
        else:
            red, black, target = _roll_free_space(g)
            if i == 1:
                second = (red, black)
        if target < 0:
            return
        st.fire[target] = FIRE
        if not st.hot[target]:
            st.hot[target] = 1
        g.emit("setup_explosion", cell=g.cells[target])
        explode(g, target)


def _roll_free_space(g: Game):
    for _ in range(_MAX_REROLLS):
        red = g.roll(g.cb.red_sides, "red", "setup", STREAM_SETUP_EXPLOSIONS)
        black = g.roll(g.cb.black_sides, "black", "setup", STREAM_SETUP_EXPLOSIONS)
        t = g.cb.roll_target(red, black)
        if t >= 0 and g.st.fire[t] != FIRE:
            return red, black, t
    return -1, -1, -1


def _roll_red_only(g: Game, black: int) -> int:
    cb, st = g.cb, g.st
    column = [cb.roll_target(r, black) for r in range(1, cb.red_sides + 1)]
    if all(t < 0 or st.fire[t] == FIRE for t in column):
        return _roll_free_space(g)[2]
    for _ in range(_MAX_REROLLS):
        red = g.roll(cb.red_sides, "red", "setup", STREAM_SETUP_EXPLOSIONS)
        t = cb.roll_target(red, black)
        if t >= 0 and st.fire[t] != FIRE:
            return t
    return -1


_MARKER = {"place_hazmat": "hazmat", "place_poi": "poi", "place_hot_spots": "hot"}
_STREAM = {"place_hazmat": STREAM_SETUP_HAZMAT, "place_poi": STREAM_POI_PLACE, "place_hot_spots": STREAM_SETUP_HOT_SPOTS}
"""The dice stream of each placing procedure: one more Hazmat leaves the Hot Spots' and POIs' rolls in step."""


def place_rolled(g: Game, what: str, count: int, reroll_on: set) -> None:
    """Roll targets for ``count`` markers, re-rolling onto the listed markers and onto the same marker (R-SETUP-2).

    Once no space is left for the marker, the markers left are not placed: a ``setup_short`` event says how many
    were (what ``callforge validate`` warns of, FP325).
    """
    st = g.st
    arr = getattr(st, _MARKER[what])
    stream = _STREAM[what]
    for placed in range(count):
        g.dice.substream(stream)  # one sub-stream per marker: one more Hazmat leaves the others where they were
        for _ in range(_MAX_REROLLS):
            t = g.roll_target("setup", stream)
            if t >= 0 and not arr[t] and not _holds(st, t, reroll_on):
                break
        else:
            g.emit("setup_short", what=_MARKER[what], placed=placed, asked=count)
            return
        arr[t] = 1
        g.emit("setup_" + _MARKER[what], cell=g.cells[t])


def _holds(st, t: int, markers: set) -> bool:
    return bool(
        ("fire" in markers and st.fire[t] == FIRE)
        or ("smoke" in markers and st.fire[t] == SMOKE)
        or ("poi" in markers and (st.poi[t] or st.victims[t]))
        or ("hazmat" in markers and st.hazmat[t])
        or ("hot_spot" in markers and st.hot[t])
    )


def default_starts(cb, players: int) -> list[int]:
    """Default starting spaces by seat when the Call leaves them open (R-SETUP-2).

    Seats take the outside spaces next to the scene's openings and doors in
    ascending index order, cycling when there are more seats than entrances
    (the first outside space when there is no entrance).
    """
    entries = list(cb.entry_spaces) or list(cb.outside_spaces[:1])
    if not entries:
        raise GameError("the board has no outside space to start on")
    return [entries[i % len(entries)] for i in range(players)]
