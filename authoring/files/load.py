"""Load boards and Calls from JSON, with a located diagnostic for every problem.

Loading goes in fixed stages, each stopping the next when it fails:

1. read the file - regular files only (never a FIFO or a device, even behind
   a symlink), at most :data:`MAX_FILE_BYTES`, counted on the open file - and
   decode UTF-8 - FP100;
2. parse JSON, keeping the line and column of every value - FP100 (duplicate
   keys are FP100 too, but do not stop loading: the later value wins); a list
   or object longer than :data:`MAX_ITEMS` is FP101, a text of more than
   :data:`MAX_VALUES` values FP100, so that any 5 MB text is read in bounded
   time and memory;
3. ``format_version``, when present, must be one this toolkit reads - FP103;
4. the pydantic model (:mod:`engine.model`) - FP101, one diagnostic per
   problem in plain language;
5. for a Call, the board reference must resolve inside the library - FP102.

When the model stage fails, :mod:`authoring.files.salvage` builds the model without
the refused values, so that the deep checks (:mod:`authoring.files.validate`
runs them) still see the rest of the file. Loading itself runs no check of
:mod:`authoring.checks`.

Bad content never raises: every function returns a :class:`LoadResult` whose
``diagnostics`` say what went wrong and where, at most
:data:`~authoring.diagnostics.MAX_PER_FILE` of them (FP104 counts the rest).

>>> result = parse_board_text('{"id": "tiny", "rows": 4, "cols": "4"}')
>>> result.model is None, [d.render("tiny.board.json") for d in result.diagnostics]
(True, ['tiny.board.json:1:35: error FP101 cols: expected an integer, got a string'])
>>> parse_board_text('{"id": "tiny", "rows": 4, "cols": 4}').model.cols
4
"""

from __future__ import annotations

import functools
import json
import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath

from pydantic import BaseModel

from authoring.diagnostics import Diagnostic, capped, character_at, make, printable, sort_key
from authoring.files.jsonpos import JSONSyntaxError, ParsedJSON, is_list_index, parent_pointer, parse, position_of
from authoring.files.read import MAX_FILE_BYTES, read_bytes, size_text, too_large_text
from authoring.files.salvage import CRITICAL, MAX_ERRORS, model_errors, salvage
from authoring.files.schema_errors import convert, data_path, kind_of, show_value
from authoring.typed import half_width, is_wide_form
from engine.model import Board, Call
from engine.model.board import BOARD_FORMAT_VERSION
from engine.model.call import CALL_FORMAT_VERSION
from engine.model.saved import REPLAY_FORMATS_READ, ReplayFile
from engine.text import wide_encoding

MAX_ITEMS = 20_000
"""Most items of one list or members of one object (the longest list of the formats, walls, holds 20,000)."""

MAX_VALUES = 350_000
"""Most JSON values of one file, a bound on the time to read any text.

A 100 x 100 grid has about 20,200 edges in all, so the largest board that can
be valid (every edge a wall, door or opening, a 10,000-entry dice table, a
listed scene and zones) holds about 300,000."""

MAX_REFERENCE = 255
"""Longest board reference resolved (a longer one is no file name any system keeps)."""

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:(//|[^\\/])")
"""A reference with a URL scheme (``https://``, ``file:``), not a drive letter such as ``C:\\``."""

BOARD_SUFFIX = ".board.json"
CALL_SUFFIX = ".call.json"
KNOWN_VERSIONS = {"board": {BOARD_FORMAT_VERSION}, "call": {CALL_FORMAT_VERSION}, "replay": set(REPLAY_FORMATS_READ)}
"""The ``format_version`` values this toolkit reads, per kind of file."""

_MODELS: dict[str, type[BaseModel]] = {"board": Board, "call": Call, "replay": ReplayFile}


@dataclass
class LoadResult:
    """What loading one file gave.

    ``model`` is the :class:`~engine.model.Board` or :class:`~engine.model.Call`,
    or None when it could not be built. ``diagnostics`` are located and sorted.
    ``positions`` maps each JSON Pointer to the (line, column) of its value,
    ``key_positions`` to that of its key. For a Call, ``board`` and
    ``board_path`` hold the resolved board (None when it did not resolve).
    """

    kind: str
    source: str
    path: Path | None = None
    model: Board | Call | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    key_positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    text: str | None = None
    board: Board | None = None
    board_path: Path | None = None
    partial: Board | Call | None = None
    """When the schema refused some values: the model without them, for the deep checks (see :func:`salvage`)."""
    kept: dict[str, list[int]] = field(default_factory=dict)
    """For each list ``partial`` lost items of: the original indices of the items it kept."""
    refused: frozenset[str] = frozenset()
    """The top-level keys the schema refused a value in (``partial`` lacks some of them)."""

    @property
    def ok(self) -> bool:
        """Whether the model was built and no diagnostic is an error."""
        return self.model is not None and not any(d.severity == "error" for d in self.diagnostics)

    def locate(self, diagnostic: Diagnostic) -> Diagnostic:
        """``diagnostic`` with its line and column filled from its pointer."""
        return locate(diagnostic, self.positions)


# ---- positions ----


def locate(diagnostic: Diagnostic, positions: dict[str, tuple[int, int]]) -> Diagnostic:
    """Fill ``line``/``column`` from the pointer, falling back to the nearest existing ancestor.

    A diagnostic that already has a line keeps it.

    >>> d = make("FP201", "off the grid", pointer="/walls/3/1")
    >>> locate(d, {"": (1, 1), "/walls": (12, 12)}).line
    12
    """
    if diagnostic.line is not None:
        return diagnostic
    pointer = diagnostic.pointer
    while pointer not in positions and pointer:
        pointer = parent_pointer(pointer)
    line, column = positions.get(pointer, (1, 1))
    return diagnostic.located(line, column)


def _at(code: str, message: str, line: int, column: int, *, pointer: str = "", hint: str | None = None) -> Diagnostic:
    return make(code, message, pointer=pointer, hint=hint).located(line, column)


# ---- reading ----


def _read_text(path: Path) -> tuple[str | None, list[Diagnostic]]:
    """The file's text, or FP100 explaining why it cannot be had."""
    data, problem = read_bytes(path)
    if data is None:
        return None, [_at("FP100", problem or "cannot read the file", 1, 1)]
    return _decode(data)


def text_of_bytes(data: bytes) -> tuple[str | None, list[Diagnostic]]:
    """The text of a file's bytes that came without a path (an upload), checked as a file read from disk is.

    >>> text_of_bytes(b"{}")
    ('{}', [])
    >>> text_of_bytes(b"\\xff")[1][0].message
    'not valid UTF-8: byte 0xff cannot start or continue a character'
    """
    if len(data) > MAX_FILE_BYTES:
        return None, [_at("FP100", too_large_text(len(data), MAX_FILE_BYTES), 1, 1)]
    return _decode(data)


def _decode(data: bytes) -> tuple[str | None, list[Diagnostic]]:
    """Decode UTF-8, or FP100 at the bad byte (an initial byte-order mark is dropped later).

    A UTF-16 or UTF-32 file (with or without its byte-order mark, told from
    where the first characters' zero bytes fall, as :func:`json.detect_encoding`
    does) is named as such rather than blamed on its first byte.

    >>> _decode('{"id": "x"}'.encode("utf-16-le"))[1][0].message
    'the file is UTF-16 (little-endian); boards, Calls and replays are read as UTF-8'
    """
    name = wide_encoding(data)
    if name is not None:
        return None, [_at("FP100", f"the file is {name}; boards, Calls and replays are read as UTF-8", 1, 1, hint="Save the file as UTF-8 (most editors offer it under Save As or Encoding).")]
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode("utf-8", errors="replace")
        line, column = position_of(before, len(before))
        return None, [_at("FP100", f"not valid UTF-8: byte 0x{data[exc.start]:02x} cannot start or continue a character", line, column)]


# ---- stages ----


def _wide_hint(text: str, offset: int) -> str | None:
    """A hint when the character JSON stopped at is the full-width form of a character JSON reads (``２``, ``：``,
    the ideographic space), as a Japanese keyboard types them.

    >>> _wide_hint('{"rows": ８}', 9), _wide_hint('{"rows": x}', 9), _wide_hint('{"rows": ²}', 9)
    ("'８' is a full-width character: write '8' (numbers and JSON's punctuation are half-width).", None, None)
    >>> _wide_hint('{"rows":\u30008}', 8)
    "U+3000 IDEOGRAPHIC SPACE is a full-width character: write ' ' (numbers and JSON's punctuation are half-width)."
    """
    found = text[offset: offset + 1]
    if not found or not is_wide_form(found):
        return None
    shown = repr(found) if found.isprintable() else f"U+{ord(found):04X} {unicodedata.name(found, '')}".rstrip()
    return f"{shown} is a full-width character: write {half_width(found)!r} (numbers and JSON's punctuation are half-width)."


def parse_json(text: str) -> tuple[ParsedJSON | None, list[Diagnostic]]:
    """The JSON of a board or Call file with its bounds: the parsed document (None when it cannot be read), and
    FP100 (syntax, duplicate keys) and FP101 (a list or object too long) at their places."""
    try:
        doc = parse(text, max_items=MAX_ITEMS, max_values=MAX_VALUES)
    except JSONSyntaxError as exc:
        return None, [_at("FP100", f"not valid JSON: {exc.message}", exc.line, exc.column, hint=_wide_hint(text, exc.offset))]
    diagnostics = [
        _at(
            "FP100",
            f"duplicate key {quoted(dup.key)} (first written at {dup.first_line}:{dup.first_column}); the later value is used",
            dup.line,
            dup.column,
            pointer=dup.pointer,
        )
        for dup in doc.duplicates[:MAX_ERRORS]
    ]
    for pointer, length in doc.oversized.items():
        what = "object has" if isinstance(_value_at(doc.value, pointer), dict) else "list has"
        diagnostics.append(
            _at(
                "FP101",
                f"this {what} {length} items; no list or object of a board or Call holds more than {MAX_ITEMS}",
                *doc.positions.get(pointer, (1, 1)),
                pointer=pointer,
            )
        )
    return doc, diagnostics


def quoted(text: str, limit: int = 60) -> str:
    """A piece of the file's own text in a message: quoted, shortened, control characters escaped.

    >>> quoted("colour"), quoted("x" * 100, 10)
    ("'colour'", "'xxxxxxx...'")
    """
    shown = text if len(text) <= limit else text[: limit - 3] + "..."
    return "'" + printable(shown) + "'"


def _value_at(value: object, pointer: str) -> object:
    """The value at ``pointer`` (RFC 6901) inside ``value``, or None."""
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(value, dict):
            value = value.get(token)
        elif isinstance(value, list) and is_list_index(token) and int(token) < len(value):
            value = value[int(token)]
        else:
            return None
    return value


def _check_version(kind: str, doc: ParsedJSON) -> list[Diagnostic]:
    value = doc.value
    if not isinstance(value, dict) or "format_version" not in value:
        return []
    version = value["format_version"]
    known = KNOWN_VERSIONS[kind]
    if type(version) is int and version in known:
        return []
    shown = show_value(version)
    readable = ", ".join(str(v) for v in sorted(known))
    return [
        _at(
            "FP103",
            f"unknown format_version {shown}; this version of Call Forge reads {kind} format {readable}",
            *doc.positions["/format_version"],
            pointer="/format_version",
            hint="a newer Call Forge may read this file" if type(version) is int and version > max(known) else None,
        )
    ]


@functools.cache
def _schema(kind: str) -> dict:
    """The JSON Schema of ``kind``, for hints about unknown keys."""
    from authoring.files.schemas import KINDS, build_schema

    return build_schema(kind) if kind in KINDS else _MODELS[kind].model_json_schema(by_alias=True)


def _build_model(kind: str, doc: ParsedJSON) -> tuple[BaseModel | None, list[Diagnostic]]:
    model_cls = _MODELS[kind]
    if not isinstance(doc.value, dict):
        line, column = doc.positions.get("", (1, 1))
        return None, [_at("FP101", f"expected an object at the top of a {kind} file, got {kind_of(doc.value)}", line, column)]
    errors = model_errors(model_cls, doc.value)
    if errors is None:
        return None, [_at("FP101", "the content cannot be checked: it is nested too deeply", 1, 1)]
    if not errors:
        return (None, []) if doc.oversized else (model_cls.model_validate_json(json.dumps(doc.value), strict=True), [])
    diagnostics = []
    for problem in convert(errors, doc.value, _schema(kind)):
        if problem.pointer in doc.oversized:
            continue  # said once, with the real length, when parsing
        table = doc.key_positions if problem.at == "key" else doc.positions
        diagnostic = make("FP101", problem.message, pointer=problem.pointer, hint=problem.hint)
        if problem.pointer in table:
            diagnostic = diagnostic.located(*table[problem.pointer])
        diagnostics.append(locate(diagnostic, doc.positions))
    return None, diagnostics


def _load_text(kind: str, text: str | None, read_problems: list[Diagnostic], result: LoadResult) -> LoadResult:
    """Run the parse / version / model stages over ``text`` into ``result``."""
    result.text = text
    result.diagnostics.extend(read_problems)
    if text is None:
        return result
    if len(text) > MAX_FILE_BYTES or len(text.encode("utf-8", errors="surrogatepass")) > MAX_FILE_BYTES:
        result.diagnostics.append(_at("FP100", f"text is larger than {size_text(MAX_FILE_BYTES)}", 1, 1))
        return result
    doc, problems = parse_json(text.removeprefix("\ufeff"))
    result.diagnostics.extend(problems)
    if doc is None:
        return result
    result.positions = doc.positions
    result.key_positions = doc.key_positions
    problems = _check_version(kind, doc)
    if not problems:
        result.model, problems = _build_model(kind, doc)
        problems = [_at_word(d, text) for d in problems]
        if result.model is None and problems and not doc.oversized and kind in CRITICAL and isinstance(doc.value, dict):
            errors = model_errors(_MODELS[kind], doc.value)
            if errors:
                result.partial, result.kept = salvage(kind, _MODELS[kind], doc.value, errors)
                result.refused = frozenset(str(path[0]) for path in (data_path(e, doc.value) for e in errors) if path)
    result.diagnostics.extend(problems)
    return result


_WORD_OF_ROW = re.compile(r"\(word (?P<k>\d+) of the row\)")


def _at_word(diagnostic: Diagnostic, text: str) -> Diagnostic:
    """``diagnostic`` about word K of a string (an arrow row's) moved from the string's start to that word.

    Only where the string is written without escapes, so that its characters are the file's columns.

    >>> d = make("FP101", "'X' (word 2 of the row) is not a direction").located(1, 11)
    >>> _at_word(d, '{"rows": ["N X S"]}').column
    14
    """
    found = _WORD_OF_ROW.search(diagnostic.message)
    if found is None or diagnostic.line is None or diagnostic.column is None:
        return diagnostic
    lines = text.split("\n")
    if not 1 <= diagnostic.line <= len(lines):
        return diagnostic
    line = lines[diagnostic.line - 1]
    start = diagnostic.column - 1
    end = line.find('"', start + 1)
    if line[start:start + 1] != '"' or end < 0 or "\\" in line[start:end]:
        return diagnostic
    words = list(re.finditer(r"\S+", line[start + 1:end]))
    k = int(found["k"])
    if not 1 <= k <= len(words):
        return diagnostic
    return diagnostic.located(diagnostic.line, diagnostic.column + 1 + words[k - 1].start())


def _finish(result: LoadResult) -> LoadResult:
    result.diagnostics = capped(sorted((locate(d, result.positions) for d in result.diagnostics), key=sort_key))
    return result


# ---- board references ----


def library_of(call_dir: Path) -> Path:
    """The library folder of a Call in ``call_dir``.

    The nearest ancestor of ``call_dir`` (itself included) that holds a
    ``boards/`` folder; failing that, ``call_dir`` itself.
    """
    call_dir = Path(call_dir).resolve()
    for folder in (call_dir, *call_dir.parents):
        if (folder / "boards").is_dir():
            return folder
    return call_dir


def resolve_board_ref(ref: str, call_dir: Path) -> tuple[Path | None, str | None, str | None]:
    """Resolve a Call's ``board`` value to a board file.

    Returns ``(path, problem, hint)``: the path when it resolves inside the
    library (the file may still be missing), else None and why. Symlinks are
    followed before the check, for ids and paths alike: a board (or a
    ``boards/`` folder) that links out of the library is refused.

    >>> resolve_board_ref("/etc/x.board.json", Path("."))[1]
    'absolute paths are not allowed for the board: write it relative to the Call file'
    >>> resolve_board_ref("https://example.com/x.board.json", Path("."))[1]
    "board 'https://example.com/x.board.json' is a URL; boards are read from the library only"
    """
    problem = _reference_problem(ref)
    if problem is not None:
        return None, *problem
    library = library_of(call_dir)
    try:
        if ref.endswith(BOARD_SUFFIX):
            if PurePosixPath(ref).is_absolute() or PureWindowsPath(ref).is_absolute() or PureWindowsPath(ref).drive:
                return None, "absolute paths are not allowed for the board: write it relative to the Call file", None
            target = (Path(call_dir).resolve() / ref).resolve()
        elif "/" in ref or "\\" in ref or ref in (".", ".."):
            return None, f"board {quoted(ref)} is neither a board id nor a path ending in {BOARD_SUFFIX}", None
        else:
            target = (library / "boards" / f"{ref}{BOARD_SUFFIX}").resolve()
    except (OSError, ValueError, RuntimeError) as exc:  # a symlink loop, a name the system refuses
        return None, f"board {quoted(ref)} cannot be resolved: {getattr(exc, 'strerror', None) or exc}", None
    if not target.is_relative_to(library):
        return (
            None,
            f"board {'path ' if ref.endswith(BOARD_SUFFIX) else ''}{quoted(ref)} leaves the library folder {quoted(library.name)}",
            "a Call may only use boards inside its library (the folder that holds boards/); symlinks are followed",
        )
    return target, None, None


def _reference_problem(ref: str) -> tuple[str, str | None] | None:
    """Why ``ref`` cannot name a board file at all (a URL, a NUL byte, too long), or None."""
    if _URL.match(ref):
        return f"board {quoted(ref)} is a URL; boards are read from the library only", "copy the board into the library's boards/ folder and name it by id"
    if "\0" in ref:
        return f"board {quoted(ref)} contains a NUL character", None
    if len(ref) > MAX_REFERENCE or any(len(part) > MAX_REFERENCE for part in re.split(r"[\\/]", ref)):
        return f"board reference is {len(ref)} characters long; at most {MAX_REFERENCE} are resolved", "name the board by its id"
    return None


def _board_ids(library: Path) -> list[str]:
    folder = library / "boards"
    try:
        return sorted(p.name[: -len(BOARD_SUFFIX)] for p in folder.glob(f"*{BOARD_SUFFIX}")) if folder.is_dir() else []
    except OSError:
        return []


def _attach_board(result: LoadResult, call_dir: Path) -> None:
    """Resolve and load the Call's board into ``result`` (FP102 when it fails)."""
    call: Call = result.model or result.partial  # type: ignore[assignment]
    ref = call.board
    library = library_of(call_dir)
    path, problem, hint = resolve_board_ref(ref, call_dir)
    if path is not None and _is_folder(path):
        problem = f"board {quoted(ref)} is a folder, not a file: {printable(in_library(path, library))}"
    elif path is not None and not _is_file(path):
        problem = f"board {quoted(ref)} not found: the library folder {quoted(library.name)} has no {printable(in_library(path, library))}"
        ids = _board_ids(library)
        hint = f"boards in the library: {', '.join(ids[:20])}{' ...' if len(ids) > 20 else ''}" if ids else "the library has no boards/ folder"
        hint = _foreign_letter(ref) + hint
        if ref.strip() != ref and ref.strip() in ids:
            hint = f"{quoted(ref)} has spaces around it: write {quoted(ref.strip())}"
    if problem is None:
        board_result = load_board(path)
        if board_result.model is not None:
            result.board, result.board_path = board_result.model, path
            return
        errors = [d for d in board_result.diagnostics if d.severity == "error"]
        shown = board_path_shown(path, library, result.path)
        problem = (f"board {quoted(ref)} cannot be loaded: {len(errors)} error{'s' if len(errors) != 1 else ''} in "
                   f"{printable(shown)} {'keep' if len(errors) != 1 else 'keeps'} it from loading")
        hint = errors[0].render(shown) if errors else None
    result.diagnostics.append(make("FP102", problem, pointer="/board", hint=hint))


def board_path_shown(board_path: Path, library: Path, call_path) -> str:
    """How a message names a Call's board file: from the working folder when the Call's own path was given so (a
    terminal or an editor opens it from there), else within the library (the studio's view).

    >>> board_path_shown(Path("/lib/boards/b.board.json"), Path("/lib"), "/lib/c.call.json")
    'boards/b.board.json'
    """
    shown = in_library(board_path, library)
    if call_path is None or Path(call_path).is_absolute():
        return shown
    try:
        return os.path.relpath(Path(board_path).resolve())
    except (OSError, ValueError):  # another drive, a folder gone
        return shown


def _foreign_letter(ref: str) -> str:
    """A note on the first character of ``ref`` that is not ASCII: a look-alike letter makes a name that reads the same
    as a board's and is not it.

    >>> _foreign_letter("maple-h\u043euse"), _foreign_letter("maple-house")
    ("'maple-hоuse' holds U+043E CYRILLIC SMALL LETTER O at character 8, not a Latin letter; ", '')
    """
    for index, ch in enumerate(ref):
        if ord(ch) > 127:
            return f"{quoted(ref)} holds {character_at(ref, index)}, not a Latin letter; "
    return ""


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def _is_file(path: Path) -> bool:
    """Whether ``path`` exists and is no folder (a FIFO or device is refused when read, with its kind)."""
    try:
        return path.exists() and not path.is_dir()
    except (OSError, ValueError):
        return False


def in_library(path: Path, library: Path) -> str:
    """``path`` relative to the library, with forward slashes."""
    try:
        return path.relative_to(library).as_posix()
    except ValueError:
        return path.as_posix()


# ---- public API ----


def parse_board_text(text: str, source: str = "<memory>", path: Path | None = None) -> LoadResult:
    """Load a board from ``text`` (e.g. an unsaved edit); ``path``: the file it is to be saved as, so that its id is
    checked against the file's name and folder as a saved one's is (FP105, FP106)."""
    return _finish(_load_text("board", text, [], LoadResult(kind="board", source=source, path=path)))


def parse_call_text(text: str, base_dir: Path | str, source: str = "<memory>", path: Path | None = None) -> LoadResult:
    """Load a Call from ``text``; its board reference resolves from ``base_dir`` (the Call's folder); ``path`` as for
    :func:`parse_board_text`."""
    result = _load_text("call", text, [], LoadResult(kind="call", source=source, path=path))
    if result.model is not None or result.partial is not None:
        _attach_board(result, Path(base_dir))
    return _finish(result)


def load_board(path: Path | str) -> LoadResult:
    """Load a ``.board.json`` file."""
    path = Path(path)
    text, problems = _read_text(path)
    return _finish(_load_text("board", text, problems, LoadResult(kind="board", source=str(path), path=path)))


def load_call(path: Path | str) -> LoadResult:
    """Load a ``.call.json`` file and the board it names."""
    path = Path(path)
    text, problems = _read_text(path)
    result = _load_text("call", text, problems, LoadResult(kind="call", source=str(path), path=path))
    if result.model is not None or result.partial is not None:
        _attach_board(result, path.parent)
    return _finish(result)


def load_replay(path: Path | str) -> LoadResult:
    """Load a replay file (:class:`~engine.model.saved.ReplayFile`): read, parse and check it like a Call."""
    path = Path(path)
    text, problems = _read_text(path)
    return load_replay_text(text, str(path), problems, path=path)


def load_replay_text(text: str | None, source: str, problems: list[Diagnostic] | None = None, *,
                     path: Path | None = None) -> LoadResult:
    """A replay given as text (an upload: :func:`text_of_bytes`), checked as :func:`load_replay` checks a file."""
    return _finish(_load_text("replay", text, list(problems or []), LoadResult(kind="replay", source=source, path=path)))


def call_in_library(call_id: str, library: Path) -> Path | None:
    """``library/<call_id>.call.json`` when it exists and, symlinks followed, stays inside ``library``; else None.

    >>> call_in_library("../../etc/passwd", Path("calls")) is None
    True
    """
    if _reference_problem(call_id) is not None or "/" in call_id or "\\" in call_id or call_id in (".", ".."):
        return None
    try:
        root = Path(library).resolve()
        path = (root / f"{call_id}{CALL_SUFFIX}").resolve()
    except (OSError, ValueError, RuntimeError):
        return None
    return path if path.is_relative_to(root) and _is_file(path) else None


def kind_of_path(path: Path | str) -> str | None:
    """``"board"``, ``"call"`` or None, from the file name.

    >>> kind_of_path("calls/boards/x.board.json"), kind_of_path("notes.json")
    ('board', None)
    """
    name = Path(path).name
    if name.endswith(BOARD_SUFFIX):
        return "board"
    if name.endswith(CALL_SUFFIX):
        return "call"
    return None


def load_path(path: Path | str) -> LoadResult:
    """Load a board or a Call, chosen by the file name's suffix.

    A file that is neither gives an FP100 diagnostic naming the suffixes.
    """
    kind = kind_of_path(path)
    if kind == "board":
        return load_board(path)
    if kind == "call":
        return load_call(path)
    result = LoadResult(kind="unknown", source=str(path), path=Path(path))
    result.diagnostics.append(
        _at("FP100", f"not a board or Call file: the name must end in {BOARD_SUFFIX} or {CALL_SUFFIX}", 1, 1)
    )
    return result
