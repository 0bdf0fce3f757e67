"""Shared fixtures: the bundled Calls and boards."""

from pathlib import Path

import pytest

from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]


def load_call(name: str) -> Call:
    return Call.model_validate_json((ROOT / "calls" / f"{name}.call.json").read_text(encoding="utf-8"))


def load_board(name: str) -> Board:
    return Board.model_validate_json((ROOT / "calls" / "boards" / f"{name}.board.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def family():
    return load_call("fire-rescue-family")


@pytest.fixture(scope="session")
def experienced():
    return load_call("fire-rescue-experienced")


@pytest.fixture(scope="session")
def front():
    return load_board("fire-rescue-front")


@pytest.fixture(scope="session")
def back():
    return load_board("fire-rescue-back")
