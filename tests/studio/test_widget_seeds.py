"""The editors' widgets keep one key per document and field, and show the model after a change made elsewhere.

A widget's key does not change with the document's revision, so Streamlit does
not draw the field anew after an undo and what is typed into it meanwhile is
kept. The keys are looked up once, before the change, and used again after it.
"""

import pytest
from app_pages import open_page

from authoring.language import i18n
from authoring.studio import logic
from authoring.studio.forms import widgets as form_widgets


def _call_editor(library, name, tab=None):
    tabs = {} if tab is None else {"call_tab": i18n.t(f"tab_{tab}")}
    at = open_page(library, "call_editor", call_doc=logic.open_doc(library / name), **tabs)
    return at, at.session_state["call_doc"]


def _key(widgets, start: str) -> str:
    """The key of the one widget among ``widgets`` whose key starts with ``start``."""
    (key,) = [w.key for w in widgets if w.key and w.key.startswith(start)]
    return key


def _keys(widgets) -> set[str]:
    return {w.key for w in widgets if w.key}


def test_a_number_field_shows_the_undone_value_under_the_same_key_and_takes_a_later_edit(library):
    at, doc = _call_editor(library, "fire-rescue-experienced.call.json")
    key = _key(at.number_input, "num_win_rescued_")
    at.number_input(key=key).set_value(9).run()
    assert doc.model.win.rescued == 9
    at.button(key="call_undo").click().run()
    assert doc.model.win.rescued == 7
    assert key in _keys(at.number_input)  # the field is not drawn anew under another key
    assert at.number_input(key=key).value == 7
    at.number_input(key=key).set_value(11).run()
    assert doc.model.win.rescued == 11 and at.number_input(key=key).value == 11
    at.button(key="call_undo").click().run()
    at.button(key="call_redo").click().run()
    assert at.number_input(key=key).value == 11
    assert not at.exception


def test_an_optional_number_cleared_undone_and_cleared_again(library):
    at, doc = _call_editor(library, "gsh-hillside.call.json")
    key = _key(at.number_input, "num_loss_helpers_lost_")
    at.number_input(key=key).set_value(3).run()
    at.number_input(key=key).set_value(None).run()
    assert "helpers_lost" not in doc.model.loss.model_fields_set
    at.button(key="call_undo").click().run()
    assert key in _keys(at.number_input) and at.number_input(key=key).value == 3
    at.number_input(key=key).set_value(None).run()
    assert doc.model.loss.helpers_lost is None and at.number_input(key=key).value is None
    assert not at.exception


def test_a_form_field_shows_the_undone_value_under_the_same_key_and_takes_a_later_edit(library):
    at, doc = _call_editor(library, "gsh-hillside.call.json", tab="heroes")
    key = form_widgets.widget_key(doc, "/heroes/specialists/0/ap")
    at.number_input(key=key).set_value(6).run()
    assert doc.model.heroes.specialists[0].ap == 6
    at.button(key="call_undo").click().run()
    assert doc.model.heroes.specialists[0].ap == 4
    assert key in _keys(at.number_input) and at.number_input(key=key).value == 4
    at.number_input(key=key).set_value(5).run()
    assert doc.model.heroes.specialists[0].ap == 5
    assert not at.exception


def test_a_json_section_applied_shows_in_the_form_fields(library):
    at, doc = _call_editor(library, "gsh-hillside.call.json", tab="decks")
    key = form_widgets.widget_key(doc, "/decks/0/cards/0/copies")
    assert at.number_input(key=key).value == 1
    text = _key(at.text_area, "json_decks_")
    at.text_area(key=text).set_value(at.text_area(key=text).value.replace('"copies": 1', '"copies": 4', 1)).run()
    at.button(key="apply_decks").click().run()
    assert doc.model.decks[0].cards[0].copies == 4
    assert at.number_input(key=key).value == 4
    assert not at.exception


def test_a_removed_setup_step_leaves_its_place_to_the_next_ones_values(library):
    at, doc = _call_editor(library, "fire-rescue-experienced.call.json")
    assert [p.count for p in doc.model.setup.procedures[1:3]] == ["level", 3]
    count = _key(at.text_input, "proc_count_1_")
    at.button(key="proc_remove_1").click().run()
    assert doc.model.setup.procedures[1].do == "place_poi"
    assert at.text_input(key=count).value == "3"
    assert not at.exception


def test_text_typed_in_a_tab_and_not_applied_comes_back_when_the_tab_is_opened_again(library):
    at, doc = _call_editor(library, "gsh-hillside.call.json", tab="heroes")
    box = doc.key("json_water_sources")
    at.text_area(key=box).set_value('[{"id": "x"}]').run()  # typed, not applied
    at.session_state["call_tab"] = i18n.t("tab_text")
    at.run()
    at.session_state["call_tab"] = i18n.t("tab_heroes")
    at.run()
    assert at.text_area(key=box).value == '[{"id": "x"}]'
    assert logic.holds_typed_text(doc, at.session_state)
    assert not at.exception


def _unset_choices_without_their_label(at) -> list[str]:
    """The selectboxes showing no value (None, a choice of its own) with Streamlit's own English placeholder instead
    of the page's word for that choice."""
    return [f"{box.label!r} ({box.key})" for box in at.selectbox if box.value is None and not box.placeholder]


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_a_choice_of_none_is_shown_by_its_own_word_in_each_language(library, lang):
    """A selectbox whose value is None shows its placeholder, not the option's label: "players choose" (a vehicle's
    start), "person" (who plays a seat), "none" (an optional field) must be that placeholder, never Streamlit's
    English "Choose an option"."""
    setup = open_page(library, "call_editor", lang=lang, call_doc=logic.open_doc(library / "fire-rescue-family.call.json"),
                      call_tab=i18n.t("tab_setup", lang))
    play = open_page(library, "play", lang=lang)
    heroes = open_page(library, "call_editor", lang=lang, call_doc=logic.open_doc(library / "gsh-hillside.call.json"),
                       call_tab=i18n.t("tab_heroes", lang))
    for at in (setup, play, heroes):
        assert any(box.value is None for box in at.selectbox), "a choice of none is on the page"
        assert not _unset_choices_without_their_label(at)
    vehicle = next(box for box in setup.selectbox if box.key and "vehicle_ambulance" in box.key)
    assert vehicle.placeholder == i18n.t("players_choose", lang)
