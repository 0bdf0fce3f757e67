"""The HTML report in the studio's languages: the English one is the command line's; Hungarian and Japanese say the
same in their own words, levels by their names, figures as the language writes them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from authoring.language import i18n
from authoring.playtest import page

ROOT = Path(__file__).resolve().parents[2]
EXPERIENCED = ROOT / "calls" / "fire-rescue-experienced.call.json"


@pytest.fixture(scope="module")
def runs():
    specs = page.playtest_specs(EXPERIENCED, levels=["recruit", "heroic"], players=[2], bot="random", seed=3)
    return page.run_playtests(specs, 3)


def _words(html: str) -> str:
    """The page's text without its drawings and styles."""
    html = re.sub(r"<(svg|style).*?</\1>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_runs_are_named_by_their_levels_names_in_the_language(runs, lang):
    names = page.level_names(EXPERIENCED, lang)
    text = _words(page.results_html(runs, "t", (), lang))
    assert f"{names['recruit']} · {i18n.t('pt_players_short', lang, n=2)}" in text
    assert "recruit ·" not in text and "2 players" not in text


def test_hungarian_figures_have_a_decimal_comma(runs):
    text = _words(page.results_html(runs, "t", (), "hu"))
    rate = f"{runs[0].summary['win_rate']:.1%}".replace(".", ",")
    assert rate in text and f"{runs[0].summary['win_rate']:.1%}" not in text.replace(rate, "")


def test_a_comparison_names_the_call_of_each_line_on_a_run_near_its_bound():
    """Runs of two Calls: each line about a run near 0% or 100% says which Call it is of."""
    family, warehouse = ROOT / "calls" / "fire-rescue-family.call.json", ROOT / "calls" / "gsh-warehouse.call.json"
    comparison = page.compare_calls(family, warehouse, level=None, players=3, bot="pass", games=2, seed=0)
    text = _words(page.results_html([comparison.a, comparison.b], "t", page.comparison_differences(comparison), "hu"))
    near = i18n.t("pt_near_bound", "hu", where=i18n.t("pt_players_short", "hu", n=3), turns="X", rescued="Y")
    head = near.split(":")[0]
    assert f"fire-rescue-family: {head}" in text and f"gsh-warehouse: {head}" in text
    assert "— ·" not in text  # a Call without levels: the player count alone, as in English
    assert i18n.t("report_paired", "hu") in text and "Paired differences" not in text


def test_the_loss_charts_tooltips_count_the_games_in_the_reports_language():
    """"5 of 5" in English, "5 / 5" in Hungarian and Japanese: never the English word in another language."""
    family = ROOT / "calls" / "fire-rescue-family.call.json"
    (run,) = page.run_playtests(page.playtest_specs(family, levels=[None], players=[2], bot="pass"), 2, None)
    for lang, said in (("en", "2 of 2"), ("hu", "2 / 2"), ("ja", "2 / 2")):
        html = page.results_html([run], "t", (), lang)
        assert f": {said}</title>" in html, lang
        assert lang == "en" or " of 2</title>" not in html
