"""The Bar Barians position: fighters, deck, discard, area effects and the decisions pending.

A pending decision (engine.flow.Pending) has one of the kinds place, defence, move, discard, top_deck; a `move`
names the character that moves in `details["mover"]`."""

from __future__ import annotations

from dataclasses import dataclass, field

from bible_tabletop.engine.flow import PendingQueue
from bible_tabletop.engine.game import BaseState

MAX_HP = 12
HAND_LIMIT = 5
ACTIONS_PER_TURN = 3


@dataclass(frozen=True, slots=True)
class Card:
    """A brawl card compiled for play: plain fields, no validation on the hot path."""

    id: str
    name: str
    kind: str
    text: str
    damage: int = 0
    die: int = 0
    reach: str = "same"
    push_target: bool = False
    push_self_on_failure: bool = False
    push_self: bool = False
    draw_on_play: int = 0
    draw_on_success: int = 0
    discard_on_success: int = 0
    heal: int = 0
    prevent: bool = False
    reduce: int = 0
    reflect: int = 0
    bonus: int = 0
    area_die: int | None = None
    move: bool = False
    handler: str | None = None

    is_attack: bool = field(init=False, compare=False)  # an Attack or a Violence card (read on every candidate)

    def __post_init__(self):
        object.__setattr__(self, "is_attack", self.kind in ("attack", "violence"))


@dataclass(slots=True)
class Fighter:
    """A player's character: HP, area, hand, and the Drink beside the character card."""

    character: str
    name: str
    hp: int = MAX_HP
    area: int | None = None
    hand: list[int] = field(default_factory=list)
    drink: int | None = None
    drink_uses: int = 0
    out: bool = False
    damage_this_turn: int = 0

    @property
    def standing(self) -> bool:
        return not self.out


@dataclass(slots=True)
class AreaMark:
    """A lasting Event laid in an area (like Vomit): die modifier for attacks made there."""

    card: int
    area: int
    owner: int
    die: int


@dataclass(slots=True)
class Attack:
    """An attack in progress: who, whom, with what, the natural roll and every modifier."""

    attacker: int
    target: int
    card: int
    natural: int
    modifiers: list[tuple[str, int]]
    drink_used: bool
    defence: int | None = None

    @property
    def total(self) -> int:
        return self.natural + sum(v for _, v in self.modifiers)


@dataclass(slots=True)
class Roll:
    """The last die shown: for the screen and the log."""

    seat: int
    natural: int
    modifiers: list[tuple[str, int]]
    result: str


@dataclass
class BarbariansState(BaseState):
    options: dict = field(default_factory=dict)
    cards: list[Card] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    fighters: list[Fighter] = field(default_factory=list)
    marks: list[AreaMark] = field(default_factory=list)
    current: int = 0
    first: int = 0  # who took the first turn (simulate's first-seat win rate)
    actions_left: int = 0
    pending: PendingQueue = field(default_factory=PendingQueue)  # place, defence, move, discard, top_deck
    attack: Attack | None = None
    top_card: int | None = None
    rolled_six: bool = False
    last_roll: Roll | None = None
    turn: int = 0
    winners: tuple[int, ...] | None = None
    phase: str = "setup"
    ending: bool = False
    knocked_out_now: list[int] = field(default_factory=list)

    def card(self, instance: int) -> Card:
        return self.cards[instance]
