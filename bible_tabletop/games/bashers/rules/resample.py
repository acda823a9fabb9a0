"""Bible Bashers' resample hook (engine/dealing.py): a full position dealt from one seat's view.

Only two things are ever unknown to a seat: the dice still to be rolled (the sample gets a generator of its own) and,
while the ambush's hidden deployment goes on, where the other side's figures stand. The log tells the seat how many
of them have been placed (one line each, naming none); the sample puts that many of the other side's figures, chosen
at random, on random free squares of its zone. In an open scenario, and once the table is shown, the sample is the
view itself with fresh dice.
"""

from __future__ import annotations

import random

from bible_tabletop.engine.dealing import fresh_copy
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.sections import R_DEPLOY
from bible_tabletop.games.bashers.rules.state import DEPLOY, BashersState

TURNS_AHEAD = 2  # the search's rollouts end when the turn has passed twice (the mover's and the reply's), not at a count


def deployment_hidden(state: BashersState) -> bool:
    """Whether each side's figures are hidden from the other (a hidden deployment still going on)."""
    return state.phase == DEPLOY and state.hidden


def placed_by(state: BashersState, seat: int) -> int:
    """How many figures `seat` has placed, counted off the log's deployment lines (all a hidden placing tells)."""
    return sum(1 for e in state.log if e.seat == seat and e.rule == R_DEPLOY)


def place_unseen(state: BashersState, seat: int, placed: int, rng: random.Random) -> None:
    """Stand `placed` figures of `seat`'s side, chosen at random, on random free squares of its zone (the other
    side's figures stay where they are); its other figures wait off the table."""
    side = state.sides[seat]
    free = sorted(zone(state, seat) - set(state.occupied()))
    squares, figures = rng.sample(free, placed), rng.sample(range(len(side.squares)), placed)
    side.squares = [None] * len(side.squares)
    for figure, square in zip(figures, squares):
        side.squares[figure] = square


def resample(rules, view: BashersState, seat: int, rng: random.Random) -> BashersState:
    """A position `seat` cannot tell from `view`: fresh dice, and the other side's hidden figures placed anew."""
    sample = fresh_copy(view, rng)
    if deployment_hidden(sample):
        other = 1 - seat
        place_unseen(sample, other, placed_by(sample, other), rng)
    return sample
