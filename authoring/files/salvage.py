"""Checking the rest of a file the schema refused: the model without the refused values.

One schema error must not hide every deeper check of a file (a POI on a
starting Fire still deserves its FP302 when a wall elsewhere is mistyped).
:func:`salvage` removes what the schema refused - unknown keys, the list
items and zones holding a refused value, refused values that have a default -
and builds the model of what is left; :func:`original_pointer` maps the
pointers of the checks' findings back to the file's own list indices.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, ValidationError

from authoring.files.jsonpos import escape_token, is_list_index, pointer_of
from authoring.files.schema_errors import data_path

MAX_ERRORS = 1000
"""Most pydantic errors gathered for one file (bounds the work of reporting them)."""


def model_errors(model_cls: type[BaseModel], value: object) -> list[dict] | None:
    """The pydantic errors of ``value`` (at most :data:`MAX_ERRORS`), [] when it is valid, None when it cannot be checked."""
    try:
        model_cls.model_validate_json(json.dumps(value), strict=True)
    except ValidationError as exc:
        return exc.errors(include_url=False)[:MAX_ERRORS]
    except (RecursionError, ValueError):  # pragma: no cover - defensive: pydantic limits
        return None
    return []


CRITICAL = {
    "board": ("rows", "cols", "scene", "dice", "format_version"),
    "call": ("board", "ruleset", "players", "format_version"),
}
"""Top-level keys every deep check builds on: when the schema refuses one, no deep check runs."""

STAND_INS = {
    "board": {"id": "unnamed"},
    "call": {"id": "unnamed", "title": {"en": "?"}},
}
"""Values put in for a required top-level key the schema refused or missed where no cut leaves a model: no deep check
reads them, and the checks' findings inside such a key are left out (:func:`authoring.files.validate.deep_check`)."""

_SALVAGE_ROUNDS = 4


def salvage(kind: str, model_cls: type[BaseModel], value: object, errors: list[dict]) -> tuple[BaseModel | None, dict[str, list[int]]]:
    """The model of ``value`` without what the schema refused, so that every other check still runs.

    Unknown keys are dropped; a refused value inside a list drops the whole
    top-level list item (a wall, a door, a deck); a refused zone drops the
    zone; a refused value elsewhere drops its key, when the model has a
    default for it. A refused value the deep checks all build on (the grid,
    the scene, the dice, the Call's board, ruleset or players) gives None, as
    does a value that still fails after a few rounds. Also returns, for each
    list that lost items, the original indices of the items kept, so that
    the checks' pointers can be mapped back into the file.

    >>> from engine.model import Board
    >>> value = {"id": "b", "rows": 4, "cols": 4, "walls": [[[1, 1], [1, 2]], "x"], "colour": 1}
    >>> board, kept = salvage("board", Board, value, model_errors(Board, value))
    >>> board.walls, kept
    ([((1, 1), (1, 2))], {'/walls': [0]})

    A required key the checks do not read (an id, a title) gets a stand-in (:data:`STAND_INS`):

    >>> value = {"id": 5, "rows": 4, "cols": 4}
    >>> board, kept = salvage("board", Board, value, model_errors(Board, value))
    >>> board.id, board.rows
    ('unnamed', 4)
    """
    data = json.loads(json.dumps(value))
    kept: dict[str, list[int]] = {}
    for _ in range(_SALVAGE_ROUNDS):
        if not errors:
            return model_cls.model_validate_json(json.dumps(data), strict=True), kept
        cuts: dict[str, set[int]] = {}
        stand_ins: dict[str, object] = {}
        for err in errors:
            path = data_path(err, data)
            if _plan_cut(kind, data, path, err["type"], cuts, (err.get("ctx") or {}).get("max_length")):
                continue
            if not path or path[0] not in STAND_INS[kind]:
                return None, kept
            stand_ins[path[0]] = STAND_INS[kind][path[0]]
        before = json.loads(json.dumps(data))
        data = _apply_cuts(data, cuts, kept) | stand_ins
        if isinstance(before, dict) and _emptied_critical_part(kind, before, data):
            return None, kept
        errors = model_errors(model_cls, data) or []
    return None, kept


def _plan_cut(kind: str, data: object, path: list, error_type: str, cuts: dict[str, set[int]],
              max_length: int | None = None) -> bool:
    """Add the cut that removes the value at ``path`` to ``cuts`` (pointer -> indices, or -1 for a key); False when none can.

    The least is cut that leaves a model: a list too long loses its items past
    ``max_length`` (100 levels are kept of 10,000, so no check reports the
    Call as having none); a refused value inside an object of a list drops
    that object, the innermost one (a card of a deck, not the deck, so no
    check reports the deck missing); inside a list of plain values (a wall's
    two cells) the list's top-level item.

    >>> data = {"decks": [{"cards": [{"copies": 0}, {"copies": 1}]}], "levels": [{}] * 5}
    >>> cuts = {}
    >>> _plan_cut("call", data, ["decks", 0, "cards", 0, "copies"], "greater_than_equal", cuts)
    True
    >>> _plan_cut("call", data, ["levels"], "too_long", cuts, max_length=3), cuts
    (True, {'/decks/0/cards': {0}, '/levels': {3, 4}})
    """
    if not path or path[0] in CRITICAL[kind]:
        return _cut_unknown_key_of_critical_part(data, path, error_type, cuts)
    node = data
    cut: tuple[list, int] | None = None
    for depth, step in enumerate(path):
        if isinstance(step, int) and isinstance(node, list):
            if cut is None or (0 <= step < len(node) and isinstance(node[step], dict)):
                cut = (path[:depth], step)
            if not (0 <= step < len(node)) or not isinstance(node[step], dict):
                break
            node = node[step]
            continue
        if not isinstance(node, dict) or step not in node:
            break
        if kind == "board" and depth == 0 and step == "zones" and len(path) > 1:  # the refused zone, not its siblings
            cuts.setdefault(pointer_of(path[:1]) + "/" + escape_token(str(path[1])), set()).add(-1)
            return True
        node = node[step]
    else:
        if error_type == "too_long" and max_length is not None and isinstance(node, list):
            cuts.setdefault(pointer_of(path), set()).update(range(max_length, len(node)))
            return True
    if cut is not None:
        cuts.setdefault(pointer_of(cut[0]), set()).add(cut[1])
        return True
    if error_type == "missing":
        return False
    parent = pointer_of(path[:-1])
    cuts.setdefault(parent + "/" + escape_token(str(path[-1])), set()).add(-1)
    return True


def _cut_unknown_key_of_critical_part(data: object, path: list, error_type: str, cuts: dict[str, set[int]]) -> bool:
    """Add the cut of an unknown key inside a part every deep check builds on (a misspelt ``ruleset.params`` name,
    ``players.maxx``) to ``cuts``: the model never reads such a key, so the checks still run on what the part says.
    False for any other refused value there (:func:`salvage` also gives up on a part the cuts leave empty).

    >>> cuts = {}
    >>> _cut_unknown_key_of_critical_part({"players": {"min": 1, "maxx": 4}}, ["players", "maxx"], "extra_forbidden", cuts), cuts
    (True, {'/players/maxx': {-1}})
    >>> _cut_unknown_key_of_critical_part({"players": {"min": 0}}, ["players", "min"], "greater_than_equal", {})
    False
    """
    if error_type != "extra_forbidden" or len(path) < 2 or not isinstance(data, dict):
        return False
    cuts.setdefault(pointer_of(path), set()).add(-1)
    return True


def _emptied_critical_part(kind: str, before: dict, after: dict) -> bool:
    """Whether the cuts left a part every deep check builds on empty (``dice`` of misspelt keys alone): the checks
    would read its defaults, which the file does not mean."""
    return any(isinstance(before.get(key), dict) and before[key] and after.get(key) == {} for key in CRITICAL[kind])


def _apply_cuts(data: object, cuts: dict[str, set[int]], kept: dict[str, list[int]]) -> object:
    """``data`` with the keys (-1) and list items of ``cuts`` removed; ``kept`` records the items left, by original index."""
    for where, indices in sorted(cuts.items(), key=lambda item: -item[0].count("/")):
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in where.split("/")[1:]]
        if -1 in indices:
            parent = data
            for token in tokens[:-1]:
                parent = parent[int(token)] if isinstance(parent, list) else parent.get(token)
            if isinstance(parent, dict):
                parent.pop(tokens[-1], None)
            continue
        target = data
        for token in tokens:
            target = target[int(token)] if isinstance(target, list) else target.get(token)
        if not isinstance(target, list):
            continue
        original = original_pointer(where, kept)
        previous = kept.get(original, list(range(len(target))))
        kept[original] = [previous[i] for i in range(len(target)) if i not in indices]
        target[:] = [item for i, item in enumerate(target) if i not in indices]
    return data


def original_pointer(pointer: str, kept: dict[str, list[int]]) -> str:
    """``pointer`` into the salvaged value, mapped back to the file's own list indices.

    >>> original_pointer("/walls/1/0", {"/walls": [0, 2, 3]})
    '/walls/2/0'
    """
    if not kept:
        return pointer
    out = ""
    for token in pointer.split("/")[1:]:
        indices = kept.get(out)
        if indices is not None and is_list_index(token) and int(token) < len(indices):
            token = str(indices[int(token)])
        out += "/" + token
    return out
