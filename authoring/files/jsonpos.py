"""JSON parsing that remembers where every key and value sits in the text.

The standard :mod:`json` module forgets positions once it has built the
Python objects, but a designer needs ``file:line:col`` for every problem. This
module is a small recursive-descent parser over the text that reuses the
standard library's string scanner and number pattern, and records for each
value its JSON Pointer, its start and end offsets, and its 1-based line and
column (keys too). It also notices duplicate keys, which :mod:`json` silently
drops.

>>> doc = parse('{\\n  "a": [1, {"b": true}]\\n}')
>>> doc.value
{'a': [1, {'b': True}]}
>>> doc.positions["/a/1/b"], doc.key_positions["/a"]
((2, 18), (2, 3))
>>> doc.text[slice(*doc.spans["/a/1"])]
'{"b": true}'
>>> parse('{"a": [1,, 2]}')
Traceback (most recent call last):
...
authoring.files.jsonpos.JSONSyntaxError: 1:10: expected a value, found ','

Notes
-----
Parsing is linear in the length of the text; nesting deeper than
:data:`MAX_DEPTH` is refused instead of exhausting the Python stack. With
``max_items``, a list or object longer than that is read past in C (its length
is kept in :attr:`ParsedJSON.oversized`, its value cut to ``max_items``), and
with ``max_values`` a document holding more values is refused: together they
bound the time and memory of reading any text.

>>> doc = parse('{"a": [1, 2, 3, 4]}', max_items=2)
>>> doc.value, doc.oversized
({'a': [1, 2]}, {'/a': 4})
"""

from __future__ import annotations

import bisect
import json
import re
from array import array
from dataclasses import dataclass, field
from json.decoder import scanstring
from json.scanner import NUMBER_RE

from authoring.diagnostics import printable
from engine.text import json_problem

MAX_DEPTH = 200
"""Deepest nesting of arrays and objects accepted."""

_WS = re.compile(r"[ \t\n\r]*")
_SURROGATE = re.compile("[\ud800-\udfff]")
_LITERALS = {"true": True, "false": False, "null": None}


def _refuse_constant(word: str) -> None:
    raise ValueError(f"{word} is not JSON")


_SKIPPER = json.JSONDecoder(parse_constant=_refuse_constant, object_pairs_hook=list)
"""The standard library's C decoder, to read past the rest of an oversized list or object.

Objects come back as lists of pairs, so that an object's length counts every
member written, a key repeated 100,000 times included.
"""


class JSONSyntaxError(ValueError):
    """The text is not JSON; ``line``/``column`` are 1-based, ``offset`` 0-based."""

    def __init__(self, message: str, offset: int, line: int, column: int) -> None:
        super().__init__(f"{line}:{column}: {message}")
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column


@dataclass(frozen=True)
class Duplicate:
    """A key written twice in one object; the later value wins, as in :mod:`json`."""

    pointer: str
    key: str
    line: int
    column: int
    first_line: int
    first_column: int


@dataclass
class ParsedJSON:
    """A parsed document with the place of every value and key."""

    text: str
    value: object = None
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    """JSON Pointer -> (line, column) where the value starts."""
    key_positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    """JSON Pointer -> (line, column) of the key that names the value (object members only)."""
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)
    """JSON Pointer -> (start, end) offsets of the value's text."""
    duplicates: list[Duplicate] = field(default_factory=list)
    oversized: dict[str, int] = field(default_factory=dict)
    """JSON Pointer -> full length of each list or object longer than ``max_items`` (its value is cut)."""


def escape_token(token: object) -> str:
    """One JSON Pointer reference token (RFC 6901).

    >>> escape_token("a/b~c"), escape_token(3)
    ('a~1b~0c', '3')
    """
    return str(token).replace("~", "~0").replace("/", "~1")


def pointer_of(path: tuple | list) -> str:
    """The JSON Pointer of a path of keys and indices.

    >>> pointer_of(("walls", 0, 1)), pointer_of(())
    ('/walls/0/1', '')
    """
    return "".join("/" + escape_token(p) for p in path)


def is_list_index(token: str) -> bool:
    """Whether a JSON Pointer step names a list element: ASCII digits (``'²'`` and ``'١'`` are digits to Python, not here),
    without a leading zero (RFC 6901: ``01`` names no element).

    >>> is_list_index("12"), is_list_index("0"), is_list_index("²"), is_list_index("١"), is_list_index("-1")
    (True, True, False, False, False)
    >>> is_list_index("01")
    False
    """
    return token.isascii() and token.isdigit() and (token == "0" or not token.startswith("0"))


def parent_pointer(pointer: str) -> str:
    """The pointer of the containing value ('' stays '').

    >>> parent_pointer("/walls/0/1"), parent_pointer("/id"), parent_pointer("")
    ('/walls/0', '', '')
    """
    return pointer.rsplit("/", 1)[0] if pointer else ""


class _LineIndex:
    """Offsets -> 1-based (line, column) in characters; a line ends at LF, CR LF or a lone CR, as in editors."""

    def __init__(self, text: str) -> None:
        self.starts = array("q", [0])  # 8 bytes a line: a 5 MB file of line ends is 5 M lines
        self.starts.extend(m.end() for m in re.finditer("\r\n|\r|\n", text))

    def __call__(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


class _Parser:
    def __init__(self, text: str, max_items: int | None = None, max_values: int | None = None) -> None:
        self.text = text
        self.where = _LineIndex(text)
        self.doc = ParsedJSON(text=text)
        self.max_items = max_items
        self.values_left = max_values
        self.max_values = max_values

    def fail(self, message: str, offset: int) -> JSONSyntaxError:
        line, column = self.where(offset)
        return JSONSyntaxError(message, offset, line, column)

    def skip(self, i: int) -> int:
        return _WS.match(self.text, i).end()

    def describe(self, i: int) -> str:
        if i >= len(self.text):
            return "the end of the file"
        return repr(self.text[i])

    def parse(self) -> ParsedJSON:
        i = self.skip(0)
        self.doc.value, end = self.value(i, "", 0)
        end = self.skip(end)
        if end != len(self.text):
            raise self.fail(f"unexpected {self.describe(end)} after the end of the JSON value", end)
        return self.doc

    def value(self, i: int, pointer: str, depth: int) -> tuple[object, int]:
        if self.values_left is not None:
            self.values_left -= 1
            if self.values_left < 0:
                raise self.fail(f"the text holds more than {self.max_values} values, more than any board or Call", i)
        self.doc.positions[pointer] = self.where(i)
        text = self.text
        if i >= len(text):
            raise self.fail("expected a value, found the end of the file", i)
        ch = text[i]
        if ch == "{" or ch == "[":
            if depth >= MAX_DEPTH:
                raise self.fail(f"nested more than {MAX_DEPTH} levels deep", i)
            value, end = (self.obj if ch == "{" else self.array)(i, pointer, depth + 1)
        elif ch == '"':
            value, end = self.string(i)
        elif ch == "-" or ch.isdigit():
            value, end = self.number(i)
        else:
            for word, literal in _LITERALS.items():
                if text.startswith(word, i):
                    value, end = literal, i + len(word)
                    break
            else:
                raise self.fail(f"expected a value, found {self.describe(i)}", i)
        self.doc.spans[pointer] = (i, end)
        return value, end

    def string(self, i: int) -> tuple[str, int]:
        try:
            value, end = scanstring(self.text, i + 1, True)
        except json.JSONDecodeError as exc:
            raise self.fail(self.string_problem(exc), exc.pos) from None
        if _SURROGATE.search(value):
            raise self.fail("string contains a lone UTF-16 surrogate escape", i)
        return value, end

    def string_problem(self, exc: json.JSONDecodeError) -> str:
        """The scanner's complaint about a string as a sentence (its messages end in a dangling "at")."""
        message = exc.msg.removesuffix(" at")
        if message == "Invalid control character" and exc.pos < len(self.text):
            return f"control character {printable(self.text[exc.pos])} inside a string; write it as an escape such as \\n or \\u0000"
        return json_problem(exc)

    def number(self, i: int) -> tuple[int | float, int]:
        """The number at ``i`` and the index after it.

        A number written with a fraction or exponent whose value is whole (``8.0``, ``1e2``) is read as that
        integer: JSON has one number type and JSON Schema counts it as an integer, so ``"rows": 8.0`` passes
        the schema and the validator alike (a field of decimals still takes it).
        """
        match = NUMBER_RE.match(self.text, i)
        if match is None:
            raise self.fail(f"expected a number, found {self.describe(i)}", i)
        integer, frac, exp = match.groups()
        if frac or exp:
            value = float(integer + (frac or "") + (exp or ""))
            if value in (float("inf"), float("-inf")):
                raise self.fail("number is too large", i)
            if value.is_integer() and abs(value) <= 2**53:
                return int(value), match.end()
            return value, match.end()
        if len(integer) > 4000:
            raise self.fail("integer has too many digits", i)
        return int(integer), match.end()

    def obj(self, i: int, pointer: str, depth: int) -> tuple[dict, int]:
        start = i
        result: dict = {}
        members = 0  # duplicates count: a key written many times is as much work as many keys
        key_seen: dict[str, tuple[int, int]] = {}
        i = self.skip(i + 1)
        if i < len(self.text) and self.text[i] == "}":
            return result, i + 1
        while True:
            if i >= len(self.text) or self.text[i] != '"':
                raise self.fail(f"expected a key in double quotes, found {self.describe(i)}", i)
            key_at = self.where(i)
            key, i = self.string(i)
            child = f"{pointer}/{escape_token(key)}"
            if key in key_seen:
                first = key_seen[key]
                self.doc.duplicates.append(Duplicate(child, key, *key_at, *first))
            key_seen[key] = key_at
            self.doc.key_positions[child] = key_at
            i = self.skip(i)
            if i >= len(self.text) or self.text[i] != ":":
                raise self.fail(f"expected ':' after the key {key!r}, found {self.describe(i)}", i)
            i = self.skip(i + 1)
            result[key], i = self.value(i, child, depth)
            members += 1
            i, closed = self.after_item(i, "}")
            if closed:
                return result, i
            if self.max_items is not None and members >= self.max_items:
                return self.skip_rest(start, pointer, result)

    def array(self, i: int, pointer: str, depth: int) -> tuple[list, int]:
        start = i
        result: list = []
        i = self.skip(i + 1)
        if i < len(self.text) and self.text[i] == "]":
            return result, i + 1
        while True:
            item, i = self.value(i, f"{pointer}/{len(result)}", depth)
            result.append(item)
            i, closed = self.after_item(i, "]")
            if closed:
                return result, i
            if self.max_items is not None and len(result) >= self.max_items:
                return self.skip_rest(start, pointer, result)

    def skip_rest(self, start: int, pointer: str, head):
        """Read the whole list or object at ``start`` in C; keep ``head`` (its first items) and its length."""
        try:
            whole, end = _SKIPPER.raw_decode(self.text, start)
        except json.JSONDecodeError as exc:
            raise self.fail(json_problem(exc), exc.pos) from None
        except (ValueError, RecursionError) as exc:
            raise self.fail(f"cannot read this value: {exc}", start) from None
        self.doc.oversized[pointer] = len(whole)
        return head, end

    def after_item(self, i: int, close: str) -> tuple[int, bool]:
        """Step over what follows an object member or array item: a comma, or the ``close`` bracket.

        Returns the offset of the next item and False after a comma, the
        offset past ``close`` and True at the end; a comma right before
        ``close`` or anything else is a syntax error.
        """
        i = self.skip(i)
        if i < len(self.text) and self.text[i] == ",":
            i = self.skip(i + 1)
            if i < len(self.text) and self.text[i] == close:
                raise self.fail(f"trailing comma before '{close}'", i)
            return i, False
        if i < len(self.text) and self.text[i] == close:
            return i + 1, True
        raise self.fail(f"expected ',' or '{close}', found {self.describe(i)}", i)


def parse(text: str, *, max_items: int | None = None, max_values: int | None = None) -> ParsedJSON:
    """Parse ``text`` as one JSON value, recording positions.

    ``max_items``: lists and objects longer than this are cut (see
    :attr:`ParsedJSON.oversized`); ``max_values``: more values than this in
    the whole text are refused. Raises :class:`JSONSyntaxError` (a
    ``ValueError``) with the line and column of the first problem.
    """
    return _Parser(text, max_items, max_values).parse()


def position_of(offset_text: str, offset: int) -> tuple[int, int]:
    """The 1-based (line, column) of ``offset`` in ``offset_text``.

    >>> position_of("ab\\ncd", 4), position_of("ab\\rcd", 4), position_of("ab\\r\\ncd", 5)
    ((2, 2), (2, 2), (2, 2))
    """
    return _LineIndex(offset_text)(offset)
