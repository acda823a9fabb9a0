"""Why an action is not allowed now (reason for the player and the rules section), or None: the one source of
legality. It checks the action itself - a deployment square, a destination, a target - directly, never by listing
the legal actions; choices.py lists exactly what it allows."""

from __future__ import annotations

from collections.abc import Iterator

from bible_tabletop.engine.flow import Phase
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.bashers.rules.activation import ORDERS, activated_rank, order_problem, order_range
from bible_tabletop.games.bashers.rules.deploy import deploy_refusal
from bible_tabletop.games.bashers.rules.fighting import target_refusal
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.rules.moving import destination_refusal
from bible_tabletop.games.bashers.rules.sections import (R_ACTIONS, R_ACTIVATION, R_DEPLOY, R_END, R_FURTHER, R_MOVE,
                                                   R_ORDERS, R_RANGE, R_TURN)
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import KINDS, gap, stage, standing

WORDS = {"deploy": "deploying a figure", "roll": "rolling the activation die", "activate": "choosing the figure",
         "move_to": "choosing where the move ends", "move": "a move", "attack": "an attack", "order": "an order",
         "move_on": "the further move", "end": "ending the activation"}
PHASES = {
    "deploy": Phase.of("deployment", *KINDS["deploy"], rule=R_DEPLOY),
    "roll": Phase.of("start of the turn", *KINDS["roll"], rule=R_ACTIVATION),
    "activate": Phase.of("choice of the activated figure", *KINDS["activate"], rule=R_ACTIVATION),
    "move": Phase.of("middle of a move", *KINDS["move"], rule=R_MOVE),
    "activation": Phase.of("activation", *KINDS["activation"], rule=R_ACTIONS),
}


def why_not(state: BashersState, action) -> IllegalAction | None:
    """The refusal of `action` now, or None when it is allowed (an action naming no seat is the decider's)."""
    kind = stage(state)
    if kind is None:
        return IllegalAction("The game is over: nothing more can be played.", R_END)
    seat = state.current
    if action.by is not None and action.by != seat:
        return IllegalAction(f"It is {state.names[seat]}'s decision now.", R_TURN)
    wrong = PHASES[kind].why_not(action.kind, WORDS.get)
    if wrong is not None:
        return wrong
    check = CHECKS.get(action.kind)
    return check(state, seat, action) if check else None


def _deploy(state: BashersState, seat: int, action) -> IllegalAction | None:
    problem = deploy_refusal(state, seat, action.figure, (action.x, action.y))
    return None if problem is None else IllegalAction(problem, R_DEPLOY)


def _activate(state: BashersState, seat: int, action) -> IllegalAction | None:
    side = state.sides[seat]
    if not 0 <= action.figure < len(side.squares):
        return IllegalAction(f"{side.force.name} has no figure {action.figure}.", R_ACTIVATION)
    figure = side.figure(action.figure)
    if side.squares[action.figure] is None:
        return IllegalAction(f"{figure.name} is no longer on the table.", R_ACTIVATION)
    rank = activated_rank(state.roll, standing(state, seat))
    if figure.rank != rank:
        return IllegalAction(f"The die calls a {rank}; {figure.name} is a {figure.rank}.", R_ACTIVATION)
    return None


def _name(state: BashersState) -> str:
    return state.sides[state.current].figure(state.active.figure).name


def move_refusal(state: BashersState, seat: int, action) -> IllegalAction | None:
    active = state.active
    if active.moved:
        return IllegalAction(f"{_name(state)} has made its move action.", R_ACTIONS)
    if active.used >= 2:
        return IllegalAction(f"{_name(state)} has no action left: it forgoes its move for its orders.", R_ORDERS)
    return None


def move_on_refusal(state: BashersState, seat: int, action) -> IllegalAction | None:
    active, name = state.active, _name(state)
    if not active.moved:
        return IllegalAction(f"The further 1D6 follows a move: {name} has not moved yet.", R_FURTHER)
    if active.moved_on:
        return IllegalAction(f"{name} has moved on already.", R_FURTHER)
    if active.attacked:
        return IllegalAction(f"{name} has made a combat action: no further move.", R_FURTHER)
    if active.orders:
        return IllegalAction(f"{name} gave orders: no further move.", R_FURTHER)
    return None


def combat_left(state: BashersState) -> IllegalAction | None:
    """Why the activated figure has no combat action left (None: it has, whoever it may hit)."""
    active, name = state.active, _name(state)
    if active.attacked:
        return IllegalAction(f"{name} has made its combat action.", R_ACTIONS)
    if active.moved_on:
        return IllegalAction(f"{name} moved on a further 1D6 instead of attacking.", R_FURTHER)
    if active.used >= 2:
        return IllegalAction(f"{name} has no action left: it forgoes its combat action for its orders.", R_ORDERS)
    return None


def _attack(state: BashersState, seat: int, action) -> IllegalAction | None:
    spent_already = combat_left(state)
    if spent_already is not None:
        return spent_already
    problem = target_refusal(state, seat, state.active.figure, action.target)
    return None if problem is None else IllegalAction(problem, R_RANGE)


def order_refusal(state: BashersState, seat: int, fid: int, figures=None) -> str | None:
    """Why the activated figure may not order figure `fid` now (None when it may): orders from sergeants (troopers)
    and heroes (troopers and sergeants) within 12 inches (15 with Leadership), one per action forgone, a hero's
    third order only when all three are troopers; never by an ordered figure, nor after moving on. `figures`:
    `standing(state, seat)` when the caller has it already."""
    active, side = state.active, state.sides[seat]
    orderer = side.figure(active.figure)
    if not 0 <= fid < len(side.squares):
        return f"{side.force.name} has no figure {fid}."
    if active.moved_on:
        return f"{orderer.name} moved on a further 1D6: it gives no orders."
    ordered = [side.figure(f) for f in active.orders] + [side.figure(fid)]
    forgone = min(2, len(ordered))
    problem = order_problem(orderer, forgone, ordered, standing(state, seat) if figures is None else figures,
                            gap(state, seat), side.force.buffs, was_ordered=active.by_order)
    if problem:
        return problem
    if forgone - active.forgone > 2 - active.used:
        return f"{orderer.name} has no action left to forgo."
    return None


def _order(state: BashersState, seat: int, action) -> IllegalAction | None:
    problem = order_refusal(state, seat, action.figure)
    return None if problem is None else IllegalAction(problem, R_ORDERS)


def _move_to(state: BashersState, seat: int, action) -> IllegalAction | None:
    problem = destination_refusal(state, (action.x, action.y))
    return None if problem is None else IllegalAction(problem, R_MOVE)


def may_order(state: BashersState) -> bool:
    """A quick first look: the activated figure is a sergeant or hero acting on its own die, that has not moved
    on, with an action left to forgo or a hero's third trooper still open (order_refusal says the rest)."""
    active = state.active
    rank = state.sides[state.current].figure(active.figure).rank
    return (ORDERS[rank] and not active.by_order and not active.moved_on
            and (active.used < 2 or (rank == "hero" and len(active.orders) == 2)))


def can_order_more(state: BashersState) -> bool:
    """Whether the activated figure could still give an order (a hero's third trooper, after two)."""
    return may_order(state) and any(True for _ in orderable(state))


def orderable(state: BashersState) -> Iterator[int]:
    """The figures the activated figure may order now (with `may_order` as the first look): those of a rank it
    orders, not ordered already, within its reach, that order_refusal allows. Past those first checks its answer
    for a figure depends on the figure's rank alone (the figures ordered before, the actions forgone, how many of
    which ranks it may order), so it is asked once a rank."""
    seat, active = state.current, state.active
    side = state.sides[seat]
    orderer = side.figure(active.figure)
    ranks, reach = ORDERS[orderer.rank], order_range(side.force.buffs)
    here = side.squares[active.figure]
    allowed: dict[str, bool] = {}
    figures = None
    for f, there in enumerate(side.squares):
        if there is None or f in active.orders or distance(here, there) > reach:
            continue
        rank = side.figure(f).rank
        if rank not in ranks:
            continue
        if rank not in allowed:
            figures = figures or standing(state, seat)
            allowed[rank] = order_refusal(state, seat, f, figures) is None
        if allowed[rank]:
            yield f


def spent(state: BashersState) -> bool:
    """The activated figure has nothing left to do: both actions used or forgone, no move half made, no order
    it could still give (its activation then ends by itself)."""
    active = state.active
    return active.allowance is None and active.used >= 2 and not can_order_more(state)


CHECKS = {"deploy": _deploy, "activate": _activate, "move": move_refusal, "move_on": move_on_refusal, "attack": _attack,
          "order": _order, "move_to": _move_to}
