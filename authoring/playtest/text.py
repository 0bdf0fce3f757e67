"""Playtest results as text for the terminal: the runs' table and the paired differences."""

from __future__ import annotations


def print_table(summaries: list[dict]) -> None:
    """One row per run: win rate with its interval, loss causes, turns, means, speed."""
    from rich.console import Console
    from rich.table import Table

    calls = list(dict.fromkeys(s["call"] for s in summaries))
    title = f"{calls[0] + ', ' if len(calls) == 1 else ''}bot {summaries[0]['bot']}, seed {summaries[0]['seed']}"
    table = Table(title=title)
    columns = (["Call"] if len(calls) > 1 else []) + [
        "Level", "Players", "Games", "Wins", "95% CI", "Lost: victims", "collapse", "other",
        "Turns p50/p90", "Rescued", "Lost", "games/s",
    ]
    for name in columns:
        table.add_column(name, justify="left" if name in ("Call", "Level") else "right")
    for s in summaries:
        lo, hi = s["win_rate_ci95"]
        row = [s["call"]] if len(calls) > 1 else []
        row += [
            str(s["level"] or "-"),
            str(s["players"]),
            str(s["games"]),
            f"{s['win_rate']:.1%}",
            f"{lo:.1%}-{hi:.1%}",
            str(s["losses"]["victims"]),
            str(s["losses"]["collapse"]),
            str(s["losses"]["other"]),
            f"{s['turns']['p50']}/{s['turns']['p90']}",
            f"{s['rescued_mean']:.2f}",
            f"{s['lost_mean']:.2f}",
            f"{s['games_per_second']:.0f}",
        ]
        table.add_row(*row)
    Console(width=max(160, Console().width)).print(table)


def print_differences(diffs: list[dict]) -> None:
    """One line per compared Call: the paired difference in win rate against the baseline."""
    for d in diffs:
        lo, hi = d["ci95"]
        verdict = "no clear difference" if lo <= 0 <= hi else ("easier" if d["diff"] > 0 else "harder")
        print(
            f"{d['call']} vs {d['vs']}: win rate {d['diff']:+.1%} (95% CI {lo:+.1%} to {hi:+.1%}, "
            f"{d['games']} paired games): {verdict}"
        )
