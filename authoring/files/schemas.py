"""JSON Schemas of the board and Call files, generated from the pydantic models.

The models in :mod:`engine.model` are the one source of truth; the files in
``schemas/`` are generated from them so that editors (VS Code and others)
complete and check while the designer types. ``callforge schema`` writes
them and ``callforge schema --check`` fails when they are out of date.

>>> text = schema_text("board")
>>> doc = json.loads(text)
>>> doc["$schema"], doc["$id"], doc["properties"]["rows"]["title"]
('https://json-schema.org/draft/2020-12/schema', 'https://callforge.dev/schemas/board.schema.json', 'Rows')
>>> text.endswith("}\\n")
True
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from engine.model import Board, Call

DIALECT = "https://json-schema.org/draft/2020-12/schema"
BASE_ID = "https://callforge.dev/schemas/"
SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"
"""``schemas/`` at the root of the repository."""

KINDS = {
    "board": (Board, "Call Forge board", "A Flash Point board: grid, scene, walls, doors, openings, zones, POI arrows, parking, dice."),
    "call": (Call, "Call Forge Call", "A Flash Point Call (scenario): board, ruleset, players, levels, setup, decks and texts."),
}


def _restore_ref_titles(node: object, defs: dict) -> None:
    """Give back the titles pydantic drops next to a ``$ref``.

    Pydantic leaves out a property's title when it equals the title of the
    model it refers to; editors show the property's own title, so put it back.
    """
    if isinstance(node, dict):
        for prop in (node.get("properties") or {}).values():
            ref = prop.get("$ref", "") if isinstance(prop, dict) else ""
            if ref.startswith("#/$defs/") and "title" not in prop:
                target = defs.get(ref.removeprefix("#/$defs/"), {})
                if "title" in target:
                    prop["title"] = target["title"]
        for value in node.values():
            _restore_ref_titles(value, defs)
    elif isinstance(node, list):
        for value in node:
            _restore_ref_titles(value, defs)


def _close_key_patterns(node: object) -> None:
    """Make maps whose keys follow a pattern refuse every other key, as the loader does.

    Pydantic writes such a map as ``patternProperties``, which on its own lets
    any other key through; ``additionalProperties: false`` and a
    ``propertyNames`` pattern say what the models enforce.
    """
    if isinstance(node, dict):
        patterns = node.get("patternProperties")
        if isinstance(patterns, dict) and len(patterns) == 1:
            (pattern,) = patterns
            node["additionalProperties"] = False
            names = node.setdefault("propertyNames", {})
            names.setdefault("pattern", pattern)
        for value in node.values():
            _close_key_patterns(value)
    elif isinstance(node, list):
        for value in node:
            _close_key_patterns(value)


def file_name(kind: str) -> str:
    """``board.schema.json`` or ``call.schema.json``."""
    return f"{kind}.schema.json"


def build_schema(kind: str) -> dict:
    """The JSON Schema (2020-12) of one kind of file, as a dict."""
    model, title, description = KINDS[kind]
    generated = model.model_json_schema(by_alias=True)
    _restore_ref_titles(generated, generated.get("$defs", {}))
    _close_key_patterns(generated)
    generated.pop("title", None)
    generated.pop("description", None)
    return {
        "$schema": DIALECT,
        "$id": BASE_ID + file_name(kind),
        "title": title,
        "description": description,
        **generated,
    }


def schema_text(kind: str) -> str:
    """The schema as stable text: 2-space indent, UTF-8 kept, trailing newline."""
    return json.dumps(build_schema(kind), indent=2, ensure_ascii=False) + "\n"


def write_schemas(folder: Path | None = None) -> list[Path]:
    """Write every schema into ``folder`` (default :data:`SCHEMA_DIR`), atomically; return the paths written."""
    from authoring.files.save import write_atomic

    folder = SCHEMA_DIR if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for kind in KINDS:
        path = folder / file_name(kind)
        write_atomic(path, schema_text(kind))
        written.append(path)
    return written


def stale_schemas(folder: Path | None = None) -> list[tuple[Path, str]]:
    """The schema files in ``folder`` (default :data:`SCHEMA_DIR`) that are not the models' schema, each with why:
    missing, a folder, unreadable, not UTF-8 text, or different.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "board.schema.json").write_bytes(b"\\xff{")
    2
    >>> [(path.name, why) for path, why in stale_schemas(folder)]
    [('board.schema.json', 'is not UTF-8 text'), ('call.schema.json', 'is missing')]
    """
    from authoring.files.read import read_bytes

    folder = SCHEMA_DIR if folder is None else folder
    stale = []
    for kind in KINDS:
        path = folder / file_name(kind)
        why = _schema_file_problem(path, read_bytes, kind)
        if why is not None:
            stale.append((path, why))
    return stale


def _schema_file_problem(path: Path, read_bytes, kind: str) -> str | None:
    """Why the schema file at ``path`` is not the models' schema of ``kind``, or None when it is."""
    if path.is_dir():
        return "is a folder"
    if not path.exists():
        return "is missing"
    data, problem = read_bytes(path)
    if data is None:
        return f"cannot be read ({problem})"
    try:
        current = data.decode("utf-8")
    except UnicodeDecodeError:
        return "is not UTF-8 text"
    return None if current.replace("\r\n", "\n") == schema_text(kind) else "differs from the models"


def properties_missing_text(schema: dict) -> list[str]:
    """Where a property of ``schema`` lacks a title or a description (JSON Pointers into the schema).

    >>> properties_missing_text({"properties": {"a": {"title": "A"}}})
    ['/properties/a']
    """
    missing: list[str] = []

    def walk(node, pointer: str) -> None:
        if isinstance(node, dict):
            for name, sub in (node.get("properties") or {}).items():
                if not (isinstance(sub, dict) and sub.get("title") and sub.get("description")):
                    missing.append(f"{pointer}/properties/{name}")
            for key, value in node.items():
                walk(value, f"{pointer}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{pointer}/{i}")

    walk(schema, "")
    return missing


def schema_ref(target: Path | str, kind: str) -> str:
    """The ``$schema`` a new ``kind`` file at ``target`` names: relative to its folder inside this project, else
    the schema's ``file:`` URL (also when ``target``'s folder cannot be resolved, a link loop: the file is then
    refused before it is written).

    >>> schema_ref(SCHEMA_DIR.parent / "calls" / "x.call.json", "call")
    '../schemas/call.schema.json'
    """
    schema = SCHEMA_DIR / file_name(kind)
    try:
        folder = Path(target).resolve().parent
    except (OSError, RuntimeError):
        return schema.as_uri()
    return Path(os.path.relpath(schema, folder)).as_posix() if folder.is_relative_to(SCHEMA_DIR.parent) else schema.as_uri()
