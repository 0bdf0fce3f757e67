"""Every command that plays, draws or shows a Call refuses one with errors, with the diagnostics ``validate`` gives."""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[1]
CALLS = ROOT / "calls"
FAMILY = json.loads((CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8"))


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _library(tmp_path, call: dict, board: dict | None = None) -> Path:
    shutil.copytree(CALLS / "boards", tmp_path / "boards")
    if board is not None:
        (tmp_path / "boards" / "fire-rescue-front.board.json").write_text(json.dumps(board), encoding="utf-8")
    path = tmp_path / "broken.call.json"
    path.write_text(json.dumps({**call, "id": "broken"}), encoding="utf-8")
    return path


def _error_lines(output: str) -> list[str]:
    return [line.removeprefix("error: ") for line in output.splitlines() if ": error FP" in line]


COMMANDS = {
    "playtest": lambda p, tmp: ("playtest", p, "--games", "2"),
    "play": lambda p, tmp: ("play", p),
    "inspect": lambda p, tmp: ("inspect", p),
    "render": lambda p, tmp: ("render", p, "--out", tmp / "out.svg"),
    "replay": lambda p, tmp: ("replay", "--record", p, "--out", tmp / "r.replay.json"),
}


def _deep_errors_call() -> dict:
    # Deep-check errors only (the schema is satisfied): 300 Fire outside the scene and a POI on Fire.
    setup = {**FAMILY["setup"], "fire": [[0, c % 10] for c in range(300)] + FAMILY["setup"]["fire"]}
    setup["poi"] = [FAMILY["setup"]["fire"][0]]
    return {**FAMILY, "setup": setup}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_call_with_deep_errors_is_refused_with_validates_diagnostics(tmp_path, command):
    path = _library(tmp_path, _deep_errors_call())
    expected = _error_lines(run("validate", path).stdout)
    assert expected
    result = run(*COMMANDS[command](path, tmp_path))
    assert result.exit_code in (1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert _error_lines(result.stderr) == expected


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_call_on_a_board_with_errors_is_refused(tmp_path, command):
    board = json.loads((CALLS / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["openings"] = []
    board["doors"] = []
    path = _library(tmp_path, FAMILY, board)
    result = run(*COMMANDS[command](path, tmp_path))
    assert result.exit_code in (1, 2), result.output
    assert "FP204" in result.stderr


@pytest.mark.parametrize("lost", [0, -5])
def test_a_call_lost_before_it_starts_is_not_played(tmp_path, lost):
    path = _library(tmp_path, {**FAMILY, "loss": {"victims_lost": lost}})
    result = run("playtest", path, "--games", "2")
    assert result.exit_code == 1  # the file has errors, as validate says
    assert "/loss/victims_lost" in result.stderr or "FP101" in result.stderr


def test_a_file_name_with_a_line_break_cannot_forge_a_line(tmp_path):
    path = _library(tmp_path, {**FAMILY, "setup": {**FAMILY["setup"], "fire": [[0, 0]]}})
    forged = path.with_name("x\nforged.call.json:1:1: error FP999 fake.call.json")
    path.rename(forged)
    result = run("playtest", forged, "--games", "2")
    assert result.exit_code == 1, result.output
    assert not [line for line in result.output.splitlines() if line.startswith("forged.call.json")], result.output
