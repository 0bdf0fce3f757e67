"""The Playtest page and the HTML playtest report in a real browser (Playwright driving the system's Chromium).

The studio is started by the fixtures of :mod:`test_studio_browser`; screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, heading, settle, shot
from test_studio_browser import browser_path, page, studio_url  # noqa: F401
from typer.testing import CliRunner

from authoring.cli import app
from authoring.commands.studio import PROJECT_ROOT
from authoring.language import i18n

pytestmark = pytest.mark.browser

IMAGES_LOADED = """() => [...document.querySelectorAll('[data-testid="stImage"] img, [data-testid="stImageContainer"] img')]
    .filter(i => i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().height > 0).length"""


def test_playtest_one_count_chart_and_why_games_were_lost(page, studio_url):  # noqa: F811
    page.goto(f"{studio_url}/playtest")
    heading(page, i18n.t("page_playtest")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("pt_run")).click()
    heading(page, i18n.t("pt_why")).wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    for text in ("pt_losses", "pt_damage_curve", "pt_damage_by_cause", "pt_lost_by_cause", "pt_heat_wall_damage"):
        assert page.get_by_text(i18n.t(text), exact=True).first.is_visible(), text
    # how the games ended (one player count), 3 causes drawings, 3 heatmaps and the wall damage: all drawn
    page.wait_for_function(f"() => ({IMAGES_LOADED})() >= 8")
    shot(page, "playtest-one-count-chart")


def test_html_report_shows_wall_damage_and_damage_curve(page, tmp_path):  # noqa: F811
    report = tmp_path / "report.html"
    run = CliRunner().invoke(app, ["compare", str(PROJECT_ROOT / "calls" / "fire-rescue-family.call.json"),
                                   str(PROJECT_ROOT / "calls" / "gsh-warehouse.call.json"), "--games", "10",
                                   "--report", str(report)])
    assert run.exit_code == 0, run.output
    page.goto(report.as_uri())
    page.get_by_role("heading", name="Paired differences").wait_for()
    assert page.locator("#wall-damage line").count() > 0
    walls = page.locator("#wall-damage").first.bounding_box()  # a line alone has a zero-width box: measure the group
    assert walls["width"] > 50 and walls["height"] > 50
    curve = page.locator("polyline").first
    assert curve.is_visible() and curve.bounding_box()["width"] > 50
    assert page.get_by_text("Turns survived").first.is_visible()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "browser-playtest-report.png"), full_page=True)
