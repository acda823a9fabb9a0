"""High Card's screen, built on the suite's game screen: the pot and the hand on the left, the shared choice panel
and log on the right."""

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Static

from bible_tabletop.tui.choices import ChoiceList, Prompt
from bible_tabletop.tui.gamelog import GameLog
from bible_tabletop.tui.play import GameScreen


class HighCardScreen(GameScreen):
    OVER = "The pot is full."

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Static(id="hc-table")
            with Vertical():
                yield Prompt(id="prompt")
                yield ChoiceList(id="choices")
                yield GameLog()
        yield Footer()

    def refresh_board(self, view, seat: int | None) -> None:
        hand = ", ".join(view.cards[c].name for c in view.hand) if view.hand else "hidden"
        self.query_one("#hc-table", Static).update(f"Pot {view.pot} · deck {view.deck} · hand: {hand}")
        self.fill_choices()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("arrows Enter", "add to the pot, draw or pass")]
