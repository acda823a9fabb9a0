"""Christianity's setup screen (issue 11): each Righteous player may type the path of a deck file of their own, checked
like `--option deck_N_file=PATH`; a broken one is refused in one sentence with its file:line and the setup stays
open."""

import random
from pathlib import Path

import yaml
from textual.widgets import Input, Select, Static

from bible_tabletop.games.christianity.rules.models import GAME_ASSETS
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.setup import SetupScreen


def own_deck(tmp_path: Path) -> Path:
    """The Growing in Grace deck saved as a player's own deck file under another id and name."""
    data = yaml.safe_load(Path(GAME_ASSETS, "deck-grace.yaml").read_text(encoding="utf-8"))
    data.update(deck="mine", name="My Own Deck")
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


async def open_setup(pilot, app) -> SetupScreen:
    await pilot.pause()
    app.push_screen(SetupScreen("christianity"))
    await pilot.pause()
    return app.screen


async def type_path(pilot, screen: SetupScreen, seat: int, path: Path, *, by_keys: bool = False) -> None:
    """Righteous player `seat`'s deck file box gets `path`: pressed key by key, or pasted (quicker)."""
    box = screen.query_one(f"#file-deck_{seat}_file", Input)
    box.focus()
    box.value = ""
    if by_keys:
        await pilot.press(*str(path))
    else:
        box.insert_text_at_cursor(str(path))
        await pilot.pause()
    assert box.value == str(path)


async def test_a_deck_file_typed_at_setup_starts_the_game_with_that_deck(tmp_path):
    path = own_deck(tmp_path)
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app)
        screen.query_one("#players", Select).value = 2
        await type_path(pilot, screen, 2, path, by_keys=True)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game_screen is not None and app.screen is not screen
        session = app.game_screen.session
        assert "deck_2_file" not in session.config.options and session.config.options["deck_2_data"]["deck"] == "mine"
        st = session.state
        assert [st.players[s].deck_id for s in st.team] == ["shield", "mine"]


async def test_a_broken_deck_file_is_refused_with_its_reason_and_the_setup_stays_open(tmp_path):
    path = own_deck(tmp_path)
    text = path.read_text(encoding="utf-8").replace("daily_bread: 3", "no_such_card: 3")
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("  no_such_card: 3") + 1
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app)
        await type_path(pilot, screen, 1, path)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen, "the game did not start"
        problem = screen.query_one("#setup-problem", Static)
        shown = str(problem.render())
        assert problem.display and shown.startswith("Righteous player 1's deck file")
        assert f"mine.yaml:{line}:" in shown and "no_such_card" in shown and len(shown.splitlines()) == 1, shown
        assert any(shown in n.message for n in app._notifications)
        await type_path(pilot, screen, 1, Path("~/no-such-deck-c11.yaml"))
        assert not problem.display, "another file clears the old refusal"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and str(Path.home() / "no-such-deck-c11.yaml") in str(problem.render())


def shown(screen: SetupScreen, row: str) -> bool:
    return screen.query_one(f"#row-{row}").display


async def test_the_setup_asks_only_what_applies_to_the_table_and_enter_works_at_once():
    """Issue 19, Setup screens: one player is a Duel, so one deck (and its file box) and no first player; a box for
    each Righteous seat there is (five players: the fifth plays Evil); the game type's label fits its two lines;
    the number of players has the focus, so Enter opens it at once."""
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_setup(pilot, app)
        assert app.focused is screen.query_one("#players", Select)
        assert shown(screen, "deck_1") and shown(screen, "deck_1_file") and shown(screen, "game_type")
        assert not any(shown(screen, key) for key in ("first", "deck_2", "deck_2_file", "deck_4", "deck_4_file"))
        label = screen.query_one("#row-game_type Label")
        assert label.render_lines(label.region.reset_offset)[-1].text.strip().endswith("human Evil)")
        for players, decks in ((3, 3), (5, 4)):
            screen.query_one("#players", Select).value = players
            await pilot.pause()
            assert shown(screen, "first")
            assert [shown(screen, f"deck_{n}_file") for n in range(1, 5)] == [n <= decks for n in range(1, 5)]
        screen.query_one("#players", Select).value = 3
        screen.query_one("#opt-game_type", Select).value = "human_evil"
        await pilot.pause()
        assert shown(screen, "deck_2") and not shown(screen, "deck_3")
        await pilot.press("escape")
        await pilot.pause()
        screen = await open_setup(pilot, app)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one("#players", Select).expanded


async def test_a_hidden_deck_choice_is_not_sent_to_the_game():
    """A deck chosen for a third player, then the table cut to two: the game starts (the hidden choice is not
    given, so it is not refused as a deck for a seat the table does not have)."""
    app = BibleTabletopApp(seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_setup(pilot, app)
        screen.query_one("#players", Select).value = 3
        await pilot.pause()
        screen.query_one("#opt-deck_3", Select).value = "body"
        screen.query_one("#players", Select).value = 2
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game_screen is not None and "deck_3" not in app.game_screen.session.config.options
