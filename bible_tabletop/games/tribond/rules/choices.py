"""The candidates: the actions that may be legal in the phase at hand, each naming its seat, in the order the menus
and the computer players see them (a bot chooses by place in the list). Cheap and possibly too many: `why_not`
(legality.py) throws out the rest. The typed answer is the stand-in `Answer(text="")`, never the answer."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.games.tribond.rules.actions import (
    Accept, Answer, Buzz, Challenge, Judge, Move, NewClueSet, Overrule, Reveal, Roll, Show, Stay,
)
from bible_tabletop.games.tribond.rules.state import TriBondState


@lru_cache(maxsize=None)
def made(kind: type, by: int, **fields):
    """The action `kind(by=by, **fields)`, made once: actions are frozen, so one serves every position (a few dozen
    in all: kinds by seats by paths)."""
    return kind(by=by, **fields)


def candidates(state: TriBondState, seats: tuple[int, ...], kind: str | None = None) -> list:
    """The candidates of `seats` in this phase (only of `kind` when asked)."""
    out = OF_PHASE[state.phase](state, seats)
    return out if kind is None else [a for a in out if a.kind == kind]


def _race(state: TriBondState, seats: tuple[int, ...]) -> list:
    """Each contestant's buzz, then the next clue or a new clue-set (read on one side only: ruling 15)."""
    return list(_racing(seats))


@lru_cache(maxsize=None)
def _racing(seats: tuple[int, ...]) -> tuple:
    """A race's candidates for these contestants (a few dozen pairs of seats in all), made once."""
    return (*[made(Buzz, s, seat=s) for s in seats], *[made(k, s) for k in (Reveal, NewClueSet) for s in seats])


def _answering(state: TriBondState, seats: tuple[int, ...]) -> list:
    """The next clue, then the answering of this game's mode: typed (the stand-in), or spoken (show the answer,
    then the table's verdict)."""
    if state.mode == "typed":
        return [a for s in seats for a in (made(Reveal, s), made(Answer, s, text=""))]
    return [a for s in seats for a in (made(Reveal, s), made(Show, s), made(Judge, s, correct=True),
                                       made(Judge, s, correct=False))]


def _moves(state: TriBondState, seats: tuple[int, ...]) -> list:
    return [made(Move, s, path=p) for s in seats for p in state.paths]


def _targets(state: TriBondState, seats: tuple[int, ...]) -> list:
    """The pieces the landing or the drawn CHALLENGE offers (state.candidates), then staying put."""
    return [a for s in seats for a in [made(Challenge, s, path=p, seat=t) for p, t in state.candidates]
            + [made(Stay, s)]]


def _each(*kinds: type):
    """The phase's plain actions (no fields), for each seat (made once for each tuple of seats)."""
    plain = lru_cache(maxsize=None)(lambda seats: tuple(made(k, s) for s in seats for k in kinds))
    return lambda _state, seats: list(plain(seats))


OF_PHASE = {"roll": _each(Roll), "clue": _answering, "race_answer": _answering, "verdict": _each(Accept, Overrule),
            "move": _moves, "humble": _moves, "target": _targets, "race": _race, "over": _each()}
