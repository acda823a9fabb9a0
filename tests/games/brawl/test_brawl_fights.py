"""Bible Brawl, brawls: ATK against DEF, tokens, exhaustion, answers, honor and the end of the game.

Each test names the rulebook section (`shared/rulebooks/bible-brawl.txt`) or ruling (`shared/rulings/bible-brawl.md`).
"""

from __future__ import annotations

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.brawl.rules.actions import Answer, Brawl, EndTurn, Play
from bible_tabletop.games.brawl.rules.game import RULES


def test_brawl_wins_on_equal_or_higher_attack(bb):
    """On Your Turn: Brawl; Rulings 'Turn': ATK equal to or higher than DEF wins (the glossary's "higher" is
    overruled); the defeated character goes to the attacker's honor pile; the attacker's AP cost is paid."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit", atk=2)  # ATK 1+2 = 3
    foe = bb.put(state, 1, "Recruit", def_=2)  # DEF 1+2 = 3
    events = bb.act(state, Brawl(attacker=hero, defender=foe))
    assert foe in state.players[0].honor_pile and state.players[0].honor == 1
    assert state.ap == 4 and "defeated" in bb.texts(events)


def test_brawl_lost_attacker_exhausted_ap_spent(bb):
    """On Your Turn: Brawl: a failed attack ends that battle, the AP is spent and the attacker is exhausted."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit")
    guard = state.players[1].battle[0].card
    bb.act(state, Brawl(attacker=hero, defender=guard))
    assert guard in [f.card for f in state.players[1].battle]
    assert state.ap == 4 and bb.fighter(state, hero).exhausted


def test_exhausted_defender_has_one_less_def(bb):
    """On Your Turn: Brawl (Exhausted State): an exhausted character is at -1 DEF until its owner's next turn."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit", atk=1)  # ATK 2
    foe = bb.put(state, 1, "Recruit", def_=2, exhausted=True)  # DEF 3 - 1
    assert RULES.brawl_odds(state, hero, foe) == (2, 2)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    assert foe in state.players[0].honor_pile


def test_tokens_count_in_brawls(bb):
    """Attack / Defence Tokens: ATK tokens add to the attack, DEF tokens to the defence."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit", atk=3)
    foe = bb.put(state, 1, "Recruit", def_=4)
    assert RULES.brawl_odds(state, hero, foe) == (4, 5)


def test_one_brawl_per_character_per_turn(bb):
    """On Your Turn: Brawl: a character attacks once a turn (unless a card says otherwise)."""
    state = bb.table(2)
    hero = bb.put(state, 0, "Recruit")
    guard = state.players[1].battle[0].card
    bb.act(state, Brawl(attacker=hero, defender=guard))
    err = bb.refused(state, Brawl(attacker=hero, defender=guard), "Brawl")
    assert "already brawled" in err.reason


def test_brawl_only_own_battle_line_against_opposing_battle_line(bb):
    """On Your Turn: Brawl: your battle-line character against a character on an opponent's battle line."""
    state = bb.table(2)
    mine = bb.put(state, 0, "Recruit")
    back = bb.put(state, 0, "Recruit", "back")
    theirs_back = bb.put(state, 1, "Recruit", "back")
    guard = state.players[1].battle[0].card
    bb.refused(state, Brawl(attacker=back, defender=guard), "Brawl")
    bb.refused(state, Brawl(attacker=mine, defender=theirs_back), "Brawl")
    bb.refused(state, Brawl(attacker=mine, defender=state.players[0].battle[0].card), "Brawl")


def test_brawl_needs_the_attackers_ap(bb):
    """On Your Turn: Brawl: the cost is the attacker's AP number."""
    big = bb.char("Big", cost=4)
    state = bb.table(2, bb.box([big]))
    hero = bb.put(state, 0, "Big")
    state.ap = 3
    err = bb.refused(state, Brawl(attacker=hero, defender=state.players[1].battle[0].card), "Action Points")
    assert "4 AP" in err.reason


def test_def_lowered_to_zero_does_not_defeat(bb):
    """FAQ 'DEF lowered to 0': a character brought to 0 DEF by a card is not defeated unless the card says so."""
    hex_ = bb.action("Hex", effects=[bb.fx(do="tokens", stat="def", amount=-4, who="enemy")])
    state = bb.table(2, bb.box(actions=[hex_]))
    foe = bb.put(state, 1, "Recruit", def_=2)
    bb.act(state, Play(card=bb.give(state, 0, "Hex")))
    from bible_tabletop.games.brawl.rules import stats

    if state.pending:
        bb.act(state, RULES.legal_actions(state)[[a.pick for a in RULES.legal_actions(state)].index(foe)])
    assert stats.defence_of(state, bb.fighter(state, foe)) <= 0
    assert bb.fighter(state, foe) is not None


def _answer_position(bb, answer="attack", where="hand"):
    stop = bb.action("Halt", cost=0, answer=answer, effects=[bb.fx(do="stop", what=answer)])
    state = bb.table(2, bb.box(actions=[stop]))
    hero = bb.put(state, 0, "Recruit", atk=2)
    foe = bb.put(state, 1, "Recruit")
    card = bb.give(state, 1, "Halt") if where == "hand" else bb.pouch(state, 1, "Halt")
    return state, hero, foe, card


def test_answer_asked_of_defender_only_when_holding_one(bb):
    """Rulings 'Turn: Brawl': the defender's player may answer; the game asks them only when they hold an answer
    card (and, a ruling of this edition, only when the attack would win)."""
    state, hero, foe, card = _answer_position(bb)
    bb.act(state, Brawl(attacker=hero, defender=foe))
    assert RULES.decision(state).kind == "answer" and deciding(RULES.decision(state)) == 1
    assert set(RULES.legal_actions(state)) == {Answer(card=None, by=1), Answer(card=card, by=1)}
    bb.refused(state, EndTurn(draw="action"), "answers")
    bb.act(state, Answer(card=None))
    assert foe in state.players[0].honor_pile
    # no answer card: no question
    state2 = bb.table(2)
    h = bb.put(state2, 0, "Recruit", atk=2)
    f = bb.put(state2, 1, "Recruit")
    bb.act(state2, Brawl(attacker=h, defender=f))
    assert RULES.decision(state2).kind != "answer" and f in state2.players[0].honor_pile


def test_answer_not_asked_when_attack_fails_anyway(bb):
    """Rulings of this edition: the defender is asked only when the attack would defeat."""
    state, hero, foe, card = _answer_position(bb)
    bb.act(state, Brawl(attacker=hero, defender=state.players[1].battle[0].card))  # the Guard, DEF 30
    assert RULES.decision(state).kind != "answer" and card in state.players[1].hand


def test_answer_stops_the_attack_at_no_ap_in_attackers_turn(bb):
    """Action Cards: Event Cards: a card that stops an attack costs no AP and is played in another's turn; the
    attacker still spent its AP and is exhausted (Rulings of this edition)."""
    state, hero, foe, card = _answer_position(bb, "attack")
    bb.act(state, Brawl(attacker=hero, defender=foe))
    events = bb.act(state, Answer(card=card))
    assert bb.fighter(state, foe) is not None and "stopped" in bb.texts(events)
    assert card in state.action_discard and state.ap == 4 and bb.fighter(state, hero).exhausted


def test_answer_stops_the_defeat(bb):
    """Action Cards: Event Cards: a card that stops a character being defeated: the attack is lost."""
    state, hero, foe, card = _answer_position(bb, "defeat")
    bb.act(state, Brawl(attacker=hero, defender=foe))
    events = bb.act(state, Answer(card=card))
    assert bb.fighter(state, foe) is not None and "not defeated" in bb.texts(events)


def test_answer_from_pouch(bb):
    """How to Play: Pouch: a pouch card is free to play; Rulings 'Turn: Brawl': an answer from hand or pouch."""
    state, hero, foe, card = _answer_position(bb, "attack", where="pouch")
    bb.act(state, Brawl(attacker=hero, defender=foe))
    assert Answer(card=card, by=1) in RULES.legal_actions(state)
    bb.act(state, Answer(card=card))
    assert not state.players[1].pouch and bb.fighter(state, foe) is not None


def test_answer_card_not_played_on_own_turn(bb):
    """Action Cards: Event Cards (answers): an answer Event is played only when your character is attacked."""
    state, hero, foe, card = _answer_position(bb)
    mine = bb.give(state, 0, "Halt")
    bb.refused(state, Play(card=mine), "answers")


def test_game_ends_the_moment_win_amount_reached(bb):
    """Objective; Rulings 'Turn': the game ends the moment a player's honor reaches the win amount."""
    king = bb.char("King", cost=5)
    state = bb.table(2, bb.box([(king, 4)]), win=15)
    state.players[0].honor_pile = [bb.take(state, "King"), bb.take(state, "King")]
    state.players[0].honor = 10
    hero = bb.put(state, 0, "Recruit", atk=10)
    foe = bb.put(state, 1, "King")
    events = bb.act(state, Brawl(attacker=hero, defender=foe))
    assert state.winner == 0 and RULES.outcome(state).winners == (0,)
    assert RULES.legal_actions(state) == [] and deciding(RULES.decision(state)) is None
    assert "wins" in bb.texts(events)
    assert not bb.fighter(state, hero).exhausted  # nothing more happens after the end
    assert "Objective" in RULES.why_not(state, EndTurn(draw="action")).rule  # apply's gate refuses it first
    with pytest.raises(IllegalAction, match="over"):
        RULES.apply(state, EndTurn(draw="action"))


def test_versus_bonus_against_a_class(bb):
    """Rulings 'Cards: Abilities are data' (versus): extra ATK when brawling a character of the given class."""
    slayer = bb.char("Slayer", atk=2, effects=[bb.fx(do="versus", amount=3, klass="Giant")])
    giant = bb.char("Big One", defence=5, klass="Giant")
    state = bb.table(2, bb.box([slayer, giant]))
    s = bb.put(state, 0, "Slayer")
    g = bb.put(state, 1, "Big One")
    r = bb.put(state, 1, "Recruit")
    assert RULES.brawl_odds(state, s, g) == (5, 5)
    assert RULES.brawl_odds(state, s, r) == (2, 1)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_brawl_any_opponent_in_multiplayer(bb, players):
    """How to Play: The Battlefield: every opponent's battle line can be attacked."""
    state = bb.table(players)
    hero = bb.put(state, 0, "Recruit")
    targets = {a.defender for a in RULES.legal_actions(state) if a.kind == "brawl" and a.attacker == hero}
    assert targets == {state.players[s].battle[0].card for s in range(1, players)}
