"""Broken files give the expected diagnostics at the expected places (tests/golden/load/<case>/).

Each case folder holds one board or Call file (and, for Calls, a ``boards/``
folder) and ``expected.json``. After a deliberate change, rewrite the expected
files with ``PYTHONPATH=. python tests/golden/load/regen_load_golden.py`` and review the diff.
"""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "golden" / "load"))
import regen_load_golden as regen  # noqa: E402

FIRST = {
    "truncated-json": ("FP100", 7, 1),
    "bad-utf8": ("FP100", 3, 22),
    "duplicate-key": ("FP100", 5, 3),
    "wrong-type": ("FP101", 3, 11),
    "unknown-key": ("FP101", 5, 32),
    "bad-enum": ("FP101", 6, 16),
    "missing-key": ("FP101", 1, 1),
    "bad-region": ("FP101", 4, 34),
    "bad-count": ("FP101", 7, 39),
    "not-an-object": ("FP101", 1, 1),
    "missing-board": ("FP102", 4, 12),
    "escaping-board-path": ("FP102", 4, 12),
    "absolute-board-path": ("FP102", 4, 12),
    "broken-board": ("FP102", 4, 12),
    "unknown-format-version": ("FP103", 3, 21),
    "url-board-reference": ("FP102", 4, 12),
    "long-board-reference": ("FP102", 4, 12),
    "nul-board-reference": ("FP102", 4, 12),
    "symlinked-board-id": ("FP102", 4, 12),
    "symlinked-boards-folder": ("FP102", 4, 12),
    "utf16-board": ("FP100", 1, 1),
    "nul-in-string": ("FP100", 3, 24),
    "board-is-a-folder": ("FP102", 4, 12),
    "full-width-digit": ("FP100", 3, 11),
}
"""Code, line and column of each case's first diagnostic, counted by hand in the input file.

They pin what a regenerated expected.json may not silently change.
"""


def test_every_case_folder_is_listed():
    assert sorted(c.name for c in regen.cases()) == sorted(FIRST)


@pytest.mark.parametrize("case", regen.cases(), ids=lambda p: p.name)
def test_golden_case(case):
    expected = json.loads((case / "expected.json").read_text(encoding="utf-8"))
    actual = regen.actual(case)
    assert actual == expected
    assert expected["diagnostics"], "a broken file must give at least one diagnostic"
    first = expected["diagnostics"][0]
    assert (first["code"], first["line"], first["column"]) == FIRST[case.name]
    assert {d["code"] for d in expected["diagnostics"]} == {FIRST[case.name][0]}
