"""Setting up and deploying (rulebook SETTING UP THE GAME, rulings Scenarios and deployment): the scenario's
zones, the roll-offs, alternating one figure at a time, and the reveal of a hidden deployment."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.engine.log import say
from bible_tabletop.games.bashers.rules.grid import Square, label
from bible_tabletop.games.bashers.rules.scenarios import Scenario, load_scenarios
from bible_tabletop.games.bashers.rules.sections import R_DEPLOY, R_SETUP
from bible_tabletop.games.bashers.rules.state import TURN, BashersState
from bible_tabletop.games.bashers.rules.words import who

GENERATED = "generated"
PITCHED = "pitched-battle"


@lru_cache(maxsize=8)
def scenario(scenario_id: str) -> Scenario:
    """The shipped scenario of that id; a generated map is played as a pitched battle (its zones, its start)."""
    return load_scenarios()[PITCHED if scenario_id == GENERATED else scenario_id]


def zone(state: BashersState, seat: int) -> frozenset[Square]:
    """The squares seat `seat` deploys on (seat 0 takes the scenario's first side)."""
    return scenario(state.scenario).zone(seat + 1)


def roll_off(state: BashersState, what: str) -> int:
    """Both sides roll a die, again on a tie; the higher roll's seat, every roll logged (rulebook SETTING UP)."""
    while True:
        a, b = state.rng.randint(1, 6), state.rng.randint(1, 6)
        state.revealed = True
        labels = [side.label for side in state.sides]
        tie = " - a tie, again." if a == b else "."
        say(state, f"Roll-off for {what}: {labels[0]} {a}, {labels[1]} {b}{tie}", None, R_SETUP)
        if a != b:
            return 0 if a > b else 1


def first_seat(state: BashersState, rule: str, what: str) -> int:
    """The scenario's choice ('attacker', 'defender') or a roll-off."""
    sc = scenario(state.scenario)
    if rule == "attacker" and sc.attacker is not None:
        return sc.attacker - 1
    if rule == "defender" and sc.defender is not None:
        return sc.defender - 1
    return roll_off(state, what)


def deploy_refusal(state: BashersState, seat: int, fid: int, square: Square) -> str | None:
    """Why seat `seat` may not put figure `fid` on `square` now (None when it may)."""
    side = state.sides[seat]
    if not 0 <= fid < len(side.squares):
        return f"{side.force.name} has no figure {fid}."
    name = side.figure(fid).name
    if side.squares[fid] is not None:
        return f"{name} is already on the table."
    if square not in zone(state, seat):
        return f"{label(square)} is outside your deployment zone."
    if state.terrain.is_blocking(square):
        return f"{label(square)} is blocking terrain."
    if square in side.squares:
        return f"A figure already stands on {label(square)}."
    return None


def deploy(state: BashersState, seat: int, fid: int, square: Square) -> None:
    """Place the figure; the next figure is the other side's while it has any left; the last one ends deployment."""
    state.sides[seat].squares[fid] = square
    if state.hidden:
        say(state, f"{state.sides[seat].label}: a figure is placed, hidden from the other side.", seat, R_DEPLOY)
    else:
        say(state, f"{who(state, seat, fid)} is deployed on {label(square)}.", seat, R_DEPLOY)
    other = state.enemy(seat)
    if state.sides[other].undeployed():
        state.current = other
    elif not state.sides[seat].undeployed():
        end_deployment(state)


def end_deployment(state: BashersState) -> None:
    """Every figure is on the table: a hidden deployment is shown, then the first turn is the attacker's or rolled
    off for (rulebook SETTING UP THE GAME)."""
    from bible_tabletop.games.bashers.rules.turn import start_turn  # turn.py builds on this module

    if state.hidden:
        state.hidden = False
        state.revealed = True
        for seat, side in enumerate(state.sides):
            where = ", ".join(f"{side.figure(f).name} {label(side.squares[f])}" for f in side.on_table())
            say(state, f"The curtain lifts on {side.label}: {where}.", seat, R_DEPLOY)
    state.phase = TURN
    first = first_seat(state, scenario(state.scenario).first_turn, "the first turn")
    state.first = first
    say(state, f"First turn: {state.sides[first].label}.", first, R_SETUP)
    start_turn(state, first)
