"""What a seat may not see, as a game declares it for the conformance checks (its rules/privacy.py, named by its
spec's `privacy_ref`), and the shared pieces such a declaration is made of.

A game's privacy module holds `VARIANTS` (the names of its ways of re-arranging what a seat cannot see),
`unseen(rules, state, seat, rng)` (per variant name, a copy of the position that differs from it only in what `seat`
may not see), `marked(rules, state, seat)` (a copy whose hidden text, card names and texts or an unrevealed answer,
all contains `MARK`) and `PUBLIC_CATALOGUE` (True when its card table is the public list of the box's cards: a view
may hold it whole, the hidden part being which card lies where).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

from bible_tabletop.engine.snapshot import snapshot as copy_state

MARK = "QZXHIDDEN"  # hidden text is replaced by this, so a leak is found by a plain search

Cell = tuple[Any, Any]  # (list, index) or (object, attribute name): one place a hidden card lies


def cells(places: list[list[int]]) -> list[Cell]:
    """Every position of each list in `places`."""
    return [(p, i) for p in places for i in range(len(p))]


def card_at(cell: Cell) -> int:
    box, key = cell
    return getattr(box, key) if isinstance(key, str) else box[key]


def redeal(rng: random.Random, places: list[Cell]) -> None:
    """Shuffle the cards lying in `places` among those cells (every place keeps its size)."""
    pool = [card_at(c) for c in places]
    rng.shuffle(pool)
    for (box, key), card in zip(places, pool):
        if isinstance(key, str):
            setattr(box, key, card)
        else:
            box[key] = card


def redealt(state, rng: random.Random, groups: Callable[[Any], list[list[Cell]]]) -> dict[str, Any]:
    """The "shuffle" variant: a copy of `state` with the cards of each group of its cells (as `groups(copy)` gives
    them) re-dealt among that group's cells."""
    other = copy_state(state)
    for group in groups(other):
        redeal(rng, group)
    return {"shuffle": other}


def marked_cards(state, hidden: list[int]):
    """A copy of `state` whose card table names and texts every card of `hidden` with MARK (cards as dataclasses or
    pydantic models)."""
    out = copy_state(state)
    cards = list(out.cards)
    for i in hidden:
        card = cards[i]
        if hasattr(card, "model_copy"):
            cards[i] = card.model_copy(update={"name": f"{MARK}name{i}", "text": f"{MARK}text{i}"})
            continue
        names = {f.name for f in dataclasses.fields(card)} & {"name", "text"}
        cards[i] = dataclasses.replace(card, **{k: f"{MARK}{k}{i}" for k in names})
    out.cards = tuple(cards) if isinstance(state.cards, tuple) else cards
    return out
