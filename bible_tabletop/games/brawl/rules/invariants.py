"""The invariants the playouts and the conformance suite check after every action."""

from __future__ import annotations

from bible_tabletop.games.brawl.rules.state import BACK_LINE, BATTLE_LINE_MAX, HAND_LIMIT, LINE_SIZE, POUCH, BrawlState


def invariants(rules, state: BrawlState) -> list[str]:
    """What must hold after every action (the playouts check it): each card in one place, limits, honor."""
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
    if state.fight is not None and len(state.fight.answers.items) > 2:
        bad.append("an attack was answered more than once")
    if state.pending and state.fight is not None and state.fight.answers.responder is not None:
        bad.append("a choice is asked while an answer to an attack is awaited")
    return bad
