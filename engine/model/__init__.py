"""Pydantic models of the board and Call files: the one source of truth for the formats."""

from engine.model.board import Board
from engine.model.call import Call
from engine.model.ruleset import RulesetParams, default_params, resolve_params

__all__ = ["Board", "Call", "RulesetParams", "default_params", "resolve_params"]
