"""The one gate every action passes before the rules carry it out: the game is not over, the seat taking it may
act now, and the game's own predicate (`why_not`) allows it. Apply, load and the screens all go through it."""

from __future__ import annotations

from typing import Any, Iterable

from bible_tabletop.engine.decision import Mode
from bible_tabletop.engine.game import Action, IllegalAction, Rules

R_TURN = "Turn order"


def admit(rules: Rules, state: Any, action: Action) -> Action:
    """`action` with its seat named, if the rules allow it now; else IllegalAction with the reason and rule."""
    decision = rules.decision(state)
    if decision is None:
        raise IllegalAction("The game is over: nothing more can be played.", "End of the Game")
    if action.by is None:
        if decision.mode is Mode.ANY and len(decision.seats) > 1:
            raise IllegalAction(f"Say which seat takes this: {decision.prompt}", R_TURN)
        action = action.model_copy(update={"by": decision.seat})
    elif not decision.may_act(action.by):
        raise IllegalAction(f"Seat {action.by + 1} may not act now. {decision.prompt}".strip(), R_TURN)
    problem = rules.why_not(state, action)
    if problem is not None:
        raise problem
    return action


def seated(actions: Iterable[Action], seat: int) -> list[Action]:
    """The same actions, each naming `seat` as the one who takes it."""
    return [a if a.by == seat else a.model_copy(update={"by": seat}) for a in actions]


def only(actions: list[Action], seat: int | None, kind: str | None) -> list[Action]:
    """The actions of `seat` and of `kind` (either None: any)."""
    return [a for a in actions if (seat is None or a.by == seat) and (kind is None or a.kind == kind)]
