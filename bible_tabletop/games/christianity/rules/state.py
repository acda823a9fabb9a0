"""The Christianity position: the Righteous players, the Evil side, the round and phase, the stack, the cards
being played and resolved, and the decisions pending.

Cards are numbers into `cards` (the card table fixed at set-up, shared by snapshots and left out of digests);
`owner[n]` is the seat whose deck card n came from (EVIL for the Evil deck)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bible_tabletop.engine.flow import PendingQueue, ResponseStack
from bible_tabletop.engine.game import BaseState

EVIL = -1  # the owner of the Evil deck's cards
START_POWER = 3
LEVEL_POWER = 10  # Power at which the Dependence Level rises
GOAL_LEVEL = 3
ROUNDS = 10
HAND_LIMIT = 7
COST_ZONE_PER_TURN = 4
START_HAND = 7
START_COST_ZONE = 3


@dataclass(slots=True)
class Slot:
    """A card in a Cost Zone: face down unless Vibrancy (or an effect) turned it up; rotated once it paid."""

    card: int
    rotated: bool = False
    face_up: bool = False


@dataclass(slots=True)
class InPlay:
    """A Habitual or Token in front of a player (rotated when spent by an effect; un-rotated at Reset)."""

    card: int
    rotated: bool = False


@dataclass(slots=True)
class Player:
    """A Righteous player: deck, hand, discard pile, Cost Zone, cards in play, Power and Dependence Level."""

    name: str
    deck_id: str
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    cost_zone: list[Slot] = field(default_factory=list)
    in_play: list[InPlay] = field(default_factory=list)  # Righteous Habituals and Tokens
    evil: list[int] = field(default_factory=list)  # active Evil Habituals on this player
    tempted: list[int] = field(default_factory=list)  # Evil cards waiting to be resisted, first come first
    power: int = START_POWER
    level: int = 0
    abilities: list[str] = field(default_factory=list)  # held by this player alone (levelled up alone, Duel)
    gained: int = 0  # Power gained this turn (Cost Zone Power looks at it)
    speed_used: bool = False  # Speed: one Habitual or Maturity outside the Main Phase this turn
    shields: list[bool] = field(default_factory=list)  # Prevent: each spares one failure's effect (True: its Power too)
    discounts: list[tuple[str, int]] = field(default_factory=list)  # (on, amount) until the end of this turn


@dataclass(slots=True)
class EvilSide:
    """The Evil deck and its piles; with a human Evil player, also that player's hand and Cost Zone."""

    deck: list[int] = field(default_factory=list)
    resisted: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    cost_zone: list[Slot] = field(default_factory=list)
    seat: int | None = None  # the human (or computer) seat playing Evil, None when the deck plays itself
    foreseen: int = 0  # Foresight: this many top cards of the Evil deck are shown to everyone


@dataclass(slots=True)
class Played:
    """A card being played: who played it, for whom (Brotherly Love), who helped pay, the boosts paid for it
    (boost index, payer) and whether it counts as boosted. An Unction waits on the stack as one of these."""

    card: int
    by: int
    target: int
    boosts: list[tuple[int, int]] = field(default_factory=list)
    boosted: bool = False
    source: str = "hand"  # hand, or cost_zone (a face-up card)
    bounce_asked: bool = False  # the Bounce-Back offers came (after every other offer was answered)


@dataclass(slots=True)
class Task:
    """Effects still to carry out, in order, for one card (its text or one of its boosts)."""

    card: int
    by: int  # the player who played the card
    target: int  # the player the effects are for
    effects: list[Any]  # effect steps of the card vocabulary (frozen models), first one next
    boosted: bool = False
    booster: int | None = None  # who paid the boost these effects come from (for a Bounce-Back: whose boost it answers)
    one: int | None = None  # the player chosen for the `one` steps of these effects (chosen once, at the first)
    payer: int | None = None  # who paid the boost these effects come from: they make its choices


@dataclass
class ChristianityState(BaseState):
    options: dict = field(default_factory=dict)
    cards: list = field(default_factory=list)  # the card table (never changes; not digested)
    owner: list[int] = field(default_factory=list)
    players: list[Player | None] = field(default_factory=list)  # by seat; None at a human Evil seat
    team: tuple[int, ...] = ()  # the Righteous seats, in turn order from seat 0
    evil: EvilSide = field(default_factory=EvilSide)
    game_type: str = "traditional"
    first: int = 0
    current: int = 0
    round: int = 1
    turns: int = 0
    phase: str = "reset"
    placed: int = 0  # cards put in the Cost Zone this Cost Zone Phase
    evil_drawn: bool = False  # the Evil Draw/Play of this turn has happened (after any purchase)
    shared: list[str] = field(default_factory=list)  # abilities every Righteous player holds
    shared_level: int = 0  # the Dependence Level every Righteous player has reached
    restoration: bool = False  # Restoration's charge
    stack: ResponseStack = field(default_factory=ResponseStack)  # Unctions (Played), last in first out
    playing: Played | None = None  # a card whose boost offers are still being answered
    todo: list[Task] = field(default_factory=list)  # effects waiting to be carried out, first one next
    pending: PendingQueue = field(default_factory=PendingQueue)
    used: list[tuple[int, int, int]] = field(default_factory=list)  # Permanent boosts used this turn (card, boost, seat)
    auto_pass: list[int] = field(default_factory=list)  # seats passing on everything not aimed at them
    window: list[int] = field(default_factory=list)  # teammates still to be offered an Unction before Resistance
    result: str | None = None  # "righteous" or "evil" once the game is over
    ended: str = ""

    def player(self, seat: int) -> Player:
        return self.players[seat]
