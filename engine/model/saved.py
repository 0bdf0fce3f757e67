"""Files the engine writes and reads back: replays and saved games, as bounded pydantic models.

A replay or a saved game can be edited by hand or tampered with; reading one
checks every key, type and bound here before the engine sees it, so that a bad
file is a clear error (located by the loader, :mod:`authoring.files.load`), never a
traceback or a game in an impossible state.

>>> ReplayFile.model_validate({"call": "c", "board": "b", "options": {"players": 2}, "seed": 1,
...     "setup": {"rolls": [], "hash": "0" * 16}, "steps": []}).options.players
2
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from engine.model.board import Board
from engine.model.call import MAX_COUNT, MAX_PLAYERS, MAX_REPEAT, Amount, Call, PlayerCount
from engine.model.common import Cell, Slug, StrictModel
from engine.model.heroes import MAX_BOOSTS_PER_CALL

Outcome = Literal["win", "loss_victims", "loss_collapse", "loss_helpers", "loss_marker", "loss_named_victim"]
"""How a game ends (R-END; gsh Calls also lose by Helpers lost or a marker burnt, R-HERO-7, R-HERO-8)."""

REPLAY_FORMAT_VERSION = 2
"""Format of the replays written. Format 1 counted the firefighter a ``cmd`` commands from 0; it is read and
upgraded (:func:`upgrade_replay`)."""
REPLAY_FORMATS_READ = (1, 2)
"""Replay formats read."""
GAME_FORMAT_VERSION = 1

MAX_STEPS = 20_000
"""Most actions of one replay: the longest list a file reader reads (``authoring.files.load.MAX_ITEMS``), so that
every replay written can be read again; the recorder refuses a longer game (:func:`engine.replay.record`)."""

MAX_ROLLS = 10_000
"""Most dice rolls recorded for one step or for the setup (the recorder refuses a game that rolls more)."""

MAX_ROLL = MAX_COUNT * MAX_REPEAT
"""Largest value one roll may record: a draw from the largest deck a Call can hold (1,000 cards of 100 copies)."""

Roll = Annotated[int, Field(ge=1, le=MAX_ROLL)]
Hash = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$", title="State hash")]
MAX_SEED = 2**64
"""Largest seed a replay or saved game holds."""

Seed = Annotated[int, Field(ge=0, le=MAX_SEED)]


class StartOptions(StrictModel):
    """Starting spaces and vehicle spots chosen at setup (``Game.new(start=...)``)."""

    firefighters: list[Cell] | None = Field(default=None, max_length=MAX_PLAYERS, title="Firefighter starts")
    ambulance: Amount | None = Field(default=None, title="Ambulance spot")
    engine: Amount | None = Field(default=None, title="Engine spot")


class ReplayOptions(StrictModel):
    """The options a replay sets its game up with (the seed is a key of the replay)."""

    players: PlayerCount = Field(title="Players")
    difficulty: Slug | None = Field(default=None, title="Level")
    specialists: list[Slug] | None = Field(
        default=None, max_length=MAX_PLAYERS, title="Specialists",
        description="By seat: a specialist of the ruleset, or in Golden State Heroes a hero of the Call's hero set "
                    "(the game checks it against the Call).",
    )
    start: StartOptions | None = Field(default=None, title="Start")


class GameOptions(ReplayOptions):
    """The options a game was set up with: a replay's, and the seed."""

    seed: Seed | None = Field(default=None, title="Seed")


class RecordedStep(StrictModel):
    """One recorded action: its notation, the dice it rolled and the state hash after it."""

    action: str = Field(min_length=1, max_length=200, title="Action")
    rolls: list[Roll] = Field(default_factory=list, max_length=MAX_ROLLS, title="Rolls")
    hash: Hash


class RecordedSetup(StrictModel):
    """The dice rolled while setting up, and the state hash after setup."""

    rolls: list[Roll] = Field(default_factory=list, max_length=MAX_ROLLS, title="Rolls")
    hash: Hash


class RecordedOutcome(StrictModel):
    """How the recorded game ended."""

    result: Outcome = Field(title="Result")
    rescued: Amount
    lost: Amount
    damage: Amount


class ReplayFile(StrictModel):
    """A recorded game (:mod:`engine.replay`)."""

    format_version: Literal[1, 2] = Field(default=REPLAY_FORMAT_VERSION, title="Format version",
                                          description="2; the steps of a replay of format 1 are read in the notation "
                                                      "of format 2.")
    call: Slug = Field(title="Call id", description="Id of the Call played; found as <id>.call.json in the library.")
    board: Slug = Field(title="Board id")
    options: ReplayOptions = Field(title="Options")
    seed: Seed = Field(title="Seed", description="The seed of the game's dice: a replay plays them again.")
    setup: RecordedSetup = Field(title="Setup")
    steps: list[RecordedStep] = Field(max_length=MAX_STEPS, title="Steps")
    outcome: RecordedOutcome | None = Field(default=None, title="Outcome")

    @field_validator("steps", mode="before")
    @classmethod
    def _steps_of_today(cls, steps: Any, info: ValidationInfo) -> Any:
        """The steps of a replay of format 1 in today's notation (:func:`upgrade_replay`). A field's validator, as a
        model's would read a JSON file as Python values, where a strict tuple is no list."""
        if info.data.get("format_version") != 1:
            return steps
        return upgrade_replay({"format_version": 1, "steps": steps})["steps"]

    @model_validator(mode="after")
    def _of_today(self) -> ReplayFile:
        """Once its steps are upgraded, a replay of format 1 is one of today's format: its dump is never upgraded
        twice."""
        return self if self.format_version == REPLAY_FORMAT_VERSION else \
            self.model_copy(update={"format_version": REPLAY_FORMAT_VERSION})


def upgrade_replay(data: Any) -> Any:
    """A replay of format 1 in the form of format :data:`REPLAY_FORMAT_VERSION`: each ``cmd`` step's firefighter
    counted from 1 (:func:`engine.actions.upgrade_notation`). Anything else is returned as it is (a replay of today,
    or a value the model refuses for itself).

    >>> old = {"format_version": 1, "steps": [{"action": "cmd 0 move 3,4"}, {"action": "end"}]}
    >>> upgraded = upgrade_replay(old)
    >>> upgraded["format_version"], [step["action"] for step in upgraded["steps"]], old["format_version"]
    (2, ['cmd 1 move 3,4', 'end'], 1)
    """
    from engine.actions import upgrade_notation

    if not isinstance(data, dict) or data.get("format_version") != 1 or not isinstance(data.get("steps"), list):
        return data
    steps = [{**step, "action": upgrade_notation(step["action"], 1)}
             if isinstance(step, dict) and isinstance(step.get("action"), str) else step for step in data["steps"]]
    return {**data, "format_version": REPLAY_FORMAT_VERSION, "steps": steps}


Small = Annotated[int, Field(ge=0, le=255)]
Count = Annotated[int, Field(ge=0, le=100_000)]
Index = Annotated[int, Field(ge=-1, le=100_000)]
CardId = Annotated[str, Field(max_length=64)]
HeroCardId = Annotated[str, Field(max_length=64, pattern=r"^([a-z0-9][a-z0-9_-]*)?$")]
"""A specialist, Gear or Boost id of the Call's hero set, or ``""`` for none."""
MAX_HERO_CARDS = 64
"""Most Gear (and most Boost) cards of a hero set (``engine.model.heroes.HeroSet``)."""
MAX_HERO_USES = 2_048
"""Most limited-modifier uses recorded at once (each modifier of the hero set at most twice)."""
Seat = Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
FreeAp = Annotated[int, Field(ge=0, le=200)]


class SavedState(StrictModel):
    """A :class:`~engine.state.GameState` as ``to_dict`` writes it, with every value bounded.

    Whether the values fit the board (list lengths, positions, the seat to play)
    is checked by :func:`engine.saved.check_state` once the board is known.
    """

    fire: list[Annotated[int, Field(ge=0, le=2)]] = Field(max_length=10_000)
    poi: list[Annotated[int, Field(ge=0, le=1)]] = Field(max_length=10_000)
    victims: list[Small] = Field(max_length=10_000)
    healed: list[Small] = Field(max_length=10_000)
    hazmat: list[Small] = Field(max_length=10_000)
    hot: list[Annotated[int, Field(ge=0, le=1)]] = Field(max_length=10_000)
    debris: list[Small] = Field(max_length=10_000)
    wall: list[Annotated[int, Field(ge=0, le=2)]] = Field(max_length=40_000)
    door: list[Annotated[int, Field(ge=0, le=3)]] = Field(max_length=40_000)
    passable: list[Annotated[int, Field(ge=0, le=1)]] = Field(max_length=40_000)
    ff_pos: list[Count] = Field(min_length=1, max_length=MAX_PLAYERS)
    ff_ap: list[Annotated[int, Field(ge=0, le=200)]] = Field(max_length=MAX_PLAYERS)
    ff_free: list[Annotated[int, Field(ge=0, le=200)]] = Field(max_length=MAX_PLAYERS)
    ff_spec: list[Annotated[int, Field(ge=-1, le=7)]] = Field(max_length=MAX_PLAYERS)
    ff_carry: list[Annotated[int, Field(ge=0, le=2)]] = Field(max_length=MAX_PLAYERS)
    ff_lead: list[Annotated[int, Field(ge=0, le=1)]] = Field(max_length=MAX_PLAYERS)
    ff_saved: list[Annotated[int, Field(ge=0, le=200)]] = Field(max_length=MAX_PLAYERS)
    ambulance: Index
    engine: Index
    pool_victims: Count
    pool_false_alarms: Count
    rescued: Count
    lost: Count
    false_alarms_found: Count
    damage: Count
    damage_supply: Count
    hot_spot_supply: Count
    hazmat_removed: Count
    turn: Count
    player: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
    phase: Literal["action", "reroll", "ride", "over", "forge"]
    pending: list[Any] = Field(max_length=16)
    actions_this_turn: Count
    command_on_cafs: Count
    outcome: Literal[""] | Outcome
    ff_down: list[Annotated[int, Field(ge=0, le=1)]] | None = Field(default=None, max_length=MAX_PLAYERS)
    fire_deck: list[CardId] | None = Field(default=None, max_length=100_000)
    fire_discard: list[CardId] | None = Field(default=None, max_length=100_000)
    fire_aside: list[CardId] | None = Field(default=None, max_length=100_000)
    event_deck: list[CardId] | None = Field(default=None, max_length=100_000)
    event_discard: list[CardId] | None = Field(default=None, max_length=100_000)
    ff_hero: list[HeroCardId] | None = Field(
        default=None, max_length=MAX_PLAYERS, description="gsh: the hero specialist id of each seat ('' for a plain firefighter)."
    )
    hero_gear: list[Annotated[str, Field(max_length=130, pattern=r"^[a-z0-9][a-z0-9_-]*:[a-z0-9][a-z0-9_-]*$")]] | None = Field(
        default=None, max_length=MAX_HERO_CARDS, description="Equipped Gear as 'specialist:gear' ids, in the order equipped."
    )
    ff_active: list[HeroCardId] | None = Field(default=None, max_length=MAX_PLAYERS, description="The Active Boost of each seat, '' for none.")
    ff_reserve: list[HeroCardId] | None = Field(default=None, max_length=MAX_PLAYERS, description="The Reserve Boost of each seat, '' for none.")
    ff_boosts_had: list[Annotated[int, Field(ge=0, le=MAX_BOOSTS_PER_CALL)]] | None = Field(
        default=None, max_length=MAX_PLAYERS,
        description="Boost cards each seat has had this Call (R-HERO-2); omitted: as many as the Call lets a firefighter keep at forging.",
    )
    gear_deck: list[HeroCardId] | None = Field(default=None, max_length=MAX_HERO_CARDS, description="Gear cards not yet drawn, top card last.")
    gear_discard: list[HeroCardId] | None = Field(default=None, max_length=MAX_HERO_CARDS, description="Gear cards discarded at forging.")
    boost_deck: list[HeroCardId] | None = Field(default=None, max_length=MAX_HERO_CARDS, description="Boost cards not yet drawn, top card last.")
    boost_discard: list[HeroCardId] | None = Field(
        default=None, max_length=MAX_HERO_CARDS, description="Boost cards discarded at forging or used."
    )
    forge_offer: list[HeroCardId] | None = Field(
        default=None, max_length=8, description="The cards the forging firefighter looks at (at most a hero set's gear_draw)."
    )
    forge_queue: list[Seat] | None = Field(default=None, max_length=MAX_PLAYERS, description="Seats still to forge, the forging one first.")
    forge_stage: Literal["", "gear", "boost"] | None = Field(default=None, description="What is being forged: 'gear', 'boost', or '' when no one forges.")
    forge_resume: Annotated[int, Field(ge=0, le=1)] | None = Field(
        default=None, description="1 while a Crew Change forges Gear during a turn (R-HERO-3)."
    )
    boost_live: list[HeroCardId] | None = Field(
        default=None, max_length=MAX_HERO_CARDS, description="Boosts used this turn, whose modifiers hold until the turn ends."
    )
    hx_move: list[FreeAp] | None = Field(default=None, max_length=MAX_PLAYERS, description="Free movement AP of each seat this turn.")
    hx_ext: list[FreeAp] | None = Field(default=None, max_length=MAX_PLAYERS, description="Free extinguish AP of each seat this turn.")
    hero_used: list[Annotated[str, Field(max_length=200, pattern=r"^(turn|call|start):")]] | None = Field(
        default=None, max_length=MAX_HERO_USES,
        description="Uses of limited modifiers: 'turn:KEY' (this turn) and 'call:KEY' entries; 'start:KEY': AP a modifier gave as this turn began.",
    )
    marks: list[Small] | None = Field(
        default=None, max_length=10_000, description="gsh Call markers: 1 + the index of the marker kind on each space, 0 for none."
    )
    helpers: list[Small] | None = Field(default=None, max_length=10_000, description="gsh Helpers on each space.")
    mark_group: list[Small] | None = Field(
        default=None, max_length=10_000, description="gsh large Call markers: the same number on every space one covers, 0 elsewhere."
    )
    helpers_lost: Count | None = Field(default=None, description="gsh Helpers lost so far.")
    helpers_rescued: Count | None = Field(default=None, description="gsh Helpers guided to a rescue space so far.")
    vip_at: Annotated[int, Field(ge=0, le=10_000)] | None = Field(
        default=None, description="gsh named Victim: 1 + the space it lies on, 0 for none.")
    vip_by: Annotated[int, Field(ge=0, le=MAX_PLAYERS)] | None = Field(
        default=None, description="1 + the seat carrying or leading the named Victim, 0 for none.")
    vip_healed: Annotated[int, Field(ge=0, le=1)] | None = Field(default=None, description="1 once the named Victim is Healed.")
    vip_out: Annotated[int, Field(ge=0, le=2)] | None = Field(default=None, description="1 rescued, 2 lost, 0 still in play.")


class SavedDice(StrictModel):
    """The dice of a saved game: a seeded generator's state, or a scripted list."""

    kind: Literal["seeded", "scripted"]
    seed: Seed | None = None
    state: list[Any] | None = Field(default=None, max_length=3, description="One generator's state: dice saved before the streams (refused with a clear message).")
    streams: dict[str, list[Any]] | None = Field(default=None, max_length=32, description="Each purpose stream's generator state, by stream name (engine.dice.STREAM_NAMES).")
    substreams: list[Annotated[int, Field(ge=0, le=10**12)]] | None = Field(default=None, max_length=32, description="The sub-stream key of each stream.")
    keyed: dict[Annotated[str, Field(max_length=64)], Count] | None = Field(
        default=None, max_length=10_000, description="Sub-streams started per key ('poi_identity/<space>': POI identities drawn on that space).")
    values: list[Roll] | None = Field(default=None, max_length=1_000_000)
    pos: Count | None = None

    @model_validator(mode="after")
    def _complete(self) -> SavedDice:
        """Each kind has what rebuilding it reads: scripted dice their values and the place in them, seeded dice
        their seed (each stream's generator state is checked by ``engine.saved``)."""
        if self.kind == "scripted":
            if self.values is None or self.pos is None:
                raise ValueError("scripted dice need 'values' and 'pos'")
            if self.pos > len(self.values):
                raise ValueError(f"'pos' {self.pos} is past the {len(self.values)} values")
        elif self.streams is not None and self.seed is None:
            raise ValueError("seeded dice need their 'seed'")
        return self


class SavedGame(StrictModel):
    """A whole game as ``Game.to_json`` writes it."""

    format_version: Literal[1] = Field(default=GAME_FORMAT_VERSION, title="Format version")
    call: Call
    board: Board
    options: GameOptions
    state: SavedState
    dice: SavedDice
