"""Summaries of playtest runs: the JSON format every playtest prints, and the paired difference of two runs.

JSON summary (``callforge playtest --format json``), format version 3
-----------------------------------------------------------------------
One object per run (``--sweep`` and ``compare`` wrap several in a list)::

    {
      "format_version": 3,
      "call": "fire-rescue-family",        # Call id
      "label": "fire-rescue-family",       # the name tables show: the id, or the file name when Calls of a run share an id
      "level": null,                       # level id, or null for a Call without levels
      "players": 4,
      "specialists": null,                 # specialist ids by seat as played (given, or the bot's choice), or null
      "bot": "greedy",
      "games": 2000,                       # games finished (fewer than asked when interrupted)
      "seed": 0,
      "max_turns": 200,                    # safety net: a game still running is a loss "other" (turn limit)
      "interrupted": false,                # true when Ctrl-C or a lost cluster stopped its games or its level effects
      "games_asked": 2000,                 # games asked for (more than "games" when interrupted)
      "wins": 1130,
      "win_rate": 0.565,
      "win_rate_ci95": [0.543, 0.5866],    # Wilson score interval
      "losses": {"victims": 700, "collapse": 150, "helpers": 0, "marker": 0, "other": 20},
      "loss_turns": {"victims": {"14": 3, ...}, "collapse": {...}, "helpers": {}, "marker": {}, "other": {...}},
      "turns": {"mean": 31.2, "p50": 30, "p90": 44},
      "rescued_mean": 5.8, "lost_mean": 2.1, "damage_mean": 9.4,
      "rescued_mean_ci95": [5.7, 5.9],     # normal 95% interval on rescued_mean
      "turns_mean_ci95": [30.8, 31.6],     # normal 95% interval on turns.mean
      "distributions": {"turns": {"12": 4, ...}, "rescued": {...}, "lost": {...}, "damage": {...}},
      "board": {"id": "fire-rescue-front", "rows": 8, "cols": 10},
      "heatmaps": {
        "fire_phases": 61234,              # fire phases observed over all games
        "fire": [[0, 12, ...], ...],       # rows x cols: fire phases that ended with Fire on the space
        "victims_lost": [[...], ...],      # rows x cols: Victims (and revealed POI Victims) lost there
        "knocked_down": [[...], ...]       # rows x cols: firefighters knocked down there
      },
      "damage_by_cause": {"setup": 0.0, "explosion": 5.1, "shockwave": 3.2, "hazmat": 0.9, "chop": 0.2, "other": 0.0},
      "damage_per_turn": [0.0, 0.3, ...],  # mean damage on the board after turn 1, 2, ...
      "wall_damage": {"2,5-2,6": 0.41, ...},  # wall edge "r,c-r,c" -> mean Damage put on it per game
      "victims_lost_by_cause": {"fire": 0.4, "explosion": 0.3, "collapse": 1.1, "carried": 0.1},
      "cards": {"flare_up_1": {"title": "Flare-up", "split_turn": 9,
                               "early": {"games": 1010, "win_rate": 0.41, "win_rate_ci95": [0.38, 0.44]},
                               "late": {"games": 990, "win_rate": 0.52, "win_rate_ci95": [0.49, 0.55]},
                               "difference": {"win_rate": -0.11, "ci95": [-0.15, -0.07]}}, ...},
      "changes": {"/supply/damage": 20},   # only for a changed copy (--set, --sweep-param): pointer -> value
      "level_effects": {"hazmat": {"pointer": "/levels/1/hazmat", "from": 4, "to": 5, "diff": -0.04, "ci95": [...]}},
      "level_effects_missing": ["hot_spots"],  # only when stopped: the parameters not measured
                                           # only with --level-effects (authoring/playtest/effects.py)
      "stopped": "...",                    # only when the executor gave up (every Dask worker lost): why
      "games_per_second": 212.4            # the only field that may differ between equal runs
    }

``losses`` counts the games lost by each cause of
:data:`authoring.playtest.runner.RESULTS`: ``victims`` (too many Victims
lost), ``collapse`` (the building collapsed), ``helpers`` (too many Helpers
lost, R-HERO-7), ``marker`` (a Call marker that must not burn burned,
R-HERO-8) and ``named`` (the Call's named Victim lost, R-END-2), all three only in
Golden State Heroes Calls, and ``other``: the game
was still running at ``max_turns``. Wins plus every loss make ``games``.

Turns count every firefighter's turn (a round of 4 players is 4 turns); a
game lost in a fire phase counts the turn it was lost in. ``loss_turns`` holds,
per cause, how many games were lost at each turn count. Distribution keys are
the values as strings, in ascending numeric order. ``heatmaps.victims_lost``
places every Victim lost on Fire or with a knocked-down carrier; Victims lost
in a collapse have no space and only count in ``lost_mean``.

Attribution (added in version 2) says why teams lose. ``damage_by_cause`` and
``victims_lost_by_cause`` are means per game; the causes are those of
:mod:`engine.tally` (``setup``: Damage from the setup explosions; ``hazmat``:
a Hazmat explosion's own blast; ``shockwave``: Damage a Shockwave carried away
from the exploding space; ``carried``: a Victim lost with its knocked-down
carrier). ``damage_per_turn[t]`` is the mean damage after turn ``t + 1``, a
finished game counting with its final damage. ``cards`` holds, for a Call
with decks, each card's effect: games that first drew it by ``split_turn``
(the median first-draw turn) against the rest.

Version 2 also changed the meaning of ``seed``: each game's dice come in
separate streams per purpose (:mod:`engine.dice`), so the same seed plays
other games than in version 1.

Version 3 added the keys ``helpers`` and ``marker`` to ``losses`` and
``loss_turns``; in version 2 those games counted as ``other``, which now
holds only the games stopped by the turn limit. A changed result between a
``helpers`` and a ``marker`` loss counts in a comparison's ``changed`` share.

``callforge playtest --sweep`` prints ``{"format_version": 3, "runs": [summary, ...]}``
(every level x 2-6 players the Call allows, levels outer); ``--sweep-param``
prints the same with one run per value, each summary carrying ``"changes":
{pointer: value}``. ``callforge compare`` prints ``{"format_version": 3,
"runs": [summary, ...], "differences": [difference, ...]}`` where each
difference (see :func:`authoring.playtest.compare.paired_summary`) is::

    {"call": id, "label": str, "path": str, "vs": baseline id, "vs_label": str, "games": int,
     "diff": float, "ci95": [lo, hi],          # win rate, this Call minus the first, same seeds
     "paired": {"win_rate": {"diff", "ci95"}, "turns": {...}, "rescued": {...}, "damage": {...},
                "damage_share": {...}},       # damage / damage supply: only when the supplies differ
     "changed": 0.12,                          # share of games won in one Call and lost in the other (before
                                               # games_asked was added, loss-cause changes counted too)
     "cause_changed": 0.03,                    # share of games lost in both, to different causes
     "bound": null,                            # "floor" (both below 5%) or "ceiling" (both above 95%)
     "verdict": "harder",
     "verdict_parts": {"bound", "win", "others": [[figure, difference, direction], ...]}}  # the verdict as data

Every ``diff`` is the mean over games of (this Call - the first Call) on the
same seeds, with a normal 95% interval on that mean.

``label`` (added in version 3) is what tables and reports name a run by:
the Call id, or, in a ``compare`` of Calls that share an id (a copy being
edited), each Call's file name (:func:`label_runs`). A difference's ``label``
and ``vs_label`` name its two Calls the same way.

Fields are only ever added to this format; a change of meaning bumps
``format_version``.
"""

from __future__ import annotations

from collections.abc import Sequence

from authoring.playtest import stats
from authoring.playtest.runner import RESULTS, GameRecord, PlaytestResult, models_of, team_of

FORMAT_VERSION = 3
"""Version of the JSON summary (see above): fields are only added; a change of meaning bumps it."""


def summarize(result: PlaytestResult) -> dict:
    """The JSON summary of a run (see the module docstring for the format)."""
    spec, records = result.spec, result.records
    call, board = models_of(spec)
    n = len(records)
    wins = sum(r.result == "win" for r in records)
    lo, hi = stats.wilson_interval(wins, n)
    turns = [r.turns for r in records]
    level = spec.level if spec.level is not None else (call.levels[0].id if call.levels else None)
    return {
        "format_version": FORMAT_VERSION,
        "call": call.id,
        "label": call.id,
        "level": level,
        "players": spec.players,
        "specialists": team_of(spec),
        "bot": spec.bot,
        "games": n,
        "seed": spec.seed,
        "max_turns": spec.max_turns,
        "interrupted": result.interrupted,
        "games_asked": result.requested,
        "wins": wins,
        "win_rate": round(wins / n, 6) if n else 0.0,
        "win_rate_ci95": [round(lo, 6), round(hi, 6)],
        "losses": {cause: sum(r.result == cause for r in records) for cause in RESULTS[1:]},
        "loss_turns": {cause: stats.histogram([r.turns for r in records if r.result == cause]) for cause in RESULTS[1:]},
        "turns": {"mean": stats.mean(turns), "p50": stats.quantile(turns, 0.5), "p90": stats.quantile(turns, 0.9)},
        "rescued_mean": stats.mean([r.rescued for r in records]),
        "rescued_mean_ci95": _rounded(stats.mean_interval([r.rescued for r in records])),
        "turns_mean_ci95": _rounded(stats.mean_interval(turns)),
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
        **attribution(records, board, call),
        **({"changes": dict(spec.changes)} if spec.changes else {}),
        **({"stopped": result.stopped} if result.stopped else {}),
        **({"stalled": stalled} if (stalled := sum(r.stalled for r in records)) else {}),
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


def label_runs(summaries: Sequence[dict], paths: Sequence[str]) -> None:
    """Name each run by its Call id, or by its file name when two Calls of the run share an id.

    A designer compares a Call with an edited copy of it, which keeps the id;
    naming both by the id would make the table and the report unreadable.

    >>> runs = [{"call": "a"}, {"call": "a"}, {"call": "b"}]
    >>> label_runs(runs, ["x/a.call.json", "y/a2.call.json", "b.call.json"])
    >>> [r["label"] for r in runs]
    ['a.call.json', 'a2.call.json', 'b']
    >>> runs = [{"call": "a"}, {"call": "a"}]
    >>> label_runs(runs, ["x/a.call.json", "y/a.call.json"])  # same file name too: the paths
    >>> [r["label"] for r in runs]
    ['x/a.call.json', 'y/a.call.json']
    >>> label_runs(runs, ["a.call.json", "a.call.json"])  # one file twice (how large is the noise?): by its place
    >>> [r["label"] for r in runs]
    ['a.call.json (1st)', 'a.call.json (2nd)']
    """
    from collections import Counter
    from pathlib import PurePath

    ids = Counter(s["call"] for s in summaries)
    shared = {s["call"] for s in summaries if ids[s["call"]] > 1}
    names = Counter(PurePath(p).name for s, p in zip(summaries, paths, strict=True) if s["call"] in shared)
    for s, path in zip(summaries, paths, strict=True):
        if s["call"] not in shared:
            s["label"] = s["call"]
        else:
            name = PurePath(path).name
            s["label"] = name if names[name] == 1 else str(path)
    labels = Counter(s["label"] for s in summaries)
    for place, s in enumerate(summaries, start=1):
        if labels[s["label"]] > 1:
            s["label"] += f" ({place}{_ORDINAL.get(place if place < 20 else place % 10, 'th')})"


_ORDINAL = {1: "st", 2: "nd", 3: "rd"}
"""English ordinal endings of 1, 2 and 3 (11th to 13th take "th", as every other number below 20)."""


def paired_wins(a: PlaytestResult, b: PlaytestResult) -> dict:
    """Paired difference in win rate of ``b`` over ``a`` on the games both finished.

    Game ``i`` of both runs used the same seed, so the per-seed win
    indicators are paired (see :func:`authoring.playtest.stats.paired_rate_difference`).
    """
    wins_a = {r.index: r.result == "win" for r in a.records}
    wins_b = {r.index: r.result == "win" for r in b.records}
    common = sorted(wins_a.keys() & wins_b.keys())
    diff, lo, hi = stats.paired_rate_difference([wins_a[i] for i in common], [wins_b[i] for i in common])
    return {"games": len(common), "diff": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}


def strip_timing(summary: dict) -> dict:
    """A copy of ``summary`` without ``games_per_second`` (to compare two runs).

    >>> strip_timing({"wins": 3, "games_per_second": 12.5})
    {'wins': 3}
    """
    return {k: v for k, v in summary.items() if k != "games_per_second"}


def _rounded(pair: tuple[float, float]) -> list[float]:
    return [round(pair[0], 6), round(pair[1], 6)]


def edge_label(cells) -> str:
    """An edge as ``"r,c-r,c"`` (the action notation's form).

    >>> edge_label(((2, 5), (2, 6)))
    '2,5-2,6'
    """
    (r1, c1), (r2, c2) = cells
    return f"{r1},{c1}-{r2},{c2}"


def attribution(records: Sequence[GameRecord], board, call=None) -> dict:
    """Why games were lost: damage by cause, per turn and per wall edge, Victims lost by cause, cards drawn early or late."""
    from engine.board import compile_board
    from engine.tally import DAMAGE_CAUSES, LOSS_CAUSES

    n = max(1, len(records))
    edge_cells = compile_board(board).edge_cells
    cols = board.cols
    walls: dict[int, int] = {}
    for r in records:
        for e, count in r.wall:
            walls[e] = walls.get(e, 0) + count

    def cell(s: int) -> tuple[int, int]:
        return divmod(s, cols)

    return {
        "damage_by_cause": {c: round(sum(r.damage_by_cause[i] for r in records if r.damage_by_cause) / n, 6)
                            for i, c in enumerate(DAMAGE_CAUSES)},
        "damage_per_turn": damage_per_turn(records),
        "wall_damage": {edge_label((cell(edge_cells[e][0]), cell(edge_cells[e][1]))): round(walls[e] / n, 6)
                        for e in sorted(walls)},
        "victims_lost_by_cause": {c: round(sum(r.lost_by_cause[i] for r in records if r.lost_by_cause) / n, 6)
                                  for i, c in enumerate(LOSS_CAUSES)},
        "cards": card_effects(records, call),
    }


def damage_per_turn(records: Sequence[GameRecord]) -> list[float]:
    """Mean damage on the board after each turn, over all games; a finished game keeps its final damage.

    >>> from authoring.playtest.runner import GameRecord
    >>> a = GameRecord(0, "win", 2, 7, 0, 3, 2, (), (), (), damage_curve=(1, 3))
    >>> b = GameRecord(1, "collapse", 1, 0, 2, 5, 1, (), (), (), damage_curve=(5,))
    >>> damage_per_turn([a, b])
    [3.0, 4.0]
    """
    if not records:
        return []
    longest = max(len(r.damage_curve) for r in records)
    curve = []
    for t in range(longest):
        total = sum(r.damage_curve[t] if t < len(r.damage_curve) else r.damage for r in records)
        curve.append(round(total / len(records), 4))
    return curve


def card_effects(records: Sequence[GameRecord], call=None) -> dict:
    """For each card drawn: the win rate of games that drew it early (by the median first-draw turn) against the others.

    ``{card: {"title": English title, "split_turn": t, "early": {"games", "win_rate", "win_rate_ci95"}, "late": {...},
    "difference": {"win_rate", "ci95"}}}``; "late" holds the games that drew it after turn ``t`` or never, and the
    difference is early less late, with Newcombe's interval (the groups share no game): on a few dozen games a split
    of twenty points is often chance. Empty for a Call without decks; the title is the id where ``call`` is not given.
    """
    titles = {card.id: card.title.get("en") for deck in (call.decks if call is not None else ())
              for card in deck.cards}
    turns: dict[str, list[int]] = {}
    for r in records:
        for card, turn in r.card_turn:
            turns.setdefault(card, []).append(turn)
    out = {}
    for card in sorted(turns):
        split = stats.quantile(turns[card], 0.5)
        early = {r.index for r in records for c, t in r.card_turn if c == card and t <= split}
        groups = {"early": [r for r in records if r.index in early], "late": [r for r in records if r.index not in early]}
        wins = {name: sum(r.result == "win" for r in g) for name, g in groups.items()}
        out[card] = {"title": titles.get(card, card), "split_turn": split} | {
            name: {"games": len(g), "win_rate": round(wins[name] / len(g), 6) if g else 0.0,
                   "win_rate_ci95": [round(x, 6) for x in stats.wilson_interval(wins[name], len(g))]}
            for name, g in groups.items()
        }
        diff, lo, hi = stats.rate_difference(wins["early"], len(groups["early"]), wins["late"], len(groups["late"]))
        out[card]["difference"] = {"win_rate": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}
    return out
