"""Loss attribution in the summary, compare's paired figures and warnings, and a Dask cluster that loses its workers."""

import json
import pickle
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playtest as pt
from authoring.cli import app
from authoring.playtest.changes import vary
from authoring.playtest.runner import as_data, play_chunk

ROOT = Path(__file__).resolve().parents[2]
FAMILY = str(ROOT / "calls" / "fire-rescue-family.call.json")
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
GSH = str(ROOT / "calls" / "gsh-warehouse.call.json")


@pytest.mark.parametrize("call", [FAMILY, EXPERIENCED, GSH])
def test_attribution_adds_up(call):
    doc = pt.summarize(pt.run_playtest(pt.PlaytestSpec(call_path=call, players=4, seed=2), 16))
    assert doc["format_version"] == pt.FORMAT_VERSION == 3
    assert sum(doc["damage_by_cause"].values()) == pytest.approx(doc["damage_mean"], abs=1e-4)
    assert sum(doc["wall_damage"].values()) == pytest.approx(doc["damage_mean"], abs=1e-4)
    assert sum(doc["victims_lost_by_cause"].values()) == pytest.approx(doc["lost_mean"], abs=1e-4)
    curve = doc["damage_per_turn"]
    assert curve == sorted(curve) and curve[-1] <= doc["damage_mean"] + 1e-9
    assert doc["rescued_mean_ci95"][0] <= doc["rescued_mean"] <= doc["rescued_mean_ci95"][1]
    assert doc["turns_mean_ci95"][0] <= doc["turns"]["mean"] <= doc["turns_mean_ci95"][1]
    for edge in doc["wall_damage"]:
        a, b = edge.split("-")
        assert len(a.split(",")) == len(b.split(",")) == 2
    if call == GSH:
        assert doc["cards"] and all(c["early"]["games"] + c["late"]["games"] == 16 for c in doc["cards"].values())
        titles = {card["id"]: card["title"]["en"] for deck in json.loads(Path(GSH).read_text(encoding="utf-8"))["decks"]
                  for card in deck["cards"]}
        for card, c in doc["cards"].items():  # told by its title, every rate and the difference with an interval
            assert c["title"] == titles[card]
            for group in (c["early"], c["late"]):
                assert group["win_rate_ci95"][0] <= group["win_rate"] <= group["win_rate_ci95"][1]
            diff = c["difference"]
            assert diff["win_rate"] == pytest.approx(c["early"]["win_rate"] - c["late"]["win_rate"], abs=1e-5)
            assert diff["ci95"][0] <= diff["win_rate"] <= diff["ci95"][1]
    else:
        assert doc["cards"] == {}


def test_setup_damage_is_its_own_cause():
    doc = pt.summarize(pt.run_playtest(pt.PlaytestSpec(call_path=EXPERIENCED, players=4, level="veteran", seed=1), 8))
    assert doc["damage_by_cause"]["setup"] > 0, "setup explosions damage the walls before play"


def test_compare_reports_every_paired_figure_and_the_html(tmp_path):
    report = tmp_path / "cmp.html"
    run = CliRunner().invoke(app, ["compare", FAMILY, GSH, "--games", "12", "--format", "json", "--report", str(report)])
    assert run.exit_code == 0, run.output
    d = json.loads(run.stdout)["differences"][0]
    assert set(d["paired"]) == {"win_rate", "turns", "rescued", "damage"}
    for figure in d["paired"].values():
        assert figure["ci95"][0] <= figure["diff"] <= figure["ci95"][1]
    assert 0 <= d["changed"] <= 1 and d["verdict"]
    page = report.read_text(encoding="utf-8")
    for part in ("Paired differences", "Turns survived", "Wall damage per game", "Damage per turn", 'id="wall-damage"'):
        assert part in page, part


def test_compare_of_an_edited_copy_names_each_call_by_its_file(tmp_path):
    """A copy being edited keeps the Call's id: the table, the differences and the report must still tell them apart."""
    copy = tmp_path / "family-more-damage.call.json"
    copy.write_text(Path(FAMILY).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "boards").mkdir()
    board = "fire-rescue-front.board.json"
    (tmp_path / "boards" / board).write_text((ROOT / "calls" / "boards" / board).read_text(encoding="utf-8"), encoding="utf-8")
    report = tmp_path / "cmp.html"
    run = CliRunner().invoke(app, ["compare", FAMILY, str(copy), "--games", "4", "--report", str(report)])
    assert run.exit_code == 0, run.output
    assert "family-more-damage.call.json vs fire-rescue-family.call.json, 4 paired games" in run.output
    page = report.read_text(encoding="utf-8")
    assert "<h2>fire-rescue-family.call.json</h2>" in page and "<h2>family-more-damage.call.json</h2>" in page
    doc = json.loads(CliRunner().invoke(app, ["compare", FAMILY, str(copy), "--games", "4", "-f", "json"]).stdout)
    assert [r["label"] for r in doc["runs"]] == ["fire-rescue-family.call.json", "family-more-damage.call.json"]
    assert [r["call"] for r in doc["runs"]] == ["fire-rescue-family"] * 2
    assert doc["differences"][0]["vs_label"] == "fire-rescue-family.call.json"


def test_compare_at_the_floor_warns_and_lets_the_other_figures_decide():
    run = CliRunner().invoke(app, ["compare", FAMILY, FAMILY, "--games", "8", "--bot", "pass"])
    assert run.exit_code == 0, run.output
    assert "warning: both Calls win below 5%" in run.output
    doc = json.loads(CliRunner().invoke(app, ["compare", FAMILY, FAMILY, "--games", "8", "--bot", "pass", "-f", "json"]).stdout)
    assert doc["differences"][0]["bound"] == "floor"
    assert "no secondary figure differs" in doc["differences"][0]["verdict"]


def test_workers_get_the_call_as_data_and_never_read_a_path():
    spec = vary(pt.PlaytestSpec(call_path=FAMILY, players=3, seed=1), {"/supply/damage": 20})
    elsewhere = replace(as_data(spec), call_path="/nowhere/else/x.call.json")
    shipped = pickle.loads(pickle.dumps(elsewhere))
    assert [r.result for r in play_chunk(shipped, range(3))] == [r.result for r in play_chunk(spec, range(3))]
    plain = replace(as_data(pt.PlaytestSpec(call_path=FAMILY, players=3, seed=1)), call_path="relative/x.call.json")
    assert len(play_chunk(plain, range(2))) == 2


def test_a_cluster_that_loses_every_worker_ends_the_run_with_a_message():
    distributed = pytest.importorskip("distributed")
    spec = pt.PlaytestSpec(call_path=FAMILY, players=4, seed=3)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        killed = []

        def kill_after_first_chunk(n):
            if not killed:
                killed.append(n)
                cluster.scale(0)

        result = pt.run_playtest(spec, 400, scheduler=cluster.scheduler_address, on_progress=kill_after_first_chunk,
                                 worker_grace=1.0)
    assert result.interrupted and result.stopped and "no worker" in result.stopped
    assert 0 < len(result.records) < 400
    assert pt.summarize(result)["stopped"] == result.stopped


@pytest.mark.many_games
def test_level_effects_move_each_parameter_one_step_on_the_same_seeds():
    run = CliRunner().invoke(app, ["playtest", EXPERIENCED, "--level", "veteran", "--players", "2", "--games", "12",
                                   "--level-effects", "--format", "json"])
    assert run.exit_code == 0, run.output
    effects = json.loads(run.stdout)["level_effects"]
    assert set(effects) == {"explosions", "hazmat", "hot_spots", "hot_spot_supply"}
    assert effects["hazmat"]["pointer"] == "/levels/1/hazmat" and effects["hazmat"]["to"] == effects["hazmat"]["from"] + 1
    for e in effects.values():
        assert e["ci95"][0] <= e["diff"] <= e["ci95"][1]
    family = CliRunner().invoke(app, ["playtest", FAMILY, "--games", "2", "--level-effects", "--format", "json"])
    assert family.exit_code == 0 and json.loads(family.stdout)["level_effects"] == {}


def test_a_paired_win_rate_interval_stays_within_plus_and_minus_100_points():
    from authoring.playtest.compare import paired_summary
    from authoring.playtest.runner import GameRecord, PlaytestResult, PlaytestSpec

    def run(results):
        records = [GameRecord(i, res, 10, 0, 4, 5, 10, (), (), ()) for i, res in enumerate(results)]
        return PlaytestResult(PlaytestSpec(call_path="x.call.json"), len(records), records)

    d = paired_summary(run(["collapse"] * 9 + ["win"]), run(["win"] * 10))
    lo, hi = d["paired"]["win_rate"]["ci95"]
    assert -1.0 <= lo <= d["paired"]["win_rate"]["diff"] <= hi <= 1.0


def _won_run(turns, rescued, damage=3):
    from authoring.playtest.runner import GameRecord, PlaytestResult, PlaytestSpec

    records = [GameRecord(i, "win", t, r, 0, damage, t, (), (), ()) for i, (t, r) in enumerate(zip(turns, rescued, strict=True))]
    return PlaytestResult(PlaytestSpec(call_path="x.call.json"), len(records), records)


def test_fewer_turns_and_rescues_in_won_games_are_no_sign_of_a_harder_call():
    """A Call asking 5 rescues instead of 7 is won sooner with fewer rescued: that is not harder."""
    from authoring.playtest.compare import paired_summary

    asks_seven = _won_run([30 + i % 5 for i in range(100)], [7] * 100)
    asks_five = _won_run([20 + i % 5 for i in range(100)], [5] * 100)
    d = paired_summary(asks_seven, asks_five)
    assert d["bound"] == "ceiling" and d["paired"]["turns"]["diff"] < 0 and d["paired"]["rescued"]["diff"] < 0
    assert "harder" not in d["verdict"], d["verdict"]


def test_a_smaller_damage_supply_is_judged_by_the_share_of_it_used_not_by_the_damage():
    """A supply of 21 takes less damage than one of 24 before it collapses, yet it is harder, not easier."""
    from authoring.playtest.compare import paired_summary
    from authoring.playtest.runner import GameRecord, PlaytestResult, PlaytestSpec
    from authoring.playtest.text import difference_lines

    def run(supply, damage):
        records = [GameRecord(i, "collapse", 12, 2, 1, d, 12, (), (), (), damage_supply=supply)
                   for i, d in enumerate(damage)]
        return PlaytestResult(PlaytestSpec(call_path="x.call.json"), len(records), records)

    d = paired_summary(run(24, [20 + i % 3 for i in range(60)]), run(21, [19 + i % 3 for i in range(60)]))
    assert d["paired"]["damage"]["diff"] < 0 < d["paired"]["damage_share"]["diff"]
    assert d["verdict"].endswith("share of the damage supply used +7.7 points decides (harder)"), d["verdict"]
    assert any(line.lstrip().startswith("damage / supply    +7.7%") for line in difference_lines({**d, "call": "b", "vs": "a"}))
    same = paired_summary(run(24, [20] * 60), run(24, [19] * 60))
    assert "damage_share" not in same["paired"] and same["verdict"].endswith("damage -1.0 decides (easier)")


def test_each_call_compared_is_drawn_on_its_own_board_though_two_boards_share_an_id(tmp_path, monkeypatch):
    """A board and its edited copy keep one id: the report draws each Call's heatmaps on that Call's own board."""
    import shutil

    from authoring.playtest import report

    a, b = (shutil.copytree(ROOT / "calls", tmp_path / name) for name in ("a", "b"))
    board_b = b / "boards" / "fire-rescue-front.board.json"
    data = json.loads(board_b.read_text(encoding="utf-8"))
    data["walls"] = data["walls"][2:]  # two walls fewer in B's copy
    board_b.write_text(json.dumps(data), encoding="utf-8")
    drawn = []
    real = report._heat_cards
    monkeypatch.setattr(report, "_heat_cards", lambda heat, info, board, *words: drawn.append(board) or real(heat, info, board, *words))
    out = tmp_path / "cmp.html"
    run = CliRunner().invoke(app, ["compare", str(a / "fire-rescue-family.call.json"), str(b / "fire-rescue-family.call.json"),
                                   "--bot", "greedy", "--games", "4", "--report", str(out)])
    assert run.exit_code == 0, run.output
    assert [len(board.walls) for board in drawn] == [len(data["walls"]) + 2, len(data["walls"])]


def test_the_studio_s_comparison_draws_each_call_on_its_own_board_too(tmp_path, monkeypatch):
    import shutil

    from authoring.playtest import page, report

    a, b = (shutil.copytree(ROOT / "calls", tmp_path / name) for name in ("a", "b"))
    board_b = b / "boards" / "fire-rescue-front.board.json"
    data = json.loads(board_b.read_text(encoding="utf-8"))
    data["walls"] = data["walls"][2:]
    board_b.write_text(json.dumps(data), encoding="utf-8")
    drawn = []
    real = report._heat_cards
    monkeypatch.setattr(report, "_heat_cards", lambda heat, info, board, *words: drawn.append(board) or real(heat, info, board, *words))
    comparison = page.compare_calls(a / "fire-rescue-family.call.json", b / "fire-rescue-family.call.json", level=None,
                                    players=4, bot="greedy", games=4)
    page.results_html([comparison.a, comparison.b], "compare")
    assert [len(board.walls) for board in drawn] == [len(data["walls"]) + 2, len(data["walls"])]
