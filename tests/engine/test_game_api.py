"""The Game API end to end: setup, legal actions, apply, clone, JSON, outcome."""

import random

import pytest

from engine.actions import Action
from engine.errors import GameError, IllegalActionError
from engine.game import Game
from engine.model.ruleset import SPECIALISTS


def play_random(game, seed, limit=5000):
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("game did not end")


def test_family_setup_matches_call(family, front):
    g = Game.new(family, front, players=4, seed=3)
    fires = sorted(g.cellof(s) for s in range(g.cb.n) if g.st.fire[s] == 2)
    assert fires == sorted(tuple(c) for c in family.setup.fire)
    assert sorted(g.cellof(s) for s in range(g.cb.n) if g.st.poi[s]) == sorted(tuple(c) for c in family.setup.poi)
    assert g.st.ff_ap == [4, 0, 0, 0]
    assert g.current_seat == 0 and not g.is_over and g.outcome is None


def test_legal_actions_are_sorted_and_round_trip(family, front):
    g = Game.new(family, front, players=3, seed=5)
    acts = g.legal_actions()
    assert acts == sorted(acts)
    assert all(Action.parse(a.notation) == a for a in acts)
    assert Action.parse("end") in acts


@pytest.mark.parametrize("name,level", [("family", None), ("experienced", "veteran")])
def test_random_game_ends_with_outcome(request, front, name, level):
    call = request.getfixturevalue(name)
    g = play_random(Game.new(call, front, players=4, seed=11, difficulty=level), seed=11)
    o = g.outcome
    assert o.result in ("win", "loss_victims", "loss_collapse")
    assert g.legal_actions() == []
    if o.result == "loss_collapse":
        assert o.damage >= call.supply.damage


def test_illegal_action_names_action_and_reason(family, front):
    g = Game.new(family, front, players=2, seed=1)
    with pytest.raises(IllegalActionError, match="move 3,3"):
        g.apply("move 3,3")


def test_clone_is_independent_and_json_round_trips(family, front):
    g = Game.new(family, front, players=4, seed=2)
    c = g.clone()
    g.apply(g.legal_actions()[-1])
    assert c != g
    again = Game.from_json(g.to_json())
    assert again == g and again.state_hash() == g.state_hash()
    assert again.legal_actions() == g.legal_actions()


def test_same_seed_same_actions_same_events(experienced, front):
    a = Game.new(experienced, front, players=4, seed=9, difficulty="heroic")
    b = Game.new(experienced, front, players=4, seed=9, difficulty="heroic")
    rng = random.Random(0)
    while not a.is_over:
        act = rng.choice(a.legal_actions())
        assert a.apply(act) == b.apply(act)
    assert a == b


def test_calls_the_engine_cannot_play_are_refused(front):
    from engine.model import Call

    fire_deck = {"id": "fire", "kind": "fire", "cards": [{"id": "a", "title": {"en": "A"}, "players": [3],
                                                           "effects": [{"effect": "advance_fire"}]}]}
    gsh = Call(id="g", title={"en": "G"}, board="x", ruleset={"name": "gsh"})
    with pytest.raises(GameError, match="has no Fire deck"):
        Game.new(gsh, front, players=2, seed=0)
    with pytest.raises(GameError, match="no card for 2 players"):
        Game.new(gsh.model_copy(update={"decks": Call(id="g", title={"en": "G"}, board="x", decks=[fire_deck]).decks}),
                 front, players=2, seed=0)
    family_with_deck = Call(id="g", title={"en": "G"}, board="x", decks=[fire_deck])
    with pytest.raises(GameError, match="only with fire_phase 'fire_deck'"):
        Game.new(family_with_deck, front, players=3, seed=0)
    debris_off = Call(id="g", title={"en": "G"}, board="x", setup={"debris": [[3, 3]]})
    with pytest.raises(GameError, match="'debris' off"):
        Game.new(debris_off, front, players=3, seed=0)


def test_bad_options_are_clear_errors(family, experienced, front):
    with pytest.raises(GameError, match="1-6 players"):
        Game.new(family, front, players=7, seed=0)
    with pytest.raises(GameError, match="unknown level 'legend'"):
        Game.new(experienced, front, players=2, seed=0, difficulty="legend")
    with pytest.raises(GameError, match="no specialists"):
        Game.new(family, front, players=2, seed=0, specialists=["paramedic", "generalist"])
    with pytest.raises(GameError, match="unknown specialist"):
        Game.new(experienced, front, players=2, seed=0, specialists=["paramedic", "chef"])
    with pytest.raises(GameError, match="start.firefighters"):
        Game.new(family, front, players=2, seed=0, start={"firefighters": [[0, 0]]})
    with pytest.raises(GameError, match="^1 specialist given for 2 players$"):
        Game.new(experienced, front, players=2, seed=0, specialists=["paramedic"])


def test_a_specialist_the_call_does_not_offer_is_refused(experienced, front):
    """R-ACT-11: the players choose among the specialists the Call offers, not the ruleset's others."""
    offering = experienced.model_copy(update={"specialists": ["paramedic", "generalist"]})
    with pytest.raises(GameError, match="unknown specialist 'fire_captain'; this Call offers: paramedic, generalist"):
        Game.new(offering, front, players=2, seed=0, specialists=["generalist", "fire_captain"])
    game = Game.new(offering, front, players=2, seed=0, specialists=["generalist", "paramedic"])
    assert [SPECIALISTS[s] for s in game.st.ff_spec] == ["generalist", "paramedic"]


def test_start_override_and_defaults(experienced, front):
    g = Game.new(experienced, front, players=2, seed=4, start={"firefighters": [[0, 0], [7, 9]], "engine": 2},
                 specialists=["generalist", "driver_operator"])
    assert [g.cellof(p) for p in g.st.ff_pos] == [(0, 0), (7, 9)]
    assert (g.st.ambulance, g.st.engine) == (0, 2)
    assert g.st.ff_ap[0] == 5
    d = Game.new(experienced, front, players=3, seed=4)
    assert [g.cellof(p) for p in d.st.ff_pos] == [(0, 6), (3, 0), (4, 9)]
    assert d.st.ff_spec == [0, 1, 2]


def test_clone_with_a_seed_rolls_its_own_dice(family, front):
    from engine.dice import SeededDice

    g = Game.new(family, front, players=2, seed=8)
    same, other = g.clone(), g.clone(seed=99)
    assert same == g and other.st == g.st and other.dice == SeededDice(99) and other.dice != g.dice
    assert g.apply("end") == same.apply("end")
