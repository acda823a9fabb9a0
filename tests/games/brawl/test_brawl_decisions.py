"""Bible Brawl on Engine 2: the decision of each kind of position (who, how, what, the prompt), the one legality
check (`why_not`) with its reasons and rules for every family of action, and its agreement with the legal actions
over many seeded random positions.

Each test names the rulebook section (`shared/rulebooks/bible-brawl.txt`) or ruling it enforces.
"""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.engine.worked import forget
from bible_tabletop.games.brawl.rules.actions import (
    ACTION_TYPE, Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.rules.game import RULES
from bible_tabletop.games.brawl.rules.options import random_options
from bible_tabletop.games.brawl.rules.state import Fighter


def _answer_position(bb, extra_answer=False):
    halt = bb.action("Halt", cost=0, answer="defeat", effects=[bb.fx(do="stop", what="defeat")])
    state = bb.table(2, bb.box(actions=[(halt, 2)]))
    hero = bb.put(state, 0, "Recruit", atk=2)
    foe = bb.put(state, 1, "Recruit")
    cards = [bb.give(state, 1, "Halt") for _ in range(2 if extra_answer else 1)]
    return state, hero, foe, cards


def _refusal(state, action) -> IllegalAction:
    """why_not refuses `action` (a reason and a rule), and apply refuses it too (with the same reason, unless the
    engine's gate refuses a seat that may not act first), changing nothing."""
    before = digest(state)
    err = RULES.why_not(state, action)
    assert err is not None and err.reason.strip() and err.rule.strip(), action
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, action)
    assert info.value.reason == err.reason and digest(state) == before
    return err


# -- the decision of each kind of position ---------------------------------------------------------------------------

def test_draft_decision_is_each_seat_in_turn_order(bb):
    """Game Setup 4: Character Drafting: every player keeps one of the packet; the app asks them in turn order."""
    state = bb.setup(3, first=2)
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == ("draft", (1, 2, 0), Mode.EACH)
    assert d.prompt == "Player 2: keep one character of the packet in front of you"
    bb.act(state, RULES.legal_actions(state)[0])
    assert RULES.decision(state).seats == (2, 0) and deciding(RULES.decision(state)) == 2


def test_blind_reveal_decision_counts_the_characters_placed(bb):
    """Game Setup: Blind reveal: each player puts two characters face down, in turn order."""
    state = bb.setup(2)
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == ("hide", (0, 1), Mode.EACH) and d.prompt.endswith("(1 of 2)")
    bb.act(state, RULES.legal_actions(state)[0])
    assert RULES.decision(state).prompt == "Player 1: put a character face down on your battle line (2 of 2)"


def test_turn_decision_names_the_ap_or_the_duty(bb):
    """On Your Turn: Action Points; How to Play: Battle Line (start of turn): the duty is the prompt."""
    state = bb.table(2)
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode, d.prompt) == ("turn", (0,), Mode.ONE, "Player 1: your turn, 5 AP left")
    state.obligation = "move_up"
    forget(state)  # changed by hand: the decision is worked out again
    assert "move a character up" in RULES.decision(state).prompt


def test_choice_decision_is_the_card_player_s(bb):
    """Rulings of this edition (Choices): the player of the card chooses, the prompt says what it does."""
    twin = bb.action("Twin", effects=[bb.fx(do="tokens", stat="atk", amount=-1, who="enemy")])
    state = bb.table(2, bb.box(actions=[twin]))
    bb.put(state, 1, "Recruit"), bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Twin")))
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == ("choose", (0,), Mode.ONE)
    assert d.prompt == "Player 1: Twin: choose an enemy character to get -1 ATK"


def test_answer_decision_is_the_defender_s_response(bb):
    """Action Cards: Event Cards (answers): the attack waits while its defender may answer (a response, EACH)."""
    state, hero, foe, _ = _answer_position(bb)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == ("answer", (1,), Mode.EACH)
    assert d.prompt == "Player 2: Recruit attacks your Recruit; answer it or let it be"
    assert state.fight.answers.top == foe and deciding(RULES.decision(state)) == 1


def test_an_attack_is_answered_once(bb):
    """Action Cards: Event Cards (answers): the defender answers an attack once; the answer resolves first (it
    stops the defeat), then the attack, without asking again though a second answer is in hand."""
    state, hero, foe, cards = _answer_position(bb, extra_answer=True)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    events = bb.act(state, Answer(card=cards[0]))
    text = bb.texts(events)
    assert text.index("answers with Halt") < text.index("is not defeated")
    assert RULES.decision(state).kind == "turn" and cards[1] in state.players[1].hand
    assert state.fight is None and bb.fighter(state, foe) is not None


def test_discard_decision_is_each_seat_over_the_limit_in_order(bb):
    """How to Play: Your Hand; Rulings of this edition: every player over 8 discards, in turn order from the one
    whose turn ends."""
    state = bb.table(3, bb.box(filler_actions=40))
    for seat in (0, 2):
        for _ in range(9):
            bb.give(state, seat, "Blank")
    bb.act(state, EndTurn(draw="character"))
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == ("discard", (0, 2), Mode.EACH)
    assert d.prompt == "Player 1: discard 2 cards (hand limit 8)"


def test_no_decision_once_the_game_is_over(bb):
    """Objective: once a player reaches the win amount nobody decides anything."""
    state = bb.table(2)
    state.winner = 0
    assert RULES.decision(state) is None and deciding(RULES.decision(state)) is None and RULES.legal_actions(state) == []


# -- why_not: every family of action ---------------------------------------------------------------------------------

def test_refusals_of_the_setup(bb):
    """Game Setup 4 (draft) and Blind reveal: only the packet's characters, then only characters from hand."""
    state = bb.setup(2)
    err = _refusal(state, Pick(card=state.players[1].packet[0]))
    assert "not in the packet" in err.reason and "Drafting" in err.rule
    assert "draft comes first" in _refusal(state, EndTurn(draw="action")).reason
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    assert "Blind reveal" in _refusal(state, Pick(card=state.players[0].hand[0])).rule
    action = next(i for i in state.players[0].hand if state.cards[i].kind == "action")
    assert "Only a character card" in _refusal(state, Hide(card=action)).reason


def test_refusals_of_recruit_add_move_up_buy_wipeout(bb):
    """On Your Turn: recruit, add (1 AP, at most 2 a turn), move up (after a turn's wait), buy (pouch of 2),
    wipeout (3 AP): each refusal names its rule."""
    state = bb.table(2)
    assert "recruitment line" in _refusal(state, Recruit(card=state.market[0])).reason
    assert "Only a character card" in _refusal(state, Add(card=state.market[0])).reason
    waiting = bb.put(state, 0, "Recruit", "back", ready_at=5)
    err = _refusal(state, MoveUp(card=waiting))
    assert "must wait" in err.reason and err.rule == "How to Play: Back Line"
    assert "own back line" in _refusal(state, MoveUp(card=state.players[1].battle[0].card)).reason
    assert "Marketplace" in _refusal(state, Buy(card=state.recruitment[0])).rule
    state.ap = 0
    err = _refusal(state, Recruit(card=state.recruitment[0]))
    assert "AP" in err.reason and err.rule == "On Your Turn: Action Points"
    assert "none left" in _refusal(state, Add(card=bb.give(state, 0, "Recruit"))).reason
    assert _refusal(state, Wipeout(line="marketplace")).rule.endswith("Wipeout")
    state.ap = 5
    bb.pouch(state, 0, "Blank"), bb.pouch(state, 0, "Blank")
    assert "pouch holds at most 2" in _refusal(state, Buy(card=state.market[0])).reason


def test_refusals_of_play(bb):
    """Action Cards: from hand for its cost, from the pouch from the next turn on; an Event names nothing, a
    Backup its character, a Location its battle line; answers only answer."""
    shield = bb.action("Shield", type="backup", effects=[bb.fx(do="tokens", stat="def", amount=1, who="self")])
    camp = bb.action("Camp", type="location", place="opponent")
    halt = bb.action("Halt", cost=0, answer="attack", effects=[bb.fx(do="stop", what="attack")])
    state = bb.table(2, bb.box(actions=[shield, camp, halt]))
    mine = state.players[0].battle[0].card
    theirs = state.players[1].battle[0].card
    assert "neither in your hand" in _refusal(state, Play(card=state.market[0])).reason
    blank = bb.give(state, 0, "Blank")
    assert "names no character" in _refusal(state, Play(card=blank, seat=1)).reason
    card = bb.give(state, 0, "Shield")
    assert "Backup" in _refusal(state, Play(card=card, target=theirs)).rule
    assert "name it as target" in _refusal(state, Play(card=card)).reason
    assert RULES.why_not(state, Play(card=card, target=mine)) is None
    card = bb.give(state, 0, "Camp")
    assert "an opponent's battle line" in _refusal(state, Play(card=card, seat=0)).reason
    assert "name the seat" in _refusal(state, Play(card=card)).reason
    assert "only to answer" in _refusal(state, Play(card=bb.give(state, 0, "Halt"))).reason
    fresh = bb.pouch(state, 0, "Blank", turn=state.players[0].turns)
    assert _refusal(state, Play(card=fresh)).rule == "How to Play: Pouch"
    state.ap = 0
    assert "costs 1 AP" in _refusal(state, Play(card=blank)).reason


def test_refusals_of_brawl(bb):
    """On Your Turn: Brawl: your battle-line character, an opponent's battle-line character, once a turn, its AP."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit")
    foe = state.players[1].battle[0].card
    assert "your own battle line" in _refusal(state, Brawl(attacker=foe, defender=hero)).reason
    assert "own characters" in _refusal(state, Brawl(attacker=hero, defender=hero)).reason
    assert "on a battle line" in _refusal(state, Brawl(attacker=hero, defender=state.market[0])).reason
    state.ap = 0
    forget(state)  # changed by hand: what was worked out of the position (each brawler's AP) goes
    assert "costs 1 AP" in _refusal(state, Brawl(attacker=hero, defender=foe)).reason
    state.ap = 5
    forget(state)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    assert "already brawled" in _refusal(state, Brawl(attacker=hero, defender=foe)).reason


def test_refusals_of_end_turn(bb):
    """On Your Turn: End-of-turn Bonus Card: from a deck that can give one."""
    state = bb.table(2)
    assert "end-of-turn card" in _refusal(state, EndTurn(draw=None)).reason
    state.action_discard += state.action_deck
    state.action_deck.clear()
    state.action_discard.clear()
    assert "action deck and its discard pile are empty" in _refusal(state, EndTurn(draw="action")).reason


def test_refusals_while_an_answer_a_choice_or_a_discard_is_awaited(bb):
    """Action Cards (answers), Rulings (Choices), How to Play: Your Hand: what is awaited comes first."""
    state, hero, foe, cards = _answer_position(bb)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    assert "must first answer" in _refusal(state, EndTurn(draw="action", by=1)).reason
    assert "Only an answer Event" in _refusal(state, Answer(card=state.players[1].hand[-1] - 1, by=1)).reason
    err = _refusal(state, Answer(card=None, by=0))
    assert err.rule == "On Your Turn" and err.reason.startswith("Seat 1 may not act now. Player 2:")
    state = bb.table(2)
    assert "Nothing is waiting" in _refusal(state, Choose(pick=0)).reason
    assert "Nothing is waiting" in _refusal(state, Discard(card=0)).reason
    for _ in range(9):
        bb.give(state, 1, "Blank")
    bb.act(state, EndTurn(draw="action"))
    assert "discard down to 8" in _refusal(state, EndTurn(draw="action", by=1)).reason
    assert "not in your hand" in _refusal(state, Discard(card=state.players[0].hand[0], by=1)).reason


def test_a_summon_from_hand_keeps_its_options_hidden_from_the_others(bb):
    """How to Play: Your Hand (hidden): a choice among one's own hand cards shows the others only card backs."""
    caller = bb.char("Caller", trigger="when_revealed", effects=[bb.fx(do="summon", source="hand")])
    state = bb.table(2, bb.box([caller]))
    hand = [bb.give(state, 0, "Recruit"), bb.give(state, 0, "Guard")]
    state.players[0].back.append(Fighter(bb.take(state, "Caller")))
    bb.act(state, MoveUp(card=state.players[0].back[0].card))
    assert sorted(state.pending.now.details["options"]) == sorted(hand)
    assert RULES.view(state, 0).pending.now.details["options"] == state.pending.now.details["options"]
    assert RULES.view(state, 1).pending.now.details["options"] == [HIDDEN, HIDDEN]
    assert state.pending.now.details["options"] != [HIDDEN, HIDDEN]  # the real position is untouched


# -- why_not agrees with the legal actions ---------------------------------------------------------------------------

def _wrong(rng, legal, cards, players):
    """An action like a legal one with one field changed (another card, seat, or a number out of range)."""
    base = rng.choice(legal)
    data = base.model_dump()
    fields = [k for k in data if k not in ("kind", "line", "draw")]
    name = rng.choice(fields)
    data[name] = rng.choice([rng.randrange(cards), rng.randrange(players), -1, 10**6, None])
    try:
        return ACTION_TYPE.validate_python(data)
    except Exception:  # the action type itself refuses it
        return None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_why_not_agrees_with_the_legal_actions(players):
    """Engine 2 (one source of legality), every section: in seeded random games every enumerated action is allowed;
    an action the enumeration leaves out is refused unless it names another copy of an enumerated card (copies of
    one design in one place are one card); asking by seat or by kind gives exactly that part."""
    checked = refused = 0
    for seed in range(12):
        rng = random.Random(seed)
        config = GameConfig(game="brawl", players=players, options=random_options(rng))
        state = RULES.setup(config, seed)
        bot = RandomBot(seed)
        for step in range(400):
            if RULES.outcome(state) is not None:
                break
            legal = RULES.legal_actions(state)
            seat = deciding(RULES.decision(state))
            assert legal and all(a.by == seat for a in legal)
            if step % 7 == 0:
                for a in legal:
                    assert RULES.why_not(state, a) is None, a
                    checked += 1
                for other in range(players):
                    assert RULES.legal_actions(state, seat=other) == (legal if other == seat else [])
                for kind in {a.kind for a in legal} | {"pick", "choose"}:
                    assert RULES.legal_actions(state, kind=kind) == [a for a in legal if a.kind == kind]
                for _ in range(10):
                    bad = _wrong(rng, legal, len(state.cards), players)
                    if bad is None or bad in legal or RULES.canonical(state, bad) in legal:
                        continue
                    err = RULES.why_not(state, bad)
                    assert err is not None and err.reason and err.rule, bad
                    refused += 1
            RULES.apply(state, bot.choose(RULES, state, seat))
    assert checked > 500 and refused > 200
