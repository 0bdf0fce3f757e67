"""No import cycles in ``authoring/`` and ``engine/``: validating builds on the loader and the checks, and no subpackage imports back into one that imports it.

A cycle at module level breaks an import outright; one through a function-level
import still ties two topics together, so both are refused, between modules
and between the units of ``authoring/`` (its subpackages and flat modules).
"""

import ast
from pathlib import Path

import networkx as nx

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


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _run_time(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of a module body that run when it is imported: an ``if TYPE_CHECKING:`` block does not."""
    return [node for node in body if not (isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test))]


def _import_graph(top_level_only: bool, package: str = "authoring") -> nx.DiGraph:
    """Module -> the ``package`` modules it imports (a submodule import also runs its packages' ``__init__``)."""
    paths = {_module_name(p): p for p in (ROOT / package).rglob("*.py")}
    graph = nx.DiGraph()
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _run_time(tree.body) if top_level_only else ast.walk(tree):
            imported = []
            if isinstance(node, ast.Import):
                imported = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported = [f"{node.module}.{alias.name}" for alias in node.names]
            for target in imported:
                while target and target not in paths:
                    target = target.rpartition(".")[0]
                while target and target != name and not name.startswith(f"{target}."):
                    graph.add_edge(name, target)
                    target = target.rpartition(".")[0]
    return graph


def _cycles(graph: nx.DiGraph) -> list[list[str]]:
    return [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]


def _units(graph: nx.DiGraph) -> nx.DiGraph:
    """The graph between ``authoring``'s units: ``authoring.files.load`` counts as ``authoring.files``."""
    units = nx.DiGraph()
    for a, b in graph.edges:
        unit_a, unit_b = (".".join(m.split(".")[:2]) for m in (a, b))
        if unit_a != unit_b and "authoring" not in (unit_a, unit_b):
            units.add_edge(unit_a, unit_b)
    return units


def test_checks_never_import_the_files_subpackage():
    offenders = {
        path.name: sorted(m for m in _imports(path) if m == "authoring.files" or m.startswith("authoring.files."))
        for path in sorted((ROOT / "authoring" / "checks").glob("*.py"))
    }
    assert {name: mods for name, mods in offenders.items() if mods} == {}


def test_loading_runs_no_check():
    graph = _import_graph(top_level_only=False)
    reached = nx.descendants(graph, "authoring.files.load")
    assert "authoring.files.read" in reached and not any(m.startswith("authoring.checks") for m in reached)


def test_no_module_level_import_cycle():
    assert _cycles(_import_graph(top_level_only=True)) == []


def test_no_module_level_import_cycle_in_the_engine():
    """The rules name ``Game`` for their types alone (``if TYPE_CHECKING``): importing the engine meets no cycle."""
    graph = _import_graph(top_level_only=True, package="engine")
    assert ("engine.game", "engine.rules.fire") in graph.edges  # the graph sees real imports
    assert _cycles(graph) == []


def test_no_cycle_between_units_even_through_function_level_imports():
    graph = _import_graph(top_level_only=False)
    assert ("authoring.files.validate", "authoring.checks") in graph.edges  # the graph sees real imports
    assert _cycles(_units(graph)) == []
