"""How a game ended: a result per seat and a sentence. Free of pydantic, so the screens that only show a result
(the game-over screen) load fast."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Result(Enum):
    """How the game ended for one seat."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: a result per seat and a sentence. Several seats may win together (a team), every seat
    may lose (to the game itself), and a draw may be shared by some seats while the others lost."""

    results: tuple[Result, ...]
    text: str

    @classmethod
    def won_by(cls, winners: tuple[int, ...] | list[int], players: int, text: str) -> "Outcome":
        """The given seats win, every other seat loses."""
        return cls(tuple(Result.WIN if s in winners else Result.LOSS for s in range(players)), text)

    @classmethod
    def drawn_by(cls, drawn: tuple[int, ...] | list[int], players: int, text: str) -> "Outcome":
        """The given seats draw (nobody wins), every other seat loses."""
        return cls(tuple(Result.DRAW if s in drawn else Result.LOSS for s in range(players)), text)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.results) if r is Result.WIN)

    @property
    def drawn(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.results) if r is Result.DRAW)

    @property
    def is_draw(self) -> bool:
        """Nobody won and at least one seat drew (seats knocked out before a shared last K.O. lost)."""
        return not self.winners and bool(self.drawn)

    @property
    def everyone_lost(self) -> bool:
        return all(r is Result.LOSS for r in self.results)
