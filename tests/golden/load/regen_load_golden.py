"""Rewrite the expected.json of every loader golden case from what the loader says now.

Run from the repository root, then review the diff like code:

    PYTHONPATH=. python tests/golden/load/regen_load_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from authoring.files.load import load_path

CASES = Path(__file__).resolve().parent


def case_input(case: Path) -> Path:
    """The one board or Call file at the top of a case folder."""
    (found,) = [p for p in sorted(case.iterdir()) if p.name.endswith((".board.json", ".call.json"))]
    return found


def actual(case: Path) -> dict:
    """The loader's diagnostics for a case, in the expected.json form."""
    result = load_path(case_input(case))
    return {"diagnostics": [d.to_json() for d in result.diagnostics]}


def cases() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


def main() -> None:
    for case in cases():
        text = json.dumps(actual(case), indent=2, ensure_ascii=False) + "\n"
        (case / "expected.json").write_text(text, encoding="utf-8")
        print(f"wrote {case.name}/expected.json")


if __name__ == "__main__":
    main()
