"""Commands about files: ``validate``, ``inspect``, ``schema``.

Exit codes: 0 when every file is free of errors, 1 when a file has an error
(or, for ``schema --check``, when the schemas are stale), 2 for a usage error
(a missing path, no matching files, an unknown option value).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import fail_on_file_errors, fail_usage, require_text_or_json_file


def find_files(paths: list[Path]) -> list[Path]:
    """The files to check: files as given, folders searched for boards and Calls, sorted.

    Hidden files and folders (names starting with ``.``) inside a folder are skipped.
    Inside a folder every entry named as a board or Call is kept, regular file
    or not: a FIFO, a folder, a symlink that loops or dangles gets FP100 saying
    which, as when it is named directly, instead of being passed over in silence.

    Raises ``FileNotFoundError`` naming a path that does not exist (a symlink that
    loops or dangles is kept: reading it gives FP100 saying which).
    """
    from authoring.files.load import BOARD_SUFFIX, CALL_SUFFIX
    from authoring.files.read import is_there, name_problem

    found: list[Path] = []
    for path in paths:
        if name_problem(path):
            found.append(path)  # reading it gives FP100 saying why
        elif path.is_dir():
            found.extend(
                sorted(
                    p
                    for p in path.rglob("*.json")
                    if p.name.endswith((BOARD_SUFFIX, CALL_SUFFIX))
                    and not any(part.startswith(".") for part in p.relative_to(path).parts)
                )
            )
        elif is_there(path):  # a symlink loop or a dangling link: FP100 says which
            found.append(path)
        else:
            raise FileNotFoundError(str(path))
    unique: dict[Path, None] = dict.fromkeys(found)
    return list(unique)


def validate(
    names: Annotated[
        list[str] | None, typer.Argument(help="Board and Call files, or folders to search recursively.",
                                         metavar="PATHS")
    ] = None,
    output_format: Annotated[str, typer.Option("--format", "-f", help="Output format: text, json or sarif.")] = "text",
    list_codes: Annotated[bool, typer.Option("--list-codes", help="Print every diagnostic code and exit.")] = False,
) -> None:
    """Check boards and Calls; print every problem as path:line:col: severity CODE message."""
    from rich.console import Console

    from authoring import report

    if output_format not in report.FORMATTERS:
        fail_usage(f"unknown format {output_format!r}; choose one of: {', '.join(report.FORMATTERS)}")
    if list_codes:
        if output_format != "text":
            typer.echo(report.codes_json())
        else:
            Console().print(report.codes_table())
        return
    if not names:
        fail_usage("give at least one board or Call file, or a folder")
    if "" in names:  # an empty name is no folder: never read as this one
        fail_usage("an empty path was given: name a board or Call file, or a folder (. for this one)")
    paths = [Path(name) for name in names]
    try:
        files = find_files(paths)
    except FileNotFoundError as exc:
        fail_usage(f"no such file or folder: {exc}")
    if not files:
        fail_usage(f"no *.board.json or *.call.json files in {', '.join(str(p) for p in paths)}")

    from authoring.files.validate import validate_path

    reports = [report.FileReport(str(f), validate_path(f)) for f in files]
    output = report.FORMATTERS[output_format](reports)
    if output:
        typer.echo(output)
    failed = any(r.has_errors for r in reports)
    Console(stderr=True).print(
        f"[{'red' if failed else 'green'}]{report.summary(reports)}[/]", highlight=False
    )
    raise typer.Exit(1 if failed else 0)


def inspect(
    path: Annotated[Path, typer.Argument(help="A .board.json file, or a .call.json file (its board is shown).")],
    output_format: Annotated[str, typer.Option("--format", "-f", help="Output format: text or json.")] = "text",
) -> None:
    """Show a board: a summary and drawing, or its canonical form as JSON; for a Call also its ruleset's parameters."""
    import json

    from rich.console import Console

    from authoring.canonical import canonical_board
    from authoring.files.validate import UnusableFileError, load_usable

    require_text_or_json_file(path, output_format)
    try:
        result = load_usable(path)
    except UnusableFileError as exc:
        fail_on_file_errors(exc)
    board = result.model if result.kind == "board" else result.board
    form = canonical_board(board)
    call = result.model if result.kind == "call" else None
    if output_format == "json":
        typer.echo(json.dumps(form if call is None else {**form, "ruleset": _ruleset_json(call)}))
        return
    _print_summary(Console(), board, form, result.board_path if result.kind == "call" else None)
    if call is not None:
        _print_ruleset(Console(), call)


def schema(
    check: Annotated[bool, typer.Option("--check", help="Exit 1 when schemas/ differs from the models.")] = False,
) -> None:
    """Write (or check) schemas/board.schema.json and schemas/call.schema.json."""
    from rich.console import Console
    from rich.markup import escape

    from authoring.files import schemas

    console = Console(stderr=True, highlight=False, soft_wrap=True)
    if check:
        stale = schemas.stale_schemas()
        for path, why in stale:
            fix = "remove the folder, then run `callforge schema`" if why == "is a folder" else \
                "run `callforge schema` to regenerate it"
            console.print(f"[red]{escape(str(_relative(path)))} {escape(why)}[/]; {fix}")
        if stale:
            raise typer.Exit(1)
        console.print("[green]schemas are up to date[/]")
        return
    for path in schemas.write_schemas():
        console.print(f"wrote {_relative(path)}")


def register(app: typer.Typer) -> None:
    """Add the file commands to ``app``."""
    app.command()(validate)
    app.command()(inspect)
    app.command()(schema)


def _relative(path: Path) -> str:
    import os

    try:
        return os.path.relpath(path)
    except ValueError:  # pragma: no cover - another drive on Windows
        return str(path)


def _ruleset_json(call) -> dict:
    """The Call's ruleset with every parameter resolved (``inspect --format json``)."""
    from authoring.reference.ruleset import resolved_ruleset

    return resolved_ruleset(call)


def _print_ruleset(console, call) -> None:
    """The Call's ruleset and the parameters it sets away from that ruleset's defaults."""
    from authoring.reference import shown
    from authoring.reference.ruleset import changed_params

    changed = changed_params(call)
    name = call.ruleset.name
    if not changed:
        console.print(f"ruleset {name}: every parameter at its default (callforge rules lists them)", highlight=False)
        return
    console.print(f"ruleset {name}: parameters that differ from its defaults", highlight=False)
    for param, value, default in changed:
        console.print(f"  {param} = {shown(value)}  (default {shown(default)})", highlight=False, markup=False)


def _print_summary(console, board, form: dict, board_path: Path | None) -> None:
    """A short Rich summary of a board and its drawing."""
    from rich.markup import escape
    from rich.table import Table

    from authoring.diagnostics import printable
    from authoring.drawings.text import BOARD_LEGEND, draw_board

    title = escape(printable(board.name.en if board.name else board.id))
    table = Table(title=title, show_header=False)
    table.add_column("what", style="bold")
    table.add_column("count", justify="right")
    rows = [
        ("grid", f"{board.rows} x {board.cols}"),
        ("scene spaces", len(form["scene"])),
        ("walls (exterior included)", len(form["walls"])),
        *([("rooms (their walls are counted above)", len(board.rooms))] if board.rooms else []),
        ("doors (closed / open)", f"{sum(d['state'] == 'closed' for d in form['doors'])} / {sum(d['state'] == 'open' for d in form['doors'])}"),
        ("openings", len(form["openings"])),
        ("zones", len(form["zones"])),
        ("POI arrows", len(form["arrows"])),
        ("ambulance / engine spots", f"{len(form['parking']['ambulance'])} / {len(form['parking']['engine'])}"),
    ]
    for what, count in rows:
        table.add_row(what, str(count))
    console.print(table)
    if board_path is not None:  # on a line of its own: a table's caption would break the path to the table's width
        console.print(f"board file: {_relative(board_path)}", markup=False, highlight=False, soft_wrap=True)
    console.print(draw_board(board), markup=False, highlight=False)
    console.print(BOARD_LEGEND, markup=False, highlight=False, style="dim")
