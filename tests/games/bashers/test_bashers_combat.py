"""Combat: rulebook COMBAT, rulings 'Combat' (ranges, modifiers of attacker and defender, kill / 1 damage / nothing
/ counter-damage, damage limits, the record of the roll)."""

from __future__ import annotations

import pytest

from bible_tabletop.games.bashers.rules.combat import (attack_modifiers, attack_problem, could_attack, defence_modifiers,
                                                 fight, outcome)
from bible_tabletop.games.bashers.rules.forces_models import Figure

HERO_F = Figure(0, "Abram", "hero", "Fighter", leader=True)
SGT_T = Figure(1, "Aner", "sergeant", "Thrower")
TRP_S = Figure(2, "Archer", "trooper", "Shooter")
TRP_F = Figure(3, "Spear", "trooper", "Fighter")
TRP_T = Figure(4, "Slinger", "trooper", "Thrower")

CONTACT = dict(distance=1.0, in_contact=True, in_sight=True, cover=False, charged=False)


def far(inches: float, **table):
    return dict(distance=inches, in_contact=False, in_sight=True, cover=False, charged=False) | table


# --- Modifiers, each alone -----------------------------------------------------------------------------------------

def test_combat_attacker_hero_plus_2():
    assert attack_modifiers(Figure(0, "H", "hero", "Thrower"), ()) == [("Hero", 2)]


def test_combat_attacker_sergeant_plus_1():
    assert attack_modifiers(SGT_T, ()) == [("Sergeant", 1)]


def test_combat_a_trooper_and_a_thrower_add_nothing():
    assert attack_modifiers(TRP_T, ()) == [] and defence_modifiers(TRP_T, ()) == []


def test_combat_attacker_fighter_plus_1():
    assert attack_modifiers(TRP_F, ()) == [("Fighter", 1)]


def test_combat_attacker_shooter_minus_1():
    assert attack_modifiers(TRP_S, ()) == [("Shooter", -1)]


def test_combat_attacker_charged_plus_1():
    assert attack_modifiers(TRP_T, (), charged=True) == [("Charged", 1)]


def test_combat_attacker_strong_plus_1():
    assert attack_modifiers(TRP_T, ("Strong",)) == [("Strong", 1)]
    assert attack_modifiers(TRP_T, ("Tough",)) == []


def test_combat_defender_hero_sergeant_fighter_shooter():
    assert defence_modifiers(Figure(0, "H", "hero", "Thrower"), ()) == [("Hero", 2)]
    assert defence_modifiers(SGT_T, ()) == [("Sergeant", 1)]
    assert defence_modifiers(TRP_F, ()) == [("Fighter", 1)]
    assert defence_modifiers(TRP_S, ()) == [("Shooter", -1)]


def test_combat_defender_cover_plus_1():
    assert defence_modifiers(TRP_T, (), cover=True) == [("Cover", 1)]


def test_combat_defender_tough_plus_1():
    assert defence_modifiers(TRP_T, ("Tough",)) == [("Tough", 1)]
    assert defence_modifiers(TRP_T, ("Strong",)) == []


def test_combat_giants_bring_strong_and_tough():
    assert attack_modifiers(TRP_T, ("Giants",)) == [("Strong", 1)]
    assert defence_modifiers(TRP_T, ("Giants",)) == [("Tough", 1)]


# --- Modifiers together --------------------------------------------------------------------------------------------

def test_combat_every_attacker_modifier_together():
    assert attack_modifiers(HERO_F, ("Strong",), charged=True) == [("Hero", 2), ("Fighter", 1), ("Charged", 1),
                                                                    ("Strong", 1)]
    assert attack_modifiers(Figure(1, "S", "sergeant", "Shooter"), ("Giants",)) == [("Sergeant", 1),
                                                                                    ("Shooter", -1), ("Strong", 1)]


def test_combat_every_defender_modifier_together():
    assert defence_modifiers(HERO_F, ("Tough",), cover=True) == [("Hero", 2), ("Fighter", 1), ("Cover", 1),
                                                                  ("Tough", 1)]


def test_ruling_charged_counts_for_any_role_attacking_in_contact():
    """The charge bonus is for an attack in base-to-base contact, whatever the attacker's role: a Thrower that was
    in contact with no enemy and throws from distance gets none, one that closed in gets it."""
    assert fight(TRP_T, TRP_T, (), (), (3, 3), **far(5, charged=True)).attacker_modifiers == ()
    assert fight(TRP_T, TRP_T, (), (), (3, 3), **(CONTACT | {"charged": True})).attacker_modifiers == \
        (("Charged", 1),)
    record = fight(TRP_F, TRP_T, (), (), (3, 3), **(CONTACT | {"charged": True}))
    assert record.attacker_modifiers == (("Fighter", 1), ("Charged", 1))


def test_ruling_cover_counts_only_for_an_attack_from_distance():
    """Cover is against attacks from distance, i.e. from out of base-to-base contact: a figure in light terrain
    attacked by a Fighter, or by a Shooter standing beside it, gets none."""
    assert fight(TRP_F, TRP_T, (), (), (3, 3), **(CONTACT | {"cover": True})).defender_modifiers == ()
    assert fight(TRP_S, TRP_T, (), (), (3, 3), **(CONTACT | {"cover": True})).defender_modifiers == ()
    assert fight(TRP_T, TRP_T, (), (), (3, 3), **far(5, cover=True)).defender_modifiers == (("Cover", 1),)


# --- Range and sight -----------------------------------------------------------------------------------------------

def test_combat_range_fighter_only_in_contact():
    assert attack_problem(TRP_F, (), distance=1.5, in_contact=False, in_sight=True) == \
        "Spear is a Fighter and attacks only a figure in base-to-base contact."
    assert could_attack(TRP_F, ("Hunter",), distance=1.4, in_contact=True, in_sight=True)


def test_ruling_a_fighter_in_contact_needs_no_line_of_sight():
    """Ruling: the rulings ask line of sight of Throwers and Shooters; a Fighter touches its target."""
    assert could_attack(TRP_F, (), distance=1.4, in_contact=True, in_sight=False)


def test_combat_range_thrower_12_shooter_24_inches():
    assert could_attack(TRP_T, (), distance=12.0, in_contact=False, in_sight=True)
    assert attack_problem(TRP_T, (), distance=12.1, in_contact=False, in_sight=True) == \
        "Slinger is a Thrower and reaches 12 inches; the target is 12.1 away."
    assert could_attack(TRP_S, (), distance=24.0, in_contact=False, in_sight=True)
    assert not could_attack(TRP_S, (), distance=24.2, in_contact=False, in_sight=True)


def test_combat_range_hunter_adds_3_inches():
    assert could_attack(TRP_T, ("Hunter",), distance=15.0, in_contact=False, in_sight=True)
    assert not could_attack(TRP_T, ("Hunter",), distance=15.1, in_contact=False, in_sight=True)
    assert could_attack(TRP_S, ("Hunter",), distance=27.0, in_contact=False, in_sight=True)
    assert not could_attack(TRP_S, ("Giants",), distance=25.0, in_contact=False, in_sight=True)


def test_combat_throwers_and_shooters_need_line_of_sight():
    for figure in (TRP_T, TRP_S):
        assert attack_problem(figure, (), distance=3, in_contact=False, in_sight=False) == \
            f"{figure.name} cannot see the target."


def test_combat_an_attack_out_of_range_is_refused():
    with pytest.raises(ValueError, match="reaches 12 inches"):
        fight(TRP_T, TRP_F, (), (), (6, 1), **far(13))
    with pytest.raises(ValueError, match="1 to 6"):
        fight(TRP_F, TRP_F, (), (), (7, 1), **CONTACT)


# --- The outcome ---------------------------------------------------------------------------------------------------

def test_combat_kill_at_exactly_double():
    assert outcome(6, 3, defender_could_attack=True) == "kill"
    assert outcome(7, 3, defender_could_attack=True) == "kill"


def test_combat_one_damage_when_higher_but_less_than_double():
    assert outcome(5, 3, defender_could_attack=True) == "damage"
    assert outcome(4, 3, defender_could_attack=True) == "damage"


def test_combat_a_draw_does_nothing():
    assert outcome(4, 4, defender_could_attack=True) == "nothing"


def test_combat_defender_higher_but_less_than_double_does_nothing():
    assert outcome(3, 5, defender_could_attack=True) == "nothing"


def test_combat_counter_damage_when_defender_at_least_double_and_could_attack_back():
    assert outcome(3, 6, defender_could_attack=True) == "counter"
    assert outcome(3, 6, defender_could_attack=False) == "nothing"


def test_ruling_a_score_of_nothing_is_doubled_by_any_higher_score():
    """Ruling: a Shooter trooper rolling 1 scores 0; any higher score is at least double 0."""
    assert outcome(1, 0, defender_could_attack=True) == "kill"
    assert outcome(0, 1, defender_could_attack=True) == "counter"
    assert outcome(0, 0, defender_could_attack=True) == "nothing"


def test_combat_counter_damage_a_fighter_not_in_contact_cannot_strike_back():
    record = fight(TRP_S, HERO_F, (), (), (1, 6), **far(10))
    assert record.defender_score >= 2 * record.attacker_score and record.outcome == "nothing"
    assert record.attacker_after.damage == 0


def test_combat_counter_damage_a_thrower_out_of_range_cannot_strike_back():
    record = fight(TRP_S, SGT_T, (), (), (1, 6), **far(20))
    assert record.outcome == "nothing"
    hunter = fight(TRP_S, SGT_T, (), ("Hunter",), (1, 6), **far(15))  # the defender's own Hunter reaches 15
    assert hunter.outcome == "counter" and hunter.attacker_after.damage == 1


def test_combat_counter_damage_without_line_of_sight_cannot_strike_back():
    """A Fighter attacks in contact without sight (ruling); the Thrower it attacked cannot see to strike back."""
    record = fight(TRP_F, SGT_T, (), (), (1, 6), **(CONTACT | {"in_sight": False}))
    assert (record.attacker_score, record.defender_score, record.outcome) == (2, 7, "nothing")
    assert fight(TRP_F, SGT_T, (), (), (1, 6), **CONTACT).outcome == "counter"


def test_combat_counter_damage_a_fighter_in_contact_strikes_back():
    record = fight(TRP_F, HERO_F, (), (), (1, 2), **CONTACT)
    assert (record.attacker_score, record.defender_score, record.outcome) == (2, 5, "counter")
    assert record.attacker_after.damage == 1 and not record.attacker_killed and record.defender_after == HERO_F


# --- Damage and the record -----------------------------------------------------------------------------------------

def test_combat_kill_removes_the_defender_whatever_its_damage():
    record = fight(HERO_F, Figure(5, "Giant", "hero", "Thrower"), (), ("Giants",), (6, 1), **CONTACT)
    assert record.outcome == "kill" and record.defender_killed and record.defender_after.damage == 5


def test_combat_damage_limits_trooper_2_sergeant_3_hero_4():
    for rank, limit, die in (("trooper", 2, 4), ("sergeant", 3, 3), ("hero", 4, 2)):
        victim = Figure(5, "V", rank, "Thrower", damage=limit - 2)
        once = fight(TRP_T, victim, (), (), (6, die), **far(3))  # 6 against 4: higher, less than double
        assert once.outcome == "damage" and not once.defender_killed, rank
        twice = fight(TRP_T, once.defender_after, (), (), (6, die), **far(3))
        assert twice.defender_killed and twice.defender_after.damage == limit, rank


def test_combat_giants_take_one_more_damage():
    giant = Figure(5, "Saph", "trooper", "Thrower", damage=1)
    hit = fight(SGT_T, giant, (), ("Giants",), (5, 4), **far(3))  # 6 against 5: one damage
    assert hit.outcome == "damage" and hit.defender_after.damage == 2 and not hit.defender_killed
    assert fight(SGT_T, giant, (), (), (5, 4), **far(3)).defender_killed


def test_combat_counter_damage_can_kill_the_attacker():
    wounded = Figure(3, "Spear", "trooper", "Fighter", damage=1)
    record = fight(wounded, HERO_F, (), (), (1, 3), **CONTACT)
    assert record.outcome == "counter" and record.attacker_killed and record.attacker_after.damage == 2


def test_combat_the_record_shows_every_roll_modifier_and_the_outcome():
    record = fight(HERO_F, Figure(5, "Tidal", "sergeant", "Shooter"), ("Strong",), ("Tough",), (4, 2),
                   **(CONTACT | {"charged": True}))
    first, result = record.lines()
    assert first == ("Abram attacks Tidal: Abram rolls 4 + Hero 2 + Fighter 1 + Charged 1 + Strong 1 = 9; "
                     "Tidal rolls 2 + Sergeant 1 - Shooter 1 + Tough 1 = 3.")
    assert result == "Abram scores at least double: Tidal is killed."
    draw = fight(TRP_T, TRP_T, (), (), (3, 3), **far(4))
    assert draw.lines()[1] == "A draw: nothing happens."
    hit = fight(TRP_T, TRP_T, (), (), (3, 2), **far(4))
    assert hit.lines()[1] == "Slinger scores higher: Slinger takes 1 damage (1 taken)."
