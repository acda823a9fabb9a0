"""The coach on screen: F2 opens, for the seat at the keyboard, what it decides now, the rule behind it and the
coach's suggestion with its reason (engine/coach.py). Enter takes the suggestion, `r` opens the rules page at that
rule, Esc closes. `Coached` is the play screen's part of it: the hint key and the guided game's panel."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from bible_tabletop.engine.coach import Coaching


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
            parts.append(Text("No suggestion here yet: the rule above is your guide."))
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


class Coached:
    """The play screen's coaching (mixed into tui/play.py's GameScreen): F2's hint, and in a guided first game the
    lesson panel (tui/lesson.py) followed after every action."""

    def action_hint(self) -> None:
        """F2: the coach for the human seat at the keyboard, only for its own decision (never across the curtain);
        Enter there takes the suggestion."""
        from bible_tabletop.engine.coach import coach

        seat = self.session.to_act
        if not self.my_decision():
            self.notify("The coach helps the player whose decision it is: nothing for you to decide now.",
                        severity="warning")
            return
        advice = coach(self.rules, self.session.state, seat, seed=len(self.session.steps))
        if advice is None:
            self.notify(f"No coach for {self.rules.title} yet: F1 opens its rules.", severity="warning")
            return
        self.session.hints[seat] += 1
        shown = "" if advice.suggestion is None else self.rules.describe(self.view, advice.suggestion)

        def taken(take: bool | None) -> None:
            if take and self.session.to_act == seat and self.session.why_not(advice.suggestion) is None:
                self.act(advice.suggestion)

        self.app.push_screen(CoachScreen(self.rules.id, advice, shown), taken)

    def _follow_lesson(self) -> None:
        from bible_tabletop.tui.lesson import LessonPanel

        for panel in self.query(LessonPanel):
            was_done = panel.done
            panel.follow(self)
            if panel.done and not was_done:
                self.notify(self.lesson.done, title="Lesson complete", timeout=10)
