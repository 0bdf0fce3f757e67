"""Paths no file system keeps, link loops and links as output: a clear one-line refusal, never a traceback.

A name with a part over 255 bytes makes every probe of it (``exists``,
``is_dir``) raise ``OSError``; a link loop makes ``resolve`` raise. Output
goes to the name given and nowhere else, never through a link.
"""

from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"
LONG = "a" * 300


def run(*args, lines=()):
    return CliRunner().invoke(app, [str(a) for a in args], input="".join(f"{line}\n" for line in lines))


def _refused(result, code=2):
    assert result.exit_code == code, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", [
    lambda d: ("new", "board", d / f"{LONG}.board.json"),
    lambda d: ("new", "call", d / f"{LONG}.call.json"),
    lambda d: ("render", FAMILY, "--out", d / f"{LONG}.svg"),
    lambda d: ("play", FAMILY, "--record", d / f"{LONG}.replay.json"),
    lambda d: ("playtest", FAMILY, "--games", "2", "--report", d / f"{LONG}.html"),
    lambda d: ("tune", FAMILY, "--target", "0.5", "--vary", "/supply/damage=8..9", "--trials", "1",
               "--games-per-trial", "2", "--out", d / f"{LONG}.call.json"),
    lambda d: ("inspect", d / f"{LONG}.call.json"),
    lambda d: ("playtest", d / f"{LONG}.call.json", "--games", "2"),
], ids=["new board", "new call", "render", "play --record", "playtest --report", "tune --out", "inspect", "playtest"])
def test_a_name_no_file_system_keeps_is_refused_in_a_line(tmp_path, command):
    result = run(*command(tmp_path), lines=["quit"])
    _refused(result)
    assert "255" in result.output or "name too long" in result.output.lower(), result.output


def test_validate_reports_such_a_name_at_its_place(tmp_path):
    result = run("validate", tmp_path / f"{LONG}.call.json")
    _refused(result, code=1)
    assert "FP100" in result.output


def test_play_s_save_to_such_a_name_keeps_the_game(tmp_path):
    result = run("play", FAMILY, lines=[f"save {tmp_path / LONG}.replay.json", "1", f"save {tmp_path}/kept.replay.json",
                                        "quit"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "kept.replay.json").is_file()


@pytest.mark.parametrize("kind", ["board", "call"])
def test_new_files_in_a_link_loop_are_refused(tmp_path, kind):
    (tmp_path / "loopA").symlink_to(tmp_path / "loopB")
    (tmp_path / "loopB").symlink_to(tmp_path / "loopA")
    _refused(run("new", kind, tmp_path / "loopA" / f"x.{kind}.json"))


@pytest.mark.parametrize("command", [
    lambda out: ("tune", FAMILY, "--target", "0.5", "--vary", "/supply/damage=8..9", "--trials", "1",
                 "--games-per-trial", "2", "--out", out, "--force"),
    lambda out: ("new", "call", out, "--force"),
], ids=["tune", "new call"])
def test_output_is_never_written_through_a_link(tmp_path, command):
    kept = tmp_path / "elsewhere" / "keep.call.json"
    kept.parent.mkdir()
    kept.write_text('{"precious": true}\n', encoding="utf-8")
    link = tmp_path / "keep.call.json"
    link.symlink_to(kept)
    result = run(*command(link))
    _refused(result)
    assert "symbolic link" in " ".join(result.output.split())
    assert kept.read_text(encoding="utf-8") == '{"precious": true}\n'


def test_a_new_file_below_a_file_says_that_is_no_folder(tmp_path):
    (tmp_path / "plain.txt").write_text("x", encoding="utf-8")
    result = run("new", "board", tmp_path / "plain.txt" / "x.board.json")
    _refused(result)
    assert "is not a folder" in " ".join(result.output.split())


def test_a_calls_board_error_is_named_by_a_path_from_the_working_folder(tmp_path, monkeypatch):
    import json
    import shutil

    library = tmp_path / "lib3"
    (library / "boards").mkdir(parents=True)
    board = json.loads((ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["walls"].append(board["walls"][0])  # an error of the board's own (FP203)
    (library / "boards" / "fire-rescue-front.board.json").write_text(json.dumps(board), encoding="utf-8")
    shutil.copy(FAMILY, library)
    monkeypatch.chdir(tmp_path)
    result = run("validate", "lib3/fire-rescue-family.call.json")
    assert result.exit_code == 1
    said = " ".join(result.output.split())
    assert "hint: lib3/boards/fire-rescue-front.board.json:" in said and "FP203" in said


def test_a_calls_board_that_does_not_load_is_named_by_a_path_from_the_working_folder(tmp_path, monkeypatch):
    import json
    import shutil

    library = tmp_path / "lib"
    (library / "boards").mkdir(parents=True)
    board = json.loads((ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    board["rows"] = "x"
    (library / "boards" / "fire-rescue-front.board.json").write_text(json.dumps(board), encoding="utf-8")
    shutil.copy(FAMILY, library)
    monkeypatch.chdir(tmp_path)
    said = " ".join(run("validate", "lib/fire-rescue-family.call.json").output.split())
    assert "errors in lib/boards/fire-rescue-front.board.json" in said or "error in lib/boards/fire-rescue-front" in said
    assert "hint: lib/boards/fire-rescue-front.board.json:" in said
