"""Diagnostics in Hungarian and Japanese: every code has its meaning, every golden message its translation."""

import json
from pathlib import Path

import pytest

from authoring import sketch
from authoring.diagnostics import REGISTRY, Diagnostic, make
from authoring.language import diagnostic_text
from authoring.language.diagnostic_text import LANGUAGES, SUMMARIES, translate, translate_hint, translate_message

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = sorted((ROOT / "tests" / "golden" / "diagnostics").glob("*/expected.json"))


def _golden() -> list[Diagnostic]:
    out = []
    for path in GOLDEN:
        for d in json.loads(path.read_text(encoding="utf-8"))["diagnostics"]:
            out.append(Diagnostic(d["code"], d["severity"], d["message"], d["pointer"], d["line"], d["column"],
                                  tuple(tuple(c) for c in d["cells"]), d.get("hint")))
    return out


def test_every_code_has_its_meaning_in_every_language():
    assert set(SUMMARIES) == set(REGISTRY)
    for code, texts in SUMMARIES.items():
        for lang in LANGUAGES:
            assert texts.get(lang, "").strip(), f"{code} has no {lang} summary"


def test_there_are_golden_cases():
    assert len(_golden()) > 40


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_golden_message_and_hint_is_translated(lang):
    missing = []
    for d in _golden():
        message = translate_message(d.code, d.message, lang)
        if message is None or "{" in message:
            missing.append(f"{d.code} message: {d.message}")
        if d.hint and (translate_hint(d.hint, lang) is None or "{" in translate_hint(d.hint, lang)):
            missing.append(f"{d.code} hint: {d.hint}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translation_keeps_code_pointer_place_and_cells(lang):
    for d in _golden():
        t = translate(d, lang)
        assert (t.code, t.severity, t.pointer, t.line, t.column, t.cells) == (
            d.code, d.severity, d.pointer, d.line, d.column, d.cells)
        assert t.message != d.message
        for r, c in d.cells:  # the spaces a message names are named in the translation too
            if f"[{r}, {c}]" in d.message:
                assert f"[{r}, {c}]" in t.message


def test_an_unknown_form_gets_the_translated_meaning_with_the_details():
    d = Diagnostic("FP101", "error", "integer is too large", "/rows")
    assert translate_message("FP101", d.message, "hu") is None
    assert translate(d, "hu").message == f"{SUMMARIES['FP101']['hu']} — integer is too large"
    assert translate(d, "en") is d


def test_each_template_uses_only_its_patterns_fields():
    import re
    import string

    for code, pattern, hu, ja in diagnostic_text.MESSAGES:
        groups = set(re.compile(pattern).groupindex)
        for lang, template in (("hu", hu), ("ja", ja)):
            fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
            allowed = groups | {f"{g}_{lang}" for g in groups}
            assert fields <= allowed, (code, lang, fields - allowed)


@pytest.mark.parametrize("text", ['{"id": "b", "rows": "x"}', '{"id": "b", "colour": 1}', '{"rows": 3}',
                                  '{"id": "B B"}'])
def test_common_schema_messages_are_translated(text):
    from authoring.files.load import parse_board_text

    diagnostics = parse_board_text(text).diagnostics
    assert diagnostics
    for d in diagnostics:
        for lang in LANGUAGES:
            assert translate_message(d.code, d.message, lang) is not None, d.message
            if d.hint:
                assert translate_hint(d.hint, lang) is not None, d.hint



def _bundled(name: str) -> dict:
    import json
    from pathlib import Path

    return json.loads((Path(__file__).resolve().parents[2] / "calls" / name).read_text(encoding="utf-8"))


def _refused(kind: str, value: dict, tmp_path) -> list:
    """The FP101 diagnostics of a board or Call file holding ``value``."""
    import json

    from authoring.files.load import parse_board_text, parse_call_text

    text = json.dumps(value)
    result = parse_board_text(text) if kind == "board" else parse_call_text(text, tmp_path)
    return [d for d in result.diagnostics if d.code == "FP101"]


def _warehouse(change) -> dict:
    call = _bundled("gsh-warehouse.call.json")
    change(call)
    return call


def _steps(call):
    call["decks"][0]["cards"][0]["effects"] = [{"effect": "repeat", "times": 100, "effects": [
        {"effect": "advance_fire", "times": 20}]}]


@pytest.mark.parametrize(("kind", "value", "said"), [
    ("call", {"id": "c", "title": {"en": "Fire"}, "board": "b", "players": {"min": 5, "max": 3}}, "is larger than max"),
    ("board", {"id": "b", "rows": 4, "cols": 4, "rooms": {"hall": {"rows": [3, 1], "cols": [1, 1]}}}, "runs backwards"),
    ("call", _warehouse(_steps), "steps once its times"),
], ids=["players", "backwards", "steps"])
def test_the_models_own_refusals_are_translated(kind, value, said, tmp_path):
    """Values the schema allows one by one but the model refuses together are said in every language."""
    diagnostics = _refused(kind, value, tmp_path)
    assert any(said in d.message for d in diagnostics), [d.message for d in diagnostics]
    for d in diagnostics:
        for lang in LANGUAGES:
            assert translate_message(d.code, d.message, lang) is not None, d.message


SKETCHES = {
    "too few lines": "+ +\n   \n+ +",
    "not a space character": "+ + + +\n       \n+ +-+ +\n  |?|  \n+ +-+ +\n       \n+ + + +",
    "an arrow on an edge": "+ + + +\n       \n+ +^+ +\n  |.|  \n+ +-+ +\n       \n+ + + +",
    "a door on a corner": "+ + + +\n       \n+ D-+ +\n  |.|  \n+ +-+ +\n       \n+ + + +",
    "no scene space": "+ + + +\n       \n+ + + +\n       \n+ + + +\n       \n+ + + +",
    "not an edge character": "+ + + +\n       \n+ +x+ +\n  |.|  \n+ +-+ +\n       \n+ + + +",
    "an unpaired parking space": "+ + + +\n A     \n+ +-+ +\n  |.|  \n+ +-+ +\n       \n+ + + +",
    "too many rows": "+\n" * 2003,
}
"""A sketch for each reason one cannot be read that a short sketch can give."""


@pytest.mark.parametrize("lang", ["hu", "ja"])
@pytest.mark.parametrize("name", list(SKETCHES))
def test_why_a_sketch_cannot_be_read_is_said_in_the_language(name, lang):
    from authoring import sketch

    with pytest.raises(sketch.SketchError) as caught:
        sketch.board_from_ascii(SKETCHES[name])
    said = diagnostic_text.sketch_error_text(str(caught.value), lang)
    assert said is not None and caught.value.message not in said, said


@pytest.mark.parametrize("message", [
    "a board has at most 20,000 walls; this one is past the limit",
    "a board has at most 10,000 doors; this one is past the limit",
    "a board has at most 10,000 openings; this one is past the limit",
    "the sketch draws 1001 columns; a board has at most 1000",
    "the scene is not a rectangle and has 10,001 spaces; a board lists at most 10,000",
    "the sketch draws a board the format does not allow: rows: must be at most 1000",
    "more than 8 ambulance spots; a board has at most 8",
])
def test_every_other_sketch_reason_has_its_form(message):
    for lang in ("hu", "ja"):
        said = diagnostic_text.sketch_error_text(f"line 1, column 1: {message}", lang)
        assert message not in said and "line 1" not in said, said


@pytest.mark.parametrize("code, message", [
    ("FP233", "engine spot 0 borders no zone: the deck gun has no target from it"),
    ("FP250", "engine spot 0 is on the scene at [2, 2], [2, 3]; spots are outside it"),
    ("FP250", "ambulance spot 1 names the space [0, 3] twice"),
    ("FP251", "ambulance spot 3 overlaps ambulance spot 1 on [3, 0]"),
    ("FP303", "setup needs 20 hot spots at level 'heroic' (0 placed + 4 from explosions + 4 rolled + 12 set aside), "
              "but the supply holds 12"),
    ("FP303", "setup needs 6 hazmat (2 placed + 4 rolled), but the supply holds 4"),
    ("FP307", "the first-explosion table has no entry for face 7 of the d8"),
    ("FP307", "face 5 targets [0, 6], which is not a scene space"),
    ("FP307", "face 9 cannot come up on the d8 black die"),
    ("FP103", "unknown format_version 9; this version of Call Forge reads call format 1"),
    ("FP201", "arrow row 0 has arrows off the 8 x 10 grid at [1, 9], [1, 10]"),
    ("FP100", "not valid JSON: expected ',' or '}', found 'x'"),
    ("FP100", "not valid JSON: expected a value, found the end of the file"),
    ("FP100", "not valid JSON: expected ',' or a closing bracket, found '2'"),
    ("FP100", "not valid JSON: a \\u escape needs four hexadecimal digits"),
    ("FP100", 'not valid JSON: unknown escape in a string; JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX'),
    ("FP101", "value 'Bad Id!' is not an identifier"),
    ("FP101", "ruleset/params/splash_crosses_zone: expected true or false, got an integer"),
])
def test_messages_the_studio_meets_have_their_forms(code, message):
    for lang in LANGUAGES:
        said = translate_message(code, message, lang)
        assert said is not None and said != message, (lang, said)


@pytest.mark.parametrize("hint", [
    "a POI starts on a scene space of board 'x'.", "Give every face of the black die a target.",
    "Target a scene space.", "Use faces 1-8.", "a newer Call Forge may read this file",
    "Remove the extra words or move the arrow grid's origin.",
    "A zone is a part of the scene; remove these spaces from it.",
    "Add these spaces to a zone: every scene space belongs to exactly one zone.",
])
def test_hints_the_studio_meets_have_their_forms(hint):
    for lang in LANGUAGES:
        assert translate_hint(hint, lang) not in (None, hint), lang


def test_a_broken_file_shown_in_a_language_names_severity_and_hint_in_it():
    from authoring.diagnostics import make
    from authoring.files.validate import UnusableFileError

    exc = Exception("x")
    exc.unusable = UnusableFileError([("a.call.json", [make("FP101", "unknown key 'colour'", hint="did you mean 'color'?")
                                                       .located(4, 19)])])
    shown = diagnostic_text.error_text(exc, "hu")
    assert "a.call.json:4:19: hiba FP101" in shown and "    tipp: " in shown and " error " not in shown, shown


def test_a_sketch_corner_of_no_kind_is_said_in_the_language():

    with pytest.raises(sketch.SketchError) as caught:
        sketch.board_from_ascii("+ + + +\n       \n+ +-x +\n  |.|  \n+ +-+ +\n       \n+ + + +")
    assert (caught.value.line, caught.value.column) == (3, 5)
    for lang in LANGUAGES:
        assert caught.value.message not in diagnostic_text.sketch_error_text(str(caught.value), lang)


def test_english_is_never_looked_up_in_the_forms():
    assert translate_message("FP101", "ruleset/params/ap_per_turn: must be at least 0, got -3", "en") is None
    assert translate_hint("Target a scene space.", "en") is None
    assert diagnostic_text.sketch_error_text("line 1, column 1: no scene space: mark the spaces of the building "
                                             "with '.' or an arrow", "en") is None


def test_a_missing_language_is_named_in_the_readers_language():
    message = ("this text has no Japanese (ja), though the Call has Japanese elsewhere: "
               "players in ja read it in English")
    assert "japán nyelvű" in translate_message("FP321", message, "hu")
    assert translate_message("FP321", message, "ja").startswith("このテキストには日本語の訳がありません")


def test_a_full_width_character_in_json_is_explained_in_the_language():
    hint = "'８' is a full-width character: write '8' (numbers and JSON's punctuation are half-width)."
    assert translate_hint(hint, "ja") == "'８' は全角文字です。'8' と書いてください（数字と JSON の記号は半角です）。"
    assert "teljes szélességű" in translate_hint(hint, "hu")


def test_a_door_set_open_that_is_no_door_is_said_with_its_hint_in_each_language():
    problem = make("FP301", "open_doors names [0, 0]-[5, 5], which is not a door of board 'hillside-house'",
                   pointer="/setup/open_doors/0", hint="List only edges that are doors on the board.")
    for lang, word in (("hu", "nem ajtó"), ("ja", "ドアではありません")):
        said = diagnostic_text.translate(problem, lang)
        assert word in said.message and "[0, 0]-[5, 5]" in said.message and "hillside-house" in said.message
        assert said.hint != problem.hint and said.hint


def test_the_problems_of_a_refused_edit_are_each_translated_alone():
    joined = "setup/open_doors/0/0: expected a list, got an integer; setup/open_doors/0/1: expected a list, got an integer"
    said = diagnostic_text.translate_message("FP101", joined, "ja")
    assert said.count("setup/open_doors/0/") == 2 and "expected" not in said and said.count("; ") == 1


@pytest.mark.parametrize("spaces", [7, 1009])
@pytest.mark.parametrize("start", ["Make the scene cover these spaces", "Give the dice more sides"])
@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_fp207_hints_for_a_prime_or_too_large_scene_are_translated(spaces, start, lang):
    from authoring.checks.geometry import _table_words
    from authoring.diagnostics import make

    hint = f"{start}, or {_table_words(frozenset((1, c) for c in range(1, spaces + 1)))}."
    said = translate(make("FP207", "x", hint=hint), lang).hint
    assert str(spaces) in said and "scene" not in said and "dice" not in said.replace('"dice.table"', ""), said


@pytest.mark.parametrize(("lang", "more"), [("hu", "és még 3"), ("ja", "ほか 3 件")])
def test_a_list_cut_short_says_how_many_more_in_the_language(lang, more):
    from authoring.checks.context import cells_text

    cells = [(1, c) for c in range(1, 16)]
    said = translate_message("FP205", f"15 spaces cannot be reached from outside, even with every door open: "
                                      f"{cells_text(cells)}", lang)
    assert said.endswith(f"[1, 12] {more}") and "more" not in said


def test_a_hungarian_message_writes_its_decimal_numbers_with_a_comma():
    english = ("12 of the 40 setups tried with 4 players run out of free spaces for POI: 2.5 of 3 placed on average; "
               "the rest are never placed")
    assert "átlagosan 3 helyett 2,5 kerül fel" in translate_message("FP325", english, "hu")
    assert "3 個のうち 2.5 個" in translate_message("FP325", english, "ja")
    assert "a dobások 8,3%-a (3/36)" in translate_message("FP404", "room 3 (from [2, 2]), 4 spaces: 8.3% (3/36) of rolls",
                                                          "hu")


def test_hungarian_sizes_have_their_thousands_apart_and_their_limit_in_full():
    said = translate_message("FP100", "file is 5,242,936 bytes; files over 5 MB are not read (5,242,880 bytes at most)", "hu")
    assert "5\u00a0242\u00a0936 bájt" in said and "legfeljebb 5\u00a0242\u00a0880 bájt" in said
    assert "7,5 MB" in translate_message("FP100", "file is 7.5 MB; files over 5.5 MB are not read", "hu")
    assert "5,5 MB fölötti" in translate_message("FP100", "file is 7.5 MB; files over 5.5 MB are not read", "hu")


def test_the_last_line_names_a_call_and_its_board_in_the_language_asked():
    from authoring.files.validate import UnusableFileError

    found = [make("FP205", "1 space cannot be reached from outside, even with every door open: [5, 8]")]
    unusable = UnusableFileError([("a.call.json", found), ("boards/b.board.json", found)])
    assert "a.call.json and boards/b.board.json: 2 errors" in unusable.text()
    assert "a.call.json és boards/b.board.json: 2 hiba" in diagnostic_text.unusable_text(unusable, "hu")
    assert "a.call.json と boards/b.board.json：エラー 2 件" in diagnostic_text.unusable_text(unusable, "ja")
