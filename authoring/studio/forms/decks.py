"""The Call editor's decks tab: every deck, its cards and their effects as form fields.

A deck is chosen from the list of decks, a card from the deck's rows; the
chosen card shows its title in en/hu/ja, its copies, the player counts and
levels it is used with, and its effects, each a word of the closed effect
vocabulary with the parameters that word has. Problems sit under their field
(:mod:`authoring.studio.forms.widgets`); the raw JSON stays as an escape hatch.
"""

from __future__ import annotations

from authoring.studio.forms import model as form_model
from authoring.studio.forms import widgets as form_widgets
from engine.model import Call


def deck_choices(call: Call) -> dict[str, list]:
    """The values a card's list fields pick from: the Call's level ids.

    >>> deck_choices(Call(id="c", title={"en": "T"}, board="b", levels=[{"id": "easy", "name": {"en": "Easy"}}]))
    {'levels': ['easy']}
    """
    return {"levels": [level.id for level in call.levels]}


def decks_form(doc, diagnostics) -> None:
    """The decks of the open Call: one row per deck, the chosen deck's fields and cards, add a deck."""
    form = form_widgets.Form(doc, "decks", diagnostics, deck_choices(doc.model))
    spec = form_model.field_spec(Call, "decks")
    form_widgets.field_widget(form, spec, [])
