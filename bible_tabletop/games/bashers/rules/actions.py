"""The decisions a Bible Bashers player takes, as frozen models tagged by `kind`.

Figures are named by their place in their own force (`figure`, the leader is 0); a `target` is a figure of the
other side; squares by `x` (column from the west, 0-23) and `y` (row from the north, 0-23)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from bible_tabletop.engine.game import Action
from bible_tabletop.games.bashers.rules.grid import SIZE

FigureId = Annotated[int, Field(ge=0, le=63)]
Coordinate = Annotated[int, Field(ge=0, le=SIZE - 1)]


class Deploy(Action):
    """Deployment: put one of your figures on a free square of your zone."""

    kind: Literal["deploy"] = "deploy"
    figure: FigureId
    x: Coordinate
    y: Coordinate


class Roll(Action):
    """Roll the activation die for your turn."""

    kind: Literal["roll"] = "roll"


class Activate(Action):
    """Choose which figure of the rank the die called is activated."""

    kind: Literal["activate"] = "activate"
    figure: FigureId


class Order(Action):
    """The activated sergeant or hero forgoes an action to order one of your figures (it acts after)."""

    kind: Literal["order"] = "order"
    figure: FigureId


class Move(Action):
    """Declare the move action: 2D6 inches (Swift +3) are rolled now, then the square is chosen."""

    kind: Literal["move"] = "move"


class MoveOn(Action):
    """After its move, a figure that has neither attacked nor ordered may move a further 1D6 inches, giving up its
    combat action."""

    kind: Literal["move_on"] = "move_on"


class MoveTo(Action):
    """Where the rolled move ends: a square reachable within the inches rolled (the figure's own: it stays)."""

    kind: Literal["move_to"] = "move_to"
    x: Coordinate
    y: Coordinate


class Attack(Action):
    """The combat action: attack an enemy figure in range (and in sight for Throwers and Shooters)."""

    kind: Literal["attack"] = "attack"
    target: FigureId


class EndActivation(Action):
    """End the figure's activation, giving up what it has not used."""

    kind: Literal["end"] = "end"


BashersAction = Annotated[Union[Deploy, Roll, Activate, Order, Move, MoveOn, MoveTo, Attack, EndActivation],
                          Field(discriminator="kind")]
ACTION_TYPE: TypeAdapter = TypeAdapter(BashersAction)
