"""Fitting a line to its width: segments that have poorer forms, and names cut so that names alike stay apart."""

from __future__ import annotations

from textual.content import Content


def squeeze(segments: list[list[Content]], width: int, order: list[int], cut: int) -> Content:
    """One line of `segments` (each a list of its forms, richest first) in at most `width` cells: each entry of
    `order` moves that segment one form poorer while the line is too long; only then is segment `cut` (a name)
    cut short."""
    pick = [0] * len(segments)

    def line() -> Content:
        return Content.assemble(*(forms[k] for forms, k in zip(segments, pick)))

    for i in order:
        if line().cell_length > width and pick[i] < len(segments[i]) - 1:
            pick[i] += 1
    over = line().cell_length - width
    if over > 0 and width > 0:
        name = segments[cut][pick[cut]]
        segments[cut] = [cut_name(name, max(1, name.cell_length - over))]
        pick[cut] = 0
    return line()


def cut_name(name: Content, room: int) -> Content:
    """`name` in `room` cells: its end is kept ('Player 3' -> 'Pla… 3'), so names alike stay apart."""
    if name.cell_length <= room:
        return name
    if room < 6:
        return name.truncate(room, ellipsis=True)
    plain = name.plain
    return name[: room - 3] + Content("…") + name[len(plain) - 2:]
