"""How much pairing tightens a comparison: paired against unpaired 95% half-widths of the win-rate difference.

Run from the repository root::

    PYTHONPATH=. python bench/pairing.py --games 2000 --jobs 2
    PYTHONPATH=. python bench/pairing.py --games 2000 --jobs 2 --only Recruit   # the experienced changes alone

For each change (one more Hazmat or explosion at Recruit, one extra door on
the front board, one extra Fire at setup, a smaller damage supply), both
versions of the Call play the same ``--games`` seeds with the default bot
(``engine.bots.DEFAULT_BOT``). Prints both win rates, the paired difference
and two 95% half-widths of it: paired (:func:`authoring.playtest.stats.paired_difference`
over the per-seed win indicators) and unpaired (two independent binomial
proportions, what a comparison on unrelated seeds would give), and their
ratio. Figures, not assertions: the dice streams per purpose
(:mod:`engine.dice`) aim at a ratio at most 0.6 for every setup change.

Two more columns say how much pairing is left to win: the share of seeds
whose result changed, and the ratio the best pairing of those two win rates
could give (:func:`coupling_floor`: every changed result changes the same
way, so no fewer than ``|win A - win B|`` of the seeds change). A change with
a large effect cannot pair tightly whatever the dice do: at 71% against 50%
the floor is 0.60.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import time
from dataclasses import replace
from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import stats
from authoring.playtest.changes import vary
from engine.bots import DEFAULT_BOT

ROOT = Path(__file__).resolve().parents[1]
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
FAMILY = str(ROOT / "calls" / "fire-rescue-family.call.json")
NEW_DOOR = [[2, 6], [3, 6]]
"""A wall of the front board that the door change turns into a closed door."""
NEW_FIRE = [4, 7]
"""A scene space without Fire at the family setup."""


def _with_door(spec: pt.PlaytestSpec) -> pt.PlaytestSpec:
    from engine.model import Board

    spec = pt.runner.as_data(spec)
    board = json.loads(spec.board_json)
    board["walls"] = [w for w in board["walls"] if w != NEW_DOOR]
    board["doors"] = [*board.get("doors", []), {"edge": NEW_DOOR, "state": "closed"}]
    return replace(spec, board_json=pt.runner.dump_model(Board.model_validate(board)))


def _with_fire(spec: pt.PlaytestSpec) -> pt.PlaytestSpec:
    call, _ = pt.load_call(spec.call_path)
    fire = copy.deepcopy(call.model_dump(mode="json", by_alias=True)["setup"]["fire"])
    return vary(spec, {"/setup/fire": [*fire, NEW_FIRE]})


def cases(bot: str, seed: int):
    """(label, baseline spec, changed spec, setup change?) for every measured change."""
    def exp(players: int) -> pt.PlaytestSpec:
        return pt.PlaytestSpec(call_path=EXPERIENCED, players=players, level="recruit", bot=bot, seed=seed)

    fam = pt.PlaytestSpec(call_path=FAMILY, players=4, bot=bot, seed=seed)
    return [
        ("one more Hazmat, Recruit 2p", exp(2), vary(exp(2), {"/levels/0/hazmat": 4}), True),
        ("one more Hazmat, Recruit 4p", exp(4), vary(exp(4), {"/levels/0/hazmat": 4}), True),
        ("one more explosion, Recruit 2p", exp(2), vary(exp(2), {"/levels/0/explosions": 4}), True),
        ("one extra door, family 4p", fam, _with_door(fam), True),
        ("one extra Fire at setup, family 4p", fam, _with_fire(fam), True),
        ("damage supply 23, family 4p", fam, vary(fam, {"/supply/damage": 23}), False),
    ]


def unpaired_half_width(pa: float, pb: float, n: int) -> float:
    """The 95% half-width of ``pb - pa`` from two independent samples of ``n`` games."""
    return stats.Z95 * math.sqrt(pa * (1 - pa) / n + pb * (1 - pb) / n)


def coupling_floor(pa: float, pb: float, n: int) -> float:
    """The smallest paired/unpaired ratio any pairing of win rates ``pa`` and ``pb`` can reach.

    The paired variance is (share of seeds whose result differs) - d**2, and at
    least ``d = |pb - pa|`` of the seeds must differ; so the best pairing has a
    paired half-width of ``Z95 * sqrt((d - d**2) / n)``.

    >>> round(coupling_floor(0.712, 0.504, 2000), 2)
    0.6
    >>> coupling_floor(0.5, 0.5, 2000)
    0.0
    """
    unpaired = unpaired_half_width(pa, pb, n)
    d = abs(pb - pa)
    return stats.Z95 * math.sqrt((d - d * d) / n) / unpaired if unpaired else float("nan")


def half_widths(a: pt.PlaytestResult, b: pt.PlaytestResult) -> tuple[float, float, float, float, float, float]:
    """(win rate A, win rate B, paired diff, paired half-width, unpaired half-width, share of seeds whose result changed)."""
    wa = [float(r.result == "win") for r in a.records]
    wb = [float(r.result == "win") for r in b.records]
    diff, lo, hi = stats.paired_difference(wa, wb)
    pa, pb, n = sum(wa) / len(wa), sum(wb) / len(wb), len(wa)
    changed = sum(x != y for x, y in zip(wa, wb, strict=True)) / n
    return pa, pb, diff, (hi - lo) / 2, unpaired_half_width(pa, pb, n), changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bot", default=DEFAULT_BOT)
    parser.add_argument("--only", default="", help="only the changes whose label holds this text (say 'Recruit')")
    args = parser.parse_args()
    started = time.perf_counter()
    print(f"bot {args.bot}, {args.games} games per version, seed {args.seed}")
    print("| change | win A | win B | paired diff | paired +- | unpaired +- | ratio | results changed | best ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    worst = worst_floor = 0.0
    for label, base, changed, setup in cases(args.bot, args.seed):
        if args.only.lower() not in label.lower():
            continue
        a = pt.run_playtest(base, args.games, jobs=args.jobs)
        b = pt.run_playtest(changed, args.games, jobs=args.jobs)
        pa, pb, diff, paired, unpaired, changed = half_widths(a, b)
        ratio = paired / unpaired if unpaired else float("nan")
        floor = coupling_floor(pa, pb, args.games)
        if setup:
            worst, worst_floor = max(worst, ratio), max(worst_floor, floor)
        print(f"| {label} | {pa:.1%} | {pb:.1%} | {diff:+.1%} | {paired:.1%} | {unpaired:.1%} | {ratio:.2f} "
              f"| {changed:.1%} | {floor:.2f} |")
    print(f"largest ratio over the setup changes: {worst:.2f} (target <= 0.60; the best pairing of the same win rates: "
          f"{worst_floor:.2f}); {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
