"""The studio in a real browser: ``streamlit run`` in a subprocess, driven by Playwright and Chromium.

Every page is visited, a legal action is clicked on the Play page, a turn is
ended, and a screenshot of each step is saved under ``tests/artifacts/``.
The test uses the system's Chromium (Debian: ``apt-get install chromium``)
and skips, saying why, only when no browser can be found or launched.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from authoring.commands.studio import PROJECT_ROOT, studio_command

pytestmark = pytest.mark.browser

ARTIFACTS = PROJECT_ROOT / "tests" / "artifacts"
BROWSER_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
BROWSER_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PAGES = ("library", "board_editor", "call_editor", "play", "playtest")
TIMEOUT_MS = 30_000


def find_browser() -> str | None:
    """A Chromium-family executable: ``$CALLFORGE_BROWSER``, a usual path, or one on ``PATH``."""
    for candidate in (os.environ.get("CALLFORGE_BROWSER"), *BROWSER_CANDIDATES):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    """Poll Streamlit's health endpoint until it answers ``ok`` (fails if the server exits)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"streamlit exited with {proc.returncode}:\n{proc.stdout.read()}")
        with contextlib.suppress(OSError), urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
            if answer.read().strip() == b"ok":
                return
        time.sleep(0.2)
    raise AssertionError(f"streamlit did not answer at {url} within {timeout:.0f} s")


@pytest.fixture(scope="module")
def browser_path():
    path = find_browser()
    if path is None:
        pytest.skip("no Chromium found (install it with `apt-get install chromium` or set CALLFORGE_BROWSER)")
    pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    return path


@pytest.fixture(scope="module")
def studio_url(tmp_path_factory, browser_path):
    library = tmp_path_factory.mktemp("browser") / "calls"
    shutil.copytree(PROJECT_ROOT / "calls", library)
    port = free_port()
    env = dict(os.environ)
    env["CALLFORGE_LIBRARY"] = str(library)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PROJECT_ROOT), env.get("PYTHONPATH", "")) if p)
    cmd = studio_command(library, port=port, headless=True)
    cmd += ["--server.address", "127.0.0.1", "--server.fileWatcherType", "none", "--global.developmentMode", "false"]
    proc = subprocess.Popen(cmd, env=env, cwd=library.parent, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


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


def settle(page) -> None:
    """Wait until Streamlit has finished running the script (the status widget goes away)."""
    page.wait_for_selector('[data-testid="stApp"]')
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stStatusWidget\"]')"
        " || !document.querySelector('[data-testid=\"stStatusWidget\"]').innerText.includes('Running')"
    )
    page.wait_for_timeout(300)


def shot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"browser-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def heading(page, text: str):
    return page.get_by_role("heading", name=text, exact=True).first


@pytest.mark.parametrize("name", PAGES)
def test_every_page_renders(page, studio_url, name):
    from authoring.studio import i18n

    key = {"library": "page_library", "board_editor": "page_board", "call_editor": "page_call", "play": "page_play",
           "playtest": "page_playtest"}[name]
    page.goto(f"{studio_url}/{name}" if name != "library" else studio_url)
    heading(page, i18n.t(key)).wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert shot(page, name).stat().st_size > 0


def test_play_a_legal_action_and_end_the_turn(page, studio_url):
    from authoring.studio import i18n

    page.goto(f"{studio_url}/play")
    heading(page, i18n.t("page_play")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("start_game")).click()
    heading(page, i18n.t("actions")).wait_for()
    settle(page)
    shot(page, "play-start")
    undo = page.get_by_role("button", name=i18n.t("undo"), exact=True)
    assert undo.is_disabled()
    move = page.get_by_role("button", name="Move to").first
    label = move.inner_text()
    move.click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('button')].some(b => b.innerText.trim().endsWith('Undo') && !b.disabled)"
    )
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, "play-after-move")
    page.get_by_role("button", name=i18n.t("act_end")).click()
    page.get_by_text(i18n.t("fire_phase_of", n=1, turn=1)).wait_for()
    settle(page)
    phase = page.locator('[data-testid="stMarkdownContainer"] ol').first.inner_text()
    assert phase.startswith("roll: red d6 → "), phase
    shot(page, "play-after-end-turn")
    assert label.startswith("Move to")


def test_playtest_shows_its_statistics(page, studio_url):
    from authoring.studio import i18n

    page.goto(f"{studio_url}/playtest")
    heading(page, i18n.t("page_playtest")).wait_for()
    settle(page)
    page.get_by_role("button", name=i18n.t("pt_run")).click()
    heading(page, i18n.t("pt_heatmaps")).wait_for()
    settle(page)
    assert page.get_by_text(i18n.t("pt_done", n=60)).count() == 1  # 3 levels x 4 players x 20 games
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, "playtest-results")
