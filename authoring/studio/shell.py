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


def navigation() -> st.navigation:
    """Build the pages (titles in the current language) and the shared sidebar."""
    pages = {spec.name: st.Page(spec.path, title=tr(spec.title_key), icon=spec.icon, url_path=spec.name) for spec in PAGES}
    st.session_state["_pages"] = pages
    nav = st.navigation(list(pages.values()))
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


def open_doc_picker(suffix: str, *, prefix: str, empty_key: str) -> None:
    """Pick a library file ending in ``suffix`` and open it as ``st.session_state[f"{prefix}_doc"]``.

    The board and Call editors show this while no document is open; widget
    keys are ``{prefix}_pick`` and ``{prefix}_open``. With no such file in
    the library it says ``empty_key`` and stops the page.
    """
    root = library_dir()
    files = [p for p in logic.library_files(root) if p.name.endswith(suffix)]
    if not files:
        st.info(tr(empty_key))
        st.stop()
    pick = st.selectbox(tr("file"), files, key=f"{prefix}_pick", format_func=lambda p: str(p.relative_to(root)))
    if st.button(tr("open"), key=f"{prefix}_open", type="primary"):
        try:
            st.session_state[f"{prefix}_doc"] = logic.open_doc(pick)
        except ValueError as exc:
            st.error(str(exc))
        else:
            st.rerun()


def doc_toolbar(doc: logic.EditorDoc, *, prefix: str, filename: str) -> None:
    """Undo, redo, save, download and close for an open document, then its last error.

    Widget keys are ``{prefix}_undo``, ``{prefix}_redo`` and so on; closing
    drops ``st.session_state[f"{prefix}_doc"]`` so that the page shows its
    picker again.
    """
    bar = st.columns([1, 1, 1, 1, 1, 3])
    bar[0].button(tr("undo"), key=f"{prefix}_undo", disabled=not doc.history.can_undo, on_click=logic.undo,
                  args=(doc,), icon=":material/undo:")
    bar[1].button(tr("redo"), key=f"{prefix}_redo", disabled=not doc.history.can_redo, on_click=logic.redo,
                  args=(doc,), icon=":material/redo:")
    if bar[2].button(tr("save"), key=f"{prefix}_save", type="primary", disabled=doc.path is None,
                     icon=":material/save:"):
        try:
            logic.save(doc)
        except OSError as exc:
            st.error(tr("save_failed", error=str(exc)))
        else:
            st.toast(tr("saved", path=filename))
    bar[3].download_button(tr("download"), logic.current_text(doc), file_name=filename, mime="application/json",
                           key=f"{prefix}_download", icon=":material/download:")
    bar[4].button(tr("close"), key=f"{prefix}_close", on_click=st.session_state.pop, args=(f"{prefix}_doc",),
                  icon=":material/close:", help=tr("close_help"))
    bar[5].caption(f"`{filename}` — " + (tr("unsaved") if doc.dirty else tr("no_changes")))
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
