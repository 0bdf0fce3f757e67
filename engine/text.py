"""Text of files the tool reads: which encoding a file that is not UTF-8 is in, so that it is named, not blamed on
its first byte. Boards, Calls, replays, sketches and rule scenarios are read as UTF-8 (a byte-order mark allowed)."""

from __future__ import annotations

import codecs
import json


def wide_encoding(data: bytes) -> str | None:
    r"""``"UTF-16 (little-endian)"`` and the like when ``data`` is text in UTF-16 or UTF-32, else None.

    Told from a byte-order mark, or from where the first characters' zero bytes fall (as
    :func:`json.detect_encoding` does); text holding a NUL character is no such file (a run of zero bytes is not
    UTF-16).

    >>> wide_encoding('{"id": "x"}'.encode("utf-16-le")), wide_encoding("+-+\n| |".encode("utf-16"))
    ('UTF-16 (little-endian)', 'UTF-16 (little-endian)')
    >>> wide_encoding(b"{}"), wide_encoding(bytes(8))
    (None, None)
    """
    encoding = json.detect_encoding(data)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) and not data.startswith(codecs.BOM_UTF32_LE):
        encoding = "utf-16-le" if data.startswith(codecs.BOM_UTF16_LE) else "utf-16-be"
    if not encoding.startswith(("utf-16", "utf-32")):
        return None
    try:
        if "\0" in data.decode(encoding):
            return None
    except UnicodeDecodeError:
        return None
    order = {"le": " (little-endian)", "be": " (big-endian)"}.get(encoding[-2:], "")
    return encoding[:6].upper() + order


_JSON_WORDS = {
    "Expecting value": "expected a value, found {found}",
    "Expecting property name enclosed in double quotes": "expected a key in double quotes, found {found}",
    "Expecting ':' delimiter": "expected ':' after the key, found {found}",
    "Expecting ',' delimiter": "expected ',' or a closing bracket, found {found}",
    "Extra data": "unexpected {found} after the end of the JSON value",
    "Unterminated string starting at": "string without its closing double quote",
    "Invalid control character at": "control character {found} inside a string; write it as an escape such as \\n",
    "Invalid \\escape": "unknown escape in a string; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
    "Invalid \\uXXXX escape": "a \\u escape needs four hexadecimal digits",
    "Illegal trailing comma before end of object": "trailing comma before '}'",
    "Illegal trailing comma before end of array": "trailing comma before ']'",
}
"""Python's JSON complaints in the words the board and Call reader uses (:mod:`authoring.files.jsonpos`)."""


def json_problem(exc: json.JSONDecodeError) -> str:
    r"""What is wrong at ``exc``'s place, as a sentence: Python's wording ("Expecting value") made the tool's own.

    >>> def problem(text):
    ...     try:
    ...         json.loads(text)
    ...     except json.JSONDecodeError as exc:
    ...         return json_problem(exc)
    >>> problem('{"a": }'), problem('{"a": 1'), problem('{"a": 1} x')
    ("expected a value, found '}'", "expected ',' or a closing bracket, found the end of the file", "unexpected 'x' after the end of the JSON value")
    >>> problem('{"a": "b'), problem('{a: 1}')
    ('string without its closing double quote', "expected a key in double quotes, found 'a'")
    """
    text = exc.doc if isinstance(exc.doc, str) else ""
    found = repr(text[exc.pos]) if exc.pos < len(text) else "the end of the file"
    words = _JSON_WORDS.get(exc.msg)
    if words is None:
        return exc.msg[:1].lower() + exc.msg[1:]
    return words.format(found=found)
