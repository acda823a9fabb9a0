"""Why an action is not allowed now (reason for the player and the rules section), or None: the one source of
legality (`why_not`), and `allows`, its answer without the sentences, which the legal lists ask of an activation's
candidates (choices.py). Both check the action itself - a deployment square, a destination, a target - from the
position's facts worked out once (known.py), never by listing the legal actions."""

from __future__ import annotations

from bible_tabletop.engine.flow import Phase
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.bashers.rules.deploy import deploy_refusal
from bible_tabletop.games.bashers.rules.fighting import may_attack, target_refusal
from bible_tabletop.games.bashers.rules.grid import SIZE
from bible_tabletop.games.bashers.rules.known import Facts, known
from bible_tabletop.games.bashers.rules.moving import destination_refusal
from bible_tabletop.games.bashers.rules.ordering import can_order_more, order_refusal
from bible_tabletop.games.bashers.rules.sections import (R_ACTIONS, R_ACTIVATION, R_DEPLOY, R_END, R_FURTHER, R_MOVE,
                                                   R_ORDERS, R_RANGE, R_TURN)
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import KINDS

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
    """The refusal of `action` now, or None when it is allowed (an action naming no seat is the decider's). What
    it needs of the position (whose decision, a move's reach, the free squares) is worked out once (known.py): a
    move's few hundred squares and a deployment's are each asked about in a look-up."""
    now = known(state)
    kind = action.kind
    if kind not in now.takes:
        return _out_of_turn(state, now, action)
    if action.by is not None and action.by != now.seat:
        return IllegalAction(f"It is {state.names[now.seat]}'s decision now.", R_TURN)
    if kind == "move_to":  # the squares of a rolled move, and deployment squares: the large families
        x, y = action.x, action.y
        return None if 0 <= x < SIZE and 0 <= y < SIZE and now.ends >> x * SIZE + y & 1 else _move_to(state, action)
    if kind == "deploy":
        return None if action.figure in now.placeable and (action.x, action.y) in now.free else _deploy(state, action)
    check = CHECKS.get(kind)
    return check(state, now, action) if check else None


def allows(state: BashersState, action) -> bool:
    """Whether why_not lets `action` in, judged from the position's facts (known.py) without wording a refusal:
    the lists ask it of every candidate (engine/contract.py). Tests hold it to why_not on every candidate."""
    return judged(state, known(state), action)


def judged(state: BashersState, now: Facts, action) -> bool:
    """allows, with the position's facts at hand."""
    kind = action.kind
    if kind not in now.takes or action.by is not None and action.by != now.seat:
        return False
    judge = JUDGES.get(kind)
    return judge is None or judge(state, now, action)


def judged_all(state: BashersState, now: Facts, candidates: list) -> list:
    """Those of the deciding seat's candidates (all of kinds the decision takes) that `judged` lets in, each asked
    of its kind's judge alone."""
    judges = JUDGES
    return [a for a in candidates if (judge := judges.get(a.kind)) is None or judge(state, now, a)]


def _may_move(state: BashersState, now: Facts, action) -> bool:
    active = state.active
    return not active.moved and active.used < 2


def _may_move_on(state: BashersState, now: Facts, action) -> bool:
    active = state.active
    return active.moved and not (active.moved_on or active.attacked or active.orders)


def _may_attack(state: BashersState, now: Facts, action) -> bool:
    active = state.active
    return (not (active.attacked or active.moved_on) and active.used < 2
            and may_attack(state, now.seat, active.figure, action.target))


def _may_order(state: BashersState, now: Facts, action) -> bool:
    return action.figure in now.orderable(state)


def _may_activate(state: BashersState, now: Facts, action) -> bool:
    side = state.sides[now.seat]
    return (0 <= action.figure < len(side.squares) and side.squares[action.figure] is not None
            and side.figure(action.figure).rank == now.rank(state))


def _may_end_move(state: BashersState, now: Facts, action) -> bool:
    x, y = action.x, action.y
    return 0 <= x < SIZE and 0 <= y < SIZE and bool(now.ends >> x * SIZE + y & 1)


def _may_deploy(state: BashersState, now: Facts, action) -> bool:
    return action.figure in now.placeable and (action.x, action.y) in now.free


def _out_of_turn(state: BashersState, now: Facts, action) -> IllegalAction:
    """The refusal of an action of a kind the decision does not take."""
    if now.kind is None:
        return IllegalAction("The game is over: nothing more can be played.", R_END)
    if action.by is not None and action.by != now.seat:
        return IllegalAction(f"It is {state.names[now.seat]}'s decision now.", R_TURN)
    return PHASES[now.kind].why_not(action.kind, WORDS.get)


def _deploy(state: BashersState, action) -> IllegalAction | None:
    problem = deploy_refusal(state, state.current, action.figure, (action.x, action.y))
    return None if problem is None else IllegalAction(problem, R_DEPLOY)


def _activate(state: BashersState, now: Facts, action) -> IllegalAction | None:
    seat = now.seat
    side = state.sides[seat]
    if not 0 <= action.figure < len(side.squares):
        return IllegalAction(f"{side.force.name} has no figure {action.figure}.", R_ACTIVATION)
    figure = side.figure(action.figure)
    if side.squares[action.figure] is None:
        return IllegalAction(f"{figure.name} is no longer on the table.", R_ACTIVATION)
    rank = now.rank(state)
    if figure.rank != rank:
        return IllegalAction(f"The die calls a {rank}; {figure.name} is a {figure.rank}.", R_ACTIVATION)
    return None


def _name(state: BashersState) -> str:
    return state.sides[state.current].figure(state.active.figure).name


def move_refusal(state: BashersState, now: Facts | None = None, action=None) -> IllegalAction | None:
    active = state.active
    if active.moved:
        return IllegalAction(f"{_name(state)} has made its move action.", R_ACTIONS)
    if active.used >= 2:
        return IllegalAction(f"{_name(state)} has no action left: it forgoes its move for its orders.", R_ORDERS)
    return None


def move_on_refusal(state: BashersState, now: Facts | None = None, action=None) -> IllegalAction | None:
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


def _attack(state: BashersState, now: Facts, action) -> IllegalAction | None:
    spent_already = combat_left(state)
    if spent_already is not None:
        return spent_already
    problem = target_refusal(state, now.seat, state.active.figure, action.target)
    return None if problem is None else IllegalAction(problem, R_RANGE)


def _order(state: BashersState, now: Facts, action) -> IllegalAction | None:
    if action.figure in now.orderable(state):
        return None
    problem = order_refusal(state, now.seat, action.figure, now.standing(state))
    return None if problem is None else IllegalAction(problem, R_ORDERS)


def _move_to(state: BashersState, action) -> IllegalAction | None:
    problem = destination_refusal(state, (action.x, action.y))
    return None if problem is None else IllegalAction(problem, R_MOVE)


def spent(state: BashersState) -> bool:
    """The activated figure has nothing left to do: both actions used or forgone, no move half made, no order
    it could still give (its activation then ends by itself)."""
    active = state.active
    return active.allowance is None and active.used >= 2 and not can_order_more(state)


CHECKS = {"activate": _activate, "move": move_refusal, "move_on": move_on_refusal, "attack": _attack, "order": _order}
JUDGES = {"activate": _may_activate, "move": _may_move, "move_on": _may_move_on, "attack": _may_attack,
          "order": _may_order, "move_to": _may_end_move, "deploy": _may_deploy}
