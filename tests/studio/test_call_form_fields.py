"""The Call editor's decks, cards, heroes and Call mechanics as form fields, driven through AppTest.

Each widget is keyed by the JSON Pointer of its field: editing it changes the
Call at that pointer, and a value the model refuses (or the validator flags)
is shown under that widget, with the diagnostic's code.
"""

import json
import re

import pytest
from app_pages import open_page

from authoring.language import i18n
from authoring.studio import field_help, logic
from authoring.studio.forms import model as form_model
from authoring.studio.forms import widgets as form_widgets

GSH = "gsh-hillside.call.json"


def _open(library, name=GSH, lang="en", tab="decks"):
    """The Call editor on ``name``, on ``tab`` (the forms are drawn only while their tab is open)."""
    at = open_page(library, "call_editor", lang=lang, call_doc=logic.open_doc(library / name),
                   call_tab=i18n.t(f"tab_{tab}", lang))
    return at, at.session_state["call_doc"]


def _key(doc, pointer, suffix=""):
    return form_widgets.widget_key(doc, pointer, suffix)


def _errors(at, code):
    return [e.value for e in at.error if e.value.startswith(code)]


def _with_levels(library):
    """The gsh Call with two levels, so that a card can be limited to one of them."""
    path = library / GSH
    data = json.loads(path.read_text(encoding="utf-8"))
    data["levels"] = [{"id": "calm", "name": {"en": "Calm"}}, {"id": "windy", "name": {"en": "Windy"}}]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_editing_a_card_field_changes_the_call_at_its_pointer(library):
    _with_levels(library)
    at, doc = _open(library)
    at.number_input(key=_key(doc, "/decks/0/cards/0/copies")).set_value(6).run()
    assert doc.model.decks[0].cards[0].copies == 6
    at.text_input(key=_key(doc, "/decks/0/cards/0/title/hu")).set_value("Nagyon száraz bozót").run()
    assert doc.model.decks[0].cards[0].title.hu == "Nagyon száraz bozót"
    at.multiselect(key=_key(doc, "/decks/0/cards/0/players")).set_value([3, 4]).run()
    assert doc.model.decks[0].cards[0].players == [3, 4]
    at.multiselect(key=_key(doc, "/decks/0/cards/0/levels")).set_value(["windy"]).run()
    assert doc.model.decks[0].cards[0].levels == ["windy"]
    at.multiselect(key=_key(doc, "/decks/0/cards/0/levels")).set_value([]).run()
    assert doc.model.decks[0].cards[0].levels is None  # no level chosen: used at all of them, left out of the file
    at.number_input(key=_key(doc, "/decks/0/cards/0/effects/0/times")).set_value(3).run()
    assert doc.model.decks[0].cards[0].effects[0].times == 3
    at.button(key="call_undo").click().run()
    assert doc.model.decks[0].cards[0].effects[0].times == 1  # one undoable edit per field
    assert not at.exception


def test_a_refused_value_shows_its_diagnostic_at_the_field(library):
    at, doc = _open(library)
    before = doc.model
    at.radio(key=form_widgets.pick_key("/decks/0/cards")).set_value(1).run()  # one card's fields at a time
    at.text_input(key=_key(doc, "/decks/0/cards/1/id")).set_value("Wind Gust").run()
    assert doc.model == before  # not applied
    shown = _errors(at, "FP101")
    assert len(shown) == 1 and "Wind Gust" in shown[0]
    assert [d.pointer for d in form_widgets.refused(doc)] == ["/decks/0/cards/1/id"]
    at.radio(key=form_widgets.pick_key("/decks/0/cards")).set_value(0).run()
    at.text_input(key=_key(doc, "/decks/0/cards/0/title/en")).set_value("").run()
    assert doc.model == before and [d.pointer for d in form_widgets.refused(doc)] == ["/decks/0/cards/0/title"]
    assert not at.exception


def test_a_validator_problem_shows_at_the_effect_that_causes_it(library):
    """An effect switched to ``shuffle_in`` names a card no deck has: the validator's problem sits at that field."""
    at, doc = _open(library)
    at.selectbox(key=_key(doc, "/decks/0/cards/0/effects/0/effect")).set_value("shuffle_in").run()
    assert doc.model.decks[0].cards[0].effects[0].effect == "shuffle_in"
    diagnostics, _ = logic.call_diagnostics(doc.model, doc.base_dir, doc.original_text)
    pointers = {d.pointer for d in diagnostics if d.severity == "error"}
    assert "/decks/0/cards/0/effects/0/card" in pointers
    card_box = at.text_input(key=_key(doc, "/decks/0/cards/0/effects/0/card"))
    card_box.set_value("hillside-flare-up").run()
    card_box = at.text_input(key=_key(doc, "/decks/0/cards/0/effects/0/card"))
    assert doc.model.decks[0].cards[0].effects[0].card == "hillside-flare-up"
    assert not at.exception


def test_add_reorder_and_remove_cards_and_effects(library):
    at, doc = _open(library)
    ids = [c.id for c in doc.model.decks[0].cards]
    at.button(key=_key(doc, "/decks/0/cards", ":add")).click().run()
    assert [c.id for c in doc.model.decks[0].cards] == [*ids, "card-1"]
    assert at.radio(key=form_widgets.pick_key("/decks/0/cards")).value == len(ids)  # the new card is shown
    at.button(key=_key(doc, f"/decks/0/cards/{len(ids)}", ":up")).click().run()
    assert [c.id for c in doc.model.decks[0].cards][-2:] == ["card-1", ids[-1]]
    at.button(key=_key(doc, f"/decks/0/cards/{len(ids) - 1}/effects", ":add")).click().run()
    assert [e.effect for e in doc.model.decks[0].cards[len(ids) - 1].effects] == ["advance_fire"]
    at.button(key=_key(doc, f"/decks/0/cards/{len(ids) - 1}", ":remove")).click().run()
    assert [c.id for c in doc.model.decks[0].cards] == ids
    at.button(key="call_undo").click().run()
    assert "card-1" in [c.id for c in doc.model.decks[0].cards]
    at.button(key="call_redo").click().run()
    assert [c.id for c in doc.model.decks[0].cards] == ids
    assert not at.exception


def test_another_deck_is_chosen_and_edited(library):
    at, doc = _open(library)
    event = next(i for i, d in enumerate(doc.model.decks) if d.kind == "event")
    at.radio(key=form_widgets.pick_key("/decks")).set_value(event).run()
    at.selectbox(key=_key(doc, f"/decks/{event}/cards/0/effects/0/effect")).set_value("lose_ap").run()
    effect = doc.model.decks[event].cards[0].effects[0]
    assert (effect.effect, effect.target) == ("lose_ap", "roll")
    at.selectbox(key=_key(doc, f"/decks/{event}/cards/0/effects/0/target")).set_value("nearest_firefighter").run()
    assert doc.model.decks[event].cards[0].effects[0].target == "nearest_firefighter"
    assert not at.exception


def test_hero_fields_edit_the_hero_set(library):
    at, doc = _open(library, tab="heroes")
    base = "/heroes/specialists/1"
    at.radio(key=form_widgets.pick_key("/heroes/specialists")).set_value(1).run()
    at.number_input(key=_key(doc, f"{base}/ap")).set_value(5).run()
    assert doc.model.heroes.specialists[1].ap == 5
    at.toggle(key=_key(doc, f"{base}/free_ap", ":on")).set_value(True).run()
    assert doc.model.heroes.specialists[1].free_ap is not None
    at.selectbox(key=_key(doc, f"{base}/free_ap/kind")).set_value("extinguish").run()
    at.number_input(key=_key(doc, f"{base}/free_ap/amount")).set_value(2).run()
    free = doc.model.heroes.specialists[1].free_ap
    assert (free.kind, free.amount) == ("extinguish", 2)
    at.selectbox(key=_key(doc, f"{base}/skill/effects/0/limit")).set_value("once_per_call").run()
    assert doc.model.heroes.specialists[1].skill.effects[0].limit == "once_per_call"
    at.text_input(key=_key(doc, f"{base}/skill/title/ja")).set_value("確かな手つき").run()
    assert doc.model.heroes.specialists[1].skill.title.ja == "確かな手つき"
    at.selectbox(key=_key(doc, "/heroes/gear/0/effects/0/modifier")).set_value("extra_ap").run()
    gear = doc.model.heroes.gear[0].effects[0]
    assert (gear.modifier, gear.amount, gear.when) == ("extra_ap", 1, "start_of_turn")
    boosts = len(doc.model.heroes.boosts)
    at.button(key=_key(doc, "/heroes/boosts", ":add")).click().run()
    assert len(doc.model.heroes.boosts) == boosts + 1 and doc.model.heroes.boosts[-1].id == "boost-1"
    at.number_input(key=_key(doc, "/heroes/gear_keep")).set_value(3).run()
    assert doc.model.heroes.gear_keep == 3
    assert not at.exception


def test_more_gear_kept_than_drawn_is_said_at_the_kept_field(library):
    """The edit applies, and the check says where the hero set goes wrong (FP310 at gear_keep), not a refusal of
    the whole hero set that would hide its other problems."""
    at, doc = _open(library, tab="heroes")
    at.number_input(key=_key(doc, "/heroes/gear_draw")).set_value(1).run()
    assert doc.model.heroes.gear_draw == 1 and not form_widgets.refused(doc)
    assert any("equips 2 Gear of the 1" in e for e in _errors(at, "FP310"))
    assert not at.exception


def test_call_mechanics_as_fields(library):
    at, doc = _open(library, tab="heroes")
    at.number_input(key=_key(doc, "/markers/0/clear_cost")).set_value(3).run()
    assert doc.model.markers[0].clear_cost == 3
    at.selectbox(key=_key(doc, "/markers/0/burns")).set_value("removed").run()
    assert doc.model.markers[0].burns == "removed"
    at.text_input(key=_key(doc, "/water_sources/0/cells")).set_value("0,2; 1,2").run()
    assert doc.model.water_sources[0].cells == [(0, 2), (1, 2)]
    at.text_input(key=_key(doc, "/water_sources/0/cells")).set_value("0,2; here").run()
    assert doc.model.water_sources[0].cells == [(0, 2), (1, 2)] and any("here" in e for e in _errors(at, "FP101"))
    at.text_input(key=_key(doc, "/setup/helpers")).set_value("5,2").run()
    assert doc.model.setup.helpers == [(5, 2)]
    at.text_input(key=_key(doc, "/setup/markers/live-wire")).set_value("4,2; 4,3").run()
    assert doc.model.setup.markers["live-wire"] == [(4, 2), (4, 3)]
    at.selectbox(key=_key(doc, "/rescue_places/0/kind")).set_value("place").run()
    assert doc.model.rescue_places[0].kind == "place"
    at.button(key=_key(doc, "/water_sources", ":add")).click().run()
    assert doc.model.water_sources[-1].id == "item-1"
    assert not at.exception


def test_a_large_call_marker_is_shown_and_typed_as_one(library):
    # A two-space marker shows as "1,4+2,4", never "(1, 4),(2, 4)", and typed so it stays one marker, not two.
    at, doc = _open(library, tab="heroes")
    tarpaulin = at.text_input(key=_key(doc, "/setup/markers/wet-tarpaulin"))
    assert tarpaulin.value == "1,4+2,4"
    assert tarpaulin.label == "Starting spaces of " + doc.model.markers[2].title.en
    at.text_input(key=_key(doc, "/setup/markers/live-wire")).set_value("4,2+4,3; ５，１").run()
    assert doc.model.setup.markers["live-wire"] == [[(4, 2), (4, 3)], (5, 1)]
    assert not at.exception


def test_the_forms_are_drawn_only_on_their_open_tab(library):
    at, doc = _open(library, tab="numbers")
    assert not [w for w in at.number_input if w.key.startswith("cf")]
    at, doc = _open(library, tab="decks")
    assert [w for w in at.number_input if w.key.startswith("cf")]


def test_choosing_a_problem_shows_the_card_it_is_in(library):
    path = library / GSH
    data = json.loads(path.read_text(encoding="utf-8"))
    data["decks"][2]["cards"][3]["effects"] = [{"effect": "place_marker", "marker": "no-such-marker"}]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    at, doc = _open(library, tab="text")
    radio = at.radio(key="call_diag")
    diagnostics, _ = logic.call_diagnostics(doc.model, doc.base_dir, doc.original_text)
    index = next(i for i, d in enumerate(diagnostics) if d.pointer.startswith("/decks/2/cards/3/"))
    radio.set_value(index).run()
    assert at.session_state["call_tab"] == i18n.t("tab_decks")
    assert at.radio(key=form_widgets.pick_key("/decks")).value == 2
    assert at.radio(key=form_widgets.pick_key("/decks/2/cards")).value == 3
    assert _errors(at, diagnostics[index].code)
    assert not at.exception


def test_a_call_without_heroes_gets_a_hero_set(library):
    at, doc = _open(library, "fire-rescue-family.call.json", tab="heroes")
    at.button(key=_key(doc, "/heroes", ":add")).click().run()
    assert doc.model.heroes is not None and doc.model.heroes.specialists[0].id == "hero-1"
    at.button(key=_key(doc, "/heroes", ":remove")).click().run()
    assert doc.model.heroes is None
    assert not at.exception


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_the_forms_speak_the_interface_language(library, lang):
    at, doc = _open(library, lang=lang)
    box = at.number_input(key=_key(doc, "/decks/0/cards/0/copies"))
    assert box.label == i18n.t("ff_copies", lang)


SECTION_FIELDS = (("Call", "decks"), ("Call", "water_sources"), ("Call", "rescue_places"), ("Call", "markers"),
                  ("Call", "crew_change_spaces"), ("Setup", "helpers"))
"""The Call's sections the forms draw as one field each (the hero set is drawn field by field)."""


def _form_walk():
    """Every field the generated forms can draw, the key naming a vocabulary item's word, and the words offered.

    A vocabulary item's word (``effect``, ``modifier``) is a box of its own, not a field of the item's model.
    """
    from engine.model import Call
    from engine.model.call import Setup
    from engine.model.heroes import HeroSet

    specs, discriminators, words, seen = [], set(), set(), set()

    def walk(model, skip=()):
        if model in seen:
            return
        seen.add(model)
        for spec in form_model.fields_of(model, skip=skip):
            add(spec)

    def add(spec):
        specs.append(spec)
        words.update(spec.options)
        if spec.kind in ("model", "models"):
            walk(spec.item)
        if spec.kind == "variants":
            discriminators.add(spec.discriminator)
            for word, variant in form_model.union_variants(spec.item).items():
                words.add(word)
                walk(variant, skip=(spec.discriminator,))

    models = {"Call": Call, "Setup": Setup}
    for owner, name in SECTION_FIELDS:
        add(form_model.field_spec(models[owner], name))
    walk(HeroSet)
    return specs, discriminators, words


def _form_names():
    """Every field name and vocabulary word the generated forms can show."""
    specs, discriminators, words = _form_walk()
    return {s.name for s in specs} | discriminators, words


def _shown_descriptions():
    """(model, field, description) of every field whose description the studio shows as its help.

    The generated forms' fields, the Call editor's number fields and the ruleset parameters' table.
    """
    from authoring.studio import call_forms
    from engine.model import RulesetParams

    specs, _, _ = _form_walk()
    shown = {(s.owner, s.name, s.description) for s in specs}
    shown |= {(f.owner, f.name, f.description) for s in call_forms.FLAT_SECTIONS for f in call_forms.number_fields(s)}
    shown |= {("RulesetParams", n, i.description or "") for n, i in RulesetParams.model_fields.items()}
    return sorted(shown)


def test_every_form_field_and_word_has_a_label_in_three_languages():
    names, words = _form_names()
    assert sorted(n for n in names if f"ff_{n}" not in i18n.STRINGS) == []
    missing = [w for w in words if f"word_{w}" not in i18n.STRINGS and not any(k.endswith(f"_{w}") and k.startswith("word_")
                                                                                  for k in i18n.STRINGS)]
    assert sorted(missing) == []


def test_every_field_shown_has_its_help_in_hungarian_and_japanese():
    """The help of a field is its description, translated: none missing, empty or left in English; rule ids kept."""
    shown = _shown_descriptions()
    assert len(shown) > 100 and ("Card", "copies", "Copies of this card in the deck.") in shown
    missing, rules_changed = [], []
    for owner, name, description in shown:
        if not description:
            continue
        for lang in field_help.LANGUAGES:
            text = field_help.HELP.get(field_help.help_key(owner, name), {}).get(lang, "")
            if not text.strip() or text.strip() == description.strip():
                missing.append(f"{owner}.{name} ({lang})")
            elif sorted(re.findall(r"R-[A-Z]+-\d+", text)) != sorted(re.findall(r"R-[A-Z]+-\d+", description)):
                rules_changed.append(f"{owner}.{name} ({lang})")
    assert missing == []
    assert rules_changed == []


def test_one_help_text_never_serves_two_descriptions():
    """Fields of one name that mean different things in different models have a help each (``fh_Model_name``).

    A help kept for no field shown (a field renamed or removed) fails too.
    """
    meanings: dict[str, set[str]] = {}
    for owner, name, description in _shown_descriptions():
        meanings.setdefault(field_help.help_key(owner, name), set()).add(description)
    assert {key: sorted(texts) for key, texts in meanings.items() if len(texts) > 1} == {}
    assert sorted(set(field_help.HELP) - set(meanings)) == []


def test_every_help_was_translated_from_the_description_shown_now():
    """A description changed in a model fails here until its translations are read again (its fingerprint updated)."""
    meanings = {field_help.help_key(owner, name): description for owner, name, description in _shown_descriptions()}
    stale = [f"{key}: {text!r} -> TRANSLATED_FROM[{key!r}] = {field_help.fingerprint(text)!r}"
             for key, text in sorted(meanings.items())
             if key in field_help.HELP and field_help.TRANSLATED_FROM.get(key) != field_help.fingerprint(text)]
    assert stale == []
    assert set(field_help.TRANSLATED_FROM) == set(field_help.HELP)


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_the_help_of_a_field_follows_the_interface_language(library, lang):
    """A card's copies on the decks tab and the supply's Damage markers on the numbers tab."""
    from engine.model.call import Card, Supply

    at, doc = _open(library, lang=lang)
    copies = Card.model_fields["copies"].description
    help_shown = at.number_input(key=_key(doc, "/decks/0/cards/0/copies")).help
    assert help_shown == (copies if lang == "en" else field_help.HELP["fh_copies"][lang])
    at, doc = _open(library, lang=lang, tab="numbers")
    damage = next(w for w in at.number_input if w.key.startswith("num_supply_damage_"))
    assert damage.help == field_help.field_help("Supply", "damage", Supply.model_fields["damage"].description, lang)
    assert (damage.help == Supply.model_fields["damage"].description) == (lang == "en")


def test_a_field_only_shows_where_it_means_something(library):
    """``in_fire_deck`` is for Flare-Up decks, an effect's ``amount`` for losing or gaining AP."""
    at, doc = _open(library)
    keys = {w.key for w in at.text_input}
    assert _key(doc, "/decks/0/in_fire_deck") not in keys and doc.model.decks[0].kind == "fire"
    flare = next(i for i, d in enumerate(doc.model.decks) if d.kind == "flare_up")
    at.radio(key=form_widgets.pick_key("/decks")).set_value(flare).run()
    box = at.text_input(key=_key(doc, f"/decks/{flare}/in_fire_deck"))
    box.set_value("3: 1, 4: 2").run()
    assert doc.model.decks[flare].in_fire_deck == {"3": 1, "4": 2}
    at.radio(key=form_widgets.pick_key("/decks")).set_value(0).run()
    shower = next(i for i, c in enumerate(doc.model.decks[0].cards) if c.id == "afternoon-shower")
    at.radio(key=form_widgets.pick_key("/decks/0/cards")).set_value(shower).run()
    effect = f"/decks/0/cards/{shower}/effects/0"
    assert _key(doc, f"{effect}/target") in {w.key for w in at.selectbox}  # remove_threat: a target, no amount
    assert not [w for w in at.number_input if w.key.endswith("/amount")]
    at.selectbox(key=_key(doc, f"{effect}/effect")).set_value("lose_ap").run()
    assert [w.key for w in at.number_input if w.key.endswith("/amount")] == [_key(doc, f"{effect}/amount")]
    assert not at.exception


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_a_typed_value_that_does_not_read_is_said_in_the_interface_language(lang):
    from authoring.language import diagnostic_text

    for parse in (form_model.parse_cells, form_model.parse_counts):
        with pytest.raises(ValueError) as caught:
            parse("here")
        assert diagnostic_text.translate_message("FP101", str(caught.value), lang) is not None


def test_form_edits_are_kept_as_a_draft_and_restored_with_their_undo(library):
    from authoring.studio import drafts

    def editor(session):
        return open_page(library, "call_editor", _session_id=session, call_want=library / GSH,
                         call_tab=i18n.t("tab_decks"))

    first = editor("ended-session")
    doc = first.session_state["call_doc"]
    first.number_input(key=_key(doc, "/decks/0/cards/0/copies")).set_value(7).run()
    first.button(key=_key(doc, "/decks/0/cards", ":add")).click().run()
    edited = doc.model
    assert len(list(drafts.folder(library).glob("*.json"))) == 1
    second = editor("another-session")  # a reload: a new session
    second.button(key="call_draft_restore").click().run()
    doc = second.session_state["call_doc"]
    assert doc.model == edited and doc.model.decks[0].cards[0].copies == 7
    second.button(key="call_undo").click().run()
    assert [c.id for c in doc.model.decks[0].cards][-1] != "card-1" and doc.model.decks[0].cards[0].copies == 7
    second.button(key="call_undo").click().run()
    assert not doc.dirty


def test_opening_a_call_whose_vehicle_spot_is_gone_changes_nothing(library):
    path = library / "fire-rescue-experienced.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data.setdefault("setup", {})["vehicles"] = {"ambulance": 9}
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    at, doc = _open(library, "fire-rescue-experienced.call.json", tab="setup")
    assert not at.exception, at.exception
    doc = at.session_state["call_doc"]
    assert not doc.dirty and doc.model.setup.vehicles.ambulance == 9
    assert at.selectbox(key=doc.key("vehicle_ambulance")).value == 9


def test_a_refused_value_gives_way_to_the_model_s_once_another_edit_applies(library):
    at, doc = _open(library, tab="heroes")
    cells = _key(doc, "/water_sources/0/cells")
    shown = at.text_input(key=cells).value
    at.text_input(key=cells).set_value("0,2; here").run()
    assert form_widgets.refused(doc)
    at.number_input(key=_key(doc, "/markers/0/clear_cost")).set_value(3).run()
    assert doc.model.markers[0].clear_cost == 3 and not form_widgets.refused(doc)
    assert at.text_input(key=cells).value == shown
    assert not at.exception


def test_a_refused_form_value_is_placed_at_its_line_in_the_text_save_writes(library):
    from authoring.files.jsonpos import parse

    at, doc = _open(library, tab="heroes")
    at.text_input(key=_key(doc, "/water_sources/0/cells")).set_value("0,2; here").run()
    (problem,) = form_widgets.refused(doc)
    assert problem.pointer.startswith("/water_sources/0/cells")
    assert (problem.line, problem.column) == parse(logic.current_text(doc)).positions[problem.pointer]


@pytest.mark.parametrize("section, tab, value", [
    ("named_victim", "heroes", {"cell": [2, 3], "title": {"en": "The caretaker"}}),
    ("open_doors", "setup", [[[1, 3], [1, 4]]]),
    ("specialists", "rules", ["paramedic", "generalist"]),
])
def test_every_section_has_a_place_to_edit_it(library, section, tab, value):
    name = "fire-rescue-experienced.call.json" if section != "named_victim" else GSH
    at, doc = _open(library, name, tab=tab)
    area = at.text_area(key=doc.key(f"json_{section}"))
    area.set_value(json.dumps(value)).run()
    at.button(key=f"apply_{section}").click().run()
    assert not at.exception, at.exception
    current = at.session_state["call_doc"].model
    assert getattr(current.setup if section == "open_doors" else current, section), section


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_a_new_item_is_titled_in_english_and_in_the_interface_language(monkeypatch, lang):
    monkeypatch.setattr(form_widgets, "lang", lambda: lang)
    monkeypatch.setattr(form_widgets, "tr", lambda key, **values: i18n.t(key, lang, **values))
    assert form_widgets.new_title() == {"en": i18n.t("form_new_title", "en"), lang: i18n.t("form_new_title", lang)}


def test_a_section_box_that_is_not_json_says_so_under_it_and_save_counts_it_unsaved(library):
    """The error stands under its box, and Save counts the box's text as not saved rather than clearing the error."""
    at, doc = _open(library, GSH, tab="heroes")
    area = at.text_area(key=doc.key("json_named_victim"))
    area.set_value('{"cell": [2, 3], "title": {"en": "Owner"}').run()
    at.button(key="apply_named_victim").click().run()
    assert not at.exception, at.exception
    assert any(e.value.startswith("Not JSON") for e in at.error), [e.value for e in at.error]
    assert at.session_state["call_doc"].model.named_victim is None
    at.button(key="call_save").click().run()
    toasts = [t.value for t in at.toast]
    assert any(t.startswith(f"Saved {GSH}, but not the field edits refused (1)") for t in toasts), toasts
    assert any(e.value.startswith("Not JSON") for e in at.error)  # still said under the box after Save
    area = at.text_area(key=doc.key("json_named_victim"))
    area.set_value('{"cell": [2, 3], "title": {"en": "Owner"}}').run()
    at.button(key="apply_named_victim").click().run()
    assert at.session_state["call_doc"].model.named_victim is not None
    assert not any(e.value.startswith("Not JSON") for e in at.error)
