"""The force builder's rules: rulebook BUILDING A FORCE, rulings 'Building a force', and the force files."""

from __future__ import annotations

import textwrap

import pytest
import yaml

from bible_tabletop.engine.data import DataError
from bible_tabletop.games.bashers.rules.forces import cost, load_force, points_left, problems, shipped_forces, summary
from bible_tabletop.games.bashers.rules.forces_models import (FORCES, Figure, Force, applies, damage_limit, to_file,
                                                        to_force)
from bible_tabletop.games.bashers.rules.options import FORCE_IDS

from bashers_helpers import new_game


def force(*ranks: str, buffs=(), role="Fighter", leader_rank="hero") -> Force:
    """A Leader (a hero Fighter) and one figure per rank given, named by their place."""
    figures = [Figure(0, "Leader", leader_rank, role, leader=True)]
    figures += [Figure(i, f"F{i}", rank, role) for i, rank in enumerate(ranks, 1)]
    return Force("Test", tuple(buffs), tuple(figures))


def write(tmp_path, text: str):
    path = tmp_path / "force.yaml"
    path.write_text(textwrap.dedent(text))
    return path


# --- Ready-made forces ---------------------------------------------------------------------------------------------

def test_building_a_force_the_ready_made_forces_are_legal():
    forces = shipped_forces()
    assert {f.name for f in forces} == {"Abram's band", "Abramites", "Elamites", "Israelites", "Philistines"}
    for f in forces:
        assert problems(f) == [], f.name
        assert points_left(f) >= 0


def test_building_a_force_the_rulebooks_example_force_ships_as_printed():
    """Rulebook BUILDING A FORCE, its example force exactly as printed: Leader Abram (Fighter), sergeants Joab
    (Thrower) and Simeon (Fighter), 3 trooper Shooters, 3 trooper Fighters, no buffs; a ready-made choice of its own."""
    example = load_force(FORCES / "rulebook-example.yaml")
    assert example.name == "Abram's band" and example.buffs == () and "rulebook's example" in example.about
    assert [(f.name, f.rank, f.role) for f in example.figures] == [
        ("Abram", "hero", "Fighter"), ("Joab", "sergeant", "Thrower"), ("Simeon", "sergeant", "Fighter"),
        *[(f"Trooper {n}", "trooper", "Shooter") for n in (1, 2, 3)],
        *[(f"Trooper {n}", "trooper", "Fighter") for n in (4, 5, 6)]]
    assert example.leader.leader and points_left(example) == 0 and problems(example) == []
    assert "rulebook-example" in FORCE_IDS and new_game(force1="rulebook-example").sides[0].force.name == "Abram's band"


def test_building_a_force_the_abramites_are_the_rulebook_playtest_roster():
    """The Abramites: the example's roster (a Fighter Leader, a Thrower and a Fighter sergeant, 3 trooper
    Shooters, 3 trooper Fighters, 10 points) with sergeants and buffs of their own."""
    abramites = load_force(FORCES / "abramites.yaml")
    roster = sorted((f.rank, f.role) for f in abramites.figures)
    assert roster == sorted([("hero", "Fighter"), ("sergeant", "Thrower"), ("sergeant", "Fighter")]
                            + [("trooper", "Shooter")] * 3 + [("trooper", "Fighter")] * 3)
    assert abramites.leader.name == "Abram" and points_left(abramites) == 0


def test_building_a_force_philistines_are_giants_and_named_from_the_bible():
    philistines = load_force(FORCES / "philistines.yaml")
    assert philistines.buffs == ("Giants",)
    assert philistines.leader.name == "Goliath" and philistines.leader.ref == "1 Samuel 17:4"
    assert all(f.ref for f in philistines.figures)


# --- Points --------------------------------------------------------------------------------------------------------

def test_building_a_force_costs_hero_3_sergeant_2_trooper_1_leader_free():
    f = force("hero", "sergeant", "trooper")
    assert [cost(x, f.buffs) for x in f.figures] == [0, 3, 2, 1]


def test_building_a_force_ten_points_to_spend():
    assert problems(force("hero", "hero", "sergeant", "trooper", "trooper")) == []  # 3+3+2+1+1 = 10
    assert problems(force("hero", "hero", "sergeant", "sergeant")) == []  # 3+3+2+2 = 10
    reasons = problems(force("hero", "hero", "sergeant", "sergeant", "trooper"))  # 11
    assert len(reasons) == 1 and "11 points" in reasons[0] and "10" in reasons[0]


def test_ruling_points_may_be_left_unspent():
    """Ruling: the 10 points are a ceiling; a smaller force is legal and the builder shows the points left."""
    small = force("trooper")
    assert problems(small) == [] and summary(small).left == 9


def test_building_a_force_resourceful_gives_eleven_points():
    eleven = ("hero", "hero", "sergeant", "sergeant", "trooper")
    assert problems(force(*eleven, buffs=["Resourceful", "Strong"])) == []
    assert points_left(force(*eleven, buffs=["Resourceful"])) == 0
    reasons = problems(force(*eleven, "trooper", buffs=["Resourceful"]))
    assert len(reasons) == 1 and "12 points" in reasons[0] and "11" in reasons[0]


# --- Giants --------------------------------------------------------------------------------------------------------

def test_building_a_force_giants_every_figure_but_the_leader_costs_one_more():
    giants = force("hero", "sergeant", "trooper", buffs=["Giants"])
    assert [cost(x, giants.buffs) for x in giants.figures] == [0, 4, 3, 2]
    assert problems(force(*["trooper"] * 5, buffs=["Giants"])) == []  # 5 x 2 = 10
    reasons = problems(force(*["trooper"] * 6, buffs=["Giants"]))
    assert len(reasons) == 1 and "12 points" in reasons[0] and "Giants" in reasons[0]


def test_building_a_force_giants_take_one_more_damage():
    assert [damage_limit(r, ()) for r in ("trooper", "sergeant", "hero")] == [2, 3, 4]
    assert [damage_limit(r, ("Giants",)) for r in ("trooper", "sergeant", "hero")] == [3, 4, 5]
    giants = force("sergeant", "trooper", buffs=["Giants"])
    assert [line.damage_limit for line in summary(giants).figures] == [5, 4, 3]


def test_building_a_force_giants_bring_strong_tough_and_swift():
    assert all(applies(("Giants",), b) for b in ("Strong", "Tough", "Swift"))
    assert not any(applies(("Giants",), b) for b in ("Hunter", "Leadership", "Resourceful"))
    line = summary(force("trooper", buffs=["Giants"])).figures[1]
    assert ("Strong", 1) in line.attack and ("Tough", 1) in line.defence and line.move == "2D6 + 3 inches"


def test_building_a_force_giants_allow_no_second_buff():
    reasons = problems(force("trooper", buffs=["Giants", "Hunter"]))
    assert len(reasons) == 1 and "Giants is taken alone" in reasons[0] and "Hunter" in reasons[0]


# --- Buffs ---------------------------------------------------------------------------------------------------------

def test_building_a_force_the_same_buff_cannot_be_picked_twice():
    reasons = problems(force("trooper", buffs=["Strong", "Strong"]))
    assert len(reasons) == 1 and "Strong is chosen twice" in reasons[0]


def test_building_a_force_two_buffs_at_most():
    reasons = problems(force("trooper", buffs=["Strong", "Tough", "Swift"]))
    assert len(reasons) == 1 and "at most 2 buffs" in reasons[0]


def test_ruling_fewer_than_two_buffs_is_legal():
    """Ruling: the rulebook says a player 'can' pick two buffs; none or one is allowed."""
    assert problems(force("trooper")) == [] and problems(force("trooper", buffs=["Hunter"])) == []


# --- Leader, names, every reason -----------------------------------------------------------------------------------

def test_building_a_force_the_leader_is_a_hero():
    reasons = problems(force("trooper", leader_rank="sergeant"))
    assert reasons == ["The Leader Leader must be a hero."]


def test_ruling_figure_names_are_unique_in_a_force():
    """Ruling: every figure of a force has its own name, so the log and the orders are never ambiguous."""
    twins = Force("Test", (), (Figure(0, "Aner", "hero", "Fighter", leader=True), Figure(1, "aner", "trooper",
                                                                                          "Fighter")))
    assert problems(twins) == ["Two figures are named aner; give each its own name."]


def test_building_a_force_an_illegal_force_gets_every_reason():
    bad = force("hero", "hero", "hero", "hero", buffs=["Giants", "Strong", "Strong"], leader_rank="trooper")
    reasons = problems(bad)
    assert len(reasons) == 4
    assert any("must be a hero" in r for r in reasons) and any("chosen twice" in r for r in reasons)
    assert any("Giants is taken alone" in r for r in reasons) and any("16 points" in r for r in reasons)


# --- The builder's summary -----------------------------------------------------------------------------------------

def test_building_a_force_summary_points_damage_and_modifiers():
    f = Force("Test", ("Strong", "Hunter"), (Figure(0, "Abram", "hero", "Fighter", leader=True),
                                             Figure(1, "Aner", "sergeant", "Shooter"),
                                             Figure(2, "T", "trooper", "Thrower")))
    s = summary(f)
    assert (s.budget, s.spent, s.left, s.problems) == (10, 3, 7, ())
    abram, aner, t = s.figures
    assert abram.attack == (("Hero", 2), ("Fighter", 1), ("Strong", 1)) and abram.defence == (("Hero", 2),
                                                                                                 ("Fighter", 1))
    assert aner.attack == (("Sergeant", 1), ("Shooter", -1), ("Strong", 1)) and aner.reach == "27 inches"
    assert t.attack == (("Strong", 1),) and t.defence == () and t.reach == "15 inches"
    assert abram.reach == "base-to-base contact" and abram.orders.endswith("within 12 inches")
    assert (abram.damage_limit, aner.damage_limit, t.damage_limit) == (4, 3, 2)
    assert t.orders == "gives no orders" and aner.orders == "orders troopers within 12 inches"


def test_building_a_force_summary_of_an_illegal_force_shows_negative_points_left():
    s = summary(force("hero", "hero", "hero", "hero"))
    assert s.left == -2 and len(s.problems) == 1


# --- Force files ---------------------------------------------------------------------------------------------------

def test_force_file_unnamed_figures_are_numbered_by_rank(tmp_path):
    path = write(tmp_path, """\
        name: Band
        leader: {role: Shooter}
        figures:
          - {rank: trooper, role: Fighter}
          - {rank: sergeant, role: Fighter}
          - {rank: trooper, role: Thrower}
        """)
    assert [f.name for f in load_force(path).figures] == ["Hero 1", "Trooper 1", "Sergeant 1", "Trooper 2"]


def test_force_file_a_broken_file_gets_file_line_field_expected(tmp_path):
    path = write(tmp_path, """\
        name: Band
        leader: {name: Abram, role: Fighter}
        figures:
          - {rank: trooper, role: Fighter}
          - {rank: captain, role: Archer}
        colour: red
        """)
    with pytest.raises(DataError) as caught:
        load_force(path)
    said = [str(p) for p in caught.value.problems]
    assert any(s.endswith(":5: figures[1].rank: Input should be 'hero', 'sergeant' or 'trooper'") for s in said)
    assert any(s.endswith(":5: figures[1].role: Input should be 'Fighter', 'Thrower' or 'Shooter'") for s in said)
    assert any(":6: colour:" in s for s in said) and len(said) == 3


def test_force_file_a_reference_must_be_a_real_place(tmp_path):
    path = write(tmp_path, """\
        name: Band
        leader: {name: Abram, role: Fighter, ref: Genesis 51:1}
        """)
    with pytest.raises(DataError) as caught:
        load_force(path)
    assert [p.field for p in caught.value.problems] == ["leader.ref"] and "50 chapters" in str(caught.value)


def test_force_file_an_illegal_force_gets_each_reason_with_its_line(tmp_path):
    path = write(tmp_path, """\
        name: Band
        buffs: [Giants, Strong]
        leader: {name: Abram, role: Fighter}
        figures:
          - {rank: hero, name: Abram, role: Fighter}
          - {rank: hero, role: Fighter}
          - {rank: hero, role: Fighter}
        """)
    with pytest.raises(DataError) as caught:
        load_force(path)
    where = [(p.line, p.field) for p in caught.value.problems]
    assert where == [(2, "buffs"), (4, "figures"), (5, "figures[0].name")]
    assert "Giants is taken alone" in caught.value.problems[0].expected
    assert "12 points" in caught.value.problems[1].expected


def test_force_file_a_built_force_saves_and_loads_back(tmp_path):
    built = Force("Band", ("Swift", "Hunter"), (Figure(0, "Abram", "hero", "Thrower", leader=True, ref="Genesis 14:14"),
                                                Figure(1, "Aner", "sergeant", "Shooter")))
    path = tmp_path / "band.yaml"
    path.write_text(yaml.safe_dump(to_file(built).model_dump(exclude_defaults=True), sort_keys=False))
    assert load_force(path) == built and to_force(to_file(built)) == built
