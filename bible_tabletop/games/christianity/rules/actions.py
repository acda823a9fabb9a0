"""The actions of Christianity: The Card Game (each names its seat in `by`; the union is tagged by `kind`)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from bible_tabletop.engine.game import Action


class Place(Action):
    """Cost Zone Phase: put a card from hand face down into your Cost Zone."""

    kind: Literal["place"] = "place"
    card: int


class EndPhase(Action):
    """End your own phase (Cost Zone, Resistance, Main) or, for Evil, its play or its shift of cards."""

    kind: Literal["end_phase"] = "end_phase"


class Pass(Action):
    """Let it be: no response on the stack, no boost, no help, no purchase, no Unction now."""

    kind: Literal["pass"] = "pass"


class Play(Action):
    """Play a card from hand (or face up from the Cost Zone). `target`: the player it is for (Brotherly Love lets
    it be another); `payer`: who rotates its cost (Benevolence lets another pay)."""

    kind: Literal["play"] = "play"
    card: int
    target: int | None = None
    payer: int | None = None


class Resist(Action):
    """Resist the first Evil card waiting at you by rotating its cost (only in your own turn)."""

    kind: Literal["resist"] = "resist"


class GiveIn(Action):
    """Let the first Evil card waiting at you fail (with Double Resistance the others are asked to pay first)."""

    kind: Literal["give_in"] = "give_in"


class Help(Action):
    """Double Resistance: rotate your own Cost Zone cards to resist the Evil card for the player it came at."""

    kind: Literal["help"] = "help"


class Boost(Action):
    """Pay the boost you are offered (rotating its cost from your Cost Zone)."""

    kind: Literal["boost"] = "boost"


class Use(Action):
    """Use a Permanent boost of a card in play (once a turn while the card is un-rotated)."""

    kind: Literal["use"] = "use"
    card: int
    boost: int


class Choose(Action):
    """Choose one of a card's options."""

    kind: Literal["choose"] = "choose"
    option: int


class Pick(Action):
    """Choose an ability on rising a level (or the team's, when all rose), or buy one after a Cost Zone Phase."""

    kind: Literal["pick"] = "pick"
    ability: str


class Discard(Action):
    """Discard Phase: discard a card from hand (down to 7)."""

    kind: Literal["discard"] = "discard"
    card: int


class Restore(Action):
    """Restoration: every Righteous player shuffles up to 15 random discarded cards back into their deck."""

    kind: Literal["restore"] = "restore"


class Free(Action):
    """Main Phase: pay an Evil Habitual's stated price (rotating your Cost Zone cards) to be free of it."""

    kind: Literal["free"] = "free"
    card: int


class AutoPass(Action):
    """Pass automatically on Unctions and boosts until something is aimed at you (or stop doing so)."""

    kind: Literal["auto_pass"] = "auto_pass"
    on: bool = True


class EvilPlay(Action):
    """Human Evil: play an Evil card from hand at a Righteous player, rotating its cost."""

    kind: Literal["evil_play"] = "evil_play"
    card: int
    target: int


class Shift(Action):
    """Human Evil: move a card from hand to the Cost Zone (end of a turn), or back to hand (end of a round)."""

    kind: Literal["shift"] = "shift"
    card: int


ChristianityAction = Annotated[
    Union[Place, EndPhase, Pass, Play, Resist, GiveIn, Help, Boost, Use, Choose, Pick, Discard, Restore, Free, AutoPass,
          EvilPlay, Shift],
    Field(discriminator="kind"),
]
ACTION_TYPE = TypeAdapter(ChristianityAction)
