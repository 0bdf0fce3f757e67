"""Every benchmark script still starts: its imports resolve and ``--help`` answers (never the benchmark itself).

The benchmarks print figures and are never timed here; this only keeps them
from breaking silently when the code they measure moves.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "bench").glob("*.py") if "__main__" in p.read_text(encoding="utf-8"))


def test_there_are_benchmarks_to_check():
    assert len(SCRIPTS) >= 10


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_benchmark_script_starts(script):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(script), "--help"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_benchmark_examples_hold(script, monkeypatch):
    """The runnable examples in a benchmark's docstrings (its helper arithmetic) still give what they show."""
    import doctest
    import importlib.util

    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.syspath_prepend(str(ROOT / "bench"))  # the scripts import their sibling helpers by name
    spec = importlib.util.spec_from_file_location(f"bench_{script.stem}", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    failed, _ = doctest.testmod(module, verbose=False, report=True)
    assert failed == 0


def test_bot_strength_pairs_a_run_with_the_games_it_saved(tmp_path):
    """``--save`` then ``--against`` on the same tree replays the same games: every paired change is 0."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    saved = tmp_path / "before.json"
    common = [sys.executable, str(ROOT / "bench" / "bot_strength.py"), "--bot", "heuristic", "--counter-games", "0",
              "--jobs", "1", "--seed", "5", "--rows", "fire-rescue-experienced:recruit:2"]
    first = subprocess.run([*common, "--games", "6", "--save", str(saved)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    assert sorted(json.loads(saved.read_text())["rows"]) == ["fire-rescue-experienced:recruit:2"]
    again = subprocess.run([*common, "--games", "4", "--against", str(saved)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert "vs saved: win +0.0 [+0.0, +0.0] points, rescued +0.00 [+0.00, +0.00]" in again.stdout
    other_seed = subprocess.run([*common[:-4], "--seed", "6", "--rows", "fire-rescue-experienced:recruit:2", "--games", "4",
                                 "--against", str(saved)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert other_seed.returncode != 0 and "would not pair" in other_seed.stderr


def test_tune_team_checks_a_team_paired_with_todays():
    """``--check`` with the shipped team plays the same games twice: the paired change is exactly 0."""
    from engine.bots import setup_for
    from engine.model.ruleset import SPECIALISTS

    today = setup_for("reference", None, None, players=2, difficulty="recruit", allowed=SPECIALISTS)["specialists"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, str(ROOT / "bench" / "tune_team.py"), "--levels", "recruit", "--players", "2",
               "--games", "4", "--seed", "5", "--jobs", "1", "--check"]
    same = subprocess.run([*command, ",".join(today)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert same.returncode == 0, same.stderr
    assert "win +0.0 [+0.0, +0.0] points, rescued +0.00 [+0.00, +0.00]" in same.stdout
    unknown = subprocess.run([*command, "generalist,medic"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert unknown.returncode == 2 and "unknown specialist 'medic'" in unknown.stderr
    too_many = subprocess.run([*command, "generalist,cafs_firefighter,fire_captain"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=300)
    assert too_many.returncode == 2 and "give --players 3" in too_many.stderr
