"""The decisions a Bible Brawl player takes, as frozen models tagged by `kind`.

Card arguments are card instances (ints); `seat` arguments are seats (0-based)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from bible_tabletop.engine.game import Action


class Pick(Action):
    """Setup, the draft: keep one character of the packet in front of you; the rest pass left."""

    kind: Literal["pick"] = "pick"
    card: int


class Hide(Action):
    """Setup, the blind reveal: put a character from your hand face down on your battle line (two each)."""

    kind: Literal["hide"] = "hide"
    card: int


class Recruit(Action):
    """Pay a recruitment-line character's AP cost; it goes face up to your back line."""

    kind: Literal["recruit"] = "recruit"
    card: int


class Add(Action):
    """1 AP: a character from your hand goes face down to your back line (at most 2 a turn)."""

    kind: Literal["add"] = "add"
    card: int


class MoveUp(Action):
    """Free: a back-line character that has waited a turn moves to your battle line."""

    kind: Literal["move_up"] = "move_up"
    card: int


class Buy(Action):
    """Pay a marketplace card's AP cost; it goes to your pouch, to be played free from your next turn."""

    kind: Literal["buy"] = "buy"
    card: int


class Play(Action):
    """Play an action card from your hand (paying its cost) or your pouch (free): a Backup names the character
    it is attached to (`target`), a Location the battle line it lies on (`seat`)."""

    kind: Literal["play"] = "play"
    card: int
    target: int | None = None
    seat: int | None = None


class Brawl(Action):
    """Your battle-line character attacks a character on an opponent's battle line (paying its AP cost)."""

    kind: Literal["brawl"] = "brawl"
    attacker: int
    defender: int


class Wipeout(Action):
    """3 AP: discard the whole recruitment line or marketplace and deal four new cards."""

    kind: Literal["wipeout"] = "wipeout"
    line: Literal["recruitment_line", "marketplace"]


class EndTurn(Action):
    """End your turn, taking the top card of the character or action deck into your hand."""

    kind: Literal["end_turn"] = "end_turn"
    draw: Literal["character", "action"] | None = None


class Answer(Action):
    """Your character is attacked: answer with an Event from your hand or pouch (free), or with none."""

    kind: Literal["answer"] = "answer"
    card: int | None = None


class Choose(Action):
    """A card's effect asks for a choice: the character, seat or card it acts on (`pick`)."""

    kind: Literal["choose"] = "choose"
    pick: int


class Discard(Action):
    """The hand limit (8): discard a card of your choice."""

    kind: Literal["discard"] = "discard"
    card: int


BrawlAction = Annotated[
    Union[Pick, Hide, Recruit, Add, MoveUp, Buy, Play, Brawl, Wipeout, EndTurn, Answer, Choose, Discard],
    Field(discriminator="kind"),
]
ACTION_TYPE: TypeAdapter = TypeAdapter(BrawlAction)
