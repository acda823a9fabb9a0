"""Bible Bashers rules in play (rulebook PLAYING THE GAME, MOVEMENT, COMBAT, WINNING THE GAME; rulings Turn, Combat,
Winning) and the rulings this edition makes about the turn (assets/bashers/rules.md, 'Rulings of this edition:
the turn'). Each test names the section or ruling it holds; the dice are loaded so every roll is the test's."""

from dataclasses import replace

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.actions import Activate, Attack, EndActivation, Move, MoveOn, MoveTo, Order, Roll
from bible_tabletop.games.bashers.rules.forces import cost
from bible_tabletop.games.bashers.rules.forces_models import damage_limit
from bible_tabletop.games.bashers.rules.paths import reachable
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.state import OVER

from bashers_helpers import Dice, act, battle, log_since

# Abramites (Swift, Leadership): 0 Abram hero Fighter, 1 Aner sergeant Thrower, 2 Eshcol sergeant Fighter,
# 3-5 trooper Shooters, 6-8 trooper Fighters. Elamites (Tough, Hunter): 0 Chedorlaomer hero Fighter, 1 Amraphel
# sergeant Shooter, 2 Arioch sergeant Thrower, 3 Tidal sergeant Fighter, 4-5 trooper Shooters, 6-7 trooper Fighters.
# Philistines (Giants): 0 Goliath hero Fighter, 1 Ishbibenob sergeant Fighter, 2 Lahmi sergeant Thrower,
# 3 Saph trooper Fighter, 4 Six-Fingers trooper Shooter.


def kill(state, seat, *fids):
    """Take figures off the table as killed (their damage at the limit)."""
    side = state.sides[seat]
    for fid in fids:
        side.hurt(replace(side.figure(fid), damage=damage_limit(side.figure(fid).rank, side.force.buffs)))


def attack_line(state, start):
    return next(e.text for e in state.log[start:] if " attacks " in e.text and "rolls" in e.text)


# -- the charge bonus ------------------------------------------------------------------------------------------------

def test_combat_charged_plus_1_for_a_figure_not_in_contact_when_its_activation_began():
    """Rulebook COMBAT (Charged +1); rulings Combat: in contact now, in contact with no enemy at the start."""
    s = battle({6: (5, 5)}, {7: (5, 8)})
    s.rng = Dice(1, 1, 1, 3, 3)
    start = len(s.log)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=5, y=7), Attack(target=7))
    assert "Charged 1" in attack_line(s, start)


def test_combat_no_charge_for_a_figure_in_contact_when_its_activation_began():
    s = battle({6: (5, 7)}, {7: (5, 8)})
    s.rng = Dice(1, 3, 3)
    start = len(s.log)
    act(s, Roll(), Activate(figure=6), Attack(target=7))
    assert "Charged" not in attack_line(s, start)


def test_ruling_an_ordered_figures_activation_begins_when_it_is_ordered():
    """Ruling of this edition: an ordered figure's activation begins when the order is given, so whether it may
    charge is judged then: in contact at the order, no charge later even if that enemy fell meanwhile."""
    s = battle({0: (6, 7), 6: (5, 5)}, {7: (5, 6), 6: (5, 9)})
    s.rng = Dice(4, 6, 1, 1, 1, 2, 2)  # hero; Abram kills trooper 7; trooper 6 moves 5 inches; its attack
    act(s, Roll(), Activate(figure=0), Order(figure=6), Attack(target=7))
    assert s.sides[1].squares[7] is None and s.active.figure == 6 and s.active.by_order
    start = len(s.log)
    act(s, Move(), MoveTo(x=5, y=8), Attack(target=6))
    assert "Charged" not in attack_line(s, start)


# -- counter-damage ------------------------------------------------------------------------------------------------

def test_combat_counter_damage_only_when_the_defender_could_attack_back():
    """Rulebook COMBAT, rulings Combat: a defender scoring double does 1 damage only if it could attack the
    attacker; a Fighter at 5 inches cannot, a Shooter can."""
    s = battle({3: (5, 5)}, {6: (5, 10)})
    s.rng = Dice(1, 1, 6)
    act(s, Roll(), Activate(figure=3), Attack(target=6))
    assert s.sides[0].figure(3).damage == 0 and "nothing happens" in s.log[-2].text + s.log[-1].text
    s = battle({3: (5, 5)}, {4: (5, 12)})
    s.rng = Dice(1, 1, 6)
    act(s, Roll(), Activate(figure=3), Attack(target=4))
    assert s.sides[0].figure(3).damage == 1
    assert any("strikes back" in e.text for e in s.log)


# -- the activation die ----------------------------------------------------------------------------------------------

def test_turn_rank_fallback_in_play_no_trooper_left_a_sergeant_acts():
    """Rulings Turn: with no figure of the rolled rank, the nearest lower rank remaining, else the nearest higher."""
    s = battle({}, {})
    kill(s, 0, 3, 4, 5, 6, 7, 8)
    s.rng = Dice(1)
    act(s, Roll())
    assert "no trooper remains" in s.log[-1].text
    assert {a.figure for a in RULES.legal_actions(s, kind="activate")} == {1, 2}


def test_turn_a_die_roll_reveals():
    """Engine contract: rolling the activation die shows something new (undo stops there)."""
    s = battle({}, {})
    s.revealed = False
    act(s, Roll())
    assert s.revealed


# -- Giants ---------------------------------------------------------------------------------------------------------

def test_building_a_force_giants_cost_one_more_and_take_one_more_damage_in_play():
    """Rulebook GIANTS: every figure but the leader costs 1 more; Strong, Tough and Swift; 1 more damage each."""
    s = battle({}, {3: (5, 6)}, force2="philistines")
    saph = s.sides[1].figure(3)
    assert cost(saph, s.sides[1].force.buffs) == 2 and cost(s.sides[1].figure(0), s.sides[1].force.buffs) == 0
    s = battle({6: (5, 5)}, {3: (5, 6)}, force2="philistines")
    s.sides[1].force = replace(s.sides[1].force, figures=tuple(
        replace(f, damage=1) if f.id == 3 else f for f in s.sides[1].force.figures))
    s.rng = Dice(1, 6, 3)  # 6 + Fighter 1 = 7 against 3 + Fighter 1 + Tough 1 = 5: 1 damage, not double
    start = len(s.log)
    act(s, Roll(), Activate(figure=6), Attack(target=3))
    assert "Tough 1" in attack_line(s, start)
    assert s.sides[1].figure(3).damage == 2 and s.sides[1].squares[3] == (5, 6)  # a trooper giant takes 3
    s.current, s.roll, s.active = 1, None, None
    s.rng = Dice(1, 1, 1, 1, 1)
    start = len(s.log)
    act(s, Roll(), Activate(figure=3), Move())
    assert "Swift 3 = 5 inches" in s.log[-1].text
    act(s, MoveTo(x=5, y=6), Attack(target=6))
    assert "Strong 1" in attack_line(s, start)


# -- winning --------------------------------------------------------------------------------------------------------

def test_winning_a_side_that_lost_half_its_figures_has_lost():
    """Rulings Winning: checked after every combat; 4 of the Elamites' 8 lost."""
    s = battle({0: (5, 5)}, {7: (5, 6)})
    kill(s, 1, 4, 5, 6)
    s.rng = Dice(4, 6, 1)
    act(s, Roll(), Activate(figure=0), Attack(target=7))
    assert s.phase == OVER and s.winner == 0 and RULES.decision(s) is None
    out = RULES.outcome(s)
    assert out.winners == (0,) and "4 of its 8 figures lost" in out.text
    assert RULES.legal_actions(s) == []


def test_winning_a_side_that_lost_all_its_heroes_has_lost():
    s = battle({0: (5, 5)}, {0: (5, 6)})
    side = s.sides[1]
    side.force = replace(side.force, figures=(replace(side.figure(0), damage=3), *side.force.figures[1:]))
    s.rng = Dice(4, 6, 1)  # 9 against 5: 1 damage, the fourth
    act(s, Roll(), Activate(figure=0), Attack(target=0))
    assert RULES.outcome(s).winners == (0,) and "no hero is left" in RULES.outcome(s).text


def test_ruling_the_log_reads_right_for_one_inch_and_for_a_force_named_in_the_singular():
    """Ruling of this edition (the log names every figure with its side): its sentences agree with any number and
    any force name: "1 inch", and a force called "My force" (the builder's first name) wins as well as Abramites."""
    s = battle({}, {6: (5, 5)}, seat=1)
    s.rng = Dice(1, 1, 1, 1)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=5, y=6))
    assert s.log[-1].text == "Trooper 3 (Elamites) moves from F6 to F7 (1 inch)."
    act(s, MoveOn())
    assert "may move up to 1 inch;" in RULES.decision(s).prompt
    s = battle({0: (5, 5)}, {0: (5, 6)})
    s.sides[0].label = "My force"
    side = s.sides[1]
    side.force = replace(side.force, figures=(replace(side.figure(0), damage=3), *side.force.figures[1:]))
    s.rng = Dice(4, 6, 1)
    act(s, Roll(), Activate(figure=0), Attack(target=0))
    assert RULES.outcome(s).text.startswith("Victory for My force.")
    assert not any(" win." in e.text or " take " in e.text or " roll " in e.text for e in s.log)


def test_winning_is_checked_after_counter_damage_too():
    """Rulings Winning: after every combat, so a counter-damage that kills the attacker's last hero ends the game."""
    s = battle({0: (5, 5)}, {0: (5, 6)})
    side = s.sides[0]
    side.force = replace(side.force, figures=(replace(side.figure(0), damage=3), *side.force.figures[1:]))
    s.rng = Dice(4, 1, 6)  # Abram 1 + 3 = 4; Chedorlaomer 6 + 4 = 10: double, and he can strike back
    act(s, Roll(), Activate(figure=0), Attack(target=0))
    assert RULES.outcome(s).winners == (1,)


# -- moves ----------------------------------------------------------------------------------------------------------

def test_turn_move_rolled_when_declared_then_any_reachable_square_or_stay():
    """Rulings Turn (move up to 2D6, Swift +3): the dice are rolled as the move is declared; the figure ends on
    any square its cheapest path reaches within them, its own square included (it stays)."""
    s = battle({6: (5, 5)}, {})
    s.rng = Dice(1, 2, 3)
    act(s, Roll(), Activate(figure=6), Move())
    assert s.active.allowance == 8 and RULES.decision(s).kind == "move"
    squares = {(a.x, a.y) for a in RULES.legal_actions(s)}
    assert squares == set(reachable(s.terrain, (5, 5), 8, s.occupied()))
    assert (5, 5) in squares
    act(s, MoveTo(x=5, y=5))
    assert s.sides[0].squares[6] == (5, 5) and "stays" in s.log[-1].text


def test_ruling_the_further_1d6_follows_the_move_and_gives_up_the_attack():
    """Rulebook MOVEMENT; ruling of this edition: the further 1D6 is taken after the move action and gives up the
    combat action (Elamites: no Swift)."""
    s = battle({6: (5, 5)}, {7: (5, 9)}, seat=1)
    s.sides[1].squares[6], s.sides[0].squares[7] = (5, 5), (5, 9)
    s.rng = Dice(1, 1, 1, 4)
    act(s, Roll(), Activate(figure=6))
    assert RULES.why_not(s, MoveOn()).reason.startswith("The further 1D6 follows a move")
    act(s, Move(), MoveTo(x=5, y=7), MoveOn())
    assert s.active.allowance == 4 and "moves on instead of attacking: rolls 4 inches." in s.log[-1].text
    act(s, MoveTo(x=5, y=8))
    assert RULES.decision(s).seats == (0,)  # nothing left: the activation ended by itself


def test_swift_adds_3_to_all_movement_rolls_the_further_1d6_included():
    """Rulebook SWIFT ("add 3 to all movement rolls"); rulings Turn: Swift adds 3 to every movement roll, the
    further 1D6 included (Abramites: Swift)."""
    s = battle({6: (5, 5)}, {7: (5, 20)})
    s.rng = Dice(1, 1, 1, 4)
    act(s, Roll(), Activate(figure=6), Move())
    assert s.active.allowance == 5 and "rolls 1 and 1 + Swift 3 = 5 inches." in s.log[-1].text
    act(s, MoveTo(x=5, y=7), MoveOn())
    assert s.active.allowance == 7 and "moves on instead of attacking: rolls 4 + Swift 3 = 7 inches." in s.log[-1].text
    assert (5, 14) in {(a.x, a.y) for a in RULES.legal_actions(s)}  # 7 inches south, straight


def test_ruling_no_further_move_after_an_attack_or_an_order():
    s = battle({6: (5, 5)}, {7: (5, 6)})
    s.rng = Dice(1, 3, 3, 1, 1)
    act(s, Roll(), Activate(figure=6), Attack(target=7), Move(), MoveTo(x=4, y=4))
    assert RULES.decision(s).seats == (1,)
    s = battle({2: (5, 5), 6: (5, 8)}, {})
    s.rng = Dice(2, 1, 1)
    act(s, Roll(), Activate(figure=2), Order(figure=6), Move(), MoveTo(x=5, y=4))
    assert s.active.figure == 6  # Eshcol had no action left: the order's trooper acts


# -- orders ---------------------------------------------------------------------------------------------------------

def test_ruling_an_order_forgoes_one_action_the_other_is_move_or_attack():
    """Rulings Turn (forgo one action to order): after one order a sergeant keeps one action, either one."""
    s = battle({1: (5, 5), 3: (5, 8)}, {4: (5, 12)})
    s.rng = Dice(2, 3, 3)
    act(s, Roll(), Activate(figure=1), Order(figure=3), Move(), MoveTo(x=6, y=5))
    assert s.active.figure == 3  # Aner's activation ended by itself
    s = battle({1: (5, 5), 3: (5, 8)}, {4: (5, 12)})
    s.rng = Dice(2, 3, 3)
    act(s, Roll(), Activate(figure=1), Order(figure=3), Move(), MoveTo(x=5, y=5))
    s = battle({1: (5, 5), 3: (5, 8), 4: (6, 8)}, {4: (5, 12)})
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1), Order(figure=3), Order(figure=4))
    assert s.active.figure == 3 and [f for f, _ in s.queue] == [4]


def test_ruling_ordered_figures_act_after_the_orderer_in_the_order_given():
    s = battle({0: (10, 10), 3: (5, 5), 4: (6, 5), 5: (7, 5)}, {})
    s.rng = Dice(4)
    act(s, Roll(), Activate(figure=0), Order(figure=5), Order(figure=3), Order(figure=4))
    assert s.active.figure == 5 and [f for f, _ in s.queue] == [3, 4]
    act(s, EndActivation())
    assert s.active.figure == 3 and s.active.by_order
    assert RULES.legal_actions(s, kind="order") == []  # an ordered figure gives no orders
    act(s, EndActivation(), EndActivation())
    assert s.current == 1 and s.roll is None and s.turn == 2


def test_ruling_a_fallen_figure_ends_its_activation_and_its_orders_still_stand():
    """Ruling of this edition: an activated figure killed by counter-damage ends its activation; figures it
    ordered before still act."""
    s = battle({1: (5, 5), 3: (5, 8)}, {4: (5, 12)})
    side = s.sides[0]
    side.force = replace(side.force, figures=tuple(
        replace(f, damage=2) if f.id == 1 else f for f in side.force.figures))
    s.rng = Dice(2, 1, 6)  # Aner 1 + 1 = 2; the Shooter 6 - 1 + 1 = 6: double, within its range
    act(s, Roll(), Activate(figure=1), Order(figure=3), Attack(target=4))
    assert s.sides[0].squares[1] is None and "has fallen" in s.log[-2].text
    assert s.active.figure == 3


def test_ruling_the_activation_ends_by_itself_when_nothing_is_left():
    s = battle({6: (5, 5)}, {7: (5, 8)})
    s.rng = Dice(1, 1, 1, 3, 3)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=5, y=7))
    assert RULES.decision(s).kind == "activation"
    act(s, Attack(target=7))
    assert RULES.decision(s).kind == "roll" and s.current == 1


# -- naming ---------------------------------------------------------------------------------------------------------

def test_ruling_log_lines_name_each_figure_with_its_side():
    """Ruling of this edition: both forces may have a 'Trooper 1', so every figure in the log carries its side;
    two forces of one name carry the players' names too."""
    s = battle({3: (5, 5)}, {4: (5, 12)})
    s.rng = Dice(1, 3, 3)
    act(s, Roll(), Activate(figure=3), Attack(target=4))
    assert "Trooper 1 (Abramites) attacks Trooper 1 (Elamites)" in "\n".join(e.text for e in s.log)
    config = GameConfig(game="bashers", players=2, names=["Ann", "Bo"], options={"force2": "abramites"})
    twins = RULES.setup(config, 3)
    assert [side.label for side in twins.sides] == ["Abramites, Ann", "Abramites, Bo"]


def test_the_rules_page_names_only_tests_that_exist():
    """Every ruling on assets/bashers/rules.md names its test: each named test is a real one in this folder."""
    import re
    from pathlib import Path

    from bible_tabletop.paths import ASSETS

    page = (ASSETS / "bashers" / "rules.md").read_text(encoding="utf-8")
    here = Path(__file__).parent
    defined = {m for f in here.glob("test_bashers_*.py") for m in re.findall(r"def (test_\w+)", f.read_text())}
    named = set(re.findall(r"\b(test_(?!bashers_)\w+)", page))
    assert len(named) > 60 and named <= defined, sorted(named - defined)
