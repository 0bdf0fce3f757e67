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
   :data:`authoring.studio.i18n.STRINGS` (``tests/studio/test_i18n.py``
   fails on a missing translation).
3. Add one :class:`PageSpec` line to :data:`PAGES`. Tests reach it with
   ``AppTest.from_file(APP).run()`` then ``at.switch_page("views/<name>.py")``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from authoring.studio import i18n, logic

HERE = Path(__file__).resolve().parent
LIBRARY_ENV = "CALLFORGE_LIBRARY"
"""Environment variable that ``callforge studio`` sets to the library folder."""


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


def lang() -> str:
    """The interface language chosen in the sidebar."""
    return st.session_state.get("lang", "en")


def tr(key: str, **values) -> str:
    """The UI string ``key`` in the chosen language."""
    return i18n.t(key, lang(), **values)


def library_dir() -> Path:
    """The library folder: the session's choice, else ``$CALLFORGE_LIBRARY``, else ``calls/``."""
    if "library" not in st.session_state:
        st.session_state["library"] = os.environ.get(LIBRARY_ENV, "calls")
    return Path(st.session_state["library"])


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
    sidebar()
    return nav


def go(name: str) -> None:
    """Switch to page ``name`` (a :data:`PAGES` name)."""
    st.switch_page(st.session_state["_pages"][name])


def sidebar() -> None:
    """Language switch and the library in use."""
    with st.sidebar:
        st.session_state.setdefault("lang", "en")
        st.selectbox(
            tr("language"), list(i18n.LANGUAGES), key="lang", format_func=lambda code: i18n.LANGUAGES[code]
        )
        st.caption(f"{tr('library')}: `{library_dir()}`")


def _library_files(suffix: str) -> list[Path]:
    root = library_dir()
    return [p for p in logic.library_files(root) if p.name.endswith(suffix)] if root.is_dir() else []


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


def editor_doc(suffix: str, *, prefix: str, empty_key: str) -> logic.EditorDoc:
    """The document the board or Call editor shows, opened at once (see :func:`logic.choose_doc`).

    It is ``st.session_state[f"{prefix}_doc"]``: the file asked for with
    :func:`open_in_editor` or the editor's file list (``{prefix}_want``),
    else the one already open, else the first library file ending in
    ``suffix`` that loads. With no such file the page says ``empty_key`` (or
    why none opens) and stops.
    """
    files = _library_files(suffix)
    kept = st.session_state.setdefault(f"{prefix}_kept", {})
    chosen = logic.choose_doc(files, st.session_state.get(f"{prefix}_doc"), st.session_state.pop(f"{prefix}_want", None),
                              kept)
    for problem in chosen.problems:
        st.error(problem)
    if chosen.doc is None:
        st.info(tr(empty_key) if not files else tr("fix_in_text_editor"))
        st.stop()
    st.session_state[f"{prefix}_doc"] = chosen.doc
    return chosen.doc


def _file_label(path: Path, kept: dict, root: Path) -> str:
    try:
        name = str(path.relative_to(root))
    except ValueError:
        name = path.name
    doc = kept.get(path)
    return f"{name} — {tr('unsaved')}" if doc is not None and doc.dirty else name


def _save(doc: logic.EditorDoc, filename: str) -> None:
    """Save ``doc`` before the page is drawn, so that the file list and the buttons show the saved state."""
    try:
        logic.save(doc)
    except OSError as exc:
        doc.error = tr("save_failed", error=str(exc))
    else:
        doc.error = None
        st.toast(tr("saved", path=filename), icon=":material/check_circle:")


def doc_toolbar(doc: logic.EditorDoc, *, prefix: str, filename: str) -> None:
    """The file list (switch to another file), undo, redo, save and download, then the document's last error.

    Widget keys are ``{prefix}_file``, ``{prefix}_undo``, ``{prefix}_redo``
    and so on. Switching files keeps the unsaved changes of the file left.
    """
    root = library_dir()
    files = _library_files(doc.path.name[doc.path.name.index("."):] if doc.path else logic.BOARD_SUFFIX)
    if doc.path is not None and doc.path not in files:
        files.append(doc.path)
    kept = st.session_state.setdefault(f"{prefix}_kept", {})
    bar = st.columns([2.5, 1.25, 1, 1.1, 1.25], vertical_alignment="bottom")
    if doc.path is not None:
        st.session_state[f"{prefix}_file"] = doc.path
        bar[0].selectbox(tr("file"), files, key=f"{prefix}_file", format_func=lambda p: _file_label(p, kept, root),
                         on_change=lambda: st.session_state.update({f"{prefix}_want": st.session_state[f"{prefix}_file"]}))
    bar[1].button(tr("undo"), key=f"{prefix}_undo", disabled=not doc.history.can_undo, on_click=logic.undo,
                  args=(doc,), icon=":material/undo:", width="stretch")
    bar[2].button(tr("redo"), key=f"{prefix}_redo", disabled=not doc.history.can_redo, on_click=logic.redo,
                  args=(doc,), icon=":material/redo:", width="stretch")
    bar[3].button(tr("save"), key=f"{prefix}_save", type="primary" if doc.dirty else "secondary",
                  disabled=doc.path is None, icon=":material/save:", width="stretch", on_click=_save,
                  args=(doc, filename))
    bar[4].download_button(tr("download"), logic.current_text(doc), file_name=filename, mime="application/json",
                           key=f"{prefix}_download", icon=":material/download:", width="stretch")
    if doc.path is None:  # else the file list says it
        st.caption(tr("unsaved") if doc.dirty else tr("no_changes"))
    if doc.error:
        st.error(doc.error)


def show_diagnostics(diagnostics, *, key: str, filename: str) -> tuple:
    """A list of diagnostics to choose from; returns the cells of the chosen one."""
    n = logic.counts(diagnostics)
    st.markdown(
        f"**{tr('diagnostics')}** — :red[{tr('errors', n=n['error'])}] · :orange[{tr('warnings', n=n['warning'])}]"
        f" · {tr('infos', n=n['info'])}"
    )
    if not diagnostics:
        st.success(tr("no_problems"))
        return ()
    icons = {"error": "🛑", "warning": "⚠️", "info": "ℹ️"}
    options = [None, *range(len(diagnostics))]

    def label(i):
        if i is None:
            return tr("highlight_none")
        d = diagnostics[i]
        return f"{icons[d.severity]} {filename}:{d.line or 1}:{d.column or 1} {d.code} {d.message}"

    choice = st.radio(tr("highlight_pick"), options, format_func=label, key=key)
    if choice is None or choice >= len(diagnostics):
        return ()
    d = diagnostics[choice]
    if d.hint:
        st.info(d.hint)
    if d.cells:
        st.caption(tr("highlighted", cells=" ".join(f"[{r}, {c}]" for r, c in d.cells)))
    return d.cells
