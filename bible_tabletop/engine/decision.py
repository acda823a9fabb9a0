"""Who may act now: one seat, any one of several (first come, as in a buzzer race), each of several in order
(responses, offers), or one seat while others may step in (a card played out of turn). The rules give a `Decision`
for every position that is not over."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Mode(Enum):
    """How the seats of a decision take it."""

    ONE = "one"  # one seat decides
    ANY = "any"  # whichever of the seats acts first takes it (a race)
    EACH = "each"  # the seats answer one after another, in the order given (responses, offers)
    OPEN = "open"  # the first seat decides; the others may step in without being asked (a card played out of turn)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the game waits for: the seats that may act, how, what kind of decision it is, and a prompt a player
    can read ("Ann: defend against the punch or take it")."""

    seats: tuple[int, ...]
    kind: str
    prompt: str
    mode: Mode = Mode.ONE

    def __post_init__(self):
        if not self.seats:
            raise ValueError("a decision needs at least one seat")
        if self.mode is Mode.ONE and len(self.seats) != 1:
            raise ValueError("a decision of one seat names exactly one")

    @classmethod
    def one(cls, seat: int, kind: str, prompt: str) -> "Decision":
        return cls((seat,), kind, prompt)

    @property
    def seat(self) -> int:
        """The seat whose keyboard it is: the one deciding, the next in order, or the first named in a race."""
        return self.seats[0]

    @property
    def acting(self) -> tuple[int, ...]:
        """The seats that may take an action now (`may_act`), in the decision's order."""
        return self.seats if self.mode in (Mode.ANY, Mode.OPEN) else self.seats[:1]

    def may_act(self, seat: int | None) -> bool:
        """Whether `seat` may take an action now (in EACH mode, only the seat whose turn to respond it is)."""
        return seat in self.seats if self.mode in (Mode.ANY, Mode.OPEN) else seat == self.seats[0]


def deciding(decision: Decision | None) -> int | None:
    """The seat whose keyboard it is (the decision's first seat), or None once the game is over."""
    return None if decision is None else decision.seats[0]
