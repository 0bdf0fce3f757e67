"""A self-contained HTML report of playtest summaries: inline SVG and CSS only.

The page opens from disk with no network: win rate per level and player
count with 95% intervals, loss causes, turn distributions, why games were lost
(damage by cause, the mean damage curve, Victims lost by cause), heatmaps
(Fire, Victims lost, firefighters knocked down, wall damage per edge) laid over
the board drawing of :mod:`authoring.drawings.render`, and for a comparison the paired
differences of every Call against the first.

>>> page = render_report([], title="empty")
>>> page.startswith("<!DOCTYPE html>") and "src=" not in page
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from authoring.playtest.text import figure_text, interrupted_lines, loss_columns, run_name, run_where, strength_lines
from authoring.playtest.words import RunWords

ENGLISH = RunWords("en")

CAUSE_COLOURS = {"win": "#2e7d32", "victims": "#c62828", "collapse": "#6d4c41", "helpers": "#ef6c00", "marker": "#6a1b9a",
                 "named": "#ad1457", "other": "#9e9e9e"}
"""Result category (:data:`authoring.playtest.runner.RESULTS`) -> its colour in every chart."""
LEVEL_COLOURS = ("#1565c0", "#ef6c00", "#6a1b9a", "#00838f", "#ad1457", "#558b2f")

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em;color:#222;max-width:1200px}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:.9em}td,th{padding:3px 8px;border-bottom:1px solid #eee;text-align:right}
th{background:#f5f5f5}td:first-child,th:first-child{text-align:left}
.grid{display:flex;flex-wrap:wrap;gap:16px}.card{border:1px solid #ddd;border-radius:6px;padding:8px}
.card h3{font-size:.9em;margin:0 0 4px 0}.note{color:#666;font-size:.85em}
.warn{color:#b71c1c;font-weight:bold}
svg text{font-family:system-ui,sans-serif}
"""


def render_report(summaries: Sequence[dict], boards: dict | None = None, *, title: str,
                  differences: Sequence[dict] | None = None, lang: str = "en", level_names: dict | None = None) -> str:
    """The report page for ``summaries`` (playtest JSON summaries), with ``differences`` from ``compare``.

    ``boards`` maps a run's name and board id (:func:`run_name`: two Calls compared may have boards of one id, a
    board and its edited copy), or a board id alone, to its :class:`engine.model.Board`, used to draw walls and doors
    under the heatmaps; without it a plain grid is drawn. ``lang``: the page's language (``en``, ``hu``, ``ja``; the
    studio's); in English the lines about the bot are the command line's, which name its options. ``level_names``: a
    run's name -> level id -> the level's name in ``lang`` (else levels go by their ids).

    >>> "Nem játszott" in render_report([], title="t", lang="hu")
    True
    """
    boards = boards or {}
    w = RunWords(lang, level_names or {})
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{html.escape(lang)}"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    if not summaries:
        parts.append(f"<p>{html.escape(w.t('report_no_games'))}</p></body></html>")
        return "\n".join(parts)
    parts.append(_overview(summaries, w))
    if differences:
        parts.append(f"<h2>{html.escape(w.t('report_paired'))}</h2>" + differences_table(differences, w))
    charts = chart_words(w)
    for name in dict.fromkeys(run_name(s) for s in summaries):
        runs = [s for s in summaries if run_name(s) == name]
        labels = [_run_label(s, w) for s in runs]
        parts.append(f"<h2>{html.escape(name)}</h2>")
        if len({s["players"] for s in runs}) > 1 or len({s["level"] for s in runs}) > 1:
            parts.append(_h3(w.t("report_win_by_players")) + win_rate_chart(runs, words=w))
        causes = None if w.lang == "en" else w.causes
        parts.append(_h3(w.t("report_results")) + loss_chart(runs, labels=causes, run_labels=labels,
                                                              of_n=w.t("of_n", a="{a}", b="{b}")))
        parts.append(_h3(w.t("pt_turns")) + _cards((label, turn_histogram(s, turns=w.t("pt_turns_axis")))
                                                   for label, s in zip(labels, runs, strict=True)))
        if all("damage_by_cause" in s for s in runs):
            damage = None if w.lang == "en" else w.damage_causes
            lost = None if w.lang == "en" else w.loss_causes
            parts.append(
                _h3(w.t("pt_why")) + f'<p class="note">{html.escape(w.t("report_why_note"))}</p>'
                + _cards(
                    [(w.t("report_damage_curve"), damage_curve_svg(runs, turns=w.t("pt_turns_axis"), run_labels=labels))]
                    + [(w.t("report_damage_by_cause", run=label), cause_bars(s["damage_by_cause"], labels=damage, words=charts))
                       for label, s in zip(labels, runs, strict=True)]
                    + [(w.t("report_lost_by_cause", run=label), cause_bars(s["victims_lost_by_cause"], labels=lost, words=charts))
                       for label, s in zip(labels, runs, strict=True)]
                )
            )
            effects = [effects_table(s, w) for s in runs if s.get("level_effects")]
            if effects:
                parts.append(_h3(w.t("pt_effects_title")) + "".join(effects))
            cards = [card_table(s, w) for s in runs if s.get("cards")]
            if cards:
                parts.append(_h3(w.t("report_cards")) + "".join(cards))
        for group in _runs_by_board(runs):  # runs on one board merge; a sweep over boards keeps each apart
            board_id = group[0]["board"]["id"]
            board = boards.get((name, board_id), boards.get(board_id))  # its own board: two Calls' may share an id
            where = w.t("report_heat_all") if len(group) == len(runs) else w.t("report_heat_board", board=board_id)
            parts.append(
                _h3(w.t("report_heatmaps", where=where))
                + f'<p class="note">{html.escape(w.t("report_heat_note"))}</p>'
                + _heat_cards(_merge_heatmaps(group), group[0]["board"], board, w)
            )
    parts.append("</body></html>")
    return "\n".join(parts)


def _h3(text: str) -> str:
    return f"<h3>{html.escape(text)}</h3>"


def chart_words(w: RunWords) -> ChartWords:
    """How the charts write figures and tooltips in ``w``'s language."""
    if w.lang == "en":
        return ENGLISH_CHARTS
    return ChartWords(number=w.fig, per_game=w.t("pt_chart_per_game"), damage_per_game=w.t("pt_chart_damage_per_game"))


def _run_label(s: dict, w: RunWords | None = None) -> str:
    """A run inside its Call's section: level, players and, for a sweep, the changed values."""
    return run_where(s) if w is None or w.lang == "en" else w.title(s, w.names.get(run_name(s)))


def _bot_lines(summaries: Sequence[dict], w: RunWords) -> tuple[list[str], list[str]]:
    """The warnings (runs interrupted or with games stopped) and the notes on the bot's strength, in ``w``'s language;
    in English the command line's (:func:`interrupted_lines`, :func:`strength_lines`)."""
    if w.lang == "en":
        return interrupted_lines(list(summaries)), strength_lines(list(summaries))
    named = len({run_name(s) for s in summaries}) > 1  # runs of several Calls: each line names its Call

    def of(s: dict, line: str | None) -> list[str]:
        return [] if line is None else [f"{run_name(s)}: {line}" if named else line]

    warnings, notes = [], []
    for s in summaries:
        levels = w.names.get(run_name(s))
        if s.get("level_effects_missing"):
            warnings += of(s, w.t("report_effects_missing", run=w.title(s, levels),
                                  missing=", ".join(s["level_effects_missing"])))
        elif s.get("interrupted"):
            warnings += of(s, w.t("report_interrupted", run=w.title(s, levels), n=s["games"],
                                  asked=s.get("games_asked", "?")))
        warnings += of(s, w.stalled(s, levels))
        notes += of(s, w.near_bound(s, levels))
    bot = summaries[0]["bot"]
    stronger = w.stronger(bot, [s["win_rate"] for s in summaries], "report_stronger")
    return warnings, [w.strength(bot), *([stronger] if stronger else []), *notes]


OVERVIEW_LOSSES = {"victims": "Victims", "collapse": "Collapse", "helpers": "Helpers", "marker": "Call marker",
                   "named": "Named Victim", "other": "Turn limit"}
"""Loss cause -> its column in the overview table (games lost that way), in English; ``report_loss_*`` in i18n."""


def _overview(summaries: Sequence[dict], w: RunWords) -> str:
    first = summaries[0]
    head = '<p class="note">' + w.t("report_head", bot=f"<b>{html.escape(first['bot'])}</b>", seed=first["seed"],
                                    turns=first["max_turns"]) + "</p>"
    warnings, notes = _bot_lines(summaries, w)
    head += "".join(f'<p class="warn">{html.escape(line)}</p>' for line in warnings)
    head += "".join(f'<p class="note">{html.escape(line)}</p>' for line in notes)
    changed = any(s.get("changes") for s in summaries)  # a --set or a sweep: each run says what it changed
    fixed = ("report_col_call", *(("report_col_change",) if changed else ()), "pt_col_level", "pt_col_players",
             "pt_col_games", "pt_col_rate", "pt_col_ci")
    means = ("report_col_turns_p50", "report_col_turns", "report_col_rescued", "report_col_lost")
    causes = loss_columns(list(summaries))  # a Golden State Heroes cause only where a run lost a game to it
    rows = [
        "<table><tr>" + "".join(f'<th rowspan="2">{html.escape(w.t(key))}</th>' for key in fixed)
        + f'<th colspan="{len(causes)}">{html.escape(w.t("report_lost_to"))}</th>'
        + "".join(f'<th rowspan="2">{html.escape(w.t(key))}</th>' for key in means) + "</tr><tr>"
        + "".join(f"<th>{html.escape(w.t(f'report_loss_{c}'))}</th>" for c in causes) + "</tr>"
    ]
    for s in summaries:
        rows.append(
            f"<tr><td>{html.escape(run_name(s))}</td>"
            + (f"<td>{html.escape(_changes_text(s))}</td>" if changed else "")
            + f"<td>{html.escape(str(w.names.get(run_name(s), {}).get(s['level'], s['level']) or '-'))}</td>"
            f"<td>{s['players']}</td><td>{s['games']}</td><td>{w.fig(s['win_rate'], '.1%')}</td>"
            f"<td>{w.span(*s['win_rate_ci95'], '.1%')}</td>" + "".join(f"<td>{s['losses'].get(c, 0)}</td>" for c in causes)
            + f"<td>{s['turns']['p50']}</td><td>{_mean_cell(s['turns']['mean'], s, 'turns_mean_ci95', '.1f', w)}</td>"
            f"<td>{_mean_cell(s['rescued_mean'], s, 'rescued_mean_ci95', '.2f', w)}</td>"
            f"<td>{w.fig(s['lost_mean'], '.2f')}</td></tr>"
        )
    rows.append("</table>")
    return head + "".join(rows)


def _mean_cell(mean: float, s: dict, key: str, form: str, w: RunWords = ENGLISH) -> str:
    """A mean and, from two games on, its 95% interval (the summary's ``key``).

    >>> _mean_cell(27.12, {"games": 40, "t": [26.5, 27.7]}, "t", ".1f"), _mean_cell(3.0, {"games": 1, "t": [3, 3]}, "t", ".1f")
    ('27.1 (26.5 – 27.7)', '3.0')
    """
    if s.get("games", 0) < 2 or not s.get(key):
        return w.fig(mean, form)
    return f"{w.fig(mean, form)} ({w.span(*s[key], form)})"


def _changes_text(s: dict) -> str:
    """What a run changed in its Call, ``POINTER=VALUE`` each (``-`` for none).

    >>> _changes_text({"changes": {"/supply/damage": 16}}), _changes_text({})
    ('/supply/damage=16', '-')
    """
    return ", ".join(f"{p}={v}" for p, v in (s.get("changes") or {}).items()) or "-"


def _cards(items) -> str:
    body = "".join(f'<div class="card"><h3>{html.escape(label)}</h3>{svg}</div>' for label, svg in items)
    return f'<div class="grid">{body}</div>'


# ---------------------------------------------------------------- charts


def win_rate_chart(runs: Sequence[dict], width: int = 520, height: int = 260, *, words: RunWords = ENGLISH) -> str:
    """Win rate (with its 95% interval) against player count, one line per level (``words``: the language)."""
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
        out.append(f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" font-size="11" text-anchor="end">{words.fig(tick, ".0%")}</text>')
    for p in players:
        out.append(f'<text x="{x_at(p):.1f}" y="{height - 14}" font-size="11" text-anchor="middle">{p}</text>')
    out.append(f'<text x="{left + plot_w / 2:.1f}" y="{height - 1}" font-size="11" text-anchor="middle">'
               f'{html.escape(words.t("report_players_axis"))}</text>')
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
                f"<title>{html.escape(_run_label(s, words))}: {words.fig(s['win_rate'], '.1%')} "
                f"({words.span(lo, hi, '.1%')})</title></circle>"
            )
        ly = top + 14 + 16 * k
        out.append(
            f'<rect x="{width - right + 10}" y="{ly - 9}" width="10" height="10" fill="{colour}"/>'
            f'<text x="{width - right + 24}" y="{ly}" font-size="11">{html.escape(str(level or words.t("report_one_setup")))}</text>'
        )
    out.append("</svg>")
    return "".join(out)


LOSS_LABELS = {"win": "win", "victims": "lost: victims", "collapse": "lost: collapse", "helpers": "lost: Helpers",
               "marker": "lost: Call marker burned", "named": "lost: the named Victim", "other": "lost: turn limit"}
"""Result category -> its label in the charts, in the order bars and legend list them."""
ALWAYS_LISTED = ("win", "victims", "collapse", "other")
"""Causes the legend always lists; ``helpers``, ``marker`` and ``named`` (Golden State Heroes Calls) only when a run
has them."""


@dataclass(frozen=True)
class ChartWords:
    """How the charts write figures and units: English by default; the studio passes its interface language's.

    ``number(value, spec)`` formats a figure (``format``, or a language's decimal comma); ``per_game`` and
    ``damage_per_game`` are a bar's and a wall's tooltip (``{label}``, ``{value}``).
    """

    number: Callable[[float, str], str] = format
    per_game: str = "{label}: {value} per game"
    damage_per_game: str = "{label}: {value} Damage per game"


ENGLISH_CHARTS = ChartWords()


def loss_chart(runs: Sequence[dict], width: int = 620, *, labels: dict | None = None,
               run_labels: Sequence[str] | None = None, of_n: str = "{a} of {b}") -> str:
    """One horizontal stacked bar per run: wins and losses by cause (a single run draws one bar, never an empty chart).

    ``labels`` names the causes (default :data:`LOSS_LABELS`), ``run_labels`` the runs, ``of_n`` a tooltip's count
    of the games (``{a} of {b}``: the interface's ``of_n``). The legend lists
    :data:`ALWAYS_LISTED` and any other cause a run lost games to, wrapping onto more lines when needed.

    >>> svg = loss_chart([{"level": None, "players": 4, "games": 2, "wins": 1, "losses": {"victims": 1}}])
    >>> svg.count("<rect") >= 2 and "4 players" in svg and "Helpers" not in svg
    True
    >>> "lost: Call marker burned" in loss_chart([{"level": None, "players": 3, "games": 1, "wins": 0,
    ...                                            "losses": {"marker": 1}}])
    True
    """
    labels = {**LOSS_LABELS, **(labels or {})}
    bar_h, gap, left = 16, 6, 150
    legend = _legend_rows(_listed_causes(runs), labels, left, width)
    height = len(runs) * (bar_h + gap) + 16 * len(legend) + 14
    plot_w = width - left - 10
    out = [_svg_open(width, height)]
    for i, s in enumerate(runs):
        yy = i * (bar_h + gap)
        name = run_labels[i] if run_labels is not None else _run_label(s)
        out.append(f'<text x="{left - 6}" y="{yy + 12}" font-size="11" text-anchor="end">{html.escape(name)}</text>')
        n = max(1, s["games"])
        xx = float(left)
        for cause, count in _results_of(s):
            w = plot_w * count / n
            if w > 0:
                out.append(
                    f'<rect x="{xx:.1f}" y="{yy}" width="{w:.1f}" height="{bar_h}" fill="{CAUSE_COLOURS[cause]}">'
                    f"<title>{html.escape(labels[cause])}: {html.escape(of_n.format(a=count, b=s['games']))}</title></rect>"
                )
            xx += w
    for row, entries in enumerate(legend):
        ly = len(runs) * (bar_h + gap) + 14 + 16 * row
        for lx, cause in entries:
            out.append(
                f'<rect x="{lx}" y="{ly - 9}" width="10" height="10" fill="{CAUSE_COLOURS[cause]}"/>'
                f'<text x="{lx + 14}" y="{ly}" font-size="11">{html.escape(labels[cause])}</text>'
            )
    out.append("</svg>")
    return "".join(out)


def _results_of(s: dict) -> list[tuple[str, int]]:
    """``(category, games)`` of a summary in the order of :data:`LOSS_LABELS`, wins first (0 for a missing cause)."""
    return [("win", s["wins"])] + [(cause, s["losses"].get(cause, 0)) for cause in LOSS_LABELS if cause != "win"]


def _listed_causes(runs: Sequence[dict]) -> list[str]:
    """The causes the legend lists: :data:`ALWAYS_LISTED` and every cause some run lost a game to."""
    lost = {cause for s in runs for cause, count in _results_of(s) if count}
    return [cause for cause in LOSS_LABELS if cause in ALWAYS_LISTED or cause in lost]


def _text_width(text: str) -> int:
    """About how wide ``text`` is at font size 11: CJK characters are full width.

    >>> _text_width("win"), _text_width("勝利")
    (21, 22)
    """
    return sum(11 if ord(ch) >= 0x2E80 else 7 for ch in text)


def _legend_rows(causes: Sequence[str], labels: dict, left: int, width: int) -> list[list[tuple[int, str]]]:
    """Legend entries as rows of ``(x, cause)``, each entry as wide as its label, a new row when one is full.

    >>> _legend_rows(["win", "victims"], {"win": "win", "victims": "lost"}, 10, 100)
    [[(10, 'win')], [(10, 'victims')]]
    """
    rows: list[list[tuple[int, str]]] = [[]]
    x = left
    for cause in causes:
        step = 14 + _text_width(labels[cause]) + 16
        if rows[-1] and x + step > width:
            rows.append([])
            x = left
        rows[-1].append((x, cause))
        x += step
    return rows


def turn_histogram(s: dict, width: int = 260, height: int = 120, turns: str = "{n} turns") -> str:
    """Histogram of game length in turns, each bar split by how its games ended (a loss by its cause's colour, as in
    the results chart, wins on top); the time axis says ``turns`` (``{n}`` the longest game).

    >>> svg = turn_histogram({"distributions": {"turns": {"10": 3, "12": 1}},
    ...                       "loss_turns": {"collapse": {"10": 2}, "victims": {"12": 1}}})
    >>> [colour in svg for colour in (CAUSE_COLOURS["collapse"], CAUSE_COLOURS["victims"], CAUSE_COLOURS["win"])]
    [True, True, True]
    """
    dist = {int(k): v for k, v in s["distributions"]["turns"].items()}
    if not dist:
        return _svg_open(width, height) + "</svg>"
    t_max = max(dist)
    bins = min(30, t_max + 1)
    size = (t_max + 1) / bins
    causes = [c for c in s["loss_turns"] if c in CAUSE_COLOURS]
    stacks = [dict.fromkeys([*causes, "win"], 0) for _ in range(bins)]
    for t, count in dist.items():
        stack = stacks[min(bins - 1, int(t / size))]
        lost = 0
        for cause in causes:
            here = int(s["loss_turns"][cause].get(str(t), s["loss_turns"][cause].get(t, 0)))
            stack[cause] += here
            lost += here
        stack["win"] += count - lost
    top = max(sum(stack.values()) for stack in stacks) or 1
    left, bottom = 6, 16
    bw = (width - 2 * left) / bins
    out = [_svg_open(width, height)]
    for b, stack in enumerate(stacks):
        base, xx = height - bottom, left + b * bw
        for cause, count in stack.items():
            h = (height - bottom - 4) * count / top
            if h > 0:
                out.append(f'<rect x="{xx:.1f}" y="{base - h:.1f}" width="{bw - 1:.1f}" height="{h:.1f}" '
                           f'fill="{CAUSE_COLOURS[cause]}"/>')
            base -= h
    out.append(f'<text x="{left}" y="{height - 3}" font-size="10">0</text>')
    out.append(f'<text x="{width - left}" y="{height - 3}" font-size="10" text-anchor="end">'
               f'{html.escape(turns.format(n=t_max))}</text>')
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------- heatmaps


def _runs_by_board(runs: Sequence[dict]) -> list[list[dict]]:
    """``runs`` grouped by the board they played (by id and grid), in order of first appearance.

    >>> groups = _runs_by_board([{"board": {"id": "a", "rows": 8, "cols": 10}}, {"board": {"id": "b", "rows": 8, "cols": 10}},
    ...                          {"board": {"id": "a", "rows": 8, "cols": 10}}])
    >>> [[r["board"]["id"] for r in g] for g in groups]
    [['a', 'a'], ['b']]
    """
    groups: dict[tuple, list[dict]] = {}
    for s in runs:
        info = s["board"]
        groups.setdefault((info.get("id"), info.get("rows"), info.get("cols")), []).append(s)
    return list(groups.values())


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
    if all("wall_damage" in s for s in runs):
        games = sum(s["games"] for s in runs) or 1
        walls: dict[str, float] = {}
        for s in runs:
            for edge, v in s["wall_damage"].items():
                walls[edge] = walls.get(edge, 0.0) + v * s["games"] / games
        merged["wall_damage"] = walls
    return merged


def _heat_cards(heat: dict, board_info: dict, board, w: RunWords = ENGLISH) -> str:
    phases = max(1, heat["fire_phases"])
    fire = [[v / phases for v in row] for row in heat["fire"]]
    charts = chart_words(w)
    cards = [
        (w.t("report_heat_fire"), heatmap_svg(fire, board, percent=True, words=charts)),
        (w.t("report_heat_lost"), heatmap_svg(heat["victims_lost"], board, words=charts)),
        (w.t("report_heat_down"), heatmap_svg(heat["knocked_down"], board, words=charts)),
    ]
    if "wall_damage" in heat:
        cards.append((w.t("pt_heat_wall_damage"), wall_heatmap_svg(heat["wall_damage"], board_info, board, words=charts)))
    return _cards(cards)


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


def heatmap_svg(values: Sequence[Sequence[float]], board=None, *, cell: int = 30, percent: bool = False,
                words: ChartWords = ENGLISH_CHARTS) -> str:
    """The grid of ``values`` (rows x cols) as a heat overlay, scaled to the largest value.

    With a ``board``, the overlay lies on the board drawing of
    :func:`authoring.drawings.render.render_svg` (walls, doors, parking spots);
    without one, on a plain grid. Each non-zero space shows its value.
    """
    if board is not None:
        return _heat_on_board(values, board, percent=percent, scale=cell / 64, words=words)
    rows, cols = len(values), len(values[0]) if values else 0
    top_value = max((v for row in values for v in row), default=0) or 1
    out = [_svg_open(cols * cell + 2, rows * cell + 2)]
    for r in range(rows):
        for c in range(cols):
            v = values[r][c]
            fill = heat_colour(v / top_value) if v else "#ffffff"
            out.append(
                f'<rect x="{c * cell + 1}" y="{r * cell + 1}" width="{cell}" height="{cell}" fill="{fill}" stroke="#ddd" stroke-width="0.5">'
                f"<title>[{r}, {c}]: {_fmt(v, percent, words)}</title></rect>"
            )
            if v:
                out.append(
                    f'<text x="{c * cell + 1 + cell / 2}" y="{r * cell + 1 + cell / 2 + 3}" font-size="9" '
                    f'text-anchor="middle">{_fmt(v, percent, words)}</text>'
                )
    out.append("</svg>")
    return "".join(out)


def _heat_on_board(values: Sequence[Sequence[float]], board, *, percent: bool, scale: float,
                   words: ChartWords = ENGLISH_CHARTS) -> str:
    from authoring.drawings import render

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
                f'fill-opacity="0.75"><title>[{r}, {c}]: {_fmt(v, percent, words)}</title></rect>'
                f'<text x="{x + size / 2}" y="{y + size / 2 + 6}" font-size="17" text-anchor="middle" '
                f'font-family="{render.FONT}">{_fmt(v, percent, words)}</text>'
            )
    overlay.append("</g>")
    svg = svg.replace("</svg>", "".join(overlay) + "</svg>")
    width = 2 * render.MARGIN + board.cols * size
    height = 2 * render.MARGIN + board.rows * size
    return svg.replace(
        f'width="{width}" height="{height}"', f'width="{width * scale:.0f}" height="{height * scale:.0f}"', 1
    )


def _fmt(v: float, percent: bool, words: ChartWords = ENGLISH_CHARTS) -> str:
    return words.number(v, ".0%") if percent else words.number(v, "") if isinstance(v, float) else str(v)


def _svg_open(width: float, height: float) -> str:
    return f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}">'


# ---------------------------------------------------------------- attribution


DAMAGE_COLOURS = {
    "setup": "#9e9e9e", "explosion": "#e65100", "shockwave": "#ffb300", "hazmat": "#6a1b9a", "chop": "#1565c0",
    "other": "#bdbdbd", "fire": "#c62828", "collapse": "#6d4c41", "carried": "#00838f",
}


def cause_bars(causes: dict, width: int = 300, *, labels: dict | None = None, words: ChartWords = ENGLISH_CHARTS) -> str:
    """Horizontal bars of a ``cause -> mean per game`` map (``labels`` names the causes).

    >>> "explosion" in cause_bars({"explosion": 2.5, "chop": 0.0})
    True
    """
    names = labels or {}
    top = max(causes.values(), default=0) or 1
    bar_h, left = 16, 110
    out = [_svg_open(width, len(causes) * (bar_h + 4) + 4)]
    for i, (cause, value) in enumerate(causes.items()):
        y = i * (bar_h + 4) + 2
        w = (width - left - 50) * value / top
        out.append(
            f'<text x="{left - 6}" y="{y + 12}" font-size="11" text-anchor="end">{html.escape(names.get(cause, cause))}</text>'
            f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{DAMAGE_COLOURS.get(cause, "#777")}">'
            f"<title>{html.escape(words.per_game.format(label=names.get(cause, cause), value=words.number(value, '.2f')))}"
            "</title></rect>"
            f'<text x="{left + w + 4:.1f}" y="{y + 12}" font-size="11">{words.number(value, ".2f")}</text>'
        )
    out.append("</svg>")
    return "".join(out)


def damage_curve_svg(runs: Sequence[dict], width: int = 360, height: int = 180, turns: str = "{n} turns",
                     run_labels: Sequence[str] | None = None) -> str:
    """The mean damage after each turn, one line per run (``run_labels`` name them); the time axis says ``turns``
    (``{n}`` the longest run).

    >>> "<polyline" in damage_curve_svg([{"level": None, "players": 2, "damage_per_turn": [0.0, 1.5, 3.0]}])
    True
    """
    curves = [s.get("damage_per_turn") or [0.0] for s in runs]
    longest = max(len(c) for c in curves)
    top = max(max(c) for c in curves) or 1
    left, bottom, pad = 30, 18, 6
    plot_w, plot_h = width - left - pad, height - bottom - pad

    def xy(t: int, v: float) -> str:
        return f"{left + plot_w * t / max(1, longest - 1):.1f},{pad + plot_h * (1 - v / top):.1f}"

    out = [_svg_open(width, height)]
    out.append(f'<line x1="{left}" x2="{left}" y1="{pad}" y2="{pad + plot_h}" stroke="#999"/>')
    out.append(f'<line x1="{left}" x2="{left + plot_w}" y1="{pad + plot_h}" y2="{pad + plot_h}" stroke="#999"/>')
    out.append(f'<text x="{left - 4}" y="{pad + 8}" font-size="10" text-anchor="end">{top:.0f}</text>')
    out.append(f'<text x="{left + plot_w}" y="{height - 4}" font-size="10" text-anchor="end">{html.escape(turns.format(n=longest))}</text>')
    for k, (s, curve) in enumerate(zip(runs, curves, strict=True)):
        colour = LEVEL_COLOURS[k % len(LEVEL_COLOURS)]
        points = " ".join(xy(t, v) for t, v in enumerate(curve))
        label = run_labels[k] if run_labels is not None else _run_label(s)
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2">'
                   f"<title>{html.escape(label)}</title></polyline>")
    out.append("</svg>")
    return "".join(out)


def _edge_line(label: str, size: float, ox: float, oy: float) -> tuple[float, float, float, float]:
    """The segment an edge ``"r,c-r,c"`` is drawn as, in board drawing units."""
    a, b = label.split("-")
    r1, c1 = (int(v) for v in a.split(","))
    r2, c2 = (int(v) for v in b.split(","))
    if r1 == r2:  # side by side: a vertical segment between the columns
        x = ox + max(c1, c2) * size
        return (x, oy + r1 * size, x, oy + (r1 + 1) * size)
    y = oy + max(r1, r2) * size
    return (ox + c1 * size, y, ox + (c1 + 1) * size, y)


def wall_heatmap_svg(walls: dict, board_info: dict, board=None, *, cell: int = 30,
                     words: ChartWords = ENGLISH_CHARTS) -> str:
    """Mean Damage per wall edge, as coloured thick edges over the board drawing (or a plain grid).

    >>> "2,5-2,6" in wall_heatmap_svg({"2,5-2,6": 0.4}, {"rows": 4, "cols": 8})
    True
    """
    top = max(walls.values(), default=0) or 1
    if board is not None:
        from authoring.drawings import render

        svg = render.render_svg(board, layers={"parking"})
        size, ox, oy, stroke = render.CELL, render.MARGIN, render.MARGIN, 9
        width, height = 2 * render.MARGIN + board.cols * size, 2 * render.MARGIN + board.rows * size
        scale = cell / 64
    else:
        size, ox, oy, stroke = cell, 1, 1, 4
        width, height = board_info["cols"] * cell + 2, board_info["rows"] * cell + 2
        svg = _svg_open(width, height) + "".join(
            f'<rect x="{c * cell + 1}" y="{r * cell + 1}" width="{cell}" height="{cell}" fill="#fff" stroke="#ddd" stroke-width="0.5"/>'
            for r in range(board_info["rows"]) for c in range(board_info["cols"])
        ) + "</svg>"
        scale = 1.0
    overlay = ['<g id="wall-damage">']
    for label, value in sorted(walls.items(), key=lambda kv: kv[1]):
        x1, y1, x2, y2 = _edge_line(label, size, ox, oy)
        overlay.append(
            f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{heat_colour(value / top)}" stroke-width="{stroke}" '
            f'stroke-linecap="round"><title>'
            f"{html.escape(words.damage_per_game.format(label=label, value=words.number(value, '.2f')))}</title></line>"
        )
    overlay.append("</g>")
    svg = svg.replace("</svg>", "".join(overlay) + "</svg>")
    if scale != 1.0:
        svg = svg.replace(f'width="{width}" height="{height}"', f'width="{width * scale:.0f}" height="{height * scale:.0f}"', 1)
    return svg


def card_table(s: dict, w: RunWords = ENGLISH) -> str:
    """Win rate when each card was drawn early (by the median first-draw turn) or late (or never), each with its 95%
    interval, and the difference with its own: on a few dozen games a split of twenty points is often chance."""
    heads = ("report_card", "report_card_early", "pt_col_games", "pt_col_rate", "report_card_late", "pt_col_rate",
             "report_card_difference", "pt_col_ci")
    rows = [f"<p>{html.escape(_run_label(s, w))}</p><table><tr>"
            + "".join(f"<th>{html.escape(w.t(key))}</th>" for key in heads) + "</tr>"]
    for card, e in s["cards"].items():
        title = e.get("title", card)
        name = html.escape(title) + (f' <span class="note">({html.escape(card)})</span>' if title != card else "")
        early, late = e["early"], e["late"]
        difference = e.get("difference")
        rows.append(
            f"<tr><td>{name}</td><td>{e['split_turn']}</td><td>{early['games']}</td><td>{_rate_cell(early, w)}</td>"
            f"<td>{late['games']}</td><td>{_rate_cell(late, w)}</td>"
            + (f"<td>{w.fig(difference['win_rate'], '+.1%')}</td><td>{_interval_cell(difference['ci95'], w)}</td>"
               if difference else "<td></td><td></td>") + "</tr>"
        )
    rows.append(f'</table><p class="note">{html.escape(w.t("report_card_note"))}</p>')
    return "".join(rows)


def _rate_cell(group: dict, w: RunWords = ENGLISH) -> str:
    """A win rate with its 95% interval, when the summary has one."""
    interval = group.get("win_rate_ci95")
    return w.fig(group["win_rate"], ".1%") + (f" [{w.fig(interval[0], '.1%')}, {w.fig(interval[1], '.1%')}]"
                                               if interval else "")


def _interval_cell(ci95: list[float], w: RunWords = ENGLISH) -> str:
    """A difference's 95% interval in points, signed."""
    return f"[{w.fig(ci95[0], '+.1%')}, {w.fig(ci95[1], '+.1%')}]"


def differences_table(differences: Sequence[dict], w: RunWords = ENGLISH) -> str:
    """The paired differences of each Call against the first: every figure with its 95% interval, the verdict."""
    english = w.lang == "en"
    out = []
    for d in differences:
        verdict = d["verdict"] if english or "verdict_parts" not in d else w.verdict(d["verdict_parts"])
        out.append(f"<h3>{html.escape(w.t('report_versus', a=d.get('label', d['call']), b=d.get('vs_label', d['vs'])))}: "
                   f"{html.escape(verdict)}</h3>")
        if d.get("bound"):
            out.append(f'<p class="note"><b>{html.escape(w.t("report_warning"))}</b> '
                       f"{html.escape(w.t('report_bound_' + d['bound']))}</p>")
        out.append("<table><tr>" + "".join(f"<th>{html.escape(w.t(key))}</th>"
                                           for key in ("report_figure", "pt_cmp_diff", "pt_col_ci")) + "</tr>")
        for name, f in d["paired"].items():
            diff, interval = figure_text(name, f) if english else w.difference(name, f)
            out.append(f"<tr><td>{html.escape(w.t(f'pt_cmp_{name}'))}</td><td>{diff}</td><td>{interval}</td></tr>")
        out.append(f'</table><p class="note">{html.escape(_changed_text(d, w))}</p>')
    return "".join(out)


def _changed_text(d: dict, w: RunWords) -> str:
    """How many paired games the two Calls ended differently."""
    if w.lang == "en":
        causes = f"; lost in both to different causes: {d['cause_changed']:.1%}" if d.get("cause_changed") else ""
        return f"{d['games']} paired games; won in one and lost in the other: {d['changed']:.1%} of them{causes}."
    text = w.t("pt_cmp_changed", share=d["changed"], n=d["games"])
    return text + (" " + w.t("pt_cmp_cause_changed", share=d["cause_changed"]) if d.get("cause_changed") else "")


def effects_table(s: dict, w: RunWords = ENGLISH) -> str:
    """Each level parameter moved one step: the paired change in win rate with its 95% interval."""
    heads = ("pt_effects_param", "report_from", "report_to", "report_rate_change", "pt_col_ci")
    rows = [f"<p>{html.escape(_run_label(s, w))}</p><table><tr>"
            + "".join(f"<th>{html.escape(w.t(key))}</th>" for key in heads) + "</tr>"]
    for name, e in s["level_effects"].items():
        shown = name if w.lang == "en" else w.t(f"level_col_{name}")
        rows.append(f"<tr><td>{html.escape(shown)}</td><td>{e['from']}</td><td>{e['to']}</td>"
                    f"<td>{w.fig(e['diff'], '+.1%')}</td><td>{_to_span(e['ci95'], w)}</td></tr>")
    rows.append("</table>")
    return "".join(rows)


def _to_span(ci95: list[float], w: RunWords) -> str:
    """A change's 95% interval in points, signed: ``-2.0% to +1.5%``."""
    return w.t("report_to_span", lo=w.fig(ci95[0], "+.1%"), hi=w.fig(ci95[1], "+.1%"))
