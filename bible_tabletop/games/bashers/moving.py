"""The move action on the table (rulebook MOVEMENT, rulings Turn and The table in a terminal): 2D6 inches (Swift
+3) rolled when the move is declared, the further 1D6 of a figure that neither attacks nor orders, and where a
rolled move may end. Paths and costs are paths.py's."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.engine.log import say
from bible_tabletop.games.bashers.activation import move_allowance
from bible_tabletop.games.bashers.grid import Square, label
from bible_tabletop.games.bashers.paths import half_inches, route
from bible_tabletop.games.bashers.reach import Reach, reach
from bible_tabletop.games.bashers.sections import R_FURTHER, R_MOVE
from bible_tabletop.games.bashers.state import BashersState
from bible_tabletop.games.bashers.terrain import TerrainMap
from bible_tabletop.games.bashers.words import who


def _mover(state: BashersState) -> tuple[int, int, Square]:
    seat, fid = state.current, state.active.figure
    return seat, fid, state.square(seat, fid)


def _others(state: BashersState, here: Square) -> list[Square]:
    return [sq for sq in state.occupied() if sq != here]


def destinations(state: BashersState) -> dict[Square, float]:
    """Every square the rolled move may end on (its own square too: it stays), with the cheapest cost."""
    return reach_now(state).costs()


def reach_now(state: BashersState) -> Reach:
    """Where the rolled move may end, as masks (reach.py): the list, the check and the move itself ask it."""
    _, _, here = _mover(state)
    return _reach(state.terrain, here, state.active.allowance, frozenset(state.occupied()))


@lru_cache(maxsize=16)
def _reach(terrain: TerrainMap, here: Square, allowance: float, occupied: frozenset[Square]) -> Reach:
    return reach(terrain, here, half_inches(allowance), occupied)


def destination_refusal(state: BashersState, square: Square) -> str | None:
    """Why the rolled move cannot end on `square` (None when it can): the square's cheapest path from the figure
    costs more than the inches rolled, or none leads there."""
    if square in reach_now(state):
        return None
    _, _, here = _mover(state)
    others = _others(state, here)
    if state.terrain.is_blocking(square):
        return f"{label(square)} is blocking terrain: nobody enters it."
    if square in others:
        return f"A figure stands on {label(square)}."
    way = route(state.terrain, here, square, others)
    if way is None:
        return f"No path leads to {label(square)}."
    return f"{label(square)} is {way.cost:g} inches away by the cheapest path; the move has {state.active.allowance:g}."


def declare(state: BashersState) -> None:
    """The move action: roll 2D6 (+3 with Swift) now; the square is chosen next."""
    seat, fid, _ = _mover(state)
    dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.revealed = True
    buffs = state.sides[seat].force.buffs
    inches = move_allowance(dice, buffs)
    swift = " + Swift 3" if inches > sum(dice) else ""
    state.active.moved = True
    state.active.allowance = float(inches)
    say(state, f"{who(state, seat, fid)} moves: rolls {dice[0]} and {dice[1]}{swift} = {inches} inches.", seat, R_MOVE)


def move_on(state: BashersState) -> None:
    """The further move: roll 1D6 (Swift does not add to it); the combat action is given up."""
    seat, fid, _ = _mover(state)
    die = state.rng.randint(1, 6)
    state.revealed = True
    state.active.moved_on = True
    state.active.allowance = float(die)
    say(state, f"{who(state, seat, fid)} moves on instead of attacking: rolls {die} inches.", seat, R_FURTHER)


def move_to(state: BashersState, square: Square) -> None:
    seat, fid, here = _mover(state)
    cost = reach_now(state).cost(square)
    state.active.allowance = None
    if square == here:
        say(state, f"{who(state, seat, fid)} stays on {label(here)}.", seat, R_MOVE)
        return
    state.sides[seat].squares[fid] = square
    say(state, f"{who(state, seat, fid)} moves from {label(here)} to {label(square)} ({cost:g} inches).",
        seat, R_MOVE)
