"""Bar Barians' score for the end-of-game chart: each brawler's HP (engine/scores.py)."""

from __future__ import annotations

from bible_tabletop.engine.scores import Score

TALLIES = ("cards played",)


def score(state) -> Score:
    """HP left, never below 0 (a K.O.'d brawler stays at 0)."""
    return Score("HP", {s: max(0, f.hp) for s, f in enumerate(state.fighters)})


def tally(state, action, events):
    """A brawl card played from hand, Winy's top card, or a Defence card answering an attack."""
    if action.kind in ("play", "top_deck") or (action.kind == "defend" and action.card is not None):
        yield "cards played", action.by
