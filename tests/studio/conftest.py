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


@pytest.fixture
def family_with_missing_board(library):
    """The library's family Call, edited to name a board that does not exist (FP102): its path."""
    call = library / "fire-rescue-family.call.json"
    text = call.read_text(encoding="utf-8")
    call.write_text(text.replace('"board": "fire-rescue-front"', '"board": "nope"'), encoding="utf-8")
    return call
