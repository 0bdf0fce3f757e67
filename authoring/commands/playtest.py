"""Commands that play a Call many times with bots: ``playtest`` and ``compare``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from engine.bots import BOTS, DEFAULT_BOT

BOT_NAMES = ", ".join(sorted(BOTS))

FORMATS = ("text", "json")


def register(app: typer.Typer) -> None:
    """Add ``playtest`` and ``compare`` to ``app``."""

    @app.command()
    def playtest(
        call: Annotated[Path, typer.Argument(help="The .call.json file to play.")],
        level: Annotated[str | None, typer.Option("--level", "-l", help="Difficulty level id (default: the Call's first).")] = None,
        players: Annotated[int, typer.Option("--players", "-p", help="Number of firefighters.")] = 4,
        specialists: Annotated[list[str] | None, typer.Option("--specialists", help="Specialist ids by seat, comma-separated or repeated (experienced); default: the bot's choice.")] = None,
        bot: Annotated[str, typer.Option("--bot", "-b", help=f"One of: {BOT_NAMES} (default: {DEFAULT_BOT}).")] = DEFAULT_BOT,
        games: Annotated[int, typer.Option("--games", "-n", help="Games per run.")] = 2000,
        seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the run; game i is seeded from (seed, i).")] = 0,
        jobs: Annotated[int, typer.Option("--jobs", "-j", help="Local worker processes.")] = 1,
        scheduler: Annotated[str | None, typer.Option("--scheduler", help="Dask scheduler address (tcp://host:port); the cluster plays instead of --jobs.")] = None,
        budget: Annotated[int | None, typer.Option("--budget", help="Search budget of the lookahead bot (rollouts per decision).")] = None,
        max_turns: Annotated[int, typer.Option("--max-turns", help="Safety net: a game still running then is lost (cause 'other').")] = 200,
        sweep: Annotated[bool, typer.Option("--sweep", help="Run every level x 2-6 players (as the Call allows).")] = False,
        fmt: Annotated[str, typer.Option("--format", "-f", help="text or json.")] = "text",
        report: Annotated[Path | None, typer.Option("--report", help="Also write a self-contained HTML report here.")] = None,
    ) -> None:
        """Play CALL many times with a bot: win rate, loss causes, turns, heatmaps."""
        from authoring import playtest as pt
        from authoring.playtest import text

        _check_format(fmt)
        seats = _split(specialists)
        try:
            call_path = str(call)
            levels = pt.level_ids(call_path) if sweep else [level]
            counts = pt.player_range(call_path) if sweep else [players]
            specs = [
                pt.PlaytestSpec(
                    call_path=call_path,
                    players=n,
                    level=lv,
                    specialists=seats,
                    bot=bot,
                    seed=seed,
                    max_turns=max_turns,
                    budget=budget,
                )
                for lv in levels
                for n in counts
            ]
            for spec in specs:
                pt.check_spec(spec)
            results = _run_all(specs, games, jobs=jobs, scheduler=scheduler, quiet=fmt == "json")
        except pt.PlaytestError as exc:
            _fail(str(exc))
        summaries = [pt.summarize(r) for r in results]
        if fmt == "json":
            doc = summaries[0] if not sweep else {"format_version": pt.FORMAT_VERSION, "runs": summaries}
            typer.echo(json.dumps(doc, indent=2))
        else:
            text.print_table(summaries)
        if report is not None:
            _write_report(report, summaries, [call_path], title=f"Playtest of {summaries[0]['call']}")
        if any(r.interrupted for r in results):
            raise typer.Exit(130)

    @app.command()
    def compare(
        calls: Annotated[list[Path], typer.Argument(help="Two or more .call.json files; the first is the baseline.")],
        level: Annotated[str | None, typer.Option("--level", "-l", help="Difficulty level id (default: each Call's first).")] = None,
        players: Annotated[int, typer.Option("--players", "-p", help="Number of firefighters.")] = 4,
        bot: Annotated[str, typer.Option("--bot", "-b", help=f"One of: {BOT_NAMES} (default: {DEFAULT_BOT}).")] = DEFAULT_BOT,
        games: Annotated[int, typer.Option("--games", "-n", help="Games per Call, on the same seeds.")] = 2000,
        seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the run; game i is seeded from (seed, i).")] = 0,
        jobs: Annotated[int, typer.Option("--jobs", "-j", help="Local worker processes.")] = 1,
        scheduler: Annotated[str | None, typer.Option("--scheduler", help="Dask scheduler address (tcp://host:port).")] = None,
        max_turns: Annotated[int, typer.Option("--max-turns", help="Safety net: a game still running then is lost.")] = 200,
        fmt: Annotated[str, typer.Option("--format", "-f", help="text or json.")] = "text",
        report: Annotated[Path | None, typer.Option("--report", help="Also write a self-contained HTML report here.")] = None,
    ) -> None:
        """Play each Call on the same seeds; report the paired differences (win rate, turns, rescued, damage) against the first."""
        from authoring import playtest as pt
        from authoring.playtest import text
        from authoring.playtest.compare import paired_summary

        _check_format(fmt)
        if len(calls) < 2:
            _fail("compare needs at least two Calls")
        try:
            specs = [
                pt.PlaytestSpec(call_path=str(c), players=players, level=level, bot=bot, seed=seed, max_turns=max_turns)
                for c in calls
            ]
            for spec in specs:
                pt.check_spec(spec)
            results = _run_all(specs, games, jobs=jobs, scheduler=scheduler, quiet=fmt == "json")
        except pt.PlaytestError as exc:
            _fail(str(exc))
        summaries = [pt.summarize(r) for r in results]
        diffs = [
            {"call": s["call"], "path": str(c), "vs": summaries[0]["call"], **paired_summary(results[0], r)}
            for c, s, r in zip(calls[1:], summaries[1:], results[1:], strict=True)
        ]
        if fmt == "json":
            doc = {"format_version": pt.FORMAT_VERSION, "runs": summaries, "differences": diffs}
            typer.echo(json.dumps(doc, indent=2))
        else:
            text.print_table(summaries)
            text.print_differences(diffs)
        if report is not None:
            _write_report(report, summaries, [str(c) for c in calls], title="Comparison of " + ", ".join(s["call"] for s in summaries),
                          differences=diffs)
        if any(r.interrupted for r in results):
            raise typer.Exit(130)


def _split(values: list[str] | None) -> tuple[str, ...] | None:
    """Accept ``--specialists a,b --specialists c``."""
    if not values:
        return None
    return tuple(v.strip() for item in values for v in item.split(",") if v.strip())


def _check_format(fmt: str) -> None:
    if fmt not in FORMATS:
        _fail(f"unknown format {fmt!r}; use one of: {', '.join(FORMATS)}")


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def _run_all(specs, games: int, *, jobs: int, scheduler: str | None, quiet: bool):
    """Run every spec in turn under one progress bar; stop after an interrupted run."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from authoring import playtest as pt

    console = Console(stderr=True)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    results = []
    with Progress(*columns, console=console, disable=quiet or not console.is_terminal, transient=False) as progress:
        task = progress.add_task("playing", total=games * len(specs))
        for spec in specs:
            progress.update(task, description=f"{Path(spec.call_path).name} {spec.level or ''} {spec.players}p".strip())
            result = pt.run_playtest(spec, games, jobs=jobs, scheduler=scheduler, on_progress=lambda k: progress.advance(task, k))
            results.append(result)
            if result.interrupted:
                console.print(f"[yellow]interrupted: reporting the {len(result.records)} games finished[/yellow]")
                break
    return results


def _write_report(path: Path, summaries: list[dict], call_paths: list[str], *, title: str,
                  differences: list[dict] | None = None) -> None:
    from authoring import playtest as pt
    from authoring.playtest.report import write_report

    boards = {}
    for p in call_paths:
        _, board = pt.load_call(p)
        boards[board.id] = board
    try:
        write_report(path, summaries, boards, title=title, differences=differences)
    except OSError as exc:
        _fail(f"cannot write {path}: {exc}")
    print(f"report written to {path}", file=sys.stderr)
