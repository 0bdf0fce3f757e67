"""The Call editor's forms, as plain functions: which fields a section has, its rows, where its errors go.

The page draws a number input per field of the flat sections (players, POI
bag, supply, win, loss), a table for the levels, and under every field the
problems whose JSON Pointer lies inside it, so that an error is read where it
is fixed. Choosing a problem switches to the tab that holds its field
(:func:`tab_of`).

>>> from engine.model import Call
>>> call = Call(id="c", title={"en": "T"}, board="b", win={"rescued": 5})
>>> [f.name for f in number_fields("win")], section_values(call, "win")
(['rescued', 'helpers_rescued'], {'rescued': 5, 'helpers_rescued': None})
>>> section_update(call, "win", {"rescued": 7})  # written before: stays written, even at the default
{'rescued': 7}
>>> section_update(call, "poi_bag", {"victims": 10, "false_alarms": 4})  # a default not written stays out
{'false_alarms': 4}
>>> section_values(call, "loss"), section_update(call, "loss", {"victims_lost": 4, "helpers_lost": 3})
({'victims_lost': 4, 'helpers_lost': None}, {'helpers_lost': 3})
>>> section_update(call, "loss", {"victims_lost": 4, "helpers_lost": None})  # an optional number left empty: omitted
{}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from authoring import edit
from authoring.diagnostics import Diagnostic
from authoring.typed import half_width
from engine.model import Call

FLAT_SECTIONS = ("players", "poi_bag", "supply", "win", "loss")
"""Sections made of whole numbers only: edited with one number input per field (an optional one may be left empty)."""

TABS = ("text", "rules", "setup", "numbers", "decks", "heroes")
"""The Call editor's tabs, in order."""

_TAB_OF_SECTION = {
    "title": "text", "briefing": "text", "ruleset": "rules", "levels": "rules", "specialists": "rules",
    "setup": "setup", "board": "numbers", "players": "numbers", "poi_bag": "numbers", "supply": "numbers",
    "win": "numbers", "loss": "numbers", "decks": "decks",
    "heroes": "heroes", "water_sources": "heroes", "rescue_places": "heroes", "markers": "heroes",
    "crew_change_spaces": "heroes", "named_victim": "heroes",
}
_TAB_OF_SETUP_PART = {"markers": "heroes", "helpers": "heroes", "open_doors": "setup"}
"""Parts of ``setup`` edited on another tab than the setup drawing: the gsh Call markers and Helpers."""


@dataclass(frozen=True)
class NumberField:
    """One whole-number field of a flat section: its name, the schema's title and description, its bounds.

    ``default`` is None for an optional number (``loss.helpers_lost``): left empty, it is omitted from the file.
    ``owner``: the name of the section's model, which with ``name`` keys the field's help
    (:func:`authoring.studio.field_help.field_help`).
    """

    name: str
    title: str
    description: str
    default: int | None
    minimum: int | None
    maximum: int | None = None
    owner: str = ""

    @property
    def optional(self) -> bool:
        """Whether the field may be left empty (its default is "none")."""
        return self.default is None


def _section_type(section: str):
    return Call.model_fields[section].annotation


def number_fields(section: str) -> list[NumberField]:
    """The fields of flat ``section`` (one of :data:`FLAT_SECTIONS`), in the schema's order."""
    fields = []
    model = _section_type(section)
    for name, info in model.model_fields.items():
        bounds: dict[str, int] = {}
        for rule in info.metadata:
            for attr, shift in (("ge", 0), ("gt", 1), ("le", 0), ("lt", -1)):
                bound = getattr(rule, attr, None)
                if bound is not None:
                    bounds["min" if attr[0] == "g" else "max"] = int(bound) + shift
        default = None if info.default is None else int(info.default)
        fields.append(NumberField(name, info.title or name, info.description or "", default,
                                  bounds.get("min"), bounds.get("max"), model.__name__))
    return fields


def _whole(value: Any) -> int | None:
    """A form value as a whole number, None (an empty optional field) kept as None."""
    return None if value is None else int(value)


def section_values(call: Call, section: str) -> dict[str, int | None]:
    """The values ``call`` has for the fields of flat ``section`` (defaults where none was written; None: empty)."""
    model = getattr(call, section)
    return {f.name: _whole(getattr(model, f.name)) for f in number_fields(section)}


def section_update(call: Call, section: str, values: dict[str, int | None]) -> dict[str, Any]:
    """The JSON of ``section`` after the form set ``values``.

    Keys written before stay, defaults not written stay out, and an optional
    number left empty (None) is omitted.
    """
    model = getattr(call, section)
    written = set(model.model_fields_set)
    out = {}
    for f in number_fields(section):
        value = _whole(values.get(f.name, getattr(model, f.name)))
        if value is None:
            continue
        if f.name in written or value != f.default:
            out[f.name] = value
    return out


LEVEL_COLUMNS = ("id", "name_en", "name_hu", "name_ja", "explosions", "hazmat", "hot_spots", "hot_spot_supply")


def level_rows(call: Call) -> list[dict[str, Any]]:
    """The levels of ``call`` as table rows (the name in three columns).

    >>> from engine.model import Call
    >>> level_rows(Call(id="c", title={"en": "T"}, board="b", levels=[{"id": "easy", "name": {"en": "Easy"}}]))[0]["name_en"]
    'Easy'
    """
    rows = []
    for level in call.levels:
        data = level.model_dump(mode="json")
        name = data.pop("name")
        rows.append({"id": data["id"], "name_en": name.get("en") or "", "name_hu": name.get("hu") or "",
                     "name_ja": name.get("ja") or "",
                     **{k: data.get(k, 0) for k in LEVEL_COLUMNS[4:]}})
    return rows


def levels_from_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``levels`` JSON of table ``rows``: empty names left out, empty rows dropped, numbers as numbers.

    >>> levels_from_rows([{"id": "a", "name_en": "A", "name_hu": "", "explosions": 2.0}, {"id": None}])
    [{'id': 'a', 'name': {'en': 'A'}, 'explosions': 2}]
    """
    out = []
    for raw in rows:
        row = {k: _cell(v) for k, v in raw.items()}
        if not any(v not in (None, "") for v in row.values()):
            continue
        name = {code: str(row[f"name_{code}"]) for code in ("en", "hu", "ja") if row.get(f"name_{code}")}
        level: dict[str, Any] = {"id": str(row.get("id") or ""), "name": name or {"en": ""}}
        for key in LEVEL_COLUMNS[4:]:
            value = row.get(key)
            if value not in (None, ""):
                level[key] = value
        out.append(level)
    return out


def _cell(value: Any) -> Any:
    """A table cell as plain JSON: empty cells (None, NaN, "") as None, whole numbers as ``int``.

    >>> _cell(float("nan")), _cell(3.0), _cell(" x "), _cell(2.5)
    (None, 3, 'x', 2.5)
    """
    if value is None:
        return None
    if isinstance(value, str):
        return value.strip() or None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return value
    if number != number:  # NaN: an empty cell of a number column
        return None
    return int(number) if number.is_integer() else number


def errors_at(diagnostics: list[Diagnostic], pointer: str) -> list[Diagnostic]:
    """The diagnostics about ``pointer`` or a value inside it (``/win`` holds ``/win/rescued``).

    >>> from authoring.diagnostics import make
    >>> ds = [make("FP304", "x", pointer="/win/rescued"), make("FP101", "y", pointer="/winner")]
    >>> [d.pointer for d in errors_at(ds, "/win")]
    ['/win/rescued']
    """
    return [d for d in diagnostics if d.pointer == pointer or d.pointer.startswith(pointer + "/")]


def tab_of(d: Diagnostic) -> str:
    """The tab that shows the field ``d`` is about (a problem with spaces: the setup drawing).

    >>> from authoring.diagnostics import make
    >>> tab_of(make("FP304", "x", pointer="/win/rescued")), tab_of(make("FP301", "y", pointer="/setup/fire/0"))
    ('numbers', 'setup')
    >>> tab_of(make("FP314", "z", pointer="/setup/markers/tank")), tab_of(make("FP312", "w", pointer="/water_sources/0"))
    ('heroes', 'heroes')
    """
    parts = d.pointer.split("/")[1:] if d.pointer.startswith("/") else []
    section = parts[0] if parts else ""
    if section == "setup" and len(parts) > 1 and parts[1] in _TAB_OF_SETUP_PART:
        return _TAB_OF_SETUP_PART[parts[1]]
    if section in _TAB_OF_SECTION:
        return _TAB_OF_SECTION[section]
    return "setup" if d.cells else "text"


PLACE_KINDS = ("place_poi", "place_hazmat", "place_hot_spots")
"""Random setup procedures that can be added from the form (an explosions step needs its table: JSON)."""
REROLL_MARKERS = ("fire", "smoke", "poi", "hazmat", "hot_spot")


def procedures_data(call: Call) -> list[dict[str, Any]]:
    """The setup procedures of ``call`` as the JSON the file holds (keys the author did not write left out)."""
    return [p.model_dump(mode="json", exclude_unset=True) for p in call.setup.procedures]


def parse_count(text: str) -> int | str:
    """A procedure count typed in the form: ``level`` or a whole number (``ValueError`` otherwise).

    >>> parse_count(" Level "), parse_count("3"), parse_count("\uff13")  # a full-width 3, as a Japanese keyboard types it
    ('level', 3, 3)
    >>> parse_count("2x")
    Traceback (most recent call last):
    ...
    ValueError: '2x' is not a count: give a whole number or level
    """
    word = half_width(text).strip().lower()
    if word == "level":
        return "level"
    if word.isascii() and word.isdigit():
        return int(word)
    raise ValueError(f"'{text.strip()}' is not a count: give a whole number or level")


def set_procedure_count(call: Call, index: int, text: str) -> Call:
    """``call`` with the count of setup step ``index`` set from ``text``, typed in the form (``ValueError`` when it is
    no count)."""
    return edit.set_section(call, "procedures", with_procedure_field(call, index, "count", parse_count(text)))


def with_procedure_field(call: Call, index: int, name: str, value: Any) -> list[dict[str, Any]]:
    """The procedures JSON with field ``name`` of procedure ``index`` set to ``value``.

    >>> c = Call(id="c", title={"en": "T"}, board="b", setup={"procedures": [{"do": "place_poi", "count": 3}]})
    >>> with_procedure_field(c, 0, "reroll_on", ["fire", "poi"])
    [{'do': 'place_poi', 'count': 3, 'reroll_on': ['fire', 'poi']}]
    """
    data = procedures_data(call)
    data[index] = {**data[index], name: value}
    return data


def without_procedure(call: Call, index: int) -> list[dict[str, Any]]:
    """The procedures JSON without procedure ``index``."""
    data = procedures_data(call)
    del data[index]
    return data


def with_new_procedure(call: Call, kind: str) -> list[dict[str, Any]]:
    """The procedures JSON with a new ``kind`` step (one of :data:`PLACE_KINDS`) at the end, counting from the level."""
    if kind not in PLACE_KINDS:
        raise ValueError(f"{kind!r} cannot be added from the form")
    return [*procedures_data(call), {"do": kind, "count": "level"}]
