"""Value types shared by the board and Call models.

Coordinates are ``[row, col]``, 0-based, row 0 at the top. An edge is the
pair of cells it separates.

>>> from pydantic import TypeAdapter
>>> TypeAdapter(Cell).validate_python([1, 2])
(1, 2)
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, field_validator

MAX_SIDE = 1000
"""Most rows or columns a grid may have (and most faces a die may have); coordinates are below it.

The deep checks and the engine take on at most :data:`MAX_SPACES` of them;
this bound only keeps loading a file cheap."""

MAX_SPACES = 10_000
"""Most spaces (rows x cols) and most dice rolls (red x black sides) of a board the engine plays (100 x 100).

The validator refuses a larger board (FP406, ``authoring.checks.context.too_large``),
and so does ``callforge rules-test`` (``engine.scenario``)."""

MAX_CELLS = 10_000
"""Most cells, edges or entries one list of a file may hold."""

MAX_TEXT = 10_000
"""Most characters of one text (a title, a briefing, a card's text)."""

Coordinate = Annotated[int, Field(ge=0, le=MAX_SIDE - 1)]
"""A row or column index, 0-based."""

Cell = Annotated[
    tuple[Coordinate, Coordinate],
    Field(
        title="Cell",
        description="A board space as [row, col], 0-based, row 0 at the top.",
    ),
]

Edge = Annotated[
    tuple[Cell, Cell],
    Field(
        title="Edge",
        description="The edge between two orthogonally neighbouring spaces, as [[row, col], [row, col]].",
    ),
]

Slug = Annotated[
    str,
    Field(
        pattern=r"^[a-z0-9][a-z0-9_-]*$",
        max_length=64,
        title="Identifier",
        description="Lower-case letters, digits, '-' and '_'; starts with a letter or digit.",
    ),
]


class StrictModel(BaseModel):
    """Base for every file model: unknown keys are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


NOT_BLANK = r"\S"
"""The pattern of a text that must say something: one character at least that is not a space (a full-width one
included)."""


class Localized(StrictModel):
    """A text in English, and optionally in Hungarian and Japanese."""

    en: str = Field(title="English", description="English text (required).", min_length=1, max_length=MAX_TEXT,
                    pattern=NOT_BLANK)
    hu: str | None = Field(default=None, title="Hungarian", description="Hungarian text.", max_length=MAX_TEXT)
    ja: str | None = Field(default=None, title="Japanese", description="Japanese text.", max_length=MAX_TEXT)

    def get(self, language: str) -> str:
        """The text in ``language``, falling back to English.

        >>> Localized(en="Fire", hu="Tűz").get("hu")
        'Tűz'
        >>> Localized(en="Fire").get("ja"), Localized(en="Fire", ja="\u3000").get("ja")
        ('Fire', 'Fire')
        """
        text = getattr(self, language, None)
        return text if text and text.strip() else self.en


class Rect(StrictModel):
    """A rectangle of spaces, both bounds inclusive."""

    rows: tuple[Coordinate, Coordinate] = Field(
        title="Rows", description="First and last row, inclusive, e.g. [1, 3]."
    )
    cols: tuple[Coordinate, Coordinate] = Field(
        title="Columns", description="First and last column, inclusive, e.g. [1, 4]."
    )

    @field_validator("rows", "cols")
    @classmethod
    def _forwards(cls, bounds: tuple[int, int]) -> tuple[int, int]:
        first, last = bounds
        if first > last:
            raise ValueError(f"[{first}, {last}] runs backwards: write the smaller bound first, [{last}, {first}]")
        return bounds

    def cells(self, rows: int = MAX_SIDE, cols: int = MAX_SIDE) -> list[tuple[int, int]]:
        """Every cell of the rectangle on a ``rows x cols`` grid, row by row.

        The part off that grid is left out, so that a rectangle typed too
        large never costs more than the grid itself.

        >>> Rect(rows=(1, 2), cols=(3, 3)).cells()
        [(1, 3), (2, 3)]
        >>> len(Rect(rows=(0, 999), cols=(0, 999)).cells(8, 10))
        80
        """
        (r0, r1), (c0, c1) = self.rows, self.cols
        return [(r, c) for r in range(r0, min(r1, rows - 1) + 1) for c in range(c0, min(c1, cols - 1) + 1)]


class CellList(StrictModel):
    """An explicit list of spaces, for regions that are not rectangles."""

    cells_: list[Cell] = Field(
        alias="cells", title="Cells", description="The spaces of the region as [row, col] pairs.", max_length=MAX_CELLS
    )

    def cells(self, rows: int = MAX_SIDE, cols: int = MAX_SIDE) -> list[tuple[int, int]]:
        """The listed cells, in the author's order (``rows`` and ``cols`` are there to match :meth:`Rect.cells`).

        >>> CellList(cells=[[2, 2], [1, 1]]).cells()
        [(2, 2), (1, 1)]
        """
        return [tuple(c) for c in self.cells_]


def _region_kind(value: object) -> str:
    """``"cells"`` for a cell list, else ``"rect"``: the form is told by its keys, so errors come from that form only."""
    if isinstance(value, dict):
        return "cells" if "cells" in value else "rect"
    return "cells" if isinstance(value, CellList) else "rect"


Region = Annotated[
    Annotated[Rect, Tag("rect")] | Annotated[CellList, Tag("cells")],
    Discriminator(_region_kind),
    Field(
        title="Region",
        description='A set of spaces: a rectangle {"rows": [r0, r1], "cols": [c0, c1]} or {"cells": [[r, c], ...]}.',
    ),
]
