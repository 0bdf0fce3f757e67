"""Running playtests: play a Call many times with a bot, in this process, local processes or on Dask.

A playtest is a :class:`PlaytestSpec` (which Call, level, player count,
specialists, bot, seed) and a number of games. Game ``i`` is seeded from
``(seed, i)`` alone, never from the worker that plays it, and results are
merged in game-index order, so the summary is the same whatever the number of
local processes or the Dask cluster that ran it. Only ``games_per_second``
changes from run to run.

>>> game_seed(0, 0) == game_seed(0, 0), game_seed(0, 0) != game_seed(0, 1)
(True, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from authoring.playtest.workers import RunStopped, run_chunks
from engine.bots import DEFAULT_BOT
from engine.dice import derive_seed

DEFAULT_MAX_TURNS = 200

MAX_GAMES = 100_000
"""Most games of one run: every game's record is kept in memory until the run ends."""

MAX_JOBS = 256
"""Most local worker processes of one run."""

MAX_BUDGET = 10_000
"""Largest search budget: a searching bot holds a list of that many futures per decision."""

MAX_TURNS_LIMIT = 10_000
"""Largest ``max_turns`` safety net (a game of the bundled Calls ends well within 200 turns)."""
"""Safety net: a game still running after this many turns counts as a loss of cause ``other``."""

RESULTS = ("win", "victims", "collapse", "helpers", "marker", "named", "other")
"""How a game ended: a win, or the loss's cause. ``helpers``: too many Helpers lost (R-HERO-7); ``marker``: a Call
marker that must not burn burned (R-HERO-8); ``other``: still running at the turn limit (``max_turns``)."""


class PlaytestError(Exception):
    """A playtest cannot start: bad Call file, unknown level, bot or option.

    ``unusable`` is the :class:`authoring.files.validate.UnusableFileError` of a
    Call (or board) with errors, so a page can show its diagnostics in its language.
    """

    unusable = None


@dataclass(frozen=True)
class PlaytestSpec:
    """What to play: everything but the number of games.

    The spec is small and picklable. ``call_path`` names the Call file (for
    messages, and to resolve its board); ``call_json`` and ``board_json``, when
    set, are the Call and board themselves, as data: :func:`run_playtest`
    fills them in before any game is sent to a worker, so a worker (a Dask
    worker in another folder or on another machine) never reads a file.
    A changed copy of a Call (``--set``, ``tune``) is a spec whose
    ``call_json`` differs from the file.
    """

    call_path: str
    players: int = 4
    level: str | None = None
    specialists: tuple[str, ...] | None = None
    bot: str = DEFAULT_BOT
    seed: int = 0
    max_turns: int = DEFAULT_MAX_TURNS
    budget: int | None = None
    """Search budget for bots that search (``lookahead``); None: the bot's default."""
    call_json: str | None = field(default=None, repr=False)
    board_json: str | None = field(default=None, repr=False)
    changes: tuple[tuple[str, object], ...] = ()
    """The ``(JSON Pointer, value)`` changes ``call_json`` holds against the file (for labels)."""


@dataclass(frozen=True)
class GameRecord:
    """What one game left behind; grid cells are flattened as ``row * cols + col``."""

    index: int
    result: str
    turns: int
    rescued: int
    lost: int
    damage: int
    fire_phases: int
    fire: tuple[tuple[int, int], ...]
    """(cell, fire phases that ended with Fire on it), cells ascending."""
    victims_lost_at: tuple[int, ...]
    knocked_down_at: tuple[int, ...]
    damage_by_cause: tuple[int, ...] = ()
    """Damage by cause, in the order of ``engine.tally.DAMAGE_CAUSES``."""
    wall: tuple[tuple[int, int], ...] = ()
    """(edge index, Damage put on it), edges ascending."""
    damage_curve: tuple[int, ...] = ()
    """The damage on the board after each turn."""
    lost_by_cause: tuple[int, ...] = ()
    """Victims lost by cause, in the order of ``engine.tally.LOSS_CAUSES``."""
    card_turn: tuple[tuple[str, int], ...] = ()
    """(card id, turn it was first drawn), cards ascending."""
    damage_supply: int = 0
    """The damage the scene takes before it collapses (R-END-3); 0 where not known."""
    stalled: bool = False
    """The game was stopped: a turn ran to ``engine.tally.MAX_ACTIONS_PER_TURN`` actions (counted as ``other``)."""


@dataclass
class PlaytestResult:
    """Records of the finished games (in index order) and how long they took."""

    spec: PlaytestSpec
    requested: int
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False
    stopped: str | None = None
    """Why the run stopped before every game was played (e.g. every Dask worker was lost), or None."""


def game_seed(seed: int, index: int, stream: str = "game") -> int:
    """The seed of game ``index`` of a run seeded ``seed``, for one ``stream``.

    A hash, so that neighbouring games are unrelated and the value does not
    depend on which worker plays the game. ``stream`` separates the game's
    dice from the bots' own choices.
    """
    return derive_seed(seed, index, stream)


# ---------------------------------------------------------------- loading


@lru_cache(maxsize=16)
def load_call(call_path: str):
    """Load a Call file and its board through :mod:`authoring.files.load`: ``(Call, Board)``.

    Raises :class:`PlaytestError` carrying the located diagnostics
    (``file:line:col: error FPnnn ...``, as ``callforge validate`` gives them)
    when the Call or its board has an error, deep checks included.
    """
    from authoring.files.validate import UnusableFileError, load_usable

    try:
        result = load_usable(Path(call_path))
    except UnusableFileError as exc:
        error = PlaytestError(exc.text())
        error.unusable = exc
        raise error from None
    if result.kind != "call" or result.board is None:
        raise PlaytestError(f"{call_path}: not a Call file (the name ends in .call.json)")
    return result.model, result.board


@lru_cache(maxsize=32)
def _models_from_json(call_json: str, board_json: str):
    from engine.model import Board, Call

    return Call.model_validate_json(call_json), Board.model_validate_json(board_json)


def models_of(spec: PlaytestSpec):
    """The ``(Call, Board)`` a spec plays: from its data when it carries it, else from its file."""
    if spec.call_json is not None and spec.board_json is not None:
        return _models_from_json(spec.call_json, spec.board_json)
    return load_call(spec.call_path)


def as_data(spec: PlaytestSpec) -> PlaytestSpec:
    """``spec`` carrying its Call and board as data (what is sent to workers)."""
    if spec.call_json is not None and spec.board_json is not None:
        return spec
    call, board = models_of(spec)
    return replace(spec, call_json=dump_model(call), board_json=dump_model(board))


def dump_model(model) -> str:
    """A Call or board as the compact JSON a worker rebuilds it from."""
    return model.model_dump_json(by_alias=True, exclude_none=True)


def check_spec(spec: PlaytestSpec) -> None:
    """Raise :class:`PlaytestError` when the spec cannot be played (before spawning workers)."""
    from engine.bots import BOTS
    from engine.errors import GameError

    call, _ = models_of(spec)
    if spec.bot not in BOTS:
        raise PlaytestError(f"unknown bot {spec.bot!r}; known: {', '.join(sorted(BOTS))}")
    if not call.players.min <= spec.players <= call.players.max:
        raise PlaytestError(
            f"{call.id}: {spec.players} players is outside the Call's range {call.players.min}-{call.players.max}"
        )
    if spec.level is not None and spec.level not in {lv.id for lv in call.levels}:
        known = ", ".join(lv.id for lv in call.levels) or "none"
        raise PlaytestError(f"{call.id}: unknown level {spec.level!r}; known levels: {known}")
    if not 1 <= spec.max_turns <= MAX_TURNS_LIMIT:
        raise PlaytestError(f"the turn limit (--max-turns) must be 1 to {MAX_TURNS_LIMIT}, got {spec.max_turns}")
    if spec.budget is not None and not 1 <= spec.budget <= MAX_BUDGET:
        raise PlaytestError(f"the search budget (--budget) must be 1 to {MAX_BUDGET}, got {spec.budget}")
    try:
        new_game(spec, 0)
    except GameError as exc:
        raise PlaytestError(f"{call.id}: {exc}") from exc


# ---------------------------------------------------------------- playing


def new_game(spec: PlaytestSpec, index: int):
    """Set up game ``index`` of ``spec`` (seeded from ``(spec.seed, index)`` only).

    The players' setup choices (specialists, starting spaces, vehicle spots)
    are the bot's (:func:`engine.bots.setup_for`), except the specialists the
    spec names; a bot that places the team once it sees the setup does so
    here (:func:`engine.bots.place_team`, R-SETUP-2), with a seed of its own
    for the game (the ``opening`` stream): two Calls played on the same seeds
    imagine the same futures when they choose the start, so a paired
    comparison keeps its pairs.
    """
    from engine.bots import place_team
    from engine.game import Game

    call, board = models_of(spec)
    level = played_level(spec)
    options = setup_of(spec, level)
    game = Game.new(call, board, players=spec.players, seed=game_seed(spec.seed, index), difficulty=level, **options)
    place_team(spec.bot, game, seed=game_seed(spec.seed, index, "opening"))
    return game


def setup_of(spec: PlaytestSpec, level: str | None = None) -> dict:
    """``Game.new`` keyword arguments for the players' choices: the bot's (R-SETUP-2), with the spec's specialists."""
    from engine.bots import allowed_specialists, setup_for

    call, board = models_of(spec)
    allowed = allowed_specialists(call)
    options = setup_for(spec.bot, call, board, players=spec.players, difficulty=level, allowed=allowed)
    if spec.specialists:
        options["specialists"] = list(spec.specialists)
    return options


def played_level(spec: PlaytestSpec) -> str | None:
    """The level ``spec`` plays: its own, else the Call's first (None for a Call without levels)."""
    call, _ = models_of(spec)
    return spec.level if spec.level is not None else (call.levels[0].id if call.levels else None)


def team_of(spec: PlaytestSpec) -> list[str] | None:
    """The specialists played, by seat: the spec's, else the bot's choice for the level played (R-ACT-10); None
    without specialists.

    None also when the bot has no choice to make: the engine then gives the
    seats the Call's specialists in their listed order.
    """
    return setup_of(spec, played_level(spec)).get("specialists")


def new_bot(spec: PlaytestSpec, index: int):
    """The bot that plays game ``index`` of ``spec``: ``spec.bot`` with its own seed from ``(spec.seed, index)``."""
    from engine.bots import make_bot

    return make_bot(spec.bot, seed=game_seed(spec.seed, index, "bot"), budget=spec.budget)


def play_game(spec: PlaytestSpec, index: int) -> GameRecord:
    """Play game ``index`` of ``spec`` to the end (or to ``spec.max_turns``) and record it."""
    from engine.tally import play_out

    game = new_game(spec, index)
    return record_of(index, game, play_out(game, new_bot(spec, index), spec.max_turns))


_OUTCOMES = {
    "win": "win", "loss_victims": "victims", "loss_collapse": "collapse",
    "loss_helpers": "helpers", "loss_marker": "marker", "loss_named_victim": "named",
}
"""The engine's ``State.outcome`` -> the result category of :data:`RESULTS`."""


def record_of(index: int, game, tally) -> GameRecord:
    """The record of game ``index``: its outcome from the state, the rest from its ``engine.tally.Tally``."""
    st = game.st
    over = game.is_over
    return GameRecord(
        index=index,
        result=_OUTCOMES.get(st.outcome, "other") if over else "other",
        turns=tally.turns,
        rescued=st.rescued,
        lost=st.lost,
        damage=st.damage,
        fire_phases=tally.fire_phases,
        fire=tuple(sorted(tally.fire.items())),
        victims_lost_at=tuple(tally.lost_at),
        knocked_down_at=tuple(tally.down_at),
        damage_by_cause=tuple(tally.damage_by_cause),
        wall=tuple(sorted(tally.wall.items())),
        damage_curve=tuple(tally.damage_curve),
        lost_by_cause=tuple(tally.lost_by_cause),
        card_turn=tuple(sorted(tally.card_turn.items())),
        damage_supply=st.damage_supply,
        stalled=tally.stalled,
    )


def play_chunk(spec: PlaytestSpec, indices: Sequence[int]) -> list[GameRecord]:
    """Play the games ``indices`` in order (the unit of work sent to a worker)."""
    return [play_game(spec, i) for i in indices]


def chunks(games: int, size: int) -> list[range]:
    """Split ``range(games)`` into consecutive ranges of at most ``size``.

    >>> chunks(5, 2)
    [range(0, 2), range(2, 4), range(4, 5)]
    """
    return [range(start, min(start + size, games)) for start in range(0, games, max(1, size))]


def _chunk_size(games: int, workers: int) -> int:
    # Small enough for a smooth progress bar and a prompt Ctrl-C, large enough to amortise pickling.
    return max(1, min(25, games // (workers * 8) or 1))


def _run_inline(spec: PlaytestSpec, work: list[range]) -> Iterator[list[GameRecord]]:
    for indices in work:
        yield play_chunk(spec, indices)


def _run_processes(spec: PlaytestSpec, work: list[range], jobs: int) -> Iterator[list[GameRecord]]:
    """Play ``work`` on ``jobs`` local worker processes (see :mod:`authoring.playtest.workers`)."""
    return run_chunks(play_chunk, spec, work, jobs=jobs)


WORKER_GRACE = 30.0
"""Seconds a Dask run waits with no worker before it stops (workers may be restarting)."""


def _run_dask(spec: PlaytestSpec, work: list[range], address, grace: float = WORKER_GRACE) -> Iterator[list[GameRecord]]:
    """Play ``work`` on a Dask cluster; the spec travels with its Call and board as data.

    Waits in short steps and watches the cluster's workers: when none has been
    there for ``grace`` seconds, or the scheduler drops a chunk whose workers
    kept dying, raises :class:`RunStopped` (the games finished so far stay).
    Fetching a finished chunk is watched the same way: its result may live on
    a worker that has just died, and then it comes back only if a worker
    plays it again.
    """
    try:
        from distributed import Client, wait
    except ImportError as exc:  # pragma: no cover - depends on the installed extras
        raise PlaytestError("--scheduler needs Dask: pip install 'callforge[distributed]'") from exc
    client = address if isinstance(address, Client) else connect_scheduler(address)
    own_client = client is not address
    pending = {client.submit(play_chunk, spec, list(indices), pure=False) for indices in work}
    watch = _WorkerWatch(client, grace)
    try:
        while pending:
            try:
                done = wait(list(pending), timeout=1.0, return_when="FIRST_COMPLETED").done
            except TimeoutError:
                done = set()
            for future in done:
                pending.discard(future)
                yield _chunk_result(future, watch)
            if done:
                watch.reset()
            else:
                watch.check()
    finally:
        try:
            client.cancel(list(pending))
        finally:
            if own_client:
                client.close()


SCHEDULER_WAIT = 20.0
"""Seconds a Dask scheduler has to answer (connection and handshake) before the run is refused."""


def connect_scheduler(address: str, wait: float = SCHEDULER_WAIT):
    """A Dask ``Client`` of the scheduler at ``address``; :class:`PlaytestError` when none answers there within
    ``wait`` seconds, or something else does (a web server, a service that never speaks): never a hang or a traceback.

    The client is made in a thread of its own, as Dask bounds the connection but not every read of the handshake.
    """
    import threading

    from distributed import Client

    made: dict = {}

    def connect() -> None:
        try:
            made["client"] = Client(address, timeout="10s")
        except BaseException as exc:  # noqa: BLE001 - any failure of a peer that is no scheduler is said, not raised
            made["error"] = exc

    thread = threading.Thread(target=connect, name="dask-connect", daemon=True)
    thread.start()
    thread.join(wait)
    if "client" in made:
        return made["client"]
    if "error" not in made:
        raise PlaytestError(f"cannot reach the Dask scheduler at {address}: nothing answered as a scheduler within "
                            f"{wait:.0f} s")
    exc = made["error"]
    if isinstance(exc, (OSError, TimeoutError, ValueError)):  # ValueError: an address Dask cannot read (http://)
        raise PlaytestError(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
    raise PlaytestError(f"cannot reach the Dask scheduler at {address}: what answers there is no Dask scheduler "
                        f"({type(exc).__name__})") from exc


def check_workers(jobs: int, scheduler: str | None) -> None:
    """:class:`PlaytestError` unless ``jobs`` is a count of worker processes a run takes and the scheduler, when given,
    answers: asked once before a command plays many runs (``tune``), so that none of them is refused for it."""
    if not 1 <= jobs <= MAX_JOBS:
        raise PlaytestError(f"the worker processes (--jobs) must be 1 to {MAX_JOBS}, got {jobs}")
    if scheduler is not None:
        connect_scheduler(scheduler).close()


def _chunk_result(future, watch: _WorkerWatch) -> list[GameRecord]:
    """The records of a finished Dask chunk, waited for in short steps under ``watch``."""
    while True:
        try:
            return future.result(timeout=1.0)
        except TimeoutError:
            watch.check()
        except Exception as exc:  # noqa: BLE001 - a worker-side failure, reported as data
            if type(exc).__name__ == "KilledWorker":
                raise RunStopped(f"Dask workers kept dying while playing games: {exc}") from exc
            raise


class _WorkerWatch:
    """Raises :class:`RunStopped` once the cluster has had no worker for ``grace`` seconds."""

    def __init__(self, client, grace: float) -> None:
        self.client = client
        self.grace = grace
        self.since: float | None = None

    def reset(self) -> None:
        self.since = None

    def check(self) -> None:
        if _worker_count(self.client):
            self.since = None
        elif self.since is None:
            self.since = time.monotonic()
        elif time.monotonic() - self.since > self.grace:
            raise RunStopped(f"the Dask cluster has had no worker for {self.grace:.0f} s")


def _worker_count(client) -> int:
    """Workers the scheduler knows now (0 when the scheduler cannot be asked)."""
    try:
        return len(client.scheduler_info(n_workers=-1)["workers"])
    except TypeError:  # older distributed: no n_workers argument
        return len(client.scheduler_info()["workers"])
    except (OSError, TimeoutError):
        return 0


def run_playtest(
    spec: PlaytestSpec,
    games: int,
    *,
    jobs: int = 1,
    scheduler=None,
    on_progress: Callable[[int], None] | None = None,
    worker_grace: float = WORKER_GRACE,
) -> PlaytestResult:
    """Play ``games`` games of ``spec`` and return their records in index order.

    Parameters
    ----------
    jobs : int
        Local worker processes; 1 plays in this process.
    scheduler : str or distributed.Client, optional
        A Dask scheduler address (``tcp://host:port``) or client; when given,
        ``jobs`` is ignored and the cluster does the work.
    on_progress : callable, optional
        Called with the number of games just finished, after each chunk.

    worker_grace : float
        Dask only: seconds without any worker before the run stops.

    Ctrl-C (``KeyboardInterrupt``) stops the run: the result holds the games
    finished so far and ``interrupted`` is set. A cluster that loses every
    worker does the same, with ``stopped`` saying why. Workers receive the
    Call and board as data (:func:`as_data`), never a path.
    """
    if not 1 <= games <= MAX_GAMES:
        raise PlaytestError(f"the games of a run (--games) must be 1 to {MAX_GAMES}, got {games}")
    if not 1 <= jobs <= MAX_JOBS:
        raise PlaytestError(f"the worker processes (--jobs) must be 1 to {MAX_JOBS}, got {jobs}")
    check_spec(spec)
    result = PlaytestResult(spec=spec, requested=games)
    spec = as_data(spec)
    if scheduler is not None:
        work = chunks(games, _chunk_size(games, 4))
        stream: Iterable[list[GameRecord]] = _run_dask(spec, work, scheduler, worker_grace)
    elif jobs > 1:
        stream = _run_processes(spec, chunks(games, _chunk_size(games, jobs)), jobs)
    else:
        stream = _run_inline(spec, chunks(games, _chunk_size(games, 1)))
    started = time.perf_counter()
    try:
        for records in stream:
            result.records.extend(records)
            if on_progress is not None:
                on_progress(len(records))
    except (KeyboardInterrupt, RunStopped) as exc:
        result.interrupted = True
        if isinstance(exc, RunStopped):
            result.stopped = f"{exc}; {len(result.records)} of {games} games finished"
        close = getattr(stream, "close", None)
        if close is not None:
            close()
    result.seconds = time.perf_counter() - started
    result.records.sort(key=lambda r: r.index)
    return result


def level_ids(call_path: str) -> list[str | None]:
    """Every level of the Call, or ``[None]`` when it has none."""
    call, _ = load_call(call_path)
    return [lv.id for lv in call.levels] or [None]


def _allowed_players(call_path: str, changes: dict | None) -> tuple[int, int]:
    """The Call's range of players, as ``changes`` (``--set``: pointer -> value) set it where they do."""
    call, _ = load_call(call_path)
    low, high = (changes or {}).get("/players/min"), (changes or {}).get("/players/max")
    return (low if isinstance(low, int) else call.players.min), (high if isinstance(high, int) else call.players.max)


def default_players(call_path: str, changes: dict | None = None) -> int:
    """The player count a run plays when none is given: 4, within the Call's range (as ``callforge play`` starts), the
    range as ``changes`` set it."""
    low, high = _allowed_players(call_path, changes)
    return min(max(4, low), high)


def player_range(call_path: str, lo: int = 2, hi: int = 6, changes: dict | None = None) -> list[int]:
    """Player counts from ``lo`` to ``hi`` that the Call allows (its range as ``changes`` set it)."""
    low, high = _allowed_players(call_path, changes)
    return [n for n in range(max(lo, low), min(hi, high) + 1)]
