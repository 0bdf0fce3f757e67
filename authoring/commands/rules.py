"""``callforge rules [ID]``: the rules reference (see :mod:`authoring.reference`).

Exit codes: 0 when the rule or section was found, 2 for an unknown id or format.
"""

from __future__ import annotations

from typing import Annotated

import typer

from authoring.commands import fail_usage

FORMATS = ("text", "json", "markdown")


def rules(
    rule_id: Annotated[
        str | None, typer.Argument(metavar="[ID]", help="A rule id (R-TURN-3) or a section (R-TURN); omitted: every rule.")
    ] = None,
    output_format: Annotated[str, typer.Option("--format", "-f", help="Output format: text, json or markdown.")] = "text",
) -> None:
    """Explain a rule: what it means, the ruleset parameters that change it and their defaults per ruleset."""
    import json

    from rich.console import Console

    from authoring import reference
    from authoring.reference import view

    if output_format not in FORMATS:
        fail_usage(f"unknown format {output_format!r}; choose one of: {', '.join(FORMATS)}")
    if output_format == "markdown":
        if rule_id is not None:
            fail_usage("--format markdown prints the whole reference; give no rule id")
        typer.echo(reference.markdown(), nl=False)
        return
    found = list(reference.RULES.values()) if rule_id is None else reference.find(rule_id)
    if not found:
        close = reference.suggestions(rule_id or "")
        hint = f"; did you mean {' or '.join(close)}?" if close else "; `callforge rules` lists them"
        fail_usage(f"no rule {view.escaped(rule_id or '')!r}{hint}")
    if output_format == "json":
        data = [reference.rule_json(r) for r in found]
        typer.echo(json.dumps(data[0] if rule_id is not None and len(data) == 1 else data, ensure_ascii=False, indent=2))
        return
    console = Console(highlight=False, soft_wrap=False)
    if len(found) == 1:
        console.print(view.rule_panel(found[0]))
    else:
        console.print(view.rules_table(found))


def register(app: typer.Typer) -> None:
    """Add the ``rules`` command to ``app``."""
    app.command()(rules)
