"""Writing the game's log: one line by a seat, under a rule, told to the seat it happened to."""

from __future__ import annotations

from typing import Any

from bible_tabletop.engine.game import Event


def say(state: Any, text: str, seat: int | None, rule: str, to: int | None = None, kind: type[Event] = Event) -> None:
    """Add a log line by `seat`; `to` is another seat it happened to (told at that player's hand-over), dropped
    when it is `seat` itself. `kind` is an Event subclass where a game's lines carry more (a blow's damage)."""
    state.log.append(kind(text, seat, rule, None if to == seat else to))
