"""The log every game screen shows: each event a line, written as typed (never read as markup), wrapped again
when the log's width changes."""

from __future__ import annotations

from collections import deque

from rich.text import Text
from textual.widgets import RichLog

KEEP = 500  # lines kept (and shown)


class GameLog(RichLog):
    """The game's log (`#log`). RichLog wraps a line when it is written, so the lines are kept and written again
    at a new width (`rewrap`, about 0.5 ms a line)."""

    def __init__(self, **kw):
        super().__init__(id="log", max_lines=KEEP, wrap=True, markup=False, min_width=20, **kw)
        self._kept: deque[Text] = deque(maxlen=KEEP)
        self._width = 0

    def on_mount(self) -> None:
        """Anchored at its last line: when the log is given fewer rows (a box above it grows), the newest lines
        stay in view, until the player scrolls up to read older ones."""
        self.anchor()

    def add(self, line: Text) -> None:
        self._kept.append(line)
        self.write(line)

    def reset(self) -> None:
        """Forget every line (a replay going back writes the log again)."""
        self._kept.clear()
        self.clear()

    def rewrap(self) -> bool:
        """Write the kept lines again if the width changed since; whether it did."""
        width = self.scrollable_content_region.width
        if width == self._width or not width:
            return False
        self._width = width
        self.clear()
        for line in self._kept:
            self.write(line, width=width, scroll_end=False)
        self.scroll_end(animate=False, immediate=False)
        return True
