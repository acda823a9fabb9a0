"""The demo's keys (issue 9): working and shown only in a demo; '.' steps; a demo says it is one and is never
taken for the player's game."""

import random

from textual.widgets import Footer, Static

from bible_tabletop.engine import saves_folder
from bible_tabletop.engine.game import GameConfig, Outcome, Result
from bible_tabletop.engine.session import latest_resumable
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.demo import DemoBanner
from bible_tabletop.tui.screens import GameOver
from tests.tui.waiting import until

DEMO_KEYS = ("Faster", "Slower", "Pause", "Step", "Take seat")


def game_app(seed=3):
    config = GameConfig(game="barbarians", players=2, computer=[1])
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def demo_app(players=3, seed=7):
    app = BibleTabletopApp(start=("demo", "barbarians", players, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.05
    return app


def footer_words(screen) -> set[str]:
    footer = screen.query_one(Footer)
    return {key.description for key in footer.query("FooterKey")}


async def test_demo_keys_do_nothing_outside_a_demo():
    """+, -, space, '.' and t in a game of one's own: no notification, no pause, no change of pace, not in the
    footer; and a digit after t is the screen's own digit (a card), not a seat."""
    app = game_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        digits = []
        game.number_key = digits.append
        pace, steps = game.pace, len(game.session.steps)
        await pilot.press("plus", "minus", "space", "full_stop", "t")
        await pilot.pause()
        assert not any(w in n.message for n in app._notifications for w in ("Pace", "Paused", "Take over"))
        assert (game.pace, game.paused, game._taking, len(game.session.steps)) == (pace, False, False, steps)
        await pilot.press("1")
        assert digits == [1] and game.computer == {1}
        assert not footer_words(game) & set(DEMO_KEYS)
        assert not game.query(DemoBanner)


async def test_a_demo_says_so_and_its_footer_shows_its_keys():
    app = demo_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        banner = str(game.query_one(DemoBanner).render())
        assert "Demo: computer players" in banner and "t N" in banner
        assert set(DEMO_KEYS) <= footer_words(game)
        assert "Undo" not in footer_words(game), "nothing to undo while only computers play"
        shown = {key.description: key.key_display for key in game.query_one(Footer).query("FooterKey")}
        assert shown["Pause"] == "Space" and shown["Step"] == "." and shown["Faster"] == "+", shown  # as printed


async def test_full_stop_steps_one_move_in_a_paused_demo():
    """Textual names the '.' key full_stop: the step key plays exactly one computer move."""
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        game = await until(pilot, lambda: app.game_screen, "the demo's screen")
        await pilot.press("space")
        await until(pilot, lambda: game.paused, "the demo to pause")
        await pilot.pause()
        assert game.paused and "paused" in str(game.query_one(DemoBanner).render())
        steps = len(game.session.steps)
        await pilot.press(".")
        await until(pilot, lambda: len(game.session.steps) > steps, "the step key's move")
        assert len(game.session.steps) == steps + 1
        await pilot.press("full_stop")
        await until(pilot, lambda: len(game.session.steps) > steps + 1, "the full stop's move")
        assert len(game.session.steps) == steps + 2 and game.paused


async def test_pace_keys_change_the_pace_and_the_banner():
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        await pilot.press("space")  # paused: a fast demo can end before the keys below arrive on a busy machine
        pace = game.pace
        await pilot.press("plus")
        assert game.pace == pace + 1
        await pilot.press("minus", "minus")
        assert game.pace == pace - 1
        await pilot.press("t", "2")
        await pilot.pause()
        assert 1 not in game.computer and "seat 2 played by you" in str(game.query_one(DemoBanner).render())


async def test_a_pace_key_at_its_end_is_greyed_and_says_so_when_pressed():
    """Issue 19, what a table met 7: at the fastest pace `+` does nothing, so the footer greys it (and `-` at the
    slowest); pressed anyway it says the pace is already at its end."""
    from bible_tabletop.tui.play import PACES

    app = demo_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        await pilot.press("space")
        await pilot.press(*["plus"] * len(PACES))
        await pilot.pause()
        assert game.pace == len(PACES) - 1
        greyed = {k.description: k.has_class("-disabled") for k in game.query_one(Footer).query("FooterKey")}
        assert greyed["Faster"] and not greyed["Slower"]
        app.clear_notifications()
        await pilot.press("plus")
        await pilot.pause()
        assert any("fastest" in n.message for n in app._notifications)
        await pilot.press(*["minus"] * len(PACES))
        await pilot.pause()
        greyed = {k.description: k.has_class("-disabled") for k in game.query_one(Footer).query("FooterKey")}
        assert not greyed["Faster"] and greyed["Slower"]


async def test_a_demo_is_never_autosaved_nor_resumed(tabletop_home):
    """The player's own game stays the one resume opens, however many demos run after it."""
    app = game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # place: the game is autosaved
        await pilot.pause()
        mine = app.game_screen.session.autosave
        assert mine.exists()
        await pilot.press("escape")
        await pilot.pause()
        app.computer_delay_cap = 0.01
        app.start_demo("barbarians", 3, 5)
        await until(pilot, lambda: len(app.game_screen.session.steps) > 3, "the demo's first moves")
        assert app.game_screen.demo and len(app.game_screen.session.steps) > 3
        await pilot.press("escape")
        await pilot.pause()
        assert any("A demo is not saved" in n.message for n in app._notifications)
        assert saves_folder.list_saves() == [mine]
        assert latest_resumable() == mine
        await pilot.press("r")  # the menu's resume
        await pilot.pause()
        assert not app.game_screen.demo and app.game_screen.session.autosave == mine


async def until_the_result(app, pilot) -> None:
    """Waits for the finished demo's result screen, pushed and composed, for as long as the demo keeps playing: a
    busy machine only makes it slower, while a demo that stops moving (or a result that never comes) fails."""
    await until(pilot, lambda: isinstance(app.screen, GameOver) and app.screen.query("#gameover-next"),
                "the demo's result")


async def test_a_demo_left_running_starts_its_next_game(monkeypatch):
    """A club night leaves the demo on: a finished demo shows its result, counts down, then plays a new game."""
    monkeypatch.setattr("bible_tabletop.tui.play.DEMO_NEXT_GAME_IN", 1)
    app = demo_app(players=2)
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        first = app.game_screen
        await until_the_result(app, pilot)
        assert "next demo game starts in 1 s" in str(app.screen.query_one("#gameover-next", Static).render())
        await until(pilot, lambda: app.game_screen is not first and app.screen is app.game_screen,
                    "the next demo game")
        await pilot.pause()
        assert app.game_screen is not first and app.game_screen.demo and not app.game_screen.humans()


async def test_the_next_demo_game_keeps_the_pace_the_host_set():
    """Issue 19, what a table met 7: a demo went on to its next game at the default pace, whatever the host had
    set with + and -; now the next game plays at the same pace (and its banner says so)."""
    from bible_tabletop.tui.play import PACES

    app = demo_app(players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        first = app.game_screen
        await pilot.press("space", "plus", "plus")
        pace = first.pace
        first._after_game("again")  # what the finished demo's result does when its countdown ends
        await until(pilot, lambda: app.screen is app.game_screen is not first, "the next demo game")
        game = app.game_screen
        assert game is not first and game.demo and game.pace == pace
        assert f"{PACES[pace]} s a move" in str(game.query_one(DemoBanner).render())


async def test_a_finished_game_with_a_person_waits_at_the_result():
    """Without a countdown (a person's game, or a demo a visitor joined) the result stays until a choice."""
    outcome = Outcome((Result.WIN, Result.LOSS), "Ann wins.")
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(GameOver(outcome, ["Ann", "Ben"]))
        await pilot.pause(1.5)
        assert isinstance(app.screen, GameOver) and not app.screen.query("#gameover-next")


async def test_a_demo_nobody_joined_shows_no_keys_of_play_in_its_footer():
    """Issue 19, what a table met 7: a Bar Barians demo with no human at the table listed Breather, End turn and
    Stumble though nobody could use them; a game of one's own shows them in one's own turn."""
    turn_keys = {"Breather", "End turn", "Stumble"}
    app = demo_app(players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not footer_words(app.game_screen) & turn_keys
    config = GameConfig(game="barbarians", players=2, computer=[1])
    app = BibleTabletopApp(start=("play", config, 7), seeds=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        game = app.game_screen
        while True:  # each seat places its standee first (Enter takes an area), then a turn begins
            await until(pilot, lambda: app.screen is game and game.my_decision(), "our decision")
            decision = game.session.decision
            if decision.kind == "turn":
                break
            assert not footer_words(game) & turn_keys, decision.kind
            await pilot.press("enter")
        await pilot.pause()
        assert game.session.decision.kind == "turn" and turn_keys <= footer_words(game)
