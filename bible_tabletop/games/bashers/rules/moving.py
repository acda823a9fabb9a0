"""The move action on the table (rulebook MOVEMENT, rulings Turn and The table in a terminal): 2D6 inches (Swift
+3) rolled when the move is declared, the further 1D6 of a figure that neither attacks nor orders, and where a
rolled move may end. Paths and costs are paths.py's."""

from __future__ import annotations

from functools import lru_cache

from bible_tabletop.engine.log import say
from bible_tabletop.games.bashers.rules.activation import move_allowance
from bible_tabletop.games.bashers.rules.grid import Square, label
from bible_tabletop.games.bashers.rules.paths import half_inches, route
from bible_tabletop.games.bashers.rules.reach import Reach, reach
from bible_tabletop.games.bashers.rules.sections import R_FURTHER, R_MOVE
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.terrain import TerrainMap
from bible_tabletop.games.bashers.rules.words import inches_text, who


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


def _roll(state: BashersState, seat: int, dice: int) -> str:
    """Roll a movement roll of `dice` dice (+3 with Swift) as the move allowance; the roll as the log tells it."""
    rolled = tuple(state.rng.randint(1, 6) for _ in range(dice))
    state.revealed = True
    inches = move_allowance(rolled, state.sides[seat].force.buffs)
    state.active.allowance = float(inches)
    swift = f" + Swift {inches - sum(rolled)}" if inches > sum(rolled) else ""
    told = f"rolls {' and '.join(map(str, rolled))}{swift}"
    return f"rolls {inches_text(inches)}" if told == f"rolls {inches}" else f"{told} = {inches_text(inches)}"


def declare(state: BashersState) -> None:
    """The move action: roll 2D6 (+3 with Swift) now; the square is chosen next."""
    seat, fid, _ = _mover(state)
    state.active.moved = True
    say(state, f"{who(state, seat, fid)} moves: {_roll(state, seat, 2)}.", seat, R_MOVE)


def move_on(state: BashersState) -> None:
    """The further move: roll 1D6 (+3 with Swift, as for every movement roll); the combat action is given up."""
    seat, fid, _ = _mover(state)
    state.active.moved_on = True
    say(state, f"{who(state, seat, fid)} moves on instead of attacking: {_roll(state, seat, 1)}.", seat, R_FURTHER)


def move_to(state: BashersState, square: Square) -> None:
    seat, fid, here = _mover(state)
    cost = reach_now(state).cost(square)
    state.active.allowance = None
    if square == here:
        say(state, f"{who(state, seat, fid)} stays on {label(here)}.", seat, R_MOVE)
        return
    state.sides[seat].squares[fid] = square
    say(state, f"{who(state, seat, fid)} moves from {label(here)} to {label(square)} ({inches_text(cost)}).",
        seat, R_MOVE)
