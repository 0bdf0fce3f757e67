"""Every command that reads a broken Call exits as ``callforge validate`` does on it: 1, with the located errors.

Exit status 2 stays for what was typed on the command line (a file that is
not there, an unknown option value), so a script can tell "fix the file"
from "fix the command".
"""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"
REPLAY = ROOT / "tests" / "golden" / "replays" / "fire-rescue-family.replay.json"


@pytest.fixture
def broken_call(tmp_path) -> Path:
    """The family Call beside a copy of its board with a door off the grid (FP201 in the board, FP102 in the Call)."""
    (tmp_path / "boards").mkdir()
    call = tmp_path / FAMILY.name
    shutil.copy(FAMILY, call)
    board_name = json.loads(FAMILY.read_text())["board"] + ".board.json"
    board = json.loads((FAMILY.parent / "boards" / board_name).read_text())
    board["doors"].append({"edge": [[1, 1], [9, 9]]})
    (tmp_path / "boards" / board_name).write_text(json.dumps(board))
    return call


def _commands(call: Path, tmp: Path) -> dict[str, list[str]]:
    return {
        "validate": ["validate", str(call)],
        "inspect": ["inspect", str(call)],
        "render": ["render", str(call), "--out", str(tmp / "drawn.svg")],
        "play": ["play", str(call)],
        "playtest": ["playtest", str(call), "--games", "2"],
        "compare": ["compare", str(call), str(FAMILY), "--games", "2"],
        "tune": ["tune", str(call), "--target", "0.5", "--vary", "/supply/damage=8..9", "--trials", "1",
                 "--games-per-trial", "2", "--out", str(tmp / "tuned.call.json")],
        "replay": ["replay", str(REPLAY), "--call", str(call)],
    }


@pytest.mark.parametrize("command", ["validate", "inspect", "render", "play", "playtest", "compare", "tune", "replay"])
def test_a_call_with_errors_exits_1_with_its_located_errors(broken_call, tmp_path, command):
    result = CliRunner().invoke(app, _commands(broken_call, tmp_path)[command], input="quit\n")
    assert result.exit_code == 1, (result.exit_code, result.output)
    assert "Traceback" not in result.output
    assert "FP201" in result.output or "FP102" in result.output, result.output
    assert not (tmp_path / "drawn.svg").exists() and not (tmp_path / "tuned.call.json").exists()


@pytest.mark.parametrize("command", ["inspect", "play", "playtest", "compare", "tune", "replay"])
def test_a_call_that_is_not_there_is_a_usage_error(tmp_path, command):
    result = CliRunner().invoke(app, _commands(tmp_path / "nowhere.call.json", tmp_path)[command], input="quit\n")
    assert result.exit_code == 2, (result.exit_code, result.output)
    assert "nowhere.call.json" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("command", [["play"], ["playtest", "--games", "2"], ["inspect"], ["analyse"],
                                     ["render", "--out", "never-written.svg"]])
def test_a_folder_given_as_the_call_is_a_usage_problem_for_every_command(tmp_path, command):
    folder = tmp_path / "x.call.json"
    folder.mkdir()
    result = CliRunner().invoke(app, [command[0], str(folder), *command[1:]], input="quit\n")
    assert result.exit_code == 2 and "folder" in result.output, result.output
