"""The coach on screen (issue 21, "In every game"): F2 opens it for the player whose decision it is, Enter takes
the suggestion, `r` opens the rules page at its rule; never for a seat that is not deciding; the end-of-game box
says how many hints each seat used."""

import random

from textual.widgets import Markdown

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.coaching import CoachScreen
from bible_tabletop.tui.screens import GameOver, RulesScreen
from tests.tui.waiting import computer_to_act, while_computers_move


def make_app(game="barbarians", computer=(1,), seed=8):
    config = GameConfig(game=game, players=2, computer=list(computer), names=["Ann", "Bob"])
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
        while viewer.scroll_y == 0 and not app.screen.query_one(Markdown).table_of_contents:
            await pilot.pause()  # the page is still being laid out
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
        while len(app.game_screen.session.steps) < 12:
            await pilot.pause()
        said = [line.plain for line in app.game_screen.query_one("GameLog")._kept]
        reasons = [line for line in said if line.startswith("  (") and ": " in line]
        assert len(reasons) >= 6 and all(line.endswith(".)") for line in reasons), said
