"""The studio in a real browser: ``streamlit run`` in a subprocess, driven by Playwright and Chromium.

Every page is visited, a legal action is clicked on the Play page, a turn is
ended, a wall is clicked on the board editor's drawing, a space is clicked on
the Play page's drawing and the action it proposes played, and a screenshot
of each step is saved under ``tests/artifacts/``.
The test uses the system's Chromium (Debian: ``apt-get install chromium``)
and skips, saying why, only when no browser can be found or launched.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET

import pytest
from browser_support import (
    BROWSER_ARGS,
    TIMEOUT_MS,
    browser_or_skip,
    button,
    free_port,
    heading,
    settle,
    shot,
    start_studio,
    stop_studio,
)

from authoring import edit, playing
from authoring.commands.studio import PROJECT_ROOT
from authoring.drawings import render
from authoring.studio import library_files, logic

pytestmark = pytest.mark.browser

PAGES = ("library", "board_editor", "call_editor", "play", "playtest")


@pytest.fixture(scope="module")
def browser_path():
    return browser_or_skip()


@pytest.fixture(scope="module")
def studio_url(tmp_path_factory, browser_path):
    library = tmp_path_factory.mktemp("browser") / "calls"
    shutil.copytree(PROJECT_ROOT / "calls", library)
    proc, url = start_studio(library, free_port())
    try:
        yield url
    finally:
        stop_studio(proc)


@pytest.fixture(scope="module")
def page(browser_path, tmp_path_factory):
    from playwright.sync_api import Error, sync_playwright

    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as pw:
        try:
            context = pw.chromium.launch_persistent_context(
                str(profile), executable_path=browser_path, args=BROWSER_ARGS, headless=True,
                viewport={"width": 1400, "height": 2000},
            )
        except Error as exc:
            pytest.skip(f"Chromium at {browser_path} cannot be launched: {str(exc).splitlines()[0]}")
        try:
            tab = context.pages[0] if context.pages else context.new_page()
            tab.set_default_timeout(TIMEOUT_MS)
            yield tab
        finally:
            context.close()


@pytest.mark.parametrize("name", PAGES)
def test_every_page_renders(page, studio_url, name):
    from authoring.language import i18n

    key = {"library": "page_library", "board_editor": "page_board", "call_editor": "page_call", "play": "page_play",
           "playtest": "page_playtest"}[name]
    page.goto(f"{studio_url}/{name}")  # every page at its own address, the first one too
    heading(page, i18n.t(key)).wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.get_by_text("Page not found").count() == 0
    # the toolbar is minimal: no "Deploy" button for designers
    assert page.get_by_role("button", name="Deploy").count() == 0
    assert shot(page, name).stat().st_size > 0


def test_the_root_address_opens_the_library(page, studio_url):
    from authoring.language import i18n

    page.goto(studio_url)
    heading(page, i18n.t("page_library")).wait_for()
    settle(page)
    assert page.url.split("?")[0].rstrip("/").endswith("/library")
    assert page.title() == "Call Forge"


def test_play_a_legal_action_and_end_the_turn(page, studio_url):
    from authoring.language import i18n

    page.goto(f"{studio_url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    heading(page, i18n.t("actions")).wait_for()
    settle(page)
    shot(page, "play-start")
    undo = button(page, i18n.t("undo"))
    assert undo.is_disabled()
    move = page.get_by_role("button", name="Move to").first
    label = move.inner_text()
    move.click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('button')].some(b => b.innerText.split('\\n').map(s => s.trim()).includes('Undo') && !b.disabled)"
    )
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, "play-after-move")
    button(page, i18n.t("act_end")).first.click()
    page.get_by_text(i18n.t("fire_phase_of", n=1, turn=1)).wait_for()
    settle(page)
    phase = page.locator('[data-testid="stMarkdownContainer"] ol').first.inner_text()
    assert phase.startswith("roll: red d6 → "), phase
    shot(page, "play-after-end-turn")
    assert label.startswith("Move to")


def test_playtest_shows_its_statistics(page, studio_url):
    from authoring.language import i18n

    page.goto(f"{studio_url}/playtest")
    heading(page, i18n.t("page_playtest")).wait_for()
    settle(page)
    games = page.locator(".st-key-pt_games input")
    games.fill("5")  # typed, as a designer asks for a quick look (20 by default)
    games.press("Enter")
    settle(page)
    page.get_by_role("button", name=i18n.t("pt_run")).click()
    heading(page, i18n.t("pt_heatmaps")).wait_for()
    settle(page)
    assert page.get_by_text(i18n.t("pt_done", n=15)).count() == 1  # 3 levels x 5 games
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, "playtest-results")


# --- clicks on the drawing -------------------------------------------------------------------

SVG = "{http://www.w3.org/2000/svg}"


def drawing_image(page, key: str, *, not_src: str | None = None):
    """The ``<img>`` of board drawing ``key`` (inside the image component's frame), once it has loaded.

    With ``not_src``, wait until the image shows another picture than that one.
    """
    handle = page.locator(f".st-key-{key} iframe").element_handle()
    frame = handle.content_frame()
    frame.wait_for_function(
        "(old) => { const i = document.getElementById('image');"
        " return i && i.complete && i.naturalWidth > 0 && i.width > 0 && i.src !== old }",
        arg=not_src,
    )
    return frame.locator("#image")


def click_drawing(page, key: str, board, layers, point) -> None:
    """Click the drawing of ``board`` (drawn with ``layers``) at ``point``, given in SVG units."""
    image = drawing_image(page, key)
    box = image.bounding_box()
    width, height = render.drawing_size(board, layers=layers)
    assert box["height"] == pytest.approx(box["width"] * height / width, abs=2)
    scale = box["width"] / width
    image.click(position={"x": point[0] * scale, "y": point[1] * scale})


def wall_middle(svg: str, edge) -> tuple[float, float]:
    """The middle of the wall line drawn on ``edge``."""
    attr = f"{edge[0][0]},{edge[0][1]}-{edge[1][0]},{edge[1][1]}"
    line = next(el for el in ET.fromstring(svg).iter(f"{SVG}line") if el.get("data-edge") == attr)
    return (float(line.get("x1")) + float(line.get("x2"))) / 2, (float(line.get("y1")) + float(line.get("y2"))) / 2


def space_middle(svg: str, cell) -> tuple[float, float]:
    """The middle of the space drawn for ``cell``."""
    attr = f"{cell[0]},{cell[1]}"
    rect = next(el for el in ET.fromstring(svg).iter(f"{SVG}rect") if el.get("data-cell") == attr)
    return float(rect.get("x")) + float(rect.get("width")) / 2, float(rect.get("y")) + float(rect.get("height")) / 2


def test_click_a_wall_in_the_board_editor(page, studio_url):
    from authoring.language import i18n

    page.goto(f"{studio_url}/board_editor")
    heading(page, i18n.t("page_board")).wait_for()
    settle(page)
    path = library_files.library_files(PROJECT_ROOT / "calls")[0]  # the first board, open at once
    page.get_by_text(i18n.t("click_edge")).wait_for()
    settle(page)
    board = logic.open_doc(path).model
    layers = render.DEFAULT_LAYERS - {"markers"}  # the page's default layers
    svg = render.render_svg(board, layers=layers)
    edge = next(e for e in sorted(map(edit.normalize_edge, board.walls)) if not edit.is_exterior(board, e))
    assert edit.edge_kind(board, edge) == "wall"
    before = drawing_image(page, "board_click").get_attribute("src")
    shot(page, "board-editor-before-click")
    click_drawing(page, "board_click", board, layers, wall_middle(svg, edge))
    # the tool panel names the clicked edge with its next kind, and the drawing is drawn again
    name = f"{list(edge[0])}–{list(edge[1])}"
    page.get_by_text(i18n.t("edge_now", edge=name, kind=i18n.t("edge_door")).replace("**", "")).wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    drawing_image(page, "board_click", not_src=before)  # the drawing shows the door
    assert button(page, i18n.t("undo")).is_enabled()
    shot(page, "board-editor-after-click")


def test_click_a_space_in_play_and_play_the_proposed_action(page, studio_url):
    from authoring.language import i18n

    page.goto(f"{studio_url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    heading(page, i18n.t("actions")).wait_for()
    settle(page)
    calls = [p for p in library_files.library_files(PROJECT_ROOT / "calls") if p.name.endswith(logic.CALL_SUFFIX)]
    _, board = playing.load_playable(calls[0])  # the Call the page starts by default
    layers = render.DEFAULT_LAYERS - {"dice", "title"}
    move = page.get_by_role("button", name="Move to").first.inner_text().strip()
    target = tuple(int(v) for v in move.removeprefix("Move to ").split(","))
    start = drawing_image(page, "play_click").get_attribute("src")
    click_drawing(page, "play_click", board, layers, space_middle(render.render_svg(board, layers=layers), target))
    where = i18n.t("picked_cell", cell=f"{target[0]},{target[1]}")
    box = page.locator(".st-key-play_proposal").filter(has_text=f"{where}:")
    box.wait_for()
    settle(page)
    proposal = drawing_image(page, "play_click", not_src=start).get_attribute("src")  # the target highlighted
    shot(page, "play-click-proposal")
    buttons = [b.inner_text().strip() for b in box.get_by_role("button").all()]
    assert buttons[-1].endswith(i18n.t("clear_pick")), buttons
    proposals = buttons[:-1]
    assert move in proposals, proposals
    if len(proposals) == 1:  # one action: it is the proposed one, the primary button
        assert box.get_by_text(i18n.t("proposed", where=where)).count() == 1
        assert box.get_by_role("button", name=move, exact=True).get_attribute("kind") == "primary"
    box.get_by_role("button", name=move, exact=True).click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('button')].some(b => b.innerText.split('\\n').map(s => s.trim()).includes('Undo') && !b.disabled)"
    )
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.get_by_text(f"{where}:").count() == 0  # the proposal is gone once played
    # the firefighter stands on the clicked space now: no move there is offered, and the drawing changed
    assert page.get_by_role("button", name=move, exact=True).count() == 0
    drawing_image(page, "play_click", not_src=proposal)
    shot(page, "play-after-click")


def test_a_gsh_game_forges_heroes_uses_a_boost_and_flips_the_reserve(page, studio_url):
    """Golden State Heroes in the browser: equip Gear and keep Boosts (R-HERO-1), use the Active Boost and see the
    Reserve Boost become Active at the end of the turn (R-HERO-2)."""
    from authoring.language import i18n

    page.goto(f"{studio_url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.locator(".st-key-play_call").click()
    page.get_by_role("option", name="gsh-warehouse.call.json").click()
    settle(page)
    players = page.locator(".st-key-play_players input")
    players.fill("1")
    players.press("Enter")
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    page.get_by_text("Equip 2 Gear:").wait_for()
    settle(page)
    shot(page, "gsh-forge")
    for prefix in ("Equip Gear:", "Equip Gear:", "Keep Boost:", "Keep Boost:"):
        before = page.locator("button", has_text=prefix).count()
        page.locator("button", has_text=prefix).first.click()
        page.wait_for_function(
            "([p, n]) => [...document.querySelectorAll('button')].filter(b => b.innerText.includes(p)).length !== n",
            arg=[prefix, before],
        )
        settle(page)
    page.get_by_text("Reserve Boost:").wait_for()
    reserve = page.get_by_text("Reserve Boost:").first.inner_text().split("Reserve Boost:", 1)[1].strip()
    shot(page, "gsh-forged")
    page.get_by_role("button", name=i18n.t("act_boost")).click()
    page.wait_for_function("() => !document.body.innerText.includes('Reserve Boost:') || true")
    settle(page)
    page.get_by_role("button", name=i18n.t("act_end")).click()
    page.get_by_text(i18n.t("fire_phase_of", n=1, turn=1)).wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.get_by_text(f"Active Boost {reserve}:").count() >= 1
    assert page.get_by_text("Reserve Boost:").count() == 0
    shot(page, "gsh-reserve-flipped")
