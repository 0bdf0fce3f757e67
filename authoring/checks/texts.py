"""Call checks of the Call's words in each language: FP321.

A Call's texts are English and, optionally, Hungarian and Japanese (R-HERO
Call text is localized). Where the Call gives some texts in a language but
leaves others out, players in that language read those in English without a
word; FP321 names each text left out, at its place. A Call written in English
alone is not reported.

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "Attic", "ja": "屋根裏"}, board="b", briefing={"en": "Hot."})
>>> [(d.code, d.pointer, d.message) for d in check_languages(Context(Board(id="b"), call))]
[('FP321', '/briefing', 'this text has no Japanese (ja), though the Call has Japanese elsewhere: players in ja read it in English')]
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from authoring.checks.context import Context, pointer
from authoring.diagnostics import Diagnostic, make
from engine.model.common import Localized

LANGUAGE_NAMES = {"hu": "Hungarian", "ja": "Japanese"}
"""The optional languages of a :class:`~engine.model.common.Localized` text."""


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
    used = [lang for lang in LANGUAGE_NAMES if any(getattr(text, lang) for _, text in texts)]
    for parts, text in texts:
        for lang in used:
            if not getattr(text, lang):
                name = LANGUAGE_NAMES[lang]
                yield make("FP321", f"this text has no {name} ({lang}), though the Call has {name} elsewhere: "
                                    f"players in {lang} read it in English",
                           pointer=pointer(*parts), hint=f'Add "{lang}": the text in {name}.')


CHECKS = (check_languages,)
"""The text checks, in report order."""
