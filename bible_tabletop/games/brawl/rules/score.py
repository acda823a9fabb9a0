"""Bible Brawl's score for the end-of-game chart: each player's honor (engine/scores.py)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score

TALLIES = ("cards played", "brawls", "recruits")
COUNTED = {"play": "cards played", "brawl": "brawls", "recruit": "recruits"}


def score(state) -> Score:
    return Score("Honor", {s: p.honor for s, p in enumerate(state.players)})


def tally(state, action, events):
    if action.kind in COUNTED:
        yield COUNTED[action.kind], action.by
