"""Issue 20, the curtain by default: in a hot-seat game of every game, the keyboard passing from one human seat to
another goes behind the curtain exactly when engine/curtain.py says (their views differ, or the game's own hook for
Christianity's open team and Bashers' hidden deployment), and no seat's hidden cards are ever on screen for another
seat after a hand-over."""

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.curtain import needs_curtain, views_differ
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain

GAMES = [("barbarians", 2, {}), ("brawl", 2, {}), ("tribond", 2, {"paths": "1"}),
         ("christianity", 3, {"game_type": "human_evil"}), ("bashers", 2, {"scenario": "ambush"})]


async def hand_overs(game: str, players: int, options: dict, moves: int = 36):
    """Every human seat at one keyboard, a random bot choosing for each: at every hand-over between two seats,
    (whether the curtain went up, whether engine/curtain.py wants it); the hidden cards check is asserted as it
    goes."""
    config = GameConfig(game=game, players=players, options=options)
    app = BibleTabletopApp(start=("play", config, 3), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 60.0  # a race waits for the seats' keys
    out, bot, last = [], RandomBot(3), None
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        for _ in range(moves):
            await pilot.pause()
            session = screen.session
            if session.outcome is not None:
                break
            seat = session.to_act
            curtain = isinstance(app.screen, Curtain) or (screen.at_the_table() and screen.shown_seat is None)
            if last is not None and seat != last:
                out.append((curtain, needs_curtain(screen.rules, session.state, seat, (last,))))
            if isinstance(app.screen, Curtain):
                await pilot.press("x")
                await pilot.pause()
            viewer = screen.viewer()
            assert viewer is None or not views_differ(screen.rules, session.state, viewer, seat), (viewer, seat)
            last = seat
            screen.handing_over = None  # Christianity's Enter between turns: the bot plays on
            screen.act(bot.choose(screen.rules, session.state, seat))
    return out


@pytest.mark.parametrize("game, players, options", GAMES, ids=[g for g, _, _ in GAMES])
async def test_a_hot_seat_hand_over_is_curtained_exactly_when_the_seats_see_differently(game, players, options):
    """The curtain goes up at a hand-over exactly when engine/curtain.py wants it (issue 20), and at least one
    hand-over happened in the game."""
    seen = await hand_overs(game, players, options)
    assert seen, "no hand-over happened"
    assert all(curtain == wanted for curtain, wanted in seen), seen
