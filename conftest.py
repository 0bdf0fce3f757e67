"""Test-wide hooks.

With the compiled engine in use (see :mod:`engine.accel`), the compiled
modules' sources are not collected for doctests: their functions are compiled
(doctest finds no examples in them) and the modules come from extension
files, not from those sources. ``make test`` runs the engine's doctests and
engine-heavy tests once more on the pure engine (``CALLFORGE_PURE=1``).
"""

from pathlib import Path

from engine import accel

_COMPILED = {path.resolve() for path in accel.compiled_sources().values()} if accel.in_use() else set()


def pytest_ignore_collect(collection_path: Path, config) -> bool | None:
    return True if collection_path.resolve() in _COMPILED else None
