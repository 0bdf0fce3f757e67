"""The pre-commit hook definition names the validate command and matches board and Call files."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[2]


def test_hook_runs_callforge_validate_on_boards_and_calls():
    yaml = pytest.importorskip("yaml")
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "callforge-validate"
    assert hook["language"] == "python"
    program, command, *rest = shlex.split(hook["entry"])
    assert program == "callforge" and rest == ["--"]
    assert command in {c.name or c.callback.__name__ for c in app.registered_commands}
    pattern = re.compile(hook["files"])
    assert pattern.search("calls/boards/fire-rescue-front.board.json")
    assert pattern.search("my.call.json")
    assert not pattern.search("schemas/board.schema.json")
    assert not pattern.search("notes.board.json.bak")


def test_a_file_named_like_an_option_is_validated_as_a_file(tmp_path, monkeypatch):
    # pre-commit appends the file names to the entry: without "--", -x.board.json was "No such option: -x".
    yaml = pytest.importorskip("yaml")
    from typer.testing import CliRunner

    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    board = (ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8")
    for name in ("-x.board.json", "--format=json.board.json"):
        (tmp_path / name).write_text(board, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    args = shlex.split(hook["entry"])[2:] + ["-x.board.json", "--format=json.board.json"]
    result = CliRunner().invoke(app, ["validate", *args])
    assert "checked 2 files" in result.output and "No such option" not in result.output
