"""``callforge tune``: the search on a scripted objective, the written Call, and the CLI's errors."""

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playtest as pt
from authoring.cli import app
from authoring.files.load import load_call
from authoring.files.validate import validate_result
from authoring.playtest.runner import PlaytestError
from authoring.playtest.text import print_tune
from authoring.playtest.tune import tune_values
from engine.bots import DEFAULT_BOT, strength_label

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"


def scripted(rates: dict, games: int = 400, log: list | None = None):
    """An objective that returns a fixed win rate per value of /supply/damage (no game is played)."""
    def evaluate(params):
        if log is not None:
            log.append(params["/supply/damage"])
        return round(rates[params["/supply/damage"]] * games), games
    return evaluate


RATES = {d: min(1.0, max(0.0, (d - 8) / 16)) for d in range(8, 25)}
"""Win rate rising from 0 at 8 Damage to 1 at 24: 0.5 at 16."""


def test_tune_stops_at_the_first_trial_whose_interval_holds_the_target():
    log = []
    result = tune_values({"/supply/damage": (8, 24)}, target=0.5, evaluate=scripted(RATES, log=log), trials=40, seed=3,
                         start={"/supply/damage": 24})
    assert result.reached and not result.interrupted
    assert log[0] == 24, "the Call's own value is tried first"
    assert result.trials[-1].holds(0.5) and not any(t.holds(0.5) for t in result.trials[:-1])
    assert abs(result.win_rate - 0.5) <= 0.05
    assert len(log) == len(set(log)), "a value already played is not played again"
    doc = result.to_json()
    assert set(doc) >= {"target", "params", "win_rate", "win_rate_ci95", "trials"}
    assert doc["params"] == {"/supply/damage": result.params["/supply/damage"]} and len(doc["trials"]) == len(log)
    again = tune_values({"/supply/damage": (8, 24)}, target=0.5, evaluate=scripted(RATES), trials=40, seed=3,
                        start={"/supply/damage": 24})
    assert again.to_json() == doc, "a tune is reproducible from its seed"


def test_unreachable_target_ends_with_the_budget_and_the_closest_trial():
    result = tune_values({"/supply/damage": (8, 12)}, target=0.9, evaluate=scripted(RATES), trials=8, seed=0)
    assert not result.reached
    assert result.params == {"/supply/damage": 12}
    assert len(result.trials) <= 5


def test_a_trial_of_few_games_never_holds_the_target_and_the_result_says_how_many_are_needed(capsys):
    # 10 games a trial: 20% wins has the interval 6% to 51%, which holds a target of 50% whatever the values.
    result = tune_values({"/supply/damage": (8, 24)}, target=0.5, evaluate=scripted(RATES, games=10), trials=5, seed=0,
                         start={"/supply/damage": 11})
    assert len(result.trials) == 5, "no trial of 10 games stops the tune"
    assert result.trials[0].covers(0.5) and not result.trials[0].holds(0.5)
    assert not result.reached and result.too_few_games and result.to_json()["too_few_games"]
    assert result.games_needed == 93
    print_tune(result, None)
    out = capsys.readouterr().out
    assert "cannot tell whether it holds the target (10 games a trial are too few to tell" in out and "NOT" not in out
    assert "give --games-per-trial 93 or more" in out


def test_values_that_only_together_give_no_playable_call_are_refused_and_the_search_goes_on():
    def evaluate(params):
        if params["/a"] + params["/b"] > 4:
            raise PlaytestError("FP304 too many")
        return scripted({d: 0.2 for d in range(0, 4)})({"/supply/damage": params["/a"]})

    result = tune_values({"/a": (0, 3), "/b": (0, 3)}, target=0.9, evaluate=evaluate, trials=16, seed=2)
    refused = [t for t in result.trials if t.refused]
    assert len(result.trials) == 16 and {(t.params["/a"], t.params["/b"]) for t in refused} == {(3, 3), (2, 3), (3, 2)}
    assert result.best is not None and not result.best.refused and all(t.games == 0 for t in refused)
    assert result.to_json()["trials"][refused[0].number]["refused"] == "FP304 too many"


def test_ctrl_c_keeps_the_best_trial_so_far():
    seen = []

    def evaluate(params):
        if len(seen) == 3:
            raise KeyboardInterrupt
        seen.append(params["/supply/damage"])
        return scripted({d: 0.0 for d in range(8, 25)})(params)

    result = tune_values({"/supply/damage": (8, 24)}, target=0.5, evaluate=evaluate, trials=20, seed=1)
    assert result.interrupted and len(result.trials) == 3 and result.best is not None


def test_cli_tune_writes_a_clean_call_changed_only_at_the_pointer(tmp_path):
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    out = library / "tuned.call.json"
    run = CliRunner().invoke(app, [
        "tune", str(library / FAMILY.name), "--players", "4", "--target", "0.5", "--vary", "/supply/damage=8..24",
        "--games-per-trial", "40", "--trials", "4", "--out", str(out), "--format", "json",
    ])
    assert run.exit_code == 0, run.output
    doc = json.loads(run.stdout)
    damage = doc["params"]["/supply/damage"]
    assert 8 <= damage <= 24 and 1 <= len(doc["trials"]) <= 4
    assert (doc["bot"], doc["players"], doc["level"], doc["games_per_trial"]) == (DEFAULT_BOT, 4, None, 40)
    assert doc["win_rate_ci95"][0] <= doc["win_rate"] <= doc["win_rate_ci95"][1]
    before = FAMILY.read_text(encoding="utf-8").splitlines()
    after = out.read_text(encoding="utf-8").splitlines()
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert ('  "id": "fire-rescue-family",', '  "id": "tuned",') in changed  # the id its file name gives
    changed = [(a, b) for a, b in changed if '"id"' not in a]
    assert len(before) == len(after) and len(changed) <= 1
    if changed:
        assert changed[0][1] == changed[0][0].replace("24", str(damage))
    result = load_call(out)
    assert result.ok and not [d for d in validate_result(result) if d.severity == "error"]
    assert result.model.supply.damage == damage


def test_cli_tune_varies_a_key_the_file_leaves_out_from_its_default(tmp_path):
    """A card without ``copies`` is in the deck once: tuned from 1, and written only when the choice differs."""
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    out = library / "tuned.call.json"
    pointer = "/decks/0/cards/3/copies"
    source = json.loads((library / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
    assert "copies" not in source["decks"][0]["cards"][3]
    run = CliRunner().invoke(app, [
        "tune", str(library / "gsh-warehouse.call.json"), "--players", "3", "--target", "0.0", "--vary", f"{pointer}=1..2",
        "--games-per-trial", "6", "--trials", "2", "--out", str(out), "--format", "json",
    ])
    assert run.exit_code == 0, run.output
    doc = json.loads(run.stdout)
    assert doc["trials"][0]["params"] == {pointer: 1}, "the first trial plays the default"
    card = json.loads(out.read_text(encoding="utf-8"))["decks"][0]["cards"][3]
    assert card.get("copies", 1) == doc["params"][pointer]
    assert ("copies" in card) == (doc["params"][pointer] != 1)
    assert load_call(out).ok


@pytest.mark.parametrize(
    ("vary", "message"),
    [
        ("/supply/dmg=8..24", "has no key"),  # a key the Call does not have is added, and refused by the model
        ("/setup/poi/9/0=1..3", "has no element 9"),
        ("/supply/damage=24..8", "LO <= HI"),
        ("supply=1..2", "POINTER=LO..HI"),
    ],
)
def test_cli_tune_refuses_bad_ranges_before_playing(vary, message):
    out = FAMILY.parent / "never-written.call.json"
    run = CliRunner().invoke(app, [
        "tune", str(FAMILY), "--target", "0.5", "--vary", vary, "--out", str(out), "--trials", "2",
    ])
    assert run.exit_code == 2, run.output
    assert message in run.output or "unknown key" in run.output
    assert not out.exists()


def test_cli_tune_outside_the_project_copies_the_board_and_names_the_schema_by_its_url(tmp_path):
    out = tmp_path / "x.call.json"
    run = CliRunner().invoke(app, ["tune", str(FAMILY), "--target", "0.5", "--vary", "/supply/damage=8..24", "--trials",
                                   "1", "--games-per-trial", "4", "--bot", "random", "--out", str(out)])
    assert run.exit_code == 0, run.output
    assert json.loads(out.read_text(encoding="utf-8"))["$schema"] == (ROOT / "schemas" / "call.schema.json").as_uri()
    result = load_call(out)
    assert result.ok and result.board is not None and (tmp_path / "boards" / "fire-rescue-front.board.json").is_file()


def test_set_plays_the_same_games_as_the_changed_file(tmp_path):
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    changed = library / "changed.call.json"
    changed.write_text(FAMILY.read_text(encoding="utf-8").replace('"damage": 24', '"damage": 20'), encoding="utf-8")
    spec = pt.PlaytestSpec(call_path=str(FAMILY), players=3, seed=5)
    from authoring.playtest.changes import vary

    via_set = pt.summarize(pt.run_playtest(vary(spec, {"/supply/damage": 20}), 12))
    via_file = pt.summarize(pt.run_playtest(pt.PlaytestSpec(call_path=str(changed), players=3, seed=5), 12))
    assert via_set.pop("changes") == {"/supply/damage": 20}
    assert pt.strip_timing(via_set) == pt.strip_timing(via_file)


def test_cli_sweep_param_prints_one_run_per_value():
    run = CliRunner().invoke(app, [
        "playtest", str(FAMILY), "--games", "6", "--sweep-param", "/supply/damage=12,24", "--set", "/win/rescued=6",
        "--format", "json",
    ])
    assert run.exit_code == 0, run.output
    runs = json.loads(run.stdout)["runs"]
    assert [r["changes"] for r in runs] == [{"/win/rescued": 6, "/supply/damage": 12}, {"/win/rescued": 6, "/supply/damage": 24}]
    text = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "4", "--sweep-param", "/supply/damage=12,24"])
    assert text.exit_code == 0 and "/supply/damage=12" in text.output and "/supply/damage=24" in text.output
    bad = CliRunner().invoke(app, ["playtest", str(FAMILY), "--games", "1", "--set", "/supply/damage=-3"])
    assert bad.exit_code == 2 and "FP101" in bad.output


def test_every_trial_plays_new_values_and_a_small_range_is_played_out():
    """A sampler keeps to its best point in a small range: each trial of the budget still plays values not played yet."""
    log = []
    result = tune_values({"/supply/damage": (8, 10)}, target=0.99, evaluate=scripted(RATES, log=log), trials=10, seed=0,
                         start={"/supply/damage": 10})
    assert sorted(log) == [8, 9, 10], "every value of the range, each once"
    assert result.exhausted and not result.reached and result.params == {"/supply/damage": 10}
    assert [t.number for t in result.trials] == [0, 1, 2]
    assert result.to_json()["exhausted"] is True


def test_the_tune_table_says_when_every_value_was_played(capsys):
    from authoring.playtest.text import print_tune
    from authoring.playtest.tune import TuneResult, _trial

    result = TuneResult(target=0.9, trials=[_trial(0, {"/supply/damage": 9}, 50, 100), _trial(1, {"/supply/damage": 8}, 40, 100)],
                        exhausted=True)
    print_tune(result, None)
    assert "does NOT hold the target (every value in the ranges was played)" in capsys.readouterr().out
    print_tune(TuneResult(target=0.9, trials=[_trial(0, {"/supply/damage": 9}, 50, 100)]), None)
    assert "(the trial budget ended)" in capsys.readouterr().out


@pytest.mark.parametrize(("value", "said"), [
    ("[" * 100_000, "supply/damage: expected an integer, got a string"),
    ("1e309", "'1e309' is too large a number"),
    ("NaN", "'NaN' is not a number a Call can hold: JSON has no NaN or Infinity"),
    ("-Infinity", "'-Infinity' is not a number a Call can hold"),
])
def test_cli_set_with_a_hostile_value_is_a_clear_error(value, said):
    # A value nested 100,000 deep is a usage error, never a RecursionError traceback; NaN and 1e309 are refused
    # as the numbers they spell (not "a string"), never passed to the Call as Infinity.
    result = CliRunner().invoke(app, ["playtest", str(FAMILY), "-n", "1", "--set", f"/supply/damage={value}"])
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_cli_set_with_a_huge_value_is_not_echoed_whole():
    # A 5,000-digit value is not repeated whole in the label of the changed Call, nor in any message.
    result = CliRunner().invoke(app, ["playtest", str(FAMILY), "-n", "1", "--set", "/supply/damage=" + "9" * 5000])
    assert result.exit_code == 2 and len(result.output) < 1000, result.output[:300]


class _StuckSampler:
    """A sampler that keeps suggesting one point until it is handed another (what TPE does in a small range)."""

    def __init__(self, point: dict):
        self.point, self.queued = point, None

    def ask(self, distributions):
        from types import SimpleNamespace

        params, self.queued = (self.queued or self.point), None
        return SimpleNamespace(params=params)

    def tell(self, ask, value):
        pass

    def enqueue_trial(self, params):
        self.queued = params


@pytest.mark.parametrize("ranges", [{"/a": (0, 4), "/b": (0, 4)}, {"/a": (0, 10**6), "/b": (0, 10**6)}],
                         ids=["small grid", "huge grid"])
def test_a_stuck_sampler_is_given_the_nearest_unplayed_values(ranges):
    from authoring.playtest.tune import _fresh_ask, _trial

    played = {(2, 2): _trial(0, {"/a": 2, "/b": 2}, 1, 2)}
    ask = _fresh_ask(_StuckSampler({"/a": 2, "/b": 2}), {}, ranges, played, 0.5)
    key = (ask.params["/a"], ask.params["/b"])
    assert key not in played and abs(key[0] - 2) + abs(key[1] - 2) == 1


def test_the_studio_offers_every_deck_card_s_copies_to_tune():
    """The Tune page lists each card's ``copies``, at its default when the file leaves it out, and each level's counts."""
    from authoring.playtest.page import tune_choices

    choices = tune_choices(ROOT / "calls" / "gsh-warehouse.call.json")
    data = json.loads((ROOT / "calls" / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
    for i, deck in enumerate(data["decks"]):
        for j, card in enumerate(deck["cards"]):
            assert choices[f"/decks/{i}/cards/{j}/copies"] == card.get("copies", 1)
    assert choices["/supply/damage"] == data["supply"]["damage"]
    experienced = tune_choices(ROOT / "calls" / "fire-rescue-experienced.call.json")
    assert experienced["/levels/2/explosions"] == 4 and not any(p.startswith("/decks") for p in experienced)


def test_the_studio_tune_choices_survive_a_malformed_file(tmp_path):
    path = tmp_path / "broken.call.json"
    path.write_text('{"supply": {"damage": 20}, "decks": [{"cards": "none"}], "levels": 3}', encoding="utf-8")
    from authoring.playtest.page import tune_choices

    assert tune_choices(path) == {"/supply/damage": 20}


def test_cli_tune_says_what_played_its_trials(tmp_path):
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    run = CliRunner().invoke(app, [
        "tune", str(library / "fire-rescue-experienced.call.json"), "--players", "3", "--target", "0.5", "--vary",
        "/supply/damage=20..24", "--games-per-trial", "4", "--trials", "1", "--bot", "random",
        "--out", str(library / "t.call.json"),
    ])
    assert run.exit_code in (0, 1), run.output
    first = run.stdout.splitlines()[0]
    assert first.startswith("3 players, level recruit, 4 games a trial") and strength_label("random") in first


def test_a_call_edited_while_the_tune_plays_is_not_written_with_values_measured_on_another(tmp_path):
    from authoring.playtest.changes import write_changed
    from authoring.playtest.tune import tune

    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    call = library / FAMILY.name
    spec = pt.PlaytestSpec(call_path=str(call), players=4, seed=0)
    result = tune(spec, {"/supply/damage": (20, 24)}, target=0.5, games_per_trial=4, trials=1)
    call.write_text(call.read_text(encoding="utf-8").replace('"rescued": 7', '"rescued": 2'), encoding="utf-8")
    with pytest.raises(pt.PlaytestError, match="changed while the games were played"):
        write_changed(str(call), result.changes, library / "tuned.call.json", measured=result.measured)
    assert not (library / "tuned.call.json").exists()


def test_a_tuned_call_that_cannot_be_written_still_shows_its_trials(tmp_path, monkeypatch):
    library = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", library)
    out = library / "tuned.call.json"
    from authoring.playtest import tune as tune_module

    real = tune_module.run_playtest

    def play_then_someone_writes(*args, **kwargs):
        run = real(*args, **kwargs)
        out.write_text("{}", encoding="utf-8")  # another program writes the file while the trial plays
        return run

    monkeypatch.setattr(tune_module, "run_playtest", play_then_someone_writes)
    run = CliRunner().invoke(app, ["tune", str(library / "fire-rescue-family.call.json"), "--target", "0.9",
                                   "--vary", "/supply/damage=20..21", "--trials", "2", "--games-per-trial", "3",
                                   "--bot", "random", "--out", str(out)])
    assert run.exit_code == 2, run.output
    assert "was written by someone else meanwhile: it is kept" in run.output and out.read_text(encoding="utf-8") == "{}"
    assert "chosen: /supply/damage = " in run.output and "trial  /supply/damage  win rate" in run.output
    assert "tuned Call written" not in run.output


def test_an_interrupted_tune_says_how_many_trials_it_played(capsys):
    from authoring.playtest.text import print_tune

    def evaluate(params):
        if params["/supply/damage"] == 9:
            raise KeyboardInterrupt
        return scripted(RATES)(params)

    result = tune_values({"/supply/damage": (8, 24)}, target=0.9, evaluate=evaluate, trials=30, seed=1,
                         start={"/supply/damage": 8})
    print_tune(result, None)
    said = capsys.readouterr().out
    assert f"interrupted after {len(result.trials)} of 30 trials" in said and "the trial budget ended" not in said


def test_cli_tune_into_a_folder_without_write_permission_fails_before_any_game(tmp_path, monkeypatch):
    from authoring.files import save

    monkeypatch.setattr(save, "can_write_in", lambda folder: Path(folder) != tmp_path)
    played = []
    monkeypatch.setattr("authoring.playtest.tune.run_playtest", lambda *a, **k: played.append(1))
    run = CliRunner().invoke(app, [
        "tune", str(FAMILY), "--target", "0.5", "--vary", "/supply/damage=8..24", "--out", str(tmp_path / "t.call.json"),
    ])
    assert run.exit_code == 2 and not played
    assert f"the folder {tmp_path} cannot be written to (no permission)" in run.output


def test_a_trial_that_holds_the_target_is_chosen_over_a_closer_one_too_wide_to_tell():
    from authoring.playtest import stats
    from authoring.playtest.tune import TuneResult, _trial, games_for_width

    wide, held = _trial(0, {"/a": 1}, 5, 10), _trial(1, {"/a": 2}, 190, 400)  # 50% of 10, 47.5% of 400
    result = TuneResult(0.5, [wide, held])
    assert result.best is held and result.reached and not result.too_few_games
    # from the count it gives on, every count is narrow enough (the width does not fall at every step)
    n = games_for_width(0.1)
    for games in range(n, 4 * n):
        lo, hi = stats.wilson_interval(round(0.1 * games), games)
        assert hi - lo <= 0.2 + 1e-9, games
