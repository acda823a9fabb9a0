"""The Evil side: the Evil deck drawing and playing at a Righteous player (by itself, or into a human Evil
player's hand), the Failed pile shuffled back when the deck runs out, and an Evil card resisted or failed."""

from __future__ import annotations

from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules import abilities, costzone
from bible_tabletop.games.christianity.rules.effects import lasting
from bible_tabletop.games.christianity.rules.sections import (
    R_EVIL, R_HUMAN_EVIL, R_RESHUFFLE, R_RESIST, R_RESISTANCE,
)
from bible_tabletop.games.christianity.rules.state import EVIL, ChristianityState, Task


def draw(state: ChristianityState) -> int | None:
    """The top card of the Evil deck; an empty deck first takes back the Failed pile, shuffled (never the Resisted
    pile). None when both are empty."""
    side = state.evil
    if not side.deck and side.failed:
        side.deck, side.failed = side.failed, []
        state.rng.shuffle(side.deck)
        say(state, f"The Evil deck is empty: the {len(side.deck)} failed Evil cards are shuffled back into it.",
            None, R_RESHUFFLE)
    if not side.deck:
        return None
    side.foreseen = max(0, side.foreseen - 1)
    return side.deck.pop()


def count(state: ChristianityState) -> int:
    """How many Evil cards come at the current player: Dependence Level + 1 (and what their cards add)."""
    seat = state.current
    return max(0, state.players[seat].level + 1 + costzone.modifier(state, seat, "tempted"))


def play_at_current(state: ChristianityState) -> None:
    """The Evil deck plays by itself: Dependence Level + 1 cards come at the current player, to be resisted."""
    me = state.players[state.current]
    came = []
    for _ in range(count(state)):
        card = draw(state)
        if card is None:
            break
        me.tempted.append(card)
        came.append(state.cards[card].name)
    state.revealed = True
    text = ", ".join(came) if came else "nothing (the Evil deck and the Failed pile are empty)"
    say(state, f"The Evil deck plays at {me.name}: {text}.", None, R_EVIL, to=state.current)


def draw_to_hand(state: ChristianityState) -> None:
    """Human Evil: draw Dependence Level + 1 cards to hand plus one straight into the Evil Cost Zone."""
    side = state.evil
    drawn = 0
    for _ in range(count(state)):
        card = draw(state)
        if card is None:
            break
        side.hand.append(card)
        drawn += 1
    card = draw(state)
    if card is not None:
        costzone.put(side.cost_zone, card)
    say(state, f"Evil draws {drawn} and puts one into its Cost Zone.", side.seat, R_HUMAN_EVIL)


def play_from_hand(state: ChristianityState, card: int, target: int) -> None:
    """Human Evil: an Evil card from hand at a Righteous player, paid by rotating its cost."""
    side = state.evil
    costzone.pay(side.cost_zone, cost(state, card))
    side.hand.remove(card)
    state.players[target].tempted.append(card)
    state.revealed = True
    say(state, f"Evil plays {state.cards[card].name} at {state.players[target].name}.", side.seat, R_HUMAN_EVIL,
        to=target)


def cost(state: ChristianityState, card: int) -> int:
    return state.cards[card].cost


def resisted(state: ChristianityState, seat: int, how: str, rule: str = R_RESIST) -> None:
    """The first Evil card waiting at `seat` is resisted: to the Resisted pile. The log cites `rule`: a Resistance
    card's (Rules of Battle 3), or the ruling that lets a player rotate the cost instead, or Double Resistance's."""
    card = state.players[seat].tempted.pop(0)
    state.evil.resisted.append(card)
    say(state, f"{state.players[seat].name} resists {state.cards[card].name} {how}.", seat, rule)
    lasting.lasting(state, seat, "resist")


def failed(state: ChristianityState, seat: int) -> None:
    """The first Evil card waiting at `seat` fails to be resisted: 1 Power lost and its on-fail steps (a Prevent
    shield spares the steps, and with `power` the Power too); a Temptation goes to the Failed pile, an Evil
    Habitual stays on the player, active."""
    me = state.players[seat]
    card = me.tempted.pop(0)
    c = state.cards[card]
    shield = me.shields.pop(0) if me.shields else None
    if shield is not True:
        abilities.lose(state, seat, 1, R_RESIST)
    if c.kind == "evil_habitual":
        me.evil.append(card)
        say(state, f"{me.name} gives in to {c.name}: it stays on {me.name}.", None, R_RESISTANCE, to=seat)
    else:
        state.evil.failed.append(card)
        say(state, f"{me.name} gives in to {c.name}.", None, R_RESISTANCE, to=seat)
    if shield is not None:
        say(state, f"A shield spares {me.name} what {c.name} would do.", None, R_RESISTANCE, to=seat)
    elif c.on_fail:
        state.todo.insert(0, Task(card, EVIL, seat, list(c.on_fail)))
    lasting.lasting(state, seat, "fail")


def free(state: ChristianityState, seat: int, card: int, rule: str) -> None:
    """An active Evil Habitual leaves `seat`: to the Resisted pile."""
    state.players[seat].evil.remove(card)
    state.evil.resisted.append(card)
    say(state, f"{state.players[seat].name} is free of {state.cards[card].name}.", seat, rule)


def ask_shift(state: ChristianityState, end_of_round: bool) -> None:
    """Human Evil: after a Righteous turn, Evil may put cards from hand into its Cost Zone; at the end of a round
    also take them back."""
    side = state.evil
    if side.seat is None:
        return
    costzone.un_rotate(side.cost_zone)
    if not side.hand and not (end_of_round and side.cost_zone):
        return
    what = "shift cards between hand and Cost Zone" if end_of_round else "put cards from hand into the Cost Zone"
    state.pending.ask(Pending("shift", (side.seat,), f"Evil: {what}, or end.", details={"round": end_of_round}))
