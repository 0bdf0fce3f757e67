"""Turn pydantic validation errors into plain-language FP101 diagnostics.

Pydantic reports a path (``loc``) that mixes the keys of the document with
the names of union branches, and one error per branch of a union. This module
walks each ``loc`` against the parsed document to get a JSON Pointer, keeps
the most helpful branch of every union (the one that got furthest into the
value), and rewrites pydantic's messages in the words a designer uses.

>>> from pydantic import ValidationError
>>> from engine.model import Board
>>> data = {"id": "b", "colour": "red", "rows": "8"}
>>> try:
...     Board.model_validate(data, strict=True)
... except ValidationError as exc:
...     [(p.pointer, p.message) for p in convert(exc.errors(), data)]
[('/rows', 'rows: expected an integer, got a string'), ('/colour', "unknown key 'colour'")]
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from authoring.diagnostics import character_at, printable
from authoring.files.jsonpos import pointer_of

_MANY_VALUES = 8
"""Above this many allowed values, the message names the count and the hint lists them."""


@dataclass(frozen=True)
class Tag:
    """A union branch name inside a pydantic ``loc`` (not a key of the document)."""

    name: str


@dataclass(frozen=True)
class Problem:
    """One schema violation in the document's own terms.

    ``at`` says which position to report: ``"value"`` (the value at
    ``pointer``), ``"key"`` (the key naming it) or ``"object"`` (the object at
    ``pointer`` that lacks something).
    """

    pointer: str
    message: str
    at: str = "value"
    hint: str | None = None


def kind_of(value: object) -> str:
    """The JSON kind of ``value``, with its article.

    >>> kind_of("x"), kind_of(True), kind_of([1]), kind_of(None)
    ('a string', 'true/false', 'a list', 'null')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


_EXPECTED_KIND = {
    "int_type": "an integer",
    "int_parsing": "an integer",
    "int_from_float": "an integer",
    "float_type": "a number",
    "float_parsing": "a number",
    "string_type": "a string",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "tuple_type": "a list",
    "set_type": "a list",
    "dict_type": "an object",
    "model_type": "an object",
    "model_attributes_type": "an object",
    "none_required": "null",
}

_SLUG_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"


def _holds(node: object, part: object) -> bool:
    """Whether ``part`` is a key of the object or an index of the list ``node``."""
    if isinstance(node, dict):
        return isinstance(part, str) and part in node
    if isinstance(node, list):
        return isinstance(part, int) and 0 <= part < len(node)
    return False


def _steps(loc: tuple, data: object, error_type: str) -> tuple[list, bool]:
    """Split ``loc`` into document steps and union tags, following ``data``.

    Returns the steps (keys, indices and :class:`Tag` items) and whether the
    last step names a dict key rather than its value (``[key]`` errors).
    """
    steps: list = []
    node = data
    on_key = False
    for n, part in enumerate(loc):
        last = n == len(loc) - 1
        if part == "[key]" and steps and not isinstance(steps[-1], Tag):
            on_key = True
            continue
        if _holds(node, part):
            steps.append(part)
            node = node[part]
        elif last and error_type == "missing" and (isinstance(node, dict) or isinstance(part, int)):
            steps.append(part)
        else:
            steps.append(Tag(str(part)))
    return steps, on_key


def data_path(err: dict, data: object) -> list:
    """The keys and indices of ``data`` that a pydantic error's ``loc`` names, union branch names left out.

    >>> data_path({"loc": ("zones", "z", "rect", "rows", 1), "type": "int_type"}, {"zones": {"z": {"rows": [1, "x"]}}})
    ['zones', 'z', 'rows', 1]
    """
    steps, _ = _steps(tuple(err.get("loc", ())), data, err["type"])
    return [s for s in steps if not isinstance(s, Tag)]


def _data_depth(steps: list) -> int:
    return sum(1 for s in steps if not isinstance(s, Tag))


def _first_tag(steps: list) -> int | None:
    for i, s in enumerate(steps):
        if isinstance(s, Tag):
            return i
    return None


def _collapse(errors: list[tuple[list, bool, dict]]) -> list[tuple[list, bool, dict]]:
    """Keep one branch per union; errors at the union point itself are merged."""
    plain = [e for e in errors if _first_tag(e[0]) is None]
    tagged: dict[tuple, list] = {}
    for e in errors:
        i = _first_tag(e[0])
        if i is not None:
            tagged.setdefault(tuple(e[0][:i]), []).append(e)
    out = list(plain)
    for prefix, group in tagged.items():
        branches: dict[str, list] = {}
        for steps, on_key, err in group:
            i = len(prefix)
            rest = steps[:i] + steps[i + 1 :]
            branches.setdefault(steps[i].name, []).append((rest, on_key, err))
        if len(branches) > 1 and all(
            len(errs) == 1 and _data_depth(errs[0][0]) == len(prefix) and _first_tag(errs[0][0]) is None
            for errs in branches.values()
        ):
            merged = [errs[0][2] for errs in branches.values()]
            out.append((list(prefix), False, {"type": "_union", "alternatives": merged, "input": merged[0].get("input")}))
            continue
        best = max(
            branches.values(),
            key=lambda errs: (
                max(_data_depth(s) for s, _, _ in errs),
                -len(errs),
                not any(e["type"] == "none_required" for _, _, e in errs),
            ),
        )
        out.extend(_collapse(best))
    return out


def _allowed_values(expected: str) -> list[str]:
    """Split pydantic's "'a', 'b' or 'c'" into its items."""
    head, sep, tail = expected.rpartition(" or ")
    items = (head.split(", ") + [tail]) if sep else [expected]
    return [i.strip() for i in items if i.strip()]


def _expectation(err: dict) -> str | None:
    """What a single error says the value should be, as a noun phrase."""
    kind = err["type"]
    ctx = err.get("ctx") or {}
    if kind in _EXPECTED_KIND:
        return _EXPECTED_KIND[kind]
    if kind == "literal_error":
        return " or ".join(_allowed_values(ctx.get("expected", "")))
    if kind == "greater_than_equal":
        return f"a number of at least {ctx.get('ge')}"
    if kind == "greater_than":
        return f"a number greater than {ctx.get('gt')}"
    if kind == "less_than_equal":
        return f"a number of at most {ctx.get('le')}"
    if kind == "too_long" and ctx.get("max_length") is not None:
        return f"at most {ctx['max_length']} items"
    if kind == "too_short" and ctx.get("min_length") is not None:
        return f"at least {ctx['min_length']} items"
    return None


def _widest_length_bound(alternatives: list[dict]) -> list[dict]:
    """Of union alternatives that all refuse a list's length the same way, the one with the widest bound: a list of
    5 spaces where a space or 2 to 4 spaces fit is "at most 4 items", not "at most 2 or at most 4"."""
    kinds = {alt["type"] for alt in alternatives}
    if kinds == {"too_long"}:
        return [max(alternatives, key=lambda alt: (alt.get("ctx") or {}).get("max_length") or 0)]
    if kinds == {"too_short"}:
        return [min(alternatives, key=lambda alt: (alt.get("ctx") or {}).get("min_length") or 0)]
    return alternatives


def _first_foreign(value: object) -> str:
    """Which character of an identifier is not allowed, named, so that a look-alike letter can be found.

    >>> _first_foreign("fire-rescue-fr\u043ent"), _first_foreign("Front"), _first_foreign("a-b")
    (': it holds U+043E CYRILLIC SMALL LETTER O at character 15', ': it holds U+0046 LATIN CAPITAL LETTER F at character 1', '')
    """
    if not isinstance(value, str):
        return ""
    for index, ch in enumerate(value):
        if not (ch in "abcdefghijklmnopqrstuvwxyz0123456789" or (index and ch in "-_")):
            return f": it holds {character_at(value, index)}"
    return ""


_LONGEST_NUMBER = 24
"""Digits of the longest number a message repeats in full."""


def show_value(value: object) -> str:
    """A value of the file in a message, never longer than a line.

    >>> show_value("x" * 50), show_value(10**9), show_value(10**3999), show_value(True)
    ("'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'", '1000000000', 'a 4000-digit number', 'true')
    """
    if isinstance(value, int) and not isinstance(value, bool) and len(str(abs(value))) > _LONGEST_NUMBER:
        return f"a {len(str(abs(value)))}-digit number"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return repr(shown)
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int | float):
        return str(value)
    return kind_of(value)


def _field(steps: list) -> str:
    """The value's place as a designer reads it: ``cols``, ``walls/3/1``, ``the file`` for the top.

    >>> _field(["walls", 3, 1]), _field([])
    ('walls/3/1', 'the file')
    """
    if not steps:
        return "the file"
    label = printable("/".join(str(s) for s in steps))
    return label if len(label) <= 80 else "..." + label[-77:]


def _message(steps: list, on_key: bool, err: dict) -> tuple[str, str | None]:
    """Plain-language message and optional hint for one error; type and range errors name the field."""
    message, hint = _plain_message(steps, on_key, err)
    if err["type"] in ("_union", "literal_error") or err["type"] in _EXPECTED_KIND or err["type"] in _RANGE_KINDS:
        message = f"{_field(steps)}: {message}"
    return message, hint


_RANGE_KINDS = ("greater_than", "greater_than_equal", "less_than", "less_than_equal", "too_short", "too_long",
                "string_too_short", "string_too_long", "int_parsing_size")


def _plain_message(steps: list, on_key: bool, err: dict) -> tuple[str, str | None]:
    """Plain-language message and optional hint for one pydantic error, by its kind (:data:`_KIND_MESSAGES`);
    pydantic's own message, lower-cased, for a kind without one."""
    kind = err["type"]
    if kind in _EXPECTED_KIND:
        return f"expected {_EXPECTED_KIND[kind]}, got {kind_of(err.get('input'))}", None
    say = _KIND_MESSAGES.get(kind)
    if say is not None:
        return say(steps, on_key, err)
    msg = err.get("msg", "invalid value")
    return msg[:1].lower() + msg[1:], None


_Said = tuple[str, str | None]
"""A message and its hint, if any."""


def _union_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A value none of a union's alternatives accepts: every alternative's expectation, once each."""
    value = err.get("input")
    phrases = []
    for alt in _widest_length_bound(err["alternatives"]):
        phrase = _expectation(alt)
        if phrase and phrase not in phrases:
            phrases.append(phrase)
    kinds_only = all(alt["type"] in _EXPECTED_KIND for alt in err["alternatives"])
    got = kind_of(value) if kinds_only else show_value(value)
    if isinstance(value, list) and all(alt["type"] in ("too_long", "too_short") for alt in err["alternatives"]):
        got = f"{len(value)} items"
    if not phrases:
        return f"{got} is not allowed here", None
    words = [w for alt in err["alternatives"] if alt["type"] == "literal_error"
             for w in _allowed_values((alt.get("ctx") or {}).get("expected", ""))]
    return f"expected {' or '.join(phrases)}, got {got}", _near_value_hint(value, words)


def _missing_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A key or a list item that must be there."""
    name = steps[-1] if steps else None
    if isinstance(name, int):
        return f"{_field(steps[:-1])}: too few items: item {name + 1} is missing", None
    return f"missing key '{name}'", None


def _extra_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A key the format does not know (cut to 60 characters)."""
    name = str(steps[-1] if steps else None)
    shown = name if len(name) <= 60 else name[:57] + "..."
    return f"unknown key '{printable(shown)}'", None


def _literal_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A value outside a fixed set: the set, or its size and a hint listing it when it is long."""
    value = err.get("input")
    allowed = _allowed_values((err.get("ctx") or {}).get("expected", ""))
    if len(allowed) > _MANY_VALUES:
        return f"{show_value(value)} is not one of the {len(allowed)} allowed values", "allowed: " + ", ".join(allowed)
    if len(allowed) == 1:
        return f"must be {allowed[0]}, got {show_value(value)}", None
    return f"must be one of {', '.join(allowed)}, got {show_value(value)}", _near_value_hint(value, allowed)


def _near_value_hint(value: object, allowed: list[str]) -> str | None:
    """"did you mean 'experienced'?" for a string one typing slip away from an allowed value (shown quoted).

    >>> _near_value_hint("experianced", ["'family'", "'experienced'", "'gsh'"]), _near_value_hint(3, ["'a'"])
    ("did you mean 'experienced'?", None)
    """
    if not isinstance(value, str):
        return None
    close = difflib.get_close_matches(repr(value), allowed, n=1, cutoff=0.75)
    return f"did you mean {close[0]}?" if close else None


def _pattern_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A text that does not match its pattern, said as what the pattern means where it is a known one."""
    value, pattern = err.get("input"), (err.get("ctx") or {}).get("pattern")
    what = "key" if on_key else "value"
    if pattern == _SLUG_PATTERN:
        return (
            f"{what} {show_value(value)} is not an identifier{_first_foreign(value)}",
            "use lower-case letters, digits, '-' and '_', starting with a letter or digit",
        )
    if span := re.fullmatch(r"\^\[(\d)-(\d)\]\$", str(pattern)):  # a player count or a die face
        return f"{what} {show_value(value)} must be a number from {span[1]} to {span[2]}", None
    if pattern == r"^[1-9][0-9]{0,2}$":  # a face of the first-explosion table
        return f"{what} {show_value(value)} must be a number from 1 to 999", None
    if pattern == r"\S":  # a text that must say something (engine.model.common.NOT_BLANK)
        return "must not be blank: it holds only spaces", None
    if pattern == r"^[0-9a-f]{16}$":  # a replay's state hash
        return f"{_field(steps)}: {show_value(value)} is not a state hash: 16 digits of 0-9 and a-f", None
    return f"{_field(steps)}: {what} {show_value(value)} does not match the pattern {pattern}", None


def _text_length_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A text too short (or empty) or too long."""
    ctx = err.get("ctx") or {}
    if err["type"] == "string_too_long":
        return f"must be at most {ctx.get('max_length')} characters long", None
    if ctx.get("min_length") == 1:
        return "must not be empty", None
    return f"must be at least {ctx.get('min_length')} characters long", None


def _item_count_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A list or map with too few or too many items."""
    ctx = err.get("ctx") or {}
    too_short = err["type"] == "too_short"
    bound, limit = ("at least", ctx.get("min_length")) if too_short else ("at most", ctx.get("max_length"))
    got = ctx.get("actual_length")  # pydantic leaves it out for a map
    return f"expected {bound} {limit} items" + (f", got {got}" if got is not None else ""), None


_BOUND_WORDS = {"greater_than": ("greater than", "gt"), "greater_than_equal": ("at least", "ge"),
                "less_than": ("less than", "lt"), "less_than_equal": ("at most", "le")}
"""A number's bound, by error kind: how it is said, and the key of its limit in the error's context."""


def _bound_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A number out of its range."""
    words, limit = _BOUND_WORDS[err["type"]]
    return f"must be {words} {(err.get('ctx') or {}).get(limit)}, got {show_value(err.get('input'))}", None


def _tag_message(steps: list, on_key: bool, err: dict) -> _Said:
    """A tagged union's tag (an effect's or a procedure's kind) that is unknown or missing."""
    ctx = err.get("ctx") or {}
    if err["type"] == "union_tag_not_found":
        return f"missing key {ctx.get('discriminator')}", None
    key = ctx.get("discriminator", "").strip("'")
    allowed = [t.strip() for t in ctx.get("expected_tags", "").split(", ") if t.strip()]
    tag = ctx.get("tag")
    return f"unknown {key} {show_value(tag)}: must be one of {', '.join(allowed)}", _near_value_hint(tag, allowed)


_KIND_MESSAGES = {
    "_union": _union_message,
    "missing": _missing_message,
    "extra_forbidden": _extra_message,
    "literal_error": _literal_message,
    "string_pattern_mismatch": _pattern_message,
    "string_too_short": _text_length_message,
    "string_too_long": _text_length_message,
    "too_short": _item_count_message,
    "too_long": _item_count_message,
    **dict.fromkeys(_BOUND_WORDS, _bound_message),
    "union_tag_invalid": _tag_message,
    "union_tag_not_found": _tag_message,
    "value_error": lambda steps, on_key, err: (re.sub(r"^Value error, ", "", err.get("msg", "invalid value")), None),
    "int_parsing_size": lambda steps, on_key, err: ("integer is too large", None),
}
"""How each kind of pydantic error is said (:func:`_plain_message`); kinds of the wrong type are :data:`_EXPECTED_KIND`."""


def _resolve(node: dict, value: object, defs: dict) -> dict:
    """Follow ``$ref`` and pick the union branch of a schema ``node`` that best fits ``value``."""
    for _ in range(50):
        if "$ref" in node:
            node = defs.get(node["$ref"].removeprefix("#/$defs/"), {})
            continue
        branches = node.get("anyOf") or node.get("oneOf")
        if not branches:
            return node
        node = max(branches, key=lambda b: _fit(_resolve(b, value, defs), value))
    return node


def _fit(node: dict, value: object) -> int:
    """How well an object schema fits ``value``: shared keys, and a matching tag counts most."""
    props = node.get("properties") or {}
    if not isinstance(value, dict):
        return 0
    score = sum(1 for key in value if key in props)
    for key, sub in props.items():
        if isinstance(sub, dict) and key in value and value[key] in (sub.get("enum") or [sub.get("const", object())]):
            score += 10
    return score


def allowed_keys(schema: dict, path: list, data: object) -> list[str]:
    """The keys the schema allows for the object at ``path`` in ``data`` (empty when unknown).

    >>> from authoring.files.schemas import build_schema
    >>> allowed_keys(build_schema("board"), ["doors", 0], {"doors": [{"edge": []}]})
    ['edge', 'state']
    """
    defs = schema.get("$defs", {})
    node, value = schema, data
    for step in path:
        node = _resolve(node, value, defs)
        if isinstance(step, str) and isinstance(value, dict):
            props = node.get("properties") or {}
            patterns = list((node.get("patternProperties") or {}).values())
            node = props.get(step) or (patterns[0] if patterns else node.get("additionalProperties") or {})
        elif isinstance(step, int) and isinstance(value, list):
            prefix = node.get("prefixItems") or []
            node = prefix[step] if step < len(prefix) else node.get("items") or {}
        else:
            return []
        if not isinstance(node, dict):
            return []
        value = value[step]
    return list((_resolve(node, value, defs).get("properties") or {}).keys())


def _unknown_key_hint(key: str, allowed: list[str]) -> str | None:
    if not allowed:
        return None
    close = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
    if close:
        return f"did you mean '{close[0]}'?"
    return "allowed keys: " + ", ".join(f"'{k}'" for k in allowed)


def convert(errors: Iterable[dict], data: object, schema: dict | None = None) -> list[Problem]:
    """Plain-language problems for pydantic ``errors`` found in ``data``.

    One problem per pydantic error, except that the errors of the branches of
    a union collapse to the most helpful branch. With the file's JSON
    ``schema``, an unknown key gets a hint naming the key that was probably
    meant, or the allowed keys.
    """
    prepared = []
    for err in errors:
        steps, on_key = _steps(tuple(err.get("loc", ())), data, err["type"])
        prepared.append((steps, on_key, err))
    problems = []
    for steps, on_key, err in _collapse(prepared):
        path = [s for s in steps if not isinstance(s, Tag)]
        message, hint = _message(path, on_key, err)
        kind = err["type"]
        if kind in ("missing", "union_tag_not_found"):
            at, pointer_path = "object", path[:-1] if kind == "missing" else path
        elif kind == "union_tag_invalid":
            key = (err.get("ctx") or {}).get("discriminator", "").strip("'")
            at, pointer_path = "value", path + [key]
        elif kind == "extra_forbidden" or on_key:
            at, pointer_path = "key", path
            if kind == "extra_forbidden" and schema is not None and path:
                hint = _unknown_key_hint(str(path[-1]), allowed_keys(schema, path[:-1], data))
        else:
            at, pointer_path = "value", path
        problems.append(Problem(pointer_of(pointer_path), message, at, hint))
    return problems
