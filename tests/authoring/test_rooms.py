"""Boards written with ``rooms``: the walls they imply, and the same Board as one written edge by edge."""

import json
from pathlib import Path

from typer.testing import CliRunner

from authoring.canonical import canonical_board
from authoring.checks import check_board
from authoring.cli import app
from authoring.files.dump import dump_board
from authoring.files.load import load_path, parse_board_text
from authoring.files.validate import validate_path
from engine.board import CompiledBoard
from engine.model import Board
from engine.model.board import room_walls

ROOT = Path(__file__).resolve().parents[2]
FRONT = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
FRONT_ROOMS = ROOT / "tests" / "authoring" / "boards" / "fire-rescue-front-rooms.board.json"


def test_front_board_written_with_rooms_is_the_front_board():
    edges, rooms = load_path(FRONT).model, load_path(FRONT_ROOMS).model
    assert "walls" not in json.loads(FRONT_ROOMS.read_text(encoding="utf-8"))
    assert len(rooms.rooms) == 8
    assert rooms.walls == edges.walls  # the 18 interior walls, derived from the rooms
    same = rooms.model_copy(update={"rooms": None, "id": edges.id, "schema_": edges.schema_})
    assert same == edges
    assert canonical_board(rooms) == canonical_board(edges) | {"id": rooms.id}
    assert CompiledBoard.from_board(rooms).edge_kind == CompiledBoard.from_board(edges).edge_kind


def test_rooms_board_validates_and_inspect_shows_the_walls():
    assert [d for d in validate_path(FRONT_ROOMS) if d.severity == "error"] == []
    result = CliRunner().invoke(app, ["inspect", str(FRONT_ROOMS), "--format", "json"])
    assert result.exit_code == 0, result.output
    walls = json.loads(result.stdout)["walls"]
    assert [[1, 5], [1, 6]] in walls and len(walls) == len(canonical_board(load_path(FRONT).model)["walls"])
    text = CliRunner().invoke(app, ["inspect", str(FRONT_ROOMS)]).stdout
    assert "rooms (their walls are counted above)" in text


def test_doors_openings_and_written_walls_combine_with_rooms():
    board = Board(
        id="b", rows=4, cols=6,
        rooms={"west": {"rows": [1, 2], "cols": [1, 2]}, "east": {"cells": [[1, 3], [1, 4], [2, 4]]}},
        doors=[{"edge": [[1, 2], [1, 3]], "state": "closed"}],
        openings=[[[0, 1], [1, 1]], [[2, 2], [2, 3]]],
        walls=[[[1, 1], [2, 1]]],
    )
    # [2, 3] is in no room: walls between it and both rooms, except where the opening is
    assert board.walls == [((1, 1), (2, 1)), ((1, 3), (2, 3)), ((2, 3), (2, 4))]
    assert room_walls(board) == [((1, 3), (2, 3)), ((2, 3), (2, 4))]
    again = Board.model_validate(board.model_dump(mode="json", by_alias=True, exclude_unset=True))
    assert again == board  # reading a saved board adds nothing twice


def test_bad_rooms_are_reported_and_never_hang():
    board = Board(id="b", rows=4, cols=5, rooms={"a": {"rows": [1, 2], "cols": [1, 2]}, "b": {"rows": [0, 999], "cols": [2, 3]}})
    codes = sorted({d.code for d in check_board(board)})
    assert "FP260" in codes and "FP261" in codes
    assert board.walls == [((1, 2), (1, 3)), ((2, 2), (2, 3))]  # [1, 2] and [2, 2] stay in 'a', the room listed first


def test_saving_a_rooms_board_writes_the_rooms_not_their_walls():
    board = load_path(FRONT_ROOMS).model
    text = dump_board(board, FRONT_ROOMS.read_text(encoding="utf-8"))
    assert text == FRONT_ROOMS.read_text(encoding="utf-8")  # unchanged: no walls written
    data = json.loads(text)
    data["rooms"]["closet"] = {"cells": [[5, 8]]}
    again = parse_board_text(dump_board(parse_board_text(json.dumps(data)).model)).model
    assert ((5, 8), (6, 8)) in again.walls  # the walls follow the edited rooms
    extra = Board.model_validate({"id": "b", "rows": 4, "cols": 5, "rooms": {"a": {"rows": [1, 2], "cols": [1, 1]}},
                                  "walls": [[[1, 2], [1, 3]], [[1, 1], [1, 2]]]})
    assert json.loads(dump_board(extra))["walls"] == [[[1, 2], [1, 3]]]  # the written wall no room implies stays


def test_the_number_of_rooms_is_bounded():
    data = json.loads(FRONT_ROOMS.read_text(encoding="utf-8"))
    data["rooms"] = {f"r{i}": {"rows": [0, 7], "cols": [0, 9]} for i in range(257)}
    result = parse_board_text(json.dumps(data))
    assert result.model is None and [d.code for d in result.diagnostics] == ["FP101"]
    assert result.diagnostics[0].pointer == "/rooms"
    assert result.diagnostics[0].message.endswith("expected at most 256 items")


def test_a_room_closed_off_by_implied_walls_is_located_at_the_room(tmp_path):
    path = tmp_path / "tower.board.json"
    path.write_text(json.dumps({
        "id": "tower", "rows": 6, "cols": 8,
        "rooms": {"west": {"rows": [1, 4], "cols": [1, 3]}, "east": {"rows": [1, 2], "cols": [4, 6]},
                  "vault": {"rows": [3, 4], "cols": [4, 6]}},
        "doors": [{"edge": [[2, 3], [2, 4]], "state": "closed"}],
        "openings": [[[0, 2], [1, 2]], [[1, 6], [1, 7]]],
    }, indent=2), encoding="utf-8")
    (closed,) = [d for d in validate_path(path) if d.code == "FP205"]
    assert closed.pointer == "/rooms/vault"
    assert closed.line == path.read_text(encoding="utf-8").splitlines().index('    "vault": {') + 1


def test_walls_between_rooms_are_located_at_the_rooms_that_imply_them():
    from authoring.files.validate import analyse_path

    walls = [d for d in analyse_path(FRONT_ROOMS).findings if d.code == "FP403"]
    assert len(walls) == 18
    assert all(d.pointer.startswith("/rooms/") and d.line > 1 for d in walls), [(d.pointer, d.line) for d in walls]
    typed = [d for d in analyse_path(FRONT).findings if d.code == "FP403"]
    assert typed[0].pointer == "/walls/0"


def test_an_opening_between_two_rooms_is_their_gap_not_a_redundant_edge(tmp_path):
    data = json.loads(FRONT_ROOMS.read_text(encoding="utf-8"))
    data["openings"].append([[2, 3], [2, 4]])  # a gap in the wall the hall and the study imply
    path = tmp_path / "gap.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [d for d in validate_path(path) if d.code == "FP206"] == []  # nor the hall-study door beside it
    data["doors"].append({"edge": [[1, 1], [1, 2]]})  # a door inside the hall: joined without it
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [(d.code, d.cells) for d in validate_path(path) if d.code == "FP206"] == [("FP206", ((1, 1), (1, 2)))]


def test_openings_where_no_wall_stands_are_still_redundant(tmp_path):
    data = json.loads(FRONT.read_text(encoding="utf-8"))
    data["openings"] += [[[1, 4], [1, 5]], [[2, 4], [2, 5]]]  # inside one room of a board written edge by edge
    path = tmp_path / "redundant.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert len([d for d in validate_path(path) if d.code == "FP206"]) == 2  # neither hides the other
