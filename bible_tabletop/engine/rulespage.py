"""A game's rules page (assets/<game>/rules.md) as sections: "Game Turn: Stumbling" is the `### Stumbling` under
`## Game Turn`, the names refusals, log lines and the coach cite. Matching ignores case."""

from __future__ import annotations

import re
from functools import lru_cache

from bible_tabletop.paths import ASSETS

_HEADING = re.compile(r"^(#{2,4})\s+(.+?)\s*$")


@lru_cache(maxsize=16)
def sections(game: str) -> dict[str, int]:
    """Each section's name (casefolded) -> the line it starts on (1-based), in page order."""
    path = ASSETS / game / "rules.md"
    found: dict[str, int] = {}
    trail: list[str] = []
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            fenced = not fenced
        match = None if fenced else _HEADING.match(line)
        if match:
            depth = len(match.group(1)) - 2  # "##" is the top level of a page whose title is "#"
            trail = trail[:depth] + [match.group(2)]
            found.setdefault(": ".join(trail).casefold(), number)
    return found


def line_of(game: str, section: str) -> int | None:
    """The line of the rules page where `section` starts, or None if the page has no such section."""
    return sections(game).get(section.casefold())
