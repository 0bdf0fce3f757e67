"""Points of interest: revealing, losing and replenishing (R-ACT-3, R-SEC-5, R-POI)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dice import STREAM_POI_PLACE
from engine.rules import named_victim
from engine.rules.identity import draw_identity
from engine.rules.turn import check_end
from engine.state import CARRY_VICTIM, FIRE, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

_MAX_ROLLS = 500
"""Give up placing one POI after this many rolls (a board with no free space left)."""


def reveal(g: Game, s: int) -> None:
    """Turn over the face-down POI on ``s``: a Victim stays, a False Alarm is removed (R-ACT-3)."""
    st = g.st
    st.poi[s] = 0
    if draw_identity(g, s):
        st.victims[s] += 1
        g.emit("reveal", cell=g.cells[s], poi="victim")
    else:
        st.false_alarms_found += 1
        g.emit("reveal", cell=g.cells[s], poi="false_alarm")


def lose_on_fire(g: Game) -> None:
    """Every Victim or POI in a Fire space is lost; a POI is revealed first (R-SEC-5)."""
    st = g.st
    fire = st.fire
    blank = g.cb.blank
    marked = []
    if st.poi != blank:
        marked.append(st.poi)
    if st.victims != blank:
        marked.append(st.victims)
    if st.healed != blank:
        marked.append(st.healed)
    if not any_on_fire(fire, marked):  # the usual case
        return
    for s in sorted({*nonzero(st.poi), *nonzero(st.victims), *nonzero(st.healed)}):
        if fire[s] != FIRE:
            continue
        if st.poi[s]:
            reveal(g, s)
        n = st.victims[s] + st.healed[s]
        if n:
            st.victims[s] = 0
            st.healed[s] = 0
            st.lost += n
            if g.vip_on:
                named_victim.lost_on(g, s)
            g.emit("victim_lost", cell=g.cells[s], count=n)
            check_end(g)


_NONZERO = bytes([0] + [1] * 255)


def any_on_fire(fire: bytearray, markers: list[bytearray]) -> bool:
    """Whether a space with Fire holds a marker of one of the ``markers`` arrays.

    Reads ``bytes`` copies of the arrays: the compiled engine indexes ``bytes``
    natively, a ``bytearray`` through a generic lookup.

    >>> any_on_fire(bytearray([2, 1, 0]), [bytearray([0, 1, 0]), bytearray([0, 0, 3])])
    False
    >>> any_on_fire(bytearray([2, 1, 0]), [bytearray([0, 0, 0]), bytearray([1, 0, 0])])
    True
    """
    if not markers:
        return False
    burning = bytes(fire)
    held = [bytes(arr) for arr in markers]
    for s in range(len(burning)):
        if burning[s] == FIRE:
            for marks in held:
                if marks[s]:
                    return True
    return False


def nonzero(arr: bytearray) -> list[int]:
    """Indices of the non-zero bytes of ``arr``, ascending (C-level scans: few markers, many spaces).

    >>> nonzero(bytearray([0, 2, 0, 1]))
    [1, 3]
    """
    flags = arr.translate(_NONZERO)
    out = []
    i = flags.find(1)
    while i >= 0:
        out.append(i)
        i = flags.find(1, i + 1)
    return out


def total(arr: bytearray) -> int:
    """Sum of a per-space count array; quick when it holds only zeros and ones (the usual case).

    >>> total(bytearray([0, 1, 0, 1])), total(bytearray([0, 2, 1, 0])), total(bytearray(3))
    (2, 3, 0)
    """
    zeros = arr.count(0)
    if zeros == len(arr):
        return 0
    ones = arr.count(1)
    if zeros + ones == len(arr):
        return ones
    return sum(arr)


def poi_count(g: Game) -> int:
    """POI on the board for replenishment: face-down POI and Victims not rescued or lost (R-POI-1).

    With the parameter ``poi_count_victims`` false, only face-down POI count
    (the Hungarian rulebook's own wording; the other sources count Victims too).
    """
    st = g.st
    count = total(st.poi)
    if not g.poi_count_victims:
        return count
    blank = g.cb.blank  # often no Victim lies on the board: one comparison instead of a count
    if st.victims != blank:
        count += total(st.victims)
    if st.healed != blank:
        count += total(st.healed)
    for led in st.ff_lead:
        count += led
    return count + st.ff_carry.count(CARRY_VICTIM)


def replenish(g: Game) -> None:
    """Bring the board back to ``poi_on_board`` POI while the bag lasts (R-POI-1, R-POI-2, R-POI-3)."""
    st = g.st
    want = g.poi_on_board
    count = poi_count(g)
    while count < want:
        in_bag = st.pool_victims + st.pool_false_alarms - total(st.poi)
        if in_bag <= 0:
            return
        target = poi_target(g)
        if target < 0:
            return
        place_poi(g, target)
        count = poi_count(g)


def place_poi(g: Game, s: int) -> None:
    """Put a face-down POI on ``s``, clearing threats and revealing on a firefighter per the parameters (R-POI-2, R-POI-3)."""
    st = g.st
    if g.poi_clears_threats and st.fire[s]:
        st.fire[s] = 0
        g.emit("threat_removed", cell=g.cells[s])
    st.poi[s] = 1
    g.emit("poi_placed", cell=g.cells[s])
    if g.reveals_new_poi and s in st.ff_pos:
        reveal(g, s)


def blocked(g: Game, s: int) -> bool:
    """Whether a new POI may not land on ``s`` (parameter ``poi_blocked_by``, R-POI-2, R-POI-3)."""
    st = g.st
    b = g.poi_blockers
    if "poi" in b and (st.poi[s] or st.victims[s] or st.healed[s]):
        return True
    f = st.fire[s]
    if f == FIRE and "fire" in b:
        return True
    if f == SMOKE and "smoke" in b:
        return True
    return "firefighter" in b and s in st.ff_pos


def poi_target(g: Game) -> int:
    """Roll a target; re-roll (family) or slide along the arrows (experienced) when blocked (R-POI-2, R-POI-3)."""
    arrows = g.poi_replenish_rule == "arrows"
    nxt = g.cb.arrow_next
    g.dice.substream(STREAM_POI_PLACE)
    for _ in range(_MAX_ROLLS):
        t = g.roll_target("poi", STREAM_POI_PLACE)
        if t < 0:
            continue
        if not blocked(g, t):
            return t
        if not arrows:
            continue
        seen = {t}
        while True:
            t = nxt[t]
            if t < 0 or t in seen:
                break
            seen.add(t)
            if not blocked(g, t):
                g.emit("poi_slid", cell=g.cells[t])
                return t
    return -1
