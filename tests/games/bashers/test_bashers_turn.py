"""The turn as a player meets it (rulebook PLAYING THE GAME; rulings Turn), through the engine's Session: what can
be taken back (a choice that showed nothing new) and what stands (every die), the turn passing, and a whole
activation told in the log."""

import json

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.rulespage import line_of
from bible_tabletop.engine.session import Session
from bible_tabletop.games.bashers.rules.actions import (ACTION_TYPE, Activate, Attack, EndActivation, Move, MoveTo,
                                                  Order, Roll)
from bible_tabletop.games.bashers.rules.game import RULES

from bashers_helpers import Dice, act, battle, log_since


def session_at(state) -> Session:
    s = Session(RULES, GameConfig(game="bashers", players=2), 1)
    s.state = state
    return s


def test_turn_a_die_stands_a_choice_can_be_taken_back():
    """Undo (engine): the activation die and the move's dice reveal, so they stand; an order or the square a move
    ends on can be taken back before anything else is shown."""
    session = session_at(battle({1: (5, 5), 3: (5, 7), 4: (5, 8)}, {}))
    session.state.rng = Dice(2, 3, 4)
    session.act(Roll())
    assert not session.can_undo()
    session.act(Activate(figure=1))
    session.act(Order(figure=3))
    session.undo()
    assert session.state.active.orders == [] and session.state.queue == []
    session.undo()
    assert session.state.active is None
    session.act(Activate(figure=1))
    session.act(Move())
    assert not session.can_undo()
    session.act(MoveTo(x=8, y=8))
    session.undo()
    assert session.state.sides[0].squares[1] == (5, 5) and session.state.active.allowance == 10  # 3 + 4 + Swift 3


def test_turn_passes_after_the_activation_and_the_ordered_figures():
    """Rulings Turn: the turn then passes to the other player."""
    s = battle({0: (5, 5), 3: (5, 7)}, {})
    s.rng = Dice(4)
    act(s, Roll(), Activate(figure=0), Order(figure=3), EndActivation())
    assert s.current == 0 and s.active.figure == 3
    act(s, EndActivation())
    assert (s.current, s.turn, s.roll, s.active) == (1, 2, None, None)
    assert RULES.decision(s).prompt.startswith("Player 2 (Elamites): roll")


def test_turn_a_whole_activation_is_told_in_the_log():
    """Rulings Combat: every roll, modifier and outcome is shown and logged; moves say their dice and inches."""
    s = battle({6: (5, 5)}, {7: (5, 9)})
    s.rng = Dice(1, 2, 1, 4, 2)
    start = len(s.log)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=5, y=8), Attack(target=7))
    told = log_since(s, start)
    assert "Abramites: the activation die shows 1, a trooper acts." in told
    assert "Trooper 4 (Abramites) moves: rolls 2 and 1 + Swift 3 = 6 inches." in told
    assert "moves from F6 to F9 (3 inches)" in told
    assert ("Trooper 4 (Abramites) attacks Trooper 4 (Elamites): Trooper 4 (Abramites) rolls 4 + Fighter 1 + "
            "Charged 1 = 6; Trooper 4 (Elamites) rolls 2 + Fighter 1 + Tough 1 = 4.") in told
    assert "In base-to-base contact." in told
    assert "Trooper 4 (Abramites) scores higher: Trooper 4 (Elamites) takes 1 damage (1 taken)." in told
    attack = [e for e in s.log if "attacks" in e.text][-1]
    assert attack.seat == 0 and attack.to == 1 and attack.rule == "Combat"
    assert s.last_combat.outcome == "damage"


def test_turn_an_attack_from_afar_cites_the_rules_pages_line_of_sight_and_cover():
    """Issue 21 (the guided game's "Sight and cover" ticks on it): the line saying how far apart the two stand and
    what hides the defender cites the rules page's own section on sight and cover; in contact it stays Combat."""
    s = battle({3: (5, 5)}, {7: (5, 12)})
    s.rng = Dice(1, 4, 2)
    start = len(s.log)
    act(s, Roll(), Activate(figure=3), Attack(target=7))
    where = [e for e in s.log[start:] if e.text.startswith("At 7.0 inches")]
    assert len(where) == 1 and where[0].rule == "Rulings of this edition: The table: Line of sight and cover"
    assert line_of("bashers", where[0].rule) is not None


def test_turn_every_action_survives_a_json_round_trip():
    for a in (Roll(by=0), Activate(figure=2, by=1), Order(figure=3), Move(), MoveTo(x=23, y=0), Attack(target=4),
              EndActivation()):
        assert ACTION_TYPE.validate_json(json.dumps(a.model_dump())) == a


def test_turn_the_view_has_no_random_generator_and_copies_what_a_screen_might_change():
    s = battle({1: (5, 5), 3: (5, 7)}, {})
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1), Order(figure=3))
    v = RULES.view(s, 1)
    assert v.rng is None
    v.sides[0].squares[1] = None
    v.active.orders.append(9)
    v.queue.append((9, False))
    assert s.sides[0].squares[1] == (5, 5) and s.active.orders == [3] and s.queue == [(3, False)]
