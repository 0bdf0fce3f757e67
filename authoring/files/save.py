"""Saving a file's text to disk: atomically, and never over a version someone else saved meanwhile.

:func:`write_atomic` writes through a temporary file beside the target, so a
reader sees the old file or the new one, never half of either; with ``check``
it first compares the file with the version the editor read
(:func:`content_hash`) and raises :class:`SaveConflict` instead of losing
another save. :func:`clean_stale_temps` removes what interrupted saves left
behind. The text itself comes from :mod:`authoring.files.dump`.

>>> import tempfile
>>> target = Path(tempfile.mkdtemp()) / "tiny.board.json"
>>> write_atomic(target, "{}\\n", expect_hash=None, check=True)
>>> try:
...     write_atomic(target, "[]\\n", expect_hash=None, check=True)
... except SaveConflict as exc:
...     exc.disk_text
'{}\\n'
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import stat
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: the lock is per process there
    fcntl = None

from authoring.diagnostics import printable
from authoring.files.read import name_problem, read_bytes

TEMP_SUFFIX = ".tmp"
STALE_AFTER_S = 600.0
"""A temporary file of a save older than this (seconds) belongs to a save that was interrupted."""


TARGET_PROBLEMS = {
    "call_file": "{name} is a Call file: a replay is written to a name ending in .replay.json",
    "board_file": "{name} is a board file: a replay is written to a name ending in .replay.json",
    "not_replay_name": "{name!r} does not end in .replay.json: a replay is written to a name ending in .replay.json",
    "bad_name": "cannot write {path}: {problem}",
    "link": "{path} is a symbolic link (to {target}): output is never written through a link; remove the link or give "
            "another name",
    "not_regular": "cannot write {path}: not a regular file ({name} is {kind})",
    "exists": "{path} exists; pass --force to overwrite it",
    "read_only": "{path} is read-only: make it writable to overwrite it, or give another name",
    "folder_unwritable": "cannot write {path}: the folder {folder} cannot be written to (no permission)",
    "no_folder": "cannot write {path}: there is no folder {folder}",
    "not_folder": "cannot write {path}: {folder} is not a folder",
    "dangling_folder": "cannot write {path}: {folder} is a link to nothing",
}
"""Why output may not be written to a path, in English, by a stable key (the play table says them in its language)."""


class TargetProblem(str):
    """Why output may not be written to a path: the English text, with its ``key`` and ``values`` for other languages.

    >>> problem = TargetProblem("exists", path="a.replay.json")
    >>> problem, problem.key
    ('a.replay.json exists; pass --force to overwrite it', 'exists')
    """

    key: str
    values: dict

    def __new__(cls, key: str, **values) -> TargetProblem:
        problem = super().__new__(cls, TARGET_PROBLEMS[key].format(**values))
        problem.key, problem.values = key, values
        return problem


class ReadOnlyFileError(PermissionError):
    """The file to save over is read-only: someone made it so, and saving would replace it all the same (a save
    renames a new file over the old one, which the folder allows)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EACCES, "the file is read-only: make it writable to save over it", str(path))


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
    """The text of ``path`` as :meth:`pathlib.Path.read_text` gives it (UTF-8, universal newlines); None when there is none.

    None when there is no such file, and for one no editor could have read: not
    a regular file (a FIFO put in its place is never waited on), larger than
    :data:`~authoring.files.read.MAX_FILE_BYTES`, unreadable or not UTF-8. The
    studio asks this on every rerun, so it must neither hang nor raise.
    """
    data, _ = read_bytes(Path(path))
    if data is None:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def write_atomic(path: Path | str, text: str, *, expect_hash: str | None = None, check: bool = False,
                 follow_link: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that readers see the old file or the new one, never half.

    The text goes to a temporary file in the same folder, is flushed to disk,
    then replaces ``path`` in one step (:func:`os.replace`), and the folder is
    synced so that the rename survives a crash. Line ends are written as they
    are in ``text``. A symlink is written through: its target is replaced and
    the link stays; with ``follow_link=False`` (generated output, see
    :func:`output_target_problem`) a symlink is an ``OSError`` instead.

    With ``check=True`` the file must still hold the version whose
    :func:`content_hash` is ``expect_hash`` (None: the file must not exist);
    otherwise :class:`SaveConflict` is raised and nothing is written.
    """
    if not check:
        _replace_atomically(path, text, binary=False, follow_link=follow_link)
        return
    with save_lock(path):  # no other save between the comparison and the replacement
        disk = read_text_or_none(path)
        if content_hash(disk) != expect_hash:
            raise SaveConflict(Path(path), disk)
        _replace_atomically(path, text, binary=False, follow_link=follow_link)


_LOCKS: dict[str, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


@contextlib.contextmanager
def save_lock(path: Path | str) -> Iterator[None]:
    """Hold ``path``'s save lock: one checked save of a file at a time, so that two saves of one version never both land.

    A lock per file for the threads of this process (the studio serves each
    browser session on a thread of its own), and an advisory lock
    (``flock``) on the file's folder against other processes where the
    system has one; none is left on disk.
    """
    key = os.path.realpath(path)
    with _LOCKS_GUARD:
        lock = _LOCKS.setdefault(key, threading.Lock())
    with lock:
        folder = None
        try:
            folder = os.open(os.path.dirname(key) or ".", os.O_RDONLY)
            if fcntl is not None:
                fcntl.flock(folder, fcntl.LOCK_EX)
        except OSError:
            pass  # a folder that cannot be opened or locked: the thread lock still holds
        try:
            yield
        finally:
            if folder is not None:
                os.close(folder)  # releases the folder's lock


def write_output_kept(path: Path | str, text: str, expect_hash: str | None) -> Path:
    """Write generated ``text`` to ``path`` unless the file changed since it was checked; then beside it.

    ``expect_hash`` is the :func:`content_hash` of ``path`` when the command
    checked it before its work (None: there was no file). A file written there
    meanwhile (another game recording to the same name), or made read-only, is
    kept, and the text goes to the first free ``<stem>-2<suffixes>``, ``-3`` and
    so on, as it does when a link, a folder or a FIFO now stands there; the path
    written is returned. Never through a link.

    >>> import tempfile
    >>> target = Path(tempfile.mkdtemp()) / "game.replay.json"
    >>> write_output_kept(target, "mine", None).name
    'game.replay.json'
    >>> write_output_kept(target, "a later game", None).name, target.read_text()
    ('game-2.replay.json', 'mine')
    >>> (target.parent / "x.replay.json").mkdir()
    >>> write_output_kept(target.parent / "x.replay.json", "a folder made meanwhile", None).name
    'x-2.replay.json'
    """
    path = Path(path)
    if not _taken(path):
        try:
            write_atomic(path, text, expect_hash=expect_hash, check=True, follow_link=False)
            return path
        except (SaveConflict, ReadOnlyFileError):  # made read-only meanwhile: kept too
            pass
    suffixes = "".join(path.suffixes) if path.name.count(".") <= 3 else path.suffix
    stem = path.name[: len(path.name) - len(suffixes)] if suffixes else path.name
    for n in range(2, 1000):
        sibling = path.with_name(f"{stem}-{n}{suffixes}")
        if _taken(sibling):
            continue
        try:
            write_atomic(sibling, text, expect_hash=None, check=True, follow_link=False)
            return sibling
        except SaveConflict:
            continue
    raise OSError(errno.EEXIST, f"{path} and its numbered siblings exist", str(path))


def _taken(path: Path) -> bool:
    """Whether something other than a regular file (a link, a folder, a FIFO) now stands at ``path``: output goes
    beside it, never through or over it."""
    try:
        return path.is_symlink() or (path.exists() and not path.is_file())
    except OSError:
        return True


def replay_target_problem(path: Path | str, *, force: bool = True, make_folder: bool = True) -> TargetProblem | None:
    """Why a replay may not be written to ``path`` (None when it may): never over a Call or a board file.

    Nor anywhere :func:`output_target_problem` refuses (through a link, over a
    folder, over an existing file without ``force``, in a missing folder unless ``make_folder``).

    >>> replay_target_problem("calls/tower.call.json")
    'tower.call.json is a Call file: a replay is written to a name ending in .replay.json'
    >>> replay_target_problem("games/tower.replay.json") is None
    True
    >>> replay_target_problem("x.replay.json extra")
    "'x.replay.json extra' does not end in .replay.json: a replay is written to a name ending in .replay.json"
    """
    name = Path(path).name
    for suffix, what in ((".call.json", "call_file"), (".board.json", "board_file")):
        if name.endswith(suffix):
            return TargetProblem(what, name=name)
    if not name.endswith(".replay.json") and not Path(path).is_dir():  # a folder is said as such below
        return TargetProblem("not_replay_name", name=name)
    return output_target_problem(path, force=force, make_folder=make_folder)


def output_target_problem(path: Path | str, *, force: bool = True, make_folder: bool = True) -> TargetProblem | None:
    """Why generated output (a replay, an image, a report) may not be written to ``path``, or None when it may.

    Output goes to the name given and nowhere else: never through a symbolic
    link (it may name a Call, a board or a file kept elsewhere, which the output
    would replace), never over a folder, FIFO or device, never below something
    that is not a folder, and over an existing file only with ``force``; without
    ``make_folder`` (the writer creates none) the folder must exist. Asked before
    the work, so that a game or a run is not lost to a bad name at the end.

    >>> output_target_problem("/dev/null")
    'cannot write /dev/null: not a regular file (null is a character device)'
    >>> output_target_problem("/dev/null/x.png")
    'cannot write /dev/null/x.png: /dev/null is not a folder'
    >>> output_target_problem("README.md", force=False)
    'README.md exists; pass --force to overwrite it'
    """
    path = Path(path)
    if problem := name_problem(path):
        return TargetProblem("bad_name", path=printable(str(path)), problem=problem)
    if path.is_symlink():
        return TargetProblem("link", path=str(path), target=_link_text(path))
    try:
        info = path.stat()
    except OSError:
        return _folder_problem(path, make_folder)
    if not stat.S_ISREG(info.st_mode):
        from authoring.files.read import kind_of_node

        return TargetProblem("not_regular", path=str(path), name=path.name, kind=kind_of_node(info.st_mode))
    if not force:
        return TargetProblem("exists", path=str(path))
    if not stat.S_IMODE(info.st_mode) & 0o222 or not os.access(path, os.W_OK):
        return TargetProblem("read_only", path=str(path))
    return _unwritable(path, path.absolute().parent)


def can_write_in(folder: Path | str) -> bool:
    """Whether this process may make files in ``folder`` (where an atomic write makes its temporary file first)."""
    return os.access(folder, os.W_OK | os.X_OK)


def _unwritable(path: Path, folder: Path) -> TargetProblem | None:
    """Why ``path`` cannot be written in ``folder``, or None."""
    return None if can_write_in(folder) else TargetProblem("folder_unwritable", path=str(path), folder=str(folder))


def _link_text(path: Path) -> str:
    """Where the link ``path`` points, as written in it."""
    try:
        return os.readlink(path)
    except OSError:
        return "somewhere unreadable"


def _folder_problem(path: Path, make_folder: bool) -> TargetProblem | None:
    """Why no file can be made at ``path``, which does not exist: the nearest existing folder above is no folder.

    Without ``make_folder``, also when the folder of ``path`` does not exist.
    """
    if not make_folder and not path.absolute().parent.is_dir():
        return TargetProblem("no_folder", path=str(path), folder=str(path.parent))
    for folder in path.absolute().parents:
        if folder.exists():
            return _unwritable(path, folder) if folder.is_dir() else TargetProblem("not_folder", path=str(path), folder=str(folder))
        if folder.is_symlink():
            return TargetProblem("dangling_folder", path=str(path), folder=str(folder))
    return None


def write_atomic_bytes(path: Path | str, data: bytes, *, follow_link: bool = True) -> None:
    """Write ``data`` to ``path`` as :func:`write_atomic` writes text (for PNG and SVG output)."""
    _replace_atomically(path, data, binary=True, follow_link=follow_link)


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


def _refuse_special(path: Path) -> None:
    """Raise ``OSError`` when ``path`` exists and is not a regular file, :class:`ReadOnlyFileError` when it is one
    that is read-only (for its owner too: a save never replaces a file someone protected).

    Replacing a FIFO, a device such as ``/dev/full`` or a folder by renaming a
    new file over it would remove the node itself (as root, a device of the
    system): saving goes to files only.

    >>> _refuse_special(Path("/dev/null"))
    Traceback (most recent call last):
    ...
    OSError: [Errno 22] not a regular file: /dev/null is a character device; save to a file
    """
    from authoring.files.read import kind_of_node

    try:
        info = path.stat()
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, f"not a regular file: {path} is {kind_of_node(info.st_mode)}; save to a file")
    if not stat.S_IMODE(info.st_mode) & 0o222 or not os.access(path, os.W_OK):
        raise ReadOnlyFileError(path)


def _replace_atomically(path: Path | str, content: str | bytes, *, binary: bool, follow_link: bool = True) -> None:
    """Write ``content`` to a temporary file beside ``path``, sync it, then move it over ``path``.

    On any failure the temporary file is removed and ``path`` is left as it was.
    The new file keeps the old one's permissions; a new file gets the usual
    ones (``0o666`` less the umask), not the private mode of a temporary file.
    A symlink is followed to the file it names, which is the one replaced
    (with ``follow_link=False``, refused with an ``OSError``).
    """
    if Path(path).is_symlink() and not follow_link:
        raise OSError(errno.ELOOP, f"{path} is a symbolic link: output is never written through a link")
    path = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    _refuse_special(path)
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
