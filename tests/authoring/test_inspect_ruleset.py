"""``callforge inspect CALL``: the ruleset with every parameter resolved (json), and the overridden ones (text)."""

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from authoring.cli import app
from engine.model.ruleset import RulesetParams, default_params

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def call_with_params(tmp_path: Path, params: dict) -> Path:
    """The bundled experienced Call with ``params`` overridden, in a library of its own."""
    (tmp_path / "boards").mkdir()
    shutil.copy(CALLS / "boards" / "fire-rescue-front.board.json", tmp_path / "boards")
    data = json.loads((CALLS / "fire-rescue-experienced.call.json").read_text(encoding="utf-8"))
    data.pop("$schema", None)
    data["ruleset"] = {"name": "experienced", "params": params}
    path = tmp_path / "fire-rescue-experienced.call.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_json_has_every_resolved_parameter(tmp_path):
    path = call_with_params(tmp_path, {"splash_crosses_zone": False, "ap_per_turn": 5})
    result = run("inspect", path, "--format", "json")
    assert result.exit_code == 0, result.output
    ruleset = json.loads(result.stdout)["ruleset"]
    assert ruleset["name"] == "experienced"
    assert set(ruleset["params"]) == set(RulesetParams.model_fields)
    expected = default_params("experienced").model_dump(mode="json") | {"splash_crosses_zone": False, "ap_per_turn": 5}
    assert ruleset["params"] == expected


def test_text_lists_only_the_parameters_that_differ(tmp_path):
    path = call_with_params(tmp_path, {"splash_crosses_zone": False, "vehicles": True, "poi_blocked_by": ["fire"]})
    result = run("inspect", path)
    assert result.exit_code == 0, result.output
    tail = result.stdout[result.stdout.index("ruleset experienced"):]
    assert "splash_crosses_zone = false  (default true)" in tail
    assert "poi_blocked_by = fire  (default fire, smoke, firefighter, poi)" in tail
    assert "vehicles" not in tail  # overridden to its default: nothing differs


def test_bundled_call_at_defaults_and_board_without_ruleset():
    result = run("inspect", CALLS / "fire-rescue-family.call.json")
    assert "ruleset family: every parameter at its default" in result.stdout
    board = json.loads(run("inspect", CALLS / "boards" / "fire-rescue-front.board.json", "-f", "json").stdout)
    assert "ruleset" not in board
    call = json.loads(run("inspect", CALLS / "gsh-warehouse.call.json", "-f", "json").stdout)
    assert call["ruleset"]["params"]["debris"] is True
