"""Golden State Heroes firefighters as data: specialists, Gear and Boosts (R-ACT-14, R-HERO-1..4).

Every card and every signature skill is a list of **modifiers** from a closed
vocabulary the engine implements (``engine/rules/heroes.py``); no code is ever
loaded from a Call.

=============  ==================================================================
``ap_cost``    an action costs ``change`` AP more (less when negative), never
               below ``floor`` (actions: ``extinguish``, ``chop``, ``clear``,
               ``heal``, ``diagonal_move``)
``allow``      an extra action is allowed: ``diagonal_move`` or ``heal``
``extra_ap``   ``amount`` extra AP of a ``kind`` (``regular``, ``move``,
               ``extinguish``) ``when`` something happens
``heal``       heal a Victim in the own space (R-HERO-4) ``when`` something happens
=============  ==================================================================

Each modifier may be limited: ``limit`` (``once_per_turn``, ``once_per_call``),
``on_engine`` (only while standing on a space of the Engine's spot) and
``zone`` (only while standing in that zone of the board). Triggers (``when``):
``start_of_turn``, ``after_fire_card`` (the Fire card of the firefighter's own
turn), ``on_knock_down`` and ``on_use`` (a Boost, the moment it is used).
``ap_cost`` and ``allow`` hold while their card is in force: a skill and Gear
always, a Boost for the rest of the turn it is used in.

>>> h = HeroSet.model_validate({"specialists": [{"id": "scout", "title": {"en": "Scout"}, "skill": {
...     "title": {"en": "Agile"}, "effects": [{"modifier": "allow", "action": "diagonal_move", "limit": "once_per_turn"}]}}]})
>>> h.specialists[0].ap, h.specialists[0].skill.effects[0].limit, h.gear_draw, h.gear_keep, h.boost_draw, h.boosts_per_call
(4, 'once_per_turn', 4, 2, 3, 2)
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, NonNegativeInt

from engine.model.common import Localized, Slug, StrictModel

CostedAction = Literal["extinguish", "chop", "clear", "heal", "diagonal_move"]
"""Actions whose AP cost a modifier may change."""
AllowedAction = Literal["diagonal_move", "heal"]
"""Extra actions a modifier may allow."""
ApKind = Literal["regular", "move", "extinguish"]
"""Kinds of AP: regular AP pay for anything and may be saved; the others pay only for their kind and are never saved."""
MAX_BOOSTS_PER_CALL = 16
"""Most Boosts a firefighter may have over a Call (``HeroSet.boosts_per_call``)."""
Trigger = Literal["start_of_turn", "after_fire_card", "on_knock_down", "on_use"]
Limit = Literal["none", "once_per_turn", "once_per_call"]

MODIFIER_WORDS: tuple[str, ...] = ("ap_cost", "allow", "extra_ap", "heal")
"""The modifier vocabulary."""
LIMIT_WORDS: tuple[str, ...] = ("once_per_turn", "once_per_call", "on_engine", "zone")
"""The limits a modifier may carry."""
TRIGGER_WORDS: tuple[str, ...] = ("start_of_turn", "after_fire_card", "on_knock_down", "on_use")


class _Modifier(StrictModel):
    limit: Limit = Field(
        default="none",
        title="Limit",
        description="'none', 'once_per_turn' or 'once_per_call': how often the modifier may apply.",
    )
    on_engine: bool = Field(
        default=False, title="Only on the Engine", description="Applies only while the firefighter stands on a space of the Engine's spot."
    )
    zone: Slug | None = Field(
        default=None, title="Only in a zone", description="Applies only while the firefighter stands in this zone of the board."
    )


class ApCost(_Modifier):
    """An action's AP cost changed, never below a floor."""

    modifier: Literal["ap_cost"] = Field(title="Modifier", description="'ap_cost'.")
    action: CostedAction = Field(title="Action", description="The action whose cost changes.")
    change: int = Field(ge=-4, le=4, title="Change", description="AP added to the cost (negative: fewer AP).")
    floor: NonNegativeInt = Field(default=0, le=4, title="Floor", description="The cost never drops below this.")


class Allow(_Modifier):
    """An extra action the firefighter may take."""

    modifier: Literal["allow"] = Field(title="Modifier", description="'allow'.")
    action: AllowedAction = Field(
        title="Action",
        description="'diagonal_move' (1 AP, 2 carrying, never into Fire, around a corner that has no wall on one side) or 'heal' (1 AP, R-HERO-4).",
    )


class ExtraAp(_Modifier):
    """Extra AP of a kind when something happens."""

    modifier: Literal["extra_ap"] = Field(title="Modifier", description="'extra_ap'.")
    kind: ApKind = Field(default="regular", title="AP kind", description="'regular', 'move' or 'extinguish'.")
    amount: int = Field(ge=1, le=6, title="Amount", description="How many AP.")
    when: Trigger = Field(default="start_of_turn", title="When", description="The trigger that grants them.")


class Heal(_Modifier):
    """Heal a Victim in the firefighter's own space when something happens (R-HERO-4)."""

    modifier: Literal["heal"] = Field(title="Modifier", description="'heal'.")
    when: Trigger = Field(default="on_use", title="When", description="The trigger that heals.")


Modifier = Annotated[
    Union[ApCost, Allow, ExtraAp, Heal],  # noqa: UP007
    Field(discriminator="modifier", title="Modifier", description="One effect of a skill, Gear or Boost, from the closed modifier vocabulary."),
]


class Skill(StrictModel):
    """A specialist's signature skill."""

    title: Localized = Field(title="Title", description="Name of the skill, e.g. 'Agile'.")
    text: Localized | None = Field(default=None, title="Text", description="What the skill does, for the players.")
    effects: list[Modifier] = Field(default_factory=list, max_length=8, title="Effects", description="Its modifiers.")


class FreeAp(StrictModel):
    """Free AP a specialist gets each turn for one kind of action; never saved (R-TURN-2)."""

    kind: Literal["move", "extinguish"] = Field(title="Kind", description="'move' or 'extinguish'.")
    amount: int = Field(ge=1, le=6, title="Amount", description="Free AP per turn.")


class HeroSpecialist(StrictModel):
    """A Golden State Heroes specialist (R-HERO-1): AP per turn, free AP and one signature skill."""

    id: Slug = Field(title="Specialist id", description="Unique within the hero set.")
    title: Localized = Field(title="Title", description="The specialist's name.")
    text: Localized | None = Field(default=None, title="Text", description="A line about the specialist.")
    ap: int = Field(default=4, ge=1, le=8, title="AP per turn", description="Regular AP each turn (R-TURN-2).")
    free_ap: FreeAp | None = Field(default=None, title="Free AP", description="Free AP of one kind each turn, never saved.")
    skill: Skill = Field(title="Signature skill", description="The specialist's signature skill.")


class GearCard(StrictModel):
    """A Gear card: equipped at forging, stays with its specialist (R-HERO-1, R-HERO-3)."""

    id: Slug = Field(title="Gear id", description="Unique within the hero set.")
    title: Localized = Field(title="Title", description="Card title.")
    text: Localized | None = Field(default=None, title="Text", description="What the card does, for the players.")
    effects: list[Modifier] = Field(default_factory=list, max_length=8, title="Effects", description="Its modifiers, in force while equipped.")


class BoostCard(StrictModel):
    """A Boost card: kept Active or Reserve, used once (R-HERO-2)."""

    id: Slug = Field(title="Boost id", description="Unique within the hero set.")
    title: Localized = Field(title="Title", description="Card title.")
    text: Localized | None = Field(default=None, title="Text", description="What the card does, for the players.")
    effects: list[Modifier] = Field(
        default_factory=list, max_length=8, title="Effects", description="Its modifiers, in force for the rest of the turn it is used in."
    )


class HeroSet(StrictModel):
    """The heroes a Call offers: specialists, Gear and Boosts, and how many are drawn and kept (R-HERO-1).

    Ids are unique within the hero set, and no more Gear is kept than drawn.
    """
    # ``callforge validate`` finds an id used twice or more Gear kept than drawn (FP306, FP310) at its place, rather
    # than the model refusing the whole set, which would hide its other checks; the engine refuses a set it cannot
    # play (engine.rules.modifiers.compile_heroes).

    specialists: list[HeroSpecialist] = Field(min_length=1, max_length=16, title="Specialists", description="Specialists to choose from.")
    gear: list[GearCard] = Field(default_factory=list, max_length=64, title="Gear", description="The Gear deck.")
    boosts: list[BoostCard] = Field(default_factory=list, max_length=64, title="Boosts", description="The Boost deck.")
    gear_draw: int = Field(default=4, ge=0, le=8, title="Gear drawn", description="Gear cards each firefighter looks at (R-HERO-1).")
    gear_keep: int = Field(default=2, ge=0, le=4, title="Gear kept", description="Gear cards each firefighter equips of those.")
    boost_draw: int = Field(
        default=3, ge=0, le=6, title="Boosts drawn",
        description="Boost cards each firefighter looks at; it keeps 2, Active and Reserve, or fewer (boosts_per_call) (R-HERO-2).",
    )
    boosts_per_call: int = Field(
        default=2, ge=0, le=MAX_BOOSTS_PER_CALL, title="Boosts per Call",
        description="Boosts each firefighter has over the Call (R-HERO-2): it keeps up to 2 at forging (1 or none if this is 1 or 0); "
                    "while it has had fewer, it draws a new Reserve Boost each time its Reserve becomes Active (the discard "
                    "pile shuffled into a new deck when the deck is empty).",
    )

