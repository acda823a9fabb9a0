"""Leaving the app (issue 19, what a table met 7): Ctrl+C does what Ctrl+Q does, and quitting says where the game in
progress was saved and how to resume it, only when it really was."""

import random

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from tests.tui.waiting import until


def game_app(**kw) -> BibleTabletopApp:
    config = GameConfig(game="barbarians", players=2, computer=[1], **kw)
    app = BibleTabletopApp(start=("play", config, 3), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


async def play_a_move(app, pilot) -> None:
    await pilot.pause()
    game = app.game_screen
    game.act(game.session.legal()[0])
    await pilot.pause()
    assert game.session.autosave.exists()


async def test_ctrl_q_in_a_game_says_it_is_saved_and_how_to_resume_it(capsys):
    app = game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await play_a_move(app, pilot)
        await pilot.press("ctrl+q")
    assert app.return_code == 0
    said = capsys.readouterr().err
    assert "Game saved" in said and "bible-tabletop resume" in said


async def test_ctrl_c_in_a_game_saves_and_leaves_like_ctrl_q(capsys):
    """A player in a terminal presses Ctrl+C to stop a program; every move is saved, so leaving loses nothing
    (Textual only showed "Press ctrl+q to quit")."""
    app = game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await play_a_move(app, pilot)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app._exit
    assert "Game saved" in capsys.readouterr().err


async def test_quitting_says_nothing_of_saving_when_nothing_was_saved(capsys):
    """No move yet (nothing written), a demo, and the menu: no line about a saved game."""
    app = game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
    demo = BibleTabletopApp(start=("demo", "barbarians", 2, 7), seeds=random.Random(1))
    async with demo.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: demo.game_screen and demo.game_screen.session.steps, "the demo's first move")
        await pilot.press("ctrl+c")
    menu = BibleTabletopApp(seeds=random.Random(1))
    async with menu.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("q")
    assert "saved" not in capsys.readouterr().err.lower()
    assert app.return_code == demo.return_code == menu.return_code == 0


async def test_help_says_how_to_quit_and_that_the_game_is_kept():
    from bible_tabletop.tui.screens import HelpScreen

    app = game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = "\n".join(strip.text for strip in app.screen._compositor.render_strips())
        assert "Ctrl+Q or Ctrl+C: quit" in shown
