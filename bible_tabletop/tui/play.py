"""The base of every game screen: drives the session, computer seats, the curtain, demo pace, log and undo."""

from __future__ import annotations

from collections import deque
from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.screen import Screen
from textual.events import Key, Mount, Resize
from textual.widgets import Input, RichLog

from bible_tabletop.engine.bots import Bot, bots_for, default_bot
from bible_tabletop.engine.game import Action, IllegalAction
from bible_tabletop.engine.session import Session
from bible_tabletop.tui.demo import DEMO_ACTIONS, DEMO_NEXT_GAME_IN, DemoBanner
from bible_tabletop.tui.keys import help_entries
from bible_tabletop.tui.news import Moves, NewsStrip, since_your_turn, strip_text
from bible_tabletop.tui.screens import Curtain, GameOver

PACES = (2.0, 1.2, 0.7, 0.4, 0.2, 0.08)
REWRAP_AFTER = 0.1  # seconds without a resize before the log is wrapped again


class GameScreen(Screen):
    """Subclasses compose the board and implement `refresh_board(view, seat)` and `keys_help()`."""

    BINDINGS = [
        Binding("u", "undo", "Undo", show=False, tooltip="undo your last decision (before any die or card)"),
        Binding("question_mark", "help", "Help", tooltip="this list of keys"),
        Binding("f1", "rules", "Rules", show=False, tooltip="the rules of this game"),
        Binding("escape", "menu", "Menu", key_display="Esc", tooltip="back to the menu (the game is saved)"),
        # the demo's keys: shown and working only in a demo (check_action); Textual calls '.' full_stop
        Binding("plus,equals_sign", "faster", "Faster", key_display="+"),
        Binding("minus", "slower", "Slower", key_display="-"),
        Binding("space", "pause", "Pause", key_display="space"),
        Binding("full_stop", "step", "Step", key_display="."),
        Binding("t", "take_over", "Take seat"),
    ]

    def __init__(self, session: Session, *, demo: bool = False, bot: str | None = None):
        super().__init__()
        self.session = session
        self.rules = session.rules
        self.demo = demo
        self.computer: set[int] = set(session.config.computer)
        factories = bots_for(self.rules)
        name = bot or default_bot(self.rules)
        self.bots: dict[int, Bot] = {s: factories[name](session.seed + s) for s in range(session.config.players)}
        self.shown_seat: int | None = None
        self.pace = 2 if demo else 3
        self.paused = False
        self._timer = None
        self._logged = 0
        self._log_lines: deque[Text] = deque(maxlen=500)  # what the log shows, re-written when its width changes
        self._log_width = 0
        self._rewrap_timer = None
        self.moves = Moves.of(session)  # where each action's events are, for the strip and the curtain
        self._news: NewsStrip | None = None
        self._started = False
        self._over = False
        self._taking = False  # demo: the next number key takes over (or hands back) that seat
        self._shown: dict[str, object] = {}  # what each widget shows now, so unchanged ones are not redrawn
        humans = self.humans()
        if len(humans) == 1:
            self.shown_seat = humans[0]

    def _changed(self, key: str, value: object) -> bool:
        """Whether widget `key` must be redrawn to show `value` (and remember it): keeps key presses cheap."""
        if self._shown.get(key) == value:
            return False
        self._shown[key] = value
        return True

    # -- who sits where -------------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [s for s in range(self.session.config.players) if s not in self.computer]

    def seat_name(self, seat: int) -> str:
        return self.session.config.name(seat) if self.session.config.names else self.describe_seat(seat)

    def describe_seat(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def viewer(self) -> int | None:
        """Whose hidden cards the screen may show now: the human at the keyboard, or in a pure demo the actor."""
        if self.humans():
            return self.shown_seat
        return self.session.to_act

    def my_decision(self) -> bool:
        seat = self.session.to_act
        return seat is not None and seat not in self.computer and seat == self.shown_seat

    # -- flow ------------------------------------------------------------------------------------------
    def on_mount(self) -> None:
        if self._started:  # Textual calls this for every class that defines on_mount, and a subclass's super() too
            return
        self._started = True
        self.call_after_refresh(self.write_log)
        self.redraw()
        self.call_after_refresh(self.advance)

    def redraw(self) -> None:
        viewer = self.viewer()
        self.refresh_board(self.rules.view(self.session.state, viewer), viewer)
        self.show_news()

    @on(Mount)
    def _mount_news(self) -> None:
        """Every game gets the "what just happened" strip above its board, without its own compose naming it."""
        if self._news is None:
            self._news = NewsStrip(id="news")
            self.mount(self._news, before=0)
            self.show_news()

    def show_news(self) -> None:
        """The strip: the events since the player at the keyboard last acted (a pure demo: the latest action)."""
        if self._news is None:
            return
        viewer = self.shown_seat if self.humans() else None
        log = self.session.state.log
        span = self.moves.span(viewer, len(log))
        width = self._news.content_region.width or self.app.size.width - 2
        if self._changed("news", (span, viewer, width)):
            self._news.update(strip_text(log, span, viewer, width, self.app.console))

    def act(self, action: Action) -> bool:
        """Send a choice to the session; an illegal one gets the engine's reason in a notification."""
        seat, start = self.session.to_act, len(self.session.state.log)
        try:
            self.session.act(action)
        except IllegalAction as exc:
            self.notify(f"{escape(exc.reason)}\n[dim]{escape(exc.rule)}[/dim]", title="Not allowed", severity="warning")
            return False
        self.moves.record(seat, start, len(self.session.state.log))
        self.write_log()
        self.advance()
        return True

    def advance(self) -> None:
        """After every action: game over, a computer's move, or the curtain for the next human."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        outcome = self.session.outcome
        if outcome is not None:
            self.redraw()
            if not self._over:
                self._over = True
                names = [self.seat_name(s) for s in range(self.session.config.players)]
                next_game_in = DEMO_NEXT_GAME_IN if self.demo and not self.humans() else None
                self.app.push_screen(GameOver(outcome, names, next_game_in), self._after_game)
            return
        seat = self.session.to_act
        if seat in self.computer:
            self.redraw()
            if not self.paused:
                delay = PACES[self.pace] if self.demo or not self.humans() else self.app.computer_delay
                self._timer = self.set_timer(max(0.001, min(delay, self.app.computer_delay_cap)), self.computer_move)
            return
        if seat != self.shown_seat and len(self.humans()) > 1 and self.rules.needs_curtain(self.session.state, seat):
            self.shown_seat = None
            self.redraw()  # hide the last hand before the curtain goes up
            since = since_your_turn(self.session.state.log, self.moves, seat, Curtain.TEXT_WIDTH, self.app.console)
            self.app.push_screen(Curtain(self.seat_name(seat), self.curtain_reason(seat), since), self._curtain_done)
            return
        self.shown_seat = seat if seat is not None else self.shown_seat
        self.redraw()

    def curtain_reason(self, seat: int) -> str:
        """The curtain's line saying why `seat` takes the keyboard: markup, so escape every name in it."""
        return "It is your decision."

    def _curtain_done(self, _result: Any = None) -> None:
        self.shown_seat = self.session.to_act
        self.redraw()

    def computer_move(self) -> None:
        self._timer = None
        seat = self.session.to_act
        if seat is None or seat not in self.computer or self.session.outcome is not None:
            return
        self.act(self.bots[seat].choose(self.rules, self.session.state, seat))

    def write_log(self) -> None:
        """The new events, as typed (never read as markup); in a demo each with its rule."""
        events = self.session.state.log
        for e in events[self._logged:]:
            self._log_write(Text(e.text) + (Text(f"  [{e.rule}]", style="dim") if self.demo else Text()))
        self._logged = len(events)

    def _log_write(self, line: Text) -> None:
        self._log_lines.append(line)
        self.query_one("#log", RichLog).write(line)

    def on_resize(self, _event: Resize) -> None:
        """Once the terminal stops changing size (a drag sends many), fit the log and the strip to it."""
        if self._rewrap_timer is not None:
            self._rewrap_timer.stop()
        self._rewrap_timer = self.set_timer(REWRAP_AFTER, self._rewrap_log)

    def _rewrap_log(self) -> None:
        """RichLog wraps a line when it is written: at a new width write the kept lines again (0.5 ms a line)."""
        self._rewrap_timer = None
        log = self.query_one("#log", RichLog)
        width = log.scrollable_content_region.width
        if width == self._log_width or not width:
            return
        self._log_width = width
        log.clear()
        for line in self._log_lines:
            log.write(line, width=width, scroll_end=False)
        log.scroll_end(animate=False, immediate=False)
        self.show_news()

    def _after_game(self, choice: str | None) -> None:
        if choice == "again":
            self.app.play_again(self.session.config, demo=self.demo)
        else:
            self.app.back_to_menu()

    # -- actions -----------------------------------------------------------------------------------------
    def action_undo(self) -> None:
        if self.session.to_act in self.computer:
            self.notify("A computer is deciding: nothing to undo now.", severity="warning")
            return
        try:
            undone = self.session.undo()
        except IllegalAction as exc:
            self.notify(escape(exc.reason), title="Cannot undo", severity="warning")
            return
        self.moves.undo()
        self._log_write(Text(f"(undone: {self.rules.describe(self.session.state, undone)})"))
        self._logged = len(self.session.state.log)
        self.redraw()

    def action_help(self) -> None:
        """`?`: the screen's own notes, then every key bound here that works now (the demo's only in a demo)."""
        self.app.push_screen_help(self.rules.title, help_entries(self, self.keys_help()))

    def action_rules(self) -> None:
        self.app.show_rules(self.rules.id)

    def action_menu(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        self.app.back_to_menu()

    # -- the demo --------------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The demo's keys exist only in a demo (elsewhere hidden and inert); undo only once a visitor plays."""
        if action in DEMO_ACTIONS:
            return self.demo
        if action == "undo" and self.demo and not self.humans():
            return False
        return True

    @on(Mount)
    def _show_demo_banner(self) -> None:
        if self.demo:
            self.mount(DemoBanner(id="demo-banner"))
            self._demo_changed()

    def _demo_changed(self) -> None:
        """Pace, pause or seats changed: the banner and the footer say so."""
        for banner in self.query(DemoBanner):
            banner.show(PACES[self.pace], self.paused, self.humans())
        self.refresh_bindings()

    def action_faster(self) -> None:
        self.pace = min(len(PACES) - 1, self.pace + 1)
        self.notify(f"Pace: {PACES[self.pace]} s a move")
        self._demo_changed()

    def action_slower(self) -> None:
        self.pace = max(0, self.pace - 1)
        self.notify(f"Pace: {PACES[self.pace]} s a move")
        self._demo_changed()

    def action_pause(self) -> None:
        self.paused = not self.paused
        self.notify("Paused: . plays one move, space goes on" if self.paused else "Playing")
        self._demo_changed()
        if not self.paused:
            self.advance()
        elif self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_step(self) -> None:
        self.paused = True
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._demo_changed()
        self.computer_move()

    def action_take_over(self) -> None:
        self._taking = True
        self.notify("Take over which seat? Press its number (again to hand it back).")

    def toggle_seat(self, seat: int) -> None:
        """Demo: a visitor takes a computer seat, or hands a human seat back to the computer."""
        self._taking = False
        if not 0 <= seat < self.session.config.players:
            self.notify(f"There is no seat {seat + 1}.", severity="warning")
            return
        if seat in self.computer:
            self.computer.discard(seat)
            self.notify(f"Seat {seat + 1} is yours now.")
        else:
            self.computer.add(seat)
            self.notify(f"Seat {seat + 1} goes back to the computer.")
        humans = self.humans()
        self.shown_seat = humans[0] if len(humans) == 1 else None
        self._demo_changed()
        self.advance()

    def taking_over(self) -> bool:
        return self._taking

    def on_key(self, event: Key) -> None:
        """Digit keys: in a demo after `t`, take over (or hand back) that seat; else the screen's `number_key`.
        A printable key bound to nothing here gets a reason instead of silence."""
        if isinstance(self.app.focused, Input) or not event.is_printable:
            return
        if not (event.character and event.character in "123456789"):
            if event.key not in self.active_bindings:
                shown = "Space" if event.key == "space" else event.character
                self.notify(f"The {shown} key does nothing here: press ? to see the keys.",
                            severity="warning", markup=False)
            return
        event.stop()
        n = int(event.character)
        if self.taking_over():
            self.toggle_seat(n - 1)
        else:
            self.number_key(n)

    def number_key(self, n: int) -> None:
        """What digit key `n` does on this screen (a card of the hand, a path...)."""

    # -- for subclasses ----------------------------------------------------------------------------------
    def refresh_board(self, view: Any, seat: int | None) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def keys_help(self) -> list[tuple[str, str]]:
        return []
