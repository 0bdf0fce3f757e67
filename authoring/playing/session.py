"""A game at the table as plain functions over an immutable :class:`PlaySession` (no Streamlit): start, play, undo, bots.

A session is an immutable value: the Call, the board, the options, and the
games after each action (``games[0]`` is the game right after setup,
``games[i]`` the game after action ``i``). Every function returns a new
session; undo drops the last game, so it restores the state *and* the dice
exactly (a game's clone carries its dice generator).

>>> from pathlib import Path
>>> call, board = load_playable(Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-family.call.json")
>>> s = start_game(call, board, PlayOptions(players=2, seed=3))
>>> s2 = apply_action(s, "end")
>>> s2.game.current_seat, len(s2.steps), undo(s2).game == s.game
(1, 1, True)
>>> json.loads(export_replay(s2))["steps"][0]["action"]
'end'
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from authoring.language import i18n
from authoring.playing.refusals import PlayError, cut_shown, refusal
from engine import bots
from engine.actions import Action
from engine.bots import BOTS
from engine.dice import derive_seed
from engine.errors import GameError, StartError
from engine.events import Event
from engine.game import Game
from engine.model import Board, Call
from engine.model.ruleset import SPECIALISTS, resolve_params
from engine.replay import REPLAY_FORMAT_VERSION
from engine.state import PHASE_FORGE
from engine.tally import MAX_ACTIONS_PER_TURN

MAX_BOT_ACTIONS = MAX_ACTIONS_PER_TURN
"""Safety net: a bot turn that has not ended after this many actions stops (and says so)."""

# ---------------------------------------------------------------------------
# bots


def bot_names() -> list[str]:
    """The bots a seat can be given, by name (the engine's registry, without the do-nothing control)."""
    return [name for name in BOTS if name != "pass"]


def make_bot(name: str, seed: int):
    """Bot ``name`` with its own seed; raises :class:`PlayError` for an unknown name."""
    try:
        return bots.make_bot(name, seed=seed)
    except ValueError as exc:
        raise PlayError(str(exc)) from None


# ---------------------------------------------------------------------------
# the session


@dataclass(frozen=True)
class PlayOptions:
    """How to start a game: player count, level, specialists by seat, seed, bot per seat.

    ``bots[seat]`` names the bot playing that seat, None (or a missing entry)
    for a person.
    """

    players: int = 4
    level: str | None = None
    specialists: tuple[str, ...] | None = None
    seed: int = 1
    bots: tuple[str | None, ...] = ()

    def bot_of(self, seat: int) -> str | None:
        return self.bots[seat] if 0 <= seat < len(self.bots) else None


@dataclass(frozen=True)
class Step:
    """One action played: who played it, its notation, what happened, and the replay record."""

    seat: int
    turn: int
    notation: str
    events: tuple[Event, ...]
    hash: str
    by_bot: str | None = None

    @property
    def rolls(self) -> list[int]:
        return [e.data["value"] for e in self.events if e.kind == "roll"]


@dataclass(frozen=True)
class PlaySession:
    """A game being played, on the Play page or in `callforge play` (see the module docstring)."""

    call: Call
    board: Board
    options: PlayOptions
    games: tuple[Game, ...]
    steps: tuple[Step, ...] = ()
    notes: tuple[str | dict[str, str], ...] = field(default=())
    """Messages for the page (a bot that stopped early, where a loaded replay stopped: by language, ...)."""

    def notes_in(self, lang: str) -> list[str]:
        """:attr:`notes` in ``lang`` (a note said in one language only stays in it).

        >>> PlaySession(None, None, PlayOptions(), (), notes=("x", {"en": "y", "hu": "z"})).notes_in("hu")
        ['x', 'z']
        """
        return [note.get(lang, note["en"]) if isinstance(note, dict) else note for note in self.notes]

    @property
    def game(self) -> Game:
        """The game now (never mutate it: clone first)."""
        return self.games[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self.steps)

    @property
    def has_specialists(self) -> bool:
        return self.game.params.specialists

    def is_bot_seat(self, seat: int | None = None) -> bool:
        """True when ``seat`` (default: the seat to decide now) is played by a bot."""
        return self.options.bot_of(self.game.current_seat if seat is None else seat) is not None


def load_playable(path: Path) -> tuple[Call, Board]:
    """The Call at ``path`` and its board, or :class:`PlayError` with every error (as ``validate`` gives them)."""
    from authoring.files.validate import UnusableFileError, load_usable

    try:
        result = load_usable(Path(path))
    except UnusableFileError as exc:
        error = PlayError(exc.text())
        error.unusable = exc
        raise error from None
    if not isinstance(result.model, Call) or result.board is None:
        raise PlayError(f"{Path(path).name}: not a playable Call")
    return result.model, result.board


def first_playable(paths: list[Path]) -> int:
    """The index of the first Call in ``paths`` that can be played (0 when none can): the page's first choice,
    so that a broken Call sorting first in the library is not what the Play page opens on."""
    for index, path in enumerate(paths):
        try:
            load_playable(path)
        except PlayError:
            continue
        return index
    return 0


def specialists_available(call: Call) -> list[str]:
    """Specialist ids a seat may take in ``call`` (empty when its ruleset has none)."""
    params = resolve_params(call.ruleset.name, call.ruleset.params)
    if not params.specialists:
        return []
    if call.heroes is not None:  # gsh heroes (R-HERO-1)
        return [s.id for s in call.heroes.specialists]
    allowed = call.specialists if call.specialists is not None else SPECIALISTS
    return [name for name in SPECIALISTS if name in allowed]


def default_specialists(call: Call, players: int) -> tuple[str, ...] | None:
    """The specialists the engine gives seats by default (None without specialists)."""
    pool = specialists_available(call)
    return tuple(pool[:players]) if pool and players <= len(pool) else None


def start_game(call: Call, board: Board, options: PlayOptions) -> PlaySession:
    """Set up a new game; :class:`PlayError` with the engine's reason when it cannot start."""
    try:
        game = Game.new(
            call, board, players=options.players, seed=options.seed, difficulty=options.level,
            specialists=list(options.specialists) if options.specialists else None,
        )
    except GameError as exc:
        raise _start_error(exc) from None
    return PlaySession(call, board, options, (game,))


def option_pointer(exc: GameError) -> str:
    """The replay option a setup refusal of ``Game.new`` is about, as a JSON Pointer into the replay.

    >>> from engine.errors import StartError
    >>> option_pointer(StartError("specialist_twice")), option_pointer(StartError("start_inside", seat=2, cell=[3, 3]))
    ('/options/specialists', '/options/start/firefighters/1')
    >>> option_pointer(GameError("the dice of board 'x' name no space on the board"))
    '/options'
    """
    return f"/options/{exc.option}" if isinstance(exc, StartError) else "/options"


def option_place(positions: dict, pointer: str) -> tuple[int, int]:
    """The line and column of ``pointer`` in a file, else of the nearest value holding it (the file's start last).

    >>> option_place({"/options": (3, 14)}, "/options/start/firefighters/1")
    (3, 14)
    """
    while pointer and pointer not in positions:
        pointer = pointer.rpartition("/")[0]
    return positions.get(pointer, (1, 1))


def _start_error(exc: GameError) -> PlayError:
    """The :class:`PlayError` of a game the engine refuses to set up, said in the interface language where known."""
    error = PlayError(str(exc))
    if isinstance(exc, StartError):
        error.said = (f"start_why_{exc.key}", exc.values)
    return error


def apply_action(session: PlaySession, notation: str, *, by_bot: str | None = None) -> PlaySession:
    """Play ``notation`` for the seat to decide; the session with one more step.

    Raises :class:`PlayError` when the text does not read as an action or the
    action is not legal now (the message says why).
    """
    before = session.game
    game = before.clone()
    seat, turn = before.current_seat, before.st.turn
    try:
        events = game.apply(notation)
    except GameError as exc:
        raise refusal(before, notation, exc) from None
    game.st.share_unchanged(before.st)  # the games kept for undo share the marker arrays an action left alone
    step = Step(seat, turn, Action.parse(notation).notation, tuple(events), game.state_hash(), by_bot)
    return replace(session, games=(*session.games, game), steps=(*session.steps, step), notes=())


MAX_LOADED_STEPS = 5_000
"""The most steps of a replay the Play page loads (it keeps a game per step, for undo); ``callforge replay`` checks any."""


def _problems_text(errors: list, name: str, lang: str) -> str:
    """The problems of a replay file as validate writes them, in ``lang``: message and severity translated, the place,
    code and cells as they are."""
    from authoring.language import diagnostic_text

    if lang not in diagnostic_text.LANGUAGES:
        return "; ".join(d.render(name) for d in errors)
    return "; ".join(diagnostic_text.translate(d, lang).render(name, diagnostic_text.WORDS[d.severity][lang])
                     for d in errors)


def session_from_replay(data: bytes, name: str, library: Path, call_path: Path | None = None,
                        calls: list[Path] = ()) -> tuple[Path, PlaySession]:
    """The game a replay file records (``export_replay``, ``callforge play --record``), played again step by step,
    and the path of its Call.

    The Call is ``call_path``, or else the library's ``<call id>.call.json``, or
    else the first of ``calls`` (the library's Call files, subfolders
    included) so named; a given Call must have the replay's id. Every seat is a person's
    and every step can be undone. A step that is refused or rolls otherwise
    than recorded (the Call was changed since) ends the loading there: the
    session holds the steps before it and says so in :attr:`PlaySession.notes`.
    Raises :class:`PlayError` when the file is no replay, its Call is not in the
    library or does not load, or its setup differs.
    """
    from authoring.files import load

    text, problems = load.text_of_bytes(data)
    result = load.load_replay_text(text, name, problems)
    errors = [d for d in result.diagnostics if d.severity == "error"]
    if result.model is None or errors:
        error = PlayError("; ".join(d.render(name) for d in errors[:3]) or f"{name} is no replay")
        error.said = ("replay_unreadable", {"name": name, "why": {lang: _problems_text(errors[:3], name, lang)
                                                                  for lang in i18n.LANGUAGES} if errors else error.args[0]})
        raise error
    replay = result.model
    if len(replay.steps) > MAX_LOADED_STEPS:
        error = PlayError(f"{name} holds {len(replay.steps)} steps; a game goes on from at most {MAX_LOADED_STEPS}")
        error.said = ("replay_too_long", {"name": name, "n": len(replay.steps), "most": MAX_LOADED_STEPS})
        raise error
    call_path = call_path or load.call_in_library(replay.call, library) or next(
        (path for path in calls if path.name == f"{replay.call}{load.CALL_SUFFIX}"), None)
    if call_path is None:
        error = PlayError(f"the replay is of the Call {replay.call!r}, which is not in the library")
        error.said = ("replay_no_call", {"call": replay.call})
        raise error
    call, board = load_playable(call_path)
    if call.id != replay.call:
        error = PlayError(f"the replay is of the Call {replay.call!r}, not of {call.id!r}")
        error.said = ("replay_other_call", {"call": replay.call, "now": call.id})
        raise error
    if board.id != replay.board:
        error = PlayError(f"the replay was played on the board {replay.board!r}; the Call now names {board.id!r}")
        error.said = ("replay_other_board", {"board": replay.board, "now": board.id})
        raise error
    o = replay.options
    try:
        game = Game.new(call, board, players=o.players, seed=replay.seed, difficulty=o.difficulty,
                        specialists=o.specialists, start=o.start.model_dump() if o.start is not None else None)
    except GameError as exc:  # an option of the file no game of the Call starts with: named at its place
        error = _start_error(exc)
        why = {lang: error.text(lang) for lang in i18n.LANGUAGES}  # the reason alone, before its place is added
        line, column = option_place(result.positions, option_pointer(exc))
        error.args = (f"{name}:{line}:{column}: {exc}",)
        error.said = ("replay_option_refused", {"where": f"{name}:{line}:{column}", "why": why})
        raise error from None
    if game.state_hash() != replay.setup.hash:
        error = PlayError(f"the Call {replay.call!r} with the replay's options sets up otherwise than when the replay was "
                          "recorded: the Call, its board, the rules or the options saved in the replay changed since")
        error.said = ("replay_setup_differs", {"call": replay.call})
        raise error
    options = PlayOptions(players=o.players, level=game.options["difficulty"],
                          specialists=tuple(o.specialists) if o.specialists else None, seed=replay.seed)
    return call_path, _replay_steps(PlaySession(call, board, options, (game,)), replay.steps)


def _replay_steps(session: PlaySession, steps) -> PlaySession:
    """``session`` with the recorded ``steps`` played, up to the first that is refused or plays otherwise."""
    for number, step in enumerate(steps, start=1):
        try:
            after = apply_action(session, step.action)
        except PlayError:
            after = None
        if after is None or after.steps[-1].hash != step.hash:
            note = {lang: i18n.t("replay_stopped", lang, n=number, action=cut_shown(step.action), total=len(steps))
                    for lang in i18n.LANGUAGES}
            return replace(session, notes=(note,))
        session = after
    return session


def undo(session: PlaySession) -> PlaySession:
    """The session before its last action (unchanged when nothing was played)."""
    if not session.steps:
        return session
    return replace(session, games=session.games[:-1], steps=session.steps[:-1], notes=())


def undo_turn(session: PlaySession) -> PlaySession:
    """Undo back to the start of the current turn (or of the previous one, right after a turn ended).

    A seat's forging (gsh, R-HERO-1) is a turn of its own here: undoing the first turn of play keeps every seat's
    Gear and Boosts, and undoing one seat's forging keeps the others'. A Crew Change's Gear choice is part of its turn.
    """
    if not session.steps:
        return session
    last = _turn_of(session, len(session.steps) - 1)
    while session.steps and _turn_of(session, len(session.steps) - 1) == last:
        session = undo(session)
    return session


def undo_to_person(session: PlaySession) -> PlaySession:
    """The session before the bots' actions that followed the last person's action (it is then that person's turn to
    decide again): with bots playing at once, an undo must start from there, or the bots would play again at once."""
    while session.steps and session.steps[-1].by_bot:
        session = undo(session)
    return session


def _turn_of(session: PlaySession, index: int) -> tuple:
    """Which turn step ``index`` belongs to: its turn and seat, and whether it was a step of the forging before play
    (the Gear a Crew Change has the new specialist choose belongs to the turn it happens in, R-HERO-3)."""
    step = session.steps[index]
    st = session.games[index].st
    return step.turn, step.seat, st.phase == PHASE_FORGE and not st.forge_resume


def bot_turn(session: PlaySession) -> PlaySession:
    """Let the bot of the seat to decide play until its turn ends (or a person must decide).

    The bot is seeded from the game seed and the number of actions played so
    far (:func:`engine.dice.derive_seed`), so undoing and replaying a bot turn
    gives the same actions.
    """
    game = session.game
    name = session.options.bot_of(game.current_seat)
    if name is None or game.is_over:
        return session
    bot = make_bot(name, seed=derive_seed(session.options.seed, len(session.steps), "bot"))
    turn = game.st.turn
    for _ in range(MAX_BOT_ACTIONS):
        game = session.game
        if game.is_over or game.st.turn != turn or session.options.bot_of(game.current_seat) != name:
            return session
        session = apply_action(session, bot.act(game).notation, by_bot=name)
    return replace(session, notes=(f"bot {name!r} stopped after {MAX_BOT_ACTIONS} actions without ending its turn",))


def run_bots(session: PlaySession, max_turns: int = 50) -> PlaySession:
    """Play bot turns until a person must decide, the game ends, or ``max_turns`` turns were played."""
    for _ in range(max_turns):
        if session.game.is_over or not session.is_bot_seat():
            break
        after = bot_turn(session)
        if after is session or after.notes:
            return after
        session = after
    return session


def export_replay(session: PlaySession) -> str:
    """The session as replay JSON in the format of :mod:`engine.replay` (``run_replay`` re-runs it)."""
    first = session.games[0]
    o = first.options
    outcome = session.game.outcome
    data = {
        "format_version": REPLAY_FORMAT_VERSION,
        "call": session.call.id,
        "board": session.board.id,
        "options": {"players": o["players"], "difficulty": o["difficulty"], "specialists": o["specialists"],
                    "start": o["start"]},
        "seed": o["seed"],
        "setup": {"rolls": [e.data["value"] for e in first.setup_events if e.kind == "roll"],
                  "hash": first.state_hash()},
        "steps": [{"action": s.notation, "rolls": s.rolls, "hash": s.hash} for s in session.steps],
        "outcome": asdict(outcome) if outcome else None,
    }
    return json.dumps(data, indent=1) + "\n"
