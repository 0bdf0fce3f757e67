"""New Call files: a bundled Call (or any Call file) as the template, on a board of the library.

What ``callforge new call`` and the studio's Library page do: take the
template's rules, setup and levels, give the copy its own id and title (the
file name says the id), put it on the board asked for, drop the template's
briefing (it tells another Call's story), name the schema for editors, and
check the text at the place it will be written, as ``callforge validate``
would. A board the new Call's library does not hold yet, bundled or beside a
template taken from another folder, is copied into its ``boards/`` folder,
so a Call started in an empty folder plays.

>>> plan = plan_call(ROOT / "calls" / "attic-fire.call.json", template="experienced")
>>> import json
>>> data = json.loads(plan.text)
>>> data["id"], data["title"], data["board"], "briefing" in data, plan.board_copy
('attic-fire', {'en': 'Attic fire'}, 'fire-rescue-front', False, None)
>>> [d.code for d in plan.diagnostics if d.severity == "error"]
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from authoring.diagnostics import Diagnostic
from authoring.files import schemas
from authoring.files.dump import dump_data
from authoring.files.load import (
    BOARD_SUFFIX,
    CALL_SUFFIX,
    library_of,
    load_board,
    parse_call_text,
    parse_json,
    resolve_board_ref,
    text_of_bytes,
)
from authoring.files.read import MAX_FILE_BYTES, read_bytes
from authoring.files.save import write_atomic
from authoring.files.validate import validate_result
from authoring.new.board import board_text
from engine.model.common import Slug

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = ROOT / "calls"
TEMPLATES = {
    "family": BUNDLED / "fire-rescue-family.call.json",
    "experienced": BUNDLED / "fire-rescue-experienced.call.json",
    "warehouse": BUNDLED / "gsh-warehouse.call.json",
    "hillside": BUNDLED / "gsh-hillside.call.json",
}
"""The bundled Calls a new Call may start from, by short name: the family game's fixed setup, the experienced
game's levels and rolled setup, and the two Golden State Heroes Calls (decks, heroes, Call mechanics)."""
TEMPLATE_NAMES = tuple(TEMPLATES)
MAX_TEMPLATE_BYTES = MAX_FILE_BYTES
"""Largest template file read: any Call that validates may be a template."""
MAX_TITLE = 200
"""Longest title taken from the command line or the studio."""
_SLUG = TypeAdapter(Slug)


@dataclass
class NewCall:
    """A Call about to be written: its text, every diagnostic ``validate`` would give it there, and a board to copy.

    ``board_copy`` is ``(target, text)`` of a board the library lacks (bundled, or beside the template), written
    before the Call.
    """

    text: str
    diagnostics: list[Diagnostic]
    board: str
    template_board: str
    board_copy: tuple[Path, str] | None = None

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


def id_from_path(path: Path) -> str:
    """The Call id a file name implies: ``attic-fire.call.json`` -> ``attic-fire``."""
    name = Path(path).name
    return name[: -len(CALL_SUFFIX)] if name.endswith(CALL_SUFFIX) else Path(name).stem


def template_path(template: str | Path) -> Path:
    """The file of ``template``: a name of :data:`TEMPLATE_NAMES` or the path of a ``.call.json``."""
    if str(template) in TEMPLATES:
        return TEMPLATES[str(template)]
    path = Path(template)
    if not path.name.endswith(CALL_SUFFIX):
        raise ValueError(f"unknown template {str(template)!r}; choose one of: {', '.join(TEMPLATE_NAMES)}, "
                         f"or give a {CALL_SUFFIX} file")
    return path


def read_template(path: Path) -> tuple[dict, str]:
    """The JSON object of a template Call file and its text (read as every file is: bounded, never blocking on a FIFO)."""
    data, problem = read_bytes(path, MAX_TEMPLATE_BYTES)
    if data is None:
        raise ValueError(f"the template {path} cannot be used: {problem}")
    text, problems = text_of_bytes(data)  # decoded as every file is: BOM, UTF-16, a bad byte located
    if text is None:
        d = problems[0]
        raise ValueError(f"the template {path}:{d.line or 1}:{d.column or 1} cannot be used: {d.code} {d.message}")
    value = _parse_template(path, text)
    if not isinstance(value, dict):
        raise ValueError(f"the template {path} cannot be used: it is not a JSON object")
    return value, text


def _parse_template(path: Path, text: str) -> object:
    """The JSON value of a template's ``text``, read as any board or Call file is; ``ValueError`` naming ``path:line:col``.

    Nesting, digits, list lengths and the number of values are bounded by the
    loader (:func:`authoring.files.load.parse_json`), so that a hostile template
    is refused at its place instead of exhausting the stack or being cut short
    silently; a duplicate key is no reason to refuse it.
    """
    doc, problems = parse_json(text)
    refusing = [d for d in problems if doc is None or d.code == "FP101"]
    if refusing:
        first = refusing[0]
        raise ValueError(f"the template cannot be used: {path}:{first.line}:{first.column}: {first.message}")
    return doc.value


def is_call_id(text: str) -> bool:
    """Whether ``text`` is a valid Call id (the models' ``Slug``).

    >>> is_call_id("attic-fire"), is_call_id("Attic Fire"), is_call_id("")
    (True, False, False)
    """
    try:
        _SLUG.validate_python(text)
    except ValidationError:
        return False
    return True


def default_title(call_id: str) -> str:
    """A title from the id: ``attic-fire`` -> ``Attic fire``."""
    words = call_id.replace("_", " ").replace("-", " ").split()
    return " ".join(words).capitalize() if words else call_id


def call_data(template: dict, *, call_id: str, title: str, board: str | None, schema: str) -> dict:
    """The new Call's JSON object: ``template`` with its own schema, id, title and board, without the briefing.

    The template's key order is kept (``$schema`` first, as in every bundled file).
    """
    data = {"$schema": schema, **{k: v for k, v in template.items() if k not in ("$schema", "briefing")}}
    data["id"] = call_id
    data["title"] = {"en": title}
    if board is not None:
        data["board"] = board
    return data


def bundled_board_ids() -> list[str]:
    """The ids of the boards bundled with the Calls (``calls/boards/``), sorted."""
    return sorted(path.name.removesuffix(BOARD_SUFFIX) for path in (BUNDLED / "boards").glob(f"*{BOARD_SUFFIX}"))


def schema_ref(target: Path) -> str:
    """The call schema named relative to ``target``'s folder inside this project, else by its ``file:`` URL."""
    return schemas.schema_ref(target, "call")


def plan_call(target: Path, *, template: str | Path = "experienced", call_id: str | None = None,
              title: str | None = None, board: str | None = None) -> NewCall:
    """The Call :func:`write_call` would write at ``target``, checked there; raises ``ValueError`` for unusable input."""
    target = Path(target)
    the_id = id_from_path(target) if call_id is None else call_id  # an empty --id is refused, not read as none
    if not is_call_id(the_id):
        fix = "give one with --id" if call_id is None else "change --id"
        raise ValueError(f"{the_id!r} is not a Call id (lower-case letters, digits, '-' and '_', starting with a letter or "
                         f"digit, at most 64); {fix}")
    if title is not None and not title.strip():
        raise ValueError("the title is empty")
    if title is not None and len(title) > MAX_TITLE:
        raise ValueError(f"the title is longer than {MAX_TITLE} characters")
    source_path = template_path(template)
    source, source_text = read_template(source_path)
    template_board = source.get("board") if isinstance(source.get("board"), str) else ""
    data = call_data(source, call_id=the_id, title=(title or default_title(the_id)).strip(), board=board,
                     schema=schema_ref(target))
    text = dump_data(data, source_text)
    ref = data.get("board") if isinstance(data.get("board"), str) else ""
    copy, base = board_copy(ref, target.parent, (BUNDLED, source_path.parent)), target.parent
    if copy is not None:
        base = copy[2]
        copy = copy[:2]
    diagnostics = validate_result(parse_call_text(text, base, source=str(target)))
    return NewCall(text=text, diagnostics=diagnostics, board=ref, template_board=template_board, board_copy=copy)


def board_copy(ref: str, folder: Path, sources: tuple[Path, ...]) -> tuple[Path, str, Path] | None:
    """``(target, text, source folder)`` when the library of ``folder`` has no board ``ref`` (an id) but one of
    ``sources`` (the bundled Calls, the template's folder) has it, else None.

    The copy goes into the ``boards/`` folder of ``folder``'s library, with its schema named from there: a Call made
    from a template of another folder plays where it is written.
    """
    if not ref or ref.endswith(BOARD_SUFFIX):
        return None
    here, _, _ = resolve_board_ref(ref, folder)
    if here is None or here.exists():
        return None
    for source in sources:
        found, _, _ = resolve_board_ref(ref, source)
        if found is None or not found.is_file():
            continue
        loaded = load_board(found)
        if loaded.model is None:
            continue
        target = library_of(folder) / "boards" / found.name
        return target, board_text(loaded.model.model_copy(update={"schema_": None}), target), source
    return None


def write_call(plan: NewCall, target: Path, *, force: bool = False, allow_errors: bool = False) -> list[Path]:
    """Write ``plan`` at ``target`` (and its board copy first); the files written.

    Refuses (``FileExistsError``) a target that exists unless ``force``, and
    (``ValueError``) a plan with errors unless ``allow_errors``. A board copy never replaces a file.
    """
    target = Path(target)
    if plan.errors and not allow_errors:
        raise ValueError(f"{target.name} would not validate")
    if target.exists() and not force:
        raise FileExistsError(f"{target} exists")
    if target.exists() and not target.is_file():  # before the board copy: nothing is written for a target that cannot be
        raise OSError(f"not a regular file: {target.name} cannot be replaced by a Call")
    written = []
    target.parent.mkdir(parents=True, exist_ok=True)
    if plan.board_copy is not None and not plan.board_copy[0].exists():
        board_target, text = plan.board_copy
        board_target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(board_target, text)
        written.append(board_target)
    write_atomic(target, plan.text)
    written.append(target)
    return written
