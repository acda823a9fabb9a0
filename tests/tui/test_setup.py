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
