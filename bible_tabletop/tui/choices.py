"""The choice panel every game screen shares: the prompt (whose decision, what it asks), the list of choices (one
option an action; Enter or a click sends `ChoiceList.Chosen`) and the hand (numbered cards; `HandList.Picked`).

Each widget redraws only when what it shows changed, so a key press that changes nothing costs nothing. What goes
in them comes from the screen, built from the rules' view and legal actions.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

from rich.text import Text
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

Shown = str | Content | Any  # markup, Content or rich Text


def same(shown: Shown) -> Hashable:
    """What a line shows, as a key to compare with the last one: the string itself, Content's markup, or rich
    Text's characters, style and spans (as good as its markup and much quicker to build)."""
    if isinstance(shown, str):
        return shown
    if isinstance(shown, Text):
        return shown.plain, str(shown.style), tuple(shown.spans)
    return shown.markup


class Taken(Message):
    """An entry of a list was taken (Enter or a click): `value` says which."""

    def __init__(self, value: Any):
        super().__init__()
        self.value = value


class Remembers:
    """A panel that redraws only when what it shows changed (`fresh`); `forget` makes the next one redraw."""

    _key: Any = None

    def fresh(self, key: Any) -> bool:
        if key == self._key:
            return False
        self._key = key
        return True

    def forget(self) -> None:
        self._key = None


class Options(OptionList):
    """An option list whose page keys wait for room: squeezed to no height (a tiny terminal) it has measured no
    row, and Textual 8.2's PageUp/PageDown failed on it (issue 23 item 7)."""

    def action_page_up(self) -> None:
        if self._has_rows():
            super().action_page_up()

    def action_page_down(self) -> None:
        if self._has_rows():
            super().action_page_down()

    def _has_rows(self) -> bool:
        """Whether the rows have been measured, so a page key can move: a list squeezed to no room (a tiny
        terminal) has measured none, and Textual 8.2's paging would fail on it (issue 23 item 7)."""
        self._update_lines()
        return (self.highlighted or 0) in self._index_to_line


class Rows(Remembers, Options):
    """An option list that keeps the rows it showed lately, drawn: a row shown again at the same place (a hand
    shown before, the choices widened back) is neither converted, wrapped nor drawn again, and a list resized only
    in height redraws from the lines it has. Textual's `set_options` and a resize forget every drawn line; this
    list's own store of them (through `_get_option_render`, Textual 8.2's hook for one option's lines) is keyed by
    all a drawing depends on: the option, its place (the lines carry it for the mouse), its prompt, its style and
    the width."""

    KEEP = 200  # rows kept for reuse (a few hands and lists of choices)

    def __init__(self, *args, **kw):
        self._rows: dict = {}  # (place, what it shows, pickable) -> its option, the latest last
        self._drawn: dict = {}  # (option, place, style, width, divider) -> (its prompt, its lines)
        self._titles: tuple | None = None
        self._width: int | None = None  # inside render_lines: the width drawn at (the rows' lines are up to date)
        self._measured_at = 0  # the width the rows' heights were measured at
        super().__init__(*args, **kw)

    def put(self, rows: Sequence[Shown], enabled: int) -> None:
        """Show `rows`, the first `enabled` of them pickable (each with its place as id), the others greyed."""
        kept = self._rows
        options = []
        for k, row in enumerate(rows):
            on = k < enabled
            key = (k, same(row), on)
            option = kept.pop(key, None) or Option(row, id=str(k) if on else None, disabled=not on)
            kept[key] = option  # the latest last: the oldest go first
            options.append(option)
        for key in list(kept)[: max(0, len(kept) - self.KEEP)]:
            del kept[key]
        if len(self._drawn) > 4 * self.KEEP:
            self._drawn.clear()
        self.set_options(options)

    def entitle(self, title: Shown, subtitle: Shown | None = None) -> None:
        """The border's title and subtitle, set (and so redrawn) only when they change."""
        key = (same(title), None if subtitle is None else same(subtitle))
        if key != self._titles:
            self._titles = key
            self.border_title = title
            self.border_subtitle = subtitle

    def forget(self) -> None:
        super().forget()
        self._rows.clear()
        self._drawn.clear()

    def render_lines(self, crop):
        """The lines in view. Where each row's lines fall is brought up to date once for them all (Textual 8.2's
        `_update_lines`, which its `render_line` would run again for every line)."""
        self._update_lines()
        self._width = self.scrollable_content_region.width
        try:
            return super().render_lines(crop)
        finally:
            self._width = None

    def _update_lines(self) -> None:
        """Textual 8.2 measures each row's height once, at the width the list had then: when a scroll bar has come
        or gone since, the rows are measured again (else a row kept a line too many, or too few)."""
        if self._width is not None:
            return
        width = self.scrollable_content_region.width
        if width != self._measured_at:
            self._measured_at = width
            self._line_cache.clear()
        super()._update_lines()

    def _get_option_render(self, option: Option, style) -> list:
        width = self.scrollable_content_region.width if self._width is None else self._width
        key = (option, self._option_to_index[option], style, width, option._divider)
        drawn = self._drawn.get(key)
        if drawn is None or drawn[0] is not option.prompt:
            drawn = self._drawn[key] = option.prompt, super()._get_option_render(option, style)
        return drawn[1]


class Prompt(Remembers, Static):
    """The line above the choices: whose decision it is and what is asked."""

    def say(self, text: Shown) -> None:
        if self.fresh(same(text)):
            self.update(text)


class ChoiceList(Rows):
    """The choices of the decision now, one option an action (the first highlighted)."""

    class Chosen(Taken):
        """A choice was taken: `value` is its action."""

    actions: list = []

    def room(self, rows: int) -> int:
        """Cells a label has: the content width, less a scroll bar when `rows` overflow (0 before the layout)."""
        region = self.scrollable_content_region
        return region.width - (2 if rows > region.height else 0)

    def offer(self, actions: Sequence, rows: Sequence[Shown]) -> None:
        """Show `rows` (the labels of `actions`, in order), the first highlighted."""
        self.actions = list(actions)
        if self.fresh([same(r) for r in rows]):
            self.put(rows, len(rows))
            self.highlighted = 0 if self.actions else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        k = int(event.option.id)
        if k < len(self.actions):
            self.post_message(self.Chosen(self.actions[k]))


class HandList(Rows):
    """A hand of cards, one a row; rows past the playable ones (or a hidden hand) are shown but not picked."""

    class Picked(Taken):
        """A card was picked: `value` is its place in the hand (from 0)."""

    def show(self, title: Shown, rows: Sequence[Shown], playable: int, subtitle: Shown | None = None) -> None:
        """The hand's title (and subtitle) and its rows, the first `playable` of them pickable."""
        rows = list(rows) or [Content("(no cards)")]
        if self.fresh((same(title), None if subtitle is None else same(subtitle), [same(r) for r in rows], playable)):
            self.entitle(title, subtitle)
            self.put(rows, playable)

    def hide(self) -> None:
        """Nobody's hand: the curtain is coming, or nobody at this keyboard may see it."""
        self.show(Content("Hand"), [Content("(hand hidden)")], 0)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Picked(int(event.option.id)))
