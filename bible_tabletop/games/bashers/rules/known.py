"""What Bible Bashers works out once per position and keeps on the engine's per-position memo (engine/worked.py):
whose decision and of what kind, the squares a rolled move may end on, the free deployment squares, the figures
standing and the rank the die calls. The predicate
(legality.py) and the candidates (choices.py) both read them, so a move's few hundred squares cost one search."""

from __future__ import annotations

from bible_tabletop.engine.worked import facts
from bible_tabletop.games.bashers.rules.activation import activated_rank
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.grid import SIZE
from bible_tabletop.games.bashers.rules.moving import reach_now
from bible_tabletop.games.bashers.rules.ordering import orderable
from bible_tabletop.games.bashers.rules.state import BashersState
from bible_tabletop.games.bashers.rules.turn import KINDS, stage, standing


class Facts:
    """The facts of one position: the decision's kind (None: over) and seat, the action kinds it takes; in the
    middle of a move the mask of the squares it may end on (bit x * SIZE + y); in deployment the figures still to
    place and the free squares of the zone; when first asked, the seat's figures standing and the rank the die
    calls."""

    __slots__ = ("kind", "seat", "takes", "ends", "placeable", "free", "_standing", "_rank", "_orderable")

    def __init__(self, state: BashersState):
        self.kind, self.seat = stage(state), state.current
        self.takes = KINDS.get(self.kind, ())
        self.ends = reach_now(state).reached if self.kind == "move" else 0
        self.placeable, self.free = (frozenset(state.sides[self.seat].undeployed()), _free(state, self.seat)) \
            if self.kind == "deploy" else (frozenset(), frozenset())
        self._standing: list | None = None
        self._rank: str | None = None
        self._orderable: tuple[int, ...] | None = None

    def standing(self, state: BashersState) -> list:
        """The deciding seat's figures on the table."""
        if self._standing is None:
            self._standing = standing(state, self.seat)
        return self._standing

    def rank(self, state: BashersState) -> str | None:
        """The rank the activation die calls on (with the fallback when none of it remains)."""
        if self._rank is None:
            self._rank = activated_rank(state.roll, self.standing(state))
        return self._rank

    def orderable(self, state: BashersState) -> tuple[int, ...]:
        """The figures the activated figure may order now, in the side's order (ordering.py)."""
        if self._orderable is None:
            self._orderable = tuple(orderable(state, self.standing(state)))
        return self._orderable


def _free(state: BashersState, seat: int) -> frozenset:
    """The squares of the seat's zone that are neither blocking terrain nor taken by one of its figures."""
    taken, blocking = set(state.sides[seat].squares), state.terrain.is_blocking
    return frozenset(sq for sq in zone(state, seat) if sq not in taken and not blocking(sq))


def known(state: BashersState) -> Facts:
    """The facts of the position, worked out the first time they are asked after an action (engine/worked.py)."""
    return facts(state, Facts)
