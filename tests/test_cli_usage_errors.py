"""What a user types on the command line comes back in a clear one-line usage error, never a traceback.

Text typed there is printed as it is: brackets are not read as Rich markup
(``--id '[/]'`` once ended in ``MarkupError``), and numbers out of their range
are refused before any work starts.
"""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _usage_error(result, *expected: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    line = " ".join(result.output.split())
    for text in expected:
        assert text in line, (text, result.output)


MARKUP = "[/]"


@pytest.mark.parametrize("args, expected", [
    (("validate", "-f", MARKUP, FAMILY), "unknown format '[/]'"),
    (("inspect", "-f", MARKUP, FAMILY), "'[/]'"),
    (("validate", "a[/]b.call.json"), "no such file or folder: a[/]b.call.json"),
    (("validate", "[bold]x"), "no such file or folder: [bold]x"),
    (("rules", MARKUP), "no rule '[/]'"),
    (("play", FAMILY, "--bot", "1=" + MARKUP), "unknown bot '[/]'"),
    (("play", FAMILY, "--lang", MARKUP), "unknown language '[/]'"),
    (("new", "call", "x.call.json", "--id", MARKUP), "'[/]' is not a Call id"),
    (("new", "call", "x.call.json", "--template", MARKUP), "unknown template '[/]'"),
    (("new", "board", "x.board.json", "--id", MARKUP), "'[/]' is not a board id"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_text_typed_is_printed_as_it_is(tmp_path, monkeypatch, args, expected):
    monkeypatch.chdir(tmp_path)
    _usage_error(run(*args), expected)


TUNE = ("tune", FAMILY, "--target", "0.5", "--vary", "/supply/damage=8..9", "--trials", "1", "--games-per-trial", "2",
        "--bot", "random")


@pytest.mark.parametrize("seed", [-5, 2**64 + 1])
@pytest.mark.parametrize("command", [("playtest", FAMILY, "--games", "2", "--bot", "random"),
                                     ("compare", FAMILY, FAMILY, "--games", "2", "--bot", "random"), TUNE])
def test_a_seed_out_of_range_is_a_usage_error(tmp_path, command, seed):
    extra = ("--out", tmp_path / "t.call.json") if command[0] == "tune" else ()
    _usage_error(run(*command, *extra, "--seed", seed), "--seed")


def test_tune_takes_any_seed_a_playtest_takes(tmp_path):
    """The tuning sampler takes 32-bit seeds; the run's seed is the games' seed whole."""
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    call = shutil.copy(FAMILY, tmp_path / FAMILY.name)
    out = tmp_path / "tuned.call.json"
    result = run("tune", call, *TUNE[2:], "--seed", 2**32 + 7, "--out", out)
    assert result.exit_code in (0, 1), (result.output, result.exception)  # 1: the target was not reached
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert out.exists()


@pytest.mark.parametrize("args, expected", [
    (("--port", "99999"), "--port"), (("--port", "-1"), "--port"), (("--port", "0"), "--port"),
    (("--host", "not a host"), "--host 'not a host'"),
])
def test_the_studio_refuses_a_port_or_host_it_cannot_listen_on(tmp_path, args, expected):
    _usage_error(run("studio", tmp_path, *args), expected)


def test_the_seed_bound_is_the_replays():
    from authoring.commands import playtest
    from engine.model.saved import MAX_SEED

    assert playtest.MAX_SEED == MAX_SEED


@pytest.mark.parametrize("args, expected", [
    (("playtest", FAMILY, "--set", "/supply/damage=20", "--set", "/supply/damage=22"), "--set names /supply/damage twice"),
    (TUNE + ("--vary", "/supply/damage=10..12", "--out", "t.call.json"), "--vary names /supply/damage twice"),
    (("play", FAMILY, "--bot", "1=greedy", "--bot", "1=random"), "--bot names seat 1 twice"),
])
def test_a_value_given_twice_is_refused_not_silently_the_last(tmp_path, monkeypatch, args, expected):
    monkeypatch.chdir(tmp_path)
    _usage_error(run(*args), expected)


def test_replay_record_refuses_a_player_count_the_call_does_not_take(tmp_path):
    _usage_error(run("replay", "--record", FAMILY, "--out", tmp_path / "r.replay.json", "--players", 9),
                 "--players: this Call takes 1-6 players, not 9")


def test_validate_refuses_an_empty_path_rather_than_checking_this_folder():
    result = CliRunner().invoke(app, ["validate", ""])
    assert result.exit_code == 2 and "an empty path was given" in result.output, result.output


@pytest.mark.parametrize(("extra", "named"), [
    (("--seed", "5"), "--seed goes with --record"),
    (("--players", "2", "--level", "veteran"), "--players and --level go with --record"),
    (("--out", "x.replay.json", "--force"), "--out and --force go with --record"),
])
def test_replay_refuses_the_options_of_a_recording_without_record(extra, named):
    """A replay is re-run as it was recorded: a seed, a player count or a level given with it would be ignored."""
    replay = ROOT / "tests" / "golden" / "replays" / "fire-rescue-family.replay.json"
    _usage_error(run("replay", replay, *extra), named)
    assert run("replay", replay).exit_code == 0


@pytest.mark.parametrize("command", ["render", "playtest", "new", "studio", "replay"])
def test_help_shows_a_flag_without_a_value_type(command):
    """``--force`` takes no value: the help never shows it as ``--force <bool>`` (``--force true`` is refused)."""
    shown = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "160"}).output
    assert "--help" in shown and "<bool>" not in shown, shown
    if command in ("render", "playtest"):
        assert "<path>" in shown


def test_replay_record_takes_a_player_count_the_call_allows_when_none_is_given(tmp_path):
    """As play and playtest do: 4 within the Call's range (a Call of exactly 6 players records 6)."""
    call = tmp_path / "six.call.json"
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    data = json.loads(FAMILY.read_text(encoding="utf-8"))
    data.update(id="six", players={"min": 6, "max": 6})
    call.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "six.replay.json"
    result = run("replay", "--record", call, "--out", out)
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text(encoding="utf-8"))["options"]["players"] == 6


@pytest.mark.parametrize("args, message", [
    (("validate", "--frobnicate"), "error: No such option: --frobnicate"),
    (("playtest", FAMILY, "--games", "abc"), "error: Invalid value for '--games' / '-n'"),
    (("playtest",), "error: Missing argument 'call'."),
    (("playtest", FAMILY, "--games", "0"), "error: --games must be at least 1, got 0"),
])
def test_every_usage_error_is_said_in_one_style(args, message):
    # Click's own errors (an unknown option, a value of the wrong type) read as the commands' own: "error: ..."
    # first, on lines of their own, never in a framed box.
    result = run(*args)
    _usage_error(result, message)
    assert result.output.lstrip().startswith(message) and "╭" not in result.output, result.output
