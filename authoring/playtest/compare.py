"""Comparing two runs played on the same seeds: paired differences a designer can read.

Game ``i`` of both runs used the same seed (and, since the dice come in
streams per purpose, the same rolls wherever the two Calls agree), so each
figure is compared game by game: win, turns survived, Victims rescued and
damage, each as the mean of (B - A) with a 95% interval. When both Calls sit
at the floor (win rate below 5%) or the ceiling (above 95%), the win rate
cannot tell them apart and the secondary figures carry the verdict.

>>> from authoring.playtest.runner import GameRecord, PlaytestResult, PlaytestSpec
>>> spec = PlaytestSpec(call_path="x.call.json")
>>> def run(results, damage):
...     records = [GameRecord(i, res, 10, 0, 4, d, 10, (), (), ()) for i, (res, d) in enumerate(zip(results, damage))]
...     return PlaytestResult(spec, len(records), records)
>>> a = run(["collapse"] * 40, [24] * 40)
>>> b = run(["collapse"] * 40, [22 + i % 3 for i in range(40)])
>>> d = paired_summary(a, b)
>>> d["bound"], d["paired"]["win_rate"]["diff"], d["paired"]["damage"]["diff"] < 0, d["verdict"]
('floor', 0.0, True, 'both Calls are at the floor (win rate below 5%): damage -1.0 decides (easier)')
"""

from __future__ import annotations

from authoring.playtest import stats
from authoring.playtest.runner import PlaytestError, PlaytestResult, models_of

FLOOR, CEILING = 0.05, 0.95
"""Below FLOOR or above CEILING on both sides, the win rate says little: the secondary figures decide."""

FIGURES = {
    "win_rate": lambda r: float(r.result == "win"),
    "turns": lambda r: float(r.turns),
    "rescued": lambda r: float(r.rescued),
    "damage": lambda r: float(r.damage),
}
"""Figure name -> its value in one game record; higher is easier for the team except ``damage``."""

DAMAGE_SHARE = "damage_share"
"""The damage as a share of the damage supply: how near the scene came to collapse. Compared in place of the damage
when the two Calls' supplies differ (a smaller supply takes less damage before it collapses, yet is harder)."""

_EASIER_WHEN_HIGHER = {"win_rate": True, "turns": True, "rescued": True, "damage": False, DAMAGE_SHARE: False}


def paired_summary(a: PlaytestResult, b: PlaytestResult) -> dict:
    """The paired difference of ``b`` over ``a`` on every figure, the share of games won in one and lost in the other
    (``changed``, the games the win rate's interval rests on), the share lost in both to different causes
    (``cause_changed``) and a verdict."""
    rec_a = {r.index: r for r in a.records}
    rec_b = {r.index: r for r in b.records}
    common = sorted(rec_a.keys() & rec_b.keys())
    same_game = all(rec_a[i] == rec_b[i] for i in common) and _same_game(a, b)
    paired = {}
    for name, value in FIGURES.items():
        # the win rate by its changed pairs (an interval that stays open when none changed), the rest by their means
        difference = stats.paired_rate_difference if name == "win_rate" else stats.paired_difference
        diff, lo, hi = difference([value(rec_a[i]) for i in common], [value(rec_b[i]) for i in common])
        if same_game:  # the same Call, bot and seeds play the same games: the difference is known, not estimated
            lo = hi = diff
        paired[name] = {"diff": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}
    supplies = {r.damage_supply for r in (*a.records, *b.records)}
    if len(supplies) > 1 and 0 not in supplies:
        diff, lo, hi = stats.paired_difference([rec_a[i].damage / rec_a[i].damage_supply for i in common],
                                               [rec_b[i].damage / rec_b[i].damage_supply for i in common])
        paired[DAMAGE_SHARE] = {"diff": round(diff, 6), "ci95": [round(lo, 6), round(hi, 6)]}
    won_a = {i: rec_a[i].result == "win" for i in common}
    changed = sum(won_a[i] != (rec_b[i].result == "win") for i in common) / len(common) if common else 0.0
    cause_changed = sum(not won_a[i] and rec_b[i].result not in ("win", rec_a[i].result) for i in common)
    rate_a = sum(r.result == "win" for r in a.records) / max(1, len(a.records))
    rate_b = sum(r.result == "win" for r in b.records) / max(1, len(b.records))
    bound = "floor" if max(rate_a, rate_b) < FLOOR else "ceiling" if min(rate_a, rate_b) > CEILING else None
    win = paired["win_rate"]
    return {
        "games": len(common),
        "diff": win["diff"],
        "ci95": win["ci95"],
        "paired": paired,
        "changed": round(changed, 6),
        "cause_changed": round(cause_changed / len(common), 6) if common else 0.0,
        "bound": bound,
        "verdict": verdict(paired, bound, mostly_won=(rate_a + rate_b) / 2 >= 0.5),
        "verdict_parts": verdict_parts(paired, bound, mostly_won=(rate_a + rate_b) / 2 >= 0.5),
    }


def _direction(name: str, figure: dict) -> str | None:
    """``easier``/``harder`` when the figure's interval excludes 0, else None."""
    lo, hi = figure["ci95"]
    if lo <= 0 <= hi:
        return None
    higher = figure["diff"] > 0
    return "easier" if higher == _EASIER_WHEN_HIGHER[name] else "harder"


def _same_game(a: PlaytestResult, b: PlaytestResult) -> bool:
    """Whether ``a`` and ``b`` played the very same games: one Call and board, bot, level, players and seed."""
    if a.spec == b.spec:
        return True
    keys = ("players", "level", "bot", "seed", "max_turns", "budget", "specialists")
    try:
        return all(getattr(a.spec, k) == getattr(b.spec, k) for k in keys) and models_of(a.spec) == models_of(b.spec)
    except PlaytestError:
        return False


def verdict(paired: dict, bound: str | None, mostly_won: bool = False) -> str:
    """One line: what the win rate says, or, at the floor or ceiling, the first secondary figure that tells.

    When the win rate cannot tell the Calls apart but another figure can,
    the line says so, so that "no clear difference" is never read as "no
    difference at all". Turns and Victims rescued measure how far a losing
    team got: where most games are won (``mostly_won``, and at the ceiling)
    they measure how fast a win came and how many rescues the Call asks for,
    so they decide nothing there and only the damage is weighed.

    >>> verdict({"win_rate": {"diff": -0.1, "ci95": [-0.12, -0.08]}}, None)
    'harder'
    >>> same = {"diff": 0.0, "ci95": [0.0, 0.0]}
    >>> verdict({"win_rate": {"diff": -0.01, "ci95": [-0.03, 0.01]}, "turns": {"diff": -1.0, "ci95": [-1.8, -0.2]},
    ...          "rescued": same, "damage": same}, None)
    'no clear difference in win rate; but turns -1.0 (harder)'
    >>> verdict({"win_rate": {"diff": -0.01, "ci95": [-0.03, 0.01]}, "turns": {"diff": -1.0, "ci95": [-1.8, -0.2]},
    ...          "rescued": same, "damage": same}, None, mostly_won=True)
    'no clear difference in win rate'
    """
    parts = verdict_parts(paired, bound, mostly_won)
    if bound is None:
        if parts["win"] is not None:
            return parts["win"]
        others = [f"{_name(name)} {diff} ({direction})" for name, diff, direction in parts["others"]]
        return "no clear difference in win rate" + ("; but " + ", ".join(others) if others else "")
    where = "at the floor (win rate below 5%)" if bound == "floor" else "at the ceiling (win rate above 95%)"
    if parts["others"]:
        name, diff, direction = parts["others"][0]
        return f"both Calls are {where}: {_name(name)} {diff} decides ({direction})"
    return f"both Calls are {where}, and no secondary figure differs clearly"


def verdict_parts(paired: dict, bound: str | None, mostly_won: bool = False) -> dict:
    """The verdict of :func:`verdict` as data, for pages that say it in another language.

    ``win``: ``easier``/``harder`` when the win rate tells (no bound), else None; ``others``: the secondary figures
    that tell, each ``(figure, difference as text, direction)`` (at a bound, the first one alone decides).

    >>> verdict_parts({"win_rate": {"diff": -0.1, "ci95": [-0.12, -0.08]}}, None)
    {'bound': None, 'win': 'harder', 'others': []}
    """
    damage = DAMAGE_SHARE if DAMAGE_SHARE in paired else "damage"
    if bound is None:
        win = _direction("win_rate", paired["win_rate"])
        if win is not None:
            return {"bound": None, "win": win, "others": []}
        survival = () if mostly_won else ("turns", "rescued")
        others = [(name, _diff(name, paired), d) for name in survival if (d := _direction(name, paired[name])) is not None]
        if not others and (d := _direction(damage, paired[damage])) is not None:
            # damage last: a game that ends sooner also takes less of it, so it can point the other way
            others = [(damage, _diff(damage, paired), d)]
        return {"bound": None, "win": None, "others": others}
    order = ("rescued", "turns", damage) if bound == "floor" else (damage,)
    deciding = next(((name, _diff(name, paired), d) for name in order if (d := _direction(name, paired[name])) is not None),
                    None)
    return {"bound": bound, "win": None, "others": [deciding] if deciding else []}


def _name(figure: str) -> str:
    """A figure's name in a verdict."""
    return "share of the damage supply used" if figure == DAMAGE_SHARE else figure


def _diff(name: str, paired: dict) -> str:
    """A figure's paired difference as the comparison table writes it: Victims rescued to hundredths, the rest to tenths.

    >>> _diff("rescued", {"rescued": {"diff": 0.04}}), _diff("turns", {"turns": {"diff": -1.04}})
    ('+0.04', '-1.0')
    """
    if name == DAMAGE_SHARE:
        return f"{paired[name]['diff'] * 100:+.1f} points"
    return f"{paired[name]['diff']:+.2f}" if name == "rescued" else f"{paired[name]['diff']:+.1f}"
