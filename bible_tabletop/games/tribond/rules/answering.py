"""Typed answers (rulings, Answering): normalise, then accept exact or close-enough matches.

Normalising: lower case, accents and punctuation gone, "&" read as "and", number words as digits, a leading
article dropped ("nine hundred and sixty" is 960). The words in parentheses are optional: the answer matches with or without them. Close enough:
  - the same words but for a plural "s" ("shepherd" for "shepherds");
  - numbers always exactly: the digits of guess and answer must be the same;
  - an answer of 4 letters or fewer must match exactly;
  - 5 to 7 letters: at most 1 edit (a letter changed, added, dropped, or two neighbours swapped);
  - 8 letters or more: at most 2 edits;
  - or the guess holds every word of the answer in order, with at most 3 more words and no other number
    ("they were shepherds").
A guess that differs only in its spacing is the answer ("pass over"). Edits never turn one word into another: a
guess that is close only by edits is refused when it holds a known word that is not a word of the answer ("bread"
for "break", "judas" for "judah"). The known words are every word of the King James Bible (assets/tribond/words.txt)
and every word of the clue bank's answers, alternatives and clues (`known_words`); a misspelling that is no word
("nebuchadnezer", "melchizedeck") is still accepted.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterable

from bible_tabletop.paths import ASSETS

EXACT_UP_TO = 4
ONE_EDIT_UP_TO = 7
EXTRA_WORDS = 3
ARTICLES = ("the ", "a ", "an ")
SMALL = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
SCALES = {"hundred": 100, "thousand": 1000}
ORDINALS = {"first": "1st", "second": "2nd", "third": "3rd"}


def _numbers_as_digits(words: list[str]) -> list[str]:
    """Number words to digits: "nine hundred" -> 900, "one hundred and twenty" -> 120, "forty two" -> 42."""
    out: list[str] = []
    total = current = None
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if w in SMALL or w in SCALES or (w.isdigit() and total is None and current is None and nxt in SCALES):
            value = SMALL.get(w, int(w) if w.isdigit() else None)
            total, current = total or 0, current or 0
            if w in SCALES:
                current = max(current, 1) * SCALES[w]
                if SCALES[w] == 1000:
                    total, current = total + current, 0
            else:
                current += value
        elif w == "and" and current is not None and (nxt in SMALL or nxt in SCALES):
            continue
        else:
            if total is not None:
                out.append(str(total + current))
                total = current = None
            out.append(ORDINALS.get(w, w))
    if total is not None:
        out.append(str(total + current))
    return out


def _singular_word(w: str) -> str:
    if len(w) > 4 and w.endswith("men"):
        return w[:-3] + "man"  # fishermen: fisherman
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def _singular(text: str) -> str:
    return " ".join(_singular_word(w) for w in text.split())


def _numbers(text: str) -> list[str]:
    return [w for w in text.split() if any(c.isdigit() for c in w)]


@lru_cache(maxsize=16384)
def normalise(text: str) -> str:
    """The comparable form of an answer or a guess."""
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    t = t.replace("&", " and ").replace("'", "").replace("’", "")
    t = re.sub(r"(?<=\d),(?=\d{3})", "", t)  # 12,000 is 12000
    t = re.sub(r"[^a-z0-9 ]+", " ", t)
    t = " ".join(t.split())
    for article in ARTICLES:
        if t.startswith(article):
            t = t[len(article):]
            break
    return " ".join(_numbers_as_digits(t.split()))


@lru_cache(maxsize=16384)
def forms(answer: str) -> tuple[str, ...]:
    """The normalised ways to say `answer`: with its words in parentheses, and without them."""
    full = normalise(answer.replace("(", " ").replace(")", " "))
    short = normalise(re.sub(r"\([^)]*\)", " ", answer))
    return tuple(dict.fromkeys(f for f in (short, full) if f))


def edits(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance between a and b, cut short once it must exceed `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def allowed_edits(form: str) -> int:
    letters = form.replace(" ", "")
    if len(letters) <= EXACT_UP_TO:
        return 0
    return 1 if len(letters) <= ONE_EDIT_UP_TO else 2


@lru_cache(maxsize=1)
def bible_words() -> frozenset[str]:
    """Every word of the King James Bible, lower case (the shipped list)."""
    lines = (ASSETS / "tribond" / "words.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(w.strip() for w in lines if w.strip() and not w.startswith("#"))


_KNOWN: dict[int, tuple[object, frozenset[str]]] = {}
KEPT = 8  # card tables whose words are kept (a game's own, and a few dealt by the resample hook)


def known_words(cards: Iterable = ()) -> frozenset[str]:
    """The Bible's words and every word of these cards' answers, alternatives and clues (singular forms too)."""
    cached = _KNOWN.get(id(cards))
    if cached is not None and cached[0] is cards:
        return cached[1]
    words = set(bible_words())
    for card in cards:
        for clues in (*card.slots, card.challenge):
            if isinstance(clues, str):
                continue
            for text in (clues.answer, *clues.also, *clues.clues):
                words.update(normalise(text.replace("(", " ").replace(")", " ")).split())
    words |= {_singular_word(w) for w in words}
    known = frozenset(w for w in words if not w.isdigit())
    if len(_KNOWN) >= KEPT:
        del _KNOWN[next(iter(_KNOWN))]  # the oldest: a table dealt for a search is seldom asked again
    _KNOWN[id(cards)] = (cards, known)
    return known


def other_word(guess: str, form: str, known: frozenset[str]) -> bool:
    """Whether the guess holds a known word that is not a word of the answer (so edits would change the word)."""
    mine = set(form.split()) | set(_singular(form).split())
    return any(w not in mine and _singular_word(w) not in mine and (w in known or _singular_word(w) in known)
               for w in guess.split())


def close(guess: str, form: str, known: frozenset[str] = frozenset()) -> bool:
    """Whether a normalised guess is close enough to one normalised form of an answer."""
    if guess == form or _singular(guess) == _singular(form) or guess.replace(" ", "") == form.replace(" ", ""):
        return True
    numbers = _numbers(form)
    if _numbers(guess) != numbers:
        return False
    limit = allowed_edits(form)
    if limit and edits(guess, form, limit) <= limit and not other_word(guess, form, known):
        return True
    need, have = _singular(form).split(), _singular(guess).split()
    return len(have) <= len(need) + EXTRA_WORDS and _holds_in_order(have, need)


def _holds_in_order(have: list[str], need: list[str]) -> bool:
    i = 0
    for w in have:
        if i < len(need) and w == need[i]:
            i += 1
    return i == len(need)


def matches(guess: str, answer: str, also: tuple[str, ...] = (), known: frozenset[str] | None = None) -> bool:
    """The app's verdict on a typed guess: True when it matches the answer or one of its alternatives. `known`:
    the words edits may not reach (by default the Bible's words)."""
    g = normalise(guess)
    if not g:
        return False
    known = bible_words() if known is None else known
    return any(close(g, f, known) for a in (answer, *also) for f in forms(a))
