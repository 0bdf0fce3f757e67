"""Reading, checking and writing library files for the studio.

One seam between the studio and the loader/saver: the pages never parse or
dump JSON themselves. Each function here returns plain values (a model, a
list of :class:`~authoring.diagnostics.Diagnostic`, text).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from authoring import checks
from authoring.diagnostics import Diagnostic, make
from engine.model import Board, Call


@dataclass
class Parsed:
    """A file's text read into a model (None when it cannot be), with every diagnostic."""

    model: Any
    diagnostics: list[Diagnostic] = field(default_factory=list)
    board: Board | None = None
    """For a Call: the board it names, when that resolves."""


def _schema_diagnostics(exc: ValidationError) -> list[Diagnostic]:
    out = []
    for err in exc.errors():
        pointer = "".join(f"/{part}" for part in err["loc"] if not isinstance(part, str) or not part.startswith("function-"))
        out.append(make("FP101", f"{pointer or '/'}: {err['msg']}", pointer=pointer))
    return out


def _read_json(text: str) -> tuple[Any, list[Diagnostic]]:
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [make("FP100", f"not JSON: {exc.msg}").located(exc.lineno, exc.colno)]


def parse_board_text(text: str) -> Parsed:
    """The board in ``text`` with its schema problems and deep-check findings."""
    data, diags = _read_json(text)
    if diags:
        return Parsed(None, diags)
    try:
        board = Board.model_validate(data)
    except ValidationError as exc:
        return Parsed(None, _schema_diagnostics(exc))
    return Parsed(board, list(checks.check_board(board)))


def resolve_board(reference: str, base_dir: Path) -> Path:
    """The board file a Call names: a path relative to the Call, or an id in ``boards/``."""
    if reference.endswith(".json"):
        return (base_dir / reference).resolve()
    return (base_dir / "boards" / f"{reference}.board.json").resolve()


def parse_call_text(text: str, base_dir: Path) -> Parsed:
    """The Call in ``text`` with its problems, its board resolved from ``base_dir``."""
    data, diags = _read_json(text)
    if diags:
        return Parsed(None, diags)
    try:
        call = Call.model_validate(data)
    except ValidationError as exc:
        return Parsed(None, _schema_diagnostics(exc))
    return check_call_model(call, base_dir)


def load_board_for(call: Call, base_dir: Path) -> tuple[Board | None, list[Diagnostic]]:
    """The board ``call`` names, or the FP102 diagnostic saying why there is none."""
    path = resolve_board(call.board, base_dir)
    if not path.is_file():
        return None, [make("FP102", f"board {call.board!r} not found (looked for {path.name})", pointer="/board")]
    parsed = parse_board_text(path.read_text(encoding="utf-8"))
    if parsed.model is None:
        return None, [make("FP102", f"board {call.board!r} does not load: fix {path.name} first", pointer="/board")]
    return parsed.model, []


def check_call_model(call: Call, base_dir: Path) -> Parsed:
    """Deep checks of ``call`` on the board it names."""
    board, diags = load_board_for(call, base_dir)
    if board is not None:
        diags = list(checks.check_call(call, board))
    return Parsed(call, diags, board)


def parse_path(path: Path) -> Parsed:
    """Read and check the board or Call file at ``path`` (I/O errors become FP100)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return Parsed(None, [make("FP100", f"cannot read {Path(path).name}: {exc}")])
    if str(path).endswith(".call.json"):
        return parse_call_text(text, Path(path).parent)
    return parse_board_text(text)


def _ordered(data: Any, original: Any) -> Any:
    """``data`` with keys in the order of ``original`` where they exist there, new keys last."""
    if isinstance(data, dict) and isinstance(original, dict):
        keys = [k for k in original if k in data] + [k for k in data if k not in original]
        return {k: _ordered(data[k], original.get(k)) for k in keys}
    if isinstance(data, list) and isinstance(original, list):
        return [_ordered(v, original[i] if i < len(original) else None) for i, v in enumerate(data)]
    return data


def _dump(model, original_text: str | None) -> str:
    data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if original_text:
        with contextlib.suppress(json.JSONDecodeError):
            data = _ordered(data, json.loads(original_text))
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def dump_board(board: Board, original_text: str | None = None) -> str:
    """The JSON text of ``board``, keeping the key order of ``original_text``."""
    return _dump(board, original_text)


def dump_call(call: Call, original_text: str | None = None) -> str:
    """The JSON text of ``call``, keeping the key order of ``original_text``."""
    return _dump(call, original_text)


def write_atomic_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and ``os.replace``."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and ``os.replace``.

    A crash part-way leaves either the old file or the new one, never half of one.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
