"""The Call editor's heroes tab: the hero set and the Call mechanics as form fields (R-HERO-1..8).

Specialists (title, AP, free AP, signature skill and its modifiers), Gear and
Boosts (titles, texts, modifiers with their limits and triggers) are rows of
the hero set; the Call's water sources, rescue places and marker kinds are
lists of their own; the setup's Helpers, Call markers and Crew Change spaces
are typed as spaces (``r,c; r,c``). Every problem sits under its field.
"""

from __future__ import annotations

import streamlit as st

from authoring.studio.context import lang, tr
from authoring.studio.forms import model as form_model
from authoring.studio.forms import widgets as form_widgets
from engine.model import Call
from engine.model.call import Setup
from engine.model.heroes import HeroSet, HeroSpecialist

MECHANICS = ("water_sources", "rescue_places", "markers")
"""Lists of the Call edited on the heroes tab, in order."""


def new_hero_set(title: str | dict) -> dict:
    """The smallest hero set: one specialist (a hero set offers at least one).

    >>> new_hero_set("Hero")["specialists"][0]["id"]
    'hero-1'
    """
    return {"specialists": [form_model.new_item(HeroSpecialist, item_id="hero-1", title=title)]}


def heroes_form(doc, diagnostics) -> None:
    """The hero set of the open Call, or a button that gives it one."""
    form = form_widgets.Form(doc, "heroes", diagnostics)
    if doc.model.heroes is None:
        st.button(tr("form_add_heroes"), key=form.key([], ":add"), icon=":material/add:",
                  on_click=form_widgets.apply_section, args=(doc, "heroes", new_hero_set(form_widgets.new_title())),
                  kwargs={"structural": True})
        return
    form_widgets.model_fields(form, HeroSet, [])
    st.button(tr("form_drop_heroes"), key=form.key([], ":remove"), icon=":material/delete:",
              on_click=form_widgets.apply_section, args=(doc, "heroes", None), kwargs={"structural": True})


def mechanics_form(doc, diagnostics) -> None:
    """Water sources, rescue places and marker kinds, then the spaces the setup puts Helpers and markers on."""
    for section in MECHANICS:
        form = form_widgets.Form(doc, section, diagnostics)
        form_widgets.field_widget(form, form_model.field_spec(Call, section), [])
    spaces_form(doc, diagnostics)


def spaces_form(doc, diagnostics) -> None:
    """The setup's Helpers, each Call marker kind's starting spaces, and the Crew Change spaces, typed as spaces."""
    helpers = form_widgets.Form(doc, "helpers", diagnostics)
    form_widgets.field_widget(helpers, form_model.field_spec(Setup, "helpers"), [])
    crew = form_widgets.Form(doc, "crew_change_spaces", diagnostics)
    form_widgets.field_widget(crew, form_model.field_spec(Call, "crew_change_spaces"), [])
    markers = form_widgets.Form(doc, "setup_markers", diagnostics)
    titles = {m.id: m.title.get(lang()) for m in doc.model.markers}
    kinds = [*titles, *(k for k in doc.model.setup.markers if k not in titles)]
    for kind in kinds:
        spec = form_model.FieldSpec(name=kind, title=tr("form_marker_spaces", marker=titles.get(kind, kind)),
                                    description="", kind="placements", optional=True, default=None)
        form_widgets.field_widget(markers, spec, [kind])
    form_widgets.show_problems(diagnostics, form_model.pointer("setup_markers", []), exact=True)
