"""Terrain: what stands on each square of the table, and the masks the geometry reads.

Three kinds (rulings, The table in a terminal): open ground; light terrain (brush, trees, low walls: a step into it
costs double, and it partly obscures a figure); blocking terrain (rocks, walls, buildings: nobody enters it and
nobody sees through it). A `TerrainMap` is immutable; its masks are worked out once, on first use.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Iterable, Mapping

from bible_tabletop.games.bashers.rules.grid import SIZE, Square, index, square_at


class Terrain(str, Enum):
    """A kind of terrain, by the name scenario files use in their legend."""

    OPEN = "open"
    LIGHT = "light"
    BLOCKING = "blocking"

    @property
    def char(self) -> str:
        """The character the game's own maps use for it."""
        return CHARS[self]


CHARS = {Terrain.OPEN: ".", Terrain.LIGHT: "~", Terrain.BLOCKING: "#"}
DEFAULT_LEGEND: dict[str, Terrain] = {c: t for t, c in CHARS.items()}


@dataclass(frozen=True)
class TerrainMap:
    """A 24 x 24 terrain grid: `cells` holds one character of CHARS a square, row by row from the north."""

    cells: str

    def __post_init__(self) -> None:
        if len(self.cells) != SIZE * SIZE or set(self.cells) - set(DEFAULT_LEGEND):
            raise ValueError(f"a terrain map is {SIZE * SIZE} characters of {''.join(DEFAULT_LEGEND)}")

    @classmethod
    def from_rows(cls, rows: Iterable[str], legend: Mapping[str, Terrain | str] = DEFAULT_LEGEND) -> "TerrainMap":
        """The map drawn by `rows` (north first), each character read through `legend`."""
        chars = {c: CHARS[Terrain(t)] for c, t in legend.items()}
        return cls("".join(chars[c] for row in rows for c in row))

    @classmethod
    def open_field(cls) -> "TerrainMap":
        return cls(CHARS[Terrain.OPEN] * (SIZE * SIZE))

    @classmethod
    def with_terrain(cls, terrain: Mapping[Square, Terrain]) -> "TerrainMap":
        """Open ground except the given squares (handy for tests and generated maps)."""
        cells = [CHARS[Terrain.OPEN]] * (SIZE * SIZE)
        for square, kind in terrain.items():
            cells[index(square)] = CHARS[kind]
        return cls("".join(cells))

    def kind(self, square: Square) -> Terrain:
        return DEFAULT_LEGEND[self.cells[index(square)]]

    def is_blocking(self, square: Square) -> bool:
        return self.cells[index(square)] == "#"

    def is_light(self, square: Square) -> bool:
        return self.cells[index(square)] == "~"

    def rows(self) -> list[str]:
        """The map as SIZE strings, north first, in the game's own characters."""
        return [self.cells[y * SIZE:(y + 1) * SIZE] for y in range(SIZE)]

    def squares(self, kind: Terrain) -> list[Square]:
        char = CHARS[kind]
        return [square_at(i) for i, c in enumerate(self.cells) if c == char]

    @cached_property
    def blocking_mask(self) -> int:
        """Bit `index(square)` set for every blocking square."""
        return _mask(self.cells, "#")

    @cached_property
    def light_mask(self) -> int:
        """Bit `index(square)` set for every square of light terrain."""
        return _mask(self.cells, "~")


def _mask(cells: str, char: str) -> int:
    # Bit i is cell i: reverse the string so cell 0 is the lowest bit of the binary number.
    return int("".join("1" if c == char else "0" for c in reversed(cells)), 2)
