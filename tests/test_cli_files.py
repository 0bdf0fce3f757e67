"""``callforge validate``, ``inspect`` and ``schema``: output shapes and exit codes."""

import json
import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.diagnostics import REGISTRY
from authoring.files import schemas

ROOT = Path(__file__).resolve().parents[1]
CALLS = ROOT / "calls"
GOLDEN = ROOT / "tests" / "golden" / "load"
DIAGNOSTIC_KEYS = ["code", "severity", "message", "pointer", "line", "column", "cells", "hint"]


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_validate_bundled_library_exits_0():
    result = run("validate", CALLS)
    assert result.exit_code == 0, result.output
    assert ": error " not in result.stdout
    assert "checked 7 files" in result.stderr


def test_validate_json_shape():
    result = run("validate", CALLS, "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert list(data) == ["files"]
    assert [f["path"] for f in data["files"]] == [
        str(CALLS / "boards" / "fire-rescue-back.board.json"),
        str(CALLS / "boards" / "fire-rescue-front.board.json"),
        str(CALLS / "boards" / "hillside-house.board.json"),
        str(CALLS / "fire-rescue-experienced.call.json"),
        str(CALLS / "fire-rescue-family.call.json"),
        str(CALLS / "gsh-hillside.call.json"),
        str(CALLS / "gsh-warehouse.call.json"),
    ]
    for entry in data["files"]:
        assert list(entry) == ["path", "diagnostics"]


def test_validate_broken_file_exits_1_with_compiler_lines():
    path = GOLDEN / "unknown-key" / "unknown-key.board.json"
    result = run("validate", path)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    at = lines.index(f"{path}:5:32: error FP101 unknown key 'colour'")
    assert lines[at + 1] == "    hint: allowed keys: 'edge', 'state'"
    # The deep checks still run on the rest of the file: this small board has no entrance either.
    assert any(" error FP204 " in line for line in lines)
    assert "1 failing file" in result.stderr


def test_validate_json_diagnostics_have_exactly_the_documented_keys():
    path = GOLDEN / "missing-board" / "missing.call.json"
    result = run("validate", "--format", "json", path)
    assert result.exit_code == 1
    (entry,) = json.loads(result.stdout)["files"]
    (diagnostic,) = entry["diagnostics"]
    assert list(diagnostic) == DIAGNOSTIC_KEYS
    assert (diagnostic["code"], diagnostic["pointer"], diagnostic["line"], diagnostic["column"]) == ("FP102", "/board", 4, 12)
    assert diagnostic["hint"] == "boards in the library: tiny"


def test_validate_folder_mixes_good_and_bad(tmp_path):
    (tmp_path / "ok.board.json").write_text('{"id": "ok"}', encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "bad.board.json").write_text('{"id": "bad", "rows": 0}', encoding="utf-8")
    (tmp_path / "notes.json").write_text("{", encoding="utf-8")
    (tmp_path / ".cache").mkdir()
    (tmp_path / ".cache" / "old.board.json").write_text("{", encoding="utf-8")
    result = run("validate", tmp_path, "--format", "json")
    assert result.exit_code == 1
    files = json.loads(result.stdout)["files"]
    assert [Path(f["path"]).name for f in files] == ["ok.board.json", "bad.board.json"]
    loading = [[d["code"] for d in f["diagnostics"] if d["code"] < "FP200"] for f in files]
    assert loading == [[], ["FP101"]]


@pytest.mark.parametrize(
    "args",
    [
        ["validate"],
        ["validate", "no/such/path.board.json"],
        ["validate", "--format", "xml", "calls"],
        ["validate", "--bogus", "calls"],
        ["inspect", "no/such.board.json"],
        ["inspect", "calls/boards/fire-rescue-front.board.json", "--format", "svg"],
    ],
)
def test_usage_errors_exit_2(args):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


def test_validate_folder_without_matching_files_exits_2(tmp_path):
    (tmp_path / "readme.txt").write_text("x", encoding="utf-8")
    result = run("validate", tmp_path)
    assert result.exit_code == 2 and "no *.board.json" in result.stderr


def test_list_codes_text_and_json():
    result = run("validate", "--list-codes")
    assert result.exit_code == 0
    for code in REGISTRY:
        assert code in result.stdout
    result = run("validate", "--list-codes", "--format", "json")
    codes = json.loads(result.stdout)["codes"]
    assert [c["code"] for c in codes] == list(REGISTRY) == sorted(REGISTRY), "in code order"
    assert all(set(c) == {"code", "severity", "summary"} for c in codes)


def test_inspect_text_summary():
    result = run("inspect", CALLS / "boards" / "fire-rescue-front.board.json")
    assert result.exit_code == 0
    assert "42" in result.stdout and "Fire Rescue - front side" in result.stdout
    assert "+---+" in result.stdout


def test_inspect_broken_file_exits_1_with_located_diagnostics():
    path = GOLDEN / "wrong-type" / "wrong-type.board.json"
    result = run("inspect", path, "--format", "json")
    assert result.exit_code == 1
    assert f"{path}:3:11: error FP101" in result.stderr
    assert result.stdout == ""


def test_inspect_call_with_missing_board_exits_1():
    result = run("inspect", GOLDEN / "missing-board" / "missing.call.json")
    assert result.exit_code == 1 and "FP102" in result.stderr


def test_schema_check_passes_on_committed_schemas():
    result = run("schema", "--check")
    assert result.exit_code == 0, result.output


def test_schema_check_names_the_stale_file(tmp_path, monkeypatch):
    monkeypatch.setattr(schemas, "SCHEMA_DIR", tmp_path)
    assert run("schema").exit_code == 0
    assert run("schema", "--check").exit_code == 0
    (tmp_path / "board.schema.json").write_text("{}\n", encoding="utf-8")
    result = run("schema", "--check")
    assert result.exit_code == 1
    assert "board.schema.json differs from the models" in result.stderr
    assert "call.schema.json" not in result.stderr


@pytest.mark.parametrize("command", ["validate", "inspect", "analyse"])
def test_a_symlink_loop_or_fifo_given_by_name_is_located_not_missing(tmp_path, command):
    # A symlink loop or a FIFO is a located FP100 error saying what it is (exit 1), never "no such file" (exit 2).
    loop = tmp_path / "loop.board.json"
    loop.symlink_to(loop.name)
    fifo = tmp_path / "pipe.board.json"
    os.mkfifo(fifo)
    for path, words in ((loop, "cannot read the file: Too many levels of symbolic links"), (fifo, "is a FIFO")):
        result = CliRunner().invoke(app, [command, str(path)])
        assert result.exit_code == 1, result.output
        assert f"{path}:1:1: error FP100" in result.output and words in result.output


def test_a_folder_reports_entries_named_as_calls_that_are_no_files(tmp_path):
    # validate FOLDER reports a FIFO, a folder, a symlink loop or a dangling link named *.call.json; none is skipped.
    loop = tmp_path / "loop.call.json"
    loop.symlink_to(loop.name)
    (tmp_path / "dangling.call.json").symlink_to("nowhere.call.json")
    (tmp_path / "folder.call.json").mkdir()
    os.mkfifo(tmp_path / "pipe.board.json")
    (tmp_path / ".hidden.call.json").mkdir()  # hidden entries stay skipped
    result = run("validate", tmp_path)
    assert result.exit_code == 1, result.output
    found = {line.split(":1:1: ")[0]: line for line in result.stdout.splitlines()}
    assert sorted(found) == [str(tmp_path / n) for n in ("dangling.call.json", "folder.call.json", "loop.call.json",
                                                         "pipe.board.json")]
    assert all("error FP100" in line for line in found.values())
    assert "is a folder" in found[str(tmp_path / "folder.call.json")] and "checked 4 files" in result.stderr


@pytest.mark.parametrize("output_format", ["text", "json", "sarif"])
def test_a_file_name_that_is_not_utf8_is_reported_in_every_format(tmp_path, output_format):
    # Every format reports the file, SARIF with the name percent-encoded, never a UnicodeEncodeError traceback.
    board = (CALLS / "boards" / "fire-rescue-front.board.json").read_bytes()
    (Path(os.fsdecode(bytes(tmp_path) + b"/\xff.board.json"))).write_bytes(board)
    result = CliRunner().invoke(app, ["validate", "-f", output_format, str(tmp_path)])
    assert result.exit_code == 0 and result.exception is None, result.output
    if output_format == "sarif":
        (uri,) = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in json.loads(result.stdout)["runs"][0]["results"]}
        assert uri.endswith("/%FF.board.json")


@pytest.mark.parametrize(("change", "unknown"), [
    (lambda d: d.update(players={"min": 1, "maxx": 4}), "unknown key 'maxx'"),
    (lambda d: d["ruleset"].update(params={"splash_cross_zone": False}), "unknown key 'splash_cross_zone'"),
])
def test_a_misspelt_key_inside_the_players_or_ruleset_hides_no_other_error(tmp_path, change, unknown):
    # The parts every deep check builds on lose only the unknown key: FP301 of the POI off the grid is still found.
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    data = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    change(data)
    data["setup"]["poi"][0] = [99, 99]
    path = tmp_path / "typo.call.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    out = run("validate", path).stdout
    assert f"error FP101 {unknown}" in out and "error FP301 a POI is placed on [99, 99], off the grid" in out, out


def test_dice_of_misspelt_keys_alone_are_not_checked_as_the_default_dice(tmp_path):
    # With every key of "dice" unknown the checks would read the default dice the file does not mean: only FP101.
    data = json.loads((ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    data["dice"] = {"rows": [1, 4], "cols": [1, 6]}
    path = tmp_path / "typo.board.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    codes = [line.split()[2] for line in run("validate", path).stdout.splitlines() if " error " in line]
    assert codes == ["FP101", "FP101"], codes
