"""A terminal too small (issue 19, what a table met 7; issue 23 item 7): below 80x24 a notice covers every screen
and says the size needed, keys wait (but for quitting), and the screen comes back once the terminal grows; random
keys at sizes down to 20x4 never crash the app."""

import random

import pytest
from textual.events import Key

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.menu import MainMenu
from bible_tabletop.tui.screens import Curtain


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def hot_seat_app() -> BibleTabletopApp:
    config = GameConfig(game="brawl", players=2, options={"win": "15"})
    return BibleTabletopApp(start=("play", config, 42), seeds=random.Random(1))


async def test_below_80x24_the_curtain_is_covered_by_a_notice_until_the_terminal_grows():
    app = hot_seat_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and "Pass the keyboard" in screen_text(app)
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        shown = screen_text(app)
        assert "Terminal too small" in shown and "79x30, needs 80x24" in shown
        assert "Pass the keyboard" not in shown and "Player" not in shown
        await pilot.press("space")  # the player cannot see what a key would do: it waits
        await pilot.pause()
        assert isinstance(app.screen, Curtain)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        shown = screen_text(app)
        assert "Terminal too small" not in shown and "Pass the keyboard to Player 1" in shown
        await pilot.press("space")
        await pilot.pause()
        assert app.screen is app.game_screen


async def test_a_screen_opened_while_too_small_is_covered_and_the_notice_fits_20x4():
    """The menu at 20x4: the notice's four lines fit whole; a game started then (its curtain too) is covered."""
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(20, 4)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert screen_text(app).splitlines() == ["Terminal too small: ", " 20x4, needs 80x24. ",
                                                 "Enlarge it, or press", "  Ctrl+Q to quit.   "]
        app.start_game(GameConfig(game="brawl", players=2), 42)
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and "Terminal too small" in screen_text(app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "Pass the keyboard" in screen_text(app)


async def test_ctrl_q_still_leaves_while_the_terminal_is_too_small():
    app = hot_seat_app()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app._exit


# -- random keys at every size ---------------------------------------------------------------------------------------
# Keys of play, lists and help (no q: it quits at the menu; no Esc, F1 or Ctrl+P: the menu, rules and palette are
# other screens' business, and slow).
KEYS = (list("abcdefghijklmnoprstuvwxyz0123456789?.+-") + ["enter", "space", "tab", "shift+tab", "up", "down",
        "left", "right", "pageup", "pagedown", "home", "end", "backspace", "delete"])
NAMES = {"?": "question_mark", ".": "full_stop", "+": "plus", "-": "minus"}


def key_event(key: str) -> Key:
    """The event a terminal sends for `key` (a character, or a name such as "pageup")."""
    if len(key) == 1:
        return Key(NAMES.get(key, key), key)
    return Key(key, " " if key == "space" else None)


SHIPPED = ((80, 24), (20, 4))  # the notice covers 20x4: its keys wait
UNCOVERED = ((60, 5), (40, 4), (20, 4), (40, 10))  # the notice turned off: the screens take the keys themselves


@pytest.mark.parametrize("game", ["barbarians", "brawl", "christianity", "tribond", "bashers"])
async def test_random_keys_at_sizes_down_to_20x4_never_crash_the_app(game):
    """Issue 23, tests: seeded random keys in a game with a computer seat, the terminal resized between bursts
    down to 20x4: as shipped (the notice covers the small sizes), then with the notice turned off so the screens
    themselves take the keys at every size (PageUp at 60x5 crashed inside Textual's list)."""
    rng = random.Random(game)
    config = GameConfig(game=game, players=2, computer=[1])
    app = BibleTabletopApp(start=("play", config, 3), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 0.05
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for k, size in enumerate(SHIPPED + UNCOVERED):
            app.min_size = (80, 24) if k < len(SHIPPED) else (1, 1)
            await pilot.resize_terminal(*size)
            for _ in range(12):  # a burst, as a hand mashing the keyboard sends it: no wait between keys
                app.post_message(key_event(rng.choice(KEYS)))
            await pilot.pause()
            assert app.is_running and app.return_code is None, (size, app.screen)
