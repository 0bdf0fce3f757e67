"""``callforge analyse``: text and JSON reports, and clear failures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "golden" / "diagnostics"
runner = CliRunner()


def test_text_report_of_the_experienced_call():
    result = runner.invoke(app, ["analyse", str(ROOT / "calls" / "fire-rescue-experienced.call.json")])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "farthest from rescue: [5, 8]: 7 AP, 14 AP carrying a Victim" in out
    assert "  3  R  1  2  3  4  5  4  3  2  R" in out  # row 3 of the distance grid, ambulance spots marked
    assert "/walls/17" in out and "20.8%" in out
    assert "arrow loop: [3, 3], [3, 4], [3, 5], [3, 6], [4, 3], [4, 4], [4, 5], [4, 6]" in out
    assert "problem" not in out


def test_json_report_of_a_board():
    result = runner.invoke(app, ["analyse", str(ROOT / "calls" / "boards" / "fire-rescue-back.board.json"), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["board"] == "fire-rescue-back" and report["call"] is None and report["rescue"] == "outside"
    assert len(report["distances"]) == 48
    assert sum(room["rolls"] for room in report["room_odds"]) == 48


def test_a_board_with_problems_is_analysed_with_a_warning():
    result = runner.invoke(app, ["analyse", str(CASES / "FP205-closed-room" / "fp205-closed-room.board.json")])
    assert result.exit_code == 0
    assert "1 error found" in result.stdout
    assert "--" in result.stdout  # the enclosed room cannot get out


def test_unloadable_file_fails_with_located_diagnostics():
    result = runner.invoke(app, ["analyse", str(ROOT / "tests" / "golden" / "load" / "truncated-json" / "truncated.board.json")])
    assert result.exit_code == 1
    assert "FP100" in result.stderr


def test_too_large_board_is_refused():
    result = runner.invoke(app, ["analyse", str(CASES / "FP406-huge-grid" / "huge-grid.board.json")])
    assert result.exit_code == 1
    assert "FP406" in result.stderr


def test_usage_errors():
    assert runner.invoke(app, ["analyse", "no-such.board.json"]).exit_code == 2
    assert runner.invoke(app, ["analyse", str(ROOT / "calls" / "fire-rescue-family.call.json"), "--format", "xml"]).exit_code == 2


def test_usage_errors_name_the_problem():
    missing = runner.invoke(app, ["analyse", "no-such.board.json"])
    assert "error: no such file: no-such.board.json" in missing.stderr
    xml = runner.invoke(app, ["analyse", str(ROOT / "calls" / "fire-rescue-family.call.json"), "--format", "xml"])
    assert "error: unknown format 'xml'; choose one of: text, json" in xml.stderr


def test_spaces_with_no_way_out_are_named_beside_the_farthest_reachable(tmp_path):
    board = json.loads((ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["doors"] = [d for d in board["doors"] if sorted(map(tuple, d["edge"])) != [(6, 7), (6, 8)]]
    board["walls"].append([[6, 7], [6, 8]])
    board["id"] = "closed"
    path = tmp_path / "closed.board.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    text = CliRunner().invoke(app, ["analyse", str(path)])
    said = " ".join(text.output.split())
    assert "cannot reach rescue at all, even with every door open: [5, 8], [6, 8]" in said, text.output
    assert "farthest from rescue (of the others)" in said
    data = json.loads(CliRunner().invoke(app, ["analyse", str(path), "--format", "json"]).stdout)
    assert data["cut_off"] == [[5, 8], [6, 8]]


def test_without_vehicles_rescue_is_at_the_call_places_and_covered_spaces_are_marked(tmp_path):
    call = json.loads((ROOT / "calls" / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    call["ruleset"] = {"name": "gsh", "params": {"vehicles": False}}
    call["markers"].append({"id": "boulder", "title": {"en": "Boulder"}, "blocks_movement": True})
    call["setup"]["markers"] = {"boulder": [[2, 3]]}
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "novehicles.call.json"
    path.write_text(json.dumps(call), encoding="utf-8")
    doc = json.loads(CliRunner().invoke(app, ["analyse", str(path), "--format", "json"]).stdout)
    places = {tuple(c) for place in call["rescue_places"] for c in place["cells"]}
    assert doc["rescue"] == "places" and {tuple(c) for c in doc["rescue_spaces"]} == places
    assert doc["blocked"] == [[2, 3]] and [2, 3] not in [row["cell"] for row in doc["distances"]]
    text = " ".join(CliRunner().invoke(app, ["analyse", str(path)]).stdout.split())  # as one line, however wrapped
    assert "to a rescue place of the Call" in text and "# = under a Call marker nobody can remove" in text


def test_a_call_on_a_board_with_errors_counts_the_problems_validate_finds_in_both_files(tmp_path):
    # The count is the errors validating both files finds, and the advice names both files; never
    # "1 problem found: run `callforge validate` first".
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    board = tmp_path / "boards" / "fire-rescue-front.board.json"
    data = json.loads(board.read_text(encoding="utf-8"))
    data["walls"] += [[[0, 0], [0, 1]], [[0, 1], [0, 2]]]  # two walls between street spaces: FP208
    board.write_text(json.dumps(data), encoding="utf-8")
    call = tmp_path / "fire-rescue-family.call.json"
    shutil.copy(ROOT / "calls" / call.name, call)
    checked = runner.invoke(app, ["validate", str(call), str(board)])
    errors = int(checked.output.split("checked 2 files: ")[1].split(" error")[0])
    result = runner.invoke(app, ["analyse", str(call)])
    assert result.exit_code == 0, result.output
    said = "".join(result.output.split())  # the console folds the long line anywhere
    assert "".join(f"{errors} errors found: run `callforge validate {call} {board}` first".split()) in said


def test_rooms_the_board_names_are_named_in_the_report(tmp_path):
    board = {"id": "named", "rows": 5, "cols": 6, "openings": [[[0, 1], [1, 1]]],
             "rooms": {"kitchen": {"rows": [1, 3], "cols": [1, 2]}, "lounge": {"rows": [1, 3], "cols": [3, 4]}},
             "dice": {"red_sides": 3, "black_sides": 4}}
    path = tmp_path / "boards" / "named.board.json"
    path.parent.mkdir()
    path.write_text(json.dumps(board), encoding="utf-8")
    data = json.loads(CliRunner().invoke(app, ["analyse", str(path), "--format", "json"]).stdout)
    assert sorted(data["room_names"]) == ["kitchen", "lounge"]
    text = " ".join(CliRunner().invoke(app, ["analyse", str(path)]).stdout.split())
    assert "kitchen" in text and "lounge" in text


def test_warnings_alone_are_said_as_warnings_not_as_problems_that_put_the_figures_off(tmp_path):
    # FP327 (a win that closes before the loss) is a warning: the distances and roll odds stand.
    call = tmp_path / "fire-rescue-family.call.json"
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    data = json.loads((ROOT / "calls" / call.name).read_text(encoding="utf-8"))
    data["win"] = {"rescued": 10}
    call.write_text(json.dumps(data), encoding="utf-8")
    checked = runner.invoke(app, ["validate", str(call)])
    assert "0 errors" in checked.output or " error" not in checked.output.split("checked")[1], checked.output
    said = " ".join(runner.invoke(app, ["analyse", str(call)]).output.split())
    assert "warning" in said and "(no error)" in said and "figures may be off" not in said and "problem" not in said
