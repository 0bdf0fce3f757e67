"""Board and Call edits: each returns a new valid model and leaves the old one alone."""

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from authoring import edit, sketch
from authoring.checks import check_board
from engine.model import Board, Call
from engine.model.board import normalize_edge

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "calls" / "boards").glob("*.board.json"))


def _front():
    return Board.model_validate(json.loads((ROOT / "calls/boards/fire-rescue-front.board.json").read_text()))


def _call():
    return Call.model_validate(json.loads((ROOT / "calls/fire-rescue-family.call.json").read_text()))


# --- edges -------------------------------------------------------------------------


def test_interior_edge_cycles_none_wall_door():
    board = edit.new_blank_board(5, 5, board_id="b")
    edge = ((2, 2), (2, 3))
    seen = []
    for _ in range(4):
        board = edit.toggle_edge(board, edge)
        seen.append(edit.edge_kind(board, edge))
    assert seen == ["wall", "door", "none", "wall"]
    assert board.walls == [normalize_edge(edge)] and board.doors == []


def test_outer_edge_cycles_wall_door_opening():
    board = edit.new_blank_board(5, 5, board_id="b")
    edge = ((1, 0), (1, 1))
    assert edit.edge_kind(board, edge) == "wall"
    kinds = []
    for _ in range(3):
        board = edit.toggle_edge(board, edge)
        kinds.append(edit.edge_kind(board, edge))
    assert kinds == ["door", "opening", "wall"]
    assert board.walls == [] and board.openings == [] and board.doors == []


def test_toggle_keeps_other_features_and_does_not_touch_the_input():
    front = _front()
    before = front.model_dump()
    edge = ((1, 1), (1, 2))
    changed = edit.toggle_edge(front, edge)
    assert front.model_dump() == before
    assert normalize_edge(edge) in [normalize_edge(w) for w in changed.walls]
    assert len(changed.walls) == len(front.walls) + 1
    assert changed.doors == front.doors and changed.zones == front.zones and changed.arrows == front.arrows


def test_door_becomes_nothing_then_wall():
    front = _front()
    door = ((1, 3), (1, 4))
    assert edit.edge_kind(front, door) == "door"
    after = edit.toggle_edge(front, door)
    assert edit.edge_kind(after, door) == "none"
    assert len(after.doors) == len(front.doors) - 1


def test_edge_of_non_neighbours_is_refused():
    with pytest.raises(ValueError, match="neighbouring"):
        edit.toggle_edge(edit.new_blank_board(5, 5), ((1, 1), (2, 2)))


def test_set_door_state():
    front = edit.set_door_state(_front(), ((1, 4), (1, 3)), "open")
    states = {normalize_edge(d.edge): d.state for d in front.doors}
    assert states[((1, 3), (1, 4))] == "open"
    assert sum(s == "open" for s in states.values()) == 1
    with pytest.raises(ValueError, match="no door"):
        edit.set_door_state(front, ((1, 1), (1, 2)), "open")


# --- arrows, zones, parking ------------------------------------------------------------


def test_set_and_remove_arrow():
    front = _front()
    changed = edit.set_arrow(front, (3, 3), "NE")
    assert changed.arrows.arrows()[(3, 3)] == "NE"
    others = {k: v for k, v in changed.arrows.arrows().items() if k != (3, 3)}
    assert others == {k: v for k, v in front.arrows.arrows().items() if k != (3, 3)}
    removed = edit.set_arrow(changed, (3, 3), None)
    assert (3, 3) not in removed.arrows.arrows()
    with pytest.raises(ValueError, match="direction"):
        edit.set_arrow(front, (3, 3), "UP")
    with pytest.raises(ValueError, match="off the"):
        edit.set_arrow(front, (30, 3), "N")


def test_paint_zone_moves_a_space_between_zones():
    front = _front()
    moved = edit.paint_zone(front, "top-right", (1, 4))
    assert (1, 4) in moved.zones["top-right"].cells()
    assert (1, 4) not in moved.zones["top-left"].cells()
    assert len(moved.zones["top-left"].cells()) == 11
    assert moved.zones["bottom-left"] == front.zones["bottom-left"]
    back = edit.paint_zone(moved, "top-left", (1, 4))
    assert set(back.zones["top-left"].cells()) == set(front.zones["top-left"].cells())
    assert back.zones["top-left"].rows == (1, 3)  # a full rectangle again


def test_paint_a_rectangle_in_one_edit():
    front = _front()
    painted = edit.paint_zone_cells(front, "middle", [(r, c) for r in (3, 4) for c in (4, 5)])
    assert painted.zones["middle"].rows == (3, 4) and painted.zones["middle"].cols == (4, 5)
    assert sum(len(z.cells()) for z in painted.zones.values()) == len(front.scene_cells())
    assert (3, 4) not in painted.zones["top-left"].cells()
    assert list(painted.zones)[-1] == "middle"


def test_erasing_the_last_space_drops_the_zone():
    board = edit.paint_zone(edit.new_blank_board(4, 4), "z", (1, 1))
    assert list(board.zones) == ["z"]
    assert edit.paint_zone(board, None, (1, 1)).zones == {}


def test_set_parking_append_replace_remove():
    board = edit.new_blank_board(5, 5)
    board = edit.set_parking(board, "ambulance", 0, ((0, 1), (0, 2)))
    board = edit.set_parking(board, "ambulance", 1, ((4, 1), (4, 2)))
    board = edit.set_parking(board, "ambulance", 0, ((0, 2), (0, 3)))
    assert board.parking.ambulance == [((0, 2), (0, 3)), ((4, 1), (4, 2))]
    board = edit.set_parking(board, "ambulance", 0, None)
    assert board.parking.ambulance == [((4, 1), (4, 2))]
    with pytest.raises(ValueError, match="no ambulance spot 5"):
        edit.set_parking(board, "ambulance", 5, ((0, 1), (0, 2)))
    with pytest.raises(ValueError, match="vehicle kind"):
        edit.set_parking(board, "truck", 0, ((0, 1), (0, 2)))


def test_board_name():
    board = edit.set_board_name(edit.new_blank_board(), "en", "Warehouse")
    board = edit.set_board_name(board, "ja", "倉庫")
    assert (board.name.en, board.name.ja) == ("Warehouse", "倉庫")
    assert edit.set_board_name(board, "ja", "").name.ja is None


def test_new_blank_board_bounds():
    board = edit.new_blank_board(6, 7, board_id="x")
    assert (board.rows, board.cols, board.id) == (6, 7, "x")
    assert len(board.scene_cells()) == 4 * 5
    assert set(board.dice_table().values()) == board.scene_cells()  # every roll names a space, every space a roll
    assert len(board.dice_table()) == len(board.scene_cells())
    with pytest.raises(ValueError, match="at least 3"):
        edit.new_blank_board(2, 9)


# --- ASCII sketches ------------------------------------------------------------------------


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_sketch_round_trip_of_bundled_boards(path):
    board = Board.model_validate(json.loads(path.read_text()))
    again = sketch.board_from_ascii(sketch.board_to_ascii(board), board_id=board.id)
    assert (again.rows, again.cols) == (board.rows, board.cols)
    assert again.scene_cells() == board.scene_cells()
    assert sorted(map(normalize_edge, again.walls)) == sorted(map(normalize_edge, board.walls))
    assert sorted((normalize_edge(d.edge), d.state) for d in again.doors) == sorted(
        (normalize_edge(d.edge), d.state) for d in board.doors
    )
    assert sorted(map(normalize_edge, again.openings)) == sorted(map(normalize_edge, board.openings))
    assert again.arrows.arrows() == board.arrows.arrows()
    for kind in ("ambulance", "engine"):
        assert sorted(getattr(again.parking, kind)) == sorted(getattr(board.parking, kind))


def test_sketch_of_a_non_rectangular_scene():
    drawn = "\n".join([
        "+ + + + + +",
        "           ",
        "+ +-+-+ + +",
        "  |. .|    ",
        "+ + + +-+ +",
        "  |. . .|  ",
        "+ +-+ +-+ +",
        "           ",
        "+ + + + + +",
    ])
    board = sketch.board_from_ascii(drawn, board_id="ell")
    assert board.scene_cells() == {(1, 1), (1, 2), (2, 1), (2, 2), (2, 3)}
    assert board.openings == [((2, 2), (3, 2))]
    assert board.scene is not None


def test_sketched_spots_go_clockwise_around_an_off_centre_scene():
    # A 3 x 3 scene at the left end of a 5 x 20 grid, ambulance spots on all four sides.
    spots = [((0, 1), (0, 2)), ((2, 4), (3, 4)), ((4, 2), (4, 3)), ((1, 0), (2, 0))]
    board = Board(id="b", rows=5, cols=20, scene=[{"rows": [1, 3], "cols": [1, 3]}], parking={"ambulance": spots})
    again = sketch.board_from_ascii(sketch.board_to_ascii(board))
    assert again.parking.ambulance == spots
    assert not [d for d in check_board(again) if d.code == "FP254"]


def _sketch(*replace):
    lines = ["+ + + +", "       ", "+ +-+ +", "  |.|  ", "+ +-+ +", "       ", "+ + + +"]
    for index, text in replace:
        lines[index] = text
    return "\n".join(lines)


@pytest.mark.parametrize(
    "drawn, line, column",
    [
        ("+ + +\n\n+ + +", 3, 1),  # too few lines
        (_sketch((3, "  |x|  ")), 4, 4),  # unknown space character
        (_sketch((3, "  ?.|  ")), 4, 3),  # unknown edge character
        (_sketch((3, "       ")), 1, 1),  # no scene
        (_sketch((1, " A     ")), 2, 2),  # parking space without a mate
        (_sketch((2, "+ +-D +")), 3, 5),  # a door one place too far, on a corner: located, not dropped without a word
    ],
)
def test_sketch_errors_are_located(drawn, line, column):
    with pytest.raises(sketch.SketchError) as info:
        sketch.board_from_ascii(drawn)
    assert (info.value.line, info.value.column) == (line, column)


def _walled(rows: int, cols: int, top: str | None = None) -> str:
    """A sketch of a ``rows x cols`` grid with the default scene and a wall on every edge; ``top`` draws row 0."""
    ring = " " * cols if top is None else top
    lines = ["+" + "-+" * cols]
    for r in range(rows):
        spaces = ring if r in (0, rows - 1) else " " + "." * (cols - 2) + " "
        lines += ["|" + "|".join(spaces) + "|", "+" + "-+" * cols]
    return "\n".join(lines)


def test_a_blank_line_pasted_inside_a_sketch_is_named():
    lines = _sketch().split("\n")
    with pytest.raises(sketch.SketchError, match=r"not 8; blank: lines 2, 4, 7 \(a blank line inside a sketch counts"):
        sketch.board_from_ascii("\n".join(lines[:3] + [""] + lines[3:]))
    with pytest.raises(sketch.SketchError, match=r"^line 10, column 1: .*not 8; blank: lines 4, 6, 9 \("):
        sketch.board_from_ascii("\n\n" + "\n".join(lines[:3] + [""] + lines[3:]))  # counted from the text's first line


@pytest.mark.parametrize(
    "drawn, line, column, reason",
    [
        (_walled(200, 200), 105, 110, "a board has at most 20,000 walls; this one is past the limit"),
        (_walled(3, 5000), 1, 2002, "the sketch draws 5000 columns; a board has at most 1000"),
        (_walled(1001, 3), 2002, 1, "the sketch draws 1001 rows; a board has at most 1000"),
        (_walled(5, 204, " " + "A" * 202 + " "), 2, 404, "more than 100 ambulance spots; a board has at most 100"),
    ],
)
def test_a_sketch_past_the_format_limits_names_the_limit_at_its_place(drawn, line, column, reason):
    with pytest.raises(sketch.SketchError) as info:
        sketch.board_from_ascii(drawn, board_id="sketchy")
    assert (info.value.line, info.value.column, str(info.value).split(": ", 1)[1]) == (line, column, reason)


# --- Call edits ----------------------------------------------------------------------------


def test_place_and_remove_markers():
    call = _call()
    placed = edit.place_marker(call, "smoke", (1, 1))
    assert placed.setup.smoke == [(1, 1)]
    assert edit.place_marker(placed, "smoke", (1, 1)) == placed
    assert edit.remove_marker(placed, "smoke", (1, 1)).setup.smoke == []
    assert edit.remove_marker(call, "fire", (2, 2)).setup.fire == call.setup.fire[1:]
    seats = edit.place_marker(edit.place_marker(call, "firefighters", (0, 1)), "firefighters", (0, 1))
    assert seats.setup.firefighters == [(0, 1), (0, 1)]
    with pytest.raises(ValueError, match="unknown marker"):
        edit.place_marker(call, "dragons", (1, 1))
    assert call.setup.smoke == []


def test_title_and_briefing_per_language():
    call = edit.set_title(_call(), "ja", "新しい題")
    assert call.title.ja == "新しい題" and call.title.en == "House Fire (family game)"
    assert edit.set_title(call, "hu", "").title.hu is None
    with pytest.raises(ValueError, match="English"):
        edit.set_title(call, "en", "  ")
    with pytest.raises(ValueError, match="language"):
        edit.set_title(call, "de", "Feuer")
    brief = edit.set_briefing(Call(id="c", title={"en": "T"}, board="b"), "en", "Hurry.")
    assert brief.briefing.en == "Hurry."
    assert edit.set_briefing(brief, "en", "").briefing is None


def test_ruleset_and_parameters():
    call = edit.set_ruleset(edit.set_param(_call(), "ap_per_turn", 5), "experienced")
    assert call.ruleset.name == "experienced" and call.ruleset.params.ap_per_turn == 5
    assert edit.set_param(call, "ap_per_turn", None).ruleset.params.ap_per_turn is None
    with pytest.raises(ValueError, match="unknown ruleset parameter"):
        edit.set_param(call, "coffee", 1)
    with pytest.raises(ValidationError):
        edit.set_param(call, "ap_per_turn", "many")
    with pytest.raises(ValidationError):
        edit.set_ruleset(call, "chess")


def test_sections_replaced_from_json_data():
    call = edit.set_section(_call(), "levels", [{"id": "easy", "name": {"en": "Easy"}, "explosions": 2}])
    assert call.levels[0].explosions == 2
    call = edit.set_section(call, "procedures", [{"do": "place_poi", "count": 3}])
    assert call.setup.procedures[0].do == "place_poi"
    assert call.setup.fire == _call().setup.fire
    with pytest.raises(ValidationError):
        edit.set_section(call, "poi_bag", {"victims": -1})
    with pytest.raises(ValueError, match="not an editable section"):
        edit.set_section(call, "id", "other")


def test_vehicle_start():
    call = edit.set_vehicle_start(_call(), "engine", 2)
    assert call.setup.vehicles.engine == 2
    assert edit.set_vehicle_start(call, "engine", None).setup.vehicles.engine is None


# --- history -------------------------------------------------------------------------------


def test_history_undo_redo_and_limit():
    h = edit.History(0, limit=3)
    for value in range(1, 6):
        h.push(value)
    assert [h.undo() for _ in range(4)] == [4, 3, 2, 2]
    assert h.can_redo and not h.can_undo
    assert h.redo() == 3
    h.push(3)  # unchanged: not recorded, redo kept
    assert h.can_redo
    h.push(9)
    assert not h.can_redo and h.current == 9


def _front_sketch() -> str:
    import json
    from pathlib import Path

    from engine.model import Board

    path = Path(__file__).resolve().parents[2] / "calls" / "boards" / "fire-rescue-front.board.json"
    return sketch.board_to_ascii(Board.model_validate(json.loads(path.read_text(encoding="utf-8"))))


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_a_sketch_reads_alike_with_any_line_end_and_trailing_spaces(end):
    text = _front_sketch()
    plain = sketch.board_from_ascii(text)
    lines = text.split("\n")
    lines[3] += "   "
    lines[5] += " " * 80
    again = sketch.board_from_ascii("\n\n" + end.join(lines) + end + "  " + end)
    assert (again.rows, again.cols, again.walls, again.doors, again.openings) == (
        plain.rows, plain.cols, plain.walls, plain.doors, plain.openings)


def test_a_sketch_error_counts_lines_from_the_text_s_first():
    lines = ["", "", "+ + + +", "       ", "+ +-+ +", "  |?|  ", "+ +-+ +", "       ", "+ + + +"]
    with pytest.raises(sketch.SketchError) as caught:
        sketch.board_from_ascii("\n".join(lines))
    assert (caught.value.line, caught.value.column) == (6, 4)


BUNDLED_BOARDS = sorted((Path(__file__).resolve().parents[2] / "calls" / "boards").glob("*.board.json"))


@pytest.mark.parametrize("path", BUNDLED_BOARDS, ids=lambda p: p.name)
def test_applying_a_board_s_own_sketch_changes_nothing(path):
    import json

    from engine.model import Board

    board = Board.model_validate(json.loads(path.read_text(encoding="utf-8")))
    assert sketch.apply_sketch(board, sketch.board_to_ascii(board)) == board


def test_a_sketch_lists_spots_round_a_courtyard_as_the_drive_goes():
    from tests.authoring.test_checks_parking import U_SCENE, U_SPOTS

    shuffled = [U_SPOTS[i] for i in (6, 2, 0, 7, 4, 1, 5, 3)]
    board = Board(id="u", rows=8, cols=10, scene=U_SCENE, parking={"ambulance": shuffled})
    again = sketch.board_from_ascii(sketch.board_to_ascii(board), board_id="u")
    assert [sorted(map(tuple, spot)) for spot in again.parking.ambulance] == [sorted(spot) for spot in U_SPOTS]


@pytest.mark.parametrize(("line", "column"), [(1, 2), (4, 1), (6, 13)])
def test_a_character_on_the_boards_outer_edge_is_refused_at_its_place(line, column):
    lines = sketch.board_to_ascii(edit.new_blank_board(5, 6, board_id="b")).split("\n")
    lines = [text.ljust(13) for text in lines]
    lines[line - 1] = lines[line - 1][: column - 1] + "Z" + lines[line - 1][column:]
    with pytest.raises(sketch.SketchError) as caught:
        sketch.board_from_ascii("\n".join(lines))
    assert (caught.value.line, caught.value.column) == (line, column) and "outer edge" in caught.value.message
    from authoring.language.diagnostic_text import sketch_error_text
    assert "outer edge" not in sketch_error_text(str(caught.value), "ja")


@pytest.mark.parametrize("name", ["fire-rescue-front", "fire-rescue-back"])
def test_every_edge_s_kind_read_in_one_pass_is_what_each_edge_says(name):
    """``edge_kinds`` (the drawings' one pass) agrees with ``edge_kind`` and ``wall_implied`` asked edge by edge."""
    board = Board.model_validate_json((ROOT / "calls" / "boards" / f"{name}.board.json").read_text(encoding="utf-8"))
    board = edit.toggle_edge(edit.toggle_edge(board, ((3, 3), (3, 4))), ((0, 4), (1, 4)))  # a door inside, one outside
    kinds, implied = edit.edge_kinds(board)
    for edge in edit.grid_edges(board.rows, board.cols):
        assert kinds.get(edge, "none") == edit.edge_kind(board, edge), edge
        assert (edge in implied) == edit.wall_implied(board, edge), edge


def test_a_board_of_ten_thousand_spaces_is_drawn_in_one_pass_over_its_edges(monkeypatch):
    """The board editor's sketch and edge previews read each edge once: the scene is computed once, not per edge
    (counted, never timed)."""
    from authoring.sketch import board_to_ascii
    from authoring.studio.edge_hover import board_edge_previews

    board = edit.new_blank_board(100, 100, board_id="big")
    calls = 0
    scene_cells = Board.scene_cells

    def counted(self):
        nonlocal calls
        calls += 1
        return scene_cells(self)

    monkeypatch.setattr(Board, "scene_cells", counted)
    board_to_ascii(board)
    board_edge_previews(board, {"none": "-", "wall": "W", "door": "D", "opening": "O"})
    assert calls <= 4, calls  # a few times in all, not once for each of the 19,800 edges


def test_an_unknown_edge_character_names_every_edge_character_the_help_lists():
    with pytest.raises(sketch.SketchError) as info:
        sketch.board_from_ascii(_sketch((3, "  ?.|  ")))
    edges = sketch.SKETCH_HELP.split("edges", 1)[1].split("wall", 1)[0].split()
    assert edges == ["'|'", "'-'", "'#'", "'='"] and all(e in str(info.value) for e in edges), str(info.value)


@pytest.mark.parametrize(("edit_of", "refused"), [
    (lambda call: edit.set_param(call, "ap_per_turn", True), "int_type"),
    (lambda call: edit.set_section(call, "win", {"rescued": True}), "int_type"),
    (lambda call: edit.set_section(call, "supply", {"damage": "20"}), "int_type"),
])
def test_an_edit_is_checked_as_strictly_as_the_file_is_read(edit_of, refused):
    """The studio writes nothing ``callforge validate`` refuses: ``true`` or ``"20"`` for a number is no number."""
    call = Call(id="c", title={"en": "T"}, board="b")
    with pytest.raises(ValidationError) as caught:
        edit_of(call)
    assert caught.value.errors()[0]["type"] == refused


def test_a_wall_between_two_rooms_can_be_opened_up_and_walled_again():
    """Rooms imply the walls between them; clicking such a wall goes Wall -> Door -> opening -> Wall, as on the
    outer wall, never Door -> Wall -> Door (a removed door let the rooms put the wall back)."""
    board = Board.model_validate_json((ROOT / "tests" / "authoring" / "boards" / "fire-rescue-front-rooms.board.json")
                                      .read_text(encoding="utf-8"))
    edge = next(e for e in sorted(map(normalize_edge, board.walls))
                if edit.wall_implied(board, e) and not edit.is_exterior(board, e))
    seen = []
    for _ in range(3):
        board = edit.toggle_edge(board, edge)
        seen.append(edit.edge_kind(board, edge))
    assert seen[:3] in (["door", "opening", "wall"], ["opening", "wall", "door"]), seen
    assert "opening" in seen
