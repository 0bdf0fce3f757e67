"""The studio's plain functions: library scan, duplicate, create, save with key order, atomic writes."""

import json
import os
import shutil
from pathlib import Path

import pytest

from authoring import edit
from authoring.render import markers_from_setup
from authoring.studio import logic, store
from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def library(tmp_path):
    target = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", target)
    return target


def _keys(path):
    return list(json.loads(Path(path).read_text(encoding="utf-8")))


def test_scan_library_lists_boards_then_calls(library):
    entries = logic.scan_library(library, "hu")
    assert [e.kind for e in entries] == ["board"] * 2 + ["call"] * 2
    assert {e.path.name for e in entries} == {p.name for p in logic.library_files(library)}
    assert all(e.loads for e in entries)
    family = next(e for e in entries if e.id == "fire-rescue-family")
    assert family.title == "Lakástűz (családi játék)"


def test_scan_reports_a_broken_file(library):
    (library / "boards" / "broken.board.json").write_text('{"id": "broken", "rows": ', encoding="utf-8")
    entry = next(e for e in logic.scan_library(library) if e.path.name == "broken.board.json")
    assert not entry.loads and entry.errors == 1 and entry.status == "error"


def test_duplicate_keeps_key_order_and_changes_the_id(library):
    source = library / "fire-rescue-family.call.json"
    target = logic.duplicate_file(source, "family-copy")
    assert target == library / "family-copy.call.json"
    assert _keys(target) == _keys(source)
    copy = Call.model_validate(json.loads(target.read_text()))
    assert copy.id == "family-copy" and copy.setup == Call.model_validate(json.loads(source.read_text())).setup
    with pytest.raises(FileExistsError):
        logic.duplicate_file(source, "family-copy")
    with pytest.raises(ValueError, match="not a valid id"):
        logic.duplicate_file(source, "Bad Id")


def test_create_board_file_never_overwrites(library):
    path = logic.create_board_file(library, edit.new_blank_board(6, 6, board_id="shed"))
    assert path == library / "boards" / "shed.board.json"
    assert Board.model_validate(json.loads(path.read_text())).rows == 6
    with pytest.raises(FileExistsError):
        logic.create_board_file(library, edit.new_blank_board(6, 6, board_id="shed"))
    variant = logic.board_from_template(library / "boards" / "fire-rescue-back.board.json", "back-variant")
    assert variant.id == "back-variant" and variant.walls


def test_edit_undo_save_round_trip(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    doc = logic.open_doc(path)
    original = doc.model
    assert logic.apply(doc, edit.toggle_edge, ((1, 1), (1, 2)))
    assert doc.dirty
    assert not logic.apply(doc, edit.toggle_edge, ((1, 1), (2, 2)))
    assert "neighbouring" in doc.error
    logic.undo(doc)
    assert doc.model == original and doc.revision == 1
    logic.redo(doc)
    logic.save(doc)
    assert not doc.dirty
    saved = Board.model_validate(json.loads(path.read_text()))
    assert ((1, 1), (1, 2)) in saved.walls
    assert _keys(path) == _keys(ROOT / "calls" / "boards" / "fire-rescue-front.board.json")
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_write_atomic_keeps_the_old_file_when_the_write_fails(tmp_path, monkeypatch):
    path = tmp_path / "a.board.json"
    path.write_text("old", encoding="utf-8")

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        store.write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.board.json"]


def test_upload_replaces_the_model_undoably(library):
    doc = logic.open_doc(library / "boards" / "fire-rescue-front.board.json")
    back = (library / "boards" / "fire-rescue-back.board.json").read_text()
    assert logic.replace_from_text(doc, back, "board") == []
    assert doc.model.id == "fire-rescue-back"
    problems = logic.replace_from_text(doc, "{not json", "board")
    assert [d.code for d in problems] == ["FP100"] and doc.model.id == "fire-rescue-back"
    logic.undo(doc)
    assert doc.model.id == "fire-rescue-front"


def test_call_diagnostics_resolve_the_board(library):
    doc = logic.open_doc(library / "fire-rescue-family.call.json")
    diagnostics, board = logic.call_diagnostics(doc.model, doc.base_dir, doc.original_text)
    assert board is not None and board.id == "fire-rescue-front"
    missing, none = logic.call_diagnostics(edit.set_section(doc.model, "board", "nowhere"), doc.base_dir)
    assert none is None and [d.code for d in missing] == ["FP102"]


def test_setup_markers_follow_the_call():
    call = Call.model_validate(json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text()))
    call = edit.set_vehicle_start(edit.place_marker(call, "firefighters", (0, 3)), "engine", 1)
    markers = markers_from_setup(call)
    assert list(markers.fire) == call.setup.fire and list(markers.poi) == call.setup.poi
    assert markers.firefighters == [((0, 3), "green", "1")]
    assert markers.vehicles == {"engine": 1}


def test_counts():
    from authoring.diagnostics import make

    found = [make("FP205", "x"), make("FP206", "y"), make("FP401", "z"), make("FP204", "w")]
    assert logic.counts(found) == {"error": 2, "warning": 1, "info": 1}


@pytest.mark.parametrize("name", ["fire-rescue-experienced.call.json", "fire-rescue-family.call.json"])
def test_section_text_reads_back_as_the_same_json(name):
    data = json.loads((ROOT / "calls" / name).read_text(encoding="utf-8"))
    for value in (data, *data.values()):
        text = logic.section_text(value, width=40)
        assert json.loads(text) == value


def test_section_text_keeps_short_lists_on_one_line():
    setup = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))["setup"]
    lines = logic.section_text(setup).splitlines()
    assert '  "poi": [[2, 4], [5, 1], [5, 8]]' in lines
    assert len(lines) > 3  # the long fire list broke the object over lines
