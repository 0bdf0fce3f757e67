"""Characters of text a person typed or pasted: what cannot be shown, full-width forms, and how wide it shows.

A Japanese keyboard types digits and punctuation in their full-width forms
(``２，３``); :func:`half_width` reads them as the half-width characters they
stand for, and leaves every other character as typed (a superscript ``²`` or
a circled ``①`` is not a digit someone meant). :func:`unshowable` names the
characters no drawing can show: control characters other than tab and line
breaks, lone surrogates and noncharacters. :func:`columns` counts the
columns a text takes in a terminal or a fixed-width tag.

>>> half_width("２，３；４　５"), half_width("２階 ²")
('2,3;4 5', '2階 ²')
>>> [unshowable(ch) for ch in "a\\x1f\\x85\\ufdd0\\n"]
[False, True, True, True, False]
"""

from __future__ import annotations

import unicodedata


def is_wide_form(ch: str) -> bool:
    """Whether ``ch`` is the full-width form of another character (``２``, ``：``, the ideographic space)."""
    return unicodedata.decomposition(ch).startswith("<wide>")


def half_width(text: str) -> str:
    """``text`` with each full-width form replaced by the character it stands for; the rest as typed."""
    if text.isascii():
        return text
    return "".join(unicodedata.normalize("NFKC", ch) if is_wide_form(ch) else ch for ch in text)


def unshowable(ch: str) -> bool:
    """Whether no drawing can show ``ch``: a control character (tab and line breaks aside), a lone surrogate or a
    noncharacter (U+FDD0-U+FDEF, the last two code points of every plane)."""
    code = ord(ch)
    kind = unicodedata.category(ch)
    return ((kind == "Cc" and ch not in "\t\n\r") or kind == "Cs" or 0xFDD0 <= code <= 0xFDEF
            or code & 0xFFFE == 0xFFFE)


def columns(text: str) -> int:
    """How many columns ``text`` takes: two for a wide or full-width character (Japanese), one for any other.

    >>> columns("Fire"), columns("火災"), columns("２")
    (4, 4, 2)
    """
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
