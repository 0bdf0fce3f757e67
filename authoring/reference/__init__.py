"""The rules reference: every rule id of the rules digest explained, with the parameters that govern it.

``entries`` holds the text; this module looks rules up and turns them into
JSON, a Rich view and the Markdown of ``docs/rules.md`` (``callforge rules``
prints them; a test keeps ``docs/rules.md`` equal to :func:`markdown`).

>>> [r.id for r in find("r-turn")]
['R-TURN-1', 'R-TURN-2', 'R-TURN-3']
>>> rule_json(RULES["R-ACT-4"])["params"][0]["defaults"]
{'family': 'outside', 'experienced': 'ambulance', 'gsh': 'ambulance'}
"""

from __future__ import annotations

import difflib

from authoring.reference.entries import RULES, SECTIONS, Rule
from engine.model.ruleset import RulesetParams, default_params

RULESET_NAMES = ("family", "experienced", "gsh")
DOC_PATH = "docs/rules.md"
"""Where the Markdown form of the reference lives, relative to the project root."""


def find(query: str) -> list[Rule]:
    """The rule with id ``query``, or every rule of the section ``query`` names (``R-TURN``), case ignored."""
    wanted = query.strip().upper()
    if wanted in RULES:
        return [RULES[wanted]]
    return [rule for rule in RULES.values() if rule.section == wanted]


def suggestions(query: str) -> list[str]:
    """Rule ids and sections that look like ``query``, for an error message."""
    names = [*RULES, *SECTIONS]
    return difflib.get_close_matches(query.strip().upper(), names, n=3, cutoff=0.6)


def default_value(param: str, ruleset: str) -> object:
    """The default of ruleset parameter ``param`` under ``ruleset``, as JSON data."""
    return default_params(ruleset).model_dump(mode="json")[param]


def shown(value: object) -> str:
    """A parameter value as a person reads it: ``true``, ``fire, poi``, ``4``.

    >>> shown(True), shown(["fire", "poi"]), shown(4)
    ('true', 'fire, poi', '4')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "(none)"
    return str(value)


def param_json(param: str) -> dict:
    """A ruleset parameter: its name, title, description and default per ruleset."""
    field = RulesetParams.model_fields[param]
    return {
        "name": param,
        "title": field.title,
        "description": field.description,
        "defaults": {name: default_value(param, name) for name in RULESET_NAMES},
    }


def rule_json(rule: Rule) -> dict:
    """One rule as JSON data (what ``callforge rules --format json`` prints)."""
    return {
        "id": rule.id,
        "section": SECTIONS[rule.section],
        "title": rule.title,
        "text": rule.text,
        "rulesets": list(rule.rulesets),
        "params": [param_json(p) for p in rule.params],
        "fields": list(rule.fields),
        "played": not rule.not_played,
        "not_played": rule.not_played or None,
    }


def markdown() -> str:
    """The whole reference as Markdown: the content of ``docs/rules.md``."""
    lines = [
        "# Rules reference",
        "",
        "Every rule id the code, the tests and the diagnostics cite, in the order of the rules digest:",
        "what the rule means for a Call, the rulesets it belongs to, and the ruleset parameters",
        "(`ruleset.params` of a Call) that change it, with their default in each ruleset. A Call",
        "overrides a parameter by naming it under `ruleset.params`; `callforge inspect CALL` names the",
        "ones it overrides (`--format json`: every value it plays with). `callforge rules ID` prints one entry.",
        "",
        "Generated from `authoring/reference/entries.py` by `callforge rules --format markdown`.",
        "",
    ]
    for prefix, title in SECTIONS.items():
        lines += [f"## {title} ({prefix})", ""]
        for rule in RULES.values():
            if rule.section == prefix:
                lines += _rule_markdown(rule)
    return "\n".join(lines).rstrip() + "\n"


def _rule_markdown(rule: Rule) -> list[str]:
    lines = [f"### {rule.id}: {rule.title}", "", rule.text, "", f"Rulesets: {', '.join(rule.rulesets)}."]
    if rule.not_played:
        lines.append(f"Not played by the engine yet: {rule.not_played}.")
    if rule.fields:
        lines.append(f"Board and Call fields: {', '.join(f'`{f}`' for f in rule.fields)}.")
    lines.append("")
    if rule.params:
        lines += ["| parameter | family | experienced | gsh | meaning |", "|---|---|---|---|---|"]
        for p in rule.params:
            data = param_json(p)
            cells = " | ".join(shown(data["defaults"][name]) for name in RULESET_NAMES)
            lines.append(f"| `{p}` | {cells} | {data['description']} |")
        lines.append("")
    else:
        lines += ["No ruleset parameter changes this rule.", ""]
    return lines


__all__ = ["RULES", "SECTIONS", "Rule", "find", "markdown", "param_json", "rule_json", "suggestions"]
