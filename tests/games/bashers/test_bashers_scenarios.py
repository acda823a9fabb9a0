"""Scenarios: the shipped battles, their checks with file:line, and maps generated from a seed (rulings, Scenarios
and deployment; rulebook, Setting up the game)."""

from pathlib import Path

import pytest

from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.games.bashers.rules import mapgen
from bible_tabletop.games.bashers.rules.grid import SIZE
from bible_tabletop.games.bashers.rules.mapgen import MIN_LIGHT, PITCHED_ZONES, generate_map, playable
from bible_tabletop.games.bashers.rules.paths import connected
from bible_tabletop.games.bashers.rules.scenarios import SCENARIOS, check_together, load_scenario, load_scenarios
from bible_tabletop.games.bashers.rules.table_models import ZONE_MIN_SQUARES, ScenarioFile
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

PITCHED = SCENARIOS / "pitched-battle.yaml"


def test_at_least_three_scenarios_ship_each_with_a_map_zones_and_an_attacker_or_none():
    """Rulings, Scenarios and deployment: a pitched battle, an ambush and one of our own."""
    scenarios = load_scenarios()
    assert {"pitched-battle", "ambush", "well"} <= set(scenarios)
    for s in scenarios.values():
        assert len(s.terrain.cells) == SIZE * SIZE and len(s.sides) == 2 and s.attacker in (None, 1, 2)
        assert s.name and len(s.description) >= 40 and "\n" not in s.description


def test_the_pitched_battle_has_no_attacker_and_zones_within_4_inches_of_opposite_edges():
    """Rulings: a pitched battle (no attacker; deploy within 4 inches of opposite edges; roll off for first turn)."""
    s = load_scenarios()["pitched-battle"]
    assert s.attacker is None and s.defender is None
    assert s.first_turn == "roll_off" and s.first_deployment == "roll_off" and not s.hidden_deployment
    near_north = {(x, y) for x in range(SIZE) for y in range(SIZE) if y + 0.5 <= 4}
    near_south = {(x, y) for x in range(SIZE) for y in range(SIZE) if SIZE - (y + 0.5) <= 4}
    assert s.zone(1) == near_north and s.zone(2) == near_south
    assert s.zones == PITCHED_ZONES


def test_in_the_ambush_the_attacker_goes_first_and_deployment_is_hidden():
    """Rulings: an ambush (the attacker goes first); rulebook, Setting up the game: the attacker takes the first
    turn. Our zones: the ambushers along the north and south edges, the camp on the road across the middle."""
    s = load_scenarios()["ambush"]
    assert s.attacker == 1 and s.defender == 2 and s.first_turn == "attacker"
    assert s.hidden_deployment and s.first_deployment == "defender"
    assert all(y <= 3 or y >= 20 for _, y in s.zone(1))
    assert all(10 <= y <= 13 for _, y in s.zone(2))


def test_the_contested_well_raiders_in_the_corners_keepers_round_the_well():
    s = load_scenarios()["well"]
    assert s.attacker == 1 and s.first_turn == "attacker"
    assert {(0, 0), (23, 0), (0, 23), (23, 23)} <= s.zone(1)
    assert s.terrain.kind((11, 11)) is Terrain.LIGHT and (11, 11) in s.zone(2)  # the well's low wall


@pytest.mark.parametrize("scenario_id", ["pitched-battle", "ambush", "well"])
def test_every_shipped_zone_is_free_of_blocking_terrain_roomy_apart_and_joined_by_a_path(scenario_id):
    s = load_scenarios()[scenario_id]
    a, b = s.zones
    assert not a & b and len(a) >= ZONE_MIN_SQUARES and len(b) >= ZONE_MIN_SQUARES
    assert not any(s.terrain.is_blocking(q) for q in a | b)
    assert connected(s.terrain, sorted(a | b))
    assert playable(s.terrain, s.zones) == []


def test_the_validate_check_finds_nothing_wrong_with_the_shipped_files():
    parts = [(p, load_model(p, ScenarioFile)) for p in sorted(SCENARIOS.glob("*.yaml"))]
    assert len(parts) >= 3 and check_together(parts) == []


def _broken(tmp_path: Path, old: str, new: str, count: int = 1) -> list[str]:
    text = PITCHED.read_text()
    assert old in text
    path = tmp_path / "broken.yaml"
    path.write_text(text.replace(old, new, count))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    return [str(p).replace(str(path), "broken.yaml") for p in err.value.problems]


def _line_of(text: str) -> int:
    return PITCHED.read_text().split("\n").index(text) + 1


def test_a_map_character_missing_from_the_legend_is_refused_at_its_row(tmp_path):
    row = "  ..........~~~..........."
    assert _broken(tmp_path, row, row.replace("~~~", "~~X")) == [
        f"broken.yaml:{_line_of(row)}: map[4]: only characters of the legend in row 5 ('X' not in it)"]


def test_a_short_row_and_a_missing_row_are_refused(tmp_path):
    row = "  ..........~~~..........."
    assert _broken(tmp_path, row, row[:-1]) == [
        f"broken.yaml:{_line_of(row)}: map[4]: 24 characters in row 5 (it has 23)"]
    problems = _broken(tmp_path, row + "\n", "")
    assert len(problems) == 1 and "map: 24 rows of 24 characters (this map has 23 rows)" in problems[0]


def test_a_zone_on_blocking_terrain_is_refused(tmp_path):
    problems = _broken(tmp_path, "y: [0, 3]", "y: [0, 5]")
    assert problems == [f"broken.yaml:{_line_of('      - {x: [0, 23], y: [0, 3]}')}: sides[0].zone[0]: no blocking "
                        "terrain in a deployment zone (x 2, y 5 is blocking, and 4 more)"]


def test_overlapping_zones_are_refused(tmp_path):
    problems = _broken(tmp_path, "y: [20, 23]", "y: [2, 3]")
    assert len(problems) == 1 and "sides[1].zone: zones that do not overlap (48 squares are in both)" in problems[0]


def test_zones_no_path_joins_are_refused(tmp_path):
    row = "  ...............~~......."
    problems = _broken(tmp_path, row, "  " + "#" * 24)
    assert len(problems) == 1 and problems[0].endswith(
        "sides: zones that a figure can walk between: blocking terrain cuts one off")


def test_a_zone_too_small_for_the_biggest_force_is_refused(tmp_path):
    problems = _broken(tmp_path, "{x: [0, 23], y: [0, 3]}", "{x: [0, 10], y: [0, 0]}")
    assert len(problems) == 1 and "a zone of at least 12 squares" in problems[0]


@pytest.mark.parametrize("old, new, expected", [
    ("first_turn: roll_off", "first_turn: attacker", "first_turn: roll_off when there is no attacker"),
    ("first_deployment: roll_off", "first_deployment: defender", "first_deployment: roll_off when there is no"),
    ("attacker: null", "attacker: 2", "first_turn: attacker: a scenario with an attacker gives it the first turn"),
    ("attacker: null", "attacker: 3", "attacker: Input should be 1 or 2"),
    ('"~": light', '"~~": light', "a single character that is not a space"),
    ('"~": light', '"~": swamp', "legend.~: Input should be 'open', 'light' or 'blocking'"),
    ("y: [0, 3]", "y: [3, 0]", "sides[0].zone[0]: each span written low end first"),
    ("y: [0, 3]", "y: [0, 24]", "sides[0].zone[0].y[1]: Input should be less than or equal to 23"),
    ("hidden_deployment: false", "hidden_deployment: false\nfog: true", "fog: Extra inputs are not permitted"),
    ("break up the middle,", "break up the middle,\n\n ", "description: one paragraph"),
])
def test_each_broken_field_is_named_with_its_line(tmp_path, old, new, expected):
    problems = _broken(tmp_path, old, new)
    assert any(expected in p for p in problems), problems
    assert all(p.startswith("broken.yaml:") and p.split(":")[1].isdigit() for p in problems)


def test_a_legend_may_use_characters_of_its_own():
    """The well's map draws houses with H and the well's low wall with o."""
    s = load_scenarios()["well"]
    text = (SCENARIOS / "well.yaml").read_text()
    assert '"H": blocking' in text and '"o": light' in text
    assert s.terrain.kind((8, 2)) is Terrain.BLOCKING


# Maps generated from a seed.

ZONE_SETS = [PITCHED_ZONES] + [s.zones for s in load_scenarios().values()]


@pytest.mark.parametrize("zones", ZONE_SETS, ids=["pitched", *load_scenarios()])
def test_a_generated_map_is_always_playable(zones):
    """Every seed gives a map whose zones hold no blocking terrain, are joined by a path, with cover."""
    for seed in range(120):
        terrain = generate_map(seed, zones)
        assert playable(terrain, zones) == [], seed
        assert len(terrain.squares(Terrain.LIGHT)) >= MIN_LIGHT


def test_generated_maps_have_blocking_terrain_and_differ_by_seed_and_repeat_by_seed():
    maps = [generate_map(seed) for seed in range(40)]
    assert len({m.cells for m in maps}) == 40
    assert generate_map(11) == maps[11]
    assert sum(bool(m.squares(Terrain.BLOCKING)) for m in maps) >= 36


def test_a_generated_map_is_the_same_seen_from_either_side():
    """Our ruling for generated maps: a half turn about the centre leaves the map as it was."""
    for seed in range(20):
        rows = generate_map(seed).rows()
        assert rows == [row[::-1] for row in reversed(rows)]


def test_when_no_drawn_map_is_playable_the_blocking_terrain_is_dropped(monkeypatch):
    def walled(rng, clear):
        drawn = {(x, 12): Terrain.BLOCKING for x in range(SIZE)}
        drawn.update({(x, 8): Terrain.LIGHT for x in range(SIZE)})
        return drawn

    monkeypatch.setattr(mapgen, "_draw", walled)
    terrain = generate_map(1)
    assert playable(terrain, PITCHED_ZONES) == [] and terrain.squares(Terrain.BLOCKING) == []
    assert terrain == TerrainMap.with_terrain({(x, 8): Terrain.LIGHT for x in range(SIZE)})
