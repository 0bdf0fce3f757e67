"""Two studio sessions on one file: a session without unsaved changes follows the disk, and never drops an edit.

The browser test (``tests/browser/test_studio_work_kept.py``) shows the same
in a real browser; these drive the Call editor through AppTest, where the
order of one run (the fields applied, then the file read again) is exact.
"""

import json

from app_pages import open_page

from authoring.studio import logic

FAMILY = "fire-rescue-family.call.json"


def _tab(library):
    return open_page(library, "call_editor", call_doc=logic.open_doc(library / FAMILY))


def _save_title(at, title):
    at.text_input(key=at.session_state["call_doc"].key("title_en")).set_value(title).run()
    at.button(key="call_save").click().run()
    assert not at.exception, at.exception


def _title_on_disk(library):
    return json.loads((library / FAMILY).read_text(encoding="utf-8"))["title"]["en"]


def test_an_edit_typed_while_another_session_saved_is_kept_and_meets_the_conflict_panel(library):
    first, second = _tab(library), _tab(library)
    _save_title(first, "Title by the first")
    second.text_input(key=second.session_state["call_doc"].key("title_en")).set_value("Title by the second").run()
    assert not second.exception, second.exception
    doc = second.session_state["call_doc"]
    assert doc.model.title.en == "Title by the second"
    assert doc.dirty
    assert {"call_conflict_reload", "call_conflict_overwrite"} <= {b.key for b in second.button}
    assert _title_on_disk(library) == "Title by the first"  # nothing written over until the user chooses


def test_a_session_without_changes_shows_what_another_saved(library):
    first, second = _tab(library), _tab(library)
    _save_title(first, "Title by the first")
    second.run()
    assert not second.exception, second.exception
    doc = second.session_state["call_doc"]
    assert doc.model.title.en == "Title by the first"
    assert not doc.dirty
    assert second.text_input(key=doc.key("title_en")).value == "Title by the first"
    assert not [b for b in second.button if b.key == "call_conflict_reload"]
