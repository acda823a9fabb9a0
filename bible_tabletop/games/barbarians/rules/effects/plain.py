"""The actions with no card to resolve: placing a standee, Stumbling, Taking a Breather, discarding down to the hand
limit, ending the turn."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.actions import Breather, Discard, EndTurn, Place, Stumble
from bible_tabletop.games.barbarians.rules.board import AREAS
from bible_tabletop.games.barbarians.rules.effects import ops
from bible_tabletop.games.barbarians.rules.sections import R_HAND, R_SETUP, R_STUMBLE, R_TURN
from bible_tabletop.games.barbarians.rules.state import HAND_LIMIT, BarbariansState


def place(state: BarbariansState, a: Place) -> None:
    seat = state.pending.answered().seat
    state.fighters[seat].area = a.area
    say(state, f"{state.fighters[seat].name} takes a place at the {AREAS[a.area]}.", seat, R_SETUP)


def stumble(state: BarbariansState, a: Stumble) -> None:
    state.actions_left -= 1
    f = state.fighters[state.current]
    f.area = a.area
    say(state, f"{f.name} stumbles to the {AREAS[a.area]}.", state.current, R_STUMBLE)


def breather(state: BarbariansState, a: Breather) -> None:
    state.actions_left -= 1
    ops.draw(state, state.current, 1)


def end_turn(state: BarbariansState, a: EndTurn) -> None:
    f = state.fighters[state.current]
    if state.actions_left:
        say(state, f"{f.name} ends the turn with {state.actions_left} action(s) unused.", state.current, R_TURN)
    state.actions_left = 0


def discard(state: BarbariansState, a: Discard) -> None:
    """One card to the discard pile; the question ends once the hand is down to the limit."""
    f = state.fighters[state.current]
    f.hand.remove(a.card)
    state.discard.append(a.card)
    say(state, f"{f.name} discards {state.cards[a.card].name}.", state.current, R_HAND)
    if len(f.hand) <= HAND_LIMIT:
        state.pending.answered()
