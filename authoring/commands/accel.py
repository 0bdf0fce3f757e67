"""``callforge accel build|status|clean``: the compiled engine (see :mod:`engine.accel`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

DIR_HELP = "Build folder (default: $CALLFORGE_ACCEL_DIR, else build/accel at the project root)."


def build(
    directory: Annotated[Path | None, typer.Option("--dir", help=DIR_HELP)] = None,
    if_stale: Annotated[bool, typer.Option("--if-stale", help="Do nothing when the build is up to date.")] = False,
    no_fail: Annotated[bool, typer.Option("--no-fail", help="Report a failure in one line and exit 0 (the engine then runs on its Python sources).")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Show mypyc's and the compiler's output.")] = False,
) -> None:
    """Compile the engine's hot modules (about a minute); the engine uses them while they match the sources."""
    from authoring import accel as builder
    from engine import accel

    target = directory or accel.accel_dir()
    verdict = accel.check(target)
    if if_stale and verdict.ok:
        typer.echo(f"compiled engine: {verdict.reason}")
        return
    lacking = builder.missing_tools()
    if lacking:
        typer.echo(f"compiled engine not built, the engine runs on its Python sources: {lacking}", err=True)
        raise typer.Exit(0 if no_fail else 1)
    typer.echo(f"compiling the engine into {target} (about a minute; {verdict.reason}) ...")
    try:
        report = builder.build(target, if_stale=if_stale, verbose=verbose)
    except builder.BuildError as exc:
        typer.echo(f"compiled engine not built, the engine runs on its Python sources: {exc}", err=True)
        raise typer.Exit(0 if no_fail else 1) from None
    if report is None:
        typer.echo(f"compiled engine: {accel.check(target).reason}")
    else:
        typer.echo(f"compiled engine: {report.modules} modules built in {report.seconds:.0f} s")


def status(
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print only 'compiled' or 'pure'.")] = False,
) -> None:
    """Say which engine runs here (compiled or pure) and why."""
    from engine import accel

    now = accel.status()
    if quiet:
        typer.echo(now.engine)
        return
    typer.echo(f"engine: {now.engine}")
    typer.echo(f"why: {now.reason}")
    typer.echo(f"build folder: {now.directory}")
    if now.engine == "pure" and accel.pure_requested():
        verdict = accel.check(now.directory)
        typer.echo(f"without {accel.PURE_VARIABLE}: {'compiled' if verdict.ok else 'pure'} ({verdict.reason})")


def clean(directory: Annotated[Path | None, typer.Option("--dir", help=DIR_HELP)] = None) -> None:
    """Remove the compiled engine and its work folder."""
    from authoring import accel as builder

    removed = builder.clean(directory)
    typer.echo("removed " + ", ".join(str(p) for p in removed) if removed else "nothing to remove")


def register(app: typer.Typer) -> None:
    """Add the ``accel`` command group to ``app``."""
    group = typer.Typer(
        name="accel",
        help="The compiled engine: the same rules, compiled with mypyc, four to five times as fast. Optional.",
        no_args_is_help=True,
    )
    app.add_typer(group)

    group.command()(build)
    group.command()(status)
    group.command()(clean)
