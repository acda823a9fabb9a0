"""`bible-tabletop validate`: every shipped data file, or the given files and folders, against its schema.

A data file belongs to the game of the nearest folder above it named after a game (assets/bashers/scenarios/x.yaml
is Bible Bashers'); the game's spec (engine/spec.py), passed in by the caller, gives the schema of each file by its
path in that folder, and the files the game cannot be played without.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from bible_tabletop.engine.data import DataError, DataProblem, _display, load_model
from bible_tabletop.engine.spec import GameSpec
from bible_tabletop.paths import ASSETS


def _missing(folder: Path, spec: GameSpec) -> list[DataProblem]:
    """The files a game folder must hold and does not."""
    game = folder.name
    if not folder.is_dir():
        return [DataProblem(_display(folder), 1, "(folder)", f"the {game} data folder")]
    return [DataProblem(_display(folder / pattern), 1, "(file)", f"a file the {game} game needs"
                        + (" (at least one)" if "*" in pattern else ""))
            for pattern in spec.data_files if not any(f.is_file() for f in folder.glob(pattern))]


def _game_folders(p: Path, games: dict[str, GameSpec], *, shipped: bool) -> list[Path]:
    """The game folders a folder stands for: itself, or its game sub-folders (every game's, for the shipped data)."""
    if p.name in games:
        return [p]
    if shipped:
        return [p / game for game in games]
    return [d for d in sorted(p.iterdir()) if d.name in games and d.is_dir()]


def _files(paths: list[Path], games: dict[str, GameSpec]) -> tuple[list[Path], list[DataProblem]]:
    """The YAML files under `paths` (the shipped data when none), and the problems of what is missing: a path,
    a file a game folder needs, or any data file at all in a folder."""
    files, problems = [], []
    for p in paths or [ASSETS]:
        if p.is_dir():
            found = sorted(x for x in p.rglob("*.yaml") if x.is_file())
            if not found:
                problems.append(DataProblem(_display(p), 1, "(folder)", "a folder holding YAML data files"))
            files += found
            for folder in _game_folders(p, games, shipped=not paths):
                problems += _missing(folder, games[folder.name])
        elif p.is_file():
            files.append(p)
        elif p.exists():
            problems.append(DataProblem(str(p), 1, "(file)", "a YAML file or a folder (this is a pipe or a device)"))
        else:
            problems.append(DataProblem(str(p), 1, "(file)", "an existing YAML file or folder"))
    return files, problems


def validate(paths: list[Path], specs: Iterable[GameSpec]) -> tuple[list[DataProblem], int]:
    """All problems found (empty when clean) and the number of files checked, for the games of `specs`; files
    of one game folder are also checked together where the game asks for it (e.g. no clue triple in two TriBond
    files)."""
    games = {spec.id: spec for spec in specs}
    files, problems = _files(paths, games)
    loaded: dict[str, list] = {}  # game -> [(file, model)], for the checks across a game's files
    for f in files:
        folder = next((d for d in f.parents if d.name in games), None)
        spec = games[folder.name] if folder is not None else None
        model = spec.schema_for(f.relative_to(folder).as_posix()) if spec else None
        if model is None:
            known = ", ".join(f"{g}/" for g in games)
            problems.append(DataProblem(str(f), 1, "(file)", f"a data file of a known game folder ({known})"))
            continue
        try:
            loaded.setdefault(spec.id, []).append((f, load_model(f, model)))
        except DataError as exc:
            problems.extend(exc.problems)
    for game, parts in loaded.items():
        together = games[game].check_together()
        if together is not None:
            problems.extend(together(parts))
    problems.sort(key=lambda p: (p.path, p.line))  # read top to bottom, whichever check found them
    return problems, len(files)
