"""The text typed to fix a file that does not load, kept on disk until it is saved (:mod:`authoring.studio.text_fix`).

A page reload or a crashed server loses the studio's session; the editors keep
their unsaved edits as drafts (:mod:`authoring.studio.drafts`), and this does
the same for the text view of a file that does not load: while the text typed
differs from the file, it is written atomically to the library's hidden
drafts folder, one file per session and library file, with the hash of the
version it was typed over. When the file is opened as text again and is still
that version, the newest such text comes back; once saved, or typed back to
what the file holds, it is removed.

>>> import tempfile
>>> lib = Path(tempfile.mkdtemp())
>>> keep(lib, lib / "x.board.json", "h1", '{"id": "x"}', session="s1")
>>> find(lib, lib / "x.board.json", "h1"), find(lib, lib / "x.board.json", "h2")
('{"id": "x"}', None)
>>> discard(lib, lib / "x.board.json"), find(lib, lib / "x.board.json", "h1")
(1, None)
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from authoring.files import save
from authoring.files.read import MAX_FILE_BYTES, read_bytes
from authoring.studio.drafts import draft_path, folder, relative_name, remove_matching, saved_time

FORMAT = 1
SUFFIX = ".fix"
"""The ending of a text draft's file name, beside the editors' ``.json`` drafts in the same folder."""
MAX_TEXT_BYTES = 2 * MAX_FILE_BYTES
"""The longest text kept: twice the largest library file (the text view is for fixing one)."""


def text_draft_path(root: Path, path: Path, session: str) -> Path:
    """Where the text typed over library file ``path`` in ``session`` is kept."""
    return draft_path(root, path, session).with_suffix(SUFFIX)


def _every_session(root: Path, path: Path) -> str:
    """The name pattern of ``path``'s text drafts in every session."""
    return text_draft_path(root, path, "s").name.replace(".s.", ".*.")


def keep(root: Path, path: Path, disk_hash: str, text: str, *, session: str) -> None:
    """Write ``text``, typed over the version ``disk_hash`` of ``path``, as this session's text draft (atomically).

    A text longer than :data:`MAX_TEXT_BYTES` is not kept.
    """
    if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
        return
    payload = {"format": FORMAT, "file": relative_name(root, path), "base_hash": disk_hash, "saved_at": time.time(),
               "text": text}
    target = text_draft_path(root, path, session)
    target.parent.mkdir(parents=True, exist_ok=True)
    save.write_atomic(target, json.dumps(payload, ensure_ascii=False, separators=(",", ":")))


def find(root: Path, path: Path, disk_hash: str) -> str | None:
    """The newest text typed over version ``disk_hash`` of ``path`` in any session; None when there is none."""
    base = folder(root)
    if not base.is_dir():
        return None
    newest: tuple[float, str] | None = None
    for found in base.glob(_every_session(root, path)):
        raw, _ = read_bytes(found, MAX_TEXT_BYTES + 4096)  # a FIFO or device named like a draft is never read
        try:
            data = json.loads(raw.decode("utf-8")) if raw is not None else None
        except (UnicodeDecodeError, ValueError, RecursionError):
            continue
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("base_hash") != disk_hash:
            continue
        text, at = data.get("text"), saved_time(data.get("saved_at"))
        if isinstance(text, str) and (newest is None or at > newest[0]):
            newest = (at, text)
    return None if newest is None else newest[1]


def discard(root: Path, path: Path) -> int:
    """Remove every text draft of ``path``; how many were removed."""
    return remove_matching(folder(root), _every_session(root, path))
