"""Saving: round trips, the author's layout kept, defaults left out, atomic writes."""

import difflib
import json
from pathlib import Path

import pytest

from authoring.files.dump import dump_board, dump_call
from authoring.files.load import load_path, parse_board_text, parse_call_text
from authoring.files.save import write_atomic, write_atomic_bytes
from engine.model import Board

ROOT = Path(__file__).resolve().parents[1]
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


def test_write_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "b.board.json"
    target.write_text("old", encoding="utf-8")
    write_atomic(target, "new ✓\n")
    assert target.read_text(encoding="utf-8") == "new ✓\n"
    assert [p.name for p in tmp_path.iterdir()] == ["b.board.json"]


def test_write_atomic_keeps_the_old_file_when_writing_fails(tmp_path):
    target = tmp_path / "b.board.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(TypeError):
        write_atomic(target, None)
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["b.board.json"]


def test_write_atomic_bytes_writes_exactly_the_bytes_and_keeps_the_old_file_on_failure(tmp_path):
    target = tmp_path / "b.png"
    write_atomic_bytes(target, b"\x89PNG\r\n\x00")
    assert target.read_bytes() == b"\x89PNG\r\n\x00"
    with pytest.raises(TypeError):
        write_atomic_bytes(target, "text, not bytes")
    assert target.read_bytes() == b"\x89PNG\r\n\x00"
    assert [p.name for p in tmp_path.iterdir()] == ["b.png"]


def test_atomic_write_keeps_permissions_and_uses_the_umask_for_new_files(tmp_path):
    import os
    import stat

    from authoring.files.save import write_atomic

    old = tmp_path / "old.board.json"
    old.write_text("{}", encoding="utf-8")
    old.chmod(0o640)
    write_atomic(old, '{"id": "b"}')
    assert stat.S_IMODE(old.stat().st_mode) == 0o640

    umask = os.umask(0o022)
    try:
        new = tmp_path / "new.board.json"
        write_atomic(new, "{}")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644


def test_write_atomic_writes_through_a_symlink_and_keeps_the_link(tmp_path):
    real = tmp_path / "real" / "b.board.json"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "b.board.json"
    link.symlink_to(real)
    write_atomic(link, "new\n")
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new\n"
    assert [p.name for p in real.parent.iterdir()] == ["b.board.json"]


def test_write_atomic_with_check_refuses_a_file_changed_on_disk(tmp_path):
    from authoring.files.save import SaveConflict, content_hash

    target = tmp_path / "b.board.json"
    target.write_text("read\n", encoding="utf-8")
    seen = content_hash("read\n")
    target.write_text("changed by someone else\n", encoding="utf-8")
    with pytest.raises(SaveConflict) as caught:
        write_atomic(target, "mine\n", expect_hash=seen, check=True)
    assert caught.value.disk_text == "changed by someone else\n"
    assert target.read_text(encoding="utf-8") == "changed by someone else\n"
    write_atomic(target, "mine\n", expect_hash=content_hash("changed by someone else\n"), check=True)
    assert target.read_text(encoding="utf-8") == "mine\n"
    with pytest.raises(SaveConflict):  # a new file must not exist yet
        write_atomic(target, "again\n", expect_hash=None, check=True)


def test_clean_stale_temps_removes_old_temporaries_of_saves_only(tmp_path):
    import os
    import time

    from authoring.files.save import clean_stale_temps

    (tmp_path / "boards").mkdir()
    old = tmp_path / "boards" / ".a.board.json.x1y2z3.tmp"
    young = tmp_path / ".b.call.json.q9w8e7.tmp"
    other = tmp_path / "notes.tmp"
    for path in (old, young, other):
        path.write_text("x", encoding="utf-8")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert clean_stale_temps(tmp_path) == [old]
    assert young.exists() and other.exists()
    assert clean_stale_temps(tmp_path, older_than=0) == [young]


def test_interrupted_saves_leave_no_temporary(tmp_path):
    target = tmp_path / "b.board.json"
    for _ in range(20):
        with pytest.raises(TypeError):
            write_atomic(target, 17)
    assert list(tmp_path.iterdir()) == []


def test_a_list_the_author_wrote_over_several_lines_stays_so_when_it_changes():
    from authoring.files.dump import dump_data

    original = '{\n  "a": [\n    1,\n    2\n  ],\n  "b": [3, 4]\n}\n'
    assert dump_data({"a": [1, 2, 5], "b": [3, 4, 6]}, original) == (
        '{\n  "a": [\n    1,\n    2,\n    5\n  ],\n  "b": [3, 4, 6]\n}\n')
