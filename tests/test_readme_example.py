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


SMALLER = {"--games": "4", "--games-per-trial": "4", "--trials": "1", "--jobs": "1"}
"""The tour's sizes cut down: a test plays a few games where a designer plays thousands."""


def _tour_lines() -> list[str]:
    """The ``callforge`` commands of the README's short tour, without their comments."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    tour = text.split("## A short tour", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return [line.split("#", 1)[0].strip() for line in tour.splitlines() if line.startswith("callforge ")]


def _smaller(args: list[str]) -> list[str]:
    out = list(args)
    for i, arg in enumerate(out[:-1]):
        if arg in SMALLER:
            out[i + 1] = SMALLER[arg]
    if out[0] in ("compare", "tune") and "--games" not in out and "--games-per-trial" not in out:
        out += ["--games-per-trial", "4", "--trials", "1"] if out[0] == "tune" else ["--games", "4"]
    return out


def test_the_readme_tour_runs_in_order_in_a_fresh_folder(tmp_path, monkeypatch):
    """Each command of the tour works as written, from a folder holding the bundled Calls and the golden replays, in
    the order shown: a command that reads a file an earlier one writes finds it (a step missing fails here). The studio
    is left to the studio tests, and ``play`` is quit at once."""
    import shlex
    import shutil

    from typer.testing import CliRunner

    from authoring.cli import app

    shutil.copytree(ROOT / "calls", tmp_path / "calls")
    shutil.copytree(ROOT / "tests" / "golden" / "replays", tmp_path / "tests" / "golden" / "replays")
    monkeypatch.chdir(tmp_path)
    lines = _tour_lines()
    assert len(lines) >= 10 and any(line.startswith("callforge compare") for line in lines)
    for line in lines:
        args = _smaller(shlex.split(line)[1:])
        if args[0] == "studio":
            continue
        run = CliRunner().invoke(app, args, input="quit\n" if args[0] == "play" else None)
        assert run.exit_code == 0, f"{line}\n{run.output}"
