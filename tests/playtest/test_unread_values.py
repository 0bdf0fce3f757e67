"""A value no game reads is never varied: ``tune``, ``playtest --set`` and ``--sweep-param`` refuse it, the level
effects and the studio's tune choices leave it out (FP328 reports it in the file)."""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playtest as pt
from authoring.cli import app
from authoring.playtest.changes import unread_in_play
from authoring.playtest.effects import level_parameters
from authoring.playtest.page import tune_choices
from authoring.playtest.runner import PlaytestError
from authoring.playtest.tune import tune
from engine.model import Call, resolve_params
from engine.model.call import level_numbers_read

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"
EXPERIENCED = ROOT / "calls" / "fire-rescue-experienced.call.json"


def _library(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "calls", tmp_path / "calls")
    return tmp_path / "calls"


def _without_hazmat_levels(tmp_path: Path) -> Path:
    """The experienced Call with its Hazmat placed by a fixed count: the levels' "hazmat" are read by no game."""
    path = _library(tmp_path) / "fire-rescue-experienced.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for step in data["setup"]["procedures"]:
        if step["do"] == "place_hazmat":
            step["count"] = 3
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def test_the_level_numbers_read_follow_the_setup_steps_and_the_ruleset():
    call = Call.model_validate(json.loads(EXPERIENCED.read_text(encoding="utf-8")))
    assert level_numbers_read(call, resolve_params("experienced")) == ("explosions", "hazmat", "hot_spots", "hot_spot_supply")
    quiet = resolve_params("experienced", {"hot_spots": False, "hazmat_leaves_hot_spot": False})
    assert "hot_spot_supply" not in level_numbers_read(call, quiet)
    leaves = resolve_params("experienced", {"hot_spots": False})  # an exploded Hazmat still takes a Hot Spot
    assert "hot_spot_supply" in level_numbers_read(call, leaves)


def test_the_box_supplies_and_unread_level_numbers_have_a_reason_and_live_values_none():
    call = Call.model_validate(json.loads(EXPERIENCED.read_text(encoding="utf-8")))
    for pointer in ("/supply/hazmat", "/supply/hot_spots", "/supply/threats"):
        assert "FP303" in unread_in_play(call, pointer)
    for pointer in ("/supply/damage", "/win/rescued", "/levels/0/hazmat", "/levels/2/hot_spot_supply", "/poi_bag/victims"):
        assert unread_in_play(call, pointer) is None


@pytest.mark.parametrize("args", [
    ["playtest", "{call}", "-n", "4", "--set", "/supply/hot_spots=5"],
    ["playtest", "{call}", "-n", "4", "--sweep-param", "/supply/hazmat=2,3"],
    ["tune", "{call}", "--target", "0.5", "--vary", "/supply/threats=20..30", "--out", "{dir}/calls/t.call.json"],
])
def test_a_box_supply_is_refused_before_any_game_with_the_reason(tmp_path, args):
    call = _library(tmp_path) / "fire-rescue-family.call.json"
    run = CliRunner().invoke(app, [a.format(call=call, dir=tmp_path) for a in args])
    assert run.exit_code == 2 and "is never read in play" in run.output
    assert "FP303" in run.output and "same games whatever its value" in run.output
    assert not (tmp_path / "calls" / "t.call.json").exists()


def test_an_unread_level_number_is_refused_by_tune_and_left_out_of_the_level_effects(tmp_path):
    path = _without_hazmat_levels(tmp_path)
    spec = pt.PlaytestSpec(call_path=str(path), players=2, level="veteran")
    with pytest.raises(PlaytestError, match=r'/levels/1/hazmat is never read in play: .*"hazmat" \(FP328'):
        tune(spec, {"/levels/1/hazmat": (2, 6)}, target=0.5, games_per_trial=4, trials=2)
    assert set(level_parameters(spec)) == {"explosions", "hot_spots", "hot_spot_supply"}
    assert set(level_parameters(pt.PlaytestSpec(call_path=str(EXPERIENCED), players=2))) == {
        "explosions", "hazmat", "hot_spots", "hot_spot_supply"}


def test_the_studio_offers_to_tune_only_values_play_reads(tmp_path):
    path = _without_hazmat_levels(tmp_path)
    choices = tune_choices(path)
    assert "/supply/damage" in choices and "/levels/0/explosions" in choices
    assert not [p for p in choices if p.endswith("/hazmat")]
    assert [p for p in tune_choices(EXPERIENCED) if p.endswith("/hazmat")] == ["/levels/0/hazmat", "/levels/1/hazmat",
                                                                               "/levels/2/hazmat"]


def test_a_value_a_set_makes_read_is_played(tmp_path):
    library = _library(tmp_path)
    path = library / "fire-rescue-experienced.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["ruleset"]["params"] = {"hot_spots": False, "hazmat_leaves_hot_spot": False}
    data["setup"]["procedures"] = [p for p in data["setup"]["procedures"] if p["do"] != "place_hot_spots"]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    alone = CliRunner().invoke(app, ["playtest", str(path), "-n", "2", "--set", "/levels/0/hot_spot_supply=3"])
    assert alone.exit_code == 2 and "is never read in play" in alone.output
    made_read = CliRunner().invoke(app, ["playtest", str(path), "-n", "2", "--set", "/ruleset/params/hot_spots=true",
                                         "--set", "/levels/0/hot_spot_supply=3", "--bot", "greedy"])
    assert made_read.exit_code in (0, 1) and "never read" not in made_read.output


def test_tune_refuses_a_value_that_is_no_whole_number(tmp_path):
    path = _library(tmp_path) / "fire-rescue-experienced.call.json"
    spec = pt.PlaytestSpec(call_path=str(path), players=2)
    with pytest.raises(PlaytestError, match=r'/setup/procedures/1/count holds "level", not a whole number'):
        tune(spec, {"/setup/procedures/1/count": (1, 3)}, target=0.5, games_per_trial=4, trials=2)


@pytest.mark.parametrize("pointer", ["/players/min=5..6", "/players/max=3..5"])
def test_the_range_of_players_is_refused_as_a_tuned_or_swept_value_but_may_be_set(tmp_path, pointer):
    """A tune or a sweep plays one player count: the range a Call allows decides no game of it. ``--set`` may widen it
    to play a count the Call excludes."""
    call = _library(tmp_path) / "fire-rescue-family.call.json"
    run = CliRunner().invoke(app, ["tune", str(call), "--target", "0.5", "--vary", pointer,
                                   "--out", str(tmp_path / "calls" / "t.call.json")])
    assert run.exit_code == 2 and "is never read in play" in run.output and "--players" in run.output, run.output
    assert not (tmp_path / "calls" / "t.call.json").exists()
    swept = CliRunner().invoke(app, ["playtest", str(call), "-n", "2", "--sweep-param", pointer.replace("..", ",")])
    assert swept.exit_code == 2 and "is never read in play" in swept.output, swept.output
    solo = CliRunner().invoke(app, ["playtest", str(call), "-n", "2", "--players", "1", "--set", "/players/min=1"])
    assert solo.exit_code == 0, solo.output


def test_a_whole_level_is_unread_only_where_no_number_of_a_level_is_read():
    call = Call.model_validate(json.loads(EXPERIENCED.read_text(encoding="utf-8")))
    assert unread_in_play(call, "/levels/1") is None
    data = json.loads(EXPERIENCED.read_text(encoding="utf-8"))
    for step in data["setup"]["procedures"]:
        step["count"] = 2  # no step takes its count from the level
    data["ruleset"] = {"name": "experienced", "params": {"hot_spots": False, "hazmat_leaves_hot_spot": False}}
    fixed = Call.model_validate(data)
    assert "any of a level's numbers" in unread_in_play(fixed, "/levels/1")
    assert unread_in_play(fixed, "/levels/1/name") is None  # not a number: another check's business
