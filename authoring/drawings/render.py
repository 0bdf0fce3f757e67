"""Draw a board, and optionally the markers of a game, as SVG (and PNG for printing).

Pure functions: :func:`render_svg` takes a :class:`~engine.model.Board` and an
optional :class:`BoardMarkers` and returns the SVG text; nothing is read or
written. The drawing is meant to be printed: a fixed cell size, a ``viewBox``,
plain presentation attributes (no CSS), fonts with fallbacks.

Every space carries ``data-cell="r,c"`` and every drawn edge
``data-edge="r,c-r,c"`` (the two cells in ascending order), so that the studio
and tests can find what they point at. :func:`hit_test` goes the other way: a
point of the drawing (or of its PNG) to the space and edge under it, from the
same layout the drawing uses.

>>> from engine.model import Board
>>> svg = render_svg(Board(id="tiny", rows=4, cols=4, openings=[[[0, 1], [1, 1]]]))
>>> svg.startswith("<svg"), 'data-cell="1,1"' in svg, 'data-edge="0,1-1,1"' in svg
(True, True, True)
"""

from __future__ import annotations

import functools
import math
import re
import subprocess
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from xml.sax import saxutils

from authoring.typed import columns, unshowable
from engine.model import Call
from engine.model.board import DIRECTIONS, Board, normalize_edge
from engine.model.mechanics import placement_cells


def escape(text: str) -> str:
    """``text`` for an SVG text node: markup escaped, characters no drawing can show (:func:`authoring.typed.unshowable`,
    some of which XML cannot hold at all) shown as U+FFFD.

    A Call's texts may hold them (JSON writes them as ``\\u001f``); FP322 warns of them.

    >>> escape("Night\x1fshift <1>\x85")
    'Night\ufffdshift &lt;1&gt;\ufffd'
    """
    return saxutils.escape(_shown(text))


def quoteattr(text: str) -> str:
    """``text`` as a quoted SVG attribute value, as :func:`escape` cleans it."""
    return saxutils.quoteattr(_shown(text))


def _shown(text: str) -> str:
    if text.isprintable():
        return text
    return "".join("\ufffd" if unshowable(ch) else ch for ch in text)


Cell = tuple[int, int]
EdgeKey = tuple[Cell, Cell]

CELL = 64
"""Side of one space, in SVG user units (px)."""
MARGIN = 30
"""Room around the grid for the row/column indices."""
TITLE_HEIGHT = 34
"""Height of the title band above the grid (when the ``title`` layer is drawn)."""
EDGE_REACH = 8
"""How near to an edge (in SVG units) a point must be for :func:`hit_test` to pick that edge."""

LAYERS = frozenset({"zones", "arrows", "dice", "parking", "markers", "indices", "title"})
"""Every optional layer. Spaces, walls, doors and openings are always drawn."""
DEFAULT_LAYERS = LAYERS
LEGEND_LINE = 16
"""Height of one legend line under the board."""
LEGEND_FONT = 11
TITLE_FONT = 18
"""Font sizes (px) of the legend lines and the title; a line wider than the drawing is cut with "…"."""

FONT = ("DejaVu Sans, Verdana, Arial, Hiragino Sans, Hiragino Kaku Gothic ProN, Yu Gothic, Meiryo, Noto Sans CJK JP, "
        "Noto Sans JP, IPAPGothic, IPAGothic, VL PGothic, VL Gothic, sans-serif")
"""Font families of every text: Latin ones, then common Japanese ones (macOS, Windows, Linux).

Browsers fall back along the list glyph by glyph, so Japanese titles show
with whichever is installed. CairoSVG takes the first family only: for PNG
output :func:`svg_to_png` puts an installed Japanese font first on the texts
that hold Japanese (:func:`japanese_font`)."""
_JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
_TEXT = re.compile(r'(<text\b[^>]*?font-family=")([^"]*)("[^>]*>)([^<]*)(</text>)')
ZONE_COLOURS = ("#1f6fb4", "#e07b00", "#2e9a3e", "#c73a3a", "#8257b8", "#8c564b", "#d0499b", "#138f9e")
FIREFIGHTER_COLOURS = {
    "red": "#d62728",
    "blue": "#1f5fbf",
    "green": "#2ca02c",
    "yellow": "#e6c200",
    "orange": "#ff7f0e",
    "white": "#f4f4f4",
    "black": "#222222",
    "purple": "#8e44ad",
}
VEHICLE_STYLE = {
    "ambulance": {"fill": "#f7fbff", "stroke": "#1d5fa8", "spot": "#e6f0fb", "letter": "A"},
    "engine": {"fill": "#d8322b", "stroke": "#8e1a15", "spot": "#fbe7e5", "letter": "E"},
}


@dataclass(frozen=True)
class BoardMarkers:
    """What lies on the board at one moment of a game: the input of the marker layer.

    A plain value with no tie to the engine; an adapter builds it from a game
    state. Cells are ``(row, col)``; edges are pairs of cells in any order.

    Attributes
    ----------
    fire, smoke, poi, victims, hazmat, hot_spots, debris :
        Cells holding that marker. ``poi`` are face-down POI (drawn as "?");
        ``victims`` are revealed Victims (a cell may be listed twice).
    firefighters :
        ``(cell, colour, label)`` per firefighter; colour is a name from
        :data:`FIREFIGHTER_COLOURS` or any SVG colour, label a short text.
    vehicles :
        ``{"ambulance" | "engine": index into the board's spot list}``.
    wall_damage :
        ``{edge: 1 | 2}``: 1 = damaged (cracked), 2 = destroyed.
    doors :
        ``{edge: "open" | "closed" | "destroyed"}``, overriding the board's initial state.
    tags :
        ``(cell, kind, label)`` per gsh Call feature (R-HERO-5..8): ``kind`` one of
        ``water``, ``rescue``, ``marker``, ``helper``, ``named`` (the named Victim), drawn as a labelled tag.
    """

    fire: tuple[Cell, ...] | list[Cell] = ()
    smoke: tuple[Cell, ...] | list[Cell] = ()
    poi: tuple[Cell, ...] | list[Cell] = ()
    victims: tuple[Cell, ...] | list[Cell] = ()
    hazmat: tuple[Cell, ...] | list[Cell] = ()
    hot_spots: tuple[Cell, ...] | list[Cell] = ()
    debris: tuple[Cell, ...] | list[Cell] = ()
    firefighters: tuple[tuple[Cell, str, str], ...] | list[tuple[Cell, str, str]] = ()
    vehicles: Mapping[str, int] = field(default_factory=dict)
    wall_damage: Mapping[EdgeKey, int] = field(default_factory=dict)
    doors: Mapping[EdgeKey, str] = field(default_factory=dict)
    tags: tuple[tuple[Cell, str, str], ...] | list[tuple[Cell, str, str]] = ()


SEAT_COLOURS = ("green", "red", "blue", "yellow", "orange", "white")
"""Colours given to firefighter seats 1, 2, ... when drawing a Call's starting position."""


def markers_from_setup(call: Call, lang: str = "en") -> BoardMarkers:
    """The fixed starting position of ``call`` as markers (random procedures are not run); tags in ``lang``.

    >>> m = markers_from_setup(Call(id="c", title={"en": "T"}, board="b", setup={"fire": [[2, 2]], "firefighters": [[0, 1]]}))
    >>> m.fire, m.firefighters
    ([(2, 2)], [((0, 1), 'green', '1')])
    """
    s = call.setup
    firefighters = [(tuple(c), SEAT_COLOURS[i % len(SEAT_COLOURS)], str(i + 1)) for i, c in enumerate(s.firefighters)]
    vehicles = {k: v for k, v in (("ambulance", s.vehicles.ambulance), ("engine", s.vehicles.engine)) if v is not None}
    named = [tuple(call.named_victim.cell)] if call.named_victim is not None else []
    return BoardMarkers(
        fire=s.fire, smoke=s.smoke, poi=s.poi, victims=named, hazmat=s.hazmat, hot_spots=s.hot_spots, debris=s.debris,
        firefighters=firefighters, vehicles=vehicles, doors={_key(e): "open" for e in s.open_doors},
        tags=call_tags(call, lang),
    )


HELPER_WORD = {"en": "Helper", "hu": "Segítő", "ja": "協力者"}
"""A Helper's tag in each language (R-HERO-7; ``reference/glossary.md``)."""


def helper_word(lang: str) -> str:
    """What a Helper's tag says in ``lang`` (English for another language).

    >>> helper_word("hu"), helper_word("xx")
    ('Segítő', 'Helper')
    """
    return HELPER_WORD.get(lang, HELPER_WORD["en"])


def place_tags(call: Call, lang: str = "en") -> list[tuple[Cell, str, str]]:
    """Tags for what never moves in a gsh Call: its water sources and rescue places (R-HERO-5, R-HERO-6)."""
    tags: list[tuple[Cell, str, str]] = []
    for src in call.water_sources:
        tags += [(tuple(c), "water", src.title.get(lang)) for c in src.cells]
    for place in call.rescue_places:
        tags += [(tuple(c), "rescue", place.title.get(lang)) for c in place.cells]
    return tags


def call_tags(call: Call, lang: str = "en") -> list[tuple[Cell, str, str]]:
    """Tags for a gsh Call's water sources, rescue places, starting Call markers, Helpers and named Victim (R-HERO-5..8).

    >>> call = Call(id="c", title={"en": "T"}, board="b", ruleset={"name": "gsh"},
    ...             rescue_places=[{"id": "heli", "title": {"en": "Helicopter"}, "cells": [[7, 7]]}])
    >>> call_tags(call)
    [((7, 7), 'rescue', 'Helicopter')]
    """
    tags = place_tags(call, lang)
    titles = {k.id: k.title.get(lang) for k in call.markers}
    for kind, placements in call.setup.markers.items():
        tags += [(tuple(c), "marker", titles.get(kind, kind)) for p in placements for c in placement_cells(p)]
    tags += [(tuple(c), "helper", helper_word(lang)) for c in call.setup.helpers]
    if call.named_victim is not None:
        tags.append((tuple(call.named_victim.cell), "named", call.named_victim.title.get(lang)))
    return tags


TAG_CHARS = 11
"""Characters a tag under a space holds: a longer name is cut with "…" (its full name is the tag's tooltip, and
:func:`tag_legend` lists it under the drawing)."""


def tag_text(label: str) -> str:
    """``label`` as a tag shows it: cut to :data:`TAG_CHARS` columns with "…" when wider (a wide character, as
    Japanese ones are, takes two).

    >>> tag_text("Helper"), tag_text("Sprinkler valve"), tag_text("ずぶ濡れの防水シート")
    ('Helper', 'Sprinkler …', 'ずぶ濡れの…')
    """
    return cut_to_columns(label, TAG_CHARS)


def cut_to_columns(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns with "…" when wider (a wide character takes two, :func:`authoring.typed.columns`).

    >>> cut_to_columns("Night shift", 20), cut_to_columns("Night shift", 8), cut_to_columns("夜勤の火災現場", 8)
    ('Night shift', 'Night s…', '夜勤の…')
    """
    return _cut(text, columns, width)


def _cut(text: str, width_of, room: float) -> str:
    """``text``, or as much of it as fits in ``room`` with "…" after it, widths measured by ``width_of``."""
    if width_of(text) <= room:
        return text
    shown = ""
    for ch in text:
        if width_of(shown + ch + "…") > room:
            break
        shown += ch
    return shown + "…"


_NARROW = frozenset(" .,:;'!|ijlIft()[]-")
_BROAD = frozenset("MWmw@%")


def text_em(text: str, bold: bool = False) -> float:
    """How wide ``text`` is in ems, estimated for DejaVu Sans (the drawings' first font) and never under it: a wide
    or full-width character 1, a capital or digit 0.74, ``M W m w`` 1.0, a narrow letter or stop 0.36, any other
    0.64; bold a tenth wider.

    >>> round(text_em("Night shift"), 2), round(text_em("NIGHT SHIFT"), 2), text_em("夜勤")
    (5.46, 7.0, 2.0)
    """
    em = 0.0
    for ch in text:
        if unicodedata.east_asian_width(ch) in "WF" or ch in _BROAD:
            em += 1.0
        elif ch in _NARROW:
            em += 0.36
        elif ch.isupper() or ch.isdigit():
            em += 0.74
        else:
            em += 0.64
    return em * (1.1 if bold else 1.0)


def _fitted(text: str, room: float, font_size: float, bold: bool = False) -> str:
    """``text`` cut with "…" to what ``room`` px holds at ``font_size`` (:func:`text_em`)."""
    return _cut(text, lambda part: text_em(part, bold) * font_size, room)


def tag_legend(state: BoardMarkers | None) -> list[str]:
    """A legend line for each tag name cut short on the drawing: what it shows, and the whole name.

    >>> tag_legend(BoardMarkers(tags=[((1, 1), "water", "Sprinkler valve"), ((2, 2), "helper", "Helper")]))
    ['Sprinkler … = Sprinkler valve']
    """
    if state is None:
        return []
    names = dict.fromkeys(label for _, _, label in state.tags if tag_text(label) != label)
    return [f"{tag_text(name)} = {name}" for name in names]


def hero_legend(call: Call, lang: str = "en") -> list[str]:
    """A gsh Call's heroes as legend lines: each specialist with its AP and signature skill, then the decks (R-HERO-1).

    >>> call = Call(id="c", title={"en": "T"}, board="b", ruleset={"name": "gsh"}, heroes={"specialists": [
    ...     {"id": "scout", "title": {"en": "Scout"}, "skill": {"title": {"en": "Nimble"}, "text": {"en": "Moves diagonally."}}}]})
    >>> hero_legend(call)
    ['Scout (4 AP): Nimble: Moves diagonally.', 'Gear: 0 cards, 4 drawn, 2 equipped; Boosts: 0 cards, 3 drawn, 2 kept']
    >>> hero_legend(call.model_copy(update={"heroes": call.heroes.model_copy(update={"boosts_per_call": 3})}), "ja")[-1]
    '装備: 0 枚、4 枚引いて 2 枚装備; ブースト: 0 枚、3 枚引いて 2 枚残す、コールあたり 3 枚（控えがアクティブになるたびに新しい控えを引く）'
    """
    from authoring.language.hero_text import ap_kind_text, describe

    heroes = call.heroes
    if heroes is None:
        return []
    lines = []
    for spec in heroes.specialists:
        free = f" + {spec.free_ap.amount} {ap_kind_text(spec.free_ap.kind, lang)}" if spec.free_ap else ""
        skill = spec.skill.text.get(lang) if spec.skill.text else describe(spec.skill.effects, lang)
        lines.append(f"{spec.title.get(lang)} ({spec.ap} AP{free}): {spec.skill.title.get(lang)}: {skill}")
    deal = DECKS_LINE.get(lang, DECKS_LINE["en"])
    kept = min(2, heroes.boosts_per_call)
    lines.append(deal.format(gear=len(heroes.gear), gear_draw=heroes.gear_draw, gear_keep=heroes.gear_keep,
                             boosts=len(heroes.boosts), boost_draw=heroes.boost_draw if kept else 0, kept=kept))
    if heroes.boosts_per_call > 2:
        lines[-1] += BOOSTS_MORE.get(lang, BOOSTS_MORE["en"]).format(most=heroes.boosts_per_call)
    return lines


DECKS_LINE = {
    "en": "Gear: {gear} cards, {gear_draw} drawn, {gear_keep} equipped; Boosts: {boosts} cards, {boost_draw} drawn, {kept} kept",
    "hu": "Felszerelés: {gear} lap, {gear_draw} húzva, {gear_keep} felszerelve; Boostok: {boosts} lap, {boost_draw} húzva, {kept} megtartva",
    "ja": "装備: {gear} 枚、{gear_draw} 枚引いて {gear_keep} 枚装備; ブースト: {boosts} 枚、{boost_draw} 枚引いて {kept} 枚残す",
}
"""The legend line of a gsh Call's Gear and Boost decks in each language (R-HERO-1; ``reference/glossary.md``)."""

BOOSTS_MORE = {
    "en": ", {most} a Call (a new Reserve drawn as each one becomes Active)",
    "hu": ", Hívásonként {most} (minden aktívvá váló tartalék helyett újat húz)",
    "ja": "、コールあたり {most} 枚（控えがアクティブになるたびに新しい控えを引く）",
}
"""What the legend line adds for a Call allowing more than 2 Boosts a firefighter (R-HERO-2)."""


_TAG_COLOURS = {"water": "#1e6fd9", "rescue": "#2d8a4e", "marker": "#7a3fa0", "helper": "#b8741a", "named": "#1f7a3a"}


# ---------------------------------------------------------------------------
# geometry helpers


def _key(edge) -> EdgeKey:
    return normalize_edge(edge)


def _edge_attr(edge: EdgeKey) -> str:
    (r1, c1), (r2, c2) = edge
    return f"{r1},{c1}-{r2},{c2}"


def _check_layers(layers: Iterable[str]) -> frozenset[str]:
    layers = frozenset(layers)
    unknown = layers - LAYERS
    if unknown:
        raise ValueError(f"unknown layer(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(LAYERS))}")
    return layers


def _origin(layers: frozenset[str]) -> tuple[int, int]:
    """Top-left corner of space (0, 0): the margin, and the title band when it is drawn."""
    top = MARGIN + (TITLE_HEIGHT if "title" in layers else 0)
    return MARGIN, top


def drawing_size(board: Board, *, layers: Iterable[str] = DEFAULT_LAYERS) -> tuple[int, int]:
    """Width and height of the drawing of ``board`` with ``layers``, in SVG units (PNG pixels at scale 1).

    >>> drawing_size(Board(id="b")), drawing_size(Board(id="b"), layers=())
    ((700, 606), (700, 572))
    """
    ox, oy = _origin(_check_layers(layers))
    return ox + board.cols * CELL + MARGIN, oy + board.rows * CELL + MARGIN


class _Geometry:
    """Pixel positions of cells and edges for one drawing."""

    def __init__(self, ox: int, oy: int):
        self.ox, self.oy = ox, oy

    def corner(self, cell: Cell) -> tuple[float, float]:
        return self.ox + cell[1] * CELL, self.oy + cell[0] * CELL

    def centre(self, cell: Cell) -> tuple[float, float]:
        x, y = self.corner(cell)
        return x + CELL / 2, y + CELL / 2

    def segment(self, edge: EdgeKey) -> tuple[float, float, float, float]:
        """The line shared by the two cells of ``edge``."""
        (r1, c1), (r2, c2) = edge
        if r1 == r2:  # side by side: vertical line
            x = self.ox + max(c1, c2) * CELL
            y = self.oy + r1 * CELL
            return x, y, x, y + CELL
        x = self.ox + c1 * CELL
        y = self.oy + max(r1, r2) * CELL
        return x, y, x + CELL, y


def _f(v: float) -> str:
    """A compact number for attributes."""
    return f"{v:.1f}".rstrip("0").rstrip(".") if v != int(v) else str(int(v))


def _line(x1, y1, x2, y2, **attrs) -> str:
    return f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}"{_attrs(attrs)}/>'


def _attrs(attrs: Mapping[str, object]) -> str:
    out = []
    for name, value in attrs.items():
        if value is None:
            continue
        out.append(f" {name.rstrip('_').replace('_', '-')}={quoteattr(str(value))}")
    return "".join(out)


def _text(x, y, text: str, **attrs) -> str:
    attrs.setdefault("font_family", FONT)
    return f'<text x="{_f(x)}" y="{_f(y)}"{_attrs(attrs)}>{escape(text)}</text>'


def exterior_edges(board: Board) -> list[EdgeKey]:
    """Every edge between a scene space and a space outside it, sorted.

    >>> len(exterior_edges(Board(id="b")))
    28
    """
    scene = board.scene_cells()
    out = set()
    for r, c in scene:
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            n = (r + dr, c + dc)
            if n not in scene:
                out.add(_key(((r, c), n)))
    return sorted(out)


# ---------------------------------------------------------------------------
# pointing at the drawing


@dataclass(frozen=True)
class Hit:
    """What a point of the drawing falls on (the answer of :func:`hit_test`).

    Attributes
    ----------
    cell :
        ``(row, col)`` of the space under the point; None outside the grid.
    edge :
        The edge between two grid neighbours nearest to the point, when it is
        within :data:`EDGE_REACH`; None otherwise. Cells in ascending order.
    within :
        Where the point lies inside ``cell``, as fractions of its side from
        its top-left corner: ``(0.5, 0.5)`` is the centre. None with no cell.
    x, y :
        The point in SVG units.
    """

    cell: Cell | None
    edge: EdgeKey | None
    within: tuple[float, float] | None
    x: float
    y: float


def hit_test(
    board: Board, x: float, y: float, *, scale: float = 1.0, layers: Iterable[str] = DEFAULT_LAYERS,
    reach: float = EDGE_REACH,
) -> Hit:
    """The space and edge under point ``(x, y)`` of the drawing of ``board``.

    Parameters
    ----------
    board : Board
        The board drawn.
    x, y : float
        The point, in pixels of the image, from its top-left corner.
    scale : float
        Image pixels per SVG unit: the ``scale`` given to :func:`render_png`
        for a PNG shown at its own size, or the shown width divided by
        :func:`drawing_size`'s width for a stretched one.
    layers : iterable of str
        The layers the image was drawn with (the ``title`` band moves the grid down).
    reach : float
        How near to an edge (in SVG units) the point must be to pick it.

    Notes
    -----
    Uses the layout :func:`render_svg` draws with (``CELL``, ``MARGIN``,
    ``TITLE_HEIGHT``), so a point on a drawn wall, door or opening picks its
    edge, and a point inside a space its cell. A point on a grid line belongs
    to the space below or to the right of it. Among edges equally near (a
    grid corner), the first in sorted order wins. Constant time.

    Examples
    --------
    >>> board = Board(id="b")  # 8 x 10; space (0, 0) starts at (30, 64) under the title band
    >>> hit_test(board, 30 + 64 * 3 + 32, 64 + 64 * 2 + 32).cell
    (2, 3)
    >>> hit = hit_test(board, 2 * (30 + 64 * 3 + 2), 2 * (64 + 64 * 2 + 40), scale=2)
    >>> hit.cell, hit.edge
    ((2, 3), ((2, 2), (2, 3)))
    >>> hit_test(board, 5, 5)
    Hit(cell=None, edge=None, within=None, x=5.0, y=5.0)
    """
    ox, oy = _origin(_check_layers(layers))
    geo = _Geometry(ox, oy)
    px, py = x / scale, y / scale
    gx, gy = (px - ox) / CELL, (py - oy) / CELL
    row, col = math.floor(gy), math.floor(gx)
    cell = within = None
    if board.in_grid((row, col)):
        cell, within = (row, col), (gx - col, gy - row)
    return Hit(cell, _nearest_edge(board, geo, px, py, reach), within, px, py)


def _nearest_edge(board: Board, geo: _Geometry, px: float, py: float, reach: float) -> EdgeKey | None:
    """The edge between grid neighbours nearest to ``(px, py)`` within ``reach``, else None."""
    gx, gy = (px - geo.ox) / CELL, (py - geo.oy) / CELL
    line_c, line_r = round(gx), round(gy)  # the nearest vertical and horizontal grid lines
    row, col = math.floor(gy), math.floor(gx)
    candidates = [((r, line_c - 1), (r, line_c)) for r in (row - 1, row, row + 1)]
    candidates += [((line_r - 1, c), (line_r, c)) for c in (col - 1, col, col + 1)]
    best = None
    for edge in candidates:
        if not (board.in_grid(edge[0]) and board.in_grid(edge[1])):
            continue
        distance = _distance_to_segment(px, py, *geo.segment(edge))
        if distance <= reach and (best is None or (distance, edge) < best):
            best = (distance, edge)
    return best[1] if best else None


def _distance_to_segment(px: float, py: float, x1: float, y1: float, x2: float, y2: float) -> float:
    """Distance from a point to an axis-parallel segment."""
    dx = max(min(x1, x2) - px, 0, px - max(x1, x2))
    dy = max(min(y1, y2) - py, 0, py - max(y1, y2))
    return math.hypot(dx, dy)


# ---------------------------------------------------------------------------
# layers


def _spaces(board: Board, geo: _Geometry) -> list[str]:
    scene = board.scene_cells()
    parts = ['<g id="spaces">']
    for r in range(board.rows):
        for c in range(board.cols):
            x, y = geo.corner((r, c))
            inside = (r, c) in scene
            parts.append(
                f'<rect class="space {"scene" if inside else "ring"}" data-cell="{r},{c}" x="{_f(x)}" y="{_f(y)}" '
                f'width="{CELL}" height="{CELL}" fill="{"#fbf5e9" if inside else "#dfe3e6"}" '
                f'stroke="{"#d9ccb2" if inside else "#c6ccd1"}" stroke-width="1"/>'
            )
    parts.append("</g>")
    return parts


def _zones(board: Board, geo: _Geometry) -> list[str]:
    parts = ['<g id="zones">']
    inset = 5
    for i, (name, region) in enumerate(board.zones.items()):
        colour = ZONE_COLOURS[i % len(ZONE_COLOURS)]
        cells = {c for c in region.cells(board.rows, board.cols) if board.in_grid(c)}
        parts.append(f'<g class="zone" data-zone={quoteattr(name)}>')
        for cell in sorted(cells):
            x, y = geo.corner(cell)
            parts.append(
                f'<rect x="{_f(x)}" y="{_f(y)}" width="{CELL}" height="{CELL}" fill="{colour}" fill-opacity="0.09"/>'
            )
        for r, c in sorted(cells):
            x, y = geo.corner((r, c))
            top, bottom = (r - 1, c) not in cells, (r + 1, c) not in cells
            left, right = (r, c - 1) not in cells, (r, c + 1) not in cells
            x0, x1 = x + (inset if left else 0), x + CELL - (inset if right else 0)
            y0, y1 = y + (inset if top else 0), y + CELL - (inset if bottom else 0)
            style = {"stroke": colour, "stroke_width": 2.5, "stroke_opacity": 0.8, "stroke_linecap": "square"}
            if top:
                parts.append(_line(x0, y + inset, x1, y + inset, **style))
            if bottom:
                parts.append(_line(x0, y + CELL - inset, x1, y + CELL - inset, **style))
            if left:
                parts.append(_line(x + inset, y0, x + inset, y1, **style))
            if right:
                parts.append(_line(x + CELL - inset, y0, x + CELL - inset, y1, **style))
        if cells:
            cx = sum(geo.centre(cl)[0] for cl in cells) / len(cells)
            cy = sum(geo.centre(cl)[1] for cl in cells) / len(cells)
            parts.append(
                _text(cx, cy + 6, name, class_="zone-name", font_size=17, font_weight="bold", fill=colour,
                      fill_opacity=0.35, text_anchor="middle")
            )
        parts.append("</g>")
    parts.append("</g>")
    return parts


def _dice(board: Board, geo: _Geometry) -> list[str]:
    parts = ['<g id="dice">']
    for roll, cell in sorted(board.dice_table().items()):
        x, y = geo.corner(cell)
        parts.append(_text(x + 9, y + 17, f"{roll[0]},{roll[1]}", class_="dice", font_size=9, fill="#8d8372"))
    parts.append("</g>")
    return parts


def _arrows(board: Board, geo: _Geometry) -> list[str]:
    if board.arrows is None:
        return []
    parts = ['<g id="arrows">']
    for cell, word in sorted(board.arrows.arrows().items()):
        if word not in DIRECTIONS or not board.in_grid(cell):
            continue
        dr, dc = DIRECTIONS[word]
        angle = math.degrees(math.atan2(dr, dc))
        x, y = geo.corner(cell)
        cx, cy = x + CELL - 12, y + CELL - 12
        parts.append(
            f'<g class="arrow" data-cell="{cell[0]},{cell[1]}" data-dir="{word}" '
            f'transform="translate({_f(cx)},{_f(cy)}) rotate({_f(angle)})">'
            '<path d="M -7 0 L 3 0" stroke="#58697a" stroke-width="2" stroke-linecap="round" fill="none"/>'
            '<path d="M 7 0 L 1 -4.5 L 1 4.5 Z" fill="#58697a"/></g>'
        )
    parts.append("</g>")
    return parts


def _vehicle_icon(cx: float, cy: float, length: float, vertical: bool, kind: str, *, solid: bool, label: str) -> str:
    """A simple vehicle: body, cab, two wheels and a letter, centred on (cx, cy)."""
    style = VEHICLE_STYLE[kind]
    h = length * 0.42
    w = length
    rot = 90 if vertical else 0
    fill = style["fill"] if solid else "none"
    opacity = 1 if solid else 0.55
    body = [
        f'<g class="vehicle-{"token" if solid else "spot-icon"} {kind}" '
        f'transform="translate({_f(cx)},{_f(cy)}) rotate({rot})" opacity="{opacity}">',
        f'<rect x="{_f(-w / 2)}" y="{_f(-h / 2)}" width="{_f(w * 0.74)}" height="{_f(h)}" rx="3" '
        f'fill="{fill}" stroke="{style["stroke"]}" stroke-width="2"/>',
        f'<path d="M {_f(w * 0.24)} {_f(-h * 0.3)} L {_f(w * 0.4)} {_f(-h * 0.3)} L {_f(w / 2)} {_f(h * 0.05)} '
        f'L {_f(w / 2)} {_f(h / 2)} L {_f(w * 0.24)} {_f(h / 2)} Z" fill="{fill}" stroke="{style["stroke"]}" stroke-width="2"/>',
        f'<circle cx="{_f(-w * 0.28)}" cy="{_f(h / 2)}" r="{_f(h * 0.2)}" fill="#333"/>',
        f'<circle cx="{_f(w * 0.3)}" cy="{_f(h / 2)}" r="{_f(h * 0.2)}" fill="#333"/>',
    ]
    if kind == "ambulance" and solid:
        s = h * 0.22
        body.append(
            f'<path d="M {_f(-w * 0.13 - s / 2)} {_f(-s * 1.5)} h {_f(s)} v {_f(s)} h {_f(s)} v {_f(s)} h {_f(-s)} '
            f'v {_f(s)} h {_f(-s)} v {_f(-s)} h {_f(-s)} v {_f(-s)} h {_f(s)} Z" fill="#d62728"/>'
        )
    else:
        colour = "#ffffff" if solid else style["stroke"]
        body.append(
            f'<text x="{_f(-w * 0.13)}" y="{_f(h * 0.22)}" font-family="{FONT}" font-size="{_f(h * 0.62)}" '
            f'font-weight="bold" fill="{colour}" text-anchor="middle"'
            + (f' transform="rotate(-90 {_f(-w * 0.13)} 0)"' if vertical else "")
            + f">{escape(label)}</text>"
        )
    body.append("</g>")
    return "".join(body)


def _spot_box(geo: _Geometry, spot) -> tuple[float, float, float, float, bool]:
    (r1, c1), (r2, c2) = spot
    x0, y0 = geo.corner((min(r1, r2), min(c1, c2)))
    vertical = c1 == c2
    w = CELL if vertical else CELL * (abs(c1 - c2) + 1)
    h = CELL * (abs(r1 - r2) + 1) if vertical else CELL
    return x0, y0, w, h, vertical


def _parking(board: Board, geo: _Geometry) -> list[str]:
    parts = ['<g id="parking">']
    for kind in ("ambulance", "engine"):
        style = VEHICLE_STYLE[kind]
        for i, spot in enumerate(getattr(board.parking, kind)):
            if not all(board.in_grid(tuple(c)) for c in spot):
                continue
            x0, y0, w, h, vertical = _spot_box(geo, spot)
            cells = " ".join(f"{c[0]},{c[1]}" for c in spot)
            parts.append(
                f'<g class="parking {kind}" data-kind="{kind}" data-index="{i}" data-cells="{cells}">'
                f'<rect x="{_f(x0 + 5)}" y="{_f(y0 + 5)}" width="{_f(w - 10)}" height="{_f(h - 10)}" rx="9" '
                f'fill="{style["spot"]}" stroke="{style["stroke"]}" stroke-width="1.8" stroke-dasharray="6 4"/>'
            )
            length = min(max(w, h) - 40, 72)
            parts.append(
                _vehicle_icon(x0 + w / 2, y0 + h / 2, length, vertical, kind, solid=False, label=style["letter"])
            )
            lx, ly = (x0 + w - 18, y0 + 19) if not vertical else (x0 + w / 2, y0 + 19)
            parts.append(
                _text(lx, ly, f"{style['letter']}{i + 1}", font_size=10, font_weight="bold", fill=style["stroke"],
                      text_anchor="middle")
            )
            parts.append("</g>")
    parts.append("</g>")
    return parts


def _wall_line(geo: _Geometry, edge: EdgeKey, damage: int, exterior: bool) -> str:
    x1, y1, x2, y2 = geo.segment(edge)
    width = 7 if exterior else 6
    attrs: dict[str, object] = {"stroke": "#262626", "stroke_width": width, "stroke_linecap": "square"}
    if damage == 1:
        attrs.update(stroke="#5a4632", stroke_dasharray="9 5", stroke_linecap="butt")
    elif damage >= 2:
        attrs.update(stroke="#7f7f7f", stroke_opacity=0.35, stroke_dasharray="3 6", stroke_width=4, stroke_linecap="butt")
    state = "destroyed" if damage >= 2 else "damaged" if damage == 1 else "intact"
    return _line(x1, y1, x2, y2, class_="wall", data_edge=_edge_attr(edge), data_damage=damage, data_state=state, **attrs)


def _door(geo: _Geometry, edge: EdgeKey, state: str) -> str:
    """A door: wall stubs at both ends and a glyph for its state in the middle."""
    x1, y1, x2, y2 = geo.segment(edge)
    vertical = x1 == x2
    stub = CELL * 0.18
    wall = {"stroke": "#262626", "stroke_width": 6, "stroke_linecap": "square"}
    parts = [f'<g class="door" data-edge="{_edge_attr(edge)}" data-state="{state}">']
    if vertical:
        parts.append(_line(x1, y1, x1, y1 + stub, **wall))
        parts.append(_line(x1, y2 - stub, x1, y2, **wall))
    else:
        parts.append(_line(x1, y1, x1 + stub, y1, **wall))
        parts.append(_line(x2 - stub, y1, x2, y1, **wall))
    span = CELL - 2 * stub
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    if state == "closed":
        if vertical:
            parts.append(
                f'<rect x="{_f(mx - 4)}" y="{_f(my - span / 2)}" width="8" height="{_f(span)}" rx="1.5" '
                'fill="#a0642c" stroke="#4d2d10" stroke-width="1.5"/>'
            )
        else:
            parts.append(
                f'<rect x="{_f(mx - span / 2)}" y="{_f(my - 4)}" width="{_f(span)}" height="8" rx="1.5" '
                'fill="#a0642c" stroke="#4d2d10" stroke-width="1.5"/>'
            )
    elif state == "open":
        # the leaf swung a quarter turn from its hinge, with the swing drawn as an arc
        if vertical:
            hx, hy = x1, y1 + stub
            leaf = _line(hx, hy, hx + span * 0.8, hy, stroke="#a0642c", stroke_width=4, stroke_linecap="round")
            arc = f'<path d="M {_f(hx + span * 0.8)} {_f(hy)} A {_f(span * 0.8)} {_f(span * 0.8)} 0 0 1 {_f(hx)} {_f(hy + span * 0.8)}"'
        else:
            hx, hy = x1 + stub, y1
            leaf = _line(hx, hy, hx, hy + span * 0.8, stroke="#a0642c", stroke_width=4, stroke_linecap="round")
            arc = f'<path d="M {_f(hx)} {_f(hy + span * 0.8)} A {_f(span * 0.8)} {_f(span * 0.8)} 0 0 0 {_f(hx + span * 0.8)} {_f(hy)}"'
        parts.append(arc + ' fill="none" stroke="#a0642c" stroke-width="1.2" stroke-dasharray="3 3"/>')
        parts.append(leaf)
    else:  # destroyed: the frame only, crossed out
        d = 6
        parts.append(_line(mx - d, my - d, mx + d, my + d, stroke="#8a8a8a", stroke_width=2.5))
        parts.append(_line(mx - d, my + d, mx + d, my - d, stroke="#8a8a8a", stroke_width=2.5))
    parts.append("</g>")
    return "".join(parts)


def _opening(geo: _Geometry, edge: EdgeKey) -> str:
    """An exterior opening: an entrance gap with posts at both ends."""
    x1, y1, x2, y2 = geo.segment(edge)
    vertical = x1 == x2
    post = 7
    attrs = {"stroke": "#262626", "stroke_width": 7, "stroke_linecap": "butt"}
    parts = [f'<g class="opening" data-edge="{_edge_attr(edge)}">']
    if vertical:
        parts.append(_line(x1, y1, x1, y1 + post, **attrs) + _line(x1, y2 - post, x1, y2, **attrs))
    else:
        parts.append(_line(x1, y1, x1 + post, y1, **attrs) + _line(x2 - post, y1, x2, y1, **attrs))
    parts.append(_line(x1, y1, x2, y2, stroke="#2e9a3e", stroke_width=3.5, stroke_dasharray="4 4"))
    parts.append("</g>")
    return "".join(parts)


def _edges(board: Board, geo: _Geometry, markers: BoardMarkers | None) -> list[str]:
    damage = {_key(e): n for e, n in (markers.wall_damage.items() if markers else ())}
    door_state = {_key(e): s for e, s in (markers.doors.items() if markers else ())}
    doors = {_key(d.edge): d.state for d in board.doors}
    openings = {_key(e) for e in board.openings}
    exterior = set(exterior_edges(board))
    walls = {_key(e) for e in board.walls}
    walls |= exterior - set(doors) - openings
    parts = ['<g id="walls">']
    for edge in sorted(walls):
        if not all(board.in_grid(c) for c in edge):
            continue
        parts.append(_wall_line(geo, edge, damage.get(edge, 0), edge in exterior))
    parts.append('</g><g id="openings">')
    for edge in sorted(openings - set(doors)):
        if all(board.in_grid(c) for c in edge):
            parts.append(_opening(geo, edge))
    parts.append('</g><g id="doors">')
    for edge, state in sorted(doors.items()):
        if all(board.in_grid(c) for c in edge):
            parts.append(_door(geo, edge, door_state.get(edge, state)))
    parts.append("</g>")
    return parts


def _flame(cx: float, cy: float) -> str:
    return (
        f'<g class="fire" transform="translate({_f(cx)},{_f(cy)})">'
        '<path d="M 0 -22 C 9 -12 17 -4 15 7 C 13 17 5 21 0 21 C -5 21 -13 17 -15 7 C -17 -3 -9 -9 -6 -16 '
        'C -4 -9 -2 -7 0 -6 C 2 -12 0 -17 0 -22 Z" fill="#f05a1a" stroke="#a8300a" stroke-width="1.5"/>'
        '<path d="M 0 -4 C 5 2 8 7 7 12 C 6 17 3 18 0 18 C -3 18 -6 17 -7 12 C -8 7 -4 4 0 -4 Z" fill="#ffd23f"/>'
        "</g>"
    )


def _smoke(cx: float, cy: float) -> str:
    return (
        f'<g class="smoke" transform="translate({_f(cx)},{_f(cy)})" fill="#8d949b" stroke="#5f666d" stroke-width="1.2">'
        '<circle cx="-9" cy="4" r="10"/><circle cx="9" cy="4" r="10"/><circle cx="0" cy="-6" r="12"/>'
        '<circle cx="0" cy="7" r="9" stroke="none"/></g>'
    )


def _token(kind: str, cx: float, cy: float, colour: str = "", label: str = "") -> str:
    """A small round or square token for one marker."""
    if kind == "poi":
        return (
            f'<g class="poi"><rect x="{_f(cx - 9)}" y="{_f(cy - 9)}" width="18" height="18" rx="3" fill="#1d3f73" '
            f'stroke="#ffffff" stroke-width="1.5"/>'
            + _text(cx, cy + 5, "?", font_size=14, font_weight="bold", fill="#ffffff", text_anchor="middle")
            + "</g>"
        )
    if kind == "victim":
        return (
            f'<g class="victim" fill="#2d8a4e" stroke="#ffffff" stroke-width="1.2">'
            f'<circle cx="{_f(cx)}" cy="{_f(cy - 5)}" r="4.5"/>'
            f'<path d="M {_f(cx - 7)} {_f(cy + 9)} Q {_f(cx - 7)} {_f(cy - 1)} {_f(cx)} {_f(cy - 1)} '
            f'Q {_f(cx + 7)} {_f(cy - 1)} {_f(cx + 7)} {_f(cy + 9)} Z"/></g>'
        )
    if kind == "hazmat":
        return (
            f'<g class="hazmat"><path d="M {_f(cx)} {_f(cy - 10)} L {_f(cx + 10)} {_f(cy)} L {_f(cx)} {_f(cy + 10)} '
            f'L {_f(cx - 10)} {_f(cy)} Z" fill="#f5c518" stroke="#222" stroke-width="1.5"/>'
            + _text(cx, cy + 4, "!", font_size=11, font_weight="bold", fill="#222", text_anchor="middle")
            + "</g>"
        )
    if kind == "hot_spot":
        pts = " ".join(
            f"{_f(cx + 10 * math.cos(math.radians(a)))},{_f(cy + 10 * math.sin(math.radians(a)))}"
            for a in range(0, 360, 60)
        )
        return (
            f'<g class="hot-spot"><polygon points="{pts}" fill="#ffe3c2" stroke="#e0561b" stroke-width="2.5"/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="3" fill="#e0561b"/></g>'
        )
    if kind == "debris":
        return (
            f'<g class="debris" fill="#8a6d4b" stroke="#4e3b26" stroke-width="1">'
            f'<path d="M {_f(cx - 10)} {_f(cy + 7)} L {_f(cx - 4)} {_f(cy - 6)} L {_f(cx + 2)} {_f(cy + 1)} '
            f'L {_f(cx + 6)} {_f(cy - 4)} L {_f(cx + 10)} {_f(cy + 7)} Z"/></g>'
        )
    # firefighter
    fill = FIREFIGHTER_COLOURS.get(colour, colour or "#444444")
    text_fill = "#222222" if fill.lower() in ("#f4f4f4", "#e6c200", "white", "yellow") else "#ffffff"
    return (
        f'<g class="firefighter" data-colour={quoteattr(colour)}>'
        f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="10" fill="{fill}" stroke="#111" stroke-width="1.8"/>'
        + _text(cx, cy + 3.5, label[:3], font_size=9, font_weight="bold", fill=text_fill, text_anchor="middle")
        + "</g>"
    )


_SLOTS = ((-13, -12), (13, -12), (-13, 12), (13, 12), (0, 0), (0, -16), (0, 16), (-16, 0), (16, 0))


def _markers(board: Board, geo: _Geometry, m: BoardMarkers) -> list[str]:
    parts = ['<g id="markers">']
    # vehicles first: firefighters riding or standing on a parking spot stay visible on top
    for kind, index in sorted(m.vehicles.items()):
        spots = getattr(board.parking, kind, [])
        if index is None or not 0 <= index < len(spots):
            continue
        x0, y0, w, h, vertical = _spot_box(geo, spots[index])
        length = min(max(w, h) - 18, 100)
        parts.append(
            _vehicle_icon(x0 + w / 2, y0 + h / 2, length, vertical, kind, solid=True, label=VEHICLE_STYLE[kind]["letter"])
        )
    for cell in sorted({tuple(c) for c in m.smoke}):
        parts.append(_smoke(*geo.centre(cell)))
    for cell in sorted({tuple(c) for c in m.fire}):
        parts.append(_flame(*geo.centre(cell)))
    tokens: dict[Cell, list[tuple[str, str, str]]] = {}
    for kind, cells in (("hot_spot", m.hot_spots), ("debris", m.debris), ("hazmat", m.hazmat), ("poi", m.poi),
                        ("victim", m.victims)):
        for cell in cells:
            tokens.setdefault(tuple(cell), []).append((kind, "", ""))
    for cell, colour, label in m.firefighters:
        tokens.setdefault(tuple(cell), []).append(("firefighter", colour, label))
    for cell, items in sorted(tokens.items()):
        cx, cy = geo.centre(cell)
        slots = ((0, 0),) if len(items) == 1 else _SLOTS
        for i, (kind, colour, label) in enumerate(items):
            dx, dy = slots[i % len(slots)]
            parts.append(_token(kind, cx + dx, cy + dy, colour, label))
    for cell, kind, label in m.tags:
        cx, cy = geo.centre(tuple(cell))
        colour = _TAG_COLOURS.get(kind, "#444444")
        parts.append(
            f'<g class="tag tag-{kind}"><title>{escape(label)}</title><rect x="{_f(cx - 31)}" y="{_f(cy + 13)}" '
            f'width="62" height="13" rx="3" fill="{colour}" opacity="0.9"/>'
            + _text(cx, cy + 23, tag_text(label), font_size=9, font_weight="bold", fill="#ffffff", text_anchor="middle")
            + "</g>"
        )
    parts.append("</g>")
    return parts


def _indices(board: Board, geo: _Geometry) -> list[str]:
    parts = ['<g id="indices">']
    for c in range(board.cols):
        x, _ = geo.centre((0, c))
        parts.append(_text(x, geo.oy - 9, str(c), font_size=12, fill="#6b7580", text_anchor="middle"))
    for r in range(board.rows):
        _, y = geo.centre((r, 0))
        parts.append(_text(geo.ox - 10, y + 4, str(r), font_size=12, fill="#6b7580", text_anchor="middle"))
    parts.append("</g>")
    return parts


def _highlights(geo: _Geometry, cells: Iterable[Cell], edges: Iterable) -> list[str]:
    parts = ['<g id="highlight">']
    for cell in cells:
        x, y = geo.corner(tuple(cell))
        parts.append(
            f'<rect class="highlight" data-cell="{cell[0]},{cell[1]}" x="{_f(x + 2.5)}" y="{_f(y + 2.5)}" '
            f'width="{CELL - 5}" height="{CELL - 5}" fill="#ff1493" fill-opacity="0.12" stroke="#e0007a" '
            'stroke-width="5" rx="4"/>'
        )
    for edge in edges:
        key = _key(edge)
        x1, y1, x2, y2 = geo.segment(key)
        parts.append(
            _line(x1, y1, x2, y2, class_="highlight-edge", data_edge=_edge_attr(key), stroke="#e0007a",
                  stroke_width=11, stroke_opacity=0.7, stroke_linecap="round")
        )
    parts.append("</g>")
    return parts


def render_svg(
    board: Board,
    *,
    state: BoardMarkers | None = None,
    layers: Iterable[str] = DEFAULT_LAYERS,
    highlight_cells: Iterable[Cell] = (),
    highlight_edges: Iterable = (),
    lang: str = "en",
    legend: Iterable[str] = (),
    title: str | None = None,
) -> str:
    """The board (and the markers of ``state``) as a standalone SVG document.

    Parameters
    ----------
    board : Board
        What to draw. Coordinates off the grid are skipped, never an error,
        so that a broken board can still be looked at.
    state : BoardMarkers, optional
        Markers, vehicles, wall damage and door states to draw on top.
    layers : iterable of str
        Optional layers to draw, a subset of :data:`LAYERS`.
    highlight_cells, highlight_edges :
        Cells and edges drawn with a strong outline (diagnostics, selection).
    lang : str
        Language of the title ("en", "hu" or "ja").
    title : str, optional
        The title drawn (a Call's, in ``lang``); default: the board's name in ``lang``.
    legend : iterable of str
        Lines of text drawn under the board (e.g. a gsh Call's heroes, :func:`hero_legend`).

    Examples
    --------
    >>> from engine.model import Board
    >>> svg = render_svg(Board(id="b"), layers={"dice"}, highlight_cells=[(3, 3)])
    >>> svg.count('class="wall"'), svg.count('class="highlight"'), 'id="arrows"' in svg
    (28, 1, False)
    """
    layers = _check_layers(layers)
    ox, oy = _origin(layers)
    geo = _Geometry(ox, oy)
    width, height = drawing_size(board, layers=layers)
    notes = [_fitted(line, width - ox - MARGIN, LEGEND_FONT) for line in legend]
    legend_top = height - MARGIN + 14
    if notes:
        height += LEGEND_LINE * len(notes) + 6
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'data-board={quoteattr(board.id)}>',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
    ]
    if "title" in layers:
        if title is None:
            title = board.name.get(lang) if board.name else board.id
        shown = _fitted(title, width - ox - MARGIN, TITLE_FONT, bold=True)
        parts.append(_text(ox, MARGIN + 6, shown, class_="title", font_size=TITLE_FONT, font_weight="bold", fill="#2b2b2b"))
    parts += _spaces(board, geo)
    if "zones" in layers:
        parts += _zones(board, geo)
    if "parking" in layers:
        parts += _parking(board, geo)
    if "dice" in layers:
        parts += _dice(board, geo)
    if "arrows" in layers:
        parts += _arrows(board, geo)
    if "indices" in layers:
        parts += _indices(board, geo)
    parts += _edges(board, geo, state)
    if state is not None and "markers" in layers:
        parts += _markers(board, geo, state)
    parts += _highlights(geo, highlight_cells, highlight_edges)
    for i, line in enumerate(notes):
        parts.append(_text(ox, legend_top + LEGEND_LINE * (i + 1), line, class_="legend", font_size=LEGEND_FONT, fill="#2b2b2b"))
    parts.append("</svg>")
    return "\n".join(parts)


def render_png(board: Board, *, scale: float = 2.0, **options) -> bytes:
    """The drawing of :func:`render_svg` as PNG bytes, ``scale`` times its size (2 = about 200 dpi).

    Uses CairoSVG, which needs the system cairo library (Debian: libcairo2).
    Raises ``RuntimeError`` with what to install when it is missing.
    """
    svg = render_svg(board, **options)
    return svg_to_png(svg, scale=scale)


@functools.cache
def japanese_font() -> str | None:
    """A font family with Japanese glyphs that fontconfig knows (``fc-list :lang=ja``); None when there is none.

    One of :data:`FONT`'s families when installed, else the first other one by name.
    On Debian, ``apt-get install fonts-vlgothic`` (small) or ``fonts-noto-cjk`` gives one.
    """
    try:
        out = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    installed = sorted({line.split(",")[0].strip() for line in out.splitlines() if line.strip()})
    known = [family for family in FONT.split(", ") if family in installed]
    return (known or installed or [None])[0]


def japanese_first(svg: str, family: str) -> str:
    """``svg`` with ``family`` first in the font list of each text that holds Japanese (other texts as they are).

    >>> svg = f'<text x="0" y="0" font-family="{FONT}">Fire Rescue - 裏面</text><text font-family="Arial">A</text>'
    >>> out = japanese_first(svg, "VL Gothic")
    >>> out.count('font-family="VL Gothic, DejaVu Sans'), out.endswith('<text font-family="Arial">A</text>')
    (1, True)
    """

    def first(m: re.Match) -> str:
        if not _JAPANESE.search(m.group(4)):
            return m.group(0)
        return f"{m.group(1)}{family}, {m.group(2)}{m.group(3)}{m.group(4)}{m.group(5)}"

    return _TEXT.sub(first, svg)


MAX_PNG_PIXELS = 64 * 1024 * 1024
"""Most pixels of a PNG drawn (256 MB of image in memory); cairo itself stops at 32,767 on a side."""

_SVG_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([0-9.]+)"[^>]*?\bheight="([0-9.]+)"')


def png_size_problem(svg: str, scale: float) -> str | None:
    """Why ``svg`` cannot be drawn as a PNG at ``scale`` (not a positive number, under 1 pixel on a side, too many pixels), or None.

    >>> svg = '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="606">'
    >>> png_size_problem(svg, 2.0) is None, png_size_problem(svg, 0)
    (True, 'the scale must be a positive number, got 0')
    >>> png_size_problem(svg, 100)
    'at scale 100 the PNG would be 70000 x 60600 pixels; at most 67108864 pixels are drawn: give a smaller scale (at most 12.5) or draw an SVG'
    >>> png_size_problem(svg, 1e-5)
    'at scale 1e-05 the PNG would be 0.007 x 0.00606 pixels, less than 1 pixel on a side: give a larger scale (at least 0.002)'
    """
    if not math.isfinite(scale) or scale <= 0:
        return f"the scale must be a positive number, got {scale:g}"
    size = _SVG_SIZE.search(svg[:2000])
    if size is None:
        return None
    width, height = float(size.group(1)), float(size.group(2))
    side = min(width, height)
    if side <= 0:
        return "the drawing has no width or height: there is nothing to draw as a PNG"
    if side * scale < 1:  # cairo rounds each side to whole pixels and cannot draw 0 of them
        smallest = math.ceil(1000 / side) / 1000
        return (f"at scale {scale:g} the PNG would be {width * scale:.3g} x {height * scale:.3g} pixels, less than 1 pixel "
                f"on a side: give a larger scale (at least {smallest:g})")
    pixels = width * scale * height * scale
    if pixels <= MAX_PNG_PIXELS and max(width, height) * scale <= 32_767:
        return None
    largest = min(math.sqrt(MAX_PNG_PIXELS / (width * height)), 32_767 / max(width, height))
    return (
        f"at scale {scale:g} the PNG would be {width * scale:.0f} x {height * scale:.0f} pixels; at most {MAX_PNG_PIXELS} "
        f"pixels are drawn: give a smaller scale (at most {math.floor(largest * 10) / 10:g}) or draw an SVG"
    )


def svg_to_png(svg: str, *, scale: float = 2.0) -> bytes:
    """Convert SVG text to PNG bytes with CairoSVG.

    Texts in Japanese are drawn with :func:`japanese_font` when there is one
    (CairoSVG uses only the first family of a list); without it they come out
    as boxes. A scale that is no positive number is a ``ValueError`` (cairo
    would fail deep inside); :func:`png_size_problem` also bounds the pixels.
    """
    if not math.isfinite(scale) or scale <= 0:
        raise ValueError(f"the scale must be a positive number, got {scale:g}")
    if _JAPANESE.search(svg) and (family := japanese_font()) is not None:
        svg = japanese_first(svg, family)
    try:
        import cairosvg
    except (ImportError, OSError) as exc:  # cairocffi raises OSError when libcairo is missing
        raise RuntimeError(
            "PNG output needs CairoSVG and the cairo library: pip install cairosvg; apt-get install libcairo2"
            f" ({exc})"
        ) from exc
    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
