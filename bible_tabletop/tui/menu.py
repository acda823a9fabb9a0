"""The main menu: the built games, resume, saves, demo, rules, help, quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.games.registry import BUILT, PLANNED
from bible_tabletop.tui.choices import Options
from bible_tabletop.tui.keyline import KeyLine


class MainMenu(Screen):
    """The built games with players, time and pitch; resume, saves, demo, quit."""

    BINDINGS = [
        Binding("enter", "new", "New game", show=False),
        Binding("d", "demo", "Demo"),
        Binding("l", "learn", "Learn", tooltip="a guided first game: the coach teaches the core rules"),
        Binding("r", "app.resume_latest", "Resume"),
        Binding("s", "app.show_saves", "Saves"),
        Binding("h", "rules", "Rules"),
        Binding("question_mark", "help", "Help"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("Bible Tabletop", id="menu-title")
        yield Static("[b]Bible Tabletop[/b]: tabletop games for one keyboard. Pick a game and press Enter.",
                     id="menu-intro")
        options = []
        for gid, r in BUILT.items():
            seats = f"{r.min_players}" if r.min_players == r.max_players else f"{r.min_players}-{r.max_players}"
            options.append(Option(f"[b]{r.title}[/b]  {seats} players, {r.playing_time}\n"
                                  f"  {r.pitch}", id=gid))
        for gid, title in PLANNED.items():
            options.append(Option(f"[dim]{title}: coming later[/dim]", id=gid, disabled=True))
        yield Options(*options, id="menu-games")
        yield KeyLine()

    def _game(self) -> str:
        ol = self.query_one("#menu-games", OptionList)
        opt = ol.get_option_at_index(ol.highlighted or 0)
        return opt.id

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.new_game(event.option.id)

    def action_new(self) -> None:
        self.app.new_game(self._game())

    def action_demo(self) -> None:
        self.app.start_demo(self._game())

    def action_learn(self) -> None:
        self.app.start_lesson(self._game())

    def action_rules(self) -> None:
        self.app.show_rules(self._game())

    def action_help(self) -> None:
        self.app.show_help(self)
