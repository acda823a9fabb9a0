"""The card inspector every card game opens with `i`: the cards in sight in a list, the highlighted one in full
beside it (Tab or the mouse wheel scrolls a card too long for the box). A game gives the entries (a label and the full text of each card, its own words) and the prefix of the
widgets' ids; the screen is the same for all."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.tui.choices import Options

Entry = tuple["str | Text", "str | Text"]  # (label in the list, the card in full: markup or Text)


class CardList(ModalScreen):
    """`i`: the cards in sight, the highlighted one in full; Esc, i or q closes. The ids are PREFIX-cards-box,
    -list and -text."""

    DEFAULT_CSS = """
    CardList { align: center middle; }
    CardList .cards-box { width: 90%; max-width: 110; height: 80%; border: round $accent; background: $panel; }
    CardList .cards-list { width: 2fr; min-width: 22; height: 1fr; }
    CardList .cards-scroll { width: 3fr; height: 1fr; }
    CardList .cards-text { height: auto; min-height: 100%; padding: 0 1; }
    """
    BINDINGS = [Binding("escape,i,q", "close", "Close")]
    PREFIX = "cards"

    def __init__(self, entries: list[Entry], start: int = 0):
        super().__init__()
        self.entries = entries
        self.start = start

    def compose(self) -> ComposeResult:
        with Horizontal(id=f"{self.PREFIX}-cards-box", classes="cards-box"):
            yield Options(*[Option(label, id=str(i)) for i, (label, _) in enumerate(self.entries)],
                             id=f"{self.PREFIX}-cards-list", classes="cards-list")
            with VerticalScroll(classes="cards-scroll"):
                yield Static(id=f"{self.PREFIX}-cards-text", classes="cards-text")

    def on_mount(self) -> None:
        self.query_one(".cards-box").border_title = "Cards in sight (Esc closes)"
        cards = self.query_one(".cards-list", OptionList)
        if self.entries:
            cards.highlighted = min(self.start, len(self.entries) - 1)
            self.show(cards.highlighted)
        cards.focus()

    def show(self, index: int) -> None:
        """The entry at `index` in full beside the list."""
        self.query_one(".cards-text", Static).update(self.entries[index][1])
        self.query_one(".cards-scroll").scroll_home(animate=False)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.show(int(event.option.id))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()

    def action_close(self) -> None:
        self.dismiss(None)
