"""Build and remove the compiled engine (see :mod:`engine.accel` for how it is used).

The build copies the ``engine`` package into a work folder, compiles the
modules :data:`engine.accel.COMPILED` names with mypyc (one shared library
plus one small extension per module), and puts the result in place of the
old build in one rename, with a manifest holding the sha256 of each source
exactly as compiled. Everything it writes stays under ``build/`` (or
``$CALLFORGE_ACCEL_DIR`` and a ``.work`` folder beside it): the source tree
never gets an extension file.

It needs mypy (which brings mypyc), setuptools, a C compiler and the Python
headers; :func:`missing_tools` says what is missing, in one line.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine import accel

_SETUP_SCRIPT = """\
import sys
from mypyc.build import mypycify
from setuptools import setup

out, temp, c_dir, group = sys.argv[1:5]
paths = sys.argv[5:]
setup(
    name="callforge-accel",
    ext_modules=mypycify(paths, opt_level="3", debug_level="0", group_name=group, target_dir=c_dir),
    script_args=["build_ext", "--build-lib", out, "--build-temp", temp],
)
"""
"""Run in the work folder by the build: compiles ``paths`` (relative to it) into ``out``."""


class BuildError(Exception):
    """The compiled engine could not be built; the message says why in one line, the log has the rest."""


@dataclass(frozen=True)
class BuildReport:
    directory: Path
    modules: int
    seconds: float
    log: Path


def work_dir(directory: Path) -> Path:
    """Where a build keeps its copy of the sources, the generated C, objects and mypy's cache."""
    return directory.with_name(directory.name + ".work")


def missing_tools() -> str | None:
    """What the build lacks on this machine (mypyc, setuptools, a C compiler, Python.h), or None."""
    for module, package in (("mypyc", "mypy"), ("setuptools", "setuptools")):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install {package})"
    compiler = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not compiler or shutil.which(compiler[0]) is None:
        return f"no C compiler ({compiler[0] if compiler else 'cc'} not found)"
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        return f"no Python headers ({include / 'Python.h'} not found)"
    return None


def build(directory: Path | None = None, *, if_stale: bool = False, verbose: bool = False) -> BuildReport | None:
    """Compile the engine's hot modules into ``directory`` (default: :func:`engine.accel.accel_dir`).

    With ``if_stale``, nothing is done (None is returned) while the build there
    is up to date with the sources.

    Raises :class:`BuildError` when the tools are missing or mypyc or the C
    compiler fails; the folder then keeps its previous build (which the
    engine still checks against the sources before using it).
    """
    directory = (directory or accel.accel_dir()).resolve()
    lacking = missing_tools()
    if lacking:
        raise BuildError(f"cannot build the compiled engine: {lacking}")
    try:
        work_dir(directory).mkdir(parents=True, exist_ok=True)
        with _locked(work_dir(directory) / "lock"):
            if if_stale and accel.check(directory).ok:
                return None
            return _build(directory, verbose)
    except OSError as exc:
        raise BuildError(f"cannot build the compiled engine: {exc}") from None


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """One build at a time per folder (two ``make`` runs at once wait for each other)."""
    with path.open("w") as handle:
        try:
            import fcntl
        except ImportError:  # no POSIX locks here: builds are not serialised
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _build(directory: Path, verbose: bool) -> BuildReport:
    start = time.perf_counter()
    work = work_dir(directory)
    src = work / "src"
    log = work / "build.log"
    staged = _stage_sources(src)
    fresh = directory.with_name(directory.name + ".new")
    shutil.rmtree(fresh, ignore_errors=True)
    script = work / "setup_accel.py"
    script.write_text(_SETUP_SCRIPT, encoding="utf-8")
    config = work / "mypy.ini"
    config.write_text(_mypy_config(staged), encoding="utf-8")
    paths = [path.relative_to(src).as_posix() for path in staged.values()]
    cmd = [sys.executable, str(script), str(fresh), str(work / "temp"), str(work / "c"), accel.GROUP,
           f"--config-file={config}", f"--cache-dir={work / 'mypy_cache'}", *paths]
    # mypy reads the staged copy only: not the sources on PYTHONPATH nor an installed copy.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    with log.open("w", encoding="utf-8") as out:
        done = subprocess.run(cmd, cwd=src, env=env, stdout=None if verbose else out,
                              stderr=subprocess.STDOUT if not verbose else None)
    if done.returncode != 0:
        shutil.rmtree(fresh, ignore_errors=True)
        raise BuildError(f"mypyc or the C compiler failed: {_first_error(log)} (full log: {log})")
    try:
        manifest = accel.make_manifest(fresh, src, mypy=_version("mypy"))
    except FileNotFoundError as exc:
        raise BuildError(f"the build is incomplete: {exc}") from None
    (fresh / accel.MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    _replace(directory, fresh)
    return BuildReport(directory, len(staged), time.perf_counter() - start, log)


def clean(directory: Path | None = None) -> list[Path]:
    """Remove the build and its work folder; return what was removed."""
    directory = (directory or accel.accel_dir()).resolve()
    removed = []
    for path in (directory, work_dir(directory), directory.with_name(directory.name + ".new")):
        if path.exists():
            shutil.rmtree(path)
            removed.append(path)
    return removed


def _mypy_config(staged: dict[str, Path]) -> str:
    """mypy settings of the build: type errors count in the compiled modules only.

    The other engine modules (the pydantic file models, chiefly) are read for
    their types but not compiled, so their typing is not the build's concern.
    """
    sections = ["[mypy]", "", "[mypy-engine.*]", "ignore_errors = True", ""]
    for name in sorted(staged):
        sections += [f"[mypy-{name}]", "ignore_errors = False", ""]
    return "\n".join(sections)


def _stage_sources(src: Path) -> dict[str, Path]:
    """Copy the ``engine`` package (which mypy reads whole) to ``src``; the staged sources to compile."""
    target = src / "engine"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(accel.ENGINE_DIR, target, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    return accel.compiled_sources(src)


def _replace(directory: Path, fresh: Path) -> None:
    """Put ``fresh`` in the place of ``directory`` (processes running on the old build keep their files)."""
    old = directory.with_name(directory.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if directory.exists():
        directory.rename(old)
    fresh.rename(directory)
    shutil.rmtree(old, ignore_errors=True)


def _first_error(log: Path) -> str:
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    errors = [line for line in lines if ": error:" in line or line.startswith("error:")]
    return (errors or [line for line in lines if line.strip()][-1:] or ["no output"])[0].strip()


def _version(distribution: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(distribution)
    except PackageNotFoundError:
        return "?"
