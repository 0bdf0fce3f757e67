"""``callforge replay`` reads tampered replay files as it reads Calls: located diagnostics, never a traceback."""

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.files.load import load_replay

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden" / "replays" / "fire-rescue-experienced.replay.json"
REPLAY = json.loads(GOLDEN.read_text(encoding="utf-8"))


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _write(tmp_path, data, name="r.replay.json") -> Path:
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _replay(path):
    return run("replay", path, "--library", ROOT / "calls")


def test_the_golden_replay_still_runs(tmp_path):
    result = _replay(_write(tmp_path, REPLAY))
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        (lambda d: d.pop("seed"), ""),
        (lambda d: d.pop("steps"), ""),
        (lambda d: d["options"].update(players="four"), "/options/players"),
        (lambda d: d["options"].update(players=0), "/options/players"),
        (lambda d: d.update(call="../../etc/passwd"), "/call"),
        (lambda d: d["steps"][3].update(action=7), "/steps/3/action"),
        (lambda d: d["steps"][3].update(hash="zz"), "/steps/3/hash"),
        (lambda d: d["setup"].update(rolls=[0]), "/setup/rolls/0"),
        (lambda d: d.update(format_version=9), "/format_version"),
        (lambda d: d.update(extra=1), "/extra"),
    ],
)
def test_a_tampered_replay_is_located(tmp_path, change, pointer):
    data = json.loads(json.dumps(REPLAY))
    change(data)
    path = _write(tmp_path, data)
    loaded = load_replay(path)
    assert loaded.model is None
    assert pointer in [d.pointer for d in loaded.diagnostics]
    result = _replay(path)
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"{path}:" in result.stderr and " FP10" in result.stderr


@pytest.mark.parametrize(
    "data",
    [
        "[" * 5000 + "]" * 5000,
        json.dumps(REPLAY).encode("utf-16"),
        b"\x00" * 1000,
        "",
        "null",
    ],
    ids=["deep", "utf-16", "nul-bytes", "empty", "null"],
)
def test_text_that_is_no_replay_is_refused_without_a_traceback(tmp_path, data):
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1, result.output  # a file with errors, as every command reports one
    assert isinstance(result.exception, SystemExit)
    assert "FP10" in result.stderr


def test_an_unknown_level_or_bad_action_text_is_reported(tmp_path):
    data = json.loads(json.dumps(REPLAY))
    data["options"]["difficulty"] = "nightmare"
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1 and "unknown level 'nightmare'" in result.stderr
    line = next(i for i, text in enumerate(_write(tmp_path, data).read_text(encoding="utf-8").split("\n"), 1)
                if '"nightmare"' in text)
    assert f"r.replay.json:{line}:" in result.stderr  # at the level named, not at the file's start
    data = json.loads(json.dumps(REPLAY))
    data["steps"][2]["action"] = "fly 1,1"
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1 and "step 3: cannot read action 'fly 1,1'" in result.stderr


def test_a_replay_over_the_size_limit_is_not_read(tmp_path):
    path = tmp_path / "big.replay.json"
    path.write_bytes(b" " * (5 * 1024 * 1024 + 1))
    result = _replay(path)
    assert result.exit_code == 1 and "not read" in result.stderr


def test_random_tampering_never_gives_a_traceback(tmp_path):
    text = GOLDEN.read_text(encoding="utf-8")
    rng = random.Random(14)
    for k in range(60):
        chars = list(text)
        for _ in range(rng.randint(1, 5)):
            at = rng.randrange(len(chars))
            chars[at] = rng.choice('{}[]",:0123456789 -aZ\x00')
        result = _replay(_write(tmp_path, "".join(chars), f"t{k}.replay.json"))
        assert result.exception is None or isinstance(result.exception, SystemExit), (k, result.exception)
        assert result.exit_code in (0, 1, 2)


# --- every replay written can be read again ---------------------------------------


def _library_with(tmp_path, name: str, change) -> Path:
    import shutil

    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    data = json.loads((ROOT / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    change(data)
    data["id"] = name
    path = tmp_path / f"{name}.call.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_replay_of_a_call_with_the_largest_poi_bag_runs_again(tmp_path):
    """Draws from a bag of 2,000 POI roll values above 1,000: the replay format holds every value a Call can roll."""
    call = _library_with(tmp_path, "bigbag", lambda d: d.update(poi_bag={"victims": 1000, "false_alarms": 1000}))
    assert run("validate", call).exit_code == 0
    out = tmp_path / "big.replay.json"
    for seed in range(3):
        recorded = run("replay", "--record", call, "--out", out, "--players", 2, "--seed", seed, "--force")
        assert recorded.exit_code == 0, recorded.output
        again = run("replay", out, "--library", tmp_path)
        assert again.exit_code == 0, again.output
    assert max(r for step in json.loads(out.read_text())["steps"] for r in step["rolls"]) > 0


def test_the_recorder_refuses_what_a_replay_cannot_hold():
    from engine.errors import GameError
    from engine.model.saved import MAX_ROLLS, MAX_STEPS, ReplayFile
    from engine.replay import _recordable

    assert _recordable([1] * MAX_ROLLS, "the setup") == [1] * MAX_ROLLS
    with pytest.raises(GameError, match="a replay records at most"):
        _recordable([1] * (MAX_ROLLS + 1), "the setup")
    from authoring.files.load import MAX_ITEMS

    assert MAX_STEPS <= MAX_ITEMS and MAX_ROLLS <= MAX_ITEMS, "the reader reads every list the recorder writes"
    assert ReplayFile.model_fields["steps"].metadata[0].max_length == MAX_STEPS


def test_a_file_written_at_the_record_name_during_the_game_is_kept(tmp_path, monkeypatch):
    import engine.replay

    out = tmp_path / "race.replay.json"
    original = engine.replay.record

    def record_while_someone_saves(*args, **kwargs):
        out.write_text("MY PRECIOUS\n")
        return original(*args, **kwargs)

    monkeypatch.setattr(engine.replay, "record", record_while_someone_saves)
    result = run("replay", "--record", ROOT / "calls" / "fire-rescue-family.call.json", "--out", out, "--players", 2)
    assert result.exit_code == 0, result.output
    assert out.read_text() == "MY PRECIOUS\n"
    assert "was written by someone else meanwhile: it is kept" in result.output
    assert run("replay", tmp_path / "race-2.replay.json", "--library", ROOT / "calls").exit_code == 0


@pytest.mark.parametrize("change, said", [
    (lambda d: d.update(board="fire-rescue-back"), "it was played on the board 'fire-rescue-back'"),
    (lambda d: d.update(call="fire-rescue-family"), "it is a game of the Call 'fire-rescue-family', not of"),
])
def test_a_replay_of_another_call_or_board_says_so(tmp_path, change, said):
    data = json.loads(json.dumps(REPLAY))
    change(data)
    result = run("replay", _write(tmp_path, data), "--call", ROOT / "calls" / "fire-rescue-experienced.call.json")
    assert result.exit_code == 1 and said in " ".join(result.stderr.split()), result.output


def test_a_key_twice_in_a_replay_is_refused_at_its_place(tmp_path):
    golden = ROOT / "tests" / "golden" / "replays" / "fire-rescue-family.replay.json"
    text = golden.read_text(encoding="utf-8")
    twice = tmp_path / "twice.replay.json"
    twice.write_text(text.replace('"seed": ', '"seed": 1, "seed": ', 1), encoding="utf-8")
    result = run("replay", twice)
    assert result.exit_code == 1 and "FP100" in result.stderr and "seed" in result.stderr, result.output


def test_a_call_or_board_given_as_the_replay_is_named_for_what_it_is():
    result = _replay(ROOT / "calls" / "fire-rescue-family.call.json")
    said = " ".join(result.output.split())
    assert result.exit_code == 2 and "FP101" not in said
    assert "fire-rescue-family.call.json is a Call file; replay re-runs a recorded game (.replay.json)" in said
    assert "callforge replay --record" in said
    board = _replay(ROOT / "calls" / "boards" / "fire-rescue-front.board.json")
    assert board.exit_code == 2 and "fire-rescue-front.board.json is a board file; replay re-runs" in board.output
    assert len(board.output.strip().splitlines()) == 1  # one line, whatever the path's length


def test_a_recorded_action_no_longer_legal_says_why(tmp_path):
    data = json.loads(json.dumps(REPLAY))
    first = next(i for i, step in enumerate(data["steps"]) if step["action"].startswith("move "))
    data["steps"][first]["action"] = "move 7,9"  # a corner far from every firefighter
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1
    assert f"step {first + 1}: the recorded action 'move 7,9' is not legal there: 7,9 is not next to the firefighter on" in result.output


def test_a_replay_that_is_not_there_is_a_usage_problem_and_one_with_errors_an_error(tmp_path):
    """Exit 2 for a name with no file (README: a usage problem), 1 for a file with errors, as for a Call."""
    assert _replay(tmp_path / "nowhere.replay.json").exit_code == 2
    assert _replay(_write(tmp_path, "{")).exit_code == 1


def test_a_misspelt_action_and_a_cut_replay_are_said_in_words(tmp_path):
    data = json.loads(json.dumps(REPLAY))
    first = data["steps"][0]["action"]
    data["steps"][0]["action"] = "mvoe " + first.split(" ", 1)[-1]
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1
    assert "diverges: step 1: cannot read action 'mvoe " in result.stderr and "unknown action 'mvoe'" in result.stderr
    cut = json.loads(json.dumps(REPLAY))
    cut["steps"] = cut["steps"][:5]
    result = _replay(_write(tmp_path, cut, "cut.replay.json"))
    assert result.exit_code == 1
    said = " ".join(result.stderr.split())
    assert "after the last recorded step (5) the game is not over, but the replay records its end: lost: " in said
    assert "{" not in said and "None" not in said


def test_an_action_recorded_after_the_end_is_said_in_words(tmp_path):
    data = json.loads(json.dumps(REPLAY))
    data["steps"].append(data["steps"][-1])
    result = _replay(_write(tmp_path, data))
    assert result.exit_code == 1
    said = " ".join(result.stderr.split())
    assert f"step {len(data['steps'])}: the game is already over (" in said and "yet the replay records it" in said


def _second_starts_inside(data):
    data["options"]["start"] = {"firefighters": [[0, 0], [3, 3]] + [[0, 0]] * (data["options"]["players"] - 2)}


@pytest.mark.parametrize(("change", "pointer", "said", "said_hu"), [
    (lambda d: d["options"].update(start={"ambulance": 999, "engine": 0}), "/options/start", "out of range",
     "kívül esik a tartományon"),
    (lambda d: d["options"].update(start={"firefighters": [[99, 99]] * d["options"]["players"]}),
     "/options/start/firefighters/0", "firefighter 1 starts on [99, 99], off the", "1. tűzoltó a(z) [99, 99] mezőn kezdene"),
    (lambda d: d["options"].update(specialists=["chef"] * d["options"]["players"]), "/options/specialists", "chef",
     "ismeretlen specialista: 'chef'"),
    (_second_starts_inside, "/options/start/firefighters/1", "firefighter 2 starts on [3, 3], inside the building",
     "2. tűzoltó a(z) [3, 3] mezőn, az épületen belül kezdene"),
])
def test_an_option_no_game_of_the_call_can_start_with_is_refused_at_the_option(tmp_path, change, pointer, said,
                                                                                said_hu):
    data = json.loads(json.dumps(REPLAY))
    change(data)
    path = _write(tmp_path, data)
    line, column = load_replay(path).positions[pointer]
    result = _replay(path)
    assert result.exit_code == 1, result.output
    assert f"{path}:{line}:{column}: cannot be re-run:" in result.stderr and said in result.stderr, result.stderr
    resumed = run("play", ROOT / "calls" / "fire-rescue-experienced.call.json", "--resume", path, "--lang", "hu")
    assert resumed.exit_code == 1 and said_hu in resumed.stderr and "Traceback" not in resumed.output, resumed.output
    assert f"{path}:{line}:{column}:" in resumed.stderr and "A játék nem indítható" in resumed.stderr
    english = " ".join(result.stderr.split("cannot be re-run: ", 1)[1].split())
    assert english not in " ".join(resumed.stderr.split())  # the reason in the language, not in English


def test_a_replay_without_a_seed_number_is_refused_at_the_seed(tmp_path):
    """A replay plays its dice again from its seed: one with no seed would roll other dice at every run."""
    data = json.loads(json.dumps(REPLAY))
    data["seed"] = None
    path = _write(tmp_path, data)
    assert [d.pointer for d in load_replay(path).diagnostics] == ["/seed"]
    result = _replay(path)
    assert result.exit_code == 1 and "seed" in result.stderr, result.output


def test_a_level_given_to_a_call_without_levels_is_refused_on_resume(tmp_path):
    family = json.loads((ROOT / "tests" / "golden" / "replays" / "fire-rescue-family.replay.json").read_text("utf-8"))
    family["options"]["difficulty"] = "veteran"
    path = _write(tmp_path, family)
    resumed = run("play", ROOT / "calls" / "fire-rescue-family.call.json", "--resume", path)
    assert resumed.exit_code == 1 and "veteran" in resumed.stderr, resumed.output
    assert "no levels" in _replay(path).stderr


def test_a_setup_refusal_without_a_key_is_said_with_its_place_once(tmp_path, monkeypatch):
    from authoring import playing
    from engine.errors import GameError
    from engine.game import Game

    def refuse(*args, **kwargs):
        raise GameError("some engine refusal")

    path = _write(tmp_path, json.loads(json.dumps(REPLAY)))
    monkeypatch.setattr(Game, "new", refuse)
    with pytest.raises(playing.PlayError) as refused:
        playing.session_from_replay(path.read_bytes(), path.name, ROOT / "calls")
    for lang in ("en", "hu"):
        said = refused.value.text(lang)
        assert said.count(f"{path.name}:") == 1 and said.endswith("some engine refusal"), said


def _as_format_1(replay: dict) -> dict:
    """``replay`` as format 1 wrote it: the commanded firefighter of each ``cmd`` counted from 0."""
    def old(text: str) -> str:
        words = text.split(" ")
        return " ".join(["cmd", str(int(words[1]) - 1), *words[2:]]) if words[0] == "cmd" else text

    return {**replay, "format_version": 1, "steps": [{**step, "action": old(step["action"])} for step in replay["steps"]]}


def test_a_replay_of_format_1_runs_again_its_commands_counted_from_1(tmp_path):
    """Format 1 counted the firefighter a command goes to from 0: read as format 2, the same game runs again."""
    from engine.model.saved import ReplayFile

    old = _as_format_1(REPLAY)
    assert any(step["action"].startswith("cmd 0 ") for step in old["steps"])  # the test has a command to firefighter 1
    result = _replay(_write(tmp_path, old))
    assert result.exit_code == 0, result.output
    read = ReplayFile.model_validate(old)
    assert read.format_version == 2 and [s.action for s in read.steps] == [s["action"] for s in REPLAY["steps"]]
    assert load_replay(_write(tmp_path, old, "old.replay.json")).model.steps == read.steps


def test_a_replay_of_a_format_to_come_is_refused_and_located(tmp_path):
    result = _replay(_write(tmp_path, {**REPLAY, "format_version": 3}))
    assert result.exit_code == 1 and "FP103" in result.output and "reads replay format 1, 2" in result.output, result.output


def test_a_state_hash_that_is_not_one_is_named_with_its_step(tmp_path):
    data = json.loads(json.dumps(REPLAY))
    data["steps"][3]["hash"] = "x"
    (found,) = [d for d in load_replay(_write(tmp_path, data)).diagnostics if d.pointer == "/steps/3/hash"]
    assert found.message == "steps/3/hash: 'x' is not a state hash: 16 digits of 0-9 and a-f", found.message


def test_a_step_of_a_format_1_replay_is_quoted_as_its_file_writes_it(tmp_path):
    """A command of format 1 with odd spacing is still upgraded; a step that diverges is quoted as the file holds it,
    with how it was read."""
    old = _as_format_1(REPLAY)
    i = next(i for i, step in enumerate(old["steps"]) if step["action"].startswith("cmd "))
    written = old["steps"][i]["action"].replace(" ", "  ", 1)
    old["steps"][i] = {**old["steps"][i], "action": written, "hash": "0" * 16}
    result = _replay(_write(tmp_path, old))
    assert result.exit_code == 1, result.output
    assert f"({written} (format 1; read as {REPLAY['steps'][i]['action']}))" in result.output, result.output
    assert "state hash differs" in result.output, result.output


def test_a_step_that_plays_otherwise_is_located_at_its_line_and_counted_from_1(tmp_path):
    """The divergence names the step as ``play --resume`` counts it, at the line the file writes it on."""
    data = json.loads(json.dumps(REPLAY))
    first = next(i for i, step in enumerate(data["steps"]) if step["action"].startswith("move "))
    data["steps"][first]["action"] = "move 7,9"
    from authoring.commands.play import replay_text

    path = _write(tmp_path, replay_text(data))  # one step a line, as replays are written
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if '"move 7,9"' in text)
    result = _replay(path)
    assert result.exit_code == 1 and f"r.replay.json:{line}:" in result.output
    assert f":{line}:5: diverges: step {first + 1}: the recorded action 'move 7,9'" in result.output, result.output


def test_a_replay_of_a_call_the_library_lacks_is_an_error_at_its_call(tmp_path):
    data = {**json.loads(json.dumps(REPLAY)), "call": "nonexistent"}
    path = _write(tmp_path, data)
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if '"nonexistent"' in text)
    result = _replay(path)
    said = " ".join(result.output.split())
    assert result.exit_code == 1 and f"r.replay.json:{line}:" in said
    assert "it is a game of the Call 'nonexistent', which the library" in said and "--call PATH" in said
