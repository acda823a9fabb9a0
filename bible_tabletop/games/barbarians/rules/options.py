"""Bar Barians' setup options (engine/options.py): the inn board's side, the two optional rules, who starts, and
each seat's character."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import Field, model_validator

from bible_tabletop.engine.options import GameOptions

CHARACTERS = ("barbie", "brewen", "winy", "grappin", "whiskus", "liquor")
Character = Literal[CHARACTERS]  # type: ignore[valid-type]


class Options(GameOptions):
    """The setup choices: board side, the two optional rules, the first player, the characters by seat."""

    side: Literal["indoor", "outdoor"] = Field("indoor", title="Inn board side")
    skills: Literal["off", "on"] = Field("off", title="Each to Their Own (character skills)")
    rome: Literal["off", "on"] = Field("off", title="When in Rome... (board side events)")
    first: Literal["1", "2", "3", "4", "5", "6", "random"] = Field("1", title="Starting player (who last had a drink)")
    characters: list[Character] = Field(default_factory=list)

    @model_validator(mode="after")
    def _once_each(self) -> "Options":
        if len(set(self.characters)) != len(self.characters):
            raise ValueError("no character may be taken twice")
        return self


def random_options(rng: random.Random) -> dict:
    """Options drawn at random, so the playouts cover every rule (the starting player by lot, any seat count)."""
    return {"side": rng.choice(["indoor", "outdoor"]), "skills": rng.choice(["off", "on"]),
            "rome": rng.choice(["off", "on"]), "first": "random"}


def skills(state) -> bool:
    """Whether the optional rule Each to Their Own is on: every character has its skill."""
    return state.options.get("skills") == "on"


def has_skill(state, seat: int, character: str) -> bool:
    """Whether `seat` plays `character` with its skill (Each to Their Own on)."""
    return skills(state) and state.fighters[seat].character == character
