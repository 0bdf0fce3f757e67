"""Batch playtests: play a Call many times with a bot and summarise how it went.

A playtest is a :class:`PlaytestSpec` (which Call, level, player count,
specialists, bot, seed) and a number of games. Game ``i`` is seeded from
``(seed, i)`` alone, never from the worker that plays it, and results are
merged in game-index order, so the summary is the same whatever the number of
local processes or the Dask cluster that ran it. Only ``games_per_second``
changes from run to run.

JSON summary (``callforge playtest --format json``), format version 1
-----------------------------------------------------------------------
One object per run (``--sweep`` and ``compare`` wrap several in a list)::

    {
      "format_version": 1,
      "call": "fire-rescue-family",        # Call id
      "level": null,                       # level id, or null for a Call without levels
      "players": 4,
      "specialists": null,                 # specialist ids by seat as played (given, or the bot's choice), or null
      "bot": "greedy",
      "games": 2000,                       # games finished (fewer than asked when interrupted)
      "seed": 0,
      "max_turns": 200,                    # safety net: a game still running is a loss "other"
      "interrupted": false,
      "wins": 1130,
      "win_rate": 0.565,
      "win_rate_ci95": [0.543, 0.5866],    # Wilson score interval
      "losses": {"victims": 700, "collapse": 150, "other": 20},
      "loss_turns": {"victims": {"14": 3, ...}, "collapse": {...}, "other": {...}},
      "turns": {"mean": 31.2, "p50": 30, "p90": 44},
      "rescued_mean": 5.8, "lost_mean": 2.1, "damage_mean": 9.4,
      "distributions": {"turns": {"12": 4, ...}, "rescued": {...}, "lost": {...}, "damage": {...}},
      "board": {"id": "fire-rescue-front", "rows": 8, "cols": 10},
      "heatmaps": {
        "fire_phases": 61234,              # fire phases observed over all games
        "fire": [[0, 12, ...], ...],       # rows x cols: fire phases that ended with Fire on the space
        "victims_lost": [[...], ...],      # rows x cols: Victims (and revealed POI Victims) lost there
        "knocked_down": [[...], ...]       # rows x cols: firefighters knocked down there
      },
      "games_per_second": 212.4            # the only field that may differ between equal runs
    }

Turns count every firefighter's turn (a round of 4 players is 4 turns); a
game lost in a fire phase counts the turn it was lost in. ``loss_turns`` holds,
per cause, how many games were lost at each turn count. Distribution keys are
the values as strings, in ascending numeric order. ``heatmaps.victims_lost``
places every Victim lost on Fire or with a knocked-down carrier; Victims lost
in a collapse have no space and only count in ``lost_mean``.

``callforge playtest --sweep`` prints ``{"format_version": 1, "runs": [summary, ...]}``
(every level x 2-6 players the Call allows, levels outer). ``callforge compare``
prints ``{"format_version": 1, "runs": [summary, ...], "differences": [{"call":
id, "path": str, "vs": baseline id, "games": int, "diff": float, "ci95": [lo,
hi]}, ...]}``: ``diff`` is the mean over games of (win of this Call - win of the
first Call) on the same seeds, with a normal 95% interval on that mean.

Fields are only ever added to this format; a change of meaning bumps
``format_version``.

>>> game_seed(0, 0) == game_seed(0, 0), game_seed(0, 0) != game_seed(0, 1)
(True, True)
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from authoring import stats
from engine.bots import DEFAULT_BOT

FORMAT_VERSION = 1
DEFAULT_MAX_TURNS = 200
"""Safety net: a game still running after this many turns counts as a loss of cause ``other``."""

RESULTS = ("win", "victims", "collapse", "other")


class PlaytestError(Exception):
    """A playtest cannot start: bad Call file, unknown level, bot or option."""


@dataclass(frozen=True)
class PlaytestSpec:
    """What to play: everything but the number of games.

    The spec is small and picklable: workers load the Call from ``call_path``
    themselves (once per process).
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


@dataclass
class PlaytestResult:
    """Records of the finished games (in index order) and how long they took."""

    spec: PlaytestSpec
    requested: int
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False


def game_seed(seed: int, index: int, stream: str = "game") -> int:
    """The seed of game ``index`` of a run seeded ``seed``, for one ``stream``.

    A hash, so that neighbouring games are unrelated and the value does not
    depend on which worker plays the game. ``stream`` separates the game's
    dice from the bots' own choices.
    """
    digest = hashlib.blake2b(f"{stream}:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


# ---------------------------------------------------------------- loading


@lru_cache(maxsize=16)
def load_call(call_path: str):
    """Load a Call file and its board through :mod:`authoring.load`: ``(Call, Board)``.

    Raises :class:`PlaytestError` carrying the located diagnostics
    (``file:line:col: error FPnnn ...``) when the Call or its board is not
    valid.
    """
    from authoring.load import load_call as load

    result = load(Path(call_path))
    if not result.ok or result.board is None:
        errors = [d for d in result.diagnostics if d.severity == "error"] or result.diagnostics
        lines = [d.render(call_path) for d in errors[:5]]
        if not lines:
            lines = [f"{call_path}: the Call's board could not be loaded"]
        raise PlaytestError("\n".join(lines))
    return result.model, result.board


def check_spec(spec: PlaytestSpec) -> None:
    """Raise :class:`PlaytestError` when the spec cannot be played (before spawning workers)."""
    from engine.bots import BOTS
    from engine.errors import GameError

    call, _ = load_call(spec.call_path)
    if spec.bot not in BOTS:
        raise PlaytestError(f"unknown bot {spec.bot!r}; known: {', '.join(sorted(BOTS))}")
    if not call.players.min <= spec.players <= call.players.max:
        raise PlaytestError(
            f"{call.id}: {spec.players} players is outside the Call's range {call.players.min}-{call.players.max}"
        )
    if spec.level is not None and spec.level not in {lv.id for lv in call.levels}:
        known = ", ".join(lv.id for lv in call.levels) or "none"
        raise PlaytestError(f"{call.id}: unknown level {spec.level!r}; known levels: {known}")
    if spec.max_turns < 1:
        raise PlaytestError(f"max_turns must be at least 1, got {spec.max_turns}")
    try:
        new_game(spec, 0)
    except GameError as exc:
        raise PlaytestError(f"{call.id}: {exc}") from exc


# ---------------------------------------------------------------- playing


def new_game(spec: PlaytestSpec, index: int):
    """Set up game ``index`` of ``spec`` (seeded from ``(spec.seed, index)`` only).

    The players' setup choices (specialists, starting spaces, vehicle spots)
    are the bot's (:func:`engine.bots.setup_for`), except the specialists the
    spec names.
    """
    from engine.game import Game

    call, board = load_call(spec.call_path)
    level = spec.level if spec.level is not None else (call.levels[0].id if call.levels else None)
    options = setup_of(spec, level)
    return Game.new(call, board, players=spec.players, seed=game_seed(spec.seed, index), difficulty=level, **options)


def setup_of(spec: PlaytestSpec, level: str | None = None) -> dict:
    """``Game.new`` keyword arguments for the players' choices: the bot's (R-SETUP-2), with the spec's specialists."""
    from engine.bots import setup_for
    from engine.model.ruleset import SPECIALISTS, resolve_params

    call, board = load_call(spec.call_path)
    has_specialists = resolve_params(call.ruleset.name, call.ruleset.params).specialists
    allowed = (tuple(call.specialists) if call.specialists is not None else SPECIALISTS) if has_specialists else None
    if has_specialists and call.heroes is not None:  # gsh heroes replace the Fire Rescue specialists (R-HERO-1)
        allowed = tuple(s.id for s in call.heroes.specialists)
    options = setup_for(spec.bot, call, board, players=spec.players, difficulty=level, allowed=allowed)
    if spec.specialists:
        options["specialists"] = list(spec.specialists)
    return options


def team_of(spec: PlaytestSpec) -> list[str] | None:
    """The specialists played, by seat: the spec's, else the bot's choice (R-ACT-10); None without specialists.

    None also when the bot has no choice to make: the engine then gives the
    seats the Call's specialists in their listed order.
    """
    return setup_of(spec).get("specialists")


def play_game(spec: PlaytestSpec, index: int) -> GameRecord:
    """Play game ``index`` of ``spec`` to the end (or to ``spec.max_turns``) and record it."""
    from engine.bots import make_bot
    from engine.tally import play_out

    game = new_game(spec, index)
    bot = make_bot(spec.bot, seed=game_seed(spec.seed, index, "bot"), budget=spec.budget)
    return record_of(index, game, play_out(game, bot, spec.max_turns))


_OUTCOMES = {"win": "win", "loss_victims": "victims", "loss_collapse": "collapse"}


def record_of(index: int, game, tally) -> GameRecord:
    """The record of game ``index``: its outcome from the state, the rest from its ``engine.tally.Tally``."""
    st = game.st
    over = game.is_over
    return GameRecord(
        index=index,
        result=_OUTCOMES.get(st.outcome, "other") if over else "other",
        turns=tally.turns + (1 if over else 0),
        rescued=st.rescued,
        lost=st.lost,
        damage=st.damage,
        fire_phases=tally.fire_phases,
        fire=tuple(sorted(tally.fire.items())),
        victims_lost_at=tuple(tally.lost_at),
        knocked_down_at=tuple(tally.down_at),
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


def _ignore_sigint() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_inline(spec: PlaytestSpec, work: list[range]) -> Iterator[list[GameRecord]]:
    for indices in work:
        yield play_chunk(spec, indices)


def _run_processes(spec: PlaytestSpec, work: list[range], jobs: int) -> Iterator[list[GameRecord]]:
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    context = multiprocessing.get_context("fork") if hasattr(__import__("os"), "fork") else None
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_ignore_sigint)
    pending = {pool.submit(play_chunk, spec, indices) for indices in work}
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        for future in pending:
            future.cancel()
        pool.shutdown(wait=True, cancel_futures=True)


def _run_dask(spec: PlaytestSpec, work: list[range], address) -> Iterator[list[GameRecord]]:
    try:
        from distributed import Client, as_completed
    except ImportError as exc:  # pragma: no cover - depends on the installed extras
        raise PlaytestError("--scheduler needs Dask: pip install 'callforge[distributed]'") from exc
    try:
        client = address if isinstance(address, Client) else Client(address, timeout="10s")
    except OSError as exc:
        raise PlaytestError(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
    own_client = client is not address
    futures = [client.submit(play_chunk, spec, list(indices), pure=False) for indices in work]
    try:
        for future in as_completed(futures):
            yield future.result()
    finally:
        client.cancel(futures)
        if own_client:
            client.close()


def run_playtest(
    spec: PlaytestSpec,
    games: int,
    *,
    jobs: int = 1,
    scheduler=None,
    on_progress: Callable[[int], None] | None = None,
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

    Ctrl-C (``KeyboardInterrupt``) stops the run: the result holds the games
    finished so far and ``interrupted`` is set.
    """
    if games < 0:
        raise PlaytestError(f"games must be positive, got {games}")
    if jobs < 1:
        raise PlaytestError(f"jobs must be at least 1, got {jobs}")
    check_spec(spec)
    result = PlaytestResult(spec=spec, requested=games)
    if scheduler is not None:
        work = chunks(games, _chunk_size(games, 4))
        stream: Iterable[list[GameRecord]] = _run_dask(spec, work, scheduler)
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
    except KeyboardInterrupt:
        result.interrupted = True
        close = getattr(stream, "close", None)
        if close is not None:
            close()
    result.seconds = time.perf_counter() - started
    result.records.sort(key=lambda r: r.index)
    return result


# ---------------------------------------------------------------- summary


def summarize(result: PlaytestResult) -> dict:
    """The JSON summary of a run (see the module docstring for the format)."""
    spec, records = result.spec, result.records
    call, board = load_call(spec.call_path)
    n = len(records)
    wins = sum(r.result == "win" for r in records)
    lo, hi = stats.wilson_interval(wins, n)
    turns = [r.turns for r in records]
    level = spec.level if spec.level is not None else (call.levels[0].id if call.levels else None)
    return {
        "format_version": FORMAT_VERSION,
        "call": call.id,
        "level": level,
        "players": spec.players,
        "specialists": team_of(spec),
        "bot": spec.bot,
        "games": n,
        "seed": spec.seed,
        "max_turns": spec.max_turns,
        "interrupted": result.interrupted,
        "wins": wins,
        "win_rate": round(wins / n, 6) if n else 0.0,
        "win_rate_ci95": [round(lo, 6), round(hi, 6)],
        "losses": {cause: sum(r.result == cause for r in records) for cause in RESULTS[1:]},
        "loss_turns": {cause: stats.histogram([r.turns for r in records if r.result == cause]) for cause in RESULTS[1:]},
        "turns": {"mean": stats.mean(turns), "p50": stats.quantile(turns, 0.5), "p90": stats.quantile(turns, 0.9)},
        "rescued_mean": stats.mean([r.rescued for r in records]),
        "lost_mean": stats.mean([r.lost for r in records]),
        "damage_mean": stats.mean([r.damage for r in records]),
        "distributions": {
            "turns": stats.histogram(turns),
            "rescued": stats.histogram([r.rescued for r in records]),
            "lost": stats.histogram([r.lost for r in records]),
            "damage": stats.histogram([r.damage for r in records]),
        },
        "board": {"id": board.id, "rows": board.rows, "cols": board.cols},
        "heatmaps": _heatmaps(records, board.rows, board.cols),
        "games_per_second": round(n / result.seconds, 1) if result.seconds > 0 else 0.0,
    }


def _heatmaps(records: Sequence[GameRecord], rows: int, cols: int) -> dict:
    fire = [0] * (rows * cols)
    lost = [0] * (rows * cols)
    down = [0] * (rows * cols)
    for r in records:
        for cell, count in r.fire:
            fire[cell] += count
        for cell in r.victims_lost_at:
            lost[cell] += 1
        for cell in r.knocked_down_at:
            down[cell] += 1

    def grid(flat: list[int]) -> list[list[int]]:
        return [flat[row * cols : (row + 1) * cols] for row in range(rows)]

    return {
        "fire_phases": sum(r.fire_phases for r in records),
        "fire": grid(fire),
        "victims_lost": grid(lost),
        "knocked_down": grid(down),
    }


def paired_wins(a: PlaytestResult, b: PlaytestResult) -> dict:
    """Paired difference in win rate of ``b`` over ``a`` on the games both finished.

    Game ``i`` of both runs used the same seed, so the per-seed win
    indicators are paired (see :func:`authoring.stats.paired_difference`).
    """
    wins_a = {r.index: float(r.result == "win") for r in a.records}
    wins_b = {r.index: float(r.result == "win") for r in b.records}
    common = sorted(wins_a.keys() & wins_b.keys())
    diff, lo, hi = stats.paired_difference([wins_a[i] for i in common], [wins_b[i] for i in common])
    return {"games": len(common), "diff": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}


def strip_timing(summary: dict) -> dict:
    """A copy of ``summary`` without ``games_per_second`` (to compare two runs).

    >>> strip_timing({"wins": 3, "games_per_second": 12.5})
    {'wins': 3}
    """
    return {k: v for k, v in summary.items() if k != "games_per_second"}


def level_ids(call_path: str) -> list[str | None]:
    """Every level of the Call, or ``[None]`` when it has none."""
    call, _ = load_call(call_path)
    return [lv.id for lv in call.levels] or [None]


def player_range(call_path: str, lo: int = 2, hi: int = 6) -> list[int]:
    """Player counts from ``lo`` to ``hi`` that the Call allows."""
    call, _ = load_call(call_path)
    return [n for n in range(max(lo, call.players.min), min(hi, call.players.max) + 1)]
