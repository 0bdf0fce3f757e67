"""The studio's library on disk: the boards and Calls it lists, and the files it creates, duplicates and names.

Plain functions over paths and models (no Streamlit): the Library page lists what :func:`scan_library` finds
and writes new files only through these functions, atomically and never over an existing file.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path

from authoring.diagnostics import Diagnostic
from authoring.studio import store
from engine.model import Board, Call

BOARD_SUFFIX = ".board.json"
CALL_SUFFIX = ".call.json"


@dataclass(frozen=True)
class Entry:
    """One file of the library with its validation status."""

    path: Path
    kind: str  # "board" | "call"
    id: str
    title: str
    errors: int
    warnings: int
    loads: bool

    @property
    def status(self) -> str:
        return "error" if self.errors or not self.loads else "warning" if self.warnings else "ok"


MAX_LIBRARY_FILES = 2000
"""Board and Call files the studio lists from one library folder at most."""
MAX_LIBRARY_FOLDERS = 5000
"""Folders the studio looks through for them at most: a library opened on a home folder stays quick."""


def library_files(root: Path) -> list[Path]:
    """Every board and Call file under ``root``, boards first, by name; bounded by :data:`MAX_LIBRARY_FILES`.

    The walk skips hidden folders (``.git``, ``.venv``), never follows a link
    to a folder (so a link loop ends), and stops after
    :data:`MAX_LIBRARY_FOLDERS` folders; :func:`library_truncated` says when it did.
    """
    return _walk_library(Path(root))[0]


def library_truncated(root: Path) -> bool:
    """Whether :func:`library_files` left files or folders of ``root`` out, reaching one of its bounds."""
    return _walk_library(Path(root))[1]


def _walk_library(root: Path) -> tuple[list[Path], bool]:
    boards: list[Path] = []
    calls: list[Path] = []
    for folders, (folder, subfolders, names) in enumerate(os.walk(root, followlinks=False), start=1):
        if folders > MAX_LIBRARY_FOLDERS:
            return sorted(boards) + sorted(calls), True
        subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
        for name in sorted(names):
            if name.endswith(BOARD_SUFFIX):
                boards.append(Path(folder) / name)
            elif name.endswith(CALL_SUFFIX):
                calls.append(Path(folder) / name)
            if len(boards) + len(calls) >= MAX_LIBRARY_FILES:
                return sorted(boards) + sorted(calls), True
    return sorted(boards) + sorted(calls), False


_SCANNED: dict[tuple[str, str], tuple[tuple, tuple[Path, ...], list[Entry]]] = {}
"""The last scan of each library and language: the signature of the files it read (:func:`_signature`), the files
besides the listed ones it depends on (the boards of its Calls, and their folders), and its entries."""
SETTLE_S = 2.0
"""A file changed less than this many seconds before a scan may change again within its file system's timestamp
granularity (2 s on FAT): such a scan is not kept."""
_MOST_SCANS = 8
"""Libraries whose scan is kept (a studio serves one or two)."""


def _signature(paths) -> tuple:
    """Each file's (or folder's) name, size and times of change: what a scan of them depends on. A Call's checks read
    its board and the library's other files, so one file changed makes every file read again."""
    out = []
    for path in paths:
        try:
            info = path.stat()
        except OSError:
            out.append((str(path), None))
        else:
            out.append((str(path), info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino))
    return tuple(out)


def scan_library(root: Path, lang: str = "en") -> list[Entry]:
    """Load and check every file of the library at ``root``; read again only when a file it depends on was added,
    removed or changed (the Library page runs on every click, and a library may hold 2,000 files)."""
    import time

    paths = library_files(root)
    key = (str(root), lang)
    kept = _SCANNED.get(key)
    if kept is not None and kept[0] == _signature([*paths, *kept[1]]):
        return list(kept[2])
    started = time.time()
    entries, depends = _scan(paths, lang)
    signature = _signature([*paths, *depends])
    newest = max((part[2] for part in signature if part[1] is not None), default=0) / 1e9
    if newest < started - SETTLE_S:  # a file changed just now could change again unseen
        if len(_SCANNED) >= _MOST_SCANS:
            _SCANNED.pop(next(iter(_SCANNED)))
        _SCANNED[key] = (signature, depends, entries)
    return list(entries)


def _scan(paths: list[Path], lang: str) -> tuple[list[Entry], tuple[Path, ...]]:
    """Load and check each of ``paths``; the entries, and the boards the Calls read (with their folders) that are not
    among ``paths`` (a board above the library, or in a folder the listing passes over)."""
    out = []
    listed = set(paths)
    depends: dict[Path, None] = {}
    for path in paths:
        parsed = store.parse_path(path)
        if parsed.board_path is not None:
            depends.update(dict.fromkeys(p for p in (parsed.board_path, parsed.board_path.parent) if p not in listed))
        kind = "call" if path.name.endswith(CALL_SUFFIX) else "board"
        model = parsed.model
        if model is None:
            ident, title = path.name.split(".")[0], ""
        else:
            ident = model.id
            label = model.title if kind == "call" else model.name
            title = label.get(lang) if label is not None else ""
        errors = sum(d.severity == "error" for d in parsed.diagnostics)
        warnings = sum(d.severity == "warning" for d in parsed.diagnostics)
        out.append(Entry(path, kind, ident, title, errors, warnings, model is not None))
    return out, tuple(depends)


def calls_with_errors_on(board_path: Path, root: Path) -> list[str]:
    """The library's Calls (file names under ``root``) on the board saved at ``board_path`` that have errors now.

    Saving a board may break the Calls played on it (an ambulance spot taken away, FP305); the board's own
    checks cannot see that, so the board editor says it after a save.
    """
    from authoring.files import load, validate

    board_id = board_path.name.removesuffix(BOARD_SUFFIX)
    broken = []
    for path in library_files(root):
        if not path.name.endswith(CALL_SUFFIX):
            continue
        loaded = load.load_path(path)  # the deep checks only for the Calls on this board
        if loaded.model is not None and loaded.model.board == board_id and any(
                d.severity == "error" for d in validate.validate_result(loaded)):
            broken.append(str(path.relative_to(root)))
    return broken


class BadId(ValueError):
    """An id a new board or Call cannot take (:data:`engine.model.common.Slug`): said before any file is looked at."""

    def __init__(self, new_id: str):
        self.new_id = new_id
        self.shown = new_id if len(new_id) <= 40 else f"{new_id[:40]}…"
        super().__init__(f"{self.shown!r} is not a valid id: lower-case letters, digits, '-' and '_', starting with a "
                         "letter or digit, at most 64")


def check_id(new_id: str) -> str:
    """``new_id`` when a new file may be named by it, else :class:`BadId` (so no path is made of a bad id).

    >>> check_id("attic-fire")
    'attic-fire'
    >>> check_id("../x")
    Traceback (most recent call last):
    ...
    authoring.studio.library_files.BadId: '../x' is not a valid id: lower-case letters, digits, '-' and '_', starting with a letter or digit, at most 64
    """
    from authoring.new.call import is_call_id  # the models' id rule, for boards and Calls alike

    if not is_call_id(new_id):
        raise BadId(new_id)
    return new_id


def taken(target: Path) -> FileExistsError:
    """The error for a new file whose name ``target`` is taken; ``filename`` holds the name."""
    return FileExistsError(errno.EEXIST, f"{target.name} already exists", target.name)


def _target(path: Path, new_id: str) -> Path:
    suffix = CALL_SUFFIX if path.name.endswith(CALL_SUFFIX) else BOARD_SUFFIX
    return path.with_name(f"{check_id(new_id)}{suffix}")


def duplicate_file(path: Path, new_id: str) -> Path:
    """Copy the board or Call at ``path`` to ``<new_id>.board.json`` / ``.call.json`` beside it.

    The copy gets ``new_id`` as its id and keeps the author's key order.
    ``FileExistsError`` when the target exists; ``ValueError`` when the file
    does not load or the id is not a valid identifier.
    """
    path = Path(path)
    target = _target(path, new_id)
    if os.path.lexists(target):  # a link there, even to nothing, is taken: a new file is never written through it
        raise taken(target)
    parsed = store.parse_path(path)  # first: it refuses FIFOs and devices without blocking
    if parsed.model is None:
        raise ValueError(f"{path.name} does not load; fix it before duplicating")
    text = path.read_text(encoding="utf-8")
    model = with_id(parsed.model, new_id)
    dump = store.dump_call if isinstance(model, Call) else store.dump_board
    store.write_atomic(target, dump(model, text))
    return target


def with_id(model, new_id: str):
    """``model`` (a Board or Call) with another id, validated (:class:`BadId` for an id it cannot take)."""
    data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
    data["id"] = check_id(new_id)
    return type(model).model_validate(data)


def create_board_file(root: Path, board: Board) -> Path:
    """Write a new ``board`` as ``boards/<id>.board.json`` of the library; never overwrites.

    A board that names no schema gets ``$schema`` pointing at the project's
    board schema (relative to its folder), so that editors check and complete it.
    """
    folder = Path(root) / "boards"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{board.id}{BOARD_SUFFIX}"
    if os.path.lexists(target):  # a link there, even to nothing, is taken: a new file is never written through it
        raise taken(target)
    if board.schema_ is None:
        board = with_schema(board, folder)
    store.write_atomic(target, store.dump_board(board), expect_hash=None, check=True)
    return target


def with_schema(board: Board, folder: Path) -> Board:
    """``board`` with ``$schema`` set to the project's board schema, as a path relative to ``folder``, first key."""
    from authoring.files.schemas import SCHEMA_DIR

    relative = os.path.relpath(SCHEMA_DIR / "board.schema.json", Path(folder).resolve()).replace(os.sep, "/")
    data = {"$schema": relative, **board.model_dump(mode="json", by_alias=True, exclude_unset=True)}
    return Board.model_validate(data)


def create_call_file(root: Path, template: Path | str, call_id: str, *, board: str | None = None,
                     title: str | None = None) -> tuple[Path, list[Diagnostic]]:
    """Write a new Call ``<call_id>.call.json`` in the library from ``template`` (see :mod:`authoring.new.call`).

    Never overwrites (``FileExistsError``); ``ValueError`` for an id, title or
    template that cannot be used. A Call that does not validate yet is still
    written, for the editor to show its problems there; they are returned.
    """
    from authoring.new.call import plan_call, write_call

    target = Path(root) / f"{check_id(call_id)}{CALL_SUFFIX}"
    if os.path.lexists(target):  # a link there, even to nothing, is taken: a new file is never written through it
        raise taken(target)
    plan = plan_call(target, template=template, call_id=call_id, title=title, board=board)
    write_call(plan, target, allow_errors=True)
    return target, plan.errors


def board_from_template(template: Path, new_id: str) -> Board:
    """A copy of the board at ``template`` named ``new_id``."""
    parsed = store.parse_path(template)
    if parsed.model is None:
        raise ValueError(f"{Path(template).name} does not load")
    return with_id(parsed.model, new_id)
