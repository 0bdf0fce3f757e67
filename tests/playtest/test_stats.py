"""Statistics used by playtests, against values computed by hand and known properties."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from authoring.playtest import stats


@pytest.mark.parametrize(
    ("k", "n", "lo", "hi"),
    [
        # Wilson score intervals, z = 1.959964 (Newcombe 1998, table I; and direct computation)
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (20, 20, 0.8389, 1.0),
        (1, 29, 0.0061, 0.1718),
        (50, 100, 0.4038, 0.5962),
    ],
)
def test_wilson_known_values(k, n, lo, hi):
    got_lo, got_hi = stats.wilson_interval(k, n)
    assert got_lo == pytest.approx(lo, abs=1e-4)
    assert got_hi == pytest.approx(hi, abs=1e-4)


@given(st.integers(min_value=1, max_value=5000).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_wilson_contains_the_estimate_and_stays_in_unit_interval(kn):
    k, n = kn
    lo, hi = stats.wilson_interval(k, n)
    assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_wilson_rejects_impossible_counts():
    with pytest.raises(ValueError, match="successes"):
        stats.wilson_interval(5, 3)


def test_paired_difference_matches_a_one_sample_interval():
    a = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1]
    b = [1, 1, 1, 1, 0, 1, 1, 0, 1, 1]
    mean, lo, hi = stats.paired_difference(a, b)
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    m = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / (len(diffs) - 1))
    assert mean == pytest.approx(0.2)
    assert lo == pytest.approx(m - 1.959964 * sd / math.sqrt(10), abs=1e-6)
    assert hi == pytest.approx(m + 1.959964 * sd / math.sqrt(10), abs=1e-6)


def test_paired_difference_of_identical_runs_is_exactly_zero():
    a = [1, 0, 1, 0, 0]
    assert stats.paired_difference(a, a) == (0.0, 0.0, 0.0)


def test_paired_difference_needs_equal_lengths():
    with pytest.raises(ValueError, match="length"):
        stats.paired_difference([1], [1, 0])


def test_quantiles_are_observed_values():
    values = [7, 3, 9, 1, 5, 5, 2]
    assert stats.quantile(values, 0.5) == 5
    assert stats.quantile(values, 0.9) == 9
    assert stats.quantile(values, 0.0) == 1
    assert stats.quantile([], 0.5) == 0
