"""Bible Brawl, the FAQ: the special characters (Daniel, Esau, Ezekiel, Jonah, Moses, Eli, Gideon, Joshua, Samson,
Servants), Eruption, Fall of Tyrus, and the Location and Recruitment Line questions, with the shipped cards.

Each test names the FAQ entry of the rulebook and the ruling (`shared/rulings/bible-brawl.md`) it checks."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.worked import forget
from bible_tabletop.games.brawl.rules import stats
from bible_tabletop.games.brawl.rules.actions import Brawl, Choose, EndTurn, MoveUp, Play, Recruit
from bible_tabletop.games.brawl.rules.game import RULES


@pytest.fixture
def full(bb):
    return bb.table(2, bb.full())


def settle_choices(bb, state, prefer=None):
    """Answer every pending choice with `prefer` when offered, else the first option."""
    while state.pending and state.pending.now.kind == "choose":
        options = state.pending.now.details["options"]
        bb.act(state, Choose(pick=prefer if prefer in options else options[0]))


def test_daniel_never_exhausted_but_brawls_once(bb, full):
    """Special Character FAQ: Daniel: he does not become exhausted, but brawls only once a turn."""
    state = full
    daniel = bb.put(state, 0, "Daniel")
    guard = state.players[1].battle[0].card
    bb.act(state, Brawl(attacker=daniel, defender=guard))
    assert not bb.fighter(state, daniel).exhausted
    err = bb.refused(state, Brawl(attacker=daniel, defender=guard), "Daniel")
    assert "once" in err.reason


def test_esau_defeats_a_beast_to_his_players_honor_pile(bb, full):
    """Special Character FAQ: Esau: when revealed he defeats a Beast on a battle line; it goes to the honor pile
    of Esau's player."""
    state = full
    lion = bb.put(state, 1, "Lion")
    esau = bb.put(state, 0, "Esau", "back")
    bb.act(state, MoveUp(card=esau))
    settle_choices(bb, state, lion)
    assert lion in state.players[0].honor_pile
    assert state.players[0].honor == state.cards[lion].honor


@pytest.mark.parametrize("name,source", [("Ezekiel", "discard"), ("Jonah", "recruitment_line"), ("Moses", "hand")])
def test_fifth_slot_summoners(bb, full, name, source):
    """Special Character FAQ: Ezekiel, Jonah, Moses: their ability adds a character even to a full battle line
    (it then holds 5); once one is defeated the limit is 4 again, and no new character enters while more than
    4 remain."""
    state = full
    for _ in range(2):
        bb.put(state, 0, "Recruit")
    hero = bb.put(state, 0, name, "back")
    summon = next(e for e in state.cards[hero].effects if e.do == "summon")
    wanted = f"Dummy {summon.class_}" if summon.class_ else "Dummy None"
    if source == "discard":
        target = bb.take(state, wanted)
        state.char_discard.append(target)
    elif source == "recruitment_line":
        target = bb.on_line(state, "recruitment_line", wanted)
    else:
        target = bb.give(state, 0, wanted)
    bb.act(state, MoveUp(card=hero))  # the 4th
    settle_choices(bb, state, target)
    assert len(state.players[0].battle) == 5 and target in [f.card for f in state.players[0].battle]
    waiting = bb.put(state, 0, "Recruit", "back")
    bb.refused(state, MoveUp(card=waiting), "Battle Line")
    # one falls: back to four, still no room
    victim = state.players[0].battle[1].card
    RULES.apply(state, EndTurn(draw="action"))
    attacker = bb.put(state, 1, "Recruit", atk=9)
    bb.act(state, Brawl(attacker=attacker, defender=victim))
    assert len(state.players[0].battle) == 4
    bb.act(state, EndTurn(draw="action"))
    bb.refused(state, MoveUp(card=waiting), "Battle Line")


def test_eli_makes_way_for_a_recruited_priest(bb, full):
    """Special Character FAQ: Eli: when you gain another Priest (recruited), Eli goes to the discard pile and the
    new Priest takes his place on the battle line."""
    state = full
    bb.put(state, 0, "Recruit")
    eli = bb.put(state, 0, "Eli")
    bb.put(state, 0, "Recruit")
    priest = bb.on_line(state, "recruitment_line", "Dummy Priest")
    index = [f.card for f in state.players[0].battle].index(eli)
    state.ap = 5
    bb.act(state, Recruit(card=priest))
    assert eli in state.char_discard
    assert state.players[0].battle[index].card == priest and state.players[0].battle[index].face_up
    assert not state.players[0].back


def test_eli_makes_way_for_a_drawn_priest(bb, full):
    """Special Character FAQ: Eli: when you draw another Priest, the same happens."""
    state = full
    eli = bb.put(state, 0, "Eli")
    priest = bb.take(state, "Dummy Priest")
    state.char_deck.append(priest)
    bb.act(state, EndTurn(draw="character"))
    assert eli in state.char_discard and state.players[0].battle[-1].card == priest
    assert priest not in state.players[0].hand


def test_gideon_judges_attack_free_each_a_different_character(bb, full):
    """Special Character FAQ: Gideon: he and the other Judges of different names on his line brawl without AP;
    each must attack a different character (a second Gideon does not count: it pays)."""
    state = full
    gideon = bb.put(state, 0, "Gideon")
    judge = bb.put(state, 0, "Dummy Judge")
    gideon2 = bb.put(state, 0, "Gideon")
    a = bb.put(state, 1, "Guard")
    b = bb.put(state, 1, "Guard")
    bb.act(state, Brawl(attacker=gideon, defender=a))
    assert state.ap == 5
    bb.act(state, Brawl(attacker=judge, defender=a))  # the same target: an ordinary, paid brawl
    assert state.ap == 5 - 3
    state.ap = 5
    forget(state)  # changed by hand: what was worked out of the position (each brawler's AP) goes
    bb.act(state, Brawl(attacker=gideon2, defender=b))  # a second Gideon pays
    assert state.ap == 5 - state.cards[gideon2].cost


def test_gideon_free_brawls_need_different_targets(bb, full):
    """Special Character FAQ: Gideon: free Judges could not all attack a single target."""
    state = full
    gideon = bb.put(state, 0, "Gideon")
    judge = bb.put(state, 0, "Dummy Judge")
    a = bb.put(state, 1, "Guard")
    b = bb.put(state, 1, "Guard")
    bb.act(state, Brawl(attacker=gideon, defender=a))
    bb.act(state, Brawl(attacker=judge, defender=b))
    assert state.ap == 5 and state.judged == [a, b]


def test_joshua_returned_characters_lose_their_tokens(bb, full):
    """Special Character FAQ: Joshua: the characters his ability returns lose all their bonus tokens."""
    state = full
    card = next(c for c in state.cards if c.name == "Joshua")
    ret = next(e for e in card.effects if e.do == "return")
    foe = bb.put(state, 1, "Recruit", atk=3)
    joshua = bb.put(state, 0, "Joshua", "back")
    bb.act(state, MoveUp(card=joshua))
    settle_choices(bb, state, foe)
    assert bb.fighter(state, foe) is None or bb.fighter(state, foe).atk == 0
    owner = state.players[1]
    assert foe in (owner.hand if ret.to == "hand" else [f.card for f in owner.back])


def test_samson_first_attack_against_each_character_one_at_a_time(bb, full):
    """Special Character FAQ: Samson: his first attack is made against each character on the chosen opponent's
    battle line, one at a time."""
    state = full
    samson = bb.put(state, 0, "Samson")
    weak = [bb.put(state, 1, "Recruit") for _ in range(2)]
    guard = state.players[1].battle[0].card
    events = bb.act(state, Brawl(attacker=samson, defender=weak[0]))
    assert set(weak) <= set(state.players[0].honor_pile)
    assert guard in [f.card for f in state.players[1].battle]  # fought too, but DEF 30 held
    assert state.ap == 5 - stats.brawl_cost(state, 0, samson)
    assert bb.texts(events).count("ATK") == 3


def test_samson_sweep_answered_one_at_a_time(bb, full):
    """Special Character FAQ: Samson: each character is attacked individually, so each may be answered."""
    state = full
    samson = bb.put(state, 0, "Samson")
    a, b = bb.put(state, 1, "Recruit"), bb.put(state, 1, "Recruit")
    stop = bb.give(state, 1, "Deception")
    bb.act(state, Brawl(attacker=samson, defender=a))
    assert RULES.decision(state).kind == "answer"
    from bible_tabletop.games.brawl.rules.actions import Answer

    bb.act(state, Answer(card=stop))
    assert bb.fighter(state, a) is not None and b in state.players[0].honor_pile


def test_servants_attack_twice_paying_each_time(bb, full):
    """Special Character FAQ: Servants: they may attack twice in a turn, paying AP for each attack."""
    state = full
    servants = bb.put(state, 0, "Servants")
    guard = state.players[1].battle[0].card
    cost = stats.brawl_cost(state, 0, servants)
    bb.act(state, Brawl(attacker=servants, defender=guard))
    bb.act(state, Brawl(attacker=servants, defender=guard))
    assert state.ap == 5 - 2 * cost
    bb.refused(state, Brawl(attacker=servants, defender=guard), "Servants")


def _eruption_position(bb, full):
    """Seat 1: two Dummy Kings (honor 3) and a Recruit (honor 1), all DEF 1, and a Guard; seat 0: a Recruit and
    a Guard; seat 0 plays Eruption."""
    state = full
    kings = [bb.put(state, 1, "Dummy King") for _ in range(2)]
    low = bb.put(state, 1, "Recruit")
    mine = bb.put(state, 0, "Recruit")
    strong = bb.put(state, 0, "Guard")
    state.ap = 5
    bb.act(state, Play(card=bb.give(state, 0, "Eruption")))
    return state, kings, low, mine, strong


def test_eruption_defeats_at_zero_keeps_two(bb, full):
    """FAQ 'Eruption': -3 DEF to every battle-line character; those at 0 or less are defeated; "keep a maximum of
    2" for the honor pile and the rest are discarded. Rulings of this edition (Eruption: who defeats): the player
    who played it defeats them and chooses which two of the opponents' fallen to keep (here a Recruit over a
    King: the choice is real); their own fallen are discarded; the two Kings are one choice."""
    state, kings, low, mine, strong = _eruption_position(bb, full)
    pend = state.pending.now
    assert (pend.kind, pend.seat, pend.details["label"]) == ("choose", 0, "keep") and "keep" in pend.prompt
    assert sorted(pend.details["options"]) == sorted([kings[0], low])  # copies of one design are one choice
    assert bb.fighter(state, low) is not None  # the fallen wait on their line for the choice
    events = bb.act(state, Choose(pick=low))
    assert not state.pending  # one King is as good as the other: not asked
    assert "all alike" in bb.texts(events)
    assert sorted(state.players[0].honor_pile) == sorted([low, kings[0]])
    assert kings[1] in state.char_discard and mine in state.char_discard
    assert bb.fighter(state, strong).def_ == -3
    assert state.players[1].battle[0].def_ == -3  # the Guard survived with the tokens
    assert any(e.to == 1 and "Falling in the eruption" in e.text for e in state.log)


def test_eruption_computer_keeps_the_highest_honor(bb, full):
    """FAQ 'Eruption' and Rulings of this edition: a computer player keeps the fallen of highest honor."""
    from bible_tabletop.games.brawl.rules.bots import SensibleBot

    state, kings, low, mine, strong = _eruption_position(bb, full)
    bot = SensibleBot(1)
    while state.pending:
        bb.act(state, bot.choose(RULES, state, 0))
    assert sorted(state.players[0].honor_pile) == sorted(kings) and low in state.char_discard


def test_eruption_with_two_fallen_asks_nothing(bb, full):
    """FAQ 'Eruption': with no more than two opponents' fallen there is nothing to choose: both are kept."""
    state = full
    foes = [bb.put(state, 1, "Recruit"), bb.put(state, 1, "Dummy King")]
    bb.act(state, Play(card=bb.give(state, 0, "Eruption")))
    assert not state.pending and sorted(state.players[0].honor_pile) == sorted(foes)


def test_fall_of_tyrus_removes_defence_cards(bb, full):
    """FAQ 'What defense cards does Fall of Tyrus stop?': Fortress and No Pity are removed; other cards stay."""
    state = full
    foe = bb.put(state, 1, "Recruit")
    pity = bb.take(state, "No Pity")
    bb.fighter(state, foe).backup = pity
    other = bb.put(state, 1, "Recruit")
    anoint = bb.take(state, "Anointing")
    bb.fighter(state, other).backup = anoint
    fortress = bb.take(state, "Fortress")
    state.players[1].location = fortress
    bb.act(state, Play(card=bb.give(state, 0, "Fall of Tyrus")))
    settle_choices(bb, state, 1)
    assert state.players[1].location is None and bb.fighter(state, foe).backup is None
    assert {pity, fortress} <= set(state.action_discard)
    assert bb.fighter(state, other).backup == anoint


def test_location_removed_by_replacement_or_card(bb, full):
    """FAQ 'How do I remove a Location': by replacing it with another or by a card's ability (Prepared Worm)."""
    state = full
    thirsty = bb.take(state, "Thirsty Land")
    state.players[1].location = thirsty
    worm = bb.put(state, 0, "Prepared Worm", "back")
    bb.act(state, MoveUp(card=worm))
    settle_choices(bb, state, 1)
    assert state.players[1].location is None and thirsty in state.action_discard


def test_full_battle_line_cannot_recruit_to_replace(bb, full):
    """FAQ 'Recruitment Line': with four characters on your battle line you cannot recruit one to replace them."""
    state = full
    for _ in range(3):
        bb.put(state, 0, "Recruit")
    inst = bb.put(state, 0, "Recruit", "back")
    bb.refused(state, MoveUp(card=inst), "Battle Line")
    assert not any(a.kind == "recruit" and a.card in [f.card for f in state.players[0].battle]
                   for a in RULES.legal_actions(state))
