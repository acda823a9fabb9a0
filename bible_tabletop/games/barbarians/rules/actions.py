"""The decisions a Bar Barians player can take, as frozen models tagged by `kind`."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from bible_tabletop.engine.game import Action

SEATS = range(6)  # every seat a game can have (2 to 6 players)


class Place(Action):
    """Setup: put your standee in an area."""

    kind: Literal["place"] = "place"
    area: int = Field(ge=0, le=3)


class Stumble(Action):
    """Action: move to an orthogonally adjacent area."""

    kind: Literal["stumble"] = "stumble"
    area: int = Field(ge=0, le=3)


class Play(Action):
    """Action: play a brawl card from hand (or Winy's top card), with its target and area where it needs them."""

    kind: Literal["play"] = "play"
    card: int = Field(ge=0)
    target: int | None = None
    area: int | None = None
    skip_drink: bool = False


class Breather(Action):
    """Action: draw a brawl card."""

    kind: Literal["breather"] = "breather"


class TopDeck(Action):
    """Action (Winy's skill): turn over the top card of the deck to play it at once."""

    kind: Literal["top_deck"] = "top_deck"


class Defend(Action):
    """The target's answer to an attack: a Defence card from hand, or none."""

    kind: Literal["defend"] = "defend"
    card: int | None = None


class MoveTo(Action):
    """Choose the adjacent area a pushed or stumbling character ends in."""

    kind: Literal["move_to"] = "move_to"
    area: int = Field(ge=0, le=3)


class Discard(Action):
    """End of turn: discard a card down to the hand limit of 5."""

    kind: Literal["discard"] = "discard"
    card: int = Field(ge=0)


class EndTurn(Action):
    """End the turn now, giving up the actions left."""

    kind: Literal["end_turn"] = "end_turn"


BarbariansAction = Annotated[
    Union[Place, Stumble, Play, Breather, TopDeck, Defend, MoveTo, Discard, EndTurn], Field(discriminator="kind")
]
ACTION_TYPE: TypeAdapter = TypeAdapter(BarbariansAction)

ANSWER = {"place": "place", "defence": "defend", "move": "move_to", "discard": "discard", "top_deck": "play"}
"""The action kind that answers each kind of pending decision."""

# The actions that carry nothing but a seat (and an area), made once: they are values (frozen), the same in every game.
PLACE = tuple(tuple(Place(area=a, by=s) for a in range(4)) for s in SEATS)
STUMBLE = tuple(tuple(Stumble(area=a, by=s) for a in range(4)) for s in SEATS)
MOVE_TO = tuple(tuple(MoveTo(area=a, by=s) for a in range(4)) for s in SEATS)
BREATHER = tuple(Breather(by=s) for s in SEATS)
TOP_DECK = tuple(TopDeck(by=s) for s in SEATS)
END_TURN = tuple(EndTurn(by=s) for s in SEATS)
NO_DEFENCE = tuple(Defend(card=None, by=s) for s in SEATS)
