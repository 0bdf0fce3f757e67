"""A model back to text: round trips, the author's layout kept, defaults left out."""

import difflib
import json
from pathlib import Path

import pytest

from authoring.files.dump import dump_board, dump_call, dump_data
from authoring.files.load import load_path, parse_board_text, parse_call_text
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted((ROOT / "calls").rglob("*.board.json")) + sorted((ROOT / "calls").glob("*.call.json"))


def dump(result, original=None):
    return (dump_board if result.kind == "board" else dump_call)(result.model, original)


def reload(result, text):
    if result.kind == "board":
        return parse_board_text(text)
    return parse_call_text(text, result.path.parent)


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_round_trip_gives_an_equal_model(path):
    result = load_path(path)
    for original in (None, path.read_text(encoding="utf-8")):
        again = reload(result, dump(result, original))
        assert again.diagnostics == [] and again.model == result.model


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_unchanged_file_is_reproduced_exactly(path):
    text = path.read_text(encoding="utf-8")
    assert dump(load_path(path), text) == text


@pytest.mark.parametrize("path", sorted((ROOT / "calls" / "boards").glob("*.board.json")), ids=lambda p: p.name)
def test_bundled_boards_are_in_the_default_layout(path):
    """Without the original text, boards come out exactly as the bundled files are laid out."""
    assert dump_board(load_path(path).model) == path.read_text(encoding="utf-8")


def test_an_edit_changes_only_its_own_lines():
    path = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
    text = path.read_text(encoding="utf-8")
    board = load_path(path).model
    edited = board.model_copy(update={"walls": [*board.walls, ((6, 1), (6, 2))]})
    out = dump_board(edited, text)
    changes = [
        line
        for line in difflib.unified_diff(text.splitlines(), out.splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    assert changes == ["-    [[5, 7], [5, 8]]", "+    [[5, 7], [5, 8]],", "+    [[6, 1], [6, 2]]"]
    assert parse_board_text(out).model == edited


def test_author_key_order_kept_and_new_keys_appended():
    text = '{\n  "cols": 5,\n  "id": "b"\n}\n'
    board = parse_board_text(text).model.model_copy(update={"rows": 3})
    assert list(json.loads(dump_board(board, text))) == ["cols", "id", "rows"]


def test_defaults_the_author_did_not_write_stay_out():
    board = parse_board_text('{"id": "b", "doors": [{"edge": [[1, 1], [1, 2]]}]}').model
    data = json.loads(dump_board(board))
    assert data == {"id": "b", "doors": [{"edge": [[1, 1], [1, 2]]}]}
    assert "state" not in json.dumps(data)


def test_written_defaults_stay_in():
    board = parse_board_text('{"id": "b", "rows": 8, "doors": [{"edge": [[1, 1], [1, 2]], "state": "closed"}]}').model
    assert json.loads(dump_board(board)) == {"id": "b", "rows": 8, "doors": [{"edge": [[1, 1], [1, 2]], "state": "closed"}]}


def test_cells_and_edges_on_one_line():
    out = dump_board(Board(id="b", openings=[((0, 1), (1, 1))], zones={"z": {"cells": [(1, 1), (1, 2)]}}))
    assert '    [[0, 1], [1, 1]]\n' in out
    assert '"cells": [[1, 1], [1, 2]]' in out


def test_broken_original_text_falls_back_to_the_default_layout():
    board = Board(id="b")
    assert dump_board(board, "{ not json") == dump_board(board)


def test_a_list_the_author_wrote_over_several_lines_stays_so_when_it_changes():
    original = '{\n  "a": [\n    1,\n    2\n  ],\n  "b": [3, 4]\n}\n'
    assert dump_data({"a": [1, 2, 5], "b": [3, 4, 6]}, original) == (
        '{\n  "a": [\n    1,\n    2,\n    5\n  ],\n  "b": [3, 4, 6]\n}\n')


def test_an_object_the_author_wrote_on_one_line_stays_on_one_line_when_it_changes():
    path = ROOT / "calls" / "fire-rescue-family.call.json"
    original = path.read_text(encoding="utf-8")
    result = load_path(path)
    changed = result.model.model_copy(update={"supply": result.model.supply.model_copy(update={"damage": 20})})
    text = dump_call(changed, original)
    diff = [line for line in difflib.unified_diff(original.splitlines(), text.splitlines(), lineterm="", n=0)
            if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert diff == ['-  "supply": {"damage": 24},', '+  "supply": {"damage": 20},']
