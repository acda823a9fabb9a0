"""Orders (rulebook ORDERS, rulings Turn): which figures the activated figure may order now. A sergeant orders
troopers and a hero troopers and sergeants, within 12 inches (15 with Leadership), one an action forgone, a hero's
third only when all three are troopers; an ordered figure gives none, nor does one that moved on. The rank
arithmetic is activation.py's; this module measures the table for it."""

from __future__ import annotations

from collections.abc import Iterator

from bible_tabletop.games.bashers.rules.activation import ORDERS, order_problem, order_range
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import gap, standing


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


def within_orders(state: BashersState) -> Iterator[int]:
    """The figures the activated figure might order (the candidates' first look; order_refusal decides): its
    side's figures on the table of a rank it orders, not ordered by it already, within its orders' reach."""
    seat, active = state.current, state.active
    side = state.sides[seat]
    ranks, reach = ORDERS[side.figure(active.figure).rank], order_range(side.force.buffs)
    here = side.squares[active.figure]
    for f, there in enumerate(side.squares):
        if (there is not None and f not in active.orders and distance(here, there) <= reach
                and side.figure(f).rank in ranks):
            yield f


def orderable(state: BashersState, figures=None) -> Iterator[int]:
    """The figures order_refusal allows the activated figure to order now. Past within_orders' first look its
    answer hangs on the figure's rank alone (the figures ordered before, the actions forgone, how many of which
    ranks), so it is asked once a rank."""
    seat = state.current
    side, allowed = state.sides[seat], {}
    for f in within_orders(state):
        rank = side.figure(f).rank
        if rank not in allowed:
            figures = figures or standing(state, seat)
            allowed[rank] = order_refusal(state, seat, f, figures) is None
        if allowed[rank]:
            yield f
