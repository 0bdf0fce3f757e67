"""Small helpers shared by the benchmark scripts (run them as ``python bench/NAME.py``)."""

from __future__ import annotations

import statistics


def ms_summary(samples: list[float]) -> str:
    """Median and 90th percentile of ``samples`` (seconds), in milliseconds.

    >>> ms_summary([0.001, 0.002, 0.003])
    'median    2.00 ms   p90    3.00 ms'
    """
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered) * 1000:7.2f} ms   p90 {p90 * 1000:7.2f} ms"


def described(doc: str | None) -> None:
    """Read the command line of a benchmark that takes no options: ``--help`` prints what it measures (``doc``, its
    docstring) and exits, and anything else is refused, before any figure is measured."""
    import argparse

    argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
