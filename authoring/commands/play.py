"""Commands about playing: ``replay`` (check or record a replay) and ``rules-test`` (rule scenarios)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import check_level, check_players, check_seed, fail_on_file_errors, fail_usage
from authoring.diagnostics import printable


def _load_call(path: Path):
    """A Call and its board from a ``.call.json`` path, through the loader; errors are printed located."""
    from authoring.files.validate import UnusableFileError, load_usable

    try:
        result = load_usable(path)
    except UnusableFileError as exc:
        fail_on_file_errors(exc)
    if result.kind != "call" or result.board is None:
        typer.echo(printable(f"{path}: not a Call file (the name ends in .call.json)"), err=True)
        raise typer.Exit(2)
    return result.model, result.board


def _find_call(call_id: str, library: Path, file: Path, positions: dict) -> Path:
    """The Call ``call_id`` of the library; when it is not there (or would lie outside it), an error at the replay's
    ``call`` (exit 1), as every value of the file that keeps it from being re-run is said."""
    from authoring.files.load import call_in_library

    path = call_in_library(call_id, library)
    if path is None:
        line, column = positions.get("/call", (1, 1))
        typer.echo(printable(f"{file}:{line}:{column}: cannot be re-run: it is a game of the Call {call_id!r}, which "
                             f"the library {library} does not hold (give the Call with --call PATH, or the library "
                             "with --library)"), err=True)
        raise typer.Exit(1)
    return path


def replay_mismatch(replay: dict, call, board) -> tuple[str, str] | None:
    """Where and why ``replay`` is not a game of ``call`` on ``board`` (its Call, board or level differ): a JSON
    Pointer into the replay and the reason; None when it is one.

    >>> from types import SimpleNamespace as NS
    >>> call, board = NS(id="attic", levels=[NS(id="calm")]), NS(id="front")
    >>> replay_mismatch({"call": "attic", "board": "front", "options": {"difficulty": "calm"}}, call, board) is None
    True
    >>> replay_mismatch({"call": "cellar", "board": "front", "options": {}}, call, board)
    ('/call', "it is a game of the Call 'cellar', not of 'attic'")
    >>> replay_mismatch({"call": "attic", "board": "front", "options": {"difficulty": "hot"}}, call, board)
    ('/options/difficulty', "unknown level 'hot': the Call 'attic' has the levels calm")
    """
    if replay["call"] != call.id:
        return "/call", f"it is a game of the Call {replay['call']!r}, not of {call.id!r}"
    if replay["board"] != board.id:
        return "/board", f"it was played on the board {replay['board']!r}; the Call {call.id!r} is on {board.id!r}"
    level = replay["options"].get("difficulty")
    if level is not None and level not in {lv.id for lv in call.levels}:
        known = f"has the levels {', '.join(lv.id for lv in call.levels)}" if call.levels else "has no levels"
        return "/options/difficulty", f"unknown level {level!r}: the Call {call.id!r} {known}"
    return None


def replay_text(replay: dict) -> str:
    """A replay as JSON with one step per line, so that diffs stay readable."""
    head = {k: v for k, v in replay.items() if k != "steps"}
    lines = [json.dumps(step, separators=(",", ":")) for step in replay["steps"]]
    body = json.dumps(head, indent=2)[:-2]
    return body + ',\n  "steps": [\n    ' + ",\n    ".join(lines) + "\n  ]\n}\n"


def replay(
    file: Annotated[Path | None, typer.Argument(help="Replay file to re-run (or the output with --record).")] = None,
    record: Annotated[Path | None, typer.Option("--record", help="Record a new replay of this .call.json.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the game's dice (--record; default 0).")] = None,
    players: Annotated[int | None, typer.Option("--players", help="Number of firefighters (--record; default 4 within the Call's range).")] = None,
    level: Annotated[str | None, typer.Option("--level", help="Difficulty level id (--record).")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Where to write the recorded replay (--record): a name ending in .replay.json.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite the --out file if it exists (--record).")] = False,
    call_path: Annotated[Path | None, typer.Option("--call", help="The .call.json to check a replay against.")] = None,
    library: Annotated[Path, typer.Option("--library", help="The library where the Call a replay names by its id is "
                                          "looked up (without --call).")] = Path("calls"),
) -> None:
    """Re-run a replay and report the first divergence, or record one with the built-in random player."""
    if record is not None:
        target = out or file
        if target is None:
            raise typer.BadParameter("--record needs where to write the replay: --out FILE (or FILE)")
        _record_replay(record, target, seed=0 if seed is None else seed, players=players, level=level, force=force)
        return
    if file is None:
        raise typer.BadParameter("give a replay FILE, or --record CALL --out FILE")
    recording = [name for name, given in (("--seed", seed is not None), ("--players", players is not None),
                                          ("--level", level is not None), ("--out", out is not None), ("--force", force))
                 if given]
    if recording:
        named = recording[0] if len(recording) == 1 else f"{', '.join(recording[:-1])} and {recording[-1]}"
        fail_usage(f"{named} go{'es' if len(recording) == 1 else ''} with --record: a replay is re-run "
                   "with the seed, players and level it was recorded with")
    for suffix, what in ((".call.json", "a Call"), (".board.json", "a board")):
        if file.name.endswith(suffix):
            hint = f": to record a game of it, callforge replay --record {file} --out GAME.replay.json" if what == "a Call" else ""
            fail_usage(printable(f"{file} is {what} file; replay re-runs a recorded game (.replay.json){hint}"))
    _rerun_replay(file, call_path, library)


def _record_replay(call_file: Path, target: Path, *, seed: int, players: int | None, level: str | None,
                   force: bool) -> None:
    """``replay --record``: a game of ``call_file`` played by the random player, written to ``target`` (a file
    written there meanwhile is kept, the replay going beside it); ``players`` None: 4 within the Call's range, as
    ``play`` and ``playtest`` take."""
    from authoring.files.save import content_hash, read_text_or_none, replay_target_problem, write_output_kept
    from engine.bots.random import RandomBot
    from engine.errors import GameError
    from engine.replay import record as record_game

    if problem := replay_target_problem(target, force=force):
        raise typer.BadParameter(problem)
    found = content_hash(read_text_or_none(target))
    check_seed(seed)
    call, board = _load_call(call_file)
    check_level(call, level)
    if players is None:
        players = min(max(4, call.players.min), call.players.max)
    check_players(call, players)
    try:
        data = record_game(call, board, players=players, seed=seed, difficulty=level, policy=RandomBot(seed))
    except GameError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        written = write_output_kept(target, replay_text(data), found)
    except OSError as exc:
        typer.echo(f"error: cannot write {target}: {exc.strerror or exc}", err=True)
        raise typer.Exit(1) from None
    if written != target:
        typer.echo(printable(f"{target} was written by someone else meanwhile: it is kept"), err=True)
    typer.echo(printable(f"{written}: {len(data['steps'])} actions, {data['outcome']['result']}"))


def _as_written(loaded) -> dict:
    """The replay ``loaded`` read, with its steps' actions and format as its file writes them: a replay of format 1 is
    upgraded by :func:`engine.replay.run_replay`, which then quotes a step as the file holds it."""
    data = loaded.model.model_dump(mode="json")
    try:
        raw = json.loads(loaded.text or "")
    except ValueError:
        return data
    if raw.get("format_version") != 1:
        return data
    actions = [step["action"] for step in raw["steps"]]  # read by the model already: a list of steps with actions
    return {**data, "format_version": 1,
            "steps": [{**step, "action": action} for step, action in zip(data["steps"], actions, strict=True)]}


def _rerun_replay(file: Path, call_path: Path | None, library: Path) -> None:
    """``replay FILE``: the recorded game played again on its Call; exit 1 at the first step that plays otherwise, or
    at the option or value that keeps it from being re-run (located in the file)."""
    from authoring.files.load import load_replay
    from authoring.files.read import is_there
    from authoring.report import FileReport, render_text
    from engine.errors import GameError
    from engine.replay import run_replay

    loaded = load_replay(file)
    if loaded.model is None or any(d.severity == "error" for d in loaded.diagnostics):  # a key twice, too
        typer.echo(render_text([FileReport(str(file), loaded.diagnostics)]), err=True)
        raise typer.Exit(1 if is_there(file) else 2)  # a file with errors, as every command says it; none: usage
    data = _as_written(loaded)
    call, board = _load_call(call_path or _find_call(data["call"], library, file, loaded.positions))
    if mismatch := replay_mismatch(data, call, board):
        pointer, problem = mismatch
        line, column = loaded.positions.get(pointer, (1, 1))
        typer.echo(printable(f"{file}:{line}:{column}: cannot be re-run: {problem}"), err=True)
        raise typer.Exit(1)
    try:
        result = run_replay(data, call, board)
    except GameError as exc:  # the game its options set up cannot start: at the option
        from authoring.playing.session import option_place, option_pointer

        line, column = option_place(loaded.positions, option_pointer(exc))
        typer.echo(printable(f"{file}:{line}:{column}: cannot be re-run: {exc}"), err=True)
        raise typer.Exit(1) from None
    if result.ok:
        ending = result.outcome["result"] if result.outcome else "game not finished"
        typer.echo(printable(f"{file}: ok, {result.steps} actions, {ending}"))
        return
    step = result.divergence.step
    place = loaded.positions.get(f"/steps/{step}") if step >= 0 else loaded.positions.get("/setup")
    at = f":{place[0]}:{place[1]}" if place else ""
    typer.echo(printable(f"{file}{at}: diverges: {result.divergence}"), err=True)
    raise typer.Exit(1)


def rules_test(
    paths: Annotated[list[Path], typer.Argument(help="Scenario files or folders of them.")],
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print passing scenarios too.")] = False,
) -> None:
    """Run rule scenarios (tests/rules format) and report each failure."""
    from engine.scenario import run_files

    if missing := [str(p) for p in paths if not p.exists() and not p.is_symlink()]:
        fail_usage(f"no such file or folder: {', '.join(missing)}")
    failed = 0
    results = [(path, _known_rules(res)) for path, res in run_files(paths)]
    for path, res in results:
        if res.ok:
            if verbose:
                typer.echo(printable(f"{path}: ok ({', '.join(res.rules)})"))
            continue
        failed += 1
        for problem in res.problems:
            place, what = _split_place(path, problem)
            typer.echo(printable(f"{place}: {res.id}: {what}"), err=True)
    typer.echo(f"{len(results) - failed} passed, {failed} failed")
    if failed:
        raise typer.Exit(1)


_FIELD = re.compile(r"(?:(?:malformed scenario|cannot build the position): )?(?P<field>[a-z_]+(?:\[\d+\]|\.[a-z_]+)*):")


def _scenario_place(path: Path, problem: str) -> str:
    """``path:line:col`` of the field a scenario ``problem`` names first (``do.actions[1]: ...``), else ``path``.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    ...     _ = f.write('{"do": {"actions": ["end", 5]}}')
    >>> _scenario_place(Path(f.name), "malformed scenario: do.actions[1]: a string is expected").endswith(":1:28")
    True
    """
    found = _FIELD.match(problem)
    if found is None:
        unknown = re.match(r"malformed scenario: unknown key (?P<key>'[^']*')", problem)
        return _field_place(path, "", unknown["key"][1:-1]) if unknown else str(path)
    unknown = re.match(r" unknown key '(?P<key>[^']*)'", problem[found.end():])
    return _field_place(path, found["field"], unknown["key"] if unknown else None)


def _split_place(path: Path, problem: str) -> tuple[str, str]:
    """Where ``problem`` is, and what: a loading error names its file (and line and column) itself; one that names
    no line (a key written twice, nesting too deep) is placed by the board reader (:func:`_json_place`)."""
    said = re.match(re.escape(str(path)) + r"(?P<at>:\d+:\d+)?: (?P<rest>.*)", problem, re.DOTALL)
    if said is not None:
        at = said["at"] or (_json_place(path) if said["rest"].startswith("not valid JSON: ") else "")
        return f"{path}{at}", said["rest"]
    return _scenario_place(path, problem), problem


def _json_place(path: Path) -> str:
    """``:line:col`` of what makes ``path`` no scenario JSON, as the board and Call reader finds it (the second
    writing of a key written twice, the value nested too deep), or "" when it finds nothing.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    ...     _ = f.write('{"rules": [],\\n "rules": []}')
    >>> _json_place(Path(f.name))
    ':2:2'
    """
    from authoring.files import jsonpos

    try:
        doc = jsonpos.parse(path.read_text(encoding="utf-8-sig"))
    except jsonpos.JSONSyntaxError as exc:
        return f":{exc.line}:{exc.column}"
    except (OSError, ValueError, RecursionError):
        return ""
    return f":{doc.duplicates[0].line}:{doc.duplicates[0].column}" if doc.duplicates else ""


def _field_place(path: Path, field: str, key: str | None = None) -> str:
    """``path:line:col`` of ``field`` (``do.actions[1]``; of its member ``key`` when an unknown key is the
    problem), or of the nearest object holding it."""
    from authoring.files import jsonpos

    parts = [int(part) if part.isdigit() else part for part in re.findall(r"[a-z_]+|\d+", field)]
    try:
        doc = jsonpos.parse(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError, jsonpos.JSONSyntaxError, RecursionError):
        return str(path)
    if key is not None and (where := doc.key_positions.get(f"{jsonpos.pointer_of(parts)}/{jsonpos.escape_token(key)}")):
        return f"{path}:{where[0]}:{where[1]}"
    while parts:
        where = doc.positions.get(jsonpos.pointer_of(parts))
        if where is not None:
            return f"{path}:{where[0]}:{where[1]}"
        parts.pop()  # a key the file lacks: the object that should hold it
    return str(path)


def _known_rules(res):
    """``res`` with a problem for each rule id it names that the rules reference lacks (``callforge rules`` lists them):
    a scenario citing a rule nobody can look up tests nothing a reader can find."""
    import difflib
    from dataclasses import replace

    from authoring.reference.entries import RULES

    unknown = [rule for rule in res.rules if rule not in RULES]
    said = [f"rules: {rule!r} is no rule of the rules reference" + (
        f" (did you mean {near[0]!r}?)" if (near := difflib.get_close_matches(rule, list(RULES), n=1)) else
        " (callforge rules lists them)") for rule in unknown]
    return replace(res, problems=[*res.problems, *said]) if said else res


def register(app: typer.Typer) -> None:
    """Add the play commands to ``app``."""
    app.command()(replay)
    app.command("rules-test")(rules_test)
