"""Bar Barians' resample hook (engine/dealing.py): from a seat's view, the deck's order and the other brawlers' hands
dealt at random from the cards that seat has not seen."""

from __future__ import annotations

import random

from bible_tabletop.engine.dealing import deal_into, face_down_cells, fresh_copy, not_seen
from bible_tabletop.engine.privacy import cells
from bible_tabletop.games.barbarians.rules.state import BarbariansState


def _in_sight(state: BarbariansState) -> list[int]:
    """Every card lying face up somewhere: the discard pile, area effects, Winy's top card, Drinks, open hands."""
    seen = list(state.discard) + [m.card for m in state.marks]
    seen += [] if state.top_card is None else [state.top_card]
    for f in state.fighters:
        seen += f.hand + ([] if f.drink is None else [f.drink])
    return seen


def resample(rules, view: BarbariansState, seat: int, rng: random.Random) -> BarbariansState:
    """A position `seat` cannot tell from `view`: its unseen cards shuffled into the deck and the other hands."""
    sample = fresh_copy(view, rng)
    places = face_down_cells(cells([sample.deck] + [f.hand for f in sample.fighters]))
    deal_into(rng, places, not_seen(len(sample.cards), list(sample.deck) + _in_sight(sample)))
    return sample
