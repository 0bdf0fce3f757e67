"""Tuning a Call to a target win rate: vary named values until the win rate's interval holds the target.

A tune varies integer values of the Call, each named by a JSON Pointer with
its range (``/supply/damage=8..24``, ``/levels/1/hazmat=2..6``), with Optuna's
TPE sampler (seeded from the run's seed, so a tune is reproducible). Every
trial plays the same ``games_per_trial`` seeds (paired: two trials differ only
by their values, and thanks to the dice streams their games roll the same
dice wherever the values do not matter). The first trial plays the Call's
own values when they are in range. A trial's score is the distance of its
win rate from the target; the tune stops as soon as a trial's Wilson 95%
interval holds the target and is narrow enough to mean it (at most
:data:`MAX_INTERVAL_WIDTH`: 10 games a trial hold almost any target), when the trial budget ends or when every
combination of the ranges was played; the chosen trial is the closest one.
Every trial plays values not played before: a sampler that keeps suggesting
played values (a small range) is given the nearest unplayed ones.

Ctrl-C stops the tune and keeps the best trial so far (``interrupted``).

>>> calls = []
>>> def scripted(params):  # win rate rises by 5 points per Damage, 400 games per trial
...     calls.append(params["/supply/damage"])
...     return round(400 * min(1.0, 0.05 * (params["/supply/damage"] - 8))), 400
>>> result = tune_values({"/supply/damage": (8, 24)}, target=0.5, evaluate=scripted, trials=30, seed=0,
...                      start={"/supply/damage": 24})
>>> result.reached, result.params, result.win_rate, calls[0]
(True, {'/supply/damage': 18}, 0.5, 24)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace

from authoring.files.save import content_hash
from authoring.playtest import stats
from authoring.playtest.changes import (
    check_levels_played,
    check_read_in_play,
    check_varied_in_play,
    get_pointer,
    read_call_json,
    vary,
)
from authoring.playtest.runner import PlaytestError, PlaytestSpec, dump_model, models_of, run_playtest

DEFAULT_GAMES_PER_TRIAL = 400
"""Games per trial: a Wilson half-width of about 5 points at 50%, so a trial that holds the target is within 0.05 of it."""
DEFAULT_TRIALS = 30
MAX_INTERVAL_WIDTH = 0.2
"""The widest 95% interval that can hold the target: about 100 games a trial at a 50% target (the default 400 give 0.1).
A wider one holds most targets whatever the values, so it says nothing of them."""
MAX_TRIALS = 1000
MAX_GAMES_PER_TRIAL = 100_000

Evaluate = Callable[[dict], tuple[int, int]]
"""Values (pointer -> int) -> (wins, games) of one trial; raises :class:`PlaytestError` for values that together give a
Call that cannot be played (the trial is then refused, not played)."""

REFUSED_SCORE = 2.0
"""What the search is told of a refused trial: worse than any distance from a target (at most 1)."""


@dataclass(frozen=True)
class Trial:
    """One set of values played: its win rate with the Wilson 95% interval."""

    number: int
    params: dict
    wins: int
    games: int
    win_rate: float
    win_rate_ci95: tuple[float, float]
    refused: str = ""
    """Why these values together give a Call that cannot be played (each range's ends alone can): no game was played."""

    def holds(self, target: float) -> bool:
        """Whether the trial's interval holds ``target`` and is narrow enough to say so (:data:`MAX_INTERVAL_WIDTH`).

        >>> _trial(0, {}, 2, 10).holds(0.5), _trial(0, {}, 200, 400).holds(0.5)  # 20% of 10 games: 6% to 51%
        (False, True)
        """
        return self.covers(target) and not self.too_wide

    def covers(self, target: float) -> bool:
        """Whether the trial's interval, however wide, holds ``target``."""
        return not self.refused and self.win_rate_ci95[0] <= target <= self.win_rate_ci95[1]

    @property
    def too_wide(self) -> bool:
        """Whether its interval is wider than :data:`MAX_INTERVAL_WIDTH`: too few games to tell."""
        return self.win_rate_ci95[1] - self.win_rate_ci95[0] > MAX_INTERVAL_WIDTH + 1e-9


@dataclass
class TuneResult:
    """The trials played, the chosen one, and whether its interval held the target."""

    target: float
    trials: list[Trial] = field(default_factory=list)
    interrupted: bool = False
    exhausted: bool = False
    """Every combination of the ranges was played before the budget ended."""
    defaults: dict = field(default_factory=dict)
    """Varied pointers the Call file leaves out -> the default they started at."""
    measured: str | None = None
    """The content hash of the Call file as the tune read it (``write_changed`` writes no Call edited since)."""
    budget: int = 0
    """The most trials the tune was asked to play."""
    not_written: str = ""
    """Why the tuned Call could not be written (a file appeared at the output meanwhile, the Call was edited), if so."""

    @property
    def best(self) -> Trial | None:
        """The played trial closest to the target among those that hold it (:meth:`Trial.holds`), else among all (the
        first one on a tie: fewer changes to the author's Call)."""
        played = [t for t in self.trials if not t.refused]
        return min(played, key=lambda t: (not t.holds(self.target), abs(t.win_rate - self.target), t.number),
                   default=None)

    @property
    def reached(self) -> bool:
        return self.best is not None and self.best.holds(self.target)

    @property
    def too_few_games(self) -> bool:
        """Whether the chosen trial's interval holds the target but is too wide to say it does (few games a trial)."""
        return self.best is not None and self.best.covers(self.target) and self.best.too_wide

    @property
    def games_needed(self) -> int:
        """The fewest games a trial whose interval at the target is narrow enough (:data:`MAX_INTERVAL_WIDTH`).

        >>> TuneResult(0.5).games_needed, TuneResult(0.1).games_needed
        (93, 38)
        """
        return games_for_width(self.target)

    @property
    def params(self) -> dict:
        return dict(self.best.params) if self.best else {}

    @property
    def changes(self) -> dict:
        """:attr:`params` as the tuned file is written: a left-out key chosen at its default stays left out.

        >>> result = TuneResult(0.5, [_trial(0, {"/a": 1, "/b": 2}, 5, 10)], defaults={"/a": 1})
        >>> result.changes
        {'/b': 2}
        """
        return {p: v for p, v in self.params.items() if p not in self.defaults or self.defaults[p] != v}

    @property
    def win_rate(self) -> float | None:
        return self.best.win_rate if self.best else None

    def to_json(self) -> dict:
        """``{"target", "params", "win_rate", "win_rate_ci95", "reached", "too_few_games", "interrupted", "exhausted",
        "not_written", "trials": [...]}``; a refused trial has its reason in ``refused``."""
        best = self.best
        return {
            "target": self.target,
            "params": self.params,
            "win_rate": best.win_rate if best else None,
            "win_rate_ci95": list(best.win_rate_ci95) if best else None,
            "reached": self.reached,
            "too_few_games": self.too_few_games,
            "interrupted": self.interrupted,
            "exhausted": self.exhausted,
            "not_written": self.not_written or None,
            "trials": [asdict(t) | {"win_rate_ci95": list(t.win_rate_ci95)} for t in self.trials],
        }


def games_for_width(target: float, width: float = MAX_INTERVAL_WIDTH) -> int:
    """The fewest games from which on every count's Wilson 95% interval is at most ``width`` wide at a win rate of
    ``target``: the width falls with more games, but not at every step (the wins are whole), so a count that is
    narrow enough may be followed by one that is not.

    >>> games_for_width(0.5), games_for_width(0.1)
    (93, 38)
    """
    def wide(games: int) -> bool:
        lo, hi = stats.wilson_interval(round(target * games), games)
        return hi - lo > width + 1e-9

    first = next((n for n in range(1, MAX_GAMES_PER_TRIAL + 1) if not wide(n)), MAX_GAMES_PER_TRIAL)
    last_wide = max((n for n in range(first, min(4 * first, MAX_GAMES_PER_TRIAL) + 1) if wide(n)), default=first - 1)
    return last_wide + 1


def _trial(number: int, params: dict, wins: int, games: int) -> Trial:
    lo, hi = stats.wilson_interval(wins, games)
    rate = round(wins / games, 6) if games else 0.0
    return Trial(number, dict(params), wins, games, rate, (round(lo, 6), round(hi, 6)))


def tune_values(ranges: dict, *, target: float, evaluate: Evaluate, trials: int = DEFAULT_TRIALS, seed: int = 0,
                start: dict | None = None, on_trial: Callable[[Trial], None] | None = None) -> TuneResult:
    """Search ``ranges`` (pointer -> (lo, hi), integers) for values whose win rate's interval holds ``target``.

    ``evaluate`` plays one set of values; ``start`` (pointer -> value) is tried first when every value is in range.
    """
    import optuna

    if not 0.0 <= target <= 1.0:
        raise PlaytestError(f"the target win rate (--target) must be between 0 and 1, got {target}")
    if not 1 <= trials <= MAX_TRIALS:
        raise PlaytestError(f"the trials (--trials) must be 1 to {MAX_TRIALS}, got {trials}")
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    distributions = {p: optuna.distributions.IntDistribution(lo, hi) for p, (lo, hi) in ranges.items()}
    # the sampler takes 32-bit seeds; the games take the run's seed whole
    study = optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=seed % 2**32))
    if start and all(isinstance(start.get(p), int) and lo <= start[p] <= hi for p, (lo, hi) in ranges.items()):
        study.enqueue_trial({p: start[p] for p in ranges})
    result = TuneResult(target=target, budget=trials)
    played: dict[tuple, Trial] = {}
    try:
        for number in range(trials):
            ask = _fresh_ask(study, distributions, ranges, played, target)
            if ask is None:
                result.exhausted = True
                break
            params = {p: int(ask.params[p]) for p in ranges}
            try:
                trial = _trial(number, params, *evaluate(params))
            except PlaytestError as exc:  # these values together give a Call that cannot be played
                if str(exc).startswith("cannot reach the Dask scheduler"):  # the cluster's fault, not the values'
                    raise
                trial = replace(_trial(number, params, 0, 0), refused=str(exc))
            played[tuple(params[p] for p in ranges)] = trial
            result.trials.append(trial)
            study.tell(ask, REFUSED_SCORE if trial.refused else abs(trial.win_rate - target))
            if on_trial is not None:
                on_trial(trial)
            if trial.holds(target):
                break
    except KeyboardInterrupt:
        result.interrupted = True
    return result


MAX_REPEATS = 25
"""Suggestions of values already played that the sampler may make in a row before an unplayed neighbour is taken."""
MAX_GRID = 100_000
"""Combinations of the ranges up to which every unplayed one is weighed; above, those one step along an axis."""


def _fresh_ask(study, distributions: dict, ranges: dict, played: dict, target: float):
    """The sampler's next trial, with values not played yet; None when every combination of ``ranges`` was played.

    A repeat is told its known score and the sampler asked again; after
    :data:`MAX_REPEATS` repeats (a small range, where the sampler keeps to its
    best point) the unplayed combination nearest to its suggestion is enqueued,
    so every trial of the budget plays new values.
    """
    import itertools
    import math

    grid = math.prod(hi - lo + 1 for lo, hi in ranges.values())
    if len(played) >= grid:
        return None
    for _ in range(MAX_REPEATS):
        ask = study.ask(distributions)
        key = tuple(int(ask.params[p]) for p in ranges)
        if key not in played:
            return ask
        known = played[key]
        study.tell(ask, REFUSED_SCORE if known.refused else abs(known.win_rate - target))
    spans = [range(lo, hi + 1) for lo, hi in ranges.values()]
    if grid <= MAX_GRID:
        unplayed = [k for k in itertools.product(*spans) if k not in played]
    else:  # too many to list: the nearest values along each axis from the suggestion, else the first unplayed ones
        unplayed = [k for i, span in enumerate(spans) for v in _outward(key[i], span)
                    if (k := (*key[:i], v, *key[i + 1:])) not in played]
        unplayed = unplayed or [k for k in itertools.islice(itertools.product(*spans), MAX_TRIALS + 1) if k not in played]
    nearest = min(unplayed, key=lambda k: (sum(abs(a - b) for a, b in zip(k, key, strict=True)), k))
    study.enqueue_trial(dict(zip(ranges, nearest, strict=True)))
    return study.ask(distributions)


def _outward(value: int, span: range) -> list[int]:
    """The values of ``span`` nearest to ``value``, at most ``MAX_TRIALS + 1`` of them (more than can have been played).

    >>> _outward(5, range(0, 8)), _outward(0, range(0, 10**9))[:3]
    ([5, 4, 6, 3, 7, 2, 1, 0], [0, 1, 2])
    """
    out: list[int] = []
    step = 0
    while len(out) <= MAX_TRIALS and (value - step >= span.start or value + step < span.stop):
        out += [v for v in dict.fromkeys((value - step, value + step)) if v in span]
        step += 1
    return out[: MAX_TRIALS + 1]


def tune(spec: PlaytestSpec, ranges: dict, *, target: float, games_per_trial: int = DEFAULT_GAMES_PER_TRIAL,
         trials: int = DEFAULT_TRIALS, jobs: int = 1, scheduler=None,
         on_trial: Callable[[Trial], None] | None = None, on_games: Callable[[int], None] | None = None) -> TuneResult:
    """Tune ``spec``'s Call: every trial plays ``games_per_trial`` games of a changed copy on the same seeds.

    Raises :class:`PlaytestError` for a pointer the Call does not have, a
    range whose end gives an invalid Call, or bad counts, before any game is played. Values of two ranges that
    give an invalid Call only together (10 Victims to rescue from a bag of 9) are a refused trial, and the search
    goes on.
    """
    if not 1 <= games_per_trial <= MAX_GAMES_PER_TRIAL:
        raise PlaytestError(f"the games of a trial (--games-per-trial) must be 1 to {MAX_GAMES_PER_TRIAL}, got {games_per_trial}")
    if not ranges:
        raise PlaytestError("name at least one value to vary: --vary POINTER=LO..HI")
    text, data = read_call_json(spec.call_path)
    check_levels_played(spec, data, ranges, "the tune")
    check_varied_in_play(ranges)
    check_read_in_play(spec, ranges, "the tune")
    start = {p: start_value(spec, data, p) for p in ranges}
    for p, value in start.items():  # a count written "level", a title: nothing a range of whole numbers can vary
        if not isinstance(value, int) or isinstance(value, bool):
            raise PlaytestError(f"{p} holds {_shown(value)}, not a whole number: tune varies whole numbers")
    defaults = {p: start[p] for p in ranges if not _in_file(data, p)}
    for p, (lo, hi) in ranges.items():  # both ends must give a valid Call: fail before playing
        vary(spec, {q: (lo if q == p else _clip(start[q], *ranges[q])) for q in ranges}, deep=True)
        vary(spec, {q: (hi if q == p else _clip(start[q], *ranges[q])) for q in ranges}, deep=True)

    def evaluate(params: dict) -> tuple[int, int]:
        run = run_playtest(vary(spec, params, deep=True), games_per_trial, jobs=jobs, scheduler=scheduler, on_progress=on_games)
        if run.interrupted:
            raise KeyboardInterrupt
        return sum(r.result == "win" for r in run.records), len(run.records)

    result = tune_values(ranges, target=target, evaluate=evaluate, trials=trials, seed=spec.seed, start=start,
                         on_trial=on_trial)
    result.defaults = defaults
    result.measured = content_hash(text)
    return result


def start_value(spec: PlaytestSpec, data: dict, pointer: str):
    """The value a tune starts ``pointer`` at: the file's, else the default the Call's model gives it.

    A key the author left out still has a value (a card without ``copies``
    is in the deck once), so it can be varied like any other; a pointer the
    model does not know either is refused with the file's missing step.

    >>> from authoring.playtest.runner import PlaytestSpec
    >>> spec = PlaytestSpec(call_path="calls/gsh-warehouse.call.json", players=3)
    >>> _, data = read_call_json(spec.call_path)
    >>> "copies" in data["decks"][0]["cards"][3], start_value(spec, data, "/decks/0/cards/3/copies")
    (False, 1)
    """
    try:
        return get_pointer(data, pointer)
    except PlaytestError as missing:
        call, _ = models_of(spec)
        try:
            return get_pointer(json.loads(dump_model(call)), pointer)
        except PlaytestError:
            raise missing from None


def _in_file(data: dict, pointer: str) -> bool:
    try:
        get_pointer(data, pointer)
    except PlaytestError:
        return False
    return True


def _clip(value, lo: int, hi: int) -> int:
    return min(hi, max(lo, value)) if isinstance(value, int) else lo


def _shown(value) -> str:
    """A value of the Call in one short phrase: written whole when short, else its first items whole (never a text cut
    inside), then an ellipsis that closes it.

    >>> _shown("level"), _shown({"en": "Treats the hurt, where they lie", "hu": "Ellátja a sérülteket, ahol fekszenek"})
    ('"level"', '{"en": "Treats the hurt, where they lie", ... } (an object)')
    """
    import json

    text = json.dumps(value, ensure_ascii=False)
    if len(text) <= 40:
        return text
    if isinstance(value, dict):
        items, opening, closing, kind = [f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                                         for k, v in value.items()], "{", " }", "an object"
    elif isinstance(value, list):
        items, opening, closing, kind = [json.dumps(v, ensure_ascii=False) for v in value], "[", " ]", "a list"
    else:
        return f"{text[:39]}...\" (a text)" if isinstance(value, str) else f"{text[:40]}... (a value)"
    shown: list[str] = []
    for item in items:
        if shown and len(", ".join([*shown, item])) > 40:
            break
        shown.append(item if len(item) <= 60 else item[:57] + "...")
    return f"{opening}{', '.join(shown)}, ...{closing} ({kind})"
