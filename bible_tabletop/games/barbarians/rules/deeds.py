"""What each action does once it is allowed: placing, Stumbling, Troublemaking, Taking a Breather, Winy's top
card, ending the turn, discarding down to the limit (the attack's own steps are in attacks.py)."""

from __future__ import annotations

from typing import Callable

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules import attacks, ops
from bible_tabletop.games.barbarians.rules.actions import Breather, Discard, EndTurn, Place, Play, Stumble, TopDeck
from bible_tabletop.games.barbarians.rules.board import AREAS
from bible_tabletop.games.barbarians.rules.choices import plays
from bible_tabletop.games.barbarians.rules.legality import why_not_play
from bible_tabletop.games.barbarians.rules.effects import HANDLERS
from bible_tabletop.games.barbarians.rules.models import Card
from bible_tabletop.games.barbarians.rules.sections import (
    R_DRINK, R_EVENT, R_HAND, R_SETUP, R_SKILL, R_STUMBLE, R_TURN,
)
from bible_tabletop.games.barbarians.rules.state import HAND_LIMIT, AreaMark, BarbariansState
from bible_tabletop.games.barbarians.rules.turn import ask


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


def top_deck(state: BarbariansState, a: TopDeck) -> None:
    """Winy's skill: one action to turn over the top card and play it as if from hand."""
    state.actions_left -= 1
    seat = state.current
    card = ops.take_top(state)
    state.top_card = card
    name = state.cards[card].name
    say(state, f"{state.fighters[seat].name} (Winy's skill) turns over {name} from the deck.", seat, R_SKILL)
    if any(why_not_play(state, seat, p) is None for p in plays(state, seat, card)):
        ask(state, "top_deck", seat, f"play {name}, the card you turned over.", first=True)
    else:
        state.discard.append(card)
        state.top_card = None
        say(state, f"{name} cannot be played now and is discarded.", seat, R_SKILL)


def play(state: BarbariansState, a: Play) -> None:
    """Troublemaking: an attack, a Drink or an Event, from hand or (Winy) from the top of the deck."""
    seat = state.current
    f = state.fighters[seat]
    pending = state.pending.now
    if pending is not None and pending.kind == "top_deck":
        state.pending.answered()
        state.top_card = None
    else:
        state.actions_left -= 1
        f.hand.remove(a.card)
    card = state.cards[a.card]
    if card.is_attack:
        state.discard.append(a.card)
        attacks.start_attack(state, seat, a)
    elif card.kind == "drink":
        f.drink, f.drink_uses = a.card, 0
        say(state, f"{f.name} orders a {card.name}.", seat, R_DRINK)
        if card.heal:
            ops.heal(state, seat, card.heal, R_DRINK)
    else:
        play_event(state, seat, card, a)


def play_event(state: BarbariansState, seat: int, card: Card, a: Play) -> None:
    """An Event: laid in an area until its player's next turn, or at once (heal, draw, move, a handler)."""
    f = state.fighters[seat]
    say(state, f"{f.name} plays {card.name}.", seat, R_EVENT)
    if card.area_die is not None:
        state.marks.append(AreaMark(a.card, a.area, seat, card.area_die))
        say(state, f"{card.name} lies in the {AREAS[a.area]} until {f.name}'s next turn "
                   f"({card.area_die:+d} to attacks made there).", seat, R_EVENT)
        return
    state.discard.append(a.card)
    if card.heal:
        ops.heal(state, seat, card.heal, R_EVENT)
    if card.draw_on_play:
        ops.draw(state, seat, card.draw_on_play, R_EVENT)
    if card.move:
        mover = state.fighters[a.target]
        mover.area = a.area
        say(state, f"{card.name} sends {mover.name} to the {AREAS[a.area]}.", seat, R_EVENT, to=a.target)
    if card.handler:
        HANDLERS[card.handler].resolve(state, seat, a.target)


def discard(state: BarbariansState, a: Discard) -> None:
    """One card to the discard pile; the question ends once the hand is down to the limit."""
    f = state.fighters[state.current]
    f.hand.remove(a.card)
    state.discard.append(a.card)
    say(state, f"{f.name} discards {state.cards[a.card].name}.", state.current, R_HAND)
    if len(f.hand) <= HAND_LIMIT:
        state.pending.answered()


DEEDS: dict[str, Callable] = {
    "place": place, "stumble": stumble, "breather": breather, "end_turn": end_turn, "top_deck": top_deck,
    "play": play, "discard": discard, "defend": attacks.defend, "move_to": attacks.move_to,
}
