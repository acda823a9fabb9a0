"""Words for the rules: why an action is refused (with the rule it breaks), what an action is called, and the
invariants the playouts check after every action."""

from __future__ import annotations

from bible_tabletop.games.brawl import ops, stats
from bible_tabletop.games.brawl.state import (
    BACK_LINE, BACK_LINE_ADDS, BATTLE_LINE, BATTLE_LINE_MAX, HAND_LIMIT, LINE_SIZE, POUCH, WIPEOUT_AP, BrawlState,
)

R = {
    "draft": "Game Setup 4: Character Drafting", "blind": "Game Setup: Blind reveal", "turn": "On Your Turn",
    "ap": "On Your Turn: Action Points", "start": "How to Play: Battle Line (start of turn)",
    "recruit": "On Your Turn: Recruit a Character", "add": "On Your Turn: Add Character to your Back Line",
    "back": "How to Play: Back Line", "battle": "How to Play: Battle Line",
    "buy": "On Your Turn: Purchase an Action Card from the Marketplace", "pouch": "How to Play: Pouch",
    "event": "Action Cards: Event Cards", "backup": "Action Cards: Backup cards",
    "location": "Action Cards: Location cards", "brawl": "On Your Turn: Brawl",
    "answer": "Action Cards: Event Cards (answers)", "wipeout": "On Your Turn: Market Place/Recruitment Line Wipeout",
    "bonus": "On Your Turn: End-of-turn Bonus Card", "hand": "How to Play: Your Hand", "win": "Objective",
    "daniel": "Special Character FAQ: Daniel", "servants": "Special Character FAQ: Servants",
    "gideon": "Special Character FAQ: Gideon",
    "first_round": "Game Setup: balanced start option (the first round)",
}


def _name(state: BrawlState, inst) -> str:
    return state.cards[inst].name if isinstance(inst, int) and 0 <= inst < len(state.cards) else "that card"


def why(rules, state: BrawlState, a) -> tuple[str, str]:
    """The reason and the rule for refusing `a` (which is not among the legal actions)."""
    seat = rules.to_act(state)
    p = state.players[seat]
    k = a.kind
    pend = state.pending[0] if state.pending else None
    if pend is not None:
        if pend.what == "choose":
            if k != "choose":
                return f"First finish the card: {pend.prompt}.", R["turn"]
            return "That is not one of the choices offered.", R["turn"]
        if pend.what == "answer":
            if k != "answer":
                return f"{p.name} must first answer the attack (or let it be).", R["answer"]
            return "Only an answer Event in your hand or in your pouch can answer an attack.", R["answer"]
        if k != "discard":
            return f"{p.name} must first discard down to {HAND_LIMIT} cards.", R["hand"]
        return "That card is not in your hand.", R["hand"]
    if k in ("choose", "answer", "discard"):
        return "Nothing is waiting for that choice now.", R["turn"]
    if state.phase == "draft":
        if k != "pick":
            return "The draft comes first: keep one character of the packet in front of you.", R["draft"]
        return "That character is not in the packet in front of you.", R["draft"]
    if state.phase == "hide":
        if k != "hide":
            return "Blind reveal first: put two characters from your hand face down on your battle line.", R["blind"]
        return "Only a character card from your hand can be put face down on your battle line.", R["blind"]
    if k in ("pick", "hide"):
        return "The setup is over.", R["draft"] if k == "pick" else R["blind"]
    if state.obligation == "move_up" and k != "move_up":
        return "Your battle line is empty: first move a character up from your back line.", R["start"]
    if state.obligation == "place" and k not in ("add", "recruit"):
        return "Both your lines are empty: first add a character to your back line or recruit one.", R["start"]
    back_full = len(p.back) >= BACK_LINE
    if k == "recruit":
        if a.card not in state.recruitment:
            return f"{_name(state, a.card)} is not in the recruitment line.", R["recruit"]
        if back_full:
            return f"Your back line is full ({BACK_LINE} characters).", R["back"]
        return f"Recruiting {_name(state, a.card)} costs {stats.recruit_cost(state, seat, a.card)} AP; you have " \
               f"{state.ap}.", R["ap"]
    if k == "add":
        if a.card not in p.hand or not ops.is_character(state, a.card):
            return "Only a character card from your hand can be added to the back line.", R["add"]
        if p.added >= BACK_LINE_ADDS:
            return f"You may add at most {BACK_LINE_ADDS} characters to your back line a turn.", R["add"]
        if back_full:
            return f"Your back line is full ({BACK_LINE} characters).", R["back"]
        return "Adding a character costs 1 AP and you have none left.", R["ap"]
    if k == "move_up":
        where = ops.locate(state, a.card) if isinstance(a.card, int) else None
        if where is None or where[0] != seat or where[1] != "back":
            return "Only a character of your own back line can move up.", R["battle"]
        if len(p.battle) >= BATTLE_LINE:
            return f"Your battle line is full ({BATTLE_LINE} characters).", R["battle"]
        return f"{_name(state, a.card)} must wait in the back line until your next turn.", R["back"]
    if k == "buy":
        if a.card not in state.market:
            return f"{_name(state, a.card)} is not in the marketplace.", R["buy"]
        if len(p.pouch) >= POUCH:
            return f"Your pouch holds at most {POUCH} action cards; play one to make room.", R["pouch"]
        return f"Buying {_name(state, a.card)} costs {stats.buy_cost(state, seat, a.card)} AP; you have " \
               f"{state.ap}.", R["ap"]
    if k == "play":
        return _why_play(rules, state, seat, a)
    if k == "brawl":
        return _why_brawl(state, seat, a)
    if k == "wipeout":
        return f"A wipeout costs {WIPEOUT_AP} AP; you have {state.ap}.", R["wipeout"]
    if k == "end_turn":
        if a.draw is None:
            return "Take your end-of-turn card: from the character deck or the action deck.", R["bonus"]
        return f"The {a.draw} deck and its discard pile are empty: take the other kind.", R["bonus"]
    return "That is not possible now.", R["turn"]


def _why_play(rules, state: BrawlState, seat: int, a) -> tuple[str, str]:
    p = state.players[seat]
    pouch = {q.card: q for q in p.pouch}
    if a.card not in p.hand and a.card not in pouch:
        return "That action card is neither in your hand nor in your pouch.", R["event"]
    card = state.cards[a.card]
    if card.kind != "action":
        return "A character is added or recruited, not played.", R["add"]
    if card.answer:
        return f"{card.name} is played only to answer an attack on one of your characters.", R["answer"]
    if a.card in pouch and not ops.ripe(p, pouch[a.card]):
        return "A card bought this turn can be played from your next turn on.", R["pouch"]
    if a.card in p.hand and stats.play_cost(state, seat, a.card) > state.ap:
        return f"Playing {card.name} costs {stats.play_cost(state, seat, a.card)} AP; you have {state.ap}.", R["ap"]
    if card.type == "event":
        return "An Event names no character or line when played: its choices come after.", R["event"]
    if card.type == "backup":
        if a.seat is not None or a.target is None:
            return f"{card.name} is attached to one of your battle-line characters (name it as target).", R["backup"]
        return f"{card.name} can be attached only to a character on your own battle line.", R["backup"]
    if a.target is not None or a.seat is None:
        return f"{card.name} is laid on a battle line: name the seat.", R["location"]
    where = "your own" if card.place == "own" else "an opponent's"
    return f"{card.name} is laid on {where} battle line.", R["location"]


def _why_brawl(state: BrawlState, seat: int, a) -> tuple[str, str]:
    p = state.players[seat]
    f = next((g for g in p.battle if g.card == a.attacker), None)
    if f is None:
        return "Only a character on your own battle line can brawl.", R["brawl"]
    owner = ops.owner_on_battle(state, a.defender)
    if owner is None:
        return "Only a character on a battle line can be attacked.", R["brawl"]
    if owner == seat:
        return "You cannot attack your own characters.", R["brawl"]
    if state.players[owner].turns == 0 and ops.balanced(state):
        return f"{state.players[owner].name} has not had a turn yet: their characters cannot be attacked " \
               f"before it.", R["first_round"]
    if f.brawls >= stats.brawls_allowed(state, seat, a.attacker):
        if stats.never_exhausted(state, seat, a.attacker):
            return f"{_name(state, a.attacker)} is never exhausted but still brawls only once a turn.", R["daniel"]
        if f.brawls >= 2:
            return f"{_name(state, a.attacker)} has made every brawl it may this turn.", R["servants"]
        return f"{_name(state, a.attacker)} has already brawled this turn.", R["brawl"]
    return f"Brawling with {_name(state, a.attacker)} costs {stats.brawl_cost(state, seat, a.attacker)} AP; you " \
           f"have {state.ap}.", R["ap"]


# -- what a choice is for --------------------------------------------------------------------------------------------

def aim(label: str, effects) -> str:
    """The prompt of a character choice, naming what the card's effects sharing it will do: 'choose an enemy King
    with DEF 5 or less to defeat (to your honor pile)', 'choose one of your characters to get +2 ATK'."""
    e = effects[0] if effects else None
    klass = getattr(e, "class_", None)
    kind = f"{klass}" if klass else "character"
    noun = f"an enemy {kind}" if label == "enemy" else f"one of your {kind}s"
    if getattr(e, "max_def", None) is not None:
        noun += f" with DEF {e.max_def} or less"
    tokens = [f"{x.amount:+d} {x.stat.upper()}" for x in effects if x.do == "tokens"]
    doing = [f"to get {' and '.join(tokens)}"] if tokens else []
    for x in effects:
        if x.do == "defeat":
            doing.append("to defeat" + (" (to your honor pile)" if x.honor and label == "enemy" else ""))
        elif x.do == "return":
            doing.append(f"to send back to its owner's {'back line' if x.to == 'back_line' else 'hand'}")
    return f"choose {noun} {', then '.join(doing)}".rstrip()


# -- describe ----------------------------------------------------------------------------------------------------------

def describe(rules, state: BrawlState, a) -> str:
    """A short phrase for an action, for menus, demo narration and the log."""
    k = a.kind
    n = lambda i: _name(state, i)  # noqa: E731
    if k == "pick":
        return f"Keep {n(a.card)}"
    if k == "hide":
        return f"Put {n(a.card)} face down on the battle line"
    if k == "recruit":
        seat = rules.to_act(state)
        return f"Recruit {n(a.card)} ({stats.recruit_cost(state, seat, a.card)} AP)"
    if k == "add":
        return f"Add {n(a.card)} to the back line (1 AP)"
    if k == "move_up":
        return f"Move {n(a.card)} up to the battle line"
    if k == "buy":
        seat = rules.to_act(state)
        return f"Buy {n(a.card)} ({stats.buy_cost(state, seat, a.card)} AP)"
    if k == "play":
        text = f"Play {n(a.card)}"
        if a.target is not None:
            text += f" on {n(a.target)}"
        if a.seat is not None:
            text += f" on {state.players[a.seat].name}'s battle line"
        return text
    if k == "brawl":
        owner = ops.owner_on_battle(state, a.defender)
        whose = f" ({state.players[owner].name})" if owner is not None else ""
        return f"{n(a.attacker)} brawls with {n(a.defender)}{whose}"
    if k == "wipeout":
        return f"Wipe out the {'recruitment line' if a.line == 'recruitment_line' else 'marketplace'} (3 AP)"
    if k == "end_turn":
        return "End the turn" + (f", taking {'an' if a.draw == 'action' else 'a'} {a.draw} card" if a.draw else "")
    if k == "answer":
        return "Let the attack be" if a.card is None else f"Answer with {n(a.card)}"
    if k == "discard":
        return f"Discard {n(a.card)}"
    if k == "choose":
        label = state.pending[0].label if state.pending else "card"
        if label == "keep":
            return f"Keep {n(a.pick)}"
        if label in ("opponent", "line"):
            return state.players[a.pick].name + ("'s battle line" if label == "line" else "")
        return n(a.pick)
    return k


# -- invariants --------------------------------------------------------------------------------------------------------

def invariants(rules, state: BrawlState) -> list[str]:
    bad = []
    places = state.char_deck + state.char_discard + state.action_deck + state.action_discard
    places = places + state.recruitment + state.market
    for p in state.players:
        places += p.hand + p.packet + p.honor_pile + [q.card for q in p.pouch]
        places += [f.card for f in p.battle + p.back]
        places += [f.backup for f in p.battle + p.back if f.backup is not None]
        places += [] if p.location is None else [p.location]
    if sorted(places) != list(range(len(state.cards))):
        bad.append(f"cards are not each in exactly one place ({len(places)} placed of {len(state.cards)})")
    if state.ap < 0:
        bad.append(f"AP is negative ({state.ap})")
    if len(state.recruitment) > LINE_SIZE or len(state.market) > LINE_SIZE:
        bad.append("a line of cards holds more than four")
    for p in state.players:
        if len(p.battle) > BATTLE_LINE_MAX:
            bad.append(f"{p.name}'s battle line holds {len(p.battle)}")
        if len(p.back) > BACK_LINE:
            bad.append(f"{p.name}'s back line holds {len(p.back)}")
        if len(p.pouch) > POUCH:
            bad.append(f"{p.name}'s pouch holds {len(p.pouch)}")
        if p.hand_after_turn > HAND_LIMIT:
            bad.append(f"{p.name} ended a turn with {p.hand_after_turn} cards in hand")
        if p.honor != sum(state.cards[i].honor for i in p.honor_pile):
            bad.append(f"{p.name}'s honor {p.honor} is not the sum of the honor pile")
        if any(state.cards[f.card].kind != "character" for f in p.battle + p.back):
            bad.append(f"an action card stands on {p.name}'s lines")
        if any(f.backup is not None and state.cards[f.backup].type != "backup" for f in p.battle + p.back):
            bad.append("a card that is not a Backup is attached")
        if p.location is not None and state.cards[p.location].type != "location":
            bad.append("a card that is not a Location lies on a battle line")
        if state.phase == "turn" and any(not f.face_up for f in p.battle):
            bad.append(f"a face-down character stands on {p.name}'s battle line")
        if any(state.cards[q.card].kind != "action" for q in p.pouch):
            bad.append("a character in a pouch")
    if state.winner is not None:
        w = state.players[state.winner]
        if w.honor < state.win:
            bad.append(f"the winner has only {w.honor} honor of {state.win}")
        if any(p.honor >= state.win for i, p in enumerate(state.players) if i != state.winner):
            bad.append("another player also reached the win amount")
        if state.phase != "over":
            bad.append("a winner while the game goes on")
    else:
        if any(p.honor >= state.win for p in state.players):
            bad.append("a player reached the win amount but the game goes on")
        if not rules.legal_actions(state):
            bad.append("no legal action while the game goes on")
    if any(p.what == "answer" for p in state.pending) and state.fight is None:
        bad.append("an answer is asked with no brawl in progress")
    return bad
