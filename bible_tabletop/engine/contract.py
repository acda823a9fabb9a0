"""The engine's half of the `Rules` contract, the base of every game's rules class.

A game writes only its own parts: `decide` (the decision of a position), `candidates` (the actions worth asking
about: cheap, in the order its lists show, possibly too many), `why_not` (the one predicate) and `carry_out` (an
admitted action's effects). From those this base gives `decision` and `legal_actions`, worked out once per position
(engine/worked.py), and `apply`, which lets an action through the gate (engine/legality.py) before carrying it out,
unless a legal list of this very position handed it out. The legal list is the candidates the predicate allows, as
python-chess derives its legal moves from `is_legal`: legality is written once.

Speed, without writing legality twice in meaning: the lists ask `allowed(state, candidates)`, which keeps those
`allows(state, action)` lets in, which is `why_not(...) is None`, unless the game writes a faster judge of one
action (no refusal sentences) or of a whole list at once (one look at the position for many candidates). Either may
read facts of the position worked out once (`engine.worked.facts(state, work_out)`, kept beside the memo). The
conformance suite checks `allows` and `allowed` against `why_not` on every candidate of thousands of positions of
each game's random games."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.game import Action, Event, GameConfig
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

    def allows(self, state: Any, action: Action) -> bool:
        """Whether the predicate lets in `action`, a candidate whose seat may act now. By default `why_not` is
        asked; a game may write a faster judge that builds no refusal (from its facts of the position), and the
        conformance suite holds it to `why_not` on every candidate of thousands of positions a game."""
        return self.why_not(state, action) is None

    def allowed(self, state: Any, candidates: list[Action]) -> list[Action]:
        """Those of `candidates` (of seats that may act now) that `allows` lets in, in their order. A game may
        judge them together instead (one look at the position for a whole family); the conformance suite holds
        it to `why_not` too."""
        allows = self.allows
        return [a for a in candidates if allows(state, a)]

    def former_digests(self, state: Any, config: GameConfig, actions: Sequence[Action]) -> Iterable[str]:
        """The digests of this position's older forms, for positions saved before a field left the state: none
        until a game's state loses a field."""
        return ()

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
            legal = known.keep((seat, kind), self._allowed(state, seat, kind))
        return list(legal)

    def _allowed(self, state: Any, seat: int | None, kind: str | None) -> list[Action]:
        """The legal list of (seat, kind) worked out: who may act is asked once a list, not once a candidate."""
        decision = self.decision(state)
        if decision is None:
            return []
        acting = decision.acting
        if len(acting) == 1:  # one seat acts: its own candidates all name it, so no seat is checked
            if seat is not None and seat != acting[0]:
                return []
            found = self.candidates(state, acting[0], kind)
            return self.allowed(state, found if type(found) is list else list(found))
        may = set(acting)
        return self.allowed(state, [a for a in self.candidates(state, seat, kind) if a.by in may])

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
