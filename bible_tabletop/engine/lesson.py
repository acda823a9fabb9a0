"""A guided first game: one learner against computer seats, on a seed chosen so the game's core rules come up one
after another early, and a checklist of those rules in the rulebook's order, each ticked the first time the log
cites one of its sections (whoever's move it was). The lesson's words and seed live in the coach book's `lesson`
(assets/<game>/coach.yaml)."""

from __future__ import annotations

from typing import Any

from bible_tabletop.engine.coachbook import Lesson
from bible_tabletop.engine.game import GameConfig


def lesson_config(game: str, lesson: Lesson) -> GameConfig:
    """The guided game's set-up: the learner at seat 1, the computer in every other seat; marked as the lesson, so
    a save of it resumes as the lesson."""
    seats = lesson.players
    return GameConfig(game=game, players=seats, computer=list(range(1, seats)), options=dict(lesson.options),
                      lesson=True)


def ticked(lesson: Lesson, log: list[Any]) -> list[int | None]:
    """For each checklist step, the index of the log event that ticked it (None while not yet): the steps are
    taught in the rulebook's order, so a step ticks at the first event citing one of its sections at or after the
    event that ticked the step before (a rule met too early comes up again)."""
    out: list[int | None] = []
    start = 0
    for step in lesson.steps:
        at = next((i for i in range(start, len(log)) if log[i].rule in step.rules), None) if start is not None else None
        out.append(at)
        start = at
    return out


def complete(lesson: Lesson, log: list[Any]) -> bool:
    return all(i is not None for i in ticked(lesson, log))
