"""Files the engine writes and reads back: replays and saved games, as bounded pydantic models.

A replay or a saved game can be edited by hand or tampered with; reading one
checks every key, type and bound here before the engine sees it, so that a bad
file is a clear error (located by the loader, :mod:`authoring.load`), never a
traceback or a game in an impossible state.

>>> ReplayFile.model_validate({"call": "c", "board": "b", "options": {"players": 2}, "seed": 1,
...     "setup": {"rolls": [], "hash": "0" * 16}, "steps": []}).options.players
2
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from engine.model.board import Board
from engine.model.call import MAX_PLAYERS, Amount, Call, PlayerCount
from engine.model.common import Cell, Slug, StrictModel
from engine.model.ruleset import Specialist

REPLAY_FORMAT_VERSION = 1
GAME_FORMAT_VERSION = 1

MAX_STEPS = 100_000
"""Most actions of one replay (the recorder stops a game there too)."""

MAX_ROLLS = 10_000
"""Most dice rolls recorded for one step or for the setup."""

Roll = Annotated[int, Field(ge=1, le=1000)]
Hash = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$", title="State hash")]
Seed = Annotated[int, Field(ge=0, le=2**64)]


class StartOptions(StrictModel):
    """Starting spaces and vehicle spots chosen at setup (``Game.new(start=...)``)."""

    firefighters: list[Cell] | None = Field(default=None, max_length=MAX_PLAYERS, title="Firefighter starts")
    ambulance: Amount | None = Field(default=None, title="Ambulance spot")
    engine: Amount | None = Field(default=None, title="Engine spot")


class GameOptions(StrictModel):
    """The options a game was set up with."""

    players: PlayerCount = Field(title="Players")
    seed: Seed | None = Field(default=None, title="Seed")
    difficulty: Slug | None = Field(default=None, title="Level")
    specialists: list[Specialist] | None = Field(default=None, max_length=MAX_PLAYERS, title="Specialists")
    start: StartOptions | None = Field(default=None, title="Start")


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

    result: Literal["win", "loss_victims", "loss_collapse"] = Field(title="Result")
    rescued: Amount
    lost: Amount
    damage: Amount


class ReplayOptions(StrictModel):
    """The options a replay sets its game up with (the seed is a key of the replay)."""

    players: PlayerCount = Field(title="Players")
    difficulty: Slug | None = Field(default=None, title="Level")
    specialists: list[Specialist] | None = Field(default=None, max_length=MAX_PLAYERS, title="Specialists")
    start: StartOptions | None = Field(default=None, title="Start")


class ReplayFile(StrictModel):
    """A recorded game (:mod:`engine.replay`)."""

    format_version: Literal[1] = Field(default=REPLAY_FORMAT_VERSION, title="Format version")
    call: Slug = Field(title="Call id", description="Id of the Call played; found as <id>.call.json in the library.")
    board: Slug = Field(title="Board id")
    options: ReplayOptions = Field(title="Options")
    seed: Seed | None = Field(title="Seed")
    setup: RecordedSetup = Field(title="Setup")
    steps: list[RecordedStep] = Field(max_length=MAX_STEPS, title="Steps")
    outcome: RecordedOutcome | None = Field(default=None, title="Outcome")


Small = Annotated[int, Field(ge=0, le=255)]
Count = Annotated[int, Field(ge=0, le=100_000)]
Index = Annotated[int, Field(ge=-1, le=100_000)]
CardId = Annotated[str, Field(max_length=64)]


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
    phase: Literal["action", "reroll", "ride", "over"]
    pending: list[Any] = Field(max_length=16)
    actions_this_turn: Count
    command_on_cafs: Count
    outcome: Literal["", "win", "loss_victims", "loss_collapse"]
    ff_down: list[Annotated[int, Field(ge=0, le=1)]] | None = Field(default=None, max_length=MAX_PLAYERS)
    fire_deck: list[CardId] | None = Field(default=None, max_length=100_000)
    fire_discard: list[CardId] | None = Field(default=None, max_length=100_000)
    fire_aside: list[CardId] | None = Field(default=None, max_length=100_000)
    event_deck: list[CardId] | None = Field(default=None, max_length=100_000)
    event_discard: list[CardId] | None = Field(default=None, max_length=100_000)


class SavedDice(StrictModel):
    """The dice of a saved game: a seeded generator's state, or a scripted list."""

    kind: Literal["seeded", "scripted"]
    seed: Seed | None = None
    state: list[Any] | None = Field(default=None, max_length=3, description="One generator's state: dice saved before the streams (refused with a clear message).")
    streams: dict[str, list[Any]] | None = Field(default=None, max_length=32, description="Each purpose stream's generator state, by stream name (engine.dice.STREAM_NAMES).")
    substreams: list[int] | None = Field(default=None, max_length=32, description="The sub-stream key of each stream.")
    values: list[Roll] | None = Field(default=None, max_length=1_000_000)
    pos: Count | None = None


class SavedGame(StrictModel):
    """A whole game as ``Game.to_json`` writes it."""

    format_version: Literal[1] = Field(default=GAME_FORMAT_VERSION, title="Format version")
    call: Call
    board: Board
    options: GameOptions
    state: SavedState
    dice: SavedDice
