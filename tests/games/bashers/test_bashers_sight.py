"""Line of sight and cover between square centres, and base-to-base contact (rulings, The table in a terminal:
'Line of sight runs between square centres...'; 'Base-to-base contact...')."""

import random
from fractions import Fraction

import pytest

from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES
from bible_tabletop.games.bashers.rules.sight import Sight, in_contact, line, sight, why
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

L, B = Terrain.LIGHT, Terrain.BLOCKING


def table(**kinds):
    """A map from keyword lists: light=[...], blocking=[...]."""
    return TerrainMap.with_terrain({**{s: L for s in kinds.get("light", [])},
                                    **{s: B for s in kinds.get("blocking", [])}})


def test_clear_sight_over_open_ground():
    assert sight(TerrainMap.open_field(), (0, 0), (5, 3)) is Sight.CLEAR
    assert why(TerrainMap.open_field(), (0, 0), (5, 3)) == "in plain sight"


def test_a_blocking_square_on_the_line_blocks_it():
    """Rulings: blocked if it passes through a blocking square."""
    terrain = table(blocking=[(3, 5)])
    assert sight(terrain, (0, 5), (6, 5)) is Sight.BLOCKED  # along a row
    assert sight(terrain, (6, 5), (0, 5)) is Sight.BLOCKED
    assert why(terrain, (0, 5), (6, 5)) == "out of sight: blocking terrain on D6"
    assert not Sight.BLOCKED.visible


def test_light_terrain_on_the_line_gives_cover():
    """Rulings: partially obscured if the line passes through light terrain."""
    terrain = table(light=[(3, 5)])
    assert sight(terrain, (0, 5), (6, 5)) is Sight.COVER
    assert Sight.COVER.visible and Sight.COVER.obscured and not Sight.CLEAR.obscured
    assert why(terrain, (0, 5), (6, 5)) == "partly obscured: the line crosses light terrain on D6"


def test_a_target_standing_in_light_terrain_has_cover():
    """Rulings: ... or the target stands in light terrain."""
    terrain = table(light=[(6, 5)])
    assert sight(terrain, (0, 5), (6, 5)) is Sight.COVER
    assert why(terrain, (0, 5), (6, 5)).endswith("the target stands in light terrain on G6")


def test_light_terrain_under_the_viewer_gives_the_target_no_cover():
    """Ruling of this edition: the viewer's own square gives no cover."""
    assert sight(table(light=[(0, 5)]), (0, 5), (6, 5)) is Sight.CLEAR


def test_the_figures_own_squares_never_block():
    """Rulings: only squares the line passes through block; the two ends are where the figures stand."""
    terrain = table(blocking=[(0, 5), (6, 5)])
    assert sight(terrain, (0, 5), (6, 5)) is Sight.CLEAR


def test_grazing_the_corner_of_a_blocking_square_gives_cover_not_blocked():
    """Rulings: partially obscured if the line touches the corner of a blocking square. From A1 to D4 the line
    runs through the corners at (1, 1), (2, 2), (3, 3); B1 touches the first of them."""
    terrain = table(blocking=[(1, 0)])
    assert sight(terrain, (0, 0), (3, 3)) is Sight.COVER
    assert why(terrain, (0, 0), (3, 3)) == "partly obscured: the line grazes the corner of blocking terrain on B1"


def test_grazing_a_corner_on_a_shallow_line():
    """From (0, 0) to (3, 1) the line y = 1/2 + (x - 1/2)/3 meets the grid corner (2, 1) exactly; the squares
    (2, 0) and (1, 1) only touch it there, and (0, 1) not at all (at x = 1 the line is at y = 2/3)."""
    assert line((0, 0), (3, 1)) == (((1, 0), (2, 1)), (((2, 0), (1, 1)),))
    assert sight(table(blocking=[(2, 0)]), (0, 0), (3, 1)) is Sight.COVER
    assert sight(table(blocking=[(1, 1)]), (0, 0), (3, 1)) is Sight.COVER
    assert sight(table(blocking=[(0, 1)]), (0, 0), (3, 1)) is Sight.CLEAR
    assert sight(table(blocking=[(2, 1)]), (0, 0), (3, 1)) is Sight.BLOCKED


def test_the_closed_corner_two_blocking_squares_meeting_on_the_line_block_it():
    """Ruling of this edition (the closed corner): a line through the point where two blocking squares meet
    corner to corner is blocked, both ways."""
    terrain = table(blocking=[(1, 0), (0, 1)])
    assert sight(terrain, (0, 0), (3, 3)) is Sight.BLOCKED
    assert sight(terrain, (3, 3), (0, 0)) is Sight.BLOCKED
    assert why(terrain, (0, 0), (3, 3)) == "out of sight: the line meets the closed corner of B1 and A2"
    wall = table(blocking=[(x, 10 - x) for x in range(11)])  # a wall drawn on the diagonal
    assert sight(wall, (2, 2), (9, 9)) is Sight.BLOCKED


def test_grazing_the_corner_of_light_terrain_gives_no_cover():
    """Ruling of this edition: only passing through light terrain obscures."""
    assert sight(table(light=[(1, 0), (0, 1)]), (0, 0), (3, 3)) is Sight.CLEAR


def test_a_45_degree_line_across_the_whole_table():
    assert line((0, 0), (23, 23))[0] == tuple((i, i) for i in range(1, 23))
    assert sight(table(light=[(10, 10)]), (0, 0), (23, 23)) is Sight.COVER
    assert sight(table(blocking=[(11, 10)]), (0, 0), (23, 23)) is Sight.COVER
    assert sight(table(blocking=[(11, 10), (10, 11)]), (0, 0), (23, 23)) is Sight.BLOCKED
    assert sight(table(blocking=[(10, 10)]), (23, 23), (0, 0)) is Sight.BLOCKED


def test_adjacent_figures():
    """Side by side nothing lies between; corner to corner the two squares beside them are grazed."""
    walls = table(blocking=[(5, 4), (4, 5), (3, 4)])
    assert sight(walls, (4, 4), (4, 3)) is Sight.CLEAR
    assert line((4, 4), (5, 5)) == ((), (((5, 4), (4, 5)),))
    assert sight(walls, (4, 4), (5, 5)) is Sight.BLOCKED  # the closed corner
    assert sight(walls, (4, 4), (3, 3)) is Sight.COVER  # grazes (3, 4)
    assert sight(table(light=[(5, 4), (4, 5)]), (4, 4), (5, 5)) is Sight.CLEAR


def _exact_line(a, b):
    """Brute force with fractions: the squares whose inside the segment between centres crosses, and those it
    touches only on their boundary."""
    ax, ay, bx, by = (Fraction(2 * v + 1, 2) for v in (*a, *b))

    def span(lo, start, delta, closed):
        if delta == 0:
            inside = lo <= start <= lo + 1 if closed else lo < start < lo + 1
            return (Fraction(0), Fraction(1)) if inside else None
        t1, t2 = sorted(((lo - start) / delta, (lo + 1 - start) / delta))
        return t1, t2

    passed, touched = set(), set()
    box = [(x, y) for x in range(min(a[0], b[0]), max(a[0], b[0]) + 1)
           for y in range(min(a[1], b[1]), max(a[1], b[1]) + 1)]  # no square outside it comes within 1/2 inch
    for x, y in box:
        for closed, into in ((False, passed), (True, touched)):
            sx, sy = span(x, ax, bx - ax, closed), span(y, ay, by - ay, closed)
            if sx is None or sy is None:
                continue
            lo, hi = max(sx[0], sy[0], 0), min(sx[1], sy[1], 1)
            if hi > lo or (closed and hi >= lo):
                into.add((x, y))
    return passed - {a, b}, touched - passed


def test_the_line_is_exact_against_brute_force_geometry():
    """The integer walk matches exact rational geometry: every square passed through, every corner grazed."""
    rng = random.Random(7)
    pairs = [((8, 8), (8 + dx, 8 + dy)) for dx in range(-6, 7) for dy in range(-6, 7)]
    pairs += [(rng.choice(ALL_SQUARES), rng.choice(ALL_SQUARES)) for _ in range(60)]
    for a, b in pairs:
        passed, grazed = line(a, b)
        exact_passed, exact_touched = _exact_line(a, b)
        assert set(passed) == exact_passed and len(passed) == len(exact_passed), (a, b)
        assert {s for pair in grazed for s in pair} == exact_touched, (a, b)


def test_sight_is_the_same_both_ways_except_for_the_ends_own_terrain():
    rng = random.Random(3)
    terrain = TerrainMap.with_terrain({s: rng.choice([L, B]) for s in rng.sample(ALL_SQUARES, 120)})
    for _ in range(400):
        a, b = rng.sample(ALL_SQUARES, 2)
        there, back = sight(terrain, a, b), sight(terrain, b, a)
        assert there.visible == back.visible
        if not terrain.is_light(a) and not terrain.is_light(b):
            assert there is back


def test_the_reason_given_agrees_with_the_sight_found():
    rng = random.Random(5)
    terrain = TerrainMap.with_terrain({s: rng.choice([L, B, B]) for s in rng.sample(ALL_SQUARES, 100)})
    starts = {Sight.CLEAR: "in plain sight", Sight.COVER: "partly obscured", Sight.BLOCKED: "out of sight"}
    for _ in range(400):
        a, b = rng.sample(ALL_SQUARES, 2)
        assert why(terrain, a, b).startswith(starts[sight(terrain, a, b)])


@pytest.mark.parametrize("a, b, touching", [
    ((5, 5), (6, 5), True), ((5, 5), (6, 6), True), ((5, 5), (4, 6), True),
    ((5, 5), (7, 5), False), ((5, 5), (7, 6), False), ((5, 5), (5, 5), False),
])
def test_base_to_base_contact_is_touching_squares_diagonals_included(a, b, touching):
    """Rulings, The table in a terminal: base-to-base contact."""
    assert in_contact(a, b) is touching and in_contact(b, a) is touching


def test_figures_neither_block_nor_obscure_sight():
    """Convention from the rulings (only terrain blocks or obscures): sight reads the terrain and two squares,
    never the other figures."""
    import inspect

    assert list(inspect.signature(sight).parameters) == ["terrain", "viewer", "target"]


def test_the_geometry_bench_reports_its_figures_and_the_machine():
    from bible_tabletop.games.bashers.rules.geometry_bench import geometry_bench

    figures = geometry_bench(reps=2)
    assert figures["lines"] == 24 * 23 and figures["machine"]
    assert all(figures[k] > 0 for k in ("sight_all_pairs_first_ms", "sight_all_pairs_median_ms",
                                        "reachable_12in_median_ms", "reachable_24in_median_ms"))
