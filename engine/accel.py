"""The optional compiled engine: which modules it holds, where it lives, and when it is used.

The rules engine and the greedy bot's hot modules can be compiled to C
extension modules with mypyc (``callforge accel build``, ``make accel``). The
build goes into a folder of its own, outside the source tree (``build/accel/``
at the project root, or ``$CALLFORGE_ACCEL_DIR``), never beside the ``.py``
files, where a stale extension would silently shadow an edited source. It
records a manifest: the sha256 of every compiled source and the interpreter it
was built for.

``import engine`` calls :func:`install`: when that folder exists, its manifest
matches the current sources and interpreter, and ``CALLFORGE_PURE`` is not
set, a meta-path finder makes ``engine.game`` and the other compiled modules
load from it; otherwise nothing changes and the engine runs on its Python
sources. Both behave the same (the test suite runs on either); the compiled
one is faster. :func:`status` says which one is in use and why. Worker
processes (local or Dask) import ``engine`` the same way and so make the same
choice.

>>> sorted(compiled_sources())[:3]
['engine.actions', 'engine.board', 'engine.bots.greedy']
>>> check(Path("/nonexistent")).ok
False
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import sys
import sysconfig
import time
from dataclasses import dataclass
from importlib.machinery import ExtensionFileLoader, ModuleSpec
from pathlib import Path

ENGINE_DIR = Path(__file__).resolve().parent
PROJECT_ROOT = ENGINE_DIR.parent
DEFAULT_DIR = PROJECT_ROOT / "build" / "accel"

COMPILED = (
    "engine/actions.py",
    "engine/board.py",
    "engine/dice.py",
    "engine/errors.py",
    "engine/events.py",
    "engine/game.py",
    "engine/state.py",
    "engine/tally.py",
    "engine/rules/*.py",
    "engine/bots/greedy.py",
    "engine/bots/paths.py",
    "engine/bots/heuristic.py",
)
"""Sources of the compiled engine, relative to the project root (``*`` globs a folder).
Not compiled: the pydantic file models (``engine/model``), replays, scenarios and the other bots."""

GROUP = "callforge_accel"
"""mypyc group name: the compiled modules share one library, ``callforge_accel__mypyc``."""
MANIFEST = "manifest.json"
MANIFEST_FORMAT = 1
PURE_VARIABLE = "CALLFORGE_PURE"
DIR_VARIABLE = "CALLFORGE_ACCEL_DIR"


@dataclass(frozen=True)
class Verdict:
    """Whether a build folder can be used now, and why (or why not)."""

    ok: bool
    reason: str
    modules: dict[str, str] | None = None
    """Module name -> extension file (relative to the folder), when ``ok``."""


@dataclass(frozen=True)
class Status:
    """Which engine this process runs on: ``compiled`` or ``pure``, and why."""

    engine: str
    reason: str
    directory: Path


def accel_dir() -> Path:
    """The build folder: ``$CALLFORGE_ACCEL_DIR``, or ``build/accel`` at the project root."""
    given = os.environ.get(DIR_VARIABLE)
    return Path(given) if given else DEFAULT_DIR


def pure_requested() -> bool:
    """Whether ``CALLFORGE_PURE`` asks for the Python sources (set, and not empty or ``0``)."""
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


def module_name(relative: str) -> str:
    """``engine/rules/fire.py`` -> ``engine.rules.fire``; a package's ``__init__.py`` names the package.

    >>> module_name("engine/rules/__init__.py"), module_name("engine/game.py")
    ('engine.rules', 'engine.game')
    """
    parts = relative[: -len(".py")].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def compiled_sources(root: Path = PROJECT_ROOT) -> dict[str, Path]:
    """Module name -> source file of every module the compiled engine holds, under ``root``."""
    out: dict[str, Path] = {}
    for pattern in COMPILED:
        folder, _, name = pattern.rpartition("/")
        paths = sorted((root / folder).glob(name)) if "*" in name else [root / pattern]
        for path in paths:
            out[module_name(path.relative_to(root).as_posix())] = path
    return out


def interpreter() -> dict[str, str]:
    """What an extension module is tied to: the Python version, its ABI and the platform."""
    return {
        "python": "{}.{}.{}".format(*sys.version_info[:3]),
        "implementation": sys.implementation.cache_tag or "",
        "ext_suffix": _ext_suffix(),
        "platform": sysconfig.get_platform(),
    }


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_manifest(directory: Path) -> dict | None:
    """The manifest of a build folder, None when there is none (or it cannot be read)."""
    try:
        data = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def extension_name(module: str, package: bool = False) -> str:
    """The file of a compiled module inside a build folder, for this interpreter.

    >>> extension_name("engine.rules", package=True).startswith("engine/rules/__init__.")
    True
    """
    path = module.replace(".", "/") + ("/__init__" if package else "")
    return path + _ext_suffix()


def library_file() -> str:
    """The file of the shared library inside a build folder, for this interpreter."""
    return library_name() + _ext_suffix()


def _ext_suffix() -> str:
    return sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def make_manifest(directory: Path, root: Path, **extra: str) -> dict:
    """The manifest of a build in ``directory`` compiled from the sources under ``root``.

    Every extension file must be there already (``FileNotFoundError`` names
    the first one missing). ``extra`` adds informative fields (the mypy version).
    """
    modules = {}
    for name, path in sorted(compiled_sources(root).items()):
        relative = extension_name(name, package=path.name == "__init__.py")
        if not (directory / relative).is_file():
            raise FileNotFoundError(f"no {relative} in {directory}")
        modules[name] = {"source": path.relative_to(root).as_posix(), "sha256": file_hash(path), "extension": relative}
    library = library_file()
    if not (directory / library).is_file():
        raise FileNotFoundError(f"no {library} in {directory}")
    return {
        "format": MANIFEST_FORMAT,
        "built": time.strftime("%Y-%m-%d %H:%M:%S"),
        "interpreter": interpreter(),
        "library": {"name": library_name(), "extension": library},
        "modules": modules,
        **extra,
    }


def check(directory: Path, root: Path = PROJECT_ROOT) -> Verdict:
    """Whether the build in ``directory`` is complete and up to date with the sources under ``root``.

    Up to date: built for this interpreter, for exactly the modules
    :data:`COMPILED` names now, from sources whose sha256 is the one recorded,
    and every extension file is there.
    """
    if not directory.is_dir():
        return Verdict(False, f"no compiled engine built ({directory} does not exist)")
    manifest = read_manifest(directory)
    if manifest is None or manifest.get("format") != MANIFEST_FORMAT:
        return Verdict(False, f"no readable manifest in {directory} (rebuild it)")
    built_for, here = manifest.get("interpreter"), interpreter()
    if built_for != here:
        return Verdict(False, f"built for another interpreter ({_describe(built_for)}; this is {_describe(here)})")
    recorded = manifest.get("modules")
    if not isinstance(recorded, dict):
        return Verdict(False, f"no module list in the manifest of {directory} (rebuild it)")
    current = compiled_sources(root)
    if set(recorded) != set(current):
        added = sorted(set(current) - set(recorded))
        dropped = sorted(set(recorded) - set(current))
        what = f"new module {added[0]}" if added else f"module {dropped[0]} is gone"
        return Verdict(False, f"stale: {what} since the build")
    modules: dict[str, str] = {}
    for name in sorted(current):
        entry = recorded[name]
        try:
            same = file_hash(current[name]) == entry["sha256"]
        except OSError:
            same = False
        if not same:
            return Verdict(False, f"stale: {current[name].relative_to(root).as_posix()} changed since the build")
        if not (directory / entry["extension"]).is_file():
            return Verdict(False, f"incomplete: {entry['extension']} is missing")
        modules[name] = entry["extension"]
    library = manifest.get("library")
    if not isinstance(library, dict) or not (directory / library.get("extension", "")).is_file():
        return Verdict(False, "incomplete: the shared library is missing")
    modules[library["name"]] = library["extension"]
    return Verdict(True, f"up to date ({len(current)} modules, built {manifest.get('built', '?')})", modules)


def _describe(built_for) -> str:
    if not isinstance(built_for, dict):
        return "unknown"
    return f"Python {built_for.get('python', '?')} {built_for.get('platform', '?')}"


def library_name() -> str:
    """The module name of the library the compiled modules share."""
    return f"{GROUP}__mypyc"


class CompiledFinder:
    """Meta-path finder that loads the listed modules from their extension files."""

    def __init__(self, directory: Path, modules: dict[str, str]):
        self.directory = directory
        self.modules = modules

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        relative = self.modules.get(fullname)
        if relative is None:
            return None
        origin = str(self.directory / relative)
        spec = ModuleSpec(fullname, ExtensionFileLoader(fullname, origin), origin=origin)
        spec.has_location = True
        if relative.rsplit("/", 1)[-1].startswith("__init__."):
            # A compiled package keeps its source folder for any submodule that is not compiled.
            spec.submodule_search_locations = [str(PROJECT_ROOT / Path(*fullname.split(".")))]
        return spec

    def invalidate_caches(self) -> None:
        pass


_status: Status | None = None


def install() -> Status:
    """Use the compiled engine when it is built, up to date and not refused; say which engine runs.

    Called once by ``engine/__init__.py`` before any other engine module is
    imported; calling it again changes nothing.
    """
    global _status
    if _status is not None:
        return _status
    directory = accel_dir()
    if pure_requested():
        _status = Status("pure", f"{PURE_VARIABLE} is set", directory)
        return _status
    verdict = check(directory)
    if not verdict.ok or verdict.modules is None:
        _status = Status("pure", verdict.reason, directory)
        return _status
    finder = CompiledFinder(directory, verdict.modules)
    sys.meta_path.insert(0, finder)
    try:  # load the shared library now: a broken build falls back here, not in the middle of a game
        importlib.import_module(library_name())
    except ImportError as exc:
        sys.meta_path.remove(finder)
        _status = Status("pure", f"the compiled library cannot be loaded ({exc})", directory)
        return _status
    _status = Status("compiled", verdict.reason, directory)
    return _status


def status() -> Status:
    """Which engine this process runs on, and why (see :func:`install`)."""
    return install()


def describe() -> str:
    """One line for reports and benchmarks: which engine runs, and why.

    >>> describe().split()[0] in ("compiled", "pure")
    True
    """
    now = status()
    return f"{now.engine} engine ({now.reason})"


def in_use() -> bool:
    """True when the engine modules of this process are the compiled ones."""
    return status().engine == "compiled"
