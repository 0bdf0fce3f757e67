"""Hostile inputs get a located diagnostic, never a hang, a traceback or unbounded work."""

import json
import os
from pathlib import Path

import pytest

from authoring.diagnostics import MAX_PER_FILE, printable
from authoring.files.load import MAX_FILE_BYTES, MAX_ITEMS, load_path, parse_call_text, read_bytes
from authoring.files.validate import validate_path

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"
FAMILY = json.loads((CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8"))


def _messages(diagnostics):
    return [(d.code, d.message) for d in diagnostics]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.call.json"
    os.mkfifo(fifo)
    assert _messages(validate_path(fifo)) == [("FP100", f"not a regular file: {fifo} is a FIFO (named pipe)")]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_symlink_to_a_device_is_refused(tmp_path):
    link = tmp_path / "zero.board.json"
    link.symlink_to("/dev/zero")
    assert _messages(validate_path(link)) == [("FP100", f"not a regular file: {link} is a character device")]


def test_a_folder_named_like_a_board_is_refused(tmp_path):
    folder = tmp_path / "x.board.json"
    folder.mkdir()
    assert [d.code for d in validate_path(folder)] == ["FP100"]


def test_a_file_over_the_size_limit_is_not_read(tmp_path):
    big = tmp_path / "big.board.json"
    big.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    data, problem = read_bytes(big)
    assert data is None and "not read" in problem


def test_a_nul_byte_in_a_path_is_a_diagnostic():
    assert [d.code for d in validate_path("a\0b.board.json")] == ["FP100"]


def test_a_board_in_a_library_that_is_a_fifo_does_not_hang(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    (tmp_path / "boards").mkdir()
    os.mkfifo(tmp_path / "boards" / "house.board.json")
    result = parse_call_text(json.dumps({**FAMILY, "board": "house"}), tmp_path)
    (d,) = [d for d in result.diagnostics if d.code == "FP102"]
    assert "cannot be loaded" in d.message and "FIFO" in d.hint


def test_diagnostics_per_file_are_capped_and_the_cap_is_said(tmp_path):
    path = tmp_path / "many.call.json"
    path.write_text(json.dumps({**FAMILY, "setup": {"fire": [["a", "b"]] * 5000}}), encoding="utf-8")
    found = validate_path(path)
    assert len(found) <= MAX_PER_FILE + 1


def test_many_unknown_keys_are_capped_and_counted(tmp_path):
    doc = {**FAMILY, **{f"k{i}": 0 for i in range(MAX_PER_FILE + 50)}}
    path = tmp_path / "keys.call.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    found = validate_path(path)
    assert len(found) == MAX_PER_FILE + 1
    left_out = int(found[-1].message.split()[0])
    assert found[-1].code == "FP104" and left_out >= 50 and "more problems in this file are not reported" in found[-1].message


def test_a_list_longer_than_any_format_allows_is_read_past(tmp_path):
    path = tmp_path / "zeros.call.json"
    path.write_text(json.dumps({**FAMILY, "setup": {"fire": [0] * (MAX_ITEMS * 3)}}), encoding="utf-8")
    found = validate_path(path)
    assert ("FP101", f"this list has {MAX_ITEMS * 3} items; no list or object of a board or Call holds more than {MAX_ITEMS}") in _messages(found)
    assert len(found) <= MAX_PER_FILE + 1


def test_an_object_of_one_key_written_100_000_times_counts_every_member(tmp_path):
    # Every member written counts, not the keys of the decoded dict (which would say "this object has 1 items").
    path = tmp_path / "rows.board.json"
    path.write_text("{" + ", ".join(['"rows": 1'] * 100_000) + "}", encoding="utf-8")
    found = validate_path(path)
    assert ("FP101", f"this object has 100000 items; no list or object of a board or Call holds more than {MAX_ITEMS}") in _messages(found)
    assert len(found) <= MAX_PER_FILE + 1


def test_user_text_in_messages_cannot_drive_the_terminal():
    doc = {**FAMILY, "colour\x1b[2J\x1b[Hno problems": 1}
    result = parse_call_text(json.dumps(doc), CALLS)
    line = result.diagnostics[0].render("x.call.json")
    assert "\x1b" not in line and "\\x1b[2J" in line


def test_a_board_reference_with_control_characters_is_escaped():
    result = parse_call_text(json.dumps({**FAMILY, "board": "house\x1b[2J"}), CALLS)
    rendered = [d.render("x") for d in result.diagnostics]
    assert rendered and all("\x1b" not in r for r in rendered)


def test_printable_keeps_ordinary_text():
    assert printable("Épület 火事 -> ok") == "Épület 火事 -> ok"


def test_a_call_whose_board_path_is_fine_still_loads():
    assert load_path(CALLS / "fire-rescue-family.call.json").ok


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_the_studio_library_lists_a_fifo_as_an_error_without_blocking(tmp_path):
    from authoring.studio import library_files, logic

    (tmp_path / "boards").mkdir()
    os.mkfifo(tmp_path / "boards" / "pipe.board.json")
    (entry,) = library_files.scan_library(tmp_path)
    assert entry.status == "error" and not entry.loads
    with pytest.raises(ValueError, match="FIFO"):
        logic.open_doc(tmp_path / "boards" / "pipe.board.json")


def test_a_title_cannot_drive_the_terminal_in_play(tmp_path):
    import shutil

    from typer.testing import CliRunner

    from authoring.cli import app

    shutil.copytree(CALLS / "boards", tmp_path / "boards")
    path = tmp_path / "t.call.json"
    path.write_text(json.dumps({**FAMILY, "id": "t", "title": {"en": "Fire\x1b[2J\x1b[Hno problems"}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["play", str(path)], input="quit\n")
    assert result.exit_code == 0, result.output
    assert "\x1b[2J" not in result.output and "\\x1b[2J" in result.output


def test_the_cap_keeps_errors_so_that_a_broken_file_never_looks_clean(tmp_path):
    # Doors on every other row of one open room: each is inside the room (FP206, a warning), 400 of them.
    doors = [{"edge": [[r, c], [r, c + 1]]} for r in range(1, 40, 2) for c in range(1, 21)]
    board = {"id": "open-plan", "rows": 41, "cols": 23, "openings": [[[0, 1], [1, 1]]],
             "doors": doors, "dice": {"red_sides": 40, "black_sides": 21}}  # red 40 names no space: FP207, an error
    path = tmp_path / "open-plan.board.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    found = validate_path(path)
    assert len(found) == MAX_PER_FILE + 1 and found[-1].code == "FP104"
    assert "FP207" in {d.code for d in found}


@pytest.mark.parametrize(
    ("change", "code", "shown"),
    [
        ('"format_version": ' + "9" * 3999, "FP103", "unknown format_version a 3999-digit number"),
        ('"format_version": "' + "x" * 100_000 + '"', "FP103", "unknown format_version 'xxx"),
        ('"players": {"min": 1, "max": ' + "9" * 3999 + "}", "FP101", "players/max: must be at most 6, got a 3999-digit number"),
    ],
)
def test_a_huge_value_is_not_repeated_in_full_in_its_message(tmp_path, change, code, shown):
    # A 3,999-digit number is named by its length and a 100,000-character format_version is cut short:
    # the message stays under 200 characters.
    text = json.dumps(FAMILY).replace('"format_version": 1', change if "format_version" in change else '"format_version": 1')
    if "players" in change:
        text = text.replace('"players": {"min": 1, "max": 6}', change)
    path = tmp_path / "fire-rescue-family.call.json"
    path.write_text(text, encoding="utf-8")
    (found,) = [d for d in validate_path(path) if d.code == code]
    assert found.message.startswith(shown)
    assert len(found.message) < 200


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32-be"])
def test_a_utf16_or_utf32_file_is_named_as_such(tmp_path, encoding):
    # The encoding is named at 1:1, with or without a byte-order mark, not a bad byte ("not valid UTF-8: byte 0xff").
    path = tmp_path / "fire-rescue-family.call.json"
    path.write_bytes(json.dumps(FAMILY, ensure_ascii=False).encode(encoding))
    (found,) = load_path(path).diagnostics
    assert (found.code, found.line, found.column) == ("FP100", 1, 1)
    assert found.message.startswith(f"the file is {encoding[:6].upper()}") and "read as UTF-8" in found.message


def test_a_file_of_zero_bytes_is_not_taken_for_utf32(tmp_path):
    path = tmp_path / "zeros.board.json"
    path.write_bytes(bytes(1000))
    (found,) = load_path(path).diagnostics
    assert found.message == "not valid JSON: expected a value, found '\\x00'"


def test_a_look_alike_letter_in_an_id_is_named(tmp_path):
    # An id with a look-alike letter (Cyrillic а in "family") is refused naming the letter, its code point and place.
    doc = {**FAMILY, "id": "fire-rescue-f\u0430mily"}
    path = tmp_path / "fire-rescue-family.call.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    (found,) = [d for d in validate_path(path) if d.pointer == "/id"]
    assert found.message.endswith("is not an identifier: it holds U+0430 CYRILLIC SMALL LETTER A at character 14")


def test_a_board_reference_naming_a_folder_says_so(tmp_path):
    # A board reference naming a folder says "is a folder, not a file", never "not found" while the folder is there.
    (tmp_path / "boards" / "adir.board.json").mkdir(parents=True)
    doc = {**FAMILY, "board": "adir"}
    result = parse_call_text(json.dumps(doc), tmp_path)
    (found,) = [d for d in result.diagnostics if d.code == "FP102"]
    assert found.message == "board 'adir' is a folder, not a file: boards/adir.board.json"


def test_a_file_just_over_the_limit_is_measured_in_bytes(tmp_path):
    # The size is given in bytes, so a file just over the limit never reads "file is 5.0 MB; files over 5 MB ...".
    path = tmp_path / "big.board.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 56))
    (found,) = load_path(path).diagnostics
    assert found.message == f"file is {MAX_FILE_BYTES + 56:,} bytes; files over 5 MB are not read ({MAX_FILE_BYTES:,} bytes at most)"


def test_a_bad_byte_after_lone_cr_line_ends_is_placed_on_its_line(tmp_path):
    path = tmp_path / "old-mac.board.json"
    path.write_bytes(b'{\r  "id": "x",\r  "name": {"en": "caf\xe9"}\r}')
    (found,) = load_path(path).diagnostics
    assert (found.code, found.line, found.column) == ("FP100", 3, 22)
