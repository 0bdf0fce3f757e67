"""Reading, checking and writing library files for the studio.

The one seam between the studio and :mod:`authoring.files` (``load``,
``validate``, ``dump``, ``save``): pages never parse or dump JSON themselves. Every
function returns plain values; a file that does not load gives diagnostics,
never an exception.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from authoring.diagnostics import Diagnostic
from authoring.files import dump, jsonpos, load, save, schema_errors, validate
from engine.model import Board, Call


@dataclass
class Parsed:
    """A file's text read into a model (None when it cannot be), with every diagnostic.

    ``diagnostics`` hold the loading problems and the deep checks, located in
    the text and sorted. For a Call, ``board`` is the board it names (None when
    that does not resolve).
    """

    model: Any
    diagnostics: list[Diagnostic] = field(default_factory=list)
    board: Board | None = None
    board_path: Path | None = None
    """For a Call, the board file it names, where that resolves."""


def _checked(result: load.LoadResult) -> Parsed:
    board_path = Path(result.board_path) if result.board_path is not None else None
    return Parsed(result.model, validate.validate_result(result), result.board, board_path)


def parse_board_text(text: str, path: Path | None = None) -> Parsed:
    """The board in ``text`` with its loading problems and deep-check findings; with the ``path`` it is saved as, its
    id checked against the file's name and the folder's other boards too (FP105, FP106)."""
    return _checked(load.parse_board_text(text, path=path))


def parse_call_text(text: str, base_dir: Path, path: Path | None = None) -> Parsed:
    """The Call in ``text`` with its problems, its board resolved from ``base_dir`` (the Call's folder); with its
    ``path``, its id checked against the file's name (FP105)."""
    return _checked(load.parse_call_text(text, base_dir, path=path))


def parse_path(path: Path) -> Parsed:
    """Read and check the board or Call file at ``path``."""
    return _checked(load.load_path(path))


def text_problem(path: Path) -> Diagnostic | None:
    """Why the file at ``path`` has no text to show and fix by hand (FP100: gone, not a regular file, too large, not
    UTF-8), None when it has; read without waiting on a FIFO, and a large file only to its size.

    >>> text_problem(Path("/dev/null")).message
    'not a regular file: /dev/null is a character device'
    """
    from authoring.diagnostics import make
    from authoring.files.read import read_bytes

    data, problem = read_bytes(Path(path))
    if data is None:
        return make("FP100", problem or "cannot read the file")
    text, problems = load.text_of_bytes(data)
    return problems[0] if text is None and problems else None


def uploaded_text(data: bytes) -> tuple[str | None, list[Diagnostic]]:
    """The text of an uploaded file, or None and FP100 saying why (too large, not UTF-8, UTF-16).

    Never a text with bad bytes replaced: the upload would be kept with them changed.
    """
    return load.text_of_bytes(data)


def section_value(text: str) -> tuple[Any, tuple[int, int, str] | None]:
    """The JSON value typed in a section's text area, or None and (line, column, message) when it is not JSON.

    Read as files are (:func:`authoring.files.jsonpos.parse`: nesting, digits and NaN bounded).

    >>> section_value('{"damage": 20}')
    ({'damage': 20}, None)
    >>> section_value("[" * 100_000)[1]
    (1, 201, 'nested more than 200 levels deep')
    """
    try:
        return jsonpos.parse(text, max_items=load.MAX_ITEMS, max_values=load.MAX_VALUES).value, None
    except jsonpos.JSONSyntaxError as exc:
        return None, (exc.line, exc.column, exc.message)


def plain_problems(errors: list[dict], limit: int = 3) -> list[str]:
    """The pydantic errors of an edit the model refused, in the words a file's FP101 uses, each after its field.

    The branches of a union the value fits none of (a count that is a number or ``"level"``) say it once, with the
    first branch's words; the names pydantic gives the branches are left out of the field.

    >>> plain_problems([{"type": "bool_parsing", "loc": ("ruleset", "params", "splash_crosses_zone"), "input": 5,
    ...                  "msg": "Input should be a valid boolean, unable to interpret input"}])
    ['ruleset/params/splash_crosses_zone: expected true or false, got an integer']
    >>> plain_problems([{"type": "less_than_equal", "loc": ("setup", "procedures", 2, "place_poi", "count", "constrained-int"),
    ...                  "input": 1001, "ctx": {"le": 1000}, "msg": "Input should be less than or equal to 1000"},
    ...                 {"type": "literal_error", "loc": ("setup", "procedures", 2, "place_poi", "count", "literal['level']"),
    ...                  "input": 1001, "ctx": {"expected": "'level'"}, "msg": "Input should be 'level'"}])
    ['setup/procedures/2/count: must be at most 1000, got 1001']
    >>> plain_problems([{"type": "missing", "loc": ("levels", 0, "name", "en"), "input": {}, "msg": "Field required"}])
    ['levels/0/name/en: the English text is required once any other language is given']
    """
    said: dict[str, str] = {}
    for error in errors:
        place = list(error.get("loc", ()))
        loc = [part for i, part in enumerate(place) if not _branch_name(place, i)]
        if error.get("type") == "missing" and loc and loc[-1] == "en":
            message = "the English text is required once any other language is given"
        elif error.get("type") == "missing" and loc:
            message = f"missing key '{loc[-1]}'"
            loc = loc[:-1]
        else:
            plain = schema_errors.convert([error], None)
            message = plain[0].message.removeprefix("the file: ") if plain else str(error.get("msg", ""))
        where = "/".join(map(str, loc))
        said.setdefault(where, f"{where}: {message}" if where else message)
    return list(said.values())[:limit]


def _branch_name(place: list, i: int) -> bool:
    """Whether part ``i`` of a pydantic error's place names a union branch, not a key or an index of the data: a
    constrained or literal type, or the tag of a setup procedure (``procedures/2/place_poi``)."""
    part = place[i]
    if not isinstance(part, str):
        return False
    tagged = i >= 2 and place[i - 2] == "procedures" and isinstance(place[i - 1], int)
    return tagged or "[" in part or part.startswith(("constrained-", "function-"))


def dump_board(board: Board, original_text: str | None = None) -> str:
    """The JSON text of ``board``, keeping the layout and key order of ``original_text``."""
    return dump.dump_board(board, original_text)


def dump_call(call: Call, original_text: str | None = None) -> str:
    """The JSON text of ``call``, keeping the layout and key order of ``original_text``."""
    return dump.dump_call(call, original_text)


line_end_of = dump.line_end_of
SaveConflict = save.SaveConflict
content_hash = save.content_hash
read_text_or_none = save.read_text_or_none


def call_files_version(path: Path, board_ref: str) -> tuple[str | None, str | None]:
    """The content hashes of a Call file and of the board file it names (None for a file that is not there): a game
    played from them can tell when either changed on disk."""
    board_path = load.resolve_board_ref(board_ref, Path(path).parent)[0]
    return content_hash(read_text_or_none(path)), content_hash(read_text_or_none(board_path)) if board_path else None


def write_atomic(path: Path, text: str, *, expect_hash: str | None = None, check: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file and ``os.replace``.

    With ``check``, :class:`SaveConflict` when the file is not the version hashed ``expect_hash``.
    """
    save.write_atomic(path, text, expect_hash=expect_hash, check=check)


def write_atomic_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and ``os.replace`` (for PNG output)."""
    save.write_atomic_bytes(path, data)
