"""The Bible Bashers position: the table, the two sides (their forces as built, each figure's damage and square),
whose decision it is, and the activation in progress.

Seat 0 plays the scenario's first side, seat 1 the second. A figure is named by its side and its place in its
force (`figure`, the leader is 0). A square is `(x, y)` (grid.py); a figure not yet deployed, or killed, has none.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from bible_tabletop.engine.game import BaseState
from bible_tabletop.games.bashers.rules.forces_models import Figure, Force
from bible_tabletop.games.bashers.rules.grid import Square
from bible_tabletop.games.bashers.rules.terrain import TerrainMap

DEPLOY, TURN, OVER = "deploy", "turn", "over"


@dataclass(slots=True)
class Side:
    """One side in play: its force (figures carry their damage), the name log lines give it, each figure's
    square by figure id (None: not deployed yet, or killed)."""

    force: Force
    label: str
    squares: list[Square | None]

    def figure(self, fid: int) -> Figure:
        return self.force.figures[fid]

    def killed(self, fid: int) -> bool:
        return self.force.figures[fid].killed(self.force.buffs)

    def on_table(self) -> list[int]:
        """The ids of the figures standing on the table."""
        return [i for i, sq in enumerate(self.squares) if sq is not None]

    def undeployed(self) -> list[int]:
        return [i for i, sq in enumerate(self.squares) if sq is None and not self.killed(i)]

    def hurt(self, after: Figure) -> None:
        """Record a figure's damage after a combat (the record holds it under a longer name); remove it if killed."""
        fid = after.id
        figures = list(self.force.figures)
        figures[fid] = replace(figures[fid], damage=after.damage)
        self.force = replace(self.force, figures=tuple(figures))
        if self.killed(fid):
            self.squares[fid] = None


@dataclass(slots=True)
class Activation:
    """The figure acting now and what it has used. Its two actions (move, combat) are slots: an order forgoes one
    slot (`forgone`), moving on the further 1D6 gives up the combat action (`moved_on`). `allowance` holds the
    inches of a move rolled but not yet made."""

    figure: int
    by_order: bool = False
    contact_at_start: bool = False  # in contact with an enemy when its activation began (no charge bonus)
    moved: bool = False
    attacked: bool = False
    moved_on: bool = False
    forgone: int = 0
    orders: list[int] = field(default_factory=list)
    allowance: float | None = None

    @property
    def used(self) -> int:
        """Action slots used or forgone (0 to 2)."""
        return self.moved + (self.attacked or self.moved_on) + self.forgone


@dataclass
class BashersState(BaseState):
    scenario: str = "pitched-battle"
    terrain: TerrainMap = field(default_factory=TerrainMap.open_field)
    hidden: bool = False  # deployment is hidden behind the curtain until it ends
    sides: list[Side] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # the seats' player names
    phase: str = DEPLOY
    current: int = 0  # the seat deploying now, or whose turn it is
    first: int = 0  # the seat that took the first turn
    turn: int = 0  # turns begun (1 for the first)
    roll: int | None = None  # this turn's activation die, once rolled
    active: Activation | None = None
    queue: list[tuple[int, bool]] = field(default_factory=list)  # ordered figures waiting: (figure, contact then)
    ordered: list[int] = field(default_factory=list)  # figures ordered this turn
    winner: int | None = None
    result: str = ""  # why the game ended
    last_combat: object | None = None  # the last CombatRecord, for the screen

    def enemy(self, seat: int) -> int:
        return 1 - seat

    def occupied(self) -> list[Square]:
        """Every square a figure stands on, both sides."""
        return [sq for side in self.sides for sq in side.squares if sq is not None]

    def square(self, seat: int, fid: int) -> Square | None:
        return self.sides[seat].squares[fid]
