"""Paths typed in the app (issue 23, "Paths typed in the app crash it"): a home folder of a user the machine does not
have, a path of 5,000 characters, a NUL, a symlink loop, typed in Christianity's deck box at setup, the Bashers force
builder's Load and Save, and Save elsewhere. Each used to end the app with a traceback; each is now one sentence
(engine/typed_paths.py) and the app goes on."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Input, Static

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.ui.builder import ForceBuilder
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.saves import TextPrompt
from bible_tabletop.tui.setup import SetupScreen

NO_USER = ("~nosuchuser/deck.yaml", "There is no user 'nosuchuser' on this machine, so the path cannot begin "
           "~nosuchuser.")
LONG = ("x/" * 2500, "This path is 5,000 characters long; a path takes at most 4,096 (file name too long).")
NUL = ("/tmp/a\x00b.yaml", "A path cannot hold a control character (a NUL, a tab, an escape...): type it plainly.")
CASES = {"no-such-user": NO_USER, "5000-characters": LONG, "nul": NUL}


def loop(tmp_path, name: str) -> str:
    path = tmp_path / name
    path.symlink_to(path)
    return str(path)


async def type_into(pilot, box: Input, text: str) -> None:
    """The text typed into the box: key by key where every character has a key, else pasted."""
    box.focus()
    box.value = ""
    if text.isprintable() and len(text) < 40:
        await pilot.press(*text)
    else:
        box.insert_text_at_cursor(text)
    await pilot.pause()
    assert box.value == text


def notes(app) -> list[str]:
    return [str(n.message) for n in app._notifications]


@pytest.mark.parametrize("case", [*CASES, "symlink-loop"])
async def test_a_bad_deck_path_at_setup_is_one_sentence_and_the_setup_stays(tabletop_home, tmp_path, case):
    typed, says = CASES[case] if case in CASES else (loop(tmp_path, "loop.yaml"), None)
    if says is None:
        says = f"{typed}:1: (file): a readable data file (Too many levels of symbolic links)."
    says = f"Righteous player 1's deck file: {says}"
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen("christianity"))
        await pilot.pause()
        setup = app.screen
        await type_into(pilot, setup.query_one("#file-deck_1_file", Input), typed)
        await pilot.press("ctrl+s")
        await pilot.pause()
        problem = setup.query_one("#setup-problem", Static)
        assert app.is_running and app.screen is setup and problem.display
        assert str(problem.render()) == says


async def open_builder(pilot, app) -> ForceBuilder:
    await pilot.pause()
    app.new_game("bashers")
    await pilot.pause()
    await pilot.click("#build-0")
    await pilot.pause()
    assert isinstance(app.screen, ForceBuilder)
    return app.screen


@pytest.mark.parametrize("button, said", [("#fb-load", "Not loaded"), ("#fb-save", "Not saved")])
@pytest.mark.parametrize("case", CASES)
async def test_a_bad_force_path_in_the_builder_is_one_sentence_and_the_builder_stays(tabletop_home, case, button,
                                                                                    said):
    typed, says = CASES[case]
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        builder = await open_builder(pilot, app)
        await type_into(pilot, builder.query_one("#fb-path", Input), typed)
        await pilot.click(button)
        await pilot.pause()
        assert app.is_running and app.screen is builder
        assert notes(app)[-1] == f"{said}: {says}"


async def test_a_symlink_loop_loaded_in_the_builder_is_one_sentence(tabletop_home, tmp_path):
    typed = loop(tmp_path, "loop.yaml")
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        builder = await open_builder(pilot, app)
        await type_into(pilot, builder.query_one("#fb-path", Input), typed)
        await pilot.click("#fb-load")
        await pilot.pause()
        assert app.is_running and app.screen is builder
        assert notes(app)[-1] == f"{typed}:1: (file): a readable data file (Too many levels of symbolic links)"


@pytest.mark.parametrize("case", CASES)
async def test_a_bad_path_for_save_elsewhere_is_one_sentence_and_the_game_goes_on(tabletop_home, case):
    typed, says = CASES[case]
    app = BibleTabletopApp(start=("play", GameConfig(game="barbarians", players=2, computer=[1]), 3),
                           seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        app._save_now(elsewhere=True)
        await pilot.pause()
        assert isinstance(app.screen, TextPrompt)
        await type_into(pilot, app.screen.query_one(Input), typed)
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and app.game_screen is not None
        told = [str(n.message) for n in app._notifications if n.title == "Not saved"]
        assert told == [f"{says} Try another place."]
