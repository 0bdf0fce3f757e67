"""The ``analyse`` command: what a board offers the players, as tables and grids.

Exit codes: 0 when the file was analysed, 1 when it could not be (a loading
problem, or a board too large to check), 2 for a usage error.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import require_text_or_json_file


def analyse(
    path: Annotated[Path, typer.Argument(help="A .board.json file, or a .call.json file (its ruleset picks the rescue rule).")],
    output_format: Annotated[str, typer.Option("--format", "-f", help="Output format: text or json.")] = "text",
) -> None:
    """Rescue distances, the farthest space, walls between rooms, room roll odds and POI slides."""
    import json

    from rich.console import Console

    from authoring.files.validate import analyse_path
    from authoring.report import FileReport, render_text

    require_text_or_json_file(path, output_format)
    analysed = analyse_path(path)
    if analysed.report is None:
        shown = str(analysed.board_path or path)
        problems = [d for d in [*analysed.load.diagnostics, *analysed.findings] if d.severity != "info"]
        typer.echo(render_text([FileReport(shown, problems)]), err=True)
        raise typer.Exit(1)
    if output_format == "json":
        typer.echo(json.dumps(analysed.report.to_json(), ensure_ascii=False))
        return
    files = [str(path)] + ([str(analysed.load.board_path)] if analysed.load.kind == "call" and
                           analysed.load.board_path is not None else [])
    print_report(Console(highlight=False), analysed.report, _found_by_validate(analysed), files)


def register(app: typer.Typer) -> None:
    """Add ``analyse`` to ``app``."""
    app.command()(analyse)


def _found_by_validate(analysed) -> tuple[int, int]:
    """The errors and the warnings ``validate`` would report for the analysed board, or the Call and its board file."""
    from authoring.files.validate import validate_path, validate_result

    found = validate_result(analysed.load)
    if analysed.load.kind == "call" and analysed.load.board_path is not None:
        found += validate_path(analysed.load.board_path)
    return sum(1 for d in found if d.severity == "error"), sum(1 for d in found if d.severity == "warning")


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def heat_grid(report, values: dict, *, outside: str = ".", marks: dict | None = None) -> str:
    """A plain-text grid of per-space values, outside spaces as ``outside`` or their mark.

    >>> from authoring.checks.analysis import analyse
    >>> from engine.model import Board
    >>> r = analyse(Board(id="hut", rows=3, cols=4, openings=[[[0, 1], [1, 1]]]))
    >>> print(heat_grid(r, r.distances))
         0  1  2  3
      0  .  .  .  .
      1  .  1  2  .
      2  .  .  .  .
    """
    marks = marks or {}
    width = max([2, *(len(str(v)) for v in values.values() if v is not None)])
    cell = f"{{:>{width}}}"
    header = "   " + "".join(" " + cell.format(c) for c in range(report.cols))
    lines = [header]
    for r in range(report.rows):
        row = []
        for c in range(report.cols):
            if (r, c) in values:
                value = values[(r, c)]
                row.append(cell.format("--" if value is None else value))
            else:
                row.append(cell.format(marks.get((r, c), outside)))
        lines.append(f"{r:>3}" + "".join(" " + v for v in row))
    return "\n".join(lines)


def print_report(console, report, found: tuple[int, int] = (0, 0), files: list[str] | None = None) -> None:
    """The analysis as Rich text: grids, then tables; first, the errors and warnings ``callforge validate`` finds in
    ``files`` (the board, or the Call and its board): errors may put the figures off, warnings do not."""
    subject = f"board '{report.board}'" + (f", Call '{report.call}'" if report.call else "")
    console.print(f"[bold]Analysis of {subject}[/]")
    errors, warnings = found
    command = " ".join(["callforge validate", *(shlex.quote(f) for f in files or [])])
    if errors:
        console.print(f"{_count(errors, 'error')} found: run `{command}` first; figures may be off.",
                      style="yellow", markup=False)
    elif warnings:
        console.print(f"{_count(warnings, 'warning')} (no error): `{command}` lists them.", markup=False)
    _print_distances(console, report)
    console.print()
    console.print(_rooms_table(report))
    _print_walls(console, report)
    _print_slides(console, report)


def _print_distances(console, report) -> None:
    """FP401's grid of AP to rescue, and FP402's spaces cut off and farthest."""
    from authoring.checks.context import cells_text

    target = {"ambulance": "an ambulance spot space", "places": "a rescue place"}.get(report.rescue,
                                                                                    "the nearest outside space")
    if report.rescue_places:
        target += (f" of the Call ({', '.join(report.rescue_places)}; no vehicles)" if report.rescue == "places"
                   else f" or a rescue place of the Call ({', '.join(report.rescue_places)})")
    marked = report.rescue != "outside" or report.rescue_places
    covered = "; # = under a Call marker nobody can remove" if report.blocked else ""
    console.print(f"\n[bold]FP401[/] AP from each scene space to {target}{' (R)' if marked else ''}, every door open "
                  f"(1 AP a move; carrying a Victim doubles it; -- = cannot get out; . = not a scene space{covered}):")
    marks = {c: "R" for c in report.rescue_spaces} if marked else {}
    marks.update({c: "#" for c in report.blocked})
    console.print(heat_grid(report, report.distances, marks=marks), markup=False)
    if report.cut_off:
        console.print(f"\n[bold]FP402[/] cannot reach rescue at all, even with every door open: {cells_text(report.cut_off)}")
    if report.farthest:
        d = report.farthest_distance
        others = " (of the others)" if report.cut_off else ""
        console.print(f"\n[bold]FP402[/] farthest from rescue{others}: {cells_text(report.farthest)}: {d} AP, {2 * d} AP "
                      "carrying a Victim")


def _rooms_table(report):
    """FP404's table: each room, its spaces and the share of rolls landing in it."""
    from rich.table import Table

    from authoring.checks.context import cell_text

    rooms = Table(title="FP404 rooms and the rolls landing in them")
    named = any(report.room_names)
    for column, justify in (("room", "right"), *((("name", "left"),) if named else ()), ("first space", "left"),
                            ("spaces", "right"), ("rolls", "right"), ("share", "right")):
        rooms.add_column(column, justify=justify)
    for odds in report.room_odds:
        room = report.rooms[odds.room]
        name = ((report.room_name(odds.room) or "-"),) if named else ()
        rooms.add_row(str(odds.room + 1), *name, cell_text(room[0]), str(len(room)), f"{odds.rolls}/{odds.total}",
                      f"{odds.probability:.1%}")
    if report.rolls_naming_no_space:
        rooms.add_row("-", *(("",) if named else ()), "no space", "-", f"{report.rolls_naming_no_space}/{report.rolls_total}",
                      f"{report.rolls_naming_no_space / report.rolls_total:.1%}" if report.rolls_total else "")
    return rooms


def _print_walls(console, report) -> None:
    """FP403's table of the walls between two rooms."""
    from rich.table import Table

    from authoring.checks.context import edge_text

    walls = Table(title="FP403 walls between two rooms")
    for column in ("wall", "edge", "joins rooms"):
        walls.add_column(column)
    for wall in report.joining_walls:
        a, b = wall.rooms
        walls.add_row(wall.pointer, edge_text(wall.edge), f"{_room_word(report, a)} and {_room_word(report, b)}")
    console.print(walls if report.joining_walls else "[bold]FP403[/] no wall stands between two rooms")
    if report.joining_walls:
        console.print("Destroying one of these walls (2 Damage) joins its two rooms.")


def _print_slides(console, report) -> None:
    """FP405's grid of arrow steps to the loop a sliding POI ends in, and the loops."""
    from authoring.checks.context import cells_text

    if report.slide_lengths:
        console.print("\n[bold]FP405[/] arrow steps from each scene space to the loop a sliding POI ends in (-- = leaves the scene):")
        console.print(heat_grid(report, report.slide_lengths), markup=False)
        loops = "; ".join(cells_text(loop) for loop in report.arrow_loops) or "none"
        console.print(f"arrow loop{'s' if len(report.arrow_loops) != 1 else ''}: {loops}")
    else:
        console.print("\n[bold]FP405[/] the board has no POI arrows")


def _room_word(report, room: int) -> str:
    """A room in the walls table: its number, and the board's name for it where it has one."""
    name = report.room_name(room)
    return f"{room + 1}" if name is None else f"{room + 1} ({name})"
