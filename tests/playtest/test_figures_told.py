"""What a designer is told about a run is what was played: changed runs, teams, intervals, the end of the game."""

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playtest as pt
from authoring.cli import app
from authoring.playtest import report
from authoring.playtest.changes import vary
from authoring.playtest.compare import paired_summary
from authoring.playtest.effects import level_parameters
from authoring.playtest.runner import GameRecord, PlaytestResult, setup_of

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"
EXPERIENCED = ROOT / "calls" / "fire-rescue-experienced.call.json"


def test_a_change_on_top_of_a_set_keeps_the_set():
    base = vary(pt.PlaytestSpec(call_path=str(EXPERIENCED), bot="greedy"), {"/win/rescued": 3})
    both = vary(base, {"/levels/0/explosions": 2})
    assert dict(both.changes) == {"/win/rescued": 3, "/levels/0/explosions": 2}
    call, _ = pt.runner.models_of(both)
    assert call.win.rescued == 3 and call.levels[0].explosions == 2


def test_level_effects_step_from_the_value_played():
    spec = vary(pt.PlaytestSpec(call_path=str(EXPERIENCED), bot="greedy"), {"/levels/0/explosions": 5})
    assert level_parameters(spec)["explosions"] == ("/levels/0/explosions", 5)


def test_the_team_reported_is_the_team_of_the_level_played():
    spec = pt.PlaytestSpec(call_path=str(EXPERIENCED), bot="heuristic", level="heroic", players=4)
    assert pt.runner.team_of(spec) == setup_of(spec, "heroic")["specialists"]
    first = pt.PlaytestSpec(call_path=str(EXPERIENCED), bot="heuristic", players=4)
    assert pt.runner.team_of(first) == setup_of(first, "recruit")["specialists"]


def _run(spec, results):
    records = [GameRecord(i, r, 10, 0, 4, 24, 10, (), (), ()) for i, r in enumerate(results)]
    return PlaytestResult(spec, len(records), records)


def test_two_calls_with_no_changed_game_still_have_an_open_interval():
    a = _run(pt.PlaytestSpec(call_path=str(FAMILY)), ["collapse"] * 100)
    b = _run(pt.PlaytestSpec(call_path=str(EXPERIENCED)), ["collapse"] * 100)
    lo, hi = paired_summary(a, b)["ci95"]
    assert lo < -0.03 and hi > 0.03


def test_the_damage_curve_ends_with_the_damage_the_games_ended_with():
    result = pt.run_playtest(pt.PlaytestSpec(call_path=str(FAMILY), players=4, bot="greedy", seed=3), 12)
    for record in result.records:
        assert len(record.damage_curve) == record.turns and record.damage_curve[-1] == record.damage
    summary = pt.summarize(result)
    assert summary["damage_per_turn"][-1] == pytest.approx(summary["damage_mean"], abs=0.01)


def test_a_report_of_changed_runs_names_each_change(tmp_path):
    out = tmp_path / "sweep.html"
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--bot", "greedy", "--games", "4",
                                   "--sweep-param", "/supply/damage=16,24", "--report", str(out)])
    assert run.exit_code == 0, run.output
    page = out.read_text(encoding="utf-8")
    assert "<th rowspan=\"2\">Change</th>" in page
    assert "<td>/supply/damage=16</td>" in page and "<td>/supply/damage=24</td>" in page


def test_a_one_game_run_gives_no_interval_in_words():
    run = CliRunner().invoke(app, ["playtest", str(FAMILY), "--bot", "greedy", "--games", "1"])
    assert run.exit_code == 0, run.output
    assert "one game: no interval" in run.output


@pytest.fixture
def library(tmp_path):
    shutil.copytree(ROOT / "calls", tmp_path / "calls")
    return tmp_path / "calls"


@pytest.mark.parametrize("call, vary, out, said", [
    ("fire-rescue-family", "/supply/damage=20..22", "My Copy.call.json", "is no Call id"),
    ("fire-rescue-experienced", "/levels/1/hazmat=2..6", "tuned.call.json", "give --level veteran"),
], ids=["a file name that is no Call id", "a level it does not play"])
def test_tune_refuses_before_it_plays(library, call, vary, out, said):
    target = library / out
    run = CliRunner().invoke(app, ["tune", str(library / f"{call}.call.json"), "--target", "0.5", "--vary", vary,
                                   "--trials", "1", "--games-per-trial", "2", "--out", str(target)])
    assert run.exit_code == 2 and said in " ".join(run.output.split()), run.output
    assert not target.exists()


def test_a_sweep_over_boards_keeps_each_board_s_heatmaps_apart():
    runs = [{"board": {"id": "a", "rows": 8, "cols": 10}}, {"board": {"id": "b", "rows": 6, "cols": 6}},
            {"board": {"id": "a", "rows": 8, "cols": 10}}]
    assert [len(g) for g in report._runs_by_board(runs)] == [2, 1]


def test_a_level_effect_whose_step_up_the_deep_checks_refuse_steps_down():
    # Heroic with a supply of 5 Hazmat: one Hazmat more at the level (6) is FP303, refused when given directly, so
    # its effect is measured a step down (5 -> 4), not on a Call validation refuses.
    from authoring.playtest.effects import level_effects

    spec = vary(pt.PlaytestSpec(call_path=str(EXPERIENCED), bot="greedy", level="heroic", players=2),
                {"/supply/hazmat": 5})
    base = pt.run_playtest(spec, 2)
    effects, missing, _ = level_effects(spec, base, 2)
    assert not missing and (effects["hazmat"]["from"], effects["hazmat"]["to"]) == (5, 4)
