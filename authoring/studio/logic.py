"""What the studio's pages do, as plain functions over plain values (no Streamlit).

A page keeps an :class:`EditorDoc` per open file and only draws; every button
calls a function here or in :mod:`authoring.edit` and stores the result.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from authoring import edit
from authoring.diagnostics import Diagnostic, sort_key
from authoring.studio import store
from engine.model import Board, Call
from engine.model.board import normalize_edge

BOARD_SUFFIX = ".board.json"
CALL_SUFFIX = ".call.json"


# ---------------------------------------------------------------------------
# the library


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


def library_files(root: Path) -> list[Path]:
    """Every board and Call file under ``root``, boards first, by name."""
    root = Path(root)
    boards = sorted(root.rglob(f"*{BOARD_SUFFIX}"))
    calls = sorted(root.rglob(f"*{CALL_SUFFIX}"))
    return boards + calls


def scan_library(root: Path, lang: str = "en") -> list[Entry]:
    """Load and check every file of the library at ``root``."""
    out = []
    for path in library_files(root):
        parsed = store.parse_path(path)
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
    return out


def _target(path: Path, new_id: str) -> Path:
    suffix = CALL_SUFFIX if path.name.endswith(CALL_SUFFIX) else BOARD_SUFFIX
    return path.with_name(f"{new_id}{suffix}")


def duplicate_file(path: Path, new_id: str) -> Path:
    """Copy the board or Call at ``path`` to ``<new_id>.board.json`` / ``.call.json`` beside it.

    The copy gets ``new_id`` as its id and keeps the author's key order.
    ``FileExistsError`` when the target exists; ``ValueError`` when the file
    does not load or the id is not a valid identifier.
    """
    path = Path(path)
    target = _target(path, new_id)
    if target.exists():
        raise FileExistsError(f"{target.name} already exists")
    text = path.read_text(encoding="utf-8")
    parsed = store.parse_path(path)
    if parsed.model is None:
        raise ValueError(f"{path.name} does not load; fix it before duplicating")
    model = with_id(parsed.model, new_id)
    dump = store.dump_call if isinstance(model, Call) else store.dump_board
    store.write_atomic(target, dump(model, text))
    return target


def with_id(model, new_id: str):
    """``model`` (a Board or Call) with another id, validated."""
    data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
    data["id"] = new_id
    try:
        return type(model).model_validate(data)
    except ValidationError as exc:
        raise ValueError(f"{new_id!r} is not a valid id: lower-case letters, digits, '-' and '_'") from exc


def create_board_file(root: Path, board: Board) -> Path:
    """Write a new ``board`` as ``boards/<id>.board.json`` of the library; never overwrites."""
    folder = Path(root) / "boards"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{board.id}{BOARD_SUFFIX}"
    if target.exists():
        raise FileExistsError(f"{target.name} already exists")
    store.write_atomic(target, store.dump_board(board))
    return target


def board_from_template(template: Path, new_id: str) -> Board:
    """A copy of the board at ``template`` named ``new_id``."""
    parsed = store.parse_path(template)
    if parsed.model is None:
        raise ValueError(f"{Path(template).name} does not load")
    return with_id(parsed.model, new_id)


# ---------------------------------------------------------------------------
# an open file


@dataclass
class EditorDoc:
    """An open board or Call: its undo history, the text it was read from, where it lives.

    ``revision`` changes whenever the model changes other than through the
    page's own widgets (undo, redo, upload), so pages can key their widgets on
    it and show the new values.
    """

    path: Path | None
    history: edit.History
    original_text: str | None
    saved: Any
    revision: int = 0
    error: str | None = None
    extra: dict = field(default_factory=dict)

    @property
    def model(self):
        return self.history.current

    @property
    def dirty(self) -> bool:
        return self.history.current != self.saved

    @property
    def base_dir(self) -> Path:
        return self.path.parent if self.path is not None else Path(".")


def open_doc(path: Path) -> EditorDoc:
    """Open the file at ``path``; ``ValueError`` with the first problem when it does not load."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    parsed = store.parse_path(path)
    if parsed.model is None:
        first = parsed.diagnostics[0].render(path.name) if parsed.diagnostics else path.name
        raise ValueError(f"cannot open {path.name}: {first}")
    return EditorDoc(path, edit.History(parsed.model), text, parsed.model)


def apply(doc: EditorDoc, fn: Callable, *args, **kwargs) -> bool:
    """Run the edit ``fn(model, *args)`` and record it; a refused edit sets ``doc.error``."""
    try:
        doc.history.push(fn(doc.model, *args, **kwargs))
    except (ValidationError, ValueError) as exc:
        doc.error = _short_error(exc)
        return False
    doc.error = None
    return True


def _short_error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'/'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()[:3])
    return str(exc)


def undo(doc: EditorDoc) -> None:
    doc.history.undo()
    doc.revision += 1


def redo(doc: EditorDoc) -> None:
    doc.history.redo()
    doc.revision += 1


def replace_from_text(doc: EditorDoc, text: str, kind: str) -> list[Diagnostic]:
    """Take an uploaded file's text as the new model (undoable); its diagnostics when it does not load."""
    parsed = store.parse_board_text(text) if kind == "board" else store.parse_call_text(text, doc.base_dir)
    if parsed.model is None:
        return parsed.diagnostics
    doc.history.push(parsed.model)
    doc.original_text = text
    doc.revision += 1
    return []


def current_text(doc: EditorDoc) -> str:
    """The JSON text the model would be saved as (author's key order kept)."""
    if isinstance(doc.model, Call):
        return store.dump_call(doc.model, doc.original_text)
    return store.dump_board(doc.model, doc.original_text)


def save(doc: EditorDoc, path: Path | None = None) -> Path:
    """Write the model atomically to ``path`` (default: where it was read)."""
    target = Path(path or doc.path)
    text = current_text(doc)
    store.write_atomic(target, text)
    doc.path, doc.original_text, doc.saved = target, text, doc.model
    return target


def section_text(value: Any, *, width: int = 88) -> str:
    """JSON text of a Call section for editing: nested, but short lists and objects on one line.

    >>> print(section_text({"first_table": {"1": [3, 3], "2": [3, 4]}, "reroll_on": ["fire"]}, width=48))
    {
      "first_table": {"1": [3, 3], "2": [3, 4]},
      "reroll_on": ["fire"]
    }
    """
    return _section(value, 0, 0, width)


def _section(value: Any, level: int, column: int, width: int) -> str:
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, dict | list) or not value or column + len(flat) <= width:
        return flat
    pad = "  " * (level + 1)
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = f"{pad}{json.dumps(key, ensure_ascii=False)}: "
            items.append(head + _section(item, level + 1, len(head), width))
        return "{\n" + ",\n".join(items) + "\n" + pad[:-2] + "}"
    items = [pad + _section(item, level + 1, len(pad), width) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + pad[:-2] + "]"


# ---------------------------------------------------------------------------
# live diagnostics


def board_diagnostics(board: Board, original_text: str | None = None) -> list[Diagnostic]:
    """Every diagnostic of ``board`` as it would be saved, located in that text."""
    parsed = store.parse_board_text(store.dump_board(board, original_text))
    return sorted(parsed.diagnostics, key=sort_key)


def call_diagnostics(call: Call, base_dir: Path, original_text: str | None = None) -> tuple[list[Diagnostic], Board | None]:
    """Every diagnostic of ``call`` as it would be saved, and the board it names (None if unresolved)."""
    parsed = store.parse_call_text(store.dump_call(call, original_text), base_dir)
    return sorted(parsed.diagnostics, key=sort_key), parsed.board


def counts(diagnostics: list[Diagnostic]) -> dict[str, int]:
    """How many diagnostics of each severity."""
    out = {"error": 0, "warning": 0, "info": 0}
    for d in diagnostics:
        out[d.severity] += 1
    return out


# ---------------------------------------------------------------------------
# selections on the board


SIDES = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def edge_at(board: Board, cell, side: str) -> tuple | None:
    """The edge on ``side`` (N, E, S, W) of ``cell``; None when it would leave the grid.

    >>> edge_at(Board(id="b"), (0, 0), "N") is None, edge_at(Board(id="b"), (1, 1), "W")
    (True, ((1, 0), (1, 1)))
    """
    dr, dc = SIDES[side]
    other = (cell[0] + dr, cell[1] + dc)
    if not board.in_grid(tuple(cell)) or not board.in_grid(other):
        return None
    return normalize_edge((tuple(cell), other))
