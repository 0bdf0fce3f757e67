"""The studio's plain functions: library scan, duplicate, create, save with key order, atomic writes."""

import json
import os
from pathlib import Path

import pytest

from authoring import edit
from authoring.drawings import render
from authoring.drawings.render import markers_from_setup
from authoring.studio import board_clicks, library_files, logic, store
from engine.model import Board, Call
from engine.model.board import DIRECTIONS

ROOT = Path(__file__).resolve().parents[2]


def _keys(path):
    return list(json.loads(Path(path).read_text(encoding="utf-8")))


def test_scan_library_lists_boards_then_calls(library):
    entries = library_files.scan_library(library, "hu")
    boards, calls = len(list(library.rglob("*.board.json"))), len(list(library.glob("*.call.json")))
    assert boards >= 2 and calls >= 2
    assert [e.kind for e in entries] == ["board"] * boards + ["call"] * calls
    assert {e.path.name for e in entries} == {p.name for p in library_files.library_files(library)}
    assert all(e.loads for e in entries)
    family = next(e for e in entries if e.id == "fire-rescue-family")
    assert family.title == "Lakástűz (családi játék)"


def test_scan_reports_a_broken_file(library):
    (library / "boards" / "broken.board.json").write_text('{"id": "broken", "rows": ', encoding="utf-8")
    entry = next(e for e in library_files.scan_library(library) if e.path.name == "broken.board.json")
    assert not entry.loads and entry.errors == 1 and entry.status == "error"


def test_duplicate_keeps_key_order_and_changes_the_id(library):
    source = library / "fire-rescue-family.call.json"
    target = library_files.duplicate_file(source, "family-copy")
    assert target == library / "family-copy.call.json"
    assert _keys(target) == _keys(source)
    copy = Call.model_validate(json.loads(target.read_text()))
    assert copy.id == "family-copy" and copy.setup == Call.model_validate(json.loads(source.read_text())).setup
    with pytest.raises(FileExistsError):
        library_files.duplicate_file(source, "family-copy")
    with pytest.raises(ValueError, match="not a valid id"):
        library_files.duplicate_file(source, "Bad Id")


def test_create_board_file_never_overwrites(library):
    path = library_files.create_board_file(library, edit.new_blank_board(6, 6, board_id="shed"))
    assert path == library / "boards" / "shed.board.json"
    assert Board.model_validate(json.loads(path.read_text())).rows == 6
    with pytest.raises(FileExistsError):
        library_files.create_board_file(library, edit.new_blank_board(6, 6, board_id="shed"))
    variant = library_files.board_from_template(library / "boards" / "fire-rescue-back.board.json", "back-variant")
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


# --- clicks on the board drawing ------------------------------------------------------

FRONT = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"


def _front():
    return store.parse_path(FRONT).model


def _hit(board, *, cell=None, edge=None, within=(0.5, 0.5), layers=render.LAYERS):
    """The hit of a point aimed at the middle of ``edge`` or at ``within`` of ``cell``, in SVG units."""
    ox, oy = render.MARGIN, render.MARGIN + render.TITLE_HEIGHT
    if edge is not None:
        (r1, c1), (r2, c2) = edge
        x = ox + max(c1, c2) * render.CELL if r1 == r2 else ox + (c1 + 0.5) * render.CELL
        y = oy + (r1 + 0.5) * render.CELL if r1 == r2 else oy + max(r1, r2) * render.CELL
    else:
        x, y = ox + (cell[1] + within[0]) * render.CELL, oy + (cell[0] + within[1]) * render.CELL
    return render.hit_test(board, x, y, layers=layers)


@pytest.mark.parametrize("word", list(DIRECTIONS))
def test_arrow_toward_each_outer_part_of_a_space(word):
    dr, dc = DIRECTIONS[word]
    assert board_clicks.arrow_toward((0.5 + 0.4 * dc, 0.5 + 0.4 * dr)) == word
    assert board_clicks.arrow_toward((0.5 + 0.2 * dc, 0.5 + 0.2 * dr)) == word
    assert board_clicks.arrow_toward((0.5 + 0.1 * dc, 0.5 + 0.1 * dr)) is None


def test_drawing_reads_a_click_at_any_shown_width():
    board = _front()
    drawing = board_clicks.Drawing(board, render.LAYERS, render.render_svg(board))
    width, height = render.drawing_size(board)
    x, y = render.MARGIN + 4.5 * render.CELL, render.MARGIN + render.TITLE_HEIGHT + 6.5 * render.CELL
    for shown in (350, width, 812, 1400):
        s = shown / width
        click = {"x": round(x * s), "y": round(y * s), "width": shown, "height": round(height * s), "unix_time": 1}
        assert drawing.hit(click).cell == (6, 4), shown
    assert drawing.hit({"x": 10, "y": 10, "width": 0, "height": 0}) is None
    assert drawing.hit("not a click") is None


def test_click_id_tells_clicks_apart():
    a = {"x": 3, "y": 4, "width": 10, "height": 10, "unix_time": 17}
    assert board_clicks.click_id(a) == board_clicks.click_id(dict(a))
    assert board_clicks.click_id(a) != board_clicks.click_id({**a, "unix_time": 18})
    assert board_clicks.click_id(None) is None


def _run(board, result):
    fn, args = result.edit
    return fn(board, *args)


def test_edge_tool_cycles_an_edge_or_selects_a_space():
    board = _front()
    result = board_clicks.board_click(board, _hit(board, edge=((1, 1), (1, 2))), "edge")
    assert edit.edge_kind(_run(board, result), ((1, 1), (1, 2))) == "wall"
    assert result.select == {"sel_row": 1, "sel_col": 1, "edge_side": "E"}
    down = board_clicks.board_click(board, _hit(board, edge=((2, 3), (3, 3))), "edge")
    assert edit.edge_kind(_run(board, down), ((2, 3), (3, 3))) == "door"  # a wall cycles to a door
    assert down.select["edge_side"] == "S"
    inside = board_clicks.board_click(board, _hit(board, cell=(4, 4)), "edge")
    assert inside.edit is None and inside.select == {"sel_row": 4, "sel_col": 4}
    assert board_clicks.board_click(board, render.hit_test(board, 2, 2), "edge") == board_clicks.ClickResult()


def test_arrow_tool_sets_the_arrow_or_selects():
    board = _front()
    result = board_clicks.board_click(board, _hit(board, cell=(3, 5), within=(0.1, 0.9)), "arrow")
    assert _run(board, result).arrows.arrows()[(3, 5)] == "SW"
    assert result.select["arrow_dir"] == "SW"
    centre = board_clicks.board_click(board, _hit(board, cell=(3, 5)), "arrow")
    assert centre.edit is None and centre.select == {"sel_row": 3, "sel_col": 5}


def test_zone_tool_paints_into_the_chosen_zone_or_takes_out():
    board = _front()
    name = next(iter(board.zones))
    outside = next((r, c) for r, c in sorted(board.scene_cells()) if (r, c) not in board.zones[name].cells())
    painted = _run(board, board_clicks.board_click(board, _hit(board, cell=outside), "zone", zone=name))
    assert outside in painted.zones[name].cells()
    back = _run(painted, board_clicks.board_click(painted, _hit(painted, cell=outside), "zone", zone=name))
    assert all(outside not in region.cells() for region in back.zones.values())
    fresh = _run(board, board_clicks.board_click(board, _hit(board, cell=(1, 1)), "zone", zone="attic"))
    assert list(fresh.zones["attic"].cells()) == [(1, 1)]


def test_parking_tool_selects_a_pair_or_a_spot():
    board = _front()
    pair = board_clicks.board_click(board, _hit(board, edge=((3, 0), (4, 0))), "parking", vehicle="engine")
    assert pair.edit is None and pair.select == {"sel_row": 3, "sel_col": 0, "park_dir": "S"}
    index, spot = 0, board.parking.ambulance[0]
    first, second = sorted(spot)
    picked = board_clicks.board_click(board, _hit(board, cell=second), "parking", vehicle="ambulance")
    assert picked.select == {"sel_row": first[0], "sel_col": first[1], "park_index": index,
                             "park_dir": "E" if first[0] == second[0] else "S"}
    with pytest.raises(ValueError, match="unknown tool"):
        board_clicks.board_click(board, _hit(board, cell=(1, 1)), "lasso")


def test_marker_click_places_then_removes():
    call = Call(id="c", title={"en": "T"}, board="b")
    fn, args = board_clicks.marker_click(call, "poi", (3, 3))
    call = fn(call, *args)
    assert call.setup.poi == [(3, 3)]
    fn, args = board_clicks.marker_click(call, "poi", (3, 3))
    assert fn(call, *args).setup.poi == []


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ('{"id": "café"}'.encode("latin-1"), "not valid UTF-8: byte 0xe9"),
        ('{"id": "x"}'.encode("utf-16"), "the file is UTF-16"),
        (b" " * (6 * 1024 * 1024), "files over 5 MB are not read"),
    ],
)
def test_an_upload_that_is_not_utf8_or_too_large_is_refused_not_mangled(data, message):
    # Such an upload is refused with an FP100 saying why; it is never decoded with U+FFFD for bad bytes and kept.
    text, problems = store.uploaded_text(data)
    assert text is None and problems[0].code == "FP100" and message in problems[0].message


def test_a_section_nested_100_000_deep_is_a_located_json_error():
    # A Call editor JSON section nested too deep is a located error, never a RecursionError.
    assert store.section_value("[" * 100_000) == (None, (1, 201, "nested more than 200 levels deep"))
    assert store.section_value('{"damage": NaN}')[1][2] == "expected a value, found 'N'"


def test_the_library_walk_is_bounded_skips_hidden_folders_and_ends_on_a_link_loop(tmp_path, monkeypatch):
    board = (ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8")
    for i in range(5):
        (tmp_path / f"b{i}.board.json").write_text(board, encoding="utf-8")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "hidden.board.json").write_text(board, encoding="utf-8")
    (tmp_path / "deep").mkdir()
    (tmp_path / "deep" / "loop").symlink_to(tmp_path, target_is_directory=True)
    files = library_files.library_files(tmp_path)
    assert [p.name for p in files] == [f"b{i}.board.json" for i in range(5)]  # no hidden file, the loop not followed
    assert not library_files.library_truncated(tmp_path)
    monkeypatch.setattr(library_files, "MAX_LIBRARY_FILES", 3)
    assert len(library_files.library_files(tmp_path)) == 3 and library_files.library_truncated(tmp_path)
    monkeypatch.setattr(library_files, "MAX_LIBRARY_FILES", 2000)
    monkeypatch.setattr(library_files, "MAX_LIBRARY_FOLDERS", 1)  # the root folder only: "deep" is left out
    assert len(library_files.library_files(tmp_path)) == 5 and library_files.library_truncated(tmp_path)


class _WidgetState(dict):
    """A session state that records what the page writes into it."""

    def __init__(self):
        super().__init__()
        self.writes = []

    def __setitem__(self, key, value):
        self.writes.append(value)
        super().__setitem__(key, value)


def test_a_widget_is_written_only_when_it_must_be():
    """A write makes the browser reset the field: none while the user types, one after an undo, one to show an entry
    that came in just after the model's value was written (the browser may have shown that value after the entry)."""
    doc, state = logic.EditorDoc(None, edit.History(Board(id="b")), None, None), _WidgetState()
    key = logic.seed_widget(doc, state, doc.key("rows"), 8)
    assert key == f"rows_{doc.serial}" and state.writes == [8]
    dict.__setitem__(state, key, 9)  # entered in the browser, then applied
    logic.seed_widget(doc, state, key, 8)
    logic.seed_widget(doc, state, key, 9)
    assert state.writes == [8]
    doc.revision += 1  # undone
    logic.seed_widget(doc, state, key, 8)
    assert state.writes == [8, 8]
    dict.__setitem__(state, key, 11)  # entered while the undo's run was under way
    logic.seed_widget(doc, state, key, 8)
    logic.seed_widget(doc, state, key, 11)
    assert state.writes == [8, 8, 11] and state[key] == 11
    other = logic.EditorDoc(None, edit.History(Board(id="b")), None, None)
    assert other.key("rows") != key


def test_a_library_is_read_again_only_when_a_file_of_it_changed(library, monkeypatch):
    """The Library page runs on every click: an unchanged library is not checked again; a changed board (which the
    Calls on it depend on), a file added or removed is."""
    read = []
    parse = store.parse_path
    monkeypatch.setattr(store, "parse_path", lambda path: read.append(path) or parse(path))
    first = library_files.scan_library(library, "en")
    assert len(read) == len(first) > 0
    read.clear()
    assert library_files.scan_library(library, "en") == first and read == []
    board = library / "boards" / "fire-rescue-front.board.json"
    data = json.loads(board.read_text(encoding="utf-8"))
    data["walls"] = data["walls"][1:]
    board.write_text(json.dumps(data), encoding="utf-8")
    library_files.scan_library(library, "en")
    assert len(read) == len(first)  # every file again: a Call's checks read its board
    read.clear()
    (library / "fire-rescue-family.call.json").unlink()
    assert len(library_files.scan_library(library, "en")) == len(first) - 1 and read


def test_a_new_file_is_never_written_through_a_link_to_nothing(library, tmp_path):
    """A link named like the new file, pointing outside the library at nothing: the name is taken, nothing is
    written there (the command line refuses the same)."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (library / "linked.call.json").symlink_to(outside / "evil.call.json")
    (library / "boards" / "linkb.board.json").symlink_to(outside / "evil.board.json")
    with pytest.raises(FileExistsError):
        library_files.create_call_file(library, library / "fire-rescue-family.call.json", "linked")
    with pytest.raises(FileExistsError):
        library_files.create_board_file(library, edit.new_blank_board(8, 10, board_id="linkb"))
    with pytest.raises(FileExistsError):
        library_files.duplicate_file(library / "fire-rescue-family.call.json", "linked")
    assert list(outside.iterdir()) == []


def test_a_call_whose_board_lies_above_the_library_is_read_again_when_the_board_changes(library):
    """The studio opened on a subfolder: a Call there reads its board from the library above it; the scan kept
    depends on that board too."""
    drafts = library / "drafts"
    drafts.mkdir()
    (library / "fire-rescue-family.call.json").rename(drafts / "fire-rescue-family.call.json")
    (before,) = library_files.scan_library(drafts, "en")
    assert before.errors == 0
    (library / "boards" / "fire-rescue-front.board.json").write_text("{ broken", encoding="utf-8")
    (after,) = library_files.scan_library(drafts, "en")
    assert after.errors == 1, after
