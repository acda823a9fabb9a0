"""The guided first game on screen: a panel over the board with the checklist of core rules (ticked in the
rulebook's order, engine/lesson.py), the step being taught in a few words, and the coach's suggestion for the
learner's decision with its reason (F2 opens the coach, whose Enter takes it)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from bible_tabletop.engine.coach import coach
from bible_tabletop.engine.coachbook import Lesson
from bible_tabletop.engine.lesson import ticked

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

    def follow(self, screen) -> None:
        """Tick what the log has met, say the next step, and the suggestion when the learner decides."""
        at = ticked(self.lesson, screen.public_log)
        line = Text.assemble((f"Learn {self.title}: ", "bold"))
        for step, when in zip(self.lesson.steps, at):
            line.append(f"✓ {step.name}  " if when is not None else f"· {step.name}  ",
                        style="green" if when is not None else "dim")
        parts = [line]
        todo = next((s for s, when in zip(self.lesson.steps, at) if when is None), None)
        if todo is None:
            self.done = True
            parts.append(Text(self.lesson.done, style="bold"))
        else:
            parts.append(Text.assemble(("Next: ", "bold"), f"{todo.name}. {todo.say}"))
        session = screen.session
        if session.decision is not None and session.to_act == LEARNER and screen.my_decision():
            advice = coach(session.rules, session.state, LEARNER, seed=len(session.steps))
            if advice is not None and advice.suggestion is not None:
                said = session.rules.describe(screen.view, advice.suggestion)
                parts.append(Text.assemble(("Hint: ", "bold"), said, " - ", (advice.reason, "italic"),
                                           ("  (F2: the coach)", "dim")))
        self.update(Text("\n").join(parts))
