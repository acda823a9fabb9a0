"""`bible-tabletop validate`: every shipped data file, or the given files and folders, against its schema."""

from __future__ import annotations

import importlib
from pathlib import Path

from bible_tabletop.engine.data import DataError, DataProblem, _display, load_model
from bible_tabletop.paths import ASSETS

# game folder -> module with SCHEMAS (file name -> model)
SCHEMA_MODULES = {
    "barbarians": "bible_tabletop.games.barbarians.models",
    "brawl": "bible_tabletop.games.brawl.models",
    "tribond": "bible_tabletop.games.tribond.models",
}

# game folder -> the files it must hold (glob patterns): the game cannot be played without them
REQUIRED = {
    "barbarians": ("cards.yaml", "characters.yaml"),
    "brawl": ("characters.yaml", "actions.yaml"),
    "tribond": ("cards-*.yaml",),
}


def _schema_for(path: Path):
    game = path.parent.name
    module = SCHEMA_MODULES.get(game)
    if module is None:
        return None
    return importlib.import_module(module).SCHEMAS.get(path.name)


def _missing(folder: Path) -> list[DataProblem]:
    """The files a game folder must hold and does not."""
    game = folder.name
    if not folder.is_dir():
        return [DataProblem(_display(folder), 1, "(folder)", f"the {game} data folder")]
    return [DataProblem(_display(folder / pattern), 1, "(file)", f"a file the {game} game needs"
                        + (" (at least one)" if "*" in pattern else ""))
            for pattern in REQUIRED[game] if not any(f.is_file() for f in folder.glob(pattern))]


def _game_folders(p: Path, *, shipped: bool) -> list[Path]:
    """The game folders a folder stands for: itself, or its game sub-folders (every game's, for the shipped data)."""
    if p.name in REQUIRED:
        return [p]
    if shipped:
        return [p / game for game in REQUIRED]
    return [d for d in sorted(p.iterdir()) if d.name in REQUIRED and d.is_dir()]


def _files(paths: list[Path]) -> tuple[list[Path], list[DataProblem]]:
    """The YAML files under `paths` (the shipped data when none), and the problems of what is missing: a path,
    a file a game folder needs, or any data file at all in a folder."""
    files, problems = [], []
    for p in paths or [ASSETS]:
        if p.is_dir():
            found = sorted(x for x in p.rglob("*.yaml") if x.is_file())
            if not found:
                problems.append(DataProblem(_display(p), 1, "(folder)", "a folder holding YAML data files"))
            files += found
            for folder in _game_folders(p, shipped=not paths):
                problems += _missing(folder)
        elif p.is_file():
            files.append(p)
        elif p.exists():
            problems.append(DataProblem(str(p), 1, "(file)", "a YAML file or a folder (this is a pipe or a device)"))
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
