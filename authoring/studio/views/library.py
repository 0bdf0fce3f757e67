"""Library page: every board and Call with its validation status; open, duplicate, create."""

import streamlit as st

from authoring import edit, sketch
from authoring.language import diagnostic_text
from authoring.new import board as new_board
from authoring.new import call as new_call
from authoring.studio import library_files, shell, store, text_fix
from authoring.studio.context import worded_choice
from authoring.studio.shell import tr


def _problem(exc: Exception) -> str:
    """What went wrong making a file, in the interface language where its kind is known."""
    if isinstance(exc, library_files.BadId):
        return tr("bad_id", id=exc.shown)
    if isinstance(exc, FileExistsError):
        return tr("already_exists", name=exc.filename or str(exc))
    if isinstance(exc, OSError):
        return tr("file_error", error=shell.os_error_text(exc))
    return diagnostic_text.sketch_error_text(str(exc), shell.lang()) or str(exc)


st.title(tr("page_library"))
root = shell.library_dir()
if not root.is_dir():
    st.error(tr("library_not_folder" if root.exists() else "library_missing", path=str(root)))
    st.stop()

entries = library_files.scan_library(root, shell.lang())
if library_files.library_truncated(root):
    st.warning(tr("library_truncated", files=f"{library_files.MAX_LIBRARY_FILES:,}", folders=f"{library_files.MAX_LIBRARY_FOLDERS:,}"))
# text symbols every common font has (emoji show as boxes where no emoji font is installed)
status_icon = {status: f"{symbol} {tr(f'status_{status}')}" for status, symbol in
               (("ok", "✔"), ("warning", "⚠"), ("error", "✖"))}
table = st.dataframe(
    [
        {
            tr("col_status"): status_icon[e.status],
            tr("col_kind"): tr(f"kind_{e.kind}"),
            tr("col_id"): e.id,
            tr("col_title"): e.title,
            tr("col_errors"): e.errors,
            tr("col_warnings"): e.warnings,
            tr("col_file"): str(e.path.relative_to(root)),
        }
        for e in entries
    ],
    hide_index=True,
    width="stretch",
    on_select="rerun",
    selection_mode="single-row",
    key="lib_table",
)
# The pick is kept by file name, so that it stays on its file when a new file sorts before it or one is deleted.
names = [str(e.path.relative_to(root)) for e in entries]
by_name = dict(zip(names, entries, strict=True))
if "lib_pick_next" in st.session_state:  # a file just made: picked on the run after, before the list is drawn
    st.session_state["lib_pick"] = st.session_state.pop("lib_pick_next")
gone = st.session_state.get("lib_pick")
if gone is not None and gone not in by_name:
    del st.session_state["lib_pick"]
    st.session_state["lib_flash"] = ("info", tr("picked_file_gone", path=str(gone)))
# a row picked in the table is the selected file (once: the list below can change it again)
rows = list(table.selection.rows) if entries else []
if rows and rows[0] < len(entries) and st.session_state.get("lib_table_seen") != rows[0]:
    st.session_state["lib_table_seen"] = rows[0]
    st.session_state["lib_pick"] = names[rows[0]]

if entries:
    st.subheader(tr("selected_file"))
    st.caption(tr("pick_in_table"))
    flash = st.session_state.pop("lib_flash", None)
    if flash is not None:
        getattr(st, flash[0])(flash[1])
    pick_col, open_col = st.columns([4, 1], vertical_alignment="bottom")
    chosen = pick_col.selectbox(
        tr("file"), names, key="lib_pick", format_func=lambda name: f"{status_icon[by_name[name].status]} {name}",
    )
    entry = by_name[chosen]
    if open_col.button(tr("open"), key="lib_open", type="primary", icon=":material/edit:", width="stretch"):
        shell.open_in_editor(entry.kind, entry.path)
    if not entry.loads:  # its text fixed here, where it has one an editor can show
        st.caption(tr("fix_here") if store.text_problem(entry.path) is None else text_fix.cannot_show_text(entry.path))
    id_col, dup_col = st.columns([4, 1], vertical_alignment="bottom")
    new_id = id_col.text_input(tr("new_id"), value=f"{entry.id}-copy", key=f"lib_dup_id_{chosen}")
    if dup_col.button(tr("duplicate"), key="lib_dup", icon=":material/content_copy:", width="stretch",
                      disabled=not entry.loads):
        try:
            target = library_files.duplicate_file(entry.path, new_id.strip())
        except (ValueError, OSError) as exc:
            st.error(_problem(exc))
        else:  # the copy becomes the pick, and the message is shown once the list holds it
            st.session_state["lib_pick_next"] = str(target.relative_to(root))
            st.session_state["lib_flash"] = ("success", tr("created", path=str(target.relative_to(root))))
            st.rerun()
else:
    st.info(tr("library_empty"))

st.subheader(tr("new_board"))
blank_tab, template_tab, sketch_tab = st.tabs([tr("from_blank"), tr("from_template"), tr("from_sketch")])


def _create(board_id: str, make_board):
    """Make a new board with ``make_board`` (once ``board_id`` is known to be usable), write it, open it."""
    try:
        library_files.check_id(board_id.strip())
        board = make_board(board_id.strip())
        target = library_files.create_board_file(root, board)
    except (ValueError, OSError) as exc:
        st.error(_problem(exc))
        return
    shell.open_in_editor("board", target)


with blank_tab:
    c1, c2, c3 = st.columns(3)
    blank_id = c1.text_input(tr("board_id"), value="new-board", key="new_blank_id")
    rows = c2.number_input(tr("rows"), min_value=new_board.MIN_SIDE, max_value=new_board.MAX_SIDE, value=8, key="new_blank_rows")
    cols = c3.number_input(tr("cols"), min_value=new_board.MIN_SIDE, max_value=new_board.MAX_SIDE, value=10, key="new_blank_cols")
    if st.button(tr("create"), key="new_blank"):
        _create(blank_id, lambda new_id: new_board.template_board("blank", rows=int(rows), cols=int(cols), board_id=new_id))

with template_tab:
    templates = [e for e in entries if e.kind == "board" and e.loads]
    if templates:
        pick = st.selectbox(tr("template"), range(len(templates)), key=worded_choice("new_tpl_pick"),
                            format_func=lambda i: f"{templates[i].id} — {templates[i].title}")
        tpl_id = st.text_input(tr("board_id"), value=f"{templates[pick].id}-variant", key="new_tpl_id")
        if st.button(tr("create"), key="new_tpl"):
            _create(tpl_id, lambda new_id: library_files.board_from_template(templates[pick].path, new_id))
    else:
        st.caption(tr("no_templates"))

with sketch_tab:
    st.caption(tr("sketch_help"))
    st.code(tr("sketch_legend"), language=None)
    sketch_id = st.text_input(tr("board_id"), value="sketched-board", key="new_sketch_id")
    sketch_text = st.text_area(tr("sketch"), height=320, key="new_sketch_text",
                               value=sketch.board_to_ascii(edit.new_blank_board(8, 10)))
    if st.button(tr("create"), key="new_sketch"):
        _create(sketch_id, lambda new_id: sketch.board_from_ascii(sketch_text, board_id=new_id))

st.subheader(tr("new_call"))
st.caption(tr("new_call_help"))
call_templates = [(name, path) for name, path in new_call.TEMPLATES.items()]
call_templates += [(e.id, e.path) for e in entries if e.kind == "call" and e.loads]
boards = [e.id for e in entries if e.kind == "board" and e.loads]
c1, c2 = st.columns(2)
# labels made here, in the page's language (a format function runs again later, outside this run)
template_labels = [tr(f"call_template_{name}") if i < len(new_call.TEMPLATES) else f"{name} ({tr('in_library')})"
                   for i, (name, _) in enumerate(call_templates)]
tpl = c1.selectbox(tr("template"), range(len(call_templates)), key=worded_choice("new_call_tpl"), format_func=template_labels.__getitem__)
board_labels = {None: tr("board_of_template"), **{b: b for b in boards}}
board_pick = c2.selectbox(tr("call_board"), list(board_labels), key=worded_choice("new_call_board"), format_func=board_labels.__getitem__)
c3, c4 = st.columns(2)
call_id = c3.text_input(tr("call_id"), value="new-call", key="new_call_id")
call_title = c4.text_input(tr("call_title"), value="", key="new_call_title", placeholder=new_call.default_title(call_id),
                           max_chars=new_call.MAX_TITLE)
if st.button(tr("create"), key="new_call"):
    try:
        target, problems = library_files.create_call_file(root, call_templates[tpl][1], call_id.strip(), board=board_pick,
                                                  title=call_title.strip() or None)
    except (ValueError, OSError) as exc:
        st.error(_problem(exc))
    else:
        if problems:
            st.session_state["new_call_problems"] = len(problems)
        shell.open_in_editor("call", target)
