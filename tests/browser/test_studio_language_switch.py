"""A language switch in a real browser changes nothing but the words.

The browser answers a choice widget (a selectbox, radio, multiselect) with the label it was sent; after a switch
that label is no option's, and Streamlit fell back to the first option, which the Call editor took for an edit: a gsh
Call became a family one, the setup's re-roll markers were emptied, and some pages failed. Only a browser shows it
(Streamlit's AppTest sends values, not labels). The test uses the system's Chromium and skips, saying why, when
none can be found or launched.
"""

from __future__ import annotations

import pytest
from browser_support import launched_chromium, open_call_editor, open_page, settle, studio_on_a_copy

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


def switch_language(page, code: str) -> None:
    """Choose ``code``'s language in the sidebar, as a user does, and wait for the page to settle."""
    page.locator(".st-key-lang").click()
    page.get_by_role("option", name=i18n.LANGUAGES[code], exact=True).click()
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
        assert ruleset.input_value() == i18n.t("ruleset_gsh", "en")


def test_a_language_switch_keeps_the_new_calls_template(studio, page):
    url, _ = studio
    page.goto(f"{url}/library?lang=en")
    settle(page)
    page.locator(".st-key-new_call_tpl").click()
    page.get_by_role("option", name=i18n.t("call_template_warehouse", "en"), exact=True).click()
    settle(page)
    for code in ("hu", "ja", "en"):
        switch_language(page, code)
        shown = page.locator(".st-key-new_call_tpl input").input_value()
        assert shown == i18n.t("call_template_warehouse", code), (code, shown)
