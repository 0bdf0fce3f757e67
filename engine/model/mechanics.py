"""Call mechanics as data (gsh, R-HERO-5..8): water sources, rescue places, Call markers, Helpers.

>>> m = MarkerKind(id="live-wire", title={"en": "Live wire"}, blocks_movement=True, clear_cost=2, burns="removed")
>>> m.on_enter, m.clear_cost, m.burns, m.blocks_fire
('none', 2, 'removed', False)
>>> from pydantic import TypeAdapter
>>> TypeAdapter(MarkerPlacement).validate_python([[2, 3], [2, 4]])
[(2, 3), (2, 4)]
>>> placement_cells((2, 3)), placement_cells([(2, 3), (2, 4)])
([(2, 3)], [(2, 3), (2, 4)])
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.model.common import Cell, Localized, Slug, StrictModel

MAX_MARKER_SPACES = 4
"""Most spaces one Call marker covers (a large wreck)."""

MarkerSpaces = Annotated[
    list[Cell],
    Field(
        min_length=2, max_length=MAX_MARKER_SPACES, title="Spaces of one large marker",
        description="One Call marker covering 2 to 4 side-by-side spaces (e.g. a large wreck): cleared once, removed together.",
    ),
]

MarkerPlacement = Annotated[
    Cell | MarkerSpaces,
    Field(title="Marker placement", description="A space [row, col] for a one-space marker, or a list of 2 to 4 spaces for one large marker."),
]
"""Where one Call marker starts (R-HERO-8)."""


def placement_cells(placement) -> list:
    """The spaces of one marker placement, a single ``Cell`` or a list of them."""
    if placement and isinstance(placement[0], int):
        return [placement]
    return list(placement)


class NamedVictim(StrictModel):
    """One face-up Victim the Call places and names, e.g. the owner of the house (R-HERO-7, R-END-1, R-END-2).

    It is a Victim like the others (carried, Healed, led, rescued, lost, and
    counted with them); the engine follows which one it is.
    """

    cell: Cell = Field(title="Space", description="Where it lies at setup, face up.")
    title: Localized = Field(title="Name", description="Who it is, for the players.")
    needed: bool = Field(default=True, title="Needed to win", description="The game is not won before it is rescued.")
    loss: bool = Field(default=True, title="Lost: defeat", description="The game is lost at once when it is lost.")


class WaterSource(StrictModel):
    """A dedicated water source for Suppression Blast other than the Engine (R-HERO-5), e.g. a sprinkler system."""

    id: Slug = Field(title="Water source id", description="Unique within the Call; the action is 'blast ID'.")
    title: Localized = Field(title="Title", description="Name shown to players.")
    cells: list[Cell] = Field(
        default_factory=list, max_length=16, title="Spaces", description="Spaces a firefighter stands on to use it (e.g. the valve)."
    )
    zone: Slug = Field(title="Zone served", description="The board zone it sprays (R-ACT-9: dice flipped into it).")
    cost: int = Field(default=4, ge=1, le=8, title="AP cost", description="AP of a Suppression Blast from this source.")


class RescuePlace(StrictModel):
    """A rescue vehicle or place other than the Ambulance (R-HERO-6): a Victim carried or led onto it is rescued."""

    id: Slug = Field(title="Rescue place id", description="Unique within the Call.")
    title: Localized = Field(title="Title", description="Name shown to players, e.g. 'Helicopter'.")
    kind: Literal["vehicle", "place"] = Field(
        default="place", title="Kind", description="'vehicle' (a Helicopter on its spots) or 'place' (a lift basket, a safe room)."
    )
    cells: list[Cell] = Field(default_factory=list, max_length=16, title="Spaces", description="Its spaces (a vehicle's spots).")


class MarkerKind(StrictModel):
    """A kind of Call marker (R-HERO-8: wrecks, live wires, fractures, large Debris...), from a closed property vocabulary.

    At most one Call marker lies on a space.
    """

    id: Slug = Field(title="Marker id", description="Unique within the Call.")
    title: Localized = Field(title="Title", description="Name shown to players.")
    text: Localized | None = Field(default=None, title="Text", description="What it does, for the players.")
    blocks_movement: bool = Field(default=False, title="Blocks movement", description="No firefighter may enter its space.")
    blocks_fire: bool = Field(
        default=False, title="Blocks fire",
        description="For fire, every edge of its space is a wall that takes no Damage: Fire neither spreads into nor out of "
                    "the space (Advance Fire, flashover) and blasts and Shockwaves stop at its edges, harming nothing.",
    )
    clear_cost: int | None = Field(
        default=None, ge=1, le=6, title="Clear cost",
        description="AP to remove it with 'remove r,c' from the own or an Adjacent space; omitted: no action removes it.",
    )
    on_enter: Literal["none", "lose_ap", "knock_down"] = Field(
        default="none", title="On entering", description="What happens to a firefighter entering its space."
    )
    on_enter_ap: int = Field(default=1, ge=1, le=4, title="AP lost", description="AP lost on entering, for 'lose_ap'.")
    burns: Literal["stays", "removed", "loss"] = Field(
        default="stays", title="On Fire", description="Fire on its space after the Fire card: it stays, is removed, or the game is lost."
    )
