"""The position-keeping JSON parser agrees with :mod:`json` and places every value."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from authoring.files.jsonpos import MAX_DEPTH, JSONSyntaxError, parse

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("path", sorted((ROOT / "calls").rglob("*.json")), ids=lambda p: p.name)
def test_same_values_as_json_and_positions_point_at_them(path):
    text = path.read_text(encoding="utf-8")
    doc = parse(text)
    assert doc.value == json.loads(text)
    lines = text.split("\n")
    for pointer, (start, end) in doc.spans.items():
        line, column = doc.positions[pointer]
        offset = sum(len(x) + 1 for x in lines[: line - 1]) + column - 1
        assert offset == start
        assert json.loads(text[start:end]) == _at(doc.value, pointer)


def test_pointers_escape_slash_and_tilde_and_keys_have_positions():
    doc = parse('{"a/b": {"c~d": [0, 1]}}')
    assert doc.positions["/a~1b/c~0d/1"] == (1, 21)
    assert doc.key_positions["/a~1b"] == (1, 2)


def test_columns_count_characters_not_bytes():
    doc = parse('{"ja": "救出", "n": 1}')
    assert doc.positions["/n"] == (1, 19)


@pytest.mark.parametrize(
    "text, line, column, fragment",
    [
        ('{"a": 1,}', 1, 9, "trailing comma"),
        ("[1, 2,\n]", 2, 1, "trailing comma"),
        ('{"a": NaN}', 1, 7, "expected a value"),
        ('{"a" 1}', 1, 6, "expected ':'"),
        ("{a: 1}", 1, 2, "double quotes"),
        ('["x\ty"]', 1, 4, "control character"),
        ('["\\ud800"]', 1, 2, "surrogate"),
        ("[1] [2]", 1, 5, "after the end"),
        ("", 1, 1, "end of the file"),
        ('{"a": [1, 2}', 1, 12, "expected ',' or ']'"),
        ('{"a": 1 "b": 2}', 1, 9, "expected ',' or '}'"),
        ("[1e999]", 1, 2, "too large"),
    ],
)
def test_syntax_errors_are_located(text, line, column, fragment):
    with pytest.raises(JSONSyntaxError) as info:
        parse(text)
    assert (info.value.line, info.value.column) == (line, column)
    assert fragment in info.value.message


def test_deep_nesting_is_refused_not_a_crash():
    with pytest.raises(JSONSyntaxError, match="levels deep"):
        parse("[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5))
    assert parse("[" * MAX_DEPTH + "]" * MAX_DEPTH).value is not None


def test_duplicate_keys_are_recorded_with_both_places():
    doc = parse('{"a": 1,\n "a": 2}')
    (dup,) = doc.duplicates
    assert (dup.pointer, dup.line, dup.column, dup.first_line, dup.first_column) == ("/a", 2, 2, 1, 2)
    assert doc.value == {"a": 2}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner, max_size=5),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(value=json_values, indent=st.sampled_from([None, 0, 2]), ascii_only=st.booleans())
def test_agrees_with_json_on_any_document(value, indent, ascii_only):
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    doc = parse(text)
    assert doc.value == json.loads(text)
    for pointer, (start, end) in doc.spans.items():
        assert json.loads(text[start:end]) == _at(doc.value, pointer)


def _at(value, pointer):
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        value = value[int(token)] if isinstance(value, list) else value[token]
    return value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"id": "a\x00b"}', "control character \\x00 inside a string; write it as an escape"),
        ('{"id": "ab', "string without its closing double quote"),
    ],
)
def test_string_errors_are_whole_sentences_naming_the_character(text, message):
    # Each message is a whole sentence naming the character, unlike the scanner's own, which end in a dangling "at".
    with pytest.raises(JSONSyntaxError) as info:
        parse(text)
    assert info.value.message.startswith(message)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_lines_end_at_lf_crlf_or_a_lone_cr_as_in_editors(newline):
    # LF, CRLF and a lone CR (old Mac) each end a line, so a problem is placed on its own line, not all on line 1.
    text = newline.join(["{", '  "a": 1,', '  "b": [1,, 2]', "}"])
    with pytest.raises(JSONSyntaxError) as info:
        parse(text)
    assert (info.value.line, info.value.column) == (3, 11)


@pytest.mark.parametrize(("written", "read"), [("8.0", 8), ("1e2", 100), ("-0.0", 0), ("2.5", 2.5), ("1e300", 1e300)])
def test_a_whole_number_written_with_a_fraction_or_exponent_is_that_integer(written, read):
    value = parse(f'{{"n": {written}}}').value["n"]
    assert value == read and type(value) is type(read)


def test_rows_written_as_8_0_pass_validate_as_they_pass_the_schema(tmp_path):
    # JSON Schema counts 8.0 as an integer and so does the validator: never "expected an integer, got a number".
    import jsonschema

    from authoring.files.validate import validate_path

    root = Path(__file__).resolve().parents[2]
    board = json.loads((root / "calls/boards/fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["rows"], board["cols"] = float(board["rows"]), float(board["cols"])
    path = tmp_path / "fire-rescue-front.board.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    schema = json.loads((root / "schemas/board.schema.json").read_text(encoding="utf-8"))
    assert not list(jsonschema.Draft202012Validator(schema).iter_errors(board))
    assert [d.code for d in validate_path(path)] == []
