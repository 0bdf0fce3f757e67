"""What every studio page shares: the page list, the sidebar, the language, the library.

Adding a page
-------------
The pages live in ``views/``, not ``pages/``: a ``pages/`` folder beside the
entry script makes Streamlit fall back to its old folder-based multipage
mode, which ignores :func:`st.navigation` and this shared sidebar.

1. Write ``authoring/studio/views/<name>.py``: it draws only, with
   ``from authoring.studio.shell import tr`` for every visible string and
   functions from :mod:`authoring.studio.logic` (or a module of its own
   outside ``views/``) for anything that computes.
2. Add its UI strings in English, Hungarian and Japanese to
   :data:`authoring.language.i18n.STRINGS` (``tests/studio/test_i18n.py``
   fails on a missing translation).
3. Add one :class:`PageSpec` line to :data:`PAGES`. Tests reach it with
   ``AppTest.from_file(APP).run()`` then ``at.switch_page("views/<name>.py")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from authoring.files.read import resolved
from authoring.language import diagnostic_text, i18n
from authoring.studio import guard, library_files, logic, text_fix
from authoring.studio.context import LIBRARY_ENV, lang, library_dir, os_error_text, resend_worded_choices, tr
from authoring.studio.forms import widgets as form_widgets

__all__ = ["LIBRARY_ENV", "lang", "library_dir", "os_error_text", "tr"]  # re-exported: pages import them from here

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class PageSpec:
    """One page: its file under ``views/``, the i18n key of its title, an icon, its URL."""

    name: str
    title_key: str
    icon: str

    @property
    def path(self) -> Path:
        return HERE / "views" / f"{self.name}.py"


PAGES: tuple[PageSpec, ...] = (
    PageSpec("library", "page_library", ":material/folder_open:"),
    PageSpec("board_editor", "page_board", ":material/grid_on:"),
    PageSpec("call_editor", "page_call", ":material/local_fire_department:"),
    PageSpec("play", "page_play", ":material/play_circle:"),
    PageSpec("playtest", "page_playtest", ":material/query_stats:"),
)
"""The pages, in menu order."""


STYLE = """<style>
[class*="st-key-board_sketch"] textarea, .st-key-new_sketch_text textarea, [class*="st-key-json_"] textarea {
  font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; line-height: 1.35;
}
</style>"""
"""Page-wide style: the ASCII sketches and JSON boxes in a monospaced font, so that their columns line up."""


def _home() -> None:
    """The root URL: go on to the first page, so that every page, the first too, has an address of its own."""
    go(PAGES[0].name)


def navigation() -> st.navigation:
    """Build the pages (titles in the current language) and the shared sidebar.

    Each page is served at ``/<name>`` (``/library``, ``/board_editor``, ...),
    so that an address typed or bookmarked opens that page; the root URL is a
    hidden page that moves on to the library. (Streamlit serves its default
    page at ``/`` only, and ``/library`` would be "page not found" if the
    library were the default page.)
    """
    pages = {spec.name: st.Page(spec.path, title=tr(spec.title_key), icon=spec.icon, url_path=spec.name) for spec in PAGES}
    st.session_state["_pages"] = pages
    home = st.Page(_home, title=tr(PAGES[0].title_key), url_path="home", default=True, visibility="hidden")
    nav = st.navigation([home, *pages.values()])
    st.html(STYLE)
    sidebar()
    return nav


def go(name: str) -> None:
    """Switch to page ``name`` (a :data:`PAGES` name), keeping the language in the address."""
    st.switch_page(st.session_state["_pages"][name], query_params={"lang": lang()})


def not_a_list(text: str) -> str:
    r"""``text`` for a Markdown box, a number that starts it not read as a list's (Hungarian "4. sor, 6. oszlop: ..."
    would be drawn as item 4 of a numbered list).

    >>> not_a_list("4. sor, 6. oszlop"), not_a_list("row 4")
    ('4\\. sor, 6. oszlop', 'row 4')
    """
    import re

    return re.sub(r"^(\d+)\.", r"\1\\.", text)


def sidebar() -> None:
    """Language switch and the library in use."""
    with st.sidebar:
        # kept in the address (?lang=hu): a reload or a shared link keeps the language
        if st.session_state.get("lang") not in i18n.LANGUAGES:
            st.session_state["lang"] = lang()
        st.selectbox(
            tr("language"), list(i18n.LANGUAGES), key="lang", format_func=lambda code: i18n.LANGUAGES[code],
        )
        if st.query_params.get("lang") != lang():
            st.query_params["lang"] = lang()
        resend_worded_choices()
        st.caption(f"{tr('library')}: `{library_dir()}`")


def _library_files(suffix: str) -> list[Path]:
    root = library_dir()
    return [p for p in library_files.library_files(root) if p.name.endswith(suffix)] if root.is_dir() else []


def open_in_editor(kind: str, path: Path) -> None:
    """Go to the editor of ``kind`` ("board" or "call") with the file at ``path`` open."""
    st.session_state[f"{kind}_want"] = Path(path)
    go("call_editor" if kind == "call" else "board_editor")


def play_file(path: Path) -> None:
    """Go to the Play page with the Call at ``path`` chosen for a new game (a game in progress there ends)."""
    st.session_state.pop("play_session", None)
    st.session_state.pop("play_pick", None)
    st.session_state["play_call"] = Path(path)
    go("play")


def _relative_name(path: Path) -> str:
    try:
        return resolved(path).relative_to(resolved(library_dir())).as_posix()
    except ValueError:
        return Path(path).name


def _file_from_address(files: list[Path]) -> Path | None:
    """The library file named in the page address (``?file=boards/x.board.json``), if it is one of ``files``."""
    asked = st.query_params.get("file")
    if not asked:
        return None
    return next((p for p in files if _relative_name(p) == asked), None)


def editor_doc(suffix: str, *, prefix: str, empty_key: str) -> logic.EditorDoc:
    """The document the board or Call editor shows, opened at once (see :func:`logic.choose_doc`).

    It is ``st.session_state[f"{prefix}_doc"]``: the file asked for with
    :func:`open_in_editor` or the editor's file list (``{prefix}_want``),
    else the one already open, else the one named in the page address
    (``?file=``), else the first library file ending in ``suffix`` that
    loads. With no such file the page says ``empty_key`` (or why none opens)
    and stops. A document with no unsaved changes follows its file: changed
    on disk, it is read again. A document opened afresh whose file has a
    draft left by an ended session gets that draft offered back.
    """
    files = _library_files(suffix)
    kept = st.session_state.setdefault(f"{prefix}_kept", {})
    current = st.session_state.get(f"{prefix}_doc")
    wanted = st.session_state.pop(f"{prefix}_want", None)
    if wanted is None and current is None:
        wanted = _file_from_address(files)
    if wanted is not None:
        st.session_state.pop(f"{prefix}_fixing", None)
    chosen = logic.choose_doc(files, current, wanted, kept)
    if (wanted is not None and Path(wanted) in chosen.failed) or (chosen.doc is None and chosen.failed):
        if st.session_state.get(f"{prefix}_fixing") != chosen.failed[0]:
            st.session_state.pop(f"{prefix}_fixing_doc", None)  # read afresh: it may have changed since
            st.session_state.pop(f"{prefix}_fix_conflict", None)
        st.session_state[f"{prefix}_fixing"] = chosen.failed[0]
    if (fixing := st.session_state.get(f"{prefix}_fixing")) is not None:
        text_fix.show(prefix, fixing, back=chosen.doc)  # the file that does not load, as text to fix; stops
    if chosen.doc is None:
        st.info(tr(empty_key))
        st.stop()
    doc = guard.follow_disk(chosen.doc)
    guard.offer_draft(doc, prefix)
    st.session_state[f"{prefix}_doc"] = doc
    if doc.path is not None and st.query_params.get("file") != _relative_name(doc.path):
        st.query_params["file"] = _relative_name(doc.path)
    return doc


def _file_label(path: Path, kept: dict, root: Path) -> str:
    try:
        name = str(path.relative_to(root))
    except ValueError:
        name = path.name
    doc = kept.get(path)
    return f"{name} — {tr('unsaved')}" if doc is not None and doc.dirty else name


def _file_of_label(picked, files: list[Path], root: Path) -> Path | None:
    """The file of ``files`` that ``picked`` names: a path, or a label the list showed before it changed.

    The list's values travel as their labels, and a label changes when its file gains or loses unsaved
    changes: a pick sent while the list was being redrawn arrives as the old label, a plain string.

    >>> files = [Path("/lib/a.call.json"), Path("/lib/b.call.json")]
    >>> _file_of_label("b.call.json — unsaved changes", files, Path("/lib")), _file_of_label("c.call.json", files, Path("/lib"))
    (PosixPath('/lib/b.call.json'), None)
    """
    if isinstance(picked, Path):
        return picked if picked in files else None
    for path in files:
        try:
            name = str(path.relative_to(root))
        except ValueError:
            name = path.name
        if picked == name or str(picked).startswith(f"{name} — "):
            return path
    return None


def _file_picked(prefix: str, doc: logic.EditorDoc, files: list[Path], root: Path) -> None:
    """The editor's file list changed: open the file picked, unless it is the one open (or none of the list)."""
    path = _file_of_label(st.session_state.get(f"{prefix}_file"), files, root)
    if path is not None and path != doc.path:
        st.session_state[f"{prefix}_want"] = path


def doc_toolbar(doc: logic.EditorDoc, *, prefix: str, filename: str) -> None:
    """The file list (switch to another file), undo, redo, save and download, then the document's last error.

    Widget keys are ``{prefix}_file``, ``{prefix}_undo``, ``{prefix}_redo``
    and so on. Switching files keeps the unsaved changes of the file left.
    Below the bar: a draft to restore, a conflict with the file on disk to
    settle. The draft of the unsaved changes is kept up to date here.
    """
    root = library_dir()
    files = _library_files(doc.path.name[doc.path.name.index("."):] if doc.path else logic.BOARD_SUFFIX)
    if doc.path is not None and doc.path not in files:
        files.append(doc.path)
    kept = st.session_state.setdefault(f"{prefix}_kept", {})
    bar = st.columns([2.3, 1.55, 1.75, 1.55], vertical_alignment="bottom")
    if doc.path is not None:
        st.session_state[f"{prefix}_file"] = doc.path
        bar[0].selectbox(tr("file"), files, key=f"{prefix}_file", format_func=lambda p: _file_label(p, kept, root),
                         on_change=_file_picked, args=(prefix, doc, files, root))
    # no Ctrl+Z on Undo: the key reached the button while a field was being typed in, and undid another edit
    bar[1].button(tr("undo"), key=f"{prefix}_undo", disabled=not doc.history.can_undo, on_click=logic.undo,
                  args=(doc,), icon=":material/undo:", width="stretch")
    bar[2].button(tr("redo"), key=f"{prefix}_redo", disabled=not doc.history.can_redo, on_click=logic.redo,
                  args=(doc,), icon=":material/redo:", width="stretch")
    bar[3].button(tr("save"), key=f"{prefix}_save", type="primary" if doc.dirty else "secondary",
                  disabled=doc.path is None, icon=":material/save:", width="stretch", on_click=guard.save,
                  args=(doc, filename), shortcut="Ctrl+S")
    with st.sidebar:  # out of the bar, so that the bar's buttons keep their labels beside their shortcuts
        st.download_button(tr("download_file", path=filename), logic.current_text(doc), file_name=filename,
                           mime="application/json", key=f"{prefix}_download", icon=":material/download:",
                           width="stretch")
    if doc.path is None:  # else the file list says it
        st.caption(tr("unsaved") if doc.dirty else tr("no_changes"))
    if doc.error:  # a refused edit says why in the interface language where its form is known
        said = (diagnostic_text.translate_message("FP101", doc.error, lang())
                or diagnostic_text.sketch_error_text(doc.error, lang()) or doc.error)
        st.error(not_a_list(said))
    if doc.extra.get("calls_with_errors"):  # said since the last save of a board: its Calls checked again
        st.warning(tr("board_calls_with_errors", calls=", ".join(doc.extra["calls_with_errors"])),
                   icon=":material/warning:")
    guard.draft_banner(doc, prefix)
    guard.conflict_panel(doc, prefix=prefix, filename=filename)
    guard.sync_draft(doc)
    guard.watch_disk(prefix)
    guard.warn_on_leave(doc.dirty)


def apply_field(doc: logic.EditorDoc, key: str, shown, current, fn, *args, pointer: str) -> None:
    """The field ``key`` shows ``shown`` where the model holds ``current``: apply ``fn(model, *args)`` and rerun.

    For the fields a page compares with the model on every run. An applied
    edit reruns the page, so that what was drawn above it shows the change.
    A refused one reruns once, so that the problems panel drawn above it
    counts it, and not again (the field would differ again and again, and the
    page rerun for ever): the value typed stays in the field, its problems
    right under it, in the interface language, until the user changes the
    field or the model changes (:func:`logic.apply_shown`); Save says it is
    not in the file (:func:`guard.save`).
    """
    if shown != current:
        standing = bool(logic.refused_at(doc, key, shown))
        if logic.apply_shown(doc, key, shown, fn, *args, pointer=pointer):
            st.rerun()
        if not standing and logic.refused_at(doc, key, shown):
            st.rerun()  # once, for the problems panel drawn above it to count the refusal
    form_widgets.show_problems(logic.refused_at(doc, key, shown), pointer)
