"""The text of a board or Call, laid out the way its author wrote it.

:func:`dump_board` and :func:`dump_call` turn a model into text. Keys the
author did not write (defaults) stay out. Given the file's original text, every
value that did not change is copied from it character for character, keys
keep the author's order and new keys follow in the model's order, so that an
edit in the studio changes only the lines it must. Values that are new are laid
out like the bundled files: 2-space indent, a cell ``[r, c]`` or an edge
``[[r, c], [r, c]]`` on one line, objects one key per line.

>>> from engine.model import Board
>>> print(dump_board(Board(id="tiny", rows=4, cols=4, walls=[((1, 1), (1, 2))])), end="")
{
  "id": "tiny",
  "rows": 4,
  "cols": 4,
  "walls": [
    [[1, 1], [1, 2]]
  ]
}
>>> from authoring.files.load import parse_board_text
>>> original = '{"id": "tiny",   "cols": 4, "rows": 4}\\n'
>>> board = parse_board_text(original).model.model_copy(update={"rows": 5})
>>> print(dump_board(board, original), end="")
{
  "id": "tiny",
  "cols": 4,
  "rows": 5
}
"""

from __future__ import annotations

import json

from pydantic import BaseModel

from authoring.files.jsonpos import JSONSyntaxError, ParsedJSON, escape_token, parse
from engine.model import Board, Call
from engine.model.board import normalize_edge, room_walls

INDENT = "  "
INLINE_WIDTH = 72
"""Longest list of scalars or cells written on one line."""


def model_data(model: BaseModel) -> dict:
    """The JSON data of ``model`` with only the keys that were set (written or edited).

    A board with rooms keeps only the walls its rooms do not imply: reading it
    back adds them again (``engine.model.board.room_walls``), so a room edited
    later moves its walls with it.
    """
    data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(model, Board) and model.rooms and "walls" in data:
        implied = {(tuple(a), tuple(b)) for a, b in room_walls(model)}
        data["walls"] = [w for w in data["walls"] if normalize_edge(w) not in implied]
        if not data["walls"]:
            del data["walls"]
    return data


def same(a: object, b: object) -> bool:
    """Equal JSON values, telling ``1``, ``1.0`` and ``true`` apart.

    >>> same([1, {"a": True}], [1, {"a": True}]), same(1, True), same(1, 1.0)
    (True, False, False)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def _scalar(value: object) -> bool:
    return not isinstance(value, dict | list)


def _cell_like(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)


def _inline(value: object) -> str:
    """``value`` on one line, in the bundled files' spacing."""
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {_inline(v)}" for k, v in value.items()) + "}"
    return json.dumps(value, ensure_ascii=False)


def _fits_inline(value: list) -> bool:
    """Lists of scalars or cells that are short go on one line; a cell or an edge always does."""
    if _cell_like(value) or (len(value) == 2 and all(_cell_like(v) for v in value)):
        return True
    return all(_scalar(v) or _cell_like(v) for v in value) and len(_inline(value)) <= INLINE_WIDTH


class _Writer:
    def __init__(self, original: ParsedJSON | None) -> None:
        self.original = original

    def verbatim(self, pointer: str | None, old: object, new: object) -> str | None:
        if self.original is None or pointer is None or pointer not in self.original.spans or not same(old, new):
            return None
        start, end = self.original.spans[pointer]
        return self.original.text[start:end]

    def render(self, value: object, level: int, pointer: str | None, old: object) -> str:
        kept = self.verbatim(pointer, old, value)
        if kept is not None:
            return kept
        if isinstance(value, dict):
            return self.render_object(value, level, pointer, old)
        if isinstance(value, list):
            return self.render_list(value, level, pointer, old)
        return json.dumps(value, ensure_ascii=False)

    def render_object(self, value: dict, level: int, pointer: str | None, old: object) -> str:
        if not value:
            return "{}"
        old = old if isinstance(old, dict) else {}
        keys = [k for k in old if k in value] + [k for k in value if k not in old]
        pad = INDENT * (level + 1)
        members = []
        for key in keys:
            child = None if pointer is None or key not in old else f"{pointer}/{escape_token(key)}"
            rendered = self.render(value[key], level + 1, child, old.get(key))
            members.append((json.dumps(key, ensure_ascii=False), rendered))
        one_line = "{" + ", ".join(f"{key}: {rendered}" for key, rendered in members) + "}"
        if level > 0 and self.was_one_line(pointer) and "\n" not in one_line and len(one_line) <= INLINE_WIDTH:
            return one_line  # the author wrote this object on one line: an edit inside it keeps it so
        return "{\n" + ",\n".join(f"{pad}{key}: {rendered}" for key, rendered in members) + "\n" + INDENT * level + "}"

    def render_list(self, value: list, level: int, pointer: str | None, old: object) -> str:
        if not value:
            return "[]"
        old = old if isinstance(old, list) else []
        if _fits_inline(value) and not old:
            return _inline(value)
        pad = INDENT * (level + 1)
        used: set[int] = set()
        items = []
        for i, item in enumerate(value):
            j = self.match(item, i, old, used)
            child = None if pointer is None or j is None else f"{pointer}/{j}"
            items.append(self.render(item, level + 1, child, old[j] if j is not None else None))
        if _fits_inline(value) and all("\n" not in s for s in items) and not self.was_multiline(pointer):
            return "[" + ", ".join(items) + "]"
        return "[\n" + ",\n".join(pad + s for s in items) + "\n" + INDENT * level + "]"

    def was_one_line(self, pointer: str | None) -> bool:
        """Whether the author wrote the value at ``pointer`` on one line."""
        if self.original is None or pointer is None or pointer not in self.original.spans:
            return False
        start, end = self.original.spans[pointer]
        return "\n" not in self.original.text[start:end]

    def was_multiline(self, pointer: str | None) -> bool:
        """Whether the author wrote the value at ``pointer`` over several lines (kept so: no noisy diff)."""
        if self.original is None or pointer is None or pointer not in self.original.spans:
            return False
        start, end = self.original.spans[pointer]
        return "\n" in self.original.text[start:end]

    @staticmethod
    def match(item: object, i: int, old: list, used: set[int]) -> int | None:
        """The index of the original item to take ``item``'s text (or key order) from."""
        if i < len(old) and i not in used and same(old[i], item):
            used.add(i)
            return i
        for j, candidate in enumerate(old):
            if j not in used and same(candidate, item):
                used.add(j)
                return j
        if i < len(old) and i not in used and type(old[i]) is type(item) and isinstance(item, dict):
            used.add(i)
            return i
        return None


def dump_data(data: dict, original_text: str | None = None) -> str:
    r"""JSON text of ``data``, reusing ``original_text`` for unchanged values; ends with a newline.

    The original's byte-order mark and line ends (``\r\n`` when every line ends so) are kept, so that a save shows
    only what changed in a Windows designer's diff too (raw line ends never occur inside JSON strings).

    >>> dump_data({"id": "b", "rows": 9}, '{\r\n  "id": "b",\r\n  "rows": 8\r\n}\r\n')
    '{\r\n  "id": "b",\r\n  "rows": 9\r\n}\r\n'
    """
    text = _dump_data(data, original_text)
    if original_text and line_end_of(original_text) == "\r\n":
        return text.replace("\r\n", "\n").replace("\n", "\r\n")
    return text


def line_end_of(text: str) -> str:
    r"""``\r\n`` when every line of ``text`` ends so (a file saved on Windows), else ``\n``.

    >>> line_end_of('{\r\n}\r\n'), line_end_of('{\n}\r\n'), line_end_of('{}')
    ('\r\n', '\n', '\n')
    """
    return "\r\n" if "\r\n" in text and text.count("\r\n") == text.count("\n") else "\n"


def _dump_data(data: dict, original_text: str | None) -> str:
    bom = "\ufeff" if original_text and original_text.startswith("\ufeff") else ""
    original = None
    if original_text is not None:
        try:
            original = parse(original_text.removeprefix(bom))
        except JSONSyntaxError:
            original = None
    writer = _Writer(original)
    old = original.value if original is not None else None
    body = writer.render(data, 0, "" if original is not None else None, old)
    if original is not None:
        start, end = original.spans[""]
        return bom + original.text[:start] + body + original.text[end:]
    return bom + body + "\n"


def dump_board(board: Board, original_text: str | None = None) -> str:
    """The text of ``board``; pass the file's ``original_text`` to keep its layout."""
    return dump_data(model_data(board), original_text)


def dump_call(call: Call, original_text: str | None = None) -> str:
    """The text of ``call``; pass the file's ``original_text`` to keep its layout."""
    return dump_data(model_data(call), original_text)
