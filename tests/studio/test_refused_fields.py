"""A value the model refuses, typed in a field the editors compare with the model on every run.

Such a field differs from the model at every run, yet each run ends: the value
stays in the field with its problem under it, the model keeps its own, and a
later valid value is applied. Each run here has a time limit, so that a page
that reruns for ever fails the test instead of hanging it.
"""


import json

import pytest
from app_pages import open_page

from authoring import edit
from authoring.language import diagnostic_text
from authoring.studio import logic

RUN = 30
"""Seconds one run of a page may take: a page rerunning for ever is stopped (RuntimeError) after it."""

EXPERIENCED = "fire-rescue-experienced.call.json"
TITLE = "Random Alarm (experienced game)"


def _editor(library, page: str, state: dict):
    return open_page(library, page, timeout=RUN, **state)


def _call_editor(library):
    at = _editor(library, "call_editor", {"call_doc": logic.open_doc(library / EXPERIENCED)})
    return at, at.session_state["call_doc"]


def _key(widgets, start: str) -> str:
    (key,) = [w.key for w in widgets if w.key and w.key.startswith(start)]
    return key


def _errors_beside(at, key: str) -> list[str]:
    """The errors shown in the innermost column that holds the text box ``key``."""
    columns = [c for c in at.columns if key in {w.key for w in c.text_input}]
    return [e.value for e in columns[-1].error]


def test_an_emptied_english_title_is_refused_at_its_field_and_a_later_title_applied(library):
    at, doc = _call_editor(library)
    key = _key(at.text_input, "title_en_")
    at.text_input(key=key).set_value("").run()  # the run ends: no rerun for ever
    assert not at.exception
    assert doc.model.title.en == TITLE and not doc.history.can_undo
    assert at.text_input(key=key).value == ""  # what the user typed stays, to be corrected
    said = "FP101 the English text is required once any other language is given"
    assert _errors_beside(at, key) == [said]
    assert doc.error is None  # said at the field, not again above the page
    at.run()  # another run: the same refusal, nothing applied
    assert _errors_beside(at, key) == [said] and not doc.history.can_undo
    at.text_input(key=key).set_value("Random Alarm").run()
    assert doc.model.title.en == "Random Alarm" and at.text_input(key=key).value == "Random Alarm"
    assert _errors_beside(at, key) == []
    assert not at.exception


def test_a_refused_title_does_not_stop_the_other_fields(library):
    at, doc = _call_editor(library)
    title = _key(at.text_input, "title_en_")
    at.text_input(key=title).set_value("").run()
    rescued = _key(at.number_input, "num_win_rescued_")
    at.number_input(key=rescued).set_value(9).run()
    assert doc.model.win.rescued == 9 and doc.model.title.en == TITLE
    assert at.text_input(key=title).value == "" and len(_errors_beside(at, title)) == 1
    assert not at.exception


def test_players_min_above_max_is_refused_at_the_section_and_applied_once_max_allows_it(library):
    at, doc = _call_editor(library)
    low, high = _key(at.number_input, "num_players_min_"), _key(at.number_input, "num_players_max_")
    at.number_input(key=high).set_value(3).run()
    assert (doc.model.players.min, doc.model.players.max) == (1, 3)
    at.number_input(key=low).set_value(5).run()  # the run ends: no rerun for ever
    assert not at.exception
    assert (doc.model.players.min, doc.model.players.max) == (1, 3)
    assert at.number_input(key=low).value == 5
    assert "FP101 players: min (5) is larger than max (3)" in [e.value for e in at.error]
    at.number_input(key=high).set_value(6).run()
    assert (doc.model.players.min, doc.model.players.max) == (5, 6)
    assert not [e.value for e in at.error if "larger than max" in e.value]
    assert not at.exception


def test_an_emptied_english_board_name_is_refused_at_its_field(library):
    board = library / "boards" / "fire-rescue-front.board.json"
    at = _editor(library, "board_editor", {"board_doc": logic.open_doc(board)})
    doc = at.session_state["board_doc"]
    key = _key(at.text_input, "board_name_en_")
    at.text_input(key=key).set_value("").run()  # the run ends: no rerun for ever
    assert not at.exception
    assert doc.model.name.en == "Fire Rescue - front side" and at.text_input(key=key).value == ""
    assert "FP101 the English text is required once any other language is given" in [e.value for e in at.error]
    at.text_input(key=key).set_value("Front").run()
    assert doc.model.name.en == "Front" and not at.error
    assert not at.exception


def test_the_refusal_of_an_english_title_is_said_in_the_interface_language(library):
    doc = logic.open_doc(library / EXPERIENCED)
    logic.apply_shown(doc, "title", "", edit.set_title, "en", "", pointer="/title/en")
    (problem,) = logic.refused_at(doc, "title", "")
    assert problem.pointer == "/title/en"
    assert diagnostic_text.translate(problem, "hu").message == "az angol szöveg kötelező, ha más nyelven is meg van adva"
    assert diagnostic_text.translate(problem, "ja").message == "ほかの言語があるときは英語のテキストが必要です"
    call = edit.set_title(edit.set_title(doc.model, "hu", ""), "ja", "")
    assert diagnostic_text.translate_message("FP101", _refusal(call), "hu") == "a Hívásnak angol cím kell"


def _refusal(call) -> str:
    """Why emptying the English title of ``call`` is refused, as the model says it."""
    doc = logic.EditorDoc(None, edit.History(call), None, None)
    logic.apply_shown(doc, "title", "", edit.set_title, "en", "", pointer="/title/en")
    return logic.refused_at(doc, "title", "")[0].message


def test_an_edit_refused_elsewhere_is_said_above_the_page_in_the_interface_language(library):
    doc = logic.open_doc(library / EXPERIENCED)
    assert not logic.apply(doc, edit.set_section, "players", {"min": 5, "max": 3})
    at = open_page(library, "call_editor", lang="hu", timeout=RUN, call_doc=doc)
    assert "players: a legkisebb érték (5) nagyobb a legnagyobbnál (3)" in [e.value for e in at.error]
    assert not at.exception


def test_a_refused_edit_is_in_the_problems_panel_and_save_says_it_is_not_in_the_file(library):
    at, doc = _call_editor(library)
    at.number_input(key=doc.key("num_players_min")).set_value(4).run()
    at.number_input(key=doc.key("num_players_max")).set_value(3).run()
    assert not at.exception, at.exception
    panel = [o for o in at.radio(key="call_diag").options if "FP101" in o]
    assert len(panel) == 1 and ":1:1 " not in panel[0], "listed, at the line of the players in the file"
    at.button(key="call_save").click().run()
    toasts = [t.value for t in at.toast]
    assert any(t.startswith(f"Saved {EXPERIENCED}, but not the field edits refused (1)") for t in toasts), toasts
    assert json.loads((library / EXPERIENCED).read_text(encoding="utf-8"))["players"]["max"] == 6
    assert at.number_input(key=doc.key("num_players_max")).value == 3  # the refused value stays, said at its field


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_a_value_refused_by_its_type_is_said_plainly_in_every_language(library, lang):
    doc = logic.open_doc(library / EXPERIENCED)
    assert not logic.apply(doc, edit.set_section, "players", {"min": "two", "max": 3})
    at = open_page(library, "call_editor", lang=lang, timeout=RUN, call_doc=doc)
    assert not at.exception, at.exception
    shown = " ".join(e.value for e in at.error)
    assert "players/min" in shown and "Input should be" not in shown, shown


@pytest.mark.parametrize(("field", "typed"), [("title_hu_", "   "), ("title_ja_", "\u3000"), ("briefing_hu_", "  \n ")])
def test_a_translation_of_spaces_alone_is_removed_and_the_page_settles(library, field, typed):
    at, doc = _call_editor(library)
    lang = field.split("_")[1]
    key = _key(at.text_area if field.startswith("briefing") else at.text_input, field)
    widget = (at.text_area if field.startswith("briefing") else at.text_input)(key=key)
    widget.set_value(typed).run()
    assert not at.exception
    text = doc.model.briefing if field.startswith("briefing") else doc.model.title
    assert getattr(text, lang) is None and doc.history.can_undo
    at.run()  # and again: nothing more is applied
    assert not at.exception and len(doc.history._past) == 1


def test_a_translation_keeps_no_spaces_around_it_and_the_page_settles(library):
    at, doc = _call_editor(library)
    key = _key(at.text_input, "title_hu_")
    at.text_input(key=key).set_value("  Riasztás ").run()
    assert not at.exception and doc.model.title.hu == "Riasztás" and len(doc.history._past) == 1


def test_a_board_name_of_spaces_alone_in_hungarian_is_removed_and_the_page_settles(library):
    board = library / "boards" / "fire-rescue-front.board.json"
    at = _editor(library, "board_editor", {"board_doc": logic.open_doc(board)})
    doc = at.session_state["board_doc"]
    at.text_input(key=_key(at.text_input, "board_name_hu_")).set_value("  ").run()
    assert not at.exception and doc.model.name.hu is None
