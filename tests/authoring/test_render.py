"""The board drawing: well-formed SVG, one element per wall/door/opening, layers, markers, highlights."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from authoring.drawings import render
from authoring.drawings.render import LAYERS, BoardMarkers, render_png, render_svg
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
FRONT = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
BACK = ROOT / "calls" / "boards" / "fire-rescue-back.board.json"
NS = "{http://www.w3.org/2000/svg}"


def _raw(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _board(path):
    return Board.model_validate(_raw(path))


def _edges_of(root, cls):
    return [el for el in root.iter() if el.get("class") == cls]


def _key(a, b):
    a, b = tuple(a), tuple(b)
    return (a, b) if a <= b else (b, a)


def _expected_walls(raw):
    """Interior walls listed in the file plus the outer wall of the default scene minus doors and openings."""
    rows, cols = raw["rows"], raw["cols"]
    scene = {(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)}
    outer = set()
    for r, c in scene:
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if n not in scene:
                outer.add(_key((r, c), n))
    doors = {_key(*d["edge"]) for d in raw["doors"]}
    openings = {_key(*e) for e in raw["openings"]}
    return {_key(*w) for w in raw["walls"]} | (outer - doors - openings)


def _attr_edge(edge):
    (r1, c1), (r2, c2) = edge
    return f"{r1},{c1}-{r2},{c2}"


@pytest.mark.parametrize("path", [FRONT, BACK], ids=["front", "back"])
def test_svg_is_well_formed_with_one_element_per_wall_door_and_opening(path):
    raw = _raw(path)
    root = ET.fromstring(render_svg(_board(path)))
    assert root.tag == f"{NS}svg"
    walls = _edges_of(root, "wall")
    assert {w.get("data-edge") for w in walls} == {_attr_edge(e) for e in _expected_walls(raw)}
    assert len(walls) == len(_expected_walls(raw))
    doors = _edges_of(root, "door")
    assert sorted(d.get("data-edge") for d in doors) == sorted(_attr_edge(_key(*d["edge"])) for d in raw["doors"])
    assert len(_edges_of(root, "opening")) == len(raw["openings"])


def test_every_space_carries_its_cell():
    board = _board(FRONT)
    root = ET.fromstring(render_svg(board))
    spaces = [el for el in root.iter(f"{NS}rect") if (el.get("class") or "").startswith("space")]
    assert len(spaces) == board.rows * board.cols
    assert {s.get("data-cell") for s in spaces} == {f"{r},{c}" for r in range(board.rows) for c in range(board.cols)}
    scene = [s for s in spaces if "scene" in s.get("class")]
    assert len(scene) == len(board.scene_cells())


def test_highlight_cells_and_edges_are_drawn():
    root = ET.fromstring(render_svg(_board(FRONT), highlight_cells=[(3, 7), (2, 2)], highlight_edges=[((1, 6), (1, 5))]))
    assert sorted(el.get("data-cell") for el in _edges_of(root, "highlight")) == ["2,2", "3,7"]
    assert [el.get("data-edge") for el in _edges_of(root, "highlight-edge")] == ["1,5-1,6"]
    plain = ET.fromstring(render_svg(_board(FRONT)))
    assert not _edges_of(plain, "highlight")


def test_layers_off_remove_their_elements():
    board = _board(FRONT)
    full = render_svg(board)
    bare = render_svg(board, layers=())
    for layer in ("zones", "arrows", "dice", "parking", "indices"):
        assert f'id="{layer}"' in full
        assert f'id="{layer}"' not in bare
    root = ET.fromstring(full)
    assert len(_edges_of(root, "arrow")) == len(board.arrows.arrows())
    assert len([el for el in root.iter() if el.get("class") == "zone"]) == len(board.zones)
    assert len(_edges_of(root, "dice")) == len(board.dice_table())
    assert len(_edges_of(ET.fromstring(bare), "wall")) == len(_edges_of(root, "wall"))


def test_unknown_layer_is_refused():
    with pytest.raises(ValueError, match="unknown layer"):
        render_svg(_board(FRONT), layers={"zones", "ghosts"})


def test_markers_vehicles_damage_and_door_states():
    board = _board(FRONT)
    state = BoardMarkers(
        fire=[(2, 2), (2, 3)], smoke=[(3, 3)], poi=[(2, 4)], victims=[(5, 8)], hazmat=[(1, 7)], hot_spots=[(3, 3)],
        debris=[(6, 1)], firefighters=[((0, 4), "green", "1"), ((3, 3), "#123456", "2")],
        vehicles={"ambulance": 1, "engine": 9},
        wall_damage={((2, 4), (2, 3)): 1, ((4, 5), (5, 5)): 2},
        doors={((2, 5), (2, 6)): "open", ((3, 2), (3, 3)): "destroyed"},
    )
    root = ET.fromstring(render_svg(board, state=state))
    count = {cls: len(_edges_of(root, cls)) for cls in ("fire", "smoke", "poi", "victim", "hazmat", "hot-spot", "debris",
                                                        "firefighter")}
    assert count == {"fire": 2, "smoke": 1, "poi": 1, "victim": 1, "hazmat": 1, "hot-spot": 1, "debris": 1, "firefighter": 2}
    tokens = [el for el in root.iter() if (el.get("class") or "").startswith("vehicle-token")]
    assert [t.get("class") for t in tokens] == ["vehicle-token ambulance"]  # engine spot 9 does not exist
    walls = {w.get("data-edge"): w.get("data-state") for w in _edges_of(root, "wall")}
    assert walls["2,3-2,4"] == "damaged" and walls["4,5-5,5"] == "destroyed" and walls["1,5-1,6"] == "intact"
    doors = {d.get("data-edge"): d.get("data-state") for d in _edges_of(root, "door")}
    assert doors["2,5-2,6"] == "open" and doors["3,2-3,3"] == "destroyed" and doors["1,3-1,4"] == "closed"
    without = ET.fromstring(render_svg(board, state=state, layers=LAYERS - {"markers"}))
    assert not _edges_of(without, "fire") and not _edges_of(without, "firefighter")


def test_board_with_coordinates_off_the_grid_still_draws():
    board = Board(id="odd", rows=4, cols=4, walls=[[[20, 20], [20, 21]]], doors=[{"edge": [[9, 9], [9, 10]]}],
                  parking={"engine": [[[30, 0], [30, 1]]]})
    root = ET.fromstring(render_svg(board))
    assert not any("20,20" in (el.get("data-edge") or "") for el in root.iter())
    assert not _edges_of(root, "door")


def test_title_uses_the_language():
    svg = render_svg(_board(FRONT), lang="hu")
    assert "elülső oldal" in svg
    assert "elülső" not in render_svg(_board(FRONT), layers=LAYERS - {"title"}, lang="hu")


def test_png_is_a_png_of_the_scaled_size():
    data = render_png(_board(FRONT), scale=1.0)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    root = ET.fromstring(render_svg(_board(FRONT)))
    assert width == int(root.get("width"))


def test_the_font_list_names_japanese_fonts_for_browsers():
    family = ET.fromstring(render_svg(_board(FRONT), lang="ja")).find(f"{NS}text").get("font-family")
    assert family.startswith("DejaVu Sans, ") and family.endswith(", sans-serif")
    assert {"Hiragino Sans", "Yu Gothic", "Noto Sans CJK JP", "IPAGothic"} <= set(family.split(", "))


def test_a_japanese_title_is_drawn_in_png_not_as_boxes():
    from authoring.drawings.render import japanese_font

    if japanese_font() is None:
        pytest.skip("no Japanese font installed (Debian: apt-get install fonts-vlgothic)")
    board = _board(FRONT)
    layers = {"title"}

    def png(title):
        named = board.model_copy(update={"name": board.name.model_copy(update={"ja": title})})
        return render_png(named, scale=1.0, layers=layers, lang="ja")

    # missing glyphs are all the same box: two different titles would give the same picture
    assert png("表面") != png("裏面")


def test_a_calls_named_victim_and_helpers_are_drawn_in_its_language():
    # render draws the named Victim, and every Helper's tag is in the language asked for, not "Helper" in all.
    from authoring.drawings.render import markers_from_setup
    from engine.model import Call

    data = _raw(ROOT / "calls" / "gsh-hillside.call.json")
    data.update(named_victim={"cell": [2, 2], "title": {"en": "Greta", "hu": "Gréta"}}, setup={**data["setup"], "helpers": [[5, 3]]})
    call = Call.model_validate(data)
    markers = markers_from_setup(call, "hu")
    assert (2, 2) in markers.victims
    assert ((2, 2), "named", "Gréta") in markers.tags and ((5, 3), "helper", "Segítő") in markers.tags
    svg = render_svg(_board(ROOT / "calls" / "boards" / f"{call.board}.board.json"), state=markers, lang="hu")
    assert "Gréta" in svg and "Segítő" in svg and "Helper" not in svg


def test_a_game_in_play_shows_the_call_markers_still_lying_and_the_helpers():
    from authoring.drawings.markers import markers_from_game
    from engine.game import Game
    from engine.model import Call

    call = Call.model_validate(_raw(ROOT / "calls" / "gsh-hillside.call.json"))
    game = Game.new(call, _board(ROOT / "calls" / "boards" / f"{call.board}.board.json"), players=2, seed=1)
    tags = markers_from_game(game, "ja").tags
    names = {k.id: k.title.get("ja") for k in call.markers}
    lying = [(cell, label) for cell, kind, label in tags if kind == "marker"]
    assert ((4, 2), names["live-wire"]) in lying and ((1, 4), names["wet-tarpaulin"]) in lying
    game.st.marks[4 * game.cb.cols + 2] = 0  # the live wire removed
    assert ((4, 2), names["live-wire"]) not in [(c, label) for c, kind, label in markers_from_game(game, "ja").tags if kind == "marker"]
    assert any(kind == "rescue" for _, kind, _ in tags) and any(kind == "water" for _, kind, _ in tags)


def test_render_makes_the_folder_it_is_asked_to_write_into(tmp_path):
    from typer.testing import CliRunner

    from authoring.cli import app

    out = tmp_path / "new" / "folder" / "board.svg"
    result = CliRunner().invoke(app, ["render", str(ROOT / "calls" / "fire-rescue-family.call.json"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "<svg" in out.read_text(encoding="utf-8")[:400]


@pytest.mark.parametrize("word", ["Night shift ", "NIGHT SHIFT ", "WWWW ", "夜勤の火災現場"])
def test_a_title_or_legend_line_wider_than_the_drawing_is_cut_with_an_ellipsis(word):
    board = Board(id="b")
    svg = render_svg(board, title=word * 40, legend=[word * 40])
    root = ET.fromstring(svg)
    for cls in ("title", "legend"):
        text = next(el for el in root.iter() if el.get("class") == cls)
        assert text.text.endswith("…") and len(text.text) < len(word * 40)
        assert _drawn_width(text) <= float(root.get("width")) - float(text.get("x"))


def _drawn_width(text) -> float:
    """The width DejaVu Sans draws an SVG text element at, measured with the font itself (not the estimate)."""
    font = pytest.importorskip("PIL.ImageFont")
    path = next((p for p in ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
                             if text.get("font-weight") == "bold" else "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",)
                 if Path(p).exists()), None)
    if path is None or any(ord(ch) > 0x2FFF for ch in text.text):  # CJK comes from another font: the estimate's 1 em
        return render.text_em(text.text, text.get("font-weight") == "bold") * float(text.get("font-size"))
    return font.truetype(path, int(float(text.get("font-size")))).getlength(text.text)


def _cell_boxes(root) -> dict[tuple[int, int], tuple[float, float, float, float]]:
    """Each space's rectangle in the drawing: cell -> (x0, y0, x1, y1)."""
    boxes = {}
    for rect in root.iter(f"{NS}rect"):
        if rect.get("data-cell") and "space" in (rect.get("class") or ""):
            x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
            boxes[tuple(int(v) for v in rect.get("data-cell").split(","))] = (x, y, x + w, y + h)
    return boxes


def _cell_at(boxes, x: float, y: float) -> tuple[int, int] | None:
    return next((cell for cell, (x0, y0, x1, y1) in boxes.items() if x0 <= x < x1 and y0 <= y < y1), None)


def _centre_of(group) -> tuple[float, float]:
    """Where a drawn token stands: its ``translate``, else the middle of the points its shapes name."""
    import re

    moved = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", group.get("transform") or "")
    if moved:
        return float(moved[1]), float(moved[2])
    xs, ys = [], []
    for el in group.iter():
        for ax, ay in (("x", "y"), ("cx", "cy")):
            if el.get(ax) is not None and el.get(ay) is not None:
                xs.append(float(el.get(ax)) + float(el.get("width", 0)) / 2)
                ys.append(float(el.get(ay)) + float(el.get("height", 0)) / 2)
        numbers = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", el.get("d") or el.get("points") or "")]
        xs += numbers[0::2]
        ys += numbers[1::2]
    return sum(xs) / len(xs), sum(ys) / len(ys)


def test_every_marker_is_drawn_on_its_own_space():
    """A token drawn on the wrong space (rows and columns swapped, all at the corner) is caught by where it stands."""
    placed = {"fire": (2, 3), "smoke": (4, 5), "poi": (1, 2), "victim": (3, 6), "hazmat": (5, 1), "hot-spot": (6, 4),
              "firefighter": (6, 7)}
    markers = BoardMarkers(fire=[placed["fire"]], smoke=[placed["smoke"]], poi=[placed["poi"]],
                           victims=[placed["victim"]], hazmat=[placed["hazmat"]], hot_spots=[placed["hot-spot"]],
                           firefighters=[(placed["firefighter"], "red", "1")])
    root = ET.fromstring(render_svg(_board(FRONT), state=markers))
    boxes = _cell_boxes(root)
    markers_group = next(g for g in root.iter(f"{NS}g") if g.get("id") == "markers")
    found = {}
    for group in markers_group:
        kind = (group.get("class") or "").replace("_", "-")
        if kind in placed:
            found[kind] = _cell_at(boxes, *_centre_of(group))
    assert found == placed


def test_arrows_point_their_way_and_dice_and_indices_name_their_spaces():
    """On the front board: each POI arrow is turned towards its direction (y grows downwards), each space's dice label
    reads red (its row) then black (its column), and the row and column numbers stand by their row and column."""
    import math

    from engine.model.board import DIRECTIONS

    board = _board(FRONT)
    root = ET.fromstring(render_svg(board))
    boxes = _cell_boxes(root)
    arrows = [g for g in root.iter(f"{NS}g") if g.get("class") == "arrow"]
    assert len(arrows) == len(board.arrows.arrows())
    for arrow in arrows:
        angle = math.radians(float(arrow.get("transform").split("rotate(")[1].rstrip(")")))
        dr, dc = DIRECTIONS[arrow.get("data-dir")]
        assert math.isclose(math.cos(angle), dc / math.hypot(dr, dc), abs_tol=1e-6), arrow.get("data-dir")
        assert math.isclose(math.sin(angle), dr / math.hypot(dr, dc), abs_tol=1e-6), arrow.get("data-dir")
    dice = [t for t in root.iter(f"{NS}text") if t.get("class") == "dice"]
    assert len(dice) == 48
    for label in dice:
        cell = _cell_at(boxes, float(label.get("x")), float(label.get("y")))
        assert label.text == f"{cell[0]},{cell[1]}", (label.text, cell)
    indices = next(g for g in root.iter(f"{NS}g") if g.get("id") == "indices")
    numbers = [(int(t.text), float(t.get("x")), float(t.get("y"))) for t in indices.iter(f"{NS}text")]
    top, left = min(y for _, _, y in numbers), min(x for _, x, _ in numbers)
    columns = [(n, x) for n, x, y in numbers if y == top]
    rows = [(n, y) for n, x, y in numbers if x == left and y != top]
    assert [n for n, _ in columns] == list(range(board.cols)) and [n for n, _ in rows] == list(range(board.rows))
    assert all(boxes[(0, n)][0] <= x < boxes[(0, n)][2] for n, x in columns)
    assert all(boxes[(n, 0)][1] <= y < boxes[(n, 0)][3] for n, y in rows)
