"""Every benchmark script with options still starts: its imports resolve and ``--help`` answers.

The benchmarks print figures and are never timed here; this only keeps them
from breaking silently when the code they measure moves.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "bench").glob("*.py") if "argparse" in p.read_text(encoding="utf-8"))


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
