"""Christianity's score for the end-of-game chart: each Righteous player's Dependence Level and Power as one number,
Level x 10 + Power, the way the Power track climbs (engine/scores.py). A human Evil seat has no Power or Level: it
has no line on the chart and no score at the end (its statistics still count)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score
from bible_tabletop.games.christianity.state import LEVEL_POWER

LABEL = "Level x 10 + Power"
TALLIES = ("cards played", "temptations resisted")
COUNTED = {"play": "cards played", "evil_play": "cards played", "resist": "temptations resisted",
           "help": "temptations resisted"}


def score(state) -> Score:
    """Level 2 with 4 Power is 24; the goal, Level 3, is 30 or more."""
    return Score(LABEL, {s: p.level * LEVEL_POWER + p.power for s, p in enumerate(state.players) if p is not None})


def tally(state, action, events):
    """A card played (a Righteous card, or an Evil card from a human Evil hand); an Evil card resisted, by the
    player who rotated its cost (Double Resistance's helper too)."""
    if action.kind in COUNTED:
        yield COUNTED[action.kind], action.by
