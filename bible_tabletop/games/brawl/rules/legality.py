"""The one judge of an action: `why_not` checks it directly against the position (the seat deciding, the phase,
the card in hand, the AP, the target) and gives the refusal a player reads with the rule it enforces, or None.
It never lists the legal actions: the engine filters the candidates (choices.py) through it (copies of one design in
one place are one card: any copy is allowed, `BrawlRules.canonical` takes the first). What it reads many times
over (costs, owners) is worked out once per position (known.py)."""

from __future__ import annotations

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.known import known
from bible_tabletop.games.brawl.rules.choices import answering
from bible_tabletop.games.brawl.rules.effects import HANDLERS
from bible_tabletop.games.brawl.rules.sections import (
    R_ADD, R_ANSWER, R_AP, R_BACK, R_BACKUP, R_BATTLE, R_BLIND, R_BONUS, R_BRAWL, R_BUY, R_DANIEL, R_DRAFT, R_EVENT,
    R_FIRST_ROUND, R_HAND, R_LOCATION, R_POUCH, R_RECRUIT, R_SERVANTS, R_START, R_TURN, R_WIPEOUT,
)
from bible_tabletop.games.brawl.rules.state import (
    BACK_LINE, BACK_LINE_ADDS, BATTLE_LINE, HAND_LIMIT, POUCH, WIPEOUT_AP, BrawlState, Player,
)
from bible_tabletop.games.brawl.rules.words import card_name as _name

def why_not(state: BrawlState, a, seat: int) -> IllegalAction | None:
    """Why `seat` (the seat deciding now) may not take action `a`, or None when it may."""
    found = _refusal(state, a, seat)
    return None if found is None else IllegalAction(*found)


def _refusal(state: BrawlState, a, seat: int) -> tuple[str, str] | None:
    p = state.players[seat]
    k = a.kind
    pend = state.pending.now
    if pend is not None:
        return _pending(state, a, p, pend)
    if answering(state) is not None:
        return _answer(state, a, p)
    if k in ("choose", "answer", "discard"):
        return "Nothing is waiting for that choice now.", R_TURN
    if state.phase == "draft":
        if k != "pick":
            return "The draft comes first: keep one character of the packet in front of you.", R_DRAFT
        return None if a.card in p.packet else ("That character is not in the packet in front of you.", R_DRAFT)
    if state.phase == "hide":
        if k != "hide":
            return "Blind reveal first: put two characters from your hand face down on your battle line.", R_BLIND
        if a.card in p.hand and ops.is_character(state, a.card):
            return None
        return "Only a character card from your hand can be put face down on your battle line.", R_BLIND
    if k in ("pick", "hide"):
        return "The setup is over.", R_DRAFT if k == "pick" else R_BLIND
    if state.obligation == "move_up" and k != "move_up":
        return "Your battle line is empty: first move a character up from your back line.", R_START
    if state.obligation == "place" and k not in ("add", "recruit"):
        return "Both your lines are empty: first add a character to your back line or recruit one.", R_START
    return TURN[k](state, a, seat, p)


def _pending(state: BrawlState, a, p: Player, pend) -> tuple[str, str] | None:
    """A choice an effect asks, or the hand limit's discards."""
    if pend.kind == "choose":
        if a.kind != "choose":
            return f"First finish the card: {pend.prompt}.", R_TURN
        return None if a.pick in pend.details["options"] else ("That is not one of the choices offered.", R_TURN)
    if a.kind != "discard":
        return f"{p.name} must first discard down to {HAND_LIMIT} cards.", R_HAND
    return None if a.card in p.hand else ("That card is not in your hand.", R_HAND)


def _answer(state: BrawlState, a, p: Player) -> tuple[str, str] | None:
    """Action Cards: answers: an answer Event from hand, or from the pouch once ripe, or none."""
    if a.kind != "answer":
        return f"{p.name} must first answer the attack (or let it be).", R_ANSWER
    if a.card is None:
        return None
    pouched = next((q for q in p.pouch if q.card == a.card), None)
    held = a.card in p.hand or pouched is not None
    if not held or state.cards[a.card].kind != "action" or not state.cards[a.card].answer:
        return "Only an answer Event in your hand or in your pouch can answer an attack.", R_ANSWER
    if pouched is not None and not ops.ripe(p, pouched):
        return f"{state.cards[a.card].name} was bought in your last turn: it answers from your next turn on.", R_POUCH
    return None


def _recruit(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """On Your Turn: Recruit: from the recruitment line, for its AP cost, to a back line with room."""
    full = len(p.back) >= BACK_LINE and (f"Your back line is full ({BACK_LINE} characters).", R_BACK)
    return _from_line(state, a, state.recruitment, ("recruitment line", R_RECRUIT), full, "Recruiting",
                      known(state).costs(seat).recruit)


def _from_line(state: BrawlState, a, line: list[int], where: tuple[str, str], full, doing: str, price):
    """Taking a card from the recruitment line or the marketplace: it lies there, there is room for it (`full`
    is the refusal when there is not), and its price is within the AP left."""
    if a.card not in line:
        return f"{_name(state, a.card)} is not in the {where[0]}.", where[1]
    if full:
        return full
    cost = price(a.card)
    if cost > state.ap:
        return f"{doing} {_name(state, a.card)} costs {cost} AP; you have {state.ap}.", R_AP
    return None


def _add(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    if a.card not in p.hand or not ops.is_character(state, a.card):
        return "Only a character card from your hand can be added to the back line.", R_ADD
    if p.added >= BACK_LINE_ADDS:
        return f"You may add at most {BACK_LINE_ADDS} characters to your back line a turn.", R_ADD
    if len(p.back) >= BACK_LINE:
        return f"Your back line is full ({BACK_LINE} characters).", R_BACK
    if state.ap < 1:
        return "Adding a character costs 1 AP and you have none left.", R_AP
    return None


def _move_up(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    f = next((g for g in p.back if g.card == a.card), None)
    if f is None:
        return "Only a character of your own back line can move up.", R_BATTLE
    if len(p.battle) >= BATTLE_LINE:
        return f"Your battle line is full ({BATTLE_LINE} characters).", R_BATTLE
    if f.ready_at > p.turns:
        return f"{_name(state, a.card)} must wait in the back line until your next turn.", R_BACK
    return None


def _buy(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """On Your Turn: Purchase: from the marketplace, for its AP cost, to a pouch with room."""
    full = len(p.pouch) >= POUCH and (f"Your pouch holds at most {POUCH} action cards; play one to make room.", R_POUCH)
    return _from_line(state, a, state.market, ("marketplace", R_BUY), full, "Buying", known(state).costs(seat).buy)


def _play(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """Action Cards: from hand for its AP cost, from the pouch free once ripe; then where it goes."""
    pouched = next((q for q in p.pouch if q.card == a.card), None)
    if a.card not in p.hand and pouched is None:
        return "That action card is neither in your hand nor in your pouch.", R_EVENT
    card = state.cards[a.card]
    if card.kind != "action":
        return "A character is added or recruited, not played.", R_ADD
    if card.answer:
        return f"{card.name} is played only to answer an attack on one of your characters.", R_ANSWER
    if pouched is not None and not ops.ripe(p, pouched):
        return "A card bought this turn can be played from your next turn on.", R_POUCH
    if pouched is None and known(state).costs(seat).play(a.card) > state.ap:
        return f"Playing {card.name} costs {known(state).costs(seat).play(a.card)} AP; you have {state.ap}.", R_AP
    if card.type == "event":
        if a.target is None and a.seat is None:
            return None
        return "An Event names no character or line when played: its choices come after.", R_EVENT
    if card.type == "backup":
        if a.seat is not None or a.target is None:
            return f"{card.name} is attached to one of your battle-line characters (name it as target).", R_BACKUP
        if any(f.card == a.target for f in p.battle):
            return None
        return f"{card.name} can be attached only to a character on your own battle line.", R_BACKUP
    if a.target is not None or a.seat is None:
        return f"{card.name} is laid on a battle line: name the seat.", R_LOCATION
    if 0 <= a.seat < len(state.players) and (a.seat == seat) == (card.place == "own"):
        return None
    where = "your own" if card.place == "own" else "an opponent's"
    return f"{card.name} is laid on {where} battle line.", R_LOCATION


def _brawl(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """On Your Turn: Brawl: your ready battle-line character against an opponent's battle-line character."""
    f = next((g for g in p.battle if g.card == a.attacker), None)
    if f is None:
        return "Only a character on your own battle line can brawl.", R_BRAWL
    facts = known(state)
    owner = facts.owner(a.defender)
    if owner is None:
        return "Only a character on a battle line can be attacked.", R_BRAWL
    if owner == seat:
        return "You cannot attack your own characters.", R_BRAWL
    if state.players[owner].turns == 0 and ops.balanced(state):
        return f"{state.players[owner].name} has not had a turn yet: their characters cannot be attacked " \
               f"before it.", R_FIRST_ROUND
    costs = facts.costs(seat)
    if f.brawls >= costs.brawls_allowed(a.attacker):
        if stats.never_exhausted(state, seat, a.attacker):
            return f"{_name(state, a.attacker)} is never exhausted but still brawls only once a turn.", R_DANIEL
        if f.brawls >= 2:
            return f"{_name(state, a.attacker)} has made every brawl it may this turn.", R_SERVANTS
        return f"{_name(state, a.attacker)} has already brawled this turn.", R_BRAWL
    cost = costs.brawl(a.attacker)
    if cost > state.ap and not HANDLERS["gideon"](state, seat, a.attacker, a.defender):
        return f"Brawling with {_name(state, a.attacker)} costs {cost} AP; you have {state.ap}.", R_AP
    return None


def _wipeout(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    if state.ap < WIPEOUT_AP:
        return f"A wipeout costs {WIPEOUT_AP} AP; you have {state.ap}.", R_WIPEOUT
    return None


def _end_turn(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """End-of-turn Bonus Card: from a deck that can give one; none only when neither can."""
    if a.draw is None:
        if ops.can_draw(state, "character") or ops.can_draw(state, "action"):
            return "Take your end-of-turn card: from the character deck or the action deck.", R_BONUS
        return None
    if not ops.can_draw(state, a.draw):
        return f"The {a.draw} deck and its discard pile are empty: take the other kind.", R_BONUS
    return None


TURN = {"recruit": _recruit, "add": _add, "move_up": _move_up, "buy": _buy, "play": _play, "brawl": _brawl,
        "wipeout": _wipeout, "end_turn": _end_turn}
