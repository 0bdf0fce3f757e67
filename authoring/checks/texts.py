"""Call checks of the Call's words in each language: FP321 and FP322.

A Call's texts are English and, optionally, Hungarian and Japanese (R-HERO
Call text is localized). Where the Call gives some texts in a language but
leaves others out, players in that language read those in English without a
word; FP321 names each text left out, at its place. A Call written in English
alone is not reported.

Text pasted from elsewhere can carry characters no player sees: a control
character (JSON writes it ``\\u001f``; a drawing cannot hold it), a zero-width
space, a mark that turns the text right to left, or a letter written as a
letter and a separate accent. FP322 names the first such character of a text
by its code point, name and place.

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "Attic", "ja": "屋根裏"}, board="b", briefing={"en": "Hot."})
>>> [(d.code, d.pointer, d.message) for d in check_languages(Context(Board(id="b"), call))]
[('FP321', '/briefing', 'this text has no Japanese (ja), though the Call has Japanese elsewhere: players in ja read it in English')]
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from pydantic import BaseModel

from authoring.checks.context import Context, pointer
from authoring.diagnostics import Diagnostic, character_at, make
from authoring.typed import unshowable
from engine.model.common import Localized

LANGUAGE_NAMES = {"hu": "Hungarian", "ja": "Japanese"}
"""The optional languages of a :class:`~engine.model.common.Localized` text."""

_ALL_LANGUAGES = {"en": "English", **LANGUAGE_NAMES}

_HIDDEN_MARKS = frozenset([0x200B, *range(0x2060, 0x2065), 0xFEFF])
"""Format characters that hide in a text: zero-width spaces, word joiners, the byte order mark. Joiners that build
emoji and the soft hyphen are left alone: they do what their writer meant."""

_DIRECTION_MARKS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])
"""Marks that set a text's direction: after ``U+202E`` an English or Hungarian text shows backwards."""


def localized_texts(value, parts: tuple = ()) -> Iterator[tuple[tuple, Localized]]:
    """Every :class:`Localized` text in ``value`` (a model, list or dict), with its pointer parts (JSON keys)."""
    if isinstance(value, Localized):
        yield parts, value
    elif isinstance(value, BaseModel):
        for name, field in type(value).model_fields.items():
            yield from localized_texts(getattr(value, name), (*parts, field.alias or name))
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from localized_texts(item, (*parts, i))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from localized_texts(item, (*parts, key))


def check_languages(ctx: Context) -> Iterator[Diagnostic]:
    """FP321: every text has each language the Call's other texts have."""
    texts = list(localized_texts(ctx.call))
    used = [lang for lang in LANGUAGE_NAMES if any(_says(getattr(text, lang)) for _, text in texts)]
    for parts, text in texts:
        for lang in LANGUAGE_NAMES:
            name, said = LANGUAGE_NAMES[lang], getattr(text, lang)
            if said is not None and not _says(said):
                yield make("FP321", f"this text's {name} ({lang}) is blank: players in {lang} read it in English",
                           pointer=pointer(*parts, lang), hint=f'Write the text in {name}, or remove "{lang}".')
            elif lang in used and said is None:
                yield make("FP321", f"this text has no {name} ({lang}), though the Call has {name} elsewhere: "
                                    f"players in {lang} read it in English",
                           pointer=pointer(*parts), hint=f'Add "{lang}": the text in {name}.')


def _says(text: str | None) -> bool:
    """Whether ``text`` says something: not missing, not only spaces."""
    return bool(text and text.strip())


def odd_character(text: str) -> tuple[str, int] | None:
    r"""The first character of ``text`` players cannot see or a drawing cannot show, as (kind, index); None if none.

    Kinds: ``control`` (:func:`authoring.typed.unshowable`: a control character other than tab and line breaks, a
    noncharacter such as U+FFFE, a lone surrogate), ``hidden`` (:data:`_HIDDEN_MARKS`), ``direction`` (:data:`_DIRECTION_MARKS`), ``decomposed`` (a letter
    followed by an accent it composes with).

    >>> odd_character("Night\x1fshift"), odd_character("A\u200bB"), odd_character("E\u0301jszaka")
    (('control', 5), ('hidden', 1), ('decomposed', 1))
    >>> odd_character("the \u202eredaolf")
    ('direction', 4)
    >>> odd_character("Éjszakai műszak\n屋根裏 ☕"), odd_character("👩\u200d🚒")
    (None, None)
    """
    for index, ch in enumerate(text):
        code = ord(ch)
        if unshowable(ch):
            return "control", index
        if code in _HIDDEN_MARKS:
            return "hidden", index
        if code in _DIRECTION_MARKS:
            return "direction", index
        if unicodedata.combining(ch) and index and unicodedata.normalize("NFC", text[index - 1: index + 1]) != text[index - 1: index + 1]:
            return "decomposed", index
    return None


def _odd_character_message(name: str, text: str, kind: str, index: int) -> tuple[str, str]:
    """FP322's message and hint for the character at ``index`` of the ``name`` text."""
    where = character_at(text, index)
    if kind == "control":
        return (f"the {name} text holds {where}, which no player can see: drawings show \ufffd there",
                "Delete the character (it often comes with text pasted from elsewhere).")
    if kind == "hidden":
        return (f"the {name} text holds {where}, which no player can see",
                "Delete the character (it often comes with text pasted from elsewhere).")
    if kind == "direction":
        return (f"the {name} text holds {where}, which no player can see: it turns the direction of the text after it",
                "Delete the character (it often comes with text pasted from elsewhere).")
    return (f"the {name} text writes a letter as two characters, the second {where}: some fonts draw the accent apart",
            "Type the letter again as one character (most editors and keyboards write it so).")


def check_characters(ctx: Context) -> Iterator[Diagnostic]:
    """FP322: no text holds a character players cannot see or a drawing cannot show (:func:`odd_character`)."""
    for parts, text in localized_texts(ctx.call):
        for lang, name in _ALL_LANGUAGES.items():
            value = getattr(text, lang)
            found = odd_character(value) if value else None
            if found is not None:
                message, hint = _odd_character_message(name, value, *found)
                yield make("FP322", message, pointer=pointer(*parts, lang), hint=hint)


CHECKS = (check_languages, check_characters)
"""The text checks, in report order."""
