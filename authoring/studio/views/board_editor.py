"""Board editor: walls, doors, openings, POI arrows, zones and parking, with live diagnostics."""


import streamlit as st

from authoring import edit, sketch
from authoring.drawings import render
from authoring.language import diagnostic_text
from authoring.studio import (
    board_clicks,
    board_image,
    canvas,
    edge_hover,
    logic,
    problem_marks,
    shell,
    store,
)
from authoring.studio.context import labels_follow, worded_choice
from authoring.studio.shell import tr
from engine.model.board import DIRECTIONS

st.title(tr("page_board"))
doc = shell.editor_doc(logic.BOARD_SUFFIX, prefix="board", empty_key="no_boards")

board = doc.model
CLICK = "board_click"

# --- a click on the drawing: before the toolbar and the inputs it changes are drawn --------
hit = board_image.take_click(CLICK)
if hit is not None:
    zone_choice = (st.session_state.get("zone_pick") or st.session_state.get(f"zone_new_name::{len(board.zones)}")
                   or edit.free_zone_name(board))
    result = board_clicks.board_click(board, hit, st.session_state.get("board_tool", "edge"), zone=zone_choice,
                               vehicle=st.session_state.get("park_kind", "ambulance"))
    if result.edit is not None:
        fn, args = result.edit
        if logic.apply(doc, fn, *args) and zone_choice in doc.model.zones and zone_choice not in board.zones:
            st.session_state["zone_pick"] = zone_choice  # a new zone: the next clicks add to it
        board = doc.model
    st.session_state.update(result.select)


def _direction_words(code: str) -> str:
    """A POI arrow's direction in the interface language, its code in the file after it: "north-east (NE)"."""
    return tr("dir_shown", word=tr(f"dir_{code}"), code=code)


def _paint_zone(doc, zone: str, rect: list) -> None:
    """Paint ``rect`` into ``zone``, and pick that zone: painting more adds to it, and "(new zone)" offers a new name."""
    if logic.apply(doc, edit.paint_zone_cells, zone, rect) and zone in doc.model.zones:
        st.session_state["zone_pick"] = zone


def _corner_follows() -> None:
    """A space typed into row or col starts a new zone rectangle there: the other corner moves to it, so Paint never
    floods a rectangle left over from an earlier selection."""
    st.session_state["sel_row2"] = st.session_state["sel_row"]
    st.session_state["sel_col2"] = st.session_state["sel_col"]


for name, size in (("sel_row", board.rows), ("sel_col", board.cols)):
    if st.session_state.setdefault(name, 1) >= size:  # a smaller board was opened
        st.session_state[name] = size - 1

filename = doc.path.name if doc.path else f"{board.id}.board.json"
shell.doc_toolbar(doc, prefix="board", filename=filename)
if (expected := logic.name_mismatch(doc)) is not None:
    st.caption(tr("name_mismatch", path=filename, expected=expected))

diagnostics = logic.board_diagnostics(board, doc.original_text, doc.path)

draw_col, tool_col = st.columns([5, 3], gap="large")

# --- problems, beside the drawing, then the tools ----------------------------------
with tool_col:
    chosen = canvas.problems_panel(logic.standing_refusals(doc) + diagnostics, key="board_diag", filename=filename,
                                  height=200,
                                  on_pick=lambda: st.session_state.update(board_scroll=True))
    tool = st.radio(tr("tool"), ["edge", "arrow", "zone", "parking"], format_func=lambda k: tr(f"tool_{k}"),
                    horizontal=True, key=worded_choice("board_tool"))
    c_row, c_col = st.columns(2)
    row = int(c_row.number_input(tr("row"), min_value=0, max_value=board.rows - 1, key="sel_row", on_change=_corner_follows))
    col = int(c_col.number_input(tr("col"), min_value=0, max_value=board.cols - 1, key="sel_col", on_change=_corner_follows))
    cell = (row, col)
    sel_cells, sel_edges = [cell], []

    if tool == "edge":
        side = st.radio(tr("side"), list(board_clicks.SIDES), format_func=lambda s: tr(f"side_{s}"), horizontal=True,
                        key=worded_choice("edge_side"))
        edge = board_clicks.edge_at(board, cell, side)
        if edge is None:
            st.warning(tr("edge_off_grid"))
        else:
            sel_cells, sel_edges = [], [edge]
            kind = edit.edge_kind(board, edge)
            st.markdown(tr("edge_now", edge=f"{list(edge[0])}–{list(edge[1])}", kind=tr(f"edge_{kind}")))
            st.button(tr("cycle_edge"), key="toggle_edge", type="primary", on_click=logic.apply,
                      args=(doc, edit.toggle_edge, edge), icon=":material/autorenew:")
            if kind == "door":
                state = next(d.state for d in board.doors if edit.normalize_edge(d.edge) == edge)
                other = "open" if state == "closed" else "closed"
                st.button(tr(f"door_make_{other}"), key="door_state", on_click=logic.apply,
                          args=(doc, edit.set_door_state, edge, other))
            st.caption(tr("edge_cycle_help"))

    elif tool == "arrow":
        arrows = board.arrows.arrows() if board.arrows else {}
        shown = arrows.get(cell)
        st.markdown(tr("arrow_now", cell=list(cell), arrow=_direction_words(shown) if shown else "—"))
        choices = [*DIRECTIONS, None]
        direction = st.selectbox(tr("direction"), choices, key=worded_choice("arrow_dir"),
                                 format_func=lambda d: tr("no_arrow") if d is None else _direction_words(d))
        st.button(tr("set_arrow"), key="set_arrow", type="primary", on_click=logic.apply,
                  args=(doc, edit.set_arrow, cell, direction))

    elif tool == "zone":
        names = list(board.zones)
        zone = st.selectbox(tr("zone"), [*names, ""], key=worded_choice("zone_pick"),
                            format_func=lambda z: z or tr("new_zone"))
        if not zone:  # a name not taken yet; the field starts again with the next one once a zone is made
            zone = st.text_input(tr("zone_name"), value=edit.free_zone_name(board), key=f"zone_new_name::{len(names)}",
                                 help=tr("id_chars"))
            if zone in names:
                st.warning(tr("zone_name_taken", zone=zone))
        for name, value, size in (("sel_row2", row, board.rows), ("sel_col2", col, board.cols)):
            if st.session_state.setdefault(name, value) >= size:  # a smaller board was opened
                st.session_state[name] = value
        to_row = int(c_row.number_input(tr("to_row"), min_value=0, max_value=board.rows - 1, key="sel_row2"))
        to_col = int(c_col.number_input(tr("to_col"), min_value=0, max_value=board.cols - 1, key="sel_col2"))
        rect = [(r, c) for r in range(min(row, to_row), max(row, to_row) + 1)
                for c in range(min(col, to_col), max(col, to_col) + 1)]
        sel_cells = rect
        b1, b2 = st.columns(2)
        b1.button(tr("paint_zone"), key="paint_zone", type="primary", on_click=_paint_zone, args=(doc, zone, rect))
        b2.button(tr("erase_zone"), key="erase_zone", on_click=logic.apply, args=(doc, edit.paint_zone_cells, None, rect))

    elif tool == "parking":
        kind = st.radio(tr("vehicle"), ["ambulance", "engine"], format_func=lambda k: tr(k), horizontal=True,
                        key=worded_choice("park_kind"))
        spots = getattr(board.parking, kind)
        def spot_label(i: int) -> str:
            return f"{i + 1}: {[list(c) for c in spots[i]]}" if i < len(spots) else tr("new_spot")

        picked = st.session_state.get("park_index", 0)
        if not isinstance(picked, int) or picked > len(spots):  # the last spot removed: the new spot's entry
            st.session_state["park_index"] = len(spots)
        labels_follow("park_index", [spot_label(i) for i in range(len(spots) + 1)])
        index = st.selectbox(tr("spot"), list(range(len(spots) + 1)), key="park_index",  # labels_follow: in any words
                             format_func=spot_label)
        direction = st.radio(tr("second_space"), ["E", "S"], format_func=lambda s: tr(f"side_{s}"), horizontal=True,
                             key=worded_choice("park_dir"))
        other = (row, col + 1) if direction == "E" else (row + 1, col)
        sel_cells = [cell, other]
        b1, b2 = st.columns(2)
        off = other[0] >= board.rows or other[1] >= board.cols  # the second space past the grid's edge
        b1.button(tr("set_spot"), key="set_spot", type="primary", on_click=logic.apply, disabled=off,
                  args=(doc, edit.set_parking, kind, index, (cell, other)),
                  help=tr("greyed_spot_off_grid", cell=f"{other[0]},{other[1]}") if off else None)
        b2.button(tr("remove_spot"), key="remove_spot", disabled=index >= len(spots), on_click=logic.apply,
                  args=(doc, edit.set_parking, kind, index, None),
                  help=tr("greyed_new_spot") if index >= len(spots) else None)

    with st.expander(tr("board_name"), key="board_name_open"):  # keyed: a language switch keeps it open
        for code in edit.LANGUAGES:
            current = board.name.get(code) if board.name and (code == "en" or getattr(board.name, code)) else ""
            key = logic.seed_widget(doc, st.session_state, doc.key(f"board_name_{code}"), current)
            value = st.text_input(code, key=key)
            shell.apply_field(doc, key, value, current, edit.set_board_name, code, value, pointer=f"/name/{code}")

    with st.expander(tr("upload"), key="board_upload_open"):
        mode = st.radio(tr("upload_as"), ["new", "replace"], key=worded_choice("board_upload_mode"), horizontal=True,
                        format_func=lambda m: tr(f"upload_{m}"))
        # keyed on the revision, which a replacing upload moves: the uploader is emptied, and the file taken once
        uploaded = st.file_uploader(tr("upload_board"), type=["json"], key=doc.key(f"board_upload_{doc.revision}"))
        if uploaded is not None:
            text, problems = store.uploaded_text(uploaded.getvalue())  # None: too large or not UTF-8
            if text is not None and mode == "replace":
                problems = logic.replace_from_text(doc, text, "board")
            elif text is not None:
                try:
                    target, problems = logic.add_uploaded_board(shell.library_dir(), uploaded.name, text)
                except OSError as exc:
                    target, problems = None, []
                    st.error(tr("save_failed", error=shell.os_error_text(exc)))
                if target is not None:
                    shell.open_in_editor("board", target)
            if problems:
                # one line a problem: a single newline runs lines together in Markdown
                st.error("  \n".join(diagnostic_text.translate(d, shell.lang()).render(uploaded.name) for d in problems[:10]))
            elif mode == "replace":
                st.rerun()

# --- drawing: every problem marked, the chosen one filled, the selection in its own colour ---------
with draw_col:
    layers_col, zoom_col = st.columns([1, 2], vertical_alignment="center")
    with zoom_col:
        zoom = canvas.zoom_control("board_zoom")
    with layers_col, st.popover(tr("layers"), icon=":material/layers:"):
        st.session_state.setdefault("board_layers", sorted(render.DEFAULT_LAYERS - {"markers"}))
        layers = st.pills(tr("layers"), sorted(render.LAYERS - {"markers"}), selection_mode="multi",
                          key=worded_choice("board_layers"),
                          format_func=lambda layer: tr(f"layer_{layer}"), wrap=True,
                          label_visibility="collapsed") or []
    svg = render.render_svg(board, layers=layers, highlight_cells=sel_cells, highlight_edges=sel_edges,
                            lang=shell.lang())
    svg = problem_marks.mark_problems(svg, board, diagnostics, layers=layers, chosen=chosen)
    canvas.show_drawing(board, svg, key=CLICK, layers=layers, zoom=zoom)
    if tool == "edge" and board_image.clickable():
        canvas.hover_previews(CLICK, board, layers, edge_hover.board_edge_previews(
            board, {k: tr(f"edge_{k}") for k in ("none", "wall", "door", "opening")}))
    if st.session_state.pop("board_scroll", False):
        canvas.scroll_into_view(CLICK)
    if board_image.clickable():
        st.caption(tr(f"click_{tool}"))
    st.caption(tr("shortcuts"))
    with st.expander(tr("sketch_view"), key="board_sketch_open"):
        # a change made with the tools (or undone) shows here at once; a sketch being typed is kept
        key = logic.seed_widget(doc, st.session_state, doc.key("board_sketch"), sketch.board_to_ascii(board))
        sketch_text = st.text_area(tr("sketch"), height=22 * (2 * board.rows + 2), key=key)
        if st.button(tr("apply_sketch"), key="apply_sketch"):
            logic.apply(doc, sketch.apply_sketch, sketch_text)
            st.rerun()
        st.caption(tr("sketch_keeps"))
