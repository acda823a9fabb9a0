"""Saves in the app (issue 9): the list says what each save is and deletes with a confirmation; Save asks a name;
leaving says where the game was saved; a folder that cannot be written never stops a game; a crash exits non-zero."""

import random

import pytest
from textual.app import App
from textual.widgets import Input, OptionList

from bible_tabletop import cli
from bible_tabletop.engine import saves
from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session
from bible_tabletop.games.barbarians.rules.actions import Breather, Place
from bible_tabletop.games.registry import rules_for
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.saves import ConfirmDialog, SavesScreen, TextPrompt

RULES = rules_for("barbarians")


def game_app(seed=3, names=()):
    config = GameConfig(game="barbarians", players=2, computer=[1], names=list(names))
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def saved_game(path, names=("Ann", "[red]Bob"), finished=False):
    s = Session(RULES, GameConfig(game="barbarians", players=2, computer=[1], names=list(names)), 4,
                autosave=path)
    s.act(Place(area=0))
    s.act(Place(area=0))
    s.act(Breather())
    bot = RandomBot(1)
    while finished and s.outcome is None:
        s.act(bot.choose(RULES, s.state, s.to_act))
    return s


def list_lines(screen) -> list[str]:
    options = screen.query_one("#saves-list", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_the_saves_list_says_what_each_save_is_and_deletes_after_asking(tabletop_home):
    folder = saves.saves_dir()
    saved_game(folder / "autosave-finished.json", finished=True)
    saved_game(folder / "autosave-mine.json")
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        lines = list_lines(app.screen)
        assert len(lines) == 2 and not any(".json" in line for line in lines)
        assert lines[0].startswith("Bar Barians · Ann, [red]Bob (computer) · turn 1, 3 actions · ")
        assert "finished" not in lines[0] and "finished" in lines[1]
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert (folder / "autosave-mine.json").exists()
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not (folder / "autosave-mine.json").exists() and (folder / "autosave-finished.json").exists()
        assert isinstance(app.screen, SavesScreen) and len(list_lines(app.screen)) == 1
        await pilot.press("enter")  # a finished game opens to look at
        await pilot.pause()
        assert app.game_screen.session.outcome is not None


async def test_the_saves_lists_footer_writes_esc_as_a_player_reads_it(tabletop_home):
    """`escape,q` used to show as 'esc Back'; the keys are written as printed on the keyboard."""
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        footer = app.screen._compositor.render_strips()[-1].text
        assert "Esc Back" in footer and "esc" not in footer, footer


async def test_save_asks_a_name_that_becomes_a_safe_file_name_and_never_overwrites_unasked(tabletop_home):
    app = game_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        app._save_now()
        await pilot.pause()
        assert isinstance(app.screen, TextPrompt)
        app.screen.query_one(Input).value = "../../Friday night"
        await pilot.press("enter")
        await pilot.pause()
        path = saves.saves_dir() / "Friday-night.json"
        assert path.exists() and not (tabletop_home.parent / "Friday night.json").exists()
        before = path.read_bytes()
        await pilot.press("enter")  # a move, so a second save would differ
        await pilot.pause()
        app._save_now()
        await pilot.pause()
        app.screen.query_one(Input).value = "Friday night"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert path.read_bytes() == before
        app._save_now()
        await pilot.pause()
        app.screen.query_one(Input).value = "Friday night"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert path.read_bytes() != before
        assert any("Saved as 'Friday-night'" in n.message for n in app._notifications)


async def test_leaving_a_game_says_where_it_was_saved(tabletop_home):
    app = game_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        path = app.game_screen.session.autosave
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert any(n.message == f"Saved to {path}. Resume it from the menu with r." for n in app._notifications)


@pytest.mark.parametrize("break_it", ["file", "no-space"])
async def test_an_unwritable_saves_folder_never_stops_the_game(tabletop_home, monkeypatch, tmp_path, break_it):
    """The first move used to crash the app; now the game goes on with a warning and can be saved elsewhere."""
    if break_it == "file":
        tabletop_home.mkdir(parents=True)
        saves.saves_dir().write_text("not a folder")
    else:
        monkeypatch.setattr(saves.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    app = game_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # place: the first move
        await pilot.pause()
        game = app.game_screen
        assert app.is_running and len(game.session.steps) >= 2
        warnings = [n.message for n in app._notifications if "NOT being saved" in n.message]
        assert len(warnings) == 1 and "Save elsewhere" in warnings[0]
        monkeypatch.undo()
        app._save_now(elsewhere=True)
        await pilot.pause()
        assert isinstance(app.screen, TextPrompt)
        app.screen.query_one(Input).value = str(tmp_path / "rescued")
        await pilot.press("enter")
        await pilot.pause()
        rescued = tmp_path / "rescued.json"
        assert game.session.autosave == rescued and game.session.save_problem is None
        assert Session.load(rescued).to_data()["digest"] == game.session.to_data()["digest"]
        await pilot.press("escape")
        await pilot.pause()
        assert any(n.message.endswith(f"Resume it with: bible-tabletop resume {rescued}") for n in app._notifications)


@pytest.mark.parametrize("typed", ["a" * 300, "/tmp/" + "b" * 300 + "/game", "x/" * 3000],
                         ids=["name-300", "folder-300", "path-6000"])
async def test_save_elsewhere_to_a_name_too_long_says_so_and_the_game_goes_on(tabletop_home, typed):
    """Asking the system about such a path raised OSError (file name too long) and ended the app."""
    app = game_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        app._save_now(elsewhere=True)
        await pilot.pause()
        app.screen.query_one(Input).value = typed
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and app.game_screen is not None
        told = [n.message for n in app._notifications if n.title == "Not saved"]
        assert len(told) == 1 and "file name too long" in told[0], told
        assert app.game_screen.session.autosave.parent == saves.saves_dir()


async def test_leaving_an_unsaved_game_says_it_is_not_saved(tabletop_home):
    tabletop_home.mkdir(parents=True)
    saves.saves_dir().write_text("not a folder")
    app = game_app()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert any(n.message.startswith("This game is NOT saved: cannot write") for n in app._notifications)


async def test_the_menus_resume_skips_finished_games(tabletop_home):
    folder = saves.saves_dir()
    mine = folder / "autosave-a.json"
    saved_game(mine)
    saved_game(folder / "autosave-b-finished.json", finished=True)
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert app.game_screen.session.autosave == mine and app.game_screen.session.outcome is None


def test_the_app_exits_non_zero_after_a_crash(monkeypatch):
    """cli.run_app returns the app's return code: Textual sets 1 after an unhandled exception."""

    def crash(self):
        raise RuntimeError("boom")

    def headless(self, **kw):
        return App.run(self, headless=True, size=(80, 24))

    monkeypatch.setattr(BibleTabletopApp, "on_mount", crash)
    monkeypatch.setattr(BibleTabletopApp, "run", headless)
    assert cli.run_app() == 1
