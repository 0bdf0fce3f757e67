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


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float]:
    """A normal 95% interval on the mean of ``values`` (the whole real line is not useful: ``(mean, mean)`` below two values).

    A mean never leaves the values' range, so neither does the interval: Victims rescued by a weak team read
    ``0.00-0.15``, not ``-0.05-0.15``.

    >>> [round(x, 3) for x in mean_interval([1, 2, 3, 4])]
    [1.235, 3.765]
    >>> mean_interval([0] * 19 + [1])
    (0, 0.1479981992)
    """
    n = len(values)
    if n < 2:
        m = mean(values)
        return (m, m)
    m = math.fsum(values) / n
    half = z * math.sqrt(math.fsum((v - m) ** 2 for v in values) / (n - 1) / n)
    return (round(max(m - half, min(values)), 10), round(min(m + half, max(values)), 10))


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
