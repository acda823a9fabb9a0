"""Movement: the squares a figure can reach with its move, and the cheapest path to one of them.

A step goes to any of the 8 touching squares and costs 1 inch, or 1.5 inches on a diagonal; a step into light
terrain costs double (2 or 3 inches). Nobody enters blocking terrain or a square another figure stands on
(rulings, The table in a terminal). Ruling of this edition (the squeeze): a diagonal step may not pass between
two obstacles, that is when both squares beside it (the two it cuts the corner of) are blocking terrain or hold
a figure; one obstacle beside it is no bar.

Costs are counted in half inches inside this module so that every sum is exact. The squares a move can reach
are worked out on bit masks (reach.py); the search here, one square at a time, gives the path itself.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from bible_tabletop.games.bashers.rules.grid import SIZE, STEPS, Square, index, square_at
from bible_tabletop.games.bashers.rules.reach import DIAGONAL, EVERYWHERE, ORTHOGONAL, reach
from bible_tabletop.games.bashers.rules.terrain import TerrainMap

NO_SIDE = -1

Step = tuple[int, int, int, int]  # to, cost in half inches, the two squares a diagonal passes between


@dataclass(frozen=True)
class Route:
    """The cheapest path from a figure's square to its goal: every square stepped on, start and goal included."""

    squares: tuple[Square, ...]
    cost: float  # inches


@lru_cache(maxsize=32)
def _steps(terrain: TerrainMap) -> tuple[tuple[Step, ...], ...]:
    """For each cell, the steps out of it that the terrain allows (the squeeze between two blocking squares
    removed once here; the squeeze involving figures is checked during the search)."""
    cells = terrain.cells
    out: list[tuple[Step, ...]] = []
    for i, here in enumerate(cells):
        x, y = square_at(i)
        steps: list[Step] = []
        for dx, dy in STEPS if here != "#" else ():
            tx, ty = x + dx, y + dy
            if not (0 <= tx < SIZE and 0 <= ty < SIZE) or cells[ty * SIZE + tx] == "#":
                continue
            cost = ORTHOGONAL if dx == 0 or dy == 0 else DIAGONAL
            sides = (NO_SIDE, NO_SIDE) if cost == ORTHOGONAL else (y * SIZE + tx, ty * SIZE + x)
            if cost == DIAGONAL and cells[sides[0]] == "#" and cells[sides[1]] == "#":
                continue
            if cells[ty * SIZE + tx] == "~":
                cost *= 2
            steps.append((ty * SIZE + tx, cost, *sides))
        out.append(tuple(steps))
    return tuple(out)


@lru_cache(maxsize=32)
def _blocking(terrain: TerrainMap) -> frozenset[int]:
    return frozenset(i for i, c in enumerate(terrain.cells) if c == "#")


def _search(terrain: TerrainMap, start: Square, limit: int, occupied: Iterable[Square],
            goal: int = NO_SIDE) -> tuple[dict[int, int], dict[int, int]]:
    """Dijkstra from `start` over steps costing at most `limit` half inches in all: (cost, previous cell) by cell."""
    steps = _steps(terrain)
    first = index(start)
    taken = {index(s) for s in occupied} - {first}
    obstacles = _blocking(terrain) | taken
    cost, previous = {first: 0}, {}
    heap = [(0, first)]
    while heap:
        here_cost, here = heapq.heappop(heap)
        if here == goal:
            break
        if here_cost > cost[here]:
            continue
        for to, step, side, other in steps[here]:
            total = here_cost + step
            if total > limit or to in taken or total >= cost.get(to, EVERYWHERE):
                continue
            if side != NO_SIDE and side in obstacles and other in obstacles:
                continue  # the squeeze between two obstacles
            cost[to] = total
            previous[to] = here
            heapq.heappush(heap, (total, to))
    return cost, previous


def half_inches(allowance: float | None) -> int:
    """Inches as whole half inches (None: no limit)."""
    return EVERYWHERE if allowance is None else int(allowance * 2 + 1e-9)


def reachable(terrain: TerrainMap, start: Square, allowance: float,
              occupied: Iterable[Square] = ()) -> dict[Square, float]:
    """Every square a figure on `start` can end a move of up to `allowance` inches on, with the cheapest cost in
    inches (`start` itself costs 0). `occupied` holds the squares of the other figures (the mover's own square
    may be among them). Worked out on bit masks (reach.py)."""
    return reach(terrain, start, half_inches(allowance), occupied).costs()


def route(terrain: TerrainMap, start: Square, goal: Square, occupied: Iterable[Square] = (),
          allowance: float | None = None) -> Route | None:
    """The cheapest path from `start` to `goal` within `allowance` inches (any length when None), or None when
    there is none."""
    end = index(goal)
    cost, previous = _search(terrain, start, half_inches(allowance), occupied, goal=end)
    if end not in cost:
        return None
    cells = [end]
    while cells[-1] in previous:
        cells.append(previous[cells[-1]])
    return Route(tuple(square_at(i) for i in reversed(cells)), cost[end] / 2)


def path_cost(terrain: TerrainMap, squares: Iterable[Square], occupied: Iterable[Square] = ()) -> float | None:
    """The cost in inches of walking exactly these squares (start first), or None if a step is not allowed."""
    walk = [index(s) for s in squares]
    taken = {index(s) for s in occupied} - {walk[0]} if walk else set()
    obstacles = _blocking(terrain) | taken
    steps = _steps(terrain)
    total = 0
    for here, to in zip(walk, walk[1:]):
        found = [s for s in steps[here] if s[0] == to]
        if not found or to in taken or (found[0][2] in obstacles and found[0][3] in obstacles):
            return None
        total += found[0][1]
    return total / 2


def connected(terrain: TerrainMap, squares: Iterable[Square]) -> bool:
    """Whether a figure could walk between any two of `squares` on the empty table."""
    wanted = list(squares)
    if not wanted:
        return True
    walked = reach(terrain, wanted[0], EVERYWHERE)
    return all(s in walked for s in wanted)
