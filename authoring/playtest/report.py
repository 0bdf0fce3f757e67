"""A self-contained HTML report of playtest summaries: inline SVG and CSS only.

The page opens from disk with no network: win rate per level and player
count with 95% intervals, loss causes, turn distributions, and heatmaps (Fire,
Victims lost, firefighters knocked down) laid over the board drawing of
:mod:`authoring.render`.

>>> page = render_report([], title="empty")
>>> page.startswith("<!DOCTYPE html>") and "src=" not in page
True
"""

from __future__ import annotations

import html
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

CAUSE_COLOURS = {"win": "#2e7d32", "victims": "#c62828", "collapse": "#6d4c41", "other": "#9e9e9e"}
LEVEL_COLOURS = ("#1565c0", "#ef6c00", "#6a1b9a", "#00838f", "#ad1457", "#558b2f")

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em;color:#222;max-width:1200px}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:.9em}td,th{padding:3px 8px;border-bottom:1px solid #eee;text-align:right}
th{background:#f5f5f5}td:first-child,th:first-child{text-align:left}
.grid{display:flex;flex-wrap:wrap;gap:16px}.card{border:1px solid #ddd;border-radius:6px;padding:8px}
.card h3{font-size:.9em;margin:0 0 4px 0}.note{color:#666;font-size:.85em}
svg text{font-family:system-ui,sans-serif}
"""


def write_report(path: str | Path, summaries: Sequence[dict], boards: dict | None = None, *, title: str) -> None:
    """Write the report atomically (temp file + ``os.replace``)."""
    page = render_report(summaries, boards=boards, title=title)
    target = Path(path)
    fd, tmp = tempfile.mkstemp(dir=target.parent or Path("."), prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(page)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def render_report(summaries: Sequence[dict], boards: dict | None = None, *, title: str) -> str:
    """The report page for ``summaries`` (playtest JSON summaries).

    ``boards`` maps a board id to its :class:`engine.model.Board`, used to draw
    walls and doors under the heatmaps; without it a plain grid is drawn.
    """
    boards = boards or {}
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    if not summaries:
        parts.append("<p>No games were played.</p></body></html>")
        return "\n".join(parts)
    parts.append(_overview(summaries))
    for call_id in dict.fromkeys(s["call"] for s in summaries):
        runs = [s for s in summaries if s["call"] == call_id]
        parts.append(f"<h2>{html.escape(call_id)}</h2>")
        if len({s["players"] for s in runs}) > 1 or len({s["level"] for s in runs}) > 1:
            parts.append("<h3>Win rate by player count</h3>" + win_rate_chart(runs))
        parts.append("<h3>Results per run</h3>" + loss_chart(runs))
        parts.append("<h3>Turns per game</h3>" + _cards((_run_label(s), turn_histogram(s)) for s in runs))
        board = boards.get(runs[0]["board"]["id"])
        parts.append(
            "<h3>Heatmaps, all runs together</h3>"
            '<p class="note">Fire: share of fire phases that ended with Fire on the space. '
            "Victims lost and knocked down: counts over all games.</p>"
            + _heat_cards(_merge_heatmaps(runs), runs[0]["board"], board)
        )
    parts.append("</body></html>")
    return "\n".join(parts)


def _run_label(s: dict) -> str:
    level = s["level"] or "-"
    return f"{level}, {s['players']} players"


def _overview(summaries: Sequence[dict]) -> str:
    first = summaries[0]
    head = (
        f'<p class="note">Bot <b>{html.escape(first["bot"])}</b>, seed {first["seed"]}, '
        f"turn limit {first['max_turns']} (a game still running then is a loss of cause “other”).</p>"
    )
    rows = [
        "<table><tr><th>Call</th><th>Level</th><th>Players</th><th>Games</th><th>Win rate</th><th>95% interval</th>"
        "<th>Victims</th><th>Collapse</th><th>Other</th><th>Turns p50</th><th>Rescued</th><th>Lost</th></tr>"
    ]
    for s in summaries:
        lo, hi = s["win_rate_ci95"]
        rows.append(
            f"<tr><td>{html.escape(s['call'])}</td><td>{html.escape(str(s['level'] or '-'))}</td>"
            f"<td>{s['players']}</td><td>{s['games']}</td><td>{s['win_rate']:.1%}</td>"
            f"<td>{lo:.1%} – {hi:.1%}</td><td>{s['losses']['victims']}</td><td>{s['losses']['collapse']}</td>"
            f"<td>{s['losses']['other']}</td><td>{s['turns']['p50']}</td><td>{s['rescued_mean']:.2f}</td>"
            f"<td>{s['lost_mean']:.2f}</td></tr>"
        )
    rows.append("</table>")
    return head + "".join(rows)


def _cards(items) -> str:
    body = "".join(f'<div class="card"><h3>{html.escape(label)}</h3>{svg}</div>' for label, svg in items)
    return f'<div class="grid">{body}</div>'


# ---------------------------------------------------------------- charts


def win_rate_chart(runs: Sequence[dict], width: int = 520, height: int = 260) -> str:
    """Win rate (with its 95% interval) against player count, one line per level."""
    players = sorted({s["players"] for s in runs})
    levels = list(dict.fromkeys(s["level"] for s in runs))
    left, right, top, bottom = 44, 110, 12, 34
    plot_w, plot_h = width - left - right, height - top - bottom

    def x_at(p: int) -> float:
        if len(players) == 1:
            return left + plot_w / 2
        return left + plot_w * players.index(p) / (len(players) - 1)

    def y(v: float) -> float:
        return top + plot_h * (1 - v)

    out = [_svg_open(width, height)]
    for tick in (0, 0.25, 0.5, 0.75, 1):
        out.append(f'<line x1="{left}" x2="{left + plot_w}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" font-size="11" text-anchor="end">{tick:.0%}</text>')
    for p in players:
        out.append(f'<text x="{x_at(p):.1f}" y="{height - 14}" font-size="11" text-anchor="middle">{p}</text>')
    out.append(f'<text x="{left + plot_w / 2:.1f}" y="{height - 1}" font-size="11" text-anchor="middle">players</text>')
    for k, level in enumerate(levels):
        colour = LEVEL_COLOURS[k % len(LEVEL_COLOURS)]
        shift = (k - (len(levels) - 1) / 2) * 5  # keep the interval bars of the levels apart

        def x(p: int, shift=shift) -> float:
            return x_at(p) + shift

        points = sorted(((s["players"], s) for s in runs if s["level"] == level), key=lambda ps: ps[0])
        path = " ".join(f"{x(p):.1f},{y(s['win_rate']):.1f}" for p, s in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for p, s in points:
            lo, hi = s["win_rate_ci95"]
            out.append(
                f'<line x1="{x(p):.1f}" x2="{x(p):.1f}" y1="{y(lo):.1f}" y2="{y(hi):.1f}" stroke="{colour}" stroke-width="1"/>'
                f'<circle cx="{x(p):.1f}" cy="{y(s["win_rate"]):.1f}" r="3" fill="{colour}">'
                f"<title>{html.escape(str(level))}, {p} players: {s['win_rate']:.1%} ({lo:.1%}–{hi:.1%})</title></circle>"
            )
        ly = top + 14 + 16 * k
        out.append(
            f'<rect x="{width - right + 10}" y="{ly - 9}" width="10" height="10" fill="{colour}"/>'
            f'<text x="{width - right + 24}" y="{ly}" font-size="11">{html.escape(str(level or "one setup"))}</text>'
        )
    out.append("</svg>")
    return "".join(out)


def loss_chart(runs: Sequence[dict], width: int = 620) -> str:
    """One horizontal stacked bar per run: wins and losses by cause."""
    bar_h, gap, left = 16, 6, 150
    height = len(runs) * (bar_h + gap) + 30
    plot_w = width - left - 10
    out = [_svg_open(width, height)]
    for i, s in enumerate(runs):
        yy = i * (bar_h + gap)
        out.append(f'<text x="{left - 6}" y="{yy + 12}" font-size="11" text-anchor="end">{html.escape(_run_label(s))}</text>')
        n = max(1, s["games"])
        xx = float(left)
        for cause, count in (("win", s["wins"]), *s["losses"].items()):
            w = plot_w * count / n
            if w > 0:
                out.append(
                    f'<rect x="{xx:.1f}" y="{yy}" width="{w:.1f}" height="{bar_h}" fill="{CAUSE_COLOURS[cause]}">'
                    f"<title>{cause}: {count} of {s['games']}</title></rect>"
                )
            xx += w
    ly = len(runs) * (bar_h + gap) + 14
    for k, (cause, label) in enumerate(
        (("win", "win"), ("victims", "lost: victims"), ("collapse", "lost: collapse"), ("other", "lost: turn limit"))
    ):
        lx = left + 120 * k
        out.append(
            f'<rect x="{lx}" y="{ly - 9}" width="10" height="10" fill="{CAUSE_COLOURS[cause]}"/>'
            f'<text x="{lx + 14}" y="{ly}" font-size="11">{label}</text>'
        )
    out.append("</svg>")
    return "".join(out)


def turn_histogram(s: dict, width: int = 260, height: int = 120) -> str:
    """Histogram of game length in turns, bars split into wins and losses."""
    dist = {int(k): v for k, v in s["distributions"]["turns"].items()}
    if not dist:
        return _svg_open(width, height) + "</svg>"
    lost = {}
    for cause in ("victims", "collapse", "other"):
        for k, v in s["loss_turns"][cause].items():
            lost[int(k)] = lost.get(int(k), 0) + v
    t_max = max(dist)
    bins = min(30, t_max + 1)
    size = (t_max + 1) / bins
    won_bins, lost_bins = [0] * bins, [0] * bins
    for t, count in dist.items():
        b = min(bins - 1, int(t / size))
        lost_bins[b] += lost.get(t, 0)
        won_bins[b] += count - lost.get(t, 0)
    top = max(w + lo for w, lo in zip(won_bins, lost_bins, strict=True)) or 1
    left, bottom = 6, 16
    bw = (width - 2 * left) / bins
    out = [_svg_open(width, height)]
    for b in range(bins):
        h_won = (height - bottom - 4) * won_bins[b] / top
        h_lost = (height - bottom - 4) * lost_bins[b] / top
        base = height - bottom
        xx = left + b * bw
        out.append(f'<rect x="{xx:.1f}" y="{base - h_lost:.1f}" width="{bw - 1:.1f}" height="{h_lost:.1f}" fill="{CAUSE_COLOURS["victims"]}"/>')
        out.append(
            f'<rect x="{xx:.1f}" y="{base - h_lost - h_won:.1f}" width="{bw - 1:.1f}" height="{h_won:.1f}" fill="{CAUSE_COLOURS["win"]}"/>'
        )
    out.append(f'<text x="{left}" y="{height - 3}" font-size="10">0</text>')
    out.append(f'<text x="{width - left}" y="{height - 3}" font-size="10" text-anchor="end">{t_max} turns</text>')
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------- heatmaps


def _merge_heatmaps(runs: Sequence[dict]) -> dict:
    first = runs[0]["heatmaps"]
    merged = {"fire_phases": sum(s["heatmaps"]["fire_phases"] for s in runs)}
    for key in ("fire", "victims_lost", "knocked_down"):
        grid = [[0] * len(row) for row in first[key]]
        for s in runs:
            for r, row in enumerate(s["heatmaps"][key]):
                for c, v in enumerate(row):
                    grid[r][c] += v
        merged[key] = grid
    return merged


def _heat_cards(heat: dict, board_info: dict, board) -> str:
    phases = max(1, heat["fire_phases"])
    fire = [[v / phases for v in row] for row in heat["fire"]]
    return _cards(
        (
            ("Fire", heatmap_svg(fire, board, percent=True)),
            ("Victims lost", heatmap_svg(heat["victims_lost"], board)),
            ("Firefighters knocked down", heatmap_svg(heat["knocked_down"], board)),
        )
    )


def heat_colour(t: float) -> str:
    """Colour for a share ``t`` in [0, 1], from pale yellow to dark red.

    >>> heat_colour(0), heat_colour(1)
    ('#fff5c8', '#b00000')
    """
    t = min(1.0, max(0.0, t))
    stops = ((255, 245, 200), (250, 160, 40), (176, 0, 0))
    seg = 0 if t <= 0.5 else 1
    u = t * 2 if seg == 0 else (t - 0.5) * 2
    a, b = stops[seg], stops[seg + 1]
    return "#" + "".join(f"{round(x + (y - x) * u):02x}" for x, y in zip(a, b, strict=True))


def heatmap_svg(values: Sequence[Sequence[float]], board=None, *, cell: int = 30, percent: bool = False) -> str:
    """The grid of ``values`` (rows x cols) as a heat overlay, scaled to the largest value.

    With a ``board``, the overlay lies on the board drawing of
    :func:`authoring.render.render_svg` (walls, doors, parking spots);
    without one, on a plain grid. Each non-zero space shows its value.
    """
    if board is not None:
        return _heat_on_board(values, board, percent=percent, scale=cell / 64)
    rows, cols = len(values), len(values[0]) if values else 0
    top_value = max((v for row in values for v in row), default=0) or 1
    out = [_svg_open(cols * cell + 2, rows * cell + 2)]
    for r in range(rows):
        for c in range(cols):
            v = values[r][c]
            fill = heat_colour(v / top_value) if v else "#ffffff"
            out.append(
                f'<rect x="{c * cell + 1}" y="{r * cell + 1}" width="{cell}" height="{cell}" fill="{fill}" stroke="#ddd" stroke-width="0.5">'
                f"<title>[{r}, {c}]: {_fmt(v, percent)}</title></rect>"
            )
            if v:
                out.append(
                    f'<text x="{c * cell + 1 + cell / 2}" y="{r * cell + 1 + cell / 2 + 3}" font-size="9" '
                    f'text-anchor="middle">{_fmt(v, percent)}</text>'
                )
    out.append("</svg>")
    return "".join(out)


def _heat_on_board(values: Sequence[Sequence[float]], board, *, percent: bool, scale: float) -> str:
    from authoring import render

    svg = render.render_svg(board, layers={"parking", "indices"})
    top_value = max((v for row in values for v in row), default=0) or 1
    size, ox, oy = render.CELL, render.MARGIN, render.MARGIN
    overlay = ['<g id="heat">']
    for r, row in enumerate(values):
        for c, v in enumerate(row):
            if not v:
                continue
            x, y = ox + c * size, oy + r * size
            overlay.append(
                f'<rect x="{x + 2}" y="{y + 2}" width="{size - 4}" height="{size - 4}" fill="{heat_colour(v / top_value)}" '
                f'fill-opacity="0.75"><title>[{r}, {c}]: {_fmt(v, percent)}</title></rect>'
                f'<text x="{x + size / 2}" y="{y + size / 2 + 6}" font-size="17" text-anchor="middle" '
                f'font-family="{render.FONT}">{_fmt(v, percent)}</text>'
            )
    overlay.append("</g>")
    svg = svg.replace("</svg>", "".join(overlay) + "</svg>")
    width = 2 * render.MARGIN + board.cols * size
    height = 2 * render.MARGIN + board.rows * size
    return svg.replace(
        f'width="{width}" height="{height}"', f'width="{width * scale:.0f}" height="{height * scale:.0f}"', 1
    )


def _fmt(v: float, percent: bool) -> str:
    return f"{v:.0%}" if percent else str(v)


def _svg_open(width: float, height: float) -> str:
    return f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
