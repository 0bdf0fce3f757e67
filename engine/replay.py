"""Replays: a recorded game that can be re-run to find the first divergence.

A replay file is JSON::

    {
      "format_version": 2,
      "call": "fire-rescue-family",            # Call id (informative; the caller passes the Call)
      "board": "fire-rescue-front",            # board id (informative)
      "options": {"players": 4, "difficulty": null, "specialists": null, "start": null},
      "seed": 7,
      "setup": {"rolls": [..], "hash": ".."},  # dice values rolled during setup, state hash after
      "steps": [{"action": "move 3,0", "rolls": [..], "hash": ".."}, ...],
      "outcome": {"result": "loss_collapse", "rescued": 2, "lost": 1, "damage": 24}
    }

``run_replay`` plays the recorded actions with the recorded seed and reports
the first step where a roll, the legality of an action or the state hash
differs; a differing roll is named with what it was rolled for (its dice
stream, :mod:`engine.dice`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from pydantic import ValidationError

from engine.errors import GameError
from engine.game import Game
from engine.model.saved import (
    MAX_ROLLS,
    MAX_STEPS,
    REPLAY_FORMAT_VERSION,
    REPLAY_FORMATS_READ,
    ReplayFile,
    upgrade_replay,
)


@dataclass(frozen=True)
class Divergence:
    """Where a replay stopped matching: ``step`` is the action index (-1 = setup); its text counts steps from 1, as
    ``play --resume`` does."""

    step: int
    what: str
    expected: object
    actual: object
    why: str = ""
    """For a roll: what the re-run rolled it for (``advance_fire``, ``poi``, ...), which names its dice stream."""
    action: str = ""
    """The recorded action of ``step``, in notation (``move 3,4``)."""

    def __str__(self) -> str:
        where = "setup" if self.step < 0 else f"step {self.step + 1}" + (f" ({self.action})" if self.action else "")
        what = f"{self.what} ({self.why})" if self.why else self.what
        if self.what == "legality":
            return f"{where}: the recorded action {self.expected!r} is not legal there: {self.actual}"
        if self.what == "action notation":
            return f"{where}: {self.actual}"  # the reader's own words name the action and what it cannot read
        if self.what == "outcome":
            return self._outcome_text()
        if self.what == "game end":
            return f"{where}: the game is already over ({_RESULT_WORDS.get(self.actual, self.actual)}), yet the replay records it"
        text = f"{where}: {what} differs: expected {self.expected!r}, got {self.actual!r}"
        if self.what == "state hash":
            text += ": the board after it is not the one recorded (the Call, its board or the rules changed since)"
        return text

    def _outcome_text(self) -> str:
        recorded = _outcome_words(self.expected) if self.expected else "no end"
        after = f"after the last recorded step ({self.step})" if self.step > 0 else "after the setup"
        if self.actual is None:
            return f"{after} the game is not over, but the replay records its end: {recorded}"
        return f"the game ends {_outcome_words(self.actual)}, but the replay records {recorded}"


_RESULT_WORDS = {"win": "a win", "loss_victims": "lost: too many Victims", "loss_collapse": "lost: the building collapsed",
                 "loss_helpers": "lost: too many Helpers", "loss_marker": "lost: a Call marker burned",
                 "loss_named_victim": "lost: the named Victim"}
"""An outcome's result in words."""


def _outcome_words(outcome) -> str:
    """An outcome as words: ``a win (7 rescued, 2 lost, 0 damage)``."""
    if not isinstance(outcome, dict):
        return repr(outcome)
    result = outcome.get("result", "?")
    figures = ", ".join(f"{outcome[k]} {k}" for k in ("rescued", "lost", "damage") if k in outcome)
    said = _RESULT_WORDS.get(result, str(result))
    return f"{said} ({figures})" if figures else said


@dataclass(frozen=True)
class ReplayResult:
    """The result of re-running a replay."""

    steps: int
    divergence: Divergence | None
    outcome: dict | None

    @property
    def ok(self) -> bool:
        return self.divergence is None


def _rolls(events) -> list[int]:
    return [e.data["value"] for e in events if e.kind == "roll"]


def _recordable(rolls: list[int], what: str) -> list[int]:
    """``rolls``, when a replay can hold them (:data:`~engine.model.saved.MAX_ROLLS` of them); else ``GameError``."""
    if len(rolls) > MAX_ROLLS:
        raise GameError(f"{what} rolls {len(rolls)} dice; a replay records at most {MAX_ROLLS} for one step "
                        "(a deck this large cannot be recorded)")
    return rolls


def _whys(events) -> list[str]:
    return [str(e.data["why"]) for e in events if e.kind == "roll"]


def _new_game(replay: dict, call, board) -> Game:
    o = replay["options"]
    return Game.new(
        call,
        board,
        players=o["players"],
        seed=replay["seed"],
        difficulty=o.get("difficulty"),
        specialists=o.get("specialists"),
        start=o.get("start"),
    )


def record(call, board, *, players: int, seed: int, policy, difficulty=None, specialists=None, start=None,
           max_steps: int = MAX_STEPS) -> dict:
    """Play a full game with ``policy`` (an object with ``act(game)``) and return the replay data.

    Only a game a replay file can hold is recorded: ``GameError`` when the
    setup rolls more than :data:`~engine.model.saved.MAX_ROLLS` dice (said
    before any action), or when one action does, or when the game runs past
    ``max_steps`` actions (at most :data:`~engine.model.saved.MAX_STEPS`).
    """
    max_steps = min(max_steps, MAX_STEPS)
    options = {"players": players, "difficulty": difficulty, "specialists": specialists, "start": start}
    replay = {"format_version": REPLAY_FORMAT_VERSION, "call": call.id, "board": board.id, "options": options, "seed": seed}
    game = _new_game(replay, call, board)
    replay["options"]["difficulty"] = game.options["difficulty"]
    replay["setup"] = {"rolls": _recordable(_rolls(game.setup_events), "the setup"), "hash": game.state_hash()}
    steps = []
    while not game.is_over:
        if len(steps) >= max_steps:
            raise GameError(f"the game did not end within {max_steps} actions, the most a replay holds")
        action = policy.act(game)
        events = game.apply(action)
        rolls = _recordable(_rolls(events), f"action {len(steps) + 1} ({action.notation})")
        steps.append({"action": action.notation, "rolls": rolls, "hash": game.state_hash()})
    replay["steps"] = steps
    replay["outcome"] = asdict(game.outcome)
    return replay


def run_replay(replay: dict, call, board) -> ReplayResult:
    """Re-run ``replay`` against ``call`` and ``board``; report the first divergence."""
    if not isinstance(replay, dict) or replay.get("format_version") not in REPLAY_FORMATS_READ:
        version = replay.get("format_version") if isinstance(replay, dict) else None
        raise GameError(f"replay format_version {version!r} is not one of {', '.join(map(str, REPLAY_FORMATS_READ))}")
    written, replay = replay, upgrade_replay(replay)
    try:
        ReplayFile.model_validate(replay)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        raise GameError(f"not a replay: /{'/'.join(str(p) for p in first['loc'])}: {first['msg']}") from None
    game = _new_game(replay, call, board)
    div = _compare(-1, replay["setup"], game.setup_events, game)
    if div:
        return ReplayResult(0, div, None)
    for i, step in enumerate(replay["steps"]):
        if game.is_over:
            return ReplayResult(i, Divergence(i, "game end", "game goes on", game.outcome.result), None)
        shown = _as_written(written["steps"][i]["action"], step["action"])
        try:
            action = _parse(step["action"])
        except GameError as exc:
            return ReplayResult(i, Divergence(i, "action notation", shown, str(exc)), None)
        if not game.is_legal(action):
            return ReplayResult(i, Divergence(i, "legality", shown, _why_illegal(game, action)), None)
        events = game.apply(step["action"])
        div = _compare(i, step, events, game)
        if div:
            return ReplayResult(i, replace(div, action=shown), None)
    outcome = asdict(game.outcome) if game.outcome else None
    if outcome != replay.get("outcome"):
        return ReplayResult(len(replay["steps"]), Divergence(len(replay["steps"]), "outcome", replay.get("outcome"), outcome), outcome)
    return ReplayResult(len(replay["steps"]), None, outcome)


def _as_written(written: str, read: str) -> str:
    """A step's action as its file writes it, and how it was read where a replay of format 1 says it otherwise (a
    command's firefighter counted from 0), so that a message quotes what the file holds.

    >>> _as_written("cmd 3 move 7,4", "cmd 4 move 7,4"), _as_written("end", "end")
    ('cmd 3 move 7,4 (format 1; read as cmd 4 move 7,4)', 'end')
    """
    return read if written == read else f"{written} (format 1; read as {read})"


def _parse(text: str):
    from engine.actions import Action

    return Action.parse(text)


def _why_illegal(game: Game, action) -> str:
    """Why ``action`` is not legal in ``game``: the rule that stops a move, else what may be played (its first few)."""
    from engine.why import why_not_move

    reason = why_not_move(game, action.cell, action.arg) if action.kind == "move" else None
    if reason is not None:
        return reason.text()
    legal = [a.notation for a in game.legal_actions()]
    return f"the legal actions were {', '.join(legal[:8])}{' ...' if len(legal) > 8 else ''}"


def _compare(i: int, expected: dict, events, game: Game) -> Divergence | None:
    exp_rolls, rolls, whys = expected["rolls"], _rolls(events), _whys(events)
    for k in range(max(len(exp_rolls), len(rolls))):
        a = exp_rolls[k] if k < len(exp_rolls) else None
        b = rolls[k] if k < len(rolls) else None
        if a != b:
            return Divergence(i, f"roll #{k + 1}", a, b, whys[k] if k < len(whys) else "")
    h = game.state_hash()
    if h != expected["hash"]:
        return Divergence(i, "state hash", expected["hash"], h)
    return None
