"""Changed copies of a Call, named by JSON Pointers: ``--set``, ``--sweep-param`` and ``tune`` play them.

A change is ``POINTER=VALUE``: a JSON Pointer (RFC 6901) into the Call file,
``/levels/1/hazmat``, ``/supply/damage``, ``/win/rescued``,
``/setup/procedures/0/count``, and a JSON value (a bare word is a string).
The pointer's parent must exist in the file; its last step may add a key to
an object but never an array element. The changed Call is validated like a
file (located FP diagnostics) and travels to the workers as data; no file is
written, except by :func:`write_changed`, which replaces only the changed
values in the author's text (:func:`splice`; a value the file did not have
goes through :func:`authoring.files.dump.dump_data`, which keeps the key order and
the unchanged text) and writes atomically.

>>> parse_assignment("/supply/damage=20")
('/supply/damage', 20)
>>> parse_assignment("/levels/0/id=rookie")
('/levels/0/id', 'rookie')
>>> parse_range("/supply/damage=8..24")
('/supply/damage', 8, 24)
>>> parse_values("/win/rescued=6,7,8")
('/win/rescued', [6, 7, 8])
>>> data = {"supply": {"damage": 24}, "levels": [{"hazmat": 3}]}
>>> set_pointer(data, "/levels/0/hazmat", 4)["levels"]
[{'hazmat': 4}]
>>> set_pointer(data, "/levels/3/hazmat", 4)
Traceback (most recent call last):
...
authoring.playtest.runner.PlaytestError: /levels/3/hazmat: /levels has no element 3 (it has 1)
"""

from __future__ import annotations

import copy
import difflib
import json
import re
from dataclasses import replace
from pathlib import Path

from authoring.files.jsonpos import is_list_index
from authoring.files.save import content_hash, output_target_problem
from authoring.playtest.runner import PlaytestError, PlaytestSpec, dump_model, models_of
from authoring.typed import half_width
from engine.model import resolve_params
from engine.model.call import LEVEL_NUMBERS, level_numbers_read

MAX_CHANGES = 32
"""Most changes one run takes (``--set`` and ``--vary`` together)."""
MAX_VALUES = 64
"""Most values one ``--sweep-param`` takes."""


def _value(text: str):
    """The JSON value ``text`` spells, else ``text`` itself, read as Call files are.

    Nesting and digits are bounded as in a file (:func:`authoring.files.jsonpos.parse`):
    a value nested 100,000 deep is a string, not a ``RecursionError``; NaN, Infinity and ``1e999`` are refused
    (:func:`_not_a_json_number`).

    A number typed with full-width digits, as a Japanese keyboard types them, is that number; a text stays as typed.

    >>> _value("20"), _value("[1, 2]"), _value("[" * 100_000)[:3], _value("２０"), _value("２階")
    (20, [1, 2], '[[[', 20, '２階')
    >>> _value("ｔｒｕｅ"), _value("①"), _value("［１］")
    ('ｔｒｕｅ', '①', '［１］')
    >>> _value("9" * 5000)
    Traceback (most recent call last):
    ...
    authoring.playtest.runner.PlaytestError: '999999999999999999999999'... is a 5000-digit number: no value of a Call is that large
    """

    from authoring.files.jsonpos import parse

    _not_too_long(text)
    for spelled in dict.fromkeys((text, half_width(text))):
        try:
            value = parse(spelled).value
        except ValueError as exc:
            _not_a_json_number(spelled, exc)
            continue
        if spelled == text or (isinstance(value, int | float) and not isinstance(value, bool)):
            return value
    return text


_NOT_NUMBERS = re.compile(r"\s*[-+]?(nan|inf|infinity)\s*", re.IGNORECASE)


def _not_a_json_number(text: str, problem: ValueError) -> None:
    """:class:`PlaytestError` when ``text`` means a number JSON cannot hold (NaN, Infinity, ``1e999``): read as a
    text it would only be refused later as "a string", which is not what was typed.

    >>> _not_a_json_number("NaN", ValueError())
    Traceback (most recent call last):
    ...
    authoring.playtest.runner.PlaytestError: 'NaN' is not a number a Call can hold: JSON has no NaN or Infinity; give a number such as 20
    """
    if _NOT_NUMBERS.fullmatch(text):
        raise PlaytestError(f"{text.strip()!r} is not a number a Call can hold: JSON has no NaN or Infinity; give a "
                            "number such as 20")
    if getattr(problem, "message", "") == "number is too large":
        raise PlaytestError(f"{text.strip()[:24]!r} is too large a number: no value of a Call is that large")


def _not_too_long(text: str) -> None:
    """:class:`PlaytestError` when ``text`` is a number of 25 digits or more: past any bound of the format, and past
    what Python reads as a number, so it would otherwise be taken for a text or echoed whole."""
    import re

    digits = re.fullmatch(r"\s*-?(\d{25,})\s*", half_width(text))
    if digits:
        raise PlaytestError(f"{text.strip()[:24]!r}... is a {len(digits[1])}-digit number: no value of a Call is that "
                            "large")


_FORMS = {"--set": "POINTER=VALUE, e.g. /supply/damage=20", "--vary": "POINTER=LO..HI, e.g. /supply/damage=8..24",
          "--sweep-param": "POINTER=A,B,C, e.g. /supply/damage=16,20,24"}


def _split(text: str, what: str) -> tuple[str, str]:
    pointer, sep, value = text.partition("=")
    pointer = pointer.strip()
    if not sep or not pointer.startswith("/") or not value.strip():
        raise PlaytestError(f"cannot read {what} {text!r}: write {_FORMS[what]}")
    return pointer, value.strip()


def parse_assignment(text: str) -> tuple[str, object]:
    """``"POINTER=VALUE"`` -> ``(pointer, value)``."""
    pointer, value = _split(text, "--set")
    return pointer, _value(value)


_WHOLE = re.compile(r"-?[0-9]+")
"""A whole number as a range end is written: ASCII digits, a minus sign at most."""


def parse_range(text: str) -> tuple[str, int, int]:
    """``"POINTER=LO..HI"`` (integers) -> ``(pointer, lo, hi)``; digits as a person types them, full width too.

    >>> parse_range("/supply/damage=８..24"), parse_range("/supply/damage=-1..2")
    (('/supply/damage', 8, 24), ('/supply/damage', -1, 2))
    >>> parse_range("/supply/damage=1_0..20")
    Traceback (most recent call last):
    ...
    authoring.playtest.runner.PlaytestError: cannot read --vary '/supply/damage=1_0..20': write POINTER=LO..HI with integers LO <= HI, e.g. /supply/damage=8..24
    """
    pointer, value = _split(text, "--vary")
    lo, sep, hi = value.partition("..")
    for end in (lo, hi):
        _not_too_long(end)
    lo, hi = half_width(lo).strip(), half_width(hi).strip()  # full-width digits typed by a Japanese input method
    if all(_WHOLE.fullmatch(end) for end in (lo, hi)):  # int() would also take 1_0
        low, high = int(lo), int(hi)
    else:
        low = high = 0
        sep = ""
    if not sep or low > high:
        raise PlaytestError(f"cannot read --vary {text!r}: write POINTER=LO..HI with integers LO <= HI, e.g. /supply/damage=8..24")
    return pointer, low, high


def parse_assignments(texts: list[str]) -> dict[str, object]:
    """Every ``--set`` given, pointer -> value; a pointer named twice is refused (neither would be said to lose).

    >>> parse_assignments(["/supply/damage=20", "/players/max=4"])
    {'/supply/damage': 20, '/players/max': 4}
    """
    return _once([parse_assignment(t) for t in texts], "--set")


def parse_ranges(texts: list[str]) -> dict[str, tuple[int, int]]:
    """Every ``--vary`` given, pointer -> (lo, hi); a pointer named twice is refused.

    >>> parse_ranges(["/supply/damage=8..24", "/supply/damage=9..9"])
    Traceback (most recent call last):
    ...
    authoring.playtest.runner.PlaytestError: --vary names /supply/damage twice: give each value once
    """
    return _once([(p, (lo, hi)) for p, lo, hi in (parse_range(t) for t in texts)], "--vary")


def _once(pairs: list[tuple[str, object]], option: str) -> dict:
    out: dict = {}
    for pointer, value in pairs:
        if pointer in out:
            raise PlaytestError(f"{option} names {pointer} twice: give each value once")
        if (inside := overlapping(pointer, out)) is not None:
            raise PlaytestError(f"{option} names {inside} and {pointer}, one inside the other: give each value once")
        out[pointer] = value
    return out


def overlapping(pointer: str, others) -> str | None:
    """The first of ``others`` that is ``pointer``, holds it or lies inside it (``/supply`` and ``/supply/damage``);
    None when none does: two such changes would overwrite each other, and neither would say so.

    >>> overlapping("/supply/damage", ["/supply"]), overlapping("/supply", ["/supply/damage"]), overlapping("/a", ["/ab"])
    ('/supply', '/supply/damage', None)
    """
    return next((other for other in others if other == pointer or other.startswith(pointer + "/")
                 or pointer.startswith(other + "/")), None)


def parse_values(text: str) -> tuple[str, list]:
    """``"POINTER=A,B,C"`` -> ``(pointer, [A, B, C])``; a range ``LO..HI`` is refused with the form to write.

    >>> parse_values("/supply/damage=16,20")
    ('/supply/damage', [16, 20])
    """
    import re

    pointer, value = _split(text, "--sweep-param")
    if re.fullmatch(r"\s*-?\d+\s*\.\.\s*-?\d+\s*", value):
        raise PlaytestError(f"--sweep-param {text!r}: list the values, e.g. {pointer}=16,20,24 "
                            "(a range LO..HI is for tune --vary)")
    words = [v.strip() for v in value.split(",")]
    if "" in words and value.strip():
        raise PlaytestError(f"--sweep-param {text!r}: value {words.index('') + 1} is empty")
    values = [_value(word) for word in words if word]
    if not values or len(values) > MAX_VALUES:
        raise PlaytestError(f"--sweep-param {text!r}: give 1 to {MAX_VALUES} comma-separated values")
    return pointer, values


def _tokens(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def get_pointer(data, pointer: str):
    """The value at ``pointer`` in ``data``; :class:`PlaytestError` naming the missing step."""
    return _walk(data, _tokens(pointer), pointer)


def _walk(data, tokens: list[str], pointer: str):
    node = data
    walked = ""
    for token in tokens:
        node = _step(node, token, walked, pointer)
        walked += "/" + token
    return node


def _step(node, token: str, walked: str, pointer: str):
    if isinstance(node, list):
        if not is_list_index(token) or int(token) >= len(node):
            raise PlaytestError(f"{pointer}: {walked or '/'} has no element {token} (it has {len(node)})")
        return node[int(token)]
    if isinstance(node, dict):
        if token not in node:
            close = difflib.get_close_matches(token, [str(k) for k in node], n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise PlaytestError(f"{pointer}: {walked or '/'} has no key {token!r}{hint}")
        return node[token]
    raise PlaytestError(f"{pointer}: {walked or '/'} is a value, not an object or array")


def set_pointer(data, pointer: str, value):
    """``data`` (changed in place, and returned) with ``value`` at ``pointer``."""
    tokens = _tokens(pointer)
    if not tokens:
        raise PlaytestError("the pointer '' names the whole Call: name a value inside it, e.g. /supply/damage")
    parent = _walk(data, tokens[:-1], pointer)
    last, where = tokens[-1], pointer.rsplit("/", 1)[0]
    if isinstance(parent, list):
        _step(parent, last, where, pointer)
        parent[int(last)] = value
    elif isinstance(parent, dict):
        parent[last] = value
    else:
        raise PlaytestError(f"{pointer}: {where} is a value, not an object or array")
    return data


def read_call_json(call_path: str) -> tuple[str, object]:
    """The Call file's text as it is (its line ends kept; a byte order mark, which the loader accepts, left out) and its JSON value.

    >>> text, data = read_call_json("calls/fire-rescue-family.call.json")
    >>> data["id"], text.startswith("{")
    ('fire-rescue-family', True)
    """
    from authoring.files.read import read_bytes

    raw, problem = read_bytes(Path(call_path))  # bounded, and a FIFO put in its place never blocks
    if raw is None:
        raise PlaytestError(f"{call_path}: cannot read the Call: {problem}")
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
        return text, json.loads(text)
    except (UnicodeDecodeError, ValueError) as exc:
        raise PlaytestError(f"{call_path}: cannot read the Call: {exc}") from exc


def changed_text(call_path: str, changes: dict) -> tuple[str, str]:
    """The Call file's text and its text with ``changes`` (pointer -> value), keeping the author's order and layout."""
    from authoring.files.dump import dump_data

    original, data = read_call_json(call_path)
    data = copy.deepcopy(data)
    for pointer, value in changes.items():
        set_pointer(data, pointer, value)
    return original, splice(original, changes) or dump_data(data, original)


def splice(text: str, changes: dict) -> str | None:
    """``text`` with the value at each pointer replaced in place, every other character kept; None when a pointer is new.

    >>> print(splice('{"supply": {"damage": 24},  "win": {"rescued": 7}}', {"/supply/damage": 17}))
    {"supply": {"damage": 17},  "win": {"rescued": 7}}
    """
    from authoring.files.jsonpos import parse

    spans = parse(text).spans
    if any(p not in spans for p in changes):
        return None
    for pointer in sorted(changes, key=lambda p: spans[p][0], reverse=True):
        start, end = spans[pointer]
        text = text[:start] + json.dumps(changes[pointer], ensure_ascii=False) + text[end:]
    return text


def _shown(value, limit: int = 60) -> str:
    """A changed value as a label shows it: its JSON, cut to ``limit`` characters.

    >>> _shown(20), _shown("9" * 100, 12)
    ('20', '"99999999...')
    """
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _schema_moved(call_path: str, target: Path) -> dict:
    """``{"/$schema": ...}`` naming the call schema from ``target``'s folder, when the Call names one; else nothing."""
    from authoring.new.call import schema_ref

    _, data = read_call_json(call_path)
    return {"/$schema": schema_ref(target)} if isinstance(data, dict) and "$schema" in data else {}


def _board_copy_for(call_path: str, text: str, target: Path):
    """``(board target, text, source folder)`` when the tuned Call goes to a library without its board (an id), which
    is copied there from the Call's folder or the bundled boards, as ``callforge new call`` does; else None."""
    from authoring.new.call import BUNDLED, board_copy

    data = json.loads(text)
    ref = data.get("board") if isinstance(data, dict) and isinstance(data.get("board"), str) else ""
    return board_copy(ref, target.parent, (Path(call_path).parent, BUNDLED))


def _loaded(call_path: str, text: str, changes: dict, *, deep: bool, base: Path | None = None):
    from authoring.files.load import parse_call_text
    from authoring.files.validate import validate_result

    label = f"{call_path} (with {', '.join(f'{p}={_shown(v)}' for p, v in changes.items())})" if changes else call_path
    result = parse_call_text(text, base if base is not None else Path(call_path).parent, source=label)
    problems = [d for d in (validate_result(result) if deep and result.ok else result.diagnostics) if d.severity == "error"]
    if not result.ok or result.board is None or problems:
        shown = problems or [d for d in result.diagnostics if d.severity == "error"]
        lines = [d.render(label) + (f"\n    hint: {d.hint}" if d.hint else "") for d in shown[:5]]
        lines = lines or [f"{label}: the Call's board could not be loaded"]
        raise PlaytestError("\n".join(lines))
    return result


def check_levels_played(spec: PlaytestSpec, data, pointers, who: str) -> None:
    """Refuse a change inside a level ``spec`` does not play: its games would be the level's own, under the change's name.

    ``data`` is the Call's JSON, ``who`` what plays (``"the tune"``, ``"the run"``), for the message.
    """
    levels = [lv.get("id") for lv in data.get("levels", []) if isinstance(lv, dict)] if isinstance(data, dict) else []
    played = spec.level if spec.level is not None else (levels[0] if levels else None)
    for pointer in pointers:
        parts = pointer.split("/")
        if len(parts) > 2 and parts[1] == "levels" and is_list_index(parts[2]) and int(parts[2]) < len(levels):
            varied = levels[int(parts[2])]
            if varied != played:
                raise PlaytestError(f"{pointer} is a value of level {varied!r}, but {who} plays level {played!r}: "
                                    f"give --level {varied}")


BOX_LIMITS = {"/supply/hazmat": "Hazmat", "/supply/hot_spots": "Hot Spots", "/supply/threats": "Fire and Smoke markers"}
"""The supplies that only bound what the setup may place (FP303): play never takes from them."""


def unread_in_play(call, pointer: str) -> str | None:
    """Why no game of ``call`` reads the value at ``pointer``; None where play reads it.

    Varying such a value plays the same games at every value, so a tune or a
    sweep of it would measure nothing. The box's supplies only bound the setup
    (:data:`BOX_LIMITS`); a level's number is read only as
    :func:`engine.model.call.level_numbers_read` says (FP328).
    """
    if pointer in BOX_LIMITS:
        return f"the box's {BOX_LIMITS[pointer]} only bound what the setup may place (FP303)"
    parts = pointer.split("/")
    in_level = len(parts) >= 3 and parts[1] == "levels" and is_list_index(parts[2])
    if not in_level or (len(parts) == 4 and parts[3] not in LEVEL_NUMBERS) or len(parts) > 4:
        return None
    read = level_numbers_read(call, resolve_params(call.ruleset.name, call.ruleset.params))
    if len(parts) == 4 and parts[3] not in read:
        return f'no game of this Call reads a level\'s "{parts[3]}" (FP328 says why)'
    if len(parts) == 3 and not read:  # a whole level: its numbers are all the games read of it
        return "no game of this Call reads any of a level's numbers (FP328 says why)"
    return None


def check_read_in_play(spec: PlaytestSpec, pointers, who: str) -> None:
    """Refuse a change no game of ``spec``'s Call reads: ``who`` (``"the tune"``, ``"the run"``) would play the same
    games whatever its value."""
    call, _ = models_of(spec)
    for pointer in pointers:
        why = unread_in_play(call, pointer)
        if why is not None:
            raise PlaytestError(f"{pointer} is never read in play: {why}, so {who} would play the same games whatever "
                                "its value")


PLAYER_RANGE = ("/players/min", "/players/max")
"""The Call's range of players: it decides which counts may be played, never a game at the count a run plays."""


def check_varied_in_play(pointers) -> None:
    """Refuse varying the Call's range of players: the counts a tune or a sweep plays are chosen before any change
    (``--players``, or the file's range), so every value would play the same games (``--set`` may still widen the
    range to play a count it excludes)."""
    for pointer in pointers:
        if pointer in PLAYER_RANGE:
            raise PlaytestError(f"{pointer} is never read in play: the Call's range of players only bounds the counts "
                                "it may be played at, and the counts played are chosen before any change (--players), "
                                "so every value would play the same games")


def vary(spec: PlaytestSpec, changes: dict, *, deep: bool = False) -> PlaytestSpec:
    """A spec playing ``spec``'s Call with ``changes`` (pointer -> value) on top of the changes it has already (a
    ``--set``); the Call is validated and carried as data.

    ``deep`` runs the deep checks too (what a written Call must pass).
    """
    if not changes:
        return spec
    merged = dict(spec.changes) | changes
    if len(merged) > MAX_CHANGES:
        raise PlaytestError(f"at most {MAX_CHANGES} changes at once, got {len(merged)}")
    _, text = changed_text(spec.call_path, merged)
    result = _loaded(spec.call_path, text, merged, deep=deep)
    return replace(spec, call_json=dump_model(result.model), board_json=dump_model(result.board),
                   changes=tuple(merged.items()))


def vary_runs(specs: list, changes: dict, pointer: str | None, values: list, levels: list | None) -> list:
    """Each run of ``specs`` with the ``--set`` changes, once per ``--sweep-param`` value. In a sweep over every level
    (``levels``: the Call's level ids in file order) a change inside one level (``/levels/1/...``) is made in that
    level's runs alone: the other levels' runs are played once each, unchanged, not once a value under its name."""

    def mine(p: str, spec) -> bool:
        parts = p.split("/")
        if levels is None or len(parts) < 3 or parts[1] != "levels" or not is_list_index(parts[2]):
            return True
        index = int(parts[2])
        played = spec.level if spec.level is not None else levels[0]
        return index >= len(levels) or levels[index] == played

    out = []
    for spec in specs:
        own = {p: v for p, v in changes.items() if mine(p, spec)}
        swept = values if pointer is not None and mine(pointer, spec) else [None]
        out += [vary(spec, own | ({pointer: v} if v is not None else {}), deep=True) for v in swept]
    return out


def check_destination(call_path: str, out: str | Path, *, force: bool = False) -> None:
    """Fail before any game is played when the Call, written to ``out``, would not find its board or its folder is missing.

    A board the Call names by id, missing from ``out``'s library, is found where the Call is (or among the bundled
    boards) and copied into that library's ``boards/`` folder when the Call is written.

    ``out`` is never the Call being tuned (its values are the search's
    start, and the author's file), and an existing file is replaced only
    with ``force``.
    """
    target = Path(out)
    if not target.name.endswith(".call.json"):
        raise PlaytestError(f"{out}: the tuned Call's file name must end in .call.json")
    if (problem := output_target_problem(target, force=True, make_folder=False)) is not None:
        raise PlaytestError(problem)
    if _id_of_file(target) is None:
        raise PlaytestError(f"{out}: the tuned Call takes its id from the file name, and {target.name.removesuffix('.call.json')!r} "
                            "is no Call id (lower-case letters, digits, '-' and '_', starting with a letter or digit, at most 64); "
                            "name the file after the id, e.g. "
                            "harder.call.json")
    if not target.parent.is_dir():
        raise PlaytestError(f"{out}: the folder {target.parent} does not exist")
    if target.exists() and target.resolve() == Path(call_path).resolve():
        raise PlaytestError(f"{out} is the Call being tuned; write the tuned Call to a new file")
    if target.exists() and not force:
        raise PlaytestError(f"{out} exists; pass --force to replace it")
    if target.resolve().parent != Path(call_path).resolve().parent:
        _, text = changed_text(call_path, {})
        copy = _board_copy_for(call_path, text, target)  # a board named by id is copied into that library's boards/
        try:
            _loaded(str(target), text, {}, deep=False, base=copy[2] if copy else None)
        except PlaytestError as exc:
            raise PlaytestError(f"{out}: the tuned Call would not find its board from that folder; write it beside "
                                f"{Path(call_path).name} or into a library that has the board. Read from there:\n{exc}") from None


def _id_of_file(path: Path) -> str | None:
    """The Call id a file name gives (``harder.call.json`` -> ``harder``), None when the name is no Call id.

    >>> _id_of_file(Path("out/harder.call.json")), _id_of_file(Path("Harder Copy.call.json"))
    ('harder', None)
    """
    from authoring.new.call import id_from_path, is_call_id

    stem = id_from_path(path)
    return stem if is_call_id(stem) else None


def write_changed(call_path: str, changes: dict, out: str | Path, *, replace: bool = True,
                  measured: str | None = None) -> list[Path]:
    """Write the Call with ``changes`` to ``out`` atomically, keeping the author's key order and text; it must validate
    clean. Returns the files written: a board copied into ``out``'s library (see :func:`check_destination`), then the Call.

    In another folder, the Call's ``$schema`` is named from there.

    The Call written takes its id from ``out``'s file name, as ``callforge new call`` gives it: a replay names its
    Call by id, and a library finds a Call by its file name, so a copy with the original's id would be mistaken for it.

    Unless ``replace``, ``out`` must not exist when it is written (a file
    that appeared while the games were played is kept, and nothing is written).
    ``measured``: the :func:`authoring.files.save.content_hash` of the Call the games played; a Call edited
    since is not written with values measured on another.
    """
    from authoring.files.save import SaveConflict, write_atomic

    target = Path(out)
    moved = target.parent.resolve() != Path(call_path).parent.resolve()
    named = _id_of_file(target)
    original, text = changed_text(call_path, {**changes, **({"/id": named} if named else {}),
                                              **(_schema_moved(call_path, target) if moved else {})})
    if measured is not None and content_hash(original) != measured:
        raise PlaytestError(f"{call_path} changed while the games were played: the values found were measured on the "
                            "Call as it was read at the start, so nothing was written; tune it again")
    _loaded(call_path, text, changes, deep=True)
    board_copy = _board_copy_for(call_path, text, target) if moved else None
    if moved:
        # The board reference resolves from the Call's folder: check it does from the new one too (or from the
        # folder its copy comes from, written beside the new Call's library).
        _loaded(str(target), text, changes, deep=False, base=board_copy[2] if board_copy else None)
    try:
        written = []
        if board_copy is not None and not board_copy[0].exists():
            board_copy[0].parent.mkdir(parents=True, exist_ok=True)
            try:
                write_atomic(board_copy[0], board_copy[1], check=True)
                written.append(board_copy[0])
            except SaveConflict:  # a board of that name written there meanwhile: kept, and the Call reads it
                pass
        write_atomic(target, text, check=not replace)
    except SaveConflict:
        raise PlaytestError(f"{out} was written by someone else meanwhile: it is kept, and the tuned Call is not written") from None
    except OSError as exc:
        raise PlaytestError(f"cannot write {out}: {exc}") from exc
    return [*written, target]
