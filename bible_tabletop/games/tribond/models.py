"""The YAML schema of Bible TriBond's clue cards: six numbered slots and one Challenge clue-set a card.

A slot holds a clue-set or a command (LOVE, HUMBLE, CHALLENGE). A clue-set has three clues in reading order (a
clue ending in `*` is non-biblical), the answer (words in parentheses are not required), accepted alternatives
(homophones included) and its references. `validate` checks the references against the 66 books' chapter
counts, that the clues are three and distinct, and that the answer is not given away inside its own clues.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import Discriminator, Field, Tag, field_validator, model_validator

from bible_tabletop.engine.data import DataError, DataModel, DataProblem, load_model
from bible_tabletop.games.tribond.books import check_reference
from bible_tabletop.paths import ASSETS

SLOTS = 6
# Words that never count as giving an answer away.
STOP_WORDS = frozenset(
    "a an the of and or to in on at by for with from into as is are was were be been they them their it its his her"
    " he she who whom what that this these those all each one were had has have did do does not no".split())


_PARENS = re.compile(r"\([^)]*\)")
_SPACES = re.compile(r"\s+")
_WORDS = re.compile(r"[a-z0-9']+")


def required_part(answer: str) -> str:
    """The answer without its words in parentheses (which a player need not say)."""
    return _SPACES.sub(" ", _PARENS.sub(" ", answer)).strip()


def _stem(word: str) -> str:
    for end in ("'s", "es", "s"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def content_words(text: str) -> set[str]:
    """Lower-case word stems of `text`, stop words left out."""
    words = _WORDS.findall(text.lower().replace("’", "'"))
    return {_stem(w.strip("'")) for w in words if w.strip("'") and w.strip("'") not in STOP_WORDS}


class ClueSet(DataModel):
    """Three clues with a bond: the answer, its accepted alternatives and where the Bible says so."""

    clues: list[str] = Field(min_length=3, max_length=3)
    answer: str = Field(min_length=1)
    also: list[str] = Field(default_factory=list)
    refs: list[str] = Field(min_length=1)

    @field_validator("clues")
    @classmethod
    def _three_distinct(cls, clues: list[str]) -> list[str]:
        if any(not c.strip() for c in clues):
            raise ValueError("every clue needs words")
        if len({c.strip().lower() for c in clues}) != 3:
            raise ValueError("the three clues must be distinct")
        return clues

    @field_validator("refs")
    @classmethod
    def _real_places(cls, refs: list[str]) -> list[str]:
        for ref in refs:
            problem = check_reference(ref)
            if problem:
                raise ValueError(problem)
        return refs

    @model_validator(mode="after")
    def _not_given_away(self) -> "ClueSet":
        if not required_part(self.answer):
            raise ValueError("the answer needs words outside its parentheses")
        clue_words = set().union(*(content_words(c.rstrip("*")) for c in self.clues))
        given = content_words(required_part(self.answer)) & clue_words
        if given:
            raise ValueError(f"the clues give the answer away: {', '.join(sorted(given))}")
        return self

    @property
    def triple(self) -> tuple[str, ...]:
        return tuple(sorted(c.strip().lower() for c in self.clues))


class Command(DataModel):
    """A slot that holds a command instead of a clue-set."""

    command: Literal["love", "humble", "challenge"]


def _slot_kind(value) -> str:
    return "command" if isinstance(value, (dict, Command)) and (
        isinstance(value, Command) or "command" in value) else "clue-set"


Slot = Annotated[Union[Annotated[Command, Tag("command")], Annotated[ClueSet, Tag("clue-set")]],
                 Discriminator(_slot_kind)]


class CardData(DataModel):
    """One clue card: an id, six numbered slots (the die picks one) and the Challenge clue-set."""

    id: str = Field(pattern=r"^[a-z]+-\d{3}$")
    slots: list[Slot] = Field(min_length=SLOTS, max_length=SLOTS)
    challenge: ClueSet

    @model_validator(mode="after")
    def _mostly_clue_sets(self) -> "CardData":
        n = sum(isinstance(s, ClueSet) for s in self.slots)
        if not 3 <= n <= 5:
            raise ValueError(f"a card holds 3 to 5 clue-sets among its six slots (about 4), not {n}")
        return self


def repeats(cards: list[CardData]) -> list[tuple[CardData, str]]:
    """Each card that repeats an earlier card's id or clue triple, with what it repeats."""
    found, ids, triples = [], set(), set()
    for card in cards:
        if card.id in ids:
            found.append((card, f"the card id {card.id} stands twice"))
        ids.add(card.id)
        for cs in [s for s in card.slots if isinstance(s, ClueSet)] + [card.challenge]:
            if cs.triple in triples:
                found.append((card, f"the clue triple {' * '.join(cs.clues)} stands twice"))
            triples.add(cs.triple)
    return found


def _no_repeats(cards: list[CardData]) -> None:
    found = repeats(cards)
    if found:
        raise ValueError(f"card {found[0][0].id}: {found[0][1]}")


class BankFile(DataModel):
    """assets/tribond/cards-*.yaml: a part of the clue bank."""

    cards: list[CardData] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> "BankFile":
        _no_repeats(self.cards)
        return self


GAME_ASSETS = ASSETS / "tribond"


def check_together(parts: list[tuple[Path, BankFile]]) -> list[DataProblem]:
    """`validate` across the bank's files: no card id or clue triple in two files."""
    owner: dict[int, Path] = {}
    cards: list[CardData] = []
    for path, bank in parts:
        for card in bank.cards:
            owner[id(card)] = path
            cards.append(card)
    problems = []
    for card, what in repeats(cards):
        path = owner[id(card)]
        lines = path.read_text(encoding="utf-8").splitlines()
        line = next((i + 1 for i, text in enumerate(lines) if text.strip().endswith(f"id: {card.id}")), 1)
        problems.append(DataProblem(str(path), line, "cards", what))
    return problems


# ----- plain objects for the rules -----

@dataclass(frozen=True, slots=True)
class Clues:
    """A clue-set for play."""

    clues: tuple[str, ...]
    answer: str
    also: tuple[str, ...]
    refs: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Card:
    """A clue card for play: `slots[i]` is a Clues or a command name ('love', 'humble', 'challenge')."""

    id: str
    slots: tuple[Clues | str, ...]
    challenge: Clues


def _clues(c: ClueSet) -> Clues:
    return Clues(tuple(c.clues), c.answer, tuple(c.also), tuple(c.refs))


def bank_files(folder: Path | None = None) -> list[Path]:
    return sorted((folder or GAME_ASSETS).glob("cards-*.yaml"))


@lru_cache(maxsize=4)
def load_bank(folder: Path | None = None) -> tuple[Card, ...]:
    """Every card of every bank file, in file order; ids and clue triples unique across the whole bank (else a
    DataError naming the file and line)."""
    parts = [(path, load_model(path, BankFile)) for path in bank_files(folder)]
    problems = check_together(parts)
    if problems:
        raise DataError(problems)
    return tuple(Card(c.id, tuple(s.command if isinstance(s, Command) else _clues(s) for s in c.slots),
                      _clues(c.challenge)) for _, bank in parts for c in bank.cards)


class _Schemas(dict):
    """File name -> model; every `cards-*.yaml` is a part of the bank."""

    def get(self, name, default=None):
        return BankFile if name.startswith("cards-") else default


SCHEMAS = _Schemas()
