"""The roll and what it draws: a clue-set to answer, or a command (LOVE, HUMBLE, CHALLENGE) carried out at once."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.tribond.rules.board import HOME, ahead, can_go_back
from bible_tabletop.games.tribond.rules.cards import card, discard, draw
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.games.tribond.rules.sections import R_COMMAND, R_HUMBLE, R_LOVE, R_ROLL, R_TWO
from bible_tabletop.games.tribond.rules.turn import end_turn, start_turn


def roll(state: TriBondState, _action=None) -> None:
    """The Play: the die picks the slot of a newly drawn card and the distance."""
    seat = state.current
    state.roll = state.rng.randint(1, 6)
    state.forward = (False, False)
    draw(state)
    slot = card(state).slots[state.roll - 1]
    state.drawn = slot if isinstance(slot, str) else None
    say(state, f"{state.names[seat]} rolls {state.roll}.", seat, R_ROLL)
    if isinstance(slot, str):
        COMMANDS[slot](state)
    else:
        state.slot, state.shown, state.phase = state.roll - 1, 1, "clue"
        say(state, f"Clue-set #{state.roll}: {slot.clues[0]} ...", seat, R_ROLL)  # the roll picked it


def love(state: TriBondState) -> None:
    """LOVE: the roll is a gift to the player on the left, whose own turn then goes on."""
    giver = state.current
    discard(state)
    seat = (giver + 1) % state.players
    say(state, f"LOVE your neighbour: {state.names[giver]} gives the roll of {state.roll} to "
        f"{state.names[seat]}, who moves a piece by it and plays on.", giver, R_LOVE, to=seat)
    start_turn(state, seat)
    if any(state.pos[seat][p] != HOME for p in state.paths):
        state.gift, state.phase = True, "move"
    else:
        say(state, f"{state.names[seat]} has every piece home: the gift goes unused; {state.names[seat]} "
            "plays on.", seat, R_LOVE)


def humble(state: TriBondState) -> None:
    """HUMBLE: move a piece back by the roll, then the turn ends; none can go back that far: the turn ends."""
    seat = state.current
    discard(state)
    say(state, f"HUMBLE yourself: {state.names[seat]} must move a piece back {state.roll}, and the turn "
        "ends.", seat, R_HUMBLE)
    if can_go_back(state):
        state.phase = "humble"
    else:
        say(state, f"No piece of {state.names[seat]} can go back {state.roll}: nothing moves, and the turn "
            "ends.", seat, R_HUMBLE)
        end_turn(state)


def challenge_drawn(state: TriBondState) -> None:
    """CHALLENGE clue-set drawn: challenge a piece ahead of one of yours, or lose the turn."""
    seat = state.current
    discard(state)
    state.candidates = [(p, s) for p in state.paths if state.pos[seat][p] != HOME
                        for s in ahead(state, p, state.pos[seat][p], seat)]
    rule = R_TWO if state.players == 2 else R_COMMAND
    if not state.candidates:
        say(state, f"CHALLENGE drawn: {state.names[seat]} has nobody ahead to challenge and loses the turn.",
            seat, rule)
        end_turn(state)
        return
    state.may_stay, state.phase = False, "target"
    word = "change places with" if state.players == 2 else "challenge"
    say(state, f"CHALLENGE drawn: {state.names[seat]} must {word} a piece ahead.", seat, rule)


# What a command slot does when the roll draws it.
COMMANDS = {"love": love, "humble": humble, "challenge": challenge_drawn}
