"""``hit_test`` agrees with the drawing: spaces, walls, doors and openings, with or without the title, at any scale."""

import io
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from authoring.drawings.render import (
    CELL,
    EDGE_REACH,
    LAYERS,
    BoardMarkers,
    drawing_size,
    hit_test,
    render_png,
    render_svg,
)
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "calls" / "boards").glob("*.board.json"))
NS = "{http://www.w3.org/2000/svg}"
WITH_TITLE = LAYERS
WITHOUT_TITLE = LAYERS - {"title"}
EDGE_STROKES = {"#262626", "#2e9a3e"}
"""Strokes of the lines that lie along an edge: walls, door frames, opening posts and the opening's dashes."""


def _board(path):
    return Board.model_validate_json(path.read_text(encoding="utf-8"))


def _edge(text):
    a, b = text.split("-")
    return tuple(int(v) for v in a.split(",")), tuple(int(v) for v in b.split(","))


def _cell(text):
    return tuple(int(v) for v in text.split(","))


def _state(board):
    """Markers that make every kind of edge drawing appear: damaged and destroyed walls, each door state."""
    walls = sorted(tuple(map(tuple, w)) for w in board.walls)
    doors = sorted(tuple(map(tuple, d.edge)) for d in board.doors)
    states = ("open", "closed", "destroyed")
    return BoardMarkers(
        wall_damage={w: 1 + i % 2 for i, w in enumerate(walls[:6])},
        doors={d: states[i % 3] for i, d in enumerate(doors)},
    )


def _drawn_edge_points(root):
    """(point, edge) for the middle of every line drawn along an edge, and the middle of every door/opening span."""
    out = []
    for group in root.iter(f"{NS}g"):
        if group.get("class") in ("door", "opening"):
            edge = _edge(group.get("data-edge"))
            frame = [ln for ln in group.iter(f"{NS}line") if ln.get("stroke") in EDGE_STROKES]
            assert len(frame) >= 2
            for ln in frame:
                out.append((_middle(ln), edge))
            xs = [float(ln.get(k)) for ln in frame for k in ("x1", "x2")]
            ys = [float(ln.get(k)) for ln in frame for k in ("y1", "y2")]
            out.append((((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), edge))
    for line in root.iter(f"{NS}line"):
        if line.get("class") == "wall":
            out.append((_middle(line), _edge(line.get("data-edge"))))
    return out


def _middle(line):
    return (float(line.get("x1")) + float(line.get("x2"))) / 2, (float(line.get("y1")) + float(line.get("y2"))) / 2


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0, 0.8])
@pytest.mark.parametrize("layers", [WITH_TITLE, WITHOUT_TITLE], ids=["title", "no-title"])
@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name.split(".")[0])
def test_the_centre_of_every_drawn_space_hits_that_space(path, layers, scale):
    board = _board(path)
    root = ET.fromstring(render_svg(board, layers=layers, highlight_cells=[(2, 3), (0, 0)]))
    rects = [el for el in root.iter(f"{NS}rect") if el.get("data-cell")]
    assert len(rects) == board.rows * board.cols + 2
    for rect in rects:
        x = float(rect.get("x")) + float(rect.get("width")) / 2
        y = float(rect.get("y")) + float(rect.get("height")) / 2
        hit = hit_test(board, x * scale, y * scale, scale=scale, layers=layers)
        assert hit.cell == _cell(rect.get("data-cell")), rect.attrib
        assert hit.edge is None
        assert hit.within == pytest.approx((0.5, 0.5))


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0, 0.8])
@pytest.mark.parametrize("layers", [WITH_TITLE, WITHOUT_TITLE], ids=["title", "no-title"])
@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name.split(".")[0])
def test_the_middle_of_every_drawn_wall_door_and_opening_hits_that_edge(path, layers, scale):
    board = _board(path)
    root = ET.fromstring(render_svg(board, state=_state(board), layers=layers))
    points = _drawn_edge_points(root)
    drawn = {e for _, e in points}
    assert len(drawn) == sum(1 for el in root.iter() if el.get("data-edge")) > 30
    for (x, y), edge in points:
        hit = hit_test(board, x * scale, y * scale, scale=scale, layers=layers)
        assert hit.edge == edge, (x, y)
        assert hit.cell in edge


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_png_pixels_are_the_drawing_scaled(scale):
    """The PNG is the drawing times ``scale``: its size, and the pixels of a highlighted space hit that space."""
    board = _board(BOARDS[0])
    target = (3, 4)
    png = render_png(board, scale=scale, layers=WITH_TITLE, highlight_cells=[target])
    image = Image.open(io.BytesIO(png)).convert("RGB")
    width, height = drawing_size(board, layers=WITH_TITLE)
    assert image.size == (round(width * scale), round(height * scale))
    stroke = (0xE0, 0x00, 0x7A)
    painted = [(int(x), int(y)) for y, x in np.argwhere((np.asarray(image) == stroke).all(axis=-1))]
    assert len(painted) > 100
    for x, y in painted:
        assert hit_test(board, x + 0.5, y + 0.5, scale=scale, layers=WITH_TITLE).cell == target


def test_nearest_edge_wins_and_far_points_pick_none():
    board = Board(id="b")  # 8 x 10, no title: space (0, 0) starts at (30, 30)
    layers = WITHOUT_TITLE
    corner_x, corner_y = 30 + 3 * CELL, 30 + 2 * CELL  # corner shared by spaces (1, 2), (1, 3), (2, 2), (2, 3)
    # just right of the vertical line, a little below the corner: the vertical edge is nearer
    assert hit_test(board, corner_x + 2, corner_y + 5, layers=layers).edge == ((2, 2), (2, 3))
    # just below the horizontal line, a little right of the corner: the horizontal edge is nearer
    assert hit_test(board, corner_x + 5, corner_y + 2, layers=layers).edge == ((1, 3), (2, 3))
    # at the corner itself every edge is at distance 0: the first in sorted order
    assert hit_test(board, corner_x, corner_y, layers=layers).edge == ((1, 2), (1, 3))
    # farther than the reach: a space only
    far = hit_test(board, corner_x + EDGE_REACH + 1, corner_y + EDGE_REACH + 1, layers=layers)
    assert far.cell == (2, 3) and far.edge is None
    assert hit_test(board, corner_x + EDGE_REACH, corner_y + CELL / 2, layers=layers).edge == ((2, 2), (2, 3))


def test_the_grid_border_and_the_margins_have_no_edge():
    board = Board(id="b")
    width, height = drawing_size(board, layers=WITH_TITLE)
    top = 30 + 34
    outside = [(10, 10), (width - 5, height - 5), (31, top - 20), (15, top + 40)]
    for x, y in outside:
        hit = hit_test(board, x, y)
        assert hit.cell is None and hit.within is None and hit.edge is None, (x, y)
    # on the grid's outer border: the space inside, but no edge (no neighbour beyond it)
    border = hit_test(board, 30 + 40, top + 1)
    assert border.cell == (0, 0) and border.edge is None
    # in the title band, just above the grid: nothing, though the same point without the title is a space
    assert hit_test(board, 30 + 40, top - 10).cell is None
    assert hit_test(board, 30 + 40, top - 10, layers=WITHOUT_TITLE).cell == (0, 0)


def test_within_says_where_in_the_space():
    board = Board(id="b")
    hit = hit_test(board, 30 + 2 * CELL + 16, 30 + 34 + 5 * CELL + 48)
    assert hit.cell == (5, 2) and hit.within == pytest.approx((0.25, 0.75))


def test_unknown_layer_is_refused():
    with pytest.raises(ValueError, match="unknown layer"):
        hit_test(Board(id="b"), 1, 1, layers={"nope"})
