"""What just happened, where the eye is: the strip above the board and the curtain's "since your turn" line.

Both are built from the public log only (each Event is a line every player may read), so they show nothing hidden.
`Moves` remembers where each action's events sit in the log, so "since this seat last acted" is a slice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

from bible_tabletop.engine.game import Event

MOST = 12  # never look at more than the last dozen events: the strip has room for two lines


@dataclass(frozen=True, slots=True)
class Move:
    """One action: who took it and the log slice [start, end) of its events."""

    seat: int | None
    start: int
    end: int


class Moves:
    """The log slices of every action taken in the game."""

    def __init__(self):
        self.moves: list[Move] = []

    @classmethod
    def of(cls, session) -> "Moves":
        """The moves of a session so far: each step knows its seat and where its events sit in the log."""
        moves = cls()
        for step in session.steps:
            moves.record(step.seat, step.start, step.end)
        return moves

    def record(self, seat: int | None, start: int, end: int) -> None:
        self.moves.append(Move(seat, start, end))

    def undo(self) -> None:
        """The last action was taken back."""
        if self.moves:
            self.moves.pop()

    def last(self, seat: int | None) -> Move | None:
        return next((m for m in reversed(self.moves) if m.seat == seat), None)

    def since(self, seat: int) -> int:
        """Where the events after `seat`'s last action start (the log's start when it has not acted yet)."""
        mine = self.last(seat)
        return mine.end if mine else 0

    def span(self, viewer: int | None, log_length: int) -> tuple[int, int]:
        """The events the strip shows: all since the viewer last acted; when nobody acted since, that action's
        own events; with no viewer (a pure demo) the latest action's."""
        mine = self.last(viewer) if viewer is not None else (self.moves[-1] if self.moves else None)
        if mine is None:
            return (0 if viewer is not None else log_length), log_length
        if viewer is not None and mine.end < log_length:
            return mine.end, log_length
        return mine.start, log_length


def fit(parts: list[Text], width: int, lines: int, console: Console, prefix: str = "") -> Text:
    """`parts` joined by " · " after `prefix`, dropping the oldest (shown as "…") until it wraps into `lines`."""
    room, keep = max(width, 10) * lines - len(prefix) - 2, 0
    for part in reversed(parts[-MOST:]):  # a first guess by length, so wrapping is measured once or twice
        room -= part.cell_len + 3
        if room < 0 and keep:
            break
        keep += 1
    dropped = keep < len(parts)
    parts = parts[-keep:] if keep else []
    while True:
        text = Text(prefix, style="bold") + (Text("… ", style="dim") if dropped else Text())
        text += Text(" · ", style="dim").join(parts)
        if len(parts) <= 1 or len(text.wrap(console, max(width, 10))) <= lines:
            return text
        parts = parts[1:]
        dropped = True


def strip_text(log: Sequence[Event], span: tuple[int, int], viewer: int | None, width: int,
               console: Console) -> Text:
    """The strip's line: the events of `span`; those that happened to the viewer in bold."""
    start, end = span
    events = log[max(start, end - MOST):end]
    parts = [Text(e.text, style="bold" if viewer is not None and e.to == viewer else "") for e in events]
    return fit(parts, width, 2, console)


def since_your_turn(log: Sequence[Event], moves: Moves, seat: int, width: int, console: Console) -> str:
    """The curtain's line for `seat`: what happened to it since it last acted, or "" when nothing did."""
    parts = [Text(e.text) for e in log[moves.since(seat):] if e.to == seat]
    return fit(parts, width, 2, console, "Since your turn: ").plain if parts else ""


class NewsStrip(Static):
    """One or two lines above the board: what the latest action(s) did."""

    DEFAULT_CSS = """
    NewsStrip { height: auto; max-height: 2; padding: 0 1; background: $boost; overflow: hidden; }
    """
