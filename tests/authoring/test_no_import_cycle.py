"""The loader builds on the checks, never the other way round (no import cycle, not even inside a function)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_checks_never_import_the_loader():
    offenders = {
        path.name: sorted(m for m in _imports(path) if m == "authoring.files.load" or m.startswith("authoring.files.load."))
        for path in sorted((ROOT / "authoring" / "checks").glob("*.py"))
    }
    assert {name: mods for name, mods in offenders.items() if mods} == {}
