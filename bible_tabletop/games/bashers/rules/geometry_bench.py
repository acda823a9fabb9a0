"""The table's speed figures for `bible-tabletop bench`: line of sight across a full table, reachable squares.

Goals (issue 12): line of sight for every pair of figures on a full table at most 5 ms in all; the squares
reachable with a 12-inch move at most 5 ms (median).
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time

from bible_tabletop.games.bashers.rules import sight as sight_module
from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES, Square
from bible_tabletop.games.bashers.rules.paths import _blocking, _steps, reachable
from bible_tabletop.games.bashers.rules.scenarios import load_scenarios
from bible_tabletop.games.bashers.rules.sight import sight
from bible_tabletop.games.bashers.rules.terrain import TerrainMap

FIGURES_A_SIDE = 12  # the most a force can field: the leader and 11 troopers


def machine() -> str:
    """The processor, its cores and the Python the figures were measured on."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), model)
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, Python {platform.python_version()} on {platform.system()}"


def _deployed(terrain: TerrainMap, zones, rng: random.Random) -> list[Square]:
    """12 figures a side on free squares of their zones."""
    return [s for zone in zones for s in rng.sample(sorted(q for q in zone if not terrain.is_blocking(q)),
                                                    FIGURES_A_SIDE)]


def _every_pair(terrain: TerrainMap, figures: list[Square]) -> float:
    """Seconds to work out sight from every figure to every other (both ways)."""
    start = time.perf_counter()
    for a in figures:
        for b in figures:
            if a != b:
                sight(terrain, a, b)
    return time.perf_counter() - start


def _forget(terrain: TerrainMap) -> TerrainMap:
    """A fresh copy of the map with every cache emptied, for a first-time figure."""
    sight_module._walk.cache_clear()
    sight_module._masks.cache_clear()
    _steps.cache_clear()
    _blocking.cache_clear()
    return TerrainMap(terrain.cells)


def geometry_bench(reps: int = 50, seed: int = 1) -> dict:
    """Line of sight between all 24 figures of a full table (552 lines, both ways) on the pitched battle's map,
    first time (nothing cached) and usually (median over `reps`); reachable squares for a 12-inch move (median,
    95th percentile and worst over starts all over the table, the other 23 figures in the way) and for the longest
    move (24 inches: 2D6 and the further 1D6, Swift adding 3 to each roll)."""
    rng = random.Random(seed)
    battle = load_scenarios()["pitched-battle"]
    terrain = _forget(battle.terrain)
    figures = _deployed(terrain, battle.zones, rng)
    cold = _every_pair(terrain, figures)
    warm = [_every_pair(terrain, figures) for _ in range(reps)]
    free = [s for s in ALL_SQUARES if not terrain.is_blocking(s) and s not in figures]
    scattered = rng.sample(free, 2 * FIGURES_A_SIDE)
    spread = [_every_pair(terrain, scattered) for _ in range(reps)]
    moves12, moves24 = [], []
    for start in rng.sample(free, reps * 4):  # the first one also builds the map's table of steps
        t = time.perf_counter()
        reachable(terrain, start, 12, figures)
        moves12.append(time.perf_counter() - t)
        t = time.perf_counter()
        reachable(terrain, start, 24, figures)
        moves24.append(time.perf_counter() - t)

    def ms(seconds: float) -> float:
        return round(seconds * 1000, 3)

    return {"machine": machine(), "lines": len(figures) * (len(figures) - 1),
            "sight_all_pairs_first_ms": ms(cold), "sight_all_pairs_median_ms": ms(statistics.median(warm)),
            "sight_all_pairs_scattered_median_ms": ms(statistics.median(spread)),
            "goal_sight_all_pairs_ms": 5.0,
            "reachable_12in_median_ms": ms(statistics.median(moves12)),
            "reachable_12in_p95_ms": ms(sorted(moves12)[int(0.95 * len(moves12))]),
            "reachable_12in_max_ms": ms(max(moves12)),
            "reachable_24in_median_ms": ms(statistics.median(moves24)),
            "goal_reachable_12in_median_ms": 5.0}
