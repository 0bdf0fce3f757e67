"""Every playtest says what its win rate measures: the bot's strength, and near 0% or 100% the figures that still tell."""

from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import report, text
from engine.bots import BOTS, STRENGTH, strength_label, stronger_hint

FAMILY = str(Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-family.call.json")


def _summary(bot: str) -> dict:
    return pt.summarize(pt.run_playtest(pt.PlaytestSpec(call_path=FAMILY, players=2, bot=bot, seed=0), 6))


def test_every_bot_says_what_its_win_rate_measures():
    assert set(STRENGTH) == set(BOTS)
    assert "human teams of other strength will differ" in strength_label("reference")


def test_a_run_at_the_floor_points_to_turns_and_rescues(capsys):
    floor = _summary("pass")  # a team that never acts loses every game
    assert floor["win_rate"] == 0
    text.print_table([floor])
    out = capsys.readouterr().out
    assert strength_label("pass") in out
    assert "near its bound" in out and "turns survived" in out and "Victims rescued" in out


def test_the_html_report_names_the_bot_and_the_bound():
    floor = _summary("pass")
    page = report.render_report([floor], title="t")
    assert "human teams of other strength will differ" in page
    assert "near its bound" in page


def test_a_run_between_the_bounds_has_no_bound_line():
    s = {"bot": "reference", "level": None, "players": 4, "win_rate": 0.5, "turns": {"mean": 70.0},
         "turns_mean_ci95": [69.0, 71.0], "rescued_mean": 6.0, "rescued_mean_ci95": [5.9, 6.1]}
    assert text.strength_lines([s]) == [strength_label("reference"), stronger_hint("reference", [0.5])]
    assert text.strength_lines([{**s, "win_rate": 0.9}]) == [strength_label("reference")]


def test_a_run_other_bots_won_more_on_points_to_them_and_says_how_much():
    """Below 90% the search won more on some Calls: the report names it, and how much (little in the family game)."""
    s = {"bot": "reference", "level": "recruit", "players": 4, "win_rate": 0.19, "turns": {"mean": 40.0},
         "turns_mean_ci95": [39.0, 41.0], "rescued_mean": 4.0, "rescued_mean_ci95": [3.9, 4.1]}
    lines = text.strength_lines([s])
    assert any("--bot search" in line and "within a point of it in the family game" in line for line in lines)
    page = report.render_report([_summary("reference") | {"win_rate": 0.19}], title="t")
    assert "--bot search" in page
    assert stronger_hint("search", [0.19]) is None, "nothing is measured stronger than the search"
