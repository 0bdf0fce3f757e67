"""The board file: grid, scene, edges, zones, POI arrows, parking spots, dice.

A board is a ``rows x cols`` grid. The scene (the building) defaults to every
space but the outer ring. Interior walls, doors and exterior openings are
listed as edges; every edge between the scene and the outside that is not a
door or an opening is an exterior wall (R-GEO-1, R-GEO-4).

>>> b = Board(id="tiny", rows=4, cols=4, openings=[[[0, 1], [1, 1]]])
>>> sorted(b.scene_cells())
[(1, 1), (1, 2), (2, 1), (2, 2)]
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, model_validator

from engine.model.common import MAX_CELLS, MAX_SIDE, Cell, Edge, Localized, Region, Slug, StrictModel

Side = Annotated[int, Field(ge=1, le=MAX_SIDE)]
"""A count of rows, columns or die faces."""

MAX_ZONES = 16
"""Most deck gun zones a board may name (the standard boards have 4; each needs its own engine spot)."""

MAX_SPOTS = 100
"""Most parking spots per vehicle."""

MAX_ARROW_ROW = 4 * MAX_SIDE
"""Longest row of the POI arrow grid, in characters."""

BOARD_FORMAT_VERSION = 1
MAX_ROOMS = 256
"""Most rooms a board may name (each is expanded over the grid when the board is read)."""

DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (-1, 0),
    "NE": (-1, 1),
    "E": (0, 1),
    "SE": (1, 1),
    "S": (1, 0),
    "SW": (1, -1),
    "W": (0, -1),
    "NW": (-1, -1),
}
"""POI arrow directions (R-GEO-7) as (row step, column step)."""

Direction = Literal["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


class Door(StrictModel):
    """A door on an edge, with its state at the start of a game (R-GEO-3)."""

    edge: Edge = Field(title="Edge", description="The two spaces the door joins.")
    state: Literal["open", "closed"] = Field(
        default="closed", title="Initial state", description="'open' or 'closed' at setup."
    )


def _known_words(row: str) -> str:
    """An arrow row whose every word is a direction or ``.`` (R-GEO-7); the error names the first other word."""
    for k, word in enumerate(row.split()):
        if word != "." and word not in DIRECTIONS:
            raise ValueError(f"'{word[:20]}' (word {k + 1} of the row) is not a direction: use one of {' '.join(DIRECTIONS)}, or '.' for no arrow")
    return row


ArrowRow = Annotated[
    str,
    Field(max_length=MAX_ARROW_ROW, json_schema_extra={"pattern": r"^\s*((N|NE|E|SE|S|SW|W|NW|\.)(\s+|$))*$"}),
    AfterValidator(_known_words),
]
"""One row of the POI arrow grid: direction words separated by spaces."""


class ArrowGrid(StrictModel):
    """POI arrows typed as a grid of direction words (R-GEO-7, R-POI-3).

    ``rows[i]`` lists the arrows of grid row ``origin[0] + i``, one word per
    column starting at ``origin[1]``, separated by spaces. Words are N, NE, E,
    SE, S, SW, W, NW; ``.`` means no arrow (for spaces outside the scene).
    """

    origin: Cell = Field(
        default=(1, 1),
        title="Origin",
        description="The [row, col] of the first word of the first row (default [1, 1]).",
    )
    rows: list[ArrowRow] = Field(
        max_length=MAX_SIDE,
        title="Rows",
        description='One string per grid row, e.g. "SE S S S S S S SW": direction words N NE E SE S SW W NW, or "." for none.',
    )

    def arrows(self) -> dict[tuple[int, int], str]:
        """Map each cell to its direction word (cells with ``.`` are left out).

        >>> ArrowGrid(rows=["E W", ". N"]).arrows()
        {(1, 1): 'E', (1, 2): 'W', (2, 2): 'N'}
        """
        r0, c0 = self.origin
        out: dict[tuple[int, int], str] = {}
        for i, line in enumerate(self.rows):
            for j, word in enumerate(line.split()):
                if word != ".":
                    out[(r0 + i, c0 + j)] = word
        return out


class Parking(StrictModel):
    """Parking spots per vehicle kind, each two ring spaces, in driving order (R-GEO-8)."""

    ambulance: list[Edge] = Field(
        default_factory=list,
        max_length=MAX_SPOTS,
        title="Ambulance spots",
        description="Ambulance parking spots, each [[r, c], [r, c]], in clockwise driving order.",
    )
    engine: list[Edge] = Field(
        default_factory=list,
        max_length=MAX_SPOTS,
        title="Engine spots",
        description="Engine parking spots, each [[r, c], [r, c]], in clockwise driving order.",
    )


class DiceEntry(StrictModel):
    """One space's dice coordinate."""

    cell: Cell = Field(title="Cell", description="The scene space.")
    roll: tuple[Side, Side] = Field(
        title="Roll", description="[red, black]: the dice faces that name this space."
    )


class Dice(StrictModel):
    """How a roll names a scene space (R-GEO-2, R-GEO-6)."""

    red_sides: Side = Field(default=6, title="Red die sides", description="Faces of the red (row) die.")
    black_sides: Side = Field(
        default=8, title="Black die sides", description="Faces of the black (column) die."
    )
    table: list[DiceEntry] | None = Field(
        default=None,
        max_length=MAX_CELLS,
        title="Coordinate table",
        description="Explicit dice coordinate per scene space. Omitted: the roll (red, black) names the space [red, black].",
    )


class Board(StrictModel):
    """A Flash Point board: everything the rules need to know about the building."""

    schema_: str | None = Field(
        default=None, alias="$schema", max_length=1024, title="Schema", description="Path or URL of the JSON Schema, for editors."
    )
    format_version: Literal[1] = Field(
        default=BOARD_FORMAT_VERSION, title="Format version", description="Version of the board format; 1."
    )
    id: Slug = Field(title="Board id", description="Unique id; the file is named <id>.board.json.")
    name: Localized | None = Field(default=None, title="Name", description="Display name.")
    rows: Side = Field(default=8, title="Rows", description="Grid height, including the outer ring.")
    cols: Side = Field(default=10, title="Columns", description="Grid width, including the outer ring.")
    scene: list[Region] | None = Field(
        default=None,
        max_length=MAX_CELLS,
        title="Scene",
        description="The spaces inside the building, as a union of regions. Omitted: every space but the outer ring.",
    )
    walls: list[Edge] = Field(
        default_factory=list,
        max_length=2 * MAX_CELLS,
        title="Interior walls",
        description="Wall edges inside the scene. The scene's outer wall is implied wherever there is no door or opening.",
    )
    doors: list[Door] = Field(default_factory=list, max_length=MAX_CELLS, title="Doors", description="Door edges with their initial state.")
    openings: list[Edge] = Field(
        default_factory=list,
        max_length=MAX_CELLS,
        title="Exterior openings",
        description="Edges of the scene's outer wall with no wall and no door (entrances).",
    )
    zones: dict[Slug, Region] = Field(
        default_factory=dict,
        max_length=MAX_ZONES,
        title="Zones",
        description="Named regions of the scene for the deck gun (R-GEO-5), e.g. {\"top-left\": {\"rows\": [1, 3], \"cols\": [1, 4]}}.",
    )
    arrows: ArrowGrid | None = Field(
        default=None, title="POI arrows", description="The POI arrow of every scene space, as rows of direction words."
    )
    parking: Parking = Field(
        default_factory=Parking, title="Parking", description="Vehicle parking spots per kind."
    )
    dice: Dice = Field(default_factory=Dice, title="Dice", description="How dice rolls name scene spaces.")
    rooms: dict[Slug, Region] | None = Field(
        default=None,
        max_length=MAX_ROOMS,
        title="Rooms",
        description=(
            "Named rooms of the scene, each a rectangle or a list of cells, so that walls need not be listed edge by "
            "edge: every edge between two scene spaces of different rooms (a space in no room counts as one more "
            "room) is a wall unless it is listed as a door or an opening. The walls are added to 'walls' when the "
            "board is read; the scene's outer wall is implied as always. Rooms may not overlap or leave the scene. "
            f"At most {MAX_ROOMS} rooms."
        ),
    )

    @model_validator(mode="after")
    def _expand_rooms(self) -> Board:
        """Add the walls the rooms imply to ``walls``, so every reader sees one Board (see ``room_walls``).

        The model is frozen: the walls are set once here, while it is being
        validated, and count as given (``model_dump(exclude_unset=True)`` keeps them).
        """
        if not self.rooms:
            return self
        listed = {normalize_edge(e) for e in self.walls}
        implied = [e for e in room_walls(self) if e not in listed]
        if implied:
            object.__setattr__(self, "walls", [*self.walls, *implied])
            self.__pydantic_fields_set__.add("walls")
        return self

    def scene_cells(self) -> set[tuple[int, int]]:
        """The set of scene spaces on the grid (the default scene when none is given).

        Regions are clipped to the grid: a rectangle typed too large costs no
        more than the grid.

        >>> len(Board(id="b", rows=8, cols=10, scene=[{"rows": [0, 999], "cols": [0, 999]}]).scene_cells())
        80
        """
        if self.scene is None:
            return {(r, c) for r in range(1, self.rows - 1) for c in range(1, self.cols - 1)}
        return {cell for region in self.scene for cell in region.cells(self.rows, self.cols) if self.in_grid(cell)}

    def in_grid(self, cell: tuple[int, int]) -> bool:
        """Whether ``cell`` lies on the grid.

        >>> Board(id="b").in_grid((7, 9)), Board(id="b").in_grid((8, 0))
        (True, False)
        """
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def dice_table(self) -> dict[tuple[int, int], tuple[int, int]]:
        """Map each roll (red, black) to the scene space it names (R-GEO-2)."""
        if self.dice.table is not None:
            return {tuple(e.roll): tuple(e.cell) for e in self.dice.table}
        scene = self.scene_cells()
        return {
            (r, b): (r, b)
            for r in range(1, self.dice.red_sides + 1)
            for b in range(1, self.dice.black_sides + 1)
            if (r, b) in scene
        }


def normalize_edge(edge) -> tuple[tuple[int, int], tuple[int, int]]:
    """An edge with its two cells in ascending order, as tuples.

    >>> normalize_edge([[2, 1], [1, 1]])
    ((1, 1), (2, 1))
    """
    a, b = tuple(edge[0]), tuple(edge[1])
    return (a, b) if a <= b else (b, a)


def room_cells(board: Board, region) -> set[tuple[int, int]]:
    """The spaces of a room (or zone) ``region`` that lie on the grid; a rectangle is clipped to the grid first.

    >>> from engine.model.common import Rect
    >>> sorted(room_cells(Board(id="b", rows=4, cols=4), Rect(rows=(2, 9), cols=(3, 3))))
    [(2, 3), (3, 3)]
    """
    return {cell for cell in region.cells(board.rows, board.cols) if board.in_grid(cell)}


def room_of_space(board: Board) -> dict[tuple[int, int], str]:
    """The room of each scene space that is in one; where rooms overlap the first listed wins (the checks report it)."""
    scene = board.scene_cells()
    owner: dict[tuple[int, int], str] = {}
    for name, region in (board.rooms or {}).items():
        for cell in room_cells(board, region) & scene:
            owner.setdefault(cell, name)
    return owner


def room_walls(board: Board) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The walls ``board.rooms`` imply, sorted: every edge between scene spaces of different rooms that no door or opening takes.

    A scene space in no room belongs to one more, unnamed room.

    >>> b = Board(id="b", rows=4, cols=5, rooms={"w": {"rows": [1, 2], "cols": [1, 1]}, "e": {"cells": [[1, 3], [2, 3]]}},
    ...           doors=[{"edge": [[1, 1], [1, 2]], "state": "closed"}], openings=[[[0, 1], [1, 1]]])
    >>> room_walls(b)
    [((1, 2), (1, 3)), ((2, 1), (2, 2)), ((2, 2), (2, 3))]
    >>> b.walls == room_walls(b)
    True
    """
    scene = board.scene_cells()
    owner = room_of_space(board)
    taken = {normalize_edge(d.edge) for d in board.doors} | {normalize_edge(e) for e in board.openings}
    walls = []
    for r, c in sorted(scene):
        for other in ((r, c + 1), (r + 1, c)):
            if other in scene and owner.get((r, c)) != owner.get(other) and ((r, c), other) not in taken:
                walls.append(((r, c), other))
    return sorted(walls)
