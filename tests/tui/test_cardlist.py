"""The shared card inspector (tui/cardlist.py): one screen for every card game's `i`, each game giving only how
its cards read; a card too long for the box scrolls instead of being cut off."""

import random

from rich.text import Text
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.cardlist import CardList

LONG = "\n".join(f"line {n} of a long card" for n in range(1, 41))


class Host(App):
    """An app that only opens the card list."""

    def __init__(self, entries, start=0):
        super().__init__()
        self.entries, self.start = entries, start

    def on_mount(self) -> None:
        self.push_screen(CardList(self.entries, self.start))


def shown(app) -> str:
    return str(app.screen.query_one(".cards-text", Static).render())


async def test_the_list_shows_the_highlighted_entry_and_closes_on_escape():
    app = Host([("Short", "a short card"), (Text("Long"), Text(LONG))], start=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "line 1 of a long card" in shown(app)
        await pilot.press("up")
        await pilot.pause()
        assert shown(app) == "a short card"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CardList)


async def test_a_card_too_long_for_the_box_scrolls_and_the_next_one_starts_at_its_top():
    """At 80x24 forty lines do not fit: Tab goes to the text, End shows its last line; another card shows from
    its first line."""
    app = Host([("Long", LONG), ("Also long", LONG.replace("long", "tall"))])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = app.screen.query_one(".cards-scroll", VerticalScroll)
        assert text.max_scroll_y > 0
        await pilot.press("tab", "end")
        await pilot.pause()
        assert text.scroll_y == text.max_scroll_y
        await pilot.press("shift+tab", "down")
        await pilot.pause()
        assert "tall" in shown(app) and text.scroll_y == 0


async def test_brawl_and_christianity_open_the_same_card_list():
    """Both games' `i` is the shared screen, each with the ids its tests and styles know (bw-, ch-)."""
    for config, prefix in ((GameConfig(game="brawl", players=2, computer=[1], options={"win": "15"}), "bw"),
                           (GameConfig(game="christianity", players=1, options={"game_type": "duel"}), "ch")):
        app = BibleTabletopApp(start=("play", config, 4), seeds=random.Random(1))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, CardList), config.game
            assert app.screen.query_one(f"#{prefix}-cards-list", OptionList).option_count > 0
            assert shown(app) == str(app.screen.query_one(f"#{prefix}-cards-text", Static).render())
            assert shown(app).strip(), config.game
