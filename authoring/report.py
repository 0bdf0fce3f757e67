"""Formatters for ``callforge validate``: the findings of many files as text or JSON.

Each formatter is a function ``(reports) -> str`` registered in
:data:`FORMATTERS` under the name ``--format`` takes; adding an output format
means adding one function here.

>>> from authoring.diagnostics import make
>>> d = make("FP101", "unknown key 'colour'", pointer="/colour").located(3, 5)
>>> print(render_text([FileReport("a.board.json", [d])]))
a.board.json:3:5: error FP101 unknown key 'colour'
>>> print(render_json([FileReport("a.board.json", [])]))
{"files": [{"path": "a.board.json", "diagnostics": []}]}
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from authoring.diagnostics import REGISTRY, Diagnostic, printable


@dataclass
class FileReport:
    """The diagnostics of one file, under the path shown to the user."""

    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any(d.severity == "error" for d in self.diagnostics)


def render_text(reports: Iterable[FileReport], words: dict[str, str] | None = None) -> str:
    """Compiler-style lines, ``path:line:col: severity CODE message``, with hints indented below.

    ``words`` names the severities and ``hint`` in another language (the studio's); codes and places stay.
    """
    words = words or {}
    lines = []
    for report in reports:
        for d in report.diagnostics:
            lines.append(d.render(report.path, words.get(d.severity)))
            if d.hint:
                lines.append(printable(f"    {words.get('hint', 'hint')}: {d.hint}"))
    return "\n".join(lines)


def shown_path(path: str) -> str:
    r"""``path`` as UTF-8 text: a byte of a name that is not UTF-8 on disk is written ``\xff``.

    Python holds such bytes as lone surrogates, which no UTF-8 output can carry.

    >>> shown_path("calls/\udcff.board.json"), shown_path("calls/tűz.board.json")
    ('calls/\\xff.board.json', 'calls/tűz.board.json')
    """
    return path.encode("utf-8", errors="surrogateescape").decode("utf-8", errors="backslashreplace")


def render_json(reports: Iterable[FileReport]) -> str:
    """``{"files": [{"path": ..., "diagnostics": [...]}]}`` on one line."""
    files = [{"path": shown_path(r.path), "diagnostics": [d.to_json() for d in r.diagnostics]} for r in reports]
    return json.dumps({"files": files}, ensure_ascii=False)


def render_sarif(reports: Iterable[FileReport]) -> str:
    """A SARIF 2.1.0 log (see :mod:`authoring.sarif`), for code-scanning services."""
    from authoring.sarif import render_sarif as sarif

    return sarif(reports)


FORMATTERS: dict[str, Callable[[list[FileReport]], str]] = {
    "text": render_text,
    "json": render_json,
    "sarif": render_sarif,
}
"""Output formats of ``callforge validate``, by ``--format`` name."""


def summary(reports: list[FileReport]) -> str:
    """One line counting files and findings by severity.

    >>> summary([FileReport("a", [])])
    'checked 1 file: no problems'
    """
    counts = Counter(d.severity for r in reports for d in r.diagnostics)
    files = f"{len(reports)} file{'s' if len(reports) != 1 else ''}"
    if not counts:
        return f"checked {files}: no problems"
    parts = [f"{counts[s]} {s}{'s' if counts[s] != 1 else ''}" for s in ("error", "warning", "info") if counts[s]]
    failing = sum(1 for r in reports if r.has_errors)
    return f"checked {files}: {', '.join(parts)}" + (f" in {failing} failing file{'s' if failing != 1 else ''}" if failing else "")


def codes_json() -> str:
    """The code registry as JSON: ``{"codes": [{"code", "severity", "summary"}]}``."""
    codes = [{"code": c.code, "severity": c.severity, "summary": c.summary} for c in REGISTRY.values()]
    return json.dumps({"codes": codes}, ensure_ascii=False, indent=2)


def codes_table():
    """The code registry as a Rich table."""
    from rich.markup import escape
    from rich.table import Table

    table = Table(title="Diagnostic codes")
    table.add_column("Code", style="bold")
    table.add_column("Severity")
    table.add_column("Meaning")
    styles = {"error": "red", "warning": "yellow", "info": "cyan"}
    for info in REGISTRY.values():
        table.add_row(info.code, f"[{styles[info.severity]}]{info.severity}[/]", escape(info.summary))
    return table
