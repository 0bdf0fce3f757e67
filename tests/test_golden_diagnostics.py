"""Golden diagnostics: one folder per case under tests/golden/diagnostics/<code>-<name>/.

A case holds a small board and/or Call with one mistake (usually a copy of a
bundled file) and ``expected.json``: every diagnostic of the folder's code
that the case produces. Regenerate after a deliberate change with
``CALLFORGE_REGEN_GOLDEN=1 pytest tests/test_golden_diagnostics.py`` and
review the diff like code.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from authoring.diagnostics import REGISTRY
from authoring.files.validate import analyse_path, validate_path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
CASES = sorted(p for p in (GOLDEN / "diagnostics").iterdir() if p.is_dir())
REGEN = os.environ.get("CALLFORGE_REGEN_GOLDEN") == "1"


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def observed(case: Path) -> list[dict]:
    """Every diagnostic of the case's code, as ``expected.json`` lists them.

    Each board and Call file at the top of the case is validated as
    ``callforge validate`` does; the analysis findings (FP4xx) are those of
    ``callforge analyse`` on the Call, or on the board when there is no Call.
    """
    code = case.name.split("-")[0]
    found = []
    files = sorted(p for p in case.iterdir() if p.name.endswith((".board.json", ".call.json")))
    for path in files:
        found += [(path.name, d) for d in validate_path(path)]
    calls = [p for p in files if p.name.endswith(".call.json")]
    for path in calls or files:
        analysed = analyse_path(path)
        if analysed.board_path is not None:
            shown = Path(analysed.board_path).resolve().relative_to(case.resolve()).as_posix()
            found += [(shown, d) for d in analysed.findings if (shown, d) not in found]
    return [
        {
            "file": name,
            "code": d.code,
            "severity": d.severity,
            "pointer": d.pointer,
            "line": d.line,
            "column": d.column,
            "cells": [list(c) for c in d.cells],
            "message": d.message,
            "hint": d.hint,
        }
        for name, d in found
        if d.code == code
    ]


def _dump(diagnostics: list[dict]) -> str:
    """``expected.json`` text: one key per line, cell lists kept on one line."""
    blocks = []
    for d in diagnostics:
        lines = [f"      {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in d.items()]
        blocks.append("    {\n" + ",\n".join(lines) + "\n    }")
    return '{\n  "diagnostics": [\n' + ",\n".join(blocks) + "\n  ]\n}\n"


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_golden_case(case):
    got = observed(case)
    expected_path = case / "expected.json"
    if REGEN:
        expected_path.write_text(_dump(got), encoding="utf-8")
    expected = _read(expected_path)["diagnostics"]
    assert expected, f"{case.name}: a golden case must expect at least one diagnostic"
    assert got == expected


def _codes_with_cases() -> set[str]:
    codes = {p.name.split("-")[0] for p in CASES}
    for expected in sorted(GOLDEN.glob("load/*/expected.json")):
        codes |= {d.get("code") for d in _read(expected).get("diagnostics", [])}
    return codes


@pytest.mark.parametrize("code", sorted(REGISTRY))
def test_every_code_has_a_golden_case(code):
    assert code in _codes_with_cases(), (
        f"{code} has no golden case: add tests/golden/diagnostics/{code}-<name>/ "
        "(or a loader case under tests/golden/load/ whose expected.json names it)"
    )


def test_case_folders_name_registered_codes():
    unknown = sorted(p.name for p in CASES if p.name.split("-")[0] not in REGISTRY)
    assert not unknown
