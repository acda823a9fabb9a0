"""Maps generated from the game's seed, always playable.

`generate_map(seed, zones)` scatters woods and brush (light terrain), rocky outcrops and walls (blocking) and
returns a map that is the same seen from either side: it turns into itself by a half turn about the table's
centre. Blocking terrain never falls on a deployment zone of either side (nor on the square a half turn would
carry one to). A map is kept only if it is `playable`; otherwise the next one drawn from the same seed is tried,
and after ATTEMPTS failures the last one is used with its blocking terrain removed, which is always playable.
"""

from __future__ import annotations

import random
from typing import Iterable, Sequence

from bible_tabletop.games.bashers.rules.grid import SIZE, Square
from bible_tabletop.games.bashers.rules.paths import connected
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

PITCHED_ZONES: tuple[frozenset[Square], frozenset[Square]] = (
    frozenset((x, y) for x in range(SIZE) for y in range(4)),  # centres within 4 inches of the north edge
    frozenset((x, y) for x in range(SIZE) for y in range(SIZE - 4, SIZE)),  # ... and of the south edge
)
MIN_LIGHT = 20  # squares of light terrain a playable map has at least: "some cover"
ATTEMPTS = 20
_SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def playable(terrain: TerrainMap, zones: Sequence[Iterable[Square]]) -> list[str]:
    """Why the map is not playable with these deployment zones (empty when it is): a zone square on blocking
    terrain, zones no path joins, or too little cover."""
    squares = sorted({s for zone in zones for s in zone})
    found = []
    if any(terrain.is_blocking(s) for s in squares):
        found.append("blocking terrain on a deployment zone")
    elif not connected(terrain, squares):
        found.append("no path joins the deployment zones")
    if len(terrain.squares(Terrain.LIGHT)) < MIN_LIGHT:
        found.append(f"fewer than {MIN_LIGHT} squares of light terrain")
    return found


def _turned(square: Square) -> Square:
    return SIZE - 1 - square[0], SIZE - 1 - square[1]


def _patch(rng: random.Random, size: int, inside: set[Square]) -> set[Square]:
    """A compact blob of up to `size` squares of `inside`, grown side by side from a random square of the north
    half (a square beside more of the blob is likelier to join it)."""
    grown = {(rng.randrange(SIZE), rng.randrange(SIZE // 2))}
    while len(grown) < size:
        edge = sorted({(x + dx, y + dy) for x, y in grown for dx, dy in _SIDES} & inside - grown)
        if not edge:
            break
        weights = [sum((x + dx, y + dy) in grown for dx, dy in _SIDES) ** 2 for x, y in edge]
        grown.add(rng.choices(edge, weights)[0])
    return grown


def _wall(rng: random.Random) -> set[Square]:
    """A straight run of 3 to 5 squares, across or along the table, in the north half."""
    length, x, y = rng.randint(3, 5), rng.randrange(SIZE), rng.randrange(SIZE // 2)
    if rng.random() < 0.5:
        return {(min(x + i, SIZE - 1), y) for i in range(length)}
    return {(x, min(y + i, SIZE // 2 - 1)) for i in range(length)}


def _draw(rng: random.Random, clear: frozenset[Square]) -> dict[Square, Terrain]:
    """One candidate map's terrain for the north half (rocks and walls, then woods until there is cover enough),
    then turned onto the south half."""
    north = {(x, y) for x in range(SIZE) for y in range(SIZE // 2)}
    terrain: dict[Square, Terrain] = {}
    rocks = [_patch(rng, rng.randint(2, 6), north) for _ in range(rng.randint(2, 3))]
    walls = [_wall(rng) for _ in range(rng.randint(0, 2))]
    for s in set().union(*rocks, *walls) - clear:
        terrain[s] = Terrain.BLOCKING
    woods = rng.randint(3, 5)
    while woods > 0 or 2 * sum(k is Terrain.LIGHT for k in terrain.values()) < MIN_LIGHT:
        for s in _patch(rng, rng.randint(4, 10), north - set(terrain)):
            terrain[s] = Terrain.LIGHT
        woods -= 1
    return {**terrain, **{_turned(s): kind for s, kind in terrain.items()}}


def generate_map(seed: int, zones: Sequence[Iterable[Square]] = PITCHED_ZONES) -> TerrainMap:
    """A playable map drawn from `seed` for these deployment zones (a pitched battle's by default)."""
    rng = random.Random(f"bashers-map-{seed}")
    zone_squares = {s for zone in zones for s in zone}
    clear = frozenset(zone_squares | {_turned(s) for s in zone_squares})
    drawn: dict[Square, Terrain] = {}
    for _ in range(ATTEMPTS):
        drawn = _draw(rng, clear)
        terrain = TerrainMap.with_terrain(drawn)
        if not playable(terrain, zones):
            return terrain
    return TerrainMap.with_terrain({s: k for s, k in drawn.items() if k is not Terrain.BLOCKING})
