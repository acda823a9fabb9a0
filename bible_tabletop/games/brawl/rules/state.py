"""The Bible Brawl position: decks, lines, each player's hand, battle line, back line, pouch and honor pile.

Every card instance is an int (an index into `cards`, the table of designs, which the digest skips) and lies in
exactly one place. A character in play is a `Fighter`: the instance plus what sits on it (tokens, a Backup,
exhaustion, brawls made this turn).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bible_tabletop.engine.flow import PendingQueue, ResponseStack
from bible_tabletop.engine.game import BaseState
from bible_tabletop.engine.view import HIDDEN  # what a masked card instance reads as in a view

AP_PER_TURN = 5
HAND_LIMIT = 8
BATTLE_LINE = 4  # the usual limit
BATTLE_LINE_MAX = 5  # with a summon (Ezekiel, Jonah, Moses)
BACK_LINE = 4
BACK_LINE_ADDS = 2
POUCH = 2
DRAFT = 5
DEAL_ACTIONS = 2
LINE_SIZE = 4  # recruitment line and marketplace
WIPEOUT_AP = 3
EXHAUSTED_DEF = 1
WIN_AMOUNTS = (15, 20, 30)


@dataclass(slots=True)
class Fighter:
    """A character on a battle line or back line."""

    card: int
    face_up: bool = True
    atk: int = 0  # tokens (a malus when negative); they leave with the character
    def_: int = 0
    backup: int | None = None  # an attached Backup card instance
    exhausted: bool = False
    brawls: int = 0  # brawls made this turn
    ready_at: int = 0  # back line: the owner's turn number from which it may move up


@dataclass(slots=True)
class Pouched:
    """An action card bought into the pouch, and its buyer's own turn number then: it is usable from the buyer's
    next turn on (so not in another player's turn in between)."""

    card: int
    bought_in: int  # the buyer's `Player.turns` when it was bought


@dataclass(slots=True)
class Player:
    name: str
    hand: list[int] = field(default_factory=list)
    packet: list[int] = field(default_factory=list)  # the draft packet in front of this player
    battle: list[Fighter] = field(default_factory=list)
    back: list[Fighter] = field(default_factory=list)
    pouch: list[Pouched] = field(default_factory=list)
    honor_pile: list[int] = field(default_factory=list)
    honor: int = 0
    location: int | None = None  # the Location card lying on this player's battle line
    turns: int = 0  # turns this player has begun
    added: int = 0  # characters added from hand to the back line this turn
    opening: list[int] = field(default_factory=list)  # blind-reveal characters whose "When revealed" waits
    hand_after_turn: int = 0  # hand size when this player's last turn ended (after the limit)
    fielded: set[str] = field(default_factory=set)  # designs face up on this battle line at some point (balance)


@dataclass(slots=True)
class Resolving:
    """A card's effects being carried out one by one; `chosen` remembers the targets picked so far."""

    seat: int  # the player the effects act for
    source: int  # card instance (a character's ability, or an action card)
    index: int = 0  # next effect
    chosen: dict[str, int] = field(default_factory=dict)
    rule: str = ""
    holder: int | None = None  # an answer card: the defending character (its `self`)
    attacker: int | None = None  # an answer card: the attacker (its `enemy`)
    fallen: list[int] | None = None  # Eruption: the characters it brought down (they leave once the keep is chosen)
    kept: list[int] = field(default_factory=list)  # Eruption: the fallen its player chose to keep


@dataclass(slots=True)
class Fight:
    """A brawl in progress: the attacker and the defenders still to face (Samson: a whole line, one at a time).

    `answers` holds the attack on the `current` defender (its card) while its owner may answer, then the answer
    card played against it on top: the answer resolves first, then the attack (Action Cards: answers)."""

    seat: int
    attacker: int
    defenders: list[int]
    current: int | None = None
    stopped: str | None = None  # "attack" or "defeat" once an answer card stopped it
    won: int = 0
    answers: ResponseStack[int] = field(default_factory=ResponseStack)


@dataclass
class BrawlState(BaseState):
    options: dict = field(default_factory=dict)
    cards: list = field(default_factory=list)  # designs by instance (CharacterCard | ActionCard)
    win: int = 20
    players: list[Player] = field(default_factory=list)
    char_deck: list[int] = field(default_factory=list)  # the top is the end of the list
    char_discard: list[int] = field(default_factory=list)
    action_deck: list[int] = field(default_factory=list)
    action_discard: list[int] = field(default_factory=list)
    recruitment: list[int] = field(default_factory=list)
    market: list[int] = field(default_factory=list)
    phase: str = "draft"  # draft, hide, turn, over
    first: int = 0
    current: int = 0
    ap: int = 0
    turn: int = 0  # game turns begun
    draft_round: int = 0
    picked: list[bool] = field(default_factory=list)  # who has picked this draft round
    obligation: str | None = None  # "move_up" or "place" at the start of a turn
    pending: PendingQueue = field(default_factory=PendingQueue)  # choose or discard; details: options, label
    stack: list[Resolving] = field(default_factory=list)
    fight: Fight | None = None
    ending: bool = False  # the turn is ending: hand limits are being checked
    judges: list[str] = field(default_factory=list)  # Gideon: names of Judges that brawled free this turn
    judged: list[int] = field(default_factory=list)  # Gideon: characters those Judges attacked this turn
    winner: int | None = None

    def card(self, instance: int):
        return self.cards[instance]
