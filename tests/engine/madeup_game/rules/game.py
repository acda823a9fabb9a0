"""High Card's rules: on its turn a seat adds one to the pot (and goes on), draws a card (and goes on), or passes;
once the pot reaches six the highest hand wins (a tie is a draw)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal, Union

from pydantic import TypeAdapter

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.contract import GameRules
from bible_tabletop.engine.game import Action, BaseState, IllegalAction, Outcome
from bible_tabletop.engine.legality import only, seated
from bible_tabletop.engine.log import say

from ..spec import SPEC

POT = 6


class Add(Action):
    kind: Literal["add"] = "add"


class Draw(Action):
    kind: Literal["draw"] = "draw"


class Pass(Action):
    kind: Literal["pass"] = "pass"


@dataclass(frozen=True)
class Card:
    name: str
    text: str
    value: int


@dataclass
class HighState(BaseState):
    cards: tuple[Card, ...] = ()
    deck: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    turn: int = 0
    pot: int = 0


@dataclass
class HighView:
    seat: int | None
    hand: list[int]
    hand_sizes: list[int]
    deck: int
    turn: int
    pot: int
    cards: tuple[Card, ...]


class HighCard(GameRules):
    spec = SPEC
    action_type = TypeAdapter(Union[Add, Draw, Pass])

    def setup(self, config, seed):
        rng = random.Random(seed)
        cards = tuple(Card(f"Card {v}", f"Worth {v}.", v) for v in range(1, 10))
        deck = list(range(len(cards)))
        rng.shuffle(deck)
        return HighState(rng=rng, cards=cards, deck=deck, hands=[[deck.pop()] for _ in range(config.players)])

    def decide(self, s):
        return None if s.pot >= POT else Decision((s.turn,), "turn", f"Seat {s.turn + 1}: add, draw or pass")

    def candidates(self, s, seat, kind):
        return only(seated([Add(), Draw(), Pass()], s.turn), seat, kind)

    def why_not(self, s, a):
        return IllegalAction("The deck is empty.", "High Card: drawing") if a.kind == "draw" and not s.deck else None

    def canonical(self, s, a):
        return a if a.by is not None else a.model_copy(update={"by": s.turn})

    def carry_out(self, s, a):
        if a.kind == "add":
            s.pot += 1
        elif a.kind == "draw":
            s.hands[a.by].append(s.deck.pop())
            s.revealed = True
        else:
            s.turn = (s.turn + 1) % len(s.hands)
        say(s, self.describe(s, a), a.by, "High Card")

    def outcome(self, s):
        if s.pot < POT:
            return None
        totals = [sum(s.cards[c].value for c in hand) for hand in s.hands]
        best = [i for i, t in enumerate(totals) if t == max(totals)]
        if len(best) > 1:
            return Outcome.drawn_by(best, len(totals), "A tie for the highest hand.")
        return Outcome.won_by(best, len(totals), f"Seat {best[0] + 1} holds the highest hand.")

    def view(self, s, seat):
        return HighView(seat, list(s.hands[seat]) if seat is not None else [], [len(h) for h in s.hands],
                        len(s.deck), s.turn, s.pot, s.cards)

    def invariants(self, s):
        held = sorted(s.deck + [c for hand in s.hands for c in hand])
        return [] if held == list(range(len(s.cards))) else ["a card is lost or doubled"]

    def describe(self, s, a):
        return {"add": "add one to the pot", "draw": "draw a card", "pass": "pass the turn"}[a.kind]


RULES = HighCard()
