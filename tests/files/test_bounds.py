"""Every size, count and coordinate a file can hold is bounded: values past a bound are located FP101 errors.

Each case is one hostile value that is refused when the file is read, so it never validates (or warns only)
and then hangs or runs out of memory in the commands that play or draw the Call.
"""

import json
from pathlib import Path

import pytest

from authoring.files.load import parse_board_text, parse_call_text
from authoring.files.schemas import build_schema
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"
FAMILY = json.loads((CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
GSH = json.loads((CALLS / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
FRONT = json.loads((CALLS / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))


def _errors(result):
    return [(d.code, d.pointer, d.message) for d in result.diagnostics if d.severity == "error"]


def _call(doc):
    return parse_call_text(json.dumps(doc), CALLS)


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"rows": 3000, "cols": 3000}, "/rows"),
        ({"scene": [{"rows": [0, 100000], "cols": [1, 8]}]}, "/scene/0/rows/1"),
        ({"dice": {"red_sides": 10**9, "black_sides": 8}}, "/dice/red_sides"),
        ({"walls": [[[1, 1], [1, 2]]] * 20_001}, "/walls"),
        ({"arrows": {"origin": [1, 1], "rows": ["E" * 5000]}}, "/arrows/rows/0"),
        ({"zones": {f"z{i}": {"cells": [[1, 1]]} for i in range(17)}}, "/zones"),
    ],
)
def test_board_values_past_a_bound_are_errors(change, pointer):
    result = parse_board_text(json.dumps({**FRONT, **change}))
    assert result.model is None
    assert pointer in [p for _, p, _ in _errors(result)]


def test_a_typed_scene_rectangle_is_clipped_to_the_grid():
    board = Board(id="b", rows=8, cols=10, scene=[{"rows": [0, 999], "cols": [0, 999]}])
    assert len(board.scene_cells()) == 80


def test_a_backwards_range_says_so():
    doc = {**FRONT, "zones": {"a": {"rows": [6, 4], "cols": [1, 8]}}}
    errors = _errors(parse_board_text(json.dumps(doc)))
    assert errors == [("FP101", "/zones/a/rows", "[6, 4] runs backwards: write the smaller bound first, [4, 6]")]


def _with_card_effects(effects, copies=1):
    doc = json.loads(json.dumps(GSH))
    doc["decks"][0]["cards"][0]["effects"] = effects
    doc["decks"][0]["cards"][0]["copies"] = copies
    return doc


def test_place_hot_spot_count_is_bounded():
    result = _call(_with_card_effects([{"effect": "place_hot_spot", "count": 10**9}]))
    assert ("/decks/0/cards/0/effects/0/count") in [p for _, p, _ in _errors(result)]


def test_nested_repeats_are_bounded_by_their_product():
    inner = {"effect": "advance_fire"}
    for _ in range(3):
        inner = {"effect": "repeat", "times": 100, "effects": [inner]}
    errors = _errors(_call(_with_card_effects([inner])))
    assert any(p == "/decks/0/cards/0" and "1000000 steps" in m for _, p, m in errors)


def test_copies_are_bounded():
    errors = _errors(_call(_with_card_effects([{"effect": "advance_fire"}], copies=2 * 10**8)))
    assert "/decks/0/cards/0/copies" in [p for _, p, _ in errors]


@pytest.mark.parametrize("lost", [0, -5])
def test_victims_lost_is_at_least_one(lost):
    errors = _errors(_call({**FAMILY, "loss": {"victims_lost": lost}}))
    assert [(c, p) for c, p, _ in errors] == [("FP101", "/loss/victims_lost")]


def test_players_are_at_most_six():
    errors = _errors(_call({**FAMILY, "players": {"min": 1, "max": 1000}}))
    assert [(c, p) for c, p, _ in errors] == [("FP101", "/players/max")]


def _maps(node, found):
    if isinstance(node, dict):
        if "patternProperties" in node:
            found.append(node)
        for value in node.values():
            _maps(value, found)
    elif isinstance(node, list):
        for value in node:
            _maps(value, found)
    return found


@pytest.mark.parametrize("kind", ["board", "call"])
def test_key_restricted_maps_refuse_other_keys_in_the_schema(kind):
    maps = _maps(build_schema(kind), [])
    assert maps
    for node in maps:
        (pattern,) = node["patternProperties"]
        assert node["additionalProperties"] is False
        assert node["propertyNames"]["pattern"] == pattern


def _numbers_without_maximum(node, path, found):
    if isinstance(node, dict):
        if node.get("type") == "integer" and "maximum" not in node and "enum" not in node and "const" not in node:
            found.append(path)
        if node.get("type") == "array" and "maxItems" not in node:
            found.append(path)
        if node.get("type") == "string" and "maxLength" not in node and "enum" not in node and "const" not in node:
            found.append(path)
        for key, value in node.items():
            _numbers_without_maximum(value, f"{path}/{key}", found)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            _numbers_without_maximum(value, f"{path}/{i}", found)
    return found


@pytest.mark.parametrize("kind", ["board", "call"])
def test_every_number_list_and_text_has_a_maximum(kind):
    assert _numbers_without_maximum(build_schema(kind), "", []) == []
