"""Shared fixtures: the bundled Calls and boards."""

import pytest
from engine_support import load_board, load_call


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
