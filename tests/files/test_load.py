"""The loader's public API: stages, positions, board references, deep checks."""

import json
import shutil
from pathlib import Path

import pytest

from authoring import checks
from authoring.diagnostics import Diagnostic, make
from authoring.files import load
from authoring.files.load import (
    MAX_FILE_BYTES,
    library_of,
    load_board,
    load_call,
    load_path,
    locate,
    parse_board_text,
    parse_call_text,
    resolve_board_ref,
)
from authoring.files.validate import validate_path
from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"
FRONT = CALLS / "boards" / "fire-rescue-front.board.json"


def codes(result):
    return [d.code for d in result.diagnostics]


def test_bundled_board_loads_with_positions():
    result = load_board(FRONT)
    assert isinstance(result.model, Board) and result.diagnostics == [] and result.ok
    lines = FRONT.read_text(encoding="utf-8").splitlines()
    for pointer in ("/id", "/walls/3/1", "/doors/2/state", "/arrows/rows/5", "/parking/engine/0"):
        line, column = result.positions[pointer]
        token = lines[line - 1][column - 1 :]
        value = result.model.model_dump(mode="json", by_alias=True)
        for part in pointer.strip("/").split("/"):
            value = value[int(part)] if isinstance(value, list) else value[part]
        assert token.startswith(json.dumps(value, ensure_ascii=False)[:2])
    assert result.key_positions["/walls"] == (12, 3)


def test_bundled_call_loads_its_board():
    result = load_call(CALLS / "fire-rescue-family.call.json")
    assert isinstance(result.model, Call)
    assert result.board is not None and result.board.id == "fire-rescue-front"
    assert result.board_path == FRONT.resolve()


def test_load_path_chooses_by_suffix(tmp_path):
    assert load_path(FRONT).kind == "board"
    assert load_path(CALLS / "fire-rescue-family.call.json").kind == "call"
    other = tmp_path / "notes.json"
    other.write_text("{}", encoding="utf-8")
    result = load_path(other)
    assert result.model is None and codes(result) == ["FP100"]
    assert ".board.json" in result.diagnostics[0].message


def test_missing_file_is_a_diagnostic(tmp_path):
    result = load_board(tmp_path / "absent.board.json")
    assert result.model is None and codes(result) == ["FP100"]


def test_oversized_file_is_refused_without_parsing(tmp_path):
    path = tmp_path / "huge.board.json"
    with path.open("w", encoding="utf-8") as handle:
        handle.write('{"id": "huge", "walls": [')
        handle.write("[[1, 1], [1, 2]], " * (MAX_FILE_BYTES // 18 + 1))
        handle.write("[[1, 1], [1, 2]]]}")
    assert path.stat().st_size > MAX_FILE_BYTES
    result = load_board(path)
    assert result.model is None and codes(result) == ["FP100"]
    assert (result.diagnostics[0].line, result.diagnostics[0].column) == (1, 1)
    assert "5 MB" in result.diagnostics[0].message


def test_oversized_text_is_refused():
    result = parse_board_text(" " * (MAX_FILE_BYTES + 1) + "{}")
    assert codes(result) == ["FP100"]


def test_byte_order_mark_is_ignored():
    assert load.parse_board_text("\ufeff" + '{"id": "b"}').ok


def test_bom_in_file_is_accepted(tmp_path):
    path = tmp_path / "b.board.json"
    path.write_bytes(b'\xef\xbb\xbf{"id": "b"}')
    assert load_board(path).ok


def test_format_version_is_checked_before_the_schema():
    result = parse_board_text('{"format_version": "1", "colour": 1}')
    assert codes(result) == ["FP103"]
    assert result.diagnostics[0].pointer == "/format_version"
    assert parse_board_text('{"format_version": true, "id": "b"}').diagnostics[0].code == "FP103"
    assert parse_board_text('{"format_version": 1, "id": "b"}').ok


def test_one_diagnostic_per_problem_and_sorted():
    text = '{\n "id": "b",\n "rows": "8",\n "cols": true,\n "colour": 1\n}'
    result = parse_board_text(text)
    assert [(d.line, d.column) for d in result.diagnostics] == [(3, 10), (4, 10), (5, 2)]
    assert [d.message for d in result.diagnostics] == [
        "rows: expected an integer, got a string",
        "cols: expected an integer, got true/false",
        "unknown key 'colour'",
    ]


def test_union_errors_collapse_to_the_most_helpful_branch():
    result = parse_board_text('{"id": "b", "zones": {"z": {"cells": [[1, "x"]]}}}')
    assert [(d.pointer, d.message) for d in result.diagnostics] == [("/zones/z/cells/0/1", "zones/z/cells/0/1: expected an integer, got a string")]
    result = parse_board_text('{"id": "b", "zones": {"z": "everywhere"}}')
    assert [(d.pointer, d.message) for d in result.diagnostics] == [("/zones/z", "zones/z: expected an object, got a string")]


def test_a_large_marker_of_too_many_spaces_says_how_many_it_may_have():
    # The message names the limit, never an empty "expected , got a list" from a union with no phrase for a
    # list too long.
    text = json.dumps({"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "ruleset": {"name": "gsh"},
                       "markers": [{"id": "wreck", "title": {"en": "Wreck"}}],
                       "setup": {"markers": {"wreck": [[[1, 1], [1, 2], [1, 3], [1, 4], [1, 5]]]}}})
    (d,) = parse_call_text(text, CALLS).diagnostics
    assert (d.pointer, d.message) == ("/setup/markers/wreck/0",
                                      "setup/markers/wreck/0: expected at most 4 items, got 5 items")


def test_literal_lists_allowed_values():
    text = '{"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "ruleset": {"name": "expert"}}'
    result = parse_call_text(text, CALLS)
    assert [d.message for d in result.diagnostics] == ["ruleset/name: must be one of 'family', 'experienced', 'gsh', got 'expert'"]


def test_a_value_one_slip_from_an_allowed_one_gets_a_did_you_mean():
    text = '{"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "ruleset": {"name": "experianced"}}'
    (d,) = parse_call_text(text, CALLS).diagnostics
    assert d.hint == "did you mean 'experienced'?"
    far = '{"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "ruleset": {"name": "expert"}}'
    assert parse_call_text(far, CALLS).diagnostics[0].hint is None


def test_a_step_kind_or_a_count_one_slip_from_an_allowed_one_gets_a_did_you_mean():
    steps = [{"do": "place_hazmatt", "count": 2}, {"do": "place_poi", "count": "levle"}]
    text = json.dumps({"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "setup": {"procedures": steps}})
    found = {d.pointer: d.hint for d in parse_call_text(text, CALLS).diagnostics}
    assert found == {"/setup/procedures/0/do": "did you mean 'place_hazmat'?",
                     "/setup/procedures/1/count": "did you mean 'level'?"}


def test_a_refused_setup_step_brings_no_warning_about_the_levels_it_would_read(tmp_path):
    data = json.loads((CALLS / "fire-rescue-experienced.call.json").read_text(encoding="utf-8"))
    data["setup"]["procedures"][1]["do"] = "place_hazmatt"
    (tmp_path / "boards").mkdir()
    shutil.copy(CALLS / "boards" / "fire-rescue-front.board.json", tmp_path / "boards")
    path = tmp_path / "fire-rescue-experienced.call.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [d.code for d in validate_path(path)] == ["FP101"]


def test_unknown_key_hint_names_the_probable_key():
    (d,) = parse_board_text('{"id": "b", "doors": [{"edge": [[1, 1], [1, 2]], "sate": "open"}]}').diagnostics
    assert (d.pointer, d.message, d.hint) == ("/doors/0/sate", "unknown key 'sate'", "did you mean 'state'?")
    text = '{"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "setup": {"procedures": [{"do": "place_poi", "reroll": []}]}}'
    (d,) = parse_call_text(text, CALLS).diagnostics
    assert d.hint == "did you mean 'reroll_on'?"


def test_model_validator_message_is_kept():
    text = '{"id": "c", "title": {"en": "t"}, "board": "fire-rescue-front", "players": {"min": 5, "max": 2}}'
    (d,) = parse_call_text(text, CALLS).diagnostics
    assert d.pointer == "/players" and d.message == "min (5) is larger than max (2)"


def test_duplicate_keys_are_reported_but_loading_goes_on():
    result = parse_board_text('{"id": "b", "rows": 8, "rows": 6}')
    assert codes(result) == ["FP100"] and result.model is not None and result.model.rows == 6


@pytest.mark.parametrize(
    "ref, fragment",
    [
        ("../../x.board.json", "leaves the library"),
        ("/etc/x.board.json", "absolute"),
        ("C:\\boards\\x.board.json", "absolute"),
        ("boards/../../x.board.json", "leaves the library"),
        ("sub/dir", "neither a board id nor a path"),
        ("no-such-board", "not found"),
    ],
)
def test_board_references_that_do_not_resolve(ref, fragment):
    text = json.dumps({"id": "c", "title": {"en": "t"}, "board": ref})
    result = parse_call_text(text, CALLS)
    assert result.model is not None and result.board is None
    (d,) = result.diagnostics
    assert d.code == "FP102" and d.pointer == "/board" and fragment in d.message


def test_board_reference_by_path_inside_the_library():
    text = json.dumps({"id": "c", "title": {"en": "t"}, "board": "boards/fire-rescue-back.board.json"})
    result = parse_call_text(text, CALLS)
    assert result.ok and result.board.id == "fire-rescue-back"


def test_library_is_the_nearest_folder_with_boards(tmp_path):
    (tmp_path / "lib" / "boards").mkdir(parents=True)
    (tmp_path / "lib" / "calls" / "deep").mkdir(parents=True)
    assert library_of(tmp_path / "lib" / "calls" / "deep") == (tmp_path / "lib").resolve()
    alone = (tmp_path / "alone").resolve()
    alone.mkdir()
    if not any((p / "boards").is_dir() for p in alone.parents):
        assert library_of(alone) == alone
    path, problem, _ = resolve_board_ref("../boards/x.board.json", tmp_path / "lib" / "calls")
    assert problem is None and path == (tmp_path / "lib" / "boards" / "x.board.json").resolve()


def test_locate_falls_back_to_the_nearest_ancestor():
    positions = {"": (1, 1), "/walls": (4, 12), "/walls/0": (5, 5)}
    d = locate(make("FP201", "x", pointer="/walls/0/1"), positions)
    assert (d.line, d.column) == (5, 5)
    d = locate(make("FP201", "x", pointer="/walls/7"), positions)
    assert (d.line, d.column) == (4, 12)
    d = locate(make("FP201", "x", pointer="/nowhere"), {})
    assert (d.line, d.column) == (1, 1)


def test_validate_path_runs_and_locates_deep_checks(monkeypatch):
    found = [make("FP241", "arrow points outside", pointer="/arrows/rows/2")]
    monkeypatch.setattr(checks, "check_board", lambda board: list(found))
    (d,) = validate_path(FRONT)
    assert d.code == "FP241" and (d.line, d.column) == load_board(FRONT).positions["/arrows/rows/2"]


def test_validate_path_passes_the_board_to_call_checks(monkeypatch):
    seen = []
    monkeypatch.setattr(checks, "check_call", lambda call, board: seen.append((call.id, board.id)) or [])
    assert validate_path(CALLS / "fire-rescue-family.call.json") == []
    assert seen == [("fire-rescue-family", "fire-rescue-front")]


def test_every_diagnostic_is_a_located_diagnostic():
    result = parse_board_text('{"id": 1, "walls": [[[1, 1]], 3], "scene": [{}]}')
    assert result.diagnostics
    for d in result.diagnostics:
        assert isinstance(d, Diagnostic) and d.line >= 1 and d.column >= 1


def test_a_look_alike_letter_in_a_board_reference_is_named(tmp_path):
    # The hint names the look-alike letter, in every language, so "board 'maple-hоuse' not found ... boards in
    # the library: maple-house" never reads as if the board were there.
    from authoring.language.diagnostic_text import translate

    text = (CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8").replace(
        '"board": "fire-rescue-front"', '"board": "fire-rescue-fr\u043ent"')
    (d,) = [d for d in parse_call_text(text, CALLS).diagnostics if d.code == "FP102"]
    assert d.hint.startswith("'fire-rescue-fr\u043ent' holds U+043E CYRILLIC SMALL LETTER O at character 15, not a Latin letter; ")
    assert "fire-rescue-front" in d.hint and "U+043E" in translate(d, "ja").hint


def test_a_board_reference_with_spaces_around_it_says_so_in_each_language():
    from authoring.language.diagnostic_text import translate

    text = (CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8").replace(
        '"board": "fire-rescue-front"', '"board": "fire-rescue-front "')
    (d,) = [d for d in parse_call_text(text, CALLS).diagnostics if d.code == "FP102"]
    assert d.hint == "'fire-rescue-front ' has spaces around it: write 'fire-rescue-front'"
    assert "空白" in translate(d, "ja").hint and "szóköz" in translate(d, "hu").hint


def test_a_call_quotes_the_first_error_of_its_board_as_the_board_s_own_report_says_it(tmp_path):
    """FP102's hint is the first error ``callforge validate`` prints for the board: the same error, at the same place
    (an arrow's error is placed at its word in the row)."""
    family = Path("calls/fire-rescue-family.call.json").resolve()
    (tmp_path / "boards").mkdir()
    shutil.copy(family, tmp_path / family.name)
    board = json.loads((family.parent / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["arrows"]["rows"][1] = "SW" + board["arrows"]["rows"][1][1:]  # its first arrow points out of the scene (FP241)
    board_path = tmp_path / "boards" / "fire-rescue-front.board.json"
    board_path.write_text(json.dumps(board, indent=2), encoding="utf-8")
    own = [d for d in validate_path(board_path) if d.severity == "error"]
    (fp102,) = [d for d in validate_path(tmp_path / family.name) if d.code == "FP102"]
    assert own and fp102.hint.split(":", 1)[1] == own[0].render("board").split(":", 1)[1], (fp102.hint, own[0])
