"""The flow of a player's turn (On Your Turn): its start (AP, exhaustion, first-turn abilities, the empty-line
duty) and the hand limit after it. What each action of the turn does is effects/deeds.py."""

from __future__ import annotations

from bible_tabletop.engine.decision import Mode
from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import choices, legality, ops, stats
from bible_tabletop.games.brawl.rules.sections import R_AP, R_BLIND, R_START, R_TURN
from bible_tabletop.games.brawl.rules.state import AP_PER_TURN, HAND_LIMIT, BrawlState, Resolving


def start(state: BrawlState, seat: int) -> None:
    """5 AP (plus lasting bonuses), exhaustion ends, first-turn abilities, the empty-line duty."""
    state.ending = False
    state.current = seat
    state.turn += 1
    p = state.players[seat]
    p.turns += 1
    p.added = 0
    state.judges, state.judged = [], []
    state.ap = AP_PER_TURN
    say(state, f"Turn {state.turn}: {p.name} ({p.honor} honor).", seat, R_TURN)
    for f in p.battle:
        f.brawls = 0
        if f.exhausted:
            f.exhausted = False
    for source, amount in stats.turn_ap_bonus(state, seat):
        state.ap += amount
        say(state, f"{ops.name(state, source)}: +{amount} AP ({state.ap}).", seat, R_AP)
    on_line = {f.card for f in p.battle}
    for inst in reversed(p.opening):
        f = ops.fighter(state, inst)
        if inst in on_line and state.cards[inst].trigger == "when_revealed":
            if stats.ability_active(state, seat, f):
                state.stack.append(Resolving(seat, inst, rule=R_BLIND))
    p.opening = []
    if not p.battle:
        state.obligation = "move_up" if p.back else "place"


def check_duty(state: BrawlState) -> None:
    """How to Play: Battle Line: an empty battle line must be filled from the back line; with both lines empty
    a character must be added or recruited. A duty that cannot be met lapses (Rulings of this edition)."""
    seat = state.current
    p = state.players[seat]
    if state.obligation == "move_up":
        if p.battle:
            state.obligation = None
        elif not legality.possible(state, seat, choices.move_ups(state, seat)):
            state.obligation = None
            say(state, f"{p.name} has no character able to move up: the duty lapses.", seat, R_START)
    elif state.obligation == "place":
        if p.battle or p.back:
            state.obligation = None
        elif not legality.possible(state, seat, choices.adds(state, seat) + choices.recruits(state, seat)):
            state.obligation = None
            say(state, f"{p.name} can neither add nor recruit a character: the duty lapses.", seat, R_START)


def hand_limits(state: BrawlState) -> bool:
    """How to Play: Your Hand: after every turn each player over 8 cards discards down, choosing which, in turn
    order from the player whose turn ends. True while a discard is asked."""
    over = [s for s in ops.order(state, state.current) if len(state.players[s].hand) > HAND_LIMIT]
    if over:
        extra = len(state.players[over[0]].hand) - HAND_LIMIT
        mode = Mode.EACH if len(over) > 1 else Mode.ONE
        state.pending.ask(Pending("discard", tuple(over), f"discard {ops.cards_of(extra)} (hand limit {HAND_LIMIT})",
                                  mode))
        return True
    for p in state.players:
        p.hand_after_turn = len(p.hand)
    return False
