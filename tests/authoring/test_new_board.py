"""``callforge new board``: template and sketch boards that validate, written atomically, never over a file unasked."""

import json
import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.canonical import canonical_board
from authoring.cli import app
from authoring.files.load import load_path
from authoring.files.validate import validate_path
from authoring.new.board import MAX_SKETCH_BYTES
from authoring.sketch import board_to_ascii
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
FRONT = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"


def run(*args):
    return CliRunner().invoke(app, ["new", "board", *[str(a) for a in args]])


def errors(path: Path) -> list[str]:
    return [d.code for d in validate_path(path) if d.severity == "error"]


@pytest.mark.parametrize("template", ["front", "back", "blank"])
def test_each_template_writes_a_board_that_validates(tmp_path, template):
    out = tmp_path / "attic.board.json"
    result = run(out, "--template", template)
    assert result.exit_code == 0, result.output
    assert errors(out) == []
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["id"] == "attic"
    assert data["$schema"].startswith("file:") and data["$schema"].endswith("schemas/board.schema.json")
    assert sorted(os.listdir(tmp_path)) == ["attic.board.json"]  # no temporary file left behind


def test_front_template_is_the_front_board_renamed(tmp_path):
    out = tmp_path / "copy.board.json"
    run(out, "--template", "front")
    copy, front = load_path(out).model, load_path(FRONT).model
    assert copy.model_dump(exclude={"id", "name", "schema_"}) == front.model_dump(exclude={"id", "name", "schema_"})


def test_blank_size_and_usage_errors(tmp_path):
    out = tmp_path / "small.board.json"
    assert run(out, "--rows", 5, "--cols", 7).exit_code == 0
    board = load_path(out).model
    assert (board.rows, board.cols, len(board.openings)) == (5, 7, 4)
    assert errors(out) == []
    assert run(tmp_path / "huge.board.json", "--rows", 5000).exit_code == 2
    assert run(tmp_path / "b.board.json", "--template", "back", "--rows", 5).exit_code == 2
    assert run(tmp_path / "b.board.json", "--template", "side").exit_code == 2
    assert run(tmp_path / "notes.json").exit_code == 2
    result = run(tmp_path / "Bad Name.board.json")
    assert result.exit_code == 2 and "--id" in result.stderr
    assert run(tmp_path / "Bad Name.board.json", "--id", "good-name").exit_code == 0
    assert not (tmp_path / "huge.board.json").exists() and not (tmp_path / "b.board.json").exists()


def test_refuses_to_overwrite_without_force(tmp_path):
    out = tmp_path / "mine.board.json"
    out.write_text("my work\n", encoding="utf-8")
    result = run(out, "--template", "front")
    assert result.exit_code == 2 and "--force" in result.stderr
    assert out.read_text(encoding="utf-8") == "my work\n"
    assert run(out, "--template", "front", "--force").exit_code == 0
    assert errors(out) == []


def test_schema_is_relative_inside_the_project(tmp_path):
    out = ROOT / "tests" / "artifacts" / "new-board-test.board.json"
    out.parent.mkdir(exist_ok=True)
    try:
        assert run(out, "--force").exit_code == 0
        assert json.loads(out.read_text(encoding="utf-8"))["$schema"] == "../../schemas/board.schema.json"
    finally:
        out.unlink(missing_ok=True)


def test_from_sketch_reads_the_studio_format(tmp_path):
    sketch = tmp_path / "front.txt"
    sketch.write_text(board_to_ascii(load_path(FRONT).model), encoding="utf-8")
    out = tmp_path / "sketched.board.json"
    result = run(out, "--from-sketch", sketch)
    assert result.exit_code == 0, result.output
    board, front = load_path(out).model, load_path(FRONT).model
    drop = ("id", "name")
    assert {k: v for k, v in canonical_board(board).items() if k not in drop and k != "zones"} == {
        k: v for k, v in canonical_board(front).items() if k not in drop and k != "zones"
    }  # a sketch draws no zones
    assert errors(out) == []


def test_bad_sketches_are_located_and_nothing_is_written(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("+-+-+-+-+\n|       |\n+-+-+-+-+\n| |x| | |\n+-+ +-+-+\n|       |\n+-+-+-+-+\n", encoding="utf-8")
    result = run(tmp_path / "a.board.json", "--from-sketch", bad)
    assert result.exit_code == 1 and f"{bad}:4:4: error 'x' is not a space character" in result.stderr
    closed = tmp_path / "closed.txt"
    closed.write_text("+-+-+-+-+\n|       |\n+ +-+-+ +\n| |.|.| |\n+ +-+-+ +\n| |. .| |\n+ +-+-+ +\n|       |\n+-+-+-+-+\n", encoding="utf-8")
    result = run(tmp_path / "b.board.json", "--from-sketch", closed)
    assert result.exit_code == 1 and "FP204" in result.stderr and "not written" in result.stderr
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    result = run(tmp_path / "c.board.json", "--from-sketch", fifo)
    assert result.exit_code == 2 and "not a regular file" in " ".join(result.stderr.split())
    assert run(tmp_path / "d.board.json", "--from-sketch", tmp_path / "missing.txt").exit_code == 2
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b" " * (MAX_SKETCH_BYTES + 1))
    result = run(tmp_path / "f.board.json", "--from-sketch", huge)
    assert result.exit_code == 2 and "files over 256 KB are not read" in " ".join(result.stderr.split())
    assert run(tmp_path / "e.board.json", "--from-sketch", bad, "--template", "front").exit_code == 2
    assert sorted(p.name for p in tmp_path.glob("*.board.json")) == []


def test_a_sketch_too_large_is_blamed_on_its_size_not_on_the_id(tmp_path):
    wide = tmp_path / "wide.txt"
    ring, scene = "|" + "|".join(" " * 5000) + "|", "|" + "|".join(" " + "." * 4998 + " ") + "|"
    wide.write_text("\n".join(["+" + "-+" * 5000, ring, "+" + "-+" * 5000, scene, "+" + "-+" * 5000, ring,
                               "+" + "-+" * 5000]), encoding="utf-8")
    result = run(tmp_path / "w.board.json", "--from-sketch", wide, "--id", "sketchy")
    stderr = " ".join(result.stderr.split())
    assert result.exit_code == 1 and f"{wide}:1:2002: error the sketch draws 5000 columns; a board has at most 1000" in stderr
    assert "board id" not in stderr and not list(tmp_path.glob("*.board.json"))


def test_a_blank_board_can_be_played_by_a_family_call(tmp_path):
    board = tmp_path / "boards" / "attic.board.json"
    assert run(board).exit_code == 0
    assert len(load_path(board).model.parking.ambulance) == 4
    family = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    family.pop("$schema")
    call = tmp_path / "attic.call.json"
    call.write_text(json.dumps({**family, "id": "attic", "board": "attic"}), encoding="utf-8")
    assert [d.code for d in validate_path(call) if d.severity == "error"] == []


def test_a_tiny_blank_board_still_has_ambulance_spots(tmp_path):
    # On a 3 x 3 grid the spots beside two entrances share a corner: once, that left the board with none at all,
    # so no Call on it could be played (knocked-down firefighters go to an ambulance spot).
    tiny = tmp_path / "tiny.board.json"
    assert run(tiny, "--rows", 3, "--cols", 3).exit_code == 0
    spots = load_path(tiny).model.parking.ambulance
    spaces = [space for spot in spots for space in spot]
    assert len(spots) == 3 and len(spaces) == len(set(spaces))
    assert errors(tiny) == []


def test_zero_rows_a_bad_id_and_a_fifo_target_are_clear_errors(tmp_path):
    # --rows 0 is refused, never made into a default 8 x 10 board; --id ../x is named as no board id, never
    # "1 validation error for Board"; --force over a FIFO is a usage error, never an OSError traceback.
    result = run(tmp_path / "zero.board.json", "--rows", 0)
    assert result.exit_code == 2 and "not 0 x 10" in result.stderr and not (tmp_path / "zero.board.json").exists()
    result = run(tmp_path / "x.board.json", "--id", "../x")
    assert result.exit_code == 2 and "'../x' is not a board id" in " ".join(result.stderr.split())
    fifo = tmp_path / "pipe.board.json"
    os.mkfifo(fifo)
    result = run(fifo, "--force")
    assert result.exit_code == 2  # a target that is no file is a usage problem, as for every output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "not a regular file" in result.stderr and fifo.is_fifo()


def test_the_sketch_help_needs_no_file_and_a_missing_file_is_a_usage_error():
    # --sketch-help works with no file given, never "Missing argument 'out'"; without it, the file is asked for.
    shown = CliRunner().invoke(app, ["new", "board", "--sketch-help"])
    assert shown.exit_code == 0 and shown.stdout.startswith("A '+' at every corner")
    missing = CliRunner().invoke(app, ["new", "board"])
    assert missing.exit_code == 2 and "give the file to write" in " ".join(missing.stderr.split())


def test_a_board_named_apart_from_its_file_is_warned_at_once(tmp_path):
    # The FP105 that validate would give on the file just written is warned at once, beside "no errors".
    out = tmp_path / "boards" / "back-copy.board.json"
    result = run(out, "--template", "back", "--id", "back-x")
    assert result.exit_code == 0
    said = " ".join(result.stderr.split())
    assert "warning FP105" in said and said.endswith("no errors, 1 warning")


L_SKETCH = """\
+ + + + + + +
     A A
+ +-+-+ +-+ +
  |. . . .|
+ + + + + + +
 A|. . . .|A
+ + + + +-+ +
 A . . .|  A
+ + + + + + +
  |. . .|
+ +-+-+ +-+ +
     E E
+ + + + + + +
"""
"""A building whose scene is no rectangle: the default dice name spaces outside it."""


def test_a_sketch_of_a_scene_that_is_no_rectangle_is_written_with_allow_errors_and_its_hint_then_works(tmp_path):
    sketch = tmp_path / "l.sketch"
    sketch.write_text(L_SKETCH, encoding="utf-8")
    out = tmp_path / "boards" / "l.board.json"
    refused = run(out, "--from-sketch", sketch)
    assert refused.exit_code == 1 and not out.exists() and "--allow-errors" in " ".join(refused.stderr.split())
    said = " ".join(refused.stderr.split())
    assert "give the dice 2 red and 7 black sides, as many rolls as the 14 scene spaces" in said
    written = run(out, "--from-sketch", sketch, "--allow-errors")
    assert written.exit_code == 1 and out.exists() and "1 error" in written.stderr
    data = json.loads(out.read_text(encoding="utf-8"))  # the hint, followed
    cells = sorted(Board.model_validate(data).scene_cells())
    assert len(cells) == 14
    data["dice"] = {"red_sides": 2, "black_sides": 7,
                    "table": [{"cell": list(c), "roll": [k // 7 + 1, k % 7 + 1]} for k, c in enumerate(cells)]}
    out.write_text(json.dumps(data), encoding="utf-8")
    assert errors(out) == []


def test_a_sketch_that_is_no_utf8_is_refused_at_its_line_and_column(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"+ + +\n  |\xff|\n")
    result = run(tmp_path / "a.board.json", "--from-sketch", bad)
    assert result.exit_code == 2 and f"{bad}:2:4 cannot be used: not UTF-8 text" in " ".join(result.stderr.split())


def test_problems_of_a_sketch_after_blank_lines_are_placed_on_its_own_lines(tmp_path):
    text = "\n\n\n" + L_SKETCH.replace("|. . . .|\n+ + + + + + +\n A|", "|> . . .|\n+ + + + + + +\n A|", 1)
    sketch = tmp_path / "arrows.txt"
    sketch.write_text(text, encoding="utf-8")
    result = run(tmp_path / "boards" / "l.board.json", "--from-sketch", sketch)
    found = [line for line in result.stderr.splitlines() if "FP240" in line]
    assert found and found[0].startswith(f"{sketch}:7:"), result.stderr  # the space [1, 2]: line 2 x 1 + 2, 3 blank lines


def test_a_sketch_in_utf_16_is_named_as_such(tmp_path):
    sketch = tmp_path / "house.txt"
    sketch.write_text("+-+-+\n|. .|\n+-+-+\n", encoding="utf-16")
    result = CliRunner().invoke(app, ["new", "board", str(tmp_path / "h.board.json"), "--from-sketch", str(sketch)])
    assert result.exit_code == 2 and "the sketch is UTF-16 (little-endian); sketches are read as UTF-8" in result.output, \
        result.output


@pytest.mark.parametrize(("mark", "said"), [("\u0301", "U+0301 (COMBINING ACUTE ACCENT) takes no column of its own"),
                                            ("\u200b", "U+200B (ZERO WIDTH SPACE) takes no column of its own"),
                                            ("\t", "a tab, which editors widen")])
def test_a_mark_that_takes_no_column_is_named_where_it_stands(mark, said):
    """A combining accent, a zero-width mark or a tab would shift the rest of its line: the error is at the mark, not at
    the character the shift lands on."""
    from authoring.sketch import SketchError, board_from_ascii

    lines = ["+-+-+", "|. .|", "+ + +", "|. .|", "+ + +", "|. .|", "+-+-+"]
    lines[3] = "|." + mark + " .|"
    with pytest.raises(SketchError, match=re.escape(f"line 4, column 3: {said}")):
        board_from_ascii("\n".join(lines))
