"""The README's Python example runs as written (a designer's first try of the engine API)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_python_example_runs(monkeypatch):
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    assert blocks, "the README has a Python example"
    monkeypatch.chdir(ROOT)
    for block in blocks:
        namespace: dict = {}
        exec(compile(block, "README.md", "exec"), namespace)  # noqa: S102 - the project's own README
        if "events" in namespace:
            assert namespace["events"], "the example's action produced its events"
