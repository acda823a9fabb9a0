"""Building a seat's view of a position: a copy that shares what is open and masks what the seat may not see."""

from __future__ import annotations

import copy
from typing import Any, Iterable

HIDDEN = -1  # a card the viewer may not see, wherever it lies


def public_copy(state: Any, *fields: str) -> Any:
    """A shallow copy without the random generator, with each named list field copied (so masking it, or the
    screen changing it, never touches the real position)."""
    v = copy.copy(state)
    v.rng = None
    if hasattr(v, "worked"):
        v.worked = None  # a view is worked out from what the seat sees (engine/worked.py)
    for name in fields:
        setattr(v, name, list(getattr(state, name)))
    return v


def face_down(cards: Iterable[int]) -> list[int]:
    """As many HIDDEN as there are cards: the viewer knows how many, not which."""
    return [HIDDEN for _ in cards]
