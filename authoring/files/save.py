"""Write boards and Calls back to JSON the way their authors wrote them.

:func:`dump_board` and :func:`dump_call` turn a model into text. Keys the
author did not write (defaults) stay out. Given the file's original text, every
value that did not change is copied from it character for character, keys
keep the author's order and new keys follow in the model's order, so that an
edit in the studio changes only the lines it must. Values that are new are laid
out like the bundled files: 2-space indent, a cell ``[r, c]`` or an edge
``[[r, c], [r, c]]`` on one line, objects one key per line.

>>> from engine.model import Board
>>> print(dump_board(Board(id="tiny", rows=4, cols=4, walls=[((1, 1), (1, 2))])), end="")
{
  "id": "tiny",
  "rows": 4,
  "cols": 4,
  "walls": [
    [[1, 1], [1, 2]]
  ]
}
>>> from authoring.files.load import parse_board_text
>>> original = '{"id": "tiny",   "cols": 4, "rows": 4}\\n'
>>> board = parse_board_text(original).model.model_copy(update={"rows": 5})
>>> print(dump_board(board, original), end="")
{
  "id": "tiny",
  "cols": 4,
  "rows": 5
}
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path

from pydantic import BaseModel

from authoring.files.jsonpos import JSONSyntaxError, ParsedJSON, escape_token, parse
from engine.model import Board, Call
from engine.model.board import normalize_edge, room_walls

INDENT = "  "
INLINE_WIDTH = 72
"""Longest list of scalars or cells written on one line."""


def model_data(model: BaseModel) -> dict:
    """The JSON data of ``model`` with only the keys that were set (written or edited).

    A board with rooms keeps only the walls its rooms do not imply: reading it
    back adds them again (``engine.model.board.room_walls``), so a room edited
    later moves its walls with it.
    """
    data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(model, Board) and model.rooms and "walls" in data:
        implied = {(tuple(a), tuple(b)) for a, b in room_walls(model)}
        data["walls"] = [w for w in data["walls"] if normalize_edge(w) not in implied]
        if not data["walls"]:
            del data["walls"]
    return data


def same(a: object, b: object) -> bool:
    """Equal JSON values, telling ``1``, ``1.0`` and ``true`` apart.

    >>> same([1, {"a": True}], [1, {"a": True}]), same(1, True), same(1, 1.0)
    (True, False, False)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def _scalar(value: object) -> bool:
    return not isinstance(value, dict | list)


def _cell_like(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)


def _inline(value: object) -> str:
    """``value`` on one line, in the bundled files' spacing."""
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {_inline(v)}" for k, v in value.items()) + "}"
    return json.dumps(value, ensure_ascii=False)


def _fits_inline(value: list) -> bool:
    """Lists of scalars or cells that are short go on one line; a cell or an edge always does."""
    if _cell_like(value) or (len(value) == 2 and all(_cell_like(v) for v in value)):
        return True
    return all(_scalar(v) or _cell_like(v) for v in value) and len(_inline(value)) <= INLINE_WIDTH


class _Writer:
    def __init__(self, original: ParsedJSON | None) -> None:
        self.original = original

    def verbatim(self, pointer: str | None, old: object, new: object) -> str | None:
        if self.original is None or pointer is None or pointer not in self.original.spans or not same(old, new):
            return None
        start, end = self.original.spans[pointer]
        return self.original.text[start:end]

    def render(self, value: object, level: int, pointer: str | None, old: object) -> str:
        kept = self.verbatim(pointer, old, value)
        if kept is not None:
            return kept
        if isinstance(value, dict):
            return self.render_object(value, level, pointer, old)
        if isinstance(value, list):
            return self.render_list(value, level, pointer, old)
        return json.dumps(value, ensure_ascii=False)

    def render_object(self, value: dict, level: int, pointer: str | None, old: object) -> str:
        if not value:
            return "{}"
        old = old if isinstance(old, dict) else {}
        keys = [k for k in old if k in value] + [k for k in value if k not in old]
        pad = INDENT * (level + 1)
        members = []
        for key in keys:
            child = None if pointer is None or key not in old else f"{pointer}/{escape_token(key)}"
            rendered = self.render(value[key], level + 1, child, old.get(key))
            members.append(f"{pad}{json.dumps(key, ensure_ascii=False)}: {rendered}")
        return "{\n" + ",\n".join(members) + "\n" + INDENT * level + "}"

    def render_list(self, value: list, level: int, pointer: str | None, old: object) -> str:
        if not value:
            return "[]"
        old = old if isinstance(old, list) else []
        if _fits_inline(value) and not old:
            return _inline(value)
        pad = INDENT * (level + 1)
        used: set[int] = set()
        items = []
        for i, item in enumerate(value):
            j = self.match(item, i, old, used)
            child = None if pointer is None or j is None else f"{pointer}/{j}"
            items.append(self.render(item, level + 1, child, old[j] if j is not None else None))
        if _fits_inline(value) and all("\n" not in s for s in items) and not self.was_multiline(pointer):
            return "[" + ", ".join(items) + "]"
        return "[\n" + ",\n".join(pad + s for s in items) + "\n" + INDENT * level + "]"

    def was_multiline(self, pointer: str | None) -> bool:
        """Whether the author wrote the value at ``pointer`` over several lines (kept so: no noisy diff)."""
        if self.original is None or pointer is None or pointer not in self.original.spans:
            return False
        start, end = self.original.spans[pointer]
        return "\n" in self.original.text[start:end]

    @staticmethod
    def match(item: object, i: int, old: list, used: set[int]) -> int | None:
        """The index of the original item to take ``item``'s text (or key order) from."""
        if i < len(old) and i not in used and same(old[i], item):
            used.add(i)
            return i
        for j, candidate in enumerate(old):
            if j not in used and same(candidate, item):
                used.add(j)
                return j
        if i < len(old) and i not in used and type(old[i]) is type(item) and isinstance(item, dict):
            used.add(i)
            return i
        return None


def dump_data(data: dict, original_text: str | None = None) -> str:
    """JSON text of ``data``, reusing ``original_text`` for unchanged values; ends with a newline."""
    bom = "\ufeff" if original_text and original_text.startswith("\ufeff") else ""
    original = None
    if original_text is not None:
        try:
            original = parse(original_text.removeprefix(bom))
        except JSONSyntaxError:
            original = None
    writer = _Writer(original)
    old = original.value if original is not None else None
    body = writer.render(data, 0, "" if original is not None else None, old)
    if original is not None:
        start, end = original.spans[""]
        return bom + original.text[:start] + body + original.text[end:]
    return bom + body + "\n"


def dump_board(board: Board, original_text: str | None = None) -> str:
    """The text of ``board``; pass the file's ``original_text`` to keep its layout."""
    return dump_data(model_data(board), original_text)


def dump_call(call: Call, original_text: str | None = None) -> str:
    """The text of ``call``; pass the file's ``original_text`` to keep its layout."""
    return dump_data(model_data(call), original_text)


TEMP_SUFFIX = ".tmp"
STALE_AFTER_S = 600.0
"""A temporary file of a save older than this (seconds) belongs to a save that was interrupted."""


class SaveConflict(Exception):
    """The file on disk is no longer the one the editor read: saving now would lose someone's change.

    ``disk_text`` is what the file holds now (None when it was deleted).
    """

    def __init__(self, path: Path, disk_text: str | None) -> None:
        super().__init__(f"{path.name} changed on disk since it was opened")
        self.path = path
        self.disk_text = disk_text


def content_hash(text: str | bytes | None) -> str | None:
    """The sha256 of a file's text (None for no file): what an editor remembers of the version it read.

    >>> content_hash("{}\\n")[:12], content_hash(None)
    ('ca3d163bab05', None)
    """
    if text is None:
        return None
    data = text.encode("utf-8") if isinstance(text, str) else text
    return hashlib.sha256(data).hexdigest()


def read_text_or_none(path: Path | str) -> str | None:
    """The UTF-8 text of ``path``, None when there is no such file."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None


def write_atomic(path: Path | str, text: str, *, expect_hash: str | None = None, check: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that readers see the old file or the new one, never half.

    The text goes to a temporary file in the same folder, is flushed to disk,
    then replaces ``path`` in one step (:func:`os.replace`), and the folder is
    synced so that the rename survives a crash. Line ends are written as they
    are in ``text``. A symlink is written through: its target is replaced and
    the link stays.

    With ``check=True`` the file must still hold the version whose
    :func:`content_hash` is ``expect_hash`` (None: the file must not exist);
    otherwise :class:`SaveConflict` is raised and nothing is written.
    """
    if check:
        disk = read_text_or_none(path)
        if content_hash(disk) != expect_hash:
            raise SaveConflict(Path(path), disk)
    _replace_atomically(path, text, binary=False)


def write_atomic_bytes(path: Path | str, data: bytes) -> None:
    """Write ``data`` to ``path`` as :func:`write_atomic` writes text (for PNG and SVG output)."""
    _replace_atomically(path, data, binary=True)


def _mode_for(path: Path) -> int:
    """Permission bits for ``path``: its current ones, or the umask's default for a new file."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _temp_prefix(name: str) -> str:
    return f".{name}."


def _is_temp_of_save(name: str) -> bool:
    """Whether ``name`` is the name :func:`_replace_atomically` gives its temporary files.

    >>> _is_temp_of_save(".a.board.json.k2j3h_x.tmp"), _is_temp_of_save("a.board.json"), _is_temp_of_save(".x.tmp")
    (True, False, False)
    """
    if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
        return False
    stem = name[1:-len(TEMP_SUFFIX)]
    target, dot, random_part = stem.rpartition(".")
    return bool(dot and target and random_part)


def clean_stale_temps(folder: Path | str, *, older_than: float = STALE_AFTER_S, recursive: bool = True) -> list[Path]:
    """Remove the temporary files that interrupted saves left in ``folder``; the paths removed.

    Only names of the form ``.<file>.<random>.tmp`` older than ``older_than``
    seconds go (a younger one may be a save under way in another process).
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    now = time.time()
    removed = []
    candidates = folder.rglob(f"*{TEMP_SUFFIX}") if recursive else folder.glob(f"*{TEMP_SUFFIX}")
    for path in candidates:
        if not _is_temp_of_save(path.name) or path.is_symlink() or not path.is_file():
            continue
        with contextlib.suppress(OSError):
            if now - path.stat().st_mtime >= older_than:
                path.unlink()
                removed.append(path)
    return removed


def _sync_folder(folder: Path) -> None:
    """Flush ``folder``'s entries (a rename in it) to disk; a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _replace_atomically(path: Path | str, content: str | bytes, *, binary: bool) -> None:
    """Write ``content`` to a temporary file beside ``path``, sync it, then move it over ``path``.

    On any failure the temporary file is removed and ``path`` is left as it was.
    The new file keeps the old one's permissions; a new file gets the usual
    ones (``0o666`` less the umask), not the private mode of a temporary file.
    A symlink is followed to the file it names, which is the one replaced.
    """
    path = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    mode = _mode_for(path)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path.name), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        os.fchmod(fd, mode)
        text_mode = {} if binary else {"encoding": "utf-8", "newline": ""}
        with os.fdopen(fd, "wb" if binary else "w", **text_mode) as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)
