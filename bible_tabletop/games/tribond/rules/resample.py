"""Bible TriBond's resample hook (engine/dealing.py): from a seat's view, a full position it cannot tell from the
real one. The view shows no card numbers, so the box's clue cards (the shipped bank) are dealt at random into the
deck, the discards and the card being read; the clue-set being read is a stand-in holding the clues the table has
heard (and the answer, once shown) and placeholders for the rest. Nothing of the real card goes in, so a search on
the sample learns nothing of the answer: an answer is knowledge, never search (LEFT_TO_HEURISTIC)."""

from __future__ import annotations

import dataclasses
import random

from bible_tabletop.engine.dealing import fresh_copy
from bible_tabletop.games.tribond.rules.cards import CLUES
from bible_tabletop.games.tribond.rules.game import bank
from bible_tabletop.games.tribond.rules.models import Card, Clues
from bible_tabletop.games.tribond.rules.state import TriBondState

# Decisions the search player leaves to the contestant: answering, the table's verdict and the race's buzzing are
# what a contestant knows, which no deal of the cards can tell; rolling is a single choice.
LEFT_TO_HEURISTIC = ("roll", "answer", "verdict", "race")
UNREAD = "an unread clue"
UNKNOWN = "the hidden answer"


def box(count: int) -> tuple[Card, ...]:
    """`count` clue cards of the box: the shipped bank (repeated, should a made-up table hold more cards)."""
    cards = bank()
    return cards if count == len(cards) else tuple(cards[i % len(cards)] for i in range(count))


def heard(view: TriBondState) -> Clues:
    """The clue-set being read as the table knows it: the clues read so far and, once shown, the answer with its
    alternatives and references; placeholders for the rest."""
    clues = tuple(view.clues_shown) + tuple(f"{UNREAD} ({k + 1})" for k in range(len(view.clues_shown), CLUES))
    if view.answer_shown is None:
        return Clues(clues, UNKNOWN, (), ())
    return Clues(clues, view.answer_shown, tuple(view.also_shown), tuple(view.refs_shown))


def _read_at(card: Card, slot: int | None, clues: Clues) -> Card:
    """`card` with `clues` in the slot being read (its Challenge clue-set when `slot` is None)."""
    if slot is None:
        return dataclasses.replace(card, challenge=clues)
    slots = list(card.slots)
    slots[slot] = clues
    return dataclasses.replace(card, slots=tuple(slots))


def resample(rules, view: TriBondState, seat: int, rng: random.Random) -> TriBondState:
    """A position `seat` cannot tell from `view`: the box's cards shuffled into the deck and the discards, and the
    card being read one whose rolled slot holds a clue-set, that clue-set the stand-in of what was heard."""
    sample = fresh_copy(view, rng)
    total = len(view.deck) + len(view.discard) + (view.reading is not None)
    cards = list(box(total))
    numbers = list(range(total))
    rng.shuffle(numbers)
    if view.reading is not None:
        fits = [n for n in numbers if view.slot is None or not isinstance(cards[n].slots[view.slot], str)]
        sample.reading = fits[0] if fits else numbers[0]
        numbers.remove(sample.reading)
        cards[sample.reading] = _read_at(cards[sample.reading], view.slot, heard(view))
    sample.deck, sample.discard = numbers[:len(view.deck)], numbers[len(view.deck):]
    sample.cards = tuple(cards)
    return sample
