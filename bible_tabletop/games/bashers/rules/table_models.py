"""The YAML schema of a Bible Bashers scenario file (assets/bashers/scenarios/*.yaml).

A scenario names the battle, says in a paragraph what is going on, draws the map as 24 rows of 24 characters
(north first) read through its legend, gives each of the two sides a name and a deployment zone (boxes of squares,
x the column from the west edge, y the row from the north, both 0 to 23 and inclusive), and says who attacks (side
1 or 2, or nobody), who takes the first turn (the attacker, or a roll-off) and who places the first figure, and
whether deployment is hidden behind the curtain.

`problems(scenario)` lists what the schema alone cannot check (a map character missing from the legend, a zone on
blocking terrain, zones that overlap or that no path joins...), each with the place in the file it concerns.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints, field_validator, model_validator

from bible_tabletop.engine.data import DataModel
from bible_tabletop.games.bashers.rules.grid import SIZE, Square
from bible_tabletop.games.bashers.rules.paths import connected
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap

ZONE_MIN_SQUARES = 12  # the most figures a force can field: the leader and 11 troopers (Resourceful)

Coordinate = Annotated[int, Field(ge=0, le=SIZE - 1)]
Span = tuple[Coordinate, Coordinate]
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]


def _map_char(text: str) -> str:
    if len(text) != 1 or text.isspace():
        raise ValueError("a single character that is not a space")
    return text


MapChar = Annotated[str, AfterValidator(_map_char)]


class Box(DataModel):
    """A rectangle of squares: columns x[0] to x[1] and rows y[0] to y[1], both ends included."""

    x: Span
    y: Span

    @model_validator(mode="after")
    def _low_end_first(self) -> "Box":
        if self.x[0] > self.x[1] or self.y[0] > self.y[1]:
            raise ValueError("each span written low end first, e.g. x: [0, 23]")
        return self

    def squares(self) -> list[Square]:
        return [(x, y) for y in range(self.y[0], self.y[1] + 1) for x in range(self.x[0], self.x[1] + 1)]


class SideData(DataModel):
    """One of the two sides: its name in this scenario and where its figures deploy."""

    name: Name
    zone: list[Box] = Field(min_length=1, max_length=8)

    def squares(self) -> set[Square]:
        return {s for box in self.zone for s in box.squares()}


class ScenarioFile(DataModel):
    """One scenario file."""

    name: Name
    description: str = Field(min_length=40, max_length=1200)
    attacker: Literal[1, 2] | None = None
    first_turn: Literal["attacker", "roll_off"]
    first_deployment: Literal["attacker", "defender", "roll_off"]
    hidden_deployment: bool
    legend: dict[MapChar, Terrain] = Field(min_length=1)
    map: str
    sides: list[SideData] = Field(min_length=2, max_length=2)

    @field_validator("description")
    @classmethod
    def _one_paragraph(cls, text: str) -> str:
        if "\n" in text.strip():
            raise ValueError("one paragraph, written after `description: >` with no blank line")
        return text

    def rows(self) -> list[str]:
        return self.map.strip("\n").split("\n")


Loc = tuple[str | int, ...]


def problems(scenario: ScenarioFile) -> list[tuple[Loc, str]]:
    """What is wrong with a scenario beyond its schema, each as (place in the file, what was expected). A map
    row's place is ("map", row number). The zone checks run only on a well-formed map."""
    found = _turn_problems(scenario) + _map_problems(scenario)
    if not any(loc[0] == "map" for loc, _ in found):
        found += _zone_problems(scenario)
    return found


def _turn_problems(s: ScenarioFile) -> list[tuple[Loc, str]]:
    found: list[tuple[Loc, str]] = []
    if s.first_turn == "attacker" and s.attacker is None:
        found.append((("first_turn",), "roll_off when there is no attacker (or name the attacker: 1 or 2)"))
    if s.first_turn == "roll_off" and s.attacker is not None:
        found.append((("first_turn",), "attacker: a scenario with an attacker gives it the first turn"))
    if s.first_deployment != "roll_off" and s.attacker is None:
        found.append((("first_deployment",), "roll_off when there is no attacker and no defender"))
    return found


def _map_problems(s: ScenarioFile) -> list[tuple[Loc, str]]:
    rows = s.rows()
    if len(rows) != SIZE:
        return [(("map",), f"{SIZE} rows of {SIZE} characters (this map has {len(rows)} rows)")]
    found: list[tuple[Loc, str]] = []
    for y, row in enumerate(rows):
        unknown = sorted(set(row) - set(s.legend))
        if len(row) != SIZE:
            found.append((("map", y), f"{SIZE} characters in row {y + 1} (it has {len(row)})"))
        elif unknown:
            found.append((("map", y), f"only characters of the legend in row {y + 1} "
                                      f"({', '.join(repr(c) for c in unknown)} not in it)"))
    return found


def _zone_problems(s: ScenarioFile) -> list[tuple[Loc, str]]:
    terrain = TerrainMap.from_rows(s.rows(), s.legend)
    found: list[tuple[Loc, str]] = []
    for n, side in enumerate(s.sides):
        for b, box in enumerate(side.zone):
            walls = [sq for sq in box.squares() if terrain.is_blocking(sq)]
            if walls:
                (x, y), more = walls[0], len(walls) - 1
                found.append((("sides", n, "zone", b), f"no blocking terrain in a deployment zone (x {x}, y {y} "
                              f"is blocking" + (f", and {more} more)" if more else ")")))
        if len(side.squares()) < ZONE_MIN_SQUARES:
            found.append((("sides", n, "zone"), f"a zone of at least {ZONE_MIN_SQUARES} squares, room for "
                                                f"the biggest force (this one has {len(side.squares())})"))
    a, b = (side.squares() for side in s.sides)
    if a & b:
        found.append((("sides", 1, "zone"), f"zones that do not overlap ({len(a & b)} squares are in both)"))
    if not found and not connected(terrain, sorted(a | b)):
        found.append((("sides",), "zones that a figure can walk between: blocking terrain cuts one off"))
    return found
