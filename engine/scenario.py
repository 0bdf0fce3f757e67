"""Rule scenarios: a position, scripted dice, something to do, and the expected result.

The file format is described in ``tests/rules/README.md``. This module loads
and runs scenarios without any test framework, so that both pytest and
``callforge rules-test`` use it.

>>> s = {"id": "smoke", "rules": ["R-FIRE-1"], "firefighters": [{"at": [0, 0]}],
...      "dice": [2, 2], "do": {"phase": "advance_fire"}, "expect": {"markers": {"smoke": [[2, 2]]}}}
>>> run_scenario(s).problems
[]
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from dataclasses import dataclass, field, fields
from pathlib import Path

from pydantic import ValidationError

from engine.actions import Action
from engine.board import DOOR, WALL
from engine.dice import ScriptedDice, SeededDice
from engine.errors import DiceExhaustedError, GameEnded, GameError, IllegalActionError
from engine.game import Game
from engine.model.board import Board
from engine.model.call import Call
from engine.model.common import MAX_SPACES
from engine.model.ruleset import SPECIALISTS
from engine.rules import decks as deck_rules
from engine.rules import fire as fire_rules
from engine.rules import heroes as hero_rules
from engine.rules import poi as poi_rules
from engine.rules.explosion import explode
from engine.rules.turn import free_ap
from engine.state import (
    CARRY_HAZMAT,
    CARRY_NONE,
    CARRY_VICTIM,
    DOOR_CLOSED,
    DOOR_GONE,
    DOOR_OPEN,
    FIRE,
    SMOKE,
    GameState,
)
from engine.text import json_problem, wide_encoding

BOARDS_DIR = Path(__file__).resolve().parents[1] / "calls" / "boards"
CALLS_DIR = BOARDS_DIR.parent

_MARKERS = ("fire", "smoke", "poi", "victims", "healed", "hazmat", "hot_spots", "debris")
_PILES = ("fire_deck", "fire_discard", "fire_aside", "event_deck", "event_discard")
_HERO_PILES = ("gear_deck", "gear_discard", "boost_deck", "boost_discard", "boost_live", "hero_used")
_DEFAULT_FIRE_DECK = {
    "id": "fire", "kind": "fire",
    "cards": [{"id": "advance", "title": {"en": "Advance"}, "effects": [{"effect": "advance_fire"}]}],
}
"""The Fire deck of a gsh scenario that gives none: one card, one Advance Fire."""
_CARRY = {"victim": CARRY_VICTIM, "hazmat": CARRY_HAZMAT, None: CARRY_NONE}
_DOOR_WORDS = {DOOR_OPEN: "open", DOOR_CLOSED: "closed", DOOR_GONE: "destroyed"}


@dataclass
class ScenarioResult:
    """The outcome of one scenario: ``problems`` is empty when it passed."""

    id: str
    rules: list[str]
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


MAX_SCENARIO_BYTES = 1024 * 1024
"""Largest scenario file read, and largest bundled board or Call a scenario names (the bundled ones are a few KB)."""

_BUNDLED_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,99}")
"""The id of a bundled board or Call: a plain slug, never a path."""


def _read_scenario_bytes(path: Path) -> bytes:
    """The bytes of the regular file ``path``; :class:`GameError` for a FIFO, a device, a folder or a file too large.

    Opened without blocking and checked on the open handle, so that a FIFO
    named ``*.json`` never hangs ``rules-test``.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:
        raise GameError(f"{path}: cannot read the file: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise GameError(f"{path}: not a regular file")
        data = os.read(fd, MAX_SCENARIO_BYTES + 1)
    except OSError as exc:
        raise GameError(f"{path}: cannot read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > MAX_SCENARIO_BYTES:
        raise GameError(f"{path}: larger than {MAX_SCENARIO_BYTES // 1024} KB; it is not read")
    return data


class _NotJson(ValueError):
    """A value JSON does not have (NaN, Infinity) or an object with a key twice."""


def _no_constant(word: str):
    raise _NotJson(f"{word} is no JSON number")


def _no_key_twice(pairs: list) -> dict:
    seen: dict = {}
    for key, value in pairs:
        if key in seen:
            raise _NotJson(f"key {key!r} is written twice in one object")
        seen[key] = value
    return seen


def load_scenario(path: str | Path) -> dict:
    """Read a scenario file; a problem (not UTF-8, not JSON, no object) is a :class:`GameError` naming the file.

    >>> load_scenario("/dev/null")
    Traceback (most recent call last):
    ...
    engine.errors.GameError: /dev/null: not a regular file
    """
    path = Path(path)
    data = _read_scenario_bytes(path)
    if (wide := wide_encoding(data)) is not None:
        raise GameError(f"{path}: the file is {wide}; scenarios are read as UTF-8 (save it as UTF-8)")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark, as editors may write, is dropped
        value = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_key_twice)
    except _NotJson as exc:
        raise GameError(f"{path}: not valid JSON: {exc}") from None
    except UnicodeDecodeError as exc:
        raise GameError(f"{path}: not valid UTF-8 (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise GameError(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON: {json_problem(exc)}") from None
    except ValueError:  # an integer too long for Python to convert
        raise GameError(f"{path}:{_long_number(text)}") from None
    except RecursionError:
        raise GameError(f"{path}: not valid JSON: nested too deeply") from None
    if not isinstance(value, dict):
        raise GameError(f"{path}: a scenario is a JSON object, not {type(value).__name__}")
    value.setdefault("id", path.stem)
    return value


def _long_number(text: str) -> str:
    """``line:col: message`` for the first integer of ``text`` longer than Python converts (``sys.get_int_max_str_digits``)."""
    limit = sys.get_int_max_str_digits()
    found = re.search(rf"\d{{{limit + 1},}}", text)
    if found is None:
        return f" not valid JSON: a number has more than {limit} digits"
    at = found.start()
    line, col = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
    return f"{line}:{col}: not valid JSON: a number of {found.end() - at} digits; at most {limit} are read"


def _bundled(folder: Path, name, suffix: str, field: str, what: str) -> bytes:
    """The bytes of the bundled ``what`` named ``name`` in ``folder``; :class:`GameError` naming the scenario ``field``.

    ``name`` must be a plain id (no path), and the file is read as a scenario
    file is (:func:`_read_scenario_bytes`): a FIFO, a device or a huge file is refused.
    """
    if not isinstance(name, str) or not _BUNDLED_ID.fullmatch(name):
        raise GameError(f"{field}: {name!r} is not the id of a bundled {what}")
    path = folder / f"{name}{suffix}"
    if not os.path.exists(path):
        raise GameError(f"{field}: {name!r} is not the id of a bundled {what} (no {path.name} in {folder})")
    try:
        return _read_scenario_bytes(path)
    except GameError as exc:
        raise GameError(f"{field}: {exc}") from None


def _board(spec) -> Board:
    """The scenario's board: a bundled board's id (default ``fire-rescue-front``) or a board object.

    A board of more than :data:`engine.model.common.MAX_SPACES` spaces or dice rolls
    is refused, as the validator refuses it (FP406).
    """
    if spec is None:
        spec = "fire-rescue-front"
    if isinstance(spec, str):
        board = Board.model_validate_json(_bundled(BOARDS_DIR, spec, ".board.json", "board", "board"))
    else:  # strictly, as a board file is read: true is no row count
        board = Board.model_validate_json(json.dumps(spec), strict=True)
    if board.rows * board.cols > MAX_SPACES:
        raise GameError(f"board: the {board.rows} x {board.cols} grid has more than {MAX_SPACES} spaces")
    if board.dice.red_sides * board.dice.black_sides > MAX_SPACES:
        raise GameError(f"board: dice with {board.dice.red_sides} and {board.dice.black_sides} sides give more than {MAX_SPACES} rolls")
    for kind in ("ambulance", "engine"):  # the compiled board indexes its spaces by them (validation says FP201)
        for i, spot in enumerate(getattr(board.parking, kind)):
            if off := next((c for c in spot if not (0 <= c[0] < board.rows and 0 <= c[1] < board.cols)), None):
                raise GameError(f"board.parking.{kind}[{i}]: the space {list(off)} is off the {board.rows} x {board.cols} grid")
    return board


def build_game(sc: dict) -> Game:
    """The game a scenario starts from: its board, ruleset, markers, firefighters and dice."""
    if "setup" in sc.get("do", {}):
        return _setup_game(sc)
    board = _board(sc.get("board"))
    call = _scenario_call(sc, board)
    ffs = sc.get("firefighters") or [{"at": [0, 0]}]
    start = dict(sc.get("vehicles", {}))  # firefighters are put where the scenario says below, inside or out
    scripted = ScriptedDice(sc.get("dice", []))
    # deck shuffles at setup use seeded dice; the scenario then sets the piles it wants
    hero_names = [f.get("hero") for f in ffs] if call.heroes is not None and all(f.get("hero") for f in ffs) else None
    g = Game.new(call, board, players=len(ffs), seed=0, start=start, specialists=hero_names,
                 dice=SeededDice(0) if call.decks or call.heroes is not None else scripted)
    g.dice = scripted
    st = g.st
    if call.decks:
        g.setup_events = []
        cards = {card.id for deck in call.decks for card in deck.cards}
        for name in _PILES:
            pile = list(sc.get("piles", {}).get(name, getattr(st, name)))
            if unknown := next((card for card in pile if card not in cards), None):
                raise GameError(f"piles.{name}: {unknown!r} is no card of the scenario's decks ({', '.join(sorted(cards))})")
            setattr(st, name, pile)
    _cells_on_board(sc, board)
    _place_markers(g, sc.get("markers", {}))
    _place_firefighters(g, ffs, sc.get("player", 0))
    counters = sc.get("counters", {})
    for name in ("rescued", "lost", "damage", "hot_spot_supply", "false_alarms_found", "actions_this_turn", "turn"):
        if name in counters:
            setattr(st, name, counters[name])
    st.player = sc.get("player", 0)
    if g.heroes_on:
        _set_heroes(g, sc, ffs)
    else:
        _no_hero_keys(sc)
    g._legal = None
    return g


def _cells_on_board(sc: dict, board: Board) -> None:
    """:class:`GameError` naming the first field of ``sc`` that places something off ``board`` (its shape is checked
    already): the space, and the field's place, not only the space."""
    edges = [f"{where}markers.{name}[]" for where in ("", "expect.") for name in ("open_doors", "destroyed_doors")]
    for name in (*_CELLS, *edges):
        for where, value in _values(sc, name):
            cells = value if name in edges else [value]
            for cell in cells:
                if isinstance(cell, list) and len(cell) == 2 and not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                    raise GameError(f"{where}: the space {cell} is off the {board.rows} x {board.cols} board (rows 0-"
                                    f"{board.rows - 1}, columns 0-{board.cols - 1})")


_HERO_KEYS = ("hero", "gear", "active", "reserve", "boosts_had", "move_ap", "ext_ap")
"""A firefighter's keys that only a game of heroes has (gsh, R-HERO-1)."""


def _no_hero_keys(sc: dict) -> None:
    """:class:`GameError` for a hero's key on a firefighter of a game without heroes: it would be ignored, or never
    checked, and test nothing."""
    for where, ff in [*_values(sc, "firefighters[]"), *_values(sc, "expect.firefighters[]")]:
        if key := next((k for k in _HERO_KEYS if k in ff), None):
            raise GameError(f"{where}.{key}: only a hero has it, and ruleset '{sc.get('ruleset', 'family')}' plays "
                            "without heroes (gsh has them)")


def _scenario_call(sc: dict, board: Board) -> Call:
    """The Call a scenario plays: its ruleset and counts, its decks and hero set, and its Call mechanics."""
    counters = sc.get("counters", {})
    return Call(
        id="scenario",
        title={"en": sc["id"]},
        board=board.id,
        ruleset={"name": sc.get("ruleset", "family"), "params": sc.get("params", {})},
        poi_bag={"victims": counters.get("pool_victims", 10), "false_alarms": counters.get("pool_false_alarms", 5)},
        supply={"damage": counters.get("damage_supply", 24)},
        win={"rescued": sc.get("win", 7), "helpers_rescued": sc.get("win_helpers")},
        decks=sc.get("decks", [_DEFAULT_FIRE_DECK] if sc.get("ruleset") == "gsh" else []),
        heroes=_hero_set(sc.get("heroes"), sc.get("hero_set_changes", {})),
        water_sources=sc.get("water_sources", []),
        rescue_places=sc.get("rescue_places", []),
        markers=sc.get("marker_kinds", []),
        crew_change_spaces=sc.get("crew_change_spaces", []),
        named_victim=sc.get("named_victim"),
        setup={"helpers": sc.get("helpers", []), "markers": sc.get("call_markers", {})},
        loss={"victims_lost": sc.get("loss", 4), "helpers_lost": sc.get("helpers_loss")},
    )


def _place_markers(g, markers: dict) -> None:
    """Put a scenario's markers, door states and wall Damage on the board."""
    st = g.st
    for name in _MARKERS:
        for cell in markers.get(name, []):
            s = g.index(cell)
            if name == "fire":
                st.fire[s] = FIRE
            elif name == "smoke":
                st.fire[s] = SMOKE
            elif name == "hot_spots":
                st.hot[s] = 1
            else:
                getattr(st, name)[s] += 1
    for i, (a, b) in enumerate(markers.get("open_doors", [])):
        _set_door(g, a, b, DOOR_OPEN, f"markers.open_doors[{i}]")
    for i, (a, b) in enumerate(markers.get("destroyed_doors", [])):
        _set_door(g, a, b, DOOR_GONE, f"markers.destroyed_doors[{i}]")
    for i, ((a, b), dmg) in enumerate(markers.get("damage", [])):
        e = _edge_of_kind(g, a, b, WALL, f"markers.damage[{i}]")
        st.wall[e] = dmg
        st.passable[e] = 1 if dmg >= 2 else 0


def _place_firefighters(g, ffs: list, player: int) -> None:
    """Put each firefighter where the scenario says, with its AP, specialist, load and state; the player whose turn
    it is gets its specialist's free AP unless the scenario says otherwise."""
    st = g.st
    for seat, f in enumerate(ffs):
        st.ff_pos[seat] = g.index(f["at"])
        st.ff_ap[seat] = f.get("ap", 4 if seat == 0 else 0)
        spec = f.get("specialist")
        st.ff_spec[seat] = SPECIALISTS.index(spec) if spec else -1
        st.ff_free[seat] = f.get("free", free_ap(st.ff_spec[seat])[0] if seat == player else 0)
        st.ff_saved[seat] = f.get("saved", 0)
        st.ff_carry[seat] = _CARRY[f.get("carrying")]
        st.ff_lead[seat] = 1 if f.get("leading") else 0
        st.ff_down[seat] = 1 if f.get("down") else 0


def _hero_set(spec, changes: dict):
    """A scenario's hero set: inline, or the name of a bundled Call whose set it borrows; ``hero_set_changes``
    then sets some of its fields (``{"boosts_per_call": 3}``)."""
    if isinstance(spec, str):
        spec = Call.model_validate_json(_bundled(CALLS_DIR, spec, ".call.json", "heroes", "Call")).heroes
    if spec is not None and not isinstance(spec, dict) and not hasattr(spec, "model_dump"):
        raise GameError("heroes: a bundled Call's id or a hero set object is expected")
    if not isinstance(changes, dict):
        raise GameError("hero_set_changes: expected an object of hero set fields, e.g. {\"boosts_per_call\": 3}")
    if not changes:
        return spec
    if spec is None:
        raise GameError("hero_set_changes: the scenario has no hero set (give 'heroes')")
    data = spec.model_dump() if hasattr(spec, "model_dump") else dict(spec)
    data.update(changes)
    return data


def _set_heroes(g, sc: dict, ffs: list) -> None:
    """The heroes' cards of a scenario (gsh, R-HERO-1..3): no forging unless ``forge`` says so.

    Firefighter keys: ``hero``, ``gear`` (ids), ``active``, ``reserve``,
    ``boosts_had`` (Boosts had this Call; default: what forging keeps),
    ``move_ap``/``ext_ap`` (free AP; default: the hero's own for the player).
    ``piles`` may set the Gear and Boost decks (top card last), discards, the
    Boosts in force (``boost_live``) and ``hero_used``. With ``"forge": true``
    every seat forges from those decks, seat 0 first.
    """
    st = g.st
    piles = sc.get("piles", {})
    st.phase = "action"
    st.forge_offer, st.forge_queue, st.forge_stage, st.forge_resume = [], [], "", 0
    st.hero_gear = []
    for name in _HERO_PILES:
        setattr(st, name, list(piles.get(name, [])))
    tables = g.hero_tables
    _check_hero_ids(tables, ffs, piles)
    for seat, f in enumerate(ffs):
        hero = f.get("hero", "")
        st.ff_hero[seat] = hero
        st.hero_gear += [f"{hero}:{card}" for card in f.get("gear", [])]
        st.ff_active[seat] = f.get("active", "")
        st.ff_reserve[seat] = f.get("reserve", "")
        held = bool(st.ff_active[seat]) + bool(st.ff_reserve[seat])
        st.ff_boosts_had[seat] = f.get("boosts_had", max(held, tables.boosts_kept))
        own = tables.specialists[hero] if hero else None
        mine = seat == sc.get("player", 0) and own is not None and own.free_amount
        st.hx_move[seat] = f.get("move_ap", own.free_amount if mine and own.free_kind == 1 else 0)
        st.hx_ext[seat] = f.get("ext_ap", own.free_amount if mine and own.free_kind == 2 else 0)
    if sc.get("forge"):
        st.hero_gear = []
        st.ff_boosts_had = [0] * len(ffs)
        st.forge_queue = list(range(len(ffs)))
        hero_rules._deal(g, "gear")


def _check_hero_ids(tables, ffs: list, piles: dict) -> None:
    """``GameError`` naming the first card id of a firefighter or a pile that the hero set does not have."""
    kinds = {"gear": tables.gear, "boost": tables.boosts}
    for seat, f in enumerate(ffs):
        for key, pool in (("active", tables.boosts), ("reserve", tables.boosts)):
            if f.get(key) and f[key] not in pool:
                raise GameError(f"firefighters[{seat}].{key}: {f[key]!r} is not a Boost of the hero set")
        for j, card in enumerate(f.get("gear", [])):
            if card not in tables.gear:
                raise GameError(f"firefighters[{seat}].gear[{j}]: {card!r} is not a Gear of the hero set")
    for name in _HERO_PILES:
        pool = kinds.get(name.split("_")[0])
        for j, card in enumerate(piles.get(name, [])):
            if pool is not None and card not in pool:
                raise GameError(f"piles.{name}[{j}]: {card!r} is not a {name.split('_')[0].capitalize()} of the hero set")


def _setup_game(sc: dict) -> Game:
    """The game a bundled Call's setup gives with the scenario's dice (``do.setup``)."""
    spec = sc["do"]["setup"]
    data = json.loads(_bundled(CALLS_DIR, spec.get("call"), ".call.json", "do.setup.call", "Call"))
    for pointer, value in spec.get("changes", {}).items():
        _set_pointer(data, pointer, value)
    call = Call.model_validate(data)
    board = _board(call.board)
    return Game.new(
        call, board, players=spec.get("players", 4), seed=0, difficulty=spec.get("level"),
        dice=ScriptedDice(sc.get("dice", [])),
    )


def _set_pointer(data: dict, pointer: str, value) -> None:
    """Set the value at JSON Pointer ``pointer`` of a bundled Call's data (``do.setup.changes``: a Call's own choice,
    such as its POI bag, played from the bundled one); :class:`GameError` naming the pointer when it leads nowhere.

    >>> data = {"poi_bag": {"victims": 10}, "levels": [{"explosions": 3}]}
    >>> _set_pointer(data, "/poi_bag/victims", 8); _set_pointer(data, "/levels/0/explosions", 5); data
    {'poi_bag': {'victims': 8}, 'levels': [{'explosions': 5}]}
    >>> _set_pointer(data, "/levels/7/explosions", 5)
    Traceback (most recent call last):
    ...
    engine.errors.GameError: do.setup.changes: '/levels/7/explosions' names no value of the Call
    """
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]] if pointer.startswith("/") else []
    node = data
    for part in parts[:-1]:
        node = _child(node, part)
    last = parts[-1] if parts else None
    if isinstance(node, list) and last is not None and last.isdigit() and int(last) < len(node):
        node[int(last)] = value
    elif isinstance(node, dict) and last is not None:
        node[last] = value
    else:
        raise GameError(f"do.setup.changes: {pointer!r} names no value of the Call")


def _child(node, part: str):
    """The value at ``part`` of a JSON object or array; None when there is none."""
    if isinstance(node, dict):
        return node.get(part)
    if isinstance(node, list) and part.isdigit() and int(part) < len(node):
        return node[int(part)]
    return None


def _edge_of_kind(g, a, b, kind: int, field: str) -> int:
    """The edge between spaces ``a`` and ``b``; :class:`GameError` naming ``field`` when they are not side by side or
    the edge is no wall (``kind`` WALL) or no door (DOOR) of the board.

    >>> g = build_game({"id": "x"})
    >>> _edge_of_kind(g, [2, 2], [2, 3], WALL, "expect.walls[0]")
    Traceback (most recent call last):
    ...
    engine.errors.GameError: expect.walls[0]: the board has no wall between [2, 2] and [2, 3]
    """
    e = g.cb.edge_between(g.index(a), g.index(b))
    if e < 0:
        raise GameError(f"{field}: {list(a)} and {list(b)} are not neighbours")
    if g.cb.edge_kind[e] != kind:
        raise GameError(f"{field}: the board has no {'wall' if kind == WALL else 'door'} between {list(a)} and {list(b)}")
    return e


def _set_door(g, a, b, state: int, field: str) -> None:
    e = _edge_of_kind(g, a, b, DOOR, field)
    g.st.door[e] = state
    g.st.passable[e] = 0 if state == DOOR_CLOSED else 1


def _fire_phase_by_roll(g) -> None:
    fire_rules.fire_phase(g)
    g.finish_fire_phase()


def _fire_phase_by_card(g) -> None:
    deck_rules.fire_phase(g)
    g.finish_fire_phase()


_PHASES = {
    "advance_fire": _fire_phase_by_roll,
    "fire_phase": _fire_phase_by_roll,
    "flashover": fire_rules.flashover_and_hazmat,
    "knock_down": fire_rules.knock_down,
    "replenish": poi_rules.replenish,
    "fire_card": _fire_phase_by_card,
}


_STRINGS = (str,)
_LISTS = (list,)
_OBJECTS = (dict,)
_SHAPES: dict[str, tuple[type, ...]] = {
    "id": _STRINGS, "rules": _LISTS, "rules[]": _STRINGS, "dice": _LISTS, "dice[]": (int,),
    "firefighters": _LISTS, "firefighters[]": _OBJECTS, "firefighters[].at": _LISTS, "player": (int,),
    "markers": _OBJECTS, **{f"markers.{name}{each}": _LISTS for name in (*_MARKERS, "open_doors", "destroyed_doors", "damage")
                            for each in ("", "[]")},
    "vehicles": _OBJECTS, "counters": _OBJECTS, "piles": _OBJECTS, "do": _OBJECTS,
    "do.action": _STRINGS, "do.actions": _LISTS, "do.actions[]": _STRINGS, "do.phase": _STRINGS, "do.at": _LISTS,
    "do.setup": _OBJECTS, "do.setup.call": _STRINGS, "do.setup.players": (int,), "do.setup.changes": _OBJECTS,
    "expect": _OBJECTS, **{f"expect.{name}": _OBJECTS for name in ("markers", "counters", "vehicles", "piles")},
    **{f"expect.markers.{name}": _LISTS for name in (*_MARKERS, "open_doors", "destroyed_doors", "damage")},
    **{f"expect.{name}{each}": _LISTS for name in ("walls", "doors") for each in ("", "[]")},
    **{f"expect.{name}{each}": kinds for name in ("events", "no_events", "legal", "illegal", "legal_after", "illegal_after")
       for each, kinds in (("", _LISTS), ("[]", _STRINGS))},
    "expect.firefighters": _LISTS, "expect.firefighters[]": _OBJECTS, "expect.error": _STRINGS,
    "expect.outcome": (str, type(None)),
    **{f"firefighters[].{name}": (int,) for name in ("ap", "saved", "free", "move_ap", "ext_ap", "boosts_had")},
    **{f"firefighters[].{name}": (bool,) for name in ("leading", "down")},
    **{f"firefighters[].{name}": _STRINGS for name in ("hero", "active", "reserve")},
    "firefighters[].gear": _LISTS, "firefighters[].gear[]": _STRINGS, "forge": (bool,),
    "hero_set_changes": _OBJECTS, **{name: (int,) for name in ("win", "loss", "win_helpers", "helpers_loss")},
}
"""The JSON type of each scenario field the runner reads itself (``a.b``: key ``b`` of object ``a``;
``a[]``: each item of list ``a``; ``a[].b``: key ``b`` of each); the Call fields are checked by the Call model."""
_CHOICES: dict[str, tuple] = {
    "firefighters[].carrying": ("victim", "hazmat", None),
    "firefighters[].specialist": (*SPECIALISTS, None),
    "do.phase": (*_PHASES, "explosion"),
}
_CELLS = ("firefighters[].at", "do.at", *(f"{where}markers.{name}[]" for where in ("", "expect.") for name in _MARKERS))
"""The scenario fields that name one space, ``[row, col]``."""
"""The values a few scenario fields may take."""
_JSON_TYPES = {dict: "an object", list: "a list", str: "a string", int: "a whole number", bool: "true or false",
               type(None): "null"}


def _json_type(value) -> str:
    if isinstance(value, bool):
        return "true or false"
    return _JSON_TYPES.get(type(value), "a number with a fraction")


def _values(sc: dict, key: str) -> list[tuple[str, object]]:
    """The values of ``key`` (see :data:`_SHAPES`) in ``sc``, each with its location, e.g. ``firefighters[1].at``."""
    found: list[tuple[str, object]] = [("", sc)]
    for part in key.split("."):
        name, each = (part[:-2], True) if part.endswith("[]") else (part, False)
        inner: list[tuple[str, object]] = []
        for where, value in found:
            if isinstance(value, dict) and name in value:
                here = f"{where}.{name}" if where else name
                item = value[name]
                if not each:
                    inner.append((here, item))
                elif isinstance(item, list):
                    inner.extend((f"{here}[{i}]", v) for i, v in enumerate(item))
        found = inner
    return found


def shape_problem(sc: dict) -> str:
    """The first field of ``sc`` with a value of the wrong JSON type, as a message naming it; ``""`` when none.

    >>> shape_problem({"do": {"actions": ["end", 5]}})
    'do.actions[1]: a string is expected, not a whole number'
    >>> shape_problem({"firefighters": [{"at": [0, 0]}], "player": 1})
    'player: 1 names no firefighter (0 to 0)'
    >>> shape_problem({"markers": {"victims": [[None, 1]]}})
    'markers.victims[0]: a space [row, col] is expected, not [null, 1]'
    >>> shape_problem({"expect": {"walls": [[[2, 3], [2, 4], 1]]}})
    'expect.walls[0]: [[space, space], value] is expected (an edge by its two spaces), not [[2, 3], [2, 4], 1]'
    >>> shape_problem({"markers": {"damage": [[[[2, 3], [2, 4]], "x"]]}})
    'markers.damage[0]: the Damage is one of 0, 1, 2, not "x"'
    """
    for name, kinds in _SHAPES.items():
        for where, value in _values(sc, name):
            if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
                return f"{where}: {' or '.join(_JSON_TYPES[k] for k in kinds)} is expected, not {_json_type(value)}"
    for name, choices in _CHOICES.items():
        for where, value in _values(sc, name):
            if value not in choices:
                return f"{where}: {value!r} is not one of {', '.join(map(json.dumps, choices))}"
    if sc.get("firefighters") == []:
        return "firefighters: at least one firefighter is expected (leave the key out for one at [0, 0])"
    for where, ff in _values(sc, "firefighters[]"):
        if "at" not in ff:
            return f"{where}: 'at', the firefighter's space [row, col], is missing"
    do = sc.get("do", {})
    if do.get("phase") == "explosion" and "at" not in do:
        return "do.at: an explosion needs its space [row, col]"
    for name in _CELLS:
        for where, value in _values(sc, name):
            if not (isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value)):
                return f"{where}: a space [row, col] is expected, not {json.dumps(value)[:40]}"
    for name, kind, values in (("expect.walls[]", "Damage", (0, 1, 2)), ("markers.damage[]", "Damage", (0, 1, 2)),
                               ("expect.doors[]", "door word", tuple(_DOOR_WORDS.values()))):
        for where, value in _values(sc, name):
            if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], list) and len(value[0]) == 2
                    and all(isinstance(c, list) and len(c) == 2 and all(type(x) is int for x in c) for c in value[0])):
                return f"{where}: [[space, space], value] is expected (an edge by its two spaces), not {json.dumps(value)[:40]}"
            if type(value[1]) is not type(values[0]) or value[1] not in values:
                return f"{where}: the {kind} is one of {', '.join(map(json.dumps, values))}, not {json.dumps(value[1])[:40]}"
    seats = len(sc.get("firefighters") or [None])
    player = sc.get("player", 0)
    if not 0 <= player < seats:
        return f"player: {player} names no firefighter (0 to {seats - 1})"
    return _range_problem(sc) or _keys_problem(sc)


_RANGES = {**{f"firefighters[].{name}": (0, 99) for name in ("ap", "saved", "free", "move_ap", "ext_ap")},
           "firefighters[].boosts_had": (0, 16), "dice[]": (1, 1000)}
"""The numbers a scenario may give a field (what a game can hold)."""
_COUNTER_MOST = 100_000
_FF_KEYS = {"at", "ap", "saved", "free", "carrying", "leading", "specialist", "down", "hero", "gear", "active", "reserve",
            "move_ap", "ext_ap", "boosts_had"}
_EXPECT_KEYS = {"markers", "counters", "firefighters", "walls", "doors", "vehicles", "piles", "outcome", "events",
                "no_events", "dice_used", "legal", "illegal", "legal_after", "illegal_after", "error"}
"""The keys a firefighter and ``expect`` may have: another is a typing mistake, which would test nothing."""


def _object_at(sc: dict, where: str) -> dict:
    """The object at ``where`` (``counters``, ``expect.piles``), ``{}`` when absent; its type is checked already."""
    found = _values(sc, where)
    return found[0][1] if found else {}


def _range_problem(sc: dict) -> str:
    for name, (low, high) in _RANGES.items():
        for where, value in _values(sc, name):
            if not low <= value <= high:
                return f"{where}: a whole number from {low} to {high} is expected, not {value}"
    for where in ("counters",):  # expect.counters may hold a word too (``phase``)
        for key, value in _object_at(sc, where).items():
            if type(value) is not int or not 0 <= value <= _COUNTER_MOST:
                return f"{where}.{key}: a whole number from 0 to {_COUNTER_MOST} is expected, not {json.dumps(value)[:40]}"
    for where in ("piles", "expect.piles"):
        for key, value in _object_at(sc, where).items():
            if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
                return f"{where}.{key}: a list of card ids is expected, not {json.dumps(value)[:40]}"
    return _markers_problem(sc) or _vehicles_problem(sc) or _expected_firefighters_problem(sc)


def _markers_problem(sc: dict) -> str:
    """Every marker kind of ``markers`` and ``expect.markers`` is a list; open and destroyed doors list edges.

    >>> _markers_problem({"expect": {"markers": {"call_markers": 5}}})
    'expect.markers.call_markers: a list is expected, not 5'
    >>> _markers_problem({"markers": {"open_doors": [[[3, 1], 5]]}})
    'markers.open_doors[0]: an edge [space, space] is expected, not [[3, 1], 5]'
    """
    for where in ("markers", "expect.markers"):
        for key, value in _object_at(sc, where).items():
            if not isinstance(value, list):
                return f"{where}.{key}: a list is expected, not {json.dumps(value)[:40]}"
            if key in ("open_doors", "destroyed_doors"):
                for i, edge in enumerate(value):
                    if not (isinstance(edge, list) and len(edge) == 2 and all(
                            isinstance(c, list) and len(c) == 2 and all(type(x) is int for x in c) for c in edge)):
                        return f"{where}.{key}[{i}]: an edge [space, space] is expected, not {json.dumps(edge)[:40]}"
    return ""


def _vehicles_problem(sc: dict) -> str:
    """``vehicles`` names each vehicle's spot by its index in the board's list.

    >>> _vehicles_problem({"vehicles": {"engine": "x"}})
    'vehicles.engine: a spot number (0, 1, ...) is expected, not "x"'
    """
    for key, value in _object_at(sc, "vehicles").items():
        if type(value) is not int or not 0 <= value < _COUNTER_MOST:
            return f"vehicles.{key}: a spot number (0, 1, ...) is expected, not {json.dumps(value)[:40]}"
    return ""


def _expected_firefighters_problem(sc: dict) -> str:
    """``expect.firefighters`` says no more firefighters than the scenario has (its setup may have any number).

    >>> _expected_firefighters_problem({"firefighters": [{"at": [3, 2]}], "expect": {"firefighters": [{}, {}]}})
    'expect.firefighters[1]: the scenario has 1 firefighter'
    """
    if "setup" in sc.get("do", {}):
        return ""
    seats = len(sc.get("firefighters") or [None])
    expected = sc.get("expect", {}).get("firefighters", [])
    if len(expected) > seats:
        return f"expect.firefighters[{seats}]: the scenario has {seats} firefighter{'s' if seats > 1 else ''}"
    return ""


_SCENARIO_KEYS = {
    "id", "rules", "description", "vocabulary", "ruleset", "board", "params", "win", "loss", "markers", "firefighters",
    "player", "vehicles", "counters", "piles", "dice", "decks", "heroes", "hero_set_changes", "forge", "marker_kinds",
    "call_markers", "helpers", "helpers_loss", "win_helpers", "named_victim", "rescue_places", "water_sources",
    "crew_change_spaces", "do", "expect",
}
"""The keys a scenario may have (``vocabulary``: the hero modifier words it covers, read by the tests)."""


RULE_ID = re.compile(r"R-[A-Z]+-\d+")
"""How a rule id of the rules digest is written."""
_SET_COUNTERS = {"rescued", "lost", "damage", "hot_spot_supply", "false_alarms_found", "actions_this_turn", "turn",
                 "pool_victims", "pool_false_alarms", "damage_supply"}
"""The counters a scenario may set (:func:`build_game`, :func:`_scenario_call`); ``expect.counters`` may read any part
of the game's state."""
_VEHICLES = {"ambulance", "engine"}
_MARKER_KEYS = {*_MARKERS, "open_doors", "destroyed_doors", "damage"}
"""What ``markers`` may place."""
_SEEN_MARKERS = {*_MARKERS, "helpers", "call_markers"}
"""What ``expect.markers`` may check (:func:`observed_markers`)."""


def _top_keys_problem(sc: dict) -> str:
    """A key no scenario has (a typing mistake would test nothing), or no ``expect`` at all (nothing is checked).

    >>> _top_keys_problem({"id": "x", "expcet": {}})
    "unknown key 'expcet' (did you mean 'expect'?)"
    >>> _top_keys_problem({"id": "x", "expect": {}, "dice_used": False})
    "unknown key 'dice_used': it belongs under 'expect'"
    >>> _top_keys_problem({"id": "x", "do": {"action": "end"}})
    "'expect' is missing: a scenario says what it expects, or it checks nothing"
    """
    import difflib

    if unknown := sorted(set(sc) - _SCENARIO_KEYS):
        if unknown[0] in _EXPECT_KEYS:
            return f"unknown key {unknown[0]!r}: it belongs under 'expect'"
        near = difflib.get_close_matches(unknown[0], sorted(_SCENARIO_KEYS), n=1)
        return f"unknown key {unknown[0]!r}" + (f" (did you mean {near[0]!r}?)" if near else
                                                 f" (a scenario has: {', '.join(sorted(_SCENARIO_KEYS))})")
    if "expect" not in sc:
        return "'expect' is missing: a scenario says what it expects, or it checks nothing"
    if not sc.get("rules"):
        return "'rules' is missing or empty: the ids of the rules the scenario tests, e.g. [\"R-FIRE-1\"]"
    if bad := next((rule for rule in sc["rules"] if not RULE_ID.fullmatch(rule)), None):
        return f"rules: {bad!r} is no rule id (R-, letters, -, a number: \"R-FIRE-1\")"
    return ""


def _keys_problem(sc: dict) -> str:
    if problem := _top_keys_problem(sc):
        return problem
    for where, ff in [*_values(sc, "firefighters[]"), *_values(sc, "expect.firefighters[]")]:
        unknown = sorted(set(ff) - _FF_KEYS)
        if unknown:
            return f"{where}: unknown key {unknown[0]!r} (a firefighter has: {', '.join(sorted(_FF_KEYS))})"
    expect = sc.get("expect", {})
    if unknown := sorted(set(expect) - _EXPECT_KEYS):
        return f"expect: unknown key {unknown[0]!r} (expect may hold: {', '.join(sorted(_EXPECT_KEYS))})"
    state_names = {f.name for f in fields(GameState)} | {"players"}
    for where, names in (("counters", _SET_COUNTERS), ("expect.counters", state_names), ("piles", state_names),
                         ("expect.piles", state_names), ("vehicles", _VEHICLES), ("expect.vehicles", _VEHICLES)):
        for key in _object_at(sc, where):
            if key not in names:
                return f"{where}: {key!r} " + ("is no part of the game's state" if names is state_names
                                               else f"is not one of {', '.join(sorted(names))}")
    for where, names in (("markers", _MARKER_KEYS), ("expect.markers", _SEEN_MARKERS)):
        for key in _object_at(sc, where):
            if key not in names:
                return f"{where}: unknown marker kind {key!r} (one of {', '.join(sorted(names))})"
    if "action" in sc.get("do", {}) and "actions" in sc.get("do", {}):
        return "do: 'action' and 'actions' are both given: write one action as 'action', several as 'actions'"
    return ""


def _model_problems(exc: ValidationError) -> str:
    """A model's refusal in a line: ``board.cols: Input should be a valid integer`` (the first three)."""
    what = exc.title.lower()
    said = [f"{'.'.join([what, *map(str, e['loc'])])}: {e['msg']}" for e in exc.errors(include_url=False)[:3]]
    more = exc.error_count() - len(said)
    return "; ".join(said) + (f"; and {more} more" if more > 0 else "")


def run_scenario(sc: dict) -> ScenarioResult:
    """Run one scenario (a dict as loaded by :func:`load_scenario`); a field of the wrong shape is its one problem."""
    problem = shape_problem(sc)
    if problem:
        return ScenarioResult(str(sc.get("id", "?")), [], [f"malformed scenario: {problem}"])
    result = ScenarioResult(sc.get("id", "?"), list(sc.get("rules", [])))
    try:
        g = build_game(sc)
    except ValidationError as exc:
        result.problems.append(f"cannot build the position: {_model_problems(exc)}")
        return result
    except (GameError, ValueError) as exc:
        result.problems.append(f"cannot build the position: {exc}")
        return result
    do, expect = sc.get("do", {}), sc.get("expect", {})
    events = list(g.setup_events)
    try:
        where = "expect.legal"
        for i, text in enumerate(expect.get("legal", [])):
            if not g.is_legal(Action.parse(text)):
                result.problems.append(f"expect.legal[{i}]: expected {text!r} to be legal; legal: "
                                       f"{[a.notation for a in g.legal_actions()]}")
        where = "expect.illegal"
        for i, text in enumerate(expect.get("illegal", [])):
            if g.is_legal(Action.parse(text)):
                result.problems.append(f"expect.illegal[{i}]: expected {text!r} to be illegal")
        actions = do.get("actions", [do["action"]] if "action" in do else [])
        for i, text in enumerate(actions):
            where = f"do.actions[{i}]" if "actions" in do else "do.action"
            try:
                events += g.apply(text)
            except IllegalActionError as exc:
                if "error" in expect and expect["error"] in str(exc):
                    return result
                result.problems.append(f"{where}: {exc}")
                return result
        where = "do.phase"
        if "phase" in do:
            g.ev = events
            try:
                if do["phase"] == "explosion":
                    explode(g, g.index(do["at"]))
                else:
                    _PHASES[do["phase"]](g)
            except GameEnded:
                pass
    except DiceExhaustedError as exc:
        result.problems.append(f"dice: {exc} (by {where})")
        return result
    except GameError as exc:
        result.problems.append(f"{where}: {exc}")
        return result
    if "error" in expect:
        result.problems.append(f"expect.error: expected an error containing {expect['error']!r}")
    try:
        _check(g, expect, events, result.problems)
    except GameError as exc:  # an expectation naming what the board does not have (a wall where there is none)
        result.problems.append(str(exc))
    return result


def _cells(g, arr, value=None) -> list[list[int]]:
    out = []
    for s in range(len(arr)):
        n = arr[s]
        if value is not None:
            n = 1 if n == value else 0
        out.extend([list(g.cellof(s))] * n)
    return sorted(out)


def observed_markers(g) -> dict:
    """Markers in the scenario vocabulary, cells sorted (repeated when several lie on one space)."""
    st = g.st
    return {
        "fire": _cells(g, st.fire, FIRE),
        "smoke": _cells(g, st.fire, SMOKE),
        "poi": _cells(g, st.poi),
        "victims": _cells(g, st.victims),
        "healed": _cells(g, st.healed),
        "hazmat": _cells(g, st.hazmat),
        "hot_spots": _cells(g, st.hot),
        "debris": _cells(g, st.debris),
        "helpers": _cells(g, st.helpers),
        "call_markers": sorted(list(g.cellof(s)) for s in range(len(st.marks)) if st.marks[s]),
    }


def _check(g, expect: dict, events, problems: list[str]) -> None:
    """Add to ``problems`` each way the game after a scenario's actions differs from what it ``expect``s."""
    _check_markers_and_counters(g, expect, problems)
    _check_firefighters(g, expect.get("firefighters", []), problems)
    _check_edges_vehicles_and_piles(g, expect, problems)
    _check_events(g, expect, events, problems)
    _check_legality(g, expect, problems)


def _check_markers_and_counters(g, expect: dict, problems: list[str]) -> None:
    """The markers on each space and the game's counters (the player count as ``players``)."""
    seen = observed_markers(g)
    for name, cells in expect.get("markers", {}).items():
        want = sorted([list(c) for c in cells])
        if seen.get(name) != want:
            problems.append(f"expect.markers.{name}: expected {want}, got {seen.get(name)}")
    for name, value in expect.get("counters", {}).items():
        got = g.options["players"] if name == "players" else getattr(g.st, name)
        if got != value:
            problems.append(f"expect.counters.{name}: expected {value!r}, got {got!r}")


def _firefighter_seen(g, seat: int) -> dict:
    """What a scenario may expect of the firefighter in ``seat``, by the scenario format's keys."""
    st = g.st
    seen = {
        "at": list(g.cellof(st.ff_pos[seat])),
        "ap": st.ff_ap[seat],
        "free": st.ff_free[seat],
        "carrying": {CARRY_VICTIM: "victim", CARRY_HAZMAT: "hazmat"}.get(st.ff_carry[seat]),
        "leading": bool(st.ff_lead[seat]),
        "specialist": SPECIALISTS[st.ff_spec[seat]] if st.ff_spec[seat] >= 0 else None,
        "down": bool(st.ff_down[seat]),
    }
    if g.heroes_on:
        hero = st.ff_hero[seat]
        seen.update({
            "hero": hero, "active": st.ff_active[seat], "reserve": st.ff_reserve[seat],
            "boosts_had": st.ff_boosts_had[seat],
            "gear": sorted(e.split(":", 1)[1] for e in st.hero_gear if e.split(":", 1)[0] == hero),
            "move_ap": st.hx_move[seat], "ext_ap": st.hx_ext[seat],
        })
    return seen


def _check_firefighters(g, wanted: list, problems: list[str]) -> None:
    """Each expected firefighter's keys, seat by seat."""
    for seat, want in enumerate(wanted):
        got = _firefighter_seen(g, seat)
        for k, v in want.items():
            if got[k] != v:
                problems.append(f"expect.firefighters[{seat}].{k}: firefighter {seat + 1}: expected {v!r}, got {got[k]!r}")


def _check_edges_vehicles_and_piles(g, expect: dict, problems: list[str]) -> None:
    """Wall Damage and door states by edge, the vehicles' spots, the card piles and the outcome."""
    st = g.st
    for i, ((a, b), dmg) in enumerate(expect.get("walls", [])):
        got = st.wall[_edge_of_kind(g, a, b, WALL, f"expect.walls[{i}]")]
        if got != dmg:
            problems.append(f"expect.walls[{i}]: wall {a}-{b}: expected {dmg} damage, got {got}")
    for i, ((a, b), word) in enumerate(expect.get("doors", [])):
        got = _DOOR_WORDS.get(st.door[_edge_of_kind(g, a, b, DOOR, f"expect.doors[{i}]")])
        if got != word:
            problems.append(f"expect.doors[{i}]: door {a}-{b}: expected {word}, got {got}")
    for name, spot in expect.get("vehicles", {}).items():
        got = getattr(st, name)
        if got != spot:
            problems.append(f"expect.vehicles.{name}: expected spot {spot}, got {got}")
    for name, cards in expect.get("piles", {}).items():
        if getattr(st, name) != cards:
            problems.append(f"expect.piles.{name}: expected {cards}, got {getattr(st, name)}")
    if "outcome" in expect and st.outcome != (expect["outcome"] or ""):
        problems.append(f"expect.outcome: expected {expect['outcome']!r}, got {st.outcome!r}")


def _check_events(g, expect: dict, events, problems: list[str]) -> None:
    """The events that must and must not have happened, and that every scripted roll was used."""
    kinds = [e.kind for e in events]
    for i, kind in enumerate(expect.get("events", [])):
        if kind not in kinds:
            problems.append(f"expect.events[{i}]: expected an event {kind!r}; got {sorted(set(kinds))}")
    for i, kind in enumerate(expect.get("no_events", [])):
        if kind in kinds:
            problems.append(f"expect.no_events[{i}]: expected no event {kind!r}")
    if expect.get("dice_used", True) and isinstance(g.dice, ScriptedDice) and g.dice.pos != len(g.dice.values):
        left = len(g.dice.values) - g.dice.pos
        problems.append(f"dice[{g.dice.pos}]: {left} scripted roll{'s' if left > 1 else ''} left unused, from this one on "
                        "(or set expect.dice_used to false)")


def _check_legality(g, expect: dict, problems: list[str]) -> None:
    """The actions that must be legal, and those that must not, afterwards."""
    for i, text in enumerate(expect.get("legal_after", [])):
        if not g.is_legal(Action.parse(text)):
            problems.append(f"expect.legal_after[{i}]: expected {text!r} to be legal afterwards; legal: "
                            f"{[a.notation for a in g.legal_actions()]}")
    for i, text in enumerate(expect.get("illegal_after", [])):
        if g.is_legal(Action.parse(text)):
            problems.append(f"expect.illegal_after[{i}]: expected {text!r} to be illegal afterwards")


def run_files(paths) -> list[tuple[Path, ScenarioResult]]:
    """Run every scenario file under ``paths`` (files or folders of ``*.json``)."""
    out = []
    for p in paths:
        p = Path(p)
        files = sorted(p.rglob("*.json")) if p.is_dir() else [p]
        for f in files:
            try:
                sc = load_scenario(f)
            except GameError as exc:
                out.append((f, ScenarioResult(f.stem, [], [str(exc)])))
                continue
            out.append((f, _run_checked(sc)))
    return out


def _run_checked(sc: dict) -> ScenarioResult:
    """:func:`run_scenario`, with a scenario whose values are of the wrong shape reported, not raised.

    >>> _run_checked({"id": "x", "do": {"phase": "nope"}}).problems[0].startswith("malformed scenario: do.phase: 'nope' is not one")
    True
    """
    try:
        return run_scenario(sc)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        return ScenarioResult(str(sc.get("id", "?")), [], [f"malformed scenario: {type(exc).__name__} {exc}"])
