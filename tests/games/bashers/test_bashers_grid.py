"""The table's squares, distances and terrain maps (rulings, The table in a terminal)."""

import math

import pytest

from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES, SIZE, distance, index, label, neighbours, on_table, \
    square_at, within
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap


def test_the_table_is_24_by_24_one_inch_squares():
    """Rulings, The table in a terminal: 24 x 24 squares."""
    assert SIZE == 24 and len(ALL_SQUARES) == 576 == len(set(ALL_SQUARES))
    assert on_table((0, 0)) and on_table((23, 23))
    assert not on_table((24, 0)) and not on_table((0, -1))


@pytest.mark.parametrize("a, b, inches", [
    ((0, 0), (0, 0), 0.0),
    ((0, 0), (1, 0), 1.0),
    ((3, 4), (0, 0), 5.0),
    ((1, 1), (2, 2), math.sqrt(2)),
    ((0, 0), (23, 23), 23 * math.sqrt(2)),
    ((5, 2), (5, 14), 12.0),
])
def test_distance_is_straight_line_inches_between_square_centres(a, b, inches):
    """Rulings, The table in a terminal: distances are Euclidean between centres."""
    assert distance(a, b) == pytest.approx(inches)
    assert distance(b, a) == pytest.approx(inches)


def test_within_a_range_is_exact_at_the_limit():
    """A range of 12 inches reaches a square exactly 12 inches away and not one 12.04 inches away."""
    assert within((0, 0), (12, 0), 12)
    assert not within((0, 0), (12, 1), 12)
    assert within((0, 0), (9, 8), 12.05) and not within((0, 0), (9, 8), 12)  # sqrt(145) = 12.04...


def test_neighbours_are_the_touching_squares_on_the_table():
    assert len(neighbours((0, 0))) == 3
    assert len(neighbours((0, 10))) == 5
    assert sorted(neighbours((5, 5))) == sorted((5 + dx, 5 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                                                 if (dx, dy) != (0, 0))


def test_squares_are_labelled_columns_a_to_x_rows_1_to_24_from_the_north_west():
    assert label((0, 0)) == "A1" and label((23, 23)) == "X24" and label((2, 9)) == "C10"
    assert all(square_at(index(s)) == s for s in ALL_SQUARES)


def test_a_map_reads_its_rows_through_a_legend():
    rows = ["." * 24] * 24
    rows[2] = "..T#" + "." * 20
    terrain = TerrainMap.from_rows(rows, {".": "open", "T": Terrain.LIGHT, "#": "blocking"})
    assert terrain.kind((2, 2)) is Terrain.LIGHT and terrain.is_light((2, 2))
    assert terrain.kind((3, 2)) is Terrain.BLOCKING and terrain.is_blocking((3, 2))
    assert terrain.kind((4, 2)) is Terrain.OPEN
    assert terrain.rows()[2] == "..~#" + "." * 20
    assert terrain.squares(Terrain.BLOCKING) == [(3, 2)]


def test_the_masks_have_one_bit_per_square_of_their_kind():
    terrain = TerrainMap.with_terrain({(3, 2): Terrain.BLOCKING, (0, 0): Terrain.LIGHT, (23, 23): Terrain.LIGHT})
    assert terrain.blocking_mask == 1 << index((3, 2))
    assert terrain.light_mask == (1 << 0) | (1 << index((23, 23)))


def test_a_map_of_the_wrong_size_or_characters_is_refused():
    with pytest.raises(ValueError):
        TerrainMap("." * 575)
    with pytest.raises(ValueError):
        TerrainMap("x" * 576)
