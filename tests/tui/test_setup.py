"""The setup screen (issue 9): a setup the game cannot take is refused in one sentence a player understands,
under the form and in a notification, from the same check as the command line; names typed with markup never
crash it."""

import random

import pytest
from textual.widgets import Input, Select, Static

from bible_tabletop.games.registry import BUILT
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.setup import SetupScreen

LIBRARY_WORDS = ("pydantic", "http", "options.", "Value error", "ValidationError", "[")


async def open_setup(pilot, app, game: str) -> SetupScreen:
    await pilot.pause()
    app.push_screen(SetupScreen(game))
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    return app.screen


def problem_shown(app, screen: SetupScreen) -> str:
    line = screen.query_one("#setup-problem", Static)
    assert line.display, "the reason is shown under the form"
    text = str(line.render())
    assert any(text in n.message for n in app._notifications), "and in a notification"
    return text


def assert_plain_sentence(text: str) -> None:
    assert len(text.splitlines()) == 1 and text.endswith("."), text
    for word in LIBRARY_WORDS:
        assert word not in text, f"{word!r} in {text!r}"


async def test_the_same_character_twice_is_refused_in_one_sentence():
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app, "barbarians")
        screen.query_one("#char-1", Select).value = screen.query_one("#char-0", Select).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen, "the game did not start"
        text = problem_shown(app, screen)
        assert_plain_sentence(text)
        assert "chosen twice" in text


async def test_a_first_player_beyond_the_seats_is_refused_in_one_sentence():
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app, "tribond")
        screen.query_one("#opt-first", Select).value = "5"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        text = problem_shown(app, screen)
        assert_plain_sentence(text)
        assert "5" in text and "2-player" in text


@pytest.mark.parametrize("seed", ["9" * 5000, "--5"])
async def test_a_seed_that_is_not_a_short_whole_number_is_refused_not_a_crash(seed):
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app, "barbarians")
        screen.query_one("#seed", Input).value = seed
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and app.is_running
        assert "at most 18 digits" in problem_shown(app, screen)


async def test_markup_in_names_neither_crashes_setup_nor_its_refusal():
    """Names like `[/b]` stay as typed through a refused start and then a good one."""
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app, "barbarians")
        for seat, name in enumerate(["[/b]", "[red]Ann[@click=app.quit]"]):
            screen.query_one(f"#name-{seat}", Input).focus()
            await pilot.press(*name)
        screen.query_one("#char-1", Select).value = screen.query_one("#char-0", Select).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and "chosen twice" in problem_shown(app, screen)
        screen.query_one("#char-1", Select).value = "winy"
        await pilot.pause()
        assert not screen.query_one("#setup-problem", Static).display, "a new choice clears the old refusal"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game_screen is not None and app.is_running
        assert app.game_screen.session.config.names == ["[/b]", "[red]Ann[@click=app.quit]"]


async def test_a_name_box_takes_at_most_the_names_length_the_setup_check_allows():
    """A 10,000-character name filled the prompt panel; the box stops at MAX_NAME, and the command line refuses
    a longer one in a sentence (tests/cli/test_hostile_inputs.py)."""
    from bible_tabletop.engine.setup_check import MAX_NAME

    for game_id in ("brawl", "bashers"):  # the shared setup screen and Bible Bashers' own
        app = BibleTabletopApp(seeds=random.Random(1))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press(*["down"] * list(BUILT).index(game_id), "enter")  # the game's line on the menu
            await pilot.pause()
            box = app.screen.query_one("#name-0", Input)
            box.focus()
            await pilot.press(*"Ab" * 30)
            assert type(app.screen).__name__ == ("SetupScreen" if game_id == "brawl" else "BashersSetup"), game_id
            assert box.value == ("Ab" * 30)[:MAX_NAME], game_id


async def test_a_seat_set_hard_at_setup_is_played_by_the_search_player_and_stays_hard_when_resumed():
    """Issue 22, levels at setup: seat 2 made a hard computer on the form is the search player; the level is in
    the game's config, so the saved game resumes with seat 2 still searching."""
    from bible_tabletop.engine.search import SearchBot

    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 3600.0  # the computer waits: the test looks at who plays it
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app, "barbarians")
        assert screen.query_one("#who-1", Select).value == "human"
        screen.query_one("#who-1", Select).value = "hard"
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = app.game_screen
        assert game.session.config.computer == [1] and game.session.config.levels == {1: "hard"}
        assert isinstance(game.bots[1], SearchBot) and not isinstance(game.bots[0], SearchBot)
        saved = game.session.autosave
        game.session.save(saved)
    resumed = BibleTabletopApp(start=("resume", saved), seeds=random.Random(1))
    resumed.computer_delay_cap = 3600.0
    async with resumed.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert resumed.game_screen.session.config.levels == {1: "hard"}
        assert isinstance(resumed.game_screen.bots[1], SearchBot)


async def test_the_coach_set_hard_at_setup_is_in_the_game_s_config_in_both_setup_screens_and_resumed():
    """Issue 22, levels for the coach: the form's Coach row (normal by default) on the shared setup screen and on
    Bible Bashers' own; a hard coach is in the game's config, so a saved game resumes with it."""
    for game_id in ("barbarians", "bashers"):
        app = BibleTabletopApp(seeds=random.Random(1))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            app.new_game(game_id)  # the game's own setup screen: Bible Bashers' builds forces
            await pilot.pause()
            screen = app.screen
            assert type(screen).__name__ == ("BashersSetup" if game_id == "bashers" else "SetupScreen")
            assert screen.query_one("#coach", Select).value == "normal"
            screen.query_one("#coach", Select).value = "hard"
            await pilot.press("ctrl+s")
            await pilot.pause()
            game = app.game_screen
            assert game is not None and game.session.config.coach == "hard", game_id
            saved = game.session.autosave
            game.session.save(saved)
        resumed = BibleTabletopApp(start=("resume", saved), seeds=random.Random(1))
        async with resumed.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert resumed.game_screen.session.config.coach == "hard", game_id


def test_an_old_save_without_levels_plays_its_computers_at_normal():
    """Issue 22: a config saved before levels existed loads with none, and its computer seats play the game's own
    player (normal)."""
    from bible_tabletop.engine.bots import bots_for
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.registry import rules_for, spec_for
    from bible_tabletop.tui.play import GameScreen

    old = GameConfig.model_validate({"game": "brawl", "players": 2, "names": [], "computer": [1], "options": {}})
    assert old.levels == {}
    screen = GameScreen(Session(rules_for("brawl"), old, 5))
    normal = type(bots_for(screen.rules)[spec_for("brawl").default_bot](0))
    assert type(screen.bots[1]) is normal


def test_levels_by_seat_on_the_command_line():
    """Issue 22: `play --computer 2:hard` sets that seat's level, `--level` the rest; `demo --level` given twice
    seats the levels in turn."""
    from bible_tabletop import cli

    args = cli.build_parser().parse_args(["play", "barbarians", "--players", "3", "--computer", "2:hard",
                                          "--computer", "3", "--level", "easy"])
    assert args.computer == [(2, "hard"), (3, None)] and args.level == "easy"
    args = cli.build_parser().parse_args(["demo", "barbarians", "--level", "hard", "--level", "easy"])
    assert args.level == ["hard", "easy"]
