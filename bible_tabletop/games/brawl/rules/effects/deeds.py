"""What a turn's actions do once allowed (On Your Turn): recruiting, adding, moving up, buying, playing an action
card, a wipeout, ending the turn, and the hand limit's discards."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.effects import resolve
from bible_tabletop.games.brawl.rules.sections import (
    R_ADD, R_AP, R_BACKUP, R_BATTLE, R_BONUS, R_BUY, R_EVENT, R_HAND, R_LOCATION, R_RECRUIT, R_WIPEOUT,
)
from bible_tabletop.games.brawl.rules.state import HAND_LIMIT, WIPEOUT_AP, BrawlState, Fighter, Pouched, Resolving


def _met(state: BrawlState, what: str) -> None:
    if state.obligation == what:
        state.obligation = None


def _paid(state: BrawlState, a, price, line: list[int]):
    """The card `a` names leaves `line` (the recruitment line, the marketplace) for its price, paid in AP: (the
    seat, its player, the price)."""
    seat = state.current
    cost = price(state, seat, a.card)
    state.ap -= cost
    line.remove(a.card)
    return seat, state.players[seat], cost


def recruit(state: BrawlState, a) -> None:
    seat, p, cost = _paid(state, a, stats.recruit_cost, state.recruitment)
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
    seat, p, cost = _paid(state, a, stats.buy_cost, state.market)
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
