"""The rules reference: an entry for every rule id of the digest, true to the ruleset models, and ``callforge rules``."""

import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel
from typer.testing import CliRunner

from authoring import reference
from authoring.cli import app
from engine.model import Board, Call
from engine.model.ruleset import RulesetParams, default_params

ROOT = Path(__file__).resolve().parents[2]


def rules_md_ids() -> list[str]:
    """Every rule id of the rules digest (``## Title (R-XXX)`` headings, numbered items)."""
    for path in (ROOT.parent / "shared" / "RULES.md", ROOT / "shared" / "RULES.md", ROOT.parents[1] / "shared" / "RULES.md"):
        if path.is_file():
            break
    else:
        pytest.fail("RULES.md not found: shared/ must be beside the checkout (../shared/RULES.md)")
    ids, prefix = [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        head = re.match(r"^## .*\((R-[A-Z]+)\)", line)
        if head:
            prefix = head.group(1)
        item = re.match(r"^(\d+)\.", line)
        if item and prefix:
            ids.append(f"{prefix}-{item.group(1)}")
    return ids


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_every_rule_id_has_an_entry_and_no_entry_is_invented():
    ids = rules_md_ids()
    assert len(ids) > 50
    missing = [i for i in ids if i not in reference.RULES]
    assert not missing, f"rules without a reference entry: {', '.join(missing)}"
    unknown = [i for i in reference.RULES if i not in ids]
    assert not unknown, f"reference entries for no rule of the digest: {', '.join(unknown)}"
    assert list(reference.RULES) == ids, "entries are in the digest's order"


def test_entries_name_real_parameters_and_fields():
    for rule in reference.RULES.values():
        assert rule.section in reference.SECTIONS
        assert rule.text and rule.title
        assert set(rule.rulesets) <= set(reference.RULESET_NAMES)
        for param in rule.params:
            assert param in RulesetParams.model_fields, (rule.id, param)
        for path in rule.fields:
            model: type[BaseModel] = {"board": Board, "call": Call}[path.split(".")[0]]
            for name in path.split(".")[1:]:
                assert name in model.model_fields, (rule.id, path)
                annotation = model.model_fields[name].annotation
                inner = [a for a in getattr(annotation, "__args__", (annotation,)) if isinstance(a, type) and issubclass(a, BaseModel)]
                model = inner[0] if inner else model


def test_every_parameter_is_explained_by_the_rules_its_description_cites():
    cited_by = {p: set() for p in RulesetParams.model_fields}
    for rule in reference.RULES.values():
        for p in rule.params:
            cited_by[p].add(rule.id)
    for name, field in RulesetParams.model_fields.items():
        assert cited_by[name], f"no rule entry names the parameter {name}"
        for rule_id in re.findall(r"R-[A-Z]+-\d+", field.description or ""):
            assert rule_id in cited_by[name], f"{name} cites {rule_id}, whose entry does not list it"


def test_defaults_come_from_the_ruleset_models():
    data = reference.param_json("poi_blocked_by")
    for name in reference.RULESET_NAMES:
        assert data["defaults"][name] == default_params(name).poi_blocked_by


def test_docs_rules_md_is_generated_from_the_entries():
    assert (ROOT / reference.DOC_PATH).read_text(encoding="utf-8") == reference.markdown(), (
        "docs/rules.md is stale: run `callforge rules --format markdown > docs/rules.md`"
    )


def test_schemas_point_to_the_reference_not_the_digest():
    for path in (ROOT / "schemas").glob("*.schema.json"):
        assert "RULES.md" not in path.read_text(encoding="utf-8"), path.name
    text = (ROOT / "schemas" / "call.schema.json").read_text(encoding="utf-8")
    assert "docs/rules.md" in text and "callforge rules" in text


def test_rules_command_prints_one_rule():
    result = run("rules", "R-TURN-3")
    assert result.exit_code == 0, result.output
    assert "R-TURN-3: No turn ends in Fire" in result.stdout
    assert "No ruleset parameter changes this rule." in result.stdout
    result = run("rules", "r-act-9")
    assert "splash_crosses_zone" in result.stdout and "experienced" in result.stdout


def test_rules_command_json_and_sections():
    one = json.loads(run("rules", "R-POI-3", "--format", "json").stdout)
    assert one["id"] == "R-POI-3" and one["played"] is True
    assert one["params"][1] == reference.param_json("poi_blocked_by")
    section = json.loads(run("rules", "R-END", "--format", "json").stdout)
    assert [r["id"] for r in section] == ["R-END-1", "R-END-2", "R-END-3"]
    every = json.loads(run("rules", "--format", "json").stdout)
    assert [r["id"] for r in every] == list(reference.RULES)
    hero = json.loads(run("rules", "R-HERO-4", "-f", "json").stdout)
    assert hero["played"] is True and not hero["not_played"] and "call.heroes" in hero["fields"]


def test_rules_command_unknown_id_is_a_usage_error_with_suggestions():
    result = run("rules", "R-TRN-3")
    assert result.exit_code == 2
    assert "did you mean R-TURN-3" in result.stderr
    result = run("rules", "\x1b[2Jfake")
    assert result.exit_code == 2 and "\x1b" not in result.stderr
    assert run("rules", "R-TURN-3", "--format", "yaml").exit_code == 2


def test_rules_command_markdown_is_the_document():
    result = run("rules", "--format", "markdown")
    assert result.exit_code == 0
    assert result.stdout == reference.markdown()
