"""A player's turn (On Your Turn): its start (AP, exhaustion, first-turn abilities, the empty-line duty), the
actions that spend AP, the end-of-turn card and the hand limit."""

from __future__ import annotations

from bible_tabletop.engine.decision import Mode
from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import choices, legality, ops, resolve, stats
from bible_tabletop.games.brawl.rules.sections import (
    R_ADD, R_AP, R_BACKUP, R_BATTLE, R_BLIND, R_BONUS, R_BUY, R_EVENT, R_HAND, R_LOCATION, R_RECRUIT, R_START,
    R_TURN, R_WIPEOUT,
)
from bible_tabletop.games.brawl.rules.state import (
    AP_PER_TURN, HAND_LIMIT, WIPEOUT_AP, BrawlState, Fighter, Pouched, Resolving,
)


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


def _met(state: BrawlState, what: str) -> None:
    if state.obligation == what:
        state.obligation = None


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


def recruit(state: BrawlState, a) -> None:
    seat = state.current
    p = state.players[seat]
    cost = stats.recruit_cost(state, seat, a.card)
    state.ap -= cost
    state.recruitment.remove(a.card)
    p.back.append(Fighter(a.card, face_up=True, ready_at=p.turns + 1))
    say(state, f"{p.name} recruits {ops.name(state, a.card)} for {cost} AP to the back line.", seat, R_RECRUIT)
    _met(state, "place")
    ops.refill(state, "recruitment_line")
    resolve.gained(state, seat, a.card)


def add(state: BrawlState, a) -> None:
    seat = state.current
    p = state.players[seat]
    state.ap -= 1
    p.added += 1
    p.hand.remove(a.card)
    p.back.append(Fighter(a.card, face_up=False, ready_at=p.turns + 1))
    say(state, f"{p.name} adds a character face down to the back line for 1 AP.", seat, R_ADD)
    _met(state, "place")


def move_up(state: BrawlState, a) -> None:
    seat = state.current
    p = state.players[seat]
    _, _, i = ops.locate(state, a.card)
    f = p.back.pop(i)
    _met(state, "move_up")
    ops.enter_battle(state, seat, f, R_BATTLE)


def buy(state: BrawlState, a) -> None:
    seat = state.current
    p = state.players[seat]
    cost = stats.buy_cost(state, seat, a.card)
    state.ap -= cost
    state.market.remove(a.card)
    p.pouch.append(Pouched(a.card, p.turns))
    say(state, f"{p.name} buys {ops.name(state, a.card)} for {cost} AP into the pouch.", seat, R_BUY)
    ops.refill(state, "marketplace")


def play(state: BrawlState, a) -> None:
    """An Event resolves, a Backup is attached (replacing one), a Location is laid (replacing one)."""
    seat = state.current
    p = state.players[seat]
    card = state.cards[a.card]
    if a.card in p.hand:
        cost = stats.play_cost(state, seat, a.card)
        state.ap -= cost
        p.hand.remove(a.card)
        paid = f"for {cost} AP"
    else:
        p.pouch = [q for q in p.pouch if q.card != a.card]
        paid = "from the pouch"
    if card.type == "event":
        ops.discard(state, a.card)
        say(state, f"{p.name} plays {card.name} {paid}.", seat, R_EVENT)
        state.stack.append(Resolving(seat, a.card, rule=R_EVENT))
    elif card.type == "backup":
        f = ops.fighter(state, a.target)
        if f.backup is not None:
            say(state, f"{ops.name(state, f.backup)} is replaced and discarded.", seat, R_BACKUP)
            ops.discard(state, f.backup)
        f.backup = a.card
        say(state, f"{p.name} attaches {card.name} to {ops.name(state, a.target)} {paid}.", seat, R_BACKUP)
    else:
        line = state.players[a.seat]
        if line.location is not None:
            say(state, f"{ops.name(state, line.location)} is replaced and discarded.", seat, R_LOCATION)
            ops.discard(state, line.location)
        line.location = a.card
        say(state, f"{p.name} lays {card.name} on {line.name}'s battle line {paid}.", seat, R_LOCATION, to=a.seat)


def wipeout(state: BrawlState, a) -> None:
    state.ap -= WIPEOUT_AP
    say(state, f"{state.players[state.current].name} pays {WIPEOUT_AP} AP for a wipeout.", state.current, R_WIPEOUT)
    ops.wipeout(state, a.line, state.current, R_WIPEOUT)


def end(state: BrawlState, a) -> None:
    """Unused AP is lost; the end-of-turn card; then the hand limits and the next turn (see `settle`)."""
    seat = state.current
    p = state.players[seat]
    if state.ap:
        say(state, f"{p.name} ends the turn; {ops.ap_lost(state.ap)}.", seat, R_AP)
    state.ap = 0
    state.ending = True
    state.obligation = None
    if a.draw is not None:
        resolve.draw(state, seat, a.draw, 1, R_BONUS)


def discard(state: BrawlState, a) -> None:
    """One card of the hand limit's discards."""
    seat = state.pending.answered().seat
    p = state.players[seat]
    p.hand.remove(a.card)
    ops.discard(state, a.card)
    say(state, f"{p.name} discards {ops.name(state, a.card)} (hand limit {HAND_LIMIT}).", seat, R_HAND)
