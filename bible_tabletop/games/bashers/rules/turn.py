"""The flow of a turn (rulebook PLAYING THE GAME, rulings Turn): who decides what now, the activation die with the
rank fallback, choosing the activated figure, orders, ending an activation (the ordered figures then act, in the
order given) and passing the turn."""

from __future__ import annotations

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.log import say
from bible_tabletop.games.bashers.rules.activation import activated_rank, rolled_rank
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.rules.sections import R_ACTIVATION, R_ORDERS, R_TURN
from bible_tabletop.games.bashers.rules.sight import in_contact
from bible_tabletop.games.bashers.rules.state import DEPLOY, OVER, Activation, BashersState
from bible_tabletop.games.bashers.rules.words import inches_text, who

# The decision kinds, and the action kinds each one takes.
KINDS: dict[str, tuple[str, ...]] = {
    "deploy": ("deploy",), "roll": ("roll",), "activate": ("activate",), "move": ("move_to",),
    "activation": ("move", "attack", "order", "move_on", "end"),
}


def stage(state: BashersState) -> str | None:
    """The kind of decision the game waits for (a key of KINDS), None once it is over."""
    if state.phase == OVER:
        return None
    if state.phase == DEPLOY:
        return "deploy"
    if state.roll is None:
        return "roll"
    if state.active is None:
        return "activate"
    return "move" if state.active.allowance is not None else "activation"


def decision(state: BashersState) -> Decision | None:
    kind = stage(state)
    if kind is None:
        return None
    seat = state.current
    me = f"{state.names[seat]} ({state.sides[seat].label})"
    if kind == "deploy":
        left = len(state.sides[seat].undeployed())
        hidden = ", hidden from the other side" if state.hidden else ""
        prompt = f"{me}: deploy a figure in your zone{hidden} ({left} still to place)."
    elif kind == "roll":
        prompt = f"{me}: roll the activation die."
    elif kind == "activate":
        rank = activated_rank(state.roll, standing(state, seat))
        prompt = f"{me}: the die shows {state.roll}; choose the {rank} to activate."
    elif kind == "move":
        name = state.sides[seat].figure(state.active.figure).name
        prompt = f"{me}: {name} may move up to {inches_text(state.active.allowance)}; choose where it ends (or stay)."
    else:
        name = state.sides[seat].figure(state.active.figure).name
        prompt = f"{me}: {name} acts - move, attack, give orders, or end its activation."
    return Decision.one(seat, kind, prompt)


def standing(state: BashersState, seat: int):
    """The figures of `seat` on the table (the ones that 'remain' for the rank fallback)."""
    side = state.sides[seat]
    return [side.figure(f) for f in side.on_table()]


def in_contact_with_enemy(state: BashersState, seat: int, fid: int) -> bool:
    here = state.square(seat, fid)
    return any(in_contact(here, sq) for sq in state.sides[1 - seat].squares if sq is not None)


def gap(state: BashersState, seat: int):
    """The distance function activation.py asks for: inches between two figures of `seat`."""
    squares = state.sides[seat].squares
    return lambda a, b: distance(squares[a.id], squares[b.id])


def start_turn(state: BashersState, seat: int) -> None:
    state.current = seat
    state.turn += 1
    state.roll, state.active = None, None
    state.queue, state.ordered = [], []


def roll(state: BashersState) -> None:
    """The activation die: 1 a trooper, 2-3 a sergeant, 4-6 a hero; with none of that rank left, the nearest lower
    rank that remains, else the nearest higher."""
    seat = state.current
    state.roll = state.rng.randint(1, 6)
    state.revealed = True
    called, rank = rolled_rank(state.roll), activated_rank(state.roll, standing(state, seat))
    why = "" if rank == called else f" (no {called} remains)"
    say(state, f"{state.sides[seat].label}: the activation die shows {state.roll}, a {rank} acts{why}.", seat,
        R_ACTIVATION)


def activate(state: BashersState, fid: int) -> None:
    seat = state.current
    state.active = Activation(fid, contact_at_start=in_contact_with_enemy(state, seat, fid))
    say(state, f"{who(state, seat, fid)} is activated.", seat, R_ACTIVATION)


def order(state: BashersState, fid: int) -> None:
    """The activated figure forgoes an action (the second order: its other action; a hero's third trooper: none
    more) and orders `fid`, whose activation begins now (for the charge bonus) and who acts after it."""
    seat, active = state.current, state.active
    active.orders.append(fid)
    active.forgone = min(2, len(active.orders))
    state.ordered.append(fid)
    state.queue.append((fid, in_contact_with_enemy(state, seat, fid)))
    say(state, f"{who(state, seat, active.figure)} orders {state.sides[seat].figure(fid).name}.", seat, R_ORDERS)


def end_activation(state: BashersState, *, said: bool = True) -> None:
    """The activation ends; the next ordered figure acts, else the turn passes to the other side."""
    seat = state.current
    if said and state.active is not None and state.square(seat, state.active.figure) is not None:
        say(state, f"{who(state, seat, state.active.figure)} ends its activation.", seat, R_TURN)
    state.active = None
    if state.queue:
        fid, contact = state.queue.pop(0)
        state.active = Activation(fid, by_order=True, contact_at_start=contact)
        say(state, f"{who(state, seat, fid)} acts on its order.", seat, R_ORDERS)
        return
    start_turn(state, 1 - seat)
