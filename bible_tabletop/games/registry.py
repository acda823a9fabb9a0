"""The built games, each its package under games/ whose spec.py holds its `GameSpec` (engine/spec.py), and the
planned ones the menu lists.

Importing this module imports each game's spec.py only: a game's rules, screen and schemas are loaded when asked for.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from bible_tabletop.engine.spec import GameSpec, UnknownGame, register, spec_for as _registered_spec

if TYPE_CHECKING:
    from bible_tabletop.engine.game import Rules

GAMES: tuple[str, ...] = ("barbarians", "brawl", "tribond", "christianity", "bashers")  # packages, in menu order
SPECS: tuple[GameSpec, ...] = tuple(importlib.import_module(f"{__package__}.{game}.spec").SPEC for game in GAMES)
COMING: tuple[GameSpec, ...] = ()  # declared for their data (validate checks it); not playable yet
BUILT: dict[str, GameSpec] = {spec.id: spec for spec in SPECS}
PLANNED: dict[str, str] = {spec.id: spec.title for spec in COMING}  # id -> title
register(*SPECS)
ALL_SPECS: tuple[GameSpec, ...] = SPECS + COMING  # what `validate` checks: every game's shipped data


def spec_for(game: str) -> GameSpec:
    """The built game's spec; UnknownGame (one line: planned, or unknown, with the built ones) otherwise."""
    if game in PLANNED:
        raise UnknownGame(f"{game} is not built yet; built games: {', '.join(BUILT)}")
    return _registered_spec(game)


def rules_for(game: str) -> "Rules":
    return spec_for(game).rules()
