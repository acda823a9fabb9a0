"""Bar Barians scenarios: attacks, defence, drinks, events, K.O., the end, skills and When in Rome.

Positions are built by placing standees, then moving card instances between places (so every card stays
in exactly one place); the die is scripted. After every scripted action the invariants are checked
(`bb.act`). Each test names the rulebook section or ruling it checks.
"""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import IllegalAction, Result
from bible_tabletop.games.barbarians.rules.actions import (
    Breather, Defend, Discard, EndTurn, MoveTo, Play, Stumble, TopDeck,
)
from bible_tabletop.games.barbarians.rules.game import RULES

T, E, S, C = 0, 1, 2, 3  # Tables, Entrance, Storage Room, Counter


def hps(state):
    return [f.hp for f in state.fighters]


# -- Attack Cards -------------------------------------------------------------------------------------------------

def test_attack_failure_on_1_attacker_takes_1(bb):
    """Rulebook 'Attack Cards': 1 Failure! the opponent takes no damage, the attacker suffers 1."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    bb.dice(state, 1)
    events = bb.act(state, Play(card=fist, target=1))
    assert hps(state) == [11, 12]
    assert state.last_roll.natural == 1 and state.last_roll.result == "Failure"
    assert "Failure" in bb.texts(events)
    assert fist in state.discard and state.actions_left == 2


@pytest.mark.parametrize("natural", [2, 3, 4, 5])
def test_attack_success_deals_card_damage(bb, natural):
    """Rulebook 'Attack Cards': 2-5 Success! the opponent suffers the damage shown on the card."""
    state = bb.game(2)
    butt = bb.give(state, 0, "dragons_fist")
    bb.dice(state, natural)
    bb.act(state, Play(card=butt, target=1))
    assert hps(state) == [12, 10]
    assert state.last_roll.result == "Success" and state.last_roll.natural == natural


def test_heavy_blow_on_6_adds_1(bb):
    """Rulebook 'Attack Cards': 6 Heavy Blow! the card's damage plus 1."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    bb.dice(state, 6)
    bb.act(state, Play(card=fist, target=1))
    assert hps(state) == [12, 9]
    assert state.last_roll.result == "Heavy Blow"


def test_modified_result_decides_the_category(bb):
    """Rulings 'Attacks': the modified result decides; 6 or more is a Heavy Blow (Sobering Slap +1 on a 5)."""
    state = bb.game(2)
    slap = bb.give(state, 0, "slap")
    bb.dice(state, 5)
    bb.act(state, Play(card=slap, target=1))
    assert state.last_roll.modifiers == [("Sobering Slap", 1)]
    assert state.last_roll.result == "Heavy Blow" and hps(state) == [12, 10]


def test_modifiers_combine_head_butt_in_vomit_area_minus_3(bb):
    """Rulebook 'Brawl Cards' example: Head Butt played in an area where Vomit lies subtracts 3 in total.
    A natural 4 becomes 1 (Failure); a natural 6 becomes 3 (a Success, not a Heavy Blow)."""
    state = bb.game(2)
    vomit = bb.give(state, 0, "vomit")
    b1, b2 = bb.give(state, 0, "head_butt", 2)
    bb.dice(state, 4, 6)
    bb.act(state, Play(card=vomit, area=T))
    assert [(m.area, m.die) for m in state.marks] == [(T, -2)]
    events = bb.act(state, Play(card=b1, target=1))
    assert sum(v for _, v in state.last_roll.modifiers) == -3
    assert state.last_roll.natural == 4 and state.last_roll.result == "Failure"
    assert "= 1: Failure!" in bb.texts(events)
    assert hps(state) == [11, 12]
    events = bb.act(state, Play(card=b2, target=1))
    assert state.last_roll.natural == 6 and state.last_roll.result == "Success"
    assert "= 3: Success!" in bb.texts(events)
    assert hps(state) == [11, 9]


def test_attack_targets_own_area_only(bb):
    """Rulings 'Attacks': an Attack targets a character in the attacker's own area unless its text says
    otherwise."""
    state = bb.game(3, areas=[T, E, T])
    fist = bb.give(state, 0, "dragons_fist")
    targets = [a.target for a in RULES.legal_actions(state) if isinstance(a, Play) and a.card == fist]
    assert targets == [2]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Play(card=fist, target=1))
    assert info.value.rule == "Brawl Cards: Attack Cards"


def test_barrel_hits_adjacent_area_not_diagonal(bb):
    """Rulings 'The deck': Barrel is thrown, it hits a character in an adjacent area (never a diagonal one)."""
    state = bb.game(3, areas=[T, E, C])
    barrel = bb.give(state, 0, "barrel")
    targets = [a.target for a in RULES.legal_actions(state) if isinstance(a, Play) and a.card == barrel]
    assert targets == [1]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Play(card=barrel, target=2))
    assert info.value.rule == "Brawl Cards: Attack Cards" and "adjacent" in info.value.reason
    bb.dice(state, 4)
    bb.act(state, Play(card=barrel, target=1))
    assert hps(state) == [12, 10, 12]


# -- Defence and Violence -------------------------------------------------------------------------------------------

def test_defence_one_card_after_roll(bb):
    """Rulebook 'Defence Cards': after the die is rolled the target may play one Defence card (only one)."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    shield = bb.give(state, 1, "tankard_shield")
    duck = bb.give(state, 1, "duck")
    under = bb.give(state, 1, "under_the_table")
    rng = bb.dice(state, 5)
    bb.act(state, Play(card=fist, target=1))
    assert rng.asked == 1 and state.attack.natural == 5 and state.last_roll.natural == 5  # rolled first
    assert deciding(RULES.decision(state)) == 1 and hps(state) == [12, 12]
    assert set(RULES.legal_actions(state)) == {Defend(card=c, by=1) for c in (None, shield, duck, under)}
    bb.act(state, Defend(card=shield))
    assert hps(state) == [12, 12]  # 2 damage - 2
    assert shield in state.discard and sorted(state.fighters[1].hand) == sorted([duck, under])
    assert deciding(RULES.decision(state)) == 0 and not state.pending
    with pytest.raises(IllegalAction):
        RULES.apply(state, Defend(card=duck))  # no second defence for the same attack
    assert state.fighters[1].hand and duck in state.fighters[1].hand


def test_defence_declined(bb):
    """Rulebook 'Defence Cards': players *may* defend; declining takes the full damage and keeps the card."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    duck = bb.give(state, 1, "duck")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=None))
    assert hps(state) == [12, 10] and state.fighters[1].hand == [duck]


def test_defence_duck_turns_hit_into_failure(bb):
    """Rulebook 'Defence Cards' + Rulings 'Attacks': Duck! lowers the die by 2; a 3 becomes 1, a Failure."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    duck = bb.give(state, 1, "duck")
    bb.dice(state, 3)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=duck))
    assert state.last_roll.result == "Failure" and ("Duck!", -2) in state.last_roll.modifiers
    assert hps(state) == [11, 12]


def test_defence_not_offered_without_defence_card(bb):
    """Rulings 'Attacks': the target is asked only if it holds a Defence card that can be played."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    bb.give(state, 1, "negronius")
    bb.dice(state, 3)
    bb.act(state, Play(card=fist, target=1))
    assert not state.pending and deciding(RULES.decision(state)) == 0 and hps(state) == [12, 10]


def test_violence_cannot_be_defended(bb):
    """Rulebook 'Violence Cards': damage cannot be stopped or reduced by Defence cards (no decision offered)."""
    state = bb.game(2)
    bottle = bb.give(state, 0, "broken_bottle")
    under = bb.give(state, 1, "under_the_table")
    bb.give(state, 1, "duck")
    bb.dice(state, 3)
    events = bb.act(state, Play(card=bottle, target=1))
    assert not state.pending and deciding(RULES.decision(state)) == 0
    assert hps(state) == [12, 10] and under in state.fighters[1].hand
    assert any(e.rule == "Brawl Cards: Violence Cards" for e in events)
    with pytest.raises(IllegalAction):
        RULES.apply(state, Defend(card=under))


def test_sidestep_choice_by_defender(bb):
    """Rulings 'The deck' (Sidestep) + 'Attacks': no damage, and the defender chooses the adjacent area."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    step = bb.give(state, 1, "sidestep")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=step))
    assert hps(state) == [12, 12]
    assert deciding(RULES.decision(state)) == 1 and state.pending.now.kind == "move"
    assert RULES.legal_actions(state) == [MoveTo(area=E, by=1), MoveTo(area=S, by=1)]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, MoveTo(area=C))
    assert info.value.rule == "Game Turn: Stumbling"
    bb.act(state, MoveTo(area=S))
    assert [f.area for f in state.fighters] == [T, S]
    assert deciding(RULES.decision(state)) == 0 and state.actions_left == 2


# -- Extra effects: push, draw, discard ---------------------------------------------------------------------------

def test_push_target_choice_by_attacker(bb):
    """Rulings 'The deck' (push): on a hit the attacker knocks the target into an adjacent area of their choice."""
    state = bb.game(2)
    stool = bb.give(state, 0, "bar_stool_swing")
    bb.dice(state, 4)
    bb.act(state, Play(card=stool, target=1))
    assert hps(state) == [12, 10]
    assert deciding(RULES.decision(state)) == 0 and state.pending.now.details["mover"] == 1
    assert RULES.legal_actions(state) == [MoveTo(area=E, by=0), MoveTo(area=S, by=0)]
    with pytest.raises(IllegalAction):
        RULES.apply(state, MoveTo(area=C))  # diagonal
    bb.act(state, MoveTo(area=E))
    assert [f.area for f in state.fighters] == [T, E] and state.actions_left == 2


def test_failure_push_self_attacker_chooses_area(bb):
    """Rulebook 'Attack Cards': if a Failure moves your standee to an adjacent area, you choose which."""
    state = bb.game(2)
    charge = bb.give(state, 0, "shoulder_charge")
    bb.drink(state, 0, "hot_toddy")  # -1: natural 1 + 1 - 1 = 1
    bb.dice(state, 1)
    bb.act(state, Play(card=charge, target=1))
    assert state.last_roll.result == "Failure" and hps(state) == [11, 12]
    assert deciding(RULES.decision(state)) == 0 and state.pending.now.details["mover"] == 0
    assert RULES.legal_actions(state) == [MoveTo(area=E, by=0), MoveTo(area=S, by=0)]
    bb.act(state, MoveTo(area=S))
    assert [f.area for f in state.fighters] == [S, T]


def test_extra_effects_need_damage_dealt(bb):
    """Rulings 'The deck': a card's on-hit effects (push, draw) need damage actually dealt; a Defence that takes
    the damage to 0 cancels them."""
    state = bb.game(2)
    stool = bb.give(state, 0, "bar_stool_swing")
    cheap = bb.give(state, 0, "cheap_shot")
    shield = bb.give(state, 1, "tankard_shield")
    under = bb.give(state, 1, "under_the_table")
    bb.dice(state, 4, 4)
    bb.act(state, Play(card=stool, target=1))
    bb.act(state, Defend(card=shield))
    assert hps(state) == [12, 12] and not state.pending and state.fighters[1].area == T
    bb.act(state, Play(card=cheap, target=1))
    bb.act(state, Defend(card=under))
    assert hps(state) == [12, 12] and state.fighters[0].hand == []  # no card drawn


def test_cheap_shot_draws_and_knee_discards_on_hit(bb):
    """Rulings 'The deck': on a hit Cheap Shot draws the attacker a card; Knee to the Gut makes the target
    discard one."""
    state = bb.game(2)
    cheap = bb.give(state, 0, "cheap_shot")
    knee = bb.give(state, 0, "knee_to_the_gut")
    kept = bb.give(state, 1, "negronius")
    bb.dice(state, 3, 3)
    bb.act(state, Play(card=cheap, target=1))
    assert hps(state) == [12, 11] and len(state.fighters[0].hand) == 2
    bb.act(state, Play(card=knee, target=1))
    assert hps(state) == [12, 10] and state.fighters[1].hand == [] and kept in state.discard


# -- Drinks -------------------------------------------------------------------------------------------------------

def test_drink_lasts_two_attacks_sideways_then_discarded(bb):
    """Rulebook 'Drink Cards': a Drink applies to the next two attacks; turned sideways after the first,
    discarded after the second; the third attack is plain."""
    state = bb.game(2)
    neg = bb.give(state, 0, "negronius")
    f1, f2, f3 = bb.give(state, 0, "dragons_fist", 3)
    bb.dice(state, 3, 3, 3)
    bb.act(state, Play(card=neg))
    assert state.fighters[0].drink == neg and neg not in state.fighters[0].hand
    events = bb.act(state, Play(card=f1, target=1))
    assert hps(state) == [12, 9]  # 2 + 1
    assert state.fighters[0].drink == neg and state.fighters[0].drink_uses == 1
    assert "sideways" in bb.texts(events)
    bb.act(state, EndTurn())
    bb.act(state, EndTurn())
    bb.act(state, Play(card=f2, target=1))
    assert hps(state) == [12, 6]
    assert state.fighters[0].drink is None and neg in state.discard
    bb.act(state, Play(card=f3, target=1))
    assert hps(state) == [12, 4]  # plain 2


def test_drink_must_apply_even_on_failure(bb):
    """Rulebook 'Drink Cards': players MUST apply the drink during an attack, even one that fails; its die
    modifier counts (Hot Toddy -1 turns a 2 into a Failure)."""
    state = bb.game(2)
    toddy = bb.give(state, 0, "hot_toddy")
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[0].hp = 9
    bb.dice(state, 2)
    bb.act(state, Play(card=toddy))
    assert hps(state) == [11, 12]  # regains 2
    bb.act(state, Play(card=fist, target=1))
    assert state.last_roll.result == "Failure" and ("Hot Toddy", -1) in state.last_roll.modifiers
    assert hps(state) == [10, 12] and state.fighters[0].drink_uses == 1


def test_only_one_drink_in_play(bb):
    """Rulebook 'Drink Cards': only one Drink in play at a time; a new one is refused while one is in play."""
    state = bb.game(2)
    neg = bb.give(state, 0, "negronius")
    sour = bb.give(state, 0, "whisky_sour")
    assert Play(card=sour, by=0) in RULES.legal_actions(state)
    bb.act(state, Play(card=neg))
    assert Play(card=sour, by=0) not in RULES.legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Play(card=sour))
    assert info.value.rule == "Brawl Cards: Drink Cards" and "Negronius" in info.value.reason
    assert state.fighters[0].drink == neg and sour in state.fighters[0].hand


# -- Events -------------------------------------------------------------------------------------------------------

def test_event_vomit_expires_at_owner_next_turn(bb):
    """Rulings 'Events' / the Vomit card: it lies in its area until its owner's next turn, then is discarded."""
    state = bb.game(2)
    vomit = bb.give(state, 0, "vomit")
    fist1 = bb.give(state, 1, "dragons_fist")
    fist0 = bb.give(state, 0, "dragons_fist")
    bb.dice(state, 3, 3)
    bb.act(state, Play(card=vomit, area=T))
    bb.act(state, EndTurn())
    assert state.marks and state.marks[0].card == vomit
    bb.act(state, Play(card=fist1, target=0))  # 3 - 2 = 1 in the Vomit
    assert state.last_roll.result == "Failure" and hps(state) == [12, 11]
    bb.act(state, EndTurn())
    assert state.marks == [] and vomit in state.discard and deciding(RULES.decision(state)) == 0
    bb.act(state, Play(card=fist0, target=1))
    assert state.last_roll.modifiers == [] and state.last_roll.result == "Success"
    assert hps(state) == [12, 9]


def test_event_vomit_only_affects_attacks_made_in_its_area(bb):
    """Rulings 'The deck' (Vomit): die results of attacks made in that area are lowered; elsewhere not."""
    state = bb.game(2, areas=[E, E])
    vomit = bb.give(state, 0, "vomit")
    barrel = bb.give(state, 0, "barrel")
    bb.dice(state, 3)
    bb.act(state, Play(card=vomit, area=T))
    bb.act(state, Stumble(area=T))
    bb.act(state, Play(card=barrel, target=1))  # thrown from the Tables into the Entrance
    assert state.last_roll.modifiers == [("Vomit in the Tables", -2)]
    assert state.last_roll.result == "Failure"


def test_event_bouncer_moves_any_character_to_adjacent_area(bb):
    """Rulings 'The deck' (The Bouncer): any standing character moves to an area adjacent to where it stands."""
    state = bb.game(2, areas=[T, C])
    bouncer = bb.give(state, 0, "bouncer")
    plays = {(a.target, a.area) for a in RULES.legal_actions(state) if isinstance(a, Play)}
    assert plays == {(0, E), (0, S), (1, E), (1, S)}
    bb.act(state, Play(card=bouncer, target=1, area=S))
    assert [f.area for f in state.fighters] == [T, S] and bouncer in state.discard


def test_events_heal_and_draw(bb):
    """Rulings 'Table' (HP never above 12) and the event cards: Second Wind heals 2, Last Orders draws 2."""
    state = bb.game(2)
    w1, w2 = bb.give(state, 0, "second_wind", 2)
    orders = bb.give(state, 0, "last_orders")
    state.fighters[0].hp = 11
    bb.act(state, Play(card=w1))
    assert state.fighters[0].hp == 12
    bb.act(state, Play(card=orders))
    assert len(state.fighters[0].hand) == 3  # w2 + 2 drawn
    state.fighters[0].hp = 5
    bb.act(state, Play(card=w2))
    assert hps(state)[0] == 7 and deciding(RULES.decision(state)) == 1


def test_light_fingers_needs_a_victim_in_area(bb):
    """Light Fingers: take a random card from another character in your area (refused without one)."""
    state = bb.game(3, areas=[T, T, E])
    lf = bb.give(state, 0, "pickpocket")
    loot = bb.give(state, 1, "negronius")
    bb.give(state, 2, "duck")
    plays = [a for a in RULES.legal_actions(state) if isinstance(a, Play) and a.card == lf]
    assert plays == [Play(card=lf, target=1, by=0)]
    with pytest.raises(IllegalAction):
        RULES.apply(state, Play(card=lf, target=2))
    bb.act(state, Play(card=lf, target=1))
    assert state.fighters[0].hand == [loot] and state.fighters[1].hand == []


# -- The K.O. and the End of the Game --------------------------------------------------------------------------------

def test_ko_removes_standee_hand_to_discard_and_knocker_draws_2(bb):
    """Rulebook 'The K.O.': at 0 HP the character is out, the standee removed, its hand (and drink) to the
    discard; the knocker draws 2 at once, the hand limit waits for the end of the turn; the K.O.'d seat is
    skipped."""
    state = bb.game(3)
    fist = bb.give(state, 0, "dragons_fist")
    for cid in ("slap", "slap", "barrel", "duck", "vomit"):
        bb.give(state, 0, cid)
    victim_cards = [bb.give(state, 1, "negronius"), bb.give(state, 1, "bouncer")]
    victim_drink = bb.drink(state, 1, "whisky_sour")
    state.fighters[1].hp = 2
    bb.dice(state, 4)
    events = bb.act(state, Play(card=fist, target=1))
    v = state.fighters[1]
    assert v.out and v.hp == 0 and v.area is None and v.hand == [] and v.drink is None
    assert set(victim_cards + [victim_drink]) <= set(state.discard)
    assert len(state.fighters[0].hand) == 7  # 6 - 1 played + 2
    assert "Barbie's Dragon's Fist knocks out Brewen" in bb.texts(events) and RULES.outcome(state) is None
    assert not state.pending and state.actions_left == 2
    assert all(a.target != 1 for a in RULES.legal_actions(state) if isinstance(a, Play))
    bb.act(state, EndTurn())
    assert state.pending.now.kind == "discard" and deciding(RULES.decision(state)) == 0
    bb.act(state, Discard(card=state.fighters[0].hand[0]))
    bb.act(state, Discard(card=state.fighters[0].hand[0]))
    assert len(state.fighters[0].hand) == 5 and deciding(RULES.decision(state)) == 2  # seat 1 is skipped


def test_failure_ko_gives_nobody_cards(bb):
    """Rulings 'K.O.': a Failure that knocks out the attacker gives nobody cards; the turn passes on."""
    state = bb.game(3)
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[0].hp = 1
    deck_before = len(state.deck)
    bb.dice(state, 1)
    bb.act(state, Play(card=fist, target=1))
    assert state.fighters[0].out and [len(f.hand) for f in state.fighters] == [0, 0, 0]
    assert len(state.deck) == deck_before
    assert RULES.outcome(state) is None
    assert deciding(RULES.decision(state)) == 1 and state.actions_left == 3


def test_last_one_standing_wins(bb):
    """Rulebook 'End of the Game': the game ends as the penultimate character is knocked out; the last player
    standing wins."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[1].hp = 2
    bb.dice(state, 6)
    bb.act(state, Play(card=fist, target=1))
    out = RULES.outcome(state)
    assert out is not None and out.winners == (0,) and not out.is_draw
    assert out.results == (Result.WIN, Result.LOSS)
    assert state.winners == (0,) and "last one standing" in out.text
    assert deciding(RULES.decision(state)) is None and RULES.legal_actions(state) == []


def test_failure_ko_in_two_player_game_the_other_wins(bb):
    """Rulebook 'End of the Game': a self-inflicted K.O. also ends the game; the other player wins."""
    state = bb.game(2)
    fist = bb.give(state, 1, "dragons_fist")
    bb.act(state, EndTurn())
    state.fighters[1].hp = 1
    bb.dice(state, 1)
    bb.act(state, Play(card=fist, target=0))
    assert RULES.outcome(state).winners == (0,)


def test_last_two_fall_together_is_a_draw(bb):
    """Rulings 'K.O. and the end': if the last two fall in the same moment (Elbow Back's reflected damage
    knocks out the attacker whose blow knocked out the defender), the game is a draw between them."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    elbow = bb.give(state, 1, "elbow_back")
    state.fighters[0].hp = 1
    state.fighters[1].hp = 1
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=elbow))  # 2 - 1 = 1 damage to the defender, 1 back to the attacker
    assert hps(state) == [0, 0] and all(f.out for f in state.fighters)
    out = RULES.outcome(state)
    assert out.is_draw and out.drawn == (0, 1) and out.winners == () and "draw" in out.text.lower()
    assert out.results == (Result.DRAW, Result.DRAW) and not out.everyone_lost
    assert RULES.legal_actions(state) == []


def test_three_players_two_fall_together_third_wins(bb):
    """Rulebook 'End of the Game': with three players, if two fall at once the one left standing wins."""
    state = bb.game(3)
    fist = bb.give(state, 0, "dragons_fist")
    elbow = bb.give(state, 1, "elbow_back")
    state.fighters[0].hp = 1
    state.fighters[1].hp = 1
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=elbow))
    assert RULES.outcome(state).results == (Result.LOSS, Result.LOSS, Result.WIN)


# -- Each to Their Own ----------------------------------------------------------------------------------------------

def test_skill_barbie_one_damage_attack_deals_two(bb):
    """Optional Rules 'Each to Their Own' (Barbie): an Attack card that should inflict 1 damage inflicts 2."""
    state = bb.game(2, characters=["barbie", "winy"], skills="on")
    slap = bb.give(state, 0, "slap")
    cheap = bb.give(state, 0, "cheap_shot")
    bb.dice(state, 3, 3)
    events = bb.act(state, Play(card=slap, target=1))
    assert hps(state) == [12, 10] and "Barbie's skill" in bb.texts(events)
    bb.act(state, Play(card=cheap, target=1))
    assert hps(state) == [12, 8]


def test_skill_barbie_only_attack_kind_and_only_1_damage(bb):
    """Optional Rules (Barbie): only Attack cards (not Violence) and only those dealing 1; 2-damage cards normal;
    without the optional rule there is no skill."""
    state = bb.game(2, characters=["barbie", "winy"], skills="on")
    knee = bb.give(state, 0, "knee_to_the_gut")
    fist = bb.give(state, 0, "dragons_fist")
    bb.dice(state, 3, 3)
    bb.act(state, Play(card=knee, target=1))
    assert hps(state) == [12, 11]
    bb.act(state, Play(card=fist, target=1))
    assert hps(state) == [12, 9]
    off = bb.game(2, characters=["barbie", "winy"], skills="off")
    slap = bb.give(off, 0, "slap")
    bb.dice(off, 3)
    bb.act(off, Play(card=slap, target=1))
    assert hps(off) == [12, 11]


def test_skill_brewen_max_3_damage_per_turn(bb):
    """Optional Rules (Brewen): never more than 3 damage in one turn; more across different players' turns."""
    state = bb.game(2, characters=["winy", "brewen"], skills="on")
    bb.drink(state, 0, "negronius")
    f1, f2, f3 = bb.give(state, 0, "dragons_fist", 3)
    bb.dice(state, 6, 4, 4)
    events = bb.act(state, Play(card=f1, target=1))  # 2 + 1 drink + 1 heavy = 4, capped to 3
    assert hps(state) == [12, 9] and "Brewen's skill" in bb.texts(events)
    bb.act(state, Play(card=f2, target=1))  # the drink's last use: 3, all capped away
    assert hps(state) == [12, 9]
    bb.act(state, EndTurn())
    bb.act(state, EndTurn())
    bb.act(state, Play(card=f3, target=1))  # a new turn: damage again
    assert hps(state) == [12, 7]


def test_skill_brewen_off_takes_everything(bb):
    """Optional Rules: without Each to Their Own, Brewen takes all the damage."""
    state = bb.game(2, characters=["winy", "brewen"], skills="off")
    f1, f2 = bb.give(state, 0, "dragons_fist", 2)
    bb.dice(state, 6, 4)
    bb.act(state, Play(card=f1, target=1))
    bb.act(state, Play(card=f2, target=1))
    assert hps(state) == [12, 7]


def test_skill_winy_top_deck_play(bb):
    """Optional Rules (Winy): as one action, take the top card of the deck and play it as if from her hand."""
    state = bb.game(2, characters=["winy", "barbie"], skills="on")
    top = bb.top(state, "dragons_fist")
    assert TopDeck(by=0) in RULES.legal_actions(state)
    bb.dice(state, 4)
    bb.act(state, TopDeck())
    assert state.top_card == top and state.actions_left == 2 and state.fighters[0].hand == []
    assert RULES.legal_actions(state) == [Play(card=top, target=1, by=0)]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Breather())
    assert info.value.rule == "Optional Rules: Each to Their Own"
    bb.act(state, Play(card=top, target=1))
    assert hps(state) == [12, 10] and top in state.discard and state.top_card is None
    assert state.actions_left == 2  # playing the turned card costs no extra action


def test_skill_winy_top_deck_unplayable_is_discarded(bb):
    """Optional Rules (Winy): if the card cannot be played for any reason, discard it (the action is spent)."""
    state = bb.game(2, characters=["winy", "barbie"], skills="on", )
    duck = bb.top(state, "duck")
    bb.act(state, TopDeck())
    assert duck in state.discard and not state.pending and state.actions_left == 2
    bb.drink(state, 0, "negronius")
    sour = bb.top(state, "whisky_sour")  # a second Drink cannot be played
    bb.act(state, TopDeck())
    assert sour in state.discard and state.fighters[0].drink != sour
    other = bb.game(2, characters=["winy", "barbie"], skills="off")
    assert TopDeck(by=0) not in RULES.legal_actions(other)


def test_skill_grappin_skip_drink_keeps_it_unused(bb):
    """Optional Rules (Grappin): he may choose not to use his Drink for an attack; it then is not used up."""
    state = bb.game(2, characters=["grappin", "winy"], skills="on")
    neg = bb.drink(state, 0, "negronius")
    f1, f2 = bb.give(state, 0, "dragons_fist", 2)
    assert Play(card=f1, target=1, skip_drink=True, by=0) in RULES.legal_actions(state)
    bb.dice(state, 3, 3)
    bb.act(state, Play(card=f1, target=1, skip_drink=True))
    assert hps(state) == [12, 10] and state.fighters[0].drink == neg and state.fighters[0].drink_uses == 0
    bb.act(state, Play(card=f2, target=1))
    assert hps(state) == [12, 7] and state.fighters[0].drink_uses == 1
    other = bb.game(2, characters=["grappin", "winy"], skills="off")
    bb.drink(other, 0, "negronius")
    fist = bb.give(other, 0, "dragons_fist")
    assert Play(card=fist, target=1, skip_drink=True, by=0) not in RULES.legal_actions(other)


def test_skill_whiskus_draws_on_defence(bb):
    """Optional Rules (Whiskus): whenever he plays a Defence card he draws a Brawl card."""
    for skills, hand_after in (("on", 1), ("off", 0)):
        state = bb.game(2, characters=["winy", "whiskus"], skills=skills)
        fist = bb.give(state, 0, "dragons_fist")
        duck = bb.give(state, 1, "duck")
        bb.dice(state, 5)
        bb.act(state, Play(card=fist, target=1))
        bb.act(state, Defend(card=duck))
        assert len(state.fighters[1].hand) == hand_after and duck not in state.fighters[1].hand
        assert hps(state) == [12, 10]  # 5 - 2 = 3: still a Success


def test_skill_liquor_heavy_on_5(bb):
    """Optional Rules (Liquor): his Heavy Blow comes on a (modified) 5 or more; others still need 6."""
    state = bb.game(2, characters=["liquor", "winy"], skills="on")
    fist = bb.give(state, 0, "dragons_fist")
    winy_fist = bb.give(state, 1, "dragons_fist")
    bb.dice(state, 5, 5)
    bb.act(state, Play(card=fist, target=1))
    assert state.last_roll.result == "Heavy Blow" and hps(state) == [12, 9]
    bb.act(state, EndTurn())
    bb.act(state, Play(card=winy_fist, target=0))
    assert state.last_roll.result == "Success" and hps(state) == [10, 9]
    off = bb.game(2, characters=["liquor", "winy"], skills="off")
    f = bb.give(off, 0, "dragons_fist")
    bb.dice(off, 5)
    bb.act(off, Play(card=f, target=1))
    assert off.last_roll.result == "Success"


# -- When in Rome... --------------------------------------------------------------------------------------------------

def test_rome_indoor_hands_pass_clockwise(bb):
    """Optional Rules 'When in Rome' (indoor): a natural 6, then an extra die at the turn's end; on 5 or 6 every
    player passes their hand to the next player clockwise."""
    state = bb.game(3, rome="on", side="indoor")
    fist = bb.give(state, 0, "dragons_fist")
    wind = bb.give(state, 0, "second_wind")
    neg = bb.give(state, 1, "negronius")
    vomit = bb.give(state, 2, "vomit")
    rng = bb.dice(state, 6, 5)
    bb.act(state, Play(card=fist, target=1))
    assert state.rolled_six and hps(state) == [12, 9, 12]
    events = bb.act(state, EndTurn())
    assert rng.asked == 2 and state.last_roll.natural == 5 and state.last_roll.result == "When in Rome"
    assert [f.hand for f in state.fighters] == [[vomit], [wind], [neg]]
    assert any(e.rule == "Optional Rules: When in Rome..." for e in events)
    assert deciding(RULES.decision(state)) == 1


def test_rome_indoor_only_standing_players_pass(bb):
    """Optional Rules 'When in Rome' (indoor): hands pass among the players still in the game."""
    state = bb.game(3, rome="on", side="indoor")
    fist = bb.give(state, 0, "dragons_fist")
    neg = bb.give(state, 2, "negronius")
    state.fighters[1].hp = 1
    bb.dice(state, 6, 6)
    bb.act(state, Play(card=fist, target=1))  # K.O.: seat 0 draws 2
    mine = list(state.fighters[0].hand)
    assert len(mine) == 2
    bb.act(state, EndTurn())
    assert state.fighters[0].hand == [neg] and state.fighters[2].hand == mine and state.fighters[1].hand == []


def test_rome_outdoor_all_move_to_current_players_area(bb):
    """Optional Rules 'When in Rome' (outdoor): on 5 or 6, every standing character moves to the current
    player's area."""
    state = bb.game(3, areas=[E, E, C], rome="on", side="outdoor")
    fist = bb.give(state, 0, "dragons_fist")
    bb.dice(state, 6, 6)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Stumble(area=T))
    bb.act(state, EndTurn())
    assert [f.area for f in state.fighters] == [T, T, T]
    assert deciding(RULES.decision(state)) == 1


def test_rome_only_one_extra_roll_per_turn(bb):
    """Optional Rules 'When in Rome': two natural 6s in one turn still give a single extra die; below 5 nothing
    happens."""
    state = bb.game(2, areas=[T, T], rome="on", side="outdoor")
    f1, f2 = bb.give(state, 0, "dragons_fist", 2)
    keep = bb.give(state, 1, "negronius")
    rng = bb.dice(state, 6, 6, 4)
    bb.act(state, Play(card=f1, target=1))
    bb.act(state, Play(card=f2, target=1))
    assert rng.asked == 2 and hps(state) == [12, 6]
    bb.act(state, Stumble(area=E))  # the third action ends the turn
    assert rng.asked == 3 and deciding(RULES.decision(state)) == 1 and rng.rolls == [] and state.last_roll.natural == 4
    assert [f.area for f in state.fighters] == [E, T] and state.fighters[1].hand == [keep]


def test_rome_no_roll_without_natural_6(bb):
    """Optional Rules 'When in Rome': only a rolled (natural) 6 triggers it; a modified 6 does not."""
    state = bb.game(2, rome="on")
    slap = bb.give(state, 0, "slap")
    rng = bb.dice(state, 5)
    bb.act(state, Play(card=slap, target=1))
    assert state.last_roll.result == "Heavy Blow" and not state.rolled_six
    bb.act(state, EndTurn())
    assert rng.asked == 1 and deciding(RULES.decision(state)) == 1


def test_rome_off_no_extra_roll(bb):
    """Optional Rules: without When in Rome a natural 6 brings no extra die."""
    state = bb.game(2, rome="off")
    fist = bb.give(state, 0, "dragons_fist")
    rng = bb.dice(state, 6)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, EndTurn())
    assert rng.asked == 1 and deciding(RULES.decision(state)) == 1


# -- Whole games ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_keep_invariants(bb, seed):
    """Every rule together: random legal play with every option on keeps the invariants and ends cleanly."""
    pick = random.Random(seed)
    chars = ["barbie", "brewen", "winy", "grappin", "whiskus", "liquor"]
    pick.shuffle(chars)
    state = RULES.setup(bb.config(4, skills="on", rome="on", side=pick.choice(["indoor", "outdoor"]),
                                  characters=chars[:4], first="random"), seed)
    for _ in range(3000):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        non_end = [a for a in legal if not isinstance(a, EndTurn)] or legal
        bb.act(state, pick.choice(non_end))
    out = RULES.outcome(state)
    assert out is not None and (out.winners or out.drawn)
    assert all(state.fighters[s].hp > 0 for s in out.winners) or out.is_draw
