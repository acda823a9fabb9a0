"""Dealing a full position out of one seat's view, for a game's resample hook (its rules/resample.py).

A seat's view shows every place a card lies in, with the cards it may not see face down (HIDDEN). A resample copies
the view, gives it a random generator of its own, and deals the cards the seat has not seen into those face-down
places at random: every such deal agrees with all the seat knows, and the search player (engine/search.py) plays on
it as on a real position.
"""

from __future__ import annotations

import random
from typing import Any, Iterable

from bible_tabletop.engine.privacy import Cell, card_at, redeal
from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.engine.view import HIDDEN


def fresh_copy(view: Any, rng: random.Random) -> Any:
    """An independent copy of `view` with a generator of its own (what is still to be rolled is unknown anyway)."""
    sample = snapshot(view)
    sample.rng = random.Random(rng.getrandbits(64))
    return sample


def face_down_cells(places: Iterable[Cell]) -> list[Cell]:
    """The cells among `places` that hold a card the seat may not see."""
    return [c for c in places if card_at(c) == HIDDEN]


def not_seen(total: int, seen: Iterable[int]) -> list[int]:
    """The card instances of a table of `total` that lie nowhere the seat can see, in order."""
    shown = {c for c in seen if c != HIDDEN}
    return [c for c in range(total) if c not in shown]


def deal_into(rng: random.Random, cells: list[Cell], cards: list[int]) -> None:
    """Shuffle `cards` into `cells` (as many of each: the view counts the face-down cards exactly)."""
    if len(cells) != len(cards):
        raise ValueError(f"{len(cards)} unseen cards for {len(cells)} face-down places")
    for (box, key), card in zip(cells, cards):  # laid in order, then shuffled among the cells
        if isinstance(key, str):
            setattr(box, key, card)
        else:
            box[key] = card
    redeal(rng, cells)
