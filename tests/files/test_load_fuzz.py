"""Fuzzing the loader: mutated bundled files never crash it.

Whatever the input, loading gives a list of located diagnostics with
registered codes, and a model or None; an input without errors has a model.
"""

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from authoring.diagnostics import REGISTRY, Diagnostic
from authoring.files.load import LoadResult, load_path, parse_board_text, parse_call_text
from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"
FILES = sorted(CALLS.rglob("*.board.json")) + sorted(CALLS.glob("*.call.json"))
TEXTS = {p: p.read_bytes() for p in FILES}

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 100) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def assert_sane(result: LoadResult, kind: str) -> None:
    assert isinstance(result.diagnostics, list)
    for d in result.diagnostics:
        assert isinstance(d, Diagnostic)
        assert d.code in REGISTRY
        assert isinstance(d.line, int) and d.line >= 1
        assert isinstance(d.column, int) and d.column >= 1
        assert d.message
    model_type = Board if kind == "board" else Call
    assert result.model is None or isinstance(result.model, model_type)
    if not any(d.severity == "error" for d in result.diagnostics):
        assert result.model is not None


@st.composite
def byte_mutations(draw):
    path = draw(st.sampled_from(FILES))
    data = bytearray(TEXTS[path])
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        op = draw(st.sampled_from(["delete", "insert", "replace", "truncate"]))
        if op == "delete":
            del data[at : at + draw(st.integers(1, 20))]
        elif op == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8) | st.sampled_from([b"{", b"}", b"[", b"]", b",", b'"', b":", b"\\", b"\xff"]))
        elif op == "replace" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        else:
            del data[at:]
    return path, bytes(data)


@FUZZ
@given(case=byte_mutations())
def test_byte_mutations_never_crash(case, tmp_path_factory):
    path, data = case
    target = tmp_path_factory.mktemp("fuzz") / path.name
    target.write_bytes(data)
    kind = "board" if path.name.endswith(".board.json") else "call"
    assert_sane(load_path(target), kind)


def paths_of(value, prefix=()):
    """Every path to a value inside ``value`` (the root included)."""
    yield prefix
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from paths_of(sub, (*prefix, key))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from paths_of(sub, (*prefix, i))


@st.composite
def structural_mutations(draw):
    path = draw(st.sampled_from(FILES))
    data = json.loads(TEXTS[path])
    for _ in range(draw(st.integers(1, 3))):
        paths = list(paths_of(data))
        where = draw(st.sampled_from(paths))
        op = draw(st.sampled_from(["replace", "delete", "add_key", "wrap", "duplicate"]))
        if not where:
            if op == "replace":
                data = draw(json_values)
            continue
        parent = data
        for step in where[:-1]:
            parent = parent[step]
        last = where[-1]
        if op == "replace":
            parent[last] = draw(json_values)
        elif op == "delete":
            del parent[last]
        elif op == "add_key" and isinstance(parent[last], dict):
            parent[last][draw(st.text(max_size=8))] = draw(json_values)
        elif op == "wrap":
            parent[last] = [parent[last]]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(last, json.loads(json.dumps(parent[last])))
    indent = draw(st.sampled_from([None, 1, 2]))
    return path, json.dumps(data, indent=indent, ensure_ascii=draw(st.booleans()))


@FUZZ
@given(case=structural_mutations())
def test_structural_mutations_never_crash(case):
    path, text = case
    if path.name.endswith(".board.json"):
        assert_sane(parse_board_text(text, source=str(path)), "board")
    else:
        assert_sane(parse_call_text(text, path.parent, source=str(path)), "call")


@FUZZ
@given(text=st.text(max_size=60))
def test_arbitrary_text_never_crashes(text):
    assert_sane(parse_board_text(text), "board")
    assert_sane(parse_call_text(text, CALLS), "call")
