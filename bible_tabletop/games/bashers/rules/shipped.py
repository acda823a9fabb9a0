"""Bible Bashers' shipped data files (assets/bashers/), read through the data cache: the scenarios and the
ready-made forces by folder."""

from __future__ import annotations

from pathlib import Path

from bible_tabletop.paths import ASSETS


def shipped(folder: str) -> dict[str, object]:
    """The shipped files of one sub-folder ("scenarios", "forces") by id, in file-name order, checked as `validate`
    checks them (engine/datacache.py: from the cache when unchanged)."""
    from bible_tabletop.engine.datacache import game_data
    from bible_tabletop.games.bashers.spec import SPEC

    data = game_data(SPEC, ASSETS / "bashers")
    return {Path(name).stem: model for name, model in sorted(data.items()) if name.startswith(f"{folder}/")}
