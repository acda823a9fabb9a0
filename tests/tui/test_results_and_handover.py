"""The end of a game shows each seat's result under the sentence (names as typed), and the hand-over curtain goes up
only when the rules say the position needs it (Engine 2, issue 10: results per seat, privacy per position)."""

import random

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.tribond.rules.actions import Judge
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver
from tests.tui.waiting import game_over

NAMES = ["[red]Ann", "[@click=app.quit]Bo[/]"]


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def test_game_over_lists_each_seat_result_with_names_as_typed():
    """Two computer seats play Bar Barians to the end: the GameOver screen says who won and who lost, one line a
    seat, and a name that looks like markup is shown as typed."""
    config = GameConfig(game="barbarians", players=2, names=NAMES, computer=[0, 1])
    app = BibleTabletopApp(start=("play", config, 4), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await game_over(pilot, app)
        assert isinstance(app.screen, GameOver)
        await pilot.pause()
        outcome = app.game_screen.session.outcome
        words = {"win": "won", "loss": "lost", "draw": "drew"}
        assert [(name, word) for name, word, _ in app.screen.lines] == [
            (NAMES[s], words[r.value]) for s, r in enumerate(outcome.results)]
        shown = screen_text(app)
        for name, word, _ in app.screen.lines:
            assert any(name in line and word in line for line in shown.splitlines()), (name, word, shown)
        assert app.is_running


async def test_tribond_hand_over_puts_up_no_curtain():
    """TriBond between two humans: nothing is hidden from one seat and shown to another, so when the turn passes
    no curtain goes up and the next player's keys work at once."""
    config = GameConfig(game="tribond", players=2, options={"paths": "1", "first": "1"})
    app = BibleTabletopApp(start=("play", config, 5), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        st = screen.session.state
        while st.current == 0:  # seat 1's turn, played through the session until the turn passes
            assert not isinstance(app.screen, Curtain)
            screen.act(screen.session.legal()[0] if st.phase != "clue" else Judge(correct=False))
            await pilot.pause()
        assert st.current == 1 and st.phase == "roll"
        assert not isinstance(app.screen, Curtain) and app.screen is screen
        steps = len(screen.session.steps)
        await pilot.press("r")  # seat 2 rolls straight away
        await pilot.pause()
        assert screen.session.steps[steps].action.kind == "roll" and screen.session.steps[steps].seat == 1
        assert not isinstance(app.screen, Curtain)
