"""The turn machinery the games share: a queue of pending decisions, a response stack, and phases that say which
kinds of action they allow. Pure data kept in a game's state, so snapshots, digests and saves cover it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Iterable, TypeVar

from bible_tabletop.engine.decision import Decision, Mode
from bible_tabletop.engine.game import IllegalAction

T = TypeVar("T")


@dataclass(slots=True)
class Pending:
    """One decision the game waits for before play goes on: its kind, the seats, how they take it, the prompt,
    and the game's own details (a mover, the cards offered...)."""

    kind: str
    seats: tuple[int, ...]
    prompt: str = ""
    mode: Mode = Mode.ONE
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.seats[0]

    def decision(self) -> Decision:
        return Decision(self.seats, self.kind, self.prompt, self.mode)


@dataclass(slots=True)
class PendingQueue:
    """Pending decisions, first in first out; the first is the one asked now. An effect that must be answered
    before the rest is asked first."""

    items: list[Pending] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    @property
    def now(self) -> Pending | None:
        return self.items[0] if self.items else None

    def ask(self, pending: Pending, *, first: bool = False) -> None:
        self.items.insert(0, pending) if first else self.items.append(pending)

    def answered(self) -> Pending:
        """The first decision was taken: drop it and give it back."""
        return self.items.pop(0)

    def clear(self) -> None:
        self.items.clear()

    def decision(self) -> Decision | None:
        return self.items[0].decision() if self.items else None


@dataclass(slots=True)
class ResponseStack(Generic[T]):
    """Items (a card played, an ability) that resolve last-in first-out, each only once every seat in its order
    has passed on it in a row. Adding an item starts a round of passes among the seats that may respond to it."""

    entries: list[tuple[T, tuple[int, ...]]] = field(default_factory=list)  # (item, the seats that may respond)
    passes: int = 0  # seats that have passed in a row on the top item

    def __bool__(self) -> bool:
        return bool(self.entries)

    @property
    def items(self) -> list[T]:
        return [item for item, _ in self.entries]

    def add(self, item: T, order: Iterable[int]) -> None:
        """Put `item` on top; the seats in `order` may now respond to it, in that order."""
        self.entries.append((item, tuple(order)))
        self.passes = 0

    @property
    def top(self) -> T | None:
        return self.entries[-1][0] if self.entries else None

    @property
    def responder(self) -> int | None:
        """The seat whose response (an item, or a pass) is awaited; None when the stack is empty."""
        if not self.entries or not self.entries[-1][1]:
            return None
        order = self.entries[-1][1]
        return order[self.passes % len(order)]

    def decision(self, kind: str, prompt: str) -> Decision | None:
        seat = self.responder
        return None if seat is None else Decision((seat,), kind, prompt, Mode.EACH)

    def pass_(self, seat: int) -> T | None:
        """`seat` lets the top stand. Once every seat in its order has passed, the top leaves the stack and is
        given back to be resolved; the item under it then waits for a round of passes of its own."""
        if seat != self.responder:
            raise IllegalAction(f"It is seat {self.responder + 1}'s turn to respond, not seat {seat + 1}'s.",
                                "Responses: in turn order")
        self.passes += 1
        if self.passes < len(self.entries[-1][1]):
            return None
        self.passes = 0
        return self.entries.pop()[0]


@dataclass(frozen=True, slots=True)
class Phase:
    """A part of a turn and the kinds of action allowed in it (empty: nothing may be played at all)."""

    name: str
    allows: frozenset[str]
    rule: str = ""

    @classmethod
    def of(cls, name: str, *kinds: str, rule: str = "") -> "Phase":
        return cls(name, frozenset(kinds), rule)

    def why_not(self, kind: str, describe=lambda k: k) -> IllegalAction | None:
        """A refusal when `kind` is not allowed in this phase; `describe` names a kind for the player."""
        if kind in self.allows:
            return None
        if not self.allows:
            return IllegalAction(f"Nothing can be played in the {self.name}.", self.rule or self.name)
        allowed = ", ".join(sorted(describe(k) for k in self.allows))
        return IllegalAction(f"Not in the {self.name}: only {allowed}.", self.rule or self.name)
