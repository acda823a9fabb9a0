"""Every card ability of the shipped files (base set and packs) does what its effects promise.

For each character and action design a position is built where the card applies (allies and enemies of the
classes it names, a defence Location on the opponent's line, cards in the piles it takes from), the card is
brought into play (a character moves up, or stands on the line for "While revealed"; an action card is played,
an answer card answers an attack), and the specific change of each effect is checked: tokens appear, AP is
gained, cards are drawn, taken or discarded, characters are defeated, returned or summoned, costs change, extra
brawls are allowed. Rulings 'Cards: Abilities are data'."""

from __future__ import annotations

from collections import Counter

import pytest

from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.actions import Answer, Brawl, Choose, EndTurn, MoveUp, Play, Recruit
from bible_tabletop.games.brawl.rules.game import RULES, designs_for

SHIPPED = designs_for(tuple(RULES.packs))
CHARACTERS = [c for c, _ in SHIPPED.characters]
ACTIONS = [a for a, _ in SHIPPED.actions]


def _cls(e, default="None"):
    return getattr(e, "class_", None) or default


def _position(bb, card):
    """Two players; seat 0 acts. Enemies: three class dummies (DEF 1) under a Fortress; allies: two dummies."""
    state = bb.table(2, bb.full(), guards=False)
    effects = card.effects
    enemy_class = next((_cls(e) for e in effects if getattr(e, "who", "") in ("enemy", "enemies", "all")
                        and _cls(e, None)), None)
    enemy_class = enemy_class or next((e.class_ for e in effects if e.do == "versus"), None) or "None"
    ally_class = getattr(card, "needs", None) or next((_cls(e) for e in effects if getattr(e, "who", "") in ("ally", "allies")
                                     and _cls(e, None)), None) or next((e.class_ for e in effects
                                                                        if e.do == "cost" and e.class_), "None")
    enemies = [bb.put(state, 1, f"Dummy {enemy_class}") for _ in range(3)]
    allies = [bb.put(state, 0, f"Dummy {ally_class}") for _ in range(2)]
    state.players[1].location = bb.take(state, "Fortress")
    bb.fighter(state, enemies[0]).def_ = -1  # Fortress +1: DEF 1 again
    for e in enemies[1:]:
        bb.fighter(state, e).def_ = -1
    for _ in range(3):
        bb.give(state, 1, "Blank")
    state.action_discard.append(bb.take(state, "Blank"))
    state.char_discard.append(bb.take(state, "Recruit"))
    for e in effects:
        if e.do == "summon":
            wanted = e.name or f"Dummy {_cls(e)}"
            if e.source == "hand":
                bb.give(state, 0, wanted)
            elif e.source == "back_line":
                bb.put(state, 0, wanted, "back")
            elif e.source == "discard":
                state.char_discard.append(bb.take(state, wanted))
            elif e.source == "recruitment_line":
                bb.on_line(state, "recruitment_line", wanted)
            else:
                state.char_deck.append(bb.take(state, wanted))
    state.ap = 5
    return state, enemies, allies


class Snapshot:
    def __init__(self, state):
        p0, p1 = state.players
        self.tokens = {(side, stat): sum(getattr(f, stat) for f in p.battle)
                       for side, p in (("mine", p0), ("theirs", p1)) for stat in ("atk", "def_")}
        self.hand = Counter(state.cards[i].kind for i in p0.hand)
        self.their_hand = len(p1.hand)
        self.their_line = [f.card for f in p1.battle]
        self.my_line = [f.card for f in p0.battle]
        self.honor = list(p0.honor_pile)
        self.discard = list(state.char_discard)
        self.their_back = [f.card for f in p1.back]
        self.ap = state.ap
        self.recruitment, self.market = list(state.recruitment), list(state.market)
        self.location = p1.location


def _resolve(bb, state, enemies, allies):
    while state.pending and state.pending.now.kind == "choose":
        p = state.pending.now
        pick = p.details["options"][0]
        for want in ([1] if p.details["label"] in ("line", "opponent") else enemies + allies):
            if want in p.details["options"]:
                pick = want
                break
        bb.act(state, Choose(pick=pick))


def _check_once(bb, state, card, before, source_char, cost_paid):
    """The promised change of each "once" effect (When revealed ability, Event)."""
    after = Snapshot(state)
    want_tokens = Counter()
    hand = Counter()
    if not source_char:
        hand["action"] -= 1  # the Event itself left the hand
    ap = -cost_paid
    for e in card.effects:
        if e.do == "tokens":
            side = "mine" if e.who in ("self", "ally", "allies") else "theirs"
            n = {"self": 1, "ally": 1, "enemy": 1, "allies": len(before.my_line) - (0 if source_char else 0),
                 "enemies": len(before.their_line), "all": None}[e.who]
            stat = "atk" if e.stat == "atk" else "def_"
            if e.who == "all":
                want_tokens[("mine", stat)] += e.amount * len(after.my_line)
                want_tokens[("theirs", stat)] += e.amount * len(before.their_line)
            else:
                if e.who == "allies" and source_char:
                    n = len(before.my_line)  # every other character: the source is not yet counted before
                want_tokens[(side, stat)] += e.amount * n
        elif e.do == "gain_ap":
            ap += e.amount
        elif e.do == "draw":
            hand[e.deck] += e.amount
        elif e.do == "take":
            hand["character" if e.source in ("recruitment_line", "character_discard") else "action"] += 1
        elif e.do == "defeat":
            gone = [i for i in before.their_line if i not in after.their_line]
            assert gone, f"{card.name}: no enemy defeated"
            if e.honor:
                assert set(gone) <= set(after.honor), card.name
            else:
                assert set(gone) <= set(after.discard), card.name
        elif e.do == "return":
            gone = [i for i in before.their_line if i not in after.their_line]
            assert gone, f"{card.name}: nobody returned"
            home = state.players[1].hand if e.to == "hand" else [f.card for f in state.players[1].back]
            assert set(gone) <= set(home), card.name
        elif e.do == "summon":
            assert len(after.my_line) >= len(before.my_line) + 1 + (1 if source_char else 0), card.name
        elif e.do == "discard":
            assert after.their_hand == before.their_hand - e.amount, card.name
        elif e.do == "wipeout":
            old = before.recruitment if e.line == "recruitment_line" else before.market
            new = after.recruitment if e.line == "recruitment_line" else after.market
            assert not set(old) & set(new) and len(new) == 4, card.name
        elif e.do == "remove":
            assert after.location is None and before.location is not None, card.name
        elif e.do == "handler" and e.name == "eruption":
            assert not after.their_line and len(after.honor) == 2, card.name
    for key, amount in want_tokens.items():
        got = after.tokens[key] - before.tokens[key]
        assert got == amount, f"{card.name}: {key} tokens changed by {got}, not {amount}"
    for kind, n in hand.items():
        got = after.hand[kind] - before.hand[kind]
        assert got == n, f"{card.name}: {got} {kind} cards came to hand, not {n}"
    if ap or any(e.do == "gain_ap" for e in card.effects):
        assert after.ap == before.ap + ap, f"{card.name}: AP {before.ap} -> {after.ap}"


def _check_lasting(bb, state, card, holder, line_seat, enemies, allies):
    """The promised change of each lasting effect (While revealed ability, Backup, Location)."""
    bonus = stats.bonuses(state)
    reached_line = [f.card for f in state.players[line_seat].battle]
    for e in card.effects:
        if e.do == "tokens":
            k = 0 if e.stat == "atk" else 1
            if card.kind == "action" and card.type == "location":
                targets = reached_line
            elif e.who == "self":
                targets = [holder]
            elif e.who in ("allies", "ally"):
                targets = [i for i in reached_line if i != holder]
            else:
                targets = enemies
            targets = [t for t in targets if e.class_ is None or state.cards[t].klass == e.class_]
            assert targets, card.name
            assert all(bonus[t][k] == e.amount for t in targets), (card.name, [bonus[t] for t in targets])
        elif e.do == "versus":
            atk, _ = RULES.brawl_odds(state, holder, enemies[0])
            base = stats.attack_of(state, bb.fighter(state, holder))
            assert atk - base == e.amount and state.cards[enemies[0]].klass == e.class_, card.name
        elif e.do == "extra_attack":
            assert stats.brawls_allowed(state, 0, holder) == 1 + e.amount, card.name
            state.ap = 9
            bb.act(state, Brawl(attacker=holder, defender=enemies[0]))
            assert any(a.kind == "brawl" and a.attacker == holder for a in RULES.legal_actions(state)), card.name
        elif e.do == "no_exhaust":
            state.ap = 9
            bb.act(state, Brawl(attacker=holder, defender=enemies[0]))
            assert not bb.fighter(state, holder).exhausted, card.name
        elif e.do == "cost":
            probe = {"recruit": state.recruitment, "brawl": [f.card for f in state.players[0].battle],
                     "buy": state.market, "play": []}[e.action]
            probe = [i for i in probe if e.class_ is None or state.cards[i].klass == e.class_]
            if e.action == "recruit" and not probe:
                probe = [bb.on_line(state, "recruitment_line", f"Dummy {_cls(e)}")]
            fn = {"recruit": stats.recruit_cost, "brawl": stats.brawl_cost, "buy": stats.buy_cost}[e.action]
            i = probe[0]
            assert fn(state, 0, i) == max(1 if e.action == "brawl" else 0, state.cards[i].cost + e.amount), card.name
        elif e.do == "gain_ap":
            bb.act(state, EndTurn(draw="action"))
            bb.act(state, EndTurn(draw="action"))
            assert state.ap == 5 + e.amount, card.name
        elif e.do == "handler":
            _check_handler(bb, state, e.name, holder, enemies, allies)


def _check_handler(bb, state, name, holder, enemies, allies):
    if name == "gideon":
        bb.act(state, Brawl(attacker=holder, defender=enemies[0]))
        assert state.ap == 5 and enemies[0] in state.players[0].honor_pile
    elif name == "samson":
        bb.act(state, Brawl(attacker=holder, defender=enemies[0]))
        assert set(enemies) <= set(state.players[0].honor_pile)
    elif name == "eli":
        priest = bb.on_line(state, "recruitment_line", "Dummy Priest")
        bb.act(state, Recruit(card=priest))
        assert holder in state.char_discard and priest in [f.card for f in state.players[0].battle]


@pytest.mark.parametrize("card", CHARACTERS, ids=[c.name for c in CHARACTERS])
def test_character_ability(bb, card):
    """Character Cards: Abilities: each character's "When revealed" or "While revealed" ability (and `needs`)."""
    state, enemies, allies = _position(bb, card)
    if card.trigger == "when_revealed":
        hero = bb.put(state, 0, card.name, "back", face_up=False)
        before = Snapshot(state)
        bb.act(state, MoveUp(card=hero))
        _resolve(bb, state, enemies, allies)
        _check_once(bb, state, card, before, True, 0)
    else:
        hero = bb.put(state, 0, card.name)
        _check_lasting(bb, state, card, hero, 0, enemies, allies)
        if card.needs:  # without its partner class the ability is off
            for a in allies:
                ops.leave_play(state, a)
                state.char_discard.append(a)
            assert not stats.ability_active(state, 0, bb.fighter(state, hero)), card.name


@pytest.mark.parametrize("card", ACTIONS, ids=[a.name for a in ACTIONS])
def test_action_card(bb, card):
    """Action Cards: each Event, Backup and Location does what its text says (answers when attacked)."""
    state, enemies, allies = _position(bb, card)
    if card.answer:
        # the opponent attacks one of seat 0's dummies, and seat 0 answers
        bb.act(state, EndTurn(draw="action"))
        inst = bb.give(state, 0, card.name)
        attacker = bb.put(state, 1, "Recruit", atk=5)
        bb.act(state, Brawl(attacker=attacker, defender=allies[0]))
        assert RULES.decision(state).kind == "answer" and RULES.decision(state).seat == 0
        events = bb.act(state, Answer(card=inst))
        assert bb.fighter(state, allies[0]) is not None, card.name
        assert ("stopped" if card.answer == "attack" else "not defeated") in bb.texts(events)
        return
    inst = bb.give(state, 0, card.name)
    if card.type == "event":
        before = Snapshot(state)
        bb.act(state, Play(card=inst))
        _resolve(bb, state, enemies, allies)
        _check_once(bb, state, card, before, False, card.cost)
    elif card.type == "backup":
        bb.act(state, Play(card=inst, target=allies[0]))
        assert bb.fighter(state, allies[0]).backup == inst
        _check_lasting(bb, state, card, allies[0], 0, enemies, allies)
    else:
        seat = 0 if card.place == "own" else 1
        bb.act(state, Play(card=inst, seat=seat))
        assert state.players[seat].location == inst
        if seat == 1:
            for f in state.players[1].battle:
                f.def_ = 0
        _check_lasting(bb, state, card, None, seat, enemies, allies)


def test_no_free_card_is_a_net_gain():
    """Rulings 'Cards' (every action card has an AP cost) and issue 9: no shipped action card is free to buy or play
    and a gain. Only answer Events cost 0 (the rulebook's stopping Events cost no AP), and they only stop; no shipped
    discount on buying or playing brings any other card down to 0. Special Treasure (1 copy, +3 AP) costs 2."""
    discounts = [e.amount for c in CHARACTERS + ACTIONS for e in getattr(c, "effects", ())
                 if e.do == "cost" and e.action in ("buy", "play")]
    cheapest = {a.name: max(0, a.cost + sum(x for x in discounts if x < 0)) for a in ACTIONS}
    free = sorted(a.name for a in ACTIONS if cheapest[a.name] == 0 and not a.answer)
    assert free == [], f"free cards that give something: {free}"
    for a in ACTIONS:
        if a.answer:
            assert {e.do for e in a.effects} == {"stop"}, f"{a.name}: a free answer that also gains"
        ap = sum(e.amount for e in a.effects if e.do == "gain_ap")
        if a.type == "event":
            assert ap < 2 * a.cost or ap == 0, f"{a.name}: gives {ap} AP for {a.cost}"
    treasure = next(a for a in ACTIONS if a.name == "Special Treasure")
    assert (treasure.cost, dict(SHIPPED.actions)[treasure]) == (2, 1)
