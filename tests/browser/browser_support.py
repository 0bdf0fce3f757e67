"""Shared by the browser tests: find Chromium, run the studio in a subprocess, wait for Streamlit, screenshots."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from authoring.commands.studio import PROJECT_ROOT, studio_command
from authoring.language import i18n

ARTIFACTS = PROJECT_ROOT / "tests" / "artifacts"
BROWSER_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
BROWSER_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
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


def browser_or_skip() -> str:
    path = find_browser()
    if path is None:
        pytest.skip("no Chromium found (install it with `apt-get install chromium` or set CALLFORGE_BROWSER)")
    pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    """Poll Streamlit's health endpoint until it answers ``ok`` (fails if the server exits)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            out = proc.stdout.read() if proc.stdout else ""
            raise AssertionError(f"streamlit exited with {proc.returncode}:\n{out}")
        with contextlib.suppress(OSError), urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
            if answer.read().strip() == b"ok":
                return
        time.sleep(0.2)
    raise AssertionError(f"streamlit did not answer at {url} within {timeout:.0f} s")


def start_studio(library: Path, port: int) -> tuple[subprocess.Popen, str]:
    """``streamlit run`` the studio on ``library`` at ``port``; the process and its URL, once it answers."""
    env = dict(os.environ)
    env["CALLFORGE_LIBRARY"] = str(library)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PROJECT_ROOT), env.get("PYTHONPATH", "")) if p)
    cmd = studio_command(library, port=port, headless=True)
    cmd += ["--server.fileWatcherType", "none", "--global.developmentMode", "false"]
    proc = subprocess.Popen(cmd, env=env, cwd=library.parent, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, proc)
    except BaseException:
        stop_studio(proc)
        raise
    return proc, url


def stop_studio(proc: subprocess.Popen, *, kill: bool = False) -> None:
    """End the studio started by :func:`start_studio` (``kill``: at once, as a crash would)."""
    if proc.poll() is not None:
        return
    if kill:
        proc.send_signal(signal.SIGKILL)
    else:
        proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def settle(page) -> None:
    """Wait until Streamlit has finished running the script (the status widget goes away)."""
    page.wait_for_selector('[data-testid="stApp"]')
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stStatusWidgetRunningIcon\"]')"
        " && (!document.querySelector('[data-testid=\"stStatusWidget\"]')"
        " || !document.querySelector('[data-testid=\"stStatusWidget\"]').innerText.includes('Running'))"
    )
    page.wait_for_timeout(300)


def shot(page, name: str, *, full_page: bool = True) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"browser-{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def heading(page, text: str):
    return page.get_by_role("heading", name=text, exact=True).first


def open_call_editor(page, url: str, call_file: str, tab: str) -> None:
    """The studio at ``url`` on the Call editor, ``call_file`` of its library open on ``tab``, at rest."""
    page.goto(f"{url}/call_editor?file={call_file}&tab={tab}")
    heading(page, i18n.t("page_call")).wait_for()
    settle(page)


def button(scope, label: str):
    """The button shown whose label is ``label`` (a keyboard shortcut it shows beside the label does not count; the
    hidden copy Streamlit keeps of a button with a tooltip does not either)."""
    return scope.locator("button:visible").filter(has=scope.get_by_text(label, exact=True))


@contextlib.contextmanager
def launched_chromium():
    """Chromium launched headless for a test (skipping, with the reason, when it cannot start); closed afterwards."""
    path = browser_or_skip()
    from playwright.sync_api import Error, sync_playwright

    with sync_playwright() as pw:
        try:
            chromium = pw.chromium.launch(executable_path=path, args=BROWSER_ARGS, headless=True)
        except Error as exc:
            pytest.skip(f"Chromium at {path} cannot be launched: {str(exc).splitlines()[0]}")
        try:
            yield chromium
        finally:
            chromium.close()


VIEWPORT = {"width": 1280, "height": 800}
"""The smallest screen every layout must fit: 1280x800."""


@contextlib.contextmanager
def studio_on_a_copy(tmp_path_factory, name: str, extra_boards: tuple[Path, ...] = ()):
    """A studio on a fresh copy of the bundled Calls (plus ``extra_boards``): yields ``(url, library)``."""
    browser_or_skip()
    library = tmp_path_factory.mktemp(name) / "calls"
    shutil.copytree(PROJECT_ROOT / "calls", library)
    for board in extra_boards:
        shutil.copy(board, library / "boards" / board.name)
    proc, url = start_studio(library, free_port())
    try:
        yield url, library
    finally:
        stop_studio(proc)


@contextlib.contextmanager
def open_page(browser, viewport: dict | None = None):
    """A page in a context of its own that answers "leave with unsaved changes?" with yes; closed after."""
    context = browser.new_context(viewport=viewport or VIEWPORT)
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT_MS)
    tab.on("dialog", lambda dialog: dialog.accept())
    try:
        yield tab
    finally:
        context.close()
