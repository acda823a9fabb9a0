"""Bible TriBond's setup options (engine/options.py): paths in play, how answers are given, what computer
contestants know, who starts, and whether seats are teams."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import Field

from bible_tabletop.engine.options import GameOptions
from bible_tabletop.games.tribond.rules.bots import LEVELS


class Options(GameOptions):
    """The setup choices: paths in play (the shorter game), answering mode, computer level, first player, teams."""

    paths: Literal["3", "2", "1"] = Field("3", title="Paths in play (1 or 2: the shorter game)")
    answering: Literal["spoken", "typed"] = Field("spoken", title="Answers: spoken (the table judges) or typed")
    level: Literal[tuple(LEVELS)] = Field("normal", title="Computer contestants know")  # type: ignore[valid-type]
    first: Literal["roll", "1", "2", "3", "4", "5"] = Field("roll", title="First player (roll: highest roll starts)")
    teams: Literal["off", "on"] = Field("off", title="Seats are teams")


def random_options(rng: random.Random) -> dict:
    """Options drawn at random, so the playouts cover every rule (three paths most often, as in the box)."""
    return {"paths": rng.choice(["3", "3", "2", "1"]), "answering": rng.choice(["spoken", "typed"]),
            "level": rng.choice(list(LEVELS))}
