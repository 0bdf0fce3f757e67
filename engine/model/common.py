"""Value types shared by the board and Call models.

Coordinates are ``[row, col]``, 0-based, row 0 at the top. An edge is the
pair of cells it separates.

>>> from pydantic import TypeAdapter
>>> TypeAdapter(Cell).validate_python([1, 2])
(1, 2)
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

Cell = Annotated[
    tuple[NonNegativeInt, NonNegativeInt],
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


class Localized(StrictModel):
    """A text in English, and optionally in Hungarian and Japanese."""

    en: str = Field(title="English", description="English text (required).", min_length=1)
    hu: str | None = Field(default=None, title="Hungarian", description="Hungarian text.")
    ja: str | None = Field(default=None, title="Japanese", description="Japanese text.")

    def get(self, language: str) -> str:
        """The text in ``language``, falling back to English.

        >>> Localized(en="Fire", hu="Tűz").get("hu")
        'Tűz'
        >>> Localized(en="Fire").get("ja")
        'Fire'
        """
        return getattr(self, language, None) or self.en


class Rect(StrictModel):
    """A rectangle of spaces, both bounds inclusive."""

    rows: tuple[NonNegativeInt, NonNegativeInt] = Field(
        title="Rows", description="First and last row, inclusive, e.g. [1, 3]."
    )
    cols: tuple[NonNegativeInt, NonNegativeInt] = Field(
        title="Columns", description="First and last column, inclusive, e.g. [1, 4]."
    )

    def cells(self) -> list[tuple[int, int]]:
        """Every cell of the rectangle, row by row.

        >>> Rect(rows=(1, 2), cols=(3, 3)).cells()
        [(1, 3), (2, 3)]
        """
        (r0, r1), (c0, c1) = self.rows, self.cols
        return [(r, c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]


class CellList(StrictModel):
    """An explicit list of spaces, for regions that are not rectangles."""

    cells_: list[Cell] = Field(
        alias="cells", title="Cells", description="The spaces of the region as [row, col] pairs."
    )

    def cells(self) -> list[tuple[int, int]]:
        """The listed cells, in the author's order.

        >>> CellList(cells=[[2, 2], [1, 1]]).cells()
        [(2, 2), (1, 1)]
        """
        return [tuple(c) for c in self.cells_]


Region = Annotated[
    Rect | CellList,
    Field(
        title="Region",
        description='A set of spaces: a rectangle {"rows": [r0, r1], "cols": [c0, c1]} or {"cells": [[r, c], ...]}.',
    ),
]
