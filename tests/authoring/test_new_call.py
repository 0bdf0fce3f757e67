"""``callforge new call``: a Call from a bundled one that validates and plays where it is written, never over a file unasked."""

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.files.load import load_path
from authoring.files.validate import validate_path
from authoring.new.call import TEMPLATES, plan_call

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return CliRunner().invoke(app, ["new", *[str(a) for a in args]])


def problems(path: Path) -> list[str]:
    """Errors and warnings; notes (FP321: the new title is in English alone) are not problems."""
    return [f"{d.code} {d.message}" for d in validate_path(path) if d.severity != "info"]


@pytest.mark.parametrize("template", sorted(TEMPLATES))
def test_each_template_writes_a_call_that_validates_in_an_empty_folder(tmp_path, template):
    out = tmp_path / "attic-fire.call.json"
    result = run("call", out, "--template", template)
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    bundled = json.loads(TEMPLATES[template].read_text(encoding="utf-8"))
    assert data["id"] == "attic-fire" and data["title"] == {"en": "Attic fire"} and "briefing" not in data
    assert data["board"] == bundled["board"] and data["ruleset"] == bundled["ruleset"]
    assert data["$schema"].startswith("file:") and Path(data["$schema"].removeprefix("file://")).is_file()
    board = tmp_path / "boards" / f"{bundled['board']}.board.json"
    assert board.is_file() and f"copied the board {bundled['board']!r}" in result.stderr
    assert problems(out) == [] and problems(board) == []
    assert sorted(os.listdir(tmp_path)) == ["attic-fire.call.json", "boards"]  # no temporary file left behind


def test_the_new_call_plays(tmp_path):
    out = tmp_path / "night-shift.call.json"
    assert run("call", out, "--template", "family", "--title", "Night shift").exit_code == 0
    result = CliRunner().invoke(app, ["playtest", str(out), "--games", "3", "--players", "3", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["games"] == 3


def test_a_call_inside_the_project_names_its_schema_relatively_and_uses_the_library_board(tmp_path):
    plan = plan_call(ROOT / "calls" / "draft-x.call.json", template="warehouse", board="hillside-house")
    data = json.loads(plan.text)
    assert data["$schema"] == "../schemas/call.schema.json" and data["board"] == "hillside-house"
    assert plan.board_copy is None and plan.errors == []
    assert not (ROOT / "calls" / "draft-x.call.json").exists()  # a plan writes nothing


def test_a_board_of_the_library_is_used_and_never_replaced(tmp_path):
    boards = tmp_path / "boards"
    assert run("board", boards / "shed.board.json", "--template", "back").exit_code == 0
    assert run("board", boards / "fire-rescue-front.board.json", "--template", "back").exit_code == 0
    own_front = (boards / "fire-rescue-front.board.json").read_bytes()
    result = run("call", tmp_path / "shed-fire.call.json", "--board", "shed")
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "shed-fire.call.json").read_text(encoding="utf-8"))["board"] == "shed"
    assert problems(tmp_path / "shed-fire.call.json") == []
    assert run("call", tmp_path / "front-fire.call.json").exit_code == 0
    assert (boards / "fire-rescue-front.board.json").read_bytes() == own_front
    assert "copied" not in run("call", tmp_path / "again.call.json").stderr


def test_a_fixed_setup_that_does_not_fit_the_board_is_not_written_and_says_why(tmp_path):
    assert run("board", tmp_path / "boards" / "hut.board.json", "--rows", 5, "--cols", 6).exit_code == 0
    out = tmp_path / "hut-fire.call.json"
    result = run("call", out, "--template", "family", "--board", "hut")
    assert result.exit_code == 1
    assert "hut-fire.call.json:" in result.stderr and "error FP3" in result.stderr
    assert "--allow-errors" in result.stderr and not out.exists()
    kept = run("call", out, "--template", "family", "--board", "hut", "--allow-errors")
    assert kept.exit_code == 0 and "errors to fix" in kept.stderr
    assert any(p.startswith("FP3") for p in problems(out))


def test_usage_errors_write_nothing(tmp_path):
    out = tmp_path / "kept.call.json"
    out.write_text("my own notes", encoding="utf-8")
    result = run("call", out)
    assert result.exit_code == 2 and "--force" in result.stderr
    assert out.read_text(encoding="utf-8") == "my own notes"
    assert run("call", tmp_path / "x.call.json", "--template", "side").exit_code == 2
    assert run("call", tmp_path / "notes.json").exit_code == 2
    assert run("call", tmp_path / "t.call.json", "--title", "  ").exit_code == 2
    bad = run("call", tmp_path / "Bad Name.call.json")
    assert bad.exit_code == 2 and "--id" in bad.stderr
    missing = run("call", tmp_path / "m.call.json", "--board", "nowhere")
    assert missing.exit_code == 1 and "FP102" in missing.stderr and "--allow-errors" not in missing.stderr
    said = " ".join(missing.stderr.split())
    assert "a bundled one (fire-rescue-back, fire-rescue-front, hillside-house)" in said and "callforge new board" in said
    template = run("call", tmp_path / "n.call.json", "--template", tmp_path / "absent.call.json")
    assert template.exit_code == 2 and "cannot be used" in template.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.call.json"]
    assert run("call", out, "--force").exit_code == 0 and load_path(out).model.id == "kept"


def test_any_call_file_is_a_template(tmp_path):
    first = tmp_path / "first.call.json"
    assert run("call", first, "--template", "hillside", "--title", "First").exit_code == 0
    second = tmp_path / "second.call.json"
    assert run("call", second, "--template", first).exit_code == 0
    a, b = load_path(first).model, load_path(second).model
    assert (b.id, b.title.en) == ("second", "Second")
    assert a.model_dump(exclude={"id", "title"}) == b.model_dump(exclude={"id", "title"})


def test_a_target_that_is_no_file_is_refused_before_anything_is_written(tmp_path):
    (tmp_path / "folder.call.json").mkdir()
    result = run("call", tmp_path / "folder.call.json", "--force")
    assert result.exit_code == 2 and "not a regular file" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.call.json"]  # no board copied either


@pytest.mark.parametrize(("text", "place", "reason"), [
    ("[" * 100_000 + "]" * 100_000, ":1:201:", "nested more than 200 levels deep"),
    ('{\n  "id": ' + "9" * 5000 + "\n}", ":2:9:", "integer has too many digits"),
    ('{"walls": [' + ", ".join(["1"] * 20_001) + "]}", ":1:11:", "20001 items"),
])
def test_a_hostile_template_is_refused_at_its_place(tmp_path, text, place, reason):
    template = tmp_path / "hostile.call.json"
    template.write_text(text, encoding="utf-8")
    result = CliRunner(env={"COLUMNS": "400"}).invoke(app, ["new", "call", str(tmp_path / "x.call.json"),
                                                            "--template", str(template)])
    assert result.exit_code == 2
    assert f"{template}{place}" in result.stderr and reason in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hostile.call.json"]


def test_a_template_that_is_no_text_is_refused_at_its_place(tmp_path):
    bad = tmp_path / "bad.call.json"
    bad.write_bytes(b'{"id": "x",\n \xff}')
    result = run("call", tmp_path / "n.call.json", "--template", bad)
    assert result.exit_code == 2, result.output
    assert f"{bad}:2:2 cannot be used: FP100 not valid UTF-8" in " ".join(result.stderr.split())
    assert not (tmp_path / "n.call.json").exists()


def test_a_call_named_apart_from_its_file_is_warned_at_once(tmp_path):
    # The FP105 that validate would give on the file just written is warned at once, beside "no errors".
    result = run("call", tmp_path / "attic.call.json", "--template", "family", "--id", "other-id")
    assert result.exit_code == 0
    said = " ".join(result.stderr.split())
    assert "warning FP105" in said and said.endswith("no errors, 1 warning")


def test_a_template_from_another_folder_brings_its_board_along(tmp_path):
    # The board of a Call of one's own is found from the new Call's folder, never FP102, "no boards/ folder".
    mine = tmp_path / "mine"
    (mine / "boards").mkdir(parents=True)
    board = json.loads((ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))
    (mine / "boards" / "cottage.board.json").write_text(json.dumps({**board, "id": "cottage"}), encoding="utf-8")
    call = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    (mine / "cottage-fire.call.json").write_text(json.dumps({**call, "id": "cottage-fire", "board": "cottage"}),
                                                 encoding="utf-8")
    (tmp_path / "nf").mkdir()
    out = tmp_path / "nf" / "c.call.json"
    result = run("call", out, "--template", mine / "cottage-fire.call.json")
    assert result.exit_code == 0, result.output
    copied = tmp_path / "nf" / "boards" / "cottage.board.json"
    assert copied.is_file() and "copied the board 'cottage'" in result.stderr
    assert problems(out) == []


@pytest.mark.parametrize(("file", "hint"), [("attic.call.json", "Set the id to 'attic', or rename the file"),
                                             ("ház tűz.call.json", "Rename the file other-id.call.json: 'ház tűz' cannot be an id.")])
def test_fp105_offers_the_files_name_as_the_id_only_where_it_can_be_one(tmp_path, file, hint):
    result = run("call", tmp_path / file, "--template", "family", "--id", "other-id")
    assert result.exit_code == 0 and hint in " ".join(result.stderr.split()), result.stderr


def test_a_board_that_cannot_be_copied_is_named_not_the_call(tmp_path, monkeypatch):
    """Writing the Call could succeed; copying its board into boards/ failed: the error names that folder."""
    from authoring.new import call as new_call

    def refused(plan, out, **_):
        raise PermissionError(1, "Operation not permitted", str(tmp_path / "boards" / ".fire-rescue-front.board.json.x.tmp"))

    monkeypatch.setattr(new_call, "write_call", refused)
    result = CliRunner().invoke(app, ["new", "call", str(tmp_path / "n.call.json"), "--template", "family"])
    assert result.exit_code == 1 and f"cannot write {tmp_path / 'boards'}: Operation not permitted" in result.output, \
        result.output


@pytest.mark.parametrize("kind", ["call", "board"])
def test_an_empty_id_is_refused_not_taken_from_the_file_name(tmp_path, kind):
    out = tmp_path / f"named.{kind}.json"
    result = CliRunner().invoke(app, ["new", kind, str(out), "--id", ""])
    assert result.exit_code == 2 and f"'' is not a {'Call' if kind == 'call' else 'board'} id" in result.output, \
        result.output
    assert not out.exists()
