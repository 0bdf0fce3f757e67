"""Rulesets and their parameters.

Where the rulebooks differ, the rules digest names a parameter; each ruleset
has a default for every parameter and a Call may override any of them. The
rules reference (``docs/rules.md``, ``callforge rules ID``) lists the rules
each parameter changes, with its default per ruleset.

>>> p = default_params("experienced")
>>> p.rescue, p.poi_replenish, p.splash_crosses_zone
('ambulance', 'arrows', True)
>>> resolve_params("family", {"ap_per_turn": 5}).ap_per_turn
5
>>> RulesetOverrides(ap_per_turn=-3)
Traceback (most recent call last):
...
pydantic_core._pydantic_core.ValidationError: 1 validation error for RulesetOverrides
...
"""

from __future__ import annotations

from typing import Annotated, Literal, Optional, get_args

from pydantic import Field, create_model

from engine.model.common import StrictModel

RulesetName = Literal["family", "experienced", "gsh"]
BlockingMarker = Literal["fire", "smoke", "firefighter", "poi"]
Specialist = Literal[
    "paramedic",
    "fire_captain",
    "imaging_technician",
    "cafs_firefighter",
    "hazmat_technician",
    "generalist",
    "rescue_specialist",
    "driver_operator",
]
"""A Fire Rescue specialist (R-ACT-11), by id."""

SPECIALISTS: tuple[str, ...] = get_args(Specialist)
"""The eight Fire Rescue specialists (R-ACT-11), by id, in rulebook order."""


class RulesetParams(StrictModel):
    """Every rule that differs between rulesets or sources, as one value each."""

    ap_per_turn: Annotated[int, Field(ge=1, le=100)] = Field(default=4, title="AP per turn", description="AP a plain firefighter gets each turn (R-TURN-2).")
    max_saved_ap: Annotated[int, Field(ge=0, le=100)] = Field(default=4, title="Saved AP cap", description="Most AP a firefighter may hold over between turns (R-TURN-2).")
    poi_on_board: Annotated[int, Field(ge=0, le=100)] = Field(default=3, title="POI on board", description="POI kept on the board by replenishment (R-POI-1).")
    rescue: Literal["outside", "ambulance"] = Field(
        default="outside", title="Rescue", description="Where a carried Victim is rescued: any outside space, or the Ambulance's spot (R-ACT-4)."
    )
    knock_down: Literal["nearest_ambulance_space", "ambulance"] = Field(
        default="nearest_ambulance_space",
        title="Knock-down destination",
        description="Where a knocked-down firefighter goes: nearest ambulance parking space, or the Ambulance's current spot (R-SEC-4).",
    )
    poi_replenish: Literal["reroll", "arrows"] = Field(
        default="reroll", title="POI replenishment", description="Family re-roll rule or arrow sliding (R-POI-2, R-POI-3)."
    )
    poi_blocked_by: list[BlockingMarker] = Field(
        default_factory=lambda: ["poi"],
        max_length=4,
        title="POI blocked by",
        description="Markers that block a new POI on its target (R-POI-3).",
    )
    poi_count_victims: bool = Field(
        default=True,
        title="Victims count as POI",
        description=(
            "Revealed Victims not yet rescued or lost count toward the POI kept on the board; false: only face-down "
            "POI count (R-POI-1)."
        ),
    )
    poi_clears_threats: bool = Field(
        default=True, title="POI clears threats", description="Fire or Smoke on a new POI's target is removed (family, R-POI-2)."
    )
    firefighter_reveals_new_poi: bool = Field(
        default=True, title="Firefighter reveals new POI", description="A new POI placed on a firefighter is revealed at once (R-POI-2)."
    )
    vehicles: bool = Field(default=False, title="Vehicles", description="Ambulance and Engine are in play (R-ACT-8, R-ACT-9).")
    specialists: bool = Field(default=False, title="Specialists", description="Firefighters have specialist roles (R-ACT-11).")
    hazmat: bool = Field(default=False, title="Hazmat", description="Hazmat explodes on Fire (R-SEC-2).")
    hazmat_leaves_hot_spot: bool = Field(default=False, title="Hazmat leaves Hot Spot", description="An exploded Hazmat leaves a Hot Spot (experienced, R-SEC-2).")
    hot_spots: bool = Field(default=False, title="Hot spots", description="Flare-ups from Hot Spots (R-SEC-3).")
    splash_crosses_zone: bool = Field(
        default=True, title="Splash crosses zone", description="Deck gun splash reaches Adjacent spaces outside the target zone (R-ACT-9)."
    )
    fire_phase: Literal["roll", "fire_deck"] = Field(
        default="roll", title="Fire phase", description="One Advance Fire roll per turn, or a Fire card (R-FIRE-2)."
    )
    shockwave_detonates_hazmat: bool = Field(
        default=False, title="Shockwave detonates Hazmat", description="A Shockwave reaching Hazmat sets off another Explosion (gsh, R-EXPL-4)."
    )
    debris: bool = Field(default=False, title="Debris", description="Debris markers and the Clear action (gsh, R-ACT-13).")


_DEFAULTS: dict[str, dict] = {
    "family": {},
    "experienced": {
        "rescue": "ambulance",
        "knock_down": "ambulance",
        "poi_replenish": "arrows",
        "poi_blocked_by": ["fire", "smoke", "firefighter", "poi"],
        "poi_clears_threats": False,
        "firefighter_reveals_new_poi": False,
        "vehicles": True,
        "specialists": True,
        "hazmat": True,
        "hazmat_leaves_hot_spot": True,
        "hot_spots": True,
        "splash_crosses_zone": True,
    },
    "gsh": {
        "rescue": "ambulance",
        "knock_down": "ambulance",
        "poi_replenish": "arrows",
        "poi_blocked_by": ["fire", "poi"],
        "poi_clears_threats": False,
        "firefighter_reveals_new_poi": True,
        "vehicles": True,
        "specialists": True,
        "hazmat": True,
        "splash_crosses_zone": True,
        "fire_phase": "fire_deck",
        "shockwave_detonates_hazmat": True,
        "debris": True,
    },
}

def _constrained(field):
    """The field's type with its constraints (``ge``, ``gt``...) kept, for the overrides model."""
    return Annotated[(field.annotation, *field.metadata)] if field.metadata else field.annotation


RulesetOverrides = create_model(
    "RulesetOverrides",
    __base__=StrictModel,
    __doc__="Parameter overrides: any subset of the ruleset parameters (docs/rules.md: the rule each changes, its defaults).",
    **{
        name: (
            Optional[_constrained(field)],  # noqa: UP045
            Field(default=None, title=field.title, description=field.description),
        )
        for name, field in RulesetParams.model_fields.items()
    },
)


def default_params(name: str) -> RulesetParams:
    """The parameters of ruleset ``name`` with nothing overridden."""
    return RulesetParams(**_DEFAULTS[name])


def resolve_params(name: str, overrides: StrictModel | dict | None = None) -> RulesetParams:
    """The ruleset's defaults with ``overrides`` (a model or dict) applied."""
    values = dict(_DEFAULTS[name])
    if overrides is not None:
        items = overrides.model_dump(exclude_none=True) if hasattr(overrides, "model_dump") else overrides
        values.update({k: v for k, v in items.items() if v is not None})
    return RulesetParams(**values)
