"""The quick ways the rules list and check things agree with the plain ways they stand for (issue 12, engine speed):
reachable squares on bit masks against the search one square at a time (rulings, The table in a terminal:
movement), the targets and the orders listed against the refusals one figure at a time (rulings, Combat and
Turn: orders), the deployment squares against the zone square by square (rulings, Scenarios and deployment)."""

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules import legality, ordering
from bible_tabletop.games.bashers.rules.actions import MoveTo
from bible_tabletop.games.bashers.rules.deploy import deploy_refusal, zone
from bible_tabletop.games.bashers.rules.fighting import target_refusal
from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES, square_at
from bible_tabletop.games.bashers.rules.moving import destination_refusal, destinations
from bible_tabletop.games.bashers.rules.options import random_options
from bible_tabletop.games.bashers.rules.paths import _search, connected, half_inches
from bible_tabletop.games.bashers.rules.reach import SQUARES, reach
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.scenarios import load_scenarios
from bible_tabletop.games.bashers.rules.terrain import TerrainMap
from bible_tabletop.games.bashers.rules.turn import stage


def searched(terrain, start, allowance, occupied):
    """The cheapest costs by the search one square at a time (paths._search, which gives routes)."""
    cost, _ = _search(terrain, start, half_inches(allowance), occupied)
    return {square_at(i): c / 2 for i, c in cost.items()}


@pytest.mark.parametrize("seed", range(6))
def test_reach_on_masks_gives_the_searched_costs_on_random_and_shipped_tables(seed):
    """Rulings, movement: the same squares at the same cheapest costs, figures in the way (the mover's own square
    among them or not), a blocking start, any allowance (None: no limit)."""
    rng = random.Random(seed)
    maps = [sc.terrain for sc in load_scenarios().values()]
    for trial in range(40):
        if trial % 3 == 0:
            terrain = rng.choice(maps)
        else:
            dense = rng.random() * 0.6
            terrain = TerrainMap("".join(rng.choices(".~#", [1 - dense, dense / 2, dense / 2], k=576)))
        start = rng.choice(ALL_SQUARES)
        occupied = rng.sample(ALL_SQUARES, rng.randint(0, 40)) + [start] * rng.randint(0, 1)
        allowance = rng.choice([None, 0, 1, 1.4, 1.5, 2, 3, 7.5, 12, 15, 21])
        r = reach(terrain, start, half_inches(allowance), occupied)
        costs = searched(terrain, start, allowance, occupied)
        assert r.costs() == costs, (seed, trial)
        assert r.squares() == sorted(costs)
        assert all(r.cost(s) == c for s, c in costs.items())
        outside = [s for s in ALL_SQUARES if s not in costs][:20]
        assert all(s not in r and r.cost(s) is None for s in outside)
        assert (-1, 0) not in r and (0, 24) not in r
        assert r.pick(SQUARES) == r.squares()


def test_connected_on_masks_says_what_the_search_says():
    rng = random.Random(5)
    for _ in range(30):
        terrain = TerrainMap("".join(rng.choices(".~#", [5, 1, 3], k=576)))
        squares = rng.sample(ALL_SQUARES, 4)
        walked = searched(terrain, squares[0], None, ())
        assert connected(terrain, squares) == all(s in walked for s in squares)


def positions(games: int, every: int = 3):
    """Positions of seeded random games, one in `every` actions."""
    for seed in range(games):
        state = RULES.setup(GameConfig(game="bashers", players=2, options=random_options(random.Random(seed))), seed)
        rng = random.Random(seed)
        step = 0
        while RULES.outcome(state) is None:
            if step % every == 0:
                yield state
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            step += 1


def named(state, kind: str, field: str) -> list[int]:
    """The figures the legal actions of `kind` name (by `field`), in the list's order."""
    return [getattr(a, field) for a in RULES.legal_actions(state, kind=kind)]


def test_the_listed_targets_orders_destinations_and_deployments_are_the_ones_allowed_one_by_one():
    """Rulings, Combat (range, sight, contact), Turn (orders) and The table in a terminal (movement), Scenarios and
    deployment: what the quick listings give is exactly what the refusals allow, figure by figure and square by
    square, over seeded random games."""
    seen = set()
    for state in positions(3, every=5):
        now, seat = stage(state), state.current
        if now == "activation":
            fid, enemy = state.active.figure, state.sides[1 - seat]
            if legality.combat_left(state) is None:
                assert named(state, "attack", "target") == [t for t in enemy.on_table()
                                                             if target_refusal(state, seat, fid, t) is None]
            if ordering.may_order(state):
                side = state.sides[seat]
                assert named(state, "order", "figure") == [f for f in side.on_table()
                                                            if ordering.order_refusal(state, seat, f) is None]
        elif now == "move":
            listed = RULES.legal_actions(state, kind="move_to")
            reached = destinations(state)
            squares = sorted(reached)
            assert listed == [MoveTo(x=x, y=y, by=seat) for x, y in squares]
            assert all(destination_refusal(state, sq) is None for sq in squares)
            others = [sq for sq in ALL_SQUARES if sq not in reached]
            assert all(destination_refusal(state, sq) for sq in random.Random(len(squares)).sample(others, 3))
        elif now == "deploy":
            side = state.sides[seat]
            plain = [(f, sq) for f in side.undeployed() for sq in sorted(zone(state, seat))
                     if deploy_refusal(state, seat, f, sq) is None]
            assert [(a.figure, (a.x, a.y)) for a in RULES.legal_actions(state, kind="deploy")] == plain
        seen.add(now)
    assert {"activation", "move", "deploy"} <= seen


def test_listed_actions_are_shared_frozen_and_equal_to_fresh_ones():
    """Actions are handed out again rather than made anew: equal to a fresh one, and frozen, so sharing is safe."""
    state = RULES.setup(GameConfig(game="bashers", players=2, options={}), 3)
    first, again = RULES.legal_actions(state), RULES.legal_actions(state)
    assert first == again and all(a is b for a, b in zip(first, again))
    fresh = type(first[0])(**first[0].model_dump())
    assert fresh == first[0]
    with pytest.raises(Exception):
        first[0].x = 5
