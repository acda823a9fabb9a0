"""The learner of a guided first game where the coach gives no suggestion (issue 21): TriBond never suggests an
answer, so the lesson tests decide the learner's answers as a newcomer would give them.

TriBond's learner: it knows the bond once two clues are read, except on every third clue-set it answers (the third,
sixth, ...), which it does not know: it hears all three clues and answers wrong. Spoken, it shows the answer to the
table and then judges itself; typed, it types the card's answer or a wrong guess and lets the app's verdict stand.
In a race it buzzes after the second clue (as the Challenger it asks for the clues) and answers right."""

from __future__ import annotations

from bible_tabletop.games.tribond.rules.actions import Accept, Answer, Buzz, Judge, Reveal, Show
from bible_tabletop.games.tribond.rules.sections import R_RIGHT, R_WRONG

LEARNER = 0
KNOWS_AFTER = 2  # clues
MISSES_EVERY = 3  # clue-sets


def answered(state) -> int:
    """How many clue-sets the learner has answered on its own turns so far (right or wrong)."""
    return sum(1 for e in state.log if e.seat == LEARNER and e.rule in (R_RIGHT, R_WRONG))


def knows(state) -> bool:
    if state.contest is not None:
        return True
    return (answered(state) + 1) % MISSES_EVERY != 0


def tribond(rules, state):
    """The learner's action at a TriBond decision the coach leaves to it (an answer, a verdict, the race)."""
    ph, shown = state.phase, state.shown
    if ph == "verdict":
        return Accept(by=LEARNER)
    if ph == "race":
        if shown < KNOWS_AFTER and state.contest.challenger == LEARNER:
            return Reveal(by=LEARNER)
        return Buzz(seat=LEARNER, by=LEARNER)
    right = knows(state)
    if ph == "clue" and not state.answer_seen and shown < (KNOWS_AFTER if right else 3):
        return Reveal(by=LEARNER)
    if state.mode == "typed":
        return Answer(text=rules.reading(state).answer if right else "no idea", by=LEARNER)
    if not state.answer_seen:
        return Show(by=LEARNER)
    return Judge(correct=right, by=LEARNER)


LEARNERS = {"tribond": tribond}  # by game: the learner where the coach has no suggestion
