"""The legal actions, for the computer players and the choice lists: each names its seat. Destinations and targets
are large families: they are listed here (by the squares reachable, the figures in range) but legality.py checks
one square or one target directly.

Actions are frozen, so each one is made once and handed out again (`made`): a move lists a few hundred squares,
and making them anew every time was most of the cost of listing them."""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from bible_tabletop.games.bashers.rules.actions import (Activate, Attack, Deploy, EndActivation, Move, MoveOn, MoveTo,
                                                  Order, Roll)
from bible_tabletop.games.bashers.rules.activation import activated_rank
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.fighting import targets
from bible_tabletop.games.bashers.rules.legality import combat_left, may_order, move_on_refusal, move_refusal, orderable
from bible_tabletop.games.bashers.rules.grid import Square
from bible_tabletop.games.bashers.rules.moving import reach_now
from bible_tabletop.games.bashers.rules.reach import SQUARES
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import KINDS, stage, standing


@lru_cache(maxsize=4096)
def made(kind: type, by: int, **fields):
    """The action of that kind, seat and fields (made once: actions are frozen)."""
    return kind(by=by, **fields)


@lru_cache(maxsize=4)
def _move_tos(seat: int) -> tuple[MoveTo, ...]:
    """A MoveTo of `seat` for every square, in reach.SQUARES order (sorted)."""
    return tuple(MoveTo(x=x, y=y, by=seat) for x, y in SQUARES)


@lru_cache(maxsize=16)
def _sorted(zone: frozenset[Square]) -> tuple[Square, ...]:
    return tuple(sorted(zone))


@lru_cache(maxsize=256)
def _placings(zone: frozenset[Square], seat: int, fid: int) -> tuple[Deploy, ...]:
    """Figure `fid` of `seat` deployed on each square of the zone, in sorted order (whatever the map)."""
    return tuple(Deploy(figure=fid, x=x, y=y, by=seat) for x, y in _sorted(zone))


def legal_actions(state: BashersState, seat: int | None = None, kind: str | None = None,
                  figure: int | None = None) -> list:
    """Every legal action of the seat to decide (none for another `seat`), only of `kind` when asked; `figure`
    narrows deployment to one figure (for a choice list)."""
    now = stage(state)
    actor = state.current
    if now is None or (seat is not None and seat != actor) or (kind is not None and kind not in KINDS[now]):
        return []
    if now == "deploy":
        return deployments(state, actor, figure)
    if now == "roll":
        return [made(Roll, actor)]
    if now == "activate":
        rank = activated_rank(state.roll, standing(state, actor))
        side = state.sides[actor]
        return [made(Activate, actor, figure=f) for f in side.on_table() if side.figure(f).rank == rank]
    if now == "move":
        return reach_now(state).pick(_move_tos(actor))
    return _activation(state, actor, kind)


def deployments(state: BashersState, seat: int, figure: int | None = None) -> list[Deploy]:
    side = state.sides[seat]
    taken = set(side.squares)
    fids = side.undeployed() if figure is None else [f for f in side.undeployed() if f == figure]
    where, blocking = zone(state, seat), state.terrain.is_blocking
    free = bytes(sq not in taken and not blocking(sq) for sq in _sorted(where))
    out: list[Deploy] = []
    for f in fids:
        out += compress(_placings(where, seat, f), free)
    return out


def _activation(state: BashersState, seat: int, kind: str | None) -> list:
    out: list = []
    if kind in (None, "move") and move_refusal(state, seat, None) is None:
        out.append(made(Move, seat))
    if kind in (None, "move_on") and move_on_refusal(state, seat, None) is None:
        out.append(made(MoveOn, seat))
    if kind in (None, "attack") and combat_left(state) is None:
        out += [made(Attack, seat, target=t) for t in targets(state, seat, state.active.figure)]
    if kind in (None, "order") and may_order(state):
        out += [made(Order, seat, figure=f) for f in orderable(state)]
    if kind in (None, "end"):
        out.append(made(EndActivation, seat))
    return out

