"""Bible references ("Book chapter:verse") checked to the verse against pythonbible's versification of the 66 books
of the Protestant Bible: the one check every game's data uses for its Bible references.

pythonbible is imported on the first check, not with this module: the menu starts without it, and a game pays for
it (about 0.1-0.2 s) only when its data is actually checked."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

# Other spellings in common use for the same book.
ALIASES = {"Psalm": "Psalms", "Song of Solomon": "Song of Songs"}

_REF = re.compile(r"^(?P<book>(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (?P<chapter>\d+)"
                  r"(?::(?P<verse>\d+)(?:-(?P<to>\d+))?)?$")


@dataclass(frozen=True)
class Place:
    """A parsed reference: a book (pythonbible's title), a chapter and verses `first` to `last` (None: the whole
    chapter)."""

    book: str
    chapter: int
    first: int | None
    last: int | None


@cache
def verse_counts() -> dict[str, tuple[int, ...]]:
    """Each of the 66 books by its title, with the number of verses of each of its chapters (pythonbible's table)."""
    from pythonbible import Book
    from pythonbible.verses import MAX_VERSE_NUMBER_BY_BOOK_AND_CHAPTER

    return {b.title: tuple(MAX_VERSE_NUMBER_BY_BOOK_AND_CHAPTER[b]) for b in Book if b.value <= 66}


def __getattr__(name: str):
    """CHAPTERS (book -> number of chapters), built from pythonbible when first asked for."""
    if name == "CHAPTERS":
        return {book: len(verses) for book, verses in verse_counts().items()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def parse_reference(ref: str) -> Place | str:
    """The place `ref` names ("Book chapter:verse", "Book chapter:verse-verse", "Book chapter", or for a one-chapter
    book "Book verse"), or what is wrong with it."""
    m = _REF.match(ref)
    if not m:
        return f"{ref!r} is not 'Book chapter:verse' (e.g. '1 Kings 5:17' or 'Genesis 4:1-2')"
    book = ALIASES.get(m["book"], m["book"])
    counts = verse_counts().get(book)
    if counts is None:
        return f"{m['book']!r} is not one of the 66 books"
    chapter, first, last = int(m["chapter"]), m["verse"], m["to"]
    if len(counts) == 1 and not first:
        chapter, first = 1, m["chapter"]  # "Jude 3": a one-chapter book is cited by verse alone
    if not 1 <= chapter <= len(counts):
        return f"{book} has {len(counts)} chapters, not {chapter}"
    if first is None:
        return Place(book, chapter, None, None)
    first, last = int(first), int(last or first)
    verses = counts[chapter - 1]
    for verse in (first, last):
        if not 1 <= verse <= verses:
            return f"{book} {chapter} has {verses} verses, not {verse}"
    if m["to"] and last <= first:
        return f"the verse range {first}-{last} runs backwards"
    return Place(book, chapter, first, last)


def check_reference(ref: str) -> str | None:
    """None when `ref` names verses that exist (see parse_reference for the forms); else what is wrong with it."""
    place = parse_reference(ref)
    return place if isinstance(place, str) else None
