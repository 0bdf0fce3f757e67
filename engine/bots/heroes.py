"""Simple hero choices for the bots (gsh, R-HERO-1, R-HERO-2, R-HERO-7, R-HERO-8): which Gear and Boosts to take, when to
use a Boost, when to remove a Call marker, when to guide a Helper.

A card is worth what its modifiers obviously give: extra AP (regular more than
movement or extinguish AP, less when limited to the Engine, a zone, one use a
Call or a knock-down), cheaper extinguishing, chopping and clearing, a little
for the actions the greedy team does not plan (the diagonal move, Heal). A
Boost is used at the start of the turn when it gives AP at once; other Boosts
wait. A firefighter that carries and leads nothing and stands with a Helper
guides it one step nearer a rescue space (by steps through passable edges,
around Fire); it does not walk to Helpers. Only public information is read:
the cards on offer and one's own cards.
"""

from __future__ import annotations

from engine.actions import Action
from engine.rules import modifiers as mods
from engine.rules.rescue import is_rescue_space
from engine.state import PHASE_ACTION, PHASE_FORGE

_KIND_VALUE = (1.0, 0.7, 0.6)
_ACTION_VALUE = (0.9, 0.5, 0.6, 0.1, 0.1)
_WHEN_VALUE = (1.0, 0.8, 0.3, 1.0, 0.0)  # start of turn, after a Fire card, knock-down, on use, always


def mod_value(mod: mods.Mod) -> float:
    """A rough worth of one modifier, in AP per turn."""
    if mod.op == mods.OP_EXTRA:
        value = mod.amount * _KIND_VALUE[mod.kind] * _WHEN_VALUE[mod.when]
    elif mod.op == mods.OP_COST:
        value = -mod.change * _ACTION_VALUE[mod.action]
    elif mod.op == mods.OP_ALLOW:
        value = 0.2
    else:
        value = 0.1
    if mod.on_engine or mod.zone != mods.NO_ZONE:
        value *= 0.3
    if mod.limit == mods.LIMIT_CALL:
        value *= 0.3
    return value


def card_value(card: mods.HeroCard) -> float:
    return sum(mod_value(m) for m in card.mods)


def forge_choice(game) -> Action | None:
    """The Gear to equip or the Boost to pick now (the most valuable; ties by id), None when not forging."""
    st = game.st
    if not game.heroes_on or st.phase != PHASE_FORGE or not st.forge_offer:
        return None
    t = mods.tables(game)
    gear = st.forge_stage == "gear"
    pool = t.gear if gear else t.boosts
    best = max(sorted(set(st.forge_offer)), key=lambda c: card_value(pool[c]))
    return Action("equip" if gear else "pick", arg=best)


def boost_choice(game) -> Action | None:
    """``boost`` at the start of the own turn when the Active Boost gives AP at once."""
    st = game.st
    if not game.heroes_on or st.phase != PHASE_ACTION or st.actions_this_turn:
        return None
    seat = st.player
    card = st.ff_active[seat]
    if not card or st.boost_live:
        return None
    for mod in mods.tables(game).boosts[card].mods:
        if mod.op == mods.OP_EXTRA and mod.when == mods.WHEN_USE and mods.applies(game, seat, mod):
            return Action("boost")
    return None


def marker_choice(game) -> Action | None:
    """``remove`` a Call marker in reach that would lose the game on Fire, or that blocks the way (R-HERO-8)."""
    st = game.st
    mech = game.mech
    if mech is None or st.phase != PHASE_ACTION:
        return None
    from engine.rules import mechanics

    seat = st.player
    for s in mechanics.remove_options(game, seat):
        kind = st.marks[s]
        if mech.burns[kind] == mechanics.BURN_LOSS or mech.block[kind]:
            return Action("remove", divmod(s, game.cb.cols))
    return None


def blast_choice(game) -> Action | None:
    """``blast`` from a water source the firefighter stands on when its zone holds two Fires or more (R-HERO-5)."""
    st = game.st
    mech = game.mech
    if mech is None or not mech.water or st.phase != PHASE_ACTION:
        return None
    from engine.rules import mechanics

    zone_of = game.cb.zone_of
    for i in mechanics.blast_options(game, st.player):
        zone = mech.water[i][2]
        if sum(1 for s in range(len(st.fire)) if st.fire[s] == 2 and zone_of[s] == zone) >= 2:
            return Action("blast", arg=mech.water[i][0])
    return None


def rescue_steps(game) -> list[int]:
    """Steps from every space to the nearest rescue space through passable edges, around Fire (-1: none) (R-ACT-4)."""
    st, cb = game.st, game.cb
    steps = [-1] * cb.n
    frontier = [s for s in range(cb.n) if is_rescue_space(game, s)]
    for s in frontier:
        steps[s] = 0
    while frontier:
        nxt = []
        for s in frontier:
            for t, e in cb.adjacent[s]:
                if steps[t] < 0 and st.passable[e] and st.fire[t] != 2:
                    steps[t] = steps[s] + 1
                    nxt.append(t)
        frontier = nxt
    return steps


def guide_choice(game) -> Action | None:
    """``guide`` the Helper of the own space one step nearer a rescue space (R-HERO-7)."""
    st = game.st
    if game.mech is None or st.phase != PHASE_ACTION or not st.helpers[st.ff_pos[st.player]]:
        return None
    from engine.rules import mechanics

    options = mechanics.guide_options(game, st.player)
    if not options:
        return None
    steps = rescue_steps(game)
    here = steps[st.ff_pos[st.player]]
    reachable = [t for t in options if steps[t] >= 0]
    if not reachable:
        return None
    best = min(reachable, key=lambda t: (steps[t], t))
    if here >= 0 and steps[best] >= here:
        return None
    return Action("guide", divmod(best, game.cb.cols))


def hero_choice(game) -> Action | None:
    """A forging decision, a Boost worth using now, a dangerous Call marker to remove, a water source worth
    opening or a Helper to guide, else None (the bot plays on)."""
    return forge_choice(game) or boost_choice(game) or marker_choice(game) or blast_choice(game) or guide_choice(game)
