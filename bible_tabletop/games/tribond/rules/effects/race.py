"""The Challenge race: a Challenge clue-set read to the Challenger and the Defender, the first to buzz answers, a
wrong answer re-opens the race (showing nothing, ruling 14), a right one decides the Challenge."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.actions import Buzz
from bible_tabletop.games.tribond.rules.cards import discard, draw, reading
from bible_tabletop.games.tribond.rules.board import PATHS
from bible_tabletop.games.tribond.rules.state import Answered, TriBondState
from bible_tabletop.games.tribond.rules.sections import R_CHALLENGE, R_RACE_HIDDEN
from bible_tabletop.games.tribond.rules.turn import end_turn, go_on


def start(state: TriBondState) -> None:
    """A new card: its Challenge clue-set is read, a clue at a time, and nobody has buzzed."""
    draw(state)
    state.slot, state.shown, state.buzzed, state.phase = None, 1, None, "race"
    say(state, f"Challenge clue-set: {reading(state).clues[0]} ...", None, R_CHALLENGE)


def buzz(state: TriBondState, action: Buzz) -> None:
    state.buzzed, state.phase = action.seat, "race_answer"
    say(state, f"{state.names[action.seat]} buzzes!", action.seat, R_CHALLENGE)


def new_clue_set(state: TriBondState, _action=None) -> None:
    """All three clues out and nobody answered in time: another card, another Challenge clue-set."""
    say(state, f"Nobody answered in time: it was {reading(state).answer}. A new Challenge clue-set.", None,
        R_CHALLENGE)
    discard(state)
    start(state)


def goes_on_hidden(state: TriBondState, text: str, seat: int) -> None:
    """A wrong answer nobody saw the answer of: the race goes on at once on the same clues (ruling 14). The verdict
    is news to both contestants, so it stands (undo cannot take the answer back for another try)."""
    say(state, f"{text} The race goes on; the answer stays hidden.", seat, R_RACE_HIDDEN)
    state.buzzed, state.phase, state.revealed = None, "race", True


def judged(state: TriBondState, answered: Answered, seen: bool) -> None:
    """The buzzer's answer is judged: right wins the Challenge; wrong with the answer seen goes on with a new
    Challenge clue-set; wrong unseen goes on hidden."""
    name = state.names[answered.seat]
    if answered.correct:
        state.last = answered
        say(state, f"{name} answers right: {answered.answer}.", answered.seat, R_CHALLENGE)
        discard(state)
        won(state, answered.seat)
    elif seen:
        state.last = answered
        say(state, f"{name} answers wrong, and the answer ({answered.answer}) was seen: the race goes on with a new "
            "Challenge clue-set.", answered.seat, R_RACE_HIDDEN)
        discard(state)
        start(state)
    else:
        goes_on_hidden(state, f"{name} answers wrong.", answered.seat)


def won(state: TriBondState, seat: int) -> None:
    """The Challenge 5-6: the loser goes back where the Challenger came from; a winning Challenger rolls again,
    a winning Defender ends the Challenger's turn."""
    c = state.contest
    loser = c.defender if seat == c.challenger else c.challenger
    state.pos[loser][c.path] = c.came_from
    state.buzzed = None
    say(state, f"{state.names[seat]} wins the Challenge; {state.names[loser]} goes back to space "
        f"{c.came_from} on the {PATHS[c.path]} path.", seat, R_CHALLENGE, to=loser)
    state.current = c.challenger
    if seat == c.challenger:
        go_on(state)
    else:
        state.contest = None
        end_turn(state)
