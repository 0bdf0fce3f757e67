"""The scenario runner reports wrong expectations, and the play commands work end to end."""

import json
import os

import pytest
from engine_support import ROOT
from typer.testing import CliRunner

from authoring.cli import app
from engine import scenario
from engine.errors import GameError
from engine.model.common import MAX_SPACES
from engine.scenario import load_scenario, run_scenario

SMOKE = {"id": "t", "rules": ["R-FIRE-1"], "dice": [2, 2], "do": {"phase": "advance_fire"}, "expect": {}}


def test_runner_passes_a_true_expectation():
    assert run_scenario({**SMOKE, "expect": {"markers": {"smoke": [[2, 2]]}}}).ok


def test_runner_reports_a_wrong_expectation():
    res = run_scenario({**SMOKE, "expect": {"markers": {"smoke": [[2, 3]]}, "counters": {"damage": 5}}})
    assert not res.ok and len(res.problems) == 2
    assert res.problems[0].startswith("expect.markers.smoke: expected [[2, 3]], got ")
    assert res.problems[1] == "expect.counters.damage: expected 5, got 0"


def test_runner_reports_unused_and_missing_dice():
    assert run_scenario({**SMOKE, "dice": [2, 2, 5]}).problems == [
        "dice[2]: 1 scripted roll left unused, from this one on (or set expect.dice_used to false)"]
    ran_out = run_scenario({**SMOKE, "dice": [2]}).problems
    assert ran_out == ["dice: scripted dice ran out after 1 rolls (asked for a d8) (by do.phase)"], ran_out


def test_runner_reports_an_unexpected_illegal_action():
    res = run_scenario({"id": "t", "rules": ["R-ACT-1"], "firefighters": [{"at": [2, 0]}], "do": {"action": "move 2,1"},
                        "expect": {}})
    assert "illegal action 'move 2,1'" in res.problems[0]


def test_rules_test_command(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps({**SMOKE, "expect": {"markers": {"smoke": [[2, 2]]}}}))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**SMOKE, "expect": {"markers": {"fire": [[2, 2]]}}}))
    runner = CliRunner()
    ok = runner.invoke(app, ["rules-test", str(good)])
    assert ok.exit_code == 0 and "1 passed, 0 failed" in ok.output
    res = runner.invoke(app, ["rules-test", str(tmp_path)])
    assert res.exit_code == 1 and "bad.json" in res.output and "1 passed, 1 failed" in res.output


def test_replay_record_and_check(tmp_path):
    out = tmp_path / "replays" / "fam.replay.json"  # the folder is created
    runner = CliRunner()
    rec = runner.invoke(app, ["replay", "--record", str(ROOT / "calls" / "fire-rescue-family.call.json"),
                              "--seed", "3", "--players", "2", "--out", str(out)])
    assert rec.exit_code == 0, rec.output
    data = json.loads(out.read_text())
    assert data["options"]["players"] == 2 and data["steps"]
    check = runner.invoke(app, ["replay", str(out), "--library", str(ROOT / "calls")])
    assert check.exit_code == 0 and "ok" in check.output
    data["steps"][-1]["hash"] = "0" * 16
    out.write_text(json.dumps(data))
    bad = runner.invoke(app, ["replay", str(out), "--library", str(ROOT / "calls")])
    assert bad.exit_code == 1 and "state hash differs" in bad.output
    last = len(data["steps"]) - 1
    assert f"step {last + 1} ({data['steps'][-1]['action']}): state hash differs" in " ".join(bad.output.split())


def _hostile_scenarios(folder):
    (folder / "deep.json").write_text("[" * 100_000)
    (folder / "latin1.json").write_bytes(b"\xe9t\xe9")
    (folder / "list.json").write_text("[]")
    (folder / "escape.json").write_text(json.dumps({**SMOKE, "board": "../../../etc/passwd"}))
    (folder / "phase.json").write_text(json.dumps({**SMOKE, "do": {"phase": "nope"}}))
    os.mkfifo(folder / "fifo.json")
    return {
        "deep.json": "nested too deeply",
        "latin1.json": "not valid UTF-8",
        "list.json": "a scenario is a JSON object",
        "escape.json": "is not the id of a bundled board",
        "phase.json": "malformed scenario: do.phase: 'nope' is not one of",
        "fifo.json": "not a regular file",
    }


def test_rules_test_reports_hostile_scenario_files_without_a_traceback_or_a_hang(tmp_path):
    # Each of these (nesting 100,000 deep, bytes that are not UTF-8, a list, a board path outside the library,
    # an unknown phase, a FIFO) is a failed scenario with its message: never a traceback, never a read that hangs.
    expected = _hostile_scenarios(tmp_path)
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path)])
    assert res.exit_code == 1 and "0 passed, 6 failed" in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)
    for name, message in expected.items():
        assert any(name in line and message in line for line in res.output.splitlines()), (name, res.output)


def test_replay_record_refuses_a_seed_no_replay_file_holds(tmp_path):
    # A seed of -5 or 10**30, which a replay file cannot hold (FP101 seed), is a usage error: nothing is recorded.
    family = str(ROOT / "calls" / "fire-rescue-family.call.json")
    for seed in ("-5", str(10**30)):
        out = tmp_path / "r.replay.json"
        res = CliRunner().invoke(app, ["replay", "--record", family, "--seed", seed, "--out", str(out)])
        assert res.exit_code == 2 and "--seed must be 0 to" in res.output and not out.exists()


def test_replay_record_to_a_folder_or_device_is_a_clear_error(tmp_path):
    # A folder or a FIFO as --out is refused before the game is recorded (a usage error), --force or not:
    # never an OSError traceback, and the special file is left as it is.
    family = str(ROOT / "calls" / "fire-rescue-family.call.json")
    fifo = tmp_path / "pipe.replay.json"
    os.mkfifo(fifo)
    for target in (tmp_path, fifo):
        res = CliRunner().invoke(app, ["replay", "--record", family, "--players", "2", "--out", str(target), "--force"])
        shown = " ".join(res.output.replace("│", " ").split())
        assert res.exit_code == 2 and f"not a regular file ({target.name} is a" in shown, res.output
    assert fifo.is_fifo()


def test_play_refuses_a_seed_no_replay_file_holds():
    res = CliRunner().invoke(app, ["play", str(ROOT / "calls" / "fire-rescue-family.call.json"), "--seed", "-1"], input="quit\n")
    assert res.exit_code == 2 and "--seed must be 0 to" in res.output


def test_replay_record_to_a_name_that_is_not_utf8_reports_it_escaped(tmp_path):
    # A name that is not UTF-8 is printed escaped (\udcff) once the replay is written, never a UnicodeEncodeError.
    out = os.fsdecode(bytes(tmp_path) + b"/\xff.replay.json")
    family = str(ROOT / "calls" / "fire-rescue-family.call.json")
    res = CliRunner().invoke(app, ["replay", "--record", family, "--players", "2", "--out", out])
    assert res.exit_code == 0 and res.exception is None, res.exception
    assert "\\udcff.replay.json: " in res.output and os.path.exists(out)


def test_rules_test_escapes_a_scenario_id_that_would_drive_the_terminal(tmp_path):
    (tmp_path / "esc.json").write_text(json.dumps({**SMOKE, "id": "x\x1b[2J", "expect": {"markers": {"fire": [[2, 2]]}}}))
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path)])
    assert res.exit_code == 1 and "\x1b" not in res.output and "x\\x1b[2J" in res.output


def test_setup_and_heroes_name_a_bundled_call_by_id_and_read_it_within_bounds(tmp_path, monkeypatch):
    # do.setup.call and heroes name a bundled Call by id: a missing name, "../..", a FIFO or a link to /dev/zero
    # is one located problem, never a traceback, a file read outside calls/, a hang or unbounded memory.
    os.mkfifo(tmp_path / "fifo.call.json")
    (tmp_path / "zero.call.json").symlink_to("/dev/zero")
    monkeypatch.setattr(scenario, "CALLS_DIR", tmp_path)
    cases = [("nope", "is not the id of a bundled Call (no nope.call.json in"),
             ("../../etc/passwd", "is not the id of a bundled Call"),
             ("fifo", "not a regular file"), ("zero", "not a regular file")]
    for name, message in cases:
        res = scenario._run_checked({"id": "s", "rules": ["R-SETUP-1"], "do": {"setup": {"call": name}}, "expect": {}})
        assert len(res.problems) == 1 and "\n" not in res.problems[0], res.problems
        assert res.problems[0].startswith("cannot build the position: do.setup.call: ") and message in res.problems[0]
    res = scenario._run_checked({**SMOKE, "ruleset": "gsh", "heroes": "../gsh-warehouse"})
    assert res.problems == ["cannot build the position: heroes: '../gsh-warehouse' is not the id of a bundled Call"]


def test_a_board_larger_than_the_validator_takes_is_refused():
    # An inline board or dice table beyond the validator's 10,000 spaces (FP406) is refused before any work on it.
    side = MAX_SPACES // 100 + 1
    big = {"id": "big", "rows": side, "cols": 100}
    res = run_scenario({**SMOKE, "board": big})
    assert res.problems == [f"cannot build the position: board: the {side} x 100 grid has more than {MAX_SPACES} spaces"]
    dice = {"id": "big", "dice": {"red_sides": side, "black_sides": 100}}
    res = run_scenario({**SMOKE, "board": dice})
    assert res.problems == [f"cannot build the position: board: dice with {side} and 100 sides give more than {MAX_SPACES} rolls"]


def test_an_integer_longer_than_python_converts_is_a_located_error(tmp_path):
    # A 5000-digit number is a located JSON error, never a ValueError traceback from int() ("Exceeds the limit").
    path = tmp_path / "big.json"
    path.write_text('{"id": "big",\n "dice": [' + "9" * 5000 + "]}")
    with pytest.raises(GameError, match=r"big\.json:2:11: not valid JSON: a number of 5000 digits; at most \d+ are read$"):
        load_scenario(path)


@pytest.mark.parametrize(("change", "message"), [
    ({"do": {"actions": 5}}, "do.actions: a list is expected, not a whole number"),
    ({"do": {"actions": [None]}}, "do.actions[0]: a string is expected, not null"),
    ({"firefighters": ["a"]}, "firefighters[0]: an object is expected, not a string"),
    ({"firefighters": [{"at": "x"}]}, "firefighters[0].at: a list is expected, not a string"),
    ({"markers": {"fire": 5}}, "markers.fire: a list is expected, not a whole number"),
    ({"rules": 5}, "rules: a list is expected, not a whole number"),
    ({"expect": {"walls": 5}}, "expect.walls: a list is expected, not a whole number"),
    ({"player": 3}, "player: 3 names no firefighter (0 to 0)"),
    ({"firefighters": [{"at": [0, 0], "carrying": "nope"}]}, "firefighters[0].carrying: 'nope' is not one of"),
    ({"markers": {"victims": [[None, 1]]}}, "markers.victims[0]: a space [row, col] is expected, not [null, 1]"),
    ({"expect": {"markers": {"fire": [None]}}}, "expect.markers.fire[0]: a space [row, col] is expected, not null"),
    ({"expect": {"markers": {"victims": None}}}, "expect.markers.victims: a list is expected, not null"),
    ({"firefighters": [{}]}, "firefighters[0]: 'at', the firefighter's space [row, col], is missing"),
    ({"firefighters": []}, "firefighters: at least one firefighter is expected"),
    ({"do": {"phase": "explosion"}}, "do.at: an explosion needs its space [row, col]"),
    ({"do": {"phase": "nope"}}, "do.phase: 'nope' is not one of"),
    ({"player": 0.5}, "player: a whole number is expected, not a number with a fraction"),
    ({"firefighters": [{"at": [0, 0], "ap": "4"}]}, "firefighters[0].ap: a whole number is expected, not a string"),
    ({"firefighters": [{"at": [0, 0], "ap": 10**30}]}, "firefighters[0].ap: a whole number from 0 to 99 is expected"),
    ({"firefighters": [{"at": [0, 0], "boosts_had": -5}]}, "firefighters[0].boosts_had: a whole number from 0 to 16"),
    ({"firefighters": [{"at": [0, 0], "gear": "h"}]}, "firefighters[0].gear: a list is expected, not a string"),
    ({"firefighters": [{"at": [0, 0], "nokey": 1}]}, "firefighters[0]: unknown key 'nokey'"),
    ({"counters": {"damage": -5}}, "counters.damage: a whole number from 0 to 100000 is expected, not -5"),
    ({"piles": {"boost_deck": "deluge"}}, "piles.boost_deck: a list of card ids is expected, not \"deluge\""),
    ({"expect": {"counters": {"nope": 1}}}, "expect.counters: 'nope' is no part of the game's state"),
    ({"expect": {"firefighter": []}}, "expect: unknown key 'firefighter'"),
    ({"expcet": {"damage": 1}}, "unknown key 'expcet' (did you mean 'expect'?)"),
    ({"zzzz": 1}, "unknown key 'zzzz' (a scenario has: "),
    ({"dice": [-1]}, "dice[0]: a whole number from 1 to 1000 is expected, not -1"),
    ({"expect": {"firefighters": [{}, {}]}}, "expect.firefighters[1]: the scenario has 1 firefighter"),
    ({"expect": {"markers": {"call_markers": 5}}}, "expect.markers.call_markers: a list is expected, not 5"),
    ({"markers": {"open_doors": [[[3, 1], 5]]}}, "markers.open_doors[0]: an edge [space, space] is expected"),
    ({"vehicles": {"engine": "x"}}, 'vehicles.engine: a spot number (0, 1, ...) is expected, not "x"'),
    ({"vehicles": {"helicoptr": 1}}, "vehicles: 'helicoptr' is not one of ambulance, engine"),
    ({"expect": {"vehicles": {"fire": 1}}}, "expect.vehicles: 'fire' is not one of ambulance, engine"),
    ({"counters": {"player": 1}}, "counters: 'player' is not one of actions_this_turn, damage"),
    ({"expect": {"markers": {"fires": []}}}, "expect.markers: unknown marker kind 'fires'"),
    ({"markers": {"helpers": []}}, "markers: unknown marker kind 'helpers'"),
    ({"win": "7"}, "win: a whole number is expected, not a string"),
    ({"do": {"action": "end", "actions": ["end"]}}, "do: 'action' and 'actions' are both given"),
    ({"rules": []}, "'rules' is missing or empty"),
    ({"rules": ["fire-1"]}, "rules: 'fire-1' is no rule id"),
])
def test_a_field_of_the_wrong_shape_is_named(change, message):
    # The problem names the field and the shape expected, never a Python error ("TypeError 'int' object ...").
    res = scenario._run_checked({**SMOKE, **change})
    assert len(res.problems) == 1 and res.problems[0].startswith(f"malformed scenario: {message}"), res.problems


def test_a_custom_board_the_model_refuses_is_said_in_a_line():
    res = scenario._run_checked({**SMOKE, "board": {"id": "b", "rows": True, "cols": 5}})
    assert res.problems == ["cannot build the position: board.rows: Input should be a valid integer"], res.problems


@pytest.mark.parametrize(("text", "said"), [
    ('{"id": "x", "player": NaN}', "NaN is no JSON number"),
    ('{"id": "x", "counters": {"damage": -Infinity}}', "-Infinity is no JSON number"),
    ('{"id": "x", "player": 0, "player": 1}', "key 'player' is written twice in one object"),
])
def test_json_a_scenario_file_cannot_hold_is_refused_at_load(tmp_path, text, said):
    path = tmp_path / "x.json"
    path.write_text(text)
    with pytest.raises(GameError, match=f"x.json: not valid JSON: {said}"):
        load_scenario(path)


def test_a_card_id_the_hero_set_lacks_is_named_at_its_place():
    hero = {"ruleset": "gsh", "heroes": "gsh-warehouse", "dice": []}
    res = scenario._run_checked({**SMOKE, **hero, "firefighters": [{"at": [0, 0], "hero": "scout", "active": "nope"}]})
    assert res.problems == ["cannot build the position: firefighters[0].active: 'nope' is not a Boost of the hero set"]
    res = scenario._run_checked({**SMOKE, **hero, "firefighters": [{"at": [0, 0], "hero": "scout"}],
                                 "piles": {"gear_deck": ["nope"]}})
    assert res.problems == ["cannot build the position: piles.gear_deck[0]: 'nope' is not a Gear of the hero set"]


@pytest.mark.parametrize(("name", "change", "message"), [
    ("gsh-card-gain-ap", lambda d: d.setdefault("piles", {}).__setitem__("fire_deck", ["nope"]),
     "piles.fire_deck: 'nope' is no card of the scenario's decks"),
    ("geo-custom-board", lambda d: d["board"]["parking"]["ambulance"].__setitem__(0, [[50, 50], [50, 51]]),
     "board.parking.ambulance[0]: the space [50, 50] is off the"),
])
def test_a_position_that_cannot_be_built_says_where(name, change, message):
    # The problem names the field and the value at fault, never a Python error such as KeyError or IndexError.
    data = json.loads((ROOT / "tests" / "rules" / "scenarios" / f"{name}.json").read_text(encoding="utf-8"))
    change(data)
    res = scenario._run_checked(data)
    assert len(res.problems) == 1 and res.problems[0].startswith(f"cannot build the position: {message}"), res.problems


def test_a_scenario_without_expect_is_refused_not_passed(tmp_path):
    # A scenario without "expect" (absent or misspelt) checks nothing, so it fails with "'expect' is missing".
    (tmp_path / "nothing.json").write_text(json.dumps({"id": "nothing", "do": {"action": "end"}}))
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path / "nothing.json")])
    assert res.exit_code == 1 and "'expect' is missing" in res.output and "0 passed, 1 failed" in res.output


def test_rules_test_of_a_path_that_does_not_exist_is_a_usage_error(tmp_path):
    # A missing path is a usage error naming it, not a scenario counted as "0 passed, 1 failed".
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path / "nowhere")])
    assert res.exit_code == 2 and f"no such file or folder: {tmp_path / 'nowhere'}" in res.output


def test_a_wrong_firefighter_is_named_from_1_as_its_command_counts_it():
    """``cmd 2`` commands the second firefighter listed; a failed check about that one names firefighter 2."""
    res = run_scenario({"id": "t", "rules": ["R-ACT-10"], "ruleset": "experienced",
                        "firefighters": [{"at": [3, 1], "specialist": "fire_captain"}, {"at": [3, 2]}],
                        "do": {"action": "cmd 2 move 4,2"}, "expect": {"firefighters": [{}, {"at": [4, 3]}]}})
    assert res.problems == ["expect.firefighters[1].at: firefighter 2: expected [4, 3], got [4, 2]"], res.problems


@pytest.mark.parametrize("where", ["firefighters", "expect"])
def test_a_hero_s_key_in_a_game_without_heroes_is_refused(where):
    """A hero's Gear or name on a family firefighter would be ignored, or never checked: it is said, not passed."""
    sc = {**SMOKE, "firefighters": [{"at": [0, 0]}]}
    if where == "firefighters":
        sc["firefighters"] = [{"at": [0, 0], "hero": "scout"}]
    else:
        sc["expect"] = {**SMOKE["expect"], "firefighters": [{"hero": "scout"}]}
    (problem,) = scenario._run_checked(sc).problems
    assert f"{'expect.firefighters' if where == 'expect' else where}[0].hero: only a hero has it, and ruleset 'family' plays without heroes" in problem, problem


def test_rules_test_names_a_rule_the_reference_lacks_and_the_line_of_a_wrong_field(tmp_path):
    (tmp_path / "nope.json").write_text(json.dumps({**SMOKE, "rules": ["R-FIRE-99"]}))
    (tmp_path / "bad.json").write_text(json.dumps({**SMOKE, "win": "7"}, indent=1))
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(SMOKE).encode())
    (tmp_path / "wide.json").write_bytes(json.dumps(SMOKE).encode("utf-16"))
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path)])
    lines = res.output.splitlines()
    assert "1 passed, 3 failed" in res.output, res.output
    assert any("nope.json:1:" in line and ": t: rules: 'R-FIRE-99' is no rule of the rules reference (did you mean"
               in line for line in lines), lines
    line = next(line for line in (tmp_path / "bad.json").read_text().splitlines() if '"win"' in line)
    row = (tmp_path / "bad.json").read_text().splitlines().index(line) + 1
    assert any(f"bad.json:{row}:" in line and "win: a whole number is expected" in line for line in lines), lines
    assert any("wide.json: " in line and "the file is UTF-16" in line and "read as UTF-8" in line for line in lines)


@pytest.mark.parametrize(("change", "field"), [
    ({"markers": {"fire": [[1, 1], [99, 99]]}}, "markers.fire[1]"),
    ({"firefighters": [{"at": [-1, 0]}]}, "firefighters[0].at"),
    ({"expect": {"markers": {"smoke": [[8, 0]]}}}, "expect.markers.smoke[0]"),
])
def test_a_space_off_the_board_is_named_with_its_field(change, field):
    """Not only the space: the field that places it, so that rules-test can point at its line."""
    (problem,) = scenario._run_checked({**SMOKE, **change}).problems
    assert problem.startswith(f"cannot build the position: {field}: the space ") and "is off the 8 x 10 board" in problem


@pytest.mark.parametrize(("text", "said"), [
    ('{"id": "x",\n "do": }', "2:8: not valid JSON: expected a value, found '}'"),
    ('{"id": "x"\n "do": {}}', "2:2: not valid JSON: expected ',' or a closing bracket, found '\"'"),
    ('{"id": "x", do: {}}', "1:13: not valid JSON: expected a key in double quotes, found 'd'"),
    ('{"id": "x"} {}', "1:13: not valid JSON: unexpected '{' after the end of the JSON value"),
    ('{"id": "x\\q"}', "1:10: not valid JSON: unknown escape in a string"),
])
def test_a_scenario_that_is_not_json_is_told_in_the_tools_words(tmp_path, text, said):
    # The same words as for a board or Call (authoring.files.jsonpos), never Python's "Expecting value".
    path = tmp_path / "x.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameError) as caught:
        load_scenario(path)
    assert str(caught.value).startswith(f"{path}:{said}")
    assert "Expecting" not in str(caught.value)



@pytest.mark.parametrize(("change", "pointer", "said"), [
    ({"expect": {"counters": {"lost": 2}}}, "/expect/counters/lost", "expect.counters.lost: expected 2, got 0"),
    ({"firefighters": [{"at": [2, 2]}], "expect": {"firefighters": [{"at": [0, 5]}]}}, "/expect/firefighters/0/at",
     "expect.firefighters[0].at: firefighter 1: expected [0, 5], got [2, 2]"),
    ({"expect": {"events": ["smoke_placed", "explosion"]}}, "/expect/events/1",
     "expect.events[1]: expected an event 'explosion'"),
    ({"dice": [2, 2, 5]}, "/dice/2", "dice[2]: 1 scripted roll left unused"),
    ({"dice": [2]}, "/dice", "dice: scripted dice ran out after 1 rolls (asked for a d8) (by do.phase)"),
    ({"expect": {"walls": [[[[2, 2], [2, 3]], 2]]}}, "/expect/walls/0",
     "expect.walls[0]: the board has no wall between [2, 2] and [2, 3]"),
    ({"markers": {"damage": [[[[2, 2], [2, 3]], 1]]}}, "/markers/damage/0",
     "cannot build the position: markers.damage[0]: the board has no wall between [2, 2] and [2, 3]"),
])
def test_rules_test_points_at_the_expectation_that_failed(tmp_path, change, pointer, said):
    """A wrong expectation is reported at its own line and column, as a malformed field is, with no exception's
    class name; an expected wall or door the board does not have is said to be missing, not compared."""
    from authoring.files import jsonpos

    text = json.dumps({**SMOKE, **change}, indent=1)
    (tmp_path / "x.json").write_text(text, encoding="utf-8")
    line, column = jsonpos.parse(text).positions[pointer]
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path / "x.json")])
    assert res.exit_code == 1 and "Error" not in res.output, res.output
    assert f"x.json:{line}:{column}: t: {said}" in res.output, res.output


@pytest.mark.parametrize(("text", "place", "said"), [
    ('{"id": "t", "rules": ["R-FIRE-1"],\n "rules": []}', "2:2", "t: not valid JSON: key 'rules' is written twice"),
    ('{"id": "t", "rules": ["R-FIRE-1"], "expect": {},\n "firefigters": []}', "2:2", "t: malformed scenario: unknown key 'firefigters'"),
    ('{"id": "t", "rules": ["R-FIRE-1"], "expect": {},\n "firefighters": [{"at": [1, 1],\n   "atx": 3}]}', "3:4",
     "t: malformed scenario: firefighters[0]: unknown key 'atx'"),
    ('{"rules": ' + "[" * 5000 + "]" * 5000 + "}", "1:", "not valid JSON: nested too deeply"),
])
def test_rules_test_places_a_key_twice_an_unknown_key_and_deep_nesting(tmp_path, text, place, said):
    (tmp_path / "t.json").write_text(text, encoding="utf-8")
    res = CliRunner().invoke(app, ["rules-test", str(tmp_path / "t.json")])
    assert res.exit_code == 1, res.output
    assert f"t.json:{place}" in res.output and said in res.output, res.output
