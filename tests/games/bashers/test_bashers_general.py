"""The computer general (issue 12, Computer general): deploys sensibly, moves to cover, focuses fire, keeps the
Leader out of reach; beats the random player in at least 80% of games. (How long a decision takes is measured by
`bible-tabletop bench`, bashers_computer_decisions: goal at most 0.5 s.)"""

import random

import pytest

from bible_tabletop.engine.bots import RandomBot, bots_for  # noqa: F401 - bots_for is the lead's wiring
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.actions import Activate, Move, Roll
from bible_tabletop.games.bashers.rules.bots import BOTS, General, odds
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.rules.options import random_options
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.state import DEPLOY
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

from bashers_helpers import Dice, act, battle, new_game

GAMES = 30


@pytest.fixture(scope="module")
def matches():
    """GAMES games of the general against the random player, the general's seat alternating, options at random:
    the general's wins."""
    wins = 0
    for seed in range(GAMES):
        state = RULES.setup(GameConfig(game="bashers", players=2, options=random_options(random.Random(seed))), seed)
        mine = seed % 2
        bots = {mine: General(seed), 1 - mine: RandomBot(seed + 1)}
        while RULES.outcome(state) is None:
            seat = deciding(RULES.decision(state))
            RULES.apply(state, bots[seat].choose(RULES, state, seat))
        wins += state.winner == mine
    print(f"general: {wins} of {GAMES} won against random")
    return wins


def test_general_beats_random_in_at_least_80_percent_of_games(matches):
    wins = matches
    assert wins >= 0.8 * GAMES  # measured: 29 of 30 here, 39 of 40 in a longer run


def test_bots_are_the_general_and_random():
    assert set(BOTS) == {"general", "random"}
    assert BOTS["general"](1).name == "general" and BOTS["random"](1).name == "random"


def test_odds_of_combat_are_exact_over_the_36_throws():
    kill, hurt, counter = odds(0, 0, True)
    assert (kill * 36, hurt * 36, counter * 36) == (pytest.approx(9), pytest.approx(6), pytest.approx(9))


def test_general_deploys_its_leader_deep_and_first():
    s = new_game("pitched-battle", seed=4)
    seat = s.current
    action = General(1).choose(RULES, s, seat)
    assert action.figure == 0
    enemy_rows = {y for _, y in zone(s, 1 - seat)}
    own_rows = sorted({y for _, y in zone(s, seat)}, key=lambda y: -min(abs(y - e) for e in enemy_rows))
    assert action.y in own_rows[:2]  # among the two rows farthest from the enemy (cover counts too)


def test_general_deploys_its_missile_troops_on_cover_where_the_zone_has_some():
    s = new_game("pitched-battle", seed=4)
    general = {0: General(1), 1: General(2)}
    while s.phase == DEPLOY:
        RULES.apply(s, general[s.current].choose(RULES, s, s.current))
    for side in s.sides:
        missiles = [f for f in side.on_table() if side.figure(f).role != "Fighter" and not side.figure(f).leader]
        light = sum(s.terrain.is_light(side.squares[f]) for f in missiles)
        assert light >= len(missiles) // 2


def test_general_focuses_fire_on_the_wounded_and_on_the_winning_kill():
    """Two troopers in range of Aner's throw: the wounded one; then the last hero, whose fall wins the game."""
    s = battle({1: (5, 5)}, {6: (5, 10), 7: (9, 5)})
    s.sides[1].hurt(s.sides[1].figure(7).hurt(1))
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1))
    assert General(1).choose(RULES, s, 0).target == 7
    s = battle({1: (5, 5)}, {0: (5, 10), 6: (9, 5)})
    s.sides[1].hurt(s.sides[1].figure(0).hurt(3))
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1))
    assert General(1).choose(RULES, s, 0).target == 0


def test_general_moves_its_shooter_to_cover():
    """A Shooter facing enemy Shooters ends its move in the brush rather than on open ground."""
    brush = TerrainMap.with_terrain({(x, y): Terrain.LIGHT for x in range(2, 5) for y in range(7, 9)})
    s = battle({3: (8, 5)}, {4: (8, 22), 5: (12, 22)}, terrain=brush)
    s.rng = Dice(1, 3, 3)
    act(s, Roll(), Activate(figure=3), Move())
    choice = General(1).choose(RULES, s, 0)
    assert s.terrain.is_light((choice.x, choice.y))


def test_general_keeps_its_leader_out_of_reach():
    """Abram, near enemy Fighters, first moves away from them, beyond a Fighter's move and contact (then he may
    still order)."""
    s = battle({0: (10, 10)}, {0: (10, 14), 3: (12, 14), 6: (8, 14)})
    s.rng = Dice(4, 6, 6)
    act(s, Roll(), Activate(figure=0))
    general = General(1)
    first = general.choose(RULES, s, 0)
    assert first.kind == "move"
    act(s, first)
    square = general.choose(RULES, s, 0)
    enemies = [sq for sq in s.sides[1].squares if sq is not None and sq[1] == 14]
    assert min(distance((square.x, square.y), e) for e in enemies) > 8
