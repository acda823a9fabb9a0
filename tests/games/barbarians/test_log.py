"""What the Bar Barians log says (issue 9): every hit names its source, the attacker and the card (a Defence
card's hit-back too), a K.O. says who knocked out whom, and an event that happens to another seat than the actor
carries `to=<that seat>` so the hand-over curtain can tell that player.

Rulebook sections: 'Attack Cards', 'Defence Cards', 'Violence Cards', 'Event Cards', 'The K.O.'.
"""

from __future__ import annotations

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.barbarians.rules import blows
from bible_tabletop.games.barbarians.rules.actions import Breather, Defend, MoveTo, Play
from bible_tabletop.games.barbarians.rules.game import RULES

T, E, S, C = 0, 1, 2, 3


def event(events, words):
    """The one event whose text holds `words`."""
    found = [e for e in events if words in e.text]
    assert len(found) == 1, (words, [e.text for e in events])
    return found[0]


def test_attack_cards_a_hit_names_attacker_card_and_damage_and_goes_to_the_target(bb):
    """Rulebook 'Attack Cards': the target of a Success suffers the card's damage; the log says whose card."""
    state = bb.game(2)
    barrel = bb.give(state, 0, "barrel")
    bb.dice(state, 4)
    events = bb.act(state, Play(card=barrel, target=1))
    start = event(events, "Barbie attacks Brewen with Barrel and rolls 4.")
    hit = event(events, "Barbie's Barrel hits Brewen for 2 (10 HP left).")
    assert (start.seat, start.to) == (0, 1) and (hit.seat, hit.to) == (0, 1)


def test_attack_cards_a_failure_says_the_attacker_hurt_himself(bb):
    """Rulebook 'Attack Cards': on a Failure the attacker suffers 1; no other seat is told of it."""
    state = bb.game(2)
    slap = bb.give(state, 0, "head_butt")
    bb.dice(state, 2)
    events = bb.act(state, Play(card=slap, target=1))
    miss = event(events, "Barbie takes 1 damage from the missed Head Butt (11 HP left).")
    assert (miss.seat, miss.to) == (0, None)


def test_defence_cards_the_hit_back_names_the_defender_and_card_and_goes_to_the_attacker(bb):
    """Rulebook 'Defence Cards': Elbow Back hits the attacker for 1; the attacker is told the answer and the hit."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    elbow = bb.give(state, 1, "elbow_back")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    events = bb.act(state, Defend(card=elbow))
    answer = event(events, "Brewen answers with Elbow Back.")
    back = event(events, "Brewen's Elbow Back hits Barbie for 1 (11 HP left).")
    hit = event(events, "Barbie's Dragon's Fist hits Brewen for 1 (11 HP left).")
    assert (answer.seat, answer.to) == (1, 0) and (back.seat, back.to) == (1, 0) and (hit.seat, hit.to) == (0, 1)


def test_defence_cards_a_prevented_hit_says_which_card_stopped_it(bb):
    """Rulebook 'Defence Cards': Under the Table prevents all the damage; the log says so instead of silence."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    under = bb.give(state, 1, "under_the_table")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    events = bb.act(state, Defend(card=under))
    stop = event(events, "Brewen's Under the Table stops Barbie's Dragon's Fist: no damage.")
    assert (stop.seat, stop.to) == (1, 0)


def test_the_ko_says_who_knocked_out_whom(bb):
    """Rulebook 'The K.O.': the K.O. line names the knocker and the card, and goes to the knocked-out seat."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[1].hp = 2
    bb.dice(state, 4)
    events = bb.act(state, Play(card=fist, target=1))
    ko = event(events, "K.O.! Barbie's Dragon's Fist knocks out Brewen.")
    assert (ko.seat, ko.to) == (0, 1)


def test_the_ko_by_a_hit_back_names_the_defence_card(bb):
    """Rulebook 'The K.O.' with 'Defence Cards': a hit-back that knocks out the attacker names the defender."""
    state = bb.game(3)
    fist = bb.give(state, 0, "dragons_fist")
    elbow = bb.give(state, 1, "elbow_back")
    state.fighters[0].hp = 1
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    events = bb.act(state, Defend(card=elbow))
    ko = event(events, "K.O.! Brewen's Elbow Back knocks out Barbie.")
    assert (ko.seat, ko.to) == (1, 0)


def test_violence_cards_the_forced_drop_names_the_card_and_goes_to_the_victim(bb):
    """Rulings 'The deck' (Knee to the Gut): on a hit the target drops a card at random."""
    state = bb.game(2)
    knee = bb.give(state, 0, "knee_to_the_gut")
    bb.give(state, 1, "negronius")
    bb.dice(state, 3)
    events = bb.act(state, Play(card=knee, target=1))
    drop = event(events, "Barbie's Knee to the Gut makes Brewen drop Negronius.")
    assert (drop.seat, drop.to) == (0, 1)


def test_attack_cards_a_push_says_who_pushed_whom_and_goes_to_the_pushed(bb):
    """Rulebook 'Attack Cards' (Bar Stool Swing): the attacker knocks the target into an adjacent area."""
    state = bb.game(2)
    stool = bb.give(state, 0, "bar_stool_swing")
    bb.dice(state, 4)
    bb.act(state, Play(card=stool, target=1))
    push = event(bb.act(state, MoveTo(area=E)), "Barbie knocks Brewen to the Entrance.")
    assert (push.seat, push.to) == (0, 1)


def test_event_cards_bouncer_and_pickpocket_go_to_the_seat_they_touch(bb):
    """Rulings 'The deck' (The Bouncer, Pickpocket): the moved or robbed character's player is told."""
    state = bb.game(2)
    bouncer = bb.give(state, 0, "bouncer")
    pick = bb.give(state, 0, "pickpocket")
    bb.give(state, 1, "negronius")
    robbed = event(bb.act(state, Play(card=pick, target=1)), "Barbie lifts a card from Brewen's hand.")
    sent = event(bb.act(state, Play(card=bouncer, target=1, area=E)), "The Bouncer sends Brewen to the Entrance.")
    assert (robbed.seat, robbed.to) == (0, 1) and (sent.seat, sent.to) == (0, 1)


def test_no_event_is_addressed_to_its_own_actor(bb):
    """`to` is only ever another seat than the actor: a seat's own doings need no hand-over news."""
    state = bb.game(2)
    bouncer = bb.give(state, 0, "bouncer")
    events = bb.act(state, Play(card=bouncer, target=0, area=E))
    assert all(e.to is None for e in events)


def test_skill_lines_use_the_players_name(bb):
    """Optional Rules 'Each to Their Own': a named player's skill line says the player and the character."""
    config = GameConfig(game="barbarians", players=2, names=["Ann", "Bo"], options={"skills": "on"})
    state = RULES.setup(config, 7)
    for _ in range(2):
        RULES.apply(state, RULES.legal_actions(state)[0])
    bb.empty_hands(state)
    slap = bb.give(state, 0, "cheap_shot")
    bb.dice(state, 4)
    events = bb.act(state, Play(card=slap, target=1))
    event(events, "Ann (Barbie's skill): a 1-damage Attack deals 2.")
    event(events, "Ann's Cheap Shot hits Bo for 2 (10 HP left).")


def test_the_screen_news_is_the_blows_of_the_latest_attack_only(bb):
    """blows.last_blows (the die line under the inn): the hit and the hit-back of the latest attack, not older ones."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    slap = bb.give(state, 0, "slap")
    elbow = bb.give(state, 1, "elbow_back")
    bb.dice(state, 4, 4)
    bb.act(state, Play(card=fist, target=1))
    bb.act(state, Defend(card=elbow))
    assert [(b.victim, b.amount) for b in blows.last_blows(state.log)] == [(1, 1), (0, 1)]
    bb.act(state, Play(card=slap, target=1))
    assert [(b.victim, b.amount) for b in blows.last_blows(state.log)] == [(1, 1)]
    bb.act(state, Breather())  # no attack: the news stays
    assert [(b.victim, b.amount) for b in blows.last_blows(state.log)] == [(1, 1)]
