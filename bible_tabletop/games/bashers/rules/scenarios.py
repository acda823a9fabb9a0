"""Scenarios: the shipped battles (assets/bashers/scenarios/*.yaml) as plain objects the rules use.

A scenario file is checked twice on loading: by its schema (table_models.ScenarioFile) and by `problems` (the
map against its legend, the zones against the map); every problem comes back as `file:line: field: expected`.
The scenario's id is its file name without `.yaml`. Sides are numbered 1 and 2 in the order the file gives them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import yaml

from bible_tabletop.engine.data import DataError, DataProblem, _display, _field_path, _line_of, load_model
from bible_tabletop.games.bashers.rules.grid import Square
from bible_tabletop.games.bashers.rules.table_models import Loc, ScenarioFile, problems
from bible_tabletop.games.bashers.rules.terrain import TerrainMap
from bible_tabletop.paths import ASSETS

SCENARIOS = ASSETS / "bashers" / "scenarios"
_PARSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Scenario:
    """A battle: its map, each side's name and deployment zone (side 1 first), and how the game begins."""

    id: str
    name: str
    description: str
    terrain: TerrainMap
    sides: tuple[str, str]
    zones: tuple[frozenset[Square], frozenset[Square]]
    attacker: int | None  # 1 or 2, or None when nobody attacks
    first_turn: str  # "attacker" or "roll_off"
    first_deployment: str  # "attacker", "defender" or "roll_off"
    hidden_deployment: bool

    def zone(self, side: int) -> frozenset[Square]:
        """The deployment zone of side 1 or 2."""
        return self.zones[side - 1]

    @property
    def defender(self) -> int | None:
        return None if self.attacker is None else 3 - self.attacker

    def with_terrain(self, terrain: TerrainMap) -> "Scenario":
        return replace(self, terrain=terrain)


def from_file(scenario_id: str, data: ScenarioFile) -> Scenario:
    """The scenario a checked file describes."""
    a, b = data.sides
    return Scenario(scenario_id, data.name, " ".join(data.description.split()),
                    TerrainMap.from_rows(data.rows(), data.legend), (a.name, b.name),
                    (frozenset(a.squares()), frozenset(b.squares())), data.attacker, data.first_turn,
                    data.first_deployment, data.hidden_deployment)


def file_problems(path: Path, data: ScenarioFile) -> list[DataProblem]:
    """`problems(data)` with the file's name and line numbers (a map row's own line where the map is a `|`
    block)."""
    found = problems(data)
    if not found:
        return []
    root = yaml.compose(path.read_text(encoding="utf-8"), Loader=_PARSER)
    return [DataProblem(_display(path), _line(root, loc), _field_path(loc), expected) for loc, expected in found]


def _line(root: yaml.Node | None, loc: Loc) -> int:
    if loc[0] == "map" and len(loc) == 2 and isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "map" and isinstance(value, yaml.ScalarNode) and value.style in ("|", ">"):
                return value.start_mark.line + 2 + int(loc[1])
    return _line_of(root, loc)


def load_scenario(path: Path) -> Scenario:
    """The scenario in `path`, or a DataError naming every problem with its line."""
    data = load_model(path, ScenarioFile)
    found = file_problems(path, data)
    if found:
        raise DataError(found)
    return from_file(path.stem, data)


def scenario_files(folder: Path | None = None) -> list[Path]:
    return sorted((folder or SCENARIOS).glob("*.yaml"))


@lru_cache(maxsize=4)
def load_scenarios(folder: Path | None = None) -> dict[str, Scenario]:
    """Every scenario of the folder (the shipped ones by default, read through the data cache) by id, in file-name
    order."""
    if folder is None:
        from bible_tabletop.games.bashers.rules.shipped import shipped

        return {sid: from_file(sid, data) for sid, data in shipped("scenarios").items()}
    return {path.stem: load_scenario(path) for path in scenario_files(folder)}


def check_together(parts: list[tuple[Path, object]]) -> list[DataProblem]:
    """For `bible-tabletop validate`: the checks beyond the schema of every scenario file among `parts`."""
    return [p for path, data in parts if isinstance(data, ScenarioFile) for p in file_problems(path, data)]
