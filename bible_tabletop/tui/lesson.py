"""The guided first game on screen: a panel over the board with the checklist of core rules (ticked in the
rulebook's order, engine/lesson.py), the step being taught in a few words, and the coach's suggestion for the
learner's decision with its reason (F2 opens the coach, whose Enter takes it). In a small terminal it takes two
lines, so the hand and the choices stay in sight."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from bible_tabletop.engine.coachbook import Lesson
from bible_tabletop.engine.lesson import ticked
from bible_tabletop.tui.coachlines import COMPACT_BELOW, one_line, suggestion_text

LEARNER = 0  # the learner's seat


class LessonPanel(Static):
    """Docked at the top of the guided game's screen; `follow` redraws it after every action."""

    DEFAULT_CSS = """
    LessonPanel { dock: top; height: auto; max-height: 7; width: 100%; padding: 0 1; background: $primary 20%; }
    """

    def __init__(self, title: str, lesson: Lesson):
        super().__init__(id="lesson")
        self.title, self.lesson = title, lesson
        self.done = False
        self.hinted: tuple[int, object] | None = None  # (the step it was for, the suggestion) last shown
        self.otherwise = ""  # what the learner's own other choice did, said until their next decision

    def follow(self, screen) -> None:
        """Tick what the log has met, say the next step, and the suggestion when the learner decides; in a small
        terminal the checklist as ticks and the next step on one line, the hint on another."""
        at = ticked(self.lesson, screen.public_log)
        compact = screen.app.size.height < COMPACT_BELOW
        line = Text.assemble((f"Learn {self.title}: ", "bold"))
        for step, when in zip(self.lesson.steps, at):
            mark = "✓" if when is not None else "·"
            line.append(mark if compact else f"{mark} {step.name}  ", style="green" if when is not None else "dim")
        todo = next((s for s, when in zip(self.lesson.steps, at) if when is None), None)
        self.done = todo is None
        if todo is None:
            said = Text(self.lesson.done, style="bold")
        else:
            said = Text.assemble(("Next: ", "bold"), f"{todo.name}. {todo.say}")
        parts = [line + Text("  ") + said] if compact else [line, said]
        self.note_otherwise(screen.session)
        if self.otherwise:
            parts.append(Text.assemble(("You chose otherwise: ", "bold"), self.otherwise, " The lesson goes on."))
        shown = screen.advice_now() if screen.session.to_act == LEARNER else None
        if shown is not None and shown[0].suggestion is not None:
            advice, move = shown
            self.hinted = len(screen.session.steps), advice.suggestion
            parts.append(suggestion_text("Hint", move, advice.reason) + Text("  (F2: the coach)", style="dim"))
        if compact:
            width = self.content_region.width or screen.app.size.width - 2
            parts = [one_line(part, width) for part in parts]
        self.update(Text("\n").join(parts))

    def note_otherwise(self, session) -> None:
        """Once the learner has answered a hint with another choice, what that choice did (its log lines), kept
        until the learner answers the next hint; following the hint says nothing more."""
        if self.hinted is None or len(session.steps) <= self.hinted[0]:
            return
        at, hint = self.hinted
        self.hinted = None
        step = session.steps[at]
        done = step.action != hint and step.seat == LEARNER
        self.otherwise = " ".join(e.text for e in session.state.log[step.start:step.end]) if done else ""
