"""Advance Fire, secondary effects and extinguishing (R-FIRE, R-SEC, R-ACT-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dice import STREAM_FIRE
from engine.rules import PARAMEDIC, PAY_EXTINGUISH, RESCUE_SPECIALIST, marked_in_reach, named_victim
from engine.rules import modifiers as hero_mods
from engine.rules.explosion import explode, set_fire
from engine.rules.poi import any_on_fire, lose_on_fire, nonzero
from engine.rules.turn import check_end, pay
from engine.state import CARRY_HAZMAT, CARRY_NONE, CARRY_VICTIM, EMPTY, FIRE, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

_MAX_FLARE_UPS = 1000


def fire_phase(g: Game) -> None:
    """One Advance Fire roll with its flare-ups, then the secondary effects up to R-SEC-5 (R-TURN-1, R-FIRE-2, R-SEC).

    A flare-up follows when the target holds a Hot Spot once flashover and the Hazmat explosions are done, in the
    order R-SEC lists them: a Hot Spot a Hazmat explosion left on the target counts.

    :meth:`engine.game.Game.finish_fire_phase` ends the phase: the Call's own losses on Fire (Helpers, markers) are
    counted as a Victim's is, then Fire outside the scene is removed (R-SEC-6).
    """
    st = g.st
    flared = False
    last = -1
    g.dice.substream(STREAM_FIRE)
    for _ in range(_MAX_FLARE_UPS):
        target = g.roll_target("advance_fire", STREAM_FIRE)
        while target < 0:  # a custom board's dice may name no space: roll again
            target = g.roll_target("advance_fire", STREAM_FIRE)
        last = target
        advance_fire(g, target)
        flashover_and_hazmat(g)
        if not (g.hot_spots_on and st.hot[target]):  # a Hazmat's Hot Spot left there counts too (R-SEC-2, then R-SEC-3)
            break
        flared = True
        g.emit("flare_up", cell=g.cells[target])
    if flared:
        place_flare_up_hot_spot(g, last)
    knock_down(g)
    lose_on_fire(g)


def advance_fire(g: Game, target: int) -> None:
    """Add Smoke on the target; Smoke -> Fire; next to Fire -> Fire; on Fire -> Explosion (R-FIRE-1)."""
    st = g.st
    f = st.fire[target]
    if f == FIRE:
        explode(g, target)
    elif f == SMOKE or adjacent_to_fire(g, target):
        set_fire(g, target)
    else:
        st.fire[target] = SMOKE
        g.emit("smoke", cell=g.cells[target])


def adjacent_to_fire(g: Game, s: int) -> bool:
    """Whether a space Adjacent to ``s`` (through a non-blocking edge) holds Fire (R-GEO-3, R-GEO-4).

    gsh: a Call marker kind with ``blocks_fire`` makes every edge of its space a
    wall for fire that takes no Damage (R-HERO-8): Fire spreads neither into
    nor out of the space (here and in flashover, R-SEC-1), and an Explosion's
    blast or Shockwave stops at such an edge with no effect on it
    (``explosion.explode``, R-EXPL-2, R-EXPL-3). The board's walls and doors
    count as always; Calls without such markers take the plain loop.
    """
    if g.fire_walls:
        return _adjacent_to_fire_walled(g, s)
    st = g.st
    fire, passable = st.fire, st.passable
    for t, e in g.cb.adjacent[s]:  # noqa: SIM110 - a plain loop is faster on the hot path
        if fire[t] == FIRE and passable[e]:
            return True
    return False


def _adjacent_to_fire_walled(g: Game, s: int) -> bool:
    """:func:`adjacent_to_fire` on a Call with fire-blocking markers (R-HERO-8)."""
    st = g.st
    fire, passable, marks, block = st.fire, st.passable, st.marks, g.mark_fire
    if block[marks[s]]:
        return False
    for t, e in g.cb.adjacent[s]:  # noqa: SIM110
        if fire[t] == FIRE and passable[e] and not block[marks[t]]:
            return True
    return False


def flashover(g: Game) -> None:
    """Every Smoke Adjacent to Fire becomes Fire, until none is (R-SEC-1).

    Starts from the Smoke spaces next to Fire, then spreads from each new Fire.
    The first scan reads a ``bytes`` copy of the markers: the compiled engine
    indexes ``bytes`` natively, a ``bytearray`` through a generic lookup.
    gsh: fire does not cross the edges of a fire-blocking Call marker's space (R-HERO-8).
    """
    if g.fire_walls:
        _flashover_walled(g)
        return
    st = g.st
    fire, passable, adjacent = st.fire, st.passable, g.cb.adjacent
    threats = bytes(fire)
    frontier = []
    for s in range(len(threats)):
        if threats[s] == SMOKE:
            for t, e in adjacent[s]:
                if threats[t] == FIRE and passable[e]:
                    frontier.append(s)
                    break
    for s in frontier:
        fire[s] = FIRE
        g.emit("flashover", cell=g.cells[s])
    while frontier:
        s = frontier.pop()
        for t, e in adjacent[s]:
            if fire[t] == SMOKE and passable[e]:
                fire[t] = FIRE
                g.emit("flashover", cell=g.cells[t])
                frontier.append(t)


def _flashover_walled(g: Game) -> None:
    """:func:`flashover` on a Call with fire-blocking markers: edges of their spaces block (R-SEC-1, R-HERO-8)."""
    st = g.st
    fire, passable, adjacent, marks, block = st.fire, st.passable, g.cb.adjacent, st.marks, g.mark_fire
    frontier = []
    for s in range(len(fire)):
        if fire[s] == SMOKE and not block[marks[s]]:
            for t, e in adjacent[s]:
                if fire[t] == FIRE and passable[e] and not block[marks[t]]:
                    frontier.append(s)
                    break
    for s in frontier:
        fire[s] = FIRE
        g.emit("flashover", cell=g.cells[s])
    while frontier:
        s = frontier.pop()
        for t, e in adjacent[s]:
            if fire[t] == SMOKE and passable[e] and not block[marks[t]]:
                fire[t] = FIRE
                g.emit("flashover", cell=g.cells[t])
                frontier.append(t)


def flashover_and_hazmat(g: Game) -> None:
    """Flashover, then Hazmat on Fire explode in ascending space order, until stable (R-SEC-1, R-SEC-2).

    A Hazmat carried by a firefighter standing in Fire is dropped there and explodes too.
    """
    st = g.st
    while True:
        flashover(g)
        if not g.hazmat_on:
            return
        for seat, pos in enumerate(st.ff_pos):
            if st.ff_carry[seat] == CARRY_HAZMAT and st.fire[pos] == FIRE:
                st.ff_carry[seat] = CARRY_NONE
                st.hazmat[pos] += 1
        if not any_on_fire(st.fire, [st.hazmat]):  # the usual case
            return
        burning = [s for s in nonzero(st.hazmat) if st.fire[s] == FIRE]
        for s in burning:
            if st.hazmat[s]:  # a Shockwave of an earlier one may have set it off already (gsh, R-EXPL-4)
                hazmat_explosion(g, s)


def hazmat_explosion(g: Game, s: int) -> None:
    """A Hazmat on Fire is removed and explodes on its space; experienced leaves a Hot Spot (R-SEC-2).

    The Hot Spot comes from the supply, like a flare-up's: after setup the
    supply holds every Hot Spot marker left (the others go back to the box,
    R-SETUP-2), so none is placed once it is used up.
    """
    st = g.st
    st.hazmat[s] -= 1
    st.hazmat_removed += 1
    g.emit("hazmat_explosion", cell=g.cells[s])
    if g.hazmat_leaves_hot_spot:
        place_hot_spot_from_supply(g, s)
    explode(g, s)


def place_hot_spot_from_supply(g: Game, s: int) -> None:
    """Put a Hot Spot from the supply on ``s``, unless one is there or the supply is empty (R-SEC-2, R-SEC-3)."""
    st = g.st
    if st.hot_spot_supply > 0 and not st.hot[s]:
        st.hot[s] = 1
        st.hot_spot_supply -= 1
        g.emit("hot_spot", cell=g.cells[s])


def place_flare_up_hot_spot(g: Game, s: int) -> None:
    """After flare-ups, one new Hot Spot from the supply on the last target (R-SEC-3)."""
    place_hot_spot_from_supply(g, s)


def knock_down(g: Game) -> None:
    """Every firefighter on Fire is Knocked Down; a carried Victim is lost (R-SEC-4).

    Destination: parameter ``knock_down``: ``nearest_ambulance_space`` (family:
    nearest ambulance parking space as the crow flies, ties by ascending index)
    or ``ambulance`` (the nearer space of the Ambulance's current spot, ties by
    ascending index; the nearest parking space without an Ambulance). A carried
    Hazmat and a led Healed Victim are left in the Fire space.
    """
    st = g.st
    fire = st.fire
    for seat in range(len(st.ff_pos)):
        if fire[st.ff_pos[seat]] == FIRE:
            knock_down_one(g, seat)


def knock_down_one(g: Game, seat: int, in_actions: bool = False) -> None:
    """Knock one firefighter down where it stands, as on Fire (R-SEC-4): a carried Victim is lost, the rest left there.

    Used by the fire phase (:func:`knock_down`), a Call marker's ``knock_down`` on entering (``in_actions``: while the
    firefighter takes its actions) and the card effect ``knock_down``.
    """
    st = g.st
    s = st.ff_pos[seat]
    carry = st.ff_carry[seat]
    st.ff_carry[seat] = CARRY_NONE
    if carry == CARRY_VICTIM:
        st.lost += 1
        g.emit("victim_lost", cell=g.cells[s], count=1)
        if g.vip_on:
            named_victim.lost_with(g, seat)
    elif carry == CARRY_HAZMAT:
        st.hazmat[s] += 1
    if st.ff_lead[seat]:
        st.healed[s] += 1
        st.ff_lead[seat] = 0
        if g.vip_on:
            named_victim.left(g, seat, s, True)
    st.ff_down[seat] = 0
    dest = knock_down_destination(g, s)
    st.ff_pos[seat] = dest
    g.emit("knock_down", seat=seat, cell=g.cells[s], to=g.cells[dest])
    if g.heroes_on:
        g.hero_knocked_down(seat, in_actions)
    if carry == CARRY_VICTIM:
        check_end(g)


def knock_down_destination(g: Game, s: int) -> int:
    """Where a firefighter Knocked Down on ``s`` goes (R-SEC-4)."""
    cb = g.cb
    if g.knock_down_rule == "ambulance" and g.st.ambulance >= 0:
        a, b = cb.ambulance_spots[g.st.ambulance]
        return a if _dist2(cb, s, a) <= _dist2(cb, s, b) else b
    return cb.nearest_ambulance_space[s]


def _dist2(cb, a: int, b: int) -> int:
    ar, ac = divmod(a, cb.cols)
    br, bc = divmod(b, cb.cols)
    return (ar - br) ** 2 + (ac - bc) ** 2


def remove_outside_fire(g: Game) -> None:
    """Remove every Fire outside the scene (R-SEC-6)."""
    fire = g.st.fire
    threats = bytes(fire)  # read natively by the compiled engine, see flashover
    for s in g.cb.outside_spaces:
        if threats[s]:
            fire[s] = EMPTY


# ---- the extinguish action ----


def extinguish_base_cost(g: Game, seat: int, full: bool) -> int:
    """AP of one extinguish step (1) or of removing a Fire at once (2); doubled for Paramedic and Rescue Specialist
    (R-ACT-6, R-ACT-11); before gsh modifiers."""
    cost = 2 if full else 1
    return cost * 2 if g.st.ff_spec[seat] in (PARAMEDIC, RESCUE_SPECIALIST) else cost


def extinguish_cost(g: Game, seat: int, full: bool) -> int:
    """AP of one extinguish step (1) or of removing a Fire at once (2); doubled for Paramedic and Rescue Specialist (R-ACT-6, R-ACT-11)."""
    cost = extinguish_base_cost(g, seat, full)
    if g.heroes_on:  # gsh: Gear, skills and Boosts (R-ACT-14)
        return hero_mods.cost(g, seat, hero_mods.ACT_EXTINGUISH, cost)
    return cost


def extinguish_targets(g: Game, seat: int):
    """The own space and the Adjacent spaces holding Smoke or Fire (R-ACT-6)."""
    return marked_in_reach(g, seat, g.st.fire)


def extinguish(g: Game, seat: int, s: int, full: bool) -> None:
    """Fire -> Smoke or Smoke removed (1 AP); Fire removed (2 AP) (R-ACT-6). Paid with extinguish AP first."""
    st = g.st
    pay(g, seat, extinguish_cost(g, seat, full), PAY_EXTINGUISH)
    if g.heroes_on:
        hero_mods.note_cost(g, seat, hero_mods.ACT_EXTINGUISH, extinguish_base_cost(g, seat, full))
    if full or st.fire[s] == SMOKE:
        st.fire[s] = EMPTY
    else:
        st.fire[s] = SMOKE
    g.emit("extinguish", seat=seat, cell=g.cells[s], now=("empty", "smoke", "fire")[st.fire[s]])
