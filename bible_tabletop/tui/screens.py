"""The shell's small screens: privacy curtain, rules reader, help, game over (the saves list is in saves.py)."""

from __future__ import annotations

from rich.align import Align
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.events import Key
from textual.markup import MarkupError
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.engine.outcome import Outcome, Result
from bible_tabletop.paths import ASSETS
from bible_tabletop.tui.choices import Options
from bible_tabletop.tui.keys import readable


class Curtain(Screen):
    """Opaque hand-over screen: hides everything until the named player presses a key. The name and the "since
    your turn" line are shown as typed, never read as markup; `why` is markup from the game (names in it escaped),
    shown as typed if it does not parse."""

    TEXT_WIDTH = 64  # the box's inner width (app.tcss #curtain-box)

    def __init__(self, name: str, why: str = "", since: str = ""):
        super().__init__(classes="curtain")
        self.player = name
        self.why = why
        self.since = since

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-box"):
            yield Static(Text.assemble("Pass the keyboard to ", (self.player, "bold")), id="curtain-title")
            if self.why:
                yield Static(_markup(self.why), id="curtain-why")
            if self.since:
                yield Static(Text(self.since), id="curtain-since")
            yield Static(Text(f"Everyone else, look away. {self.player}: press any key to continue."),
                         id="curtain-hint")

    def on_mount(self) -> None:
        """What was said to the last player (a refused key, say) is not left over the next one's curtain."""
        self.app.clear_notifications()

    def on_key(self, event: Key) -> None:
        event.stop()
        self.dismiss(True)

    def on_click(self) -> None:
        self.dismiss(True)


def _markup(text: str | Content) -> Content:
    """`text` read as markup, or as typed when it is not valid markup (a name somebody forgot to escape)."""
    if isinstance(text, Content):
        return text
    try:
        return Content.from_markup(text)
    except MarkupError:
        return Content(text)


class RulesScreen(Screen):
    """The game's rules page, assets/<game>/rules.md, in a Markdown viewer; the sections the coach cites are marked
    (◆, under their heading) and `c` goes from one to the next, so a player can read what the coach will cite."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back"),
                Binding("c", "next_coached", "Coach's next", tooltip="the next section the coach (F2) cites")]

    def __init__(self, game: str, section: str | None = None):
        super().__init__()
        self.game, self.section = game, section
        self.coached: list[str] = []  # the sections the coach cites, in page order

    def compose(self) -> ComposeResult:
        from textual.widgets import MarkdownViewer  # imported on first use: it is heavy for start-up

        path = ASSETS / self.game / "rules.md"
        text = path.read_text(encoding="utf-8") if path.exists() else f"# {self.game}\n\nNo rules page yet."
        text, self.coached = coach_marks(self.game, text)

        class RulesPage(MarkdownViewer):
            """The page, opened at the section asked for once its headings are known (its last heading's anchor)."""

            def on_markdown_table_of_contents_updated(page, event) -> None:
                if self.section:
                    page.call_after_refresh(page.document.goto_anchor, anchor_of(self.section.rpartition(": ")[2]))

        yield RulesPage(text, show_table_of_contents=False)
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.coached) if action == "next_coached" else True

    def action_next_coached(self) -> None:
        """`c`: the next section the coach cites after the one last gone to (from the first again after the last)."""
        from textual.widgets import MarkdownViewer

        names = [name.casefold() for name in self.coached]
        at = names.index(self.section.casefold()) + 1 if self.section and self.section.casefold() in names else 0
        self.section = self.coached[at % len(self.coached)]
        self.query_one(MarkdownViewer).document.goto_anchor(anchor_of(self.section.rpartition(": ")[2]))


COACH_MARK = "*◆ The coach cites this section (F2 in a game, when it is your decision).*"


def coach_marks(game: str, text: str) -> tuple[str, list[str]]:
    """The rules page with a line under each heading the game's coach book cites, a line at the top saying so, and
    those sections in page order (none for a game without a coach book)."""
    from bible_tabletop.engine.coach import book
    from bible_tabletop.engine.rulespage import sections

    words = book(game)
    if words is None:
        return text, []
    cited = {entry.section.casefold(): entry.section for entry in words.situations.values()}
    at = {line: cited[name] for name, line in sections(game).items() if name in cited}
    lines = text.splitlines()
    for line in sorted(at, reverse=True):  # from the bottom, so the line numbers above stay true
        lines[line:line] = ["", COACH_MARK]
    top = next((k for k, line in enumerate(lines) if line.startswith("# ")), -1) + 1
    lines[top:top] = ["", "*◆ marks the sections the coach cites; `c` goes to the next one.*"]
    return "\n".join(lines), [at[line] for line in sorted(at)]


def anchor_of(heading: str) -> str:
    """A heading's anchor as the Markdown viewer names it: lower case, words joined by hyphens, no punctuation."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -_")
    return kept.strip().replace(" ", "-")


class HelpScreen(ModalScreen):
    """`?`: the keys of the screen underneath, with what they do."""

    BINDINGS = [Binding("escape,q,question_mark", "app.pop_screen", "Close")]

    def __init__(self, title: str, keys: list[tuple[str, str]], notes: str = ""):
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.notes = notes

    def compose(self) -> ComposeResult:
        rows, seen = [], set()
        for keys, what in self.keys:
            keys = readable(keys)
            if keys.lower() not in seen:  # a key listed twice is shown once, with its first description
                seen.add(keys.lower())
                rows.append((keys, what))
        table = Table.grid(padding=(0, 1))
        table.add_column(style="bold", max_width=16)
        table.add_column(ratio=1)
        for keys, what in rows:
            table.add_row(Text(keys), Text(what))
        parts = [Text(self.title_text, style="bold"), Text(), table]
        if self.notes:
            parts += [Text(), Text(self.notes)]
        parts += [Text(), Text("Ctrl+P: command palette (new game, save, resume, rules, undo, quit).  Ctrl+Q or "
                               "Ctrl+C: quit (a game of yours is saved after every move).  Esc: close.")]
        with VerticalScroll(id="help-box"):
            yield Static(Group(*parts))


class GameOver(ModalScreen[str]):
    """The result: the sentence, each seat's result under it (names as typed, never markup), then play again or
    back to the menu. Given the session, the seats' statistics and the score chart follow (tui/charts.py), worked
    out by replaying the game in a thread once the result is on screen (the chart library loads only then)."""

    CSS = """
    GameOver #gameover-box { width: 96%; max-width: 110; max-height: 100%; padding: 0 2; overflow-y: auto; }
    GameOver #gameover-title, GameOver #gameover-text { margin-bottom: 0; }
    GameOver #gameover-choices { border: none; margin-bottom: 1; }
    """
    BINDINGS = [Binding("p", "choose('again')", "Play again"), Binding("m,escape", "choose('menu')", "Menu")]
    WORDS = {Result.WIN: ("won", "bold green"), Result.LOSS: ("lost", "red"), Result.DRAW: ("drew", "yellow")}

    def __init__(self, outcome: Outcome, names: list[str], next_game_in: int | None = None, session=None):
        """`next_game_in`: a demo left running starts its next game after that many seconds; `session`: the game,
        for its statistics and chart."""
        super().__init__()
        self.session = session
        self.text = outcome.text
        self.lines = [(name, *self.WORDS[result]) for name, result in zip(names, outcome.results)]
        self.next_game_in = next_game_in
        hints = getattr(session, "hints", None) or []
        self.hints = ", ".join(f"{name} {n}" for name, n in zip(names, hints)) if any(hints) else ""

    def compose(self) -> ComposeResult:
        seats = Table.grid(padding=(0, 2))
        seats.add_column(justify="right")
        seats.add_column()
        for name, word, style in self.lines:
            seats.add_row(Text(name), Text(word, style=style))
        with Vertical(id="gameover-box"):
            yield Static("[b]Game over[/b]", id="gameover-title")
            yield Static(Text(self.text), id="gameover-text")
            yield Static(Align.center(seats), id="gameover-seats")
            if self.hints:
                yield Static(Text(f"Hints used: {self.hints}", justify="center"), id="gameover-hints")
            yield Options(Option("Play again (same players, new seed)", id="again"),
                             Option("Back to the main menu", id="menu"), id="gameover-choices")
            if self.next_game_in is not None:
                yield Static(self._next_game_line(), id="gameover-next")

    def on_mount(self) -> None:
        if self.next_game_in is not None:
            self.set_interval(1.0, self._count_down)
        if self.session is not None:
            self.run_worker(self._work_out_scores(), exit_on_error=False, group="scores")

    async def _work_out_scores(self) -> None:
        """Replay the game for its history and load the chart library in a thread (the result stays responsive;
        leaving the screen cancels the wait, never the thread), then show them."""
        import asyncio

        self._show_scores(await asyncio.to_thread(self._history))

    def _history(self):
        from bible_tabletop.engine.replay import Replay
        from bible_tabletop.engine.scores import history_for
        from bible_tabletop.tui import charts  # noqa: F401 - the chart library, loaded here, off the screen's thread

        return history_for(Replay.of(self.session))

    def _show_scores(self, history) -> None:
        """Each seat's result with its statistics, then the chart and the notes, above the choices."""
        from bible_tabletop.tui.charts import chart_widgets, stats_table

        if not self.is_attached:
            return
        results = [(word, style) for _name, word, style in self.lines]
        self.query_one("#gameover-seats", Static).update(Align.center(stats_table(history, results)))
        box = self.query_one("#gameover-box")
        used = sum(w.outer_size.height for w in box.children) + 2  # the box's border
        box.mount_all(chart_widgets(history, self.size.height - used - len(results) - 1, box.content_size.width))

    def _next_game_line(self) -> str:
        return f"The next demo game starts in {self.next_game_in} s."

    def _count_down(self) -> None:
        """The demo's next game: a second less to wait, and at zero it starts."""
        self.next_game_in -= 1
        if self.next_game_in <= 0:
            self.dismiss("again")
        else:
            self.query_one("#gameover-next", Static).update(self._next_game_line())

    def action_choose(self, what: str) -> None:
        self.dismiss(what)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
