"""The Call editor's deck and hero forms, and drag-to-pan on a zoomed drawing, in a real browser at 1280 x 800.

- ``deck_forms``: a card's copies typed in its field reach the Call's JSON; a bad card id shows its
  diagnostic right under the id field; a card is added and shown.
- ``hero_forms``: a specialist's AP and a Call marker's clear cost typed in their fields reach the JSON;
  spaces that do not read show their problem under the field.
- ``typed_during_undo``: a number typed at once after Undo, while its rerun is under way, reaches the JSON
  and stays in the field (the field keeps its widget key, so it is not drawn anew under the typing).
- ``refused_title``: an emptied English title is refused: the page comes to rest, the field stays empty with
  its problem under it, the Call keeps its title; a title typed next is applied.
- ``drag_to_pan``: dragging the zoomed board pans it and clicks nothing; a click without a drag still
  picks a space; the arrow keys pan the focused frame, Home goes back; "fit" shows the whole board.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import re

import pytest
from browser_support import (
    VIEWPORT,
    button,
    heading,
    launched_chromium,
    open_call_editor,
    open_page,
    settle,
    shot,
    studio_on_a_copy,
)

from authoring.drawings import render
from authoring.language import i18n

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def studio(tmp_path_factory):
    with studio_on_a_copy(tmp_path_factory, "forms", ()) as running:
        yield running


@pytest.fixture(scope="module")
def browser():
    with launched_chromium() as chromium:
        yield chromium


@pytest.fixture
def page(browser):
    with open_page(browser) as tab:
        yield tab


def form_field(page, pointer: str):
    """The widget of the form field at JSON ``pointer`` (its key holds the pointer, as a CSS class)."""
    name = re.sub(r"[^a-zA-Z0-9_-]", "-", pointer)
    return page.locator(f'[class*="st-key-cf"][class$="{name}"], [class*="st-key-cf"][class*="{name} "]').first


def json_view(page) -> dict:
    """The Call's JSON as the page's JSON view shows it."""
    view = page.get_by_text(i18n.t("json_view"), exact=True)
    expander = page.locator('[data-testid="stExpander"]').filter(has=view)
    if expander.locator("details[open]").count() == 0:
        view.click()
        settle(page)
    return json.loads(expander.locator('[data-testid="stCode"]').inner_text())


def type_into(page, pointer: str, text: str) -> None:
    """Type ``text`` into the field at ``pointer`` and commit it (Enter), once the page is idle."""
    settle(page)
    box = form_field(page, pointer).locator("input")
    box.fill(text)
    box.press("Enter")
    settle(page)


def json_shows(page, check, tries: int = 20) -> bool:
    """Whether the JSON view comes to satisfy ``check`` (polled while the page catches up, at most ``tries`` times)."""
    for _ in range(tries):
        try:
            if check(json_view(page)):
                return True
        except (KeyError, IndexError, ValueError):
            pass
        page.wait_for_timeout(250)
    return False


def error_under(page, pointer: str, code: str, *, expected: bool = True, tries: int = 20):
    """The error box showing ``code`` right under the field at ``pointer`` (within 160 pixels), else None.

    Polled while the page catches up, until it is there (``expected``) or gone.
    """
    found = None
    for _ in range(tries):
        field = form_field(page, pointer).bounding_box()
        found = None
        for box in page.locator('[data-testid="stAlertContentError"]').filter(has_text=code).all():
            where = box.bounding_box()
            if field and where and 0 <= where["y"] - (field["y"] + field["height"]) < 160:
                found = box
        if (found is not None) == expected:
            return found
        page.wait_for_timeout(250)
    return found


def test_deck_forms_edit_a_card_show_its_error_at_the_field_and_add_one(page, studio):
    url, _ = studio
    open_call_editor(page, url, "gsh-hillside.call.json", "decks")
    type_into(page, "/decks/0/cards/0/copies", "6")
    assert json_shows(page, lambda data: data["decks"][0]["cards"][0]["copies"] == 6)
    type_into(page, "/decks/0/cards/0/id", "Dry Brush")
    assert error_under(page, "/decks/0/cards/0/id", "FP101") is not None
    form_field(page, "/decks/0/cards/0/id").scroll_into_view_if_needed()
    shot(page, "deck_forms-error-at-field", full_page=False)
    type_into(page, "/decks/0/cards/0/id", "dry-brush")
    assert error_under(page, "/decks/0/cards/0/id", "FP101", expected=False) is None
    page.get_by_role("button", name=i18n.t("form_add", what=i18n.t("ff_cards"))).first.click()
    settle(page)
    assert json_shows(page, lambda data: data["decks"][0]["cards"][-1]["id"] == "card-1")
    assert form_field(page, "/decks/0/cards/8/title/en").locator("input").input_value() == i18n.t("form_new_title")
    shot(page, "deck_forms-card-added", full_page=True)


def test_hero_forms_edit_a_specialist_and_a_marker(page, studio):
    url, _ = studio
    open_call_editor(page, url, "gsh-hillside.call.json", "heroes")
    type_into(page, "/heroes/specialists/0/ap", "5")
    assert json_shows(page, lambda data: data["heroes"]["specialists"][0]["ap"] == 5)
    type_into(page, "/markers/0/clear_cost", "3")
    assert json_shows(page, lambda data: data["markers"][0]["clear_cost"] == 3)
    type_into(page, "/water_sources/0/cells", "0,2; nowhere")
    assert error_under(page, "/water_sources/0/cells", "FP101") is not None
    form_field(page, "/water_sources/0/cells").scroll_into_view_if_needed()
    shot(page, "hero_forms", full_page=False)


def test_typed_during_undo_a_number_reaches_the_call(page, studio):
    url, _ = studio
    open_call_editor(page, url, "fire-rescue-family.call.json", "numbers")
    field = page.get_by_role("spinbutton", name=i18n.t("field_win_rescued"))
    field.fill("9")
    field.press("Enter")
    settle(page)
    assert json_shows(page, lambda data: data["win"]["rescued"] == 9)
    button(page, i18n.t("undo")).scroll_into_view_if_needed()  # the top of the page: the toolbar and the field
    field.scroll_into_view_if_needed()
    undo, box = button(page, i18n.t("undo")).bounding_box(), field.bounding_box()
    assert all(b["y"] >= 0 and b["y"] + b["height"] <= VIEWPORT["height"] for b in (undo, box))  # no scrolling between
    page.mouse.click(undo["x"] + undo["width"] / 2, undo["y"] + undo["height"] / 2)
    page.mouse.click(box["x"] + 20, box["y"] + box["height"] / 2)  # where the field is seen, while the undo runs
    page.keyboard.press("Control+A")
    page.keyboard.type("11")
    page.keyboard.press("Enter")
    typed_into = page.evaluate("() => [document.activeElement.getAttribute('aria-label'), document.activeElement.value]")
    assert typed_into == [i18n.t("field_win_rescued"), "11"]
    settle(page)
    assert json_shows(page, lambda data: data["win"]["rescued"] == 11)
    assert field.input_value() == "11"


def test_refused_title_stays_in_its_field_with_its_problem_and_a_later_title_is_applied(page, studio):
    url, _ = studio
    open_call_editor(page, url, "fire-rescue-family.call.json", "text")
    column = page.locator('[data-testid="stColumn"]').filter(has=page.locator('[class*="st-key-title_en_"]')).last
    field = column.locator('[class*="st-key-title_en_"] input')
    field.fill("")
    field.press("Enter")
    settle(page)  # the page comes to rest: the refused value does not make it rerun for ever
    column.get_by_text("FP101").wait_for()
    assert field.input_value() == ""
    assert json_view(page)["title"]["en"] == "House Fire (family game)"
    field.fill("Blaze")
    field.press("Enter")
    settle(page)
    assert json_shows(page, lambda data: data["title"]["en"] == "Blaze")
    assert field.input_value() == "Blaze" and column.get_by_text("FP101").count() == 0


def _drawing(page, key: str):
    frame = page.locator(f".st-key-{key} iframe").element_handle().content_frame()
    frame.wait_for_function("() => { const i = document.getElementById('image'); return i && i.complete && i.width > 0 }")
    return frame


def _scroll(page, key: str) -> tuple[int, int]:
    """(left, top) the zoomed drawing ``key`` is panned to."""
    return tuple(page.evaluate(
        """(key) => { const box = document.querySelector('.st-key-' + key + '_zoomed');
        const inner = box.querySelector('iframe').contentDocument.getElementById('image-container');
        return [Math.round(inner.scrollLeft), Math.round(box.scrollTop)]; }""", key))


def _selected(page) -> tuple[str, str]:
    return (page.get_by_role("spinbutton", name=i18n.t("row"), exact=True).input_value(),
            page.get_by_role("spinbutton", name=i18n.t("col"), exact=True).input_value())


def test_drag_to_pan_the_zoomed_board_and_click_without_dragging(page, studio):
    url, library = studio
    from authoring.studio import logic

    path = library / "boards" / "fire-rescue-front.board.json"
    board = logic.open_doc(path).model
    page.goto(f"{url}/board_editor?file=boards/{path.name}")
    heading(page, i18n.t("page_board")).wait_for()
    page.locator(".st-key-board_diag_panel").wait_for()
    settle(page)
    page.get_by_text("200%", exact=True).click()
    settle(page)
    page.locator('.st-key-board_click_zoomed[data-pan="ready"]').wait_for()
    before = _selected(page)
    frame = _drawing(page, "board_click")
    scale = frame.locator("#image").bounding_box()["width"] / render.drawing_size(board, layers=render.DEFAULT_LAYERS - {"markers"})[0]
    top = render.MARGIN + render.TITLE_HEIGHT

    def centre(r, c):  # the middle of space (r, c), on the page as it is scrolled now
        box = frame.locator("#image").bounding_box()
        return (box["x"] + (render.MARGIN + (c + 0.5) * render.CELL) * scale,
                box["y"] + (top + (r + 0.5) * render.CELL) * scale)

    # a drag pans and clicks nothing (it starts on a space that shows in the window)
    x, y = centre(1, 1)
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 18 * step, y - 20 * step)
    page.mouse.up()
    settle(page)
    left, down = _scroll(page, "board_click")
    assert left > 100 and down > 100, (left, down)
    assert _selected(page) == before
    shot(page, "drag_to_pan-dragged", full_page=False)
    # the keyboard pans the focused frame; Home goes back to the top left corner
    page.locator(".st-key-board_click_zoomed").focus()
    page.keyboard.press("Home")
    assert _scroll(page, "board_click") == (0, 0)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    assert _scroll(page, "board_click") == (60, 60)
    page.keyboard.press("Home")
    # a click that moves less than the threshold still picks the space
    x, y = centre(1, 2)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 2, y + 1)
    page.mouse.up()
    settle(page)
    assert before != ("1", "2") and _selected(page) == ("1", "2")
    # fit shows the whole board again, in no frame
    page.get_by_text(i18n.t("zoom_fit"), exact=True).click()
    settle(page)
    assert page.locator(".st-key-board_click_zoomed").count() == 0
    shot(page, "drag_to_pan-fit", full_page=False)


def test_drag_to_pan_in_play_and_a_click_still_proposes_actions(page, studio):
    url, _ = studio
    page.goto(f"{url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    page.locator(".st-key-play_status").wait_for()
    settle(page)
    page.get_by_text("200%", exact=True).click()
    settle(page)
    page.locator('.st-key-play_click_zoomed[data-pan="ready"]').wait_for()
    frame = _drawing(page, "play_click")
    box = frame.locator("#image").bounding_box()
    x, y = box["x"] + 200, box["y"] + 250
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(x - 15 * step, y - 15 * step)
    page.mouse.up()
    settle(page)
    left, down = _scroll(page, "play_click")
    assert left > 60 and down > 60, (left, down)
    assert page.locator(".st-key-play_proposal").count() == 0  # the drag clicked nothing
    shot(page, "drag_to_pan-play", full_page=False)
    page.locator(".st-key-play_click_zoomed").focus()
    page.keyboard.press("Home")
    box = frame.locator("#image").bounding_box()
    page.mouse.click(box["x"] + 200, box["y"] + 250)
    page.locator(".st-key-play_proposal").wait_for()
