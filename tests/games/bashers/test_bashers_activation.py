"""Activation: rulebook PLAYING THE GAME and MOVEMENT, rulings 'Turn' (the activation die, the rank fallback, orders
within 12 inches or 15 with Leadership, the move allowance)."""

from __future__ import annotations

import pytest

from bible_tabletop.games.bashers.rules.activation import (activated_rank, may_activate, most_ordered, move_allowance,
                                                     order_problem, orderable, rolled_rank)
from bible_tabletop.games.bashers.rules.forces_models import Figure, Force

HERO = Figure(0, "Abram", "hero", "Fighter", leader=True)
HERO2 = Figure(1, "Mamre", "hero", "Fighter")
SGT = Figure(2, "Aner", "sergeant", "Thrower")
SGT2 = Figure(3, "Eshcol", "sergeant", "Fighter")
T1, T2, T3, T4 = (Figure(i, f"Trooper {i - 3}", "trooper", "Shooter") for i in range(4, 8))
SIDE = (HERO, HERO2, SGT, SGT2, T1, T2, T3, T4)


def at(inches: dict[int, float]):
    """A distance function: each figure's inches from the orderer, by figure id (0 for the orderer itself)."""
    return lambda a, b: abs(inches.get(a.id, 0.0) - inches.get(b.id, 0.0))


NEAR = at({})  # every figure at no distance from any other


def refused(orderer, forgone, ordered, *, distance=NEAR, buffs=(), was_ordered=False) -> str | None:
    return order_problem(orderer, forgone, ordered, SIDE, distance, buffs, was_ordered=was_ordered)


# --- The activation die and the rank fallback ----------------------------------------------------------------------

def test_turn_activation_die_1_trooper_2_3_sergeant_4_to_6_hero():
    assert [rolled_rank(r) for r in range(1, 7)] == ["trooper", "sergeant", "sergeant", "hero", "hero", "hero"]
    for bad in (0, 7):
        with pytest.raises(ValueError):
            rolled_rank(bad)


def test_turn_activation_the_rolled_rank_when_one_remains():
    assert may_activate(1, SIDE) == (T1, T2, T3, T4)
    assert may_activate(3, SIDE) == (SGT, SGT2)
    assert may_activate(5, SIDE) == (HERO, HERO2)


def test_turn_rank_fallback_nearest_lower_rank_first():
    assert activated_rank(6, (SGT, T1)) == "sergeant"  # no hero: the sergeant, not the trooper
    assert activated_rank(4, (T1,)) == "trooper"  # no hero nor sergeant: the trooper
    assert activated_rank(2, (HERO, T1)) == "trooper"  # no sergeant: lower (trooper) before higher (hero)


def test_turn_rank_fallback_else_nearest_higher_rank():
    assert activated_rank(1, (HERO, SGT)) == "sergeant"
    assert activated_rank(1, (HERO,)) == "hero"
    assert activated_rank(3, (HERO,)) == "hero"
    assert activated_rank(1, ()) is None and may_activate(1, ()) == ()


def test_turn_rank_fallback_killed_figures_do_not_remain():
    """A killed trooper (damage at its limit) is no longer on the table: a 1 then falls back to a sergeant."""
    side = Force("Test", (), (HERO, SGT, T1.hurt(2)))
    assert may_activate(1, side.standing()) == (SGT,)


def test_ruling_a_figure_may_be_activated_turn_after_turn():
    """Ruling: each turn activates one figure and nothing marks a figure as spent, so the only trooper is offered
    again on the next 1 (the fallback is about figures killed, not figures already activated)."""
    side = (HERO, T1)
    first = may_activate(1, side)
    assert first == (T1,) and may_activate(1, side) == first


# --- Orders --------------------------------------------------------------------------------------------------------

def test_turn_orders_sergeant_forgoes_one_action_to_order_one_trooper():
    assert refused(SGT, 1, [T1]) is None
    assert "at most 1 figure." in refused(SGT, 1, [T1, T2])


def test_turn_orders_sergeant_forgoes_both_to_order_two_troopers():
    assert refused(SGT, 2, [T1, T2]) is None
    assert "at most 2 figures" in refused(SGT, 2, [T1, T2, T3])


def test_turn_orders_sergeant_orders_troopers_only():
    assert refused(SGT, 1, [SGT2]) == "A sergeant orders troopers only; Eshcol is a sergeant."
    assert refused(SGT, 1, [HERO]) == "A sergeant orders troopers only; Abram is a hero."


def test_turn_orders_hero_forgoes_one_action_to_order_a_trooper_or_a_sergeant():
    assert refused(HERO, 1, [T1]) is None and refused(HERO, 1, [SGT]) is None
    assert "at most 1 figure." in refused(HERO, 1, [SGT, T1])
    assert refused(HERO, 1, [HERO2]) == "A hero orders troopers and sergeants only; Mamre is a hero."


def test_turn_orders_hero_forgoes_both_to_order_two_sergeants_or_three_troopers():
    assert refused(HERO, 2, [SGT, SGT2]) is None
    assert refused(HERO, 2, [T1, T2, T3]) is None
    assert "three only if all are troopers" in refused(HERO, 2, [SGT, T1, T2])
    assert "at most 3 figures" in refused(HERO, 2, [T1, T2, T3, T4])
    assert most_ordered("hero", 2, ["trooper"] * 3) == 3 and most_ordered("hero", 2, ["sergeant"]) == 2


def test_ruling_hero_forgoing_both_may_order_a_sergeant_and_a_trooper():
    """Ruling: forgoing both actions is forgoing one twice, so a hero may order a sergeant and a trooper."""
    assert refused(HERO, 2, [SGT, T1]) is None


def test_ruling_forgoing_both_may_order_fewer_than_the_most():
    """Ruling: the counts are the most an orderer may order; forgoing both to order one figure is allowed."""
    assert refused(SGT, 2, [T1]) is None and refused(HERO, 2, [T1, T2]) is None


def test_turn_orders_a_trooper_gives_no_orders():
    assert "only sergeants and heroes give orders" in refused(T1, 1, [T2])
    assert most_ordered("trooper", 2) == 0


def test_turn_orders_an_ordered_figure_cannot_order():
    assert refused(SGT, 1, [T1], was_ordered=True) == "Aner was activated by an order and cannot give orders."


def test_turn_orders_within_12_inches():
    distance = at({4: 12.0, 5: 12.1})
    assert refused(SGT, 1, [T1], distance=distance) is None
    assert refused(SGT, 1, [T2], distance=distance) == "Trooper 2 is 12.1 inches away; orders reach 12 inches."
    assert orderable(SGT, SIDE, distance, ()) == (T1, T3, T4)


def test_turn_orders_within_15_inches_with_leadership():
    distance = at({4: 15.0, 5: 15.1})
    assert refused(HERO, 1, [T1], distance=distance, buffs=("Leadership",)) is None
    assert "orders reach 15 inches" in refused(HERO, 1, [T2], distance=distance, buffs=("Leadership",))
    assert "orders reach 12 inches" in refused(HERO, 1, [T1], distance=distance, buffs=("Giants",))


def test_turn_orders_whom_a_hero_may_order():
    assert orderable(HERO, SIDE, NEAR, ()) == (SGT, SGT2, T1, T2, T3, T4)


def test_turn_orders_refused_figures():
    assert refused(SGT, 1, [SGT]) == "Aner cannot order itself."
    assert refused(HERO, 1, [HERO]) == "Abram cannot order itself."
    assert refused(HERO, 2, [T1, T1]) == "Each figure can be ordered only once."
    stranger = Figure(9, "Tidal", "trooper", "Fighter")
    assert refused(HERO, 1, [stranger]) == "Tidal is not one of your figures on the table."
    assert refused(HERO, 1, []) == "Choose the figures to order."
    assert refused(HERO, 3, [T1]) == "An order forgoes one action, or both."


# --- Move ----------------------------------------------------------------------------------------------------------

def test_turn_move_up_to_2d6_inches_swift_adds_3():
    assert move_allowance((3, 4), ()) == 7
    assert move_allowance((3, 4), ("Swift",)) == 10
    assert move_allowance((1, 1), ("Giants",)) == 5
    with pytest.raises(ValueError):
        move_allowance((3, 4, 5), ())


def test_swift_adds_3_to_every_movement_roll_the_further_1d6_included():
    """Rulebook SWIFT: "add 3 to all movement rolls"; rulings Turn: the further 1D6 included."""
    assert move_allowance((4,), ()) == 4
    assert move_allowance((4,), ("Swift",)) == 7 and move_allowance((1,), ("Giants",)) == 4
    with pytest.raises(ValueError):
        move_allowance((3, 7), ())
