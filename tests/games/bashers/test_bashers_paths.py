"""Movement over the table: path costs, difficult terrain, obstacles, the squeeze, reachable squares
(rulings, The table in a terminal: 'Movement follows a path through free squares...')."""

import random

import pytest

from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES, neighbours
from bible_tabletop.games.bashers.rules.paths import connected, path_cost, reachable, route
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

OPEN = TerrainMap.open_field()
L, B = Terrain.LIGHT, Terrain.BLOCKING


@pytest.mark.parametrize("goal, inches", [
    ((5, 0), 5.0),  # five straight steps
    ((3, 3), 4.5),  # three diagonals
    ((2, 1), 2.5),  # one diagonal, one straight
    ((7, 2), 8.0),  # two diagonals, five straight
])
def test_path_cost_on_open_ground_diagonals_cost_one_and_a_half(goal, inches):
    """Rulings: a diagonal step costs 1.5 inches, a straight one 1."""
    assert route(OPEN, (0, 0), goal).cost == inches
    assert reachable(OPEN, (0, 0), 24)[goal] == inches


def test_a_step_into_difficult_terrain_costs_double_and_a_step_out_of_it_does_not():
    """Rulings: difficult (light) terrain doubles the cost of a step into it."""
    terrain = TerrainMap.with_terrain({(1, 0): L, (1, 1): L})
    costs = reachable(terrain, (0, 0), 10)
    assert costs[(1, 0)] == 2.0  # straight into brush
    assert costs[(1, 1)] == 3.0  # diagonal into brush
    assert path_cost(terrain, [(0, 0), (1, 0), (2, 0)]) == 3.0  # into (2) and out again (1)
    assert costs[(2, 0)] == 3.0  # through the brush: going round it costs 5
    assert route(terrain, (0, 0), (2, 0)).squares == ((0, 0), (1, 0), (2, 0))


def test_standing_in_difficult_terrain_costs_nothing_to_leave():
    terrain = TerrainMap.with_terrain({(5, 5): L})
    assert reachable(terrain, (5, 5), 1)[(6, 5)] == 1.0


def test_blocking_terrain_and_other_figures_cannot_be_entered():
    """Rulings: impassable terrain and other figures cannot be entered."""
    terrain = TerrainMap.with_terrain({(1, 0): B})
    costs = reachable(terrain, (0, 0), 3, occupied=[(0, 2)])
    assert (1, 0) not in costs and (0, 2) not in costs
    assert costs[(1, 1)] == 1.5  # a diagonal past one obstacle is fine
    assert costs[(2, 0)] == 3.0  # round the rock: diagonal, diagonal


def test_figures_are_walked_round_not_through():
    wall_of_figures = [(5, y) for y in range(0, 23)]
    r = route(OPEN, (4, 0), (6, 0), occupied=wall_of_figures)
    assert r is not None and all(s not in wall_of_figures for s in r.squares)
    assert (5, 23) in r.squares  # the only gap is at the south end
    assert r.cost == path_cost(OPEN, r.squares, wall_of_figures)


def test_the_movers_own_square_among_the_occupied_ones_is_ignored():
    assert reachable(OPEN, (3, 3), 1, occupied=[(3, 3)])[(4, 3)] == 1.0


def test_the_squeeze_a_diagonal_step_cannot_pass_between_two_blocking_squares():
    """Ruling of this edition (rules page, the squeeze): no diagonal step between two obstacles."""
    terrain = TerrainMap.with_terrain({(1, 0): B, (0, 1): B})
    assert (1, 1) not in reachable(terrain, (0, 0), 10)
    assert route(terrain, (0, 0), (1, 1)) is None
    assert path_cost(terrain, [(0, 0), (1, 1)]) is None


@pytest.mark.parametrize("rock, figures", [([(1, 0)], [(0, 1)]), ([], [(1, 0), (0, 1)])])
def test_the_squeeze_counts_figures_as_obstacles_too(rock, figures):
    """Ruling of this edition (the squeeze): blocking terrain or figures, in any mix, close a diagonal."""
    terrain = TerrainMap.with_terrain({s: B for s in rock})
    assert (1, 1) not in reachable(terrain, (0, 0), 10, occupied=figures)
    assert path_cost(terrain, [(0, 0), (1, 1)], figures) is None


def test_one_obstacle_beside_a_diagonal_does_not_stop_it():
    terrain = TerrainMap.with_terrain({(1, 0): B})
    assert reachable(terrain, (0, 0), 1.5)[(1, 1)] == 1.5


def test_reachable_squares_for_a_12_inch_move_on_open_ground():
    costs = reachable(OPEN, (12, 12), 12)
    assert costs[(12, 12)] == 0.0
    assert costs[(12, 0)] == 12.0 and costs[(0, 12)] == 12.0
    assert costs[(20, 20)] == 12.0  # eight diagonals
    assert (21, 20) not in costs and (20, 21) not in costs  # 13 inches
    assert max(costs.values()) <= 12.0
    # A square is reachable exactly when 1.5 * shorter side + (longer - shorter) <= 12.
    expected = {s for s in ALL_SQUARES if 1.5 * min(abs(s[0] - 12), abs(s[1] - 12))
                + abs(abs(s[0] - 12) - abs(s[1] - 12)) <= 12}
    assert set(costs) == expected


def test_a_part_inch_allowance_is_honoured():
    assert set(reachable(OPEN, (0, 0), 1.4)) == {(0, 0), (1, 0), (0, 1)}
    assert (1, 1) in reachable(OPEN, (0, 0), 1.5)


def _slow_costs(terrain, start, occupied):
    """Every shortest cost by repeated relaxation (Bellman-Ford), with the same step rules written out plainly."""
    def obstacle(s):
        return terrain.is_blocking(s) or s in occupied

    cost = {start: 0.0}
    changed = True
    while changed:
        changed = False
        for here, c in list(cost.items()):
            for n in neighbours(here):
                dx, dy = n[0] - here[0], n[1] - here[1]
                if obstacle(n) or (dx and dy and obstacle((here[0] + dx, here[1])) and obstacle((here[0], here[1] + dy))):
                    continue
                step = (1.5 if dx and dy else 1.0) * (2 if terrain.is_light(n) else 1)
                if c + step < cost.get(n, 1e9):
                    cost[n] = c + step
                    changed = True
    return cost


@pytest.mark.parametrize("seed", range(12))
def test_reachable_agrees_with_a_plain_search_on_random_tables(seed):
    rng = random.Random(seed)
    terrain = TerrainMap.with_terrain({s: rng.choice([L, B, L]) for s in rng.sample(ALL_SQUARES, 180)})
    free = [s for s in ALL_SQUARES if not terrain.is_blocking(s)]
    start, *occupied = rng.sample(free, 12)
    slow = _slow_costs(terrain, start, set(occupied))
    allowance = rng.choice([6, 9, 12, 15, 21])
    assert reachable(terrain, start, allowance, occupied) == {s: c for s, c in slow.items() if c <= allowance}
    goal = max(slow, key=slow.get)
    r = route(terrain, start, goal, occupied)
    assert r.cost == slow[goal] == path_cost(terrain, r.squares, occupied)
    assert r.squares[0] == start and r.squares[-1] == goal


def test_a_route_beyond_the_allowance_is_none():
    assert route(OPEN, (0, 0), (10, 0), allowance=9) is None
    assert route(OPEN, (0, 0), (10, 0), allowance=10).cost == 10.0


def test_connected_says_whether_a_figure_could_walk_between_squares():
    wall = TerrainMap.with_terrain({(x, 12): B for x in range(24)})
    assert not connected(wall, [(0, 0), (0, 23)])
    gap = TerrainMap.with_terrain({(x, 12): B for x in range(23)})
    assert connected(gap, [(0, 0), (0, 23), (23, 23)])
    diagonal = TerrainMap.with_terrain({(x, 23 - x): B for x in range(24)})  # the squeeze closes every joint
    assert not connected(diagonal, [(0, 0), (23, 23)])
