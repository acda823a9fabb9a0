"""The shell's small screens: privacy curtain, rules reader, help, game over (the saves list is in saves.py)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.events import Key
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.paths import ASSETS


class Curtain(Screen):
    """Opaque hand-over screen: hides everything until the named player presses a key."""

    def __init__(self, name: str, why: str = ""):
        super().__init__(classes="curtain")
        self.player = name
        self.why = why

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-box"):
            yield Static(f"Pass the keyboard to [b]{self.player}[/b]", id="curtain-title")
            if self.why:
                yield Static(self.why, id="curtain-why")
            yield Static(f"Everyone else, look away. {self.player}: press any key to continue.", id="curtain-hint")

    def on_key(self, event: Key) -> None:
        event.stop()
        self.dismiss(True)

    def on_click(self) -> None:
        self.dismiss(True)


class RulesScreen(Screen):
    """The game's rules page, assets/<game>/rules.md, in a Markdown viewer."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def __init__(self, game: str):
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        from textual.widgets import MarkdownViewer  # imported on first use: it is heavy for start-up

        path = ASSETS / self.game / "rules.md"
        text = path.read_text(encoding="utf-8") if path.exists() else f"# {self.game}\n\nNo rules page yet."
        yield MarkdownViewer(text, show_table_of_contents=False)
        yield Footer()


class HelpScreen(ModalScreen):
    """`?`: the keys of the screen underneath, with what they do."""

    BINDINGS = [Binding("escape,q,question_mark", "app.pop_screen", "Close")]

    def __init__(self, title: str, keys: list[tuple[str, str]], notes: str = ""):
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.notes = notes

    def compose(self) -> ComposeResult:
        lines = [f"[b]{self.title_text}[/b]", ""]
        lines += [f"  [b]{k:<12}[/b] {d}" for k, d in self.keys]
        if self.notes:
            lines += ["", self.notes]
        lines += ["", "Ctrl+P: command palette (new game, save, resume, rules, undo, quit).  Esc: close."]
        with VerticalScroll(id="help-box"):
            yield Static("\n".join(lines))


class GameOver(ModalScreen[str]):
    """The result, then play again or back to the menu."""

    BINDINGS = [Binding("p", "choose('again')", "Play again"), Binding("m,escape", "choose('menu')", "Menu")]

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="gameover-box"):
            yield Static("[b]Game over[/b]", id="gameover-title")
            yield Static(self.text, id="gameover-text")
            yield OptionList(Option("Play again (same players, new seed)", id="again"),
                             Option("Back to the main menu", id="menu"), id="gameover-choices")

    def action_choose(self, what: str) -> None:
        self.dismiss(what)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
