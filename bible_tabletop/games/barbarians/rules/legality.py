"""Why an action is not allowed now (reason and rulebook section), or None: the one source of legality.

It checks the action itself (whose decision, what it answers, the card in hand, reach, target, area) and never
lists the legal actions; choices.py lists exactly the actions it allows, copies of a card offered once."""

from __future__ import annotations

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.barbarians.rules import ops
from bible_tabletop.games.barbarians.rules.board import ADJACENT, AREAS, within
from bible_tabletop.games.barbarians.rules.choices import ANSWER
from bible_tabletop.games.barbarians.rules.effects import HANDLERS
from bible_tabletop.games.barbarians.rules.sections import (
    R_ATTACK, R_DEFENCE, R_DRINK, R_END, R_EVENT, R_HAND, R_SETUP, R_SKILL, R_STUMBLE, R_TROUBLE, R_TURN,
    attack_rule,
)
from bible_tabletop.games.barbarians.rules.state import HAND_LIMIT, BarbariansState
from bible_tabletop.games.barbarians.rules.turn import decider

WAITING = {  # what a pending decision waits for, said when another kind of action comes
    "place": ("Choose an area for your standee.", R_SETUP),
    "defence": ("The attack waits for the target's Defence card, or none.", R_DEFENCE),
    "move": ("Choose the adjacent area the character moves to.", R_ATTACK),
    "discard": (f"Discard down to {HAND_LIMIT} cards first.", R_HAND),
    "top_deck": ("Play the card Winy turned over.", R_SKILL),
}
REACH = {"same": "in your own area", "adjacent": "in your area or an adjacent one", "any": "anywhere"}


def why_not(state: BarbariansState, action) -> IllegalAction | None:
    """The refusal of `action` now, or None when it is allowed (an action naming no seat is the decider's)."""
    seat = decider(state)
    if seat is None:
        return IllegalAction("The game is over.", R_END)
    if action.by is not None and action.by != seat:
        return IllegalAction(f"It is {state.fighters[seat].name}'s decision now.", R_TURN)
    pending = state.pending.now
    if pending is not None:
        return _answer(state, pending, seat, action)
    return _turn(state, seat, action)


def _answer(state: BarbariansState, pending, seat: int, action) -> IllegalAction | None:
    """The pending decision takes only its own answer."""
    kind = action.kind
    if kind != ANSWER[pending.kind]:
        return IllegalAction(*WAITING[pending.kind])
    hand = state.fighters[seat].hand
    if kind == "move_to":
        mover = state.fighters[pending.details["mover"]]
        if action.area not in ADJACENT[mover.area]:
            return IllegalAction(f"{AREAS[action.area]} is not next to where the character stands (no diagonals).",
                                 R_STUMBLE)
    elif kind == "defend" and action.card is not None:
        if action.card not in hand:
            return IllegalAction("That card is not in your hand.", R_DEFENCE)
        if state.cards[action.card].kind != "defence":
            return IllegalAction("Only a Defence card can answer an attack.", R_DEFENCE)
    elif kind == "discard" and action.card not in hand:
        return IllegalAction("That card is not in your hand.", R_HAND)
    elif kind == "play":
        if action.card != state.top_card:
            return IllegalAction("Winy must play the card she turned over.", R_SKILL)
        return why_not_play(state, seat, action)
    return None


def _turn(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    """The three actions of a turn, and ending it."""
    kind = action.kind
    me = state.fighters[seat]
    if kind in ("place", "defend", "move_to", "discard"):
        return IllegalAction("Nothing is waiting for that choice now.", R_TURN)
    if kind == "stumble":
        if action.area == me.area:
            return IllegalAction("You are already in that area.", R_STUMBLE)
        if action.area not in ADJACENT[me.area]:
            return IllegalAction(f"{AREAS[action.area]} is diagonal to {AREAS[me.area]}: move only orthogonally.",
                                 R_STUMBLE)
        return None
    if kind == "top_deck":
        if not ops.has_skill(state, seat, "winy"):
            return IllegalAction("Only Winy, with Each to Their Own in play, can play the top card.", R_SKILL)
        if not (state.deck or state.discard):
            return IllegalAction("The deck and the discard pile are both empty.", R_SKILL)
        return None
    if kind == "play":
        if action.card not in me.hand:
            return IllegalAction("That card is not in your hand.", R_TROUBLE)
        return why_not_play(state, seat, action)
    return None  # a breather, or ending the turn: always allowed in a turn


def why_not_play(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    """Playing card `action.card` (in hand, or Winy's turned card) with its target, area and drink choice."""
    card = state.cards[action.card]
    if card.kind == "defence":
        return IllegalAction("A Defence card is played only when you are attacked, after the die is rolled.", R_DEFENCE)
    if card.is_attack:
        return _why_not_attack(state, seat, action, card)
    if action.skip_drink:
        return IllegalAction(f"{card.name} is no attack: there is no Drink to leave out of it.", R_SKILL)
    if card.kind == "drink":
        me = state.fighters[seat]
        if me.drink is not None:
            drink = state.cards[me.drink].name
            return IllegalAction(f"You already have {drink} in play: one Drink at a time.", R_DRINK)
        if action.target is not None or action.area is not None:
            return IllegalAction("A Drink names no target or area.", R_DRINK)
        return None
    return _why_not_event(state, seat, action, card)


def _why_not_attack(state: BarbariansState, seat: int, action, card) -> IllegalAction | None:
    rule = attack_rule(card.kind)
    t = action.target
    if t is None or not 0 <= t < len(state.fighters):
        return IllegalAction(f"{card.name} needs a target character.", rule)
    if t == seat:
        return IllegalAction("You cannot attack yourself.", rule)
    target = state.fighters[t]
    if target.out:
        return IllegalAction(f"{target.name} is already knocked out.", rule)
    if action.area is not None:
        return IllegalAction(f"{card.name} names a target character, not an area.", rule)
    me = state.fighters[seat]
    if action.skip_drink and not (ops.has_skill(state, seat, "grappin") and me.drink is not None):
        return IllegalAction("Only Grappin, with a Drink in play and skills on, may leave his Drink out.", R_SKILL)
    if not within(card.reach, me.area, target.area):
        return IllegalAction(f"{card.name} reaches only a character {REACH[card.reach]}.", rule)
    return None


def _why_not_event(state: BarbariansState, seat: int, action, card) -> IllegalAction | None:
    """An area Event names an area; The Bouncer a standing character and an area next to it; a handler its
    target where it takes one; any other Event nothing."""
    t, area = action.target, action.area
    if card.area_die is not None:
        if area is None or not 0 <= area < len(AREAS) or t is not None:
            return IllegalAction(f"{card.name} must be laid in an area, and names no character.", R_EVENT)
        return None
    if card.move:
        if t is None or area is None:
            return IllegalAction(f"{card.name} needs a character and an area next to it.", R_EVENT)
        if not 0 <= t < len(state.fighters) or state.fighters[t].out or area not in ADJACENT[state.fighters[t].area]:
            return IllegalAction(f"{card.name} moves a standing character to an adjacent area only.", R_EVENT)
        return None
    targets = HANDLERS[card.handler].targets(state, seat) if card.handler else None
    if area is not None or (targets is None and t is not None):
        return IllegalAction(f"{card.name} names no {'area' if area is not None else 'target'}.", R_EVENT)
    if targets is not None and t not in targets:
        return IllegalAction(f"{card.name} needs another character with cards in your area.", R_EVENT)
    return None
