"""The base of every game screen: drives the session, computer seats, the curtain, demo pace, log and undo; how it
asks the player at the keyboard (the choice panel, the table prompt) is in tui/deciding.py.

A game screen draws only from `self.view` (the rules' view for the seat at the keyboard) and the legal actions;
refusals come from the rules' one predicate (`session.why_not`)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.screen import Screen
from textual.events import Key, Mount, Resize
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Input, Static

from bible_tabletop.engine.bots import Bot, bots_for, default_bot
from bible_tabletop.engine.curtain import needs_curtain
from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.game import Action, IllegalAction
from bible_tabletop.engine.session import Session
from bible_tabletop.tui.cardlist import CardList
from bible_tabletop.tui.choices import ChoiceList, Prompt
from bible_tabletop.tui.coaching import Coached
from bible_tabletop.tui.deciding import Deciding
from bible_tabletop.tui.demo import DEMO_NEXT_GAME_IN, PACES, DemoBanner, DemoControls
from bible_tabletop.tui.gamelog import GameLog
from bible_tabletop.tui.handover import HandOver
from bible_tabletop.tui.keys import KeysNow, help_entries
from bible_tabletop.tui.later import call_in
from bible_tabletop.tui.news import Moves, NewsStrip, since_your_turn, strip_text
from bible_tabletop.tui.race import Race
from bible_tabletop.tui.thinking import Thinking
from bible_tabletop.tui.screens import Curtain, GameOver

REWRAP_AFTER = 0.1  # seconds without a resize before the log is wrapped again


class GameScreen(Coached, DemoControls, Thinking, KeysNow, HandOver, Race, Deciding, Screen):
    """Subclasses compose the board (with a `Prompt`, a `ChoiceList`, a `GameLog` and maybe a `HandList`) and
    implement `refresh_board(view, seat)`, `offer()` (the prompt and choices of the player deciding) and
    `keys_help()`; `key_applies(action, parameters)` says which of their keys work in the decision now (the
    footer shows only those)."""


    LAYOUT_BY_SIZE = False  # whether the screen's layout itself follows the terminal's size (every widget redrawn)
    BINDINGS = [
        Binding("u", "undo", "Undo", show=False, tooltip="undo your last decision (before any die or card)"),
        Binding("question_mark", "help", "Help", tooltip="this list of keys"),
        Binding("f1", "rules", "Rules", show=False, tooltip="the rules of this game"),
        Binding("f2", "hint", "Hint", tooltip="the coach: what to decide now, the rule, a suggestion"),
        Binding("f3", "coach_panel", "Coach", tooltip="the coach's panel: stays open over the board and follows play"),
        Binding("escape", "menu", "Menu", key_display="Esc", tooltip="back to the menu (the game is saved)"),
        # the demo's keys: shown and working only in a demo (check_action); Textual calls '.' full_stop
        Binding("plus,equals_sign", "faster", "Faster", key_display="+"),
        Binding("minus", "slower", "Slower", key_display="-"),
        Binding("space", "pause", "Pause"),
        Binding("full_stop", "step", "Step", key_display="."),
        Binding("t", "take_over", "Take seat"),
    ]

    def __init__(self, session: Session, *, demo: bool = False, bot: str | None = None):
        super().__init__()
        self.session = session
        self.rules = session.rules
        self.demo = demo
        self.computer: set[int] = set(session.config.computer)
        factories, levels = bots_for(self.rules), session.config.levels
        name = bot or default_bot(self.rules)  # a seat whose level was not chosen: the run's (`--level`) or normal
        self.bots: dict[int, Bot] = {s: factories[levels.get(s, name)](session.seed + s)
                                     for s in range(session.config.players)}
        self.shown_seat: int | None = None
        self.lesson = None  # the guided first game's lesson (engine/coachbook.py), set by the app before mounting
        self.pace = 2 if demo else 3
        self.paused = False
        self._timer = None
        self._logged = 0
        self._rewrap_timer = None
        self._refit_due = False
        self._view: tuple[tuple, Any] | None = None  # (what it was built for, the view)
        self._curtain: tuple[tuple, bool] | None = None  # (what it was asked for, whether the curtain is needed)
        self.moves = Moves.of(session)  # where each action's events are, for the strip and the curtain
        self._news: NewsStrip | None = None
        self._started = False
        self._over = False
        self._taking = False  # demo: the next number key takes over (or hands back) that seat
        self._shown: dict[str, object] = {}  # what each widget shows now, so unchanged ones are not redrawn
        self._resting = False  # whether the last check_action left a key out only for now (_resting_action)
        humans = self.humans()
        if len(humans) == 1:
            self.shown_seat = humans[0]

    def forget_shown(self) -> None:
        """Draw everything again at the next redraw, as if nothing were shown yet (a new layout)."""
        self._shown.clear()
        for panel in self.query("Prompt, ChoiceList, HandList"):
            panel.forget()

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
        """Whose hidden cards the screen may show now: the human at the keyboard, or in a pure demo the seat the
        decision waits for."""
        if self.humans():
            return self.shown_seat
        return deciding(self.session.decision)

    def my_decision(self) -> bool:
        """Whether the human at the keyboard decides now, from the decision (tui/handover.py): nobody while a turn
        is handed over; a seat stepping in (Mode.OPEN); at a question to the table (Mode.EACH) the seat whose key
        opened its choices; else the seat the decision waits for, a human one, when it is the seat shown or
        handing it the keyboard hides nothing (a race, Mode.ANY, is taken by the seats' keys)."""
        decision = self.session.decision
        if decision is None or self.handing_over is not None:
            return False
        if self.stepping_in() is not None:
            return True
        if decision.mode is Mode.EACH and self.at_the_table():
            return self.answering is not None and self.answering == decision.seat
        seat = decision.seat
        return seat not in self.computer and (seat == self.shown_seat or not self.curtain_needed(seat))

    @property
    def view(self) -> Any:
        """The rules' view of the position for `viewer()`: all a game screen draws from (remembered until the
        position or the viewer changes)."""
        viewer = self.viewer()
        key = (id(self.session.state), len(self.session.steps), viewer)
        if self._view is None or self._view[0] != key:
            self._view = key, self.rules.view(self.session.state, viewer)
        return self._view[1]

    @property
    def public_log(self) -> list:
        """The game's log: public (every event is a line any seat may read), so read from the position itself."""
        return self.session.state.log

    def curtain_needed(self, seat: int) -> bool:
        """Whether handing the keyboard to `seat` now must hide what is on the screen: `seat` sees the position
        otherwise than whoever saw the screen last (`seen_by`); engine/curtain.py, where a game may say otherwise.
        Remembered for the position, so the footer and the key presses ask it cheaply."""
        seen = self.seen_by()
        key = (id(self.session.state), len(self.session.steps), seat, seen)
        if self._curtain is None or self._curtain[0] != key:
            self._curtain = key, needs_curtain(self.rules, self.session.state, seat, seen)
        return self._curtain[1]

    def seen_by(self) -> tuple[int, ...]:
        """The human seats whose view the screen may have shown last: the seat shown, else the human who acted last
        (asked against who plays each seat now: a demo's visitor may take seats), else, before any did, every
        human seat."""
        if self.shown_seat is not None and self.shown_seat not in self.computer:
            return (self.shown_seat,)
        last = next((step.seat for step in reversed(self.session.steps) if step.seat not in self.computer), None)
        return (last,) if last is not None else tuple(self.humans())

    # -- flow ------------------------------------------------------------------------------------------
    def on_mount(self) -> None:
        if self._started:  # Textual calls this for every class that defines on_mount, and a subclass's super() too
            return
        self._started = True
        self.screen_layout_refresh_signal.subscribe(self, self.choices_laid_out)
        if self.lesson is not None:  # a guided first game (tui/lesson.py)
            from bible_tabletop.tui.lesson import LessonPanel

            self.mount(LessonPanel(self.rules.title, self.lesson))
        self.call_after_refresh(self.write_log)
        self.redraw()
        self.call_after_refresh(self.advance)

    def refit(self) -> None:
        """Lines fitted to the widgets' sizes are fitted again once the new layout is known (one redraw)."""
        if not self._refit_due:
            self._refit_due = True
            self.call_after_refresh(self._refit)

    def _refit(self) -> None:
        self._refit_due = False
        if self in self.app.screen_stack:  # not left meanwhile (Esc to the menu, a demo's next game)
            self.redraw()

    def redraw(self) -> None:
        self._view = None
        self.refresh_board(self.view, self.viewer())
        self.show_news()
        self._refresh_footer()
        if self.coach_showing():
            self.call_after_refresh(self.follow_coach)

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
        log = self.public_log
        span = self.moves.span(viewer, len(log))
        width = self._news.content_region.width or self.app.size.width - 2
        if self._changed("news", (span, viewer, width)):
            self._news.update(strip_text(log, span, viewer, width, self.app.console))

    def act(self, action: Action) -> bool:
        """Send a choice to the session; one the rules do not allow gets their reason (`refuse`) instead. The
        game hears of it before (`acting`) and after (`acted`)."""
        problem = self.session.why_not(action)
        if problem is not None:
            self.refuse(problem)
            return False
        self.acting(action)
        self.note_turn(action)
        self._view = None
        try:
            self.session.act(action)
        except IllegalAction as exc:  # the rules' gate disagreed with their own why_not: a rules bug, never a crash
            self.refuse(exc)
            return False
        step = self.session.steps[-1]
        self.moves.record(step.seat, step.start, step.end)
        self.write_log()
        self.advance()
        if self.answering != self.session.to_act or not self.at_the_table():
            self.answering = None  # a seat's key opened its choices for this one answer only
        self.acted(action)
        return True

    def acting(self, action: Action) -> None:
        """For a game screen: an allowed action is about to be carried out (the position is still the one before)."""

    def acted(self, action: Action) -> None:
        """For a game screen: `action` was carried out and the screen has moved on (`advance`)."""

    def refuse(self, problem: IllegalAction) -> None:
        """The refusal notice: the rules' reason and, dim, the rule it comes from."""
        self.notify(f"{escape(problem.reason)}\n[dim]{escape(problem.rule)}[/dim]", title="Not allowed",
                    severity="warning")

    def advance(self) -> None:
        """After every action, from the decision: game over, a race (Mode.ANY) on its clock, a computer's move, or
        the curtain (or the hand-over between turns) for the next human; a seat answering at the table (Mode.EACH)
        goes on choosing."""
        if self.still_answering():
            self.redraw()
            return
        self._close_card_list()
        self.handing_over = self.handing_over or self.hand_over()
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.run_race():  # a race with a human in it runs on its clock (tui/race.py)
            return
        outcome = self.session.outcome
        if outcome is not None:
            self.redraw()
            if not self._over:
                self._over = True
                names = [self.seat_name(s) for s in range(self.session.config.players)]
                next_game_in = DEMO_NEXT_GAME_IN if self.demo and not self.humans() else None
                self.app.push_screen(GameOver(outcome, names, next_game_in, session=self.session), self._after_game)
            return
        seat = self.session.to_act
        if seat in self.computer:
            self.redraw()
            if not self.paused:
                delay = PACES[self.pace] if self.demo or not self.humans() else self.app.computer_delay
                self._timer = call_in(self, max(0.001, min(delay, self.app.computer_delay_cap)), self.computer_move)
            return
        if self.at_the_table() and len(self.humans()) > 1:
            self.shown_seat = None if self.curtain_needed(seat) else seat  # no curtain: nothing hidden is shown
            self.redraw()
            return
        if seat != self.shown_seat and len(self.humans()) > 1 and self.curtain_needed(seat):
            self.shown_seat = None
            self.redraw()  # hide the last hand before the curtain goes up
            since = since_your_turn(self.public_log, self.moves, seat, Curtain.TEXT_WIDTH, self.app.console)
            self.app.push_screen(Curtain(self.seat_name(seat), self.curtain_reason(seat), since), self._curtain_done)
            return
        self.shown_seat = seat if seat is not None else self.shown_seat
        self.redraw()

    def _close_card_list(self) -> None:
        """An open card list (`i`, tui/cardlist.py) never outlives the seat it was opened for: it closes when the
        decision passes to another human."""
        seat = self.session.to_act
        if seat is not None and seat not in self.computer and seat != self.shown_seat and len(self.humans()) > 1 \
                and isinstance(self.app.screen, CardList):
            self.app.pop_screen()

    def curtain_reason(self, seat: int) -> str:
        """The curtain's line saying why `seat` takes the keyboard: markup, so escape every name in it."""
        return "It is your decision."

    def _curtain_done(self, _result: Any = None) -> None:
        self.shown_seat = self.session.to_act
        self.redraw()

    def write_log(self) -> None:
        """The new events, as typed (never read as markup); in a demo each with its rule."""
        events = self.public_log
        for e in events[self._logged:]:
            self.query_one(GameLog).add(Text(e.text) + (Text(f"  [{e.rule}]", style="dim") if self.demo else Text()))
        self._logged = len(events)

    def on_resize(self, _event: Resize) -> None:
        """The one resize handler of every game screen: what is drawn to the size is drawn again (`resized`), and
        once the terminal stops changing size (a drag sends many) the log and the strip are fitted to it."""
        self.resized()
        if self._rewrap_timer is not None:
            self._rewrap_timer.stop()
        self._rewrap_timer = call_in(self, REWRAP_AFTER, self._rewrap_log)

    def resized(self) -> None:
        """What a new size changes on the board: every widget drawn again where the layout follows the size
        (`LAYOUT_BY_SIZE`), else the lines fitted to the widgets' widths fitted again once the layout is known. A
        game screen adds what else follows its size (a legend shown or not)."""
        if self.LAYOUT_BY_SIZE:
            self.forget_shown()
            self.call_after_refresh(self.redraw)
        else:
            self.refit()

    def choice_column(self, box: str, prompt: str = "prompt", choices: str = "choices", detail: str | None = None,
                      above: tuple[Widget, ...] = ()) -> ComposeResult:
        """The right-hand column every game screen composes: what the game puts `above` it, the prompt, the
        choices, the detail box of a game that has one, and the log (the ids are the game's, for its styles)."""
        with Vertical(id=box):
            yield from above
            yield Prompt(id=prompt)
            yield ChoiceList(id=choices)
            if detail is not None:
                yield Static(id=detail)
            yield GameLog()

    def _rewrap_log(self) -> None:
        self._rewrap_timer = None
        logs = self.query(GameLog)  # none while the screen is being taken down
        if logs and logs.first().rewrap():
            self.show_news()

    def _after_game(self, choice: str | None) -> None:
        if choice == "again":
            self.app.play_again(self.session.config, demo=self.demo)
            if self.demo and self.app.game_screen is not self:  # started (not mounted yet): at the host's pace
                self.app.game_screen.pace = self.pace
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
        self._view = None
        self.handing_over = None
        self.query_one(GameLog).add(Text(f"(undone: {self.rules.describe(self.view, undone)})"))
        self._logged = len(self.public_log)
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

    @on(Mount)
    def _show_demo_banner(self) -> None:
        if self.demo:
            self.mount(DemoBanner(id="demo-banner"))
            self._demo_changed()

    def on_key(self, event: Key) -> None:
        """Digit keys: in a demo after `t`, take over (or hand back) that seat; else the screen's `number_key`.
        A key the footer leaves out or greys now runs its action, which says why; a printable key bound to nothing
        here gets a reason instead of silence."""
        if isinstance(self.app.focused, Input):
            return
        resting = self._resting_action(event.key)
        if resting is not None:
            event.stop()
            name, params = resting
            self.call_next(getattr(self, f"action_{name}"), *params)
            return
        if not event.is_printable:
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
        """What digit key `n` does on this screen: by default card n of the hand (a path, on some boards)."""
        self.pick_card(n - 1)

    # -- for subclasses ----------------------------------------------------------------------------------
    def refresh_board(self, view: Any, seat: int | None) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def keys_help(self) -> list[tuple[str, str]]:
        return []
