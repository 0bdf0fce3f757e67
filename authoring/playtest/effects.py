"""The effect of each level parameter: one paired run per parameter, one step away from the level's value.

For the level a run played, each integer count of the level (explosions,
Hazmat, Hot Spots, the Hot Spot supply) is moved one step (up, or down when
up gives an invalid Call) in a changed copy of the Call (:mod:`authoring.playtest.changes`),
played on the same seeds; the paired difference in win rate says how much
that one marker moves the difficulty. ``callforge playtest --level-effects``
adds the result to the summary as ``level_effects``::

    {"hazmat": {"pointer": "/levels/1/hazmat", "from": 4, "to": 5, "diff": -0.041, "ci95": [-0.06, -0.02]}, ...}
"""

from __future__ import annotations

from collections.abc import Callable

from authoring.playtest.changes import vary
from authoring.playtest.compare import paired_summary
from authoring.playtest.runner import PlaytestError, PlaytestResult, PlaytestSpec, models_of, run_playtest
from engine.model import resolve_params
from engine.model.call import LEVEL_NUMBERS, level_numbers_read


def level_parameters(spec: PlaytestSpec) -> dict[str, tuple[str, int]]:
    """The played level's integer parameters as played (a ``--set`` included): name -> (JSON Pointer into the file,
    value); empty without levels. A number no game of the Call reads (FP328) is left out: its runs would be the
    same games."""
    call, _ = models_of(spec)
    if not call.levels:
        return {}
    level = spec.level or call.levels[0].id
    index = [lv.id for lv in call.levels].index(level)
    played = call.levels[index]
    read = level_numbers_read(call, resolve_params(call.ruleset.name, call.ruleset.params))
    values = {p: getattr(played, p, None) for p in LEVEL_NUMBERS if p in read}
    return {p: (f"/levels/{index}/{p}", v) for p, v in values.items() if isinstance(v, int) and not isinstance(v, bool)}


def level_effects(spec: PlaytestSpec, base: PlaytestResult, games: int, *, jobs: int = 1, scheduler=None,
                  on_progress: Callable[[int], None] | None = None) -> tuple[dict, list[str], str | None]:
    """Each level parameter's paired effect on the win rate (see the module docstring), against ``base``; the
    parameters left unmeasured because the runs were stopped (Ctrl-C, a lost cluster), in order; and why a lost
    cluster stopped them (None for Ctrl-C or none).

    A parameter whose run was stopped part way is among the unmeasured: its effect on fewer games than asked is
    not reported as if it were the whole run's.
    """
    effects: dict = {}
    names = list(level_parameters(spec).items())
    for k, (name, (pointer, value)) in enumerate(names):
        for step in (1, -1):
            try:
                changed = vary(spec, {pointer: value + step}, deep=True)  # a step up the deep checks refuse is taken down
            except PlaytestError:
                continue
            run = run_playtest(changed, games, jobs=jobs, scheduler=scheduler, on_progress=on_progress)
            if run.interrupted:
                return effects, [n for n, _ in names[k:]], run.stopped
            win = paired_summary(base, run)["paired"]["win_rate"]
            effects[name] = {"pointer": pointer, "from": value, "to": value + step, **win}
            break
    return effects, [], None
