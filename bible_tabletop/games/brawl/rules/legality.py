"""The one judge of an action: `why_not` checks it directly against the position (the seat deciding, the phase,
the card in hand, the AP, the target) and gives the refusal a player reads with the rule it enforces, or None.
It never lists the legal actions: the engine filters the candidates (choices.py) through it (copies of one design in
one place are one card: any copy is allowed, `BrawlRules.canonical` takes the first). What it reads many times
over (which judge the stage of the game gives each kind, costs, owners) is worked out once per position
(known.py)."""

from __future__ import annotations

from itertools import groupby
from operator import attrgetter

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.engine.worked import UNSET
from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.known import Known, known
from bible_tabletop.games.brawl.rules.ops import answering
from bible_tabletop.games.brawl.rules.effects.handlers import HANDLERS, free_judge
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
    found = refusal(state, a, seat)
    return None if found is None else IllegalAction(*found)


def refusal(state: BrawlState, a, seat: int) -> tuple[str, str] | None:
    """(why, rule) `seat`, the seat deciding now, may not take `a`, or None: the stage of the game judges the
    action's kind (once a position), then the kind's own judge its details."""
    judge = _judge(known(state), state, a.kind, state.players[seat])
    return judge if type(judge) is tuple else judge(state, a, seat, state.players[seat])


def verdict(state: BrawlState, kind: str, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    """What the judge of `kind` says of card `inst` whatever else the action names (where it goes), worked out
    once a position: the judge of each such action and the candidates (choices.py) read it."""
    facts = known(state)
    seen = _seen(facts, kind)
    found = seen.get(inst, UNSET)
    if found is UNSET:
        found = seen[inst] = CARD[kind](facts, inst, seat, p)
    return found


def fit(state: BrawlState, kind: str, insts, seat: int, p: Player) -> list[int]:
    """Those of cards `insts` that `verdict` lets through for `kind`, in order (one look at the facts for all)."""
    room = ROOM.get(kind)
    if room is not None and room(state, seat, p) is not None:
        return []  # no room for any card of this kind: each card's verdict refuses
    facts = known(state)
    seen = facts.cards.get(kind) or facts.cards.setdefault(kind, {})  # `_seen`, the short way: asked once a family
    judge = CARD[kind]
    out = []
    for inst in insts:
        found = seen.get(inst, UNSET)
        if found is UNSET:
            found = seen[inst] = judge(facts, inst, seat, p)
        if found is None:
            out.append(inst)
    return out


def _seen(facts: Known, kind: str) -> dict:
    """The card verdicts of `kind` worked out so far in this position."""
    return facts.cards.get(kind) or facts.cards.setdefault(kind, {})


def _judge(facts: Known, state: BrawlState, k: str, p: Player):
    """The judge of kind `k` in this stage of the game (the kind's own), or the refusal of every action of it."""
    judges = facts.judges
    if judges is None:  # the plain turn (most positions) shares one table
        judges = facts.judges = PLAIN_TURN if _plain(state) else {}
    judge = judges.get(k)
    if judge is None:
        judge = judges[k] = _stage(state, k, p)
    return judge


def _plain(state: BrawlState) -> bool:
    """A turn with nothing pending, no attack to answer and no start-of-turn duty: the stage is the same for all."""
    return (state.pending.now is None and answering(state) is None and state.phase not in ("draft", "hide")
            and state.obligation not in ("move_up", "place"))


def _stage(state: BrawlState, k: str, p: Player):
    """What the stage of the game says of kind `k`: its judge, or the refusal of every action of that kind."""
    pend = state.pending.now
    if pend is not None:
        if pend.kind == "choose":
            return _choose if k == "choose" else (f"First finish the card: {pend.prompt}.", R_TURN)
        return _discard if k == "discard" else (f"{p.name} must first discard down to {HAND_LIMIT} cards.", R_HAND)
    if answering(state) is not None:
        return _answer if k == "answer" else (f"{p.name} must first answer the attack (or let it be).", R_ANSWER)
    if k in ("choose", "answer", "discard"):
        return "Nothing is waiting for that choice now.", R_TURN
    if state.phase == "draft":
        return _pick if k == "pick" else ("The draft comes first: keep one character of the packet in front of you.",
                                          R_DRAFT)
    if state.phase == "hide":
        if k == "hide":
            return _hide
        return "Blind reveal first: put two characters from your hand face down on your battle line.", R_BLIND
    if k in ("pick", "hide"):
        return "The setup is over.", R_DRAFT if k == "pick" else R_BLIND
    if state.obligation == "move_up" and k != "move_up":
        return "Your battle line is empty: first move a character up from your back line.", R_START
    if state.obligation == "place" and k not in ("add", "recruit"):
        return "Both your lines are empty: first add a character to your back line or recruit one.", R_START
    return TURN[k]


def _choose(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """A choice an effect asks: one of the options offered."""
    if a.pick in state.pending.now.details["options"]:
        return None
    return "That is not one of the choices offered.", R_TURN


def _discard(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """How to Play: Your Hand: the hand limit's discards, from the hand."""
    return None if a.card in p.hand else ("That card is not in your hand.", R_HAND)


def _pick(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    return None if a.card in p.packet else ("That character is not in the packet in front of you.", R_DRAFT)


def _hide(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    if a.card in p.hand and ops.is_character(state, a.card):
        return None
    return "Only a character card from your hand can be put face down on your battle line.", R_BLIND


def _answer(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """Action Cards: answers: an answer Event from hand, or from the pouch once ripe, or none."""
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
    return verdict(state, "recruit", a.card, seat, p)


def _recruit_card(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    state = facts.state
    return _from_line(state, inst, state.recruitment, ("recruitment line", R_RECRUIT), _back_room(state, seat, p),
                      "Recruiting", facts.costs(seat).recruit)


def _back_room(state: BrawlState, seat: int, p: Player) -> tuple[str, str] | None:
    return (f"Your back line is full ({BACK_LINE} characters).", R_BACK) if len(p.back) >= BACK_LINE else None


def _from_line(state: BrawlState, inst: int, line: list[int], where: tuple[str, str], full, doing: str, price):
    """Taking card `inst` from the recruitment line or the marketplace: it lies there, there is room for it
    (`full` is the refusal when there is not), and its price is within the AP left."""
    if inst not in line:
        return f"{_name(state, inst)} is not in the {where[0]}.", where[1]
    if full:
        return full
    cost = price(inst)
    if cost > state.ap:
        return f"{doing} {_name(state, inst)} costs {cost} AP; you have {state.ap}.", R_AP
    return None


def _add(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    return verdict(state, "add", a.card, seat, p)


def _add_card(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    state = facts.state
    if inst not in p.hand or not ops.is_character(state, inst):
        return "Only a character card from your hand can be added to the back line.", R_ADD
    return _add_room(state, seat, p)


def _add_room(state: BrawlState, seat: int, p: Player) -> tuple[str, str] | None:
    """Whether anything may be added now: adds left this turn, room in the back line, 1 AP."""
    if p.added >= BACK_LINE_ADDS:
        return f"You may add at most {BACK_LINE_ADDS} characters to your back line a turn.", R_ADD
    if len(p.back) >= BACK_LINE:
        return f"Your back line is full ({BACK_LINE} characters).", R_BACK
    if state.ap < 1:
        return "Adding a character costs 1 AP and you have none left.", R_AP
    return None


def _move_up(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    return verdict(state, "move_up", a.card, seat, p)


def _move_up_card(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    state = facts.state
    f = next((g for g in p.back if g.card == inst), None)
    if f is None:
        return "Only a character of your own back line can move up.", R_BATTLE
    found = _battle_room(state, seat, p)
    if found is not None:
        return found
    if f.ready_at > p.turns:
        return f"{_name(state, inst)} must wait in the back line until your next turn.", R_BACK
    return None


def _battle_room(state: BrawlState, seat: int, p: Player) -> tuple[str, str] | None:
    if len(p.battle) >= BATTLE_LINE:
        return f"Your battle line is full ({BATTLE_LINE} characters).", R_BATTLE
    return None


def _buy(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """On Your Turn: Purchase: from the marketplace, for its AP cost, to a pouch with room."""
    return verdict(state, "buy", a.card, seat, p)


def _buy_card(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    state = facts.state
    return _from_line(state, inst, state.market, ("marketplace", R_BUY), _pouch_room(state, seat, p), "Buying",
                      facts.costs(seat).buy)


def _pouch_room(state: BrawlState, seat: int, p: Player) -> tuple[str, str] | None:
    if len(p.pouch) >= POUCH:
        return f"Your pouch holds at most {POUCH} action cards; play one to make room.", R_POUCH
    return None


def _play(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """Action Cards: from hand for its AP cost, from the pouch free once ripe; then where it goes."""
    found = verdict(state, "play", a.card, seat, p)
    return found if found is not None else _placed(state, state.cards[a.card], a, seat, p)


def _play_card(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str] | None:
    """Whether action card `inst` may be played now, wherever it goes: held, no answer, ripe, affordable."""
    state = facts.state
    pouched = _pouched(p, inst)
    if pouched is None and inst not in p.hand:
        return "That action card is neither in your hand nor in your pouch.", R_EVENT
    card = state.cards[inst]
    if card.kind != "action":
        return "A character is added or recruited, not played.", R_ADD
    if card.answer:
        return f"{card.name} is played only to answer an attack on one of your characters.", R_ANSWER
    if pouched is not None and not ops.ripe(p, pouched):
        return "A card bought this turn can be played from your next turn on.", R_POUCH
    if pouched is None and facts.costs(seat).play(inst) > state.ap:
        return f"Playing {card.name} costs {facts.costs(seat).play(inst)} AP; you have {state.ap}.", R_AP
    return None


def _placed(state: BrawlState, card, a, seat: int, p: Player) -> tuple[str, str] | None:
    """Where a playable card goes: an Event nowhere, a Backup on the player's own battle-line character, a
    Location on the battle line its card names (its own or an opponent's)."""
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


def _pouched(p: Player, inst: int):
    """`inst` in `p`'s pouch, or None."""
    for q in p.pouch:
        if q.card == inst:
            return q
    return None


def _brawl(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    """On Your Turn: Brawl: your ready battle-line character against an opponent's battle-line character. What
    the attacker and the defender each allow is judged once a position (a brawl is asked of every pair)."""
    facts = known(state)
    ready = _ready(facts, state, a.attacker, seat, p)
    if ready is OFF_LINE:
        return ready
    target = _aimed(facts, state, a.defender, seat)
    if target is not None:
        return target
    return None if ready is READY or _free(state, ready, seat, a) else ready


def _ready(facts: Known, state: BrawlState, inst: int, seat: int, p: Player) -> tuple[str, str]:
    """`_brawler`'s verdict of attacker `inst`, once a position."""
    ready = facts.brawlers.get(inst)
    if ready is None:
        ready = facts.brawlers[inst] = _brawler(facts, inst, seat, p)
    return ready


def _aimed(facts: Known, state: BrawlState, inst: int, seat: int) -> tuple[str, str] | None:
    """`_target`'s verdict of defender `inst`, once a position."""
    target = facts.targets.get(inst, UNSET)
    if target is UNSET:
        target = facts.targets[inst] = _target(facts, inst, seat)
    return target


def brawlers(state: BrawlState, seat: int, p: Player) -> tuple[int, ...]:
    """`seat`'s battle-line characters that may brawl now (`_brawler`, once a position), or but for the AP, a
    Judge whose brawl Gideon may make free."""
    facts = known(state)
    out = []
    for f in p.battle:
        ready = _ready(facts, state, f.card, seat, p)
        if ready is READY or (ready[1] == R_AP and free_judge(state, seat, f.card)):
            out.append(f.card)
    return tuple(out)


def targets(state: BrawlState, seat: int) -> tuple[int, ...]:
    """The characters of the other battle lines `seat` may attack now (`_target`, once a position)."""
    facts = known(state)
    return tuple(d.card for s, q in enumerate(state.players) if s != seat for d in q.battle
                 if _aimed(facts, state, d.card, seat) is None)


def _free(state: BrawlState, ready: tuple[str, str], seat: int, a) -> bool:
    """A brawl beyond the AP left that Gideon's Judges make free."""
    return ready[1] == R_AP and HANDLERS["gideon"](state, seat, a.attacker, a.defender)


def _brawls(state: BrawlState, run, seat: int, p: Player) -> list:
    """The brawls of a list judged at once, as `_brawl` judges one: each attacker's verdict once for its run of
    brawls, each defender's looked up."""
    facts = known(state)
    aimed = facts.targets
    out = []
    for attacker, mine in groupby(run, _ATTACKER):
        ready = _ready(facts, state, attacker, seat, p)
        if ready is not READY and (ready[1] != R_AP or not free_judge(state, seat, attacker)):
            continue  # off the line, out of brawls, or too dear: no defender changes that
        for a in mine:
            target = aimed.get(a.defender, UNSET)
            if target is UNSET:
                target = _aimed(facts, state, a.defender, seat)
            if target is None and (ready is READY or GIDEON(state, seat, attacker, a.defender)):
                out.append(a)
    return out


_ATTACKER = attrgetter("attacker")
GIDEON = HANDLERS["gideon"]


OFF_LINE = ("Only a character on your own battle line can brawl.", R_BRAWL)
READY = ("", "")  # the attacker may brawl now (the defender aside)


def _brawler(facts: Known, inst: int, seat: int, p: Player) -> tuple[str, str]:
    """Whether `inst` may brawl now: OFF_LINE, READY, or why not (too dear a brawl: unless Gideon makes it free)."""
    f = next((g for g in p.battle if g.card == inst), None)
    if f is None:
        return OFF_LINE
    state, costs = facts.state, facts.costs(seat)
    if f.brawls and f.brawls >= costs.brawls_allowed(inst):  # one brawl a turn at least
        if stats.never_exhausted(state, seat, inst):
            return f"{_name(state, inst)} is never exhausted but still brawls only once a turn.", R_DANIEL
        if f.brawls >= 2:
            return f"{_name(state, inst)} has made every brawl it may this turn.", R_SERVANTS
        return f"{_name(state, inst)} has already brawled this turn.", R_BRAWL
    cost = costs.brawl(inst)
    if cost > state.ap:
        return f"Brawling with {_name(state, inst)} costs {cost} AP; you have {state.ap}.", R_AP
    return READY


def _target(facts: Known, inst: int, seat: int) -> tuple[str, str] | None:
    """Whether `seat` may attack `inst`: a character on another seat's battle line, past its first-round shelter."""
    state = facts.state
    owner = facts.owner(inst)
    if owner is None:
        return "Only a character on a battle line can be attacked.", R_BRAWL
    if owner == seat:
        return "You cannot attack your own characters.", R_BRAWL
    if state.players[owner].turns == 0 and ops.balanced(state):
        return f"{state.players[owner].name} has not had a turn yet: their characters cannot be attacked " \
               f"before it.", R_FIRST_ROUND
    return None


def _wipeout(state: BrawlState, a, seat: int, p: Player) -> tuple[str, str] | None:
    return _wipeout_room(state, seat, p)


def _wipeout_room(state: BrawlState, seat: int, p: Player) -> tuple[str, str] | None:
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


def judged(state: BrawlState, actions: list) -> list:
    """Those of `actions` (each naming the seat deciding now) the judge lets in, in order: the seat and the stage's
    judge are looked up once a run of one kind, a kind the stage refuses is passed over whole, and a family with a
    judge of its own (brawls) is judged at once."""
    if not actions:
        return actions
    seat = actions[0].by
    p = state.players[seat]
    facts = known(state)
    out = []
    for k, run in groupby(actions, _KIND):
        judge = _judge(facts, state, k, p)
        if type(judge) is tuple:
            continue
        family = FAMILY.get(judge)
        out += family(state, run, seat, p) if family else [a for a in run if judge(state, a, seat, p) is None]
    return out


_KIND = attrgetter("kind")


def possible(state: BrawlState, seat: int, actions: list) -> bool:
    """Whether `seat` may take any of `actions` (of the turn) by their kind's own judge, the stage aside: a
    start-of-turn duty asks whether it can be met at all."""
    p = state.players[seat]
    return any(TURN[a.kind](state, a, seat, p) is None for a in actions)


def _roomy(room, judge):
    """The judge of a run of one kind at once: none of them when `room` (what every action of the kind needs, its
    card aside) refuses, else each by `judge`."""
    def family(state: BrawlState, run, seat: int, p: Player) -> list:
        if room(state, seat, p) is not None:
            return []
        return [a for a in run if judge(state, a, seat, p) is None]
    return family


def _carded(kind: str):
    """The judge of a run of `kind` at once, where the card alone decides: each card's verdict once."""
    def family(state: BrawlState, run, seat: int, p: Player) -> list:
        seen = _seen(known(state), kind)  # the candidates' own verdicts, most often
        return [a for a in run if seen.get(a.card, UNSET) is None
                or (a.card not in seen and verdict(state, kind, a.card, seat, p) is None)]
    return family


def _plays(state: BrawlState, run, seat: int, p: Player) -> list:
    """The plays of a list judged at once: each card's verdict once, then where each goes."""
    run = list(run)
    ok = set(fit(state, "play", [a.card for a in run], seat, p))
    cards = state.cards
    return [a for a in run if a.card in ok and _placed(state, cards[a.card], a, seat, p) is None]


# a kind's judge -> the judge of a run of that kind at once
FAMILY = {_brawl: _brawls, _play: _plays, _wipeout: _roomy(_wipeout_room, _wipeout),
          **{judge: _carded(k) for k, judge in (("add", _add), ("recruit", _recruit), ("buy", _buy),
                                                ("move_up", _move_up))}}

# a kind's judge of the card an action names (`verdict`), where the card alone decides (but a play's place)
# what every card of a kind needs, its card aside (each card's verdict asks it too, after the card's own place)
ROOM = {"recruit": _back_room, "buy": _pouch_room, "add": _add_room, "move_up": _battle_room}
CARD = {"recruit": _recruit_card, "add": _add_card, "move_up": _move_up_card, "buy": _buy_card, "play": _play_card}
TURN = {"recruit": _recruit, "add": _add, "move_up": _move_up, "buy": _buy, "play": _play, "brawl": _brawl,
        "wipeout": _wipeout, "end_turn": _end_turn}
# what `_stage` says of every kind in a plain turn (none of its words depend on the position)
PLAIN_TURN = {**TURN, **{k: ("Nothing is waiting for that choice now.", R_TURN)
                         for k in ("choose", "answer", "discard")},
              "pick": ("The setup is over.", R_DRAFT), "hide": ("The setup is over.", R_BLIND)}
