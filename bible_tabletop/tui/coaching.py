"""The coach on screen: for the seat at the keyboard, what it decides now, the rule behind it and the coach's
suggestion with its reason (engine/coach.py). F2 opens it as a box (`CoachScreen`: Enter takes the suggestion, `r`
opens the rules page at that rule, Esc closes); F3 keeps it open as a panel over the board that follows play
(`CoachPanel`, for a table learning together). Whoever is not at the keyboard's decision gets no advice: the panel
then says only whose turn it is. `Coached` is the play screen's part of it: the keys, the advice for the position
now (worked out once a position), the suggestion marked in the choice list, and the guided game's panel."""

from __future__ import annotations

from functools import partial
from typing import Any

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from bible_tabletop.engine.coach import Coaching
from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.tui.coachlines import COMPACT_BELOW, one_line, suggestion_text
from bible_tabletop.tui.lesson import LessonPanel
from bible_tabletop.tui.thinking import ENDED, QUICK_HANDOVER

MARK = "» "  # before the suggested choice in the list, while a panel shows the suggestion


def marked(label: Any, width: int) -> Content:
    """A choice's label (markup, rich Text or Content) with the coach's mark before it, kept to `width` cells."""
    if isinstance(label, Text):
        label = Content.from_rich_text(label)
    elif isinstance(label, str):
        label = Content.from_markup(label)
    out = Content.assemble((MARK, "bold green"), label.stylize("bold"))
    return out.truncate(width, ellipsis=True) if 0 < width < out.cell_length else out


def no_suggestion(advice: Coaching, rule: str) -> str:
    """What the coach says where it suggests nothing: a call that is the player's own (an answer), or none found."""
    if advice.yours:
        return f"This one is yours: the coach never decides it for you (see {rule})."
    return f"No suggestion here: {rule} is your guide."


class CoachScreen(ModalScreen[bool]):
    """The coaching of one position for one seat; dismissed with True when the player takes the suggestion."""

    BINDINGS = [Binding("enter", "take", "Take it"), Binding("r", "rule", "The rule"),
                Binding("escape,q,f2", "close", "Close")]

    def __init__(self, game: str, advice: Coaching, suggestion: str):
        super().__init__()
        self.game, self.advice, self.suggestion = game, advice, suggestion

    def compose(self) -> ComposeResult:
        advice = self.advice
        parts = [Text("Coach", style="bold"), Text(), Text(advice.say), Text(),
                 Text.assemble(("Rule: ", "bold"), advice.section), Text(advice.explain, style="dim"), Text()]
        if advice.suggestion is None:
            parts.append(Text(no_suggestion(advice, "the rule above")))
        else:
            parts += [Text.assemble(("Suggestion: ", "bold"), self.suggestion), Text(advice.reason, style="italic")]
        parts += [Text(), Text("Enter: take the suggestion   r: read the rule   Esc: close", style="dim")]
        with VerticalScroll(id="help-box"):
            yield Static(Group(*parts))

    def action_take(self) -> None:
        self.dismiss(self.advice.suggestion is not None)

    def action_rule(self) -> None:
        self.app.show_rules(self.game, self.advice.section)

    def action_close(self) -> None:
        self.dismiss(False)


class CoachPanel(Static):
    """F3's panel, docked over the board: the coach's words for the seat at the keyboard when it decides, else
    whose turn it is; a line or two in a small terminal."""

    DEFAULT_CSS = """
    CoachPanel { dock: top; height: auto; max-height: 4; width: 100%; padding: 0 1; background: $accent 15%; }
    """

    counted: tuple | None = None  # the position whose suggestion was last counted as a hint

    def count_hint(self, screen, advice: Coaching) -> None:
        """A suggestion shown counts as a hint of its seat (the end-of-game box says), once a position."""
        at = (id(screen.session.state), len(screen.session.steps), advice.seat)
        if advice.suggestion is not None and at != self.counted:
            self.counted = at
            screen.session.hints[advice.seat] += 1

    def follow(self, screen) -> None:
        """Say what the position now asks of the seat at the keyboard, or whose turn it is."""
        width = self.content_region.width or screen.app.size.width - 2
        compact = screen.app.size.height < COMPACT_BELOW
        shown = screen.advice_now()
        if shown is None and screen.coach_thinking():
            parts = [Text.assemble(("Coach: ", "bold"), "thinking it over (about a second)…")]
        elif shown is None:
            parts = [Text.assemble(("Coach: ", "bold"), screen.whose_turn())]
        else:
            advice, said = shown
            self.count_hint(screen, advice)
            parts = [Text.assemble(("Coach: ", "bold"), advice.say, ("  Rule: ", "bold"), advice.section)]
            if advice.suggestion is None:
                parts.append(Text(no_suggestion(advice, "the rule (r in F2 reads it)"), style="dim"))
            else:
                parts.append(suggestion_text("Suggestion", said, advice.reason))
        if compact:
            parts = [one_line(part, width) for part in parts]
        self.update(Text("\n").join(parts))


class Coached:
    """The play screen's coaching (mixed into tui/play.py's GameScreen): F2's box, F3's panel, the suggestion
    marked in the choice list while a panel shows it, and in a guided first game the lesson panel (tui/lesson.py)
    followed after every action."""

    coach_open = False  # whether F3's panel is shown
    _advice: tuple[tuple, Any] | None = None  # (the position and seat, (the coaching, its move in words) or None)
    _coach_worker: tuple[Worker, tuple] | None = None  # the hard coach thinking: its worker, the position asked
    _coach_awaited: tuple | None = None  # F2 pressed while the hard coach thinks: the position its box waits for

    def coach_key(self) -> tuple:
        """The position and seat the coach would advise now."""
        return id(self.session.state), len(self.session.steps), self.session.to_act

    def advice_now(self) -> tuple[Coaching, str] | None:
        """The coaching for the human at the keyboard and its suggestion in words, when it is their decision (never
        across the curtain, never for a computer's turn); worked out once a position (a hard coach's off the
        screen's thread: None until it is ready, `coach_thinking` meanwhile). None: nothing to advise."""
        from bible_tabletop.engine.coach import coach

        if not self.my_decision():
            return None
        key = self.coach_key()
        if self._advice is None or self._advice[0] != key:
            if self.session.config.coach != "normal":
                self._coach_off_thread(key)
                return None
            self._advice = key, self._in_words(coach(self.rules, self.session.state, key[2], seed=key[1]))
        return self._advice[1]

    def _in_words(self, advice: Coaching | None) -> tuple[Coaching, str] | None:
        """The coaching with its suggestion in words, as the screen's view names it."""
        if advice is None:
            return None
        return advice, "" if advice.suggestion is None else self.rules.describe(self.view, advice.suggestion)

    def coach_thinking(self) -> bool:
        """Whether the hard coach is thinking about the position now."""
        thinking = self._coach_worker
        return thinking is not None and not thinking[0].is_finished and thinking[1] == self.coach_key()

    def _coach_off_thread(self, key: tuple) -> None:
        """The hard coach begins to think about position `key` in a worker, on a copy (unless it already is)."""
        if self.coach_thinking():
            return
        work = partial(self._coach_in_worker, key[2], snapshot(self.session.state), key[1], self.session.config.coach)
        worker = self.run_worker(work, thread=True, group="coach", exclusive=True, exit_on_error=False,
                                 description="coach")
        self._coach_worker = worker, key

    def _coach_in_worker(self, seat: int, state: Any, seed: int, level: str) -> Coaching | None:
        """In the worker's thread: the coaching of the copy, the search giving way to keys (as a computer's does)."""
        from bible_tabletop.engine.coach import coach

        worker = get_current_worker()
        with QUICK_HANDOVER:
            return coach(self.rules, state, seat, seed=seed, level=level, stop=partial(self._give_way, worker))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The hard coach has advised: kept for the position it was asked about, if that is still the position
        (and F2's box opened, if it waits for it); the panels follow. (Textual also hands the news to the computer
        seats' handler, tui/thinking.py: each reads only its own worker's.)"""
        thinking = self._coach_worker
        if thinking is None or event.worker is not thinking[0] or event.state not in ENDED:
            return
        self._coach_worker = None
        worker, key = thinking
        awaited, self._coach_awaited = self._coach_awaited == key, None
        if worker.is_cancelled or key != self.coach_key() or not self.my_decision():
            return
        if event.state is WorkerState.ERROR:  # kept as no advice: not asked again for this position
            self._advice = key, None
            if awaited:
                self.notify("The coach could not think this position through: F1 opens the rules.",
                            severity="warning")
            return
        self._advice = key, self._in_words(worker.result)
        self.forget_shown()
        self.redraw()
        if awaited and self.app.screen is self:  # not over another box opened meanwhile: F2 again opens it
            self.action_hint()

    def whose_turn(self) -> str:
        """The panel's words when the seat at the keyboard has nothing to decide: whose turn it is, nothing else."""
        decision = self.session.decision
        if decision is None:
            return self.OVER
        who = self.seat_name(decision.seat)
        return f"{who} (computer) is deciding." if decision.seat in self.computer else f"{who}'s decision."

    def action_hint(self) -> None:
        """F2: the coach for the human seat at the keyboard, only for its own decision (never across the curtain);
        Enter there takes the suggestion."""
        seat = self.session.to_act
        if not self.my_decision():
            self.notify("The coach helps the player whose decision it is: nothing for you to decide now.",
                        severity="warning")
            return
        shown = self.advice_now()
        if shown is None and self.coach_thinking():
            self._coach_awaited = self.coach_key()
            self.notify("The coach is thinking it over (about a second)…", timeout=3)
            return
        if shown is None:
            self.notify(f"No coach for {self.rules.title} yet: F1 opens its rules.", severity="warning")
            return
        advice, said = shown
        self.session.hints[seat] += 1

        def taken(take: bool | None) -> None:
            if take and self.session.to_act == seat and self.session.why_not(advice.suggestion) is None:
                self.act(advice.suggestion)

        self.app.push_screen(CoachScreen(self.rules.id, advice, said), taken)

    def action_coach_panel(self) -> None:
        """F3: the coach panel shown (it follows play) or hidden."""
        self.coach_open = not self.coach_open
        if self.coach_open:
            self.mount(CoachPanel(id="coach-panel"))
        else:
            self.query(CoachPanel).remove()
        self.forget_shown()
        self.redraw()

    def coach_showing(self) -> bool:
        """Whether a panel shows the coach's suggestion now (F3's, or the guided game's)."""
        return self.lesson is not None or self.coach_open

    def mark_suggested(self, actions: list, labels: list, width: int) -> list:
        """The choice labels, the coach's suggestion marked while a panel shows it (issue 21: the suggested choice
        highlighted)."""
        if not actions or not self.coach_showing():
            return labels
        shown = self.advice_now()
        if shown is None or shown[0].suggestion not in actions:
            return labels
        at = actions.index(shown[0].suggestion)
        labels = list(labels)
        labels[at] = marked(labels[at], width)
        return labels

    def follow_coach(self) -> None:
        """After every action and redraw: the panels say what the position now asks."""
        key = (id(self.session.state), len(self.session.steps), self.my_decision(), self.app.size, self.coach_open)
        if not self._changed("coach", key):
            return
        for panel in self.query(CoachPanel):
            panel.follow(self)
        for panel in self.query(LessonPanel):
            was_done = panel.done
            panel.follow(self)
            if panel.done and not was_done:
                self.notify(self.lesson.done, title="Lesson complete", timeout=10)
