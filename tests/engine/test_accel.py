"""The compiled engine's manifest, its staleness checks and the choice of engine (engine/accel.py).

Most tests build a fake compiled engine: a copy of the engine sources under a
temporary project root and a build folder whose extension files are empty
placeholders, with a real manifest. That exercises every check without a C
compiler. The tests marked as needing the real build run only where
``callforge accel build`` has made one and it is in use.
"""

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import accel as builder
from authoring.cli import app
from engine import accel

needs_build = pytest.mark.skipif(not accel.in_use(), reason="the compiled engine is not built or not in use here")


def fake_build(tmp_path: Path) -> tuple[Path, Path]:
    """A project root with a copy of the engine, and a build folder of placeholders with a true manifest."""
    root = tmp_path / "project"
    shutil.copytree(accel.ENGINE_DIR, root / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    build = tmp_path / "accel"
    for name, path in accel.compiled_sources(root).items():
        target = build / accel.extension_name(name, package=path.name == "__init__.py")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"")
    (build / accel.library_file()).write_bytes(b"")
    (build / accel.MANIFEST).write_text(json.dumps(accel.make_manifest(build, root)), encoding="utf-8")
    return root, build


def rewrite_manifest(build: Path, change) -> None:
    data = json.loads((build / accel.MANIFEST).read_text(encoding="utf-8"))
    change(data)
    (build / accel.MANIFEST).write_text(json.dumps(data), encoding="utf-8")


def test_compiled_sources_are_the_hot_modules_only():
    names = set(accel.compiled_sources())
    assert {"engine.game", "engine.state", "engine.rules", "engine.rules.fire", "engine.bots.greedy"} <= names
    assert not any(n.startswith("engine.model") for n in names)
    assert not {"engine.replay", "engine.scenario", "engine.accel", "engine.bots.lookahead"} & names
    rules = {p.stem for p in (accel.ENGINE_DIR / "rules").glob("*.py")}
    assert {n.rsplit(".", 1)[-1] for n in names if n.startswith("engine.rules.")} == rules - {"__init__"}


def test_a_matching_build_is_up_to_date(tmp_path):
    root, build = fake_build(tmp_path)
    verdict = accel.check(build, root)
    assert verdict.ok, verdict.reason
    assert verdict.modules["engine.rules"].endswith(accel.extension_name("engine.rules", package=True).split("/")[-1])
    assert accel.library_name() in verdict.modules


def test_an_edited_source_makes_the_build_stale(tmp_path):
    root, build = fake_build(tmp_path)
    with (root / "engine" / "rules" / "fire.py").open("a", encoding="utf-8") as f:
        f.write("\n# edited\n")
    verdict = accel.check(build, root)
    assert not verdict.ok
    assert verdict.reason == "stale: engine/rules/fire.py changed since the build"


def test_a_new_or_removed_module_makes_the_build_stale(tmp_path):
    root, build = fake_build(tmp_path)
    (root / "engine" / "rules" / "cards.py").write_text('"""New rules."""\n', encoding="utf-8")
    assert accel.check(build, root).reason == "stale: new module engine.rules.cards since the build"
    (root / "engine" / "rules" / "cards.py").unlink()
    (root / "engine" / "rules" / "debris.py").unlink()
    assert accel.check(build, root).reason == "stale: module engine.rules.debris is gone since the build"


def test_another_interpreter_or_a_broken_folder_is_refused(tmp_path):
    root, build = fake_build(tmp_path)
    rewrite_manifest(build, lambda m: m["interpreter"].update(python="3.10.0"))
    assert accel.check(build, root).reason.startswith("built for another interpreter (Python 3.10.0")
    root, build = fake_build(tmp_path / "2")
    (build / accel.extension_name("engine.game")).unlink()
    assert accel.check(build, root).reason == f"incomplete: {accel.extension_name('engine.game')} is missing"
    (build / accel.MANIFEST).write_text("{not json", encoding="utf-8")
    assert accel.check(build, root).reason.startswith("no readable manifest")
    assert accel.check(tmp_path / "none", root).reason.startswith("no compiled engine built")


def run_engine_in(root: Path, build: Path, code: str, **env) -> str:
    """Run ``code`` in a fresh interpreter importing the engine from ``root`` with build folder ``build``."""
    environ = {k: v for k, v in os.environ.items() if k not in (accel.PURE_VARIABLE, accel.DIR_VARIABLE)}
    environ.update(PYTHONPATH=str(root), **{accel.DIR_VARIABLE: str(build)}, **env)
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=environ, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


STATUS = "import engine.game, engine.accel as a; s = a.status(); print(s.engine, '|', s.reason, '|', engine.game.__file__)"


def test_a_stale_or_broken_build_leaves_the_engine_on_its_sources(tmp_path):
    root, build = fake_build(tmp_path)
    # Up to date, but the placeholders cannot be loaded: the engine says so and stays pure.
    engine, reason, where = run_engine_in(root, build, STATUS).split(" | ")
    assert engine == "pure" and reason.startswith("the compiled library cannot be loaded")
    assert where == str(root / "engine" / "game.py")
    with (root / "engine" / "game.py").open("a", encoding="utf-8") as f:
        f.write("\n# edited\n")
    engine, reason, where = run_engine_in(root, build, STATUS).split(" | ")
    assert (engine, reason) == ("pure", "stale: engine/game.py changed since the build")
    assert where == str(root / "engine" / "game.py")
    engine, reason, _ = run_engine_in(root, build, STATUS, CALLFORGE_PURE="1").split(" | ")
    assert (engine, reason) == ("pure", "CALLFORGE_PURE is set")


@needs_build
def test_the_real_build_loads_until_a_source_changes(tmp_path):
    root = tmp_path / "project"
    shutil.copytree(accel.ENGINE_DIR, root / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    build = tmp_path / "accel"
    shutil.copytree(accel.status().directory, build)
    engine, _, where = run_engine_in(root, build, STATUS).split(" | ")
    assert engine == "compiled" and where.startswith(str(build))
    with (root / "engine" / "rules" / "turn.py").open("a", encoding="utf-8") as f:
        f.write("\n# edited\n")
    engine, reason, where = run_engine_in(root, build, STATUS).split(" | ")
    assert (engine, reason) == ("pure", "stale: engine/rules/turn.py changed since the build")
    assert where == str(root / "engine" / "game.py")


def worker_engine() -> tuple[str, str]:
    import engine.game

    return accel.status().engine, engine.game.__file__


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_worker_processes_run_the_same_engine(method):
    if method not in multiprocessing.get_all_start_methods():
        pytest.skip(f"no {method} start method here")
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context(method)) as pool:
        assert pool.submit(worker_engine).result(timeout=60) == worker_engine()


@needs_build
def test_compiled_and_pure_engines_play_the_same_games():
    code = """
from authoring import playtest as pt
from engine import accel
from engine.bots import make_bot
out = []
for call in ("fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse"):
    spec = pt.PlaytestSpec(call_path=f"calls/{call}.call.json", players=3, bot="greedy", seed=5)
    for i in range(4):
        game, bot, moves = pt.new_game(spec, i), make_bot("greedy", seed=i), 0
        while not game.is_over and moves < 2000:
            game.apply(bot.act(game))
            moves += 1
        out.append((moves, game.state_hash()))
print(accel.status().engine, out)
"""
    environ = dict(os.environ, PYTHONPATH=str(accel.PROJECT_ROOT))
    runs = {}
    for pure in ("1", "0"):
        done = subprocess.run([sys.executable, "-c", code], cwd=accel.PROJECT_ROOT, env=dict(environ, CALLFORGE_PURE=pure),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        engine, records = done.stdout.split(" ", 1)
        runs[engine] = records
    assert set(runs) == {"pure", "compiled"}
    assert runs["pure"] == runs["compiled"]


def test_build_reports_missing_tools_in_one_line(monkeypatch, tmp_path):
    monkeypatch.setattr(builder, "missing_tools", lambda: "no C compiler (cc not found)")
    with pytest.raises(builder.BuildError, match=r"^cannot build the compiled engine: no C compiler \(cc not found\)$"):
        builder.build(tmp_path / "accel")
    runner = CliRunner()
    failed = runner.invoke(app, ["accel", "build", "--dir", str(tmp_path / "accel")])
    assert failed.exit_code == 1
    tolerated = runner.invoke(app, ["accel", "build", "--no-fail", "--dir", str(tmp_path / "accel")])
    assert tolerated.exit_code == 0
    assert tolerated.output.strip() == "compiled engine not built, the engine runs on its Python sources: no C compiler (cc not found)"
    assert not (tmp_path / "accel").exists()


def test_status_and_clean_commands(tmp_path, monkeypatch):
    runner = CliRunner()
    shown = runner.invoke(app, ["accel", "status"])
    assert shown.exit_code == 0
    assert f"engine: {accel.status().engine}" in shown.output and "why: " in shown.output
    assert runner.invoke(app, ["accel", "status", "--quiet"]).output.strip() == accel.status().engine
    build = tmp_path / "accel"
    (build / "engine").mkdir(parents=True)
    builder.work_dir(build).mkdir()
    removed = runner.invoke(app, ["accel", "clean", "--dir", str(build)])
    assert removed.exit_code == 0 and not build.exists() and not builder.work_dir(build).exists()
    assert runner.invoke(app, ["accel", "clean", "--dir", str(build)]).output.strip() == "nothing to remove"


def test_an_up_to_date_build_is_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(builder, "missing_tools", lambda: None)
    _, build = fake_build(tmp_path)  # a copy of these very sources: up to date for them
    before = (build / accel.MANIFEST).read_text(encoding="utf-8")
    assert builder.build(build, if_stale=True) is None
    assert (build / accel.MANIFEST).read_text(encoding="utf-8") == before
    shown = CliRunner().invoke(app, ["accel", "build", "--if-stale", "--dir", str(build)])
    assert shown.exit_code == 0 and shown.output.startswith("compiled engine: up to date (")


@pytest.mark.skipif(os.environ.get("CI") != "true", reason="CI only: there `make setup` has just built the compiled engine")
def test_ci_runs_on_the_compiled_engine_where_it_can_be_built():
    """A change mypyc cannot compile (or that breaks the build) fails CI here, not silently."""
    if builder.missing_tools() is not None:
        pytest.skip(f"the compiled engine cannot be built here: {builder.missing_tools()}")
    if accel.pure_requested():
        pytest.skip(f"{accel.PURE_VARIABLE} is set (the pure pass)")
    log = builder.work_dir(accel.accel_dir()) / "build.log"
    assert accel.in_use(), f"the compiled engine is not in use: {accel.status().reason}; `make accel` shows why ({log})"
