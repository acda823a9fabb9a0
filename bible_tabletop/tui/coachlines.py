"""The coach's words cut to lines: the suggestion in a line, and a panel's line kept to one row in a small terminal
(the coach's panel, tui/coaching.py, and the lesson's, tui/lesson.py, both say them)."""

from __future__ import annotations

from rich.text import Text

COMPACT_BELOW = 30  # rows: a smaller terminal gets the panels a line each, so the choices stay in sight


def suggestion_text(label: str, said: str, reason: str) -> Text:
    """"Hint: <the move> - <its reason>", the coach's suggestion in a line (the lesson's and the panel's)."""
    return Text.assemble((f"{label}: ", "bold"), said, " - ", (reason, "italic"))


def one_line(text: Text, width: int) -> Text:
    """`text` cut to one row of `width` cells (an ellipsis where it is cut); as it is while no width is known."""
    if width <= 0:
        return text
    text = text.copy()
    text.truncate(width, overflow="ellipsis")
    text.no_wrap = True
    return text
