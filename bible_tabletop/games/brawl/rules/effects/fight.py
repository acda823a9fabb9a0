"""A brawl from its declaration to the attacker's exhaustion (On Your Turn: Brawl): the AP, each defender in turn
(Samson: a whole battle line), the defender's answer, ATK against DEF, the honor pile.

When the attack on a defender would win and its owner holds an answer Event, the attack goes on the fight's answer
stack (engine.flow.ResponseStack) and waits for them (the "answer" decision); otherwise it is settled at once.
An attack is answered once: the answer ends the defender's round on it (the attack goes back under the answer with
nobody left to answer it), and nobody answers an answer. So the answer card resolves first (it stops the attack or
the defeat, or its effects go to the effect stack), then the attack."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.effects.handlers import HANDLERS
from bible_tabletop.games.brawl.rules.sections import R_ANSWER, R_BRAWL, R_DANIEL, R_EXHAUSTED, R_SAMSON
from bible_tabletop.games.brawl.rules.state import BrawlState, Fight, Resolving


def declare(state: BrawlState, a) -> None:
    """Pay the attacker's AP cost (Gideon's Judges: none), then fight each defender."""
    seat = state.current
    f = ops.fighter(state, a.attacker)
    defenders = HANDLERS["samson"](state, seat, a.attacker, a.defender)
    free = HANDLERS["gideon"](state, seat, a.attacker, a.defender)
    card = state.cards[a.attacker]
    if free:
        state.judges.append(card.name)
        state.judged.append(a.defender)
        paid = "at no AP (Gideon)"
    else:
        cost = stats.brawl_cost(state, seat, a.attacker)
        state.ap -= cost
        paid = f"for {cost} AP"
    f.brawls += 1
    owner = ops.owner_on_battle(state, a.defender)
    say(state, f"{card.name} brawls with {state.players[owner].name}'s {ops.name(state, a.defender)} {paid}.",
        seat, R_BRAWL, to=owner)
    if len(defenders) > 1:
        say(state, "Samson takes on every character of that battle line, one at a time.", seat, R_SAMSON, to=owner)
    state.fight = Fight(seat, a.attacker, list(defenders))


def odds(state: BrawlState, attacker: int, defender: int) -> tuple[int, int]:
    """(ATK, DEF) of a brawl now: tokens, lasting bonuses, versus, exhaustion."""
    bonus = stats.bonuses(state)
    seat = ops.owner_on_battle(state, attacker)
    atk = stats.attack_of(state, ops.fighter(state, attacker), bonus) + stats.versus(state, seat, attacker, defender)
    return atk, stats.defence_of(state, ops.fighter(state, defender), bonus)


def advance(state: BrawlState) -> None:
    """One step of the brawl in progress: the top of the answer stack resolves (an answer card, then the attack),
    or the next defender faces the attack, or the brawl ends."""
    fight = state.fight
    stack = fight.answers
    if not stack:
        while fight.defenders:
            d = fight.defenders.pop(0)
            owner = ops.owner_on_battle(state, d)
            if owner is not None and owner != fight.seat:
                break
        else:
            finish(state)
            return
        fight.current, fight.stopped = d, None
        known = odds(state, fight.attacker, d)
        if known[0] >= known[1] and answer_cards(state, owner):
            stack.add(d, (owner,))
            state.revealed = True
            return
        strike(state, d, known)  # unanswered: the odds just worked out still hold
        return
    if stack.responder is not None:
        return  # the defender has not answered yet
    top = stack.entries.pop()[0]  # nobody may answer it: it resolves
    if ops.is_character(state, top):
        strike(state, top)
    else:
        _answer_resolves(state, top)


def answer(state: BrawlState, seat: int, card: int | None) -> None:
    """The defender answers the attack with an answer Event (free, from hand or pouch) or lets it be."""
    p = state.players[seat]
    fight = state.fight
    if card is None:
        say(state, f"{p.name} does not answer the attack on {ops.name(state, fight.current)}.", seat, R_ANSWER,
            to=fight.seat)
        strike(state, fight.answers.pass_(seat))
        return
    if card in p.hand:
        p.hand.remove(card)
    else:
        p.pouch = [q for q in p.pouch if q.card != card]
    ops.discard(state, card)
    say(state, f"{p.name} answers with {state.cards[card].name}.", seat, R_ANSWER, to=fight.seat)
    stack = fight.answers
    stack.add(stack.pass_(seat), ())  # answered once: the attack waits under the answer, nobody left to answer it
    stack.add(card, ())


def _answer_resolves(state: BrawlState, card: int) -> None:
    """A stop effect stops the attack or the defeat; the card's other effects go to the effect stack."""
    fight = state.fight
    effects = state.cards[card].effects
    for e in effects:
        if e.do == "stop":
            fight.stopped = e.what
    if any(e.do != "stop" for e in effects):
        seat = ops.owner_on_battle(state, fight.current)  # the defender's owner answered; it has not left yet
        state.stack.append(Resolving(seat, card, rule=R_ANSWER, holder=fight.current, attacker=fight.attacker))


def strike(state: BrawlState, d: int, known: tuple[int, int] | None = None) -> None:
    """The attack on `d` resolves: stopped, or ATK against DEF (equal or higher wins: to the honor pile);
    `known`: the odds when nothing happened since they were worked out."""
    fight = state.fight
    owner = ops.owner_on_battle(state, d)
    fight.current = None
    if fight.stopped == "attack":
        say(state, f"The attack on {ops.name(state, d)} is stopped.", owner, R_ANSWER, to=fight.seat)
        return
    if owner is None:
        return
    atk, dfn = known or odds(state, fight.attacker, d)
    if atk < dfn:
        say(state, f"ATK {atk} against DEF {dfn}: the attack on {ops.name(state, d)} fails.", fight.seat, R_BRAWL,
            to=owner)
        return
    if fight.stopped == "defeat":
        say(state, f"ATK {atk} against DEF {dfn}: the attack wins, but {ops.name(state, d)} is not defeated.",
            owner, R_ANSWER, to=fight.seat)
        return
    say(state, f"ATK {atk} against DEF {dfn}: {ops.name(state, d)} is defeated!", fight.seat, R_BRAWL, to=owner)
    fight.won += 1
    ops.leave_play(state, d)
    ops.to_honor_pile(state, fight.seat, d, victim=owner)


def finish(state: BrawlState) -> None:
    """The brawl is over: the attacker is exhausted (-1 DEF) until its owner's next turn (Daniel: never)."""
    fight = state.fight
    state.fight = None
    f = ops.fighter(state, fight.attacker)
    if f is None:
        return
    if stats.never_exhausted(state, fight.seat, fight.attacker):
        say(state, f"{ops.name(state, fight.attacker)} does not become exhausted.", fight.seat, R_DANIEL)
    elif not f.exhausted:
        f.exhausted = True
        say(state, f"{ops.name(state, fight.attacker)} is exhausted (-1 DEF) until "
                   f"{state.players[fight.seat].name}'s next turn.", fight.seat, R_EXHAUSTED)


def answer_cards(state: BrawlState, seat: int) -> list[int]:
    """Answer Events `seat` holds: in hand, or in the pouch (bought before this player's present turn)."""
    p = state.players[seat]
    cards = state.cards
    hand = [i for i in p.hand if cards[i].kind == "action" and cards[i].answer]
    pouch = [q.card for q in p.pouch if ops.ripe(p, q) and cards[q.card].answer]
    return ops.firsts(state, hand) + ops.firsts(state, pouch)
