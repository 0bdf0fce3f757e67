"""``Game.state_hash``: the value replays record after each action, so it stays what it always was (the SHA-256 of
the state's sorted compact JSON), equal for equal states, different for different ones, the same in every process."""

import hashlib
import json
import os
import random
import subprocess
import sys

import pytest
from engine_support import ROOT, bundled_calls, load_board

from engine.game import Game
from engine.state import GameState, _byte_list_json

CALLS = bundled_calls()


def json_hash(game: Game) -> str:
    """The hash as the engine first defined it: from ``to_dict`` through ``json.dumps``."""
    text = json.dumps(game.st.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def new_game(name: str, seed: int) -> Game:
    call = CALLS[name]
    return Game.new(call, load_board(call.board), players=3, seed=seed)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_the_hash_is_the_sha256_of_the_state_json_all_game_long(name):
    game = new_game(name, seed=4)
    rng = random.Random(4)
    for _ in range(400):
        assert game.st.canonical_json() == json.dumps(game.st.to_dict(), sort_keys=True, separators=(",", ":")).encode()
        assert game.state_hash() == json_hash(game)
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))


def test_values_of_two_digits_and_more_are_written_as_numbers():
    st = GameState.empty(12, 4)
    st.victims[3] = 10
    st.mark_group[0:3] = bytes([255, 255, 7])
    st.helpers[11] = 9
    assert st.canonical_json() == json.dumps(st.to_dict(), sort_keys=True, separators=(",", ":")).encode()
    assert b'"mark_group":[255,255,7,0,0,0,0,0,0,0,0,0]' in st.canonical_json()


@pytest.mark.parametrize("values", [b"", b"\x00", b"\x09", b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09", b"\x0a", b"\x02\xff\x00"])
def test_a_byte_array_is_written_as_json_writes_its_list(values):
    assert _byte_list_json(bytearray(values)) == json.dumps(list(values), separators=(",", ":")).encode()


def test_equal_states_hash_equal_and_a_changed_marker_changes_the_hash(family, front):
    game = Game.new(family, front, players=4, seed=2)
    copy, saved = game.clone(), Game.from_json(game.to_json())
    assert copy.state_hash() == saved.state_hash() == game.state_hash()
    space = next(s for s in range(game.cb.n) if not game.st.fire[s])
    copy.st.fire[space] = 1
    assert copy.state_hash() != game.state_hash()
    copy.st.fire[space] = 0
    assert copy.state_hash() == game.state_hash()
    copy.st.door[next(e for e in range(len(copy.st.door)) if copy.st.door[e])] ^= 3
    assert copy.state_hash() != game.state_hash()


def test_the_hash_is_the_same_in_another_process(family, front):
    """No ``hash()`` of a string or set order leaks in: a child with another hash seed finds the same value."""
    game = Game.new(family, front, players=4, seed=9)
    game.apply(game.legal_actions()[0])
    code = (
        "from engine_support import load_board, load_call\n"
        "from engine.game import Game\n"
        "g = Game.new(load_call('fire-rescue-family'), load_board('fire-rescue-front'), players=4, seed=9)\n"
        "g.apply(g.legal_actions()[0])\n"
        "print(g.state_hash())\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345",
           "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests" / "engine")])}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == game.state_hash()


def test_the_hash_of_a_golden_replay_setup_is_what_it_recorded(family, front):
    data = json.loads((ROOT / "tests" / "golden" / "replays" / "fire-rescue-family.replay.json").read_text(encoding="utf-8"))
    o = data["options"]
    game = Game.new(family, front, players=o["players"], seed=data["seed"], difficulty=o["difficulty"],
                    specialists=o["specialists"], start=o["start"])
    assert game.state_hash() == data["setup"]["hash"]


def test_states_hashed_in_turn_each_get_their_own_hash(family, front):
    """The JSON of an array is reused while the array holds the same values (most actions change none): two states
    hashed by turns, and one changed in place between two hashes, are each hashed as ``json.dumps`` writes them."""
    a = Game.new(family, front, players=4, seed=3)
    b = a.clone()
    b.apply("end")
    for game in (a, b, a, b):
        assert game.state_hash() == json_hash(game)
    before = a.state_hash()
    a.st.fire[0] = 2 - a.st.fire[0] if a.st.fire[0] != 1 else 0
    assert a.state_hash() == json_hash(a) != before
