"""Clicks on the board drawing, through AppTest: the board editor's tools, the Call editor's markers, Play.

AppTest cannot click inside a custom component, so a click is given the way
the image component reports one: its value in the session state (position in
the shown image, the shown size, the time of the click). Points are taken
from the drawing's own SVG, as a user would aim at what is drawn.
"""

import base64
import io
import itertools
import json
import struct
import xml.etree.ElementTree as ET

import pytest
from app_pages import open_page

from authoring import edit
from authoring import playing as pl
from authoring.drawings import render
from authoring.drawings.render import drawing_size
from authoring.language import i18n
from authoring.studio import board_image, library_files, logic
from engine.actions import Action
from engine.board import DOOR
from engine.bots.random import RandomBot

NS = "{http://www.w3.org/2000/svg}"
SHOWN_WIDTH = 812
"""Width the browser shows the image at, in CSS pixels (any width works: the click carries it)."""
_clock = itertools.count(1_790_000_000_000, 1000)


def _app(library, page, **state):
    return open_page(library, page, **state)


def _spaces(svg):
    root = ET.fromstring(svg)
    return {
        tuple(int(v) for v in r.get("data-cell").split(",")): tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
        for r in root.iter(f"{NS}rect") if "space" in (r.get("class") or "").split()
    }


def _point(svg, *, cell=None, edge=None, within=(0.5, 0.5)):
    """A point of the drawing: inside ``cell`` at ``within``, or the middle of the line between the cells of ``edge``."""
    spaces = _spaces(svg)
    if edge is not None:
        (x1, y1, w, h), (x2, y2, _, _) = spaces[tuple(edge[0])], spaces[tuple(edge[1])]
        if y1 == y2:
            return max(x1, x2), y1 + h / 2
        return x1 + w / 2, max(y1, y2)
    x, y, w, h = spaces[tuple(cell)]
    return x + w * within[0], y + h * within[1]


def _click(at, key, **where):
    """Click the drawing shown as image ``key`` at ``cell`` (and ``within``) or on ``edge``, then rerun."""
    drawing = at.session_state[f"{key}:drawn"]
    px, py = _point(drawing.svg, **where)
    width, height = drawing_size(drawing.board, layers=drawing.layers)
    scale = SHOWN_WIDTH / width
    at.session_state[key] = {"x": round(px * scale), "y": round(py * scale), "width": SHOWN_WIDTH,
                             "height": round(height * scale), "unix_time": next(_clock)}
    at.run()
    assert not at.exception, at.exception
    return at


def _codes(at):
    radios = [r for r in at.radio if r.key == "board_diag"]
    return sorted(label.split(" ")[2] for label in radios[0].options[1:]) if radios else []


def _tiny_library(library):
    """A small board whose only entrance is the opening on the bottom of space (3, 2)."""
    board = edit.new_blank_board(5, 5, board_id="tiny")
    for cell in board.scene_cells():
        board = edit.set_arrow(board, cell, "N" if cell[0] > 1 else "S")
    board = edit.set_edge(board, ((3, 2), (4, 2)), "opening")
    return library_files.create_board_file(library, board)


# --- board editor -------------------------------------------------------------------


def test_the_drawing_is_the_svg_to_click(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    (image,) = at.get("component_instance")
    assert image.key == "board_click"
    assert image.proto.component_name.endswith("streamlit_image_coordinates")
    # the image is the page's drawing itself, as SVG the browser draws
    args = json.loads(image.proto.json_args)
    assert args["src"].startswith("data:image/svg+xml;base64,") and args["width"] == "stretch"
    drawing = at.session_state["board_click:drawn"]
    assert base64.b64decode(args["src"].split(",", 1)[1]).decode("utf-8") == drawing.svg
    assert i18n.t("click_edge") in [c.value for c in at.caption]


def test_the_png_fallback_is_the_drawing_at_the_known_scale():
    svg = render.render_svg(edit.new_blank_board(4, 4))
    out = io.BytesIO()
    board_image.EncodedPNG(render.svg_to_png(svg, scale=board_image.PNG_SCALE)).save(out, format="PNG")
    width, height = render.drawing_size(edit.new_blank_board(4, 4))
    assert out.getvalue()[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", out.getvalue()[16:24]) == (round(width * board_image.PNG_SCALE), round(height * board_image.PNG_SCALE))
    with pytest.raises(ValueError):
        board_image.EncodedPNG(b"").save(io.BytesIO(), format="JPEG")


def test_a_click_on_an_edge_cycles_it_once_and_the_diagnostics_follow(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    doc = at.session_state["board_doc"]
    edge = ((3, 2), (4, 2))
    assert "FP204" not in _codes(at)
    _click(at, "board_click", edge=edge)  # opening -> wall: no entrance left
    assert edit.edge_kind(doc.model, edge) == "wall"
    assert "FP204" in _codes(at)
    # the panel shows the clicked edge
    assert (at.number_input(key="sel_row").value, at.number_input(key="sel_col").value) == (3, 2)
    assert at.radio(key="edge_side").value == "S"
    # reruns (any other input) do not handle the same click again
    at.run()
    at.radio(key="board_diag").set_value(None).run()
    assert edit.edge_kind(doc.model, edge) == "wall"
    _click(at, "board_click", edge=edge)
    assert edit.edge_kind(doc.model, edge) == "door"
    at.button(key="board_undo").click().run()
    at.button(key="board_undo").click().run()  # two clicks, two edits: back to the opening
    assert edit.edge_kind(doc.model, edge) == "opening" and not doc.history.can_undo


def test_a_click_on_an_interior_edge_adds_a_wall_and_the_drawing_shows_it(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    edge = ((1, 1), (1, 2))
    assert 'data-edge="1,1-1,2"' not in at.session_state["board_click:drawn"].svg
    _click(at, "board_click", edge=edge)
    assert edit.edge_kind(at.session_state["board_doc"].model, edge) == "wall"
    assert 'class="wall" data-edge="1,1-1,2"' in at.session_state["board_click:drawn"].svg


def test_a_click_inside_a_space_selects_it_and_changes_nothing(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    doc = at.session_state["board_doc"]
    _click(at, "board_click", cell=(2, 3))
    assert (at.number_input(key="sel_row").value, at.number_input(key="sel_col").value) == (2, 3)
    assert not doc.history.can_undo
    # the side picker applies to the selected space: its north edge is the one shown
    assert 'class="highlight-edge" data-edge="1,3-2,3"' in at.session_state["board_click:drawn"].svg


def test_arrow_tool_points_toward_the_part_of_the_space_clicked(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(library / "boards" / "fire-rescue-front.board.json"))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("arrow").run()
    _click(at, "board_click", cell=(2, 2), within=(0.5, 0.08))
    assert doc.model.arrows.arrows()[(2, 2)] == "N"
    assert at.selectbox(key="arrow_dir").value == "N"
    _click(at, "board_click", cell=(2, 2), within=(0.92, 0.9))
    assert doc.model.arrows.arrows()[(2, 2)] == "SE"
    before = doc.model
    _click(at, "board_click", cell=(5, 7))  # the middle: select only, the direction picker applies
    assert doc.model == before
    assert (at.number_input(key="sel_row").value, at.number_input(key="sel_col").value) == (5, 7)
    at.selectbox(key="arrow_dir").set_value("W").run()
    at.button(key="set_arrow").click().run()
    assert doc.model.arrows.arrows()[(5, 7)] == "W"


def test_zone_tool_paints_a_space_and_a_second_click_takes_it_out(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(library / "boards" / "fire-rescue-front.board.json"))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("zone").run()
    at.selectbox(key="zone_pick").set_value("top-right").run()
    cell = (6, 1)
    assert cell not in doc.model.zones["top-right"].cells()
    _click(at, "board_click", cell=cell)
    assert cell in doc.model.zones["top-right"].cells()
    assert all(cell not in region.cells() for name, region in doc.model.zones.items() if name != "top-right")
    _click(at, "board_click", cell=cell)
    assert all(cell not in region.cells() for region in doc.model.zones.values())


def test_parking_tool_selects_two_ring_spaces_or_a_spot(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(library / "boards" / "fire-rescue-front.board.json"))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("parking").run()
    at.radio(key="park_kind").set_value("engine").run()
    spots = list(doc.model.parking.engine)
    at.selectbox(key="park_index").set_value(len(spots)).run()  # a new spot
    _click(at, "board_click", edge=((0, 1), (0, 2)))
    assert (at.number_input(key="sel_row").value, at.number_input(key="sel_col").value) == (0, 1)
    assert at.radio(key="park_dir").value == "E"
    at.button(key="set_spot").click().run()
    assert doc.model.parking.engine[-1] == ((0, 1), (0, 2))
    # a click on a space of an existing spot picks that spot
    first, second = sorted(doc.model.parking.engine[1])
    _click(at, "board_click", cell=second)
    assert at.selectbox(key="park_index").value == 1
    assert (at.number_input(key="sel_row").value, at.number_input(key="sel_col").value) == first


def test_a_spot_whose_second_space_is_off_the_grid_is_greyed_and_says_why(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(library / "boards" / "fire-rescue-front.board.json"))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("parking").run()
    at.selectbox(key="park_index").set_value(len(doc.model.parking.ambulance)).run()  # a new spot
    assert at.button(key="remove_spot").disabled and at.button(key="remove_spot").help == i18n.t("greyed_new_spot")
    at.number_input(key="sel_col").set_value(doc.model.cols - 1).run()  # the last column: E is past the edge
    at.radio(key="park_dir").set_value("E").run()
    button = at.button(key="set_spot")
    assert button.disabled and button.help == i18n.t("greyed_spot_off_grid", cell=f"{at.number_input(key='sel_row').value},"
                                                                              f"{doc.model.cols}")
    assert not at.exception


# --- Call editor --------------------------------------------------------------------------


def test_call_editor_click_places_and_removes_the_chosen_marker(library):
    at = _app(library, "call_editor", call_doc=logic.open_doc(library / "fire-rescue-family.call.json"))
    doc = at.session_state["call_doc"]
    at.selectbox(key="marker_kind").set_value("smoke").run()
    assert doc.model.setup.smoke == []
    _click(at, "call_click", cell=(1, 8))
    assert doc.model.setup.smoke == [(1, 8)]
    assert (at.number_input(key="call_row").value, at.number_input(key="call_col").value) == (1, 8)
    assert 'class="smoke"' in at.session_state["call_click:drawn"].svg
    at.run()
    assert doc.model.setup.smoke == [(1, 8)]
    _click(at, "call_click", cell=(1, 8))
    assert doc.model.setup.smoke == []


# --- Play ---------------------------------------------------------------------------------


def _play(library, session=None):
    at = _app(library, "play")
    at.selectbox(key="play_call").set_value(library / "fire-rescue-family.call.json").run()
    at.number_input(key="play_players").set_value(2).run()
    at.text_input(key="play_seed").set_value("3").run()
    at.button(key="play_start").click().run()
    if session is not None:
        at.session_state["play_session"] = session
        at.run()
    assert not at.exception, at.exception
    return at


def _picked(at):
    return [b.key[len("pick:"):] for b in at.button if b.key and b.key.startswith("pick:")]


def test_click_on_a_space_proposes_its_only_action_and_one_button_plays_it(library):
    at = _play(library)
    session = at.session_state["play_session"]
    legal = session.game.legal_actions()
    single = next(a for a in legal if a.kind == "move" and len(pl.actions_at(legal, cell=a.cell)) == 1)
    _click(at, "play_click", cell=single.cell)
    assert _picked(at) == [single.notation]
    button = at.button(key=f"pick:{single.notation}")
    assert button.proto.type == "primary"
    assert f'class="highlight" data-cell="{single.cell[0]},{single.cell[1]}"' in at.session_state["play_click:drawn"].svg
    button.click().run()
    assert not at.exception
    session = at.session_state["play_session"]
    assert [s.notation for s in session.steps] == [single.notation]
    assert _picked(at) == [] and "play_pick" not in at.session_state


def test_click_where_several_actions_target_lists_just_those(library):
    call, board = pl.load_playable(library / "fire-rescue-family.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=3))
    bot = RandomBot(seed=2)
    for _ in range(2000):
        legal = session.game.legal_actions()
        several = [a for a in legal if len(pl.actions_at(legal, cell=a.cell)) >= 2 and a.cell2 == (-1, -1)]
        if several:
            break
        session = pl.apply_action(session, bot.act(session.game).notation)
    else:
        pytest.fail("no space was ever the target of two actions")
    at = _play(library, session)
    target = several[0].cell
    expected = [a.notation for a in pl.actions_at(legal, cell=target)]
    _click(at, "play_click", cell=target)
    assert _picked(at) == expected
    assert all(at.button(key=f"pick:{n}").proto.type == "secondary" for n in expected)
    at.button(key=f"pick:{expected[-1]}").click().run()
    assert at.session_state["play_session"].steps[-1].notation == expected[-1]


def test_click_on_a_door_proposes_opening_it(library):
    call, board = pl.load_playable(library / "fire-rescue-family.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=5))
    bot = RandomBot(seed=0)
    for _ in range(400):
        door = [a for a in session.game.legal_actions() if a.kind == "open"]
        if door:
            break
        session = pl.apply_action(session, bot.act(session.game).notation)
    else:
        pytest.fail("no door could ever be opened")
    at = _play(library, session)
    action = door[0]
    _click(at, "play_click", edge=(action.cell, action.cell2))
    assert _picked(at) == [action.notation]
    edge_attr = f"{action.cell[0]},{action.cell[1]}-{action.cell2[0]},{action.cell2[1]}"
    assert f'class="highlight-edge" data-edge="{edge_attr}"' in at.session_state["play_click:drawn"].svg
    at.button(key=f"pick:{action.notation}").click().run()
    assert Action.parse(at.session_state["play_session"].steps[-1].notation) == action


def test_click_where_nothing_can_be_done_says_so_and_clear_forgets_it(library):
    at = _play(library)
    session = at.session_state["play_session"]
    legal = session.game.legal_actions()
    board = session.board
    empty = next((r, c) for r in range(board.rows) for c in range(board.cols)
                 if not pl.actions_at(legal, cell=(r, c), own_cell=None))
    _click(at, "play_click", cell=empty)
    assert _picked(at) == []
    assert any(i18n.t("none_at", where=i18n.t("picked_cell", cell=f"{empty[0]},{empty[1]}")) in m.value
               for m in at.markdown)
    why = pl.move_reason(session.game, Action("move", empty), "en")  # the rule that keeps a move there out
    assert why and i18n.t("move_why_caption", why=why) in [c.value for c in at.caption]
    at.button(key="play_pick_clear").click().run()
    assert "play_pick" not in at.session_state


def test_each_tool_says_what_a_click_does(library):
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    for tool in ("edge", "arrow", "zone", "parking"):
        at.radio(key="board_tool").set_value(tool).run()
        assert i18n.t(f"click_{tool}") in [c.value for c in at.caption], tool


def test_without_the_image_component_the_drawing_is_svg_and_the_inputs_still_work(library, monkeypatch):
    monkeypatch.setattr(board_image, "streamlit_image_coordinates", None)
    at = _app(library, "board_editor", board_doc=logic.open_doc(_tiny_library(library)))
    assert not at.get("component_instance")
    assert at.get("image")[0].proto.imgs[0].url.startswith("data:image/svg+xml")
    assert i18n.t("click_edge") not in [c.value for c in at.caption]
    at.number_input(key="sel_row").set_value(3)
    at.number_input(key="sel_col").set_value(2).run()
    at.radio(key="edge_side").set_value("S").run()
    at.button(key="toggle_edge").click().run()
    assert edit.edge_kind(at.session_state["board_doc"].model, ((3, 2), (4, 2))) == "wall"


def test_click_on_a_door_where_nothing_acts_names_the_door_and_why(library):
    at = _play(library)
    game = at.session_state["play_session"].game
    cb = game.cb
    here = game.st.ff_pos[game.st.player]
    door = next((divmod(s, cb.cols), divmod(t, cb.cols)) for s in range(cb.n) for t, e in cb.adjacent[s]
                if cb.edge_kind[e] == DOOR and here not in (s, t) and s < t
                and not pl.actions_at(game.legal_actions(), cell=divmod(s, cb.cols), edge=(divmod(s, cb.cols), divmod(t, cb.cols))))
    _click(at, "play_click", edge=door)
    where = i18n.t("picked_edge", edge=f"{door[0][0]},{door[0][1]}–{door[1][0]},{door[1][1]}")
    assert any(i18n.t("none_at", where=where) in m.value for m in at.markdown)
    why = pl.edge_reason(game, door, "en")
    assert why and why.startswith(f"the door between {door[0][0]},{door[0][1]} and") and "(R-ACT-5)" in why
    assert i18n.t("edge_why_caption", why=why) in [c.value for c in at.caption]


def _blank_board_doc(library):
    path = library / "boards" / "blank.board.json"
    path.write_text(edit.new_blank_board(8, 10, board_id="blank").model_dump_json(exclude_none=True), encoding="utf-8")
    return logic.open_doc(path)


def _paint_rectangle(at, corner, other) -> None:
    """Paint the zone tool's rectangle from ``corner`` to ``other`` with the zone picked (or named)."""
    at.number_input(key="sel_row").set_value(corner[0])
    at.number_input(key="sel_col").set_value(corner[1]).run()
    at.number_input(key="sel_row2").set_value(other[0])
    at.number_input(key="sel_col2").set_value(other[1]).run()
    at.button(key="paint_zone").click().run()


def test_a_new_zone_gets_a_free_name_and_painting_again_adds_to_the_zone_just_made(library):
    at = _app(library, "board_editor", board_doc=_blank_board_doc(library))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("zone").run()
    assert at.selectbox(key="zone_pick").value == ""  # "(new zone)": the blank board has none
    assert at.text_input(key="zone_new_name::0").value == "zone"
    _paint_rectangle(at, (1, 1), (3, 4))
    assert len(doc.model.zones["zone"].cells()) == 12
    assert at.selectbox(key="zone_pick").value == "zone", "the zone just made is picked"
    at.selectbox(key="zone_pick").set_value("").run()  # "(new zone)" again: the next free name, not "zone"
    assert at.text_input(key="zone_new_name::1").value == "zone-2"
    _paint_rectangle(at, (4, 5), (6, 8))
    assert len(doc.model.zones["zone"].cells()) == 12 and len(doc.model.zones["zone-2"].cells()) == 12
    at.selectbox(key="zone_pick").set_value("").run()
    at.text_input(key="zone_new_name::2").set_value("zone").run()  # a taken name is said before painting
    assert [w.value for w in at.warning] == [i18n.t("zone_name_taken", zone="zone")]
    assert not at.exception


def test_clicks_with_new_zone_picked_paint_one_new_zone(library):
    at = _app(library, "board_editor", board_doc=_blank_board_doc(library))
    doc = at.session_state["board_doc"]
    at.radio(key="board_tool").set_value("zone").run()
    _click(at, "board_click", cell=(2, 2))
    _click(at, "board_click", cell=(2, 3))
    assert list(doc.model.zones) == ["zone"] and len(doc.model.zones["zone"].cells()) == 2


def test_a_zone_name_refused_is_said_in_the_interface_language(library):
    at = _app(library, "board_editor", board_doc=_blank_board_doc(library), lang="ja")
    at.radio(key="board_tool").set_value("zone").run()
    assert at.text_input(key="zone_new_name::0").help == i18n.t("id_chars", "ja")
    at.text_input(key="zone_new_name::0").set_value("Bad Name!").run()
    at.button(key="paint_zone").click().run()
    (error,) = [e.value for e in at.error]
    assert error.startswith("zones/Bad Name!: 値 'Bad Name!' は識別子ではありません"), error


@pytest.mark.parametrize(("lang", "first"), [("en", "north (N)"), ("hu", "észak (N)"), ("ja", "北（N）")])
def test_the_arrow_directions_are_said_in_the_interface_language_with_their_code(library, lang, first):
    at = open_page(library, "board_editor", lang=lang)
    at.radio(key="board_tool").set_value("arrow").run()
    options = at.selectbox(key="arrow_dir").options
    assert options[0] == first and len(options) == 9, options
    assert all("(" in o or "（" in o for o in options[:8])
