"""The playtest runner: determinism across executors, the JSON format, interrupts, the CLI."""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playtest as pt
from authoring.cli import app
from authoring.playtest import text
from engine.bots import DEFAULT_BOT

ROOT = Path(__file__).resolve().parents[2]
FAMILY = str(ROOT / "calls" / "fire-rescue-family.call.json")
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def summary(spec, games, **kw):
    return pt.strip_timing(pt.summarize(pt.run_playtest(spec, games, **kw)))


def test_jobs_and_dask_give_identical_results():
    distributed = pytest.importorskip("distributed")
    spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=3, level="veteran", bot="greedy", seed=11)
    one = summary(spec, 24)
    two = summary(spec, 24, jobs=2)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        on_dask = summary(spec, 24, scheduler=cluster.scheduler_address)
    assert one == two == on_dask
    assert one["games"] == 24


def test_seed_changes_the_games():
    a = summary(pt.PlaytestSpec(call_path=FAMILY, players=4, bot="greedy", seed=1), 20)
    b = summary(pt.PlaytestSpec(call_path=FAMILY, players=4, bot="greedy", seed=2), 20)
    assert a["distributions"] != b["distributions"]


def test_json_shape():
    result = pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=2, bot="greedy", seed=3), 12)
    doc = json.loads(json.dumps(pt.summarize(result)))
    expected = {
        "call": str, "level": type(None), "players": int, "bot": str, "games": int, "seed": int, "wins": int,
        "win_rate": float, "win_rate_ci95": list, "losses": dict, "turns": dict, "rescued_mean": float,
        "lost_mean": float, "games_per_second": float, "heatmaps": dict, "distributions": dict, "board": dict,
    }
    for key, kind in expected.items():
        assert isinstance(doc[key], kind), key
    assert doc["call"] == "fire-rescue-family" and doc["games"] == 12 and doc["players"] == 2
    assert set(doc["losses"]) == set(doc["loss_turns"]) == {"victims", "collapse", "helpers", "marker", "named", "other"}
    assert doc["wins"] + sum(doc["losses"].values()) == doc["games"]
    assert set(doc["turns"]) == {"mean", "p50", "p90"}
    lo, hi = doc["win_rate_ci95"]
    assert 0 <= lo <= doc["win_rate"] <= hi <= 1
    rows, cols = doc["board"]["rows"], doc["board"]["cols"]
    for key in ("fire", "victims_lost", "knocked_down"):
        grid = doc["heatmaps"][key]
        assert len(grid) == rows and all(len(row) == cols for row in grid)
    lost_on_map = sum(map(sum, doc["heatmaps"]["victims_lost"]))
    assert lost_on_map <= sum(r.lost for r in result.records)
    assert sum(map(sum, doc["heatmaps"]["fire"])) > 0
    assert sum(doc["distributions"]["turns"].values()) == 12


def test_ctrl_c_keeps_the_finished_games():
    spec = pt.PlaytestSpec(call_path=FAMILY, players=4, bot="greedy", seed=4)
    seen = []

    def stop_after_first_chunk(n):
        seen.append(n)
        raise KeyboardInterrupt

    result = pt.run_playtest(spec, 40, on_progress=stop_after_first_chunk)
    assert result.interrupted
    assert len(result.records) == seen[0] < 40
    assert [r.index for r in result.records] == list(range(seen[0]))
    assert pt.summarize(result)["interrupted"] is True


def test_bad_input_is_a_clear_error(tmp_path):
    with pytest.raises(pt.PlaytestError, match="unknown level 'legend'"):
        pt.run_playtest(pt.PlaytestSpec(call_path=EXPERIENCED, level="legend"), 1)
    with pytest.raises(pt.PlaytestError, match="unknown bot"):
        pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, bot="oracle"), 1)
    broken = tmp_path / "broken.call.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(pt.PlaytestError, match="broken.call.json:1:2: error"):
        pt.run_playtest(pt.PlaytestSpec(call_path=str(broken)), 1)
    with pytest.raises(pt.PlaytestError, match="unknown specialist 'chef'"):
        pt.run_playtest(pt.PlaytestSpec(call_path=EXPERIENCED, players=1, specialists=("chef",)), 1)


@pytest.mark.parametrize(
    ("games", "change", "message"),
    [
        (0, {}, "games of a run \\(--games\\) must be 1 to"),
        (10**9, {}, "games of a run \\(--games\\) must be 1 to"),
        (1, {"max_turns": 10**9}, "turn limit \\(--max-turns\\) must be 1 to"),
        (1, {"bot": "search", "budget": 10**9}, "search budget \\(--budget\\) must be 1 to"),
        (1, {"bot": "lookahead", "budget": 0}, "search budget \\(--budget\\) must be 1 to"),
    ],
)
def test_counts_past_their_bounds_are_refused_before_anything_is_allocated(games, change, message):
    # A billion games or a billion-future budget is a PlaytestError up front, never a MemoryError traceback.
    with pytest.raises(pt.PlaytestError, match=message):
        pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=2, **change), games)


def test_too_many_jobs_are_refused():
    with pytest.raises(pt.PlaytestError, match="worker processes \\(--jobs\\) must be 1 to"):
        pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=2), 1, jobs=10**6)


def test_cli_playtest_json_and_report(tmp_path):
    report = tmp_path / "report.html"
    out = CliRunner().invoke(
        app,
        ["playtest", FAMILY, "--games", "10", "--players", "3", "--seed", "2", "--format", "json", "--report", str(report)],
    )
    assert out.exit_code == 0, out.output
    doc = json.loads(out.stdout)
    assert doc["games"] == 10 and doc["bot"] == DEFAULT_BOT and doc["seed"] == 2
    page = report.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page
    for external in ("src=", "href=", "<link", "url(", "@import", "<script"):
        assert external not in page


def test_cli_errors_exit_2_with_a_message():
    out = CliRunner().invoke(app, ["playtest", EXPERIENCED, "--level", "legend", "--games", "1"])
    assert out.exit_code == 2
    assert "unknown level 'legend'" in out.output
    out = CliRunner().invoke(app, ["playtest", "nowhere.call.json", "--games", "1"])
    assert out.exit_code == 2 and "nowhere.call.json" in out.output


def test_compare_of_a_call_with_itself_is_exactly_zero():
    out = CliRunner().invoke(app, ["compare", FAMILY, FAMILY, "--games", "16", "--players", "3", "--format", "json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.stdout)
    assert [d["diff"] for d in doc["differences"]] == [0.0]
    assert doc["differences"][0]["ci95"] == [0.0, 0.0]
    first, second = ({k: v for k, v in pt.strip_timing(run).items() if k != "label"} for run in doc["runs"])
    assert first == second
    assert [run["label"].rsplit(" ", 1)[1] for run in doc["runs"]] == ["(1st)", "(2nd)"]  # told apart by their place


def test_paired_difference_of_two_bots_on_the_same_seeds():
    spec = pt.PlaytestSpec(call_path=FAMILY, players=4, bot="greedy", seed=9)
    greedy = pt.run_playtest(spec, 30)
    passive = pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=4, bot="pass", seed=9), 30)
    diff = pt.paired_wins(greedy, passive)
    wins = sum(r.result == "win" for r in greedy.records) - sum(r.result == "win" for r in passive.records)
    assert diff["games"] == 30
    assert diff["diff"] == pytest.approx(-wins / 30, abs=1e-6)
    assert diff["ci95"][0] <= diff["diff"] <= diff["ci95"][1]


def test_cli_sweep_runs_every_level_and_player_count(tmp_path):
    report = tmp_path / "sweep.html"
    out = CliRunner().invoke(
        app, ["playtest", EXPERIENCED, "--sweep", "--games", "2", "--bot", "pass", "--format", "json", "--report", str(report)]
    )
    assert out.exit_code == 0, out.output
    runs = json.loads(out.stdout)["runs"]
    assert [(r["level"], r["players"]) for r in runs] == [
        (level, players) for level in ("recruit", "veteran", "heroic") for players in range(2, 7)
    ]
    page = report.read_text(encoding="utf-8")
    assert "Win rate by player count" in page and page.count('id="heat"') == 3


def test_the_bot_chooses_its_specialists_unless_the_user_names_them():
    greedy = pt.PlaytestSpec(call_path=EXPERIENCED, players=2, level="recruit", bot="greedy", seed=1)
    assert pt.new_game(greedy, 0).st.ff_spec == [5, 6]  # generalist, rescue_specialist
    assert summary(greedy, 2)["specialists"] == ["generalist", "rescue_specialist"]
    named = pt.PlaytestSpec(call_path=EXPERIENCED, players=2, level="recruit", bot="greedy", specialists=("paramedic", "driver_operator"))
    assert summary(named, 2)["specialists"] == ["paramedic", "driver_operator"]
    random_ = pt.PlaytestSpec(call_path=EXPERIENCED, players=2, level="recruit", bot="random")
    assert summary(random_, 2)["specialists"] is None  # the engine's default: the Call's order
    assert pt.new_game(random_, 0).st.ff_spec == [0, 1]
    assert summary(pt.PlaytestSpec(call_path=FAMILY, players=2, bot="greedy"), 2)["specialists"] is None


def test_the_bot_chooses_among_the_specialists_the_call_allows(tmp_path):
    doc = json.loads(Path(EXPERIENCED).read_text())
    doc["specialists"] = ["paramedic", "cafs_firefighter", "imaging_technician"]
    doc["players"] = {"min": 1, "max": 3}  # one specialist a firefighter (FP310)
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "three.call.json"
    path.write_text(json.dumps(doc))
    spec = pt.PlaytestSpec(call_path=str(path), players=2, level="recruit", bot="greedy")
    assert pt.team_of(spec) == ["cafs_firefighter", "paramedic"]
    three = pt.team_of(pt.PlaytestSpec(call_path=str(path), players=3, level="recruit", bot="greedy"))
    assert sorted(three) == sorted(doc["specialists"])


@pytest.mark.parametrize("address", ["http://example.invalid:8786", "x:y:z"])
def test_a_scheduler_address_dask_cannot_read_is_a_clear_error(address):
    # Dask raises ValueError for an unknown scheme; that is reported as a PlaytestError, never a traceback.
    pytest.importorskip("distributed")
    with pytest.raises(pt.PlaytestError, match="cannot reach the Dask scheduler"):
        pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=2), 1, scheduler=address)


class _Busy:
    """A bot that never ends a turn while it can do anything else."""

    def act(self, game):
        legal = game.legal_actions()
        return next((a for a in legal if a.kind != "end"), legal[0])


def test_a_turn_that_never_ends_stops_the_game_rather_than_hanging():
    """``play_out`` stops a game whose turn runs to its action limit: the turn limit alone counts turns."""
    from engine.tally import play_out

    game = pt.new_game(pt.PlaytestSpec(call_path=str(ROOT / "calls" / "fire-rescue-family.call.json"), players=2), 0)
    tally = play_out(game, _Busy(), max_turns=50, max_actions=3)
    assert tally.stalled and not game.is_over and game.st.actions_this_turn == 3 and tally.turns == 0


@pytest.mark.many_games
def test_a_call_that_lets_an_action_repeat_for_ever_is_playtested_to_the_end(tmp_path):
    """The hillside Call with a marker that knocks a firefighter down beside it (R-HERO-8): a Gear gives the AP back,
    and the reference bot steps onto it again and again in one turn. The run ends, the game is counted as lost to the
    turn limit, and the report says why."""
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    data = json.loads((library / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    data["id"] = "zap"
    data["markers"].append({"id": "zapper", "title": {"en": "Zapper"}, "on_enter": "knock_down"})
    data["setup"]["markers"]["zapper"] = [[3, 8]]
    (library / "zap.call.json").write_text(json.dumps(data), encoding="utf-8")
    spec = pt.PlaytestSpec(call_path=str(library / "zap.call.json"), players=3)
    record = pt.play_game(spec, 7)
    assert record.stalled and record.result == "other" and record.turns < 200
    summary = pt.summarize(pt.PlaytestResult(spec, 1, [record]))
    assert summary["stalled"] == 1
    assert any("1 of 1 games stopped, a turn running to 2000 actions" in line for line in text.interrupted_lines([summary]))
