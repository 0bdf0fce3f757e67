"""The Hungarian and Japanese text uses the glossary's game terms, the ones the three rulebooks use.

Each row of :data:`TERMS` is a row of the project glossary (``reference/glossary.md``):
the term in Hungarian and Japanese, the stem that finds the Hungarian term in its
inflected forms (``elájult``, ``Csapattag cseréjéhez``), and the words the text used
for it before it followed the glossary. A test fails when such a word comes back in
the studio's strings (UI, forms, field help, diagnostics, hero text) or in a bundled
Call's localized text, and when a term no longer appears at all (its row would then
check nothing).
"""

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from authoring.language import diagnostic_text, hero_text, i18n
from authoring.studio import field_help

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("hu", "ja")


@dataclass(frozen=True)
class Term:
    """A glossary row: its English term, its Hungarian and Japanese terms, and the words they replace."""

    en: str
    hu: str
    ja: str
    hu_stem: str = ""
    not_hu: tuple[str, ...] = ()
    not_ja: tuple[str, ...] = ()

    def term(self, lang: str) -> str:
        return self.hu if lang == "hu" else self.ja

    def stem(self, lang: str) -> str:
        """What finds the term in a text of ``lang`` (Hungarian: lower case, any ending)."""
        return (self.hu_stem or self.hu).casefold() if lang == "hu" else self.ja

    def wrong(self, lang: str) -> tuple[str, ...]:
        return tuple(w.casefold() for w in self.not_hu) if lang == "hu" else self.not_ja


TERMS = (
    Term("Victim", "Áldozat", "要救助者", not_ja=("犠牲者",)),
    Term("Knocked Down", "Ájulás", "ノックダウン", hu_stem="ájul", not_hu=("leüt",), not_ja=("気絶",)),
    Term("Flare-up", "Öngyulladás", "炎上", hu_stem="öngyullad", not_hu=("fellángol", "fellobban"),
         not_ja=("再燃",)),
    Term("Damage marker", "Sérülés jelző", "ダメージカウンター", hu_stem="sérülés jelz", not_hu=("sérülésjelz",),
         not_ja=("ダメージマーカー",)),
    Term("Shockwave", "Láncreakció", "ショックウェーブ", hu_stem="láncreakci", not_hu=("lökéshullám",),
         not_ja=("衝撃波",)),
    Term("Hazmat", "Gyúlékony anyag", "危険物", not_hu=("veszélyes anyag", "gyúlékonyanyag")),
    Term("Hazmat Technician", "Veszélyes anyag elhárító", "危険物処理技術者"),
    Term("Threat marker (fire/smoke)", "Fenyegetés jelző", "脅威マーカー", hu_stem="fenyegetés jelz",
         not_hu=("tűz/füst jelz",), not_ja=("火／煙マーカー",)),
    Term("Crew Change", "Csapattag cseréje", "隊員の交代", hu_stem="csapattag cseréj",
         not_hu=("csapatcsere", "csapattag-csere")),
    Term("Engine", "Fecskendős kocsi", "消防車", not_hu=("tűzoltóautó",)),
    Term("Door", "Ajtó", "ドア", not_ja=("扉",)),
    Term("Explosion", "Robbanás", "爆発", hu_stem="robban", not_ja=("爆風",)),
    Term("Fire", "Tűz", "火", not_ja=("ファイア",)),
    Term("Experienced game", "Haladó játék", "経験者ゲーム", hu_stem="haladó játék", not_ja=("上級ゲーム", "上級")),
)
"""The glossary rows the text is held to."""


def _localized(node, where: str):
    """Every ``(where, {language: text})`` of a Call file's JSON: the objects that hold an ``en`` text."""
    if isinstance(node, dict):
        if isinstance(node.get("en"), str):
            yield where, node
        for key, value in node.items():
            yield from _localized(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _localized(value, f"{where}/{i}")


def _sources():
    """``(where, {language: text})`` of every translated string the studio shows, and of the bundled Calls."""
    for key, texts in i18n.STRINGS.items():
        yield f"i18n {key}", texts
    for key, texts in field_help.HELP.items():
        yield f"field_help {key}", texts
    for code, texts in diagnostic_text.SUMMARIES.items():
        yield f"diagnostic summary {code}", texts
    for code, pattern, hu, ja in diagnostic_text.MESSAGES:
        yield f"diagnostic message {code} {pattern[:40]}", {"hu": hu, "ja": ja}
    for pattern, hu, ja in diagnostic_text.HINTS:
        yield f"diagnostic hint {pattern[:40]}", {"hu": hu, "ja": ja}
    for word, texts in diagnostic_text.WORDS.items():
        yield f"diagnostic word {word}", texts
    for name, table in vars(hero_text).items():
        if isinstance(table, dict) and set(LANGUAGES) <= set(table):
            for lang in LANGUAGES:
                parts = table[lang].values() if isinstance(table[lang], dict) else [table[lang]]
                yield f"hero_text {name}", {lang: " / ".join(parts)}
    for path in sorted((ROOT / "calls").glob("*.call.json")):
        yield from _localized(json.loads(path.read_text(encoding="utf-8")), f"calls/{path.name}")


def _texts(lang: str) -> list[tuple[str, str]]:
    """``(where, text)`` of every string in ``lang``; Hungarian in lower case, as its terms are sought."""
    texts = [(where, texts[lang]) for where, texts in _sources() if texts.get(lang)]
    return [(where, text.casefold() if lang == "hu" else text) for where, text in texts]


def _without_terms(text: str, lang: str) -> str:
    """``text`` without the glossary terms that hold a replaced word, so that such a term is not read as
    that word ("Veszélyes anyag elhárító" is the Hazmat Technician, not a wrong Hazmat)."""
    wrong = {w for t in TERMS for w in t.wrong(lang)}
    for term in (t.stem(lang) for t in TERMS):
        if any(w in term for w in wrong):
            text = text.replace(term, " ")
    return text


@pytest.fixture(scope="module")
def texts():
    return {lang: _texts(lang) for lang in LANGUAGES}


def test_the_sources_hold_the_studio_and_call_texts(texts):
    for lang in LANGUAGES:
        places = {where.split()[0].split("/")[0] for where, _ in texts[lang]}
        assert {"i18n", "field_help", "diagnostic", "hero_text", "calls"} <= places, lang


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.en)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_the_glossary_replaced_comes_back(texts, term, lang):
    found = [(where, word, text) for where, text in texts[lang] for word in term.wrong(lang)
             if word in _without_terms(text, lang)]
    assert found == [], f"{term.en}: write {term.term(lang)!r}, not {[w for _, w, _ in found]} in {found}"


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.en)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_term_is_in_use(texts, term, lang):
    assert any(term.stem(lang) in text for _, text in texts[lang]), f"{term.en}: {term.term(lang)!r} appears nowhere"


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.en)
def test_a_term_holds_none_of_the_words_it_replaces(term):
    for lang in LANGUAGES:
        assert not any(word in term.stem(lang) for word in term.wrong(lang)), term.en


def test_a_replaced_word_is_caught_in_its_inflected_forms():
    word_of = {t.en: t for t in TERMS}
    knocked, flare = word_of["Knocked Down"], word_of["Flare-up"]
    assert any(w in _without_terms("a tűzoltót leütötték", "hu") for w in knocked.wrong("hu"))
    assert any(w in _without_terms("Fellángolás-kártyák".casefold(), "hu") for w in flare.wrong("hu"))
    assert not any(w in _without_terms("veszélyes anyag elhárító", "hu") for w in word_of["Hazmat"].wrong("hu"))
