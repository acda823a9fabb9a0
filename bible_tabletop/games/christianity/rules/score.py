"""Christianity's score for the end-of-game chart: each Righteous player's Dependence Level and Power as one number,
Level x 10 + Power, the way the Power track climbs (engine/scores.py). A human Evil seat has no Power or Level: it
has no line on the chart and no score at the end (its statistics still count)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score
from bible_tabletop.games.christianity.rules.state import LEVEL_POWER

LABEL = "Level x 10 + Power"
TALLIES = ("cards played", "temptations resisted")
PLAYED = ("play", "evil_play")
RESISTS = " resists "  # what the log says when an Evil card is resisted (effects/evil.py)


def score(state) -> Score:
    """Level 2 with 4 Power is 24; the goal, Level 3, is 30 or more."""
    return Score(LABEL, {s: p.level * LEVEL_POWER + p.power for s, p in enumerate(state.players) if p is not None})


def tally(state, action, events):
    """A card played (a Righteous card, or an Evil card from a human Evil hand); an Evil card resisted, however
    (rotating its cost, a Resistance card or Unction, a teammate's Double Resistance), for the player it came at:
    each "X resists Y" line of the log."""
    if action.kind in PLAYED:
        yield "cards played", action.by
    for event in events:
        if RESISTS in event.text and event.seat is not None:
            yield "temptations resisted", event.seat
