"""Invariants over random legal play (Hypothesis).

``CALLFORGE_HYPOTHESIS_EXAMPLES`` raises the number of games (default 50 per test).
"""

import os
from collections import Counter

from engine_support import bundled_calls, load_board
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots.random import RandomBot
from engine.game import Game
from engine.rules import SPEC_FREE
from engine.state import CARRY_VICTIM, FIRE, SMOKE

EXAMPLES = int(os.environ.get("CALLFORGE_HYPOTHESIS_EXAMPLES", "50"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BOARD = load_board("fire-rescue-front")
CALLS = bundled_calls()
BOARDS = {name: load_board(call.board) for name, call in CALLS.items()}
GAMES = st.tuples(
    st.sampled_from(
        [("family", None), ("experienced", "recruit"), ("experienced", "veteran"), ("experienced", "heroic"), ("gsh", None),
         ("gsh-hillside", None)]
    ),
    st.integers(1, 6),
    st.integers(0, 2**32 - 1),
    st.booleans(),
)
"""(call and level, players, seed, whether the random player avoids chopping so that games last longer)"""


class PatientBot(RandomBot):
    """A random player that never chops unless it must: games last longer and see more rules."""

    def act(self, game):
        legal = game.legal_actions()
        return self.choose([a for a in legal if a.kind != "chop"] or legal)


def make_bot(seed: int, patient: bool):
    return PatientBot(seed) if patient else RandomBot(seed)


def victims_total(g) -> int:
    s = g.st
    carried = sum(1 for c in s.ff_carry if c == CARRY_VICTIM)
    return s.pool_victims + sum(s.victims) + sum(s.healed) + carried + sum(s.ff_lead) + s.rescued + s.lost


def check_always(g, call) -> None:
    s, p = g.st, g.params
    assert all(ap >= 0 for ap in s.ff_ap), s.ff_ap
    assert all(f >= 0 for f in s.ff_free)
    for seat, f in enumerate(s.ff_free):
        assert f <= SPEC_FREE.get(s.ff_spec[seat], (0, 0))[0]
    assert s.damage <= s.damage_supply
    assert victims_total(g) == call.poi_bag.victims
    assert s.pool_false_alarms + s.false_alarms_found == call.poi_bag.false_alarms
    assert sum(s.poi) <= s.pool_victims + s.pool_false_alarms
    assert all(w <= 2 for w in s.wall)
    check_debris_and_cards(g, call)
    if g.heroes_on:
        check_heroes(g, call)
    thresholds = s.rescued >= call.win.rescued or s.lost >= call.loss.victims_lost or s.damage >= s.damage_supply
    if call.loss.helpers_lost is not None:  # gsh Helpers (R-HERO-7)
        thresholds = thresholds or s.helpers_lost >= call.loss.helpers_lost
    thresholds = thresholds or s.outcome == "loss_marker"  # gsh: a Call marker that loses the game burnt (R-HERO-8)
    assert g.is_over == thresholds, (g.is_over, s.rescued, s.lost, s.damage)
    assert g.is_over == (g.legal_actions() == [])
    if not g.is_over:
        for seat, ap in enumerate(s.ff_ap):
            if seat != s.player:
                assert ap <= p.max_saved_ap


def cards_for(call, players: int) -> Counter:
    """Every card of the Call's decks that a game of ``players`` uses (R-SETUP-3)."""
    return Counter(
        card.id
        for deck in call.decks
        for card in deck.cards
        if card.players is None or players in card.players
        for _ in range(card.copies)
    )


def check_debris_and_cards(g, call) -> None:
    """Debris only with the parameter; nobody down at its own turn; every card in exactly one pile."""
    s = g.st
    if not g.params.debris:
        assert not any(s.debris) and not any(s.ff_down)
    if not g.is_over:
        assert not s.ff_down[s.player], "the firefighter at turn is still laid down"
    piles = s.fire_deck + s.fire_discard + s.fire_aside + s.event_deck + s.event_discard
    assert Counter(piles) == cards_for(call, len(s.ff_pos))


def check_heroes(g, call) -> None:
    """gsh heroes: every Gear and Boost in exactly one place; limits used at most once; free AP never negative (R-HERO-1..3)."""
    s = g.st
    offer = Counter(s.forge_offer)
    gear_places = Counter(s.gear_deck + s.gear_discard + [e.split(":", 1)[1] for e in s.hero_gear])
    boost_places = Counter(s.boost_deck + s.boost_discard + [b for b in s.ff_active + s.ff_reserve if b])
    if s.forge_stage == "gear":
        gear_places += offer
    elif s.forge_stage == "boost":
        boost_places += offer
    else:
        assert not offer
    assert gear_places == Counter(c.id for c in call.heroes.gear)
    assert boost_places == Counter(c.id for c in call.heroes.boosts)
    assert all(b in s.boost_discard for b in s.boost_live)
    assert len(set(s.hero_used)) == len(s.hero_used), s.hero_used
    assert min(s.hx_move + s.hx_ext) >= 0
    assert sorted(set(s.ff_hero)) == sorted(s.ff_hero) and all(h in g.hero_tables.specialists for h in s.ff_hero)


def check_after_fire_phase(g) -> None:
    s, cb = g.st, g.cb
    for sp in range(cb.n):
        if s.fire[sp] == FIRE:
            assert cb.scene[sp], f"Fire outside the scene at {g.cellof(sp)}"
        if s.fire[sp] == SMOKE:
            for t, e in cb.adjacent[sp]:
                shielded = g.mark_fire[s.marks[sp]] or g.mark_fire[s.marks[t]]  # a fire-blocking Call marker (R-HERO-8)
                assert not (s.passable[e] and s.fire[t] == FIRE and not shielded), f"Smoke at {g.cellof(sp)} next to Fire"
    for pos in s.ff_pos:
        assert s.fire[pos] != FIRE, "a firefighter stands in Fire after the fire phase"


@SETTINGS
@given(GAMES)
def test_invariants_hold_over_random_play(game_spec):
    (name, level), players, seed, patient = game_spec
    call = CALLS[name]
    g = Game.new(call, BOARDS[name], players=players, seed=seed, difficulty=level)
    bot = make_bot(seed, patient)
    check_always(g, call)
    steps = 0
    while not g.is_over:
        action = bot.act(g)
        events = g.apply(action)
        steps += 1
        check_always(g, call)
        if action.kind == "end" and not g.is_over:
            check_after_fire_phase(g)
        if steps % 25 == 0:
            assert Game.from_json(g.to_json()) == g
        assert any(e.kind == "roll" for e in events) or action.kind != "end" or g.params.fire_phase != "roll"
    assert g.outcome is not None


@SETTINGS
@given(GAMES)
def test_same_seed_and_actions_give_same_events(game_spec):
    (name, level), players, seed, patient = game_spec
    call = CALLS[name]
    a = Game.new(call, BOARDS[name], players=players, seed=seed, difficulty=level)
    b = Game.new(call, BOARDS[name], players=players, seed=seed, difficulty=level)
    assert a.setup_events == b.setup_events
    bot = make_bot(seed ^ 0x5EED, patient)
    while not a.is_over:
        action = bot.act(a)
        assert a.legal_actions() == b.legal_actions()
        assert a.apply(action) == b.apply(action)
    assert a == b and a.outcome == b.outcome


@settings(max_examples=max(10, EXAMPLES // 5), deadline=None)
@given(GAMES, st.integers(0, 200))
def test_json_round_trip_and_clone_anywhere(game_spec, cut):
    (name, level), players, seed, patient = game_spec
    g = Game.new(CALLS[name], BOARDS[name], players=players, seed=seed, difficulty=level)
    bot = make_bot(seed, patient)
    for _ in range(cut):
        if g.is_over:
            break
        g.apply(bot.act(g))
    again = Game.from_json(g.to_json())
    assert again == g and again.st == g.st
    c = g.clone()
    if not g.is_over:
        action = g.legal_actions()[0]
        assert c.apply(action) == again.apply(action)
        assert c == again


def _random_gsh_game(players: int, seed: int, cut: int) -> Game:
    """A warehouse game after ``cut`` random actions (fewer if it ends first)."""
    g = Game.new(CALLS["gsh"], BOARD, players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(cut):
        if g.is_over:
            break
        g.apply(bot.act(g))
    return g


@settings(max_examples=max(10, EXAMPLES // 5), deadline=None)
@given(st.integers(1, 6), st.integers(0, 2**32 - 1), st.integers(0, 60))
def test_a_search_clone_does_not_see_the_deck_order(players, seed, cut):
    g = _random_gsh_game(players, seed, cut)
    c = _dealt(g, seed + 1)
    for name in ("fire_deck", "event_deck"):
        assert Counter(getattr(c.st, name)) == Counter(getattr(g.st, name))
    for name in ("fire_discard", "fire_aside", "event_discard"):
        assert getattr(c.st, name) == getattr(g.st, name)
    orders = {tuple(_dealt(g, k).st.fire_deck) for k in range(8)}
    assert len(orders) > 1 or len(set(g.st.fire_deck)) <= 1


def _dealt(game, seed):
    """A search clone with its hidden decks shuffled to the bottom: a clone shuffles them only as far as it draws
    (``Game.deal``), and whatever reads a whole deck settles them first, as here."""
    clone = game.clone(seed=seed)
    clone.settle_decks()
    return clone


@settings(max_examples=max(10, EXAMPLES // 5), deadline=None)
@given(st.integers(1, 6), st.integers(0, 2**32 - 1), st.integers(0, 12))
def test_a_search_clone_does_not_see_the_hero_decks(players, seed, cut):
    """Gear and Boost decks are hidden like the Fire deck: a search clone reshuffles them (R-HERO-1)."""
    g = _random_gsh_game(players, seed, cut)
    c = g.clone(seed=seed + 1)
    for name in ("gear_deck", "boost_deck"):
        assert Counter(getattr(c.st, name)) == Counter(getattr(g.st, name))
    assert c.st.forge_offer == g.st.forge_offer and c.st.hero_gear == g.st.hero_gear
    orders = {tuple(g.clone(seed=k).st.boost_deck) for k in range(8)}
    assert len(orders) > 1 or len(set(g.st.boost_deck)) <= 1
