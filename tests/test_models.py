"""The file models accept the bundled library and reject what the schema forbids."""

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("path", sorted((ROOT / "calls" / "boards").glob("*.board.json")), ids=lambda p: p.name)
def test_bundled_boards_parse(path):
    board = Board.model_validate(json.loads(path.read_text(encoding="utf-8")))
    assert path.name == f"{board.id}.board.json"


@pytest.mark.parametrize("path", sorted((ROOT / "calls").glob("*.call.json")), ids=lambda p: p.name)
def test_bundled_calls_parse(path):
    call = Call.model_validate(json.loads(path.read_text(encoding="utf-8")))
    assert path.name == f"{call.id}.call.json"


def test_unknown_key_is_rejected():
    with pytest.raises(ValidationError):
        Board.model_validate({"id": "b", "colour": "red"})
