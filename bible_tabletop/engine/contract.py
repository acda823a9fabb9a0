"""The engine's half of the `Rules` contract, the base of every game's rules class.

A game writes only its own parts: `decide` (the decision of a position), `candidates` (the actions worth asking
about: cheap, in the order its lists show, possibly too many), `why_not` (the one predicate) and `carry_out` (an
admitted action's effects). From those this base gives `decision` and `legal_actions`, worked out once per position
(engine/worked.py), and `apply`, which lets an action through the gate (engine/legality.py) before carrying it out.
The legal list is the candidates the predicate allows, as python-chess derives its legal moves from `is_legal`:
legality is written once.
"""

from __future__ import annotations

from typing import Any, Iterable

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.game import Action, Event
from bible_tabletop.engine.legality import admit
from bible_tabletop.engine.spec import Listed
from bible_tabletop.engine.worked import UNSET, forget, worked


class GameRules(Listed):
    """A game's rules class: its spec (Listed) and the contract's derived half."""

    # -- what the game writes ------------------------------------------------------------------------------------
    def decide(self, state: Any) -> Decision | None:
        """Who may act in this position, how, and the prompt; None once the game is over."""
        raise NotImplementedError

    def candidates(self, state: Any, seat: int | None, kind: str | None) -> Iterable[Action]:
        """Every action that may be legal now (each naming its seat), of `seat` and `kind` when given; the
        predicate throws out the rest."""
        raise NotImplementedError

    def carry_out(self, state: Any, action: Action) -> None:
        """The effects of an admitted action (already canonical), written to the state and its log."""
        raise NotImplementedError

    # -- what the engine derives ---------------------------------------------------------------------------------
    def decision(self, state: Any) -> Decision | None:
        known = worked(state)
        if known.decision is UNSET:
            known.decision = self.decide(state)
        return known.decision

    def legal_actions(self, state: Any, seat: int | None = None, kind: str | None = None) -> list[Action]:
        """The candidates of `seat` and `kind` that a seat of the decision may take and the predicate allows."""
        known = worked(state)
        legal = known.legal.get((seat, kind))
        if legal is None:
            decision = self.decision(state)
            if decision is None:
                legal = []
            else:  # who may act is asked once a list, not once a candidate
                acting, why_not = [s for s in decision.seats if decision.may_act(s)], self.why_not
                legal = [a for a in self.candidates(state, seat, kind) if a.by in acting and why_not(state, a) is None]
            known.legal[(seat, kind)] = legal
        return list(legal)

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Carry out `action` once the gate lets it in (IllegalAction otherwise, nothing changed); returns the log
        events it added. An action a legal list of this very position handed out has been through the gate."""
        known = state.worked
        if known is None or not known.handed_out(action):
            action = admit(self, state, action)
        action = self.canonical(state, action)
        start = len(state.log)
        forget(state)
        self.carry_out(state, action)
        forget(state)
        return state.log[start:]
