"""Every way a game can end has its own result category: Helpers lost (R-HERO-7) and a burned Call marker
(R-HERO-8) are not the turn limit, in the records, the JSON summary, the terminal table, the HTML report and
comparisons."""

import re
from pathlib import Path
from typing import get_args

import pytest

from authoring import playtest as pt
from authoring.playtest import report, text
from authoring.playtest.compare import paired_summary
from authoring.playtest.runner import _OUTCOMES, GameRecord, PlaytestResult, game_seed, new_game, record_of
from engine.bots import make_bot
from engine.model.saved import Outcome
from engine.tally import play_out

ROOT = Path(__file__).resolve().parents[2]
HILLSIDE = str(ROOT / "calls" / "gsh-hillside.call.json")
HAND_RESULTS = ["win", "victims", "collapse", "helpers", "marker", "marker", "other"]


def _record(i: int, result: str, turns: int) -> GameRecord:
    return GameRecord(i, result, turns, 0, 0, 0, 0, (), (), ())


def _hand_run(results=HAND_RESULTS) -> PlaytestResult:
    spec = pt.PlaytestSpec(call_path=HILLSIDE, players=3, bot="pass")
    records = [_record(i, result, 10 + i) for i, result in enumerate(results)]
    return PlaytestResult(spec, len(records), records)


def test_every_engine_outcome_has_its_own_result():
    assert set(_OUTCOMES) == set(get_args(Outcome))
    assert sorted(_OUTCOMES.values()) == sorted(pt.RESULTS[:-1]), "one category per outcome, 'other' for none"
    assert pt.RESULTS[-1] == "other" and "other" not in _OUTCOMES.values()


@pytest.mark.parametrize(("outcome", "result"), [("loss_helpers", "helpers"), ("loss_marker", "marker"),
                                                  ("loss_named_victim", "named")])
def test_a_finished_game_records_its_own_loss_cause(outcome, result):
    spec = pt.PlaytestSpec(call_path=HILLSIDE, players=3, bot="pass", seed=0)
    game = new_game(spec, 2)
    tally = play_out(game, make_bot("pass", seed=game_seed(spec.seed, 2, "bot"), budget=spec.budget), spec.max_turns)
    assert game.is_over
    game.st.outcome = outcome
    assert record_of(2, game, tally).result == result


def test_hillside_games_lost_to_a_burned_marker_count_as_marker():
    spec = pt.PlaytestSpec(call_path=HILLSIDE, players=3, bot="pass", seed=0)
    result = pt.run_playtest(spec, 6)
    summary = pt.summarize(result)
    marker = sum(r.result == "marker" for r in result.records)
    assert marker > 0, "the pass bot lets the fire reach the Call marker"
    assert summary["losses"]["marker"] == marker and summary["losses"]["other"] == 0
    assert summary["wins"] + sum(summary["losses"].values()) == summary["games"] == 6
    assert sum(summary["loss_turns"]["marker"].values()) == marker


def test_the_summary_counts_each_cause_apart():
    summary = pt.summarize(_hand_run())
    assert summary["format_version"] == 3
    assert summary["wins"] == 1
    assert summary["losses"] == {"victims": 1, "collapse": 1, "helpers": 1, "marker": 2, "named": 0, "other": 1}
    assert summary["loss_turns"]["helpers"] == {"13": 1}
    assert summary["loss_turns"]["marker"] == {"14": 1, "15": 1}
    assert summary["loss_turns"]["other"] == {"16": 1}


def test_the_terminal_table_has_a_column_per_cause(capsys):
    summary = pt.summarize(_hand_run())
    assert list(text.LOSS_COLUMNS) == list(pt.RESULTS[1:])
    assert text.loss_columns([summary]) == ["victims", "collapse", "helpers", "marker", "other"]  # no named Victim lost
    assert text.loss_cells(summary, text.loss_columns([summary])) == ["1", "1", "1", "2", "1"]
    text.print_table([summary])
    out = capsys.readouterr().out
    for header in ("Helpers", "Call marker", "turn limit"):
        assert header in out
    family_like = pt.summarize(_hand_run(["win", "victims", "other"]))
    assert text.loss_columns([family_like]) == ["victims", "collapse", "other"]
    text.print_table([family_like])
    out = capsys.readouterr().out
    assert "turn limit" in out and "Helpers" not in out and "Call marker" not in out


def test_the_html_report_lists_charts_and_colours_each_cause():
    summary = pt.summarize(_hand_run())
    page = report.render_report([summary], title="hillside")
    assert "<th>Helpers</th><th>Call marker</th><th>Turn limit</th>" in page
    assert "<td>1</td><td>1</td><td>1</td><td>2</td><td>1</td>" in page
    chart = report.loss_chart([summary])
    for cause, label, count in (("helpers", "lost: Helpers", 1), ("marker", "lost: Call marker burned", 2),
                                ("other", "lost: turn limit", 1)):
        assert f'fill="{report.CAUSE_COLOURS[cause]}"><title>{label}: {count} of 7</title>' in chart
    assert len(set(report.CAUSE_COLOURS.values())) == len(report.CAUSE_COLOURS) == len(pt.RESULTS)
    assert chart.count("<title>") == 6, "one bar per non-zero category"


def test_the_legend_lists_heroes_causes_only_when_a_run_has_them():
    family_like = pt.summarize(_hand_run(["win", "victims", "collapse"]))
    assert "Helpers" not in report.loss_chart([family_like])
    assert "lost: turn limit" in report.loss_chart([family_like])
    both = report.loss_chart([family_like, pt.summarize(_hand_run())])
    assert "lost: Helpers" in both and "lost: Call marker burned" in both


def test_the_turn_histogram_counts_every_loss_by_its_cause():
    summary = pt.summarize(_hand_run(["helpers", "marker"]))
    svg = report.turn_histogram(summary)
    assert f'fill="{report.CAUSE_COLOURS["win"]}"' not in svg, "no game of the run was won"
    for cause in ("helpers", "marker"):
        bars = re.findall(rf'height="([0-9.]+)" fill="{report.CAUSE_COLOURS[cause]}"', svg)
        assert [float(h) > 0 for h in bars] == [True], cause


def test_a_comparison_sees_a_helpers_loss_turn_into_a_marker_loss():
    a = _hand_run(["helpers"] * 4)
    b = _hand_run(["marker"] * 4)
    assert paired_summary(a, b)["cause_changed"] == 1.0 and paired_summary(a, b)["changed"] == 0.0  # lost in both
    assert paired_summary(a, a)["cause_changed"] == 0.0
    c = _hand_run(["win", "win", "marker", "helpers"])
    assert paired_summary(a, c)["changed"] == 0.5 and paired_summary(a, c)["cause_changed"] == 0.25


def test_long_call_ids_are_shown_whole_in_the_table(capsys):
    # Ids that share a long prefix are printed whole, never cut to "lodge-fi…" alike, so each row names its Call.
    long_ids = ["lodge-fire-at-the-mountain-" + "x" * 40, "lodge-fire-at-the-mountain-" + "x" * 40 + "-hard"]
    summaries = [{**pt.summarize(_hand_run()), "call": call_id, "label": call_id} for call_id in long_ids]
    text.print_table(summaries)
    rows = [line.split("│")[1].strip() for line in capsys.readouterr().out.splitlines() if line.startswith("│")]
    assert "".join(rows) == "".join(long_ids)


def test_each_damage_and_each_lost_victim_is_put_to_its_own_cause():
    """One fire phase worked out by hand on the front board (red 3, black 4): the Explosion on 3,4 damages the wall
    north of it (explosion), its Shockwave east damages the wall behind 3,6 (shockwave); the Fire it spreads west sets
    off the Hazmat on 3,3, whose blast damages the wall north of 3,3 (hazmat) and whose Shockwave damages the wall
    behind 3,6 again (shockwave). The Victim on 4,4 burns in the Explosion's Fire (explosion), the one on the Smoke of
    4,5 in the flashover (fire), and the one carried on 4,3 with its carrier knocked down (carried)."""
    from engine.scenario import build_game
    from engine.tally import DAMAGE_CAUSES, LOSS_CAUSES, Tally

    game = build_game({
        "id": "causes", "ruleset": "experienced", "dice": [3, 4],
        "markers": {"fire": [[3, 4], [3, 5], [3, 6]], "smoke": [[4, 5]], "victims": [[4, 4], [4, 5]], "hazmat": [[3, 3]],
                    "poi": [[1, 1], [1, 2], [1, 3]]},
        "firefighters": [{"at": [0, 0], "ap": 4}, {"at": [4, 3], "carrying": "victim"}],
    })
    tally = Tally(game)
    tally.see(game, game.apply("end"))
    damage = dict(zip(DAMAGE_CAUSES, tally.damage_by_cause, strict=True))
    lost = dict(zip(LOSS_CAUSES, tally.lost_by_cause, strict=True))
    assert damage == {"setup": 0, "explosion": 1, "shockwave": 2, "hazmat": 1, "chop": 0, "other": 0}
    assert lost == {"fire": 1, "explosion": 1, "collapse": 0, "carried": 1}
    assert tally.down_at == [game.index((4, 3))]
    edge = {name: game.cb.edge_between(game.index(a), game.index(b))
            for name, (a, b) in {"north of 3,4": ((2, 4), (3, 4)), "behind 3,6": ((3, 6), (3, 7)),
                                 "north of 3,3": ((2, 3), (3, 3))}.items()}
    assert tally.wall == {edge["north of 3,4"]: 1, edge["behind 3,6"]: 2, edge["north of 3,3"]: 1}


def test_the_summary_figures_are_those_of_the_games_played(capsys):
    """Ten hand-made games: the quantiles of turns, the means, the distributions and the knocked-down heatmap are
    the games' own, and the terminal table prints each figure in its column."""
    spec = pt.PlaytestSpec(call_path=HILLSIDE, players=3, bot="pass")
    lost = [0, 1, 1, 2, 0, 3, 1, 0, 0, 2]
    damage = [5, 7, 7, 9, 24, 3, 7, 5, 5, 8]
    rescued = [7, 2, 3, 1, 0, 4, 6, 7, 7, 5]
    records = [GameRecord(i, "win" if rescued[i] == 7 else "collapse", 11 + i, rescued[i], lost[i], damage[i], 11 + i,
                          (), (), (5,) * (i % 3) + (12,) * (i == 4)) for i in range(10)]
    summary = pt.summarize(PlaytestResult(spec, 10, records))
    assert summary["turns"] == {"mean": 15.5, "p50": 15, "p90": 19}
    assert (summary["rescued_mean"], summary["lost_mean"], summary["damage_mean"]) == (4.2, 1.0, 8.0)
    assert summary["distributions"]["lost"] == {"0": 4, "1": 3, "2": 2, "3": 1}
    assert summary["distributions"]["damage"] == {"3": 1, "5": 3, "7": 3, "8": 1, "9": 1, "24": 1}
    assert summary["distributions"]["rescued"] == {"0": 1, "1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "6": 1, "7": 3}
    down = summary["heatmaps"]["knocked_down"]
    cols = summary["board"]["cols"]
    assert down[5 // cols][5 % cols] == 9 and down[12 // cols][12 % cols] == 1 and sum(map(sum, down)) == 10
    text.print_table([summary])
    row = next(line for line in capsys.readouterr().out.splitlines() if "15/19" in line)
    cells = [cell.strip() for cell in row.split("│") if cell.strip()]
    assert cells[cells.index("15/19") + 1:][:2] == ["4.20", "1.00"], cells  # Rescued, then Lost
