"""Engine 2 for Bible Bashers: who decides in each kind of position (the decision), why an action is refused (the
one predicate `why_not`, its reason and rules section for every family of action), and that `why_not` agrees
exactly with the legal actions over many seeded positions, destinations and targets checked square by square and
figure by figure."""

import random
from dataclasses import replace

import pytest

from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.actions import (Activate, Attack, Deploy, EndActivation, Move, MoveOn, MoveTo,
                                                  Order, Roll)
from bible_tabletop.games.bashers.rules.grid import ALL_SQUARES
from bible_tabletop.games.bashers.rules.options import random_options
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.terrain import Terrain, TerrainMap
from bible_tabletop.games.bashers.rules.turn import KINDS, stage

from bashers_helpers import Dice, act, battle, new_game


def refusal(state, action, rule: str, *words: str):
    """why_not's refusal of `action`, with its rule and words; apply refuses it too and changes nothing."""
    problem = RULES.why_not(state, action)
    assert problem is not None, f"{action!r} was allowed"
    assert problem.rule == rule, problem
    for w in words:
        assert w in problem.reason, problem.reason
    log = len(state.log)
    with pytest.raises(Exception) as info:
        RULES.apply(state, action)
    assert info.type.__name__ == "IllegalAction" and len(state.log) == log
    return problem


# -- the decision in each kind of position -------------------------------------------------------------------------

def test_decision_deployment_is_one_seat_at_a_time():
    """Rulings Scenarios and deployment: alternating one figure at a time."""
    s = new_game("well", seed=2)
    d = RULES.decision(s)
    assert (d.kind, d.seats, d.mode) == ("deploy", (1,), Mode.ONE) and deciding(RULES.decision(s)) == 1
    assert d.prompt == "Player 2 (Elamites): deploy a figure in your zone (8 still to place)."
    hidden = RULES.decision(new_game("ambush")).prompt
    assert "hidden from the other side" in hidden


def test_decision_the_turn_roll_activate_act_and_move():
    """Rulings Turn: roll the die, choose the figure of the rank, its actions, then where a rolled move ends."""
    s = battle({1: (5, 5), 2: (9, 9)}, {})
    s.rng = Dice(3, 2, 2)
    steps = [("roll", "roll the activation die"), ("activate", "the die shows 3; choose the sergeant"),
             ("activation", "Aner acts"), ("move", "Aner may move up to 7 inches")]
    actions = [Roll(), Activate(figure=1), Move()]
    for (kind, words), action in zip(steps, actions + [None]):
        d = RULES.decision(s)
        assert (d.kind, d.seats, d.mode) == (kind, (0,), Mode.ONE) and words in d.prompt
        assert d.prompt.startswith("Player 1 (Abramites): ")
        assert {a.kind for a in RULES.legal_actions(s)} <= set(KINDS[kind])
        if action is not None:
            act(s, action)


def test_decision_none_once_the_game_is_over():
    s = battle({}, {})
    s.phase, s.winner = "over", 0
    assert RULES.decision(s) is None and deciding(RULES.decision(s)) is None and RULES.legal_actions(s) == []
    refusal(s, Roll(), "Winning", "The game is over")


# -- refusals by family ----------------------------------------------------------------------------------------------

def test_refused_another_seats_action_and_an_action_of_another_moment():
    s = battle({}, {})
    refusal(s, Roll(by=1), "Turn", "It is Player 1's decision now.")
    refusal(s, Attack(target=0), "Turn: the activation die", "Not in the start of the turn",
            "rolling the activation die")
    refusal(s, Deploy(figure=0, x=1, y=1), "Turn: the activation die")


def test_refused_activate_a_figure_the_die_did_not_call():
    """Rulebook PLAYING THE GAME: the die calls the rank."""
    s = battle({}, {})
    s.rng = Dice(5)
    act(s, Roll())
    refusal(s, Activate(figure=1), "Turn: the activation die", "The die calls a hero; Aner is a sergeant.")
    refusal(s, Activate(figure=30), "Turn: the activation die", "has no figure 30")
    s = battle({}, {})
    s.sides[0].squares[1] = None
    s.sides[0].force = replace(s.sides[0].force, figures=tuple(
        replace(f, damage=3) if f.id == 1 else f for f in s.sides[0].force.figures))
    s.rng = Dice(2)
    act(s, Roll())
    refusal(s, Activate(figure=1), "Turn: the activation die", "no longer on the table")


def test_refused_moves():
    """Rulings Turn: one move action; the further 1D6 only after it, with no attack and no orders."""
    s = battle({6: (5, 5)}, {7: (5, 6)})
    s.rng = Dice(1, 3, 3, 1, 1)
    act(s, Roll(), Activate(figure=6))
    refusal(s, MoveOn(), "Turn: the further 1D6 move", "has not moved yet")
    act(s, Attack(target=7), Move())
    refusal(s, Move(), "Turn: move")  # mid-move: only the square is awaited
    refusal(s, Attack(target=7), "Turn: move", "Not in the middle of a move")
    act(s, MoveTo(x=5, y=5))
    s = battle({6: (5, 5)}, {7: (5, 6)})
    s.rng = Dice(1, 1, 1, 3, 3)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=4, y=4))
    refusal(s, Move(), "Turn: one move action and one combat action", "has made its move action")
    s = battle({2: (5, 5), 6: (5, 8), 7: (6, 8)}, {})
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=2), Order(figure=6))
    refusal(s, MoveOn(), "Turn: the further 1D6 move", "has not moved yet")


def test_refused_destinations_checked_square_by_square():
    """Rulings The table in a terminal: no entering blocking terrain or another figure; the cheapest path within
    the inches rolled."""
    wall = TerrainMap.with_terrain({(7, 5): Terrain.BLOCKING})
    s = battle({6: (5, 5)}, {7: (5, 7)}, terrain=wall)
    s.rng = Dice(1, 1, 1)
    act(s, Roll(), Activate(figure=6), Move())
    refusal(s, MoveTo(x=7, y=5), "Turn: move", "H6 is blocking terrain")
    refusal(s, MoveTo(x=5, y=7), "Turn: move", "A figure stands on F8")
    refusal(s, MoveTo(x=5, y=15), "Turn: move", "F16 is 11 inches away by the cheapest path; the move has 5.")
    walled = TerrainMap.with_terrain({sq: Terrain.BLOCKING for sq in [(4, 4), (5, 4), (6, 4), (4, 5), (6, 5),
                                                                      (4, 6), (5, 6), (6, 6)]})
    s = battle({6: (5, 5)}, {}, terrain=walled)
    s.rng = Dice(1, 1, 1)
    act(s, Roll(), Activate(figure=6), Move())
    refusal(s, MoveTo(x=9, y=9), "Turn: move", "No path leads to J10")


def test_refused_attacks():
    """Rulings Combat: a Fighter in contact only; Throwers and Shooters within range and in sight; one combat
    action, given up for orders or the further move."""
    wall = TerrainMap.with_terrain({(5, 8): Terrain.BLOCKING})
    s = battle({6: (5, 5), 1: (5, 6)}, {7: (5, 10), 2: (5, 20)}, terrain=wall)
    s.rng = Dice(1)
    act(s, Roll(), Activate(figure=6))
    refusal(s, Attack(target=7), "Combat: range", "attacks only a figure in base-to-base contact")
    refusal(s, Attack(target=20), "Combat: range", "has no figure 20")
    s.sides[1].squares[7] = None
    refusal(s, Attack(target=7), "Combat: range", "no longer on the table")
    s = battle({1: (5, 6)}, {7: (5, 10), 2: (5, 20)}, terrain=wall)
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1))
    refusal(s, Attack(target=2), "Combat: range", "reaches 12 inches; the target is 14.0 away")
    refusal(s, Attack(target=7), "Combat: range", "cannot see", "blocking terrain on F9")
    s = battle({6: (5, 5)}, {7: (5, 6)})
    s.rng = Dice(1, 3, 3)
    act(s, Roll(), Activate(figure=6), Attack(target=7))
    refusal(s, Attack(target=7), "Turn: one move action and one combat action", "has made its combat action")
    s = battle({6: (5, 5)}, {7: (9, 9)})
    s.rng = Dice(1, 1, 1, 3)
    act(s, Roll(), Activate(figure=6), Move(), MoveTo(x=6, y=6), MoveOn(), MoveTo(x=8, y=8))
    assert s.current == 1  # moving on gave up the attack: the activation is over
    s = battle({1: (5, 5), 6: (5, 8), 7: (6, 8)}, {4: (5, 12)})
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1), Order(figure=6))
    s.active.moved = True
    refusal(s, Attack(target=4), "Turn: orders", "forgoes its combat action for its orders")


def test_refused_orders():
    """Rulings Turn: sergeants order troopers, heroes troopers or sergeants, within 12 inches (15 with
    Leadership), one per action forgone (a hero's third only for three troopers); ordered figures give none."""
    s = battle({3: (5, 5), 4: (5, 6)}, {})
    s.rng = Dice(1)
    act(s, Roll(), Activate(figure=3))
    refusal(s, Order(figure=4), "Turn: orders", "only sergeants and heroes give orders")
    s = battle({1: (5, 5), 2: (5, 6), 3: (5, 7), 4: (5, 8), 5: (5, 9), 6: (5, 22)}, {})
    s.rng = Dice(2)
    act(s, Roll(), Activate(figure=1))
    refusal(s, Order(figure=2), "Turn: orders", "A sergeant orders troopers only; Eshcol is a sergeant.")
    refusal(s, Order(figure=6), "Turn: orders", "17.0 inches away; orders reach 15 inches")
    refusal(s, Order(figure=1), "Turn: orders", "cannot order itself")
    act(s, Order(figure=3))
    refusal(s, Order(figure=3), "Turn: orders", "ordered only once")
    act(s, Order(figure=4))
    assert s.active.figure == 3  # two orders forgo both actions: the sergeant is done, its troopers act
    refusal(s, Order(figure=5), "Turn: orders", "activated by an order and cannot give orders")
    s = battle({0: (5, 5), 1: (5, 6), 3: (5, 7), 4: (5, 8), 5: (5, 9)}, {})
    s.rng = Dice(6)
    act(s, Roll(), Activate(figure=0), Order(figure=3), Order(figure=4))
    refusal(s, Order(figure=1), "Turn: orders", "a hero orders at most 2 figures (three only if all are troopers)")
    act(s, Order(figure=5))
    assert s.active.figure == 3 and [f for f, _ in s.queue] == [4, 5]
    s = battle({1: (5, 5), 3: (5, 7)}, {4: (5, 12)})
    s.rng = Dice(2, 2, 2, 4, 4)
    act(s, Roll(), Activate(figure=1), Move(), MoveTo(x=5, y=6), Attack(target=4))
    assert s.current == 1  # moved and attacked: nothing left, so no order either


def test_end_is_allowed_in_any_activation_and_nowhere_else():
    s = battle({6: (5, 5)}, {})
    refusal(s, EndActivation(), "Turn: the activation die", "Not in the start of the turn")
    s.rng = Dice(1)
    act(s, Roll(), Activate(figure=6))
    assert RULES.why_not(s, EndActivation()) is None


# -- agreement of why_not with the legal actions ---------------------------------------------------------------------

def probes(state, rng: random.Random) -> list:
    """Actions of every family to check at this position: the legal ones, every figure id and a sample of
    squares for the family of this moment, actions of other moments, and another seat's."""
    seat = state.current
    sample = rng.sample(ALL_SQUARES, 32)
    ids = range(0, 14)
    out = [Roll(), Move(), MoveOn(), EndActivation(), Roll(by=1 - seat), EndActivation(by=1 - seat)]
    out += [Activate(figure=f) for f in ids] + [Order(figure=f) for f in ids] + [Attack(target=f) for f in ids]
    out += [MoveTo(x=x, y=y) for x, y in sample]
    out += [Deploy(figure=f, x=x, y=y) for f in rng.sample(list(ids), 4) for x, y in sample]
    return [a.model_copy(update={"by": seat}) if a.by is None else a for a in out]


def test_why_not_agrees_with_the_legal_actions_over_seeded_positions():
    """Every enumerated action is allowed; every probed action is allowed exactly when it is enumerated; asked by
    seat or by kind, the enumeration is that part of the whole."""
    rng = random.Random(12)
    checked = set()
    for seed in range(8):
        config = GameConfig(game="bashers", players=2, options=random_options(random.Random(seed)))
        s = RULES.setup(config, seed)
        step = 0
        while RULES.outcome(s) is None and step < 700:
            legal = RULES.legal_actions(s)
            if step % 15 == 0 or stage(s) == "move" and step % 7 == 0:
                whole = set(legal)
                assert all(RULES.why_not(s, a) is None for a in legal)
                for a in probes(s, rng):
                    assert (RULES.why_not(s, a) is None) == (a in whole), (seed, step, a, RULES.why_not(s, a))
                for seat in (0, 1):
                    assert set(RULES.legal_actions(s, seat)) == {a for a in whole if a.by == seat}
                for kind in {a.kind for a in legal} | {"attack", "deploy"}:
                    assert set(RULES.legal_actions(s, kind=kind)) == {a for a in whole if a.kind == kind}
                checked.add(stage(s))
            RULES.apply(s, rng.choice(legal))
            step += 1
    assert checked == set(KINDS)


def test_allows_and_the_candidates_agree_with_why_not_over_seeded_positions():
    """Issue 20, legal lists from the predicate: `allows` (why_not without its sentences) answers as why_not does of
    every candidate and every probe; the legal list is the candidates why_not allows, in the candidates' order
    (a rolled move's ends, a deployment's squares, the roll and the figures the die calls are listed off the
    predicate's own facts, so there they are the candidates themselves)."""
    rng = random.Random(20)
    checked = set()
    for seed in range(6):
        config = GameConfig(game="bashers", players=2, options=random_options(random.Random(seed)))
        s = RULES.setup(config, seed)
        while RULES.outcome(s) is None:
            legal = RULES.legal_actions(s)
            listed = RULES.candidates(s, None, None)
            assert legal == [a for a in listed if RULES.why_not(s, a) is None]
            for a in listed + (probes(s, rng) if stage(s) == "activation" or rng.random() < 0.1 else []):
                assert RULES.allows(s, a) == (RULES.why_not(s, a) is None), (seed, a)
            checked.add(stage(s))
            RULES.apply(s, rng.choice(legal))
    assert checked == set(KINDS)
