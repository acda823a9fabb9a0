"""The log lines of an attack the screen reads back: the Swing that starts it, each Blow it lands."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from bible_tabletop.engine.game import Event
from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.state import BarbariansState


@dataclass(frozen=True, slots=True)
class Swing(Event):
    """The log line that starts an attack (the die is rolled)."""


@dataclass(frozen=True, slots=True)
class Blow(Event):
    """A log line about fighter `victim`: it lost `amount` HP (0: the hit was stopped), or None: knocked out."""

    victim: int = -1
    amount: int | None = None


def blow(state: BarbariansState, text: str, seat: int | None, rule: str, victim: int, amount: int | None,
         to: int | None = None) -> None:
    """Log a Blow by `seat` to `victim` (see Blow); the seat told is `to`, by default the victim."""
    say(state, text, seat, rule, victim if to is None else to, kind=partial(Blow, victim=victim, amount=amount))


def last_blows(events: list[Event]) -> list[Event]:
    """The Blows of the latest attack in the log (back to its Swing), oldest first: for the screen's news."""
    blows = []
    for e in reversed(events):
        if isinstance(e, Swing):
            break
        if isinstance(e, Blow):
            blows.append(e)
    return blows[::-1]
