"""Decisions and the flow of turns: who decides in each phase and what they are asked, whose turn comes next,
playing on after a move, and winning."""

from __future__ import annotations

from bible_tabletop.engine.decision import Decision, Mode
from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.sections import R_WIN
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.games.tribond.rules.words import prompt, race_prompt

# The decision each phase asks for (the race is the one that two seats may take).
KINDS = {"roll": "roll", "clue": "answer", "race_answer": "answer", "verdict": "verdict", "move": "move",
         "humble": "move", "target": "target", "race": "race"}


# -- who decides ---------------------------------------------------------------------------------------------------

def deciding(state: TriBondState) -> tuple[int, ...]:
    """The seats that may act now: the Challenger and the Defender in a race (either may buzz), whoever buzzed
    while answering and judging in a race, else the current player."""
    ph = state.phase
    if ph == "race":
        return state.contest.challenger, state.contest.defender
    if ph == "race_answer" or (ph == "verdict" and state.contest is not None):
        return (state.buzzed,)
    return (state.current,)


def decision(state: TriBondState) -> Decision | None:
    """Who may act now, the kind of decision and its prompt; a race is Mode.ANY (the first to buzz takes it)."""
    if state.winner is not None:
        return None
    seats = deciding(state)
    if state.phase == "race":
        return Decision(seats, "race", race_prompt(state), Mode.ANY)
    return Decision(seats, KINDS[state.phase], prompt(state, seats[0]))


# -- the flow of turns ---------------------------------------------------------------------------------------------

def start_turn(state: TriBondState, seat: int) -> None:
    state.current, state.phase, state.gift, state.turns = seat, "roll", False, state.turns + 1


def end_turn(state: TriBondState) -> None:
    start_turn(state, (state.current + 1) % state.players)


def go_on(state: TriBondState) -> None:
    """After a move or a won Challenge the turn goes on: roll again (a gift's receiver rolls too)."""
    state.gift, state.phase, state.contest = False, "roll", None


def win(state: TriBondState, seat: int) -> None:
    state.winner, state.phase = seat, "over"
    say(state, f"{state.names[seat]} has every piece in its Trinity space and wins!", seat, R_WIN)
