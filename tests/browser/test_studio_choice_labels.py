"""In a real browser a choice keeps its value when its words change: a language switch, an item renamed.

The browser answers a choice widget (a selectbox, radio, multiselect) with the label it was sent; after a switch
that label is no option's, and Streamlit fell back to the first option, which the Call editor took for an edit: a gsh
Call became a family one, the setup's re-roll markers were emptied, and some pages failed. Only a browser shows it
(Streamlit's AppTest sends values, not labels). The same held for a list whose item was renamed, and for the
editors' Ctrl+Z, which reached the Undo button from inside a text field. The test uses the system's Chromium and
skips, saying why, when none can be found or launched.
"""

from __future__ import annotations

import pytest
from browser_support import TIMEOUT_MS, launched_chromium, open_call_editor, open_page, settle, studio_on_a_copy

from authoring.language import i18n

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def studio(tmp_path_factory):
    with studio_on_a_copy(tmp_path_factory, "language") as (url, library):
        yield url, library


@pytest.fixture(scope="module")
def page(studio):
    with launched_chromium() as browser, open_page(browser, {"width": 1400, "height": 1600}) as tab:
        yield tab


def expect(locator):
    """Playwright's ``expect``, waiting as long as the other browser steps (``TIMEOUT_MS``): the browser may draw the
    new words a moment after the run ends, later on a busy machine."""
    from playwright.sync_api import expect as playwright_expect

    playwright_expect.set_options(timeout=TIMEOUT_MS)
    return playwright_expect(locator)


def switch_language(page, code: str) -> None:
    """Choose ``code``'s language in the sidebar, as a user does, and wait for the page to settle."""
    page.locator(".st-key-lang").click()
    page.get_by_role("option", name=i18n.LANGUAGES[code], exact=True).click()
    page.get_by_text(i18n.t("language", code), exact=True).first.wait_for()  # the sidebar is drawn in it
    settle(page)


def errors_shown(page) -> list[str]:
    return [box.inner_text()[:300] for box in page.locator('[data-testid="stException"]').all()]


@pytest.mark.parametrize(("call_file", "tab"), [
    ("gsh-warehouse.call.json", "rules"),
    ("fire-rescue-experienced.call.json", "setup"),
    ("gsh-hillside.call.json", "decks"),
    ("gsh-warehouse.call.json", "heroes"),
])
def test_a_language_switch_leaves_the_open_call_as_it_is(studio, page, call_file, tab):
    url, library = studio
    before = (library / call_file).read_bytes()
    open_call_editor(page, url, call_file, tab)
    for code in ("hu", "ja", "en"):
        switch_language(page, code)
        assert not errors_shown(page), (code, errors_shown(page))
        assert page.locator(".st-key-call_undo button").first.is_disabled(), f"an edit was made by switching to {code}"
    assert (library / call_file).read_bytes() == before
    if tab == "rules":
        ruleset = page.get_by_role("combobox", name=i18n.t("ruleset", "en"), exact=True)
        expect(ruleset).to_have_value(i18n.t("ruleset_gsh", "en"))


def test_a_language_switch_keeps_the_new_calls_template(studio, page):
    url, _ = studio
    page.goto(f"{url}/library?lang=en")
    settle(page)
    page.locator(".st-key-new_call_tpl").click()
    page.get_by_role("option", name=i18n.t("call_template_warehouse", "en"), exact=True).click()
    settle(page)
    for code in ("hu", "ja", "en"):
        switch_language(page, code)
        # the browser may draw the new words a moment after the run ends
        expect(page.locator(".st-key-new_call_tpl input")).to_have_value(i18n.t("call_template_warehouse", code))


def test_a_renamed_item_stays_chosen_and_keeps_its_fields(studio, page):
    """The hero list's labels are the heroes' titles: renaming the chosen hero must not leave the list unmarked,
    nor send the next edits to another hero after a language switch."""
    url, _ = studio
    open_call_editor(page, url, "gsh-warehouse.call.json", "heroes")
    items = page.locator(".st-key-cfpick-heroes-specialists [role=radiogroup] label")
    items.nth(2).click()
    settle(page)
    title = page.locator("[class*='-heroes-specialists-2-title-en'] input").first
    title.fill("Hose Boss")
    title.press("Enter")
    settle(page)
    expect(items.nth(2).locator("input")).to_be_checked()
    for code in ("hu", "en"):
        switch_language(page, code)
        expect(items.nth(2).locator("input")).to_be_checked()
    expect(page.locator("[class*='-heroes-specialists-2-title-en'] input").first).to_have_value("Hose Boss")


def test_ctrl_z_in_a_text_field_never_undoes_an_edit_made_elsewhere(studio, page):
    url, _ = studio
    open_call_editor(page, url, "fire-rescue-family.call.json", "text")
    title = page.locator('[class*="st-key-title_en"] input').first
    title.fill("Changed title")
    title.press("Enter")
    settle(page)
    briefing = page.locator('[class*="st-key-briefing_hu"] textarea').first
    briefing.click()
    page.keyboard.type(" xyz")
    page.keyboard.press("Control+z")
    page.wait_for_timeout(1000)
    settle(page)
    expect(title).to_have_value("Changed title")
