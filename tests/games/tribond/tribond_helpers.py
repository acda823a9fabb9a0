"""Helpers for TriBond tests: a small made-up deck, and positions built by hand."""

from __future__ import annotations

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.tribond.rules.models import Card, Clues
from bible_tabletop.games.tribond.rules.game import RULES

CLUES = Clues(("Stone", "Building", "Stumbling"), "Blocks", ("block",), ("1 Kings 5:17",))
EASY = Clues(("Matthew", "Mark", "John"), "Gospel writers", ("evangelists",), ("Mark 1:1",))


def card(i: int, slots=("c", "c", "c", "c", "love", "humble")) -> Card:
    return Card(f"test-{i:03d}", tuple(CLUES if s == "c" else s for s in slots), EASY)


def deck(n: int = 12, slots=("c", "c", "c", "c", "love", "humble")) -> tuple[Card, ...]:
    return tuple(card(i, slots) for i in range(n))


def new_game(players: int = 3, *, seed: int = 1, cards=None, **options):
    options.setdefault("first", "1")
    config = GameConfig(game="tribond", players=players, options={k: str(v) for k, v in options.items()})
    return RULES.setup(config, seed, cards=cards if cards is not None else deck())


def rig(state, slot: str, roll: int):
    """Make the next roll come up `roll` on a card whose slot `roll` holds `slot` ('c' or a command)."""
    slots = ["c"] * 6
    slots[roll - 1] = slot
    state.cards = tuple(state.cards[:-1]) + (card(99, tuple(slots)),)
    top = len(state.cards) - 1
    if top in state.deck:
        state.deck.remove(top)
    elif top in state.discard:
        state.discard.remove(top)
    state.deck.append(top)

    class Fixed:
        def randint(self, a, b):
            return roll

        def shuffle(self, x):
            pass

    state.rng = Fixed()



def to_act(state):
    """The seat whose keyboard it is (the decision's first seat), None once the game is over."""
    return deciding(RULES.decision(state))
