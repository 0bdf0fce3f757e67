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

from authoring.studio import i18n

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


def show_diagnostics(diagnostics, *, key: str, filename: str) -> tuple:
    """A list of diagnostics to choose from; returns the cells of the chosen one."""
    from authoring.studio import logic

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
