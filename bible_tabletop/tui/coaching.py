"""The coach on screen: F2 opens, for the seat at the keyboard, what it decides now, the rule behind it and the
coach's suggestion with its reason (engine/coach.py). Enter takes the suggestion, `r` opens the rules page at that
rule, Esc closes."""

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
