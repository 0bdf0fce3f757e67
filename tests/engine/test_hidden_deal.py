"""A determinized copy deals its hidden Fire and Event decks as far as it draws (``decks.HiddenDeal``): every card it
draws, and so every choice a bot makes on it, is what shuffling the whole decks gave; only the swaps the draws need
are done."""

import json
import random

import pytest
from engine_support import ROOT, load_board, load_call

from engine.bots import make_bot
from engine.bots.random import play_some
from engine.bots.view import determinize, play_turns
from engine.dice import make_rng
from engine.game import Game
from engine.model import Call
from engine.rules import decks, heroes


def whole_shuffle(st, rng, flare_ids) -> None:
    """The hidden reshuffle as it was done before the deal: sort, deal the Flare-Ups again, shuffle every card."""
    if flare_ids and st.fire_aside:
        unseen = sorted([c for c in st.fire_deck if c in flare_ids] + st.fire_aside)
        rng.shuffle(unseen)
        in_deck = sum(c in flare_ids for c in st.fire_deck)
        st.fire_deck[:] = [c for c in st.fire_deck if c not in flare_ids] + unseen[:in_deck]
        st.fire_aside[:] = unseen[in_deck:]
    for deck in (st.fire_deck, st.event_deck):
        deck.sort()
        rng.shuffle(deck)


def big_deck_call(copies: int = 100, cards: int = 150, reveals: bool = True, flare_kinds: int = 0) -> Call:
    """gsh-hillside with a Fire deck of ``cards`` cards of ``copies`` copies each (its Flare-Ups and Events kept);
    without ``reveals``, no Fire card reveals an Event; with ``flare_kinds``, that many different Flare-Up cards of
    7 copies each, 9 of them in the Fire deck."""
    data = json.loads((ROOT / "calls" / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    fire = next(d for d in data["decks"] if d["kind"] == "fire")
    kinds = [c for c in fire["cards"] if reveals or all(e["effect"] != "reveal_event" for e in c["effects"])]
    fire["cards"] = [{**kinds[i % len(kinds)], "id": f"card-{i}", "copies": copies} for i in range(cards)]
    if flare_kinds:
        flare = next(d for d in data["decks"] if d["kind"] == "flare_up")
        # ids that sort between the Fire cards' ids, so that the Flare-Ups' places in the sorted deck are tried
        flare["cards"] = [{**flare["cards"][0], "id": f"card-{k * 13}-flare", "copies": 7} for k in range(flare_kinds)]
        flare["in_fire_deck"] = {str(p): 9 for p in range(1, 7)}
    return Call.model_validate({**data, "id": "big-deck"})


def positions(call, players: int, seeds) -> list[Game]:
    """Games of ``call`` played a while by the random bot: decks partly drawn, Flare-Ups and Events seen."""
    out = []
    for seed in seeds:
        game = Game.new(call, load_board(call.board), players=players, seed=seed)
        play_some(game, make_bot("random", seed=seed), 10 * (seed % 7))
        if not game.is_over:
            out.append(game)
    return out


CALLS = {"gsh-warehouse": load_call("gsh-warehouse"), "gsh-hillside": load_call("gsh-hillside"), "big": big_deck_call(),
         "flare-ups": big_deck_call(copies=3, cards=40, flare_kinds=6)}


def eager_copy(game: Game, seed: int) -> Game:
    copy = game.clone()
    copy.dice = determinize(game, seed).dice
    whole_shuffle(copy.st, make_rng(seed), game.flare_ids)
    heroes.hidden_shuffle(copy.st, make_rng(seed + 1))  # the Gear and Boost decks, as Game.clone deals them
    return copy


@pytest.mark.parametrize("name", sorted(CALLS))
def test_a_deal_finished_is_the_whole_shuffle(name):
    for game in positions(CALLS[name], 3, range(8)):
        for seed in (1, 99):
            lazy = determinize(game, seed)
            assert lazy.deal is not None
            lazy.settle_decks()
            assert lazy.st == eager_copy(game, seed).st


@pytest.mark.parametrize("name", sorted(CALLS))
def test_a_look_ahead_plays_as_on_the_whole_shuffle(name):
    """The same rollout, action by action, on the deal and on the decks shuffled in full: the same cards, the same
    choices (copies of the copy, the bot's trials on copies of the state, Events revealed, included)."""
    for game in positions(CALLS[name], 4, range(6)):
        lazy, eager = determinize(game, 5), eager_copy(game, 5)
        bot_a, bot_b = make_bot("heuristic", seed=1), make_bot("heuristic", seed=1)
        for _ in range(200):
            if lazy.is_over:
                break
            a, b = bot_a.act(lazy), bot_b.act(eager)
            assert a == b
            lazy.apply(a)
            eager.apply(b)
            assert lazy.st.fire_discard == eager.st.fire_discard and lazy.st.event_discard == eager.st.event_discard
        twin = lazy.clone()
        assert twin == lazy == eager and twin.state_hash() == eager.state_hash()


def test_a_copy_swaps_only_for_the_cards_it_draws():
    """A look ahead over a few turns of a 15,000-card Fire deck (no card revealing an Event, whose deck is shuffled
    after the whole Fire deck) does one swap a card it draws, and its cards are those of the whole shuffle."""
    game = positions(big_deck_call(reveals=False), 3, [3])[0]
    n = len(game.st.fire_deck)
    assert n > 10_000
    copy = determinize(game, 7)
    assert copy.deal.left == n  # nothing shuffled yet
    play_turns(copy, make_bot("heuristic", seed=1), 3, (copy.st.turn, copy.st.player), 500)
    drawn = len(copy.st.fire_discard) - len(game.st.fire_discard)
    assert drawn >= 2
    assert copy.deal.left == len(copy.st.fire_deck) == n - drawn
    eager = eager_copy(game, 7)
    assert copy.st.fire_discard[-drawn:] == eager.st.fire_deck[-drawn:][::-1]


def test_the_deal_does_what_random_shuffle_does_in_steps():
    for n in range(0, 12):
        deck, events = [f"c{i}" for i in range(n)], ["x", "y", "z"]
        deal = decks.HiddenDeal(random.Random(n), [deck, events])
        drawn = []
        for _ in range(n // 2):
            deal.settle_top(deck)
            drawn.append(deck.pop())
        deal.settle_top(events)  # the Event deck: the Fire deck's swaps all come first
        full, full_events = [f"c{i}" for i in range(n)], ["x", "y", "z"]
        rng = random.Random(n)
        rng.shuffle(full)
        rng.shuffle(full_events)
        assert deck + drawn[::-1] == full and events[-1] == full_events[-1]
        deal.finish()
        assert events == full_events


def test_the_sorted_cards_follow_the_deck():
    rng = random.Random(2)
    deck = [f"c{rng.randrange(40)}" for _ in range(500)]
    assert decks._sorted_cards("fire", deck) == sorted(deck)
    for _ in range(3):
        deck.pop()
        assert decks._sorted_cards("fire", deck) == sorted(deck)
    deck.insert(0, "c99")
    assert decks._sorted_cards("fire", deck) == sorted(deck)
    assert decks._sorted_cards("event", ["b", "a"]) == ["a", "b"]
    assert decks._sorted_cards("fire", deck) == sorted(deck)


@pytest.mark.parametrize("n", [0, 1, 2, 3, 17, 64, 65, 1000, 4097])
def test_the_written_out_shuffle_is_random_shuffle(n):
    """The swaps ``decks.shuffle_with`` makes (and the deal makes one at a time) are ``random.shuffle``'s: a bot's
    look ahead sees the cards it saw when the hidden decks were dealt by ``random.shuffle``."""
    for seed in range(5):
        cards, same = [f"c{i % 40}" for i in range(n)], [f"c{i % 40}" for i in range(n)]
        ours, theirs = random.Random(seed), random.Random(seed)
        decks.shuffle_with(ours, cards)
        theirs.shuffle(same)
        assert cards == same and ours.getstate() == theirs.getstate()


def test_the_sorted_deck_kept_for_the_next_deal_is_each_thread_s_own():
    """The studio plays each session's bots in a thread of its own: a deal sorted in one never changes, in place,
    the sorted cards another is reading."""
    import threading

    from engine.rules.decks import _sorted_cards

    mine = _sorted_cards("fire", ["c", "a", "b"])
    other = threading.Thread(target=lambda: _sorted_cards("fire", ["c", "a"]))  # "b" drawn, in the other thread
    other.start()
    other.join()
    assert mine == ["a", "b", "c"] and _sorted_cards("fire", ["c", "a", "b"]) is mine
