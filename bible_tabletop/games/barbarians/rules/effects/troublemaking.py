"""Troublemaking: playing a card (an attack, a Drink or an Event) from hand or, with Winy's skill, from the top of
the deck (the attack's own steps are in attack.py)."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.actions import Play, TopDeck
from bible_tabletop.games.barbarians.rules.board import AREAS
from bible_tabletop.games.barbarians.rules.choices import plays
from bible_tabletop.games.barbarians.rules.effects import attack, ops
from bible_tabletop.games.barbarians.rules.effects.handlers import HANDLERS
from bible_tabletop.games.barbarians.rules.legality import why_not_play
from bible_tabletop.games.barbarians.rules.sections import R_DRINK, R_EVENT, R_SKILL
from bible_tabletop.games.barbarians.rules.state import AreaMark, BarbariansState, Card
from bible_tabletop.games.barbarians.rules.turn import ask


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
        attack.start_attack(state, seat, a)
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
    for field, effect in AT_ONCE:
        if getattr(card, field):
            effect(state, seat, card, a)


def _heal(state: BarbariansState, seat: int, card: Card, a: Play) -> None:
    ops.heal(state, seat, card.heal, R_EVENT)


def _draw(state: BarbariansState, seat: int, card: Card, a: Play) -> None:
    ops.draw(state, seat, card.draw_on_play, R_EVENT)


def _send(state: BarbariansState, seat: int, card: Card, a: Play) -> None:
    mover = state.fighters[a.target]
    mover.area = a.area
    say(state, f"{card.name} sends {mover.name} to the {AREAS[a.area]}.", seat, R_EVENT, to=a.target)


def _handler(state: BarbariansState, seat: int, card: Card, a: Play) -> None:
    HANDLERS[card.handler](state, seat, a.target)


AT_ONCE = (("heal", _heal), ("draw_on_play", _draw), ("move", _send), ("handler", _handler))
"""An Event's effects at once, in this order: the card field that holds each (when set) and what it does."""
