"""Dice streams per purpose: a Call change that touches only setup keeps the game's other rolls in step.

Each game draws its setup explosions, setup Hazmat, setup Hot Spots, Advance
Fire, POI placement, POI identity, shuffles and deck gun rolls from separate
streams (``engine.dice``), so two versions of a Call that differ in their
setup roll the same Advance Fire dice: what keeps a paired comparison paired.
"""

from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.dice import ScriptedDice, SeededDice
from engine.game import Game
from engine.model import Board, Call

CALLS = Path(__file__).resolve().parents[2] / "calls"
BOARD = Board.model_validate_json((CALLS / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))


def load_call(name: str) -> Call:
    return Call.model_validate_json((CALLS / f"{name}.call.json").read_text(encoding="utf-8"))


def changed(call: Call, level: str, **counts) -> Call:
    """``call`` with level ``level``'s counts changed (a setup-only change)."""
    data = call.model_dump(mode="json", by_alias=True, exclude_none=True)
    for lv in data["levels"]:
        if lv["id"] == level:
            lv.update(counts)
    return Call.model_validate(data)


def first_turn(call: Call, seed: int, players: int, level: str):
    """(setup rolls, Advance Fire rolls of the first turn): seat 0 ends its turn at once."""
    g = Game.new(call, BOARD, players=players, seed=seed, difficulty=level)
    setup = [(e.data["why"], e.data["value"]) for e in g.setup_events if e.kind == "roll"]
    events = g.apply(make_bot("pass", seed=0).act(g))
    fire = [(e.data["die"], e.data["value"]) for e in events if e.kind == "roll" and e.data["why"] == "advance_fire"]
    return setup, fire


@pytest.mark.parametrize(
    ("level", "counts"),
    [("recruit", {"hazmat": 4}), ("recruit", {"hot_spots": 2}), ("veteran", {"hazmat": 2}), ("recruit", {"explosions": 2})],
    ids=["one-more-hazmat", "one-more-hot-spot", "two-fewer-hazmat", "one-fewer-explosion"],
)
@pytest.mark.parametrize("players", [2, 4])
def test_setup_change_keeps_first_turn_advance_fire_rolls(level, counts, players):
    base = load_call("fire-rescue-experienced")
    other = changed(base, level, **counts)
    setups_differ = 0
    for seed in range(12):
        setup_a, fire_a = first_turn(base, seed, players, level)
        setup_b, fire_b = first_turn(other, seed, players, level)
        setups_differ += setup_a != setup_b
        assert fire_a, "the first turn rolled no Advance Fire"
        # A flare-up adds rolls after the first target; the rolls both games made are the same.
        n = min(len(fire_a), len(fire_b))
        assert fire_a[:n] == fire_b[:n], f"seed {seed}: Advance Fire rolls changed with the setup"
        if "hazmat" in counts:  # the same Fire and Hot Spots: the same flare-ups, so the very same rolls
            assert fire_a == fire_b, f"seed {seed}"
    assert setups_differ == 12, "the change did not change the setup rolls: the test would prove nothing"


def test_one_stream_for_every_roll_breaks_the_pairing():
    """The control: the same change, with all rolls from one stream, does shift Advance Fire (so the test above can fail)."""
    class OneStream:
        """Every roll from the first stream, as the dice were before the streams."""

        def __init__(self, seed):
            self.dice = SeededDice(seed)

        def roll(self, sides, stream=0):
            return self.dice.roll(sides, 0)

        def substream(self, stream):
            pass

    base = load_call("fire-rescue-experienced")
    other = changed(base, "recruit", hazmat=4)
    shifted = 0
    for seed in range(12):
        rolls = []
        for call in (base, other):
            g = Game.new(call, BOARD, players=4, seed=seed, difficulty="recruit", dice=OneStream(seed))
            events = g.apply(make_bot("pass", seed=0).act(g))
            rolls.append([e.data["value"] for e in events if e.kind == "roll" and e.data["why"] == "advance_fire"])
        shifted += rolls[0] != rolls[1]
    assert shifted >= 6
    assert ScriptedDice([2]).roll(6, 5) == 2  # scripted dice ignore the stream


def test_game_json_and_clone_keep_every_stream():
    g = Game.new(load_call("fire-rescue-experienced"), BOARD, players=4, seed=3, difficulty="veteran")
    bot = make_bot("greedy", seed=0)
    for _ in range(30):
        g.apply(bot.act(g))
    twin, copy = Game.from_json(g.to_json()), g.clone()
    assert twin == g and copy == g
    rolled = 0
    for _ in range(60):
        if g.is_over:
            break
        action = bot.act(g)
        events = [[e.data for e in game.apply(action)] for game in (g, twin, copy)]
        assert events[0] == events[1] == events[2]
        rolled += sum(e.get("why") == "advance_fire" for e in events[0])
    assert rolled > 0


def test_each_fire_phase_rolls_its_own_sub_stream():
    """The k-th fire phase rolls the same dice whatever the earlier fire phases rolled (a flare-up rolls more)."""
    a, b = SeededDice(5), SeededDice(5)
    a.substream(3)
    b.substream(3)
    first = [a.roll(6, 3) for _ in range(2)]
    assert first == [b.roll(6, 3) for _ in range(2)]
    _ = [a.roll(6, 3) for _ in range(6)]  # a flare-up in one version only
    a.substream(3)
    b.substream(3)
    assert [a.roll(6, 3) for _ in range(8)] == [b.roll(6, 3) for _ in range(8)]


def test_a_poi_keeps_its_identity_when_the_team_reveals_in_another_order():
    """Two versions of a game reveal the same two POIs in opposite orders: each space's POI draws
    from its own sub-stream, so its identity stays the same unless the pool's odds changed on the way."""
    from engine.rules.poi import reveal

    same = 0
    for seed in range(40):
        versions = []
        for order in ((0, 1), (1, 0)):
            g = Game.new(load_call("fire-rescue-family"), BOARD, players=3, seed=seed)
            st = g.st
            spaces = [s for s in range(len(st.poi)) if st.poi[s]][:2]
            for k in order:
                reveal(g, spaces[k])
            versions.append(tuple(st.victims[s] for s in spaces))
        same += versions[0] == versions[1]
    assert same >= 34  # with one stream for every reveal, about half the pairs would swap
