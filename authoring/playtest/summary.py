"""Summaries of playtest runs: the JSON format every playtest prints, and the paired difference of two runs.

JSON summary (``callforge playtest --format json``), format version 1
-----------------------------------------------------------------------
One object per run (``--sweep`` and ``compare`` wrap several in a list)::

    {
      "format_version": 1,
      "call": "fire-rescue-family",        # Call id
      "level": null,                       # level id, or null for a Call without levels
      "players": 4,
      "specialists": null,                 # specialist ids by seat as played (given, or the bot's choice), or null
      "bot": "greedy",
      "games": 2000,                       # games finished (fewer than asked when interrupted)
      "seed": 0,
      "max_turns": 200,                    # safety net: a game still running is a loss "other"
      "interrupted": false,
      "wins": 1130,
      "win_rate": 0.565,
      "win_rate_ci95": [0.543, 0.5866],    # Wilson score interval
      "losses": {"victims": 700, "collapse": 150, "other": 20},
      "loss_turns": {"victims": {"14": 3, ...}, "collapse": {...}, "other": {...}},
      "turns": {"mean": 31.2, "p50": 30, "p90": 44},
      "rescued_mean": 5.8, "lost_mean": 2.1, "damage_mean": 9.4,
      "distributions": {"turns": {"12": 4, ...}, "rescued": {...}, "lost": {...}, "damage": {...}},
      "board": {"id": "fire-rescue-front", "rows": 8, "cols": 10},
      "heatmaps": {
        "fire_phases": 61234,              # fire phases observed over all games
        "fire": [[0, 12, ...], ...],       # rows x cols: fire phases that ended with Fire on the space
        "victims_lost": [[...], ...],      # rows x cols: Victims (and revealed POI Victims) lost there
        "knocked_down": [[...], ...]       # rows x cols: firefighters knocked down there
      },
      "games_per_second": 212.4            # the only field that may differ between equal runs
    }

Turns count every firefighter's turn (a round of 4 players is 4 turns); a
game lost in a fire phase counts the turn it was lost in. ``loss_turns`` holds,
per cause, how many games were lost at each turn count. Distribution keys are
the values as strings, in ascending numeric order. ``heatmaps.victims_lost``
places every Victim lost on Fire or with a knocked-down carrier; Victims lost
in a collapse have no space and only count in ``lost_mean``.

``callforge playtest --sweep`` prints ``{"format_version": 1, "runs": [summary, ...]}``
(every level x 2-6 players the Call allows, levels outer). ``callforge compare``
prints ``{"format_version": 1, "runs": [summary, ...], "differences": [{"call":
id, "path": str, "vs": baseline id, "games": int, "diff": float, "ci95": [lo,
hi]}, ...]}``: ``diff`` is the mean over games of (win of this Call - win of the
first Call) on the same seeds, with a normal 95% interval on that mean.

Fields are only ever added to this format; a change of meaning bumps
``format_version``.
"""

from __future__ import annotations

from collections.abc import Sequence

from authoring.playtest import stats
from authoring.playtest.runner import RESULTS, GameRecord, PlaytestResult, load_call, team_of

FORMAT_VERSION = 1
"""Version of the JSON summary (see above): fields are only added; a change of meaning bumps it."""


def summarize(result: PlaytestResult) -> dict:
    """The JSON summary of a run (see the module docstring for the format)."""
    spec, records = result.spec, result.records
    call, board = load_call(spec.call_path)
    n = len(records)
    wins = sum(r.result == "win" for r in records)
    lo, hi = stats.wilson_interval(wins, n)
    turns = [r.turns for r in records]
    level = spec.level if spec.level is not None else (call.levels[0].id if call.levels else None)
    return {
        "format_version": FORMAT_VERSION,
        "call": call.id,
        "level": level,
        "players": spec.players,
        "specialists": team_of(spec),
        "bot": spec.bot,
        "games": n,
        "seed": spec.seed,
        "max_turns": spec.max_turns,
        "interrupted": result.interrupted,
        "wins": wins,
        "win_rate": round(wins / n, 6) if n else 0.0,
        "win_rate_ci95": [round(lo, 6), round(hi, 6)],
        "losses": {cause: sum(r.result == cause for r in records) for cause in RESULTS[1:]},
        "loss_turns": {cause: stats.histogram([r.turns for r in records if r.result == cause]) for cause in RESULTS[1:]},
        "turns": {"mean": stats.mean(turns), "p50": stats.quantile(turns, 0.5), "p90": stats.quantile(turns, 0.9)},
        "rescued_mean": stats.mean([r.rescued for r in records]),
        "lost_mean": stats.mean([r.lost for r in records]),
        "damage_mean": stats.mean([r.damage for r in records]),
        "distributions": {
            "turns": stats.histogram(turns),
            "rescued": stats.histogram([r.rescued for r in records]),
            "lost": stats.histogram([r.lost for r in records]),
            "damage": stats.histogram([r.damage for r in records]),
        },
        "board": {"id": board.id, "rows": board.rows, "cols": board.cols},
        "heatmaps": _heatmaps(records, board.rows, board.cols),
        "games_per_second": round(n / result.seconds, 1) if result.seconds > 0 else 0.0,
    }


def _heatmaps(records: Sequence[GameRecord], rows: int, cols: int) -> dict:
    fire = [0] * (rows * cols)
    lost = [0] * (rows * cols)
    down = [0] * (rows * cols)
    for r in records:
        for cell, count in r.fire:
            fire[cell] += count
        for cell in r.victims_lost_at:
            lost[cell] += 1
        for cell in r.knocked_down_at:
            down[cell] += 1

    def grid(flat: list[int]) -> list[list[int]]:
        return [flat[row * cols : (row + 1) * cols] for row in range(rows)]

    return {
        "fire_phases": sum(r.fire_phases for r in records),
        "fire": grid(fire),
        "victims_lost": grid(lost),
        "knocked_down": grid(down),
    }


def paired_wins(a: PlaytestResult, b: PlaytestResult) -> dict:
    """Paired difference in win rate of ``b`` over ``a`` on the games both finished.

    Game ``i`` of both runs used the same seed, so the per-seed win
    indicators are paired (see :func:`authoring.playtest.stats.paired_difference`).
    """
    wins_a = {r.index: float(r.result == "win") for r in a.records}
    wins_b = {r.index: float(r.result == "win") for r in b.records}
    common = sorted(wins_a.keys() & wins_b.keys())
    diff, lo, hi = stats.paired_difference([wins_a[i] for i in common], [wins_b[i] for i in common])
    return {"games": len(common), "diff": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}


def strip_timing(summary: dict) -> dict:
    """A copy of ``summary`` without ``games_per_second`` (to compare two runs).

    >>> strip_timing({"wins": 3, "games_per_second": 12.5})
    {'wins': 3}
    """
    return {k: v for k, v in summary.items() if k != "games_per_second"}
