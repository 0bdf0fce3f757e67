"""The playtest commands refuse, before playing, what would crash, mislead or overwrite a designer's file."""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.files.load import load_call
from authoring.files.validate import validate_result

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"


def _library(tmp_path: Path) -> Path:
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    return library


def test_set_that_breaks_a_deep_check_is_a_located_error_not_a_traceback():
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "2", "--set", "/setup/fire/0=[9,9]"])
    assert run.exit_code == 2, run.output
    assert "FP301" in run.output


def test_tune_range_that_breaks_a_deep_check_is_refused_before_playing(tmp_path):
    library = _library(tmp_path)
    out = library / "never.call.json"
    run = CliRunner().invoke(app, [
        "tune", str(library / FAMILY.name), "--target", "0.5", "--vary", "/setup/fire/0/0=0..9", "--out", str(out), "--trials", "2",
    ])
    assert run.exit_code == 2, run.output
    assert "FP301" in run.output and not out.exists()


def test_playtest_and_compare_refuse_zero_games():
    for args in (["playtest", str(FAMILY)], ["compare", str(FAMILY), str(FAMILY)]):
        run = CliRunner().invoke(app, [*args, "--games", "0"])
        assert run.exit_code == 2, run.output
        assert "at least 1" in run.output


def test_report_never_overwrites_a_call_with_html(tmp_path):
    library = _library(tmp_path)
    call = library / FAMILY.name
    before = call.read_bytes()
    for args in (["playtest", str(call)], ["compare", str(call), str(call)]):
        run = CliRunner().invoke(app, [*args, "--games", "2", "--report", str(call)])
        assert run.exit_code == 2, run.output
        assert ".html" in run.output
        assert call.read_bytes() == before


def test_report_is_never_written_through_a_symlink(tmp_path):
    library = _library(tmp_path)
    call = library / FAMILY.name
    before = call.read_bytes()
    link = tmp_path / "link.html"
    link.symlink_to(call)
    for args in (["playtest", str(call)], ["compare", str(call), str(call)]):
        run = CliRunner().invoke(app, [*args, "--games", "2", "--report", str(link)])
        assert run.exit_code == 2 and "symbolic link" in run.output, run.output
        assert call.read_bytes() == before and link.is_symlink()


def test_tune_never_writes_over_its_own_call_or_an_existing_file_without_force(tmp_path):
    library = _library(tmp_path)
    call = library / FAMILY.name
    before = call.read_bytes()
    tune = ["tune", str(call), "--players", "4", "--target", "0.5", "--vary", "/supply/damage=20..24",
            "--games-per-trial", "4", "--trials", "1"]
    same = CliRunner().invoke(app, [*tune, "--out", str(call), "--force"])
    assert same.exit_code == 2 and "the Call being tuned" in same.output, same.output
    assert call.read_bytes() == before
    out = library / "tuned.call.json"
    out.write_text("{}", encoding="utf-8")
    kept = CliRunner().invoke(app, [*tune, "--out", str(out)])
    assert kept.exit_code == 2 and "--force" in kept.output, kept.output
    assert out.read_text(encoding="utf-8") == "{}"
    forced = CliRunner().invoke(app, [*tune, "--out", str(out), "--force"])
    assert forced.exit_code == 0, forced.output
    assert '"supply"' in out.read_text(encoding="utf-8")


def test_diagnostics_of_a_changed_copy_start_with_their_location():
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "1", "--set", "/supply/damag=20"])
    assert run.exit_code == 2, run.output
    first = run.output.splitlines()[0]
    assert first.startswith(f"{FAMILY} (with /supply/damag=20):") and " error FP101 " in first, first
    usage = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "0"])
    assert usage.output.startswith("error: --games")


def test_level_effects_on_a_call_without_levels_says_there_is_nothing_to_measure():
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "2", "--level-effects"])
    assert run.exit_code == 0, run.output
    assert "nothing measured" in run.output


def test_compare_needs_two_games_for_an_interval():
    run = CliRunner().invoke(app, ["compare", str(FAMILY), str(FAMILY), "--games", "1"])
    assert run.exit_code == 2 and "at least 2 games" in run.output, run.output


def test_a_sweep_written_as_a_range_says_how_to_list_the_values():
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "2", "--sweep-param", "/supply/damage=16..24"])
    assert run.exit_code == 2 and "/supply/damage=16,20,24" in run.output, run.output


PLAYING = (["playtest", str(FAMILY)], ["compare", str(FAMILY), str(FAMILY)])


def test_an_existing_report_is_replaced_only_with_force(tmp_path):
    report = tmp_path / "mine.html"
    for args in PLAYING:
        report.write_text("precious")
        run = CliRunner().invoke(app, [*args, "--games", "2", "--bot", "random", "--report", str(report)])
        assert run.exit_code == 2 and "--force" in run.output, run.output
        assert report.read_text() == "precious"
        run = CliRunner().invoke(app, [*args, "--games", "2", "--bot", "random", "--report", str(report), "--force"])
        assert run.exit_code == 0, run.output
        assert report.read_text().startswith("<!DOCTYPE html>")


def test_a_report_in_a_missing_folder_is_refused_before_any_game(tmp_path, monkeypatch):
    import authoring.playtest as pt

    monkeypatch.setattr(pt, "run_playtest", lambda *a, **k: (_ for _ in ()).throw(AssertionError("played")))
    for args in PLAYING:
        run = CliRunner().invoke(app, [*args, "--games", "2", "--report", str(tmp_path / "nowhere" / "r.html")])
        assert run.exit_code == 2 and "nowhere" in run.output, run.output
        assert "Traceback" not in run.output and ".tmp" not in run.output


def test_a_report_written_over_while_the_games_play_is_kept(tmp_path, monkeypatch):
    import authoring.playtest as pt

    report = tmp_path / "r.html"
    run_playtest = pt.run_playtest

    def someone_writes_there(*args, **kwargs):
        report.write_text("MY PRECIOUS")
        return run_playtest(*args, **kwargs)

    monkeypatch.setattr(pt, "run_playtest", someone_writes_there)
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "2", "--bot", "random", "--report", str(report)])
    assert run.exit_code == 0, run.output
    assert report.read_text() == "MY PRECIOUS"
    assert (tmp_path / "r-2.html").read_text().startswith("<!DOCTYPE html>")
    assert "it is kept" in run.output


def test_render_replaces_an_existing_drawing_only_with_force(tmp_path):
    out = tmp_path / "mine.svg"
    out.write_text("precious")
    run = CliRunner().invoke(app, ["render", str(FAMILY), "--out", str(out)])
    assert run.exit_code == 2 and "--force" in run.output, run.output
    assert out.read_text() == "precious"
    run = CliRunner().invoke(app, ["render", str(FAMILY), "--out", str(out), "--force"])
    assert run.exit_code == 0 and out.read_text().startswith("<svg"), run.output


def test_tune_reads_a_call_saved_with_a_byte_order_mark(tmp_path):
    library = _library(tmp_path)
    call = library / "bom.call.json"
    call.write_bytes(b"\xef\xbb\xbf" + (library / FAMILY.name).read_bytes().replace(b'"fire-rescue-family"', b'"bom"', 1))
    assert CliRunner().invoke(app, ["validate", str(call)]).exit_code == 0
    out = library / "bom-tuned.call.json"
    run = CliRunner().invoke(app, ["tune", str(call), "--target", "0.5", "--vary", "/supply/damage=20..24", "--trials", "1",
                                   "--games-per-trial", "4", "--bot", "random", "--out", str(out)])
    assert run.exit_code in (0, 1) and "cannot read" not in run.output, run.output
    assert CliRunner().invoke(app, ["validate", str(out)]).exit_code == 0


def test_tune_keeps_the_calls_line_ends(tmp_path):
    library = _library(tmp_path)
    call = library / "crlf.call.json"
    text = (library / FAMILY.name).read_text(encoding="utf-8").replace('"fire-rescue-family"', '"crlf"', 1)
    call.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
    out = library / "crlf-tuned.call.json"
    run = CliRunner().invoke(app, ["tune", str(call), "--target", "0.5", "--vary", "/supply/damage=20..21", "--trials", "1",
                                   "--games-per-trial", "4", "--bot", "random", "--out", str(out)])
    assert run.exit_code in (0, 1), run.output
    written = out.read_bytes()
    assert written.count(b"\r\n") == written.count(b"\n") > 10, "every line ends as the author's do"


def test_tune_into_a_folder_without_the_board_named_by_path_says_so_before_playing(tmp_path):
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    call = library / "by-path.call.json"
    call.write_text(FAMILY.read_text(encoding="utf-8").replace('"board": "fire-rescue-front"',
                                                               '"board": "boards/fire-rescue-front.board.json"', 1),
                    encoding="utf-8")
    out = tmp_path / "elsewhere" / "tuned.call.json"
    out.parent.mkdir()
    run = CliRunner().invoke(app, ["tune", str(call), "--target", "0.5", "--vary", "/supply/damage=20..21", "--out", str(out)])
    assert run.exit_code == 2, run.output
    assert "would not find its board from that folder" in " ".join(run.output.split()) and not out.exists()


def test_tune_into_another_library_copies_the_board_named_by_id_and_names_the_schema_from_there(tmp_path):
    """As ``callforge new call`` does: the tuned Call plays where it is written, and an editor finds its schema."""
    out = ROOT / "tests" / "artifacts" / "tune-elsewhere" / "deeper" / "tuned.call.json"
    shutil.rmtree(out.parent.parent, ignore_errors=True)
    out.parent.mkdir(parents=True)
    try:
        run = CliRunner().invoke(app, ["tune", str(FAMILY), "--target", "0.5", "--vary", "/supply/damage=20..21",
                                       "--trials", "1", "--games-per-trial", "4", "--bot", "random", "--out", str(out)])
        assert run.exit_code == 0, run.output
        board = out.parent / "boards" / "fire-rescue-front.board.json"
        assert f"its board copied to {board}" in " ".join(run.output.split())
        assert json.loads(out.read_text(encoding="utf-8"))["$schema"] == "../../../../schemas/call.schema.json"
        assert json.loads(board.read_text(encoding="utf-8"))["$schema"] == "../../../../../schemas/board.schema.json"
        result = load_call(out)
        assert result.ok and not [d for d in validate_result(result) if d.severity == "error"]
        board.write_text(board.read_text(encoding="utf-8").replace('"id"', '"id" ', 1), encoding="utf-8")
        kept = board.read_text(encoding="utf-8")
        run = CliRunner().invoke(app, ["tune", str(FAMILY), "--target", "0.5", "--vary", "/supply/damage=20..21",
                                       "--trials", "1", "--games-per-trial", "4", "--bot", "random", "--out", str(out),
                                       "--force"])
        assert run.exit_code == 0 and board.read_text(encoding="utf-8") == kept, "a board there is never replaced"
        assert "its board copied" not in run.output
    finally:
        shutil.rmtree(out.parent.parent, ignore_errors=True)


def test_a_tuned_call_takes_its_id_from_its_file_name_and_replays_from_the_library(tmp_path):
    # The tuned Call's id is its file name's, not the original's: the library reads the tuned Call for its replays,
    # which play through (never "diverges at setup").
    import json

    library = _library(tmp_path)
    out = library / "harder-family.call.json"
    run = CliRunner().invoke(app, ["tune", str(library / FAMILY.name), "--target", "0.5", "--vary", "/supply/damage=20..21",
                                   "--trials", "1", "--games-per-trial", "4", "--bot", "random", "--out", str(out)])
    assert run.exit_code in (0, 1), run.output
    assert json.loads(out.read_text(encoding="utf-8"))["id"] == "harder-family"
    check = CliRunner().invoke(app, ["validate", str(out)])
    assert check.exit_code == 0 and "FP105" not in check.output
    replay = tmp_path / "game.replay.json"
    assert CliRunner().invoke(app, ["replay", "--record", str(out), "--players", "3", "--seed", "5", "--out", str(replay)]).exit_code == 0
    played = CliRunner().invoke(app, ["replay", str(replay), "--library", str(library)])
    assert played.exit_code == 0 and "diverges" not in played.output, played.output


def _interrupted_at_once(monkeypatch, finished: int = 0):
    """``run_playtest`` as after a Ctrl-C: the first run finished ``finished`` games, no run after it any."""
    from authoring import playtest as pt
    from authoring.playtest.runner import PlaytestResult, play_game

    calls = []

    def run(spec, games, **_):
        calls.append(spec)
        records = [play_game(pt.runner.as_data(spec), i) for i in range(finished if len(calls) == 1 else 0)]
        return PlaytestResult(spec, games, records, interrupted=True)

    monkeypatch.setattr(pt, "run_playtest", run)


def test_ctrl_c_before_any_game_finished_reports_nothing(monkeypatch):
    _interrupted_at_once(monkeypatch)
    for fmt in ("text", "json"):
        run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "50", "--format", fmt])
        assert run.exit_code == 130, run.output
        assert "no game finished: nothing to report" in run.output and "win rate" not in run.output.lower()


def test_an_interrupted_run_says_so_on_stdout_and_in_its_report(monkeypatch, tmp_path):
    _interrupted_at_once(monkeypatch, finished=3)
    report = tmp_path / "run.html"
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "50", "--bot", "random",
                                                   "--report", str(report)])
    assert run.exit_code == 130, run.output
    assert "interrupted after 3 of 50 games" in run.stdout  # not only on stderr: a redirected table says it too
    assert "interrupted after 3 of 50 games" in report.read_text(encoding="utf-8")
    _interrupted_at_once(monkeypatch, finished=3)
    doc = json.loads(CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "50", "--format", "json"]).stdout)
    assert doc["interrupted"] is True and doc["games"] == 3 and doc["games_asked"] == 50


def test_level_effects_stopped_part_way_are_not_reported_as_measured(monkeypatch):
    from authoring.playtest import effects
    from authoring.playtest.runner import PlaytestResult, as_data, play_game

    def stopped(spec, games, **_):  # the second parameter's run is stopped after one game
        stopped.calls += 1
        records = [play_game(as_data(spec), 0)] if stopped.calls == 2 else [
            play_game(as_data(spec), i) for i in range(games)]
        return PlaytestResult(spec, games, records, interrupted=stopped.calls == 2)

    stopped.calls = 0
    monkeypatch.setattr(effects, "run_playtest", stopped)
    experienced = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
    run = CliRunner().invoke(app, ["playtest", experienced, "--games", "4", "--bot", "random", "--players", "2",
                                   "--level-effects", "--format", "json"])
    assert run.exit_code == 130, run.output
    doc = json.loads(run.stdout)
    assert doc["interrupted"] is True and list(doc["level_effects"]) == ["explosions"]
    assert doc["level_effects_missing"] == ["hazmat", "hot_spots", "hot_spot_supply"]
    stopped.calls = 0
    text = CliRunner().invoke(app, ["playtest", experienced, "--games", "4", "--bot", "random", "--players", "2",
                                    "--level-effects"])
    assert "not measured: hazmat, hot_spots, hot_spot_supply" in text.stdout


@pytest.mark.parametrize("option", [["--set", "/levels/1/hazmat=2"], ["--sweep-param", "/levels/1/hazmat=2,6"]])
def test_a_change_to_a_level_not_played_is_refused(option):
    experienced = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
    run = CliRunner().invoke(app, ["playtest", experienced, "--games", "2", "--bot", "random", *option])
    assert run.exit_code == 2 and "is a value of level 'veteran', but the run plays level 'recruit'" in run.output
    played = CliRunner().invoke(app, ["playtest", experienced, "--games", "2", "--bot", "random", "--level", "veteran",
                                      *option])
    assert played.exit_code == 0, played.output


def test_ctrl_c_before_the_second_call_played_says_there_is_nothing_to_compare(monkeypatch, tmp_path):
    library = _library(tmp_path)
    _interrupted_at_once(monkeypatch, finished=2)
    run = CliRunner().invoke(app, ["compare", str(library / FAMILY.name), str(library / "fire-rescue-experienced.call.json"),
                                   "--games", "50"])
    assert run.exit_code == 130, run.output  # Ctrl-C's exit, not a traceback from runs and Calls out of step
    assert "stopped before every Call played a game: nothing to compare" in run.output


def test_a_mistyped_key_in_set_or_vary_gets_the_key_meant(tmp_path):
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "2", "--set", "/supply/dmg=12"])
    assert run.exit_code == 2 and "unknown key 'dmg'" in run.output and "did you mean 'damage'?" in run.output
    library = _library(tmp_path)
    out = library / "never.call.json"
    run = CliRunner().invoke(app, ["tune", str(library / FAMILY.name), "--target", "0.5", "--vary", "/supply/damag=20..24",
                                   "--out", str(out), "--trials", "2"])
    assert run.exit_code == 2 and "/supply has no key 'damag'; did you mean 'damage'?" in run.output and not out.exists()


def test_a_sweep_over_levels_changes_only_the_level_a_pointer_names():
    experienced = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
    run = CliRunner().invoke(app, ["playtest", experienced, "--sweep", "--sweep-param", "/levels/1/hazmat=2,6",
                                   "--games", "1", "--bot", "pass", "--format", "json"])
    assert run.exit_code == 0, run.output
    runs = [(r["level"], r["players"], r.get("changes")) for r in json.loads(run.stdout)["runs"]]
    assert ("recruit", 2, None) in runs and ("veteran", 2, {"/levels/1/hazmat": 6}) in runs
    assert sum(level == "recruit" and players == 2 for level, players, _ in runs) == 1  # not once a value


EXPERIENCED = ROOT / "calls" / "fire-rescue-experienced.call.json"


@pytest.mark.parametrize("step", ["²", "1²", "١"])
@pytest.mark.parametrize("form", [
    ["playtest", str(EXPERIENCED), "--games", "2", "--set", "/levels/{}/hazmat=1"],
    ["playtest", str(EXPERIENCED), "--games", "2", "--sweep-param", "/levels/{}/hazmat=1,2"],
    ["tune", str(EXPERIENCED), "--target", "0.5", "--vary", "/levels/{}/hazmat=1..2", "--out", "{out}"],
])
def test_a_pointer_step_of_other_digits_names_no_list_element(tmp_path, step, form):
    # '²' and '١' are digits to Python, but no list element's step: a usage error, never a traceback from int('²'),
    # and '١' is never read as level 1.
    args = [a.format(step, out=ROOT / "calls" / "never-written.call.json") if "{" in a else a for a in form]
    run = CliRunner().invoke(app, args)
    assert run.exit_code == 2, run.output
    assert f"/levels has no element {step}" in run.output
    assert not (ROOT / "calls" / "never-written.call.json").exists()


def test_without_players_a_run_plays_4_within_the_calls_range(tmp_path):
    # Without --players a Call for 1-3 players plays 3, never refused with "4 players is outside the Call's range 1-3".
    library = _library(tmp_path)
    small = json.loads(FAMILY.read_text(encoding="utf-8")) | {"id": "small", "players": {"min": 1, "max": 3}}
    (library / "small.call.json").write_text(json.dumps(small), encoding="utf-8")
    run = CliRunner().invoke(app, ["playtest", str(library / "small.call.json"), "--games", "2", "--format", "json"])
    assert run.exit_code == 0, run.output
    assert json.loads(run.stdout)["players"] == 3
    both = CliRunner().invoke(app, ["compare", str(library / "small.call.json"), str(library / "small.call.json"),
                                    "--games", "2", "--format", "json"])
    assert both.exit_code == 0 and {r["players"] for r in json.loads(both.stdout)["runs"]} == {3}, both.output


def test_sweep_with_players_plays_every_level_at_that_count():
    run = CliRunner().invoke(app, ["playtest", str(EXPERIENCED), "--games", "2", "--sweep", "--players", "3",
                                   "--format", "json"])
    assert run.exit_code == 0, run.output
    assert [(r["level"], r["players"]) for r in json.loads(run.stdout)["runs"]] == [
        ("recruit", 3), ("veteran", 3), ("heroic", 3)]


def test_sweep_with_a_level_plays_that_level_at_every_count_and_refuses_one_the_call_lacks():
    run = CliRunner().invoke(app, ["playtest", str(EXPERIENCED), "--games", "2", "--sweep", "--level", "veteran",
                                   "--bot", "pass", "--format", "json"])
    assert run.exit_code == 0, run.output
    assert {r["level"] for r in json.loads(run.stdout)["runs"]} == {"veteran"}
    assert [r["players"] for r in json.loads(run.stdout)["runs"]] == [2, 3, 4, 5, 6]
    unknown = CliRunner().invoke(app, ["playtest", str(EXPERIENCED), "--sweep", "--level", "nope", "--games", "2"])
    assert unknown.exit_code == 2 and "unknown level 'nope'" in unknown.stderr, unknown.output


def test_sweep_with_a_level_refuses_a_change_to_another_level():
    run = CliRunner().invoke(app, ["playtest", str(EXPERIENCED), "--games", "2", "--sweep", "--level", "veteran",
                                   "--players", "3", "--sweep-param", "/levels/0/hazmat=2,3", "--bot", "pass"])
    assert run.exit_code == 2 and "give --level recruit" in " ".join(run.output.split()), run.output


def test_a_sweep_plays_the_range_of_players_as_set_changes_it(tmp_path):
    family = Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-family.call.json"
    run = CliRunner().invoke(app, ["playtest", str(family), "--sweep", "--games", "2", "--bot", "pass",
                                   "--set", "/players/min=5", "--format", "json"])
    assert run.exit_code == 0, run.output
    assert [r["players"] for r in json.loads(run.stdout)["runs"]] == [5, 6]


def _serve(reply: bytes | None):
    """A local server that answers every connection with ``reply`` (None: it never answers); its port."""
    import socket
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)

    def answer() -> None:
        while True:
            try:
                peer, _ = server.accept()
            except OSError:
                return
            if reply is not None:
                peer.sendall(reply * 4)

    threading.Thread(target=answer, daemon=True).start()
    return server, server.getsockname()[1]


@pytest.mark.parametrize(("reply", "said"), [
    (b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n", "what answers there is no Dask scheduler"),
    (None, "nothing answered as a scheduler within 2 s"),
])
def test_a_scheduler_address_where_no_scheduler_answers_is_refused_never_a_hang_or_a_traceback(reply, said):
    from authoring.playtest.runner import PlaytestError, connect_scheduler

    server, port = _serve(reply)
    try:
        with pytest.raises(PlaytestError, match=said):
            connect_scheduler(f"tcp://127.0.0.1:{port}", wait=2)
    finally:
        server.close()


@pytest.mark.parametrize("option", [["--jobs", "0"], ["--jobs", "300"], ["--scheduler", "bogus"]])
def test_tune_refuses_workers_it_cannot_have_before_any_trial(tmp_path, option):
    library = shutil.copytree(FAMILY.parent, tmp_path / "calls")
    out = library / "tuned.call.json"  # beside its board: the destination itself is fine
    result = CliRunner().invoke(app, ["tune", str(library / FAMILY.name), "--target", "0.5", "--bot", "greedy", "--vary",
                                      "/supply/damage=8..24", "--games-per-trial", "3", "--trials", "4", *option,
                                      "--out", str(out)])
    said = {"--jobs": "the worker processes (--jobs) must be 1 to 256", "--scheduler": "cannot reach the Dask scheduler"}
    assert result.exit_code == 2 and said[option[0]] in result.output, result.output
    assert "trial" not in result.output and not out.exists(), result.output


def test_a_value_set_and_swept_at_once_is_refused():
    result = CliRunner().invoke(app, ["playtest", str(FAMILY), "--bot", "greedy", "--games", "2",
                                      "--sweep-param", "/supply/damage=20,21", "--set", "/supply/damage=22"])
    assert result.exit_code == 2 and "--set and --sweep-param both name /supply/damage" in result.output, result.output


@pytest.mark.parametrize("options", [
    ["--set", "/supply/damage=5", "--sweep-param", '/supply={"damage": 20}'],
    ["--set", '/supply={"damage": 5}', "--sweep-param", "/supply/damage=20"],
    ["--set", '/supply={"damage": 5}', "--set", "/supply/damage=20"],
])
def test_values_one_inside_the_other_are_refused(options):
    result = CliRunner().invoke(app, ["playtest", str(FAMILY), "--bot", "greedy", "--games", "2", *options])
    assert result.exit_code == 2 and "one inside the other" in result.output, result.output


@pytest.mark.parametrize("command", [
    ["playtest", str(FAMILY), "--games", "2", "--set", "/supply/damage=" + "9" * 5000],
    ["playtest", str(FAMILY), "--games", "2", "--sweep-param", "/supply/damage=20," + "9" * 5000],
    ["tune", str(FAMILY), "--target", "0.5", "--vary", "/supply/damage=" + "9" * 5000 + "..1", "--out", "x.call.json"],
])
def test_a_number_of_thousands_of_digits_is_said_to_be_too_large_never_echoed_whole(command):
    result = CliRunner().invoke(app, command)
    assert result.exit_code == 2 and "is a 5000-digit number" in result.output, result.output[:300]
    assert "9" * 100 not in result.output
