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

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from authoring.studio import drafts, i18n, logic, store
from engine.model import Call

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
    """The interface language chosen in the sidebar (or, before the sidebar is drawn, the one in the address)."""
    chosen = st.session_state.get("lang")
    if chosen in i18n.LANGUAGES:
        return chosen
    asked = st.query_params.get("lang")
    return asked if asked in i18n.LANGUAGES else "en"


def tr(key: str, **values) -> str:
    """The UI string ``key`` in the chosen language."""
    return i18n.t(key, lang(), **values)


def library_dir() -> Path:
    """The library folder: the session's choice, else ``$CALLFORGE_LIBRARY``, else ``calls/``."""
    if "library" not in st.session_state:
        st.session_state["library"] = os.environ.get(LIBRARY_ENV, "calls")
    return Path(st.session_state["library"])


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


def session_id() -> str:
    """This browser session's id (new after a reload): the name its drafts are kept under."""
    if "_session_id" not in st.session_state:
        try:
            from streamlit.runtime.scriptrunner import get_script_run_ctx

            ctx = get_script_run_ctx()
            st.session_state["_session_id"] = ctx.session_id if ctx is not None else f"s{time.time_ns()}"
        except ImportError:
            st.session_state["_session_id"] = f"s{time.time_ns()}"
    return st.session_state["_session_id"]


def _session_alive(session: str) -> bool:
    """Whether another browser session ``session`` is connected now (its drafts are its own, not offered here)."""
    try:
        from streamlit.runtime import Runtime

        return Runtime.exists() and Runtime.instance().is_active_session(session) is True
    except (ImportError, RuntimeError, AttributeError):
        return False


def _relative_name(path: Path) -> str:
    try:
        return Path(path).resolve().relative_to(library_dir().resolve()).as_posix()
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
    chosen = logic.choose_doc(files, current, wanted, kept)
    for problem in chosen.problems:
        st.error(problem)
    if chosen.doc is None:
        st.info(tr(empty_key) if not files else tr("fix_in_text_editor"))
        st.stop()
    doc = _follow_disk(chosen.doc, kept)
    _offer_draft(doc, prefix)
    st.session_state[f"{prefix}_doc"] = doc
    if doc.path is not None and st.query_params.get("file") != _relative_name(doc.path):
        st.query_params["file"] = _relative_name(doc.path)
    return doc


def _follow_disk(doc: logic.EditorDoc, kept: dict) -> logic.EditorDoc:
    """``doc`` read again when its file changed on disk and it has no unsaved changes; else ``doc``, marked.

    A document with unsaved changes whose file changed is marked
    (``doc.extra["disk_changed"]``): the toolbar then offers reload,
    overwrite or a comparison before anything is written.
    """
    if not logic.changed_on_disk(doc):
        doc.extra.pop("disk_changed", None)
        return doc
    if not doc.dirty and logic.disk_text(doc) is not None:
        try:
            fresh = logic.reload_from_disk(doc)
        except (OSError, ValueError) as exc:
            doc.error = str(exc)
        else:
            fresh.extra["draft_checked"] = True
            kept[doc.path] = fresh
            st.toast(tr("reloaded_from_disk", path=doc.path.name), icon=":material/sync:")
            return fresh
    doc.extra["disk_changed"] = True
    return doc


def _offer_draft(doc: logic.EditorDoc, prefix: str) -> None:
    """Look once per opened document for a draft of its file left by an ended session; remember it to offer."""
    if doc.extra.get("draft_checked") or doc.path is None:
        return
    doc.extra["draft_checked"] = True
    try:
        found = drafts.find(library_dir(), doc.path, exclude_session=session_id(), alive=_session_alive)
    except OSError:
        return
    if found is not None and found.model != doc.model:
        doc.extra["draft_offer"] = found
    elif found is not None:  # the draft holds what the file holds now: nothing to offer
        drafts.discard(library_dir(), doc.path, session=found.session)


def _file_label(path: Path, kept: dict, root: Path) -> str:
    try:
        name = str(path.relative_to(root))
    except ValueError:
        name = path.name
    doc = kept.get(path)
    return f"{name} — {tr('unsaved')}" if doc is not None and doc.dirty else name


def _save(doc: logic.EditorDoc, filename: str, overwrite: bool = False) -> None:
    """Save ``doc`` before the page is drawn, so that the file list and the buttons show the saved state.

    A file changed on disk since it was read is not overwritten unless asked:
    the toolbar then shows the choices (:func:`_conflict_panel`).
    """
    try:
        logic.save(doc, overwrite=overwrite)
    except store.SaveConflict as exc:
        doc.extra["conflict"] = exc.disk_text
        doc.error = None
        return
    except OSError as exc:
        doc.error = tr("save_failed", error=str(exc))
        return
    doc.error = None
    doc.extra.pop("conflict", None)
    doc.extra.pop("disk_changed", None)
    n = logic.counts(_diagnostics_of(doc))
    if n["error"]:
        st.toast(tr("saved_with_errors", path=filename, n=n["error"]), icon=":material/error:")
    else:
        st.toast(tr("saved", path=filename), icon=":material/check_circle:")


def _diagnostics_of(doc: logic.EditorDoc) -> list:
    if isinstance(doc.model, Call):
        return logic.call_diagnostics(doc.model, doc.base_dir, doc.original_text)[0]
    return logic.board_diagnostics(doc.model, doc.original_text)


def _reload(doc: logic.EditorDoc, prefix: str) -> None:
    """Drop ``doc``'s unsaved changes and read its file as it is on disk now."""
    try:
        fresh = logic.reload_from_disk(doc)
    except (OSError, ValueError) as exc:
        doc.error = str(exc)
        return
    fresh.extra["draft_checked"] = True
    st.session_state[f"{prefix}_kept"][doc.path] = fresh
    st.session_state[f"{prefix}_doc"] = fresh
    _discard_draft(doc)


def _restore_draft(doc: logic.EditorDoc, prefix: str) -> None:
    draft = doc.extra.pop("draft_offer", None)
    if draft is None:
        return
    drafts.restore(draft, doc)
    try:
        drafts.keep(library_dir(), doc, session=session_id())
        draft.draft_path.unlink(missing_ok=True)
    except OSError as exc:
        doc.error = tr("draft_failed", error=str(exc))


def _drop_draft_offer(doc: logic.EditorDoc) -> None:
    draft = doc.extra.pop("draft_offer", None)
    if draft is not None:
        draft.draft_path.unlink(missing_ok=True)


def _discard_draft(doc: logic.EditorDoc) -> None:
    if doc.path is not None:
        with contextlib.suppress(OSError):
            drafts.discard(library_dir(), doc.path, session=session_id())
    doc.extra.pop("draft_signature", None)


def _sync_draft(doc: logic.EditorDoc) -> None:
    """Keep the draft of ``doc`` on disk while it has unsaved changes; remove it when it has none."""
    if doc.path is None or "draft_offer" in doc.extra:
        return
    try:
        if doc.dirty:
            drafts.keep(library_dir(), doc, session=session_id())
        elif doc.extra.get("draft_signature") is not None:
            _discard_draft(doc)
    except OSError as exc:
        doc.error = tr("draft_failed", error=str(exc))


def _draft_banner(doc: logic.EditorDoc, prefix: str) -> None:
    draft = doc.extra.get("draft_offer")
    if draft is None:
        return
    with st.container(border=True, key=f"{prefix}_draft_banner"):
        st.warning(tr("draft_found", when=time.strftime("%Y-%m-%d %H:%M", time.localtime(draft.saved_at)),
                      n=len(draft.states) - 1), icon=":material/history:")
        a, b, _ = st.columns([1.3, 1.3, 3])
        a.button(tr("draft_restore"), key=f"{prefix}_draft_restore", type="primary", icon=":material/restore:",
                 on_click=_restore_draft, args=(doc, prefix), width="stretch")
        b.button(tr("draft_discard"), key=f"{prefix}_draft_discard", icon=":material/delete:",
                 on_click=_drop_draft_offer, args=(doc,), width="stretch")


def _conflict_panel(doc: logic.EditorDoc, *, prefix: str, filename: str) -> None:
    """When ``doc``'s file changed on disk under unsaved changes: reload, overwrite, or compare side by side."""
    if "conflict" not in doc.extra and not doc.extra.get("disk_changed"):
        return
    disk = doc.extra.get("conflict") if "conflict" in doc.extra else logic.disk_text(doc)
    with st.container(border=True, key=f"{prefix}_conflict"):
        key = "conflict_deleted" if disk is None else "conflict_changed"
        st.error(tr(key, path=filename), icon=":material/warning:")
        a, b, c = st.columns(3)
        a.button(tr("conflict_reload"), key=f"{prefix}_conflict_reload", icon=":material/sync:", width="stretch",
                 on_click=_reload, args=(doc, prefix), disabled=disk is None)
        b.button(tr("conflict_overwrite"), key=f"{prefix}_conflict_overwrite", icon=":material/save_as:",
                 width="stretch", on_click=_save, args=(doc, filename, True))
        show = c.toggle(tr("conflict_diff"), key=f"{prefix}_conflict_diff", value=True)
        if show:
            st.html(logic.side_by_side_diff(disk, logic.current_text(doc), disk_label=tr("diff_disk"),
                                            mine_label=tr("diff_mine")))


@st.fragment(run_every=2.0)
def _watch_disk(prefix: str) -> None:
    """Every two seconds, rerun the page when the open file changed on disk, so that the page follows it."""
    doc = st.session_state.get(f"{prefix}_doc")
    if doc is not None and not doc.extra.get("disk_changed") and logic.changed_on_disk(doc):
        st.rerun(scope="app")


def _warn_on_leave(dirty: bool) -> None:
    """Ask the browser to warn before the page is left or reloaded while there are unsaved changes."""
    flag = "true" if dirty else "false"
    st.html(
        "<script>window.__callforgeDirty = " + flag + ";"
        "if (!window.__callforgeLeaveHook) { window.__callforgeLeaveHook = true;"
        " window.addEventListener('beforeunload', e => { if (window.__callforgeDirty) { e.preventDefault();"
        " e.returnValue = ''; } }); }</script>",
        unsafe_allow_javascript=True,
    )


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
                         on_change=lambda: st.session_state.update({f"{prefix}_want": st.session_state[f"{prefix}_file"]}))
    bar[1].button(tr("undo"), key=f"{prefix}_undo", disabled=not doc.history.can_undo, on_click=logic.undo,
                  args=(doc,), icon=":material/undo:", width="stretch", shortcut="Ctrl+Z")
    bar[2].button(tr("redo"), key=f"{prefix}_redo", disabled=not doc.history.can_redo, on_click=logic.redo,
                  args=(doc,), icon=":material/redo:", width="stretch", shortcut="Ctrl+Shift+Z")
    bar[3].button(tr("save"), key=f"{prefix}_save", type="primary" if doc.dirty else "secondary",
                  disabled=doc.path is None, icon=":material/save:", width="stretch", on_click=_save,
                  args=(doc, filename), shortcut="Ctrl+S")
    with st.sidebar:  # out of the bar, so that the bar's buttons keep their labels beside their shortcuts
        st.download_button(tr("download_file", path=filename), logic.current_text(doc), file_name=filename,
                           mime="application/json", key=f"{prefix}_download", icon=":material/download:",
                           width="stretch")
    if doc.path is None:  # else the file list says it
        st.caption(tr("unsaved") if doc.dirty else tr("no_changes"))
    if doc.error:
        st.error(doc.error)
    _draft_banner(doc, prefix)
    _conflict_panel(doc, prefix=prefix, filename=filename)
    _sync_draft(doc)
    _watch_disk(prefix)
    _warn_on_leave(doc.dirty)


SEVERITY_ICONS = {"error": ":red[:material/error:]", "warning": ":orange[:material/warning:]",
                  "info": ":blue[:material/info:]"}
"""Icons of the severities: Material icons, which every browser shows (emoji need an emoji font)."""


def problems_panel(diagnostics, *, key: str, filename: str, height: int = 260, on_pick=None):
    """The problems of the open file as a list to choose from, in a bordered panel; returns the chosen one.

    The list scrolls inside the panel (``height`` pixels), so that the panel
    stays one size beside the drawing however many problems there are.
    ``on_pick`` runs when the user chooses another problem (e.g. to switch to
    the tab that shows it). Messages and hints are shown in the interface
    language (:mod:`authoring.studio.diagnostic_text`).
    """
    from authoring.studio import diagnostic_text

    n = logic.counts(diagnostics)
    with st.container(border=True, key=f"{key}_panel"):
        st.markdown(
            f"**{tr('diagnostics')}** — :red[{tr('errors', n=n['error'])}] · :orange[{tr('warnings', n=n['warning'])}]"
            f" · {tr('infos', n=n['info'])}"
        )
        if not diagnostics:
            st.success(tr("no_problems"))
            return None
        shown = [diagnostic_text.translate(d, lang()) for d in diagnostics]
        options = [None, *range(len(diagnostics))]

        def label(i):
            if i is None:
                return tr("highlight_none")
            d = shown[i]
            return f"{SEVERITY_ICONS[d.severity]} {filename}:{d.line or 1}:{d.column or 1} {d.code} {d.message}"

        with st.container(height=height, border=False):
            choice = st.radio(tr("highlight_pick"), options, format_func=label, key=key, on_change=on_pick)
        if choice is None or choice >= len(diagnostics):
            return None
        d = shown[choice]
        if d.hint:
            st.info(d.hint)
        if d.cells:
            st.caption(tr("highlighted", cells=" ".join(f"[{r}, {c}]" for r, c in d.cells)))
        return diagnostics[choice]


ZOOMS = ("fit", "100", "150", "200")
"""Zoom choices of a drawing: fit the column, or a percentage of the drawing's own size."""


def zoom_control(key: str):
    """A small zoom switch (fit, 100 %, 150 %, 200 %); returns the zoom as a fraction, None for fit."""
    choice = st.segmented_control(tr("zoom"), ZOOMS, default="fit", key=key, label_visibility="collapsed",
                                  format_func=lambda z: tr("zoom_fit") if z == "fit" else f"{z}%")
    return _zoom_of(choice)


def zoom_chosen(key: str):
    """The zoom chosen with :func:`zoom_control` ``key`` (readable before the control is drawn again)."""
    return _zoom_of(st.session_state.get(key))


def _zoom_of(choice) -> float | None:
    return None if choice in (None, "fit") or choice not in ZOOMS else int(choice) / 100


def show_drawing(board, svg: str, *, key: str, layers, zoom) -> None:
    """Show a drawing fitted to its column (``zoom`` None) or at ``zoom`` times its size, scrolling inside a frame."""
    from authoring import render
    from authoring.studio import board_image

    if zoom is None:
        board_image.show(board, svg, key=key, layers=layers)
        return
    width, height = render.drawing_size(board, layers=layers)
    with st.container(height=min(int(height * zoom) + 24, 640), border=True, key=f"{key}_zoomed"):
        board_image.show(board, svg, key=key, layers=layers, width=int(width * zoom))


def edge_hover(key: str, board, layers, previews) -> None:
    """Show ``previews`` (edge key to text) over drawing ``key`` while the pointer is near an edge."""
    from authoring.studio import edge_hover as hover

    st.html(hover.script(key, board, layers, previews), unsafe_allow_javascript=True)


def scroll_into_view(key: str) -> None:
    """Scroll the page so that the element keyed ``key`` (e.g. a drawing) is in view."""
    st.html(
        "<script>setTimeout(() => { const el = window.document.querySelector('.st-key-" + key + "');"
        " if (el) el.scrollIntoView({block: 'nearest', behavior: 'smooth'}); }, 100);</script>",
        unsafe_allow_javascript=True,
    )
