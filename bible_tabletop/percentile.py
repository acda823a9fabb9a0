"""The nearest-rank percentile every benchmark quotes (its p95), shared by the rules' and the screen's benches."""

from __future__ import annotations


def percentile(values: list[float], p: float) -> float:
    """The value at `p` per cent of the sorted values (nearest rank)."""
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]
