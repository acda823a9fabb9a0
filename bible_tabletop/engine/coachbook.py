"""The coach's words for a game (assets/<game>/coach.yaml), validated like every data file: for each situation a
player meets (a decision kind, or a finer name the game gives it) what to decide and the rule behind it, and for
each rule section a short plain explanation. Our own words, never the rulebook's."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints

from bible_tabletop.engine.data import DataModel

Words = Annotated[str, StringConstraints(strip_whitespace=True, min_length=8, max_length=400)]
Section = Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=80)]


class Situation(DataModel):
    """What a seat decides in one situation ("say", addressed to the player) and the rules section behind it;
    `suggest: false` where no move may be suggested (an answer to a hidden clue-set is the player's own)."""

    say: Words
    section: Section
    suggest: bool = True


class Step(DataModel):
    """One core rule of the guided first game: its name on the checklist, what it is in two or three lines, and the
    rules sections whose first citing in the log ticks it."""

    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=2, max_length=30)]
    say: Words
    rules: list[Section] = Field(min_length=1)


class Lesson(DataModel):
    """The guided first game: a seed and set-up chosen so that the steps come up early, in the rulebook's order."""

    seed: int = Field(ge=0)
    players: int = Field(ge=1, le=6)
    options: dict[str, str] = {}
    steps: list[Step] = Field(min_length=3)
    done: Words  # said when the checklist is complete


class CoachBook(DataModel):
    """Situations by name, rule sections by their name on the rules page, and the guided first game."""

    situations: dict[str, Situation]
    sections: dict[Section, Words]
    lesson: Lesson | None = None


SCHEMAS = {"coach.yaml": CoachBook}
