"""The dice line: who rolled, the die (big), its modifiers and total, and the result; each screen adds what the
roll did. Built as `Content` segments for `tui.fit.squeeze`, so a narrow line drops the modifiers' names first."""

from __future__ import annotations

from typing import Sequence

from textual.content import Content

from bible_tabletop.tui.fit import squeeze

FACES = "⚀⚁⚂⚃⚄⚅"


def face(n: int) -> str:
    """The face of a six-sided die showing `n` (1-6)."""
    return FACES[n - 1]


def dice_line(who: str, natural: int, modifiers: Sequence[tuple[str, int]], result: str, result_style: str,
              after: list[Content], width: int) -> Content:
    """'Ann ⚄ 5 +1 Slap = 6 Heavy Blow' then `after` (the forms of what the roll did, richest first), in `width`
    cells: the modifiers lose their names, then `after` its richer form, then the name is cut."""
    total = natural + sum(val for _, val in modifiers)
    named = Content("".join(f" {val:+d} {name}" for name, val in modifiers))
    bare = Content("".join(f" {val:+d}" for _, val in modifiers))
    segments = [[Content.styled(who, "bold")], [Content(" ")],
                [Content.styled(f" {face(natural)} {natural} ", "bold reverse")], [named, bare],
                [Content(f" = {total}" if modifiers else "")], [Content.styled(f" {result}", result_style)],
                after or [Content("")]]
    return squeeze(segments, width, order=[3, 6], cut=0)
