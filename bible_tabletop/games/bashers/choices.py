"""The legal actions, for the computer players and the choice lists: each names its seat. Destinations and targets
are large families: they are listed here (by the squares reachable, the figures in range) but legality.py checks
one square or one target directly."""

from __future__ import annotations

from bible_tabletop.games.bashers.actions import (Activate, Attack, Deploy, EndActivation, Move, MoveOn, MoveTo,
                                                  Order, Roll)
from bible_tabletop.games.bashers.activation import activated_rank
from bible_tabletop.games.bashers.deploy import zone
from bible_tabletop.games.bashers.fighting import targets
from bible_tabletop.games.bashers.legality import (combat_left, may_order, move_on_refusal, move_refusal,
                                                   order_refusal)
from bible_tabletop.games.bashers.moving import destinations
from bible_tabletop.games.bashers.state import BashersState
from bible_tabletop.games.bashers.turn import KINDS, stage, standing


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
        return [Roll(by=actor)]
    if now == "activate":
        rank = activated_rank(state.roll, standing(state, actor))
        side = state.sides[actor]
        return [Activate(figure=f, by=actor) for f in side.on_table() if side.figure(f).rank == rank]
    if now == "move":
        return [MoveTo(x=x, y=y, by=actor) for x, y in sorted(destinations(state))]
    return _activation(state, actor, kind)


def deployments(state: BashersState, seat: int, figure: int | None = None) -> list[Deploy]:
    side = state.sides[seat]
    free = sorted(sq for sq in zone(state, seat) if sq not in side.squares and not state.terrain.is_blocking(sq))
    fids = side.undeployed() if figure is None else [f for f in side.undeployed() if f == figure]
    return [Deploy(figure=f, x=x, y=y, by=seat) for f in fids for x, y in free]


def _activation(state: BashersState, seat: int, kind: str | None) -> list:
    out: list = []
    probe = Move(by=seat)
    if kind in (None, "move") and move_refusal(state, seat, probe) is None:
        out.append(probe)
    if kind in (None, "move_on") and move_on_refusal(state, seat, MoveOn(by=seat)) is None:
        out.append(MoveOn(by=seat))
    if kind in (None, "attack") and combat_left(state) is None:
        out += [Attack(target=t, by=seat) for t in targets(state, seat, state.active.figure)]
    if kind in (None, "order") and may_order(state):
        side = state.sides[seat]
        out += [Order(figure=f, by=seat) for f in side.on_table() if order_refusal(state, seat, f) is None]
    if kind in (None, "end"):
        out.append(EndActivation(by=seat))
    return out

