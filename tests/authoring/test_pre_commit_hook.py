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
    program, command = shlex.split(hook["entry"])
    assert program == "callforge"
    assert command in {c.name or c.callback.__name__ for c in app.registered_commands}
    pattern = re.compile(hook["files"])
    assert pattern.search("calls/boards/fire-rescue-front.board.json")
    assert pattern.search("my.call.json")
    assert not pattern.search("schemas/board.schema.json")
    assert not pattern.search("notes.board.json.bak")
