"""The YAML schema of Bible TriBond's clue cards: six numbered slots and one Challenge clue-set a card.

A slot holds a clue-set or a command (LOVE, HUMBLE, CHALLENGE). A clue-set has three clues in reading order (a
clue ending in `*` is non-biblical), the answer (words in parentheses are not required), accepted alternatives
(homophones included) and its references. `validate` checks the references against the 66 books' chapter
counts, that the clues are three and distinct, and that the answer is not given away inside its own clues; across
the whole bank (`check_together`): no card id or clue triple twice, no answer closing more than three regular
clue-sets (Challenge clue-sets counted apart), and no clue used twice for the same answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, Union

import yaml
from pydantic import Discriminator, Field, Tag, field_validator, model_validator

from bible_tabletop.engine.data import DataError, DataModel, DataProblem, _line_of
from bible_tabletop.games.tribond.rules.answering import forms, normalise
from bible_tabletop.engine.books import check_reference
from bible_tabletop.paths import ASSETS

SLOTS = 6
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
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
MOST_USES = 3  # an answer closes at most this many regular clue-sets (and, apart, this many Challenge clue-sets)


def answer_key(answer: str) -> str:
    """The answer as the bank compares answers: normalised as a typed answer is (case, punctuation, leading
    article, number words as digits), without its words in parentheses, each word's plural "s" dropped."""
    words = (w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in forms(answer)[0].split())
    return normalise(" ".join(words))  # again, so that "sevens" is "7" as "seven" is


def _clue_word(word: str) -> str:
    """A clue's word as twins are compared: from a word over three letters its trailing "s", then an "-ed" or
    "-ing" ending, then a doubled last letter are dropped ("dips", "dipped" and "dipping" are all "dip")."""
    if len(word) <= 3:
        return word
    word = word.rstrip("s")
    for end in ("ing", "ed"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            word = word[: -len(end)]
            break
    return word[:-1] if len(word) > 3 and word[-1] == word[-2] else word


def clue_key(clue: str) -> str:
    """The clue as the bank compares clues: its words normalised as an answer is, the non-biblical mark, small
    words (`STOP_WORDS`) and word order left out, each word cut to its stem by `_clue_word` ("Jairus' daughter's
    age" is "Age of Jairus's daughter", "Naaman's dips in the Jordan" is "Naaman dipped in the Jordan")."""
    words = {_clue_word(w) for w in normalise(clue.rstrip("*")).split()}
    return " ".join(sorted(words - STOP_WORDS))


@dataclass(frozen=True, slots=True)
class _Place:
    """Where something stands in the bank: a file and the data path inside it."""

    path: Path
    loc: tuple

    @property
    def field(self) -> str:
        return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.loc).lstrip(".")


class _Lines:
    """Line numbers of data paths, each file parsed again at most once (only when it has a problem)."""

    def __init__(self) -> None:
        self._nodes: dict[Path, yaml.Node | None] = {}

    def __call__(self, place: _Place) -> int:
        if place.path not in self._nodes:
            self._nodes[place.path] = yaml.compose(place.path.read_text(encoding="utf-8"), Loader=_LOADER)
        return _line_of(self._nodes[place.path], place.loc)

    def where(self, place: _Place) -> str:
        return f"{place.path.name}:{self(place)}"


def _clue_sets(parts: list[tuple[Path, BankFile]]):
    """(place, clue-set, is a Challenge) for every clue-set of the bank, in file order."""
    for path, bank in parts:
        for i, card in enumerate(bank.cards):
            for j, slot in enumerate(card.slots):
                if isinstance(slot, ClueSet):
                    yield _Place(path, ("cards", i, "slots", j)), slot, False
            yield _Place(path, ("cards", i, "challenge")), card.challenge, True


def check_together(parts: list[tuple[Path, BankFile]]) -> list[DataProblem]:
    """`validate` across the bank's files, in one pass with dictionaries: no card id and no clue triple twice; no
    answer closing more than MOST_USES regular clue-sets (Challenge clue-sets are counted apart, with the same
    limit); no clue used twice for the same answer (a twin: equal after `clue_key`, under an equal `answer_key`)."""
    lines = _Lines()
    problems: list[DataProblem] = []

    def refuse(place: _Place, what: str) -> None:
        problems.append(DataProblem(str(place.path), lines(place), place.field, what))

    ids: dict[str, _Place] = {}
    for path, bank in parts:
        for i, card in enumerate(bank.cards):
            place = _Place(path, ("cards", i, "id"))
            if card.id in ids:
                refuse(place, f"a card id used once; {card.id} is also the id at {lines.where(ids[card.id])}")
            ids.setdefault(card.id, place)
    triples: dict[tuple[str, ...], _Place] = {}
    uses: dict[tuple[bool, str], list[_Place]] = {}
    clues: dict[tuple[str, str], tuple[_Place, str, str]] = {}
    for place, cs, is_challenge in _clue_sets(parts):
        clues_place = _Place(place.path, place.loc + ("clues",))
        if cs.triple in triples:
            refuse(clues_place, f"a clue triple used once; {' * '.join(cs.clues)} stands also at "
                                f"{lines.where(triples[cs.triple])}")
            continue
        triples[cs.triple] = clues_place
        key = answer_key(cs.answer)
        earlier = uses.setdefault((is_challenge, key), [])
        if len(earlier) >= MOST_USES:
            kind = "Challenge" if is_challenge else "regular"
            refuse(_Place(place.path, place.loc + ("answer",)),
                   f"an answer closing at most {MOST_USES} {kind} clue-sets; {cs.answer!r} already closes "
                   f"{len(earlier)}: {', '.join(lines.where(p) for p in earlier)}")
        earlier.append(_Place(place.path, place.loc + ("answer",)))
        for k, clue in enumerate(cs.clues):
            twin = (clue_key(clue), key)
            clue_place = _Place(place.path, place.loc + ("clues", k))
            if twin in clues:
                first, said, answer = clues[twin]
                refuse(clue_place, f"a clue used once for its answer; {clue!r} is already the clue {said!r} for "
                                   f"{answer!r} at {lines.where(first)}")
            clues.setdefault(twin, (clue_place, clue, cs.answer))
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
    DataError naming the file and line). Validated by engine/datacache.py: from the cache when unchanged."""
    from bible_tabletop.engine.datacache import game_data
    from bible_tabletop.games.tribond.spec import SPEC

    data = game_data(SPEC, folder or GAME_ASSETS)
    banks = [data[path.name] for path in bank_files(folder)]
    return tuple(Card(c.id, tuple(s.command if isinstance(s, Command) else _clues(s) for s in c.slots),
                      _clues(c.challenge)) for bank in banks for c in bank.cards)


SCHEMAS = {"cards-*.yaml": BankFile}  # every part of the clue bank
