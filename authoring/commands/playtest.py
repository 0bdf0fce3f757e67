"""Commands that play a Call many times with bots: ``playtest``, ``compare`` and ``tune``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import fail_on_file_errors, specialists_by_seat
from engine.bots import BOTS, DEFAULT_BOT

BOT_NAMES = ", ".join(sorted(BOTS))

FORMATS = ("text", "json")

MAX_SEED = 2**64
"""Largest ``--seed``: what a replay holds (:data:`engine.model.saved.MAX_SEED`, not imported here so that
``callforge --help`` loads no model)."""


Level = Annotated[str | None, typer.Option("--level", "-l", help="Difficulty level id (default: the Call's first).")]
Players = Annotated[int | None, typer.Option("--players", "-p", help="Number of firefighters (default 4, within the Call's range).")]
BotName = Annotated[str, typer.Option("--bot", "-b", help=f"One of: {BOT_NAMES} (default: {DEFAULT_BOT}).")]
RunSeed = Annotated[int, typer.Option("--seed", "-s", min=0, max=MAX_SEED, help="Seed of the run; game i is seeded from (seed, i).")]
Jobs = Annotated[int, typer.Option("--jobs", "-j", help="Local worker processes.")]
Format = Annotated[str, typer.Option("--format", "-f", help="text or json.")]
Report = Annotated[Path | None, typer.Option("--report", help="Also write a self-contained HTML report here.")]
ForceReport = Annotated[bool, typer.Option("--force", help="Replace the --report file when it exists.")]
Scheduler = Annotated[str | None, typer.Option("--scheduler", help="Dask scheduler address (tcp://host:port).")]
MaxTurns = Annotated[int, typer.Option("--max-turns", help="Safety net: a game still running then is lost.")]
"""The options playtest, compare and tune share, written once."""


def playtest(
    call: Annotated[Path, typer.Argument(help="The .call.json file to play.")],
    level: Level = None,
    players: Players = None,
    specialists: Annotated[list[str] | None, typer.Option("--specialists", help="Specialist ids by seat, comma-separated or repeated (experienced); default: the bot's choice.")] = None,
    bot: BotName = DEFAULT_BOT,
    games: Annotated[int, typer.Option("--games", "-n", help="Games per run.")] = 2000,
    seed: RunSeed = 0,
    jobs: Jobs = 1,
    scheduler: Annotated[str | None, typer.Option("--scheduler", help="Dask scheduler address (tcp://host:port); the cluster plays instead of --jobs.")] = None,
    budget: Annotated[int | None, typer.Option("--budget", help="Search budget of a searching bot: rollouts per candidate (lookahead: per decision; search: futures per first action, default 8).")] = None,
    max_turns: Annotated[int, typer.Option("--max-turns", help="Safety net: a game still running then is lost (cause 'other').")] = 200,
    sweep: Annotated[bool, typer.Option("--sweep", help="Run every level x 2-6 players (as the Call allows); with --players, at that count; with --level, that level.")] = False,
    set_values: Annotated[list[str] | None, typer.Option("--set", help="POINTER=VALUE: play a changed copy of the Call (repeatable; no file is written), e.g. --set /supply/damage=20.")] = None,
    effects: Annotated[bool, typer.Option("--level-effects", help="Also measure each level parameter's effect (one more paired run per parameter).")] = False,
    sweep_param: Annotated[str | None, typer.Option("--sweep-param", help="POINTER=A,B,C: one run per value, e.g. --sweep-param /levels/0/hazmat=2,3,4.")] = None,
    fmt: Format = "text",
    report: Report = None,
    force: ForceReport = False,
) -> None:
    """Play CALL many times with a bot: win rate, loss causes and why, turns (heatmaps in --format json and --report)."""
    from authoring import playtest as pt
    from authoring.playtest import text

    _check_format(fmt)
    _check_games(games)
    found = _check_report_path(report, force)
    call_path = str(call)
    try:
        base = pt.PlaytestSpec(call_path=call_path, players=players or 0, level=level,
                               specialists=specialists_by_seat(specialists), bot=bot, seed=seed, max_turns=max_turns,
                               budget=budget)
        specs = _planned_runs(base, sweep=sweep, players=players, set_values=set_values or [], sweep_param=sweep_param)
        results = _finished(_run_all(specs, games, jobs=jobs, scheduler=scheduler, quiet=fmt == "json"))
    except pt.PlaytestError as exc:
        _fail_on(exc)
    summaries = [pt.summarize(r) for r in results]
    stopped = _add_level_effects(summaries, results, games, jobs=jobs, scheduler=scheduler,
                                 quiet=fmt == "json") if effects else 0
    if fmt == "json":
        single = len(summaries) == 1 and not sweep and not sweep_param
        doc = summaries[0] if single else {"format_version": pt.FORMAT_VERSION, "runs": summaries}
        typer.echo(json.dumps(doc, indent=2))
    else:
        text.print_table(summaries)
        text.print_attribution(summaries)
        text.print_level_effects(summaries)
    if report is not None:
        _write_report(report, summaries, [call_path], title=f"Playtest of {summaries[0]['call']}", found=found)
    _exit_after(results)
    if stopped:
        raise typer.Exit(stopped)


def _planned_runs(base, *, sweep: bool, players: int | None, set_values: list[str], sweep_param: str | None) -> list:
    """The runs of a playtest: ``base`` at each level and player count asked for (every one with ``--sweep``), each
    with the ``--set`` changes and once per ``--sweep-param`` value; refused (:class:`PlaytestError`) where a change
    would measure nothing or applies to no level played."""
    from dataclasses import replace

    from authoring import playtest as pt
    from authoring.playtest.changes import (
        check_levels_played,
        check_read_in_play,
        check_varied_in_play,
        overlapping,
        parse_assignments,
        parse_values,
        read_call_json,
        vary_runs,
    )

    call_path = base.call_path
    changes = parse_assignments(set_values)
    pointer, values = parse_values(sweep_param) if sweep_param else (None, [None])
    if pointer is not None and (named := overlapping(pointer, changes)) is not None:  # one would overwrite the other
        both = pointer if named == pointer else f"{named} and {pointer}, one inside the other"
        raise pt.PlaytestError(f"--set and --sweep-param both name {both}: give the value once (the sweep's values, "
                               f"or --set alone)")
    every_level = sweep and base.level is None
    levels = pt.level_ids(call_path) if every_level else [base.level]
    if players is None:  # the Call's range as --set leaves it
        counts = pt.player_range(call_path, changes=changes) if sweep else [pt.default_players(call_path, changes)]
    else:
        counts = [players]
    specs = [replace(base, players=n, level=lv) for lv in levels for n in counts]
    changed = list(changes) + ([pointer] if pointer else [])
    check_varied_in_play([pointer] if pointer else [])
    if changed:
        pt.check_spec(specs[0])  # a Call with errors is explained as without the change
        if not every_level:  # a sweep of every level: a level's change applies to its own runs
            check_levels_played(specs[0], read_call_json(call_path)[1], changed, "the run")
    specs = vary_runs(specs, changes, pointer, values, pt.level_ids(call_path) if every_level else None)
    if changed:  # on the Call as --set changes it: a change may make another value read (a ruleset parameter)
        check_read_in_play(specs[0], changed, "the run")
    for spec in specs:
        pt.check_spec(spec)
    return specs


def compare(
    calls: Annotated[list[Path], typer.Argument(help="Two or more .call.json files; the first is the baseline.")],
    level: Annotated[str | None, typer.Option("--level", "-l", help="Difficulty level id (default: each Call's first).")] = None,
    players: Players = None,
    bot: BotName = DEFAULT_BOT,
    games: Annotated[int, typer.Option("--games", "-n", help="Games per Call, on the same seeds.")] = 2000,
    seed: RunSeed = 0,
    jobs: Jobs = 1,
    scheduler: Scheduler = None,
    max_turns: MaxTurns = 200,
    fmt: Format = "text",
    report: Report = None,
    force: ForceReport = False,
) -> None:
    """Play each Call on the same seeds; report the paired differences (win rate, turns, rescued, damage) against the first."""
    from authoring import playtest as pt
    from authoring.playtest import text
    from authoring.playtest.compare import paired_summary

    _check_format(fmt)
    _check_games(games)
    if games < 2:
        _fail("compare needs at least 2 games per Call: one pair of games gives no interval")
    found = _check_report_path(report, force)
    if len(calls) < 2:
        _fail("compare needs at least two Calls")
    try:
        players = players if players is not None else pt.default_players(str(calls[0]))
        specs = [
            pt.PlaytestSpec(call_path=str(c), players=players, level=level, bot=bot, seed=seed, max_turns=max_turns)
            for c in calls
        ]
        for spec in specs:
            pt.check_spec(spec)
        results = _finished(_run_all(specs, games, jobs=jobs, scheduler=scheduler, quiet=fmt == "json"),
                            every=len(specs))
    except pt.PlaytestError as exc:
        _fail_on(exc)
    summaries = [pt.summarize(r) for r in results]
    pt.label_runs(summaries, [str(c) for c in calls])
    diffs = [
        {"call": s["call"], "label": s["label"], "path": str(c), "vs": summaries[0]["call"],
         "vs_label": summaries[0]["label"], **paired_summary(results[0], r)}
        for c, s, r in zip(calls[1:], summaries[1:], results[1:], strict=True)
    ]
    if fmt == "json":
        doc = {"format_version": pt.FORMAT_VERSION, "runs": summaries, "differences": diffs}
        typer.echo(json.dumps(doc, indent=2))
    else:
        text.print_table(summaries)
        text.print_differences(diffs)
    if report is not None:
        _write_report(report, summaries, [str(c) for c in calls], found=found,
                      title="Comparison of " + ", ".join(s["label"] for s in summaries),
                      differences=diffs)
    _exit_after(results)


def register(app: typer.Typer) -> None:
    """Add ``playtest``, ``compare`` and ``tune`` to ``app``."""
    app.command()(playtest)
    app.command()(compare)
    app.command()(tune)


def tune(
    call: Annotated[Path, typer.Argument(help="The .call.json file to tune.")],
    target: Annotated[float, typer.Option("--target", help="The win rate to reach, 0-1 (e.g. 0.35).")],
    vary_values: Annotated[list[str], typer.Option("--vary", help="POINTER=LO..HI: an integer value to vary (repeatable), e.g. --vary /supply/damage=8..24.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Where to write the tuned Call (atomically, keeping the author's key order).")],
    level: Level = None,
    players: Players = None,
    bot: BotName = DEFAULT_BOT,
    games_per_trial: Annotated[int, typer.Option("--games-per-trial", help="Games per trial, on the same seeds every trial.")] = 400,
    trials: Annotated[int, typer.Option("--trials", help="Most trials to play.")] = 30,
    seed: Annotated[int, typer.Option("--seed", "-s", min=0, max=MAX_SEED, help="Seed of the games and of the search.")] = 0,
    jobs: Jobs = 1,
    scheduler: Scheduler = None,
    max_turns: MaxTurns = 200,
    fmt: Format = "text",
    force: Annotated[bool, typer.Option("--force", help="Replace --out when it exists (never the Call being tuned).")] = False,
) -> None:
    """Vary values of CALL until its win rate's 95% interval holds --target; write the tuned Call to --out."""
    from authoring import playtest as pt
    from authoring.playtest import text
    from authoring.playtest.changes import check_destination, parse_ranges, write_changed
    from authoring.playtest.tune import tune as run_tune

    _check_format(fmt)
    try:
        ranges = parse_ranges(vary_values)
        players = players if players is not None else pt.default_players(str(call))
        spec = pt.PlaytestSpec(call_path=str(call), players=players, level=level, bot=bot, seed=seed, max_turns=max_turns)
        pt.check_spec(spec)
        check_destination(str(call), out, force=force)
        pt.check_workers(jobs, scheduler)  # once, before any trial: each would be refused alike
        with _progress(total=trials * games_per_trial, quiet=fmt == "json") as (progress, task):
            def trial_done(trial) -> None:
                progress.update(task, description=f"trial {trial.number}: {trial.win_rate:.1%}")

            result = run_tune(spec, ranges, target=target, games_per_trial=games_per_trial, trials=trials, jobs=jobs,
                              scheduler=scheduler, on_trial=trial_done, on_games=lambda k: progress.advance(task, k))
    except pt.PlaytestError as exc:
        _fail_on(exc)
    if result.best is not None:  # the trials are shown even when the Call cannot be written (a file at --out)
        try:
            for copied in write_changed(str(call), result.changes, out, replace=force, measured=result.measured)[:-1]:
                typer.echo(f"its board copied to {copied}", err=True)
        except pt.PlaytestError as exc:
            result.not_written = str(exc)
    written = result.best is not None and not result.not_written
    level_played = spec.level if spec.level is not None else pt.level_ids(spec.call_path)[0]  # the Call's first
    played = {"bot": bot, "players": players, "level": level_played,
              "games_per_trial": games_per_trial, "seed": seed}
    if fmt == "json":
        typer.echo(json.dumps(result.to_json() | played | {"out": str(out) if written else None}, indent=2))
    else:
        text.print_tune(result, out if written else None, played)
    if result.not_written:
        _fail(result.not_written)
    if result.interrupted:
        raise typer.Exit(130)
    if result.best is None:  # every trial refused (the values --vary asks): nothing written is no success
        raise typer.Exit(2)


def _progress(*, total: int, quiet: bool):
    """A Rich progress bar on stderr (off when quiet or not a terminal): a context manager giving (progress, task)."""
    from contextlib import contextmanager

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    @contextmanager
    def bar():
        console = Console(stderr=True)
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=console, disable=quiet or not console.is_terminal) as progress:
            yield progress, progress.add_task("tuning", total=total)

    return bar()


def _add_level_effects(summaries, results, games: int, *, jobs: int, scheduler, quiet: bool) -> int:
    """Add ``level_effects`` to each summary of a run that finished (see :mod:`authoring.playtest.effects`).

    Once they are stopped, the summary of that run and of every run after it is marked ``interrupted`` with the
    parameters not measured (``level_effects_missing``). Returns the exit code the stop calls for: 130 after Ctrl-C,
    3 for a lost cluster, else 0.
    """
    from authoring import playtest as pt
    from authoring.playtest.effects import level_effects, level_parameters

    code = 0
    for summary, result in zip(summaries, results, strict=True):
        if result.interrupted:
            continue
        names = list(level_parameters(result.spec))
        if code:
            summary.update(interrupted=True, level_effects={}, level_effects_missing=names)
            continue
        if not names:
            typer.echo(f"--level-effects: {summary['call']} has no level numbers to move (it has no levels, or its "
                       "level writes none): nothing measured", err=True)
            summary["level_effects"] = {}
            continue
        with _progress(total=games * len(names), quiet=quiet) as (progress, task):
            progress.update(task, description=f"level effects {summary['level'] or ''} {summary['players']}p")
            try:
                summary["level_effects"], missing, stopped = level_effects(
                    result.spec, result, games, jobs=jobs, scheduler=scheduler,
                    on_progress=lambda k: progress.advance(task, k))
            except pt.PlaytestError as exc:
                _fail_on(exc)
        if missing:
            summary.update(interrupted=True, level_effects_missing=missing)
            typer.echo(f"{'error: ' + stopped if stopped else 'interrupted'}: the effect of {', '.join(missing)} was "
                       "not measured", err=True)
            code = 3 if stopped else 130
    return code


def _exit_after(results) -> None:
    """Exit 3 when a run lost its cluster, 130 after Ctrl-C; the report was printed before."""
    if any(r.stopped for r in results):
        raise typer.Exit(3)
    if any(r.interrupted for r in results):
        raise typer.Exit(130)


def _finished(results: list, *, every: int | None = None) -> list:
    """The runs that finished a game or more, to report; with ``every``, all of that many runs must have.

    A run stopped (Ctrl-C, a lost cluster) before its first game finished has nothing to report: it is left out,
    and when nothing is left to report (or to compare) the command says so and exits 130 (3 for a lost cluster).
    """
    kept = [r for r in results if r.records]
    if kept and (every is None or len(kept) == every):
        return kept
    typer.echo("no game finished: nothing to report" if every is None
               else "stopped before every Call played a game: nothing to compare", err=True)
    _exit_after(results)
    raise typer.Exit(1)


def _check_games(games: int) -> None:
    if games < 1:
        _fail(f"--games must be at least 1, got {games}")


def _check_report_path(report: Path | None, force: bool = False) -> str | None:
    """Refuse, before any game is played, a report path that is not an .html file (so no Call is ever written over).

    Nor a link, a folder, a path below a file or in a missing folder, or an
    existing file without ``force`` (:func:`authoring.files.save.output_target_problem`).
    Returns what the path holds now (:func:`authoring.files.save.content_hash`),
    so that a file written there while the games play is kept.
    """
    from authoring.files.save import content_hash, output_target_problem, read_text_or_none

    if report is None:
        return None
    if report.suffix.lower() not in (".html", ".htm"):
        _fail(f"--report {report}: the report is an HTML page; give a file name ending in .html")
    if problem := output_target_problem(report, force=force, make_folder=False):
        _fail(f"--report: {problem}")
    return content_hash(read_text_or_none(report))


def _check_format(fmt: str) -> None:
    if fmt not in FORMATS:
        _fail(f"unknown format {fmt!r}; use one of: {', '.join(FORMATS)}")


def _fail_on(exc) -> None:
    """Stop on a :class:`authoring.playtest.runner.PlaytestError`: exit 1 when the Call or its board has errors, as
    validate does, 2 for what the command line asked (an unknown level, a ``--set`` the Call cannot take)."""
    if exc.unusable is not None:
        fail_on_file_errors(exc.unusable)
    _fail(str(exc))


def _fail(message: str) -> None:
    """Print ``message`` as an error and exit 2; diagnostics keep their ``path:line:col:`` at the start of the line."""
    import re

    located = re.match(r"[^\n]*:\d+:\d+: (error|warning|info) FP\d{3} ", message)
    typer.echo(message if located else f"error: {message}", err=True)
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
            if result.stopped:
                typer.echo(f"error: {result.stopped}; reporting the games finished", err=True)
                break
            if result.interrupted:
                console.print(f"[yellow]interrupted: reporting the {len(result.records)} games finished[/yellow]")
                break
    return results


def _write_report(path: Path, summaries: list[dict], call_paths: list[str], *, title: str,
                  differences: list[dict] | None = None, found: str | None = None) -> None:
    """Write the HTML report to ``path``; a file written there since it was checked (``found``) is kept, the report beside it."""
    from authoring import playtest as pt
    from authoring.files.save import write_output_kept
    from authoring.playtest.report import render_report
    from authoring.playtest.text import run_name

    # by run name: each Call's runs are drawn on its own board, though two boards (one edited) share an id
    paths = call_paths if len(call_paths) == len(summaries) else call_paths[:1] * len(summaries)
    boards = {}
    for summary, call_path in zip(summaries, paths, strict=True):
        board = pt.load_call(call_path)[1]
        boards[run_name(summary), board.id] = board  # a run whose sweep changed the board finds none: a plain grid
    try:
        written = write_output_kept(path, render_report(summaries, boards=boards, title=title, differences=differences),
                                    found)
    except OSError as exc:
        _fail(f"cannot write {path}: {exc.strerror or exc}")
    if written != path:
        print(f"{path} was written by someone else meanwhile: it is kept", file=sys.stderr)
    print(f"report written to {written}", file=sys.stderr)
