"""Call editor: ruleset, levels, setup, POI bag, thresholds, decks and text, with live diagnostics."""

import functools
import json

import pandas as pd
import streamlit as st

from authoring import edit
from authoring.diagnostics import make
from authoring.drawings import render
from authoring.language import diagnostic_text
from authoring.studio import (
    board_clicks,
    board_image,
    call_forms,
    canvas,
    logic,
    problem_marks,
    shell,
    store,
)
from authoring.studio.context import worded_choice
from authoring.studio.field_help import field_help
from authoring.studio.forms import decks as deck_forms
from authoring.studio.forms import heroes as hero_forms
from authoring.studio.forms import widgets as form_widgets
from authoring.studio.shell import lang, tr
from authoring.typed import half_width
from engine.model import default_params
from engine.model.ruleset import RulesetParams

st.title(tr("page_call"))
doc = shell.editor_doc(logic.CALL_SUFFIX, prefix="call", empty_key="no_calls")
if new_problems := st.session_state.pop("new_call_problems", 0):  # a Call the Library page just made
    st.warning(tr("new_call_problems", n=new_problems))

call = doc.model
CLICK = "call_click"
LAYERS = render.DEFAULT_LAYERS - {"arrows"}

# a click on the drawing places or removes the chosen marker: before the toolbar and the inputs it changes are drawn
hit = board_image.take_click(CLICK)
if hit is not None and hit.cell is not None:
    fn, args = board_clicks.marker_click(call, st.session_state.get("marker_kind", edit.MARKER_KINDS[0]), hit.cell)
    logic.apply(doc, fn, *args)
    call = doc.model
    st.session_state["call_row"], st.session_state["call_col"] = hit.cell

filename = doc.path.name if doc.path else f"{call.id}.call.json"
shell.doc_toolbar(doc, prefix="call", filename=filename)
if doc.path is not None:
    note_col, play_col = st.columns([4, 1.25], vertical_alignment="center")
    if doc.dirty:
        note_col.caption(tr("play_saved_note"))
    if play_col.button(tr("play_this"), key="call_play", icon=":material/play_arrow:", width="stretch"):
        shell.play_file(doc.path)

diagnostics, board = logic.call_diagnostics(call, doc.base_dir, doc.original_text, doc.path)
form_problems = form_widgets.refused(doc) + diagnostics  # a refused form edit is said at its field too
panel_problems = logic.standing_refusals(doc) + form_problems  # and every refused edit in the problems panel
for name, size in (("call_row", board.rows if board else 8), ("call_col", board.cols if board else 10)):
    if st.session_state.setdefault(name, 1) >= size:  # a Call on a smaller board was opened
        st.session_state[name] = size - 1
TAB_LABELS = {code: tr(f"tab_{code}") for code in call_forms.TABS}


def _show_chosen_tab() -> None:
    """A problem was chosen: open the tab that holds its field (a problem with spaces: the setup drawing)."""
    index = st.session_state.get("call_diag")
    if isinstance(index, int) and index < len(panel_problems):
        tab = call_forms.tab_of(panel_problems[index])
        st.session_state["call_tab"] = TAB_LABELS[tab]
        st.session_state["call_scroll"] = tab == "setup" and bool(panel_problems[index].cells)
        form_widgets.focus(panel_problems[index].pointer)  # the form lists show the item the problem is in


def _off_board_placements(rows: int, cols: int) -> None:
    """Each setup placement off the ``rows`` x ``cols`` board (FP301), of every kind, with a button that removes it:
    the row and column fields cannot reach it, nor can a click on the drawing."""
    for kind in edit.MARKER_KINDS:
        for index, cell in enumerate(getattr(call.setup, kind)):
            r, c = cell
            if 0 <= r < rows and 0 <= c < cols:
                continue
            said, button = st.columns([3, 1], vertical_alignment="center")
            said.warning(tr("placed_off_board", marker=tr(f"marker_{kind}"), cell=f"[{r}, {c}]", rows=rows, cols=cols))
            button.button(tr("remove"), key=f"remove_off_board_{kind}_{index}", icon=":material/delete:",
                          on_click=logic.apply, args=(doc, edit.remove_marker, kind, (r, c)))


def _field_problems(pointer: str, *, exact: bool = False) -> None:
    """The problems about ``pointer`` (or a value inside it, unless ``exact``), right under its field, in the
    interface language."""
    found = [d for d in diagnostics if d.pointer == pointer] if exact else call_forms.errors_at(diagnostics, pointer)
    for d in found:
        t = diagnostic_text.translate(d, shell.lang())
        text = f"{d.code} {t.message}" + (f"  \n{t.hint}" if t.hint else "")
        (st.error if d.severity == "error" else st.warning if d.severity == "warning" else st.info)(
            text, icon=":material/error:" if d.severity == "error" else ":material/warning:")


main_col, problems_col = st.columns([3, 1.3], gap="medium")
with problems_col:
    chosen = canvas.problems_panel(panel_problems, key="call_diag", filename=filename, height=460,
                                  on_pick=_show_chosen_tab)


def _spot_label(spot: int | None, count: int) -> str:
    """A vehicle's start as the choice shows it: players choose, a spot by its number, or a spot the board lacks."""
    if spot is None:
        return tr("players_choose")
    return str(spot + 1) if spot < count else tr("spot_missing", n=spot + 1)


def _apply_json(text: str, handler, *args, box: str, pointer: str) -> None:
    """Apply ``handler(*args, value)`` with the value ``text`` in box ``box`` holds.

    JSON that does not parse, or a value the model refuses, is refused under the box (kept as a standing refusal at
    ``pointer``, which the problems panel lists and Save counts as an edit not saved, the text typed left in the box).
    """
    value, problem = store.section_value(text)
    if problem is None:
        doc.extra.get(logic.REFUSALS, {}).pop(box, None)
        logic.apply_shown(doc, box, text, handler, *args, value, pointer=pointer)
    else:
        refused = make("FP100", f"not valid JSON: {problem[2]}", pointer=pointer)
        doc.extra.setdefault(logic.REFUSALS, {})[box] = logic.Refusal(doc.model, text, (refused,))
    st.rerun()


def _asked_again(box: str, text: str) -> bool:
    """Whether the text of box ``box``, refused when applied, is to be tried again: the model changed since (another
    edit), the text did not. Tried on the model as it is now, it stands refused there again (the problems panel and
    Save still count it) or, now allowed, is applied as its Apply asked."""
    refusal = doc.extra.get(logic.REFUSALS, {}).get(box)
    return refusal is not None and bool(refusal.problems) and refusal.shown == text and refusal.model is not doc.model


def _retry_other_parameters() -> None:
    """A refused parameter's text, whichever parameter the box shows now, tried again on the model as it is (as
    :func:`_asked_again` tries the box shown): it stays refused, listed and counted at Save, or is applied."""
    shown = f"param_value_{st.session_state.get('param_pick')}"  # its box, drawn below, asks for itself
    for box, refusal in list(doc.extra.get(logic.REFUSALS, {}).items()):
        if box.startswith("param_value_") and box != shown and _asked_again(box, refusal.shown):
            name = box.removeprefix("param_value_")
            _apply_json(refusal.shown, edit.set_param, name, box=box, pointer=f"/ruleset/params/{name}")


def _bad_json_under(box: str, text: str) -> None:
    """Why the text of box ``box`` was not applied, right under it, while it stands refused: JSON that does not
    parse, or a value the model refuses."""
    refused = logic.refused_at(doc, box, text)
    if not refused:
        return
    _, problem = store.section_value(text)
    if problem is not None:
        line, column, message = problem
        st.error(tr("bad_json", line=line, column=column, msg=diagnostic_text.json_syntax_text(message, lang()) or message),
                 icon=":material/error:")
    else:
        form_widgets.show_problems(refused, refused[0].pointer)


def _seeded(name: str, value) -> str:
    """The key of the widget for field ``name``, showing ``value`` (the model's) when it should (:func:`logic.seed_widget`)."""
    return logic.seed_widget(doc, st.session_state, doc.key(name), value)


def _json_section(label: str, key: str, value, *, height: int = 220, pointer: str | None = None, problems: bool = True):
    """A JSON text area for one section of the Call, applied with validation; its problems right under it.

    ``problems`` False: the section's form fields show them already.
    """
    text = st.text_area(label, height=height, key=_seeded(f"json_{key}", logic.section_text(value)))
    if st.button(tr("apply"), key=f"apply_{key}") or _asked_again(f"json_{key}", text):
        _apply_json(text, edit.set_section, key, box=f"json_{key}", pointer=pointer or f"/{key}")
    _bad_json_under(f"json_{key}", text)
    if problems:
        _field_problems(pointer or f"/{key}")


def _number_section(section: str) -> None:
    """One number input per field of flat ``section``; a change is applied at once (undoable).

    An optional number (``loss.helpers_lost``) may be left empty: it is then omitted from the file.
    """
    st.markdown(f"**{tr(f'section_{section}')}**")
    values = call_forms.section_values(call, section)
    chosen_values = {}
    fields = call_forms.number_fields(section)
    for column, field in zip(st.columns(len(fields)), fields, strict=True):
        chosen = column.number_input(  # an optional number's default is empty (None), so that the box may be cleared
            tr(f"field_{section}_{field.name}"), value=None if field.optional else "min", min_value=field.minimum,
            max_value=field.maximum, step=1, help=field_help(field.owner, field.name, field.description, lang()),
            key=_seeded(f"num_{section}_{field.name}", values[field.name]),
            placeholder=tr("number_none") if field.optional else None)
        chosen_values[field.name] = None if chosen is None else int(chosen)
    shell.apply_field(doc, doc.key(f"num_{section}"), chosen_values, values, edit.set_section, section,
                      call_forms.section_update(call, section, chosen_values), pointer=f"/{section}")
    _field_problems(f"/{section}")


def _apply_procedures(data) -> None:
    logic.apply(doc, edit.set_section, "procedures", data)



def _procedures_form() -> None:
    """One box per random setup step: what it places, how many, what makes it roll again; add and remove steps."""
    st.markdown(f"**{tr('procedures_form')}**")
    _field_problems("/setup/procedures", exact=True)  # those of one step show in its box
    for index, procedure in enumerate(call.setup.procedures):
        with st.container(border=True, key=f"proc_{index}"):
            head, count_col, drop_col = st.columns([2, 1.2, 0.9], vertical_alignment="bottom")
            head.markdown(f"{index + 1}. **{tr(f'proc_{procedure.do}')}**")
            key = _seeded(f"proc_count_{index}", str(procedure.count))
            typed = count_col.text_input(tr("proc_count"), key=key, help=tr("proc_count_help"))
            drop_col.button(tr("remove"), key=f"proc_remove_{index}", icon=":material/delete:",
                            on_click=lambda i=index: _apply_procedures(call_forms.without_procedure(call, i)))
            if procedure.do != "explosions":
                chosen = st.multiselect(tr("proc_reroll"), call_forms.REROLL_MARKERS,
                                        key=worded_choice(_seeded(f"proc_reroll_{index}", list(procedure.reroll_on))),
                                        format_func=lambda m: tr(f"reroll_{m}"))
                shell.apply_field(doc, doc.key(f"proc_reroll_{index}"), list(chosen), list(procedure.reroll_on),
                                  edit.set_section, "procedures",
                                  call_forms.with_procedure_field(call, index, "reroll_on", list(chosen)),
                                  pointer=f"/setup/procedures/{index}/reroll_on")
            if half_width(typed).strip().lower() != str(procedure.count):  # a refused count stays, its problem here, Save says so
                shell.apply_field(doc, key, typed, str(procedure.count), call_forms.set_procedure_count, index, typed,
                                  pointer=f"/setup/procedures/{index}/count")
            _field_problems(f"/setup/procedures/{index}")
    add_kind, add_button = st.columns([2, 1], vertical_alignment="bottom")
    kind = add_kind.selectbox(tr("proc_add_kind"), call_forms.PLACE_KINDS, key=worded_choice("proc_add_kind"),
                              format_func=lambda k: tr(f"proc_{k}"))
    add_button.button(tr("proc_add"), key="proc_add", icon=":material/add:", width="stretch",
                      on_click=lambda: _apply_procedures(call_forms.with_new_procedure(call, kind)))


def _levels_table() -> None:
    """The levels as an editable table (add and delete rows at its edge); applied when it changes."""
    rows = call_forms.level_rows(call)
    config = {name: st.column_config.Column(tr(f"level_col_{name}")) for name in call_forms.LEVEL_COLUMNS}
    edited = st.data_editor(pd.DataFrame(rows, columns=list(call_forms.LEVEL_COLUMNS)), num_rows="dynamic",
                            column_order=call_forms.LEVEL_COLUMNS, column_config=config, key=doc.key("levels"),
                            width="stretch", hide_index=True)
    st.caption(tr("levels_table"))
    shown = call_forms.levels_from_rows(edited.to_dict("records"))
    shell.apply_field(doc, doc.key("levels"), shown, call_forms.levels_from_rows(rows), edit.set_section, "levels",
                      shown, pointer="/levels")
    _field_problems("/levels")


def _dump(section):
    return section.model_dump(mode="json", by_alias=True, exclude_unset=True) if hasattr(section, "model_dump") else [
        s.model_dump(mode="json", by_alias=True, exclude_unset=True) for s in section
    ]


# the tabs keep their place (keyed; the open one is in the address, ?tab=setup) whatever appears above them
asked = st.query_params.get("tab")
if st.session_state.get("call_tab") not in TAB_LABELS.values():  # first drawn, or the tab's name in another language
    st.session_state["call_tab"] = TAB_LABELS.get(asked, TAB_LABELS[call_forms.TABS[0]])
with main_col:
    tabs = st.tabs([TAB_LABELS[c] for c in call_forms.TABS], key="call_tab", on_change="rerun")
text_tab, rules_tab, setup_tab, numbers_tab, decks_tab, heroes_tab = tabs
open_tab = next((c for c, label in TAB_LABELS.items() if label == st.session_state.get("call_tab")), None)
if open_tab is not None and st.query_params.get("tab") != open_tab:
    st.query_params["tab"] = open_tab

# --- text: en / hu / ja side by side ---------------------------------------------
with text_tab:
    columns = st.columns(3)
    for code, column in zip(edit.LANGUAGES, columns, strict=True):
        with column:
            st.markdown("**" + tr(f"lang_{code}") + "**")
            title = getattr(call.title, code) or ""
            new_title = st.text_input(tr("title"), key=_seeded(f"title_{code}", title))
            shell.apply_field(doc, doc.key(f"title_{code}"), new_title, title, edit.set_title, code, new_title,
                              pointer=f"/title/{code}")
            briefing = (getattr(call.briefing, code) or "") if call.briefing else ""
            new_briefing = st.text_area(tr("briefing"), height=220, key=_seeded(f"briefing_{code}", briefing))
            shell.apply_field(doc, doc.key(f"briefing_{code}"), new_briefing, briefing, edit.set_briefing, code,
                              new_briefing, pointer=f"/briefing/{code}")

# --- ruleset and parameters ------------------------------------------------------
with rules_tab:
    names = ["family", "experienced", "gsh"]
    ruleset = st.selectbox(tr("ruleset"), names, key=worded_choice(_seeded("ruleset", call.ruleset.name)),
                           format_func=lambda n: tr(f"ruleset_{n}"))
    shell.apply_field(doc, doc.key("ruleset"), ruleset, call.ruleset.name, edit.set_ruleset, ruleset,
                      pointer="/ruleset/name")
    defaults = default_params(call.ruleset.name).model_dump(mode="json")
    overrides = call.ruleset.params.model_dump(mode="json", exclude_none=True)
    st.dataframe(
        [
            {tr("param"): name, tr("default"): json.dumps(defaults[name]),
             tr("override"): json.dumps(overrides[name]) if name in overrides else "",
             tr("meaning"): field_help("RulesetParams", name, RulesetParams.model_fields[name].description or "", lang())}
            for name in RulesetParams.model_fields
        ],
        hide_index=True, width="stretch",
    )
    p1, p2, p3 = st.columns([2, 2, 1])
    _retry_other_parameters()
    param = p1.selectbox(tr("param"), list(RulesetParams.model_fields), key="param_pick")
    raw = p2.text_input(tr("override_json"),
                        key=_seeded(f"param_value_{param}", json.dumps(overrides.get(param, defaults[param]))))
    if p3.button(tr("apply"), key="param_apply") or _asked_again(f"param_value_{param}", raw):
        _apply_json(raw, edit.set_param, param, box=f"param_value_{param}", pointer=f"/ruleset/params/{param}")
    _bad_json_under(f"param_value_{param}", raw)
    if p3.button(tr("reset"), key="param_reset", disabled=param not in overrides,
                 help=None if param in overrides else tr("greyed_param_default", param=param)):
        logic.apply(doc, edit.set_param, param, None)
        st.rerun()
    _levels_table()
    if call.specialists is not None or default_params(call.ruleset.name).specialists:
        with st.expander(tr("specialists_json"), key="specialists_json_open"):  # the specialists the Call offers (empty: every one of the ruleset)
            _json_section(tr("specialists"), "specialists", call.specialists, height=90)

# --- setup: fixed placements by cell, random procedures, vehicles -------------------
with setup_tab:
    draw, tools = st.columns([3, 2], gap="large")
    with tools:
        kind = st.selectbox(tr("marker"), list(edit.MARKER_KINDS), key=worded_choice("marker_kind"),
                            format_func=lambda k: tr(f"marker_{k}"))
        r1, r2 = st.columns(2)
        rows = board.rows if board else 8
        cols = board.cols if board else 10
        row = int(r1.number_input(tr("row"), min_value=0, max_value=rows - 1, key="call_row"))
        col = int(r2.number_input(tr("col"), min_value=0, max_value=cols - 1, key="call_col"))
        b1, b2 = st.columns(2)
        placed = getattr(call.setup, kind)
        here = (row, col) in [tuple(c) for c in placed]
        # a button that would change nothing is greyed, and says why (firefighter starts are seats: they may repeat)
        repeat = here and kind != "firefighters"
        # the space in the labels: a number typed past the board is not taken, and the buttons say which space they act on
        b1.button(f"{tr('place')} [{row}, {col}]", key="place_marker", type="primary", on_click=logic.apply, disabled=repeat,
                  args=(doc, edit.place_marker, kind, (row, col)),
                  help=tr("marker_there", marker=tr(f"marker_{kind}"), cell=f"{row},{col}") if repeat else None)
        b2.button(f"{tr('remove')} [{row}, {col}]", key="remove_marker", on_click=logic.apply, disabled=not here,
                  args=(doc, edit.remove_marker, kind, (row, col)),
                  help=None if here else tr("marker_not_there", marker=tr(f"marker_{kind}"), cell=f"{row},{col}"))
        st.caption(tr("placed", n=len(placed)) + (": " + ", ".join(str(list(c)) for c in placed) if placed else ""))
        _off_board_placements(rows, cols)
        if board is not None:
            for vehicle in ("ambulance", "engine"):
                spots = getattr(board.parking, vehicle)
                current = getattr(call.setup.vehicles, vehicle)
                options = [None, *range(len(spots))]
                if current is not None and current not in options:  # a spot the board no longer has: shown, not dropped
                    options.append(current)
                choice = st.selectbox(
                    tr("start_spot", vehicle=tr(vehicle)), options,
                    key=worded_choice(_seeded(f"vehicle_{vehicle}", current)),
                    format_func=functools.partial(_spot_label, count=len(spots)),
                    placeholder=tr("players_choose"),  # a None value shows the placeholder, not format_func(None)
                )
                shell.apply_field(doc, doc.key(f"vehicle_{vehicle}"), choice, current, edit.set_vehicle_start,
                                  vehicle, choice, pointer=f"/setup/vehicles/{vehicle}")
    with draw:
        if board is not None:
            svg = render.render_svg(board, state=render.markers_from_setup(call, shell.lang()), layers=LAYERS,
                                    highlight_cells=[(row, col)], lang=shell.lang())
            svg = problem_marks.mark_problems(svg, board, diagnostics, layers=LAYERS, chosen=chosen)
            canvas.show_drawing(board, svg, key=CLICK, layers=LAYERS, zoom=canvas.zoom_control("call_zoom"))
            if st.session_state.pop("call_scroll", False):
                canvas.scroll_into_view(CLICK)
            if board_image.clickable():
                st.caption(tr("click_marker"))
        else:
            st.warning(tr("board_unresolved", board=call.board))
    _procedures_form()
    with st.expander(tr("procedures_json"), key="procedures_json_open"):  # keyed: a language switch keeps it open
        _json_section(tr("procedures"), "procedures", call_forms.procedures_data(call), height=300,
                      pointer="/setup/procedures", problems=False)  # the form above shows them
    with st.expander(tr("open_doors_json"), key="open_doors_json_open"):  # doors that start open whatever the board says
        _json_section(tr("open_doors"), "open_doors", [[list(c) for c in edge] for edge in call.setup.open_doors],
                      height=90, pointer="/setup/open_doors")
    _field_problems("/setup/vehicles")

# --- numbers: players, POI bag, supply, thresholds ----------------------------------
with numbers_tab:
    n1, n2 = st.columns(2)
    with n1:
        _number_section("players")
        _number_section("poi_bag")
        board_ref = st.text_input(tr("board_ref"), key=_seeded("board_ref", call.board))
        shell.apply_field(doc, doc.key("board_ref"), board_ref, call.board, edit.set_section, "board", board_ref,
                          pointer="/board")
        _field_problems("/board")
    with n2:
        _number_section("win")
        _number_section("loss")
        _number_section("supply")

# --- decks: every deck, its cards and their effects as fields ------------------------------
# (drawn only while its tab is open: the forms hold many widgets, and every rerun would draw them all)
with decks_tab:
    if decks_tab.open is not False:
        st.caption(tr("decks_help"))
        deck_forms.decks_form(doc, form_problems)
        with st.expander(tr("form_raw_json"), key="decks_json_open"):
            _json_section(tr("decks"), "decks", _dump(call.decks), height=420, problems=False)

# --- gsh heroes and Call mechanics (R-HERO-1..8) ---------------------------------------
with heroes_tab:
    if heroes_tab.open is not False:
        st.caption(tr("heroes_help"))
        st.markdown(f"#### {tr('form_hero_set')}")
        hero_forms.heroes_form(doc, form_problems)
        st.markdown(f"#### {tr('form_mechanics')}")
        hero_forms.mechanics_form(doc, form_problems)
        with st.expander(tr("form_raw_json"), key="heroes_json_open"):
            _json_section(tr("heroes"), "heroes", _dump(call.heroes) if call.heroes is not None else None, height=320, problems=False)
            m1, m2 = st.columns(2)
            with m1:
                _json_section(tr("water_sources"), "water_sources", _dump(call.water_sources), height=160, problems=False)
                _json_section(tr("rescue_places"), "rescue_places", _dump(call.rescue_places), height=140, problems=False)
                _json_section(tr("crew_change_spaces"), "crew_change_spaces", [list(c) for c in call.crew_change_spaces],
                              height=90, problems=False)
                _json_section(tr("named_victim"), "named_victim", _dump(call.named_victim) if call.named_victim else None,
                              height=120)
            with m2:
                _json_section(tr("marker_kinds"), "markers", _dump(call.markers), height=160, problems=False)
                _json_section(tr("setup_markers"), "setup_markers",
                              {k: [list(c) for c in v] for k, v in call.setup.markers.items()}, height=140,
                              pointer="/setup/markers", problems=False)
                _json_section(tr("helpers"), "helpers", [list(c) for c in call.setup.helpers], height=90,
                              pointer="/setup/helpers", problems=False)

with st.expander(tr("json_view"), key="call_json_open"):
    st.code(logic.current_text(doc), language="json")
