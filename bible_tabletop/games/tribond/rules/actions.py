"""The decisions of a TriBond table, as frozen models tagged by `kind`."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import Field, TypeAdapter, model_validator

from bible_tabletop.engine.game import Action


class Roll(Action):
    """Roll the die: it picks the slot on a newly drawn card and the distance."""

    kind: Literal["roll"] = "roll"


class Reveal(Action):
    """The reader reveals the next clue."""

    kind: Literal["reveal"] = "reveal"


class Show(Action):
    """Spoken mode: the table looks at the card's answer (to judge what was said aloud)."""

    kind: Literal["show"] = "show"


class Judge(Action):
    """Spoken mode: the table judges the answer said aloud, right or wrong."""

    kind: Literal["judge"] = "judge"
    correct: bool


class Answer(Action):
    """Typed mode: the answer as typed (empty gives up). The legal actions list `Answer(text="")` for "any text":
    the answer itself is never among them."""

    kind: Literal["answer"] = "answer"
    text: str = Field(max_length=200)


class Accept(Action):
    """Typed mode: the table lets the app's verdict stand."""

    kind: Literal["accept"] = "accept"


class Overrule(Action):
    """Typed mode: the table turns the app's verdict round."""

    kind: Literal["overrule"] = "overrule"


class Move(Action):
    """Move your piece on this path: forward by the roll, or back after HUMBLE."""

    kind: Literal["move"] = "move"
    path: int = Field(ge=0, le=2)


class Challenge(Action):
    """Challenge (or, with two players, change places with) `seat`'s piece on `path`."""

    kind: Literal["challenge"] = "challenge"
    path: int = Field(ge=0, le=2)
    seat: int = Field(ge=0, le=7)


class Stay(Action):
    """Landed on an empty green space: stay there and challenge nobody."""

    kind: Literal["stay"] = "stay"


class Buzz(Action):
    """Challenge race: this contestant buzzes first and answers. The buzzing seat takes it: `by` is `seat`
    (filled in from it, so an older save's buzz without `by` loads); a buzz naming two seats is not one."""

    kind: Literal["buzz"] = "buzz"
    seat: int = Field(ge=0, le=7)

    @model_validator(mode="before")
    @classmethod
    def _taken_by_the_buzzer(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("by") is None and "seat" in data:
            return {**data, "by": data["seat"]}
        return data

    @model_validator(mode="after")
    def _one_seat(self) -> "Buzz":
        if self.by != self.seat:
            raise ValueError(f"a buzz is taken by the seat that buzzes, seat {self.seat + 1}")
        return self


class NewClueSet(Action):
    """Challenge race: all clues shown and nobody answered in time: a new Challenge clue-set."""

    kind: Literal["new_clue_set"] = "new_clue_set"


TriBondAction = Annotated[
    Union[Roll, Reveal, Show, Judge, Answer, Accept, Overrule, Move, Challenge, Stay, Buzz, NewClueSet],
    Field(discriminator="kind"),
]
ACTION_TYPE = TypeAdapter(TriBondAction)
