"""Helpers for the Bar Barians rules tests: build positions, script the die, act and check invariants.

The helpers are offered through the `bb` fixture (no imports from this conftest are needed).
Areas: 0 Tables, 1 Entrance, 2 Storage Room, 3 Counter (Tables-Counter and Entrance-Storage are diagonal).
"""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.barbarians.rules.actions import Place
from bible_tabletop.games.barbarians.rules.game import RULES

TABLES, ENTRANCE, STORAGE, COUNTER = 0, 1, 2, 3


class ScriptedRng(random.Random):
    """A seeded generator whose die rolls (randint) come from a script; shuffle/randrange stay seeded."""

    def __init__(self, seed: int = 0, rolls=()):
        super().__init__(seed)
        self.rolls = list(rolls)
        self.asked = 0

    def randint(self, a: int, b: int) -> int:
        self.asked += 1
        if not self.rolls:
            raise AssertionError("an unscripted die roll was asked for")
        value = self.rolls.pop(0)
        assert a <= value <= b, (a, value, b)
        return value


class Brawl:
    """The helper namespace handed out by the `bb` fixture."""

    TABLES, ENTRANCE, STORAGE, COUNTER = TABLES, ENTRANCE, STORAGE, COUNTER
    ScriptedRng = ScriptedRng

    @staticmethod
    def config(players: int = 2, **options) -> GameConfig:
        return GameConfig(game="barbarians", players=players, options=options)

    @staticmethod
    def game(players: int = 2, areas=None, seed: int = 7, empty: bool = True, **options):
        """Set up, place every standee through Place actions, and (by default) put every hand back in the deck."""
        state = RULES.setup(Brawl.config(players, **options), seed)
        areas = list(areas) if areas is not None else [TABLES] * players
        while state.pending and state.pending.now.kind == "place":
            seat = state.pending.now.seat
            RULES.apply(state, Place(area=areas[seat]))
            assert RULES.invariants(state) == []
        assert state.phase == "turn"
        if empty:
            Brawl.empty_hands(state)
        assert RULES.invariants(state) == []
        return state

    @staticmethod
    def empty_hands(state) -> None:
        for f in state.fighters:
            state.deck.extend(f.hand)
            f.hand.clear()

    @staticmethod
    def _take(state, card_id: str, exclude_seat: int | None = None) -> int:
        """Remove the first instance of card_id from deck, discard or a hand (not exclude_seat's) and return it."""
        for pile in [state.deck, state.discard] + [f.hand for i, f in enumerate(state.fighters) if i != exclude_seat]:
            for inst in pile:
                if state.cards[inst].id == card_id:
                    pile.remove(inst)
                    return inst
        raise LookupError(f"no free instance of {card_id!r}")

    @staticmethod
    def give(state, seat: int, card_id: str, n: int = 1) -> list[int]:
        """Move n instances of card_id (from deck, discard or another hand) into seat's hand."""
        got = []
        for _ in range(n):
            inst = Brawl._take(state, card_id, exclude_seat=seat)
            state.fighters[seat].hand.append(inst)
            got.append(inst)
        return got if n > 1 else got[0]

    @staticmethod
    def top(state, card_id: str) -> int:
        """Put an instance of card_id on top of the deck (the deck draws from its end)."""
        inst = Brawl._take(state, card_id)
        state.deck.append(inst)
        return inst

    @staticmethod
    def drink(state, seat: int, card_id: str, uses: int = 0) -> int:
        inst = Brawl._take(state, card_id)
        state.fighters[seat].drink = inst
        state.fighters[seat].drink_uses = uses
        return inst

    @staticmethod
    def to_discard(state, card_id: str) -> int:
        inst = Brawl._take(state, card_id)
        state.discard.append(inst)
        return inst

    @staticmethod
    def instances(state, card_id: str) -> list[int]:
        return [i for i, c in enumerate(state.cards) if c.id == card_id]

    @staticmethod
    def ids(state, cards) -> list[str]:
        return [state.cards[i].id for i in cards]

    @staticmethod
    def dice(state, *rolls) -> ScriptedRng:
        rng = ScriptedRng(1234, rolls)
        state.rng = rng
        return rng

    @staticmethod
    def act(state, action):
        """Apply a legal action and check every invariant afterwards."""
        events = RULES.apply(state, action)
        assert RULES.invariants(state) == []
        return events

    @staticmethod
    def texts(events) -> str:
        return "\n".join(e.text for e in events)


@pytest.fixture
def bb() -> type[Brawl]:
    return Brawl
