"""Why an action is not allowed now (reason and rulebook section), or None: the one place a rule refuses.

It checks one action (whose decision, what it answers, the card in hand, reach, target, area); choices.py lists the
candidates, cheap and possibly too many, and the engine keeps those this predicate allows. The decision it is given
is the position's own, as worked out once (engine/worked.py)."""

from __future__ import annotations

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.engine.worked import UNSET
from bible_tabletop.games.barbarians.rules import turn
from bible_tabletop.games.barbarians.rules.actions import ANSWER
from bible_tabletop.games.barbarians.rules.board import ADJACENT, AREAS, within
from bible_tabletop.games.barbarians.rules.options import has_skill
from bible_tabletop.games.barbarians.rules.sections import (
    R_ATTACK, R_DEFENCE, R_DRINK, R_END, R_EVENT, R_HAND, R_SETUP, R_SKILL, R_STUMBLE, R_TROUBLE, R_TURN,
    attack_rule,
)
from bible_tabletop.games.barbarians.rules.state import HAND_LIMIT, BarbariansState

WAITING = {  # what a pending decision waits for, said when another kind of action comes
    "place": ("Choose an area for your standee.", R_SETUP),
    "defence": ("The attack waits for the target's Defence card, or none.", R_DEFENCE),
    "move": ("Choose the adjacent area the character moves to.", R_ATTACK),
    "discard": (f"Discard down to {HAND_LIMIT} cards first.", R_HAND),
    "top_deck": ("Play the card Winy turned over.", R_SKILL),
}
REACH = {"same": "in your own area", "adjacent": "in your area or an adjacent one", "any": "anywhere"}


def why_not(state: BarbariansState, action) -> IllegalAction | None:
    """The refusal of `action` now, or None when it is allowed (an action naming no seat is the deciding seat's).
    It is asked once for every candidate, so it reads the position's decision where it was worked out already."""
    known = state.worked
    decision = UNSET if known is None else known.decision
    if decision is UNSET:
        decision = turn.decision(state)
    if decision is None:
        return IllegalAction("The game is over.", R_END)
    seat = decision.seats[0]
    if action.by is not None and action.by != seat:
        return IllegalAction(f"It is {state.fighters[seat].name}'s decision now.", R_TURN)
    if decision.kind == "turn":
        return TURN.get(action.kind, _nothing_waiting)(state, seat, action)
    if action.kind != ANSWER[decision.kind]:
        return IllegalAction(*WAITING[decision.kind])
    return ANSWERING[action.kind](state, seat, action)


# -- answers to a pending decision ---------------------------------------------------------------------------------

def _move_to(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    mover = state.fighters[state.pending.now.details["mover"]]
    if action.area not in ADJACENT[mover.area]:
        return IllegalAction(f"{AREAS[action.area]} is not next to where the character stands (no diagonals).",
                             R_STUMBLE)
    return None


def _defend(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    if action.card is None:
        return None
    if action.card not in state.fighters[seat].hand:
        return IllegalAction("That card is not in your hand.", R_DEFENCE)
    if state.cards[action.card].kind != "defence":
        return IllegalAction("Only a Defence card can answer an attack.", R_DEFENCE)
    return None


def _discard(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    if action.card not in state.fighters[seat].hand:
        return IllegalAction("That card is not in your hand.", R_HAND)
    return None


def _turned_card(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    if action.card != state.top_card:
        return IllegalAction("Winy must play the card she turned over.", R_SKILL)
    return why_not_play(state, seat, action)


def _anywhere(state: BarbariansState, seat: int, action) -> None:
    return None  # a standee goes in any of the four areas; a Breather or the end of a turn is always allowed


ANSWERING = {"place": _anywhere, "move_to": _move_to, "defend": _defend, "discard": _discard, "play": _turned_card}


# -- a turn: its three actions and ending it -------------------------------------------------------------------------

def _nothing_waiting(state: BarbariansState, seat: int, action) -> IllegalAction:
    return IllegalAction("Nothing is waiting for that choice now.", R_TURN)


def _stumble(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    here = state.fighters[seat].area
    if action.area == here:
        return IllegalAction("You are already in that area.", R_STUMBLE)
    if action.area not in ADJACENT[here]:
        return IllegalAction(f"{AREAS[action.area]} is diagonal to {AREAS[here]}: move only orthogonally.",
                             R_STUMBLE)
    return None


def _top_deck(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    if not has_skill(state, seat, "winy"):
        return IllegalAction("Only Winy, with Each to Their Own in play, can play the top card.", R_SKILL)
    if not (state.deck or state.discard):
        return IllegalAction("The deck and the discard pile are both empty.", R_SKILL)
    return None


def _play_from_hand(state: BarbariansState, seat: int, action) -> IllegalAction | None:
    if action.card not in state.fighters[seat].hand:
        return IllegalAction("That card is not in your hand.", R_TROUBLE)
    card = state.cards[action.card]
    return _why_not_attack(state, seat, action, card) if card.is_attack else why_not_play(state, seat, action)


TURN = {"stumble": _stumble, "play": _play_from_hand, "breather": _anywhere, "top_deck": _top_deck,
        "end_turn": _anywhere}


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
    t = action.target
    if t is None or not 0 <= t < len(state.fighters):
        return IllegalAction(f"{card.name} needs a target character.", attack_rule(card.kind))
    if t == seat:
        return IllegalAction("You cannot attack yourself.", attack_rule(card.kind))
    target = state.fighters[t]
    if target.out:
        return IllegalAction(f"{target.name} is already knocked out.", attack_rule(card.kind))
    if action.area is not None:
        return IllegalAction(f"{card.name} names a target character, not an area.", attack_rule(card.kind))
    me = state.fighters[seat]
    if action.skip_drink and not (has_skill(state, seat, "grappin") and me.drink is not None):
        return IllegalAction("Only Grappin, with a Drink in play and skills on, may leave his Drink out.", R_SKILL)
    if not within(card.reach, me.area, target.area):
        return IllegalAction(f"{card.name} reaches only a character {REACH[card.reach]}.", attack_rule(card.kind))
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
    named = NAMED[card.handler] if card.handler else None
    targets = None if named is None else named(state, seat)
    if area is not None or (targets is None and t is not None):
        return IllegalAction(f"{card.name} names no {'area' if area is not None else 'target'}.", R_EVENT)
    if targets is not None and t not in targets:
        return IllegalAction(f"{card.name} needs another character with cards in your area.", R_EVENT)
    return None


def _pickpocket_victims(state: BarbariansState, seat: int) -> list[int]:
    me = state.fighters[seat]
    return [i for i, f in enumerate(state.fighters) if i != seat and not f.out and f.area == me.area and f.hand]


NAMED = {"pickpocket": _pickpocket_victims, "round_on_the_house": None}
"""Who each handler card (effects/handlers.py) may name now, or None for a card that names nobody."""
