"""The coach on screen (issue 21, "In every game"): F2 opens it for the player whose decision it is, Enter takes
the suggestion, `r` opens the rules page at its rule; never for a seat that is not deciding; the end-of-game box
says how many hints each seat used."""

import random
import threading
from contextlib import asynccontextmanager
from dataclasses import replace

import pytest
from textual.widgets import Markdown

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.coaching import CoachScreen
from bible_tabletop.games.registry import BUILT
from bible_tabletop.tui.screens import Curtain, GameOver, RulesScreen
from tests.tui.waiting import computer_to_act, until, while_computers_move


def make_app(game="barbarians", computer=(1,), seed=8, coach="normal"):
    config = GameConfig(game=game, players=2, computer=list(computer), names=["Ann", "Bob"], coach=coach)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def test_following_the_hints_plays_a_whole_game_and_the_result_counts_them():
    """F2 then Enter at every decision of seat 1: each suggestion is taken as it was shown, the game ends, and
    the game-over box says how many hints Ann used."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        taken = 0
        while not isinstance(app.screen, GameOver):
            await while_computers_move(pilot, app)
            if isinstance(app.screen, GameOver):
                break
            await pilot.press("f2")
            assert isinstance(app.screen, CoachScreen), app.game_screen.session.decision
            advice = app.screen.advice
            assert advice.suggestion is not None and "Rule:" in screen_text(app)
            before = len(app.game_screen.session.steps)
            await pilot.press("enter")
            await pilot.pause()
            assert app.game_screen.session.steps[before].action == advice.suggestion
            taken += 1
        assert app.game_screen.session.hints == [taken, 0] and taken >= 10
        assert f"Hints used: Ann {taken}, Bob 0" in screen_text(app)


async def test_the_coach_opens_the_rules_page_at_its_rule():
    """`r` in the coach opens the rules page at the section the coach cites; a section deep in the page is
    scrolled to (its heading at the top of the page, not the page's own top)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await while_computers_move(pilot, app)
        await pilot.press("f2")
        section = app.screen.advice.section
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.section == section
        await pilot.press("escape")
        app.show_rules("barbarians", "Brawl Cards: Defence Cards")
        await pilot.pause()
        viewer = app.screen.query_one(Markdown).parent
        await until(pilot, lambda: viewer.scroll_y or app.screen.query_one(Markdown).table_of_contents,
                    "the rules page laid out at its section", progress=lambda: viewer.scroll_y)
        await pilot.pause()
        assert viewer.scroll_y > 0 and screen_text(app).lstrip().startswith("Defence Cards"), viewer.scroll_y


async def test_no_coaching_for_a_seat_that_is_not_deciding_and_every_game_has_its_coach():
    """With only computer seats F2 says there is nothing for you to decide and opens nothing; in Bible Brawl the
    coach opens for the human seat's draft like in every game."""
    app = make_app(computer=(0, 1), seed=3)
    app.computer_delay_cap = 3600.0  # the computers wait: the game cannot end under the test's feet
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.game_screen.session.to_act in app.game_screen.computer
        await pilot.press("f2")
        await pilot.pause()
        assert not isinstance(app.screen, CoachScreen)
        assert app.game_screen.session.hints == [0, 0]
        assert any("nothing for you to decide now" in n.message for n in app._notifications)
    app = make_app(game="brawl", computer=(1,), seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await while_computers_move(pilot, app)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, CoachScreen) and app.screen.advice.situation == "draft"
        assert app.screen.advice.suggestion in app.game_screen.session.legal(0)


async def test_a_demo_says_why_each_computer_move_was_made():
    """Issue 21, narrated demos: under each computer move of a demo the log gives the player's reason, in the
    game's words (the Brawler's why)."""
    app = BibleTabletopApp(start=("demo", "barbarians", 2, 5), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await until(pilot, lambda: len(app.game_screen.session.steps) >= 12, "twelve moves of the demo")
        said = [line.plain for line in app.game_screen.query_one("GameLog")._kept]
        reasons = [line for line in said if line.startswith("  (") and ": " in line]
        assert len(reasons) >= 6 and all(line.endswith(".)") for line in reasons), said


def panel_text(app) -> str:
    from bible_tabletop.tui.coaching import CoachPanel

    return str(app.game_screen.query_one(CoachPanel).render())


def marked_choices(app) -> list[str]:
    from bible_tabletop.tui.choices import ChoiceList
    from bible_tabletop.tui.coaching import MARK

    choices = app.game_screen.query_one(ChoiceList)
    labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
    return [label for label in labels if label.startswith(MARK)]


@pytest.mark.parametrize("game", BUILT)
async def test_f3_keeps_the_coach_open_following_play_and_marks_the_suggested_choice(game):
    """Issue 21, in every game: F3 (in the footer) opens a panel that follows play. On the seat at the keyboard's
    decision it says what F2 says (the situation, the rule, the suggestion) and the choice list marks the suggested
    choice; on a computer's turn it says whose turn it is, nothing else; F3 again closes it and the mark goes."""
    app = make_app(game=game, computer=(1,), seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await while_computers_move(pilot, app)
        screen = app.game_screen
        assert any(a.binding.key == "f3" and a.binding.description == "Coach" for a in screen.active_bindings.values())
        await pilot.press("f3")
        shown = await until(pilot, lambda: screen.query("CoachPanel") and "Coach: " in panel_text(app) and
                            screen.advice_now(), "the coach panel")
        advice, said = shown
        text = panel_text(app)
        assert advice.say[:20] in text and advice.section in text
        if advice.suggestion is not None:
            assert "Suggestion: " in text and said[:10] in text, text
        offered = screen.query_one("ChoiceList").actions
        if advice.suggestion in offered:  # (Bashers' list offers figures; the map takes the square suggested)
            marked = str(screen.query_one("ChoiceList").get_option_at_index(offered.index(advice.suggestion)).prompt)
            assert marked_choices(app) == [marked]
        screen.computer.add(0)  # the keyboard's seat handed to the computer: its turn now, nothing to advise
        app.computer_delay_cap = 3600.0
        screen.redraw()
        await until(pilot, lambda: "(computer) is deciding" in panel_text(app), "whose turn it is")
        assert "Suggestion" not in panel_text(app) and "Rule" not in panel_text(app) and not marked_choices(app)
        screen.computer.discard(0)
        screen.redraw()
        await until(pilot, lambda: "Rule" in panel_text(app), "the coach again")
        await pilot.press("f3")
        await until(pilot, lambda: not screen.query("CoachPanel"), "the panel to close")
        await pilot.pause()
        assert not marked_choices(app)


async def test_the_coach_panel_never_advises_across_the_curtain():
    """Issue 21: between two humans, while the curtain is up the panel below it says only whose turn it is."""
    app = make_app(computer=())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        screen.action_coach_panel()  # (F3 on the game screen; the curtain may be up already)
        await until(pilot, lambda: isinstance(app.screen, Curtain) or "Rule" in panel_text(app), "a decision")
        curtains = 0
        for _ in range(8):
            if isinstance(app.screen, Curtain):
                curtains += 1
                assert "Rule" not in panel_text(app) and "Suggestion" not in panel_text(app), panel_text(app)
                assert f"{screen.seat_name(screen.session.to_act)}'s decision" in panel_text(app)
                await pilot.press("x")
                await until(pilot, lambda: app.screen is screen and "Rule" in panel_text(app), "the coach")
            assert screen.act(screen.session.legal(screen.session.to_act)[0])
            await pilot.pause()
        assert curtains >= 2 and screen.session.hints[0] > 0 and screen.session.hints[1] > 0


@pytest.mark.parametrize("game", BUILT)
async def test_the_rules_page_marks_the_sections_the_coach_cites_and_c_goes_to_the_next(game):
    """Issue 21, each rules page links the coach's sections: in the reader every section a situation of the coach
    book cites carries the coach's mark under its heading, and `c` goes to the next such section in page order."""
    from bible_tabletop.engine.coach import book
    from bible_tabletop.tui.screens import COACH_MARK

    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.show_rules(game)
        await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules page")
        page = app.screen
        cited = {entry.section.casefold() for entry in book(game).situations.values()}
        assert {s.casefold() for s in page.coached} == cited
        source = page.query_one(Markdown).source
        assert source.count(COACH_MARK) == len(page.coached) >= 2
        await pilot.press("c")
        assert page.section == page.coached[0]
        await pilot.press("c")
        assert page.section == page.coached[1]


def test_a_call_that_is_the_player_s_own_is_said_to_be_theirs_not_missing():
    """Issue 21: where the coach never suggests (a TriBond answer: `suggest: false`), F2 says the call is the
    player's own, not that a suggestion is missing."""
    from bible_tabletop.engine.coach import Coaching
    from bible_tabletop.tui.coaching import no_suggestion

    answer = Coaching(0, "answer", "Say the bond.", "The Play", "", None, "", yours=True)
    assert no_suggestion(answer, "the rule above").startswith("This one is yours")
    assert no_suggestion(replace(answer, yours=False), "the rule above").startswith("No suggestion here")


@asynccontextmanager
async def hard_coach_at_the_first_decision():
    """Ann's first decision in a Bar Barians game against the computer, with the hard coach."""
    app = make_app(coach="hard")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await while_computers_move(pilot, app)
        yield app, pilot


@pytest.fixture
def held_coach(monkeypatch):
    """The hard coach held back until the test lets it think (a gate), then searching a few simulations: what the
    screen shows while it thinks is then certain, however fast the machine."""
    from bible_tabletop.engine import coach as coaching
    from bible_tabletop.engine.search import Budget

    gate, real = threading.Event(), coaching.coach

    def held(*args, **kwargs):
        gate.wait(20)
        return real(*args, **{**kwargs, "budget": Budget(simulations=8)})

    monkeypatch.setattr(coaching, "coach", held)
    yield gate
    gate.set()  # a worker still held back ends


async def test_a_hard_coach_thinks_off_the_screen_s_thread_and_its_box_opens_when_ready(held_coach):
    """Issue 22, levels for the coach: with the hard coach F2 says it is thinking and the screen stays free (a key
    works meanwhile); its box opens by itself once the search has advised, and Enter takes the suggestion."""
    async with hard_coach_at_the_first_decision() as (app, pilot):
        game = app.game_screen
        await pilot.press("f2")
        assert game.coach_thinking() and app.screen is game
        await pilot.press("question_mark")  # the keys page opens and closes while the coach thinks
        await until(pilot, lambda: app.screen is not game, "the keys page")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game, "the game again")
        held_coach.set()
        await until(pilot, lambda: isinstance(app.screen, CoachScreen), "the hard coach's box")
        advice = app.screen.advice
        assert advice.suggestion in game.session.legal(0) and advice.reason.strip()
        before = len(game.session.steps)
        await pilot.press("enter")
        await until(pilot, lambda: len(game.session.steps) > before, "the suggestion taken")
        assert game.session.steps[before].action == advice.suggestion and game.session.hints[0] == 1


async def test_a_hard_coach_s_advice_for_a_position_left_meanwhile_is_dropped(held_coach):
    """Issue 22: F2, then the player moves before the hard coach has advised: the advice for the old position never
    shows, and F2 on the new one asks the coach afresh."""
    async with hard_coach_at_the_first_decision() as (app, pilot):
        game = app.game_screen
        await pilot.press("f2")
        asked = game._coach_worker
        assert asked is not None and game.coach_thinking()
        before = len(game.session.steps)
        await pilot.press("enter")  # the highlighted choice taken: the position moves on
        await until(pilot, lambda: len(game.session.steps) > before, "the move")
        held_coach.set()
        await until(pilot, lambda: asked[0].is_finished and game._coach_worker is not asked, "the old advice ended")
        await pilot.pause()
        assert not isinstance(app.screen, CoachScreen) and game._coach_awaited is None
        assert game._advice is None or game._advice[0] != asked[1]


async def test_a_hard_coach_s_panel_says_it_is_thinking_then_shows_its_suggestion(held_coach):
    """Issue 22: F3 with the hard coach: the panel says the coach is thinking, then shows its suggestion and marks
    it in the choice list."""
    async with hard_coach_at_the_first_decision() as (app, pilot):
        await pilot.press("f3")
        await until(pilot, lambda: app.game_screen.query("CoachPanel") and "thinking it over" in panel_text(app),
                    "the coach thinking")
        assert not marked_choices(app)
        held_coach.set()
        await until(pilot, lambda: "Suggestion: " in panel_text(app), "the hard coach's suggestion")
        assert len(marked_choices(app)) == 1


async def test_a_hard_coach_that_fails_says_so_and_the_game_goes_on(monkeypatch):
    """Bad input never crashes: a search that fails in the coach's worker leaves the app running; F2 says the coach
    could not think the position through, and the coach is not asked again for that position."""
    from bible_tabletop.engine import coach as coaching

    asked = []

    def broken(*args, **kwargs):
        asked.append(1)
        raise RuntimeError("a broken deal")

    monkeypatch.setattr(coaching, "coach", broken)
    async with hard_coach_at_the_first_decision() as (app, pilot):
        game = app.game_screen
        await pilot.press("f2")
        await until(pilot, lambda: any("could not think" in n.message for n in app._notifications), "the notice")
        assert game._advice == (game.coach_key(), None) and app.screen is game and asked == [1]
        await pilot.press("f2")
        await pilot.pause()
        assert asked == [1] and not isinstance(app.screen, CoachScreen)
