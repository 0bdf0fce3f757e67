"""``Game.from_json`` refuses states no game can reach, and ``cmd`` with a bad seat is an illegal action."""

import json

import pytest

from engine.errors import GameError, IllegalActionError
from engine.game import Game


@pytest.fixture
def saved(family, front):
    game = Game.new(family, front, players=3, seed=4)
    game.apply(game.legal_actions()[0])
    return json.loads(game.to_json())


def _load(data):
    return Game.from_json(json.dumps(data))


def test_a_saved_game_round_trips(saved):
    again = _load(saved)
    assert json.loads(again.to_json()) == saved


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("state", "ff_ap", 0), 1000, "ff_ap"),
        (("state", "ff_ap", 0), 30, "more than a turn's AP"),
        (("state", "ff_pos", 1), 5000, "off the 8 x 10 board"),
        (("state", "ff_pos", 1), -3, "ff_pos"),
        (("state", "player"), 4, "does not play"),
        (("state", "fire"), [0] * 3, "the board has 80 spaces"),
        (("state", "phase"), "lunch", "phase"),
        (("state", "outcome"), "win", "does not match"),
        (("options", "players"), 2, "the game has 2 players"),
        (("dice", "kind"), "loaded", "kind"),
        (("call", "loss", "victims_lost"), 0, "victims_lost"),
        (("state", "ff_hero"), ["scout", "field-medic", "hose-lead"], "has no heroes"),
        (("state", "marks"), [1] * 80, "marker kind 1, but the Call defines 0"),
        (("state", "phase"), "forge", "no heroes to forge"),
        (("state", "ff_ap", 0), "2", "ff_ap/0: Input should be a valid integer"),
        (("state", "rescued"), True, "rescued: Input should be a valid integer"),
        (("state", "rescued"), 1.0, "rescued: Input should be a valid integer"),
        (("options", "players"), "3", "players: Input should be a valid integer"),
    ],
)
def test_an_impossible_state_is_refused(saved, path, value, words):
    _set(saved, path, value)
    with pytest.raises(GameError, match=words):
        _load(saved)


def _set(data, path, value):
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


@pytest.fixture
def saved_forging():
    """A gsh-hillside game while seat 0 forges: it has equipped one Gear and looks at three more."""
    from engine_support import load_board, load_call

    call = load_call("gsh-hillside")
    game = Game.new(call, load_board(call.board), players=3, seed=4)
    game.apply(next(a for a in game.legal_actions() if a.kind == "equip"))  # whichever Gear the shuffle offers first
    return json.loads(game.to_json())


EQUIPPED = object()
"""Stands for the Gear card ``saved_forging`` equipped."""


def test_a_forging_game_round_trips(saved_forging):
    assert json.loads(_load(saved_forging).to_json()) == saved_forging


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("state", "ff_hero", 1), "wizard", "'wizard' is not a specialist"),
        (("state", "ff_hero", 1), "scout", "played by two firefighters"),
        (("state", "ff_hero", 1), "Scout!", "ff_hero"),
        (("state", "ff_active"), ["", ""], "ff_active has 2 entries"),
        (("state", "ff_spec", 0), 3, "Fire Rescue specialist in a game of heroes"),
        (("state", "gear_deck", 0), EQUIPPED, "is in two places"),
        (("state", "hero_gear", 0), "scout:pizza-oven", "not a Gear"),
        (("state", "forge_offer", 0), "leap", "not a Gear card"),
        (("state", "forge_queue"), [1, 2], "seat 1 forges"),
        (("state", "forge_queue"), [0, 0, 2], "distinct seats"),
        (("state", "phase"), "action", "does not match state/forge_stage"),
        (("state", "hx_move", 0), 500, "hx_move"),
        (("state", "hero_used"), ["turn:skill:nobody:0"], "names no modifier"),
        (("state", "boost_live"), ["leap"], "was not used"),
        (("state", "ff_boosts_had", 0), 3, "the Call allows 2"),
        (("state", "ff_boosts_had"), [0, 0], "ff_boosts_had has 2 entries"),
        (("state", "marks", 13), 9, "marker kind 9"),
        (("state", "helpers"), [0] * 79 + [1], "the Call places 0"),
        (("state", "mark_group"), [1] * 80, "part of large marker 1 but holds no Call marker"),
        (("state", "mark_group"), [0] * 3, "mark_group"),
    ],
)
def test_an_impossible_hero_state_is_refused(saved_forging, path, value, words):
    if value is EQUIPPED:
        value = saved_forging["state"]["hero_gear"][0].split(":", 1)[1]
    _set(saved_forging, path, value)
    with pytest.raises(GameError, match=words):
        _load(saved_forging)


def test_a_game_saved_before_boosts_were_counted_counts_them(saved_forging):
    """A save without ``ff_boosts_had`` loads: a seat that has forged has had what forging keeps (R-HERO-2)."""
    assert saved_forging["state"]["ff_boosts_had"] == [0, 0, 0]
    del saved_forging["state"]["ff_boosts_had"]
    saved_forging["state"]["forge_queue"] = [0, 2]
    assert _load(saved_forging).st.ff_boosts_had == [0, 2, 0]
    saved_forging["state"]["forge_resume"] = 1  # a Crew Change forging Gear: its seat has had its Boosts
    saved_forging["state"]["forge_queue"] = [0]
    assert _load(saved_forging).st.ff_boosts_had == [2, 2, 2]


def test_a_save_whose_boosts_do_not_add_up_is_refused_not_raised(saved_forging):
    del saved_forging["state"]["ff_boosts_had"]
    saved_forging["state"]["ff_active"] = [""]
    with pytest.raises(GameError, match="ff_active has 1 entr"):
        _load(saved_forging)


@pytest.mark.parametrize("key", ["state", "call", "dice", "options"])
def test_a_missing_part_is_refused(saved, key):
    del saved[key]
    with pytest.raises(GameError, match=key):
        _load(saved)


def test_text_that_is_not_a_game_is_refused():
    for text in ("", "[]", "{", '{"format_version": 2}', "\ufeff{}"):
        with pytest.raises(GameError):
            Game.from_json(text)


def test_a_command_to_a_negative_seat_is_illegal(experienced, front):
    game = Game.new(experienced, front, players=2, seed=1)
    for text in ("cmd -1 move 3,4", "cmd 99 open 1,1-1,2"):
        with pytest.raises(IllegalActionError, match=text):
            game.apply(text)


@pytest.mark.parametrize("name", ["family", "experienced", "gsh"])
def test_every_state_of_random_games_is_accepted(name):
    import random

    from engine_support import load_board, load_call

    call = load_call({"family": "fire-rescue-family", "experienced": "fire-rescue-experienced", "gsh": "gsh-warehouse"}[name])
    board = load_board(call.board)
    for seed in range(3):
        game = Game.new(call, board, players=2 + seed, seed=seed, difficulty=call.levels[-1].id if call.levels else None)
        rng = random.Random(seed)
        for _ in range(150):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
            assert Game.from_json(game.to_json()) == game


def test_a_large_marker_round_trips_and_is_removed_whole():
    """A large Call marker's spaces are saved with the game and removed together after loading (R-HERO-8)."""
    from engine_support import load_board, load_call

    call = load_call("gsh-hillside")
    wreck = {"id": "wreck", "title": {"en": "Wreck"}, "blocks_movement": True, "clear_cost": 2}
    call = call.model_copy(update={"markers": [*call.markers, type(call.markers[0]).model_validate(wreck)],
                                   "setup": call.setup.model_copy(update={"markers": {"wreck": [[(2, 2), (2, 3)]]}})})
    game = Game.new(call, load_board(call.board), players=3, seed=4)
    saved = json.loads(game.to_json())
    assert sum(1 for g in saved["state"]["mark_group"] if g) == 2
    again = _load(saved)
    assert again.st.mark_group == game.st.mark_group and again.clone().st.mark_group == game.st.mark_group
    from engine.rules.mechanics import take_away

    assert take_away(again, again.index((2, 3))) == [again.index((2, 2)), again.index((2, 3))]
    assert not any(again.st.marks) and not any(again.st.mark_group)


def test_a_named_victim_is_saved_and_checked():
    """The named Victim's place is saved with the game; a state that puts it in two places, or on a Call without
    one, is refused (R-HERO-7)."""
    from engine_support import load_board, load_call

    call = load_call("gsh-hillside").model_copy(update={"named_victim": None})
    named = type(load_call("gsh-hillside")).model_validate(
        {**load_call("gsh-hillside").model_dump(mode="json", exclude_none=True), "named_victim": {"cell": [3, 3], "title": {"en": "Owner"}}})
    game = Game.new(named, load_board(named.board), players=3, seed=4)
    saved = json.loads(game.to_json())
    assert saved["state"]["vip_at"] == game.index((3, 3)) + 1 and game.st.victims[game.index((3, 3))] == 1
    assert _load(saved).st.vip_at == game.st.vip_at
    two_places = json.loads(game.to_json())
    two_places["state"]["vip_by"] = 1
    with pytest.raises(GameError, match="it is in one place"):
        _load(two_places)
    plain = json.loads(Game.new(call, load_board(call.board), players=3, seed=4).to_json())
    plain["state"]["vip_out"] = 1
    with pytest.raises(GameError, match="the Call names none"):
        _load(plain)


def _first_stream(data):
    return next(iter(data["dice"]["streams"]))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["dice"]["streams"][_first_stream(d)][1].__setitem__(3, 0.5), "not a random generator's state"),
        (lambda d: d["dice"]["streams"][_first_stream(d)][1].__setitem__(3, -1), "not a random generator's state"),
        (lambda d: d["dice"]["streams"][_first_stream(d)][1].__setitem__(-1, 10**6), "not a random generator's state"),
        (lambda d: d["dice"]["streams"].__setitem__(_first_stream(d), [3, []]), "not a random generator's state"),
        (lambda d: d["board"]["parking"]["engine"][0][0].__setitem__(0, 99), "cannot build this board"),
        (lambda d: d["dice"]["streams"][_first_stream(d)].__setitem__(2, float("nan")), "not a random generator.s state"),
        (lambda d: d["dice"].__setitem__("seed", None), "seeded dice need their 'seed'"),
        (lambda d: d["dice"].pop("seed"), "seeded dice need their 'seed'"),
        (lambda d: d.__setitem__("dice", {"kind": "scripted"}), "scripted dice need 'values' and 'pos'"),
        (lambda d: d.__setitem__("dice", {"kind": "scripted", "values": [1]}), "scripted dice need 'values' and 'pos'"),
        (lambda d: d.__setitem__("dice", {"kind": "scripted", "values": [1], "pos": 2}), "past the 1 values"),
        (lambda d: d["dice"].__setitem__("substreams", [10**30]), "substreams"),
    ],
)
def test_tampered_dice_or_board_is_refused_not_raised(saved, change, words):
    # Each is a GameError naming what is wrong, never a TypeError, OverflowError, ValueError, KeyError or
    # IndexError from deep in the engine.
    change(saved)
    with pytest.raises(GameError, match=words):
        _load(saved)


@pytest.mark.parametrize(("phase", "pending"), [("ride", [0, None, 2]), ("ride", [1, 99, 0]), ("ride", [0, 0, 7]),
                                                ("reroll", [0, 99, 1, 0, 0]), ("reroll", [0, 1]), ("action", [1, 2])])
def test_a_pending_decision_the_phase_cannot_have_is_refused(saved, phase, pending):
    # A ride with spot None is refused on load, never left to be a TypeError in the vehicle rules once play goes on.
    saved["state"]["phase"], saved["state"]["pending"] = phase, pending
    with pytest.raises(GameError, match="state/pending"):
        _load(saved)
