"""The 66 books of the Protestant Bible with their chapter counts (a fact table), and reference parsing: the one
check every game's data uses for its Bible references."""

from __future__ import annotations

import re

CHAPTERS: dict[str, int] = {
    "Genesis": 50, "Exodus": 40, "Leviticus": 27, "Numbers": 36, "Deuteronomy": 34, "Joshua": 24, "Judges": 21,
    "Ruth": 4, "1 Samuel": 31, "2 Samuel": 24, "1 Kings": 22, "2 Kings": 25, "1 Chronicles": 29,
    "2 Chronicles": 36, "Ezra": 10, "Nehemiah": 13, "Esther": 10, "Job": 42, "Psalms": 150, "Proverbs": 31,
    "Ecclesiastes": 12, "Song of Songs": 8, "Isaiah": 66, "Jeremiah": 52, "Lamentations": 5, "Ezekiel": 48,
    "Daniel": 12, "Hosea": 14, "Joel": 3, "Amos": 9, "Obadiah": 1, "Jonah": 4, "Micah": 7, "Nahum": 3,
    "Habakkuk": 3, "Zephaniah": 3, "Haggai": 2, "Zechariah": 14, "Malachi": 4,
    "Matthew": 28, "Mark": 16, "Luke": 24, "John": 21, "Acts": 28, "Romans": 16, "1 Corinthians": 16,
    "2 Corinthians": 13, "Galatians": 6, "Ephesians": 6, "Philippians": 4, "Colossians": 4, "1 Thessalonians": 5,
    "2 Thessalonians": 3, "1 Timothy": 6, "2 Timothy": 4, "Titus": 3, "Philemon": 1, "Hebrews": 13, "James": 5,
    "1 Peter": 5, "2 Peter": 3, "1 John": 5, "2 John": 1, "3 John": 1, "Jude": 1, "Revelation": 22,
}
# Other spellings in common use for the same book.
ALIASES = {"Psalm": "Psalms", "Song of Solomon": "Song of Songs"}

_REF = re.compile(r"^(?P<book>(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (?P<chapter>\d+)"
                  r"(?::(?P<verse>\d+)(?:-(?P<to>\d+))?)?$")


def check_reference(ref: str) -> str | None:
    """None when `ref` ("Book chapter:verse", "Book chapter:verse-verse", "Book chapter", or for a one-chapter
    book "Book verse") is a real place; else what is wrong with it."""
    m = _REF.match(ref)
    if not m:
        return f"{ref!r} is not 'Book chapter:verse' (e.g. '1 Kings 5:17' or 'Genesis 4:1-2')"
    book = ALIASES.get(m["book"], m["book"])
    if book not in CHAPTERS:
        return f"{m['book']!r} is not one of the 66 books"
    chapter = int(m["chapter"])
    if CHAPTERS[book] == 1 and not m["verse"]:
        return None  # "Jude 3": a one-chapter book is cited by verse alone
    if not 1 <= chapter <= CHAPTERS[book]:
        return f"{book} has {CHAPTERS[book]} chapters, not {chapter}"
    if m["verse"] and int(m["verse"]) < 1:
        return f"verse {m['verse']} does not exist"
    if m["to"] and int(m["to"]) <= int(m["verse"]):
        return f"the verse range {m['verse']}-{m['to']} runs backwards"
    return None
