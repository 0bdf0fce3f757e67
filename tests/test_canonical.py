"""The canonical form of the bundled boards matches the shared reference data."""

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.canonical import canonical_board
from authoring.cli import app
from authoring.files.load import load_board
from engine.model import Board
from engine.model.board import DIRECTIONS

ROOT = Path(__file__).resolve().parents[1]
BOARDS = ROOT / "calls" / "boards"


def shared_reference() -> Path | None:
    """``shared/reference/fire-rescue-boards.json`` beside the checkout (``../shared``), else beside an ancestor."""
    for folder in (ROOT.parent, *ROOT.parents[1:]):
        candidate = folder / "shared" / "reference" / "fire-rescue-boards.json"
        if candidate.is_file():
            return candidate
    return None


REFERENCE = shared_reference()
needs_reference = pytest.mark.skipif(REFERENCE is None, reason="shared/reference/ is not beside the checkout (../shared)")


def sorted_edges(edges):
    return sorted(sorted(map(list, e)) for e in edges)


def expected_from_reference(ref: dict) -> dict:
    """The canonical form the reference data describes, computed independently of the toolkit."""
    rows, cols = ref["grid"]
    (r0, r1), (c0, c1) = ref["scene_rows"], ref["scene_cols"]
    scene = [[r, c] for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
    inside = {tuple(c) for c in scene}
    exterior = []
    for r, c in inside:
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            other = (r + dr, c + dc)
            if other not in inside:
                exterior.append([[r, c], list(other)])
    openings = sorted_edges(ref["exterior_openings"])
    doors = sorted_edges(ref["interior_doors_closed"])
    walls = sorted_edges(ref["interior_walls"]) + [e for e in sorted_edges(exterior) if e not in openings and e not in doors]
    form = {
        "id": ref["id"],
        "rows": rows,
        "cols": cols,
        "scene": scene,
        "walls": sorted(walls),
        "doors": [{"edge": e, "state": "closed"} for e in doors],
        "openings": openings,
        "parking": {kind: clockwise([sorted(spot) for spot in spots], rows, cols) for kind, spots in ref["parking"].items()},
    }
    if "zones" in ref:
        form["zones"] = {
            name: [[r, c] for r in range(z["rows"][0], z["rows"][1] + 1) for c in range(z["cols"][0], z["cols"][1] + 1)]
            for name, z in sorted(ref["zones"].items())
        }
    if "poi_arrows_rows_1_to_6" in ref:
        arrows = []
        for i, line in enumerate(ref["poi_arrows_rows_1_to_6"]):
            for j, word in enumerate(line.split()):
                dr, dc = DIRECTIONS[word]
                arrows.append([[1 + i, 1 + j], [1 + i + dr, 1 + j + dc]])
        form["arrows"] = sorted(arrows)
    return form


def clockwise(spots: list, rows: int, cols: int) -> list:
    """Spots in clockwise driving order, starting from the first listed (the reference lists them by side)."""
    centre_r, centre_c = (rows - 1) / 2, (cols - 1) / 2

    def angle(spot):
        r = sum(cell[0] for cell in spot) / 2 - centre_r
        c = sum(cell[1] for cell in spot) / 2 - centre_c
        return math.atan2(c, -r) % (2 * math.pi)

    ordered = sorted(spots, key=angle)
    start = ordered.index(spots[0])
    return ordered[start:] + ordered[:start]


def inspect_json(path: Path) -> dict:
    result = CliRunner().invoke(app, ["inspect", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@needs_reference
@pytest.mark.parametrize(
    "board_id, counts",
    [
        ("fire-rescue-front", {"walls": 42, "doors": 8, "openings": 4, "zones": 4, "arrows": 48}),
        ("fire-rescue-back", {"walls": 45, "doors": 7, "openings": 2}),
    ],
)
def test_inspect_matches_the_reference(board_id, counts):
    (ref,) = [b for b in json.loads(REFERENCE.read_text(encoding="utf-8"))["boards"] if b["id"] == board_id]
    expected = expected_from_reference(ref)
    actual = inspect_json(BOARDS / f"{board_id}.board.json")
    assert {k: actual[k] for k in expected} == expected
    assert {k: len(actual[k]) for k in counts} == counts
    assert [len(actual["parking"][k]) for k in ("ambulance", "engine")] == [4, 4]


def test_inspect_of_a_call_shows_its_board_and_ruleset():
    shown = inspect_json(ROOT / "calls" / "fire-rescue-family.call.json")
    assert shown.pop("ruleset")["name"] == "family"
    assert shown == inspect_json(BOARDS / "fire-rescue-front.board.json")


def test_canonical_form_shape():
    form = canonical_board(load_board(BOARDS / "fire-rescue-front.board.json").model)
    assert list(form) == ["id", "rows", "cols", "scene", "walls", "doors", "openings", "zones", "arrows", "parking", "dice"]
    for edge in form["walls"] + form["openings"] + [d["edge"] for d in form["doors"]]:
        assert edge[0] < edge[1]
    for key in ("scene", "walls", "openings", "arrows"):
        assert form[key] == sorted(form[key])


def test_parking_keeps_driving_order_and_edges_are_normalized():
    board = Board(id="b", parking={"engine": [((0, 8), (0, 7)), ((0, 2), (0, 1))]})
    assert canonical_board(board)["parking"] == {"ambulance": [], "engine": [[[0, 7], [0, 8]], [[0, 1], [0, 2]]]}


def test_doors_and_openings_are_not_walls():
    board = Board(id="b", rows=3, cols=4, doors=[{"edge": ((1, 1), (1, 2)), "state": "open"}], openings=[((1, 2), (1, 3))])
    form = canonical_board(board)
    assert [[1, 2], [1, 3]] not in form["walls"] and [[1, 1], [1, 2]] not in form["walls"]
    assert form["doors"] == [{"edge": [[1, 1], [1, 2]], "state": "open"}]
    assert len(form["walls"]) == 2 * (1 + 2) - 1


def test_two_boards_whose_dice_name_other_spaces_differ_in_canonical_form():
    front = load_board(BOARDS / "fire-rescue-front.board.json").model
    data = front.model_dump(mode="json", by_alias=True, exclude_none=True)
    data["dice"]["table"] = [{"roll": [r, b], "cell": [7 - r, 9 - b]} for r in range(1, 7) for b in range(1, 9)]
    flipped = type(front).model_validate(data)
    assert canonical_board(flipped)["dice"] != canonical_board(front)["dice"]
    assert canonical_board(front)["dice"]["rolls"][0] == [[1, 1], [1, 1]]


def test_inspect_text_names_the_board_file_on_one_line_and_explains_its_drawing():
    """However narrow the terminal, the board file's path is never broken mid-word; the drawing's symbols are listed."""
    result = CliRunner().invoke(app, ["inspect", str(ROOT / "calls" / "fire-rescue-family.call.json")],
                                env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    assert "board file: " in result.output and "fire-rescue-front.board.json\n" in result.output
    assert "closed door" in result.output and "POI arrow" in result.output and "outside the scene" in result.output
