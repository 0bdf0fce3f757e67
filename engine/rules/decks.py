"""The Fire deck and the Event deck (gsh, R-TURN-1, R-FIRE-2, R-SETUP-3), and the card effects.

Decks live in the state as lists of card ids, top card last. Every shuffle and
every draw is an event; a shuffle is a Fisher-Yates pass whose swaps are
rolls of the game's dice (``die`` ``shuffle``), so ``engine/dice.py`` stays the
only source of randomness. The state holds the order of the hidden decks;
players (and bots) may only know the discard piles, so
``Game.clone(seed=...)`` reshuffles the hidden decks with the clone's dice.

A drawn card goes on its discard pile at once and its effects are then done in
order by :func:`run_effects`, one interpreter over the closed effect vocabulary
of ``engine/model/call.py``. When the Fire deck is empty at a draw, its discard
pile is shuffled into a new Fire deck (the rulebook does not say; this keeps
the game going); the Event deck does the same.

A fire phase does at most :data:`MAX_PHASE_STEPS` card steps, its Fire card's
and those of every Event card revealed on the way together, counted as the
Call's validation counts one card's (``engine.model.call.effect_steps``). The
first effect that would go past them is not done, nor is any later effect of
that phase, and an ``effects_over_budget`` event says so: a Call whose Event
cards reveal Event cards over and over (ten ``reveal_event`` a card, say)
still ends its fire phase after a bounded amount of work.

After the Fire card's effects, the secondary effects follow as after an
Advance Fire roll, whatever the card did: flashover and Hazmat, knock-down,
Victims and POI lost, Fire outside removed (R-SEC); flashover and Hazmat also
follow each Fire change within the card (R-SEC-1, R-SEC-2).
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING

from engine.dice import STREAM_FIRE, STREAM_SHUFFLE, copy_rng
from engine.errors import GameError
from engine.model.call import MAX_CARD_STEPS, MAX_EFFECT_DEPTH, own_steps
from engine.rules import card_effects
from engine.rules import debris as debris_rules
from engine.rules import poi as poi_rules
from engine.rules.explosion import set_fire
from engine.rules.fire import advance_fire, flashover_and_hazmat, knock_down
from engine.state import EMPTY, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

MAX_PHASE_STEPS = MAX_CARD_STEPS
"""Most card steps one fire phase does, the Fire card's and the revealed Event cards' together.

As many as one card may hold: a Fire card alone is always done in full.
"""

_DECK_PILES = {"fire": ("fire_deck", "fire_discard"), "event": ("event_deck", "event_discard")}


def build_decks(g: Game, players: int) -> None:
    """Build the Fire and Event decks for ``players`` firefighters and shuffle them (R-SETUP-3).

    Fire deck: every card of the ``fire`` decks whose ``players`` include the
    player count, ``copies`` times, plus as many Flare-Up cards as the
    ``flare_up`` deck's ``in_fire_deck`` gives for that count (drawn from the
    shuffled Flare-Up cards); the other Flare-Up cards are set aside. Event
    deck: every matching card of the ``event`` decks. A card with ``levels``
    is used only at those difficulty levels (gsh, R-SETUP-3).
    """
    st = g.st
    flare: list[str] = []
    taken = 0
    level = g.options.get("difficulty")
    for deck in g.call.decks:
        ids = [c.id for c in deck.cards if c.dealt_in(players, level) for _ in range(c.copies)]
        if deck.kind == "fire":
            st.fire_deck += ids
        elif deck.kind == "event":
            st.event_deck += ids
        else:
            flare += ids
            taken += deck.in_fire_deck.get(str(players), 0)
    if flare:
        shuffle(g, flare, "flare_up")
        taken = min(taken, len(flare))
        st.fire_deck += flare[len(flare) - taken:]
        st.fire_aside += flare[: len(flare) - taken]
    if not st.fire_deck:
        raise GameError(f"this Call's Fire deck has no card for {players} players (R-SETUP-3)")
    shuffle(g, st.fire_deck, "fire")
    if st.event_deck:
        shuffle(g, st.event_deck, "event")


def shuffle(g: Game, cards: list, deck: str) -> None:
    """Shuffle ``cards`` in place with the game's dice (Fisher-Yates); one ``shuffle`` event."""
    for i in range(len(cards) - 1, 0, -1):
        j = g.roll(i + 1, "shuffle", deck, STREAM_SHUFFLE) - 1
        cards[i], cards[j] = cards[j], cards[i]
    g.emit("shuffle", deck=deck, cards=len(cards))


def hidden_shuffle(st, rng, flare_ids: frozenset = frozenset()) -> HiddenDeal:
    """Reorder the hidden decks of a state with ``rng`` (a copy for a player who may not know them).

    Which Flare-Up cards went into the Fire deck and which were set aside is
    hidden too (R-SETUP-3): the unseen Flare-Up cards (``flare_ids``) of both
    are dealt again, as many into the deck as it holds. The decks are sorted
    first, so the new order depends on the cards and ``rng`` alone, never on
    the real order or split. Then the Fire deck is shuffled with ``rng``
    (``random.shuffle``), and the Event deck after it.

    The shuffles are returned undone, as a :class:`HiddenDeal` that does them
    as far as the cards are drawn (``Game.clone(seed=...)`` keeps it as
    ``Game.deal``): a look ahead that draws three cards of a 100,000-card Fire
    deck pays for three steps of the shuffle, not 100,000. The sorting is
    paid once per deck, not once per copy (:func:`_sorted_cards`).

    >>> import random
    >>> from types import SimpleNamespace
    >>> st = SimpleNamespace(fire_deck=["a", "f1", "b"], event_deck=[], fire_aside=["f2", "f3"])
    >>> hidden_shuffle(st, random.Random(3), frozenset({"f1", "f2", "f3"})).finish()
    >>> sorted(st.fire_deck + st.fire_aside), sum(c.startswith("f") for c in st.fire_deck), len(st.fire_aside)
    (['a', 'b', 'f1', 'f2', 'f3'], 1, 2)
    """
    ordered = _sorted_cards("fire", st.fire_deck)
    if flare_ids and st.fire_aside:
        st.fire_deck = _deal_flare_ups(st, rng, flare_ids, ordered)
    else:
        st.fire_deck = list(ordered)
    st.event_deck = list(_sorted_cards("event", st.event_deck))
    return HiddenDeal(rng, [st.fire_deck, st.event_deck])


def _deal_flare_ups(st, rng, flare_ids: frozenset, ordered: list[str]) -> list[str]:
    """The Flare-Up cards in the Fire deck (``ordered``: its cards sorted) and those set aside, dealt again with
    ``rng``; returns the new Fire deck, sorted, and sets ``st.fire_aside``.

    As it was done on the whole deck: the unseen Flare-Up cards sorted, shuffled, the first as many as the deck held
    go into it, the rest aside. Each Flare-Up card's copies lie together in ``ordered``, so they are found by
    bisection and the deck is rebuilt by slices, never card by card; the cards set aside are sorted once
    (:func:`_sorted_cards`). The shuffle itself is one swap an unseen card, as before: which of them go into the
    deck is settled by its last swaps.
    """
    runs = []
    for card in sorted(flare_ids):
        lo = bisect_left(ordered, card)
        runs.append((card, lo, bisect_right(ordered, card, lo)))
    unseen: list[str] = []
    for card, lo, hi in runs:
        unseen += [card] * (hi - lo)
    unseen += _sorted_cards("aside", st.fire_aside)
    unseen.sort()  # two sorted runs: merged in one pass
    shuffle_with(rng, unseen)
    in_deck = sum(hi - lo for _, lo, hi in runs)
    chosen: dict[str, int] = {}
    for card in unseen[:in_deck]:
        chosen[card] = chosen.get(card, 0) + 1
    st.fire_aside = unseen[in_deck:]
    deck: list[str] = []
    done = 0
    for card, lo, hi in runs:
        deck += ordered[done:lo]
        deck += [card] * chosen.get(card, 0)
        done = hi
    deck += ordered[done:]
    return deck


def below(rng, n: int) -> int:
    """A number in ``[0, n)`` from ``rng``, drawn as ``random.shuffle`` draws each swap (``Random._randbelow``, the
    same in Python 3.11 to 3.13): ``getrandbits`` of ``n``'s bit length, again while it is ``n`` or more.

    Written out so that a shuffle can be done a swap at a time (:class:`HiddenDeal`), and in the compiled engine
    without a Python-level call a swap.

    >>> import random
    >>> a, b = random.Random(8), random.Random(8)
    >>> [below(a, n) for n in (1, 5, 6, 1000, 2**20 + 1)] == [b._randbelow(n) for n in (1, 5, 6, 1000, 2**20 + 1)]
    True
    """
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffle_with(rng, cards: list[str]) -> None:
    """``rng.shuffle(cards)``: the same swaps, from the same draws (:func:`below`).

    >>> import random
    >>> cards, same = [str(i) for i in range(50)], [str(i) for i in range(50)]
    >>> shuffle_with(random.Random(1), cards); random.Random(1).shuffle(same)
    >>> cards == same
    True
    """
    bits = rng.getrandbits
    n = len(cards)
    k = n.bit_length()
    while n > 1:  # swap position n - 1 with one of 0 .. n - 1: below(rng, n) written inline, k kept as n falls
        if n < 1 << (k - 1):
            k -= 1
        j = bits(k)
        while j >= n:
            j = bits(k)
        n -= 1
        cards[n], cards[j] = cards[j], cards[n]


_SORTED = threading.local()
"""Per thread (the studio plays each browser session's bots in a thread of its own), ``cache``: deck kind -> (a copy
of the last such deck sorted, its cards sorted), what :func:`_sorted_cards` reuses and changes in place."""


def _sorted_cards(kind: str, deck: list[str]) -> list[str]:
    """The cards of hidden deck ``deck`` (``fire``, ``event``, or ``aside``: the Flare-Ups set aside) sorted; read it,
    do not keep or change it.

    Sorting is the costly part of dealing a large deck again, and a bot deals
    the same deck many times a decision, one card shorter after each fire
    phase. So the last deck sorted and its cards sorted are kept per kind: the
    same deck again (compared in C, card by card) gives them back at once, a
    deck that only lost cards from its top takes those out by bisection, and
    any other deck is sorted afresh.

    >>> _sorted_cards("fire", ["b", "c", "a"])
    ['a', 'b', 'c']
    >>> _sorted_cards("fire", ["b"])  # "c" and "a" drawn from the top: taken out
    ['b']
    >>> _sorted_cards("fire", ["x", "a"])
    ['a', 'x']
    """
    n = len(deck)
    cache = getattr(_SORTED, "cache", None)
    if cache is None:
        cache = _SORTED.cache = {}
    hit = cache.get(kind)
    if hit is not None:
        seen, ordered = hit
        if n == len(seen) and deck == seen:
            return ordered
        if n < len(seen) and deck == seen[:n]:
            for card in seen[n:]:
                del ordered[bisect_left(ordered, card)]
            del seen[n:]
            return ordered
    ordered = sorted(deck)
    cache[kind] = (list(deck), ordered)
    return ordered


class HiddenDeal:
    """The shuffles of a determinized copy's hidden Fire and Event decks, done as far as its cards are drawn.

    ``random.shuffle`` swaps from the end of a list down, and a deck's top is
    its end: its first swap settles the top card, its second the card below,
    and so on. So the deal does the swaps a card drawn needs, no more, with
    the same draws from ``rng`` (:func:`below`) in the same order: the Event deck's only after
    every swap of the Fire deck, since the two shuffles share ``rng``. Every
    card drawn is the one the whole shuffles would have put there, so a bot
    chooses exactly as it did when the decks were shuffled in full.

    Positions ``0 .. left - 1`` of the deck being shuffled are not settled
    yet. Whatever reads a whole deck first calls :meth:`finish`
    (``Game.state_hash``, ``to_json``, ``==``), so it reads what the whole
    shuffles give; a copy of the game takes a :meth:`fork`.

    >>> import random
    >>> deck, events = list("abcdefgh"), list("xyz")
    >>> deal = HiddenDeal(random.Random(5), [deck, events])
    >>> deal.settle_top(deck); top = deck.pop()
    >>> deal.left, len(deck)
    (7, 7)
    >>> deal.finish()
    >>> full, full_events = list("abcdefgh"), list("xyz")
    >>> rng = random.Random(5); rng.shuffle(full); rng.shuffle(full_events)
    >>> (deck + [top], events) == (full, full_events)
    True
    """

    __slots__ = ("rng", "decks", "left")

    def __init__(self, rng, decks: list[list[str]]) -> None:
        self.rng = rng
        self.decks = [deck for deck in decks if len(deck) > 1]
        """The decks still to shuffle, in order (one card or none needs no swap, nor draws from ``rng``)."""
        self.left = len(self.decks[0]) if self.decks else 0

    def settle_top(self, deck: list[str]) -> None:
        """Do the swaps that settle the top card of ``deck`` (and of every deck shuffled before it)."""
        while any(d is deck for d in self.decks):  # a deck no longer listed is settled to its bottom
            if self.decks[0] is deck and self.left < len(deck):
                return
            self._swap()

    def finish(self) -> None:
        """Do every swap left: the decks are then as the whole shuffles leave them."""
        while self.decks:
            self._swap()

    def fork(self, old, new) -> HiddenDeal:
        """The same deal for ``new``, a copy of the state ``old``: the same swaps left on its own decks, its own
        generator in the same state."""
        twin = HiddenDeal(copy_rng(self.rng), [])
        for deck in self.decks:
            if deck is old.fire_deck:
                twin.decks.append(new.fire_deck)
            elif deck is old.event_deck:
                twin.decks.append(new.event_deck)
            else:
                raise GameError("a hidden deck being dealt is no longer the state's Fire or Event deck")
        twin.left = self.left
        return twin

    def _swap(self) -> None:
        """One step of ``random.shuffle`` on the deck being shuffled: its position ``left - 1`` is settled."""
        deck = self.decks[0]
        i = self.left - 1
        j = below(self.rng, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
        self.left = i
        if i <= 1:  # position 0 is settled with position 1
            self.decks.pop(0)
            self.left = len(self.decks[0]) if self.decks else 0


def draw(g: Game, kind: str):
    """Draw the top card of the ``fire`` or ``event`` deck onto its discard pile; None when both are empty (R-TURN-1, R-FIRE-2)."""
    st = g.st
    deck_name, discard_name = _DECK_PILES[kind]
    deck, discard = getattr(st, deck_name), getattr(st, discard_name)
    if not deck and discard:
        deck += discard
        discard.clear()
        shuffle(g, deck, kind)
    if not deck:
        return None
    if g.deal is not None:
        g.deal.settle_top(deck)
    card_id = deck.pop()
    discard.append(card_id)
    g.emit("draw", deck=kind, card=card_id)
    return g.cards[card_id]


def fire_phase(g: Game) -> None:
    """Draw a Fire card and do its effects in order, then the secondary effects up to R-SEC-5 (R-TURN-1, R-FIRE-2,
    R-SEC); :meth:`engine.game.Game.finish_fire_phase` ends the phase."""
    g.dice.substream(STREAM_FIRE)
    card = draw(g, "fire")
    if card is not None:
        g.card_steps = MAX_PHASE_STEPS
        run_effects(g, card.effects, 0)
    flashover_and_hazmat(g)
    knock_down(g)
    poi_rules.lose_on_fire(g)


def run_effects(g: Game, effects, depth: int) -> None:
    """Do a card's effects in order (the closed vocabulary of ``engine/model/call.py``, R-FIRE-2).

    Each effect is paid from ``g.card_steps``, the steps left in this fire
    phase (see the module docstring); none is done once they are spent.
    """
    if depth > MAX_EFFECT_DEPTH:
        g.emit("effects_too_deep", depth=depth)
        return
    for eff in effects:
        if not _pay(g, own_steps(eff)):
            return
        _EFFECTS[eff.effect](g, eff, depth)


def _pay(g: Game, steps: int) -> bool:
    """Take ``steps`` from the fire phase's card steps; False, with one ``effects_over_budget`` event, when they do not fit (R-FIRE-2)."""
    left = g.card_steps
    if steps <= left:
        g.card_steps = left - steps
        return True
    if left >= 0:
        g.emit("effects_over_budget", steps=MAX_PHASE_STEPS)
        g.card_steps = -1
    return False


def _target(g: Game, why: str) -> int:
    t = g.roll_target(why, STREAM_FIRE)
    while t < 0:  # a custom board's dice may name no space: roll again
        t = g.roll_target(why, STREAM_FIRE)
    return t


def _advance_fire(g: Game, eff, depth: int) -> None:
    for _ in range(eff.times):
        advance_fire(g, _target(g, "advance_fire"))
        flashover_and_hazmat(g)


def _flare_up(g: Game, eff, depth: int) -> None:
    """Advance the fire once on every Hot Spot, in ascending space order."""
    for s in poi_rules.nonzero(g.st.hot):
        g.emit("flare_up", cell=g.cells[s])
        advance_fire(g, s)
        flashover_and_hazmat(g)


def _place_debris(g: Game, eff, depth: int) -> None:
    for _ in range(eff.count):
        debris_rules.place_debris(g, _target(g, "debris"))


def _place_hazmat(g: Game, eff, depth: int) -> None:
    for _ in range(eff.count):
        s = _target(g, "hazmat")
        g.st.hazmat[s] += 1
        g.emit("hazmat", cell=g.cells[s])
    flashover_and_hazmat(g)


def _place_hot_spot(g: Game, eff, depth: int) -> None:
    """A Hot Spot on each target (a target that has one keeps it)."""
    for _ in range(eff.count):
        s = _target(g, "hot_spot")
        g.st.hot[s] = 1
        g.emit("hot_spot", cell=g.cells[s])


def _place_smoke(g: Game, eff, depth: int) -> None:
    """Smoke on each empty target; Smoke or Fire there stays as it is."""
    for _ in range(eff.count):
        s = _target(g, "smoke")
        if g.st.fire[s] == EMPTY:
            g.st.fire[s] = SMOKE
            g.emit("smoke", cell=g.cells[s])
    flashover_and_hazmat(g)


def _place_fire(g: Game, eff, depth: int) -> None:
    for _ in range(eff.count):
        set_fire(g, _target(g, "fire"))
    flashover_and_hazmat(g)


def _place_poi(g: Game, eff, depth: int) -> None:
    """New POI as in replenishment (R-POI-3), while the bag lasts."""
    st = g.st
    for _ in range(eff.count):
        if st.pool_victims + st.pool_false_alarms - sum(st.poi) <= 0:
            return
        t = poi_rules.poi_target(g)
        if t < 0:
            return
        poi_rules.place_poi(g, t)


def _reveal_event(g: Game, eff, depth: int) -> None:
    card = draw(g, "event")
    if card is not None:
        run_effects(g, card.effects, depth + 1)


def _shuffle_in(g: Game, eff, depth: int) -> None:
    """Move up to ``count`` set-aside copies of ``card`` into deck ``deck`` and shuffle it."""
    st = g.st
    g.settle_decks()  # the reshuffle below starts from the order the whole hidden shuffles give
    kind = g.deck_kinds.get(eff.deck, "fire")
    deck = st.event_deck if kind == "event" else st.fire_deck
    moved = 0
    while moved < eff.count and eff.card in st.fire_aside:
        st.fire_aside.remove(eff.card)
        deck.append(eff.card)
        moved += 1
    g.emit("shuffle_in", card=eff.card, deck=eff.deck, count=moved)
    if moved:
        shuffle(g, deck, "event" if kind == "event" else "fire")


def _repeat(g: Game, eff, depth: int) -> None:
    """Do the effects ``times`` times; stop after a pass that paid no step (R-FIRE-2).

    Such a pass did nothing (its effects are only repeats of nothing, or too
    deep, or the steps are spent) and so would every later one: nested
    repeats of nothing end at once instead of looping ``times`` to the power of the depth.
    """
    for _ in range(eff.times):
        left = g.card_steps
        run_effects(g, eff.effects, depth + 1)
        if g.card_steps == left:
            return


_EFFECTS = {
    "advance_fire": _advance_fire,
    "flare_up": _flare_up,
    "place_debris": _place_debris,
    "place_hazmat": _place_hazmat,
    "place_hot_spot": _place_hot_spot,
    "place_smoke": _place_smoke,
    "place_fire": _place_fire,
    "place_poi": _place_poi,
    "reveal_event": _reveal_event,
    "shuffle_in": _shuffle_in,
    "repeat": _repeat,
}
_EFFECTS.update(card_effects.EFFECTS)  # gsh effects on one space
