"""``callforge new board`` and ``new call``: start a board from a template or an ASCII sketch, a Call from a bundled one.

Exit codes: 0 when the file was written, 1 when the sketch cannot be read or the
file would not validate (nothing is written), 2 for a usage error (an unknown
template, a size out of range, a file that exists without ``--force``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import fail_usage


def board_command(
    out: Annotated[Path | None, typer.Argument(help="The file to write, e.g. calls/boards/attic.board.json.",
                                               show_default=False)] = None,
    template: Annotated[str, typer.Option("--template", "-t", help="front, back (the bundled boards) or blank.")] = "blank",
    rows: Annotated[int | None, typer.Option("--rows", help="Rows of a blank board, ring included (default 8).")] = None,
    cols: Annotated[int | None, typer.Option("--cols", help="Columns of a blank board, ring included (default 10).")] = None,
    sketch: Annotated[Path | None, typer.Option("--from-sketch", help="An ASCII sketch in the studio's format (see --sketch-help).")] = None,
    board_id: Annotated[str | None, typer.Option("--id", help="The board id (default: from the file name).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite the file if it exists.")] = False,
    sketch_help: Annotated[bool, typer.Option("--sketch-help", help="Print the sketch format and exit.")] = False,
    allow_errors: Annotated[bool, typer.Option("--allow-errors", help="Write the board even if it does not validate yet (a sketch cannot hold a dice table: add it in the file).")] = False,
) -> None:
    """Write a new board file that validates: a copy of the front or back board, a blank grid, or a sketch."""
    from authoring.new import board as new_board
    from authoring.sketch import SKETCH_HELP, leading_blank_lines

    if sketch_help:
        typer.echo(SKETCH_HELP)
        return
    if problem := _board_usage_problem(out, template, sketch, sized=rows is not None or cols is not None, force=force):
        fail_usage(problem)
    assert out is not None  # _board_usage_problem asks for it
    sketch_text = _read(sketch, new_board) if sketch is not None else None
    board = _built_board(template, rows, cols, sketch, sketch_text, board_id,
                         new_board.id_from_path(out) if board_id is None else board_id)  # an empty --id is refused
    text = new_board.board_text(board, out)
    diagnostics = new_board.check_text(text)
    if any(d.severity == "error" for d in diagnostics) and not allow_errors:
        if sketch_text is not None:  # the board file is not written: point into the sketch instead
            skipped = leading_blank_lines(sketch_text)
            diagnostics = [new_board.at_sketch_place(d, skipped) for d in diagnostics]
        _refuse_unvalidated(out, sketch, diagnostics)
    _write_board(out, board, text)


def _built_board(template: str, rows: int | None, cols: int | None, sketch: Path | None, sketch_text: str | None,
                 board_id: str | None, the_id: str):
    """The new board: from ``sketch_text`` (read from ``sketch``), else a copy of ``template`` or a blank grid of
    ``rows`` x ``cols``; a usage error for an id or size that cannot be, exit 1 at a sketch's line and column."""
    from rich.console import Console

    from authoring.new import board as new_board
    from authoring.reference.view import escaped
    from authoring.sketch import SketchError

    try:
        if sketch_text is not None:
            return new_board.sketch_board(sketch_text, board_id=the_id)
        return new_board.template_board(template, rows=8 if rows is None else rows, cols=10 if cols is None else cols,
                                        board_id=the_id)
    except SketchError as exc:
        reason = str(exc).split(": ", 1)[-1]
        Console(stderr=True, highlight=False, soft_wrap=True).print(
            f"{escaped(str(sketch))}:{exc.line}:{exc.column}: error {escaped(reason)}", markup=False)
        raise typer.Exit(1) from None
    except ValueError as exc:
        if _about_id(exc):
            fix = "give one with --id" if board_id is None else "change --id"
            fail_usage(f"{escaped(repr(the_id))} is not a board id (lower-case letters, digits, '-' and '_', starting with a "
                       f"letter or digit, at most 64); {fix}")
        fail_usage(_first_problem(exc))


def _refuse_unvalidated(out: Path, sketch: Path | None, diagnostics) -> None:
    """Exit 1 without writing ``out``: the board would not validate (the problems located in the sketch, if any)."""
    from rich.console import Console
    from rich.markup import escape

    from authoring.reference.view import escaped
    from authoring.report import FileReport, render_text

    typer.echo(render_text([FileReport(str(sketch if sketch is not None else out), diagnostics)]), err=True)
    Console(stderr=True, highlight=False, soft_wrap=True).print(
        f"[red]{escape(escaped(str(out)))} not written:[/] the board would not validate; pass --allow-errors to write "
        "it anyway and fix what the errors above name", markup=True)
    raise typer.Exit(1)


def _write_board(out: Path, board, text: str) -> None:
    """Write the board's ``text`` to ``out`` (atomically) and say what validate says of it there; exit 1 when it has
    errors still to fix (written, as asked)."""
    from rich.console import Console

    from authoring.files.save import write_atomic
    from authoring.files.validate import validate_path
    from authoring.reference.view import escaped
    from authoring.report import FileReport, render_text

    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(out, text)
    except OSError as exc:
        err.print(f"error: cannot write {escaped(str(out))}: {escaped(exc.strerror or str(exc))}", markup=False)
        raise typer.Exit(1) from None
    diagnostics = validate_path(out)  # as written: with the library's checks too (an id unlike the file name, FP105)
    if diagnostics:
        typer.echo(render_text([FileReport(str(out), diagnostics)]), err=True)
    err.print(_board_written(out, board, sum(d.severity == "warning" for d in diagnostics),
                             sum(d.severity == "error" for d in diagnostics)), markup=False)
    if any(d.severity == "error" for d in diagnostics):
        raise typer.Exit(1)


def _failed_path(exc: OSError, out: Path) -> Path:
    """What could not be written: the file the system names (the board copied into ``boards/``, say), its folder when
    that name is a save's temporary file, else ``out``.

    >>> _failed_path(OSError(1, "Operation not permitted", "lib/boards/.b.board.json.x1.tmp"), Path("lib/n.call.json"))
    PosixPath('lib/boards')
    """
    if not exc.filename:
        return out
    failed = Path(exc.filename)
    return failed.parent if failed.name.startswith(".") and failed.name.endswith(".tmp") else failed


def call_command(
    out: Annotated[Path, typer.Argument(help="The file to write, e.g. calls/attic-fire.call.json.")],
    template: Annotated[str, typer.Option("--template", "-t", help="family, experienced, warehouse, hillside (the bundled Calls) or a .call.json file.")] = "experienced",
    board: Annotated[str | None, typer.Option("--board", "-b", help="The board id in the library's boards/ folder (default: the template's).")] = None,
    title: Annotated[str | None, typer.Option("--title", help="The title in English (default: from the id).")] = None,
    call_id: Annotated[str | None, typer.Option("--id", help="The Call id (default: from the file name).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite the file if it exists.")] = False,
    allow_errors: Annotated[bool, typer.Option("--allow-errors", help="Write the Call even if it does not validate yet (to fix it in the studio or an editor).")] = False,
) -> None:
    """Write a new Call that validates: a bundled Call's rules, setup and levels, with its own id, title and board.

    A bundled board the library lacks (the folder holding boards/, or the Call's own folder) is copied into it.
    """
    from rich.console import Console
    from rich.markup import escape

    from authoring.files.load import CALL_SUFFIX
    from authoring.files.save import output_target_problem
    from authoring.files.validate import validate_path
    from authoring.new import call as new_call
    from authoring.reference.view import escaped
    from authoring.report import FileReport, render_text

    if not out.name.endswith(CALL_SUFFIX):
        fail_usage(f"the file name must end in {CALL_SUFFIX}: {escaped(str(out))}")
    if problem := output_target_problem(out, force=force):
        fail_usage(problem)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        plan = new_call.plan_call(out, template=template, call_id=call_id, title=title, board=board)
    except ValueError as exc:
        fail_usage(str(exc).splitlines()[0])
    if plan.errors and not allow_errors:
        typer.echo(render_text([FileReport(str(out), plan.diagnostics)]), err=True)
        err.print(f"[red]{escape(escaped(str(out)))} not written:[/] the Call would not validate (the places above are "
                  "in the file as it would be written)", markup=True)
        if any(d.code == "FP102" for d in plan.errors):
            boards = os.path.relpath(new_call.library_of(out.parent.resolve()) / "boards") + os.sep
            err.print(f"hint: --board names a board by its id: one in {escaped(boards)}, or a bundled one "
                      f"({', '.join(new_call.bundled_board_ids())}); start a board with `callforge new board`",
                      markup=False)
        elif plan.board != plan.template_board:
            err.print(f"hint: the template was written for the board {escaped(repr(plan.template_board))}; "
                      "pass --allow-errors to write it anyway and fix what the errors above name", markup=False)
        raise typer.Exit(1)
    try:
        written = new_call.write_call(plan, out, force=force, allow_errors=allow_errors)
    except OSError as exc:
        err.print(f"error: cannot write {escaped(str(_failed_path(exc, out)))}: {escaped(exc.strerror or str(exc))}",
                  markup=False)
        raise typer.Exit(1) from None
    shown = validate_path(out)  # as written: with the library's checks too (an id unlike the file name, FP105)
    if shown:
        typer.echo(render_text([FileReport(str(out), shown)]), err=True)
    for path in written[:-1]:
        err.print(f"copied the board {escaped(plan.board)!r} to {escaped(str(path))}", markup=False)
    found = sum(d.severity == "error" for d in shown)
    warnings = sum(d.severity == "warning" for d in shown)
    verdict = f"{found} error{'s' if found != 1 else ''} to fix" if found else "no errors"
    verdict += f", {_count(warnings, 'warning')}" if warnings else ""
    err.print(f"wrote {escaped(str(out))}: Call {escaped(new_call.id_from_path(out) if call_id is None else call_id)!r} "
              f"on board {escaped(plan.board)!r}, from {escaped(str(template))}; {verdict}", markup=False)


def register(app: typer.Typer) -> None:
    """Add the ``new`` command group to ``app``."""
    group = typer.Typer(name="new", help="Start new files: boards and Calls.", no_args_is_help=True)
    app.add_typer(group)

    group.command("board")(board_command)


    group.command("call")(call_command)


def _board_usage_problem(out: Path | None, template: str, sketch: Path | None, *, sized: bool, force: bool) -> str | None:
    """What is wrong with ``new board``'s arguments, in one line (exit code 2), or None."""
    from authoring.files.load import BOARD_SUFFIX
    from authoring.files.save import output_target_problem
    from authoring.new import board as new_board
    from authoring.reference.view import escaped

    if out is None:
        return "give the file to write, e.g. callforge new board calls/boards/attic.board.json"
    if not out.name.endswith(BOARD_SUFFIX):
        return f"the file name must end in {BOARD_SUFFIX}: {escaped(str(out))}"
    if problem := output_target_problem(out, force=force):
        return problem
    if template not in new_board.TEMPLATE_NAMES:
        return f"unknown template {escaped(template)!r}; choose one of: {', '.join(new_board.TEMPLATE_NAMES)}"
    if sketch is not None and template != "blank":
        return "give --template or --from-sketch, not both"
    if sized and (template != "blank" or sketch is not None):
        return "--rows and --cols size a blank board; a template or a sketch has its own size"
    return None


def _board_written(out: Path, board, warnings: int, errors: int = 0) -> str:
    """The line saying what ``new board`` wrote: its id, size and edges, and how many errors and warnings it has."""
    from authoring.reference.view import escaped

    return (
        f"wrote {escaped(str(out))}: board {board.id!r}, {board.rows} x {board.cols}, {_count(len(board.walls), 'wall')}, "
        f"{_count(len(board.doors), 'door')}, {_count(len(board.openings), 'opening')}; "
        + (_count(errors, "error") if errors else "no errors")
        + (f", {_count(warnings, 'warning')}" if warnings else "")
    )


def _about_id(exc: ValueError) -> bool:
    """Whether the model refused the board's id (and not its size or anything else the board holds)."""
    from pydantic import ValidationError

    return isinstance(exc, ValidationError) and any(e["loc"][:1] == ("id",) for e in exc.errors())


def _first_problem(exc: ValueError) -> str:
    """One line saying what ``exc`` refuses: the field and message of a model error, else the exception's first line."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError) and exc.errors():
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc).splitlines()[0]


def _read(path: Path, new_board) -> str:
    """The sketch text, or a usage error saying why it cannot be used (as for a template): no such file, not a regular
    file, too large, or not UTF-8, which is said at its line and column."""
    from authoring.reference.view import escaped
    from authoring.sketch import SketchError

    try:
        return new_board.read_sketch(path)
    except SketchError as exc:
        fail_usage(f"the sketch {escaped(str(path))}:{exc.line}:{exc.column} cannot be used: {escaped(exc.message)}")
    except ValueError as exc:
        fail_usage(f"the sketch {escaped(str(path))} cannot be used: {escaped(str(exc))}")


def _count(n: int, noun: str) -> str:
    """``n`` and ``noun``, plural but for one.

    >>> _count(1, "door"), _count(3, "wall")
    ('1 door', '3 walls')
    """
    return f"{n} {noun}{'' if n == 1 else 's'}"
