"""Bible Bashers' setup options (engine/options.py): the scenario (or a map drawn from the seed) and each seat's
force. Seat 1 takes the scenario's first side (the attacker, where there is one), seat 2 the second.

A force is a shipped force's id; or, from the force builder, the force itself in `force1_data` / `force2_data` (a
force file's content as a plain dict, checked by the same schema and rules as a file), so a save replays even if the
file it came from changes later; or a force file's path in `force1_file` / `force2_file`. Data beats a file, a file
beats the shipped choice; none of those four is a menu option."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import Field

from bible_tabletop.engine.options import GameOptions

SCENARIOS = ("pitched-battle", "ambush", "well", "generated")  # "generated": a pitched battle on a map from the seed
FORCE_IDS = ("rulebook-example", "abramites", "elamites", "israelites", "philistines")  # the rulebook's own first
ForceId = Literal[FORCE_IDS]  # type: ignore[valid-type]


class Options(GameOptions):
    """The setup choices: scenario, and a force for each seat."""

    scenario: Literal[SCENARIOS] = Field(  # type: ignore[valid-type]
        "pitched-battle", title="Scenario (generated: a pitched battle on a map drawn from the seed)")
    force1: ForceId = Field("abramites", title="Seat 1's force (the scenario's first side: the attacker, if any)")
    force2: ForceId = Field("elamites", title="Seat 2's force")
    force1_file: str = Field("", max_length=4096, title="Seat 1's force file (from the force builder)")
    force2_file: str = Field("", max_length=4096, title="Seat 2's force file (from the force builder)")
    force1_data: dict[str, Any] | None = Field(None, title="Seat 1's force as built (a force file's content)")
    force2_data: dict[str, Any] | None = Field(None, title="Seat 2's force as built (a force file's content)")


def random_options(rng: random.Random) -> dict:
    """Options drawn at random for the playouts: every scenario and any two shipped forces."""
    return {"scenario": rng.choice(SCENARIOS), "force1": rng.choice(FORCE_IDS), "force2": rng.choice(FORCE_IDS)}
