"""What the studio's Playtest page does, as plain functions over the runner of :mod:`authoring.playtest`.

The page chooses a Call, levels, player counts, a bot and a number of games;
these functions build the runs, play them (reporting progress through a
callback), and turn the JSON summaries into rows, grids and drawings the page
shows: how the games ended, why they were lost (damage curve, damage and
Victims lost by cause, wall damage per edge), the paired comparison of two
versions, and a tune to a target win rate.

>>> from pathlib import Path
>>> path = Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-family.call.json"
>>> runs = run_playtests(playtest_specs(path, levels=[None], players=[3], bot="random", seed=1), games=4)
>>> [(row["players"], row["games"]) for row in summary_rows(runs)]
[(3, 4)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import report
from authoring.playtest.compare import paired_summary
from authoring.playtest.tune import TuneResult, tune
from engine.bots import BOTS, DEFAULT_BOT

DEFAULT_GAMES = 20
CAUSES = pt.RESULTS
"""How a game can end, as the page lists, charts and counts it: a win or a loss cause (``other``: the turn limit)."""
HEATMAPS = ("fire", "victims_lost", "knocked_down")


@dataclass(frozen=True)
class Run:
    """One finished playtest: its records (for paired comparisons) and its JSON summary."""

    result: pt.PlaytestResult
    summary: dict

    @property
    def label(self) -> str:
        """Level and player count, e.g. ``veteran · 4p`` (``4p`` for a Call without levels)."""
        return self.title()

    def title(self, level_names: dict | None = None, players: str = "{n}p") -> str:
        """Like :attr:`label`, with the level given by its name in ``level_names`` (level id -> name) and the player
        count written as ``players`` says (``{n}`` the count: ``{n} játékos``)."""
        s = self.summary
        level = (level_names or {}).get(s["level"], s["level"])
        count = players.format(n=s["players"])
        return f"{level} · {count}" if s["level"] else count


def bot_names() -> list[str]:
    """Bots a playtest can use, the cheapest useful one first."""
    order = [DEFAULT_BOT, "quick", "search", "heuristic", "greedy", "lookahead", "random", "pass"]
    return sorted(BOTS, key=lambda b: order.index(b) if b in order else len(order))


def call_choices(call_path: Path) -> tuple[list[str | None], list[int]]:
    """The Call's level ids (``[None]`` without levels) and every player count it allows.

    Raises :class:`authoring.playtest.PlaytestError` when the Call does not load.
    """
    pt.load_call.cache_clear()  # the file may have changed in the editors since the last run
    call, _ = pt.load_call(str(call_path))
    levels = [lv.id for lv in call.levels] or [None]
    return levels, list(range(call.players.min, call.players.max + 1))


def first_loading(call_paths: list[Path]) -> int:
    """The index of the first Call in ``call_paths`` that loads (0 when none does).

    The page opens on it, so that a broken Call sorting first in the library
    does not hide every section of the page behind its error.
    """
    pt.load_call.cache_clear()
    for index, path in enumerate(call_paths):
        try:
            pt.load_call(str(path))
        except pt.PlaytestError:
            continue
        return index
    return 0


def level_names(call_path: Path, lang: str = "en") -> dict[str, str]:
    """Level id -> the level's name in ``lang`` (its id when it has no name).

    >>> path = Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-experienced.call.json"
    >>> level_names(path, "hu")["heroic"]
    'Hősies'
    """
    call, _ = pt.load_call(str(call_path))
    return _names(call, lang)


def _names(call, lang: str) -> dict[str, str]:
    return {lv.id: (lv.name.get(lang) if lv.name else None) or lv.id for lv in call.levels}


def playtest_specs(call_path: Path, *, levels: Sequence[str | None], players: Sequence[int], bot: str,
                   seed: int = 0) -> list[pt.PlaytestSpec]:
    """One run per (level, player count), in that order; every run plays the same seeds."""
    return [
        pt.PlaytestSpec(call_path=str(call_path), players=n, level=level, bot=bot, seed=seed)
        for level in levels
        for n in players
    ]


def run_playtests(specs: Sequence[pt.PlaytestSpec], games: int,
                  on_progress: Callable[[int, int], None] | None = None) -> list[Run]:
    """Play ``games`` games of every spec in this process; ``on_progress(done, total)`` after each chunk.

    Raises :class:`authoring.playtest.PlaytestError` (with the reason) before
    any game is played when a spec cannot run.
    """
    pt.load_call.cache_clear()
    for spec in specs:
        pt.check_spec(spec)
    total, done = games * len(specs), 0
    runs = []
    for spec in specs:
        def progress(k: int) -> None:
            nonlocal done
            done += k
            if on_progress is not None:
                on_progress(done, total)

        result = pt.run_playtest(spec, games, on_progress=progress)
        runs.append(Run(result, pt.summarize(result)))
    return runs


def summary_rows(runs: Sequence[Run]) -> list[dict]:
    """One row per run: level, players, games, wins, win rate with its 95% interval, means (turns survived and Victims
    rescued with their 95% intervals)."""
    rows = []
    for run in runs:
        s = run.summary
        lo, hi = s["win_rate_ci95"]
        rows.append({
            "level": s["level"], "players": s["players"], "games": s["games"], "wins": s["wins"],
            "win_rate": s["win_rate"], "ci95": (lo, hi), "turns_mean": s["turns"]["mean"],
            "rescued_mean": s["rescued_mean"], "lost_mean": s["lost_mean"],
            "turns_ci95": tuple(s.get("turns_mean_ci95") or (s["turns"]["mean"],) * 2),
            "rescued_ci95": tuple(s.get("rescued_mean_ci95") or (s["rescued_mean"],) * 2),
        })
    return rows


def turn_distribution(runs: Sequence[Run]) -> dict[int, int]:
    """Games per length in turns, all runs together, every length from the shortest to the longest.

    >>> turn_distribution([])
    {}
    """
    merged: dict[int, int] = {}
    for run in runs:
        for turns, count in run.summary["distributions"]["turns"].items():
            merged[int(turns)] = merged.get(int(turns), 0) + count
    if not merged:
        return {}
    return {t: merged.get(t, 0) for t in range(min(merged), max(merged) + 1)}


def heat_grids(run: Run) -> dict[str, list[list[float]]]:
    """The run's heatmaps as rows x cols grids: Fire as the share of Fire phases, the others as counts."""
    heat = run.summary["heatmaps"]
    phases = max(1, heat["fire_phases"])
    return {
        "fire": [[v / phases for v in row] for row in heat["fire"]],
        "victims_lost": heat["victims_lost"],
        "knocked_down": heat["knocked_down"],
    }


def heat_max(grid: Sequence[Sequence[float]]) -> float:
    """The largest value of a grid (0 for an empty one)."""
    return max((v for row in grid for v in row), default=0)


@dataclass(frozen=True)
class Comparison:
    """Two versions of a Call played on the same seeds, and the paired differences of B over A."""

    a: Run
    b: Run
    diff: dict
    """:func:`authoring.playtest.compare.paired_summary`: ``games``, ``diff`` and ``ci95`` of the win rate,
    ``paired`` (every figure), ``changed``, ``bound`` and ``verdict``."""


def compare_calls(path_a: Path, path_b: Path, *, level: str | None, players: int, bot: str, games: int, seed: int = 0,
                  on_progress: Callable[[int, int], None] | None = None) -> Comparison:
    """Play both Calls on the same seeds and measure the paired difference in win rate (B − A).

    ``level`` applies to both; None plays each Call's first level.
    """
    specs = [pt.PlaytestSpec(call_path=str(p), players=players, level=level, bot=bot, seed=seed) for p in (path_a, path_b)]
    a, b = run_playtests(specs, games, on_progress)
    pt.label_runs([a.summary, b.summary], [str(path_a), str(path_b)])  # a Call and its copy of one id told apart
    return Comparison(a, b, paired_summary(a.result, b.result))


# ---------------------------------------------------------------- downloads


def results_json(runs: Sequence[Run], differences: Sequence[dict] = ()) -> str:
    """The runs' summaries as ``callforge playtest --format json`` (and ``compare``) print them, to download."""
    import json

    doc: dict = {"format_version": pt.FORMAT_VERSION, "runs": [r.summary for r in runs]}
    if differences:
        doc["differences"] = list(differences)
    return json.dumps(doc, indent=2)


def results_html(runs: Sequence[Run], title: str, differences: Sequence[dict] = (), lang: str = "en") -> str:
    """The HTML report of the runs, as ``--report`` writes it, to download, in ``lang``."""
    boards, names = {}, {}
    for run in runs:  # by run name too: each Call's runs are drawn on its own board, though two boards share an id
        call, board = pt.load_call(run.result.spec.call_path)
        boards[report.run_name(run.summary), board.id] = board
        names[report.run_name(run.summary)] = _names(call, lang)
    return report.render_report([r.summary for r in runs], boards=boards, title=title, differences=list(differences) or None,
                                lang=lang, level_names=names)


def comparison_differences(comparison: Comparison) -> list[dict]:
    """The compare's paired differences as ``callforge compare --format json`` gives them."""
    a, b = comparison.a.summary, comparison.b.summary
    return [{"call": b["call"], "label": b.get("label", b["call"]), "path": comparison.b.result.spec.call_path,
             "vs": a["call"], "vs_label": a.get("label", a["call"]), **comparison.diff}]


# ---------------------------------------------------------------- why games were lost


def loss_chart(runs: Sequence[Run], cause_names: dict, level_names: dict | None = None, players: str = "{n}p",
               of_n: str = "{a} of {b}") -> str:
    """How the games of each run ended, one stacked bar per run, as SVG (one run gives one bar; titles: :meth:`Run.title`;
    ``of_n``: a tooltip's count of the games, ``{a} of {b}``)."""
    return report.loss_chart([r.summary for r in runs], labels=cause_names,
                             run_labels=[r.title(level_names, players) for r in runs], of_n=of_n)


def attribution_svgs(run: Run, damage_names: dict, loss_names: dict, turns: str = "{n} turns",
                     words: report.ChartWords = report.ENGLISH_CHARTS) -> dict[str, str]:
    """The run's damage curve (its axis says ``turns``, ``{n}`` the count), damage by cause, Victims lost by cause and
    wall-damage heatmap, as SVG by name, their figures and units as ``words`` writes them."""
    s = run.summary
    _, board = pt.runner.models_of(run.result.spec)
    return {
        "damage_curve": report.damage_curve_svg([s], turns=turns),
        "damage_by_cause": report.cause_bars(s["damage_by_cause"], labels=damage_names, words=words),
        "victims_lost_by_cause": report.cause_bars(s["victims_lost_by_cause"], labels=loss_names, words=words),
        "wall_damage": report.wall_heatmap_svg(s["wall_damage"], s["board"], board, words=words),
    }


def add_level_effects(runs: Sequence[Run], games: int, on_progress: Callable[[int, int], None] | None = None) -> None:
    """Measure each level parameter's effect for every run (:mod:`authoring.playtest.effects`), into its summary."""
    from authoring.playtest.effects import level_effects, level_parameters

    total = games * sum(len(level_parameters(r.result.spec)) for r in runs)
    done = 0

    def progress(k: int) -> None:
        nonlocal done
        done += k
        if on_progress is not None:
            on_progress(done, total)

    for run in runs:
        run.summary["level_effects"], _, _ = level_effects(run.result.spec, run.result, games, on_progress=progress)


# ---------------------------------------------------------------- tuning


DEFAULT_TUNE_GAMES = 200
POINTER_CHOICES = ("/supply/damage", "/win/rescued", "/loss/victims_lost", "/poi_bag/victims", "/poi_bag/false_alarms")
"""Values the page offers to vary for every Call; a Call with levels adds each level's counts."""


def tune_choices(call_path: Path) -> dict[str, int]:
    """Integer values of the Call the page offers to vary: pointer -> the Call's value.

    Each level's counts and each deck card's ``copies`` (its default, 1, when
    the file leaves it out) join :data:`POINTER_CHOICES`; a value no game reads
    (:func:`authoring.playtest.changes.unread_in_play`) is left out.
    """
    import json

    from authoring.playtest.changes import unread_in_play
    from authoring.playtest.tune import start_value
    from engine.model import Call

    data = json.loads(Path(call_path).read_text(encoding="utf-8"))
    pointers = list(POINTER_CHOICES)
    for i, level in enumerate(_dicts(data.get("levels"))):
        pointers += [f"/levels/{i}/{key}" for key in ("explosions", "hazmat", "hot_spots") if key in level]
    for i, deck in enumerate(_dicts(data.get("decks"))):
        pointers += [f"/decks/{i}/cards/{j}/copies" for j, _ in enumerate(_dicts(deck.get("cards")))]
    spec = pt.PlaytestSpec(call_path=str(call_path), players=1)
    try:
        call = Call.model_validate(data)
    except ValueError:  # a Call the schema refuses offers every value; tune itself says what is wrong
        call = None
    pointers = [p for p in pointers if call is None or unread_in_play(call, p) is None]
    out = {}
    for pointer in pointers:
        try:
            value = start_value(spec, data, pointer)
        except pt.PlaytestError:
            continue
        if isinstance(value, int) and not isinstance(value, bool):
            out[pointer] = value
    return out


def _dicts(value) -> list:
    """``value`` when it is a list of objects (a Call file's levels, decks, cards), else no items."""
    return value if isinstance(value, list) and all(isinstance(v, dict) for v in value) else []


MAX_FILE_NAME = 80
"""Characters a file name written by the page may have (and 255 bytes, what file systems allow)."""


def usable_file_name(name: str) -> bool:
    """Whether the page may write a Call named ``name`` beside the one tuned: ``*.call.json``, no folder, short, and
    the rest a Call id (the tuned Call takes its id from its file name).

    >>> [usable_file_name(n) for n in ("attic-tuned.call.json", "../x.call.json", ".call.json", "a" * 90 + ".call.json",
    ...                                "My Copy.call.json")]
    [True, False, False, False, False]
    """
    from authoring.new.call import is_call_id

    return (name.endswith(".call.json") and name != ".call.json" and not any(c in name for c in "/\\\0")
            and len(name) <= MAX_FILE_NAME and len(name.encode("utf-8")) <= 255
            and is_call_id(name.removesuffix(".call.json")))


def tune_call(call_path: Path, out_path: Path, *, target: float, ranges: dict, level: str | None, players: int, bot: str,
              games_per_trial: int, trials: int, seed: int = 0,
              on_progress: Callable[[int, int], None] | None = None) -> TuneResult:
    """Tune the Call to ``target`` (see :func:`authoring.playtest.tune.tune`) and write the closest trial to ``out_path``.

    Raises :class:`authoring.playtest.PlaytestError` for a bad range or an output that would not load, before any game
    is played. When the tuned Call cannot be written once the trials are played (a file appeared at ``out_path``, which
    is never replaced; the Call was edited meanwhile), the result says why (``not_written``) and keeps its trials.
    """
    from authoring.playtest.changes import check_destination, write_changed

    pt.load_call.cache_clear()
    spec = pt.PlaytestSpec(call_path=str(call_path), players=players, level=level, bot=bot, seed=seed)
    pt.check_spec(spec)
    check_destination(str(call_path), out_path)  # a folder that cannot be written to is said before any game
    total, done = games_per_trial * trials, 0

    def games(k: int) -> None:
        nonlocal done
        done += k
        if on_progress is not None:
            on_progress(done, total)

    result = tune(spec, ranges, target=target, games_per_trial=games_per_trial, trials=trials, on_games=games)
    if result.best is not None:
        try:
            write_changed(str(call_path), result.changes, out_path, replace=False, measured=result.measured)
        except pt.PlaytestError as exc:
            result.not_written = str(exc)
    return result
