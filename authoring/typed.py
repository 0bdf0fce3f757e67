"""Characters of text a person typed or pasted: what cannot be shown, and full-width forms.

A Japanese keyboard types digits and punctuation in their full-width forms
(``２，３``); :func:`half_width` reads them as the half-width characters they
stand for, and leaves every other character as typed (a superscript ``²`` or
a circled ``①`` is not a digit someone meant). :func:`unshowable` names the
characters no drawing can show: control characters other than tab and line
breaks, lone surrogates and noncharacters.

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
