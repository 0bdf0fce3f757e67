"""``callforge render`` and ``callforge studio`` from the command line."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.commands.studio import STUDIO_APP, studio_command

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def test_render_a_call_to_svg_with_its_starting_markers(tmp_path):
    out = tmp_path / "family.svg"
    result = runner.invoke(app, ["render", str(ROOT / "calls" / "fire-rescue-family.call.json"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    fires = [el for el in root.iter() if el.get("class") == "fire"]
    assert len(fires) == 10  # the ten fixed Fire spaces of the family Call


def test_render_a_board_to_png_with_chosen_layers(tmp_path):
    out = tmp_path / "back.png"
    board = str(ROOT / "calls" / "boards" / "fire-rescue-back.board.json")
    result = runner.invoke(app, ["render", board, "--out", str(out), "--layers", "zones,dice", "--scale", "1"])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_render_never_writes_through_a_symlink_or_over_a_folder(tmp_path):
    # --out naming a link to a Call or a folder is a usage error, never an OSError traceback; the Call stays whole.
    call = tmp_path / "x.call.json"
    call.write_bytes((ROOT / "calls" / "fire-rescue-family.call.json").read_bytes())
    (tmp_path / "boards").symlink_to(ROOT / "calls" / "boards")
    (tmp_path / "link.svg").symlink_to(call)
    (tmp_path / "folder.svg").mkdir()
    for name, message in (("link.svg", "symbolic link"), ("folder.svg", "not a regular file (folder.svg is a folder)")):
        result = runner.invoke(app, ["render", str(call), "--out", str(tmp_path / name)])
        shown = " ".join(result.output.replace("│", " ").split())
        assert result.exit_code == 2 and message in shown and "--out" in shown, result.output
    assert call.read_bytes() == (ROOT / "calls" / "fire-rescue-family.call.json").read_bytes()


def test_render_refuses_bad_options_and_broken_files(tmp_path):
    board = str(ROOT / "calls" / "boards" / "fire-rescue-back.board.json")
    bad_suffix = runner.invoke(app, ["render", board, "--out", str(tmp_path / "x.pdf")])
    assert bad_suffix.exit_code != 0 and ".svg or .png" in bad_suffix.output
    bad_layer = runner.invoke(app, ["render", board, "--out", str(tmp_path / "x.svg"), "--layers", "zones,ghosts"])
    assert bad_layer.exit_code != 0 and "ghosts" in bad_layer.output
    bad_lang = runner.invoke(app, ["render", board, "--out", str(tmp_path / "x.svg"), "--lang", "xx"])
    assert bad_lang.exit_code == 2 and "unknown language 'xx'" in bad_lang.output
    assert not (tmp_path / "x.svg").exists()
    broken = tmp_path / "broken.board.json"
    broken.write_text('{"id": "broken", "rows": "eight"}', encoding="utf-8")
    result = runner.invoke(app, ["render", str(broken), "--out", str(tmp_path / "b.svg")])
    assert result.exit_code == 1 and "FP101" in result.output
    assert not (tmp_path / "b.svg").exists()


def test_studio_command_runs_the_app():
    cmd = studio_command(Path("calls"), port=8600)
    assert cmd[1:5] == ["-m", "streamlit", "run", str(STUDIO_APP)]
    assert cmd[-2:] == ["--server.port", "8600"] and STUDIO_APP.is_file()
    missing = runner.invoke(app, ["studio", "/no/such/folder"])
    assert missing.exit_code != 0 and "not a folder" in missing.output


@pytest.mark.parametrize(("scale", "message"), [("0", "positive number"), ("-1", "positive number"), ("nan", "positive number"),
                                                ("inf", "positive number"), ("100", "70000 x 60600 pixels"),
                                                ("1e-5", "less than 1 pixel on a side"), ("0.001", "at least 0.002")])
def test_a_png_scale_that_is_no_positive_number_or_too_large_is_a_usage_error(tmp_path, scale, message):
    # Each is a usage error naming --scale, never a traceback from cairo (ValueError, OverflowError, CairoError);
    # for 100, which would ask for a 16 GB image, the size in pixels is said.
    out = tmp_path / "front.png"
    board = str(ROOT / "calls" / "boards" / "fire-rescue-front.board.json")
    result = runner.invoke(app, ["render", board, "--out", str(out), "--scale", scale])
    shown = " ".join(result.output.replace("│", " ").split())  # the usage box wraps the message
    assert result.exit_code == 2 and message in shown and "--scale" in shown
    assert not out.exists()


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_a_call_is_drawn_with_its_own_title_and_tags_in_the_language(tmp_path, lang):
    from authoring.drawings.render import tag_text
    from engine.model import Call

    path = ROOT / "calls" / "gsh-hillside.call.json"
    call = Call.model_validate_json(path.read_text(encoding="utf-8"))
    out = tmp_path / f"hill-{lang}.svg"
    assert runner.invoke(app, ["render", str(path), "--out", str(out), "--lang", lang]).exit_code == 0
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    texts = {el.get("class"): el.text for el in root.iter() if el.tag.endswith("text") and el.get("class")}
    assert texts["title"] == call.title.get(lang)
    names = [place.title.get(lang) for place in call.rescue_places] + [src.title.get(lang) for src in call.water_sources]
    tags = ["".join(el.itertext()) for el in root.iter() if el.get("class", "").startswith("tag ")]
    for name in names:
        assert any(tag.startswith(name) and tag_text(name) in tag for tag in tags), (name, tags)
    legend = "".join(root.itertext())
    for name in names:
        assert tag_text(name) == name or f"{tag_text(name)} = {name}" in legend, "a name cut short is given whole"


def test_a_title_with_characters_xml_cannot_hold_still_draws(tmp_path):
    # A control character in a title (valid JSON as \u001f) is drawn as U+FFFD: the SVG is well-formed, the PNG draws.
    data = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    data["title"]["en"] = "Night\u001fshift \ufffe"
    call = tmp_path / "fire-rescue-family.call.json"
    call.write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "boards").mkdir()
    board = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
    (tmp_path / "boards" / board.name).write_bytes(board.read_bytes())
    for suffix in ("svg", "png"):
        result = runner.invoke(app, ["render", str(call), "--out", str(tmp_path / f"x.{suffix}")])
        assert result.exit_code == 0, result.output
    title = ET.fromstring((tmp_path / "x.svg").read_text(encoding="utf-8")).itertext()
    assert any("Night\ufffdshift \ufffd" in text for text in title)


@pytest.mark.parametrize("command", [["render", "--lang", "ja", "--out", "x.svg"], ["play", "--lang", "ja"]])
def test_a_broken_file_is_explained_in_the_commands_language(tmp_path, command):
    data = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    data["win"]["rescued"] = 40
    call = tmp_path / "fire-rescue-family.call.json"
    call.write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "boards").mkdir()
    board = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
    (tmp_path / "boards" / board.name).write_bytes(board.read_bytes())
    name, *options = command
    result = runner.invoke(app, [name, str(call), *[str(tmp_path / o) if o == "x.svg" else o for o in options]])
    assert result.exit_code == 1
    assert "エラー FP304 勝利には 40 人の救助が必要" in result.output and "winning needs" not in result.output


def test_a_source_that_loops_is_read_and_refused_as_validate_says_and_a_missing_one_is_named(tmp_path):
    """A link that loops is there: the loader says why it cannot be read (FP100), as validate does; a missing file or
    a folder is a usage error naming it."""
    (tmp_path / "l1.call.json").symlink_to("l2.call.json")
    (tmp_path / "l2.call.json").symlink_to("l1.call.json")
    out = str(tmp_path / "o.svg")
    looped = runner.invoke(app, ["render", str(tmp_path / "l1.call.json"), "--out", out])
    assert looped.exit_code == 1 and "FP100 cannot read the file" in looped.output, looped.output
    missing = runner.invoke(app, ["render", str(tmp_path / "none.call.json"), "--out", out])
    assert missing.exit_code == 2 and f"no such file: {tmp_path / 'none.call.json'}" in missing.output, missing.output
    folder = runner.invoke(app, ["render", str(tmp_path), "--out", out])
    assert folder.exit_code == 2 and "is a folder" in folder.output, folder.output
