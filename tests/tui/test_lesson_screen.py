"""The guided first game as a newcomer meets it (issue 21): `learn` (or `l` on the menu) starts it; the panel over
the board ticks the core rules in the rulebook's order, says the next one and the coach's hint; following the hints
(F2, Enter) completes the checklist within 40 decisions and says "You know enough to play"."""

import random

import pytest

from bible_tabletop import cli
from bible_tabletop.engine.coach import book
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games import registry
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.coaching import CoachScreen
from bible_tabletop.tui.lesson import LEARNER, LessonPanel
from bible_tabletop.tui.screens import GameOver
from bible_tabletop.tui.table import seat_key
from tests.engine.learners import tribond as tribond_learner
from tests.tui.waiting import until, while_computers_move


def panel_text(app) -> str:
    return str(app.game_screen.query_one(LessonPanel).render())


async def to_the_learner(pilot, app) -> None:
    """Pause while the computer seats move; a question to the table (Christianity's boost offers and Unction
    windows) is taken with the learner's own key first, as its prompt says, and a new turn with Enter."""
    while True:
        await while_computers_move(pilot, app)
        game = app.game_screen
        if game.my_decision() or game.session.outcome is not None or app.screen is not game:
            return
        if game.handing_over is not None:
            await pilot.press("enter")
        elif game.at_the_table() and LEARNER in game.session.decision.seats:
            await pilot.press(seat_key(LEARNER))
        await pilot.pause()


@pytest.mark.parametrize("game, title, opening, last", [
    ("barbarians", "Bar Barians", "Next: Stumbling", "K.O."),
    ("brawl", "Bible Brawl", "✓ The draft", "A card's ability"),  # the draft's deal ticks it before the first pick
    ("christianity", "Christianity: The Card Game", "Next: The Cost Zone", "Abilities"),
    ("bashers", "Bible Bashers", "Next: The activation die", "Winning"),  # forces set up, the camp deploys first
])
async def test_following_the_hints_completes_the_lesson_within_40_decisions(game, title, opening, last):
    app = BibleTabletopApp(start=("learn", game), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        panel = app.game_screen.query_one(LessonPanel)
        await until(pilot, lambda: opening in panel_text(app), f"the lesson's opening ({opening})")
        assert f"Learn {title}" in panel_text(app)
        decisions = 0
        while not panel.done and not isinstance(app.screen, GameOver):
            await to_the_learner(pilot, app)
            if panel.done or isinstance(app.screen, GameOver):
                break
            assert "Hint: " in panel_text(app)
            await pilot.press("f2")
            assert isinstance(app.screen, CoachScreen)
            await pilot.press("enter")
            decisions += 1
            await pilot.pause()
        await pilot.pause()
        assert panel.done and decisions <= 40, decisions
        assert f"✓ {last}" in panel_text(app) and "You know enough to play" in panel_text(app)


LEARNER_PHASES = ("clue", "race", "race_answer", "verdict")  # where the coach leaves TriBond to the learner


def learner_keys(app) -> tuple[str, ...]:
    """The keys for TriBond's learner (tests/engine/learners.py) where the coach has no hint: the next clue, the
    answer shown, the verdict (y or n), a buzz in the race (its clues come on the clock), the verdict let stand."""
    session = app.game_screen.session
    if session.state.phase == "race":
        return ("z",)
    action = tribond_learner(session.rules, session.state)
    if action.kind == "judge":
        return ("y" if action.correct else "n",)
    return ({"reveal": "c", "show": "s", "accept": "enter", "answer": "enter"}[action.kind],)


async def test_following_the_hints_and_answering_completes_tribond_s_lesson_within_40_decisions():
    """Issue 21, TriBond: F2 and Enter take each hint (roll, move, challenge); the answers, which the coach never
    suggests, are the learner's own (tests/engine/learners.py), given by the screen's keys; the checklist ends with
    the Challenge race and says "You know enough to play"."""
    app = BibleTabletopApp(start=("learn", "tribond"), seeds=random.Random(1))
    app.computer_delay_cap, app.race_pace = 0.0, 0.25
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        panel = app.game_screen.query_one(LessonPanel)
        assert "Learn Bible TriBond" in panel_text(app) and "Next: Rolling" in panel_text(app)
        decisions, session = 0, app.game_screen.session
        while not panel.done and not isinstance(app.screen, GameOver):
            await while_computers_move(pilot, app)
            if panel.done or isinstance(app.screen, GameOver):
                break
            before = len(session.steps)
            if session.state.phase not in LEARNER_PHASES:  # the coach's: its hint comes with the panel's next redraw
                await until(pilot, lambda: "Hint: " in panel_text(app), "the coach's hint")
                await pilot.press("f2")
                assert isinstance(app.screen, CoachScreen)
                await pilot.press("enter")
            else:
                await pilot.press(*learner_keys(app))
            decisions += 1
            await until(pilot, lambda: len(session.steps) > before, "the learner's move")
        await pilot.pause()
        assert panel.done and decisions <= 40, decisions
        assert "✓ The Challenge race" in panel_text(app) and "You know enough to play" in panel_text(app)


@pytest.fixture
def without_lesson(monkeypatch) -> str:
    """A built game with no guided first game: the first without one, or (now that every game has one) the last
    game listed with its lesson taken out of its coach book for the test."""
    from bible_tabletop.engine import coach

    game = next((g for g in registry.BUILT if book(g).lesson is None), None)
    if game is None:
        game, real = list(registry.BUILT)[-1], coach.book
        monkeypatch.setattr(coach, "book", lambda g: real(g).model_copy(update={"lesson": None}) if g == game
                            else real(g))
    return game


async def test_learn_from_the_menu_and_a_game_without_a_lesson_says_so(without_lesson):
    """`l` on the menu starts the highlighted game's lesson; where there is none yet, a sentence instead."""
    game = without_lesson
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("l")  # Bar Barians is the first game listed
        await pilot.pause()
        assert app.game_screen is not None and app.game_screen.lesson is not None
        app.start_lesson(game)
        await pilot.pause()
        assert any(f"No guided game for {spec_for(game).title} yet" in n.message for n in app._notifications)


def test_the_learn_command_refuses_a_game_without_a_lesson(capsys, monkeypatch, without_lesson):
    game = without_lesson
    monkeypatch.setattr(cli, "run_app", lambda *_: (_ for _ in ()).throw(AssertionError("the app started")))
    assert cli.main(["learn", game]) == 2
    assert f"{spec_for(game).title} has no guided first game yet" in capsys.readouterr().err


async def test_a_lesson_left_and_resumed_comes_back_as_the_lesson():
    """Issue 21: the guided game keeps being the lesson in its save, so resuming it brings back its panel with the
    rules already met ticked."""
    app = BibleTabletopApp(start=("learn", "barbarians"), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        while panel_text(app).count("✓") < 2:  # the learner follows the hints until two rules are met
            await while_computers_move(pilot, app)
            await pilot.press("f2")
            await pilot.press("enter")
            await pilot.pause()
        await while_computers_move(pilot, app)
        before = panel_text(app).splitlines()[0]
        assert app.game_screen.session.config.lesson and "✓" in before
        await pilot.press("escape")
    resumed = BibleTabletopApp(start=("resume", None), seeds=random.Random(1))
    resumed.computer_delay_cap = 3600.0
    async with resumed.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: resumed.game_screen is not None and resumed.game_screen.query(LessonPanel)
                    and panel_text(resumed).startswith("Learn"), "the lesson's panel")
        assert resumed.game_screen.lesson is not None
        assert panel_text(resumed).splitlines()[0] == before


async def test_a_learner_who_chooses_otherwise_is_told_what_that_did_and_the_lesson_goes_on():
    """Issue 21, a guided game: the player may choose otherwise; the coach says what that did and goes on (the
    choice list's other entry taken with the arrow keys and Enter instead of the hint)."""
    from bible_tabletop.tui.choices import ChoiceList

    app = BibleTabletopApp(start=("learn", "barbarians"), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await to_the_learner(pilot, app)
        assert "Hint: " in panel_text(app) and "You chose otherwise" not in panel_text(app)
        hint = app.game_screen.advice_now()[0].suggestion
        choices = app.game_screen.query_one(ChoiceList)
        other = next(k for k, action in enumerate(choices.actions) if action != hint)
        choices.focus()
        for _ in range(other):
            await pilot.press("down")
        steps, chosen = len(app.game_screen.session.steps), choices.actions[other]
        await pilot.press("enter")
        await until(pilot, lambda: len(app.game_screen.session.steps) > steps, "the other choice taken")
        taken = app.game_screen.session.steps[steps]
        assert taken.action == chosen != hint
        said = app.game_screen.session.state.log[taken.start].text
        await pilot.pause()
        assert "You chose otherwise: " + said in panel_text(app).replace("\n", " ")
        await to_the_learner(pilot, app)
        assert "Hint: " in panel_text(app)  # the lesson goes on with its next hint
