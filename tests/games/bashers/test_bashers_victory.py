"""Winning: rulebook WINNING THE GAME, rulings 'Winning' (all heroes gone, or at least half the figures lost)."""

from __future__ import annotations

from dataclasses import replace

from bible_tabletop.games.bashers.rules.forces import shipped_forces
from bible_tabletop.games.bashers.rules.forces_models import Figure, Force, damage_limit
from bible_tabletop.games.bashers.rules.victory import defeat, winner


def side(ranks: str, killed: set[int] = frozenset(), buffs=(), name="Band") -> Force:
    """A force from rank letters (h, s, t), the first the Leader; the figures at `killed` places are dead."""
    full = {"h": "hero", "s": "sergeant", "t": "trooper"}
    figures = []
    for i, letter in enumerate(ranks):
        rank = full[letter]
        figures.append(Figure(i, f"F{i}", rank, "Fighter", leader=i == 0,
                              damage=damage_limit(rank, buffs) if i in killed else 0))
    return Force(name, tuple(buffs), tuple(figures))


def test_winning_a_side_with_no_hero_left_has_lost():
    assert defeat(side("hhttt", killed={0, 1})) == "Band: no hero is left on the table."
    assert defeat(side("hhttt", killed={0})) is None  # the other hero fights on


def test_winning_a_side_that_lost_half_its_figures_has_lost():
    assert defeat(side("hstttttt", killed={2, 3, 4})) is None  # 3 of 8
    assert defeat(side("hstttttt", killed={2, 3, 4, 5})) == \
        "Band: 4 of its 8 figures lost, half or more."


def test_winning_half_of_an_odd_force_rounds_up():
    """At least half of 7 is 4: losing 3 of 7 is not enough."""
    assert defeat(side("hsttttt", killed={2, 3, 4})) is None
    assert defeat(side("hsttttt", killed={2, 3, 4, 5})) is not None


def test_winning_a_wounded_figure_is_not_lost_and_giants_take_one_more():
    giants = side("ht", buffs=("Giants",))
    leader, trooper = giants.figures
    assert defeat(replace(giants, figures=(leader, trooper.hurt(2)))) is None  # a Giant trooper survives 2 damage
    assert defeat(replace(giants, figures=(leader, trooper.hurt(3)))) == \
        "Band: 1 of its 2 figures lost, half or more."


def test_winning_the_other_side_wins():
    fighting, beaten = side("htt"), side("htt", killed={0})
    assert winner([fighting, fighting]) is None
    assert winner([beaten, fighting]) == 1 and winner([fighting, beaten]) == 0


def test_winning_the_ready_made_forces_start_undefeated():
    assert all(defeat(f) is None for f in shipped_forces())
