"""The guided first game's rules side (issue 21, "A guided first game of each game"): following the coach's hints
from the lesson's seed completes the checklist of core rules in the rulebook's order within 40 decisions of the
learner; a learner who chooses otherwise at three points still completes it; the checklist ticks in order. Where
the coach gives no suggestion (TriBond's answers) the learner answers as tests/engine/learners.py says a newcomer
would."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.bots import bots_for
from bible_tabletop.engine.coach import book, coach
from bible_tabletop.engine.lesson import complete, lesson_config, ticked
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games import registry
from tests.engine.learners import LEARNERS

LESSONS = [g for g in registry.BUILT if book(g).lesson is not None]
MOST_DECISIONS = 40


def play_lesson(game: str, deviate_at=()) -> tuple[object, int]:
    """The lesson's game as the app plays it (computer seats seeded seed + seat, hints seeded by the steps so far):
    the learner takes each hint (its own answer where the coach has none), except at `deviate_at` (its decisions
    counted from 1), where it takes the first of its other legal actions; until the checklist is complete or the
    game ends."""
    rules, spec, lesson = registry.rules_for(game), spec_for(game), book(game).lesson
    config = lesson_config(game, lesson)
    state = rules.setup(config, lesson.seed)
    computers = {s: bots_for(rules)[spec.default_bot](lesson.seed + s) for s in config.computer}
    decisions = steps = 0
    while rules.outcome(state) is None and not complete(lesson, state.log):
        seat = rules.decision(state).seat
        if seat == 0:
            decisions += 1
            action = coach(rules, state, 0, seed=steps).suggestion or LEARNERS[game](rules, state)
            if decisions in deviate_at:
                others = [a for a in rules.legal_actions(state, 0) if a != action]
                action = others[0] if others else action
        else:
            action = computers[seat].choose(rules, state, seat)
        rules.apply(state, action)
        steps += 1
    return state, decisions


def test_bar_barians_and_christianity_have_their_lessons():
    assert {"barbarians", "christianity"} <= set(LESSONS)


def test_tribond_has_its_lesson_and_a_learner_for_its_answers():
    """TriBond never suggests an answer, so its lesson needs the learner's own answers."""
    assert "tribond" in LESSONS and "tribond" in LEARNERS


@pytest.mark.parametrize("game", LESSONS)
def test_following_the_hints_completes_the_checklist_in_order_early(game):
    """Issue 21 target: at most 40 decisions of the learner; every step ticked, each at or after the one before."""
    state, decisions = play_lesson(game)
    at = ticked(book(game).lesson, state.log)
    assert None not in at and at == sorted(at), at
    assert decisions <= MOST_DECISIONS, decisions


@pytest.mark.parametrize("game", LESSONS)
def test_a_learner_who_chooses_otherwise_three_times_still_completes_it(game):
    """The game stays legal and the lesson goes on: three other choices than the hint, and the checklist is still
    completed."""
    state, decisions = play_lesson(game, deviate_at=(3, 6, 9))
    assert complete(book(game).lesson, state.log), (decisions, ticked(book(game).lesson, state.log))


def test_a_step_met_before_its_turn_ticks_only_when_it_comes_up_again():
    """The checklist follows the rulebook's order: a K.O. logged before the first stumble does not tick."""
    from bible_tabletop.engine.game import Event

    lesson = book("barbarians").lesson
    log = [Event("x", 0, "The K.O."), Event("y", 0, "Game Turn: Stumbling")]
    assert ticked(lesson, log)[0] == 1 and ticked(lesson, log)[-1] is None
