"""Winning the game (rulebook WINNING THE GAME, rulings Winning): a side has lost when all its heroes are gone or
when it has lost at least half of the figures it started with; the other side wins. Checked after every combat.

A side is its `Force` in play: killed figures stay in it with their damage at the limit, so the force still says
how many figures it started with.
"""

from __future__ import annotations

from collections.abc import Sequence

from bible_tabletop.games.bashers.rules.forces_models import Force

R_WINNING = "Winning"


def defeat(force: Force) -> str | None:
    """Why this side has lost (None while it fights on)."""
    standing = force.standing()
    lost, started = len(force.figures) - len(standing), len(force.figures)
    if not any(f.rank == "hero" for f in standing):
        return f"{force.name}: no hero is left on the table."
    if 2 * lost >= started:
        return f"{force.name}: {lost} of its {started} figures lost, half or more."
    return None


def winner(sides: Sequence[Force]) -> int | None:
    """Of two sides, the index of the winner once the other has lost; None while both fight on. (A combat kills at
    most one figure and the check follows every combat, so two sides never lose at once.)"""
    beaten = [i for i, side in enumerate(sides) if defeat(side)]
    if len(beaten) != 1 or len(sides) != 2:
        return None
    return 1 - beaten[0]
