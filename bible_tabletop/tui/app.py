"""The `bible-tabletop` Textual app: starts at the menu, a new game, a resumed save or a demo."""

from __future__ import annotations

import random
import shlex
import threading
from pathlib import Path
from typing import Iterable

from rich.text import Text
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.events import Event, Key, MouseDown, Paste, Resize
from textual.geometry import Size
from textual.screen import Screen

from bible_tabletop.games.registry import BUILT, rules_for, spec_for
from bible_tabletop.tui.keys import key_label
from bible_tabletop.tui.menu import MainMenu
from bible_tabletop.tui.size import SizeNotice

# Saves, help and rules screens are imported where they are first used: the menu starts with only what it draws.
QUIT_KEYS = ("ctrl+q", "ctrl+c")  # the keys that still work while the terminal is too small


class BibleTabletopApp(App):
    """One app, one screen per game; the engine owns the state, screens only send actions."""

    TITLE = "Bible Tabletop"
    CSS_PATH = Path(__file__).with_name("app.tcss")
    # Ctrl+C leaves as Ctrl+Q does (Textual only says "press ctrl+q"): a player in a terminal stops a program with
    # it, and every move is saved, so nothing is lost; the line left on the terminal says how to resume. In a text
    # box it still copies (the box's own binding comes first); in a browser it only says how to leave.
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
                Binding("ctrl+c", "ctrl_c", show=False, system=True)]

    min_size = (80, 24)  # columns and rows every screen is laid out for: below it, a notice covers the screen
    computer_delay = 0.35  # seconds before a computer seat moves in a game with humans
    computer_delay_cap = 10.0  # tests set this to 0 to play computer seats at once
    race_pace = 2.5  # seconds between the clues of a TriBond Challenge race

    def __init__(self, *, start: tuple | None = None, seeds: random.Random | None = None):
        super().__init__()
        self.seeds = seeds or random.Random()
        self.start = start
        self.game_screen = None
        self.keys_answered = threading.Event()  # clear from a key until the screen has shown its answer
        self.keys_answered.set()

    def get_key_display(self, binding: Binding) -> str:
        """Every footer writes a key as a player reads it: Ctrl+S, Esc, Del (Textual wrote ^s, esc, delete)."""
        return binding.key_display or key_label(binding.key)

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._cover)
        self._cover(self.screen)
        self.push_screen(MainMenu())
        if self.start is None:
            return
        kind, *args = self.start
        if kind == "play":
            self.start_game(*args)
        elif kind == "resume":
            self.resume(args[0])
        elif kind == "session":  # already loaded and checked by `bible-tabletop resume`
            self._open(args[0])
        elif kind == "demo":
            self.start_demo(*args)
        elif kind == "learn":
            self.start_lesson(*args)
        elif kind == "replay":  # a save to step through, already loaded by `bible-tabletop replay` (tui/replay.py)
            from bible_tabletop.tui.replay import replay_screen

            self.push_screen(replay_screen(*args))

    # -- starting games ------------------------------------------------------------------------------------
    def start_lesson(self, game: str) -> None:
        """The guided first game of `game` (its coach book's lesson), or a sentence when it has none yet."""
        from bible_tabletop.engine.coach import book
        from bible_tabletop.engine.lesson import lesson_config

        words = book(game)
        if words is None or words.lesson is None:
            self.notify(f"No guided game for {rules_for(game).title} yet: F2 in a game opens the coach.",
                        severity="warning")
            return
        self.start_game(lesson_config(game, words.lesson), words.lesson.seed, lesson=words.lesson)

    @staticmethod
    def _lesson_of(config):
        """The lesson a game's config says it is (a guided game resumed), or None."""
        if not config.lesson:
            return None
        from bible_tabletop.engine.coach import book

        words = book(config.game)
        return None if words is None else words.lesson

    def start_game(self, config, seed: int, *, demo: bool = False, replace: bool = False, lesson=None) -> None:
        from bible_tabletop.engine.session import Session

        from bible_tabletop.engine import saves
        from bible_tabletop.engine.data import DataError

        autosave = None if demo else saves.autosave_path(config.game, seed)  # a demo never becomes "your game"
        try:
            session = Session(rules_for(config.game), config, seed, autosave=autosave, demo=demo)
        except DataError as exc:  # a broken data file: say where, keep the app running
            self.notify("\n".join(str(p) for p in exc.problems[:3]), title="Broken data file", severity="error",
                        timeout=15, markup=False)
            return
        self._open(session, demo=demo, replace=replace, lesson=lesson)

    def _open(self, session, *, demo: bool = False, replace: bool = False, lesson=None) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if replace and not isinstance(self.screen, MainMenu):
            self.pop_screen()
        self.game_screen = spec_for(session.rules.id).screen()(session, demo=demo or session.demo)
        self.game_screen.lesson = lesson or self._lesson_of(session.config)
        session.seat_names = [self.game_screen.seat_name(s) for s in range(session.config.players)]
        session.on_save_problem = self._saving_changed
        self.push_screen(self.game_screen)

    def _saving_changed(self, problem: str | None) -> None:
        """Autosave failed (the game goes on in memory), or works again: say so at once."""
        from bible_tabletop.tui.saves import not_saved_warning

        message, severity = not_saved_warning(problem)
        self.notify(message, title="Saving", severity=severity, timeout=20 if problem else 5, markup=False)

    def start_demo(self, game: str, players: int | None = None, seed: int | None = None,
                   levels: dict[int, str] | None = None) -> None:
        """A demo of `game`: every seat a computer, at the level given by seat (else the run's or normal)."""
        from bible_tabletop.engine.game import GameConfig

        rules = rules_for(game)
        n = players or min(4, rules.max_players)
        seed = seed if seed is not None else self.seeds.randrange(1, 1_000_000)
        levels = {seat: level for seat, level in (levels or {}).items() if seat < n}
        config = GameConfig(game=game, players=n, computer=list(range(n)), levels=levels)
        self.start_game(config, seed, demo=True)

    def play_again(self, config, demo: bool = False) -> None:
        self.start_game(config, self.seeds.randrange(1, 1_000_000), demo=demo, replace=True)

    def resume(self, path: Path | None) -> None:
        """Open the save at `path`, or the newest game with a human seat that is not over."""
        from bible_tabletop.engine import saves
        from bible_tabletop.engine.session import Session, latest_resumable

        path = path or latest_resumable()
        if path is None:
            self.notify("No game to resume: no saved game with a human player that is not over.",
                        severity="warning")
            return
        try:
            session = Session.load(Path(path))
        except saves.SaveError as exc:
            self.notify(str(exc), title="Cannot resume", severity="error", timeout=8, markup=False)
            return
        self._open(session)

    def new_game(self, game: str) -> None:
        """The game's own setup screen if its spec names one, else the shared one (loaded on first use)."""
        setup = spec_for(game).setup_screen()
        if setup is None:
            from bible_tabletop.tui.setup import SetupScreen

            setup = SetupScreen
        self.push_screen(setup(game))

    def back_to_menu(self) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if self.game_screen is not None:
            from bible_tabletop.tui.saves import leaving_note

            message, severity = leaving_note(self.game_screen.session, self.game_screen.demo)
            self.notify(message, severity=severity, timeout=8, markup=False)
        self.game_screen = None

    # -- a terminal too small -------------------------------------------------------------------------------
    @property
    def too_small(self) -> bool:
        return self.has_class("-too-small")

    def _fit(self, size: Size) -> None:
        """Below `min_size` the app is `-too-small`: every screen's notice covers it (tui/size.py)."""
        self.set_class(size.width < self.min_size[0] or size.height < self.min_size[1], "-too-small")

    def _cover(self, screen: Screen) -> None:
        """Every screen shown gets the notice that covers it while the terminal is too small."""
        if not screen.query_children(SizeNotice):
            screen.mount(SizeNotice())
        self._fit(self.size)

    def on_resize(self, event: Resize) -> None:
        self._fit(event.size)

    async def on_event(self, event: Event) -> None:
        """While the notice covers the screen, keys and pastes do nothing (the player cannot see what they would
        do), but for Ctrl+Q and Ctrl+C, which leave."""
        if isinstance(event, (Key, Paste)) and self.too_small and getattr(event, "key", "") not in QUIT_KEYS:
            return
        if isinstance(event, (Key, Paste, MouseDown)):  # a thinking computer waits until the screen has answered
            self.keys_answered.clear()
            self.call_after_refresh(self.keys_answered.set)
        await super().on_event(event)

    # -- leaving ----------------------------------------------------------------------------------------------
    async def action_quit(self) -> None:
        self.exit(message=self.saved_line())

    async def action_ctrl_c(self) -> None:
        if self.is_web:  # a browser's Ctrl+C copies: never close the tab's game on it
            self.notify("Ctrl+C does not leave in a browser: close the tab, or press Ctrl+Q. Every move is saved.",
                        markup=False)
            return
        await self.action_quit()

    def saved_line(self) -> Text | None:
        """What quitting leaves on the terminal: that the game in progress is saved and how to resume it; None
        when there is nothing to resume (no game, a demo, a finished game, no move yet, or saving failed)."""
        from bible_tabletop.engine.session import latest_resumable

        screen = self.game_screen
        session = screen.session if screen is not None else None
        if session is None or screen.demo or session.outcome is not None or not screen.humans():
            return None
        path = session.autosave
        if path is None or session.save_problem is not None or not path.is_file():
            return None
        command = "bible-tabletop resume"
        if latest_resumable() != path:
            command += f" {shlex.quote(str(path))}"
        return Text(f"Game saved: resume it with {command}")

    # -- commands ------------------------------------------------------------------------------------------------
    def action_resume_latest(self) -> None:
        self.resume(None)

    def action_show_saves(self) -> None:
        from bible_tabletop.engine.saves_folder import catalogue
        from bible_tabletop.tui.saves import SavesScreen

        self.push_screen(SavesScreen(catalogue()), lambda p: p and self.resume(p))

    def show_rules(self, game: str, section: str | None = None) -> None:
        """The game's rules page, opened at `section` ("Game Turn: Hand limit") when one is named."""
        from bible_tabletop.tui.screens import RulesScreen

        self.push_screen(RulesScreen(game, section))

    def show_help(self, screen: Screen) -> None:
        keys = [(b.key, b.description) for b in screen.BINDINGS if b.description]
        self.push_screen_help("Main menu", [("Enter", "set up a new game of the highlighted one")] + keys)

    def push_screen_help(self, title: str, keys: list[tuple[str, str]]) -> None:
        from bible_tabletop.tui.screens import HelpScreen

        self.push_screen(HelpScreen(title, keys))

    def _save_now(self, elsewhere: bool = False) -> None:
        if self.game_screen is None:
            self.notify("No game in play to save.", severity="warning")
            return
        from bible_tabletop.tui.saves import ask_save_name, ask_save_path

        (ask_save_path if elsewhere else ask_save_name)(self, self.game_screen.session)

    def _undo(self) -> None:
        if self.game_screen is not None:
            self.game_screen.action_undo()

    def _rules_now(self) -> None:
        game = self.game_screen.rules.id if self.game_screen is not None else "barbarians"
        self.show_rules(game)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        for gid, spec in BUILT.items():
            yield SystemCommand(f"New game: {spec.title}", f"Set up a new game of {spec.title}",
                                lambda gid=gid: self.new_game(gid))
        yield SystemCommand("Save", "Save a named copy of the game in play", self._save_now)
        yield SystemCommand("Save elsewhere", "Save the game in play to a file or folder you choose, and keep "
                                              "autosaving there", lambda: self._save_now(elsewhere=True))
        yield SystemCommand("Saves", "The saved games: open or delete one", self.action_show_saves)
        yield SystemCommand("Resume", "Resume your latest game that is not over", lambda: self.resume(None))
        yield SystemCommand("Rules", "Read the rules of the game", self._rules_now)
        yield SystemCommand("Undo", "Undo your last decision (before any die or card)", self._undo)
        for gid, spec in BUILT.items():
            yield SystemCommand(f"Demo: {spec.title}", "Computer players play a whole game at a watchable pace",
                                lambda gid=gid: self.start_demo(gid))
