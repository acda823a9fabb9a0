"""Lasting effects: the steps of a player's cards in play (and of the Evil Habituals on them) queued at their
trigger (a phase, resisting, failing, an Unction resolving)."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules.sections import R_CHECK
from bible_tabletop.games.christianity.rules.state import EVIL, ChristianityState, Task


def lasting(state: ChristianityState, seat: int, trigger: str) -> None:
    """Queue the lasting steps of `seat`'s cards in play (and Evil Habituals on them) for `trigger`."""
    me = state.players[seat]
    for slot in me.in_play:
        for item in state.cards[slot.card].lasting:
            if item.trigger == trigger:
                state.todo.append(Task(slot.card, seat, seat, list(item.effects)))
    for card in me.evil:
        for item in state.cards[card].penalty:
            if item.trigger == trigger:
                state.todo.append(Task(card, EVIL, seat, list(item.effects)))
                say(state, f"{state.cards[card].name} weighs on {me.name}.", None, R_CHECK, to=seat)
