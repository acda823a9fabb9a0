"""Bible Bashers' setup options (engine/options.py): the scenario (or a map drawn from the seed) and each seat's
force. Seat 1 takes the scenario's first side (the attacker, where there is one), seat 2 the second.

A force is a shipped force's id, or (from the force builder) a force file given in `force1_file` / `force2_file`,
which then takes the seat's place of the shipped choice; those two are not menu options."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import Field

from bible_tabletop.engine.options import GameOptions

SCENARIOS = ("pitched-battle", "ambush", "well", "generated")  # "generated": a pitched battle on a map from the seed
FORCE_IDS = ("abramites", "elamites", "israelites", "philistines")
ForceId = Literal[FORCE_IDS]  # type: ignore[valid-type]


class Options(GameOptions):
    """The setup choices: scenario, and a force for each seat."""

    scenario: Literal[SCENARIOS] = Field(  # type: ignore[valid-type]
        "pitched-battle", title="Scenario (generated: a pitched battle on a map drawn from the seed)")
    force1: ForceId = Field("abramites", title="Seat 1's force (the scenario's first side: the attacker, if any)")
    force2: ForceId = Field("elamites", title="Seat 2's force")
    force1_file: str = Field("", max_length=4096, title="Seat 1's force file (from the force builder)")
    force2_file: str = Field("", max_length=4096, title="Seat 2's force file (from the force builder)")


def random_options(rng: random.Random) -> dict:
    """Options drawn at random for the playouts: every scenario and any two shipped forces."""
    return {"scenario": rng.choice(SCENARIOS), "force1": rng.choice(FORCE_IDS), "force2": rng.choice(FORCE_IDS)}
