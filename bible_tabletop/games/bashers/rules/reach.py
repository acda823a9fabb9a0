"""The squares a move can end on, worked out on bit masks of the whole table (the moving rules are paths.py's:
steps of 1 inch, 1.5 on a diagonal, double into light terrain, no entering blocking terrain or another figure, no
squeeze between two obstacles).

A mask has bit `x * SIZE + y` for the square (x, y): column by column, so listing a mask's squares from the lowest
bit lists them sorted. The search goes a cost at a time (in half inches): the squares first reached at one cost
step on together to the squares they touch, which gives the same cheapest costs as a search one square at a time
(paths.route keeps that one, for the path itself), in a few operations on whole masks per cost.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import compress, count
from typing import TypeVar

from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES, SIZE, Square, on_table
from bible_tabletop.games.bashers.rules.terrain import TerrainMap

T = TypeVar("T")

ORTHOGONAL, DIAGONAL = 2, 3  # half inches: a straight step, a diagonal one
EVERYWHERE = 10**9  # a limit no move reaches

SQUARES: tuple[Square, ...] = tuple(sorted(ALL_SQUARES))  # bit i is SQUARES[i]
_TABLE = (1 << SIZE * SIZE) - 1
_NORTH = sum(1 << x * SIZE for x in range(SIZE))  # the y = 0 row
_NOT_NORTH, _NOT_SOUTH = _TABLE & ~_NORTH, _TABLE & ~(_NORTH << SIZE - 1)
_RING = 2 * DIAGONAL + 1  # the dearest step costs 2 * DIAGONAL: no cost further ahead is ever due
# The diagonal steps, south-east, north-east, south-west, north-west: how far each moves a bit (east is SIZE bits
# up, south one), and the squares it may start from (a step south never starts on the south edge, where the bit
# would wrap into the next column; a step north never on the north edge).
_SE, _NE = SIZE + 1, SIZE - 1
_SELECT = bytes.maketrans(b"01", b"\x00\x01")


def bit(square: Square) -> int:
    return square[0] * SIZE + square[1]


def selectors(mask: int) -> bytes:
    """One byte a square (1: in the mask), in SQUARES order, for itertools.compress."""
    return format(mask, f"0{SIZE * SIZE}b")[::-1].encode().translate(_SELECT)


class Reach:
    """Where a move from `start` can end: `reached` the mask of every such square, `layers` the squares first
    reached at each cost, cheapest first, as (half inches, mask)."""

    __slots__ = ("start", "reached", "layers")

    def __init__(self, start: Square, reached: int, layers: tuple[tuple[int, int], ...]):
        self.start, self.reached, self.layers = start, reached, layers

    def __contains__(self, square: Square) -> bool:
        return on_table(square) and bool(self.reached >> bit(square) & 1)

    def cost(self, square: Square) -> float | None:
        """Inches of the cheapest path to `square`, None when the move cannot end there."""
        if square not in self:
            return None
        at = 1 << bit(square)
        return next(half / 2 for half, layer in self.layers if layer & at)

    def pick(self, items: Sequence[T]) -> list[T]:
        """Of `items`, one a square in SQUARES order, those of the squares reached (in that order)."""
        return list(compress(items, selectors(self.reached)))

    def squares(self) -> list[Square]:
        """The squares reached, sorted."""
        return self.pick(SQUARES)

    def costs(self) -> dict[Square, float]:
        """Every square reached with its cost in inches, cheapest first."""
        out: dict[Square, float] = {}
        for half, layer in self.layers:
            out.update(dict.fromkeys(compress(SQUARES, selectors(layer)), half / 2))
        return out


@lru_cache(maxsize=32)
def _terrain(terrain: TerrainMap) -> tuple[int, int]:
    """The blocking and the light squares as masks."""
    blocking = light = 0
    for (x, y), char in zip(ALL_SQUARES, terrain.cells):
        if char == "#":
            blocking |= 1 << x * SIZE + y
        elif char == "~":
            light |= 1 << x * SIZE + y
    return blocking, light


def reach(terrain: TerrainMap, start: Square, limit: int, occupied: Iterable[Square] = ()) -> Reach:
    """The squares a figure on `start` can end a move of at most `limit` half inches on; `occupied` holds the
    squares of the other figures (the mover's own square may be among them)."""
    first = 1 << bit(start)
    blocking, light = _terrain(terrain)
    if blocking & first:
        return Reach(start, first, ((0, first),))
    taken = 0
    for square in occupied:
        taken |= 1 << bit(square)
    obstacles = blocking | (taken & ~first)
    free = _TABLE & ~obstacles
    into_open, into_light = free & ~light, free & light
    # A diagonal step may not pass between two obstacles: the squares one step north (or south) and one step west
    # (or east) of the square it ends on. Those ends, by the step's direction:
    north, south = obstacles << 1, obstacles >> 1
    west, east = obstacles << SIZE, obstacles >> SIZE
    se, ne, sw, nw = (_TABLE & ~(north & west), _TABLE & ~(south & west), _TABLE & ~(north & east),
                      _TABLE & ~(south & east))
    layers: list[tuple[int, int]] = []
    due = [0] * _RING  # the squares reached at each coming cost, by cost modulo _RING
    due[0], reached = first, 0
    for cost in range(limit + 1) if limit < EVERYWHERE else count():
        new = due[cost % _RING] & ~reached
        due[cost % _RING] = 0
        if not new:
            if not any(due):
                break
            continue
        reached |= new
        layers.append((cost, new))
        if cost + ORTHOGONAL <= limit:
            straight = ((new & _NOT_SOUTH) << 1) | ((new & _NOT_NORTH) >> 1) | (new << SIZE) | (new >> SIZE)
            due[(cost + ORTHOGONAL) % _RING] |= straight & into_open
            due[(cost + 2 * ORTHOGONAL) % _RING] |= straight & into_light
        if cost + DIAGONAL <= limit:
            south_going, north_going = new & _NOT_SOUTH, new & _NOT_NORTH
            slant = ((south_going << _SE) & se | (north_going << _NE) & ne | (south_going >> _NE) & sw
                     | (north_going >> _SE) & nw)
            due[(cost + DIAGONAL) % _RING] |= slant & into_open
            due[(cost + 2 * DIAGONAL) % _RING] |= slant & into_light
    return Reach(start, reached, tuple(layers))
