"""Golden State Heroes firefighters: forging, Boosts, Heal, the diagonal move and Crew Change (gsh, R-ACT-14, R-HERO-1..4).

Order of play: after the setup each seat in turn forges (R-HERO-1): it looks
at ``gear_draw`` Gear cards and equips ``gear_keep`` of them (``equip ID``,
one at a time; the others are discarded), then looks at ``boost_draw`` Boost
cards and keeps two (``pick ID``: the first is Active, the second Reserve; the
others are discarded), or one when the Call allows one Boost a Call
(``boosts_per_call``). Then seat 0 starts its first turn.

During its turn a firefighter may use its Active Boost (``boost``, no AP): the
card is discarded, its ``on_use`` modifiers happen at once and its other
modifiers hold for the rest of the turn; at the end of the turn the Reserve
Boost becomes Active (R-HERO-2). Skills and Gear are in force all the time
(see ``modifiers``). Crew Change (R-HERO-3, R-ACT-10) swaps the specialist on
the Engine's spot for 2 AP: the Gear stays with the old specialist, the new one
brings its own or, having none, forges Gear at once; the Boosts stay with the
player. Triggered modifiers (``start_of_turn``, ``after_fire_card``,
``on_knock_down``) are done in the order their cards are in force: skill,
Gear in the order equipped, Boosts used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules import PAY_MOVE, PAY_OTHER, named_victim
from engine.rules import decks as deck_rules
from engine.rules import modifiers as mods
from engine.rules.movement import ITEM_HAZMAT, ITEM_NONE, ITEM_VICTIM, ITEM_WORDS, move
from engine.rules.turn import hold_gained_ap
from engine.rules.turn import start_turn as start_regular_turn
from engine.state import CARRY_HAZMAT, CARRY_NONE, CARRY_VICTIM, FIRE, PHASE_ACTION, PHASE_FORGE

if TYPE_CHECKING:
    from engine.game import Game

CREW_CHANGE_COST = 2


# ---- forging (R-HERO-1) ----


def begin_forging(g: Game) -> None:
    """Shuffle the Gear and Boost decks and let seat 0 forge first; start the first turn when nothing is to forge (R-HERO-1)."""
    st = g.st
    t = mods.tables(g)
    players = len(st.ff_pos)
    st.gear_deck = list(t.gear_ids)
    st.boost_deck = list(t.boost_ids)
    if st.gear_deck:
        deck_rules.shuffle(g, st.gear_deck, "gear")
    if st.boost_deck:
        deck_rules.shuffle(g, st.boost_deck, "boost")
    st.forge_queue = list(range(players))
    st.forge_resume = 0
    _deal(g, "gear")


def _deal(g: Game, stage: str) -> None:
    """Put the forging seat's cards of ``stage`` on offer, skipping a stage with nothing to choose."""
    st = g.st
    t = mods.tables(g)
    while st.forge_queue:
        st.player = st.forge_queue[0]
        if stage == "gear":
            if t.gear_keep > 0:
                if len(st.gear_deck) < t.gear_draw and st.gear_discard:
                    _reshuffle_gear(g)
                _draw_offer(st.gear_deck, st.forge_offer, t.gear_draw)
            if st.forge_offer:
                break
            stage = "boost"
            if st.forge_resume:  # a Crew Change forges Gear only
                st.forge_queue.pop(0)
                continue
        if t.boosts_kept:
            _draw_offer(st.boost_deck, st.forge_offer, t.boost_draw)
        if st.forge_offer:
            break
        st.forge_queue.pop(0)
        stage = "gear"
    if st.forge_queue:
        st.phase = PHASE_FORGE
        st.forge_stage = stage
        g.emit("forge_offer", seat=st.player, stage=stage, cards=list(st.forge_offer))
        return
    _finish_forging(g)


def _reshuffle_gear(g: Game) -> None:
    """Shuffle the Gear discard pile under what is left of the Gear deck, for a draw the deck cannot fill (R-HERO-1,
    R-HERO-3: forging and a new specialist after Crew Change draw their Gear even when earlier forging used the
    deck up; the Fire and Event decks are reshuffled alike)."""
    st = g.st
    pile = st.gear_discard[:]
    st.gear_discard.clear()
    deck_rules.shuffle(g, pile, "gear")
    st.gear_deck[:0] = pile  # the deck's top is its end: the cards left are drawn first


def _draw_offer(deck: list[str], offer: list[str], count: int) -> None:
    for _ in range(count):
        if not deck:
            return
        offer.append(deck.pop())


def _finish_forging(g: Game) -> None:
    st = g.st
    st.forge_stage = ""
    st.phase = PHASE_ACTION
    if st.forge_resume:
        st.forge_resume = 0
        return
    start_regular_turn(g, 0)
    start_turn(g, 0)


def forge_options(g: Game) -> list[tuple[str, str]]:
    """``(kind, card)`` of each forging decision: ``equip`` a Gear or ``pick`` a Boost on offer (R-HERO-1)."""
    word = "equip" if g.st.forge_stage == "gear" else "pick"
    return [(word, card) for card in sorted(set(g.st.forge_offer))]


def equip(g: Game, card: str) -> None:
    """Equip a Gear on offer; once enough are equipped the rest is discarded and the Boosts come (R-HERO-1)."""
    st = g.st
    seat = st.player
    hero = st.ff_hero[seat]
    st.forge_offer.remove(card)
    st.hero_gear.append(f"{hero}:{card}")
    g.emit("equip", seat=seat, specialist=hero, gear=card)
    if len(mods.gear_of(g, hero)) >= mods.tables(g).gear_keep or not st.forge_offer:
        st.gear_discard.extend(st.forge_offer)
        st.forge_offer.clear()
        if st.forge_resume:
            st.forge_queue.pop(0)
        _deal(g, "boost")


def keep(g: Game, card: str) -> None:
    """Keep a Boost on offer: the first Active, the second Reserve; then the rest is discarded (R-HERO-1, R-HERO-2).

    A Call allowing one Boost a Call keeps the Active one only (``boosts_per_call``).
    """
    st = g.st
    seat = st.player
    st.forge_offer.remove(card)
    st.ff_boosts_had[seat] += 1
    if not st.ff_active[seat]:
        st.ff_active[seat] = card
        g.emit("keep_boost", seat=seat, boost=card, place="active")
    else:
        st.ff_reserve[seat] = card
        g.emit("keep_boost", seat=seat, boost=card, place="reserve")
    if st.ff_boosts_had[seat] >= mods.tables(g).boosts_kept or not st.forge_offer:
        st.boost_discard.extend(st.forge_offer)
        st.forge_offer.clear()
        st.forge_queue.pop(0)
        _deal(g, "gear")


# ---- turns and triggers ----


def start_turn(g: Game, seat: int) -> None:
    """A hero's turn starts: free AP of its specialist, per-turn limits reset, ``start_of_turn`` modifiers (R-HERO-1)."""
    st = g.st
    st.hero_used = [u for u in st.hero_used if not u.startswith(("turn:", "start:"))]
    hero = st.ff_hero[seat]
    if hero:
        card = mods.tables(g).specialists[hero]
        if card.free_amount:
            mods.grant(g, seat, card.free_kind, card.free_amount)
    trigger(g, seat, mods.WHEN_START)


def end_actions(g: Game, seat: int) -> None:
    """The player ends its actions: free AP are lost, the Boosts used stop (R-HERO-2, R-TURN-2)."""
    st = g.st
    st.hx_move[seat] = 0
    st.hx_ext[seat] = 0
    st.boost_live.clear()


def flip_reserve(g: Game, seat: int) -> None:
    """After the POI are replenished the turn is over: the Reserve Boost becomes Active when the Active one was used
    (R-HERO-2).

    A Call allowing more than 2 Boosts a Call (``boosts_per_call``) then gives a firefighter that has had fewer a
    new Reserve from the top of the Boost deck, the Boost discard pile shuffled into a new deck when it is empty.
    """
    st = g.st
    if st.ff_active[seat] or not st.ff_reserve[seat]:
        return
    st.ff_active[seat] = st.ff_reserve[seat]
    st.ff_reserve[seat] = ""
    g.emit("boost_flipped", seat=seat, boost=st.ff_active[seat])
    most = mods.tables(g).boosts_per_call
    if most <= 2 or st.ff_boosts_had[seat] >= most:
        return
    if not st.boost_deck and st.boost_discard:
        st.boost_deck = st.boost_discard[:]
        st.boost_discard.clear()
        deck_rules.shuffle(g, st.boost_deck, "boost")
    if st.boost_deck:
        st.ff_reserve[seat] = st.boost_deck.pop()
        st.ff_boosts_had[seat] += 1
        g.emit("draw_boost", seat=seat, boost=st.ff_reserve[seat], had=st.ff_boosts_had[seat], most=mods.tables(g).boosts_per_call)


def trigger(g: Game, seat: int, when: int) -> None:
    """Do ``seat``'s ``extra_ap`` and ``heal`` modifiers triggered by ``when``, in the order of their cards (R-ACT-14)."""
    for card in mods.cards_in_force(g, seat):
        for mod in card.mods:
            if mod.when == when and mod.op in (mods.OP_EXTRA, mods.OP_HEAL) and mods.applies(g, seat, mod):
                _do(g, seat, mod)


def trigger_card(g: Game, seat: int, card: mods.HeroCard, when: int) -> None:
    """Do one card's modifiers triggered by ``when`` (a Boost's ``on_use``, R-HERO-2)."""
    for mod in card.mods:
        if mod.when == when and mod.op in (mods.OP_EXTRA, mods.OP_HEAL) and mods.applies(g, seat, mod):
            _do(g, seat, mod)


def _do(g: Game, seat: int, mod: mods.Mod) -> None:
    if mod.op == mods.OP_EXTRA:
        mods.grant(g, seat, mod.kind, mod.amount)
        mods.note_used(g, mod)
        if mod.when == mods.WHEN_START:
            g.st.hero_used.append("start:" + mod.key)  # what a Crew Change this turn takes back (R-ACT-10)
        g.emit("extra_ap", seat=seat, ap_kind=mods.KINDS[mod.kind], amount=mod.amount, source=mod.key)
    elif heal_here(g, seat):
        mods.note_used(g, mod)


def after_fire_card(g: Game, seat: int) -> None:
    """``after_fire_card`` modifiers of the seat whose turn drew the card; regular AP given then are held, up to the saved
    cap (R-ACT-14, R-TURN-2)."""
    before = g.st.ff_ap[seat]
    trigger(g, seat, mods.WHEN_FIRE_CARD)
    hold_gained_ap(g, seat, before)


def on_knock_down(g: Game, seat: int, in_actions: bool = False) -> None:
    """``on_knock_down`` modifiers of a firefighter just Knocked Down (R-SEC-4, R-ACT-14).

    AP gained outside the firefighter's own Take Action step (a Knock Down in a fire phase, its own turn's
    included) are saved AP, held up to the saved cap (R-TURN-2); gained while it takes actions (``in_actions``: a
    Call marker that knocks down on entry), they are spent or saved at the end of its actions like the rest.
    """
    before = g.st.ff_ap[seat]
    trigger(g, seat, mods.WHEN_KNOCK_DOWN)
    if not in_actions:
        hold_gained_ap(g, seat, before)


# ---- Boosts (R-HERO-2) ----


def can_boost(g: Game, seat: int) -> bool:
    """Whether ``seat`` holds an Active Boost to use (R-HERO-2)."""
    return bool(g.st.ff_active[seat])


def use_boost(g: Game, seat: int) -> None:
    """Use the Active Boost: discard it, do its ``on_use`` modifiers, keep the rest in force this turn (R-HERO-2)."""
    st = g.st
    card = st.ff_active[seat]
    st.ff_active[seat] = ""
    st.boost_discard.append(card)
    st.boost_live.append(card)
    g.emit("boost", seat=seat, boost=card)
    trigger_card(g, seat, mods.tables(g).boosts[card], mods.WHEN_USE)


# ---- Heal (R-HERO-4, R-ACT-12) ----


def heal_here(g: Game, seat: int) -> bool:
    """Put a Heal marker under a Victim in ``seat``'s space: one lying there first, else the carried one, then led (R-HERO-4, R-ACT-12)."""
    st = g.st
    s = st.ff_pos[seat]
    if st.victims[s] > 0:
        st.victims[s] -= 1
        st.healed[s] += 1
        if g.vip_on:
            named_victim.healed_lying(g, s)
    elif st.ff_carry[seat] == CARRY_VICTIM and not st.ff_lead[seat]:
        st.ff_carry[seat] = CARRY_NONE
        st.ff_lead[seat] = 1
        if g.vip_on:
            named_victim.healed_carried(g, seat)
    else:
        return False
    g.emit("heal", seat=seat, cell=g.cells[s])
    return True


def heal_cost(g: Game, seat: int) -> int:
    """1 AP, changed by ``ap_cost`` modifiers of ``heal`` (R-HERO-4, R-ACT-14)."""
    return mods.cost(g, seat, mods.ACT_HEAL, 1)


def can_heal(g: Game, seat: int) -> bool:
    """An ``allow heal`` modifier in force, the AP, and a Victim to heal in the own space (R-HERO-4)."""
    st = g.st
    if not mods.allowed(g, seat, mods.ACT_HEAL) or st.ff_ap[seat] < heal_cost(g, seat):
        return False
    return st.victims[st.ff_pos[seat]] > 0 or (st.ff_carry[seat] == CARRY_VICTIM and not st.ff_lead[seat])


def heal(g: Game, seat: int) -> None:
    """The Heal action (R-HERO-4)."""
    mods.pay(g, seat, heal_cost(g, seat), PAY_OTHER)
    mods.note_cost(g, seat, mods.ACT_HEAL, 1)
    mods.note_allowed(g, seat, mods.ACT_HEAL)
    heal_here(g, seat)


# ---- the diagonal move (R-ACT-14) ----


def diagonal_options(g: Game, seat: int) -> list[tuple[int, int, int, int, str]]:
    """``(dest, item, lead, cost, word)`` of each diagonal move of ``seat`` (an ``allow diagonal_move`` in force).

    A diagonal step goes to a grid corner neighbour without Fire, around a
    corner that is open on at least one side (both edges through one of the
    two spaces between do not block); 1 AP, 2 carrying a Victim or Hazmat
    (``ap_cost`` of ``diagonal_move`` changes both); never into Fire; not into
    or out of a space with Debris (R-ACT-13).
    """
    st, cb = g.st, g.cb
    if not mods.allowed(g, seat, mods.ACT_DIAGONAL):
        return []
    budget = mods.available(g, seat, PAY_MOVE)
    s = st.ff_pos[seat]
    if g.debris_on and st.debris[s]:
        return []
    r, c = divmod(s, cb.cols)
    held = st.ff_carry[seat]
    carry: list[int] = [ITEM_NONE]
    if held == CARRY_VICTIM or st.victims[s] > 0:
        carry.append(ITEM_VICTIM)
    if held == CARRY_HAZMAT or st.hazmat[s] > 0:
        carry.append(ITEM_HAZMAT)
    leads = [0, 1] if st.ff_lead[seat] or st.healed[s] else [0]
    one = mods.cost(g, seat, mods.ACT_DIAGONAL, 1)
    two = mods.cost(g, seat, mods.ACT_DIAGONAL, 2)
    out: list[tuple[int, int, int, int, str]] = []
    for dr in (-1, 1):
        for dc in (-1, 1):
            rr, cc = r + dr, c + dc
            if not (0 <= rr < cb.rows and 0 <= cc < cb.cols):
                continue
            t = rr * cb.cols + cc
            if g.marks_block and g.mark_block[st.marks[t]]:
                continue
            if st.fire[t] == FIRE or (g.debris_on and st.debris[t]) or not _corner_open(g, s, t, r * cb.cols + cc, rr * cb.cols + c):
                continue
            for item in carry:
                price = two if item != ITEM_NONE else one
                if price > budget:
                    continue
                for lead in leads:
                    out.append((t, item, lead, price, ITEM_WORDS[item, lead]))
    return out


def _corner_open(g: Game, s: int, t: int, m1: int, m2: int) -> bool:
    passable, cb = g.st.passable, g.cb
    for m in (m1, m2):
        e1, e2 = cb.edge_between(s, m), cb.edge_between(m, t)
        if e1 >= 0 and e2 >= 0 and passable[e1] and passable[e2]:
            return True
    return False


def diagonal_move(g: Game, seat: int, dest: int, item: int, lead: int, price: int) -> None:
    """Move diagonally (R-ACT-14); entering reveals a POI and may rescue, as a move does (R-ACT-3, R-ACT-4)."""
    mods.note_allowed(g, seat, mods.ACT_DIAGONAL)
    mods.note_cost(g, seat, mods.ACT_DIAGONAL, 2 if item != ITEM_NONE else 1)
    move(g, seat, dest, item, lead, price, seat, PAY_MOVE)


# ---- Crew Change with heroes (R-HERO-3, R-ACT-10) ----


def crew_options(g: Game, seat: int) -> list[str]:
    """Hero specialists ``seat`` may change to: first action of the turn, on the Engine's spot (or a Crew Change
    space of the Call, R-HERO-5), not in play."""
    st, cb = g.st, g.cb
    if st.actions_this_turn:
        return []
    pos = st.ff_pos[seat]
    on_engine = g.vehicles_on and st.engine >= 0 and pos in cb.engine_spots[st.engine]
    mech = g.mech
    if not on_engine and (mech is None or pos not in mech.crew_spaces):  # a Call's Crew Change spaces (R-HERO-5)
        return []
    t = mods.tables(g)
    return [h for h in t.order if h not in st.ff_hero and ap_after_change(g, seat, h) >= 0]


def ap_after_change(g: Game, seat: int, hero: str) -> int:
    """``seat``'s AP once it changed to ``hero`` (R-ACT-10, R-HERO-3): the AP it holds, with the old specialist's AP
    of this turn swapped for ``hero``'s, less the 2 the change costs.

    The AP held are the saved ones and the turn's, less what standing up from Debris cost (R-ACT-13) and plus what a
    Boost gave (R-HERO-2): neither is an action, so both can come before the change, and neither is undone by it.
    The AP the old specialist's skill and Gear gave as the turn began (``start_of_turn``) go with it: the turn is
    played with the new specialist's AP and abilities, and Gear stays with its specialist.
    """
    t = mods.tables(g)
    regular = start_gains(g, seat)[mods.KIND_REGULAR]
    return g.st.ff_ap[seat] - regular - mods.base_ap(g, seat) + t.specialists[hero].ap - CREW_CHANGE_COST


def start_gains(g: Game, seat: int, found: list[mods.Mod] | None = None) -> dict[int, int]:
    """The AP of each kind ``seat``'s specialist's skill and Gear gave as this turn began (``start:`` entries of
    ``GameState.hero_used``; ``found``: their modifiers, when :func:`start_mods` was asked already)."""
    gains = {mods.KIND_REGULAR: 0, mods.KIND_MOVE: 0, mods.KIND_EXTINGUISH: 0}
    for mod in start_mods(g, seat) if found is None else found:
        gains[mod.kind] = gains.get(mod.kind, 0) + mod.amount
    return gains


def start_mods(g: Game, seat: int) -> list[mods.Mod]:
    """The ``extra_ap`` modifiers of ``seat``'s specialist's skill and Gear that gave AP as this turn began."""
    st = g.st
    hero = st.ff_hero[seat]
    if not hero or not any(u.startswith("start:") for u in st.hero_used):
        return []
    t = mods.tables(g)
    return [mod for card in (t.specialists[hero], *(t.gear[gear] for gear in mods.gear_of(g, hero)))
            for mod in card.mods if mod.op == mods.OP_EXTRA and "start:" + mod.key in st.hero_used]


def crew_change(g: Game, seat: int, hero: str) -> None:
    """Swap to ``hero`` (:func:`ap_after_change`): the old specialist's free AP go, and those its skill and Gear gave
    as the turn began; ``hero``'s come; free AP a Boost gave stay. Gear stays with each specialist, Boosts move along.

    A specialist that has no Gear yet forges it now (R-HERO-3).
    """
    st = g.st
    old = st.ff_hero[seat]
    t = mods.tables(g)
    taken_back = start_mods(g, seat)
    gains = start_gains(g, seat, taken_back)
    st.ff_ap[seat] = ap_after_change(g, seat, hero)
    if old:
        _drop_free_ap(g, seat, t.specialists[old])
        st.hx_move[seat] = max(0, st.hx_move[seat] - gains[mods.KIND_MOVE])
        st.hx_ext[seat] = max(0, st.hx_ext[seat] - gains[mods.KIND_EXTINGUISH])
        # AP taken back were never had: a once-a-Call card keeps its use for the specialist's next turn
        taken = {"start:" + mod.key for mod in taken_back} | {"call:" + mod.key for mod in taken_back
                                                               if mod.limit == mods.LIMIT_CALL}
        st.hero_used = [u for u in st.hero_used if u not in taken]
    st.ff_hero[seat] = hero
    card = t.specialists[hero]
    if card.free_amount:
        mods.grant(g, seat, card.free_kind, card.free_amount)
    g.emit("crew_change", seat=seat, old=old, new=hero)
    if not mods.gear_of(g, hero) and mods.tables(g).gear_keep > 0:
        st.forge_queue = [seat]
        st.forge_resume = 1
        _deal(g, "gear")


def _drop_free_ap(g: Game, seat: int, card) -> None:
    """Take back the free AP ``card``'s specialist brought this turn (unspent: a Crew Change is the first action)."""
    st = g.st
    if card.free_kind == mods.KIND_MOVE:
        st.hx_move[seat] = max(0, st.hx_move[seat] - card.free_amount)
    elif card.free_kind == mods.KIND_EXTINGUISH:
        st.hx_ext[seat] = max(0, st.hx_ext[seat] - card.free_amount)


def assign(g: Game, specs: list[str] | None) -> None:
    """Give each seat a hero specialist: the ones asked for, else the set's in order (R-HERO-1)."""
    from engine.errors import StartError

    st = g.st
    t = mods.tables(g)
    players = len(st.ff_pos)
    if specs is None:
        if len(t.order) < players:
            raise StartError("hero_set_short", n=len(t.order), players=players)
        chosen = list(t.order[:players])
    else:
        if len(specs) != players:
            raise StartError("specialists_count", n=len(specs), players=players)
        unknown = [s for s in specs if s not in t.specialists]
        if unknown:
            raise StartError("specialist_not_offered", name=unknown[0], offered=", ".join(t.order))
        if len(set(specs)) != len(specs):
            raise StartError("specialist_twice")
        chosen = list(specs)
    st.ff_hero = chosen
    st.ff_active = [""] * players
    st.ff_reserve = [""] * players
    st.ff_boosts_had = [0] * players
    st.hx_move = [0] * players
    st.hx_ext = [0] * players


def hidden_shuffle(st, rng) -> None:
    """Reorder the hidden Gear and Boost decks (see ``decks.hidden_shuffle``)."""
    for deck in (st.gear_deck, st.boost_deck):
        deck.sort()
        rng.shuffle(deck)
