"""The studio pages, driven through Streamlit's AppTest on a copy of the library."""

import json
from pathlib import Path

import pytest
from app_pages import open_page

from authoring import edit, sketch
from authoring.files.validate import validate_path
from authoring.language import i18n
from authoring.new.call import TEMPLATES
from authoring.studio import call_forms, library_files, logic, store
from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]


def _app(library, lang="en", page=None, **state):
    return open_page(library, page, lang=lang, **state)


def _titles(at):
    return [t.value for t in at.title]


def _codes(at):
    """Diagnostic codes listed on the page (the options of the diagnostics radio)."""
    radios = [r for r in at.radio if r.key in ("board_diag", "call_diag")]
    if not radios:
        return []
    return sorted(label.split(" ")[2] for label in radios[0].options[1:])


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_library_page_lists_every_file_in_each_language(library, lang):
    at = _app(library, lang)
    assert _titles(at) == [i18n.t("page_library", lang)]
    table = at.dataframe[0].value
    assert len(table) == len(library_files.library_files(library))
    assert not at.error


def test_open_a_board_from_the_library(library):
    at = _app(library)
    at.selectbox(key="lib_pick").set_value("boards/fire-rescue-back.board.json").run()
    at.button(key="lib_open").click().run()
    assert not at.exception
    assert _titles(at) == [i18n.t("page_board")]
    assert at.session_state["board_doc"].model.id == "fire-rescue-back"


def test_a_row_picked_in_the_table_is_the_selected_file(library):
    at = _app(library)
    files = library_files.library_files(library)
    row = files.index(library / "fire-rescue-family.call.json")
    at.session_state["lib_table"] = {"selection": {"rows": [row], "columns": []}}
    at.run()
    assert at.selectbox(key="lib_pick").value == "fire-rescue-family.call.json"
    assert at.text_input(key="lib_dup_id_fire-rescue-family.call.json").value == "fire-rescue-family-copy"
    first = str(library_files.library_files(library)[0].relative_to(library))
    at.selectbox(key="lib_pick").set_value(first).run()  # the list still chooses, the old table pick does not win
    assert at.selectbox(key="lib_pick").value == first


def test_duplicate_and_new_board_from_the_library(library):
    at = _app(library)
    at.selectbox(key="lib_pick").set_value("boards/fire-rescue-front.board.json").run()
    at.text_input(key="lib_dup_id_boards/fire-rescue-front.board.json").set_value("front-copy").run()
    at.button(key="lib_dup").click().run()
    assert (library / "boards" / "front-copy.board.json").is_file()
    assert at.selectbox(key="lib_pick").value == "boards/front-copy.board.json"
    assert [s.value for s in at.success] == ["Created boards/front-copy.board.json"]
    at.text_input(key="new_sketch_id").set_value("sketched").run()
    at.button(key="new_sketch").click().run()
    assert not at.exception
    created = library / "boards" / "sketched.board.json"
    assert Board.model_validate(json.loads(created.read_text())).rows == 8
    assert _titles(at) == [i18n.t("page_board")]


def test_the_pick_stays_on_its_file_when_a_copy_sorts_before_it(library):
    at = _app(library)
    at.selectbox(key="lib_pick").set_value("fire-rescue-family.call.json").run()
    at.text_input(key="lib_dup_id_fire-rescue-family.call.json").set_value("aaa").run()
    at.button(key="lib_dup").click().run()
    assert at.selectbox(key="lib_pick").value == "aaa.call.json"  # the copy, not the file now at the old row
    assert at.text_input(key="lib_dup_id_aaa.call.json").value == "aaa-copy"
    at.button(key="lib_open").click().run()
    assert at.session_state["call_doc"].model.id == "aaa"


def test_a_picked_file_deleted_on_disk_is_said_and_the_first_file_is_picked(library):
    at = _app(library, lang="hu")
    at.selectbox(key="lib_pick").set_value("fire-rescue-family.call.json").run()
    (library / "fire-rescue-family.call.json").unlink()
    at.run()
    assert not at.exception
    assert not [label for label in at.selectbox(key="lib_pick").options if "fire-rescue-family.call" in label]
    assert at.selectbox(key="lib_pick").value == str(library_files.library_files(library)[0].relative_to(library))
    assert [i.value for i in at.info] == [i18n.t("picked_file_gone", "hu", path="fire-rescue-family.call.json")]


def test_a_bad_sketch_shows_where_it_fails(library):
    at = _app(library)
    sketch = ["+ + + +", "       ", "+ +-+ +", "  |?|  ", "+ +-+ +", "       ", "+ + + +"]
    at.text_area(key="new_sketch_text").set_value("\n".join(sketch)).run()
    at.button(key="new_sketch").click().run()
    assert not at.exception
    assert any("line 4, column 4" in e.value for e in at.error)


def test_board_editor_opens_the_first_board_at_once(library):
    at = _app(library, page="board_editor")
    assert _titles(at) == [i18n.t("page_board")]
    assert at.session_state["board_doc"].model.id == "fire-rescue-back"
    assert at.selectbox(key="board_file").value == library / "boards" / "fire-rescue-back.board.json"
    drawings = at.get("component_instance")
    assert [d.key for d in drawings] == ["board_click"]
    assert json.loads(drawings[0].proto.json_args)["src"].startswith("data:image/svg+xml;base64,")


def _tiny_library(library):
    """A small board whose only entrance is the opening on the bottom of space (3, 2)."""
    board = edit.new_blank_board(5, 5, board_id="tiny")
    for cell in board.scene_cells():
        board = edit.set_arrow(board, cell, "N" if cell[0] > 1 else "S")
    board = edit.set_edge(board, ((3, 2), (4, 2)), "opening")
    return library_files.create_board_file(library, board)


def _select_edge(at, row, col, side):
    at.number_input(key="sel_row").set_value(row)
    at.number_input(key="sel_col").set_value(col)
    at.run()
    at.radio(key="edge_side").set_value(side).run()


def test_toggling_an_edge_updates_the_diagnostics_at_once(library):
    path = _tiny_library(library)
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    before = _codes(at)
    assert "FP204" not in before
    _select_edge(at, 3, 2, "S")
    at.button(key="toggle_edge").click().run()  # opening -> wall: no entrance left
    assert not at.exception
    assert edit.edge_kind(at.session_state["board_doc"].model, ((3, 2), (4, 2))) == "wall"
    after = _codes(at)
    assert "FP204" in after and after != before


def test_save_writes_a_file_that_validates_and_undo_restores(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    doc = at.session_state["board_doc"]
    original = doc.model
    _select_edge(at, 1, 1, "E")
    at.button(key="toggle_edge").click().run()
    assert edit.edge_kind(doc.model, ((1, 1), (1, 2))) == "wall"
    at.button(key="board_save").click().run()
    assert not at.exception
    parsed = store.parse_path(path)
    assert parsed.model is not None and not [d for d in parsed.diagnostics if d.severity == "error"]
    assert ((1, 1), (1, 2)) in parsed.model.walls
    at.button(key="board_undo").click().run()
    assert doc.model == original and doc.dirty
    at.button(key="board_redo").click().run()
    assert not doc.dirty


def test_board_editor_arrow_zone_and_parking_tools(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    doc = at.session_state["board_doc"]
    at.number_input(key="sel_row").set_value(2)
    at.number_input(key="sel_col").set_value(2)
    at.radio(key="board_tool").set_value("arrow").run()
    at.selectbox(key="arrow_dir").set_value("NW").run()
    at.button(key="set_arrow").click().run()
    assert doc.model.arrows.arrows()[(2, 2)] == "NW"
    at.radio(key="board_tool").set_value("zone").run()
    at.selectbox(key="zone_pick").set_value("top-right").run()
    at.button(key="paint_zone").click().run()
    assert (2, 2) in doc.model.zones["top-right"].cells()
    at.radio(key="board_tool").set_value("parking").run()
    at.number_input(key="sel_row").set_value(0)
    at.number_input(key="sel_col").set_value(1).run()
    at.radio(key="park_kind").set_value("engine").run()
    spots = len(doc.model.parking.engine)
    at.selectbox(key="park_index").set_value(spots).run()  # a new spot
    at.button(key="set_spot").click().run()
    assert doc.model.parking.engine[-1] == ((0, 1), (0, 2)) and len(doc.model.parking.engine) == spots + 1
    at.selectbox(key="park_index").set_value(0).run()
    at.button(key="remove_spot").click().run()
    assert len(doc.model.parking.engine) == spots
    assert not at.exception


def test_choosing_a_diagnostic_highlights_its_cells(library):
    path = _tiny_library(library)
    board = edit.set_edge(logic.open_doc(path).model, ((3, 2), (4, 2)), "wall")
    store.write_atomic(path, store.dump_board(board))
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    radio = at.radio(key="board_diag")
    doc = at.session_state["board_doc"]
    diagnostics = logic.board_diagnostics(doc.model, doc.original_text)
    with_cells = next(i for i, d in enumerate(diagnostics) if d.cells)
    radio.set_value(with_cells).run()
    assert not at.exception
    cells = " ".join(f"[{r}, {c}]" for r, c in diagnostics[with_cells].cells)
    assert i18n.t("highlighted", cells=cells) in [c.value for c in at.caption]


def test_call_editor_edits_save_and_undo(library):
    path = library / "fire-rescue-family.call.json"
    at = _app(library, page="call_editor", call_doc=logic.open_doc(path))
    assert _titles(at) == [i18n.t("page_call")]
    doc = at.session_state["call_doc"]
    original = doc.model
    at.selectbox(key="marker_kind").set_value("smoke")
    at.number_input(key="call_row").set_value(1)
    at.number_input(key="call_col").set_value(8).run()
    assert at.button(key="remove_marker").disabled  # no Smoke there: nothing to remove, and the button says so
    assert at.button(key="remove_marker").help == i18n.t("marker_not_there", marker=i18n.t("marker_smoke"), cell="1,8")
    at.button(key="place_marker").click().run()
    assert doc.model.setup.smoke == [(1, 8)]
    assert at.button(key="place_marker").disabled and not at.button(key="remove_marker").disabled
    at.text_input(key=doc.key("title_ja")).set_value("新しい題").run()
    assert doc.model.title.ja == "新しい題"
    at.button(key="call_save").click().run()
    assert not at.exception
    saved = Call.model_validate(json.loads(path.read_text()))
    assert saved.setup.smoke == [(1, 8)] and saved.title.ja == "新しい題"
    assert list(json.loads(path.read_text())) == list(json.loads((ROOT / "calls" / path.name).read_text()))
    at.button(key="call_undo").click().run()
    at.button(key="call_undo").click().run()
    assert doc.model == original


def test_call_editor_forms_and_json_sections(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    at.number_input(key=doc.key("num_poi_bag_victims")).set_value(12).run()
    assert doc.model.poi_bag.victims == 12
    at.session_state["call_tab"] = i18n.t("tab_decks")  # the decks forms and their raw JSON: drawn on their tab
    at.run()
    at.text_area(key=doc.key("json_decks")).set_value("[{").run()
    at.button(key="apply_decks").click().run()
    assert any("JSON" in e.value for e in at.error)
    assert not at.exception


def test_call_editor_shows_an_error_at_its_field(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    assert not [e for e in at.error if e.value.startswith("FP304")]
    at.number_input(key=doc.key("num_win_rescued")).set_value(40).run()
    assert doc.model.win.rescued == 40
    field_errors = [e.value for e in at.error if e.value.startswith("FP304")]
    assert len(field_errors) == 1 and "40" in field_errors[0]
    assert not at.exception


def test_call_editor_levels_table_round_trips_the_levels(library):
    from authoring.studio import call_forms

    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    assert doc.key("levels") in at.session_state  # the table is on the page
    rows = call_forms.level_rows(doc.model)
    assert edit.set_section(doc.model, "levels", call_forms.levels_from_rows(rows)) == doc.model
    rows[0]["explosions"] += 1
    changed = edit.set_section(doc.model, "levels", call_forms.levels_from_rows(rows))
    assert changed.levels[0].explosions == doc.model.levels[0].explosions + 1


def _apply_parameter(at, name: str, text: str) -> None:
    """Type ``text`` as the override of ruleset parameter ``name`` in the Call editor and apply it."""
    doc = at.session_state["call_doc"]
    at.selectbox(key="param_pick").set_value(name).run()
    at.text_input(key=doc.key(f"param_value_{name}")).set_value(text).run()
    at.button(key="param_apply").click().run()


def test_call_editor_parameter_override_applies_json(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    _apply_parameter(at, "ap_per_turn", "5")
    assert doc.model.ruleset.params.ap_per_turn == 5 and not at.error
    at.text_input(key=doc.key("param_value_ap_per_turn")).set_value("5,").run()
    at.button(key="param_apply").click().run()
    assert doc.model.ruleset.params.ap_per_turn == 5
    assert any("JSON" in e.value for e in at.error)
    assert not at.exception


def test_call_editor_opens_the_first_call_in_japanese(library):
    at = _app(library, "ja", page="call_editor")
    assert _titles(at) == [i18n.t("page_call", "ja")]
    assert at.session_state["call_doc"].model.id == "fire-rescue-experienced"
    assert [t.value for t in at.text_input if t.key.startswith("title_ja_")] == [
        at.session_state["call_doc"].model.title.ja]


def test_open_a_call_from_the_library_lands_in_the_call_editor(library):
    at = _app(library)
    at.selectbox(key="lib_pick").set_value("fire-rescue-family.call.json").run()
    at.button(key="lib_open").click().run()
    assert not at.exception
    assert _titles(at) == [i18n.t("page_call")]
    assert at.session_state["call_doc"].model.id == "fire-rescue-family"
    assert at.selectbox(key="call_file").value == library / "fire-rescue-family.call.json"


def test_switching_files_keeps_unsaved_changes(library):
    front = library / "boards" / "fire-rescue-front.board.json"
    back = library / "boards" / "fire-rescue-back.board.json"
    at = _app(library, page="board_editor")
    assert at.session_state["board_doc"].path == back
    at.button(key="toggle_edge").click().run()  # an edit on the back side, not saved
    changed = at.session_state["board_doc"].model
    assert at.session_state["board_doc"].dirty
    at.selectbox(key="board_file").set_value(front).run()
    assert not at.exception
    assert at.session_state["board_doc"].path == front
    assert i18n.t("unsaved") in at.selectbox(key="board_file").format_func(back)
    at.selectbox(key="board_file").set_value(back).run()
    assert at.session_state["board_doc"].model == changed and at.session_state["board_doc"].history.can_undo
    # the widgets show the file switched to, not the one left
    name = next(t for t in at.text_input if t.key.startswith("board_name_en_"))
    assert name.value == changed.name.en


def test_board_editor_applies_an_edited_sketch(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    doc = at.session_state["board_doc"]
    area = next(a for a in at.text_area if a.key.startswith("board_sketch_"))
    lines = area.value.split("\n")
    lines[3] = lines[3][:4] + "|" + lines[3][5:]  # a wall between [1, 1] and [1, 2]
    area.set_value("\n".join(lines)).run()
    at.button(key="apply_sketch").click().run()
    assert not at.exception
    assert edit.edge_kind(doc.model, ((1, 1), (1, 2))) == "wall"
    assert doc.model.zones == logic.open_doc(path).model.zones
    at.text_area(key=next(a.key for a in at.text_area if a.key.startswith("board_sketch_"))).set_value("nonsense").run()
    at.button(key="apply_sketch").click().run()
    assert any("line" in e.value for e in at.error)


def test_a_sketch_being_typed_outlives_a_change_made_with_the_tools(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    doc = at.session_state["board_doc"]
    key = next(a.key for a in at.text_area if a.key.startswith("board_sketch_"))
    lines = at.text_area(key=key).value.split("\n")
    lines[3] = lines[3][:4] + "|" + lines[3][5:]  # a wall between [1, 1] and [1, 2]
    typed = "\n".join(lines)
    at.text_area(key=key).set_value(typed).run()
    at.button(key="toggle_edge").click().run()  # the drawing changes while the sketch is being typed
    assert doc.history.can_undo and at.text_area(key=key).value == typed
    at.button(key="apply_sketch").click().run()
    assert edit.edge_kind(doc.model, ((1, 1), (1, 2))) == "wall"
    assert at.text_area(key=key).value == sketch.board_to_ascii(doc.model)
    assert not at.exception


@pytest.mark.parametrize("page", ["library", "board_editor", "call_editor", "play", "playtest"])
def test_every_page_says_what_to_do_in_an_empty_library(tmp_path, page):
    at = _app(tmp_path, page=None if page == "library" else page)
    assert not at.exception and not at.error
    expected = {"library": "library_empty", "board_editor": "no_boards", "call_editor": "no_calls", "play": "no_calls",
                "playtest": "no_calls"}[page]
    assert i18n.t(expected) in [i.value for i in at.info]


def test_play_it_from_the_call_editor_starts_on_that_call(library):
    path = library / "fire-rescue-family.call.json"
    at = _app(library, page="call_editor", call_doc=logic.open_doc(path))
    at.button(key="call_play").click().run()
    assert not at.exception
    assert _titles(at) == [i18n.t("page_play")]
    assert at.selectbox(key="play_call").value == path
    assert at.button(key="play_start")


def test_call_editor_procedures_form_edits_adds_and_removes_steps(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    steps = [p.do for p in doc.model.setup.procedures]
    assert steps, "the experienced Call has random setup steps"
    last = len(steps) - 1
    at.text_input(key=doc.key(f"proc_count_{last}")).set_value("2").run()
    assert doc.model.setup.procedures[last].count == 2
    at.text_input(key=doc.key(f"proc_count_{last}")).set_value("many").run()
    said = "FP101 'many' is not a count: give a whole number or level"
    step = at.container(key=f"proc_{last}")
    assert doc.model.setup.procedures[last].count == 2 and [e.value for e in step.error] == [said]  # in its box
    at.text_input(key=doc.key("title_en")).set_value("Changed").run()
    at.button(key="call_save").click().run()  # the refused count is said at Save: the file keeps the step's own
    saved = i18n.t("saved_refused", path="fire-rescue-experienced.call.json", n=1)
    assert [t.value for t in at.toast] == [saved]
    at.text_input(key=doc.key(f"proc_count_{last}")).set_value("3").run()
    assert doc.model.setup.procedures[last].count == 3 and not at.container(key=f"proc_{last}").error
    at.selectbox(key="proc_add_kind").set_value("place_hazmat").run()
    at.button(key="proc_add").click().run()
    assert [p.do for p in doc.model.setup.procedures] == [*steps, "place_hazmat"]
    at.button(key=f"proc_remove_{len(steps)}").click().run()
    assert [p.do for p in doc.model.setup.procedures] == steps


def test_call_editor_edits_a_heroes_ap_and_the_call_mechanics(library):
    """The heroes tab (gsh, R-HERO-1, R-HERO-5..8): a specialist's AP and free AP by form fields, raw JSON as well."""
    from authoring.studio.forms import widgets as form_widgets

    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "gsh-hillside.call.json"),
              call_tab=i18n.t("tab_heroes"))
    doc = at.session_state["call_doc"]
    index = next(i for i, s in enumerate(doc.model.heroes.specialists) if s.id == "breacher")
    at.radio(key=form_widgets.pick_key("/heroes/specialists")).set_value(index).run()
    at.number_input(key=form_widgets.widget_key(doc, f"/heroes/specialists/{index}/ap")).set_value(5).run()
    at.toggle(key=form_widgets.widget_key(doc, f"/heroes/specialists/{index}/free_ap", ":on")).set_value(True).run()
    at.selectbox(key=form_widgets.widget_key(doc, f"/heroes/specialists/{index}/free_ap/kind")).set_value("move").run()
    at.number_input(key=form_widgets.widget_key(doc, f"/heroes/specialists/{index}/free_ap/amount")).set_value(2).run()
    breacher = next(s for s in doc.model.heroes.specialists if s.id == "breacher")
    assert (breacher.ap, breacher.free_ap.kind, breacher.free_ap.amount) == (5, "move", 2)
    at.text_area(key=doc.key("json_helpers")).set_value("[[5, 2]]").run()
    at.button(key="apply_helpers").click().run()
    assert doc.model.setup.helpers == [(5, 2)]
    at.text_area(key=doc.key("json_water_sources")).set_value('[{"id": "tank", "title": {"en": "Tank"}, "zone": "attic"}]').run()
    at.button(key="apply_water_sources").click().run()
    assert doc.model.water_sources[0].id == "tank"
    assert not at.exception


def test_call_editor_optional_number_is_written_or_left_out(library):
    """``loss.helpers_lost`` (gsh, R-HERO-7) has no default: a number is written, an empty box leaves it out."""
    path = library / "gsh-hillside.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data.setdefault("loss", {}).pop("helpers_lost", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    at = _app(library, page="call_editor", call_doc=logic.open_doc(path))
    doc = at.session_state["call_doc"]

    def box():
        return at.number_input(key=doc.key("num_loss_helpers_lost"))

    assert box().value is None and doc.model.loss.helpers_lost is None
    box().set_value(3).run()
    assert doc.model.loss.helpers_lost == 3
    box().set_value(None).run()
    assert doc.model.loss.helpers_lost is None and "helpers_lost" not in doc.model.loss.model_fields_set
    at.button(key="call_undo").click().run()
    assert doc.model.loss.helpers_lost == 3 and box().value == 3
    assert not at.exception


def test_choosing_a_call_marker_problem_opens_the_heroes_tab(library):
    """A problem about the setup's Call markers (FP314) is read and fixed on the heroes tab, which the address keeps."""
    path = library / "gsh-hillside.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"].setdefault("markers", {})["tank"] = [[2, 2]]
    path.write_text(json.dumps(data), encoding="utf-8")
    at = _app(library, page="call_editor", call_doc=logic.open_doc(path))
    radio = at.radio(key="call_diag")
    radio.set_value(next(o for o in radio.options if " FP314 " in o)).run()
    assert at.session_state["call_tab"] == i18n.t("tab_heroes")
    assert at.query_params["tab"] == "heroes"
    assert [e.value for e in at.error if e.value.startswith("FP314")]  # under the Call markers field
    assert not at.exception


def test_a_new_blank_board_from_the_library_validates(library):
    at = _app(library)
    # the same sizes as callforge new board: 3 to 50 a side
    assert (at.number_input(key="new_blank_rows").max, at.number_input(key="new_blank_cols").min) == (50, 3)
    at.text_input(key="new_blank_id").set_value("attic").run()
    at.button(key="new_blank").click().run()
    assert not at.exception, at.exception
    created = library / "boards" / "attic.board.json"
    assert [d.code for d in validate_path(created) if d.severity == "error"] == []
    assert Board.model_validate(json.loads(created.read_text())).parking.ambulance
    assert _titles(at) == [i18n.t("page_board")]


def test_new_call_from_the_library_opens_in_the_call_editor(library):
    at = _app(library)
    names = list(TEMPLATES)
    at.selectbox(key="new_call_tpl").set_value(names.index("experienced")).run()
    at.selectbox(key="new_call_board").set_value("fire-rescue-back").run()
    at.text_input(key="new_call_id").set_value("back-alarm").run()
    at.text_input(key="new_call_title").set_value("Back alarm").run()
    at.button(key="new_call").click().run()
    assert not at.exception, at.exception
    created = library / "back-alarm.call.json"
    notes = [(d.code, d.pointer) for d in validate_path(created) if d.severity == "info"]
    assert [d.code for d in validate_path(created) if d.severity != "info"] == []
    assert set(notes) == {("FP321", "/title")}  # the new title is in English alone; the template's texts are not
    call = Call.model_validate_json(created.read_text(encoding="utf-8"))
    assert (call.board, call.title.en, call.ruleset.name) == ("fire-rescue-back", "Back alarm", "experienced")
    assert _titles(at) == [i18n.t("page_call", "en")]
    assert at.selectbox(key="call_file").value == created
    at.switch_page("views/library.py").run()
    at.text_input(key="new_call_id").set_value("back-alarm").run()
    at.button(key="new_call").click().run()
    assert at.error and "already exists" in at.error[0].value


def test_a_new_call_that_does_not_fit_its_board_opens_with_its_problems(library):
    _tiny_library(library)
    at = _app(library)
    names = list(TEMPLATES)
    at.selectbox(key="new_call_tpl").set_value(names.index("family")).run()
    at.selectbox(key="new_call_board").set_value("tiny").run()
    at.text_input(key="new_call_id").set_value("tiny-fire").run()
    at.button(key="new_call").click().run()
    assert not at.exception, at.exception
    assert (library / "tiny-fire.call.json").is_file()
    assert at.warning and "problem" in at.warning[0].value


BAD_IDS = ["g" * 300, "c" * 65, "My Board", "../x", "a/b"]


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("bad", BAD_IDS)
def test_a_new_file_with_an_id_it_cannot_take_is_refused_by_the_id_rule(library, bad, lang):
    before = sorted(p.relative_to(library) for p in library.rglob("*"))
    shown = library_files.BadId(bad).shown
    first = _app(library).selectbox(key="lib_pick").value
    for field, button in ((f"lib_dup_id_{first}", "lib_dup"), ("new_blank_id", "new_blank"), ("new_call_id", "new_call")):
        at = _app(library, lang=lang)
        at.text_input(key=field).set_value(bad).run()
        at.button(key=button).click().run()
        assert not at.exception, (button, at.exception)
        assert [e.value for e in at.error] == [i18n.t("bad_id", lang, id=shown)], button
    assert sorted(p.relative_to(library) for p in library.rglob("*")) == before, "nothing was written"


def test_a_file_name_taken_is_said_in_the_interface_language(library):
    at = _app(library, lang="hu")
    at.text_input(key="new_blank_id").set_value("fire-rescue-front").run()
    at.button(key="new_blank").click().run()
    assert [e.value for e in at.error] == [i18n.t("already_exists", "hu", name="fire-rescue-front.board.json")]


def test_a_zone_rectangle_starts_again_where_a_space_is_typed(library):
    # The "to" corner kept an old value: typing row 2, col 5 then Paint flooded 2,5..1,1 and took 8 spaces of a
    # neighbouring zone.
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _app(library, page="board_editor", board_doc=logic.open_doc(path))
    doc = at.session_state["board_doc"]
    before = {name: set(zone.cells()) for name, zone in doc.model.zones.items()}
    at.radio(key="board_tool").set_value("zone").run()
    at.selectbox(key="zone_pick").set_value("top-right").run()
    at.number_input(key="sel_row").set_value(2).run()
    at.number_input(key="sel_col").set_value(5).run()
    assert (at.number_input(key="sel_row2").value, at.number_input(key="sel_col2").value) == (2, 5)
    at.button(key="paint_zone").click().run()
    after = {name: set(zone.cells()) for name, zone in doc.model.zones.items()}
    assert after["top-right"] - before["top-right"] <= {(2, 5)}
    assert all(after[name] >= before[name] - {(2, 5)} for name in before)
    assert not at.exception


@pytest.mark.parametrize("lang, where", [("hu", "4. sor, 4. oszlop"), ("ja", "4 行 4 列")])
def test_a_bad_sketch_says_where_it_fails_in_the_language(library, lang, where):
    at = _app(library, lang)
    sketch = ["+ + + +", "       ", "+ +-+ +", "  |?|  ", "+ +-+ +", "       ", "+ + + +"]
    at.text_area(key="new_sketch_text").set_value("\n".join(sketch)).run()
    at.button(key="new_sketch").click().run()
    assert not at.exception
    shown = [e.value for e in at.error]
    assert any(where in e and "'?'" in e and "is not a space character" not in e for e in shown), shown


@pytest.mark.parametrize("lang, word", [("en", "outside space"), ("hu", "külső mező"), ("ja", "外のマス")])
def test_the_sketch_legend_is_in_the_language(library, lang, word):
    at = _app(library, lang)
    legend = [c.value for c in at.code if "'+'" in c.value]
    assert legend and word in legend[0]


def test_a_pick_sent_as_a_file_label_that_has_since_changed_keeps_the_editor_on_its_file(library):
    """The file list's values travel as labels: one sent as the label before Undo dropped "unsaved changes" is that file."""
    at = _app(library, page="call_editor")
    doc = at.session_state["call_doc"]
    assert doc.path == library / "fire-rescue-experienced.call.json"
    for name in (doc.path.name, "fire-rescue-family.call.json"):
        files = at.selectbox(key="call_file")
        stale = f"{name} — {i18n.t('unsaved')}"
        files.options.append(stale)  # what the browser still shows
        files.set_value(stale).run()
        assert not at.exception and "call_fixing" not in at.session_state
        assert at.session_state["call_doc"].path == library / name


def test_no_page_script_draws_a_stray_string():
    """Streamlit draws a string standing alone in a page script ("magic"): only the module's docstring may be one."""
    import ast

    views = sorted((Path(__file__).resolve().parents[2] / "authoring" / "studio" / "views").glob("*.py"))
    assert views
    for view in views:
        body = ast.parse(view.read_text(encoding="utf-8")).body
        stray = [node.lineno for node in body[1:]
                 if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)]
        assert not stray, f"{view.name}: lines {stray}"


def test_the_editors_report_an_id_that_differs_from_the_file_name_as_validate_does(library):
    """FP105 (an id that is not the file's name) and FP106 (a board id another board of the folder has) are shown by
    the editors as by ``callforge validate`` and the Library page."""
    call = json.loads((library / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    (library / "b2.call.json").write_text(json.dumps({**call, "id": "wrongid"}), encoding="utf-8")
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "b2.call.json"))
    assert not at.exception and "FP105" in _codes(at)
    front = json.loads((library / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    (library / "boards" / "bb2.board.json").write_text(json.dumps({**front, "id": "fire-rescue-back"}), encoding="utf-8")
    at = _app(library, page="board_editor", board_doc=logic.open_doc(library / "boards" / "bb2.board.json"))
    assert not at.exception and {"FP105", "FP106"} <= set(_codes(at))
    assert _codes(at) == sorted(d.code for d in validate_path(library / "boards" / "bb2.board.json"))


def test_a_refused_parameter_stays_in_its_box_with_its_problem_under_it_and_is_counted_at_save(library):
    at = _app(library, "hu", page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    box = doc.key("param_value_ap_per_turn")
    _apply_parameter(at, "ap_per_turn", "-3")
    said = [e.value for e in at.error]
    assert not at.exception and doc.model.ruleset.params.ap_per_turn != -3
    assert any(e.startswith("FP101 ruleset/params/ap_per_turn: legalább 1") for e in said), said  # under the box, in hu
    assert "FP101" in _codes(at) and at.text_input(key=box).value == "-3"
    at.text_input(key=doc.key("title_hu")).set_value("Más cím").run()  # another edit: the refusal stands
    assert at.text_input(key=box).value == "-3" and "FP101" in _codes(at)
    at.button(key="call_save").click().run()
    assert [t.value for t in at.toast] == [i18n.t("saved_refused", "hu", path="fire-rescue-experienced.call.json", n=1)]


def test_a_refused_parameter_not_shown_any_more_is_still_counted_at_save(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    _apply_parameter(at, "ap_per_turn", "-3")
    at.selectbox(key="param_pick").set_value("max_saved_ap").run()  # another parameter in the box
    at.text_input(key=doc.key("title_en")).set_value("Changed").run()  # and another edit
    assert "FP101" in _codes(at)
    at.button(key="call_save").click().run()
    assert [t.value for t in at.toast] == [i18n.t("saved_refused", path="fire-rescue-experienced.call.json", n=1)]


def test_a_json_section_applied_as_it_was_never_undoes_a_later_form_edit(library):
    at = _app(library, page="call_editor", call_doc=logic.open_doc(library / "fire-rescue-experienced.call.json"))
    doc = at.session_state["call_doc"]
    at.text_area(key=doc.key("json_procedures")).set_value(json.dumps(call_forms.procedures_data(doc.model))).run()
    at.button(key="apply_procedures").click().run()  # the same steps, written on one line: nothing changes
    at.text_input(key=doc.key("proc_count_0")).set_value("2").run()
    assert doc.model.setup.procedures[0].count == 2 and not at.exception


@pytest.mark.parametrize(("make", "key"), [(lambda p: p.write_text("x", encoding="utf-8"), "library_not_folder"),
                                           (lambda p: None, "library_missing")])
def test_a_library_that_is_a_file_or_missing_says_which(tmp_path, make, key):
    target = tmp_path / "calls"
    make(target)
    at = open_page(target, "library")
    assert [e.value for e in at.error] == [i18n.t(key, path=str(target))]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_placement_off_the_board_is_listed_with_a_button_that_removes_it(library, lang):
    """The row and column fields stop at the board's edge and a click cannot reach past it: a Fire placed on
    [99, 99] (FP301) is said on the Setup tab, whatever kind is chosen, and its own button removes it."""
    path = library / "fire-rescue-family.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["fire"].append([99, 99])
    path.write_text(json.dumps(data), encoding="utf-8")
    at = open_page(library, "call_editor", lang=lang, call_doc=logic.open_doc(path), call_tab=i18n.t("tab_setup", lang))
    at.selectbox(key="marker_kind").set_value("poi").run()
    said = i18n.t("placed_off_board", lang, marker=i18n.t("marker_fire", lang), cell="[99, 99]", rows=8, cols=10)
    assert said in [w.value for w in at.warning]
    index = len(data["setup"]["fire"]) - 1
    at.button(key=f"remove_off_board_fire_{index}").click().run()
    assert not at.exception
    assert [99, 99] not in [list(c) for c in at.session_state["call_doc"].model.setup.fire]
    assert said not in [w.value for w in at.warning]
    assert at.button(key="remove_marker").label.endswith("]")  # the buttons name the space they act on
