"""The candidates (engine/contract.py): the actions worth asking the predicate (legality.py) about, each naming its
seat, in the order the choice lists show them. Cheap and never short of a legal action; the predicate throws out
the rest. Destinations and deployment squares are large families: a move lists the squares its reach (worked out
once per position, known.py) takes in, a deployment every square of the seat's zone for each figure still to place.

Actions are frozen, so each one is made once and handed out again (`made`): a move lists a few hundred squares,
and making them anew every time was most of the cost of listing them."""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from bible_tabletop.games.bashers.rules.actions import (Activate, Attack, Deploy, EndActivation, Move, MoveOn, MoveTo,
                                                  Order, Roll)
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.fighting import within_reach
from bible_tabletop.games.bashers.rules.grid import Square
from bible_tabletop.games.bashers.rules.known import Facts, known
from bible_tabletop.games.bashers.rules.ordering import may_order
from bible_tabletop.games.bashers.rules.reach import SQUARES, selectors
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import KINDS


# The decisions whose candidates are read off the predicate's own facts (known.py: the die's rank, a move's reach, the
# zone's free squares), so they are exactly the legal list; an activation's are judged one by one.
EXACT = ("roll", "activate", "move", "deploy")


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


def candidates(state: BashersState, seat: int | None = None, kind: str | None = None) -> list:
    """The deciding seat's candidates (none for another `seat`), only of `kind` when asked."""
    now = known(state)
    actor = now.seat
    if now.kind is None or (seat is not None and seat != actor) or (kind is not None and kind not in KINDS[now.kind]):
        return []
    if now.kind == "deploy":
        return deployments(state, actor)
    if now.kind == "roll":
        return [made(Roll, actor)]
    if now.kind == "activate":
        rank, side = now.rank(state), state.sides[actor]
        return [made(Activate, actor, figure=f) for f in side.on_table() if side.figure(f).rank == rank]
    if now.kind == "move":
        return list(compress(_move_tos(actor), selectors(now.ends)))
    return _activation(state, now, actor, kind)


def deployments(state: BashersState, seat: int) -> list[Deploy]:
    """Each figure still to place on each free square of the zone (known.py's, the predicate's own look-up), in
    sorted order."""
    where, free = zone(state, seat), known(state).free
    spots = bytes(sq in free for sq in _sorted(where))
    out: list[Deploy] = []
    for f in state.sides[seat].undeployed():
        out += compress(_placings(where, seat, f), spots)
    return out


def _activation(state: BashersState, now: Facts, seat: int, kind: str | None) -> list:
    out: list = []
    if kind in (None, "move"):
        out.append(made(Move, seat))
    if kind in (None, "move_on"):
        out.append(made(MoveOn, seat))
    if kind in (None, "attack"):
        out += [made(Attack, seat, target=t) for t in within_reach(state, seat, state.active.figure)]
    if kind in (None, "order") and may_order(state):
        out += [made(Order, seat, figure=f) for f in now.orderable(state)]
    if kind in (None, "end"):
        out.append(made(EndActivation, seat))
    return out
