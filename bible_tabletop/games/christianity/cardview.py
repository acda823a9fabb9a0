"""The card inspector (`i`): every card in sight of the player at the keyboard, the highlighted one in full (text,
kind, cost, reference, tags and boosts in words; panels.card_text) with its verse in the WEB (engine/verses.py)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.engine.verses import SHORT_NAME, verse_text
from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity import panels
from bible_tabletop.games.christianity.state import ChristianityState


def inspected(v: ChristianityState, card) -> Text:
    """A card in full for the inspector, its verse's words last (the text is loaded when first shown; a verse it
    cannot give leaves the reference alone)."""
    out = panels.card_text(v, card)
    words = verse_text(card.reference)
    if words:
        out.append("\n\n")
        out.append(words, style="italic")
        out.append(f" ({SHORT_NAME})", style="dim")
    return out


def in_sight(v: ChristianityState, hand: list[int]) -> list[tuple[int, str]]:
    """(card, where) of every card the view shows: the hand shown, the Evil cards waiting and on players, the
    cards in play, face-up (or one's own) Cost Zone cards, the stack, the Evil cards shown coming, each once."""
    out: list[tuple[int, str]] = [(c, "hand") for c in hand]
    for s in v.team:
        p = v.players[s]
        out += [(c, f"waiting at {p.name}") for c in p.tempted]
        out += [(c, f"on {p.name}") for c in p.evil]
        out += [(slot.card, f"{p.name}, in play") for slot in p.in_play]
        out += [(slot.card, f"{p.name}, Cost Zone") for slot in p.cost_zone]
    if v.playing is not None:
        out.append((v.playing.card, "being played"))
    out += [(item.card, "on the stack") for item in v.stack.items]
    side = v.evil
    out += [(c, "Evil Cost Zone") for c in (s.card for s in side.cost_zone)]
    if side.foreseen:
        out += [(c, "coming from the Evil deck") for c in side.deck[len(side.deck) - side.foreseen:][::-1]]
    seen, unique = set(), []
    for card, where in out:
        if card != HIDDEN and card not in seen:
            seen.add(card)
            unique.append((card, where))
    return unique


class CardsScreen(ModalScreen):
    """`i`: the cards in sight, the highlighted one in full; Esc, i or q closes."""

    DEFAULT_CSS = """
    CardsScreen { align: center middle; }
    CardsScreen #ch-cards-box { width: 94%; max-width: 110; height: 86%; border: round $accent; background: $panel; }
    CardsScreen #ch-cards-list { width: 2fr; min-width: 20; height: 1fr; }
    CardsScreen #ch-cards-text { width: 3fr; height: 1fr; padding: 0 1; }
    """
    BINDINGS = [Binding("escape,i,q", "close", "Close")]

    def __init__(self, entries: list[tuple[Text, Text]], start: int = 0):
        super().__init__()
        self.entries = entries
        self.start = start

    def compose(self) -> ComposeResult:
        with Horizontal(id="ch-cards-box"):
            yield OptionList(*[Option(label, id=str(i)) for i, (label, _) in enumerate(self.entries)],
                             id="ch-cards-list")
            yield Static(id="ch-cards-text")

    def on_mount(self) -> None:
        self.query_one("#ch-cards-box").border_title = "Cards in sight (Esc closes)"
        cards = self.query_one("#ch-cards-list", OptionList)
        if self.entries:
            cards.highlighted = min(self.start, len(self.entries) - 1)
            self.query_one("#ch-cards-text", Static).update(self.entries[cards.highlighted][1])
        cards.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.query_one("#ch-cards-text", Static).update(self.entries[int(event.option.id)][1])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()

    def action_close(self) -> None:
        self.dismiss(None)
