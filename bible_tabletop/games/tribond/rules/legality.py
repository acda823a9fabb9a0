"""What may be played now: the phases of a turn and the kinds of action each allows, and `why_not`, the one source
of legality (reason and rule for a refused action, naming the rulebook section). Its candidates are in choices.py,
who decides in turn.py."""

from __future__ import annotations

from bible_tabletop.engine.flow import Phase
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.tribond.rules.actions import Buzz, Challenge, Move
from bible_tabletop.games.tribond.rules.board import HOME, PATHS, can_go_back
from bible_tabletop.games.tribond.rules.cards import CLUES
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.games.tribond.rules.sections import (
    R_CHALLENGE, R_HUMBLE, R_PLAY, R_SHORTER, R_SPOKEN, R_TYPED, R_WIN,
)
from bible_tabletop.games.tribond.rules.turn import deciding
from bible_tabletop.games.tribond.rules.words import EXPECTED

PHASES: dict[str, Phase] = {p.name: p for p in (
    Phase.of("roll", "roll", rule=R_PLAY),
    Phase.of("clue", "reveal", "show", "judge", "answer", rule=R_PLAY),
    Phase.of("race_answer", "show", "judge", "answer", rule=R_CHALLENGE),
    Phase.of("verdict", "accept", "overrule", rule=R_TYPED),
    Phase.of("move", "move", rule=R_PLAY),
    Phase.of("humble", "move", rule=R_HUMBLE),
    Phase.of("target", "challenge", "stay", rule=R_CHALLENGE),
    Phase.of("race", "buzz", "reveal", "new_clue_set", rule=R_CHALLENGE),
    Phase.of("over", rule=R_WIN),
)}
ALLOWS = {name: phase.allows for name, phase in PHASES.items()}


# -- why not -------------------------------------------------------------------------------------------------------

def why_not(state: TriBondState, action) -> IllegalAction | None:
    """Why `action` is refused now (reason, rule), or None: the phase allows its kind, its seat decides now, and
    what it names (a clue left, a path, a piece, a target) is there. An action naming no seat is taken as the
    deciding seat's (the first contestant's in a race)."""
    if state.winner is not None:
        return IllegalAction("The game is over.", R_WIN)
    ph, kind = state.phase, action.kind
    if kind not in ALLOWS[ph]:
        return IllegalAction(f"Not now: {EXPECTED[ph]}.", PHASES[ph].rule)
    seats = deciding(state)
    seat = seats[0] if action.by is None else action.by
    if seat not in seats:
        return _not_yours(state, seat, seats)
    check = _CHECKS.get(kind)
    return None if check is None else check(state, action, seat)


def allowed(state: TriBondState, candidates: list) -> list:
    """Those of `candidates` (each naming a seat that decides now) `why_not` lets in, the game going on and the
    phase's kinds looked up once for them all."""
    if state.winner is not None:
        return []
    kinds, out = ALLOWS[state.phase], []
    for a in candidates:
        if a.kind in kinds:
            quick = _QUICK.get(a.kind)
            if quick is not None:
                if quick(state, a):
                    out.append(a)
                continue
            check = _CHECKS.get(a.kind)
            if check is None or check(state, a, a.by) is None:
                out.append(a)
    return out


def _reads(state: TriBondState, a) -> bool:
    return state.phase != "race" or a.by == state.contest.challenger


# the checks a race asks over and over, without their sentences: each says yes exactly when its check in _CHECKS
# finds nothing (the conformance suite holds them to it)
_QUICK = {
    "reveal": lambda state, a: not state.answer_seen and state.shown < CLUES and _reads(state, a),
    "new_clue_set": lambda state, a: state.shown >= CLUES and _reads(state, a),
    "buzz": lambda state, a: a.seat == a.by,
}


def _not_yours(state: TriBondState, seat: int, seats: tuple[int, ...]) -> IllegalAction:
    if seat >= state.players:
        return IllegalAction(f"There is no seat {seat + 1} in a game of {state.players}.", R_PLAY)
    if state.phase == "race":
        return IllegalAction("Only the Challenger and the Defender buzz.", R_CHALLENGE)
    return IllegalAction(f"It is {state.names[seats[0]]}'s decision now, not {state.names[seat]}'s.", R_PLAY)


def _reader(state: TriBondState, seat: int) -> IllegalAction | None:
    """In a race the clues are read on the Challenger's side (ruling 15)."""
    if state.phase == "race" and seat != state.contest.challenger:
        return IllegalAction(f"In a race the clues are read out on the Challenger's side "
                             f"({state.names[state.contest.challenger]}): the Defender buzzes or waits.", R_CHALLENGE)
    return None


def _reveal(state: TriBondState, _action, seat: int) -> IllegalAction | None:
    if state.answer_seen:
        return IllegalAction("The answer is showing: judge it (right or wrong).", R_SPOKEN)
    if state.shown >= CLUES:
        return IllegalAction("All three clues are showing already.", R_PLAY)
    return _reader(state, seat)


def _new_clue_set(state: TriBondState, _action, seat: int) -> IllegalAction | None:
    if state.shown < CLUES:
        return IllegalAction("Wait until all three clues are showing.", R_CHALLENGE)
    return _reader(state, seat)


def _buzz(state: TriBondState, action: Buzz, seat: int) -> IllegalAction | None:
    if action.seat != seat:
        return IllegalAction(f"Each contestant buzzes for itself: {state.names[seat]} cannot buzz for seat "
                             f"{action.seat + 1}.", R_CHALLENGE)
    return None


def _mode(mode: str):
    """A check that the answer comes the way this game answers (`mode`: spoken or typed, chosen at setup)."""
    def check(state: TriBondState, action, _seat: int) -> IllegalAction | None:
        if state.mode != mode:
            other = "type it" if state.mode == "typed" else "say it aloud and let the table judge"
            return IllegalAction(f"Answers are {state.mode} in this game: {other}.",
                                 R_TYPED if state.mode == "typed" else R_SPOKEN)
        if action.kind == "show" and state.answer_seen:
            return IllegalAction("The answer is showing already.", R_SPOKEN)
        return None
    return check


def _move(state: TriBondState, action: Move, seat: int) -> IllegalAction | None:
    if action.path not in state.paths:
        return IllegalAction(f"The {PATHS[action.path]} path is not in play.", R_SHORTER)
    if state.pos[seat][action.path] == HOME:
        return IllegalAction("That piece is safe in its Trinity space and never moves again.", R_WIN)
    if state.phase == "humble" and action.path not in can_go_back(state):
        return IllegalAction(f"That piece cannot go back {state.roll} spaces.", R_HUMBLE)
    return None


def _challenge(state: TriBondState, action: Challenge, _seat: int) -> IllegalAction | None:
    if (action.path, action.seat) not in state.candidates:
        return IllegalAction("You can challenge only a piece you landed on, or one ahead of yours on that path "
                             "(never one in a Trinity space).", R_CHALLENGE)
    return None


def _stay(state: TriBondState, _action, _seat: int) -> IllegalAction | None:
    if not state.may_stay:
        return IllegalAction("You landed on an occupied space: a Challenge must follow.", R_CHALLENGE)
    return None


_CHECKS = {"reveal": _reveal, "new_clue_set": _new_clue_set, "buzz": _buzz, "show": _mode("spoken"),
           "judge": _mode("spoken"), "answer": _mode("typed"), "move": _move, "challenge": _challenge, "stay": _stay}
