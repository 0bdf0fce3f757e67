"""Keeping the designer's work: saves checked against the disk, views following the disk, drafts.

What the editors' toolbar adds around a document (:func:`authoring.studio.shell.doc_toolbar`):
Save refuses to overwrite a file changed on disk and offers reload, overwrite
or a side-by-side comparison; a document without unsaved changes is read
again when its file changes; unsaved changes and their undo history are kept
as drafts (:mod:`authoring.studio.drafts`) and offered back after a reload or
a crash; the browser warns before a page with unsaved changes is left.
"""

from __future__ import annotations

import contextlib
import time

import streamlit as st

from authoring.studio import drafts, library_files, logic, store
from authoring.studio.context import library_dir, os_error_text, tr
from authoring.studio.forms import widgets as form_widgets
from engine.model import Call


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


def session_alive(session: str) -> bool:
    """Whether another browser session ``session`` is connected now (its drafts are its own, not offered here)."""
    try:
        from streamlit.runtime import Runtime

        return Runtime.exists() and Runtime.instance().is_active_session(session) is True
    except (ImportError, RuntimeError, AttributeError):
        return False


def follow_disk(doc: logic.EditorDoc) -> logic.EditorDoc:
    """``doc``, marked when its file changed on disk since it was read.

    A document with unsaved changes is marked ``doc.extra["disk_changed"]``:
    the toolbar then offers reload, overwrite or a comparison before anything
    is written. A document without them is marked ``reload_pending`` and this
    run still draws it, so that an edit its fields bring in this run (a title
    typed while another tab saved) is applied to it and met by the conflict
    panel, not dropped; :func:`finish_run` reads the file again once the page
    has run without one.
    """
    doc.extra.pop("reload_pending", None)
    failed_on, said = doc.extra.get("save_failed_on", (None, None))
    if said is not None and failed_on != store.content_hash(logic.disk_text(doc)):
        del doc.extra["save_failed_on"]  # the file changed (or went) since the save failed: that error is stale
        if doc.error == said:  # not one said since (a refused edit)
            doc.error = None
    if doc.extra.pop("reloaded", False) and doc.path is not None:
        st.toast(tr("reloaded_from_disk", path=doc.path.name), icon=":material/sync:")
    if not logic.changed_on_disk(doc):
        doc.extra.pop("disk_changed", None)
        return doc
    if _unloadable_on_disk(doc):  # seen already: the editor keeps the version it has, the fixer was offered
        return doc
    if not _holds_work(doc) and logic.disk_text(doc) is not None:
        doc.extra["reload_pending"] = True
        return doc
    doc.extra["disk_changed"] = True
    return doc


def _holds_work(doc: logic.EditorDoc) -> bool:
    """Whether ``doc`` holds work reading its file again would drop: unsaved edits, or a value typed in a field and
    not applied yet (a JSON section, the sketch)."""
    return doc.dirty or logic.holds_typed_text(doc, st.session_state)


EDITOR_PREFIXES = ("board", "call")
"""The session-state prefixes of the editors' documents (``{prefix}_doc``, ``{prefix}_kept``)."""


def finish_run() -> None:
    """After a page has run: an editor document still without unsaved changes whose file changed is read again.

    Called once the page is drawn (:mod:`authoring.studio.app`): every field
    has then compared what it shows with the document, so an edit of this run
    has made the document dirty (it is then kept, and the conflict is settled
    at Save) and a document still clean holds nothing a reload could lose.
    The page is drawn again to show the file as it is now.
    """
    reloaded = False
    for prefix in EDITOR_PREFIXES:
        doc = st.session_state.get(f"{prefix}_doc")
        if doc is None or not doc.extra.pop("reload_pending", False):
            continue
        if _holds_work(doc):
            doc.extra["disk_changed"] = True
            continue
        try:
            fresh = logic.reload_from_disk(doc)
        except (OSError, ValueError):
            # another editor left the file so that it does not load: offer it as text to fix, once per version
            doc.extra["unloadable"] = store.content_hash(logic.disk_text(doc))
            st.session_state[f"{prefix}_fixing"] = doc.path
            st.session_state.pop(f"{prefix}_fixing_doc", None)
            reloaded = True
            continue
        fresh.extra["draft_checked"] = True
        fresh.extra["reloaded"] = True
        st.session_state.setdefault(f"{prefix}_kept", {})[doc.path] = fresh
        st.session_state[f"{prefix}_doc"] = fresh
        reloaded = True
    if reloaded:
        st.rerun()


def offer_draft(doc: logic.EditorDoc, prefix: str) -> None:
    """Look once per opened document for a draft of its file left by an ended session; remember it to offer."""
    if doc.extra.get("draft_checked") or doc.path is None:
        return
    doc.extra["draft_checked"] = True
    try:
        found = drafts.find(library_dir(), doc.path, exclude_session=session_id(), alive=session_alive)
    except OSError:
        return
    if found is not None and found.model != doc.model:
        doc.extra["draft_offer"] = found
    elif found is not None:  # the draft holds what the file holds now: nothing to offer
        drafts.discard(library_dir(), doc.path, session=found.session)


def save(doc: logic.EditorDoc, filename: str, overwrite: bool = False) -> None:
    """Save ``doc`` before the page is drawn, so that the file list and the buttons show the saved state.

    A file changed on disk since it was read is not overwritten unless asked:
    the toolbar then shows the choices (:func:`conflict_panel`).
    """
    is_board = doc.path is not None and doc.path.name.endswith(logic.BOARD_SUFFIX)
    broken_before = set(library_files.calls_with_errors_on(doc.path, library_dir())) if is_board else set()
    try:
        logic.save(doc, overwrite=overwrite)
    except store.SaveConflict as exc:
        doc.extra["conflict"] = exc.disk_text
        doc.error = None
        return
    except OSError as exc:
        doc.error = tr("save_failed", error=os_error_text(exc))
        doc.extra["save_failed_on"] = (store.content_hash(logic.disk_text(doc)), doc.error)  # while the file stays so
        return
    doc.error = None
    doc.extra.pop("save_failed_on", None)
    doc.extra.pop("conflict", None)
    doc.extra.pop("disk_changed", None)
    refused = len(refused_edits(doc))
    if refused:
        st.toast(tr("saved_refused", path=filename, n=refused), icon=":material/warning:")
    n = logic.counts(_diagnostics_of(doc))
    if n["error"]:
        st.toast(tr("saved_with_errors", path=filename, n=n["error"]), icon=":material/error:")
    elif not refused:
        st.toast(tr("saved", path=filename), icon=":material/check_circle:")
    if is_board:  # the Calls this save broke, not those that had errors before it
        now = library_files.calls_with_errors_on(doc.path, library_dir())
        doc.extra["calls_with_errors"] = [name for name in now if name not in broken_before]


def refused_edits(doc: logic.EditorDoc) -> list:
    """The problems of the edits the fields show but the model refused: a field's, and a form section's."""
    return logic.standing_refusals(doc) + form_widgets.refused(doc)


def _diagnostics_of(doc: logic.EditorDoc) -> list:
    if isinstance(doc.model, Call):
        return logic.call_diagnostics(doc.model, doc.base_dir, doc.original_text, doc.path)[0]
    return logic.board_diagnostics(doc.model, doc.original_text, doc.path)


def _reload(doc: logic.EditorDoc, prefix: str) -> None:
    """Drop ``doc``'s unsaved changes and read its file as it is on disk now.

    A file that no longer loads is offered as text to fix (its unsaved changes kept until the fix is saved); one
    that cannot be read is said in the interface language.
    """
    try:
        fresh = logic.reload_from_disk(doc)
    except OSError as exc:
        doc.error = tr("reload_failed", error=os_error_text(exc))
        return
    except ValueError:
        doc.extra["unloadable"] = store.content_hash(logic.disk_text(doc))
        st.session_state[f"{prefix}_fixing"] = doc.path
        st.session_state.pop(f"{prefix}_fixing_doc", None)
        return
    fresh.extra["draft_checked"] = True
    st.session_state[f"{prefix}_kept"][doc.path] = fresh
    st.session_state[f"{prefix}_doc"] = fresh
    _discard_draft(doc)


def _restore_draft(doc: logic.EditorDoc, prefix: str) -> None:
    draft = doc.extra.pop("draft_offer", None)
    if draft is None:
        return
    drafts.restore(draft, doc, kept=doc.history if doc.dirty else None)  # edits made meanwhile stay, by undo
    try:
        drafts.keep(library_dir(), doc, session=session_id())
        draft.draft_path.unlink(missing_ok=True)
    except OSError as exc:
        doc.error = tr("draft_failed", error=os_error_text(exc))


def _drop_draft_offer(doc: logic.EditorDoc) -> None:
    draft = doc.extra.pop("draft_offer", None)
    if draft is not None:
        draft.draft_path.unlink(missing_ok=True)


def _discard_draft(doc: logic.EditorDoc) -> None:
    if doc.path is not None:
        with contextlib.suppress(OSError):
            drafts.discard(library_dir(), doc.path, session=session_id())
    doc.extra.pop("draft_signature", None)


def sync_draft(doc: logic.EditorDoc) -> None:
    """Keep the draft of ``doc`` on disk while it has unsaved changes; remove it when it has none.

    Also while another session's draft is offered and not answered: edits made meanwhile are this session's own.
    """
    if doc.path is None:
        return
    try:
        if doc.dirty:
            drafts.keep(library_dir(), doc, session=session_id())
        elif doc.extra.get("draft_signature") is not None:
            _discard_draft(doc)
    except OSError as exc:
        doc.error = tr("draft_failed", error=os_error_text(exc))


def draft_banner(doc: logic.EditorDoc, prefix: str) -> None:
    draft = doc.extra.get("draft_offer")
    if draft is None:
        return
    with st.container(border=True, key=f"{prefix}_draft_banner"):
        st.warning(tr("draft_found", when=drafts.saved_when(draft.saved_at),
                      n=len(draft.states) - 1), icon=":material/history:")
        a, b, _ = st.columns([1.3, 1.3, 3])
        a.button(tr("draft_restore"), key=f"{prefix}_draft_restore", type="primary", icon=":material/restore:",
                 on_click=_restore_draft, args=(doc, prefix), width="stretch")
        b.button(tr("draft_discard"), key=f"{prefix}_draft_discard", icon=":material/delete:",
                 on_click=_drop_draft_offer, args=(doc,), width="stretch")


def conflict_panel(doc: logic.EditorDoc, *, prefix: str, filename: str) -> None:
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
        b.button(tr("conflict_write_again" if disk is None else "conflict_overwrite"), key=f"{prefix}_conflict_overwrite",
                 icon=":material/save_as:",
                 width="stretch", on_click=save, args=(doc, filename, True))
        show = c.toggle(tr("conflict_diff"), key=f"{prefix}_conflict_diff", value=True)
        if show:
            st.html(logic.side_by_side_diff(disk, logic.current_text(doc), disk_label=tr("diff_disk"),
                                            mine_label=tr("diff_mine")))


@st.fragment(run_every=2.0)
def watch_disk(prefix: str) -> None:
    """Every two seconds, rerun the page when the open file changed on disk, so that the page follows it.

    Not while this run is to read it again anyway (``reload_pending``, :func:`finish_run`).
    """
    doc = st.session_state.get(f"{prefix}_doc")
    if doc is None or doc.extra.get("disk_changed") or doc.extra.get("reload_pending"):
        return
    if logic.changed_on_disk(doc) and not _unloadable_on_disk(doc):
        st.rerun(scope="app")


def _unloadable_on_disk(doc: logic.EditorDoc) -> bool:
    """Whether ``doc``'s file holds now the version that was found not to load (the editor keeps its own)."""
    return doc.extra.get("unloadable") is not None and doc.extra["unloadable"] == store.content_hash(logic.disk_text(doc))


def warn_on_leave(dirty: bool) -> None:
    """Ask the browser to warn before the page is left or reloaded while there are unsaved changes."""
    flag = "true" if dirty else "false"
    st.html(
        "<script>window.__callforgeDirty = " + flag + ";"
        "if (!window.__callforgeLeaveHook) { window.__callforgeLeaveHook = true;"
        " window.addEventListener('beforeunload', e => { if (window.__callforgeDirty) { e.preventDefault();"
        " e.returnValue = ''; } }); }</script>",
        unsafe_allow_javascript=True,
    )
