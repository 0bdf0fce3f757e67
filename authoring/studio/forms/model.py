"""The Call editor's generated forms, as plain data: which widget each field of a model gets, and edits of JSON.

The decks, cards, heroes and Call mechanics are edited with forms drawn from
the pydantic models themselves (:mod:`authoring.studio.forms.widgets`), so
that a new field of the model gets its widget without new page code. This
module says, per field, what kind of value it holds (:func:`fields_of`), and
edits the plain JSON of a section at a path (:func:`set_at`,
:func:`insert_item`, :func:`remove_item`, :func:`move_item`), which the page
then applies as one undoable edit. Every widget is keyed by its field's JSON
Pointer (:func:`pointer`), which is also where the validator reports a
problem, so an error is shown under the widget that fixes it.

>>> from engine.model.call import Card
>>> [(f.name, f.kind) for f in fields_of(Card)][:4]
[('id', 'text'), ('title', 'localized'), ('text', 'localized'), ('copies', 'int')]
>>> set_at({"cards": [{"id": "a", "copies": 2}]}, ["cards", 0, "copies"], 3)
{'cards': [{'id': 'a', 'copies': 3}]}
"""

from __future__ import annotations

import copy
import re
import types
import typing
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from authoring.typed import half_width
from engine.model.common import Localized
from engine.model.mechanics import placement_cells

JsonPath = list[str | int]
"""Keys and list indexes from a section's JSON down to one value."""


@dataclass(frozen=True)
class FieldSpec:
    """One field of a model as a form shows it.

    ``kind`` is one of ``localized`` (three texts), ``int``, ``bool``,
    ``choice`` (one of ``options``), ``text``, ``cells`` (a list of
    ``[row, col]``), ``ints`` and ``texts`` (a list of numbers or ids chosen
    from a set), ``model`` (a nested object, ``item`` its type), ``models``
    (a list of objects), ``variants`` (a list of objects of a closed
    vocabulary, ``item`` the union, ``discriminator`` the key naming the
    word) and ``counts`` (a map of player count to a number).
    ``optional``: the field may be left out (None). ``owner``: the name of
    the model the field belongs to, which with ``name`` keys its help
    (:func:`authoring.studio.field_help.field_help`).
    """

    name: str
    title: str
    description: str
    kind: str
    optional: bool
    default: Any
    options: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    item: Any = None
    discriminator: str | None = None
    owner: str = ""


def _strip(annotation):
    """``annotation`` without ``Annotated`` wrappers, and whether ``None`` is one of its cases."""
    optional = False
    while True:
        origin = typing.get_origin(annotation)
        if origin is Annotated:
            annotation = typing.get_args(annotation)[0]
        elif origin in (Union, types.UnionType):
            cases = [a for a in typing.get_args(annotation) if a is not type(None)]
            if len(cases) < len(typing.get_args(annotation)):
                optional = True
            if len(cases) != 1:
                return annotation, optional
            annotation = cases[0]
        else:
            return annotation, optional


def _bounds(metadata) -> tuple[int | None, int | None]:
    low = high = None
    for rule in metadata:
        for attr, shift in (("ge", 0), ("gt", 1), ("le", 0), ("lt", -1)):
            bound = getattr(rule, attr, None)
            if bound is not None:
                if attr[0] == "g":
                    low = int(bound) + shift
                else:
                    high = int(bound) + shift
    return low, high


def _annotated_metadata(annotation) -> list:
    """The constraints inside ``Annotated[...]`` layers (e.g. the bounds of ``PlayerCount``)."""
    out = []
    while typing.get_origin(annotation) is Annotated:
        for extra in typing.get_args(annotation)[1:]:
            out.extend(getattr(extra, "metadata", []) or [extra])
        annotation = typing.get_args(annotation)[0]
    return out


def union_variants(union) -> dict[str, type[BaseModel]]:
    """Word -> model of a discriminated union of the vocabulary (``Effect``, ``Modifier``), in the model's order.

    >>> from engine.model.heroes import Modifier
    >>> list(union_variants(Modifier))
    ['ap_cost', 'allow', 'extra_ap', 'heal']
    """
    base, _ = _strip(union)
    words: dict[str, type[BaseModel]] = {}
    for case in typing.get_args(base):
        key = discriminator_of(union)
        for word in typing.get_args(case.model_fields[key].annotation):
            words[word] = case
    return words


def discriminator_of(union) -> str:
    """The key that names the word of a union's item (``effect``, ``modifier``)."""
    for extra in typing.get_args(union)[1:] if typing.get_origin(union) is Annotated else ():
        if getattr(extra, "discriminator", None):
            return extra.discriminator
    raise TypeError(f"{union!r} is not a discriminated union")


def _is_model(annotation) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _list_spec(common: dict, item) -> FieldSpec:
    inner, _ = _strip(item)
    if typing.get_origin(inner) in (Union, types.UnionType):
        return FieldSpec(**common, kind="variants", item=item, discriminator=discriminator_of(item))
    if _is_model(inner):
        return FieldSpec(**common, kind="models", item=inner)
    if typing.get_origin(inner) is tuple:
        return FieldSpec(**common, kind="cells")
    low, high = _bounds(_annotated_metadata(item))
    if inner is int:
        return FieldSpec(**common, kind="ints", minimum=low, maximum=high)
    return FieldSpec(**common, kind="texts")


def field_spec(model: type[BaseModel], name: str) -> FieldSpec:
    """The :class:`FieldSpec` of field ``name`` of ``model``.

    >>> from engine.model import Call
    >>> spec = field_spec(Call, "decks")
    >>> spec.kind, spec.owner, spec.item.__name__
    ('models', 'Call', 'Deck')
    """
    info = model.model_fields[name]
    annotation, optional = _strip(info.annotation)
    default = None if info.default is PydanticUndefined else info.default
    common = {"name": name, "title": info.title or name, "description": info.description or "",
              "optional": optional, "default": default, "owner": model.__name__}
    origin = typing.get_origin(annotation)
    if annotation is Localized:
        return FieldSpec(**common, kind="localized")
    if annotation is bool:
        return FieldSpec(**common, kind="bool")
    if annotation is int:
        low, high = _bounds(info.metadata)
        return FieldSpec(**common, kind="int", minimum=low, maximum=high)
    if origin is Literal:
        return FieldSpec(**common, kind="choice", options=typing.get_args(annotation))
    if origin is list:
        return _list_spec(common, typing.get_args(annotation)[0])
    if origin is dict:
        return FieldSpec(**common, kind="counts")
    if _is_model(annotation):
        return FieldSpec(**common, kind="model", item=annotation)
    return FieldSpec(**common, kind="text")


ONLY_WHEN: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {
    ("Deck", "in_fire_deck"): ("kind", ("flare_up",)),
    ("SpaceEffect", "amount"): ("effect", ("lose_ap", "gain_ap")),
    ("SpaceEffect", "marker"): ("effect", ("place_marker", "remove_marker")),
    ("MarkerKind", "on_enter_ap"): ("on_enter", ("lose_ap",)),
}
"""(model, field) -> (other field, its values): fields that mean something only for those values."""


def shown(model: type[BaseModel], name: str, item: dict[str, Any] | None) -> bool:
    """Whether the form shows field ``name`` of ``item``: a field its other choices make meaningless is hidden,
    unless the file writes it (so that nothing written is ever out of sight).

    >>> from engine.model.call import SpaceEffect
    >>> shown(SpaceEffect, "amount", {"effect": "knock_down"}), shown(SpaceEffect, "amount", {"effect": "lose_ap"})
    (False, True)
    >>> shown(SpaceEffect, "amount", {"effect": "heal", "amount": 2})
    True
    """
    rule = ONLY_WHEN.get((model.__name__, name))
    if rule is None or not isinstance(item, dict) or name in item:
        return True
    other, values = rule
    return item.get(other, model.model_fields[other].default) in values


def fields_of(model: type[BaseModel], *, skip: tuple[str, ...] = ()) -> list[FieldSpec]:
    """The form fields of ``model``, in the schema's order, without ``skip``."""
    return [field_spec(model, name) for name in model.model_fields if name not in skip]


# ---- JSON edits -----------------------------------------------------------------------


def pointer(section: str, path: JsonPath) -> str:
    """The JSON Pointer of ``path`` inside top-level ``section`` (``setup_markers`` and ``helpers`` live in ``setup``).

    >>> pointer("decks", [0, "cards", 2, "copies"]), pointer("helpers", [])
    ('/decks/0/cards/2/copies', '/setup/helpers')
    """
    head = {"setup_markers": "/setup/markers", "helpers": "/setup/helpers"}.get(section, f"/{section}")
    return head + "".join(f"/{p}" for p in path)


def get_at(data: Any, path: JsonPath, default: Any = None) -> Any:
    """The value at ``path`` in ``data``; ``default`` when it is not there.

    >>> get_at({"a": [{"b": 1}]}, ["a", 0, "b"]), get_at({"a": []}, ["a", 0, "b"], "none")
    (1, 'none')
    """
    node = data
    for part in path:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return default
    return node


def set_at(data: Any, path: JsonPath, value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` set to ``value``; None removes a key (the field left out).

    >>> set_at({"a": {"b": 1, "c": 2}}, ["a", "b"], None)
    {'a': {'c': 2}}
    >>> set_at({"a": {}}, ["a", "t", "en"], "x")  # missing objects on the way are made
    {'a': {'t': {'en': 'x'}}}
    """
    if not path:
        return copy.deepcopy(value)
    out = copy.deepcopy(data)
    node = out
    for part in path[:-1]:
        if isinstance(node, dict) and not isinstance(node.get(part), (dict, list)):
            node[part] = {}
        node = node[part]
    last = path[-1]
    if value is None and isinstance(node, dict):
        node.pop(last, None)
    else:
        node[last] = copy.deepcopy(value)
    return out


def insert_item(data: Any, path: JsonPath, item: Any) -> Any:
    """A copy of ``data`` with ``item`` appended to the list at ``path`` (made when missing)."""
    items = list(get_at(data, path) or [])
    return set_at(data, path, [*items, item])


def remove_item(data: Any, path: JsonPath, index: int) -> Any:
    """A copy of ``data`` without item ``index`` of the list at ``path``; an emptied optional list stays empty.

    >>> remove_item({"e": [1, 2, 3]}, ["e"], 1)
    {'e': [1, 3]}
    """
    items = list(get_at(data, path) or [])
    del items[index]
    return set_at(data, path, items)


def move_item(data: Any, path: JsonPath, index: int, step: int) -> Any:
    """A copy of ``data`` with item ``index`` of the list at ``path`` moved ``step`` places (clamped at the ends).

    >>> move_item({"e": ["a", "b", "c"]}, ["e"], 2, -1), move_item({"e": ["a", "b"]}, ["e"], 0, -1)
    ({'e': ['a', 'c', 'b']}, {'e': ['a', 'b']})
    """
    items = list(get_at(data, path) or [])
    target = max(0, min(len(items) - 1, index + step))
    items.insert(target, items.pop(index))
    return set_at(data, path, items)


def free_id(stem: str, taken) -> str:
    """``stem-N`` with the smallest N >= 1 not in ``taken``.

    >>> free_id("card", {"card-1", "card-2"})
    'card-3'
    """
    n = 1
    while f"{stem}-{n}" in set(taken):
        n += 1
    return f"{stem}-{n}"


def new_item(model: type[BaseModel], *, item_id: str = "new", title: str | dict = "New") -> dict[str, Any]:
    """The smallest valid JSON of ``model``: required fields only, ids and titles from the arguments.

    ``title`` is the English title, or the title in several languages (``{"en": "New", "hu": "Új"}``).

    >>> from engine.model.heroes import HeroSpecialist
    >>> new_item(HeroSpecialist, item_id="hero-1", title="Hero")
    {'id': 'hero-1', 'title': {'en': 'Hero'}, 'skill': {'title': {'en': 'Hero'}}}
    >>> new_item(HeroSpecialist, item_id="hero-1", title={"en": "New", "hu": "Új"})["title"]
    {'en': 'New', 'hu': 'Új'}
    """
    out: dict[str, Any] = {}
    for spec in fields_of(model):
        info = model.model_fields[spec.name]
        if not info.is_required():
            continue
        out[spec.name] = _first_value(spec, item_id, title)
    return out


def _first_value(spec: FieldSpec, item_id: str, title: str | dict) -> Any:
    if spec.name == "id":
        return item_id
    if spec.kind == "localized":
        return dict(title) if isinstance(title, dict) else {"en": title}
    if spec.kind == "choice":
        return spec.options[0]
    if spec.kind == "int":
        return spec.minimum if spec.minimum is not None and spec.minimum > 0 else 1
    if spec.kind == "model":
        return new_item(spec.item, item_id=item_id, title=title)
    if spec.kind in ("models", "variants", "cells", "ints", "texts"):
        return []
    if spec.kind == "bool":
        return False
    return spec.name  # a required reference (a card, a deck): a placeholder the validator points at until it is set


def new_variant(union, word: str, keep: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new item of the vocabulary ``union`` for ``word``, keeping the values of ``keep`` its model also has.

    >>> from engine.model.call import Effect
    >>> new_variant(Effect, "lose_ap", {"effect": "knock_down", "target": "current_player"})
    {'effect': 'lose_ap', 'target': 'current_player'}
    >>> new_variant(Effect, "shuffle_in")
    {'effect': 'shuffle_in', 'card': 'card', 'deck': 'deck'}

    A kept value the new item refuses (an action one modifier allows and another does not) gives way to the new
    item's own default:

    >>> from engine.model.heroes import Modifier
    >>> new_variant(Modifier, "allow", {"modifier": "ap_cost", "action": "extinguish", "change": -1})
    {'modifier': 'allow', 'action': 'diagonal_move'}
    """
    from pydantic import ValidationError

    model = union_variants(union)[word]
    key = discriminator_of(union)
    out = {key: word, **{k: v for k, v in new_item(model).items() if k != key}}
    for name, value in (keep or {}).items():
        if name != key and name in model.model_fields:
            tried = {**out, name: value}
            try:
                model.model_validate(tried)
            except ValidationError as exc:
                if any(error["loc"][:1] == (name,) for error in exc.errors()):
                    continue
            out[name] = value
    return out


# ---- typed texts --------------------------------------------------------------------

_CELL = re.compile(r"^\s*\[?\s*(\d+)\s*[, ]\s*(\d+)\s*\]?\s*$")


def cells_text(cells) -> str:
    """A list of cells as the text a field shows: ``r,c; r,c``.

    >>> cells_text([[1, 2], [3, 4]])
    '1,2; 3,4'
    """
    return "; ".join(f"{r},{c}" for r, c in cells or [])


def parse_cells(text: str) -> list[list[int]]:
    """The cells typed as ``r,c; r,c`` (``[r, c]`` also read); ``ValueError`` naming the part that is not a cell.

    >>> parse_cells("1,2; [3, 4]"), parse_cells(" "), parse_cells("２，３；４,５")
    ([[1, 2], [3, 4]], [], [[2, 3], [4, 5]])
    """
    out = []
    text = half_width(text)  # full-width digits and punctuation, as a Japanese keyboard types them
    for part in (p for p in text.split(";") if p.strip()):
        found = _CELL.match(part)
        if found is None:
            raise ValueError(f"{part.strip()!r} is not a space: write row,column (e.g. 2,3)")
        out.append([int(found.group(1)), int(found.group(2))])
    return out


def placements_text(placements) -> str:
    """Call marker placements as the text a field shows: ``r,c`` for a one-space marker, the spaces of a large
    one joined by ``+``, placements separated by ``;``.

    >>> placements_text([[1, 2], [[3, 4], [3, 5]]])
    '1,2; 3,4+3,5'
    """
    return "; ".join("+".join(f"{r},{c}" for r, c in placement_cells(p)) for p in placements or [])


def parse_placements(text: str) -> list:
    """Call marker placements typed as :func:`placements_text` shows them; ``ValueError`` naming the part that is
    not a space.

    >>> parse_placements("1,2; 3,4 + 3,5"), parse_placements("")
    ([[1, 2], [[3, 4], [3, 5]]], [])
    """
    out: list = []
    for part in (p for p in half_width(text).split(";") if p.strip()):
        spaces = parse_cells(part.replace("+", ";"))
        out.append(spaces[0] if len(spaces) == 1 else spaces)
    return out


def counts_text(counts: dict[str, int] | None) -> str:
    """A map of player count to number as the text a field shows: ``2: 2, 4: 3``.

    >>> counts_text({"2": 2, "4": 3})
    '2: 2, 4: 3'
    """
    return ", ".join(f"{k}: {v}" for k, v in (counts or {}).items())


def parse_counts(text: str) -> dict[str, int]:
    """``2: 2, 4: 3`` as ``{"2": 2, "4": 3}``; ``ValueError`` naming the part that does not read.

    >>> parse_counts("2: 2, 4:3"), parse_counts("")
    ({'2': 2, '4': 3}, {})
    """
    out = {}
    text = half_width(text)
    for part in (p for p in text.split(",") if p.strip()):
        found = re.match(r"^\s*(\d+)\s*:\s*(\d+)\s*$", part)
        if found is None:
            raise ValueError(f"{part.strip()!r} does not read as players: number (e.g. 3: 2)")
        out[found.group(1)] = int(found.group(2))
    return out


# ---- a Call's sections as JSON --------------------------------------------------------

def section_data(call, section: str) -> Any:
    """The JSON ``call`` holds for ``section`` (keys the author did not write left out).

    >>> from engine.model import Call
    >>> section_data(Call(id="c", title={"en": "T"}, board="b", setup={"helpers": [[1, 2]]}), "helpers")
    [[1, 2]]
    """
    if section == "setup_markers":
        return {k: [list(c) for c in v] for k, v in call.setup.markers.items()}
    if section == "helpers":
        return [list(c) for c in call.setup.helpers]
    if section == "crew_change_spaces":
        return [list(c) for c in call.crew_change_spaces]
    value = getattr(call, section)
    if value is None:
        return None
    if isinstance(value, list):
        return [v.model_dump(mode="json", by_alias=True, exclude_unset=True) for v in value]
    return value.model_dump(mode="json", by_alias=True, exclude_unset=True)


def call_data_with(call, section: str, value: Any) -> dict[str, Any]:
    """The whole JSON of ``call`` with ``section`` replaced by ``value`` (None: left out)."""
    data = call.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if section in ("setup_markers", "helpers"):
        data.setdefault("setup", {})["markers" if section == "setup_markers" else "helpers"] = value
    elif value is None:
        data.pop(section, None)
    else:
        data[section] = value
    return data


def refused_diagnostics(call, section: str, value: Any, base_dir) -> list:
    """The located loading problems (FP1xx) that make ``value`` unacceptable as ``section`` of ``call``.

    A form edit the model refuses is not applied; these say why, at the
    field's pointer, so the page shows them under the widget.

    >>> from pathlib import Path
    >>> from engine.model import Call
    >>> c = Call(id="c", title={"en": "T"}, board="b")
    >>> [(d.code, d.pointer) for d in refused_diagnostics(c, "decks", [{"id": "fire", "kind": "fire", "cards": [
    ...     {"id": "x", "title": {"en": "X"}, "copies": 0}]}], Path("."))]
    [('FP101', '/decks/0/cards/0/copies')]
    """
    import json

    from authoring.studio import store

    parsed = store.parse_call_text(json.dumps(call_data_with(call, section, value), ensure_ascii=False), base_dir)
    if parsed.model is not None:
        return []
    head = pointer(section, [])
    loading = [d for d in parsed.diagnostics if d.code.startswith("FP1")]  # not the checks of a partly read file
    inside = [d for d in loading if d.pointer == head or d.pointer.startswith(head + "/")]
    return inside or loading
