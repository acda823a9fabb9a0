"""The coach's words for a game (assets/<game>/coach.yaml), validated like every data file: for each situation a
player meets (a decision kind, or a finer name the game gives it) what to decide and the rule behind it, and for
each rule section a short plain explanation. Our own words, never the rulebook's."""

from __future__ import annotations

from typing import Annotated

from pydantic import StringConstraints

from bible_tabletop.engine.data import DataModel

Words = Annotated[str, StringConstraints(strip_whitespace=True, min_length=8, max_length=400)]
Section = Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=80)]


class Situation(DataModel):
    """What a seat decides in one situation ("say", addressed to the player) and the rules section behind it;
    `suggest: false` where no move may be suggested (an answer to a hidden clue-set is the player's own)."""

    say: Words
    section: Section
    suggest: bool = True


class CoachBook(DataModel):
    """Situations by name, and rule sections by their name on the rules page."""

    situations: dict[str, Situation]
    sections: dict[Section, Words]


SCHEMAS = {"coach.yaml": CoachBook}
