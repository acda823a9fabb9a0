"""`bible-tabletop validate`: every shipped data file, or the given files and folders, against its schema."""

from __future__ import annotations

import importlib
from pathlib import Path

from bible_tabletop.engine.data import DataError, DataProblem, load_model
from bible_tabletop.paths import ASSETS

# game folder -> module with SCHEMAS (file name -> model)
SCHEMA_MODULES = {
    "barbarians": "bible_tabletop.games.barbarians.models",
    "brawl": "bible_tabletop.games.brawl.models",
    "tribond": "bible_tabletop.games.tribond.models",
}


def _schema_for(path: Path):
    game = path.parent.name
    module = SCHEMA_MODULES.get(game)
    if module is None:
        return None
    return importlib.import_module(module).SCHEMAS.get(path.name)


def _files(paths: list[Path]) -> tuple[list[Path], list[DataProblem]]:
    files, problems = [], []
    for p in paths or [ASSETS]:
        if p.is_dir():
            files += sorted(x for x in p.rglob("*.yaml") if x.is_file())
        elif p.is_file():
            files.append(p)
        else:
            problems.append(DataProblem(str(p), 1, "(file)", "an existing YAML file or folder"))
    return files, problems


def validate(paths: list[Path]) -> tuple[list[DataProblem], int]:
    """All problems found (empty when clean) and the number of files checked; files of one game folder are
    also checked together where the game asks for it (e.g. no clue triple in two TriBond files)."""
    files, problems = _files(paths)
    loaded: dict[str, list] = {}  # game folder -> [(file, model)], for the checks across a folder's files
    for f in files:
        model = _schema_for(f)
        if model is None:
            known = ", ".join(f"{g}/" for g in SCHEMA_MODULES)
            problems.append(DataProblem(str(f), 1, "(file)", f"a data file of a known game folder ({known})"))
            continue
        try:
            loaded.setdefault(f.parent.name, []).append((f, load_model(f, model)))
        except DataError as exc:
            problems.extend(exc.problems)
    for game, parts in loaded.items():
        together = getattr(importlib.import_module(SCHEMA_MODULES[game]), "check_together", None)
        if together is not None:
            problems.extend(together(parts))
    return problems, len(files)
