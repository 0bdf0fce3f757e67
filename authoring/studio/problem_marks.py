"""Problems drawn on the board: every diagnostic's spaces marked in its severity's colour.

The editors draw each problem that names spaces on the drawing itself, so that
a sealed room or a stray arrow shows without being chosen from the list. The
marks are dashed outlines with a corner badge, in colours of their own (red
for errors, amber for warnings, blue for notes), never the selection's
magenta: what is selected and what is wrong stay apart. The chosen problem is
drawn filled and thicker.

>>> from engine.model import Board
>>> from authoring.drawings import render
>>> from authoring.diagnostics import make
>>> board = Board(id="b")
>>> svg = render.render_svg(board, layers=(), highlight_cells=[(1, 1)])
>>> marked = mark_problems(svg, board, [make("FP205", "sealed", cells=[(3, 3), (3, 4)])], layers=())
>>> marked.count('class="problem error"'), marked.index('id="problems"') < marked.index('id="highlight"')
(2, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from xml.sax.saxutils import quoteattr

from authoring.diagnostics import SEVERITY_RANK, Diagnostic
from authoring.drawings import render
from engine.model import Board

COLOURS = {"error": "#d0021b", "warning": "#e08a00", "info": "#2f6db5"}
"""Problem colours by severity: none of them the selection's magenta (``#e0007a``)."""
BADGE = {"error": "!", "warning": "!", "info": "i"}


def _origin(layers: frozenset[str]) -> tuple[float, float]:
    top = render.MARGIN + (render.TITLE_HEIGHT if "title" in layers else 0)
    return render.MARGIN, top


def worst_by_cell(board: Board, diagnostics: Sequence[Diagnostic]) -> dict[tuple[int, int], str]:
    """The most severe problem's severity for each space of the grid that a diagnostic names.

    >>> from authoring.diagnostics import make
    >>> worst_by_cell(Board(id="b"), [make("FP401", "x", cells=[(2, 2)]), make("FP205", "y", cells=[(2, 2), (99, 0)])])
    {(2, 2): 'error'}
    """
    worst: dict[tuple[int, int], str] = {}
    for d in diagnostics:
        for cell in d.cells:
            cell = (int(cell[0]), int(cell[1]))
            if not board.in_grid(cell):
                continue
            if cell not in worst or SEVERITY_RANK[d.severity] < SEVERITY_RANK[worst[cell]]:
                worst[cell] = d.severity
    return worst


def problem_marks(board: Board, diagnostics: Sequence[Diagnostic], *, layers: Iterable[str],
                  chosen: Diagnostic | None = None) -> str:
    """The SVG group marking every space named by ``diagnostics`` (``chosen`` drawn filled)."""
    ox, oy = _origin(frozenset(layers))
    cell_size = render.CELL
    parts = ['<g id="problems">']
    for cell, severity in sorted(worst_by_cell(board, diagnostics).items()):
        x, y = ox + cell[1] * cell_size, oy + cell[0] * cell_size
        colour = COLOURS[severity]
        parts.append(
            f'<rect class="problem {severity}" data-cell="{cell[0]},{cell[1]}" x="{x + 5}" y="{y + 5}" '
            f'width="{cell_size - 10}" height="{cell_size - 10}" fill="{colour}" fill-opacity="0.10" '
            f'stroke="{colour}" stroke-width="3" stroke-dasharray="7 4" rx="3"/>'
        )
        bx, by = x + cell_size - 11, y + 11
        parts.append(f'<circle class="problem-badge" cx="{bx}" cy="{by}" r="7.5" fill="{colour}"/>')
        parts.append(f'<text x="{bx}" y="{by + 4.5}" font-size="12" font-weight="bold" fill="#ffffff" '
                     f'text-anchor="middle" font-family={quoteattr(render.FONT)}>{BADGE[severity]}</text>')
    if chosen is not None:
        colour = COLOURS[chosen.severity]
        for cell in chosen.cells:
            if not board.in_grid(tuple(cell)):
                continue
            x, y = ox + cell[1] * cell_size, oy + cell[0] * cell_size
            parts.append(
                f'<rect class="problem-chosen" data-cell="{cell[0]},{cell[1]}" x="{x + 3}" y="{y + 3}" '
                f'width="{cell_size - 6}" height="{cell_size - 6}" fill="{colour}" fill-opacity="0.28" '
                f'stroke="{colour}" stroke-width="6" rx="4"/>'
            )
    parts.append("</g>")
    return "\n".join(parts)


def mark_problems(svg: str, board: Board, diagnostics: Sequence[Diagnostic], *, layers: Iterable[str],
                  chosen: Diagnostic | None = None) -> str:
    """``svg`` (a :func:`authoring.drawings.render.render_svg` drawing) with the problems marked under the selection."""
    group = problem_marks(board, diagnostics, layers=layers, chosen=chosen)
    at = svg.find('<g id="highlight">')
    if at < 0:
        at = svg.rfind("</svg>")
    return svg[:at] + group + "\n" + svg[at:]
