"""Every UI string exists in English, Hungarian and Japanese, and every key a page uses is defined."""

import re
from pathlib import Path

from authoring.language import i18n

STUDIO = Path(__file__).resolve().parents[2] / "authoring" / "studio"


def test_every_string_has_three_languages_with_the_same_fields():
    for key, texts in i18n.STRINGS.items():
        assert set(texts) == set(i18n.LANGUAGES), key
        fields = {lang: set(re.findall(r"{(\w+)", text)) for lang, text in texts.items()}
        assert fields["hu"] == fields["en"] == fields["ja"], key
        assert all(t.strip() for t in texts.values()), key


def test_keys_used_by_the_pages_are_defined():
    used = set()
    for path in [*STUDIO.glob("views/*.py"), STUDIO / "shell.py"]:
        used |= set(re.findall(r"""tr\(\s*["']([a-z_]+)["']""", path.read_text(encoding="utf-8")))
    assert used, "no tr() call found"
    assert sorted(used - set(i18n.STRINGS)) == []


def test_glossary_terms():
    assert i18n.t("ambulance", "hu") == "Mentőautó"
    assert i18n.t("marker_hot_spots", "ja") == "高温点"
    assert i18n.t("page_call", "hu") == "Hívásszerkesztő"
    assert i18n.t("no-such-key", "ja") == "no-such-key"


def test_every_number_field_of_the_call_editor_has_a_label():
    from authoring.studio import call_forms

    keys = [f"field_{s}_{f.name}" for s in call_forms.FLAT_SECTIONS for f in call_forms.number_fields(s)]
    assert "field_win_helpers_rescued" in keys
    assert sorted(k for k in keys if k not in i18n.STRINGS) == []
    assert [k for k in call_forms.TABS if f"tab_{k}" not in i18n.STRINGS] == []
    assert [k for k in call_forms.LEVEL_COLUMNS if f"level_col_{k}" not in i18n.STRINGS] == []


def test_hungarian_figures_have_a_decimal_comma_and_the_others_a_point():
    values = {"values": "/supply/damage = 20", "rate": 0.254, "lo": 0.214, "hi": 0.2961, "name": "t.call.json"}
    assert "25,4%" in i18n.t("pt_tune_reached", "hu", **values) and "21,4%" in i18n.t("pt_tune_reached", "hu", **values)
    assert "25.4%" in i18n.t("pt_tune_reached", "en", **values) and "25.4%" in i18n.t("pt_tune_reached", "ja", **values)
    assert i18n.t("errors", "hu", n=12) == "12 hiba"  # a count stays as it is
    assert i18n.figure(1234.5, ",.1f", "hu") == "1\xa0234,5" and i18n.figure(1234.5, ",.1f", "en") == "1,234.5"


def test_every_reason_the_engine_and_the_files_give_is_said_in_three_languages():
    """A refusal (``engine.why``), a start refused (``engine.errors``) and a save target refused
    (``authoring.files.save``) each have their string in every language, its English the source's own (one start
    reason says more: which seats to change)."""
    from authoring.files.save import TARGET_PROBLEMS
    from engine.errors import START_REASONS
    from engine.why import ENGLISH

    for prefix, source in (("move_why_", ENGLISH), ("start_why_", START_REASONS), ("target_", TARGET_PROBLEMS)):
        missing = sorted(key for key in source if prefix + key not in i18n.STRINGS)
        assert missing == [], prefix
        changed = sorted(key for key, text in source.items() if i18n.STRINGS[prefix + key]["en"] != text)
        assert changed == ([] if prefix != "start_why_" else ["specialist_twice"]), prefix
