"""Bible TriBond's score for the end-of-game chart: how far each seat's pieces have come (engine/scores.py)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score
from bible_tabletop.games.tribond.rules.board import HOME
from bible_tabletop.games.tribond.rules.sections import R_CHALLENGE, R_GIFT_TURN, R_RIGHT

TALLIES = ("clue-sets answered", "rolls")


def score(state) -> Score:
    """Path progress: the share of the way home of the seat's pieces on the paths in play, in per cent."""
    whole = HOME * len(state.paths)
    return Score("Path progress %", {s: round(100 * sum(pos[p] for p in state.paths) / whole, 1)
                                     for s, pos in enumerate(state.pos)})


def tally(state, action, events):
    """A roll; a clue-set answered right: a verdict (judged, accepted or overruled) whose turn or Challenge goes on
    with the last answer right, said in the log by the seat that answered."""
    if action.kind == "roll":
        yield "rolls", action.by
    last = state.last
    if action.kind in ("judge", "accept", "overrule") and last is not None and last.correct and any(
            e.seat == last.seat and e.rule in (R_RIGHT, R_CHALLENGE, R_GIFT_TURN) for e in events):
        yield "clue-sets answered", last.seat
