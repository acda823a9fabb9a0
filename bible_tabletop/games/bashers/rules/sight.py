"""Line of sight and cover between two figures, and base-to-base contact.

The line runs from the centre of the viewer's square to the centre of the target's (rulings, The table in a
terminal). It is worked out exactly, with whole numbers: it *passes through* a square when it crosses the square's
inside, and *grazes* a square when it only touches one of its corners (it never runs along an edge, as centres sit
half way between grid lines). The two squares the figures stand on never block and never give cover by themselves.

- Blocked: the line passes through a blocking square. Ruling of this edition (the closed corner): a line through
  the very point where two blocking squares meet corner to corner is blocked too, as it would be for a wall of
  blocking squares drawn on the diagonal.
- Partly obscured (cover): the line passes through light terrain, or grazes the corner of a blocking square, or
  the target stands in light terrain. Ruling: grazing the corner of light terrain gives no cover, and nor does
  light terrain under the viewer.
- Figures neither block the line nor give cover (the rulings name only terrain).
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache

from bible_tabletop.games.bashers.rules.grid import SIZE, Square, index, label
from bible_tabletop.games.bashers.rules.terrain import TerrainMap


class Sight(Enum):
    """What a viewer sees of a target."""

    CLEAR = "in plain sight"
    COVER = "in sight, partly obscured"
    BLOCKED = "out of sight"

    @property
    def visible(self) -> bool:
        return self is not Sight.BLOCKED

    @property
    def obscured(self) -> bool:
        """Partly obscured: the target has cover against an attack from distance."""
        return self is Sight.COVER


Line = tuple[tuple[Square, ...], tuple[tuple[Square, Square], ...]]


@lru_cache(maxsize=None)
def _walk(dx: int, dy: int) -> Line:
    """The squares (relative to the viewer's) that the line to (dx, dy) passes through, target excluded, and the
    pairs of squares whose corners it grazes where it goes through a grid corner (one pair each side of it)."""
    nx, ny = abs(dx), abs(dy)
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    x = y = ix = iy = 0
    passed: list[Square] = []
    grazed: list[tuple[Square, Square]] = []
    while ix < nx or iy < ny:
        # The line next crosses a column edge at t = (ix + 1/2) / nx and a row edge at t = (iy + 1/2) / ny.
        ahead = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if ahead == 0:  # both at once: through a grid corner
            grazed.append(((x + sx, y), (x, y + sy)))
            x, y, ix, iy = x + sx, y + sy, ix + 1, iy + 1
        elif ahead < 0:
            x, ix = x + sx, ix + 1
        else:
            y, iy = y + sy, iy + 1
        passed.append((x, y))
    return tuple(passed[:-1]), tuple(grazed)


@lru_cache(maxsize=None)
def _masks(dx: int, dy: int) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """The line to (dx, dy) as bit masks placed at the corner (min x, min y) of its box: squares passed through,
    squares grazed, and the grazed pairs as bit numbers."""
    ox, oy = min(0, dx), min(0, dy)

    def bit(square: Square) -> int:
        return (square[0] - ox) + SIZE * (square[1] - oy)

    passed, grazed = _walk(dx, dy)
    passed_mask = sum(1 << bit(s) for s in passed)
    pairs = tuple((bit(a), bit(b)) for a, b in grazed)
    grazed_mask = 0
    for a, b in pairs:
        grazed_mask |= (1 << a) | (1 << b)
    return passed_mask, grazed_mask, pairs


def sight(terrain: TerrainMap, viewer: Square, target: Square) -> Sight:
    """Whether the figure on `viewer` sees the one on `target`, and whether that one is partly obscured."""
    dx, dy = target[0] - viewer[0], target[1] - viewer[1]
    # The line is the same seen from either end: one set of masks serves both directions.
    passed, grazed, pairs = _masks(dx, dy) if dx > 0 or (dx == 0 and dy > 0) else _masks(-dx, -dy)
    shift = min(viewer[0], target[0]) + SIZE * min(viewer[1], target[1])
    blocking = terrain.blocking_mask >> shift
    if passed & blocking:
        return Sight.BLOCKED
    if grazed & blocking:
        if any((blocking >> a) & (blocking >> b) & 1 for a, b in pairs):
            return Sight.BLOCKED  # the closed corner
        return Sight.COVER
    if (terrain.light_mask >> shift) & passed or terrain.cells[index(target)] == "~":
        return Sight.COVER
    return Sight.CLEAR


def line(viewer: Square, target: Square) -> Line:
    """The squares the line between the two centres passes through (neither end included) and the pairs of
    squares whose corners it grazes, in order from the viewer."""
    passed, grazed = _walk(target[0] - viewer[0], target[1] - viewer[1])

    def at(s: Square) -> Square:
        return viewer[0] + s[0], viewer[1] + s[1]

    return tuple(at(s) for s in passed), tuple((at(a), at(b)) for a, b in grazed)


def why(terrain: TerrainMap, viewer: Square, target: Square) -> str:
    """The reason for `sight(...)` in a sentence a player reads, naming the square that decides it."""
    if sight(terrain, viewer, target) is Sight.CLEAR:
        return "in plain sight"  # nothing on the line to name (the quick way: no square by square walk)
    passed, grazed = line(viewer, target)
    for s in passed:
        if terrain.is_blocking(s):
            return f"out of sight: blocking terrain on {label(s)}"
    for a, b in grazed:
        if terrain.is_blocking(a) and terrain.is_blocking(b):
            return f"out of sight: the line meets the closed corner of {label(a)} and {label(b)}"
    for a, b in grazed:
        for s in (a, b):
            if terrain.is_blocking(s):
                return f"partly obscured: the line grazes the corner of blocking terrain on {label(s)}"
    for s in passed:
        if terrain.is_light(s):
            return f"partly obscured: the line crosses light terrain on {label(s)}"
    if terrain.is_light(target):
        return f"partly obscured: the target stands in light terrain on {label(target)}"
    return "in plain sight"


def in_contact(a: Square, b: Square) -> bool:
    """Base-to-base contact: the two squares touch, diagonals included (rulings, The table in a terminal)."""
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1
