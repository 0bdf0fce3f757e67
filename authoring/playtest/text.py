"""Playtest results as text for the terminal: the runs' table and the paired differences."""

from __future__ import annotations

LOSS_COLUMNS = {"victims": "Lost: victims", "collapse": "collapse", "helpers": "Helpers", "marker": "Call marker",
                "named": "named Victim", "other": "turn limit"}
"""Loss cause (:data:`authoring.playtest.runner.RESULTS` after ``win``) -> its column in the runs' table."""

HEROES_CAUSES = ("helpers", "marker", "named")
"""Causes only Golden State Heroes Calls have: their columns appear when a run lost a game to them."""


def loss_columns(summaries: list[dict]) -> list[str]:
    """The loss causes the table shows: every cause but :data:`HEROES_CAUSES` a run never lost a game to.

    >>> loss_columns([{"losses": {"victims": 3, "collapse": 1, "other": 0}}])
    ['victims', 'collapse', 'other']
    >>> loss_columns([{"losses": {"victims": 3, "collapse": 1, "helpers": 0, "marker": 2, "other": 0}}])
    ['victims', 'collapse', 'marker', 'other']
    """
    return [c for c in LOSS_COLUMNS if c not in HEROES_CAUSES or any(s["losses"].get(c, 0) for s in summaries)]


def loss_cells(s: dict, causes: list[str]) -> list[str]:
    """The games ``s`` lost to each of ``causes`` (0 for a cause an older summary lacks).

    >>> loss_cells({"losses": {"victims": 3, "collapse": 1, "other": 0}}, list(LOSS_COLUMNS))
    ['3', '1', '0', '0', '0', '0']
    """
    return [str(s["losses"].get(cause, 0)) for cause in causes]


def run_name(s: dict) -> str:
    """What a table names a run by: its ``label`` (the file name when two Calls share an id), else its Call id."""
    return s.get("label") or s.get("call", "")


def run_where(s: dict, named: bool = False) -> str:
    """A run in a line's head: "veteran, 4 players", led by the Call's name when ``named`` (runs of several Calls).

    >>> run_where({"call": "a", "level": "veteran", "players": 4}), run_where({"call": "a", "level": None, "players": 2}, True)
    ('veteran, 4 players', 'a: 2 players')
    >>> run_where({"call": "a", "level": None, "players": 2, "changes": {"/supply/damage": 12}})  # a sweep's run
    '2 players, /supply/damage=12'
    """
    where = f"{s['level']}, {s['players']} players" if s.get("level") else f"{s['players']} players"
    where += "".join(f", {p}={v}" for p, v in (s.get("changes") or {}).items())
    return f"{run_name(s)}: {where}" if named else where


def print_table(summaries: list[dict]) -> None:
    """One row per run: win rate with its interval, loss causes, turns, means, speed."""
    from rich.console import Console
    from rich.table import Table

    calls = list(dict.fromkeys(run_name(s) for s in summaries))
    title = f"{calls[0] + ', ' if len(calls) == 1 else ''}bot {summaries[0]['bot']}, seed {summaries[0]['seed']}"
    table = Table(title=title, caption="Lost: victims ... turn limit: games lost by each cause. Rescued, Lost: Victims "
                                       "rescued and lost, the mean of a game.")
    changed = any(s.get("changes") for s in summaries)
    causes = loss_columns(summaries)
    columns = (["Call"] if len(calls) > 1 else []) + (["Change"] if changed else []) + [
        "Level", "Players", "Games", "Win rate", "95% CI", *(LOSS_COLUMNS[c] for c in causes),
        "Turns p50/p90", "Rescued", "Lost", "games/s",
    ]
    for name in columns:  # a long Call id or change folds onto a second line rather than losing what tells rows apart
        table.add_column(name, justify="left" if name in ("Call", "Level") else "right", overflow="fold")
    for s in summaries:
        lo, hi = s["win_rate_ci95"]
        row = [run_name(s)] if len(calls) > 1 else []
        if changed:
            row.append(", ".join(f"{p}={v}" for p, v in (s.get("changes") or {}).items()) or "-")
        row += [
            str(s["level"] or "-"),
            str(s["players"]),
            str(s["games"]),
            f"{s['win_rate']:.1%}",
            f"{lo:.1%}-{hi:.1%}",
            *loss_cells(s, causes),
            f"{s['turns']['p50']}/{s['turns']['p90']}",
            f"{s['rescued_mean']:.2f}",
            f"{s['lost_mean']:.2f}",
            speed(s["games_per_second"]),
        ]
        table.add_row(*row)
    console = Console(width=max(160, Console().width))
    console.print(table)
    for line in interrupted_lines(summaries) + strength_lines(summaries):
        console.print(line, markup=False, highlight=False)


def speed(games_per_second: float) -> str:
    """Games a second as the table shows them: whole above 10, one decimal below, never a bare 0.

    >>> speed(3512.4), speed(1.34), speed(0.04)
    ('3512', '1.3', '<0.1')
    """
    if games_per_second >= 10:
        return f"{games_per_second:.0f}"
    return f"{games_per_second:.1f}" if games_per_second >= 0.05 else "<0.1"


def interrupted_lines(summaries: list[dict]) -> list[str]:
    """A line for each run stopped before it played every game asked (its figures are of the games it finished), or
    before its level effects were all measured (``--level-effects``: which were not).

    >>> interrupted_lines([{"call": "a", "level": None, "players": 4, "games": 75, "games_asked": 1000, "interrupted": True}])
    ['4 players: interrupted after 75 of 1000 games; every figure is of those 75 games']
    >>> interrupted_lines([{"call": "a", "level": "heroic", "players": 2, "games": 9, "games_asked": 9, "interrupted": True,
    ...                     "level_effects_missing": ["hazmat", "hot_spots"]}])
    ['heroic, 2 players: interrupted while measuring level effects; not measured: hazmat, hot_spots']
    """
    named = len({run_name(s) for s in summaries}) > 1
    lines = []
    for s in summaries:
        if s.get("level_effects_missing"):
            lines.append(f"{run_where(s, named)}: interrupted while measuring level effects; "
                         f"not measured: {', '.join(s['level_effects_missing'])}")
        elif s.get("interrupted"):
            lines.append(f"{run_where(s, named)}: interrupted after {s['games']} of {s.get('games_asked', '?')} games; "
                         f"every figure is of those {s['games']} games")
        if s.get("stalled"):
            from engine.tally import MAX_ACTIONS_PER_TURN

            lines.append(f"{run_where(s, named)}: {s['stalled']} of {s['games']} games stopped, a turn running to "
                         f"{MAX_ACTIONS_PER_TURN} actions (counted as lost to the turn limit): the Call lets an action "
                         "repeat for ever at no cost, such as a marker that knocks a firefighter down beside it while a "
                         "card gives the AP back")
    return lines


def strength_lines(summaries: list[dict]) -> list[str]:
    """What the win rates mean: the bot's strength, and for a run near 0% or 100% the figures that still tell.

    >>> s = {"bot": "greedy", "level": None, "players": 2, "win_rate": 0.02,
    ...      "turns": {"mean": 20.5}, "turns_mean_ci95": [19.8, 21.2], "rescued_mean": 1.5, "rescued_mean_ci95": [1.4, 1.6]}
    >>> for line in strength_lines([s]):
    ...     print(line)
    bot greedy: a rules-aware baseline team, weaker than good human teams; human teams of other strength will differ
    bot greedy: where it wins under 90%, other bots won more in paired tests; for a figure that may be nearer strong play run again with --bot reference (1.2 to 1.6 times the time in the family game, up to eighty in the others) or --bot search (ten to hundreds of times the time; up to 23 points more than the reference bot in the experienced and Golden State Heroes rows measured, above noise in six of ten, within a point of it in the family game)
    2 players: the win rate is near its bound; turns survived 20.5 (95% CI 19.8-21.2), Victims rescued 1.50 (95% CI 1.40-1.60)
    """
    from engine.bots import near_bound, strength_label, stronger_hint

    lines = [strength_label(summaries[0]["bot"])]
    hint = stronger_hint(summaries[0]["bot"], [s["win_rate"] for s in summaries])
    if hint:
        lines.append(hint)
    named = len({run_name(s) for s in summaries}) > 1
    for s in summaries:
        if not near_bound(s["win_rate"]):
            continue
        lines.append(f"{run_where(s, named)}: the win rate is near its bound; turns survived "
                     f"{s['turns']['mean']:.1f} ({_interval(s, 'turns_mean_ci95', '.1f')}), Victims rescued "
                     f"{s['rescued_mean']:.2f} ({_interval(s, 'rescued_mean_ci95', '.2f')})")
    return lines


def _interval(s: dict, key: str, form: str) -> str:
    """``95% CI lo-hi`` of the summary's ``key``; one game gives no interval, and the text says so.

    >>> _interval({"games": 20, "x": [1.0, 2.5]}, "x", ".1f"), _interval({"games": 1, "x": [2.0, 2.0]}, "x", ".1f")
    ('95% CI 1.0-2.5', 'one game: no interval')
    """
    if s.get("games", 2) < 2:
        return "one game: no interval"
    lo, hi = s[key]
    return f"95% CI {lo:{form}}-{hi:{form}}"


FIGURE_NAMES = {"win_rate": "win rate", "turns": "turns survived", "rescued": "Victims rescued", "damage": "damage",
                "damage_share": "damage / supply"}


def figure_text(name: str, figure: dict) -> tuple[str, str]:
    """A paired figure's difference and its 95% interval as text: the win rate in percent, the rest as numbers.

    >>> figure_text("win_rate", {"diff": -0.1, "ci95": [-0.15, -0.05]}), figure_text("turns", {"diff": 1.5, "ci95": [0.5, 2.5]})
    (('-10.0%', '-15.0% to -5.0%'), ('+1.50', '+0.50 to +2.50'))
    """
    lo, hi = figure["ci95"]
    form = "+.1%" if name in ("win_rate", "damage_share") else "+.2f"
    return format(figure["diff"], form), f"{format(lo, form)} to {format(hi, form)}"


def difference_lines(d: dict) -> list[str]:
    """The lines of one paired comparison: each figure's difference with its interval, the changed share, the verdict.

    >>> d = {"call": "b", "vs": "a", "games": 10, "changed": 0.2, "bound": None, "verdict": "harder",
    ...      "paired": {"win_rate": {"diff": -0.1, "ci95": [-0.15, -0.05]}}}
    >>> print("\\n".join(difference_lines(d)))
    b vs a, 10 paired games: harder
      win rate           -10.0% (95% CI -15.0% to -5.0%)
      won in one and lost in the other: 20.0% of the games
    """
    lines = [f"{d.get('label', d['call'])} vs {d.get('vs_label', d['vs'])}, {d['games']} paired games: {d['verdict']}"]
    for name, figure in d["paired"].items():
        diff, interval = figure_text(name, figure)
        lines.append(f"  {FIGURE_NAMES[name]:<18} {diff} (95% CI {interval})")
    lines.append(f"  won in one and lost in the other: {d['changed']:.1%} of the games"
                 + (f"; lost in both to different causes: {d['cause_changed']:.1%}" if d.get("cause_changed") else ""))
    if d.get("bound"):
        where = "below 5%" if d["bound"] == "floor" else "above 95%"
        lines.append(f"  warning: both Calls win {where}: the win rate cannot tell them apart; the other figures decide")
    return lines


def print_differences(diffs: list[dict]) -> None:
    """The paired comparison of every Call against the baseline."""
    for d in diffs:
        print("\n".join(difference_lines(d)))


def print_tune(result, out, played: dict | None = None) -> None:
    """What played the trials (``played``: bot, players, level, games a trial, seed), the chosen values, their win rate
    with its interval, and every trial."""
    from authoring.playtest.tune import MAX_INTERVAL_WIDTH
    from engine.bots import strength_label

    if played is not None:
        level = f", level {played['level']}" if played.get("level") else ""
        print(f"{played['players']} players{level}, {played['games_per_trial']} games a trial on the seeds of "
              f"run {played['seed']}; {strength_label(played['bot'])}")
    best = result.best
    if best is None:
        print("no trial finished: nothing written" if not result.trials else "every trial was refused: nothing written")
        for t in result.trials:
            print(f"{t.number:>5}  " + ", ".join(f"{p}={v}" for p, v in t.params.items()) + f"  refused: {t.refused}")
        return
    values = ", ".join(f"{p} = {v}" for p, v in best.params.items())
    lo, hi = best.win_rate_ci95
    if result.interrupted:
        why = f"interrupted after {len(result.trials)} of {result.budget or '?'} trials: the best trial so far"
    else:
        why = "every value in the ranges was played" if result.exhausted else "the trial budget ended"
    if result.too_few_games:
        few = (f"{best.games} games a trial are too few to tell: the interval is {hi - lo:.1%} wide, more than "
               f"{MAX_INTERVAL_WIDTH:.0%}; give --games-per-trial {result.games_needed} or more")
        why = f"{why}; {few}" if result.interrupted else few
    if result.reached:
        state = "holds the target"
    elif best.covers(result.target) and best.too_wide:  # inside the interval, which is too wide to count
        state = f"cannot tell whether it holds the target ({why})"
    else:
        state = f"does NOT hold the target ({why})"
    if result.interrupted and result.reached:
        state += "; interrupted"
    print(f"chosen: {values}")
    print(f"win rate {best.win_rate:.1%} (95% CI {lo:.1%}-{hi:.1%}, {best.games} games), target {result.target:.1%}: {state}")
    pointers = list(best.params)
    print("trial  " + "  ".join(pointers) + "  win rate  95% CI")
    for t in result.trials:
        cells = "  ".join(f"{t.params[p]:>{len(p)}}" for p in pointers)
        if t.refused:
            print(f"{t.number:>5}  {cells}  refused: {refusal_text(t.refused)}")
            continue
        mark = " <- chosen" if t is best else ""
        print(f"{t.number:>5}  {cells}  {t.win_rate:>8.1%}  {t.win_rate_ci95[0]:.1%}-{t.win_rate_ci95[1]:.1%}{mark}")
    if out is not None:
        print(f"tuned Call written to {out}")


def refusal_text(message: str) -> str:
    """A refused trial's reason without the file and place the values were tried at (the table's row says them): its
    code and message.

    >>> refusal_text("a.call.json (with /win/rescued=10):24:22: error FP304 winning needs 10 rescued Victims")
    'FP304 winning needs 10 rescued Victims'
    """
    import re

    return re.sub(r"^.*?:\d+:\d+: error ", "", message.splitlines()[0])


def print_level_effects(summaries: list[dict]) -> None:
    """For each run with ``level_effects``: each parameter's step and the paired change in win rate."""
    for s in summaries:
        effects = s.get("level_effects")
        if not effects:
            continue
        print(f"{run_where(s)}: effect of one step of each level parameter (paired)")
        for name, e in effects.items():
            lo, hi = e["ci95"]
            print(f"  {name:<16} {e['from']} -> {e['to']}: win rate {e['diff']:+.1%} (95% CI {lo:+.1%} to {hi:+.1%})")


def attribution_lines(s: dict, named: bool = False) -> list[str]:
    """Why the run's games were lost, in a few lines: damage and Victims lost by cause, the intervals, the worst walls.

    >>> s = {"level": None, "players": 4, "damage_by_cause": {"explosion": 8.0, "chop": 0.0},
    ...      "victims_lost_by_cause": {"fire": 0.5}, "rescued_mean": 5.0, "rescued_mean_ci95": [4.8, 5.2],
    ...      "turns": {"mean": 30.0}, "turns_mean_ci95": [29.0, 31.0], "wall_damage": {"2,5-2,6": 0.9, "1,1-1,2": 0.1}}
    >>> print("\\n".join(attribution_lines(s)))
    4 players: damage per game by cause: explosion 8.00, chop 0.00
      Victims lost per game by cause: fire 0.50
      rescued 5.00 (95% CI 4.80-5.20), turns 30.0 (95% CI 29.0-31.0)
      most damaged walls (Damage per game): 2,5-2,6 0.90, 1,1-1,2 0.10
    """
    label = run_where(s, named)
    damage = ", ".join(f"{c} {v:.2f}" for c, v in s["damage_by_cause"].items())
    lost = ", ".join(f"{c} {v:.2f}" for c, v in s["victims_lost_by_cause"].items())
    walls = sorted(s["wall_damage"].items(), key=lambda kv: -kv[1])[:5]
    return [
        f"{label}: damage per game by cause: {damage}",
        f"  Victims lost per game by cause: {lost}",
        f"  rescued {s['rescued_mean']:.2f} ({_interval(s, 'rescued_mean_ci95', '.2f')}), turns {s['turns']['mean']:.1f} "
        f"({_interval(s, 'turns_mean_ci95', '.1f')})",
        "  most damaged walls (Damage per game): " + (", ".join(f"{e} {v:.2f}" for e, v in walls) or "none"),
    ]


def print_attribution(summaries: list[dict]) -> None:
    """:func:`attribution_lines` of every run."""
    named = len({run_name(s) for s in summaries}) > 1
    for s in summaries:
        if "damage_by_cause" in s:
            print("\n".join(attribution_lines(s, named)))
