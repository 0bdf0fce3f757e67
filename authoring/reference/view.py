"""Rich views of the rules reference: one rule in full, or a table of rules."""

from __future__ import annotations

from rich.console import Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from authoring.reference import RULESET_NAMES, SECTIONS, param_json, shown
from authoring.reference.entries import Rule


def escaped(text: str) -> str:
    """``text`` with control characters shown as escapes, safe to print on a terminal."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def rule_panel(rule: Rule) -> Panel:
    """One rule: its text, rulesets, fields and a table of its parameters with their defaults."""
    parts: list = [Text(rule.text), Text("")]
    parts.append(Text.from_markup(f"[bold]Rulesets:[/] {', '.join(rule.rulesets)}"))
    if rule.not_played:
        parts.append(Text.from_markup(f"[yellow]Not played by the engine yet:[/] {escape(rule.not_played)}"))
    if rule.fields:
        parts.append(Text.from_markup(f"[bold]Board and Call fields:[/] {', '.join(rule.fields)}"))
    if rule.params:
        table = Table(show_edge=False, pad_edge=False)
        table.add_column("parameter", style="bold")
        for name in RULESET_NAMES:
            table.add_column(name)
        meanings = []
        for p in rule.params:
            data = param_json(p)
            table.add_row(p, *(shown(data["defaults"][n]) for n in RULESET_NAMES))
            meanings.append(Text.from_markup(f"[bold]{p}[/]: {escape(data['description'])}"))
        parts += [Text(""), table, Text(""), *meanings]
    else:
        parts.append(Text("No ruleset parameter changes this rule."))
    title = f"{rule.id}: {rule.title}  ({SECTIONS[rule.section]})"
    return Panel(Group(*parts), title=title, title_align="left")


def rules_table(rules: list[Rule]) -> Table:
    """A line per rule: id, title, rulesets and the parameters that change it."""
    table = Table(title="Rules reference (callforge rules ID for one rule)")
    table.add_column("id", style="bold", no_wrap=True)
    table.add_column("title")
    table.add_column("rulesets")
    table.add_column("parameters")
    for rule in rules:
        title = rule.title + (" (not played yet)" if rule.not_played else "")
        rulesets = "all" if rule.rulesets == RULESET_NAMES else ", ".join(rule.rulesets)
        table.add_row(rule.id, title, rulesets, ", ".join(rule.params) or "-")
    return table
