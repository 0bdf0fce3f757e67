"""A library file that does not load, opened as text to be fixed in the studio.

The board and Call editors need a model, so a file with a JSON syntax error or
a schema error (an unknown key, a value of the wrong type) cannot open in
them. Instead of sending the designer to a text editor, the editors show the
file's text with its problems located at line and column; Save writes the
text back atomically, only over the version that was read (someone else's
save is never overwritten), and a file that loads then opens in its editor.
The text typed and not saved is kept on disk (:mod:`authoring.studio.text_drafts`),
so that a reload or a crash does not lose it.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "b.board.json"
>>> _ = path.write_text('{"id": "b", "rows": "eight"}\\n', encoding="utf-8")
>>> broken = open_broken(path)
>>> [d.code for d in check(broken, broken.text).diagnostics]
['FP101']
>>> fixed = save(broken, '{"id": "b", "rows": 8}\\n')
>>> check(fixed, fixed.text).model is not None, path.read_text(encoding="utf-8")
(True, '{"id": "b", "rows": 8}\\n')
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from authoring.studio import canvas, guard, logic, store, text_drafts
from authoring.studio.context import lang, library_dir, os_error_text, tr


@dataclass(frozen=True)
class BrokenFile:
    """A file's text as read from disk (universal newlines), the hash of that version and the file's line end."""

    path: Path
    text: str
    disk_hash: str
    line_end: str = "\n"


def open_broken(path: Path) -> BrokenFile | None:
    """``path``'s text for fixing by hand; None when it has none an editor could show (not UTF-8, too large, gone)."""
    text = store.read_text_or_none(path)
    if text is None:
        return None
    raw = Path(path).read_bytes().decode("utf-8", errors="replace")
    return BrokenFile(Path(path), text, store.content_hash(text), store.line_end_of(raw))


def cannot_show_text(path: Path) -> str:
    """Why ``path``'s text cannot be fixed here, in the interface language, with the reason the file gives."""
    from authoring.language import diagnostic_text

    problem = store.text_problem(path)
    if problem is None:  # gone between the two reads, or a folder now
        return tr("fix_cannot_show", name=path.name)
    return tr("fix_cannot_show_why", name=path.name, why=diagnostic_text.translate(problem, lang()).message)


def check(broken: BrokenFile, text: str) -> store.Parsed:
    """``text`` read as the kind of file ``broken`` is (a Call resolves its board from its own folder), with every problem."""
    if broken.path.name.endswith(logic.CALL_SUFFIX):
        return store.parse_call_text(text, broken.path.parent)
    return store.parse_board_text(text)


def save(broken: BrokenFile, text: str) -> BrokenFile:
    """Write ``text`` over ``broken``'s file, keeping its line ends; the version written, to fix further.

    :class:`authoring.studio.store.SaveConflict` when the file is no longer the version read: nothing is written.
    """
    store.write_atomic(broken.path, text.replace("\n", broken.line_end), expect_hash=broken.disk_hash, check=True)
    return BrokenFile(broken.path, text, store.content_hash(text), broken.line_end)


def excerpt(text: str, line: int, column: int, *, around: int = 2) -> str:
    """The lines of ``text`` around ``line`` (1-based), numbered, with a caret under ``column``.

    >>> print(excerpt('{\\n  "id": "b",\\n  "rows": x\\n}', 3, 11))
    1 | {
    2 |   "id": "b",
    3 |   "rows": x
      |           ^
    4 | }
    """
    lines = text.split("\n")
    line = min(max(line, 1), max(len(lines), 1))
    first, last = max(1, line - around), min(len(lines), line + around)
    width = len(str(last))
    shown = []
    for number in range(first, last + 1):
        shown.append(f"{number:>{width}} | {lines[number - 1][:200]}")
        if number == line:
            shown.append(f"{'':>{width}} | {' ' * min(max(column - 1, 0), 200)}^")
    return "\n".join(shown)


def show(prefix: str, path: Path, *, back: logic.EditorDoc | None) -> None:
    """The fixing view of ``path`` in the editor whose widgets start with ``prefix``; the page stops after it.

    ``back`` is the document the editor showed before (its button returns there). When the text saved loads, the
    editor opens the file (``{prefix}_want``).
    """
    key = f"{prefix}_fixing_doc"
    broken = st.session_state.get(key)
    if broken is None or broken.path != path:
        broken = open_broken(path)
        if broken is None:
            st.error(cannot_show_text(path))
            _back_button(prefix, back)
            st.stop()
        st.session_state[key] = broken
    st.subheader(tr("fix_title", name=path.name))
    st.caption(tr("fix_intro"))
    text_key = f"{prefix}_fix_text_{broken.disk_hash[:12]}"
    typed = st.session_state.setdefault(f"{prefix}_fix_typed", {})  # outlives the view: Back, another file, a tab
    if (broken.path, broken.disk_hash) not in typed and text_key not in st.session_state:
        restored = _typed_before(broken)  # typed in a session a reload or a crash ended, and not saved
        if restored is not None:
            typed[(broken.path, broken.disk_hash)] = restored
            st.info(tr("fix_restored"))
    text = st.session_state.get(text_key, typed.get((broken.path, broken.disk_hash), broken.text))
    typed[(broken.path, broken.disk_hash)] = text
    _keep_on_disk(prefix, broken, text)
    guard.warn_on_leave(text != broken.text or (back is not None and back.dirty))
    parsed = check(broken, text)
    chosen = canvas.problems_panel(parsed.diagnostics, key=f"{prefix}_fix_problems", filename=path.name)
    if chosen is not None and chosen.line:
        st.code(excerpt(text, chosen.line, chosen.column or 1), language=None)
    st.text_area(tr("fix_text"), value=text, height=420, key=text_key)
    save_col, back_col = st.columns(2)
    if save_col.button(tr("fix_save"), key=f"{prefix}_fix_save", type="primary", icon=":material/save:",
                       width="stretch"):
        _save(prefix, broken, text, loads=parsed.model is not None)
    _back_button(prefix, back, column=back_col)
    _conflict(prefix, broken)
    st.stop()


def _typed_before(broken: BrokenFile) -> str | None:
    """The text typed over this version of the file in an earlier session and kept on disk, when it differs from it."""
    try:
        found = text_drafts.find(library_dir(), broken.path, broken.disk_hash)
    except OSError:
        return None
    return found if found is not None and found != broken.text else None


def _keep_on_disk(prefix: str, broken: BrokenFile, text: str) -> None:
    """Keep ``text`` on disk while it differs from the file (a reload must not lose it); remove it once it does not."""
    kept = st.session_state.setdefault(f"{prefix}_fix_on_disk", {})
    if kept.get(broken.path) == (broken.disk_hash, text):
        return
    try:
        if text != broken.text:
            text_drafts.keep(library_dir(), broken.path, broken.disk_hash, text, session=guard.session_id())
        else:
            text_drafts.discard(library_dir(), broken.path)
    except OSError:  # a library that cannot be written: the text stays in the session alone
        return
    kept[broken.path] = (broken.disk_hash, text)


def _conflict(prefix: str, broken: BrokenFile) -> None:
    """After a save refused because the file changed on disk: the user's text to download, and reading the file again.

    Kept in the session, so that its buttons answer on the run their click starts.
    """
    mine = st.session_state.get(f"{prefix}_fix_conflict")
    if mine is None:
        return
    st.error(tr("fix_conflict", name=broken.path.name))
    st.download_button(tr("download_file", path=broken.path.name), mine, file_name=broken.path.name,
                       mime="application/json", key=f"{prefix}_fix_download", icon=":material/download:")
    if st.button(tr("conflict_reload"), key=f"{prefix}_fix_reload"):
        st.session_state.pop(f"{prefix}_fixing_doc", None)
        st.session_state.pop(f"{prefix}_fix_conflict", None)
        st.rerun()


def _save(prefix: str, broken: BrokenFile, text: str, *, loads: bool) -> None:
    try:
        written = save(broken, text)
    except store.SaveConflict:
        st.session_state[f"{prefix}_fix_conflict"] = text
        return
    except OSError as exc:
        st.error(tr("fix_not_written", name=broken.path.name, reason=os_error_text(exc)))
        return
    st.session_state[f"{prefix}_fixing_doc"] = written
    st.session_state.pop(f"{prefix}_fix_conflict", None)
    with contextlib.suppress(OSError):  # a text draft left over is offered only over this version, gone now
        text_drafts.discard(library_dir(), broken.path)
    st.session_state.get(f"{prefix}_fix_on_disk", {}).pop(broken.path, None)
    st.session_state.get(f"{prefix}_fix_typed", {}).pop((broken.path, broken.disk_hash), None)
    if loads:
        st.session_state.pop(f"{prefix}_fixing", None)
        st.session_state[f"{prefix}_want"] = broken.path
        st.session_state.get(f"{prefix}_kept", {}).pop(broken.path, None)
    st.rerun()


def _back_button(prefix: str, back: logic.EditorDoc | None, *, column=None) -> None:
    if back is None or back.path is None:
        return
    if (column or st).button(tr("fix_back", name=back.path.name), key=f"{prefix}_fix_back", icon=":material/arrow_back:",
                             width="stretch"):
        st.session_state.pop(f"{prefix}_fixing", None)
        st.session_state.pop(f"{prefix}_fixing_doc", None)
        st.session_state.pop(f"{prefix}_fix_conflict", None)
        st.rerun()
