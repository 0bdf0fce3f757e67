"""Reading a file's bytes without trusting the file: regular files only, size checked on the open handle.

A FIFO would block the reader, ``/dev/zero`` behind a symlink would never
end, a file may grow after it was measured: :func:`read_bytes` opens without
blocking, asks the open handle what it is and how large, and never reads more
than the limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from authoring.diagnostics import printable

MAX_FILE_BYTES = 5 * 1024 * 1024
"""Largest file read (5 MB)."""


_NOT_REGULAR = {
    stat.S_IFIFO: "a FIFO (named pipe)",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


NAME_MAX = 255
"""Longest part of a file name, in bytes, that file systems keep."""

PATH_MAX = 4096
"""Longest whole file name, in bytes, that the system takes."""


def name_problem(path: Path | str) -> str | None:
    """Why no file can have the name ``path`` on any common file system (a part over 255 bytes, the whole over
    4,096), or None; asked before a path is probed, which would otherwise fail with ``OSError``.

    >>> name_problem("calls/" + "a" * 300 + ".call.json")
    'a part of the name is 310 bytes long; file systems keep at most 255'
    >>> name_problem("calls/attic.call.json") is None
    True
    >>> name_problem("a" + chr(0) + "b.replay.json")
    'the name holds a NUL character, which no file system keeps'
    """
    raw = os.fsencode(str(path))
    if b"\0" in raw:
        return "the name holds a NUL character, which no file system keeps"
    longest = max((len(part) for part in raw.split(b"/")), default=0)
    if longest > NAME_MAX:
        return f"a part of the name is {longest} bytes long; file systems keep at most {NAME_MAX}"
    if len(raw) >= PATH_MAX:
        return f"the name is {len(raw):,} bytes long; the system takes at most {PATH_MAX - 1:,}"
    return None


def is_there(path: Path | str) -> bool:
    """Whether anything is at ``path``, a dangling or looping link included; False for a name no system keeps."""
    try:
        return Path(path).exists() or Path(path).is_symlink()
    except (OSError, ValueError):
        return False


def resolved(path: Path | str) -> Path:
    """``path`` with its links followed, as ``Path.resolve`` gives it; where a link loops (or the system refuses the
    name), the absolute path as written: a looping link in a folder is then a file that cannot be read, never a
    traceback.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "loop.call.json").symlink_to("loop.call.json")
    >>> resolved(folder / "loop.call.json") == folder.resolve() / "loop.call.json"
    True
    """
    try:
        return Path(path).resolve()
    except (OSError, RuntimeError, ValueError):
        return Path(os.path.abspath(path))


def kind_of_node(mode: int) -> str:
    """What a file system node that is no regular file is, from its ``st_mode``.

    >>> kind_of_node(stat.S_IFIFO)
    'a FIFO (named pipe)'
    """
    return _NOT_REGULAR.get(stat.S_IFMT(mode), "not a file")


def size_text(size: int) -> str:
    """A byte count as a designer reads it: whole MB from 1 MB up, else KB (a sketch's limit is 256 KB, not "0 MB").

    >>> size_text(5 * 1024 * 1024), size_text(int(5.5 * 1024 * 1024)), size_text(256 * 1024), size_text(10)
    ('5 MB', '5.5 MB', '256 KB', '1 KB')
    """
    megabytes = size / 1024 / 1024
    if megabytes >= 1:
        return f"{megabytes:.0f} MB" if size % (1024 * 1024) == 0 else f"{megabytes:.1f} MB"
    return f"{max(1, round(size / 1024))} KB"


def too_large_text(size: int, limit: int) -> str:
    """Why a file of ``size`` bytes is not read: its size beside ``limit``, in bytes when rounding would hide the excess.

    >>> too_large_text(50 * 1024 * 1024, 5 * 1024 * 1024)
    'file is 50 MB; files over 5 MB are not read'
    >>> too_large_text(5 * 1024 * 1024 + 56, 5 * 1024 * 1024)
    'file is 5,242,936 bytes; files over 5 MB are not read (5,242,880 bytes at most)'
    """
    shown = size_text(size)
    if float(shown.split()[0]) <= float(size_text(limit).split()[0]) and shown.split()[1] == size_text(limit).split()[1]:
        return f"file is {size:,} bytes; files over {size_text(limit)} are not read ({limit:,} bytes at most)"
    return f"file is {shown}; files over {size_text(limit)} are not read"


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> tuple[bytes | None, str | None]:
    """The bytes of the regular file at ``path``, or None and why not.

    The file is opened without blocking (a FIFO never hangs the reader), its
    kind and size are checked on the open handle (a symlink to ``/dev/zero``
    is a device, a file grown after the check is still read only to
    ``limit`` + 1 bytes).

    >>> read_bytes(Path("/dev/null"))[1]
    'not a regular file: /dev/null is a character device'
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:
        return None, f"cannot read the file: {getattr(exc, 'strerror', None) or exc}"
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None, f"not a regular file: {printable(str(path))} is {kind_of_node(info.st_mode)}"
        if info.st_size > limit:
            return None, too_large_text(info.st_size, limit)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            return None, f"file is larger than {size_text(limit)}; files over {size_text(limit)} are not read"
        return b"".join(chunks), None
    except OSError as exc:
        return None, f"cannot read the file: {exc.strerror or exc}"
    finally:
        os.close(fd)
