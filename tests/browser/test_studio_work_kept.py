"""Nothing a designer does is lost, in a real browser: conflicting saves, reloads and a crashed server.

- ``conflict``: two pages edit one board; the second Save is warned, offered a side-by-side diff,
  and the first page's change stays on disk.
- ``unsaved``: edit, reload the page; the draft is offered and restored with its undo history.
- ``draft``: kill the studio mid-edit, start it again; the edit is offered back.

Each test runs its own studio on a copy of the bundled library and saves screenshots under
``tests/artifacts/``.
"""

from __future__ import annotations

import shutil
import time

import pytest
from browser_support import (
    TIMEOUT_MS,
    VIEWPORT,
    button,
    free_port,
    heading,
    launched_chromium,
    settle,
    shot,
    start_studio,
    stop_studio,
)

from authoring.commands.studio import PROJECT_ROOT
from authoring.language import i18n
from authoring.studio import drafts, library_files, logic

pytestmark = pytest.mark.browser


@pytest.fixture
def library(tmp_path):
    target = tmp_path / "calls"
    shutil.copytree(PROJECT_ROOT / "calls", target)
    return target


@pytest.fixture
def browser():
    with launched_chromium() as chromium:
        yield chromium


def new_page(browser):
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.on("dialog", lambda dialog: dialog.accept())  # "leave the page with unsaved changes?": yes
    return page


def written_over(path, old: str, seconds: float = TIMEOUT_MS / 1000) -> str:
    """The text of ``path`` once it differs from ``old``; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while (text := path.read_text(encoding="utf-8")) == old:
        assert time.monotonic() < deadline, f"{path.name} was not saved within {seconds:.0f} s"
        time.sleep(0.1)
    return text


def first_board(library):
    return next(p for p in library_files.library_files(library) if p.name.endswith(logic.BOARD_SUFFIX))


def open_board_editor(page, url, library, path) -> None:
    page.goto(f"{url}/board_editor?file={path.relative_to(library).as_posix()}")
    heading(page, i18n.t("page_board")).wait_for()
    page.get_by_role("button", name=i18n.t("cycle_edge")).wait_for()
    settle(page)


def cycle_edge(page) -> None:
    undo = button(page, i18n.t("undo"))
    steps = page.evaluate("() => window.__steps = (window.__steps || 0) + 1")
    page.get_by_role("button", name=i18n.t("cycle_edge")).click()
    settle(page)
    assert undo.is_enabled(), f"edit {steps} not recorded"


def assert_no_exception(page) -> None:
    assert page.locator('[data-testid="stException"]').count() == 0


def test_conflict_two_pages_edit_one_board_and_the_second_save_is_warned(browser, library):
    proc, url = start_studio(library, free_port())
    try:
        path = first_board(library)
        original = path.read_text(encoding="utf-8")
        first, second = new_page(browser), new_page(browser)
        open_board_editor(first, url, library, path)
        open_board_editor(second, url, library, path)
        cycle_edge(second)  # the second page has an unsaved change...
        cycle_edge(first)
        cycle_edge(first)
        button(first, i18n.t("save")).click()  # ...when the first one saves
        settle(first)
        saved_by_first = written_over(path, original)  # the save lands on disk once the script has run
        button(second, i18n.t("save")).click()
        warning = second.locator(".st-key-board_conflict")
        warning.wait_for()
        settle(second)
        assert warning.get_by_text(i18n.t("conflict_changed", path=path.name)[:40]).count() == 1
        assert warning.locator("table.diff").count() == 1  # the side-by-side diff
        assert warning.get_by_text(i18n.t("diff_disk")).count() >= 1
        assert path.read_text(encoding="utf-8") == saved_by_first  # nothing lost: the first save stands
        assert_no_exception(second)
        shot(second, "conflict-second-save-warned")
        # the second page keeps its change until the user chooses; reloading shows the first page's save
        warning.get_by_role("button", name=i18n.t("conflict_reload")).click()
        second.locator(".st-key-board_conflict").wait_for(state="detached")
        settle(second)
        assert button(second, i18n.t("undo")).is_disabled()
        assert path.read_text(encoding="utf-8") == saved_by_first
        shot(second, "conflict-after-reload")
    finally:
        stop_studio(proc)


def test_views_without_unsaved_changes_follow_the_disk(browser, library):
    proc, url = start_studio(library, free_port())
    try:
        path = first_board(library)
        page = new_page(browser)
        open_board_editor(page, url, library, path)
        doc = logic.open_doc(path)
        logic.apply(doc, logic.edit.set_board_name, "en", "Renamed elsewhere")
        logic.save(doc)  # another editor saves the file
        page.get_by_text(i18n.t("reloaded_from_disk", path=path.name)).wait_for()
        settle(page)
        page.get_by_text(i18n.t("board_name"), exact=True).click()  # the expander with the names
        name = page.get_by_role("textbox", name="en", exact=True)
        name.wait_for()
        assert name.input_value() == "Renamed elsewhere"
        assert page.locator(".st-key-board_conflict").count() == 0
        assert_no_exception(page)
        shot(page, "follow-disk")
    finally:
        stop_studio(proc)


def test_unsaved_edits_survive_a_reload_as_a_draft_with_their_undo(browser, library):
    proc, url = start_studio(library, free_port())
    try:
        path = first_board(library)
        original = path.read_text(encoding="utf-8")
        page = new_page(browser)
        page.goto(f"{url}/library?lang=hu")
        page.goto(f"{url}/board_editor?file={path.relative_to(library).as_posix()}&lang=hu")
        heading(page, i18n.t("page_board", "hu")).wait_for()
        settle(page)
        for _ in range(2):
            page.get_by_role("button", name=i18n.t("cycle_edge", "hu")).click()
            settle(page)
        address = page.url
        assert "file=" in address and "lang=hu" in address
        asked = []
        page.on("dialog", lambda dialog: asked.append(dialog.type))
        page.reload()
        heading(page, i18n.t("page_board", "hu")).wait_for()  # the language and the file come from the address
        banner = page.locator(".st-key-board_draft_banner")
        banner.wait_for()
        settle(page)
        shot(page, "unsaved-draft-offered")
        assert asked == ["beforeunload"]  # leaving with unsaved work was warned about
        banner.get_by_role("button", name=i18n.t("draft_restore", "hu")).click()
        banner.wait_for(state="detached")
        settle(page)
        undo = button(page, i18n.t("undo", "hu"))
        assert undo.is_enabled()
        save_button = button(page, i18n.t("save", "hu"))
        assert save_button.get_attribute("kind") == "primary"  # the restored edits are unsaved
        undo.click()
        settle(page)
        assert undo.is_enabled()  # two edits were kept: one more step back
        undo.click()
        settle(page)
        assert undo.is_disabled()
        assert save_button.get_attribute("kind") == "secondary"  # back to the file as saved
        assert path.read_text(encoding="utf-8") == original  # nothing was saved along the way
        assert_no_exception(page)
        shot(page, "unsaved-draft-restored")
    finally:
        stop_studio(proc)


def test_draft_kept_when_the_studio_is_killed_mid_edit(browser, library):
    port = free_port()
    proc, url = start_studio(library, port)
    path = first_board(library)
    try:
        page = new_page(browser)
        open_board_editor(page, url, library, path)
        cycle_edge(page)
        edited = logic.current_text(page_doc := logic.open_doc(path))  # the file as it was
        assert list(drafts.folder(library).glob("*.json")), "no draft kept on disk"
    finally:
        stop_studio(proc, kill=True)
    proc, url = start_studio(library, port)
    try:
        page.reload()
        banner = page.locator(".st-key-board_draft_banner")
        banner.wait_for()
        settle(page)
        shot(page, "draft-after-crash")
        banner.get_by_role("button", name=i18n.t("draft_restore")).click()
        banner.wait_for(state="detached")
        settle(page)
        assert button(page, i18n.t("undo")).is_enabled()
        button(page, i18n.t("save")).click()
        settle(page)
        assert path.read_text(encoding="utf-8") != edited  # the edit made before the crash is saved
        assert page_doc.model != logic.open_doc(path).model
        assert not list(drafts.folder(library).glob("*.json"))  # saved: the draft is gone
        assert_no_exception(page)
        shot(page, "draft-recovered-and-saved")
    finally:
        stop_studio(proc)
