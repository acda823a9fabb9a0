"""The table as a grid: 24 x 24 one-inch squares, and distances between their centres in inches.

A square is `(x, y)`: x the column from the west edge (0) to the east edge (23), y the row from the north edge (0,
the first row of a map in a scenario file) to the south edge (23). A square's centre is at (x + 0.5, y + 0.5).
Squares are labelled for players like a chess board: columns A to X, rows 1 to 24 from the north ("A1" the
north-west corner).
"""

from __future__ import annotations

import math

SIZE = 24
Square = tuple[int, int]
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWX"

ALL_SQUARES: tuple[Square, ...] = tuple((x, y) for y in range(SIZE) for x in range(SIZE))
STEPS: tuple[Square, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


def on_table(square: Square) -> bool:
    x, y = square
    return 0 <= x < SIZE and 0 <= y < SIZE


def index(square: Square) -> int:
    """The square's place in a map's row-by-row string of SIZE * SIZE cells."""
    return square[1] * SIZE + square[0]


def square_at(i: int) -> Square:
    return i % SIZE, i // SIZE


def distance(a: Square, b: Square) -> float:
    """Straight-line inches between the two squares' centres (rulings, The table in a terminal)."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def within(a: Square, b: Square, inches: float) -> bool:
    """Whether the centres are at most `inches` apart; exact (no rounding) for whole inches."""
    dx, dy = a[0] - b[0], a[1] - b[1]
    return dx * dx + dy * dy <= inches * inches


def neighbours(square: Square) -> list[Square]:
    """The up to 8 squares touching this one, diagonals included, that are on the table."""
    x, y = square
    return [(x + dx, y + dy) for dx, dy in STEPS if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE]


def label(square: Square) -> str:
    """The square's name for players: column letter and row number, "A1" at the north-west corner."""
    return f"{COLUMNS[square[0]]}{square[1] + 1}"
