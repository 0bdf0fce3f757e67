"""A Call's ruleset as it plays: every parameter resolved, and those that differ from the ruleset's defaults."""

from __future__ import annotations

from engine.model.call import Call
from engine.model.ruleset import default_params, resolve_params


def resolved_ruleset(call: Call) -> dict:
    """``{"name", "params"}``: the Call's ruleset with every parameter resolved (defaults plus overrides), as JSON data."""
    name = call.ruleset.name
    return {"name": name, "params": resolve_params(name, call.ruleset.params).model_dump(mode="json")}


def changed_params(call: Call) -> list[tuple[str, object, object]]:
    """``(parameter, value, default)`` for each parameter whose resolved value differs from the ruleset's default, in model order."""
    name = call.ruleset.name
    defaults = default_params(name).model_dump(mode="json")
    params = resolved_ruleset(call)["params"]
    return [(p, value, defaults[p]) for p, value in params.items() if value != defaults[p]]
