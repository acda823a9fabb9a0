"""What the rules work out once per position and keep on the state until an action changes it: the decision (who
acts, how, the prompt) and the legal lists asked for. One key press asks for both several times (the screen, the
gate, the choice list); the position is worked out once, with no cache of a game's own.

Only `apply` changes a position, and it forgets what was worked out (before and after carrying the action out); a
snapshot and a view start with nothing worked out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

UNSET: Any = object()


@dataclass(slots=True)
class Worked:
    """The decision of one position and its legal lists by (seat, kind), as the rules worked them out."""

    decision: Any = UNSET
    legal: dict[tuple[int | None, str | None], list] = field(default_factory=dict)

    def handed_out(self, action: Any) -> bool:
        """Whether `action` is one of the very objects a legal list of this position handed out (so it has been
        through the gate already)."""
        return any(a is action for legal in self.legal.values() for a in legal)


def worked(state: Any) -> Worked:
    """The position's worked-out facts, made empty the first time it is asked."""
    known = state.worked
    if known is None:
        known = state.worked = Worked()
    return known


def forget(state: Any) -> None:
    """The position is about to change (or has): nothing worked out of it holds any more."""
    state.worked = None
