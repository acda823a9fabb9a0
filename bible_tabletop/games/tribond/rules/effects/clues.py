"""A clue-set read and answered: the next clue, the answer shown (spoken) or typed and judged by the app, the
table's verdict, and what a verdict does to the turn (in a race, `race.judged`)."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.actions import Answer, Judge
from bible_tabletop.games.tribond.rules.answering import known_words, matches
from bible_tabletop.games.tribond.rules.board import all_home
from bible_tabletop.games.tribond.rules.cards import discard, reading
from bible_tabletop.games.tribond.rules.state import Answered, TriBondState
from bible_tabletop.games.tribond.rules.effects import race
from bible_tabletop.games.tribond.rules.sections import (
    R_CHALLENGE, R_CLUES, R_GIFT_TURN, R_RIGHT, R_SPOKEN, R_TYPED, R_WRONG,
)
from bible_tabletop.games.tribond.rules.turn import end_turn, go_on, win


def reveal(state: TriBondState, _action=None) -> None:
    state.shown += 1
    state.revealed = True
    rule = R_CLUES if state.contest is None else R_CHALLENGE  # in a race, the Challenge clue-set read slowly
    say(state, f"Next clue: {reading(state).clues[state.shown - 1]}", None, rule)


def show(state: TriBondState, _action=None) -> None:
    """Spoken: the table looks at the answer, to judge what was said aloud."""
    state.answer_seen = True
    state.revealed = True
    say(state, "The answer is shown to the table.", None, R_SPOKEN)


def judge(state: TriBondState, action: Judge) -> None:
    judged(state, action.correct, None)


def answer(state: TriBondState, action: Answer) -> None:
    """The app's verdict on a typed answer. In a race a wrong one shows nothing: the race goes on hidden."""
    clues = reading(state)
    seat = action.by
    right = matches(action.text, clues.answer, clues.also, known_words(state.cards))
    said = f"'{action.text}'" if action.text.strip() else "no answer"
    if state.contest is not None and not right:
        race.goes_on_hidden(state, f"{state.names[seat]} types {said}: not right.", seat)
        return
    state.guess, state.verdict, state.phase = action.text, right, "verdict"
    state.revealed = True
    say(state, f"{state.names[seat]} types {said}: the app says {'right' if right else 'wrong'}"
        f" (the answer: {clues.answer}).", seat, R_TYPED)


def accept(state: TriBondState, _action=None) -> None:
    judged(state, state.verdict, state.guess)


def overrule(state: TriBondState, _action=None) -> None:
    say(state, "The table overrules the app.", None, R_TYPED)
    judged(state, not state.verdict, state.guess)


def judged(state: TriBondState, correct: bool, guess: str | None) -> None:
    """A verdict stands: in a race it decides the Challenge or lets the race go on; else the turn goes on."""
    clues = reading(state)
    seat = state.buzzed if state.contest is not None else state.current
    seen = state.answer_seen or state.phase == "verdict"
    state.verdict, state.guess = None, ""
    answered = Answered(clues.clues, clues.answer, clues.also, clues.refs, correct, guess, seat)
    if state.contest is not None:
        race.judged(state, answered, seen)
        return
    name = state.names[seat]
    state.last = answered
    discard(state)
    if not correct:
        nxt = state.names[(state.current + 1) % state.players]
        say(state, f"{name} answers wrong: it was {clues.answer}. The turn passes to {nxt}.", seat, R_WRONG)
        end_turn(state)
        return
    if not all_home(state, seat):
        say(state, f"{name} answers right: {clues.answer}! Move a piece {state.roll}.", seat, R_RIGHT)
        state.gift, state.phase = False, "move"
    elif state.turns == state.gift_turn:
        say(state, f"{name} answers right: {clues.answer}. But the last piece came home by a gift in this very "
            "turn: a right answer on a later turn of your own wins. Roll again.", seat, R_GIFT_TURN)
        go_on(state)
    else:
        say(state, f"{name} answers right: {clues.answer}!", seat, R_RIGHT)
        win(state, seat)
