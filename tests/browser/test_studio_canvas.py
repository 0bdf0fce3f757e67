"""Problems on the canvas, Call editor tabs and Play's status line in a real browser, at 1280 x 800.

- ``problems``: a sealed room is marked on the board drawing without being chosen, and the problems
  panel sits beside the drawing, inside the window.
- ``call_editor_tabs``: the Call editor stays on its tab when a problem is chosen and when a message
  appears above the tabs; the heroes tab opens from the address, and an optional number can be emptied.
- ``hungarian_diagnostics``: with the interface in Hungarian, the problems read in Hungarian.
- ``play_status_line``: the status line names the firefighter to play, its AP and what it carries.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import base64

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

from authoring.commands.studio import PROJECT_ROOT
from authoring.language import diagnostic_text, i18n

pytestmark = pytest.mark.browser
SEALED = PROJECT_ROOT / "tests" / "golden" / "diagnostics" / "FP205-closed-room" / "fp205-closed-room.board.json"
SEALED_CELLS = ((5, 8), (6, 8))


@pytest.fixture(scope="module")
def studio(tmp_path_factory):
    with studio_on_a_copy(tmp_path_factory, "canvas", (SEALED,)) as running:
        yield running


@pytest.fixture(scope="module")
def browser():
    with launched_chromium() as chromium:
        yield chromium


@pytest.fixture
def page(browser):
    with open_page(browser) as tab:
        yield tab


def drawing_svg(page, key: str) -> str:
    """The SVG the drawing ``key`` shows (its ``data:`` URL decoded)."""
    frame = page.locator(f".st-key-{key} iframe").element_handle().content_frame()
    frame.wait_for_function("() => { const i = document.getElementById('image'); return i && i.complete && i.width > 0 }")
    src = frame.locator("#image").get_attribute("src")
    assert src.startswith("data:image/svg+xml;base64,")
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8")


def in_window(box) -> bool:
    return box is not None and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= VIEWPORT["width"] + 1 \
        and box["y"] < VIEWPORT["height"]


def test_problems_a_sealed_room_is_marked_on_the_canvas_without_choosing_it(page, studio):
    url, _ = studio
    page.goto(f"{url}/board_editor?file=boards/{SEALED.name}")
    heading(page, i18n.t("page_board")).wait_for()
    page.locator(".st-key-board_diag_panel").wait_for()
    settle(page)
    svg = drawing_svg(page, "board_click")
    for r, c in SEALED_CELLS:
        assert f'class="problem error" data-cell="{r},{c}"' in svg
    assert 'class="problem-chosen"' not in svg  # nothing was chosen
    panel = page.locator(".st-key-board_diag_panel").bounding_box()
    drawing = page.locator(".st-key-board_click").bounding_box()
    assert in_window(panel), panel
    assert panel["x"] >= drawing["x"] + drawing["width"] - 1  # beside the drawing, not below it
    assert page.locator(".st-key-board_diag_panel").get_by_text("FP205").count() == 1
    shot(page, "problems-marked", full_page=False)
    # choosing the problem fills its spaces, in the error colour, not the selection's
    page.locator(".st-key-board_diag_panel").get_by_text("FP205").click()
    settle(page)
    page.wait_for_function("() => true")
    svg = drawing_svg(page, "board_click")
    assert 'class="problem-chosen"' in svg and 'stroke="#d0021b"' in svg
    shot(page, "problems-chosen", full_page=False)


def test_hungarian_diagnostics_read_in_hungarian(page, studio):
    url, _ = studio
    page.goto(f"{url}/board_editor?file=boards/{SEALED.name}&lang=hu")
    heading(page, i18n.t("page_board", "hu")).wait_for()
    panel = page.locator(".st-key-board_diag_panel")
    panel.wait_for()
    settle(page)
    cells = ", ".join(f"[{r}, {c}]" for r, c in SEALED_CELLS)
    hungarian = f"2 mező kívülről nem érhető el, még nyitott ajtókkal sem: {cells}"
    english = f"2 spaces cannot be reached from outside, even with every door open: {cells}"
    assert diagnostic_text.translate_message("FP205", english, "hu") == hungarian
    panel.get_by_text(hungarian).wait_for()
    assert panel.get_by_text(english).count() == 0
    panel.get_by_text("FP205").click()
    settle(page)
    panel.get_by_text("Tegyél ajtót vagy nyílást").wait_for()  # the hint too
    shot(page, "hungarian-diagnostics", full_page=False)


def test_call_editor_tabs_keep_their_place(page, studio):
    url, _ = studio
    open_call_editor(page, url, "fire-rescue-family.call.json", "setup")
    setup = page.get_by_role("tab", name=i18n.t("tab_setup"))
    assert setup.get_attribute("aria-selected") == "true"  # the tab from the address
    page.get_by_role("tab", name=i18n.t("tab_numbers")).click()
    settle(page)
    numbers = page.get_by_role("tab", name=i18n.t("tab_numbers"))
    assert numbers.get_attribute("aria-selected") == "true"
    assert "tab=numbers" in page.url
    # a change that makes a problem appear (and a message above the tabs) keeps the tab open
    field = page.get_by_role("spinbutton", name=i18n.t("field_win_rescued"))
    field.fill("40")
    field.press("Enter")
    page.get_by_text("FP304").first.wait_for()
    settle(page)
    assert page.get_by_role("tab", name=i18n.t("tab_numbers")).get_attribute("aria-selected") == "true"
    shot(page, "call-editor-tabs-error-at-field", full_page=False)
    # from another tab, choosing the problem opens the tab of its field
    page.get_by_role("tab", name=i18n.t("tab_text")).click()
    settle(page)
    page.locator(".st-key-call_diag_panel").get_by_text("FP304").first.click()
    settle(page)
    assert page.get_by_role("tab", name=i18n.t("tab_numbers")).get_attribute("aria-selected") == "true"
    assert in_window(page.locator(".st-key-call_diag_panel").bounding_box())
    shot(page, "call-editor-tabs", full_page=False)



def _json_view(page) -> str:
    """The Call's JSON as the page's JSON view shows it."""
    view = page.get_by_text(i18n.t("json_view"))
    if page.locator('[data-testid="stExpander"] details[open]').count() == 0:
        view.click()
        settle(page)
    return page.locator('[data-testid="stExpander"] [data-testid="stCode"]').last.inner_text()


def _json_view_comes_to(page, check, tries: int = 20) -> bool:
    """Whether the JSON view comes to satisfy ``check`` (polled: a rerun may end after the status widget went)."""
    for _ in range(tries):
        if check(_json_view(page)):
            return True
        page.wait_for_timeout(250)
    return False


def test_call_editor_heroes_tab_from_the_address_and_an_optional_number(page, studio):
    """The heroes tab opens from the address; ``loss.helpers_lost`` is written when typed and left out when emptied."""
    url, _ = studio
    open_call_editor(page, url, "gsh-hillside.call.json", "heroes")
    assert page.get_by_role("tab", name=i18n.t("tab_heroes")).get_attribute("aria-selected") == "true"
    page.get_by_role("tab", name=i18n.t("tab_numbers")).click()
    settle(page)
    page.wait_for_function("() => window.location.search.includes('tab=numbers')")  # set once the rerun ends
    field = page.get_by_role("spinbutton", name=i18n.t("field_loss_helpers_lost"))
    assert field.input_value() == ""
    field.fill("3")
    field.press("Enter")
    settle(page)
    assert _json_view_comes_to(page, lambda text: '"helpers_lost": 3' in text)
    field.fill("")
    field.press("Enter")
    settle(page)
    assert _json_view_comes_to(page, lambda text: "helpers_lost" not in text) and field.input_value() == ""
    assert page.get_by_role("tab", name=i18n.t("tab_numbers")).get_attribute("aria-selected") == "true"

def test_play_status_line_names_the_firefighter_its_ap_and_load(page, studio):
    url, library = studio
    from authoring import playing

    page.goto(f"{url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    status = page.locator(".st-key-play_status")
    status.wait_for()
    settle(page)
    call, board = playing.load_playable(library / "fire-rescue-experienced.call.json")
    text = status.inner_text()
    assert i18n.t("status_turn", turn=1) in text and i18n.t("seat", n=1) in text
    assert i18n.t("status_ap", n=4) in text or "AP" in text
    assert i18n.t("status_carries_nothing") in text and i18n.t("status_person") in text
    assert in_window(status.bounding_box())
    drawing = page.locator(".st-key-play_click").bounding_box()
    assert drawing["y"] + drawing["height"] <= VIEWPORT["height"], drawing  # the whole board in the window
    shot(page, "play-status-line", full_page=False)
    # a move by a person, then a turn ended: the log lists each step on its own line
    page.get_by_role("button", name="Move to").first.click()
    settle(page)
    button(page, i18n.t("act_end")).first.click()
    settle(page)
    log = page.locator(".st-key-play_log")
    assert log.locator("li").count() >= 3
    shot(page, "play-log", full_page=False)


def test_hovering_an_edge_previews_what_a_click_changes(page, studio):
    from authoring import edit
    from authoring.drawings import render
    from authoring.studio import logic

    url, library = studio
    path = library / "boards" / "fire-rescue-front.board.json"
    page.goto(f"{url}/board_editor?file=boards/{path.name}")
    heading(page, i18n.t("page_board")).wait_for()
    page.locator(".st-key-board_diag_panel").wait_for()
    settle(page)
    board = logic.open_doc(path).model
    layers = render.DEFAULT_LAYERS - {"markers"}
    edge = next(e for e in sorted(map(edit.normalize_edge, board.walls)) if not edit.is_exterior(board, e))
    (r1, c1), (r2, c2) = edge
    frame = page.locator(".st-key-board_click iframe").element_handle().content_frame()
    image = frame.locator("#image")
    box = image.bounding_box()
    width, _ = render.drawing_size(board, layers=layers)
    scale = box["width"] / width
    top = render.MARGIN + render.TITLE_HEIGHT
    if r1 == r2:  # a vertical wall line between columns c1 and c2
        x, y = render.MARGIN + c2 * render.CELL, top + (r1 + 0.5) * render.CELL
    else:
        x, y = render.MARGIN + (c1 + 0.5) * render.CELL, top + r2 * render.CELL
    page.wait_for_timeout(600)  # the hover script attaches within half a second
    image.hover(position={"x": x * scale + 1, "y": y * scale + 1})
    tip = frame.locator(".edge-preview")
    tip.wait_for(state="visible")
    expected = f"{list(edge[0])}–{list(edge[1])}: {i18n.t('edge_wall')} → {i18n.t('edge_door')}"
    assert tip.inner_text() == expected
    shot(page, "edge-hover-preview", full_page=False)
