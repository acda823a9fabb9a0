"""The choice panel every game screen shares: the prompt (whose decision, what it asks), the list of choices (one
option an action; Enter or a click sends `ChoiceList.Chosen`) and the hand (numbered cards; `HandList.Picked`).

Each widget redraws only when what it shows changed, so a key press that changes nothing costs nothing. What goes
in them comes from the screen, built from the rules' view and legal actions.
"""

from __future__ import annotations

from typing import Any, Sequence

from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

Shown = str | Content | Any  # markup, Content or rich Text


def same(shown: Shown) -> str:
    """What a line shows, as a string to compare with the last one (markup for Content and rich Text)."""
    return shown if isinstance(shown, str) else shown.markup


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


class Prompt(Remembers, Static):
    """The line above the choices: whose decision it is and what is asked."""

    def say(self, text: Shown) -> None:
        if self.fresh(same(text)):
            self.update(text)


class ChoiceList(Remembers, OptionList):
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
            self.set_options([Option(r, id=str(i)) for i, r in enumerate(rows)])
            self.highlighted = 0 if self.actions else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        k = int(event.option.id)
        if k < len(self.actions):
            self.post_message(self.Chosen(self.actions[k]))


class HandList(Remembers, OptionList):
    """A hand of cards, one a row; rows past the playable ones (or a hidden hand) are shown but not picked."""

    class Picked(Taken):
        """A card was picked: `value` is its place in the hand (from 0)."""

    def show(self, title: Shown, rows: Sequence[Shown], playable: int, subtitle: Shown | None = None) -> None:
        """The hand's title (and subtitle) and its rows, the first `playable` of them pickable."""
        rows = list(rows) or [Content("(no cards)")]
        if self.fresh((same(title), None if subtitle is None else same(subtitle), [same(r) for r in rows], playable)):
            self.border_title = title
            self.border_subtitle = subtitle
            self.set_options([Option(r, id=str(k)) if k < playable else Option(r, disabled=True)
                              for k, r in enumerate(rows)])

    def hide(self) -> None:
        """Nobody's hand: the curtain is coming, or nobody at this keyboard may see it."""
        self.show(Content("Hand"), [Content("(hand hidden)")], 0)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Picked(int(event.option.id)))
