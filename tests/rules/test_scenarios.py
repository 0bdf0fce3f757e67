"""Run every rule scenario, and require one for every family/experienced rule id of RULES.md and
for every Golden State Heroes rule the engine implements."""

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


GSH_IMPLEMENTED = {
    "R-TURN-1", "R-ACT-9", "R-ACT-13", "R-FIRE-2", "R-EXPL-4", "R-SEC-2", "R-POI-3", "R-SETUP-3",
    "R-ACT-14", "R-HERO-1", "R-HERO-2", "R-HERO-3", "R-HERO-4", "R-HERO-5", "R-HERO-6", "R-HERO-7", "R-HERO-8",
    "R-HERO-9",
}
"""Rule ids with a gsh-only clause that the engine plays."""

GSH_UNIMPLEMENTED: dict[str, str] = {}
"""Rule ids with a gsh-only clause the engine does not play yet, and why."""


def gsh_rule_ids(text: str) -> list[str]:
    """Rule ids of RULES.md with a clause for Golden State Heroes alone.

    A rule is one numbered item with its indented continuation lines; ``gsh``
    on its own (not ``experienced/gsh``, which the experienced scenarios cover)
    marks such a clause.
    """
    bodies: dict[str, str] = {}
    prefix = current = None
    for line in text.splitlines():
        head = re.match(r"^## .*\((R-[A-Z]+)\)", line)
        if head:
            prefix, current = head.group(1), None
            continue
        item = re.match(r"^(\d+)\.\s+(.*)", line)
        if item and prefix:
            current = f"{prefix}-{item.group(1)}"
            bodies[current] = item.group(2)
        elif current and line.startswith(" "):
            bodies[current] += " " + line.strip()
        else:
            current = None
    return [rule for rule, body in bodies.items() if re.search(r"(?<!/)\bgsh\b", body)]


def test_every_gsh_rule_is_classified():
    found = set(gsh_rule_ids(_rules_md().read_text(encoding="utf-8")))
    assert "R-ACT-13" in found and "R-EXPL-4" in found
    assert found == GSH_IMPLEMENTED | set(GSH_UNIMPLEMENTED), "classify each gsh rule as implemented or not"
    assert not GSH_IMPLEMENTED & set(GSH_UNIMPLEMENTED)


def test_every_implemented_gsh_rule_has_a_gsh_scenario():
    covered = set()
    for path in FILES:
        sc = load_scenario(path)
        if sc.get("ruleset") == "gsh" or "gsh-warehouse" in str(sc.get("do", {}).get("setup", {}).get("call", "")):
            covered.update(sc.get("rules", []))
    missing = sorted(GSH_IMPLEMENTED - covered)
    assert not missing, f"gsh rules without a gsh scenario: {', '.join(missing)}"


def _hero_vocabulary() -> set[str]:
    from typing import get_args

    from engine.model.heroes import LIMIT_WORDS, MODIFIER_WORDS, TRIGGER_WORDS, AllowedAction, ApKind, CostedAction

    return set(MODIFIER_WORDS) | set(LIMIT_WORDS) | set(TRIGGER_WORDS) | set(get_args(CostedAction)) | set(
        get_args(AllowedAction)) | set(get_args(ApKind))


def test_every_hero_vocabulary_word_has_a_scenario():
    """Each word of the hero modifier vocabulary (R-ACT-14) is named by a passing gsh hero scenario's ``vocabulary``."""
    covered: set[str] = set()
    for path in FILES:
        sc = load_scenario(path)
        if sc.get("ruleset") == "gsh" and sc.get("heroes"):
            covered.update(sc.get("vocabulary", []))
    words = _hero_vocabulary()
    assert not covered - words, f"unknown vocabulary words in scenarios: {sorted(covered - words)}"
    missing = sorted(words - covered)
    assert not missing, f"hero vocabulary words without a scenario: {', '.join(missing)}"


def _effect_words(effects) -> set[str]:
    words = set()
    for eff in effects:
        words.add(eff["effect"])
        words |= _effect_words(eff.get("effects", []))
    return words


def test_every_card_effect_word_has_a_scenario():
    """Each word of the card effect vocabulary (R-FIRE-2) is played by a scenario's deck."""
    from typing import get_args

    from engine.model.call import Effect

    union = get_args(get_args(Effect)[0])
    vocabulary = {word for model in union for word in get_args(model.model_fields["effect"].annotation)}
    covered: set[str] = set()
    for path in FILES:
        for deck in load_scenario(path).get("decks", []):
            for card in deck.get("cards", []):
                covered |= _effect_words(card.get("effects", []))
    missing = sorted(vocabulary - covered)
    assert len(vocabulary) > 15
    assert not missing, f"card effect words without a scenario: {', '.join(missing)}"


def _marker_words(kind: dict) -> set[str]:
    """The Call marker property words a scenario's marker kind uses: ``blocks_*`` and ``clear_cost`` set, ``on_enter``/``burns`` values."""
    words = {name for name in ("blocks_movement", "blocks_fire") if kind.get(name)}
    if kind.get("clear_cost"):
        words.add("clear_cost")
    words |= {f"{name}:{kind[name]}" for name in ("on_enter", "burns") if name in kind}
    return words


def test_every_marker_property_has_a_scenario():
    """Each Call marker property of the closed vocabulary (R-HERO-8), and a large marker, is played by a gsh scenario."""
    from typing import get_args

    from engine.model.mechanics import MarkerKind

    fields = MarkerKind.model_fields
    vocabulary = {"blocks_movement", "blocks_fire", "clear_cost", "large_marker"}
    for name in ("on_enter", "burns"):
        vocabulary |= {f"{name}:{word}" for word in get_args(fields[name].annotation) if word != fields[name].default}
    covered: set[str] = set()
    for path in FILES:
        sc = load_scenario(path)
        if sc.get("ruleset") != "gsh":
            continue
        for kind in sc.get("marker_kinds", []):
            covered |= _marker_words(kind)
        placements = [p for cells in sc.get("call_markers", {}).values() for p in cells]
        if any(p and isinstance(p[0], list) for p in placements):
            covered.add("large_marker")
    assert len(vocabulary) >= 8
    missing = sorted(vocabulary - covered)
    assert not missing, f"Call marker properties without a scenario: {', '.join(missing)}"


def test_the_rules_reference_says_played_what_the_engine_plays():
    """``callforge rules`` must not call a rule "not played yet" that the scenarios show played, nor the reverse."""
    from authoring.reference import RULES

    for rule_id in GSH_IMPLEMENTED:
        assert not RULES[rule_id].not_played, (rule_id, RULES[rule_id].not_played)
    for rule_id in GSH_UNIMPLEMENTED:
        assert RULES[rule_id].not_played, rule_id
