"""Run every rule scenario, and require one for every family/experienced rule id of RULES.md."""

import re
from pathlib import Path

import pytest

from engine.scenario import load_scenario, run_scenario

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FILES = sorted((HERE / "scenarios").rglob("*.json"))


def _rules_md() -> Path:
    for cand in (ROOT.parent / "shared" / "RULES.md", ROOT / "shared" / "RULES.md", ROOT.parents[1] / "shared" / "RULES.md"):
        if cand.is_file():
            return cand
    pytest.fail("RULES.md not found: shared/ must be beside the checkout (../shared/RULES.md)")


def family_experienced_rule_ids(text: str) -> list[str]:
    """Rule ids of RULES.md whose rule applies to the family or the experienced game.

    A numbered rule under a ``## Title (R-XXX)`` heading is ``R-XXX-n``; rules
    tagged ``gsh.`` or ``gsh:`` alone apply only to Golden State Heroes.
    """
    ids, prefix = [], None
    for line in text.splitlines():
        head = re.match(r"^## .*\((R-[A-Z]+)\)", line)
        if head:
            prefix = head.group(1)
            continue
        item = re.match(r"^(\d+)\.\s+(.*)", line)
        if item and prefix:
            body = item.group(2)
            if re.match(r"^gsh[.:]", body):
                continue
            ids.append(f"{prefix}-{item.group(1)}")
    return ids


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_scenario(load_scenario(path))
    assert result.rules, f"{path.name} lists no rule ids"
    assert result.ok, "\n".join(result.problems)


def test_every_family_and_experienced_rule_has_a_scenario():
    wanted = family_experienced_rule_ids(_rules_md().read_text(encoding="utf-8"))
    assert len(wanted) > 30
    covered = {rule for path in FILES for rule in load_scenario(path).get("rules", [])}
    missing = [rule for rule in wanted if rule not in covered]
    assert not missing, f"rules without a scenario: {', '.join(missing)}"


def test_scenario_rule_ids_exist_in_rules_md():
    known = _all_ids(_rules_md().read_text(encoding="utf-8"))
    for path in FILES:
        for rule in load_scenario(path).get("rules", []):
            assert rule in known, f"{path.name}: unknown rule id {rule}"


def _all_ids(text: str) -> set[str]:
    out, prefix = set(), None
    for line in text.splitlines():
        head = re.match(r"^## .*\((R-[A-Z]+)\)", line)
        if head:
            prefix = head.group(1)
        item = re.match(r"^(\d+)\.", line)
        if item and prefix:
            out.add(f"{prefix}-{item.group(1)}")
    return out
