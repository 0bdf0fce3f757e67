"""Action notation and the dice sources."""

import pytest

from engine.actions import Action
from engine.dice import ScriptedDice, SeededDice, dice_from_dict
from engine.errors import ActionSyntaxError, DiceExhaustedError, GameError

EXAMPLES = [
    "end", "move 3,4", "move 3,4 victim", "move 3,4 hazmat+lead", "open 2,5-2,6", "close 2,5-2,6", "ext 3,4",
    "ext 3,4 full", "chop 2,3-3,3", "drive amb +1", "drive amb -1 0,5", "drive eng +1 1,0", "ride 0,5", "stay",
    "gun", "reroll red", "keep", "crew paramedic", "treat", "identify 3,4", "dispose", "cmd 2 move 3,4 victim",
    "cmd 1 close 2,5-2,6",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_notation_round_trips(text):
    a = Action.parse(text)
    assert a.notation == text and Action.parse(a.notation) == a and str(a) == text


@pytest.mark.parametrize("text", ["", "move", "move 3", "move 3,4 cat", "drive bus +1", "drive amb +2", "open 1,1", "cmd x move 1,1",
                                  "cmd 1 ext 1,1", "reroll green", "end now", "ext 1,1 half"])
def test_bad_notation_is_a_clear_error(text):
    with pytest.raises(ActionSyntaxError, match="cannot read action"):
        Action.parse(text)


def test_actions_sort_by_kind_then_cell():
    acts = [Action.parse(t) for t in ["move 3,4", "end", "move 1,9", "chop 1,1-1,2"]]
    assert [a.notation for a in sorted(acts)] == ["chop 1,1-1,2", "end", "move 1,9", "move 3,4"]


def test_scripted_dice_check_faces_and_run_out():
    d = ScriptedDice([6, 9])
    assert d.roll(6) == 6
    with pytest.raises(GameError, match="not a face of a d8"):
        d.roll(8)
    with pytest.raises(DiceExhaustedError):
        ScriptedDice([]).roll(6)


def test_seeded_dice_are_reproducible_and_serialisable():
    a, twin = SeededDice(42), SeededDice(42)
    rolls = [a.roll(8) for _ in range(50)]
    assert rolls == [twin.roll(8) for _ in range(50)]
    assert set(rolls) == set(range(1, 9))
    b = dice_from_dict(a.to_dict())
    c = a.clone()
    assert [b.roll(6) for _ in range(10)] == [a.roll(6) for _ in range(10)] == [c.roll(6) for _ in range(10)]
