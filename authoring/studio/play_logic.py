"""What the Play page does, as plain functions over a :class:`PlaySession` (no Streamlit).

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
import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from authoring.studio import i18n
from engine import bots
from engine.actions import Action
from engine.bots import BOTS
from engine.dice import derive_seed
from engine.errors import ActionSyntaxError, GameError, IllegalActionError
from engine.events import Event
from engine.game import Game
from engine.model import Board, Call
from engine.model.ruleset import SPECIALISTS, resolve_params
from engine.replay import REPLAY_FORMAT_VERSION
from engine.state import CARRY_HAZMAT, CARRY_VICTIM, PHASE_ACTION, PHASE_FORGE
from engine.why import why_not_crew, why_not_edge, why_not_move, why_trapped

MAX_BOT_ACTIONS = 2000
"""Safety net: a bot turn that has not ended after this many actions stops (and says so)."""


class PlayError(Exception):
    """A game cannot be started or an action cannot be played; the message says why.

    ``unusable`` is the :class:`authoring.files.validate.UnusableFileError` of a
    Call with errors, so the page can show its diagnostics in its language.
    """

    unusable = None
    said: tuple[str, dict] | None = None
    """The i18n key and values that say it in the interface language (:meth:`text`); None: only the English message."""

    def text(self, lang: str) -> str:
        """The message in ``lang`` where it has words of its own there, else the English one."""
        if self.said is None:
            return str(self)
        key, values = self.said
        in_lang = {name: value.get(lang, value.get("en")) if isinstance(value, dict) else value
                   for name, value in values.items()}  # a value said differently in each language
        return i18n.t(key, lang, **in_lang)


def refusal(game: Game, notation: str, exc: GameError) -> PlayError:
    """The :class:`PlayError` for ``notation`` refused by ``game``: why, and what may be played instead.

    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> import json
    >>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> game = Game.new(call, board, players=2, seed=1)
    >>> error = refusal(game, "move 99,99", IllegalActionError("move 99,99", "no"))
    >>> error.said[0], "move" in error.text("hu")
    ('play_not_legal', True)
    """
    legal = ", ".join(a.notation for a in _kind_first(game.legal_actions(), notation)[:LEGAL_SHOWN])
    more = " …" if game.legal_count() > LEGAL_SHOWN else ""
    error = PlayError(str(exc))
    if game.is_over:
        error.said = ("play_game_over", {})
    elif isinstance(exc, ActionSyntaxError):
        error.said = ("play_unreadable", {"text": _cut(notation), "legal": legal + more,
                                          "why": {lang: unreadable_text(notation, exc, lang) for lang in i18n.LANGUAGES}})
    elif isinstance(exc, IllegalActionError) and Action.parse(notation).kind == "end" and game.st.phase == PHASE_ACTION:
        error.said = ("play_end_in_fire", {"legal": legal + more})
    elif isinstance(exc, IllegalActionError):
        action = Action.parse(notation)
        why = {lang: rules_reason(game, action, lang) for lang in i18n.LANGUAGES}
        if why["en"] is not None:
            error.said = ("play_not_legal_why", {"action": action.notation, "why": why, "legal": legal + more})
        else:
            error.said = ("play_not_legal", {"action": action.notation, "legal": legal + more})
    return error


def _kind_first(actions: list[Action], notation: str) -> list[Action]:
    """``actions`` with those of the kind ``notation`` names first (what the player meant is most likely among them).

    >>> [a.notation for a in _kind_first([Action.parse("end"), Action.parse("move 1,2")], "move 9,9")]
    ['move 1,2', 'end']
    """
    kind = notation.split(maxsplit=1)[0].lower() if notation.strip() else ""
    return sorted(actions, key=lambda a: a.kind != kind)


def move_reason(game: Game, action: Action, lang: str = "en") -> str | None:
    """Why ``action``, a move the seat to act asked for, is not legal, in ``lang``; None for another action or when
    no reason is known (see :mod:`engine.why`).

    >>> import json
    >>> from engine.model import Board, Call
    >>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> game = Game.new(call, board, players=2, seed=3)
    >>> move_reason(game, Action.parse("move 4,4"), "hu")
    '4,4 nem szomszédos a tűzoltó mezőjével (0,6): a Mozgás szomszédos mezőre visz (R-ACT-1)'
    """
    if action.kind != "move" or game.st.phase != PHASE_ACTION:
        return None
    reason = why_not_move(game, action.cell, action.arg)
    if reason is None:
        return None
    values = dict(reason.values)
    if "item" in values:
        values["item"] = i18n.t(f"move_item_{values['item']}", lang)
    return i18n.t(f"move_why_{reason.key}", lang, **values)


def rules_reason(game: Game, action: Action, lang: str = "en") -> str | None:
    """Why ``action`` is not legal, in ``lang``, where the rules give a reason: a move (:func:`move_reason`),
    opening, closing or chopping at a door or wall (:func:`edge_reason`), a Crew Change, or any action that would
    take the last way out of Fire (R-TURN-3); None otherwise."""
    if action.kind != "move" and (trapped := why_trapped(game, action)) is not None:
        return i18n.t(f"move_why_{trapped.key}", lang, **trapped.values)
    if action.kind == "crew" and game.st.phase == PHASE_ACTION:
        reason = why_not_crew(game, action.arg)
        if reason is None:
            return None
        values = dict(reason.values)
        if reason.key != "crew_unknown":  # a name typed that no specialist has stays as typed
            values["name"] = values.get("name") and specialist_name(values["name"], lang, game.call)
        return i18n.t(f"move_why_{reason.key}", lang, **values)
    if action.kind in ("open", "close", "chop") and game.st.phase == PHASE_ACTION:
        reason = why_not_edge(game, tuple(action.cell), tuple(action.cell2))
        if reason is None or not reason.key.startswith("wall_" if action.kind == "chop" else "door_"):
            return None  # a door where a wall is chopped, or the other way round: no reason of this action's
        return i18n.t(f"move_why_{reason.key}", lang, **reason.values)
    return move_reason(game, action, lang)


def edge_reason(game: Game, edge, lang: str = "en") -> str | None:
    """Why nothing can be done now with the door or wall on ``edge`` (its two spaces), in ``lang``; None when
    something can, or no reason is known (see :func:`engine.why.why_not_edge`)."""
    if game.st.phase != PHASE_ACTION:
        return None
    reason = why_not_edge(game, tuple(edge[0]), tuple(edge[1]))
    return None if reason is None else i18n.t(f"move_why_{reason.key}", lang, **reason.values)


LEGAL_SHOWN = 12
"""Legal actions a refusal lists (the action list below the board has them all)."""


_SYNTAX_FORMS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(pattern, re.DOTALL), key) for pattern, key in (
    (r"empty text", "syntax_empty"),
    (r"unknown action (?P<word>.+): write '(?P<meant>[^']+)'", "syntax_unknown_action_meant"),
    (r"unknown action (?P<word>.+)", "syntax_unknown_action"),
    (r"(?P<word>.+) is not a space: write row,col \(such as 3,4\)", "syntax_not_a_space"),
    (r"write 'cmd SEAT ACTION' \(such as cmd 2 move 3,4\)", "syntax_cmd"),
    (r"a command is 'move', 'open' or 'close'", "syntax_cmd_kind"),
    (r"'(?P<kind>[^']+)' takes a cell and an optional word", "syntax_cell_and_word"),
    (r"unknown move item (?P<word>.+)", "syntax_move_item"),
    (r"unknown extinguish option (?P<word>.+)", "syntax_extinguish_option"),
    (r"'(?P<kind>[^']+)' takes a cell only", "syntax_cell_only"),
    (r"'(?P<kind>[^']+)' takes the two spaces of an edge, joined by '-' \(such as (?P<example>.+)\)", "syntax_edge"),
    (r"write 'drive amb\|eng \+1\|-1 \[row,col\]'", "syntax_drive"),
    (r"re-roll 'red' or 'black'", "syntax_reroll"),
    (r"'(?P<kind>[^']+)' takes (?P<n>\d+) argument\(s\)", "syntax_arguments"),
))
"""The engine's reasons why a text is no action (:meth:`engine.actions.Action.parse`), each with its string key."""


def unreadable_text(text: str, exc: ActionSyntaxError, lang: str) -> str:
    """Why ``text`` is no action, in ``lang``: the engine's English reason put in its words there.

    A reason of no known form stays English (the engine's words are the reference).

    >>> from engine.errors import ActionSyntaxError
    >>> def why(text, lang):
    ...     try:
    ...         Action.parse(text)
    ...     except ActionSyntaxError as exc:
    ...         return unreadable_text(text, exc, lang)
    >>> why("fly 1,1", "en")
    "cannot read action 'fly 1,1': unknown action 'fly'"
    >>> why("fly 1,1", "hu")
    "nem olvasható akció: 'fly 1,1': ismeretlen akció: 'fly'"
    >>> why("equip", "en")
    "cannot read action 'equip': 'equip' takes 1 argument"
    >>> why("move 1", "ja")
    "アクション 'move 1' を読み取れません: '1' はマスではありません。行,列 の形で書いてください（例: 3,4）"

    A long text is shown cut at :data:`SHOWN_TEXT` characters, in the reason too:

    >>> len(why("x" * 5000, "hu")) < 2 * SHOWN_TEXT + 60
    True
    """
    prefix = f"cannot read action {text!r}: "
    message = str(exc)
    reason = message[len(prefix):] if message.startswith(prefix) else message
    for pattern, key in _SYNTAX_FORMS:
        if match := pattern.fullmatch(reason):
            reason = i18n.t(key, lang, **{name: _cut(value) for name, value in match.groupdict().items()})
            break
    else:
        reason = _cut(reason)
    return i18n.t("syntax_cannot_read", lang, text=repr(_cut(text)), reason=reason)


SHOWN_TEXT = 80
"""The most characters of a typed text an answer repeats."""


def _cut(text: str | None) -> str | None:
    """``text`` cut at :data:`SHOWN_TEXT` characters, marked "…"; a quoted word keeps its closing quote."""
    if text is None or len(text) <= SHOWN_TEXT:
        return text
    quote = text[-1] if text[0] == text[-1] and text[0] in "'\"" else ""
    return text[: SHOWN_TEXT - 1 - len(quote)] + "…" + quote


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
    """A game being played in the studio (see the module docstring)."""

    call: Call
    board: Board
    options: PlayOptions
    games: tuple[Game, ...]
    steps: tuple[Step, ...] = ()
    notes: tuple[str | dict[str, str], ...] = field(default=())
    """Messages for the page (a bot that stopped early, where a loaded replay stopped: by language, ...)."""

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


def _start_error(exc: GameError) -> PlayError:
    """The :class:`PlayError` of a game the engine refuses to set up, said in the interface language where known."""
    error = PlayError(str(exc))
    if str(exc) == "each specialist can be played by one firefighter only":
        error.said = ("play_specialist_twice", {})
    elif (players := re.fullmatch(r"this Call takes (?P<low>\d+)-(?P<high>\d+) players, not (?P<n>\d+)", str(exc))):
        error.said = ("play_players_range", players.groupdict())
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
    step = Step(seat, turn, Action.parse(notation).notation, tuple(events), game.state_hash(), by_bot)
    return replace(session, games=(*session.games, game), steps=(*session.steps, step), notes=())


MAX_LOADED_STEPS = 5_000
"""The most steps of a replay the Play page loads (it keeps a game per step, for undo); ``callforge replay`` checks any."""


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
        error.said = ("replay_unreadable", {"name": name, "why": error.args[0]})
        raise error
    replay = result.model
    if len(replay.steps) > MAX_LOADED_STEPS:
        error = PlayError(f"{name} holds {len(replay.steps)} steps; the Play page loads at most {MAX_LOADED_STEPS}")
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
    except GameError as exc:
        raise _start_error(exc) from None
    if game.state_hash() != replay.setup.hash:
        error = PlayError(f"the Call {replay.call!r} sets up otherwise than when the replay was recorded: it was changed")
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
            note = {lang: i18n.t("replay_stopped", lang, n=number, action=_cut(step.action), total=len(steps))
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


# ---------------------------------------------------------------------------
# what the page shows

ACTION_GROUPS = ("move", "carry", "doors", "extinguish", "chop", "vehicles", "specialist", "decision", "end")
"""The groups the page shows legal actions in, in order."""

_GROUP_OF_KIND = {
    "move": "move", "open": "doors", "close": "doors", "ext": "extinguish", "chop": "chop",
    "drive": "vehicles", "gun": "vehicles", "ride": "decision", "stay": "decision", "reroll": "decision",
    "keep": "decision", "crew": "specialist", "treat": "specialist", "identify": "specialist",
    "dispose": "specialist", "cmd-move": "specialist", "cmd-open": "specialist", "cmd-close": "specialist",
    "end": "end",
}


def action_group(action: Action) -> str:
    """The group of ``action`` on the page.

    >>> action_group(Action.parse("move 3,4")), action_group(Action.parse("move 3,4 victim"))
    ('move', 'carry')
    >>> action_group(Action.parse("cmd 1 open 2,5-2,6")), action_group(Action.parse("gun"))
    ('specialist', 'vehicles')
    """
    if action.kind == "move" and action.arg:
        return "carry"
    return _GROUP_OF_KIND.get(action.kind, "decision")


def group_actions(actions) -> dict[str, list[Action]]:
    """Legal actions by group, groups in :data:`ACTION_GROUPS` order, empty groups left out."""
    out: dict[str, list[Action]] = {g: [] for g in ACTION_GROUPS}
    for a in actions:
        out[action_group(a)].append(a)
    return {g: acts for g, acts in out.items() if acts}


_CELL_TARGETS = frozenset({"move", "ext", "identify", "ride", "drive", "cmd-move", "dmove", "remove", "clear", "guide"})
"""Kinds of action whose cell is the space they act on or go to."""
_EDGE_TARGETS = frozenset({"open", "close", "chop", "cmd-open", "cmd-close"})
"""Kinds of action that act on the edge between their two cells."""
_OWN_SPACE = frozenset({"treat", "dispose", "heal"})
"""Kinds of action that act on the own space of the firefighter (R-ACT-11)."""


def actions_at(actions, *, cell=None, edge=None, own_cell=None) -> list[Action]:
    """The actions among ``actions`` that point at ``edge``, else at ``cell``: what a click there proposes.

    A click near an edge asks for what acts on that edge (open, close, chop,
    a Fire Captain's command to open or close); when nothing does, or the
    click is not near an edge, it asks for what acts on the space:
    moving or carrying there, extinguishing, identifying, riding or leaving a
    vehicle there, a command to move there, and on ``own_cell`` (the space of
    the firefighter to act) treating and disposing. The order of ``actions``
    is kept.

    >>> legal = [Action.parse(t) for t in ("end", "ext 2,3", "ext 2,3 full", "move 2,3", "open 2,3-2,4", "treat")]
    >>> [a.notation for a in actions_at(legal, cell=(2, 3))]
    ['ext 2,3', 'ext 2,3 full', 'move 2,3']
    >>> [a.notation for a in actions_at(legal, cell=(2, 3), edge=((2, 4), (2, 3)))]
    ['open 2,3-2,4']
    >>> [a.notation for a in actions_at(legal, cell=(2, 4), own_cell=(2, 4))]
    ['treat']
    """
    actions = list(actions)
    if edge is not None:
        key = tuple(sorted(tuple(c) for c in edge))
        on_edge = [a for a in actions if a.kind in _EDGE_TARGETS and tuple(sorted((a.cell, a.cell2))) == key]
        if on_edge:
            return on_edge
    if cell is None:
        return []
    cell = tuple(cell)
    own = own_cell is not None and tuple(own_cell) == cell
    return [a for a in actions if (a.kind in _CELL_TARGETS and a.cell == cell) or (own and a.kind in _OWN_SPACE)]


def firefighters(session: PlaySession) -> list[dict]:
    """One row per firefighter: seat, specialist, space, AP, saved AP, free AP, load, who plays it."""
    st = session.game.st
    carry = {CARRY_VICTIM: "victim", CARRY_HAZMAT: "hazmat"}
    rows = []
    for seat, pos in enumerate(st.ff_pos):
        spec = st.ff_spec[seat]
        rows.append({
            "seat": seat,
            "specialist": SPECIALISTS[spec] if spec >= 0 else None,
            "cell": divmod(pos, session.game.cb.cols),
            "ap": st.ff_ap[seat],
            "saved": st.ff_saved[seat],
            "free": st.ff_free[seat],
            "carry": carry.get(st.ff_carry[seat]),
            "leading": bool(st.ff_lead[seat]),
            "bot": session.options.bot_of(seat),
            "current": seat == session.game.current_seat and not session.game.is_over,
        })
        if session.game.heroes_on:
            rows[-1].update(hero_row(session.game, seat))
    return rows


def hero_row(game: Game, seat: int) -> dict:
    """A hero's cards (gsh, R-HERO-1..3): specialist, signature skill, Gear, Active and Reserve Boost, free AP.

    The Reserve Boost lies face down: only its owner reads it; ``reserve`` says whether there is one.
    """
    heroes = game.call.heroes
    st = game.st
    specs = {s.id: s for s in heroes.specialists}
    gear = {c.id: c for c in heroes.gear}
    boosts = {c.id: c for c in heroes.boosts}
    spec = specs[st.ff_hero[seat]]
    prefix = spec.id + ":"
    return {
        "specialist": spec.id,
        "hero": spec,
        "gear": [gear[e[len(prefix):]] for e in st.hero_gear if e.startswith(prefix)],
        "active": boosts.get(st.ff_active[seat]),
        "reserve": boosts.get(st.ff_reserve[seat]),
        "boosts_had": st.ff_boosts_had[seat],
        "boosts_most": heroes.boosts_per_call,
        "free": st.hx_move[seat] + st.hx_ext[seat],
        "free_move": st.hx_move[seat],
        "free_extinguish": st.hx_ext[seat],
    }


def hero_lines(row: dict, lang: str = "en", own: bool = True) -> list[str]:
    """What a hero's row shows: skill, Gear, Boosts and what is on offer while forging (R-HERO-1..3)."""
    from authoring.hero_text import ap_kind_text, describe

    hero = row.get("hero")
    if hero is None:
        return []
    skill = hero.skill
    free = f" + {hero.free_ap.amount} {ap_kind_text(hero.free_ap.kind, lang)}" if hero.free_ap else ""
    lines = [f"{hero.title.get(lang)} ({hero.ap} AP{free}): {skill.title.get(lang)}: "
             + (skill.text.get(lang) if skill.text else describe(skill.effects, lang))]
    for card in row["gear"]:
        lines.append(f"  {i18n.t('hero_gear', lang)} {card.title.get(lang)}: "
                     + (card.text.get(lang) if card.text else describe(card.effects, lang)))
    active, reserve = row["active"], row["reserve"]
    if active is not None:
        lines.append(f"  {i18n.t('hero_active', lang)} {active.title.get(lang)}: "
                     + (active.text.get(lang) if active.text else describe(active.effects, lang)))
    if reserve is not None:
        shown = reserve.title.get(lang) if own else i18n.t("hero_face_down", lang)
        lines.append(f"  {i18n.t('hero_reserve', lang)}: {shown}")
    if row.get("boosts_most", 2) > 2:
        lines.append("  " + i18n.t("hero_boosts_had", lang, had=row["boosts_had"], most=row["boosts_most"]))
    return lines


def forge_offer(game: Game, lang: str = "en") -> list[str]:
    """The cards the forging seat is looking at, with their texts (R-HERO-1)."""
    from authoring.hero_text import describe

    st = game.st
    if st.phase != "forge":
        return []
    heroes = game.call.heroes
    pool = {c.id: c for c in (heroes.gear if st.forge_stage == "gear" else heroes.boosts)}
    word = "equip" if st.forge_stage == "gear" else "pick"
    if st.forge_stage == "gear":  # what is left to choose, as the seat chooses
        from engine.rules.modifiers import gear_of

        head = i18n.t("forge_gear", lang, n=max(1, heroes.gear_keep - len(gear_of(game, st.ff_hero[st.player]))))
    else:
        one = min(2, heroes.boosts_per_call) == 1
        head = i18n.t("forge_boost_reserve" if st.ff_active[st.player] else "forge_boost_one" if one else "forge_boost", lang)
    out = [f"{head}:"]
    for card_id in sorted(set(st.forge_offer)):
        card = pool[card_id]
        text = card.text.get(lang) if card.text else describe(card.effects, lang)
        out.append(f"  {card.title.get(lang)}: {text} ({word} {card_id})")  # the notation last: what to type for it
    return out


def counters(session: PlaySession) -> dict:
    """The game's counters: rescued, lost, damage, POI on the board and in the bag, turn.

    The bag holds every POI not yet revealed and not on the board; the split
    between Victims and False Alarms among face-down POI is not known to the
    players, so it is given for bag and board together.
    """
    g = session.game
    st = g.st
    on_board = sum(st.poi)
    return {
        "turn": st.turn + 1,
        "rescued": st.rescued,
        "to_win": g.win_rescued,
        "lost": st.lost,
        "loss_at": g.loss_lost,
        "damage": st.damage,
        "damage_supply": st.damage_supply,
        "poi_on_board": on_board,
        "poi_bag": st.pool_victims + st.pool_false_alarms - on_board,
        "hidden_victims": st.pool_victims,
        "hidden_false_alarms": st.pool_false_alarms,
        "false_alarms_found": st.false_alarms_found,
        "hot_spot_supply": st.hot_spot_supply,
        # gsh decks (R-SETUP-3, R-HERO-9): how many cards each holds; their order stays hidden
        "fire_deck": len(st.fire_deck), "fire_discard": len(st.fire_discard), "flare_ups_aside": len(st.fire_aside),
        "event_deck": len(st.event_deck), "event_discard": len(st.event_discard),
    }


def call_counters(session: PlaySession, lang: str = "en") -> list[tuple[str, str]]:
    """The counters a gsh Call adds, as (label, value): Helpers rescued and lost, against what wins or loses the
    game (R-HERO-7, R-END), and where its named Victim stands. Empty for a Call without them.

    >>> from authoring.studio import play_logic as pl
    >>> call, board = pl.load_playable(Path("calls/gsh-hillside.call.json"))
    >>> pl.call_counters(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)))
    []
    >>> call = call.model_copy(update={"win": call.win.model_copy(update={"helpers_rescued": 1}),
    ...                                "loss": call.loss.model_copy(update={"helpers_lost": 2})})
    >>> pl.call_counters(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)), "hu")
    [('Kimentett Segítők', '0 / 1'), ('Odaveszett Segítők', '0 / 2')]
    """
    g = session.game
    st, call = g.st, g.call
    out = []
    if g.win_helpers or call.setup.helpers:
        rescued = i18n.t("of_n", lang, a=st.helpers_rescued, b=g.win_helpers) if g.win_helpers else str(st.helpers_rescued)
        out.append((i18n.t("cnt_helpers_rescued", lang), rescued))
        loss = call.loss.helpers_lost
        out.append((i18n.t("cnt_helpers_lost", lang), i18n.t("of_n", lang, a=st.helpers_lost, b=loss) if loss else str(st.helpers_lost)))
    if g.vip_on:
        out.append((i18n.t("cnt_named_victim", lang), i18n.t(("vip_in_play", "vip_rescued", "vip_lost")[st.vip_out], lang)))
    return out


def fire_phase_events(step: Step) -> list[Event]:
    """The events of the Fire phase (and POI replenishment) that ended the turn of ``step``.

    Empty unless ``step`` ended a turn: the events between ``end_turn`` and
    ``start_turn`` (or the end of the game).
    """
    kinds = [e.kind for e in step.events]
    if "end_turn" not in kinds:
        return []
    start = kinds.index("end_turn") + 1
    stop = kinds.index("start_turn") if "start_turn" in kinds else len(kinds)
    return list(step.events[start:stop])


def last_fire_phase(session: PlaySession) -> tuple[Step, list[Event]] | None:
    """The latest step that ended a turn, with its Fire phase events (None before any)."""
    for step in reversed(session.steps):
        if "end_turn" in (e.kind for e in step.events):
            return step, fire_phase_events(step)
    return None


# ---------------------------------------------------------------------------
# words for the page (every text through :mod:`authoring.studio.i18n`)


def _cell_text(cell) -> str:
    return "—" if cell is None else f"{cell[0]},{cell[1]}"


def _edge_text(edge) -> str:
    return f"{_cell_text(edge[0])}–{_cell_text(edge[1])}"


def call_names(call: Call | None, lang: str = "en") -> dict[str, str]:
    """The ids a Call names (its heroes, Gear, Boosts, deck cards and Call markers) -> their titles in ``lang``.

    The log and the buttons show these titles, not the ids the engine speaks in.

    >>> call, _ = load_playable(Path("calls/gsh-hillside.call.json"))
    >>> names = call_names(call, "hu")
    >>> names["fire-axe"] != "fire-axe", names["propane-tank"] != "propane-tank"
    (True, True)
    """
    if call is None:
        return {}
    found = [*call.markers, *(card for deck in call.decks for card in deck.cards)]
    if call.heroes is not None:
        found += [*call.heroes.specialists, *call.heroes.gear, *call.heroes.boosts]
    return {item.id: item.title.get(lang) for item in found}


def _deck_name(deck: str, lang: str) -> str:
    """A deck's kind (``fire``, ``event``, ``flare_up``) or hero pile (``gear``, ``boost``) in ``lang``."""
    for key in (f"word_kind_{deck}", f"pile_{deck}"):
        if key in i18n.STRINGS:
            return i18n.t(key, lang)
    return deck


def describe_event(event: Event, lang: str = "en", call: Call | None = None) -> str:
    """One line of the event log for ``event``, in ``lang``; cards, heroes and markers by their titles in ``call``.

    >>> describe_event(Event("roll", {"die": "red", "sides": 6, "value": 3, "why": "advance_fire"}))
    'roll: red d6 → **3** (advance fire)'
    >>> describe_event(Event("knock_down", {"seat": 0, "cell": [2, 3], "to": [0, 5]}), "hu")
    'Ájulás: a(z) 1. tűzoltó (2,3) ide kerül: 0,5'
    >>> describe_event(Event("shuffle", {"deck": "flare_up", "cards": 4}))
    'Flare-Up cards shuffled (4 cards)'
    """
    d = dict(event.data)
    key = f"ev_{event.kind}"
    if key not in i18n.STRINGS:
        return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in d.items())
    names = call_names(call, lang)
    values = {k: names.get(v, v) if isinstance(v, str) else v for k, v in d.items()}
    if "cards" in d and isinstance(d["cards"], list):
        values["cards"] = ", ".join(names.get(c, c) for c in d["cards"])
    if "deck" in d:
        values["deck"] = _deck_name(d["deck"], lang)
    if "stage" in d:
        values["stage"] = _deck_name(d["stage"], lang)
    if "place" in d:
        values["place"] = i18n.t(f"boost_{d['place']}", lang)
    if "effect" in d:
        values["effect"] = i18n.t(f"word_{d['effect']}", lang)
    if "ap_kind" in d:
        values["ap_kind"] = i18n.t(f"word_{d['ap_kind']}", lang)
    if event.kind == "setup_short":
        values["what"] = i18n.t(f"setup_what_{d['what']}", lang)
    for name in ("cell", "to"):
        if name in d:
            values[name] = _cell_text(d[name])
    if "edge" in d:
        values["edge"] = _edge_text(d["edge"])
    if "seat" in d:
        values["seat"] = d["seat"] + 1 if d["seat"] >= 0 else "—"
    if event.kind == "roll":
        values["die"] = i18n.t(f"die_{d['die']}", lang)
        if d["die"] == "shuffle":
            values["why"] = _deck_name(d["why"], lang)
        else:
            values["why"] = i18n.t(f"why_{d['why']}", lang) if f"why_{d['why']}" in i18n.STRINGS else d["why"]
    elif event.kind == "move":
        values["carry"] = f"({i18n.t('item_' + d['carry'], lang)})" if d.get("carry") else ""
    elif event.kind == "door":
        values["state"] = i18n.t(f"door_{d['state']}", lang)
    elif event.kind == "extinguish":
        values["now"] = i18n.t(f"now_{d['now']}", lang)
    elif event.kind == "reveal":
        values["poi"] = i18n.t(f"poi_{d['poi']}", lang)
    elif event.kind == "crew_change":
        values["new"] = specialist_name(d["new"], lang, call)
    elif event.kind == "shockwave":
        values["direction"] = i18n.t(f"dir_{d['direction']}", lang)
    elif event.kind == "drive":
        values["vehicle"] = i18n.t(f"vehicle_{d['vehicle']}", lang)
        values["spot"] = d["spot"] + 1
    elif event.kind == "game_over":
        values["outcome"] = i18n.t(f"result_{d['outcome']}", lang)
    elif event.kind == "start_turn":
        values["turn"] = d["turn"] + 1
    return i18n.t(key, lang, **values).strip()


def action_label(action: Action, lang: str = "en", call: Call | None = None) -> str:
    """What a button for ``action`` says, in ``lang``; Gear and Boosts by their titles in ``call``.

    >>> action_label(Action.parse("move 3,4 victim"))
    'Move to 3,4 with Victim'
    >>> action_label(Action.parse("cmd 1 open 2,5-2,6"), "en")
    'Command firefighter 2: Open door 2,5–2,6'
    >>> action_label(Action.parse("drive amb -1 7,3"), "ja")
    '救急車を反時計回りに移動（-1）・7,3 へ同乗'
    """
    k = action.kind
    cell = _cell_text(action.cell)
    edge = _edge_text((action.cell, action.cell2))
    if action.seat >= 0:
        inner = action_label(Action(k[4:], action.cell, action.cell2, action.arg), lang, call)
        return i18n.t("act_cmd", lang, n=action.seat + 1, inner=inner)
    if k == "move":
        if action.arg:
            return i18n.t("act_carry", lang, cell=cell, item=i18n.t(f"item_{action.arg}", lang))
        return i18n.t("act_move", lang, cell=cell)
    if k in ("open", "close", "chop"):
        return i18n.t(f"act_{k}", lang, edge=edge)
    if k == "ext":
        return i18n.t("act_ext_full" if action.arg == "full" else "act_ext", lang, cell=cell)
    if k == "drive":
        vehicle, step = action.arg.split()
        name = i18n.t(f"vehicle_{vehicle}", lang)
        way = i18n.t(f"way_{step}", lang)
        if action.cell != (-1, -1):
            return i18n.t("act_drive_ride", lang, vehicle=name, step=step, way=way, cell=cell)
        return i18n.t("act_drive", lang, vehicle=name, step=step, way=way)
    if k in ("ride", "identify"):
        return i18n.t(f"act_{k}", lang, cell=cell)
    if k == "reroll":
        return i18n.t("act_reroll", lang, die=i18n.t(f"die_{action.arg}", lang))
    if k == "crew":
        return i18n.t("act_crew", lang, spec=specialist_name(action.arg, lang, call))
    if k in ("equip", "pick"):
        return i18n.t(f"act_{k}", lang, card=call_names(call, lang).get(action.arg, action.arg))
    if k == "blast":
        sources = {src.id: src.title.get(lang) for src in call.water_sources} if call is not None else {}
        return i18n.t("act_blast", lang, source=sources.get(action.arg, action.arg))
    if k in ("dmove", "remove", "clear", "guide"):
        return i18n.t(f"act_{k}", lang, cell=cell)
    key = f"act_{k}"
    return i18n.t(key, lang) if key in i18n.STRINGS else action.notation


def specialist_name(spec: str | None, lang: str = "en", call: Call | None = None) -> str:
    """The glossary name of a specialist id (``(none)`` for a plain firefighter); a gsh hero's title from ``call``."""
    if call is not None and call.heroes is not None and spec:
        for hero in call.heroes.specialists:
            if hero.id == spec:
                return hero.title.get(lang)
    return i18n.t(f"spec_{spec}" if spec else "spec_none", lang)


# ---------------------------------------------------------------------------
# at a glance: the status line, the bots' turns, the log


def status_line(session: PlaySession, lang: str = "en") -> str:
    """One line saying who plays now, with what AP (saved, free) and load, and who decides.

    >>> from authoring.studio import play_logic as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> print(pl.status_line(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1))))
    Turn 1 · Firefighter 1 · 4 AP · saved 0 · carries nothing · played by a person
    """
    game = session.game
    if game.is_over:
        return i18n.t("game_over", lang, result=i18n.t(f"result_{game.outcome.result}", lang))
    row = firefighters(session)[game.current_seat]
    parts = [i18n.t("status_turn", lang, turn=game.st.turn + 1), i18n.t("seat", lang, n=row["seat"] + 1)]
    if session.has_specialists:
        parts[-1] += f" ({specialist_name(row['specialist'], lang, session.call)})"
    parts.append(i18n.t("status_ap", lang, n=row["ap"]))
    parts.append(i18n.t("status_saved", lang, n=row["saved"]))
    if session.has_specialists:
        parts.append(i18n.t("status_free", lang, n=row["free"]))
    loads = ([i18n.t(f"carry_{row['carry']}", lang)] if row["carry"] else []) + (
        [i18n.t("carry_lead", lang)] if row["leading"] else [])
    parts.append(i18n.t("status_carries", lang, what=", ".join(loads)) if loads else i18n.t("status_carries_nothing", lang))
    parts.append(i18n.t("status_bot", lang, name=row["bot"]) if row["bot"] else i18n.t("status_person", lang))
    return " · ".join(parts)


@dataclass(frozen=True)
class TurnSummary:
    """The actions one seat played in one turn, in order, and who played them (a bot's name, or None)."""

    turn: int
    seat: int
    by_bot: str | None
    notations: tuple[str, ...]

    def text(self, lang: str = "en", call: Call | None = None) -> str:
        """``Turn 2 · Firefighter 1 (greedy): Move to 3,4 → Open door … → End turn``."""
        who = i18n.t("seat", lang, n=self.seat + 1) + (f" ({self.by_bot})" if self.by_bot else "")
        moves = " → ".join(action_label(Action.parse(n), lang, call) for n in self.notations)
        return f"{i18n.t('status_turn', lang, turn=self.turn + 1)} · {who}: {moves}"


def turn_summaries(session: PlaySession) -> list[TurnSummary]:
    """The steps of the game grouped by turn and seat, oldest first.

    >>> from authoring.studio import play_logic as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> s = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1, bots=("greedy", "greedy")))
    >>> s = pl.bot_turn(s)
    >>> [(t.turn, t.seat, t.by_bot, t.notations[-1]) for t in pl.turn_summaries(s)]
    [(0, 0, 'greedy', 'end')]
    """
    out: list[TurnSummary] = []
    for step in session.steps:
        last = out[-1] if out else None
        if last is not None and (last.turn, last.seat, last.by_bot) == (step.turn, step.seat, step.by_bot):
            out[-1] = replace(last, notations=(*last.notations, step.notation))
        else:
            out.append(TurnSummary(step.turn, step.seat, step.by_bot, (step.notation,)))
    return out


def recent_bot_turns(session: PlaySession) -> list[TurnSummary]:
    """The bot turns played since a person last acted (what the person has not seen happen), oldest first."""
    turns = turn_summaries(session)
    recent = []
    for summary in reversed(turns):
        if summary.by_bot is None:
            break
        recent.append(summary)
    return recent[::-1]


def log_markdown(session: PlaySession, lang: str = "en", *, limit: int = 60) -> str:
    """The game log as Markdown, newest step first: each step a list item, its events indented under it.

    >>> from authoring.studio import play_logic as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> s = pl.apply_action(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)), "end")
    >>> text = pl.log_markdown(s)
    >>> text.splitlines()[0].startswith("- **Turn 1"), text.splitlines()[1].startswith("    - ")
    (True, True)
    """
    lines = []
    for step in reversed(session.steps[-limit:]):
        who = f" {i18n.t('log_bot', lang, name=step.by_bot)}" if step.by_bot else ""
        action = action_label(Action.parse(step.notation), lang, session.call)
        lines.append(f"- **{i18n.t('log_step', lang, turn=step.turn + 1, n=step.seat + 1, action=action)}**{who}")
        lines += [f"    - {describe_event(e, lang, session.call)}" for e in step.events]
    lines.append(f"- **{i18n.t('setup_log', lang)}**")
    lines += [f"    - {describe_event(e, lang, session.call)}" for e in session.games[0].setup_events]
    return "\n".join(lines)
