"""Small statistics for playtest results: proportions, paired differences, quantiles.

Everything here is pure and deterministic: the same inputs give the same
floats, whatever order the games were played in, because callers pass values
in game-index order.

>>> lo, hi = wilson_interval(7, 10)
>>> round(lo, 4), round(hi, 4)
(0.3968, 0.8922)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion.

    Better than the normal (Wald) interval near 0 and 1, which is where hard
    and easy Calls live; with no trials the interval is the whole of [0, 1].

    Parameters
    ----------
    successes, trials : int
        Counts, ``0 <= successes <= trials``.
    z : float
        Normal quantile; the default gives a 95% interval.

    Examples
    --------
    >>> wilson_interval(0, 10)[0], round(wilson_interval(0, 10)[1], 4)
    (0.0, 0.2775)
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if not 0 <= successes <= trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return (0.0, 1.0)
    n = trials
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    # Rounding can leave the bounds a hair past p at k = 0 or k = n; clamp them onto it.
    return (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))


def rate_difference(wins_a: int, games_a: int, wins_b: int, games_b: int, z: float = Z95) -> tuple[float, float, float]:
    """The difference of two independent win rates, ``a`` less ``b``, with Newcombe's 95% interval (from the two
    Wilson intervals; sound on a few dozen games and near 0% or 100%, where the normal interval is not).

    For groups that share no games (the games that drew a card early against the others); paired runs on the same
    seeds take :func:`paired_rate_difference`. Returns ``(difference, lo, hi)``.

    Examples
    --------
    >>> [round(x, 3) for x in rate_difference(7, 31, 14, 29)]
    [-0.257, -0.463, -0.016]
    >>> rate_difference(0, 0, 3, 5)[1:]  # no games on one side: nothing can be said
    (-1.0, 1.0)
    """
    if games_a == 0 or games_b == 0:
        return (0.0, -1.0, 1.0)
    p_a, p_b = wins_a / games_a, wins_b / games_b
    lo_a, hi_a = wilson_interval(wins_a, games_a, z)
    lo_b, hi_b = wilson_interval(wins_b, games_b, z)
    diff = p_a - p_b
    lo = diff - math.sqrt((p_a - lo_a) ** 2 + (hi_b - p_b) ** 2)
    hi = diff + math.sqrt((hi_a - p_a) ** 2 + (p_b - lo_b) ** 2)
    return (round(diff, 10), round(max(-1.0, lo), 10), round(min(1.0, hi), 10))


def paired_difference(a: Sequence[float], b: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean of ``b[i] - a[i]`` with a normal 95% interval on that mean.

    Used to compare two Calls played on the same seeds: pairing removes the
    luck the two runs share, so a small real change shows up with far fewer
    games than two independent win rates would need.

    Returns ``(mean, lo, hi)``. With fewer than two pairs the interval is
    ``[-1, 1]`` (nothing can be said).

    Examples
    --------
    >>> [round(x, 3) for x in paired_difference([0, 0, 1, 1], [1, 0, 1, 1])]
    [0.25, -0.24, 0.74]
    """
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    n = len(a)
    if n == 0:
        return (0.0, -1.0, 1.0)
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    mean = math.fsum(diffs) / n
    if n < 2:
        return (mean, -1.0, 1.0)
    var = math.fsum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = z * math.sqrt(var / n)
    return (round(mean, 10), round(mean - half, 10), round(mean + half, 10))


def paired_rate_difference(a: Sequence[bool], b: Sequence[bool], z: float = Z95) -> tuple[float, float, float]:
    """The difference of two paired success rates (``b``'s minus ``a``'s) with Tango's score interval.

    A pair whose two results agree says nothing about the difference, so the
    interval rests on the pairs that changed: ``gained`` (only ``b`` won) and
    ``lost`` (only ``a`` won). Tango's score interval (Statistics in Medicine
    17, 1998) stays honest where a normal interval on the differences
    collapses: with no changed pair in ``n`` the true share of changes may
    still be up to about z² / (n + z²), not 0. Returns ``(difference, lo, hi)``;
    with no pair the interval is ``[-1, 1]``.

    >>> [round(x, 4) for x in paired_rate_difference([False] * 100, [False] * 100)]
    [0.0, -0.037, 0.037]
    >>> [round(x, 3) for x in paired_rate_difference([1, 0, 1, 1, 0, 0, 1, 0] * 10, [1, 1, 1, 1, 0, 1, 1, 0] * 10)]
    [0.25, 0.168, 0.355]
    """
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    n = len(a)
    if n == 0:
        return (0.0, -1.0, 1.0)
    gained = sum(bool(y) and not bool(x) for x, y in zip(a, b, strict=True))
    lost = sum(bool(x) and not bool(y) for x, y in zip(a, b, strict=True))
    diff = (gained - lost) / n

    def score(delta: float) -> float:  # decreasing in delta; |score| <= z inside the interval
        w = -gained - lost + (2 * n - gained + lost) * delta
        p_lost = (-w + math.sqrt(max(0.0, w * w + 8 * n * lost * delta * (1 - delta)))) / (4 * n)
        variance = n * (2 * p_lost + delta * (1 - delta))
        return (gained - lost - n * delta) / math.sqrt(variance) if variance > 0 else math.copysign(math.inf, diff - delta)

    def solve(target: float, low: float, high: float) -> float:
        for _ in range(100):
            mid = (low + high) / 2
            low, high = (mid, high) if score(mid) > target else (low, mid)
        return (low + high) / 2

    edge = 1 - 1e-12
    lo = -1.0 if score(-edge) < z else solve(z, -edge, diff)
    hi = 1.0 if score(edge) > -z else solve(-z, diff, edge)
    return (round(diff, 10), round(min(lo, diff), 10), round(max(hi, diff), 10))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float]:
    """A normal 95% interval on the mean of ``values`` (below two values none can be given: ``(mean, mean)``, which
    reports print as no interval).

    The values are counts (turns, Victims, Damage), whose mean is never negative, so neither is the interval:
    Victims rescued by a weak team read ``0.00-0.15``, not ``-0.05-0.15``. It may reach past the values seen: two
    games that rescued 4 and 7 Victims say little about the mean.

    >>> [round(x, 3) for x in mean_interval([1, 2, 3, 4])]
    [1.235, 3.765]
    >>> mean_interval([0] * 19 + [1])
    (0.0, 0.1479981992)
    >>> [round(x, 2) for x in mean_interval([4, 7])]
    [2.56, 8.44]
    """
    n = len(values)
    if n < 2:
        m = mean(values)
        return (m, m)
    m = math.fsum(values) / n
    half = z * math.sqrt(math.fsum((v - m) ** 2 for v in values) / (n - 1) / n)
    floor = 0.0 if min(values) >= 0 else -math.inf
    return (round(max(m - half, floor), 10), round(m + half, 10))


def quantile(values: Sequence[int], q: float) -> int:
    """The nearest-rank ``q`` quantile of integer ``values`` (0 when empty).

    Nearest rank returns a value that occurred, which reads better for turn
    counts than an interpolated 12.5.

    >>> quantile([5, 1, 3, 2, 4], 0.5), quantile([5, 1, 3, 2, 4], 0.9)
    (3, 5)
    """
    if not values:
        return 0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def mean(values: Sequence[float]) -> float:
    """Arithmetic mean with exact summation (0.0 when empty).

    >>> mean([1, 2, 4])
    2.3333333333
    """
    if not values:
        return 0.0
    return round(math.fsum(values) / len(values), 10)


def histogram(values: Sequence[int]) -> dict[str, int]:
    """Counts per value, keys as strings in ascending numeric order (JSON-friendly).

    >>> histogram([3, 1, 3])
    {'1': 1, '3': 2}
    """
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return {str(k): counts[k] for k in sorted(counts)}
