"""CLI commands, one module per topic; see :mod:`authoring.cli`.

What several commands share lives here: how a usage error is reported.
"""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import typer

USAGE_ERROR = 2
"""Exit code of a usage error: a missing path, no matching files, an unknown option value."""

FILE_HAS_ERRORS = 1
"""Exit code when a file a command reads has errors (printed as ``callforge validate`` prints them): validate's own
code for the same file, so every command reading a broken Call or board exits alike."""


def fail_on_file_errors(unusable, lang: str = "en", then: str | None = None) -> NoReturn:
    """Print the located diagnostics of ``unusable`` (:class:`authoring.files.validate.UnusableFileError`) on stderr
    as validate prints them, in ``lang`` for a command that speaks it (``--lang``), then the line ``then``; exit with
    :data:`FILE_HAS_ERRORS`. A file that is not there at all is a usage error, as for ``callforge validate``."""
    if lang == "en":
        typer.echo(unusable.text(), err=True)
    else:
        from authoring.language.diagnostic_text import unusable_text

        typer.echo(unusable_text(unusable, lang), err=True)
    if then:
        typer.echo(then, err=True)
    raise typer.Exit(USAGE_ERROR if unusable.missing else FILE_HAS_ERRORS)


def fail_usage(message: str) -> NoReturn:
    """Print ``error: message`` on stderr (:func:`say_error`) and exit with :data:`USAGE_ERROR`."""
    say_error(message)
    raise typer.Exit(USAGE_ERROR)


def say_error(message: str) -> None:
    """Print ``error: message`` on stderr.

    ``message`` is printed as it is, never read as Rich markup (it often holds
    what the user typed: ``--id '[/]'`` or a path with brackets), its control
    characters shown as escapes. It is one line however long (the terminal
    wraps it), so a path in it is never broken and ``grep`` finds it whole.
    """
    from rich.console import Console
    from rich.text import Text

    from authoring.reference.view import escaped

    Console(stderr=True, soft_wrap=True).print(Text.assemble(("error:", "red"), " ", escaped(message)), highlight=False)


def specialists_by_seat(values: list[str] | None) -> tuple[str, ...] | None:
    """``--specialists a,b --specialists c`` as one specialist id per seat (None when not given); an empty item
    (``a,,b``) is a usage error naming its place.

    >>> specialists_by_seat(["paramedic, generalist", "cafs_firefighter"])
    ('paramedic', 'generalist', 'cafs_firefighter')
    """
    if not values:
        return None
    seats = tuple(v.strip() for item in values for v in item.split(","))
    if "" in seats:
        fail_usage(f"--specialists: item {seats.index('') + 1} is empty; give one specialist id per seat, e.g. "
                   "paramedic,generalist")
    return seats


def require_text_or_json_file(path: Path, output_format: str) -> None:
    """Stop with a usage error unless ``output_format`` is text or json and ``path`` is a file."""
    if output_format not in ("text", "json"):
        fail_usage(f"unknown format {output_format!r}; choose one of: text, json")
    require_file(path)


def require_file(path: Path) -> None:
    """Stop with a usage error unless ``path`` names something that is there and is no folder."""
    from authoring.files.read import is_there, name_problem

    if problem := name_problem(path):
        fail_usage(f"{path}: {problem}")
    if path.is_dir():
        fail_usage(f"{path} is a folder; give a board or Call file")
    if not is_there(path):
        fail_usage(f"no such file: {path}")
    # a FIFO, a device or a symlink loop is left to the loader, which says which (FP100)


def check_seed(seed: int) -> None:
    """A usage error unless ``seed`` is one a replay file can hold (0 to 2**64): a recorded game must run again."""
    from engine.model.saved import MAX_SEED

    if not 0 <= seed <= MAX_SEED:
        fail_usage(f"--seed must be 0 to {MAX_SEED} (2**64), got {seed}")


def check_players(call, players: int) -> None:
    """A usage error unless ``call`` takes ``players`` firefighters (its ``players`` range)."""
    if not call.players.min <= players <= call.players.max:
        fail_usage(f"--players: this Call takes {call.players.min}-{call.players.max} players, not {players}")


def check_level(call, level: str | None) -> None:
    """A usage error unless ``level`` is None or a level id of ``call``, worded as ``playtest`` words it.

    Asked before any game starts, so that a level the Call lacks (a Call
    without levels has none) is said in the command's own words, as a usage error.
    """
    if level is not None and level not in {lv.id for lv in call.levels}:
        known = f"known levels: {', '.join(lv.id for lv in call.levels)}" if call.levels else "the Call has no levels"
        fail_usage(f"{call.id}: unknown level {level!r}; {known}")
