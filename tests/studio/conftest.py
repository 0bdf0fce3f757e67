"""Shared fixtures of the studio tests."""

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def library(tmp_path):
    """A copy of the bundled library that a test may edit and save into."""
    target = tmp_path / "calls"
    shutil.copytree(ROOT / "calls", target)
    return target
