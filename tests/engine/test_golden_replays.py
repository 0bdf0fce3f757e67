"""Every bundled Call has a golden replay, and it still replays without divergence."""

import json
from pathlib import Path

import pytest
from engine_support import ROOT, load_board, load_call

from engine.replay import run_replay

REPLAYS = ROOT / "tests" / "golden" / "replays"
CALL_IDS = sorted(p.name.removesuffix(".call.json") for p in (ROOT / "calls").glob("*.call.json"))


@pytest.mark.parametrize("call_id", CALL_IDS)
def test_every_call_has_a_golden_replay(call_id):
    assert (REPLAYS / f"{call_id}.replay.json").is_file(), f"record one with `make replays` for {call_id}"


@pytest.mark.parametrize("path", sorted(REPLAYS.glob("*.replay.json")), ids=lambda p: p.name)
def test_golden_replay_replays(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    call = load_call(data["call"])
    result = run_replay(data, call, load_board(call.board))
    assert result.ok, str(result.divergence)
    assert result.steps == len(data["steps"]) and result.outcome == data["outcome"]


def test_a_changed_roll_is_reported_at_its_step():
    path = REPLAYS / "fire-rescue-family.replay.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    i = next(k for k, s in enumerate(data["steps"]) if s["rolls"])
    data["steps"][i]["rolls"][0] = data["steps"][i]["rolls"][0] % 6 + 1
    result = run_replay(data, load_call(data["call"]), load_board("fire-rescue-front"))
    assert not result.ok
    assert result.divergence.step == i and result.divergence.what == "roll #1"
    assert result.divergence.why and f"roll #1 ({result.divergence.why})" in str(result.divergence)
