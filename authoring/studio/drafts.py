"""Drafts: the unsaved edits of an open file and their undo history, kept on disk beside the library.

A page reload, a closed tab or a crashed server loses the studio's session,
and with it every edit not saved yet. So while a document has unsaved changes
the editor keeps a draft of it in the library's hidden folder
:data:`FOLDER` (one JSON file per session and library file, written
atomically after every change), and removes it once the document is saved or
back to its saved state. When a file is opened and a draft of it from another
session is there (that session ended: reload, crash), the editor offers it
back; restored, it brings its whole undo history. A draft remembers the hash
of the file it was made from, so that saving a draft of a file changed since
is warned about like any other conflict.

>>> import shutil, tempfile
>>> from authoring.studio import logic
>>> lib = Path(tempfile.mkdtemp())
>>> _ = shutil.copytree(Path("calls/boards"), lib / "boards")
>>> doc = logic.open_doc(lib / "boards" / "fire-rescue-front.board.json")
>>> logic.apply(doc, edit.set_board_name, "en", "Draft one")
True
>>> logic.apply(doc, edit.set_board_name, "en", "Draft two")
True
>>> keep(lib, doc, session="s1")
True
>>> found = find(lib, doc.path, exclude_session="s2")
>>> again = restore(found, logic.open_doc(doc.path))
>>> again.model.name.en, again.dirty, logic.undo(again), again.model.name.en
('Draft two', True, None, 'Draft one')
>>> discard(lib, doc.path, session="s1"), find(lib, doc.path) is None
(1, True)
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from authoring import edit
from authoring.files import dump, save
from authoring.files.read import read_bytes, resolved
from engine.model import Board, Call

FOLDER = ".callforge-drafts"
"""The hidden folder of the library that holds the drafts."""
FORMAT = 1
MAX_DRAFT_BYTES = 16 * 1024 * 1024
"""A draft file larger than this is not read (a library file is at most 5 MB; a draft holds its undo history)."""
MAX_STATES = 201
"""Models a draft holds at most: the undo history's limit (200 steps back) and the current one."""


@dataclass
class Draft:
    """A draft read back: the file it belongs to, the models of its undo history and which one is current."""

    file: Path
    session: str
    base_hash: str | None
    states: list[Any]
    index: int
    saved_at: float
    draft_path: Path

    @property
    def model(self):
        return self.states[self.index]


def folder(root: Path) -> Path:
    return Path(root) / FOLDER


def _file_key(root: Path, path: Path) -> str:
    return hashlib.sha256(relative_name(root, path).encode("utf-8")).hexdigest()[:20]


def relative_name(root: Path, path: Path) -> str:
    """``path`` relative to the library ``root`` (POSIX slashes), or its whole resolved path when outside it."""
    try:
        return resolved(path).relative_to(resolved(root)).as_posix()
    except ValueError:
        return resolved(path).as_posix()


LATEST_TIME = 253_402_300_799.0
"""The last second of the year 9999: a later time (or a negative one) written in a draft is no time a clock gave."""


def saved_time(value: Any) -> float:
    """The time a draft says it was saved (seconds since 1970), or 0.0 when it holds no time a clock could have given
    (not a number, infinite, negative or past the year 9999): the draft itself is kept, its time unknown.

    >>> saved_time(1765000000.5), saved_time(1e300), saved_time(float("nan")), saved_time("yesterday")
    (1765000000.5, 0.0, 0.0, 0.0)
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0.0
    return float(value) if 0 <= value <= LATEST_TIME else 0.0  # NaN is in no range


def saved_when(seconds: float) -> str:
    """A draft's saving time as the banners show it (local time), "?" when unknown (:func:`saved_time`).

    >>> saved_when(0.0)
    '?'
    """
    if not 0 < seconds <= LATEST_TIME:
        return "?"
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))
    except (OverflowError, OSError, ValueError):  # a platform whose clock ends sooner
        return "?"


def safe_session(session: str) -> str:
    """``session`` as a part of a file name: letters, digits, '-' and '_' only, at most 64 of them."""
    return "".join(ch for ch in session if ch.isalnum() or ch in "-_")[:64] or "session"


def is_inside(root: Path, path: Path) -> bool:
    """Whether ``path`` (links resolved) lies inside the library ``root``: a draft never points elsewhere."""
    try:
        Path(path).resolve().relative_to(Path(root).resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


def draft_path(root: Path, path: Path, session: str) -> Path:
    """Where the draft of library file ``path`` made in ``session`` is kept."""
    return folder(root) / f"{_file_key(root, path)}.{safe_session(session)}.json"


def history_states(history: edit.History) -> tuple[list[Any], int]:
    """The models of ``history``, oldest first, and the index of the current one."""
    past, future = list(history._past), list(reversed(history._future))
    return [*past, history.current, *future], len(past)


def history_from_states(states: list[Any], index: int) -> edit.History:
    """An undo history holding ``states`` with ``states[index]`` current (undo goes back, redo forward)."""
    history = edit.History(states[0])
    for model in states[1:]:
        history.push(model)
    for _ in range(len(states) - 1 - index):
        history.undo()
    return history


def _joined(first: list[Any], then: list[Any], index: int) -> tuple[list[Any], int]:
    """``first``, then ``then`` (a model equal to the one before it left out), and where ``then[index]`` is now.

    >>> _joined(["a", "b"], ["b", "c", "d"], 1)
    (['a', 'b', 'c', 'd'], 2)
    """
    out, where = list(first), len(first) - 1
    for k, model in enumerate(then):
        if model != out[-1]:
            out.append(model)
        if k == index:
            where = len(out) - 1
    return out, where


def _model_json(doc, model, cache: dict) -> Any:
    hit = cache.get(id(model))
    if hit is None or hit[0] is not model:
        hit = (model, dump.model_data(model))
        cache[id(model)] = hit
    return hit[1]


def keep(root: Path, doc, *, session: str) -> bool:
    """Write the draft of ``doc`` (a :class:`~authoring.studio.logic.EditorDoc` with a path) when it changed.

    Returns whether a file was written. The models' JSON is cached on the
    document, so that a long undo history costs one dump per new edit.
    """
    if doc.path is None:
        return False
    states, index = history_states(doc.history)
    states, index = states[-MAX_STATES:], index - max(0, len(states) - MAX_STATES)
    signature = (tuple(id(m) for m in states), index, doc.disk_hash)
    if doc.extra.get("draft_signature") == signature:
        return False
    cache = doc.extra.setdefault("draft_json", {})
    payload = {
        "format": FORMAT,
        "file": relative_name(root, doc.path),
        "kind": "call" if isinstance(doc.model, Call) else "board",
        "session": session,
        "base_hash": doc.disk_hash,
        "saved_at": time.time(),
        "index": index,
        "states": [_model_json(doc, m, cache) for m in states],
    }
    live = {id(m) for m in states}
    for key in [k for k in cache if k not in live]:
        del cache[key]
    target = draft_path(root, doc.path, session)
    target.parent.mkdir(parents=True, exist_ok=True)
    save.write_atomic(target, json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
    doc.extra["draft_signature"] = signature
    return True


def discard(root: Path, path: Path, *, session: str | None = None) -> int:
    """Remove the drafts of library file ``path`` (of ``session`` only, or all); how many were removed."""
    return remove_matching(folder(root), f"{_file_key(root, path)}.{safe_session(session) if session else '*'}.json")


def remove_matching(base: Path, pattern: str) -> int:
    """Remove the files of folder ``base`` whose names match ``pattern`` (a glob); how many were removed."""
    if not base.is_dir():
        return 0
    removed = 0
    for found in base.glob(pattern):
        try:
            found.unlink()
        except FileNotFoundError:  # removed meanwhile by another session
            continue
        removed += 1
    return removed


def _read(root: Path, found: Path) -> Draft | None:
    """The draft in ``found``; None when it is unreadable, too large or not a draft of this format."""
    raw, _ = read_bytes(found, MAX_DRAFT_BYTES)  # a FIFO or device named like a draft is refused, never read
    if raw is None:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
        model_type = Call if data["kind"] == "call" else Board
        states = [model_type.model_validate(s) for s in data["states"][:MAX_STATES]]
        index = int(data["index"])
        if data.get("format") != FORMAT or not states or not 0 <= index < len(states):
            return None
        return Draft(Path(root) / data["file"], str(data["session"]), data.get("base_hash"), states, index,
                     saved_time(data.get("saved_at")), found)
    except (OSError, ValueError, KeyError, TypeError, ValidationError, RecursionError):  # nested past the C decoder's stack
        return None


def find(root: Path, path: Path, *, exclude_session: str | None = None, alive=lambda session: False) -> Draft | None:
    """The newest draft of library file ``path`` left by a session that has ended; None when there is none.

    Drafts of ``exclude_session`` (this one) and of sessions for which
    ``alive(session)`` is true (another tab still editing) are not offered.
    """
    base = folder(root)
    if not base.is_dir():
        return None
    drafts = []
    for found in base.glob(f"{_file_key(root, path)}.*.json"):
        draft = _read(root, found)
        if draft is None or draft.session == exclude_session or alive(draft.session):
            continue
        drafts.append(draft)
    return max(drafts, key=lambda d: d.saved_at, default=None)


def restore(draft: Draft, opened, *, kept: edit.History | None = None):
    """``opened`` (the file as read from disk now) with the draft's models and undo history.

    The document keeps the hash the draft was made from: when the file has
    changed on disk since, saving it is warned about as a conflict. ``kept``,
    edits made in this session before the draft was restored, stay reachable
    by undo: the draft's models come after its current one.
    """
    states, index = draft.states, draft.index
    if kept is not None:
        own, own_index = history_states(kept)
        states, index = _joined(own[: own_index + 1], states, index)
    opened.history = history_from_states(states, index)
    opened.disk_hash = draft.base_hash
    opened.revision += 1
    return opened
