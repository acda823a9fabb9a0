"""Carrying out each kind of action once legality allowed it (the rules settle the position afterwards); the table
DEEDS in this package's __init__ names the one for each kind."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules import abilities, costzone, turn
from bible_tabletop.games.christianity.rules.effects import boosts, cards, evil
from bible_tabletop.games.christianity.rules.sections import (
    R_ABILITY, R_BOOST, R_BOUNCE, R_COST, R_DISCARD, R_HUMAN_EVIL, R_MAIN, R_PERMANENT, R_TYPES, R_UNCTION,
)
from bible_tabletop.games.christianity.rules.state import ChristianityState, Played, Task


def place(state: ChristianityState, a) -> None:
    turn.place(state, a.card)


def end_phase(state: ChristianityState, a) -> None:
    now = state.pending.now
    if now is not None and now.kind == "shift":
        state.pending.answered()
        return
    turn.end_phase(state)


def let_pass(state: ChristianityState, a) -> None:
    """Let it be: the question (offer, help, purchase) is answered, the stack's top gets a pass, the window closes
    for this seat."""
    now = state.pending.now
    if now is not None:
        state.pending.answered()
        if now.kind == "help":
            turn.after_help(state, now.details["for"])
    elif state.stack:
        turn.resolve(state, state.stack.pass_(a.by))
    elif state.window:
        state.window.pop(0)


def auto_pass(state: ChristianityState, a) -> None:
    if a.on:
        state.auto_pass.append(a.by)
        say(state, f"{state.players[a.by].name} passes automatically until something is aimed at them.", a.by,
            R_UNCTION)
        let_pass(state, a)
    else:
        state.auto_pass.remove(a.by)


def play(state: ChristianityState, a) -> None:
    """Pay, take the card from hand (or the Cost Zone), and ask for its boosts; it resolves once they are answered
    (an Unction goes on the stack first)."""
    seat = a.by
    me = state.players[seat]
    card = state.cards[a.card]
    from_zone = a.card not in me.hand
    if turn.window_open(state):
        state.window.pop(0)
    if state.phase != "main" and card.kind in ("habitual", "maturity") and state.current == seat:
        me.speed_used = True
    if from_zone:
        costzone.take(me.cost_zone, a.card)
    else:
        me.hand.remove(a.card)
    price = costzone.card_cost(state, seat, a.card)
    costzone.pay(state.players[a.payer].cost_zone, price)
    helped = "" if a.payer == seat else f", paid by {state.players[a.payer].name}"
    for_whom = "" if a.target == seat else f" for {state.players[a.target].name}"
    say(state, f"{me.name} plays {card.name}{for_whom} (cost {price}{helped}).", seat, R_TYPES,
        to=a.target if a.target != seat else a.payer)
    _removal_by_play(state, seat, card)
    played = Played(a.card, seat, a.target, source="cost_zone" if from_zone else "hand")
    state.playing = played
    boosts.offer(state, played)


def _removal_by_play(state: ChristianityState, seat: int, card) -> None:
    """An Evil Habitual whose way out is playing a card of this tag or kind leaves its player."""
    for evil_card in list(state.players[seat].evil):
        way = state.cards[evil_card].removal
        if way is not None and way.by == "play" and (way.kind == card.kind or (way.tag and way.tag in card.tags)):
            evil.free(state, seat, evil_card, R_TYPES)


def resist(state: ChristianityState, a) -> None:
    me = state.players[a.by]
    costzone.pay(me.cost_zone, costzone.resist_cost(state, a.by, me.tempted[0]))
    evil.resisted(state, a.by, "by rotating its cost", R_COST)


def give_in(state: ChristianityState, a) -> None:
    turn.give_in(state)


def help_resist(state: ChristianityState, a) -> None:
    """Double Resistance: the helper rotates the cost; the Evil card is resisted for the player it came at."""
    now = state.pending.answered()
    seat = now.details["for"]
    card = state.players[seat].tempted[0]
    costzone.pay(state.players[a.by].cost_zone, costzone.resist_cost(state, a.by, card))
    state.pending.items[:] = [p for p in state.pending.items if p.kind != "help"]
    evil.resisted(state, seat, f"with {state.players[a.by].name}'s help (Double Resistance)", R_ABILITY)


def boost(state: ChristianityState, a) -> None:
    index = state.pending.answered().details["boost"]
    boost = state.cards[state.playing.card].boosts[index]
    boosts.pay(state, state.playing, a.by, index)
    say(state, f"{state.players[a.by].name} pays {boosts.label(boost)} on {state.cards[state.playing.card].name}.",
        a.by, R_BOOST if not boost.bounce_back else R_BOUNCE, to=state.playing.by)


def use(state: ChristianityState, a) -> None:
    """A Permanent boost of a card in play: paid now, its steps for the card's holder; it rotates the card (a Multi
    one leaves it standing)."""
    holder = next(s for s in state.team if any(p.card == a.card for p in state.players[s].in_play))
    slot = next(p for p in state.players[holder].in_play if p.card == a.card)
    boost = state.cards[a.card].boosts[a.boost]
    costzone.pay(state.players[a.by].cost_zone, boosts.cost(state, a.by, boost))
    state.used.append((a.card, a.boost, a.by))
    if not boost.multi:
        slot.rotated = True
    say(state, f"{state.players[a.by].name} uses {boosts.label(boost)} of {state.cards[a.card].name}.", a.by,
        R_PERMANENT, to=holder)
    state.todo.append(Task(a.card, holder, holder, list(boost.effects), False, a.by, payer=a.by))


def choose(state: ChristianityState, a) -> None:
    cards.chosen(state, a.option)


def pick(state: ChristianityState, a) -> None:
    now = state.pending.answered()
    if now.kind == "buy":
        abilities.buy(state, a.by, a.ability)
    else:
        abilities.take(state, a.by, a.ability, now.details["team"])


def discard(state: ChristianityState, a) -> None:
    me = state.players[a.by]
    me.hand.remove(a.card)
    me.discard.append(a.card)
    say(state, f"{me.name} discards {state.cards[a.card].name}.", a.by, R_DISCARD)


def restore(state: ChristianityState, a) -> None:
    abilities.restore(state, a.by)


def free(state: ChristianityState, a) -> None:
    costzone.pay(state.players[a.by].cost_zone, state.cards[a.card].removal.amount)
    evil.free(state, a.by, a.card, R_MAIN)


def evil_play(state: ChristianityState, a) -> None:
    evil.play_from_hand(state, a.card, a.target)


def shift(state: ChristianityState, a) -> None:
    side = state.evil
    if a.card in side.hand:
        side.hand.remove(a.card)
        costzone.put(side.cost_zone, a.card)
        say(state, "Evil puts a card into its Cost Zone.", a.by, R_HUMAN_EVIL)
    else:
        costzone.take(side.cost_zone, a.card)
        side.hand.append(a.card)
        say(state, "Evil takes a card back from its Cost Zone.", a.by, R_HUMAN_EVIL)

