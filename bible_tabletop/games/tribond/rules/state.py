"""The TriBond position: pieces on the paths, the clue deck, whose turn and what is being read."""

from __future__ import annotations

from dataclasses import dataclass, field

from bible_tabletop.engine.game import BaseState


@dataclass(slots=True)
class Contest:
    """A Challenge (or Change) under way: who, on which path, and where the loser goes back to."""

    challenger: int
    defender: int
    path: int
    came_from: int


@dataclass(slots=True)
class Answered:
    """The clue-set last judged, for the table to read: clues, answer, references, verdict."""

    clues: tuple[str, ...]
    answer: str
    also: tuple[str, ...]
    refs: tuple[str, ...]
    correct: bool
    guess: str | None = None
    seat: int | None = None


@dataclass
class TriBondState(BaseState):
    players: int = 2
    names: list[str] = field(default_factory=list)
    paths: tuple[int, ...] = (0, 1, 2)
    mode: str = "spoken"  # or "typed"
    level: str = "normal"  # how much the computer contestants know
    teams: bool = False
    cards: tuple = ()  # the clue cards (designs); skipped by the digest
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    reading: int | None = None  # the card being read
    slot: int | None = None  # the slot being read (None: the card's Challenge clue-set)
    shown: int = 0  # clues revealed so far
    answer_seen: bool = False  # spoken mode: the table has looked at the answer being read (Show)
    drawn: str | None = None  # the command the last roll drew (love, humble, challenge), for the table to see
    pos: list[list[int | None]] = field(default_factory=list)  # pos[seat][path], None off the paths in play
    home_order: list[tuple[int, int]] = field(default_factory=list)  # (seat, path) in order of arrival
    current: int = 0
    first: int = 0  # who took the first turn
    phase: str = "roll"
    roll: int = 0
    gift: bool = False  # the move to make is a LOVE gift
    pending_from: int | None = None  # where the piece just moved came from (for a Challenge)
    pending_path: int | None = None
    candidates: list[tuple[int, int]] = field(default_factory=list)  # (path, seat) that may be challenged
    may_stay: bool = False
    contest: Contest | None = None
    buzzed: int | None = None
    verdict: bool | None = None  # typed mode: the app's verdict awaiting the table
    guess: str = ""
    awaiting: list[bool] = field(default_factory=list)  # all home by a gift: must still answer to win
    gift_turn: int = -1  # the turn in which the current player's last piece came home by a gift (cannot win in it)
    winner: int | None = None
    turns: int = 0
    last: Answered | None = None
    forward: tuple[bool, bool] = (False, False)  # last forward move: (landed on a piece, started a Challenge)
