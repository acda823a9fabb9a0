"""Christianity's score for the end-of-game chart: each Righteous player's Dependence Level and Power as one number,
Level x 10 + Power, the way the Power track climbs (engine/scores.py). A human Evil seat has no Power or Level: it
has no line on the chart and no score at the end (its statistics still count). Also the hard player's reading of a
game not yet over, the team's standing (`standing`)."""

from __future__ import annotations

import math

from bible_tabletop.engine.scores import Score
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, LEVEL_POWER, ROUNDS

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


HABIT = 0.1  # what an active Evil Habitual costs its player's progress in the reading below (it blocks the win)
KEEN = 3.0  # how sharply the reading turns on being ahead of or behind the pace


def standing(state) -> dict[int, float]:
    """The search's reading of a game not yet over (engine/search.py): the Righteous win or lose together, so every
    Righteous seat reads the team's chances and a human Evil seat the rest. The team's progress is its players' way
    to Level 3 (Level x 10 + Power out of 30, less HABIT for each active Evil Habitual), the slowest player's and the
    average's mean, since all must get there; its chances rise with how far that is ahead of the pace that reaches
    Level 3 by the end of the last round."""
    goal = GOAL_LEVEL * LEVEL_POWER
    marks = [min(p.level * LEVEL_POWER + p.power, goal) / goal - HABIT * len(p.evil)
             for p in (state.players[s] for s in state.team)]
    progress = (min(marks) + sum(marks) / len(marks)) / 2
    pace = (state.round - 1) / ROUNDS
    team = 0.5 + 0.5 * math.tanh(KEEN * (progress - pace))
    out = {s: team for s in state.team}
    if state.evil.seat is not None:
        out[state.evil.seat] = 1.0 - team
    return out
