"""SARIF 2.1.0 output: the shape code-scanning services require, and the CLI option."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from typer.testing import CliRunner

from authoring.cli import app
from authoring.diagnostics import REGISTRY
from authoring.files.validate import validate_path
from authoring.report import FileReport
from authoring.sarif import artifact_uri, to_sarif

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "golden" / "diagnostics"

_MESSAGE = {"type": "object", "required": ["text"], "properties": {"text": {"type": "string", "minLength": 1}}}
_LEVEL = {"enum": ["none", "note", "warning", "error"]}
SARIF_SUBSET = {
    "type": "object",
    "required": ["version", "runs"],
    "properties": {
        "version": {"const": "2.1.0"},
        "runs": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["tool"],
                "properties": {
                    "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
                    "tool": {
                        "type": "object",
                        "required": ["driver"],
                        "properties": {
                            "driver": {
                                "type": "object",
                                "required": ["name"],
                                "properties": {
                                    "rules": {
                                        "type": "array",
                                        "items": {
                                            "type": "object",
                                            "required": ["id"],
                                            "properties": {
                                                "shortDescription": _MESSAGE,
                                                "defaultConfiguration": {
                                                    "type": "object",
                                                    "properties": {"level": _LEVEL},
                                                },
                                            },
                                        },
                                    }
                                },
                            }
                        },
                    },
                    "results": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["message"],
                            "properties": {
                                "ruleId": {"type": "string"},
                                "ruleIndex": {"type": "integer", "minimum": -1},
                                "level": _LEVEL,
                                "message": _MESSAGE,
                                "locations": {
                                    "type": "array",
                                    "items": {
                                        "type": "object",
                                        "properties": {
                                            "physicalLocation": {
                                                "type": "object",
                                                "properties": {
                                                    "artifactLocation": {
                                                        "type": "object",
                                                        "properties": {"uri": {"type": "string", "format": "uri-reference"}},
                                                    },
                                                    "region": {
                                                        "type": "object",
                                                        "properties": {
                                                            "startLine": {"type": "integer", "minimum": 1},
                                                            "startColumn": {"type": "integer", "minimum": 1},
                                                        },
                                                    },
                                                },
                                            }
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
        },
    },
}
"""The parts of the SARIF 2.1.0 schema (OASIS) that our output uses: required members and enums."""


def _golden_reports() -> list[FileReport]:
    files = sorted(p for p in CASES.glob("*/*.json") if p.name.endswith((".board.json", ".call.json")))
    return [FileReport(str(p.relative_to(ROOT)), validate_path(p)) for p in files]


def test_sarif_of_every_golden_case_matches_the_schema_subset():
    reports = _golden_reports()
    log = to_sarif(reports)
    jsonschema.validate(log, SARIF_SUBSET)
    assert len(log["runs"][0]["results"]) == sum(len(r.diagnostics) for r in reports)


def test_every_code_is_a_rule_and_results_point_at_their_rule():
    log = to_sarif(_golden_reports())
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == list(REGISTRY)
    assert {r["id"]: r["defaultConfiguration"]["level"] for r in rules}["FP206"] == "warning"
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_result_carries_location_pointer_cells_and_hint():
    case = CASES / "FP205-closed-room" / "fp205-closed-room.board.json"
    (result,) = [r for r in to_sarif([FileReport("boards/a b.board.json", validate_path(case))])["runs"][0]["results"] if r["ruleId"] == "FP205"]
    location = result["locations"][0]
    assert location["physicalLocation"]["artifactLocation"]["uri"] == "boards/a%20b.board.json"
    assert location["physicalLocation"]["region"] == {"startLine": 28, "startColumn": 5}
    assert location["logicalLocations"][0]["fullyQualifiedName"] == "/walls/15"
    assert result["properties"]["cells"] == [[5, 8], [6, 8]]
    assert result["level"] == "error" and "hint" in result["properties"]


def test_info_is_a_note():
    from authoring.diagnostics import make

    log = to_sarif([FileReport("x.board.json", [make("FP402", "farthest")])])
    assert log["runs"][0]["results"][0]["level"] == "note"


def test_absolute_paths_become_file_uris():
    assert artifact_uri("/home/me/my board.board.json") == "file:///home/me/my%20board.board.json"


def test_validate_format_sarif_on_the_command_line():
    runner = CliRunner()
    broken = runner.invoke(app, ["validate", str(CASES / "FP205-closed-room"), "--format", "sarif"])
    assert broken.exit_code == 1
    log = json.loads(broken.stdout)
    assert any(r["ruleId"] == "FP205" for r in log["runs"][0]["results"])
    clean = runner.invoke(app, ["validate", str(ROOT / "calls"), "--format", "sarif"])
    assert clean.exit_code == 0
    assert json.loads(clean.stdout)["runs"][0]["results"] == []
