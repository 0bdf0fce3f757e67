"""An open board or Call in the studio's editors, as plain functions over plain values (no Streamlit).

A page keeps an :class:`EditorDoc` per open file and only draws; every button
calls a function here or in :mod:`authoring.edit` and stores the result: edits and
their refusals, undo, the widgets' values, saving against the disk, live diagnostics.
The library's files are :mod:`authoring.studio.library_files`, clicks on a drawing
:mod:`authoring.studio.board_clicks`.
"""

from __future__ import annotations

import difflib
import itertools
import json
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from authoring import edit
from authoring.diagnostics import Diagnostic, make, sort_key
from authoring.files.jsonpos import parse as parse_json
from authoring.files.load import locate
from authoring.studio import store
from authoring.studio.library_files import BOARD_SUFFIX, CALL_SUFFIX
from engine.model import Board, Call

# ---------------------------------------------------------------------------
# an open file


@dataclass
class EditorDoc:
    """An open board or Call: its undo history, the text it was read from, where it lives.

    ``revision`` changes whenever the model changes other than through the
    page's own widgets (undo, redo, upload, a restored draft), so that the
    pages put the model's values back into their widgets (:func:`seed_widget`).
    """

    path: Path | None
    history: edit.History
    original_text: str | None
    saved: Any
    disk_hash: str | None = None
    """The :func:`authoring.files.save.content_hash` of the file as it was read or last saved: Save compares it with the disk."""
    revision: int = 0
    error: str | None = None
    extra: dict = field(default_factory=dict)
    serial: int = field(default_factory=itertools.count(1).__next__)
    """Unique per opened document: widget keys built from it (:meth:`key`) never mix two files."""
    line_end: str = "\n"
    """The file's line end as it was read (``\r\n`` when every line of it ends so): a save writes it again, so that a
    Windows designer's diff shows only what changed. The texts held here have ``\n`` (universal newlines)."""

    def key(self, name: str) -> str:
        """The widget key of field ``name`` on this document: the same at every revision, so that a field
        is never drawn anew (dropping what is being typed into it) when the model changes."""
        return f"{name}_{self.serial}"

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
    parsed = store.parse_path(path)  # first: it refuses FIFOs and devices without blocking
    if parsed.model is None:
        first = parsed.diagnostics[0].render(path.name) if parsed.diagnostics else path.name
        raise ValueError(f"cannot open {path.name}: {first}")
    raw = path.read_bytes().decode("utf-8")
    text = raw.replace("\r\n", "\n").replace("\r", "\n")  # universal newlines, as read_text gives them
    return EditorDoc(path, edit.History(parsed.model), text, parsed.model, store.content_hash(text),
                     line_end=store.line_end_of(raw))


def disk_text(doc: EditorDoc) -> str | None:
    """What ``doc``'s file holds now (None: no such file, or a document not saved yet)."""
    return store.read_text_or_none(doc.path) if doc.path is not None else None


def changed_on_disk(doc: EditorDoc) -> bool:
    """Whether ``doc``'s file is no longer the version the editor read or last saved (edited elsewhere, deleted)."""
    return doc.path is not None and store.content_hash(disk_text(doc)) != doc.disk_hash


def reload_from_disk(doc: EditorDoc) -> EditorDoc:
    """``doc``'s file opened again as it is on disk now; ``ValueError`` when it does not load."""
    return open_doc(doc.path)


@dataclass
class Chosen:
    """What an editor shows: the document (None when no file opens), the files that would not open and why."""

    doc: EditorDoc | None
    problems: list[str] = field(default_factory=list)
    failed: list[Path] = field(default_factory=list)


def choose_doc(files: list[Path], current: EditorDoc | None, wanted: Path | None, kept: dict) -> Chosen:
    """The document an editor shows, so that it never opens empty.

    ``wanted`` (a file chosen on the Library page or in the editor's file
    list) wins; else the document already open stays; else the first of
    ``files`` that loads is opened. ``kept`` maps paths to documents opened
    before in this session: switching files puts the current one there, and
    switching back takes it again when it has unsaved changes (with its undo
    history); a document without changes is read from its file again, which
    may have changed meanwhile.

    >>> import tempfile, shutil
    >>> from authoring.studio.library_files import library_files
    >>> lib = Path(tempfile.mkdtemp())
    >>> _ = shutil.copytree(Path("calls/boards"), lib / "boards")
    >>> files = [p for p in library_files(lib) if p.name.endswith(BOARD_SUFFIX)]
    >>> kept = {}
    >>> first = choose_doc(files, None, None, kept).doc
    >>> first.path == files[0]
    True
    >>> apply(first, edit.set_board_name, "en", "Changed")
    True
    >>> other = choose_doc(files, first, files[1], kept).doc
    >>> other.path == files[1], kept[files[0]] is first
    (True, True)
    >>> choose_doc(files, other, files[0], kept).doc is first
    True
    >>> choose_doc(files, first, files[1], kept).doc is other  # no changes: read again
    False
    """
    if current is not None and current.path is not None:
        kept[current.path] = current
    if wanted is not None and (current is None or current.path != Path(wanted)):
        candidates = [Path(wanted)]
    elif current is not None:
        return Chosen(current)
    else:
        candidates = list(files)
    problems, failed = [], []
    for path in candidates:
        if path in kept and kept[path].dirty:
            return Chosen(kept[path])
        try:
            doc = open_doc(path)
        except (OSError, ValueError) as exc:
            problems.append(str(exc))
            failed.append(path)
            continue
        kept[path] = doc
        return Chosen(doc, problems, failed)
    return Chosen(current, problems, failed)


def apply(doc: EditorDoc, fn: Callable, *args, **kwargs) -> bool:
    """Run the edit ``fn(model, *args)`` and record it; a refused edit sets ``doc.error``.

    An edit applied after a refused one gives every field the model's value again (``revision``): a field never
    goes on showing a value that is not in the model once its refusal is no longer said.
    """
    try:
        doc.history.push(fn(doc.model, *args, **kwargs))
    except (ValidationError, ValueError) as exc:
        doc.error = _short_error(exc)
        return False
    if doc.error is not None:
        doc.revision += 1
    doc.error = None
    return True


def _short_error(exc: Exception) -> str:
    """Why the model refused an edit, in a line: the first problems, each after the field it is about.

    >>> try:
    ...     Call(id="c", title={"en": "T"}, board="b", players={"min": 5, "max": 3})
    ... except ValidationError as exc:
    ...     print(_short_error(exc))
    players: min (5) is larger than max (3)
    """
    if isinstance(exc, ValidationError):
        return "; ".join(store.plain_problems(exc.errors()))
    return str(exc)


REFUSALS = "refusals"
"""Key of ``doc.extra`` holding, per widget key, the :class:`Refusal` of the last edit that widget asked for."""


@dataclass(frozen=True)
class Refusal:
    """An edit the model refused: the model it was tried on, the widget value that asked for it, its problems (none
    for an edit that changed nothing)."""

    model: Any
    shown: Any
    problems: tuple[Diagnostic, ...]

    def holds(self, doc: EditorDoc, shown: Any) -> bool:
        """Whether this refusal still answers ``shown``: the widget and the model are as they were."""
        return self.model is doc.model and self.shown == shown


def apply_shown(doc: EditorDoc, key: str, shown: Any, fn: Callable, *args, pointer: str) -> bool:
    """Apply ``fn(model, *args)``, the edit widget ``key`` asks for by showing ``shown``; whether the model changed.

    For a page that compares a widget with the model on every run: a refused
    edit is kept, located at ``pointer`` (:func:`refused_at` gives its
    problems, to show at the field), and not tried again while the widget
    and the model stay as they are, so that such a page neither reruns for
    ever nor checks the same value twice. ``doc.error`` is left clear: the
    field says why.

    >>> doc = EditorDoc(None, edit.History(Call(id="c", title={"en": "Fire"}, board="b")), None, None)
    >>> apply_shown(doc, "title", "", edit.set_title, "en", "", pointer="/title/en"), doc.model.title.en, doc.error
    (False, 'Fire', None)
    >>> [(d.code, d.pointer, d.message) for d in refused_at(doc, "title", "")]
    [('FP101', '/title/en', 'a Call needs an English title')]
    >>> apply_shown(doc, "title", "", print, pointer="/title/en")  # the same value again: not tried
    False
    >>> apply_shown(doc, "title", "Blaze", edit.set_title, "en", "Blaze", pointer="/title/en"), refused_at(doc, "title", "")
    (True, [])
    >>> apply_shown(doc, "title_hu", "  ", edit.set_title, "hu", "  ", pointer="/title/hu")  # no change: not a rerun
    False
    >>> apply_shown(doc, "title_hu", "  ", print, pointer="/title/hu"), refused_at(doc, "title_hu", "  ")  # nor tried again
    (False, [])
    """
    refusals = doc.extra.setdefault(REFUSALS, {})
    if key in refusals and refusals[key].holds(doc, shown):
        return False
    before = doc.model
    if apply(doc, fn, *args):
        if doc.model is before:  # the model says this already (spaces alone are no text): not asked again
            refusals[key] = Refusal(before, shown, ())
            return False
        refusals.pop(key, None)
        return True
    refusals[key] = Refusal(doc.model, shown, (make("FP101", doc.error, pointer=pointer),))
    doc.error = None
    return False


def standing_refusals(doc: EditorDoc) -> list[Diagnostic]:
    """The problems of the field edits refused on the model as it is now: values fields show that the file will not get.

    A refusal made on an earlier model was tried again on this one (:func:`apply_shown`) or its field changed since.
    Each is placed at the line of the value it would have changed in the text Save writes.
    """
    problems = [d for r in doc.extra.get(REFUSALS, {}).values() if r.model is doc.model for d in r.problems]
    return placed_in_text(doc, problems)


def placed_in_text(doc: EditorDoc, problems: list[Diagnostic]) -> list[Diagnostic]:
    """``problems`` placed at the lines of their values in the text Save writes (their own places are of another text)."""
    if not problems:
        return []
    positions = parse_json(current_text(doc)).positions
    return [locate(d.located(None, None), positions) for d in problems]


def refused_at(doc: EditorDoc, key: str, shown: Any) -> list[Diagnostic]:
    """The problems of the edit widget ``key`` asked for by showing ``shown``, while it stands refused (else [])."""
    refusal = doc.extra.get(REFUSALS, {}).get(key)
    return list(refusal.problems) if refusal is not None and refusal.holds(doc, shown) else []


_UNSEEN = object()


def seed_widget(doc: EditorDoc, state: MutableMapping, key: str, value: Any) -> str:
    """Put ``value``, the model's, into the widget state ``state[key]`` when the widget should show it; ``key``.

    Widget keys stay the same when the model changes (:meth:`EditorDoc.key`),
    so a value in ``state`` outlives a change made elsewhere; call this before
    drawing the widget, which then takes its value from ``state`` (no
    ``value=``). The model's value goes in when the widget has none (first
    drawn, or not drawn in the last run: a tab or a form closed, unless a value
    typed there and not in the model is to come back, the model unchanged since), when ``doc.revision`` moved (undo,
    redo, upload, items moved) and the widget is as it was last drawn, or
    when the model's value changed while the widget still showed the old one
    (a JSON section applied). A value the user entered since the last run is
    kept, even one typed while an undo was under way: it is the newer edit.
    A value is written only when it differs, since a write makes the browser
    reset the field; but a value entered just after the model's replaced
    another is written back once, for the browser may show the model's after it.

    >>> doc, state = EditorDoc(None, edit.History(Board(id="b")), None, None), {}
    >>> def shows(value):  # a run of the page: the field drawn while the model holds ``value``
    ...     return state[seed_widget(doc, state, "rows", value)]
    >>> shows(8)
    8
    >>> state["rows"] = 9; shows(8), shows(9)     # typed, then applied by the page
    (9, 9)
    >>> doc.revision += 1; shows(8)                # undone
    8
    >>> state["rows"] = 5; shows(8), shows(8)      # typed and refused: it stays, with its problem
    (5, 5)
    >>> doc.revision += 1; state["rows"] = 7; shows(9)   # redone while 7 was typed: the newer edit stays
    7
    >>> shows(7), shows(6)                         # applied, then changed elsewhere (a JSON section)
    (7, 6)
    >>> state["rows"] = 4; shows(6)                # typed, not applied (a JSON section) ...
    4
    >>> del state["rows"]; shows(6)                # ... its tab closed and opened again: it comes back
    4
    """
    seeds = doc.extra.setdefault("widget_seeds", {})
    revision, before, shown, wrote = seeds.get(key, (None, _UNSEEN, _UNSEEN, False))
    current = state.get(key, _UNSEEN)
    replace = current is not _UNSEEN and current != value and (
        current == before or (current == shown and revision != doc.revision))
    if current is _UNSEEN and shown is not _UNSEEN and shown != value and value == before and revision == doc.revision:
        state[key] = shown  # not drawn for a while: what was typed there comes back
    elif current is _UNSEEN or replace:
        state[key] = value
    elif wrote and current != shown:
        state[key] = current
    seeds[key] = (doc.revision, value, state[key], replace)
    return key


def holds_typed_text(doc: EditorDoc, state: Mapping) -> bool:
    """Whether a field of ``doc`` shows a value typed and not in the model: a JSON section or a sketch not applied
    yet, a refused value. Unsaved work that reading the file again would drop.

    >>> doc, state = EditorDoc(None, edit.History(Board(id="b")), None, None), {}
    >>> _ = seed_widget(doc, state, "sketch", "#.#"); holds_typed_text(doc, state)
    False
    >>> state["sketch"] = "#+#"; holds_typed_text(doc, state)
    True
    """
    seeds, refusals = doc.extra.get("widget_seeds", {}), doc.extra.get(REFUSALS, {})

    def says_the_models(key: str, value) -> bool:  # " 3" for 3: applied, it changed nothing (``apply_shown``)
        refusal = refusals.get(key)
        return refusal is not None and not refusal.problems and refusal.holds(doc, value)

    return any((value := state.get(key, shown)) != model_value and not says_the_models(key, value)
               for key, (_, model_value, shown, _) in seeds.items() if shown is not _UNSEEN)


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


def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/<stem><suffix>``, or with ``-2``, ``-3``... added when that file exists already.

    >>> import tempfile
    >>> d = Path(tempfile.mkdtemp()); _ = (d / "a.board.json").write_text("{}")
    >>> free_name(d, "a", ".board.json").name, free_name(d, "b", ".board.json").name
    ('a-2.board.json', 'b.board.json')
    """
    target = folder / f"{stem}{suffix}"
    n = 2
    while target.exists() or target.is_symlink():
        target = folder / f"{stem}-{n}{suffix}"
        n += 1
    return target


def add_uploaded_board(root: Path, name: str, text: str) -> tuple[Path | None, list[Diagnostic]]:
    """Put an uploaded board into the library as a new file: its path, or None and why it does not load.

    The file goes to ``boards/`` under the uploaded file's name when that is
    free (else the board id's, numbered when taken): an upload never
    replaces a file. The text is written as uploaded.
    """
    if Path(name).name.endswith(CALL_SUFFIX):
        return None, [make("FP100", f"{Path(name).name} is a Call file, not a board: put it in the library folder "
                                    "and open it in the Call editor")]
    parsed = store.parse_board_text(text)
    if parsed.model is None:
        return None, parsed.diagnostics
    folder = Path(root) / "boards"
    folder.mkdir(parents=True, exist_ok=True)
    base = Path(name).name
    stem = base[: -len(BOARD_SUFFIX)] if base.endswith(BOARD_SUFFIX) else parsed.model.id
    if not edit_id_like(stem):
        stem = parsed.model.id
    target = free_name(folder, stem, BOARD_SUFFIX)
    store.write_atomic(target, text, expect_hash=None, check=True)
    return target, []


def edit_id_like(stem: str) -> bool:
    """Whether ``stem`` is a plain file name part (letters, digits, ``-``, ``_``, ``.``), nothing that leaves the folder.

    >>> edit_id_like("my-board_2"), edit_id_like("../x"), edit_id_like("")
    (True, False, False)
    """
    return bool(stem) and all(ch.isalnum() or ch in "-_." for ch in stem) and not stem.startswith(".")


def name_mismatch(doc: EditorDoc) -> str | None:
    """The file name the model's id asks for, when ``doc``'s file is named otherwise (None when they agree)."""
    if doc.path is None:
        return None
    suffix = CALL_SUFFIX if doc.path.name.endswith(CALL_SUFFIX) else BOARD_SUFFIX
    expected = f"{doc.model.id}{suffix}"
    return expected if doc.path.name != expected else None


def current_text(doc: EditorDoc) -> str:
    """The JSON text the model would be saved as (author's key order kept)."""
    if isinstance(doc.model, Call):
        return store.dump_call(doc.model, doc.original_text)
    return store.dump_board(doc.model, doc.original_text)


def save(doc: EditorDoc, path: Path | None = None, *, overwrite: bool = False) -> Path:
    """Write the model atomically to ``path`` (default: where it was read).

    Unless ``overwrite``, the file must still be the version the document was
    read from (or last saved as): when someone changed it meanwhile,
    :class:`authoring.files.save.SaveConflict` is raised and nothing is written, so
    that neither change is lost without the user choosing. A new ``path``
    must not exist yet.

    >>> import tempfile
    >>> target = Path(tempfile.mkdtemp()) / "b.board.json"
    >>> _ = target.write_text('{"id": "b"}\\n', encoding="utf-8")
    >>> doc = open_doc(target)
    >>> _ = target.write_text('{"id": "b", "rows": 9}\\n', encoding="utf-8")
    >>> apply(doc, edit.set_board_name, "en", "Mine")
    True
    >>> save(doc)
    Traceback (most recent call last):
    authoring.files.save.SaveConflict: b.board.json changed on disk since it was opened
    >>> save(doc, overwrite=True) == target, changed_on_disk(doc)
    (True, False)
    """
    target = Path(path or doc.path)
    text = current_text(doc)
    expected = doc.disk_hash if doc.path is not None and target == doc.path else None
    store.write_atomic(target, text.replace("\n", doc.line_end), expect_hash=expected, check=not overwrite)
    doc.path, doc.original_text, doc.saved, doc.disk_hash = target, text, doc.model, store.content_hash(text)
    return target


def side_by_side_diff(disk: str | None, mine: str, *, disk_label: str, mine_label: str) -> str:
    """An HTML table of the file on disk beside the text this editor would save, changed lines marked."""
    table = difflib.HtmlDiff(wrapcolumn=70).make_table((disk or "").splitlines(), mine.splitlines(),
                                                       disk_label, mine_label, context=True, numlines=3)
    return DIFF_STYLE + table


DIFF_STYLE = """<style>
table.diff {font-family: ui-monospace, monospace; font-size: 12px; border-collapse: collapse; width: 100%}
table.diff td {padding: 0 4px; vertical-align: top; white-space: pre-wrap}
.diff_add {background: #d9f5d9} .diff_chg {background: #fff2b3} .diff_sub {background: #f9d6d6}
.diff_header {color: #888; text-align: right} td.diff_next, th.diff_next {display: none}
</style>"""


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


def board_diagnostics(board: Board, original_text: str | None = None, path: Path | None = None) -> list[Diagnostic]:
    """Every diagnostic of ``board`` as it would be saved (at ``path``, when it has one), located in that text: what
    ``callforge validate`` and the Library page say of the saved file."""
    parsed = store.parse_board_text(store.dump_board(board, original_text), path)
    return sorted(parsed.diagnostics, key=sort_key)


def call_diagnostics(call: Call, base_dir: Path, original_text: str | None = None,
                     path: Path | None = None) -> tuple[list[Diagnostic], Board | None]:
    """Every diagnostic of ``call`` as it would be saved (at ``path``, when it has one), and the board it names (None
    if unresolved)."""
    parsed = store.parse_call_text(store.dump_call(call, original_text), base_dir, path)
    return sorted(parsed.diagnostics, key=sort_key), parsed.board


def counts(diagnostics: list[Diagnostic]) -> dict[str, int]:
    """How many diagnostics of each severity."""
    out = {"error": 0, "warning": 0, "info": 0}
    for d in diagnostics:
        out[d.severity] += 1
    return out
