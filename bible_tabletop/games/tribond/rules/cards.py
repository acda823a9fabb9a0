"""The clue deck: drawing a card, discarding it, and the clue-set being read from it."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.models import Card, Clues
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.games.tribond.rules.sections import R_PLAY

CLUES = 3  # clues in a clue-set


def draw(state: TriBondState) -> None:
    """The next card of the deck is read; an empty deck takes the shuffled discards first."""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
        say(state, "The clue deck ran out: the discards are shuffled into a new deck.", None, R_PLAY)
    state.reading = state.deck.pop()
    state.revealed = True


def discard(state: TriBondState) -> None:
    """The card read goes to the discards; nothing is being read."""
    state.discard.append(state.reading)
    state.reading, state.slot, state.shown, state.answer_seen = None, None, 0, False


def card(state: TriBondState) -> Card:
    return state.cards[state.reading]


def reading(state: TriBondState) -> Clues:
    """The clue-set being read: the rolled slot, or in a Challenge the card's Challenge clue-set."""
    read = state.cards[state.reading]
    return read.challenge if state.slot is None else read.slots[state.slot]
