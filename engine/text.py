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
