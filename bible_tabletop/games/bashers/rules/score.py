"""Bible Bashers' score for the end-of-game chart: each side's figures still standing (engine/scores.py); a side
loses when half of them are gone or its last hero falls (victory.py)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score
from bible_tabletop.games.bashers.rules.forces_models import damage_limit

TALLIES = ("attacks", "orders given")
COUNTED = {"attack": "attacks", "order": "orders given"}


def score(state) -> Score:
    """Figures not killed, deployed or still waiting to be: the whole force at the start."""
    return Score("Figures standing", {s: len(side.force.standing()) for s, side in enumerate(state.sides)})


def cutoff(state) -> Score:
    """The search's reading of a fight not yet over: figures standing, each less the share of its damage limit
    it has taken (a wound counts before the kill does)."""
    return Score("Strength", {s: sum(1 - f.damage / damage_limit(f.rank, side.force.buffs)
                                     for f in side.force.standing()) for s, side in enumerate(state.sides)})


def tally(state, action, events):
    if action.kind in COUNTED:
        yield COUNTED[action.kind], action.by
