"""Text drawings of a board: empty for ``callforge inspect``, with a game's markers for ``callforge play``.

:func:`draw_board` draws an empty board, each space three characters wide.
Walls are ``|`` and ``---``, closed doors ``D``, open doors ``d``; scene
spaces show their POI arrow; outside spaces show ``a``/``e`` where an
ambulance or engine parks, ``.`` otherwise.

:func:`draw_markers` draws a board with the markers of one moment of a game
(:class:`authoring.drawings.render.BoardMarkers`) as lines of ``(text, kind)`` spans;
:func:`plain_text` joins them into plain text and :func:`rich_markup` colours
them for a terminal (see :data:`GAME_LEGEND` for the symbols).

>>> from engine.model import Board
>>> print(draw_board(Board(id="tiny", rows=3, cols=3, openings=[[[0, 1], [1, 1]]])))
+   +   +   +
  .   .   .
+   +   +   +
  . | x | .
+   +---+   +
  .   .   .
+   +   +   +
"""

from __future__ import annotations

from collections import Counter

from authoring.canonical import wall_edges
from authoring.drawings.render import BoardMarkers
from engine.model import Board
from engine.model.board import normalize_edge

ARROW_GLYPHS = {"N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖"}


def draw_board(board: Board) -> str:
    """The board as lines of text (see the module docstring for the symbols)."""
    walls = wall_edges(board)
    doors = {normalize_edge(d.edge): d.state for d in board.doors}
    scene = board.scene_cells()
    arrows = board.arrows.arrows() if board.arrows else {}
    parked = {}
    for kind in ("ambulance", "engine"):
        for spot in getattr(board.parking, kind):
            for cell in spot:
                parked[tuple(cell)] = kind[0]

    def edge_mark(a, b, wall: str, closed: str, opened: str, empty: str) -> str:
        edge = normalize_edge((a, b))
        if edge in doors:
            return closed if doors[edge] == "closed" else opened
        return wall if edge in walls else empty

    def content(cell) -> str:
        if cell in scene:
            word = arrows.get(cell)
            return ARROW_GLYPHS.get(word, "?") if word else "x"
        return parked.get(cell, ".")

    lines = []
    for r in range(board.rows + 1):
        top = "+"
        for c in range(board.cols):
            top += edge_mark((r - 1, c), (r, c), "---", "-D-", "-d-", "   ") + "+"
        lines.append(top)
        if r == board.rows:
            break
        row = ""
        for c in range(board.cols):
            row += edge_mark((r, c - 1), (r, c), "|", "D", "d", " ") + f" {content((r, c))} "
        lines.append(row)
    return "\n".join(line.rstrip() for line in lines)


BOARD_LEGEND = (
    "| ---  wall    D -D-  closed door    d -d-  open door\n"
    "↑ ↗ → ...  a scene space and its POI arrow    x  a scene space with no arrow\n"
    "a e  an ambulance or engine parking space    .  outside the scene"
)
"""What the symbols of :func:`draw_board` mean."""


# ---------------------------------------------------------------------------
# a board in play

SPACE_WIDTH = 4
"""Characters per space in :func:`draw_markers`."""

Span = tuple[str, str]
"""A piece of a drawn line: its text and its kind (``"wall"``, ``"poi"``, ``"ff:red"``, ...).

A kind may carry a background after a slash (``"poi/fire"``: a POI drawn in a
burning space); ``""`` is plain text.
"""

GAME_LEGEND = (
    "| ----  wall    ¦ ~~~~  damaged wall (a destroyed wall is gone)\n"
    "D -DD-  closed door    d  dd   open door (a destroyed door is gone)\n"
    "F Fire   S Smoke   * Hot Spot   ? POI   V Victim   H Hazmat   # Debris\n"
    "1 2 ..  firefighters by seat (1V carries a Victim, 1H a Hazmat, 1+ leads one)\n"
    "AMB ENG  vehicles parked    a e  their free parking spots\n"
    "M Call marker   h Helper   R rescue place   W water source (named under the board)"
)
"""What the symbols of :func:`draw_markers` mean."""

_V_EDGE = {"wall": "|", "cracked": "¦", "closed": "D", "open": "d", "gone": " "}
_H_EDGE = {"wall": "----", "cracked": "~~~~", "closed": "-DD-", "open": " dd ", "gone": "    "}
_EDGE_KIND = {"wall": "wall", "cracked": "cracked", "closed": "door", "open": "door", "gone": ""}
_MARKER_GLYPHS = (("hot_spots", "*", "hot"), ("poi", "?", "poi"), ("victims", "V", "victim"),
                  ("hazmat", "H", "hazmat"), ("debris", "#", "debris"))
_VEHICLES = (("ambulance", "AMB", "a"), ("engine", "ENG", "e"))
_TAG_GLYPHS = {"marker": "M", "helper": "h", "rescue": "R", "water": "W"}
"""Letter drawn for each kind of :attr:`authoring.drawings.render.BoardMarkers.tags` (the named Victim is drawn as a Victim)."""


def tag_key(markers: BoardMarkers) -> list[str]:
    """What each tag letter on the drawing stands for, one line per kind: the names and their spaces.

    >>> tag_key(BoardMarkers(tags=[((4, 2), "marker", "Live wire"), ((1, 3), "marker", "Propane tank"),
    ...                            ((7, 7), "rescue", "Helicopter"), ((7, 8), "rescue", "Helicopter")]))
    ['M Live wire 4,2 · Propane tank 1,3', 'R Helicopter 7,7 7,8']
    """
    where: dict[str, dict[str, list[str]]] = {}
    for cell, kind, label in markers.tags:
        where.setdefault(kind, {}).setdefault(label, []).append(f"{cell[0]},{cell[1]}")
    lines = []
    for kind, glyph in (*_TAG_GLYPHS.items(), ("named", "V")):
        if kind in where:
            names = " · ".join(f"{label} {' '.join(cells)}" for label, cells in where[kind].items())
            lines.append(f"{glyph} {names}")
    return lines


def _edge_states(board: Board, markers: BoardMarkers) -> dict:
    """Edge -> ``wall | cracked | closed | open | gone`` for every edge that is not an empty passage."""
    states: dict = {edge: "wall" for edge in wall_edges(board)}
    for edge, damage in markers.wall_damage.items():
        edge = normalize_edge(edge)
        if edge in states:
            states[edge] = "gone" if damage >= 2 else "cracked"
    for door in board.doors:
        states[normalize_edge(door.edge)] = door.state
    for edge, state in markers.doors.items():
        states[normalize_edge(edge)] = "gone" if state == "destroyed" else state
    return states


def _fit(spans: list[Span], background: str = "") -> list[Span]:
    """``spans`` cut or padded to :data:`SPACE_WIDTH` characters (``…`` marks a cut)."""
    out, used = [], 0
    for i, (text, kind) in enumerate(spans):
        room = SPACE_WIDTH - used
        if len(text) > room or (len(text) == room and i < len(spans) - 1):
            out += [(text[: room - 1], kind), ("…", "")]
            used = SPACE_WIDTH
            break
        out.append((text, kind))
        used += len(text)
    out.append((" " * (SPACE_WIDTH - used), ""))
    return [(text, f"{kind}/{background}" if background else kind) for text, kind in out if text]


def _spaced(labels: list[Span]) -> list[Span]:
    """Firefighter labels one space apart when that fits the space, else side by side (``1 3``, ``1V3+``)."""
    if sum(len(text) for text, _ in labels) + len(labels) - 1 > SPACE_WIDTH:
        return labels
    out: list[Span] = []
    for span in labels:
        out += [(" ", ""), span] if out else [span]
    return out


def _space_lines(board: Board, markers: BoardMarkers) -> dict:
    """Cell -> its two lines of spans: the markers, then the firefighters."""
    fire, smoke = set(map(tuple, markers.fire)), set(map(tuple, markers.smoke))
    counts = {name: Counter(map(tuple, getattr(markers, name))) for name, _, _ in _MARKER_GLYPHS}
    crew: dict = {}
    for cell, colour, label in markers.firefighters:
        crew.setdefault(tuple(cell), []).append((label, f"ff:{colour}"))
    tagged: dict = {}
    for cell, kind, _ in markers.tags:
        if kind in _TAG_GLYPHS:
            tagged.setdefault(tuple(cell), Counter())[kind] += 1
    parked: dict = {}
    for name, word, letter in _VEHICLES:
        here = markers.vehicles.get(name)
        if here is None:  # not in this game (the family rules have no vehicles)
            continue
        for i, spot in enumerate(getattr(board.parking, name)):
            for cell in spot:
                parked.setdefault(tuple(cell), []).append((word, name) if i == here else (letter, "spot"))
    lines = {}
    for r in range(board.rows):
        for c in range(board.cols):
            cell = (r, c)
            state = "fire" if cell in fire else "smoke" if cell in smoke else ""
            top = [("F" if state == "fire" else "S", state)] if state else []
            for name, glyph, kind in _MARKER_GLYPHS:
                if counts[name][cell]:
                    top.append((glyph * counts[name][cell], kind))
            for kind, count in tagged.get(cell, Counter()).items():
                top.append((_TAG_GLYPHS[kind] * count, kind))
            top += parked.get(cell, [])
            lines[cell] = (_fit(top, state), _fit(_spaced(crew.get(cell, []))))
    return lines


def draw_markers(board: Board, markers: BoardMarkers) -> list[list[Span]]:
    """``board`` with ``markers`` as lines of spans, two lines a space (see :data:`GAME_LEGEND`).

    Rows and columns are numbered, so that a player can type ``move 3,4``.
    Each space is :data:`SPACE_WIDTH` characters wide: its first line holds
    Fire (``F``) or Smoke (``S``), then Hot Spot, POI, Victims, Hazmat, Debris
    and the vehicles; its second line the firefighters, by seat number. Walls
    come from the board and the damage in ``markers``; doors from the board,
    overridden by the door states in ``markers``.

    >>> from engine.model import Board
    >>> board = Board(id="tiny", rows=3, cols=3, openings=[[[0, 1], [1, 1]]])
    >>> print(plain_text(draw_markers(board, BoardMarkers(fire=[(1, 1)], poi=[(1, 1)],
    ...                                                   firefighters=[((0, 1), "red", "2")]))))
       0    1    2
      +    +    +    +
    0
            2
      +    +    +    +
    1      |F?  |
           |    |
      +    +----+    +
    2
    <BLANKLINE>
      +    +    +    +
    """
    edges = _edge_states(board, markers)
    spaces = _space_lines(board, markers)
    label_width = len(str(board.rows - 1)) + 1

    def edge(a, b) -> str:
        return edges.get(normalize_edge((a, b)), "gone")

    header = [(" " * label_width + "".join(f" {c:<{SPACE_WIDTH}}" for c in range(board.cols)), "label")]
    out = [header]
    for r in range(board.rows + 1):
        border: list[Span] = [(" " * label_width, "")]
        for c in range(board.cols):
            state = edge((r - 1, c), (r, c))
            border += [("+", "corner"), (_H_EDGE[state], _EDGE_KIND[state])]
        out.append([*border, ("+", "corner")])
        if r == board.rows:
            break
        for part in (0, 1):
            line: list[Span] = [(f"{r:>{label_width - 1}} " if part == 0 else " " * label_width, "label")]
            for c in range(board.cols + 1):
                state = edge((r, c - 1), (r, c))
                line.append((_V_EDGE[state], _EDGE_KIND[state]))
                if c < board.cols:
                    line += spaces[(r, c)][part]
            out.append(line)
    return [_trimmed(line) for line in out]


def _trimmed(line: list[Span]) -> list[Span]:
    """``line`` without trailing blanks."""
    spans = list(line)
    while spans and not spans[-1][0].strip():
        spans.pop()
    if spans:
        text, kind = spans[-1]
        spans[-1] = (text.rstrip(), kind)
    return spans


def plain_text(lines: list[list[Span]]) -> str:
    """Drawn lines as plain text (what a test or a pipe sees)."""
    return "\n".join("".join(text for text, _ in line) for line in lines)


GAME_STYLES = {
    "label": "dim", "corner": "dim", "wall": "bold", "cracked": "yellow", "door": "bold magenta",
    "fire": "bold bright_white", "smoke": "bold bright_white", "hot": "bold bright_yellow", "poi": "bold cyan",
    "victim": "bold green", "hazmat": "bold yellow", "debris": "orange3", "spot": "dim",
    "ambulance": "bold blue on white", "engine": "bold white on red3",
    "marker": "bold magenta", "helper": "bold dark_orange", "rescue": "bold green", "water": "bold blue",
}
"""Rich style of each span kind; firefighters (``ff:<colour>``) take their seat colour."""

SEAT_STYLES = {
    "green": "bright_green", "red": "bright_red", "blue": "bright_blue", "yellow": "bright_yellow",
    "orange": "dark_orange", "white": "bright_white", "black": "grey50", "purple": "medium_purple",
}
"""Rich colour of each firefighter colour name (:data:`authoring.drawings.render.FIREFIGHTER_COLOURS`); others are bold only."""

GAME_BACKGROUNDS = {"fire": "on red3", "smoke": "on grey42"}
"""Rich background of a space's marker line by its Fire state."""


def _style(kind: str) -> str:
    kind, _, background = kind.partition("/")
    seat = kind.startswith("ff:")
    style = f"bold {SEAT_STYLES.get(kind[3:], '')}".strip() if seat else GAME_STYLES.get(kind, "")
    return " ".join(s for s in (style, GAME_BACKGROUNDS.get(background, "")) if s)


def rich_markup(lines: list[list[Span]]) -> str:
    """Drawn lines as Rich markup: Fire red, Smoke grey, firefighters in their seat colour.

    >>> rich_markup([[("|", "wall"), ("F", "fire/fire"), ("1", "ff:red"), (" ", "")]])
    '[bold]|[/][bold bright_white on red3]F[/][bold bright_red]1[/] '
    """
    from rich.markup import escape

    out = []
    for line in lines:
        parts = []
        for text, kind in line:
            style = _style(kind)
            parts.append(f"[{style}]{escape(text)}[/]" if style and text else escape(text))
        out.append("".join(parts))
    return "\n".join(out)
