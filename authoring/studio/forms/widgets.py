"""Streamlit widgets of the generated forms: one widget per field of a model, its problems right under it.

:func:`model_fields` draws the fields of a pydantic model found at a path of
a Call section, from :func:`authoring.studio.forms.model.fields_of`: three
text boxes for a text in en/hu/ja, a number box with the schema's bounds, a
switch, a choice from a closed vocabulary, a list of objects with add,
remove and reorder buttons. Every widget is keyed by its JSON Pointer
(:func:`widget_key`), the same key at every revision, and takes the model's
value from the session state (:meth:`Form.seeded`); every change is one
undoable edit of the section (:func:`apply_section`). An edit the model
refuses is not applied: its located problems are kept on the document and
shown under the field, like the validator's. Labels and help are in the
interface language: the labels from :mod:`authoring.language.form_strings`,
the help (the field's description) from :mod:`authoring.studio.field_help`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import streamlit as st

from authoring import edit
from authoring.diagnostics import Diagnostic, make
from authoring.language import diagnostic_text, i18n
from authoring.studio import call_forms, logic
from authoring.studio.context import labels_follow, lang, tr, worded_choice
from authoring.studio.field_help import field_help
from authoring.studio.forms import model as form_model
from authoring.studio.forms.model import FieldSpec, JsonPath

REFUSED = "form_refused"
"""Key of ``doc.extra`` holding the problems of the last refused form edit, with the document revision they belong to."""

INLINE_KINDS = ("int", "bool", "choice", "text", "ints", "texts", "cells", "placements", "counts")
"""Kinds of field drawn side by side in a row (the others take the whole width)."""

ROW = 4
"""Most inline fields in one row."""


@dataclass
class Form:
    """What every widget of one section's form needs: the document, the section, its problems, the choices offered.

    ``choices`` maps a field name to the values a list field may pick from
    (``levels``: the Call's level ids).
    """

    doc: logic.EditorDoc
    section: str
    diagnostics: list[Diagnostic]
    choices: dict[str, list] = field(default_factory=dict)
    _read: tuple[Any, Any] = field(default=(None, None), repr=False)

    @property
    def data(self) -> Any:
        """The section's JSON as the open Call holds it now (read again whenever an edit made a new Call)."""
        model, data = self._read
        if model is not self.doc.model:
            data = form_model.section_data(self.doc.model, self.section)
            self._read = (self.doc.model, data)
        return data

    def key(self, path: JsonPath, suffix: str = "") -> str:
        return widget_key(self.doc, form_model.pointer(self.section, path), suffix)

    def seeded(self, path: JsonPath, value: Any, suffix: str = "") -> str:
        """The key of the widget at ``path``, its state showing ``value`` (the model's) when it should.

        See :func:`authoring.studio.logic.seed_widget`; draw the widget with this key and no ``value``.
        """
        return logic.seed_widget(self.doc, st.session_state, self.key(path, suffix), value)


def widget_key(doc: logic.EditorDoc, pointer: str, suffix: str = "") -> str:
    """The key of the form widget for ``pointer`` (``suffix``: a part of it, e.g. ``/en``, or a button, ``:add``).

    Per document, not per revision: a widget keeps its key while the model changes.
    """
    return f"cf{doc.serial}{pointer}{suffix}"


def refused(doc: logic.EditorDoc) -> list[Diagnostic]:
    """The problems of the last refused form edit, while the widgets still show the refused value."""
    rev, diagnostics = doc.extra.get(REFUSED, (None, []))
    return logic.placed_in_text(doc, diagnostics) if rev == doc.revision else []


def apply_section(doc: logic.EditorDoc, section: str, value: Any, *, structural: bool = False) -> bool:
    """Apply ``value`` as ``section`` of the open Call (undoable); a refusal keeps its problems for the fields.

    ``structural``: items were added, removed or moved, so every widget is
    given the model's value again and none keeps the value of another item.
    """
    if logic.apply(doc, edit.set_section, section, value):
        dropped = doc.extra.pop(REFUSED, None) is not None
        if structural or dropped:  # a refused value a field still shows gives way to the model's, not kept unsaid
            doc.revision += 1
        return True
    doc.error = None  # said at the field instead
    doc.extra[REFUSED] = (doc.revision, form_model.refused_diagnostics(doc.model, section, value, doc.base_dir))
    return False


def _set(form: Form, path: JsonPath, value: Any) -> None:
    apply_section(form.doc, form.section, form_model.set_at(form.data, path, value))


def _typing_error(form: Form, path: JsonPath, message: str) -> None:
    """A value typed in a form that does not read (a space, a count): kept as a problem at its field."""
    pointer = form_model.pointer(form.section, path)
    form.doc.extra[REFUSED] = (form.doc.revision, [make("FP101", message, pointer=pointer)])


def show_problems(diagnostics: list[Diagnostic], pointer: str, *, exact: bool = False) -> None:
    """The problems about ``pointer`` (``exact``: only those, else also the values inside it), in the interface language."""
    found = [d for d in diagnostics if d.pointer == pointer] if exact else call_forms.errors_at(diagnostics, pointer)
    for d in found:
        t = diagnostic_text.translate(d, lang())
        text = f"{d.code} {t.message}" + (f"  \n{t.hint}" if t.hint else "")
        (st.error if d.severity == "error" else st.warning if d.severity == "warning" else st.info)(
            text, icon=":material/error:" if d.severity == "error" else ":material/warning:")


def label(spec: FieldSpec) -> str:
    """The field's label in the interface language (the schema's English title when no translation exists)."""
    text = tr(f"ff_{spec.name}")
    return spec.title if text == f"ff_{spec.name}" else text


def help_text(spec: FieldSpec, extra: str = "") -> str:
    """The field's help in the interface language (the model's description, translated), then ``extra``, a UI string."""
    text = field_help(spec.owner, spec.name, spec.description, lang())
    return f"{text} {tr(extra)}".strip() if extra else text


# ---- one field ------------------------------------------------------------------------


def model_fields(form: Form, model, path: JsonPath, *, skip: tuple[str, ...] = ()) -> None:
    """The fields of ``model`` whose JSON is at ``path``: short ones side by side, texts and lists below."""
    item = form_model.get_at(form.data, path)
    specs = [s for s in form_model.fields_of(model, skip=skip) if form_model.shown(model, s.name, item)]
    inline = [s for s in specs if s.kind in INLINE_KINDS]
    for start in range(0, len(inline), ROW):
        row = inline[start:start + ROW]
        for column, spec in zip(st.columns(ROW), row, strict=False):
            with column:
                field_widget(form, spec, [*path, spec.name], problems=False)
        for spec in row:  # under the row, the whole width: a problem reads as one line, not a narrow column
            show_problems(form.diagnostics, form_model.pointer(form.section, [*path, spec.name]))
    for spec in specs:
        if spec.kind not in INLINE_KINDS:
            field_widget(form, spec, [*path, spec.name])
    show_problems(form.diagnostics, form_model.pointer(form.section, path), exact=True)


def field_widget(form: Form, spec: FieldSpec, path: JsonPath, *, problems: bool = True) -> None:
    """The widget of one field, by its kind, with its problems under it (``problems`` False: the caller shows them)."""
    _DRAW[spec.kind](form, spec, path)
    if problems and spec.kind not in ("models", "variants", "model", "localized"):
        show_problems(form.diagnostics, form_model.pointer(form.section, path))


def _on_change(form: Form, path: JsonPath, key: str, read: Callable[[Any], Any]) -> None:
    """Apply the widget ``key``'s value, read by ``read``, at ``path`` (a ``ValueError`` is kept at the field)."""
    try:
        value = read(st.session_state[key])
    except ValueError as exc:
        _typing_error(form, path, str(exc))
        return
    _set(form, path, value)


def _localized(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    current = form_model.get_at(form.data, path) or {}
    columns = st.columns(len(edit.LANGUAGES))
    for code, column in zip(edit.LANGUAGES, columns, strict=True):
        key = form.seeded(path, current.get(code) or "", f"/{code}")
        column.text_input(f"{label(spec)} · {tr(f'lang_{code}')}", key=key,
                          help=help_text(spec), on_change=_on_text_part, args=(form, spec, path, code, key))
    show_problems(form.diagnostics, form_model.pointer(form.section, path))


def _on_text_part(form: Form, spec: FieldSpec, path: JsonPath, code: str, key: str) -> None:
    """One language of a text changed: an emptied language is left out; an optional text emptied of all, too."""
    current = dict(form_model.get_at(form.data, path) or {})
    text = st.session_state[key].strip()
    if text:
        current[code] = text
    else:
        current.pop(code, None)
    _set(form, path, current if current or not spec.optional else None)


def _int(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    key = form.seeded(path, form_model.get_at(form.data, path, spec.default))
    # an optional number's default is empty (None), so that the box may be cleared
    st.number_input(label(spec), value=None if spec.optional else "min", min_value=spec.minimum,
                    max_value=spec.maximum, step=1, key=key,
                    help=help_text(spec), placeholder=tr("number_none") if spec.optional else None,
                    on_change=_on_change, args=(form, path, key, lambda v: None if v is None else int(v)))


def _bool(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    key = form.seeded(path, bool(form_model.get_at(form.data, path, spec.default)))
    st.toggle(label(spec), key=key, help=help_text(spec), on_change=_on_change, args=(form, path, key, bool))


def _choice(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    options = [None, *spec.options] if spec.optional else list(spec.options)
    value = form_model.get_at(form.data, path, spec.default)
    key = form.seeded(path, value if value in options else options[0])
    st.selectbox(label(spec), options, key=worded_choice(key), help=help_text(spec),
                 format_func=lambda o: tr("form_none") if o is None else _word(o, spec.name),
                 placeholder=tr("form_none"),  # a None value shows the placeholder, not format_func(None)
                 on_change=_on_change, args=(form, path, key, lambda v: v))


def _text(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    value = form_model.get_at(form.data, path, spec.default)
    key = form.seeded(path, "" if value is None else str(value))
    st.text_input(label(spec), key=key, help=help_text(spec),
                  on_change=_on_change, args=(form, path, key, lambda v: v.strip() or (None if spec.optional else "")))


def _pick_many(form: Form, spec: FieldSpec, path: JsonPath, options: list) -> None:
    current = list(form_model.get_at(form.data, path) or [])
    options = [*options, *(v for v in current if v not in options)]
    key = form.seeded(path, current)
    st.multiselect(label(spec), options, key=key, help=help_text(spec),
                   placeholder=tr("form_all") if spec.optional else None,
                   on_change=_on_change, args=(form, path, key, lambda v: list(v) or (None if spec.optional else [])))


def _ints(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    low = spec.minimum if spec.minimum is not None else 0
    high = spec.maximum if spec.maximum is not None else low + 9
    _pick_many(form, spec, path, list(range(low, high + 1)))


def _texts(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    _pick_many(form, spec, path, list(form.choices.get(spec.name, [])))


def _cells(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    key = form.seeded(path, form_model.cells_text(form_model.get_at(form.data, path)))
    st.text_input(label(spec), key=key, help=help_text(spec, "form_cells_help"), placeholder="2,3; 2,4",
                  on_change=_on_change, args=(form, path, key, form_model.parse_cells))


def _placements(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    key = form.seeded(path, form_model.placements_text(form_model.get_at(form.data, path)))
    st.text_input(label(spec), key=key, help=help_text(spec, "form_placements_help"), placeholder="2,3; 4,4+4,5",
                  on_change=_on_change, args=(form, path, key, form_model.parse_placements))


def _counts(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    key = form.seeded(path, form_model.counts_text(form_model.get_at(form.data, path)))
    st.text_input(label(spec), key=key, help=help_text(spec, "form_counts_help"), placeholder="2: 2, 4: 3",
                  on_change=_on_change, args=(form, path, key, form_model.parse_counts))


def _model(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    """A nested object: its fields in a box; an optional one is switched on and off as a whole."""
    present = form_model.get_at(form.data, path) is not None
    if spec.optional:
        key = form.seeded(path, present, ":on")
        st.toggle(label(spec), key=key, help=help_text(spec), on_change=_switch_model, args=(form, spec, path, key))
    else:
        st.markdown(f"**{label(spec)}**")
    if present:
        with st.container(border=True):
            model_fields(form, spec.item, path)


def _switch_model(form: Form, spec: FieldSpec, path: JsonPath, key: str) -> None:
    value = form_model.new_item(spec.item) if st.session_state[key] else None
    apply_section(form.doc, form.section, form_model.set_at(form.data, path, value), structural=True)


# ---- lists of objects -------------------------------------------------------------------


def _list_buttons(form: Form, path: JsonPath, index: int, count: int) -> None:
    """Move up, move down and remove buttons of item ``index`` of the list at ``path``."""
    item = [*path, index]
    with st.container(horizontal=True):
        st.button(tr("form_up"), key=form.key(item, ":up"), icon=":material/arrow_upward:", disabled=index == 0,
                  on_click=_restructure, args=(form, form_model.move_item, path, index, -1))
        st.button(tr("form_down"), key=form.key(item, ":down"), icon=":material/arrow_downward:",
                  disabled=index == count - 1, on_click=_restructure, args=(form, form_model.move_item, path, index, 1))
        st.button(tr("remove"), key=form.key(item, ":remove"), icon=":material/delete:",
                  on_click=_restructure, args=(form, form_model.remove_item, path, index))


def _restructure(form: Form, change: Callable, path: JsonPath, *args) -> None:
    """Move or remove an item of the list at ``path``; the list's choice follows the moved item."""
    if not apply_section(form.doc, form.section, change(form.data, path, *args), structural=True):
        return
    key = pick_key(form_model.pointer(form.section, path))
    if change is form_model.move_item:
        index, step = args
        st.session_state[key] = max(0, min(len(form_model.get_at(form.data, path) or []) - 1, index + step))
    elif change is form_model.remove_item:
        st.session_state[key] = max(0, args[0] - 1)


def item_title(item: dict, index: int, language: str = "en") -> str:
    """The label of a list item: its number, title in ``language``, id and card count.

    An item without a title (a deck) is named by its kind.

    >>> item_title({"id": "gust", "title": {"en": "Gust", "hu": "Szél"}, "copies": 2}, 0, "hu")
    '1. Szél (gust) ×2'
    >>> item_title({"id": "fire", "kind": "fire", "cards": []}, 0, "hu")
    '1. Tűzpakli (fire)'
    """
    title = item.get("title") or {}
    text = title.get(language) or title.get("en") or ""
    if not text and isinstance(item.get("kind"), str):
        text = i18n.t(f"word_kind_{item['kind']}", language).replace(f"word_kind_{item['kind']}", item["kind"])
    copies = f" ×{item['copies']}" if "copies" in item else ""
    return f"{index + 1}. {text} ({item.get('id', '')}){copies}".replace(" ()", "")


def pick_key(list_pointer: str) -> str:
    """The key of the choice of which item of the list at ``list_pointer`` the form shows (kept across edits)."""
    return f"cfpick{list_pointer}"


def focus(pointer: str) -> None:
    """Show the items that hold ``pointer`` (a chosen problem): every list on the way picks the item it lies in.

    Call it from a callback (before the lists are drawn).
    """
    parts = pointer.split("/")
    for depth in range(1, len(parts)):
        if parts[depth].isdigit():
            st.session_state[pick_key("/".join(parts[:depth]))] = int(parts[depth])


def _models(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    """A list of objects: one row per item to choose from, the chosen item's fields below; add at the end.

    Only the chosen item's widgets are drawn, so a hero set of fifty cards
    stays quick; a row with a problem inside is marked.
    """
    items = form_model.get_at(form.data, path) or []
    list_pointer = form_model.pointer(form.section, path)
    st.markdown(f"**{label(spec)}** ({len(items)})")
    show_problems(form.diagnostics, list_pointer, exact=True)
    if items:
        key = pick_key(list_pointer)
        if not isinstance(st.session_state.get(key), int) or st.session_state[key] >= len(items):
            st.session_state[key] = 0
        marked = [bool(call_forms.errors_at(form.diagnostics, f"{list_pointer}/{i}")) for i in range(len(items))]
        def title(i: int) -> str:
            return (":red[:material/error:] " if marked[i] else "") + item_title(items[i], i, lang())

        labels_follow(key, [title(i) for i in range(len(items))])
        with st.container(height=300 if len(items) > 8 else "content", border=False):
            index = st.radio(label(spec), range(len(items)), key=key, label_visibility="collapsed",  # labels_follow: in any words
                             format_func=title)
        with st.container(border=True):
            _list_buttons(form, path, index, len(items))
            model_fields(form, spec.item, [*path, index])
    taken = {i.get("id") for i in items if isinstance(i, dict)}
    stem = {"cards": "card", "specialists": "hero", "gear": "gear", "boosts": "boost", "decks": "deck"}.get(spec.name, "item")
    new = form_model.new_item(spec.item, item_id=form_model.free_id(stem, taken), title=new_title())
    st.button(tr("form_add", what=label(spec)), key=form.key(path, ":add"), icon=":material/add:",
              on_click=_add_item, args=(form, path, new, len(items)))


def _add_item(form: Form, path: JsonPath, item: dict, index: int) -> None:
    """Append ``item`` to the list at ``path`` and show it."""
    if apply_section(form.doc, form.section, form_model.insert_item(form.data, path, item), structural=True):
        st.session_state[pick_key(form_model.pointer(form.section, path))] = index


def _variants(form: Form, spec: FieldSpec, path: JsonPath) -> None:
    """A list of vocabulary items (effects, modifiers): per item its word, then the fields that word has."""
    items = form_model.get_at(form.data, path) or []
    words = form_model.union_variants(spec.item)
    st.markdown(f"**{label(spec)}** ({len(items)})")
    show_problems(form.diagnostics, form_model.pointer(form.section, path), exact=True)
    for index, item in enumerate(items):
        item_path = [*path, index]
        with st.container(border=True):
            word = item.get(spec.discriminator)
            key = form.seeded([*item_path, spec.discriminator], word if word in words else next(iter(words)))
            st.selectbox(tr(f"ff_{spec.discriminator}"), list(words), key=worded_choice(key), format_func=_word,
                         on_change=_change_word, args=(form, spec, item_path, key))
            show_problems(form.diagnostics, form_model.pointer(form.section, [*item_path, spec.discriminator]), exact=True)
            if word in words:
                model_fields(form, words[word], item_path, skip=(spec.discriminator,))
            _list_buttons(form, path, index, len(items))
    st.button(tr("form_add", what=label(spec)), key=form.key(path, ":add"), icon=":material/add:",
              on_click=_restructure, args=(form, form_model.insert_item, path, form_model.new_variant(spec.item, next(iter(words)))))


def new_title() -> dict[str, str]:
    """A new item's title: English (which every title has), and the interface language's own word beside it."""
    title = {"en": i18n.t("form_new_title", "en")}
    if lang() != "en":
        title[lang()] = tr("form_new_title")
    return title


def _word(word: str, field_name: str = "") -> str:
    """A vocabulary word with its meaning in the interface language, e.g. ``lose_ap — lose AP``.

    ``word_FIELD_WORD`` is read first, for a word that means another thing in that field.
    """
    for key in (f"word_{field_name}_{word}", f"word_{word}"):
        text = tr(key)
        if text != key:
            return f"{word} — {text}"
    return str(word)


def _change_word(form: Form, spec: FieldSpec, path: JsonPath, key: str) -> None:
    """Another word chosen for an item: the item is made anew for it, keeping the values both words have."""
    word = st.session_state.get(key)
    if word not in form_model.union_variants(spec.item):  # no word of the list (a label of another language): no change
        return
    keep = form_model.get_at(form.data, path) or {}
    value = form_model.new_variant(spec.item, word, keep)
    apply_section(form.doc, form.section, form_model.set_at(form.data, path, value), structural=True)


_DRAW: dict[str, Callable[[Form, FieldSpec, JsonPath], None]] = {
    "localized": _localized, "int": _int, "bool": _bool, "choice": _choice, "text": _text, "ints": _ints,
    "texts": _texts, "cells": _cells, "placements": _placements, "counts": _counts, "model": _model, "models": _models, "variants": _variants,
}
"""The widget of each kind of field (:class:`~authoring.studio.forms.model.FieldSpec`)."""
