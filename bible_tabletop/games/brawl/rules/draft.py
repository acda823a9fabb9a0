"""Setting up the table (Game Setup 4-6): the draft of characters, the action cards dealt, the two lines of
cards, and the blind reveal."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import ops
from bible_tabletop.games.brawl.rules.sections import R_BLIND, R_DEAL, R_DRAFT, R_LINES
from bible_tabletop.games.brawl.rules.state import DEAL_ACTIONS, BrawlState, Fighter


def pick(state: BrawlState, seat: int, card: int) -> None:
    """Keep one character of the packet in front of you."""
    p = state.players[seat]
    p.packet.remove(card)
    p.hand.append(card)
    state.picked[seat] = True
    say(state, f"{p.name} keeps a character.", seat, R_DRAFT)


def hide(state: BrawlState, seat: int, card: int) -> None:
    """Put a character from your hand face down on your battle line."""
    p = state.players[seat]
    p.hand.remove(card)
    p.battle.append(Fighter(card, face_up=False))
    say(state, f"{p.name} puts a character face down on the battle line.", seat, R_BLIND)


def step(state: BrawlState) -> bool:
    """Once everyone has kept one, the packets pass left; the last card is simply kept. True once the draft
    is over."""
    if not all(state.picked):
        return False
    n = len(state.players)
    packets = [p.packet for p in state.players]
    if any(packets):
        for seat in range(n):
            state.players[(seat + 1) % n].packet = packets[seat]
        state.revealed = True
        state.draft_round += 1
        say(state, "The packets pass to the left.", None, R_DRAFT)
    if all(len(p.packet) <= 1 for p in state.players):
        for p in state.players:
            p.hand.extend(p.packet)
            p.packet = []
        say(state, "The last card of each packet is kept: the draft is over.", None, R_DRAFT)
        _deal(state)
        return True
    state.picked = [False] * n
    return False


def _deal(state: BrawlState) -> None:
    """Two action cards each (with the balanced start, the last seat in turn order one more); then the
    recruitment line and the marketplace."""
    last = ops.order(state)[-1] if ops.balanced(state) else None
    for seat in ops.order(state):
        for _ in range(DEAL_ACTIONS + (seat == last)):
            inst = ops.take_top(state, "action")
            if inst is not None:
                state.players[seat].hand.append(inst)
    extra = "" if last is None else f"; {state.players[last].name}, last in turn order, one more (balanced start)"
    say(state, f"Each player is dealt {DEAL_ACTIONS} action cards{extra}.", None, R_DEAL)
    ops.refill(state, "recruitment_line")
    ops.refill(state, "marketplace")
    say(state, "Four characters form the recruitment line and four action cards the marketplace.", None, R_LINES)
    state.phase = "hide"


def reveal(state: BrawlState) -> None:
    """Blind reveal: all face-down characters turn up together; their "When revealed" waits for the owner's
    first turn. The caller starts the first turn."""
    for seat in ops.order(state):
        p = state.players[seat]
        for f in p.battle:
            f.face_up = True
        p.opening = [f.card for f in p.battle]
        say(state, f"{p.name} reveals {' and '.join(ops.name(state, f.card) for f in p.battle)}.", seat, R_BLIND)
    state.revealed = True
    state.phase = "turn"
