"""Deep checks of boards and Calls, one module per topic.

Each check is ``check_*(ctx) -> Iterator[Diagnostic]`` over a :class:`Context`
and sets only the JSON Pointer of what it reports; the loader turns pointers
into line:column. Checks never raise on bad content: a check that meets a
value it cannot use skips it (another check reports it).

>>> from engine.model import Board
>>> [d.code for d in check_board(Board(id="b", rows=4, cols=4))]
['FP204', 'FP207']
"""

from __future__ import annotations

from dataclasses import replace

from authoring.checks import arrows, decks, geometry, heroes, mechanics, parking, rooms, setup, texts, zones
from authoring.checks.analysis import AnalysisReport, analyse, check_analysis
from authoring.checks.context import Context, too_large
from authoring.diagnostics import Diagnostic
from authoring.graph import in_grid
from engine.model import Board, Call

BOARD_CHECKS = geometry.CHECKS + rooms.CHECKS + zones.CHECKS + arrows.CHECKS + parking.CHECKS
"""Every board check, in report order."""

CALL_CHECKS = setup.CHECKS + heroes.CHECKS + mechanics.CHECKS + decks.CHECKS + texts.CHECKS
"""Every Call check, in report order."""

_READ_THE_CALL_ALONE = {
    setup.check_marker_clashes, setup.check_supplies, setup.check_winnable, setup.check_win_stays_open,
    setup.check_references, setup.check_ruleset_allows, setup.check_level_numbers, setup.check_level_numbers_read,
    setup.check_fire_deck_reach, setup.check_flare_up_supply, setup.check_cards_dealt,
    setup.check_values_no_game_reaches, heroes.check_hero_ids, heroes.check_hero_supply,
    heroes.check_specialist_supply, mechanics.check_marker_setup, mechanics.check_box, mechanics.check_card_levels,
    decks.check_phase_budget, texts.check_languages, texts.check_characters,
}
CALL_ALONE_CHECKS = tuple(check for check in CALL_CHECKS if check in _READ_THE_CALL_ALONE)
"""The Call checks that read the Call alone, in report order: they run when its board cannot be loaded (FP102), so
that its other mistakes are found in the same pass."""

__all__ = [
    "AnalysisReport",
    "BOARD_CHECKS",
    "CALL_ALONE_CHECKS",
    "CALL_CHECKS",
    "Context",
    "analyse",
    "check_analysis",
    "check_board",
    "check_call",
    "check_call_alone",
    "run",
]


def run(ctx: Context, checks) -> list[Diagnostic]:
    """Every diagnostic of ``checks`` over ``ctx``, in check order.

    Cells off the grid are dropped from ``cells`` (the messages name them):
    ``cells`` are the spaces to highlight on the board.
    """
    found = []
    for check in checks:
        for d in check(ctx):
            if ctx.board is None:  # the Call's checks that need no board: nothing to place the cells on
                found.append(d)
                continue
            on_grid = tuple(c for c in d.cells if in_grid(ctx.board, c))
            found.append(d if on_grid == d.cells else replace(d, cells=on_grid))
    return found


def check_board(board: Board) -> list[Diagnostic]:
    """Every problem found in ``board`` (pointers into the board file)."""
    oversized = too_large(board)
    if oversized is not None:
        return [oversized]
    return run(Context(board), BOARD_CHECKS)


def check_call_alone(call: Call) -> list[Diagnostic]:
    """The problems of ``call`` that its board plays no part in (:data:`CALL_ALONE_CHECKS`): asked when the board
    cannot be loaded.

    >>> call = Call(id="c", title={"en": "C"}, board="missing", win={"rescued": 11})
    >>> [d.code for d in check_call_alone(call)]
    ['FP304']
    """
    return run(Context(None, call), CALL_ALONE_CHECKS)


def check_call(call: Call, board: Board) -> list[Diagnostic]:
    """Every problem found in ``call`` played on ``board`` (pointers into the Call file).

    Nothing is checked on a board too large to check (its own file says so).
    """
    if too_large(board) is not None:
        return []
    return run(Context(board, call), CALL_CHECKS)
