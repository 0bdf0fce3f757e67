"""SARIF 2.1.0 output for ``callforge validate --format sarif``.

SARIF is the format code-scanning services read (GitHub code scanning among
them), so the problems in a designer's boards and Calls can show up on their
pull requests. Every registered code becomes a rule of the tool's driver;
every diagnostic a result at its file, line and column, with the JSON Pointer,
board cells and hint kept as result properties.

>>> from authoring.diagnostics import make
>>> from authoring.report import FileReport
>>> d = make("FP205", "space [3, 7] cannot be reached", pointer="/walls/4", cells=[(3, 7)]).located(12, 5)
>>> log = to_sarif([FileReport("calls/tower.board.json", [d])])
>>> result = log["runs"][0]["results"][0]
>>> result["ruleId"], result["level"], result["locations"][0]["physicalLocation"]["region"]
('FP205', 'error', {'startLine': 12, 'startColumn': 5})
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import PurePath
from urllib.parse import quote

from authoring.diagnostics import REGISTRY, Diagnostic

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
TOOL_NAME = "callforge"
LEVELS = {"error": "error", "warning": "warning", "info": "note"}
"""Our severities as SARIF result levels."""

_RULE_INDEX = {code: i for i, code in enumerate(REGISTRY)}


def _version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(TOOL_NAME)
    except PackageNotFoundError:
        return None


def rules() -> list[dict]:
    """One SARIF ``reportingDescriptor`` per registered code, in registry order."""
    return [
        {
            "id": info.code,
            "shortDescription": {"text": info.summary},
            "defaultConfiguration": {"level": LEVELS[info.severity]},
        }
        for info in REGISTRY.values()
    ]


def artifact_uri(path: str) -> str:
    r"""A file path as a SARIF artifact URI: forward slashes, percent-encoded, ``file://`` when absolute.

    A name that is not UTF-8 on disk (Python holds its bytes as surrogate
    escapes) is percent-encoded byte by byte, as a URI carries such a name.

    >>> artifact_uri("calls/my call.call.json")
    'calls/my%20call.call.json'
    >>> artifact_uri("calls/\udcff.board.json")
    'calls/%FF.board.json'
    """
    pure = PurePath(path)
    posix = pure.as_posix()
    if pure.is_absolute():
        return "file://" + _quoted(posix if posix.startswith("/") else "/" + posix)
    return _quoted(posix)


def _quoted(text: str) -> str:
    return quote(text.encode("utf-8", errors="surrogateescape"))


def result(path: str, diagnostic: Diagnostic) -> dict:
    """One SARIF result for a diagnostic of the file at ``path``."""
    properties: dict = {"pointer": diagnostic.pointer}
    if diagnostic.cells:
        properties["cells"] = [list(c) for c in diagnostic.cells]
    if diagnostic.hint:
        properties["hint"] = diagnostic.hint
    location = {
        "physicalLocation": {
            "artifactLocation": {"uri": artifact_uri(path)},
            "region": {"startLine": diagnostic.line or 1, "startColumn": diagnostic.column or 1},
        },
    }
    if diagnostic.pointer:
        location["logicalLocations"] = [{"fullyQualifiedName": diagnostic.pointer, "kind": "member"}]
    out = {
        "ruleId": diagnostic.code,
        "level": LEVELS[diagnostic.severity],
        "message": {"text": diagnostic.message + (f" (hint: {diagnostic.hint})" if diagnostic.hint else "")},
        "locations": [location],
        "properties": properties,
    }
    if diagnostic.code in _RULE_INDEX:
        out["ruleIndex"] = _RULE_INDEX[diagnostic.code]
    return out


def to_sarif(reports: Iterable) -> dict:
    """A SARIF log of one run over ``reports`` (objects with ``path`` and ``diagnostics``)."""
    driver = {"name": TOOL_NAME, "rules": rules()}
    version = _version()
    if version:
        driver["version"] = version
    results = [result(r.path, d) for r in reports for d in r.diagnostics]
    return {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [{"tool": {"driver": driver}, "columnKind": "unicodeCodePoints", "results": results}],
    }


def render_sarif(reports: Iterable) -> str:
    """The SARIF log as indented JSON text."""
    return json.dumps(to_sarif(reports), ensure_ascii=False, indent=2)
