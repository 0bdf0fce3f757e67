"""Saves that lose nothing: conflicts with the disk, views following the disk, drafts, the page address."""

import json
import os
import threading
from pathlib import Path

import pytest
from app_pages import open_page
from streamlit.testing.v1 import AppTest

from authoring import edit
from authoring.files import save
from authoring.language import i18n
from authoring.studio import drafts, library_files, logic

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "authoring" / "studio" / "app.py")
BOARD = "boards/fire-rescue-back.board.json"


def _board_editor(library, **state):
    return open_page(library, "board_editor", **state)


def _someone_else_saves(path: Path, name: str) -> None:
    doc = logic.open_doc(path)
    logic.apply(doc, edit.set_board_name, "en", name)
    logic.save(doc)


def test_save_over_a_file_changed_on_disk_is_refused_and_offers_the_choices(library):
    path = library / BOARD
    at = _board_editor(library)
    assert at.session_state["board_doc"].path == path
    at.button(key="toggle_edge").click().run()
    _someone_else_saves(path, "Theirs")
    theirs = path.read_text(encoding="utf-8")
    at.button(key="board_save").click().run()
    assert not at.exception
    assert path.read_text(encoding="utf-8") == theirs  # their change stays
    assert any(i18n.t("conflict_changed", path=path.name) == e.value for e in at.error)
    assert at.button(key="board_conflict_overwrite") and at.button(key="board_conflict_reload")
    at.button(key="board_conflict_overwrite").click().run()
    mine = path.read_text(encoding="utf-8")
    assert mine != theirs and not at.session_state["board_doc"].dirty
    assert not [e for e in at.error if e.value == i18n.t("conflict_changed", path=path.name)]


def test_reload_from_disk_drops_mine_and_shows_theirs(library):
    path = library / BOARD
    at = _board_editor(library)
    at.button(key="toggle_edge").click().run()
    _someone_else_saves(path, "Theirs")
    at.run()  # the page notices the change before any Save
    assert at.session_state["board_doc"].extra.get("disk_changed")
    at.button(key="board_conflict_reload").click().run()
    doc = at.session_state["board_doc"]
    assert doc.model.name.en == "Theirs" and not doc.dirty


def test_a_view_without_unsaved_changes_follows_the_disk(library):
    path = library / BOARD
    at = _board_editor(library)
    _someone_else_saves(path, "Renamed elsewhere")
    at.run()
    doc = at.session_state["board_doc"]
    assert doc.model.name.en == "Renamed elsewhere" and not doc.dirty
    assert not at.session_state["board_doc"].extra.get("disk_changed")


def test_unsaved_edits_are_kept_as_a_draft_and_removed_once_saved(library):
    at = _board_editor(library)
    assert not list(drafts.folder(library).glob("*.json"))
    at.button(key="toggle_edge").click().run()
    kept = list(drafts.folder(library).glob("*.json"))
    assert len(kept) == 1
    at.button(key="board_save").click().run()
    assert not list(drafts.folder(library).glob("*.json"))


def test_a_draft_of_an_ended_session_is_offered_and_restored_with_its_undo(library):
    first = _board_editor(library, _session_id="ended-session")
    first.button(key="toggle_edge").click().run()
    first.button(key="toggle_edge").click().run()
    edited = first.session_state["board_doc"].model
    second = _board_editor(library, _session_id="another-session")  # a reload: a new session
    doc = second.session_state["board_doc"]
    assert "draft_offer" in doc.extra and not doc.dirty
    second.button(key="board_draft_restore").click().run()
    doc = second.session_state["board_doc"]
    assert doc.model == edited and doc.dirty
    second.button(key="board_undo").click().run()
    second.button(key="board_undo").click().run()
    assert not second.session_state["board_doc"].dirty
    assert second.button(key="board_undo").disabled


def test_edits_made_while_a_draft_is_offered_are_kept_as_a_draft_and_by_undo_after_restore(library):
    first = _board_editor(library, _session_id="ended-session")
    first.button(key="toggle_edge").click().run()
    offered = first.session_state["board_doc"].model
    second = _board_editor(library, _session_id="another-session")
    doc = second.session_state["board_doc"]
    assert "draft_offer" in doc.extra
    name = next(t for t in second.text_input if t.key.startswith("board_name_en_"))
    name.set_value("Mine meanwhile").run()  # the offer not answered
    assert len(list(drafts.folder(library).glob("*.json"))) == 2  # this session's edits have a draft of their own
    second.button(key="board_draft_restore").click().run()
    doc = second.session_state["board_doc"]
    assert doc.model == offered and doc.dirty
    second.button(key="board_undo").click().run()  # the draft's own edit undone: the file as it was
    assert not second.session_state["board_doc"].dirty
    second.button(key="board_undo").click().run()  # then what was typed meanwhile: not lost
    assert second.session_state["board_doc"].model.name.en == "Mine meanwhile"
    assert not second.exception


def test_a_discarded_draft_is_gone(library):
    first = _board_editor(library, _session_id="ended-session")
    first.button(key="toggle_edge").click().run()
    second = _board_editor(library, _session_id="another-session")
    second.button(key="board_draft_discard").click().run()
    assert not list(drafts.folder(library).glob("*.json"))
    assert not second.session_state["board_doc"].dirty


def test_a_broken_or_foreign_draft_file_is_ignored(library):
    folder = drafts.folder(library)
    folder.mkdir()
    path = library / BOARD
    (drafts.draft_path(library, path, "old")).write_text("{not json", encoding="utf-8")
    assert drafts.find(library, path) is None
    at = _board_editor(library)
    assert "draft_offer" not in at.session_state["board_doc"].extra


@pytest.mark.parametrize("text", ["[" * 100_000, '{"format": 1, "kind": "board", "states": "abc", "index": 0}', "[]"])
def test_a_hostile_draft_file_is_ignored_not_raised(library, text):
    # A draft nested 100,000 deep, or of the wrong shape, is ignored when the file it names is opened,
    # never a RecursionError or another exception.
    folder = drafts.folder(library)
    folder.mkdir()
    path = library / BOARD
    drafts.draft_path(library, path, "old").write_text(text, encoding="utf-8")
    assert drafts.find(library, path) is None


def test_the_open_file_comes_from_the_page_address(library):
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["library"] = str(library)
    at.query_params["file"] = "boards/fire-rescue-front.board.json"
    at.run()
    at.switch_page("views/board_editor.py")
    at.query_params["file"] = "boards/fire-rescue-front.board.json"
    at.run()
    assert at.session_state["board_doc"].path == library / "boards" / "fire-rescue-front.board.json"
    assert at.query_params["file"] == "boards/fire-rescue-front.board.json"


def test_the_language_comes_from_the_page_address(library):
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["library"] = str(library)
    at.query_params["lang"] = "ja"
    at.run()
    assert [t.value for t in at.title] == [i18n.t("page_library", "ja")]


@pytest.mark.parametrize("kind", ["board", "call"])
def test_draft_history_round_trips(library, kind):
    path = library / (BOARD if kind == "board" else "fire-rescue-family.call.json")
    doc = logic.open_doc(path)
    step = (edit.set_board_name, "en") if kind == "board" else (edit.set_title, "en")
    for i in range(3):
        logic.apply(doc, *step, f"v{i}")
    logic.undo(doc)
    assert drafts.keep(library, doc, session="s")
    assert not drafts.keep(library, doc, session="s")  # nothing new: not written again
    found = drafts.find(library, path)
    restored = drafts.restore(found, logic.open_doc(path))
    assert restored.model == doc.model
    assert drafts.history_states(restored.history)[1] == drafts.history_states(doc.history)[1] == 2
    assert restored.disk_hash == save.content_hash(path.read_text(encoding="utf-8"))


def test_an_upload_opens_as_a_new_file_and_never_replaces_one(library):
    text = (library / BOARD).read_text(encoding="utf-8")
    target, problems = logic.add_uploaded_board(library, "fire-rescue-back.board.json", text)
    assert not problems and target == library / "boards" / "fire-rescue-back-2.board.json"
    assert target.read_text(encoding="utf-8") == text
    doc = logic.open_doc(target)
    assert logic.name_mismatch(doc) == "fire-rescue-back.board.json"
    target, problems = logic.add_uploaded_board(library, "../../evil.board.json", "{not json")
    assert target is None and problems[0].code == "FP100"
    target, _ = logic.add_uploaded_board(library, "../../evil.board.json", text)
    assert target.parent == library / "boards"


def test_a_call_uploaded_as_a_board_is_named_for_what_it_is(library):
    text = (library / "fire-rescue-family.call.json").read_text(encoding="utf-8")
    target, problems = logic.add_uploaded_board(library, "fire-rescue-family.call.json", text)
    assert target is None and [d.code for d in problems] == ["FP100"]
    assert "is a Call file, not a board" in problems[0].message


def test_upload_limit_is_the_loaders():
    from authoring.commands.studio import studio_command
    from authoring.files.load import MAX_FILE_BYTES

    cmd = studio_command(Path("calls"))
    assert int(cmd[cmd.index("--server.maxUploadSize") + 1]) * 1024 * 1024 == MAX_FILE_BYTES


def test_a_new_board_names_its_schema(library):
    from engine.model import Board

    target = library_files.create_board_file(library, edit.new_blank_board(5, 6, board_id="fresh"))
    text = target.read_text(encoding="utf-8")
    assert text.splitlines()[1].startswith('  "$schema": ')
    schema = (target.parent / Board.model_validate_json(text).schema_).resolve()
    assert schema == (ROOT / "schemas" / "board.schema.json").resolve()


def test_saving_a_file_with_errors_says_so(library):
    import shutil

    sealed = ROOT / "tests" / "golden" / "diagnostics" / "FP205-closed-room" / "fp205-closed-room.board.json"
    target = library / "boards" / sealed.name
    shutil.copy(sealed, target)
    at = _board_editor(library, board_want=target)
    doc = at.session_state["board_doc"]
    assert doc.path == target
    at.button(key="toggle_edge").click().run()
    at.button(key="board_save").click().run()
    errors = sum(d.severity == "error" for d in logic.board_diagnostics(doc.model, doc.original_text))
    assert errors >= 1 and not doc.dirty
    assert [t.value for t in at.toast] == [i18n.t("saved_with_errors", path=target.name, n=errors)]


def test_a_file_deleted_under_an_open_view_is_written_again_only_when_asked(library):
    path = library / BOARD
    at = _board_editor(library)
    path.unlink()
    at.run()
    assert any(e.value == i18n.t("conflict_deleted", path=path.name) for e in at.error)
    at.button(key="board_save").click().run()
    assert not path.exists()  # Save alone does not bring it back
    assert at.button(key="board_conflict_overwrite").label == i18n.t("conflict_write_again")  # nothing to overwrite
    at.button(key="board_conflict_overwrite").click().run()
    assert path.exists() and not at.session_state["board_doc"].dirty


def test_edge_previews_of_play_name_the_actions_on_each_edge():
    from authoring.studio import edge_hover
    from engine.actions import Action

    actions = [Action.parse(n) for n in ("open 2,5-2,6", "chop 2,5-2,6", "move 3,4", "end")]
    previews = edge_hover.action_edge_previews(actions, lambda a: a.notation)
    assert previews == {"2,5-2,6": "open 2,5-2,6\nchop 2,5-2,6"}


def test_the_call_editor_keeps_drafts_and_refuses_a_conflicting_save_too(library):
    path = library / "fire-rescue-family.call.json"
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["library"] = str(library)
    at.session_state["lang"] = "en"
    at.session_state["call_want"] = path
    at.run()
    at.switch_page("views/call_editor.py").run()
    doc = at.session_state["call_doc"]
    at.number_input(key=doc.key("num_win_rescued")).set_value(6).run()
    assert doc.dirty and len(list(drafts.folder(library).glob("*.json"))) == 1
    other = logic.open_doc(path)
    logic.apply(other, edit.set_title, "en", "Theirs")
    logic.save(other)
    theirs = path.read_text(encoding="utf-8")
    at.button(key="call_save").click().run()
    assert path.read_text(encoding="utf-8") == theirs
    assert at.button(key="call_conflict_overwrite")


def test_a_fifo_named_like_a_draft_is_passed_over_not_waited_on(library):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = library / BOARD
    fifo = drafts.draft_path(library, path, "ended-session")
    fifo.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(fifo)
    found = []
    looking = threading.Thread(target=lambda: found.append(drafts.find(library, path)), daemon=True)
    looking.start()
    looking.join(timeout=30)
    assert not looking.is_alive() and found == [None]


def test_a_save_refused_by_the_folder_names_the_folder_in_the_interface_language(library, monkeypatch):
    from authoring.studio import guard

    path = library / "fire-rescue-family.call.json"
    doc = logic.open_doc(path)

    def refuse(doc, overwrite=False):
        raise PermissionError(13, "Permission denied", str(library / ".fire-rescue-family.call.json.x1.tmp"))

    monkeypatch.setattr(logic, "save", refuse)
    monkeypatch.setattr(os, "access", lambda where, mode: str(where) != str(library))  # the folder is read-only
    guard.save(doc, path.name)
    assert doc.error == i18n.t("save_failed", "en", error=i18n.t("no_write_permission", "en", folder=str(library)))
    assert ".tmp" not in doc.error


def test_tune_into_a_folder_without_write_permission_is_refused_before_the_trials(library, monkeypatch):

    monkeypatch.setattr(save, "can_write_in", lambda folder: False)
    at = open_page(library, "playtest", lang="hu", timeout=120)
    at.button(key="pt_tune_run").click().run()
    assert "pt_tuned" not in at.session_state
    assert i18n.t("no_write_permission", "hu", folder=str(library)) in [w.value for w in at.warning]


def test_saving_a_board_that_breaks_the_calls_on_it_says_which(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _board_editor(library, board_doc=logic.open_doc(path))
    at.radio(key="board_tool").set_value("parking").run()
    at.radio(key="park_kind").set_value("ambulance").run()
    for _ in range(len(at.session_state["board_doc"].model.parking.ambulance)):  # the board alone is still fine
        at.selectbox(key="park_index").set_value(0).run()
        at.button(key="remove_spot").click().run()
    assert not at.session_state["board_doc"].model.parking.ambulance
    at.button(key="board_save").click().run()
    assert not at.exception
    calls = "fire-rescue-experienced.call.json, fire-rescue-family.call.json, gsh-warehouse.call.json"
    assert [w.value for w in at.warning] == [i18n.t("board_calls_with_errors", calls=calls)]
    at.button(key="board_undo").click().run()  # one spot back: the Calls load again
    at.button(key="board_save").click().run()
    assert not [w.value for w in at.warning]


def test_saving_a_board_names_only_the_calls_the_save_broke(library):
    """A Call on the board that had errors before the save is not said to have them "now"."""
    broken = json.loads((library / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    broken["setup"]["poi"][0] = [99, 99]  # FP301, whatever the board
    (library / "fire-rescue-family.call.json").write_text(json.dumps(broken), encoding="utf-8")
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _board_editor(library, board_doc=logic.open_doc(path))
    at.button(key="board_save").click().run()
    assert not at.exception
    assert not [w.value for w in at.warning]


def test_a_sketch_typed_and_not_applied_is_not_dropped_when_another_session_saves(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = _board_editor(library, board_doc=logic.open_doc(path))
    key = at.session_state["board_doc"].key("board_sketch")
    typed = "MY SKETCH WORK\n" + at.text_area(key=key).value
    at.text_area(key=key).set_value(typed).run()  # typed, not applied
    _someone_else_saves(path, "Renamed by another")
    at.run()
    at.run()
    doc = at.session_state["board_doc"]
    assert at.text_area(key=key).value == typed  # still there
    assert doc.extra.get("disk_changed") and at.button(key="board_conflict_reload")
    assert not at.exception


def test_reload_onto_a_file_that_no_longer_loads_offers_it_as_text_to_fix_in_the_interface_language(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = open_page(library, "board_editor", lang="ja", board_doc=logic.open_doc(path))
    at.button(key="toggle_edge").click().run()
    path.write_text(path.read_text(encoding="utf-8")[:-30], encoding="utf-8")  # another editor broke it
    at.run()
    at.button(key="board_conflict_reload").click().run()
    assert not at.exception
    assert [t for t in at.text_area if t.key.startswith("board_fix_text_")], "the fixer is open on the file"
    assert not [e.value for e in at.error if "cannot open" in e.value]
    assert at.session_state["board_doc"].dirty, "the unsaved changes stay until the fix is saved"


def test_a_name_typed_with_a_space_after_it_is_no_work_to_keep_and_the_view_follows_the_disk(library):
    path = library / BOARD
    at = _board_editor(library)
    name = next(t for t in at.text_input if t.key.startswith("board_name_en_"))
    name.set_value(name.value + " ").run()  # the model keeps the name without the space: nothing to save
    assert not at.session_state["board_doc"].dirty
    _someone_else_saves(path, "Renamed elsewhere")
    at.run()
    doc = at.session_state["board_doc"]
    assert doc.model.name.en == "Renamed elsewhere" and not doc.extra.get("disk_changed")


def test_a_read_only_file_is_not_saved_over_and_the_page_says_why(library):
    path = library / BOARD
    before = path.read_text(encoding="utf-8")
    path.chmod(0o444)
    at = _board_editor(library, lang="hu")
    at.button(key="toggle_edge").click().run()
    at.button(key="board_save").click().run()
    assert not at.exception
    assert path.read_text(encoding="utf-8") == before and at.session_state["board_doc"].dirty  # the edit is kept
    said = i18n.t("save_failed", "hu", error=i18n.t("file_read_only", "hu", path=str(path)))
    assert said in [e.value for e in at.error], [e.value for e in at.error]


@pytest.mark.parametrize(("page", "asked", "doc"), [
    ("board_editor", "boards/fire-rescue-front.board.json", "board_doc"),
    ("call_editor", "fire-rescue-family.call.json", "call_doc"),
])
def test_a_link_that_loops_in_the_library_is_passed_over_when_the_address_names_a_file(library, page, asked, doc):
    """A link to itself sorts before the file the address asks for: the editors open that file, never a traceback."""
    (library / "aa.call.json").symlink_to("aa.call.json")
    (library / "boards" / "aa.board.json").symlink_to("aa.board.json")
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["library"] = str(library)
    at.run()
    at.switch_page(f"views/{page}.py")
    at.query_params["file"] = asked
    at.run()
    assert not at.exception, at.exception
    assert at.session_state[doc].path == library / asked


@pytest.mark.parametrize("saved_at", ["1e300", "-1e20", "NaN", "Infinity"])
def test_a_draft_whose_saving_time_no_clock_gave_is_offered_at_an_unknown_time(library, saved_at):
    """The board editor offers the draft, its time "?", never a traceback; the edits it holds are restored."""
    first = _board_editor(library, _session_id="ended-session")
    first.button(key="toggle_edge").click().run()
    edited = first.session_state["board_doc"].model
    (kept,) = drafts.folder(library).glob("*.json")
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["saved_at"] = 0
    kept.write_text(json.dumps(data).replace('"saved_at": 0', f'"saved_at": {saved_at}'), encoding="utf-8")
    second = _board_editor(library, _session_id="another-session")
    assert not second.exception, second.exception
    assert any("?" in w.value for w in second.warning), [w.value for w in second.warning]
    second.button(key="board_draft_restore").click().run()
    assert second.session_state["board_doc"].model == edited


def test_a_failed_save_s_error_goes_once_the_file_changes_on_disk(library):
    """Saving into a read-only file fails and says so; the file then deleted, the page says it was deleted, not the
    stale save error beside it."""
    from authoring.studio import logic

    path = library / "fire-rescue-family.call.json"
    at = open_page(library, "call_editor", call_doc=logic.open_doc(path))
    [w for w in at.text_input if w.label == "Title"][0].input("Mine").run()
    path.chmod(0o444)
    try:
        at.button(key="call_save").click().run()
        assert any("Could not save" in e.value for e in at.error), [e.value for e in at.error]
    finally:
        path.chmod(0o644)
    path.unlink()
    at.run()
    errors = [e.value for e in at.error]
    assert not any("Could not save" in e for e in errors) and any("deleted on disk" in e for e in errors), errors


def test_a_refusal_said_after_a_failed_save_stays_when_the_file_changes(library):
    """Only the failed save's own error goes when the file changes: a refused edit said since stays on screen."""
    from authoring.studio import guard, logic, store

    path = library / "fire-rescue-family.call.json"
    doc = logic.open_doc(path)
    doc.extra["save_failed_on"] = (store.content_hash(logic.disk_text(doc)), "Could not save: read-only")
    doc.error = "a refused edit"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    guard.follow_disk(doc)
    assert doc.error == "a refused edit" and "save_failed_on" not in doc.extra
