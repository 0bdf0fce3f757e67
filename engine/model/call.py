"""The Call file: a scenario on a board, with its ruleset, setup, decks and text.

>>> call = Call(id="demo", title={"en": "Demo"}, board="fire-rescue-front")
>>> call.ruleset.name, call.players.max, call.win.rescued
('family', 6, 7)
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import AfterValidator, Field, model_validator

from engine.model.common import MAX_CELLS, Cell, Edge, Localized, Slug, StrictModel
from engine.model.heroes import HeroSet
from engine.model.mechanics import MarkerKind, MarkerPlacement, NamedVictim, RescuePlace, WaterSource
from engine.model.ruleset import RulesetName, RulesetOverrides, RulesetParams, Specialist

CALL_FORMAT_VERSION = 1

MAX_PLAYERS = 6
"""Most firefighters a game has."""

MAX_COUNT = 1000
"""Most markers, cards or victims any one number of a Call may ask for."""

MAX_REPEAT = 100
"""Most times one effect may repeat (``times``, ``count``)."""

MAX_CARD_STEPS = 1000
"""Most single steps one card may do (see :func:`effect_steps`)."""

MAX_EFFECT_DEPTH = 8
"""Deepest nesting, below a drawn card, of repeats and revealed Event cards that play does (a guard against a Call's
loops: ``engine.rules.decks.run_effects`` leaves deeper effects undone, and FP319 counts as it does)."""

Amount = Annotated[int, Field(ge=0, le=MAX_COUNT)]
"""A number of markers, cards or victims: 0 to :data:`MAX_COUNT`."""

PositiveAmount = Annotated[int, Field(ge=1, le=MAX_COUNT)]
"""An :data:`Amount` of at least 1."""

Repetitions = Annotated[int, Field(ge=1, le=MAX_REPEAT)]
"""How many times an effect is done: 1 to :data:`MAX_REPEAT`."""

PlayerCount = Annotated[int, Field(ge=1, le=MAX_PLAYERS)]
"""A number of firefighters: 1 to :data:`MAX_PLAYERS`."""


class Ruleset(StrictModel):
    """The ruleset a Call is played with, and its parameter overrides."""

    name: RulesetName = Field(
        default="family", title="Ruleset", description="'family', 'experienced' or 'gsh' (Golden State Heroes)."
    )
    params: RulesetOverrides = Field(  # type: ignore[valid-type]
        default_factory=RulesetOverrides,
        title="Parameter overrides",
        description=(
            "Ruleset parameters that differ from the ruleset's defaults; the rules reference (docs/rules.md, "
            "or `callforge rules ID`) says which rule each one changes and its default in every ruleset."
        ),
    )


class Players(StrictModel):
    """How many firefighters may play the Call."""

    min: PlayerCount = Field(default=1, title="Fewest players", description="Fewest firefighters.")
    max: PlayerCount = Field(default=6, title="Most players", description="Most firefighters.")

    @model_validator(mode="after")
    def _ordered(self) -> Players:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class Level(StrictModel):
    """A difficulty level (R-SETUP-2): the numbers its random setup uses."""

    id: Slug = Field(title="Level id", description="e.g. 'recruit', 'veteran', 'heroic'.")
    name: Localized = Field(title="Name", description="Display name.")
    explosions: Amount = Field(default=0, title="Explosions", description="Setup explosions.")
    hazmat: Amount = Field(default=0, title="Hazmat", description="Hazmat placed at setup.")
    hot_spots: Amount = Field(
        default=0, title="Extra Hot Spots", description="Extra Hot Spots placed at setup, before the per-player extra."
    )
    hot_spot_supply: Amount = Field(
        default=0, title="Hot Spot supply", description="Hot Spots kept aside for flare-ups during the game."
    )


Count = Annotated[
    Union[Amount, Literal["level"]],  # noqa: UP007
    Field(title="Count", description="A number, or 'level' to take it from the chosen difficulty level."),
]


class ExplosionsProcedure(StrictModel):
    """Setup explosions (R-SETUP-2): the first from a d8 table, then rolled targets."""

    do: Literal["explosions"] = Field(title="Procedure", description="'explosions'.")
    count: Count = Field(default="level", title="Count", description="How many explosions.")
    first_table: dict[Annotated[str, Field(pattern=r"^[1-9][0-9]{0,2}$")], Cell] = Field(
        max_length=MAX_COUNT,
        title="First-explosion table",
        description='Black die face -> target of the first explosion, e.g. {"1": [3, 3], ...}.',
    )


class PlaceProcedure(StrictModel):
    """Roll targets for markers, re-rolling targets that are not allowed (R-SETUP-2)."""

    do: Literal["place_hazmat", "place_poi", "place_hot_spots"] = Field(
        title="Procedure", description="Which marker to place by rolling."
    )
    count: Count = Field(default="level", title="Count", description="How many markers.")
    by_players: dict[Annotated[str, Field(pattern=r"^[1-9]$")], Amount] = Field(
        default_factory=dict,
        title="Extra by player count",
        description='Extra markers by number of firefighters, e.g. {"3": 2, "4": 3}.',
    )
    reroll_on: list[Literal["fire", "smoke", "poi", "hazmat", "hot_spot"]] = Field(
        max_length=5,
        default_factory=lambda: ["fire"],
        title="Re-roll on",
        description="Markers on a target that force a re-roll.",
    )


Procedure = Annotated[
    Union[ExplosionsProcedure, PlaceProcedure],  # noqa: UP007
    Field(discriminator="do", title="Procedure", description="A random setup step, run in order."),
]


class Vehicles(StrictModel):
    """Starting parking spot of each vehicle, as an index into the board's spot list."""

    ambulance: Amount | None = Field(default=None, title="Ambulance spot", description="Index of the Ambulance's spot; omitted: players choose.")
    engine: Amount | None = Field(default=None, title="Engine spot", description="Index of the Engine's spot; omitted: players choose.")


class Setup(StrictModel):
    """The starting position: fixed placements, then random procedures in order."""

    fire: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="Fire", description="Spaces that start with Fire.")
    smoke: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="Smoke", description="Spaces that start with Smoke.")
    poi: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="POI", description="Face-down POI drawn from the bag onto these spaces.")
    hazmat: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="Hazmat", description="Spaces that start with Hazmat.")
    hot_spots: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="Hot Spots", description="Spaces that start with a Hot Spot.")
    debris: list[Cell] = Field(default_factory=list, max_length=MAX_CELLS, title="Debris", description="Spaces that start with Debris (gsh).")
    helpers: list[Cell] = Field(
        default_factory=list, max_length=32, title="Helpers", description="gsh: spaces that start with a Helper (R-HERO-7)."
    )
    markers: dict[Slug, Annotated[list[MarkerPlacement], Field(max_length=MAX_CELLS)]] = Field(
        default_factory=dict, max_length=16, title="Call markers",
        description="gsh: Call marker id -> where its markers start: a space each, or a list of 2 to 4 side-by-side spaces "
                    "for one large marker; one marker a space (R-HERO-8).",
    )
    open_doors: list[Edge] = Field(default_factory=list, max_length=MAX_CELLS, title="Open doors", description="Doors that start open, overriding the board.")
    firefighters: list[Cell] = Field(
        default_factory=list,
        max_length=MAX_PLAYERS,
        title="Firefighter starts",
        description="Starting spaces by seat; seats without one start on an outside space of the player's choice.",
    )
    vehicles: Vehicles = Field(default_factory=Vehicles, title="Vehicles", description="Starting vehicle spots.")
    procedures: list[Procedure] = Field(
        default_factory=list, max_length=100, title="Random procedures", description="Random setup steps, run after the fixed placements."
    )


class PoiBag(StrictModel):
    """The face-down POI supply (R-SETUP-1)."""

    victims: Amount = Field(default=10, title="Victims", description="Victims in the bag.")
    false_alarms: Amount = Field(default=5, title="False Alarms", description="False Alarms in the bag.")


class Supply(StrictModel):
    """Limited markers."""

    damage: PositiveAmount = Field(default=24, title="Damage", description="Damage markers; the scene collapses when they run out (R-END-3).")
    threats: PositiveAmount = Field(
        default=33, title="Threat markers",
        description="Fire/Smoke markers the setup may place (FP303; gsh: at most the box's 35, FP315). Play is not "
                    "limited by it: no rulebook says what happens when the markers run out.",
    )
    hazmat: Amount = Field(default=6, title="Hazmat", description="Hazmat markers in the box.")
    hot_spots: Amount = Field(default=24, title="Hot Spots", description="Hot Spot markers in the box.")


class Win(StrictModel):
    rescued: PositiveAmount = Field(default=7, title="Victims to rescue", description="Victims rescued to win (R-END-1).")
    helpers_rescued: int | None = Field(
        default=None, ge=1, le=32, title="Helpers to rescue",
        description="gsh: Helpers that must be guided to a rescue space as well before the game is won (R-END-1, R-HERO-7); "
                    "omitted: none need be.",
    )


class Loss(StrictModel):
    victims_lost: PositiveAmount = Field(
        default=4, title="Victims lost", description="Victims lost that end the game in defeat, at least 1 (R-END-2)."
    )
    helpers_lost: int | None = Field(
        default=None, ge=1, le=32, title="Helpers lost", description="gsh: Helpers lost that end the game in defeat (R-HERO-7); omitted: none does."
    )


# ---- effects: a closed vocabulary; no code is ever loaded from a Call ----


class _Effect(StrictModel):
    pass


class AdvanceFire(_Effect):
    """Roll for a target and advance the fire there (R-FIRE-1)."""

    effect: Literal["advance_fire"] = Field(title="Effect", description="'advance_fire'.")
    times: Repetitions = Field(default=1, title="Times", description="How many Advance Fire rolls.")


class PlaceMarker(_Effect):
    """Roll for targets and place a marker on each."""

    effect: Literal["place_debris", "place_hazmat", "place_hot_spot", "place_smoke", "place_fire", "place_poi"] = Field(
        title="Effect", description="Which marker to place."
    )
    count: Repetitions = Field(default=1, title="Count", description="How many markers.")


class RevealEvent(_Effect):
    """Turn over the top card of the Event deck and do it."""

    effect: Literal["reveal_event"] = Field(title="Effect", description="'reveal_event'.")


class ShuffleIn(_Effect):
    """Shuffle set-aside cards into a deck (e.g. more Flare-Ups into the Fire deck)."""

    effect: Literal["shuffle_in"] = Field(title="Effect", description="'shuffle_in'.")
    card: Slug = Field(title="Card", description="Id of the card to shuffle in.")
    deck: Slug = Field(title="Deck", description="Id of the deck it goes into.")
    count: Repetitions = Field(default=1, title="Count", description="How many copies.")


class FlareUp(_Effect):
    """Advance the fire once on every Hot Spot."""

    effect: Literal["flare_up"] = Field(title="Effect", description="'flare_up'.")


class Repeat(_Effect):
    """Do a list of effects several times."""

    effect: Literal["repeat"] = Field(title="Effect", description="'repeat'.")
    times: Repetitions = Field(title="Times", description="How many times.")
    effects: list[Effect] = Field(max_length=MAX_REPEAT, title="Effects", description="The effects to repeat, in order.")


class SpaceEffect(_Effect):
    """gsh: an effect on one space, chosen by ``target`` (see ``engine/rules/card_effects.py``)."""

    effect: Literal["remove_threat", "knock_down", "lose_ap", "gain_ap", "heal", "place_marker", "remove_marker", "reveal_poi"] = Field(
        title="Effect",
        description=(
            "remove_threat: Fire or Smoke removed; knock_down: firefighters there Knocked Down; lose_ap / gain_ap: they lose "
            "(Dazed) or gain AP; heal: Victims there Healed; place_marker / remove_marker: a Call marker; reveal_poi: a POI turned."
        ),
    )
    target: Literal["roll", "current_player", "nearest_firefighter"] = Field(
        default="roll",
        title="Target",
        description="roll: a Target space by both dice; current_player: the space of the firefighter at turn; "
        "nearest_firefighter: the space of the firefighter nearest a rolled Target space.",
    )
    amount: int = Field(default=1, ge=1, le=4, title="AP", description="AP lost or gained, for lose_ap and gain_ap.")
    marker: Slug | None = Field(default=None, title="Marker", description="The Call marker placed, for place_marker.")


Effect = Annotated[
    Union[AdvanceFire, PlaceMarker, RevealEvent, ShuffleIn, FlareUp, Repeat, SpaceEffect],  # noqa: UP007
    Field(discriminator="effect", title="Effect", description="One step of a card, from the closed effect vocabulary."),
]
Repeat.model_rebuild()


def effect_steps(effects) -> int:
    """How many single steps ``effects`` do: ``times`` and ``count`` multiplied out, nested ``repeat`` too.

    One Advance Fire roll, one marker or one card shuffled in is one step.

    >>> effect_steps([Repeat(effect="repeat", times=3, effects=[AdvanceFire(effect="advance_fire", times=2), FlareUp(effect="flare_up")])])
    9
    """
    total = 0
    for effect in effects:
        if isinstance(effect, Repeat):
            total += effect.times * effect_steps(effect.effects)
        else:
            total += own_steps(effect)
    return total


def own_steps(effect) -> int:
    """The steps ``effect`` does itself: a ``repeat``'s are those of its effects, so 0 here (see :func:`effect_steps`).

    >>> own_steps(AdvanceFire(effect="advance_fire", times=2)), own_steps(FlareUp(effect="flare_up"))
    (2, 1)
    """
    if isinstance(effect, Repeat):
        return 0
    if isinstance(effect, AdvanceFire):
        return effect.times
    if isinstance(effect, (PlaceMarker, ShuffleIn)):
        return effect.count
    return 1


class Card(StrictModel):
    """A card: a title and a list of effects done top to bottom."""

    id: Slug = Field(title="Card id", description="Unique within the Call.")
    title: Localized = Field(title="Title", description="Card title.")
    text: Localized | None = Field(default=None, title="Text", description="Flavour or rules text shown to players.")
    copies: Repetitions = Field(default=1, title="Copies", description="Copies of this card in the deck.")
    players: list[PlayerCount] | None = Field(
        default=None,
        max_length=MAX_PLAYERS, title="Player counts", description="Player counts the card is used with; omitted: all."
    )
    levels: list[Slug] | None = Field(
        default=None, max_length=32, title="Levels", description="Difficulty level ids the card is used at; omitted: all."
    )
    effects: list[Effect] = Field(
        default_factory=list, max_length=MAX_REPEAT, title="Effects", description="What the card does, in order."
    )

    @model_validator(mode="after")
    def _bounded(self) -> Card:
        steps = effect_steps(self.effects)
        if steps > MAX_CARD_STEPS:
            raise ValueError(
                f"card {self.id!r} does {steps} steps once its times, counts and repeats are multiplied out; at most {MAX_CARD_STEPS} are allowed"
            )
        return self

    def dealt_in(self, players: int, level: str | None) -> bool:
        """Whether the card goes into the decks of a game of ``players`` firefighters at ``level`` (R-SETUP-3)."""
        return (self.players is None or players in self.players) and (self.levels is None or level in self.levels)


MAX_CARDS = 100_000
"""The most cards a Call's decks hold in all, copies counted: as many as a saved game keeps in one pile."""


def _cards_in_all(decks: list) -> list:
    """``decks`` when they hold at most :data:`MAX_CARDS` cards, copies counted; else a ``ValueError`` saying so."""
    total = sum(card.copies for deck in decks for card in deck.cards)
    if total > MAX_CARDS:
        raise ValueError(f"the decks hold {total:,} cards, copies counted; a Call holds at most {MAX_CARDS:,}")
    return decks


class Deck(StrictModel):
    """A deck of cards (gsh: the Fire deck, the Event deck, Flare-Up cards)."""

    id: Slug = Field(title="Deck id", description="e.g. 'fire', 'event', 'flare-up'.")
    kind: Literal["fire", "event", "flare_up"] = Field(title="Kind", description="What the deck is for.")
    cards: list[Card] = Field(default_factory=list, max_length=MAX_COUNT, title="Cards", description="The cards of the deck.")
    in_fire_deck: dict[Annotated[str, Field(pattern=r"^[1-6]$")], Amount] = Field(
        default_factory=dict,
        title="Shuffled into the Fire deck",
        description='flare_up decks: cards shuffled into the Fire deck at start by player count, e.g. {"2": 2, "4": 3}; the rest are set aside.',
    )


class Call(StrictModel):
    """A Call: a playable scenario."""

    schema_: str | None = Field(default=None, alias="$schema", max_length=1024, title="Schema", description="Path or URL of the JSON Schema, for editors.")
    format_version: Literal[1] = Field(default=CALL_FORMAT_VERSION, title="Format version", description="Version of the Call format; 1.")
    id: Slug = Field(title="Call id", description="Unique id; the file is named <id>.call.json.")
    title: Localized = Field(title="Title", description="Title shown to players.")
    briefing: Localized | None = Field(default=None, title="Briefing", description="The story read out before play.")
    board: str = Field(
        min_length=1,
        max_length=1024,
        title="Board",
        description="A board id in the library's boards/ folder, or a path to a .board.json relative to this file.",
    )
    ruleset: Ruleset = Field(default_factory=Ruleset, title="Ruleset", description="Ruleset and parameter overrides.")
    players: Players = Field(default_factory=Players, title="Players", description="Allowed number of firefighters.")
    specialists: list[Specialist] | None = Field(
        default=None,
        max_length=8, title="Specialists", description="Specialists available; omitted: all of the ruleset's."
    )
    levels: list[Level] = Field(
        default_factory=list,
        max_length=100,
        title="Difficulty levels",
        description="Levels to choose from; empty: one fixed setup, with the rulebook's Hot Spot supply of 6 where one is read.",
    )
    setup: Setup = Field(default_factory=Setup, title="Setup", description="Starting position.")
    poi_bag: PoiBag = Field(default_factory=PoiBag, title="POI bag", description="The face-down POI supply.")
    supply: Supply = Field(default_factory=Supply, title="Supply", description="Limited marker supplies.")
    win: Win = Field(default_factory=Win, title="Win", description="What wins the game.")
    loss: Loss = Field(default_factory=Loss, title="Loss", description="What loses the game (besides collapse).")
    decks: Annotated[list[Deck], AfterValidator(_cards_in_all)] = Field(
        default_factory=list, max_length=10, title="Decks", description="Card decks (gsh); at most "
        f"{MAX_CARDS:,} cards in all, copies counted.")
    water_sources: list[WaterSource] = Field(
        default_factory=list, max_length=8, title="Water sources", description="gsh: water sources other than the Engine (R-HERO-5)."
    )
    rescue_places: list[RescuePlace] = Field(
        default_factory=list, max_length=8, title="Rescue places", description="gsh: rescue vehicles and places besides the Ambulance (R-HERO-6)."
    )
    markers: list[MarkerKind] = Field(
        default_factory=list, max_length=16, title="Call markers", description="gsh: kinds of Call marker (R-HERO-8)."
    )
    named_victim: NamedVictim | None = Field(
        default=None, title="Named Victim",
        description="gsh: one face-up Victim placed at setup whom the Call names; it may be needed to win, and losing it "
                    "may lose the game (R-HERO-7).",
    )
    crew_change_spaces: list[Cell] = Field(
        default_factory=list, max_length=16, title="Crew Change spaces",
        description="gsh: spaces where a hero may change crews besides the Engine's spot, e.g. on a Call without an Engine (R-HERO-5).",
    )
    heroes: HeroSet | None = Field(
        default=None,
        title="Heroes",
        description="gsh: the specialists, Gear and Boosts the Call offers (R-HERO-1); omitted: the ruleset's specialists.",
    )

    def level(self, level_id: str | None) -> Level | None:
        """The level with ``level_id``; the first level when None; None for a Call without levels.

        Raises :class:`KeyError` for an id the Call does not have, levels or none.
        """
        if not self.levels:
            if level_id is not None:
                raise KeyError(f"unknown level {level_id!r}: the Call has no levels")
            return None
        if level_id is None:
            return self.levels[0]
        for lvl in self.levels:
            if lvl.id == level_id:
                return lvl
        raise KeyError(f"unknown level {level_id!r}; known: {', '.join(lv.id for lv in self.levels)}")


LEVEL_NUMBERS = ("explosions", "hazmat", "hot_spots", "hot_spot_supply")
"""A level's numbers (:class:`Level`), in file order."""

_LEVEL_COUNT_OF = {"explosions": "explosions", "place_hazmat": "hazmat", "place_hot_spots": "hot_spots"}
"""The level number a setup step takes with ``"count": "level"``."""


STANDARD_HOT_SPOT_SUPPLY = 6
"""The Hot Spot supply for flare-ups of the experienced rules at Recruit and Veteran (R-SETUP-2): a Call's without levels."""


def hot_spot_supply(call: Call, level: Level | None, params: RulesetParams) -> int:
    """The Hot Spots kept aside for flare-ups and exploded Hazmat (R-SETUP-2, R-SEC-2, R-SEC-3).

    The level's supply; without levels, the rulebook's 6 where a game takes
    Hot Spots from the supply, else none.

    >>> from engine.model.ruleset import resolve_params
    >>> call = Call.model_validate({"id": "c", "title": {"en": "C"}, "board": "b"})
    >>> hot_spot_supply(call, None, resolve_params("experienced")), hot_spot_supply(call, None, resolve_params("family"))
    (6, 0)
    """
    if level is not None:
        return level.hot_spot_supply
    return STANDARD_HOT_SPOT_SUPPLY if "hot_spot_supply" in level_numbers_read(call, params) else 0


def level_numbers_read(call: Call, params: RulesetParams) -> tuple[str, ...]:
    """The level numbers a game of ``call`` reads (R-SETUP-2), in :data:`LEVEL_NUMBERS` order; the others change no game.

    A setup step reads the number it takes with ``"count": "level"``. The Hot
    Spot supply is read where a Hot Spot can be taken from it: after a flare-up
    of the rolled fire phase (R-SEC-3), or where an exploded Hazmat leaves one
    (R-SEC-2).

    >>> from engine.model.ruleset import resolve_params
    >>> call = Call.model_validate({"id": "c", "title": {"en": "C"}, "board": "b",
    ...     "setup": {"procedures": [{"do": "explosions", "first_table": {"1": [1, 1]}}]}})
    >>> level_numbers_read(call, resolve_params("family")), level_numbers_read(call, resolve_params("experienced"))
    (('explosions',), ('explosions', 'hot_spot_supply'))
    """
    read = {_LEVEL_COUNT_OF[p.do] for p in call.setup.procedures if p.do in _LEVEL_COUNT_OF and p.count == "level"}
    flares = params.hot_spots and params.fire_phase == "roll"
    if flares or (params.hazmat and params.hazmat_leaves_hot_spot):
        read.add("hot_spot_supply")
    return tuple(n for n in LEVEL_NUMBERS if n in read)
