"""Golden State Heroes decks at setup: which cards, how many Flare-Ups, shuffles as dice events (R-SETUP-3)."""

from collections import Counter

import pytest
from engine_support import load_board, load_call

from engine.game import Game

CALL = load_call("gsh-warehouse")
BOARD = load_board("fire-rescue-front")


def _flare_deck():
    return next(d for d in CALL.decks if d.kind == "flare_up")


@pytest.mark.parametrize("players", range(1, 7))
def test_fire_deck_follows_the_player_count(players):
    g = Game.new(CALL, BOARD, players=players, seed=players)
    st = g.st
    flare = _flare_deck()
    flare_ids = {c.id for c in flare.cards}
    in_deck = sum(1 for c in st.fire_deck if c in flare_ids)
    assert in_deck == flare.in_fire_deck[str(players)]
    assert len(st.fire_aside) == sum(c.copies for c in flare.cards) - in_deck
    assert set(st.fire_aside) <= flare_ids
    fire = next(d for d in CALL.decks if d.kind == "fire")
    expected = Counter(c.id for c in fire.cards if c.players is None or players in c.players for _ in range(c.copies))
    assert Counter(c for c in st.fire_deck if c not in flare_ids) == expected
    assert ("roaring-blaze" in st.fire_deck) == (players >= 5)
    assert ("quiet-moment" in st.fire_deck) == (players <= 2)
    assert st.fire_discard == [] and st.event_discard == []


def test_shuffles_are_dice_rolls_and_events():
    g = Game.new(CALL, BOARD, players=4, seed=9)
    shuffles = [e for e in g.setup_events if e.kind == "shuffle"]
    assert [e.data["deck"] for e in shuffles] == ["flare_up", "fire", "event", "gear", "boost"]
    rolls = [e for e in g.setup_events if e.kind == "roll" and e.data["die"] == "shuffle"]
    assert len(rolls) == sum(e.data["cards"] - 1 for e in shuffles)
    other = Game.new(CALL, BOARD, players=4, seed=10)
    assert (g.st.fire_deck, g.st.event_deck) != (other.st.fire_deck, other.st.event_deck)


def test_end_of_turn_draws_one_fire_card():
    g = Game.new(CALL, BOARD, players=2, seed=4)
    while g.st.phase == "forge":  # the heroes forge first (R-HERO-1)
        g.apply(g.legal_actions()[0])
    before = len(g.st.fire_deck)
    events = g.apply("end")
    draws = [e for e in events if e.kind == "draw" and e.data["deck"] == "fire"]
    assert len(draws) == 1
    assert g.st.fire_discard[0] == draws[0].data["card"]
    shuffled_in = sum(e.data["count"] for e in events if e.kind == "shuffle_in")
    assert len(g.st.fire_deck) == before - 1 + shuffled_in


def test_cards_with_levels_are_used_at_those_levels_only():
    """A card's ``levels`` keep it out of the decks at other difficulty levels (R-SETUP-3)."""
    from collections import Counter

    data = CALL.model_dump(by_alias=True, exclude_none=True)
    data["levels"] = [{"id": "calm", "name": {"en": "Calm"}}, {"id": "storm", "name": {"en": "Storm"}}]
    data["decks"][0]["cards"].append({"id": "lightning", "title": {"en": "Lightning"}, "levels": ["storm"], "copies": 2,
                                      "effects": [{"effect": "place_fire"}]})
    call = type(CALL).model_validate(data)
    calm = Game.new(call, BOARD, players=3, seed=1, difficulty="calm")
    storm = Game.new(call, BOARD, players=3, seed=1, difficulty="storm")
    assert Counter(calm.st.fire_deck)["lightning"] == 0
    assert Counter(storm.st.fire_deck)["lightning"] == 2
    assert len(storm.st.fire_deck) == len(calm.st.fire_deck) + 2


def test_a_bots_imagined_game_does_not_know_which_flare_ups_went_into_the_fire_deck():
    """With Flare-Up cards of two kinds, the split between the Fire deck and the set-aside pile is hidden (R-SETUP-3):
    a copy for a player deals the unseen ones again, keeping how many the deck holds."""
    flare = _flare_deck()
    cards = [flare.cards[0].model_copy(update={"id": f"flare-{i}", "copies": 1}) for i in range(4)]
    call = CALL.model_copy(update={"decks": [d.model_copy(update={"cards": cards}) if d.kind == "flare_up" else d
                                             for d in CALL.decks]})
    game = Game.new(call, BOARD, players=2, seed=1)
    real = sorted(c for c in game.st.fire_deck if c.startswith("flare-"))
    imagined = set()
    for seed in range(20):
        copy = game.clone(seed=seed)
        in_deck = sorted(c for c in copy.st.fire_deck if c.startswith("flare-"))
        assert len(in_deck) == len(real) and sorted(in_deck + copy.st.fire_aside) == [f"flare-{i}" for i in range(4)]
        imagined.add(tuple(in_deck))
    assert len(imagined) > 1 and imagined != {tuple(real)}



def test_ap_a_card_gives_past_the_saving_cap_are_said_lost():
    """R-TURN-2: the log says how many AP the cap took (``ap_capped``), not only what the card gave."""
    import json
    from pathlib import Path

    from engine.scenario import _PHASES, build_game

    sc = json.loads((Path(__file__).resolve().parents[1] / "rules" / "scenarios" / "gsh-card-gain-ap.json").read_text())
    game = build_game(sc)
    game.ev = []
    _PHASES["fire_card"](game)
    capped = [e.data for e in game.ev if e.kind == "ap_capped"]
    assert capped == [{"seat": 0, "ap": 4, "lost": 1, "cap": 4}] and game.st.ff_ap[0] == 4
