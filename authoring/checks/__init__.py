"""Deep checks of boards and Calls, one module per topic.

Each check is ``check_*(ctx) -> Iterator[Diagnostic]`` and sets only the JSON
Pointer of what it reports; the loader turns pointers into line:column.
"""

from __future__ import annotations

from authoring.diagnostics import Diagnostic
from engine.model import Board, Call


def check_board(board: Board) -> list[Diagnostic]:
    """Every problem found in ``board`` (pointers into the board file)."""
    return []


def check_call(call: Call, board: Board) -> list[Diagnostic]:
    """Every problem found in ``call`` played on ``board`` (pointers into the Call file)."""
    return []
