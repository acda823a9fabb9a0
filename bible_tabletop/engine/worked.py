"""What the rules work out once per position and keep on the state until an action changes it: the decision (who
acts, how, the prompt), the legal lists asked for, and the game's own facts of the position (`facts`). One key
press asks for them several times (the screen, the gate, the choice list); the position is worked out once, with
no cache of a game's own.

Only `apply` changes a position, and it forgets what was worked out (before and after carrying the action out); a
snapshot and a view start with nothing worked out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

UNSET: Any = object()


@dataclass(slots=True)
class Worked:
    """The decision of one position, its legal lists by (seat, kind) as the rules worked them out, every action
    those lists handed out (by id), and the game's own facts of the position."""

    decision: Any = UNSET
    legal: dict[tuple[int | None, str | None], list] = field(default_factory=dict)
    handed: dict[int, Any] = field(default_factory=dict)
    facts: Any = UNSET

    def keep(self, asked: tuple[int | None, str | None], legal: list) -> list:
        """Keep the legal list of (seat, kind) and note each action it hands out."""
        self.legal[asked] = legal
        self.handed.update(zip(map(id, legal), legal))
        return legal

    def handed_out(self, action: Any) -> bool:
        """Whether `action` is one of the very objects a legal list of this position handed out (so it has been
        through the gate already)."""
        return self.handed.get(id(action)) is action


def worked(state: Any) -> Worked:
    """The position's worked-out facts, made empty the first time it is asked."""
    known = state.worked
    if known is None:
        known = state.worked = Worked()
    return known


def facts(state: Any, work_out: Callable[[Any], Any]) -> Any:
    """The game's own facts of this position, `work_out(state)` made once while the position's memo holds. A
    position with no memo (one being changed, between `apply`'s two forgets) gets them made afresh and not kept."""
    memo = state.worked
    if memo is None:
        return work_out(state)
    found = memo.facts
    if found is UNSET:
        found = memo.facts = work_out(state)
    return found


def forget(state: Any) -> None:
    """The position is about to change (or has): nothing worked out of it holds any more."""
    state.worked = None
