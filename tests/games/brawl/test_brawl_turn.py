"""Bible Brawl, the turn: AP, recruit, add, move up, buy, play, wipeout, end-of-turn card, hand limit, reshuffles,
start-of-turn duties, and refusals that name their rule.

Each test names the rulebook section (`shared/rulebooks/bible-brawl.txt`) or ruling (`shared/rulings/bible-brawl.md`).
"""

from __future__ import annotations

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.brawl.rules.actions import (
    Add, Answer, Brawl, Buy, Discard, EndTurn, MoveUp, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.rules.game import RULES
from bible_tabletop.games.brawl.rules.state import Fighter

def end(bb, state, draw="action"):
    return bb.act(state, EndTurn(draw=draw))


# -- Action Points ---------------------------------------------------------------------------------------------------

def test_five_ap_a_turn_and_no_carry_over(bb):
    """On Your Turn: 5 AP each turn; unused AP are not carried over."""
    state = bb.table(2)
    assert state.ap == 5
    end(bb, state)
    assert state.current == 1 and state.ap == 5
    end(bb, state)
    assert state.ap == 5


def test_lasting_gain_ap_at_start_of_turn(bb):
    """On Your Turn: more AP from abilities and cards (a "While revealed" gain_ap: each of your turns)."""
    king = bb.char("Treasurer", effects=[bb.fx(do="gain_ap", amount=1)])
    state = bb.table(2, bb.box([king]))
    bb.put(state, 1, "Treasurer")
    end(bb, state)
    assert state.ap == 6


# -- Recruit ------------------------------------------------------------------------------------------------------------

def test_recruit_pays_cost_face_up_to_back_line_and_refills(bb):
    """On Your Turn: Recruit a Character: pay its AP; face up to your back line; Rulings 'Setup': a taken card is
    replaced at once."""
    hero = bb.char("Hero", cost=3)
    state = bb.table(2, bb.box([hero]))
    inst = bb.on_line(state, "recruitment_line", "Hero")
    bb.act(state, Recruit(card=inst))
    assert state.ap == 2
    assert state.players[0].back[-1].card == inst and state.players[0].back[-1].face_up
    assert len(state.recruitment) == 4 and inst not in state.recruitment


def test_recruit_refused_without_ap_or_room(bb):
    """On Your Turn: Recruit a Character (AP); How to Play: Back Line (at most 4)."""
    hero = bb.char("Hero", cost=3)
    state = bb.table(2, bb.box([hero]))
    inst = bb.on_line(state, "recruitment_line", "Hero")
    state.ap = 2
    assert "costs 3 AP" in bb.refused(state, Recruit(card=inst), "Action Points").reason
    state.ap = 5
    for _ in range(4):
        bb.put(state, 0, "Recruit", "back")
    bb.refused(state, Recruit(card=inst), "Back Line")


def test_recruit_only_from_recruitment_line(bb):
    """On Your Turn: Recruit a Character: from the recruitment line."""
    state = bb.table(2)
    inst = state.char_deck[-1]
    bb.refused(state, Recruit(card=inst), "Recruit")


# -- Add to back line -------------------------------------------------------------------------------------------------

def test_back_line_add_costs_one_ap_at_most_two_a_turn(bb):
    """On Your Turn: Add Character to your Back Line: 1 AP each, face down, at most 2 a turn."""
    state = bb.table(2)
    cards = [bb.give(state, 0, "Recruit") for _ in range(3)]
    bb.act(state, Add(card=cards[0]))
    bb.act(state, Add(card=cards[1]))
    assert state.ap == 3
    assert [f.face_up for f in state.players[0].back] == [False, False]
    err = bb.refused(state, Add(card=cards[2]), "Add Character")
    assert "at most 2" in err.reason
    end(bb, state)
    end(bb, state)
    bb.act(state, Add(card=cards[2]))  # a new turn: adds allowed again


def test_back_line_holds_at_most_four(bb):
    """How to Play: Back Line: a maximum of 4 characters."""
    state = bb.table(2)
    for _ in range(4):
        bb.put(state, 0, "Recruit", "back")
    inst = bb.give(state, 0, "Recruit")
    bb.refused(state, Add(card=inst), "Back Line")


def test_add_only_characters_from_hand(bb):
    """On Your Turn: Add Character to your Back Line: a character card from your hand."""
    state = bb.table(2)
    act = bb.give(state, 0, "Blank")
    bb.refused(state, Add(card=act), "Add Character")


# -- Move up ----------------------------------------------------------------------------------------------------------

def test_back_line_wait_one_turn_before_moving_up(bb):
    """How to Play: Back Line: a character waits in the back line at least one turn (your next turn at the
    earliest); moving up is free and it may brawl at once."""
    state = bb.table(2)
    bb.put(state, 1, "Recruit")
    inst = bb.give(state, 0, "Recruit")
    bb.act(state, Add(card=inst))
    err = bb.refused(state, MoveUp(card=inst), "Back Line")
    assert "wait" in err.reason
    end(bb, state)
    end(bb, state)
    ap = state.ap
    bb.act(state, MoveUp(card=inst))
    assert state.ap == ap and state.players[0].battle[-1].card == inst and state.players[0].battle[-1].face_up
    assert any(a.kind == "brawl" and a.attacker == inst for a in RULES.legal_actions(state))


def test_move_up_reveals_a_face_down_card(bb):
    """Rulings 'Turn': face-down characters are revealed when they enter the battle line (a reveal: no undo)."""
    state = bb.table(2)
    bb.put(state, 0, "Recruit", "back", face_up=False)
    inst = state.players[0].back[0].card
    state.revealed = False
    bb.act(state, MoveUp(card=inst))
    assert state.revealed


def test_battle_line_holds_four(bb):
    """How to Play: Battle Line: four characters at a time."""
    state = bb.table(2)
    for _ in range(3):
        bb.put(state, 0, "Recruit")
    inst = bb.put(state, 0, "Recruit", "back")
    bb.refused(state, MoveUp(card=inst), "Battle Line")


def test_move_as_many_up_as_you_like(bb):
    """On Your Turn: Add Character: you can move any/as many characters up as you want."""
    state = bb.table(2)
    insts = [bb.put(state, 0, "Recruit", "back") for _ in range(3)]
    for i in insts:
        bb.act(state, MoveUp(card=i))
    assert len(state.players[0].battle) == 4 and state.ap == 5


# -- Buy and the pouch ---------------------------------------------------------------------------------------------------

def test_buy_to_pouch_pays_and_waits_a_turn(bb):
    """On Your Turn: Purchase an Action Card: pay its AP; to the pouch; not usable the same turn; free later."""
    gift = bb.action("Gift", cost=2, effects=[bb.fx(do="gain_ap", amount=2)])
    state = bb.table(2, bb.box(actions=[gift]))
    inst = bb.on_line(state, "marketplace", "Gift")
    bb.act(state, Buy(card=inst))
    assert state.ap == 3 and [q.card for q in state.players[0].pouch] == [inst]
    assert len(state.market) == 4
    err = bb.refused(state, Play(card=inst), "Pouch")
    assert "next turn" in err.reason
    end(bb, state)
    end(bb, state)
    bb.act(state, Play(card=inst))
    assert state.ap == 5 + 2  # free to play, and it gives 2
    assert inst in state.action_discard


def test_pouch_card_waits_for_the_buyers_own_next_turn(bb):
    """How to Play: Pouch and Rulings 'Turn' (a bought card "can be played from your next turn on"): an answer
    bought in a turn cannot answer in the next player's turn in between; from the buyer's own next turn on it
    can (in hand the same card could answer at once)."""
    halt = bb.action("Halt", cost=1, answer="attack", effects=[bb.fx(do="stop", what="attack")])
    state = bb.table(2, bb.box(actions=[halt]))
    mine = bb.put(state, 0, "Recruit")
    inst = bb.on_line(state, "marketplace", "Halt")
    bb.act(state, Buy(card=inst))
    end(bb, state)
    foe = bb.put(state, 1, "Recruit", atk=5)
    bb.act(state, Brawl(attacker=foe, defender=mine))
    assert RULES.decision(state).kind != "answer" and mine in state.players[1].honor_pile  # not ripe: not asked
    end(bb, state)
    other = bb.put(state, 0, "Recruit")
    end(bb, state)
    bb.act(state, Brawl(attacker=bb.put(state, 1, "Recruit", atk=5), defender=other))
    assert RULES.decision(state).kind == "answer"
    assert Answer(card=inst, by=0) in RULES.legal_actions(state)


def test_of_two_copies_in_the_pouch_the_one_bought_earlier_is_played(bb):
    """How to Play: Pouch ("must remain in the pouch for a minimum of one turn"): with one copy of a card bought
    this turn and one bought earlier, playing it plays the earlier copy; the new one stays, and cannot be played
    until the next turn (once the unripe copy was taken for the ripe one, and the same card played twice a turn)."""
    gift = bb.action("Gift", cost=2, effects=[bb.fx(do="gain_ap", amount=1)])
    state = bb.table(2, bb.box(actions=[gift, gift]))
    turns = state.players[0].turns
    new = bb.pouch(state, 0, "Gift", turn=turns)
    old = bb.pouch(state, 0, "Gift", turn=turns - 1)
    plays = [a for a in RULES.legal_actions(state) if isinstance(a, Play) and a.card in (new, old)]
    assert [a.card for a in plays] == [old]
    bb.act(state, plays[0])
    assert [q.card for q in state.players[0].pouch] == [new] and old in state.action_discard
    bb.refused(state, Play(card=new), "Pouch")


def test_pouch_holds_two(bb):
    """How to Play: Pouch / FAQ 'more than 2 Action Cards in my pouch?': at most two, no swapping."""
    state = bb.table(2)
    bb.pouch(state, 0, "Blank")
    bb.pouch(state, 0, "Blank")
    inst = state.market[0]
    bb.refused(state, Buy(card=inst), "Pouch")


def test_hand_card_never_goes_to_pouch_and_is_played_this_turn(bb):
    """FAQ 'Can I play an Action card from my hand and place it in my pouch?': no; pay its cost and play it."""
    gift = bb.action("Gift", cost=2, effects=[bb.fx(do="gain_ap", amount=1)])
    state = bb.table(2, bb.box(actions=[gift]))
    inst = bb.give(state, 0, "Gift")
    assert not any(a.kind == "buy" and a.card == inst for a in RULES.legal_actions(state))
    bb.act(state, Play(card=inst))
    assert state.ap == 5 - 2 + 1 and not state.players[0].pouch


def test_play_from_hand_needs_the_ap(bb):
    """How to Play: Your Hand: all cards are played by spending the AP on the card."""
    gift = bb.action("Gift", cost=4, effects=[bb.fx(do="gain_ap", amount=1)])
    state = bb.table(2, bb.box(actions=[gift]))
    inst = bb.give(state, 0, "Gift")
    state.ap = 3
    bb.refused(state, Play(card=inst), "Action Points")


# -- Backup and Location -----------------------------------------------------------------------------------------------

def test_backup_attaches_one_per_character_new_replaces_old(bb):
    """Action Cards: Backup cards: attached to a character, one at a time; a new one replaces the old."""
    arm = bb.action("Arm", type="backup", effects=[bb.fx(do="tokens", stat="atk", amount=2, who="self")])
    shield = bb.action("Shield", type="backup", effects=[bb.fx(do="tokens", stat="def", amount=2, who="self")])
    state = bb.table(2, bb.box(actions=[arm, shield]))
    hero = bb.put(state, 0, "Recruit")
    a, s = bb.give(state, 0, "Arm"), bb.give(state, 0, "Shield")
    bb.act(state, Play(card=a, target=hero))
    f = bb.fighter(state, hero)
    assert f.backup == a
    bb.act(state, Play(card=s, target=hero))
    assert f.backup == s and a in state.action_discard


def test_backup_goes_with_its_character(bb):
    """Rulings 'Turn': tokens and attached cards leave with their character."""
    arm = bb.action("Arm", type="backup", effects=[bb.fx(do="tokens", stat="def", amount=1, who="self")])
    state = bb.table(2, bb.box(actions=[arm]))
    hero = bb.put(state, 0, "Recruit", atk=2)
    victim = bb.put(state, 1, "Recruit")
    a = bb.take(state, "Arm")
    bb.fighter(state, victim).backup = a
    bb.act(state, Brawl(attacker=hero, defender=victim))
    assert victim in state.players[0].honor_pile
    assert a in state.action_discard


def test_backup_only_on_own_battle_line(bb):
    """Action Cards: Backup cards (Rulings of this edition: attached to one of your own battle-line characters)."""
    arm = bb.action("Arm", type="backup", effects=[bb.fx(do="tokens", stat="atk", amount=2, who="self")])
    state = bb.table(2, bb.box(actions=[arm]))
    theirs = bb.put(state, 1, "Recruit")
    a = bb.give(state, 0, "Arm")
    bb.refused(state, Play(card=a, target=theirs), "Backup")


def test_location_one_per_line_replaces_and_takes_no_slot(bb):
    """Action Cards: Location cards; FAQ 'Location Cards': one per battle line, a new one replaces the old, it takes
    no slot; placed on your own or an opponent's line as the card says."""
    wall = bb.action("Wall", type="location", effects=[bb.fx(do="tokens", stat="def", amount=1, who="allies")])
    mud = bb.action("Mud", type="location", place="opponent",
                    effects=[bb.fx(do="tokens", stat="def", amount=-1, who="allies")])
    state = bb.table(2, bb.box(actions=[(wall, 2), mud]))
    for _ in range(3):
        bb.put(state, 0, "Recruit")
    w1, w2, m = bb.give(state, 0, "Wall"), bb.give(state, 0, "Wall"), bb.give(state, 0, "Mud")
    bb.refused(state, Play(card=m, seat=0), "Location")
    bb.refused(state, Play(card=w1, seat=1), "Location")
    bb.act(state, Play(card=w1, seat=0))
    assert state.players[0].location == w1 and len(state.players[0].battle) == 4
    bb.act(state, Play(card=w2, seat=0))
    assert state.players[0].location == w2 and w1 in state.action_discard
    bb.act(state, Play(card=m, seat=1))
    assert state.players[1].location == m


def test_location_bonus_reaches_its_line(bb):
    """Action Cards: Location cards: its effect holds for the characters of the line it lies on."""
    wall = bb.action("Wall", type="location", effects=[bb.fx(do="tokens", stat="def", amount=2, who="allies")])
    state = bb.table(2, bb.box(actions=[wall]))
    hero = bb.put(state, 0, "Recruit")
    enemy = bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Wall"), seat=0))
    assert RULES.brawl_odds(state, enemy, hero) == (1, 3)


# -- Wipeout -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["recruitment_line", "marketplace"])
def test_wipeout_costs_three_ap_and_deals_four_new(bb, line):
    """On Your Turn: Market Place/Recruitment Line Wipeout: 3 AP, discard the whole line, four new cards."""
    state = bb.table(2)
    old = list(state.recruitment if line == "recruitment_line" else state.market)
    bb.act(state, Wipeout(line=line))
    new = state.recruitment if line == "recruitment_line" else state.market
    pile = state.char_discard if line == "recruitment_line" else state.action_discard
    assert state.ap == 2 and len(new) == 4 and set(old) <= set(pile) and not set(old) & set(new)
    bb.refused(state, Wipeout(line=line), "Wipeout")


# -- End of turn ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["character", "action"])
def test_end_of_turn_bonus_card_from_chosen_deck(bb, deck):
    """On Your Turn: End-of-turn Bonus Card: the player takes the top card of the deck they choose."""
    state = bb.table(2)
    top = (state.char_deck if deck == "character" else state.action_deck)[-1]
    end(bb, state, deck)
    assert state.players[0].hand == [top]


def test_end_turn_always_legal_once_duties_are_met(bb):
    """On Your Turn: you do not need to spend all AP: ending the turn is always possible."""
    state = bb.table(2)
    assert {a.draw for a in RULES.legal_actions(state) if a.kind == "end_turn"} == {"character", "action"}


def test_hand_limit_eight_owner_chooses_discards(bb):
    """How to Play: Your Hand: at most eight cards; the owner chooses which extras go to the discard pile."""
    state = bb.table(2)
    cards = [bb.give(state, 0, "Blank") for _ in range(4)] + [bb.give(state, 0, "Recruit") for _ in range(4)]
    end(bb, state, "character")
    assert len(state.players[0].hand) == 9 and state.pending.now.kind == "discard"
    assert deciding(RULES.decision(state)) == 0
    bb.refused(state, EndTurn(draw="action"), "Your Hand")
    bb.act(state, Discard(card=cards[0]))
    assert len(state.players[0].hand) == 8 and cards[0] in state.action_discard
    assert state.current == 1 and state.players[0].hand_after_turn == 8


def test_empty_deck_reshuffles_its_discard_pile(bb):
    """Rulings 'Turn': empty decks: the discard pile of that kind is shuffled into a new deck."""
    state = bb.table(2)
    state.action_discard.extend(state.action_deck)
    state.action_deck.clear()
    state.revealed = False
    end(bb, state, "action")
    assert state.players[0].hand and state.action_deck and not state.action_discard
    assert state.revealed


def test_draw_kind_refused_when_both_its_piles_are_empty(bb):
    """On Your Turn: End-of-turn Bonus Card: a card of a kind that is left."""
    state = bb.table(2)
    state.players[1].hand.extend(state.action_deck + state.action_discard)
    state.action_deck.clear()
    state.action_discard.clear()
    bb.refused(state, EndTurn(draw="action"), "Bonus Card")


# -- Start of turn duties ------------------------------------------------------------------------------------------------

def test_empty_battle_line_must_move_up(bb):
    """How to Play: Battle Line: starting a turn with an empty battle line and a back line, one must move up."""
    state = bb.table(2, guards=False)
    inst = bb.put(state, 1, "Recruit", "back", face_up=False)
    bb.put(state, 0, "Guard")
    end(bb, state)
    assert state.obligation == "move_up"
    assert RULES.legal_actions(state) == [MoveUp(card=inst, by=1)]
    err = bb.refused(state, EndTurn(draw="action"), "Battle Line")
    assert "move a character up" in err.reason
    bb.act(state, MoveUp(card=inst))
    assert state.obligation is None and any(a.kind == "end_turn" for a in RULES.legal_actions(state))


def test_both_lines_empty_must_add_or_recruit(bb):
    """How to Play: Battle Line: with no characters in either line, add one to the back line or recruit."""
    state = bb.table(2, guards=False)
    inst = bb.give(state, 1, "Recruit")
    bb.put(state, 0, "Guard")
    end(bb, state)
    assert state.obligation == "place"
    kinds = {a.kind for a in RULES.legal_actions(state)}
    assert kinds == {"add", "recruit"}
    bb.act(state, Add(card=inst))
    assert state.obligation is None


def test_duty_lapses_when_it_cannot_be_met(bb):
    """Rulings of this edition: a start-of-turn duty that cannot be met lapses (here: no character in hand and
    none affordable in the recruitment line)."""
    titan = bb.char("Titan", cost=9)
    state = bb.table(2, bb.box([(titan, 40)], filler=0), guards=False)
    bb.put(state, 0, "Guard")
    assert all(state.cards[i].name == "Titan" for i in state.recruitment)
    events = end(bb, state, "action")
    assert state.obligation is None and "lapses" in bb.texts(events)
    assert any(a.kind == "end_turn" for a in RULES.legal_actions(state))


def test_exhaustion_ends_at_start_of_owners_turn(bb):
    """On Your Turn: Brawl (Exhausted State): -1 DEF until the start of its owner's next turn."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit")
    bb.put(state, 1, "Recruit", atk=0, def_=5)
    target = state.players[1].battle[0].card
    bb.act(state, Brawl(attacker=hero, defender=target))
    assert bb.fighter(state, hero).exhausted
    end(bb, state)
    assert bb.fighter(state, hero).exhausted  # still during the opponent's turn
    end(bb, state)
    assert not bb.fighter(state, hero).exhausted


def test_refusals_during_pending_name_their_rule(bb):
    """DESIGN: an illegal action is refused with a reason and the rule (here: a choice is awaited)."""
    tok = bb.action("Bless", effects=[bb.fx(do="tokens", stat="atk", amount=1, who="ally")])
    state = bb.table(2, bb.box(actions=[tok]))
    bb.put(state, 0, "Recruit")
    bb.put(state, 0, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Bless")))
    assert state.pending.now.kind == "choose"
    bb.refused(state, EndTurn(draw="action"), "On Your Turn")


def test_other_seat_cannot_act_in_your_turn(bb):
    """On Your Turn: only the player whose turn it is acts (answers aside)."""
    state = bb.table(2)
    inst = bb.give(state, 1, "Recruit")
    bb.refused(state, Add(card=inst), "Add Character")


def test_log_wording_articles_and_singular_ap(bb):
    """On Your Turn: Action Points (unused AP is lost) and End-of-turn Bonus Card: the log says "an action card" and
    "1 unused AP is lost" (never "a action card", "1 unused AP are lost")."""
    from bible_tabletop.games.brawl.rules import ops

    assert (ops.cards_of(1, "action card"), ops.cards_of(1, "character card"), ops.cards_of(2, "action card")) == \
        ("an action card", "a character card", "2 action cards")
    state = bb.table(2)
    state.ap = 1
    text = bb.texts(end(bb, state))
    assert "1 unused AP is lost" in text and "draws an action card" in text and "a action" not in text
    state.ap = 3
    assert "3 unused AP are lost" in bb.texts(end(bb, state))


def test_events_name_the_seat_they_happen_to(bb):
    """How to Play: Honor Pile and On Your Turn: Brawl: a brawl, its result and the answer are logged with `to` =
    the other seat concerned, so the hand-over can tell its player what happened since their last turn."""
    halt = bb.action("Halt", cost=0, answer="attack", effects=[bb.fx(do="stop", what="attack")])
    state = bb.table(2, bb.box(actions=[halt]))
    hero = bb.put(state, 0, "Recruit", atk=3)
    foe, other = bb.put(state, 1, "Recruit"), bb.put(state, 1, "Recruit")
    events = bb.act(state, Brawl(attacker=hero, defender=foe))
    assert [e.to for e in events if "brawls with" in e.text] == [1]
    assert "Recruit brawls with Player 2's Recruit for 1 AP." in bb.texts(events)
    assert any(e.to == 1 and "is defeated" in e.text for e in events)
    assert any(e.to == 1 and "honor pile" in e.text for e in events)
    state.players[0].battle[-1].brawls = 0
    bb.give(state, 1, "Halt")
    bb.act(state, Brawl(attacker=hero, defender=other))
    events = bb.act(state, Answer(card=state.players[1].hand[0]))
    said = next(e for e in events if "answers with Halt" in e.text)
    assert said.seat == 1 and said.to == 0
    assert all(e.to != e.seat for e in state.log if e.to is not None)

