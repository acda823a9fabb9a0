"""Bible Bashers' data files for `validate` (engine/spec.py): scenarios and forces, each by its folder, and the
checks beyond each schema (a scenario's map and zones, a force's points and buffs) with their file:line."""

from __future__ import annotations

from pathlib import Path

from bible_tabletop.engine.data import DataProblem
from bible_tabletop.games.bashers.rules import forces, scenarios
from bible_tabletop.games.bashers.rules.forces_models import ForceFile
from bible_tabletop.games.bashers.rules.table_models import ScenarioFile

SCHEMAS = {"scenarios/*.yaml": ScenarioFile, "forces/*.yaml": ForceFile}


def check_together(parts: list[tuple[Path, object]]) -> list[DataProblem]:
    """Every scenario's and every force's own checks (a force file that loads may still be an illegal force)."""
    found = scenarios.check_together(parts)
    return found + [p for path, data in parts if isinstance(data, ForceFile) for p in forces.file_problems(path, data)]

