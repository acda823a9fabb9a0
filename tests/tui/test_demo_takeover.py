"""A demo's visitor takes seats with `t N` (issue 11): the curtain must follow the seats as they are now, not as the
game was set up. In Christianity with a human Evil seat the curtain goes up whenever the keyboard crosses sides;
in Bar Barians and Bible Brawl whenever it passes from one human seat to another."""

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain
from tests.tui.waiting import until


def side_of(game: str, seat: int, players: int):
    """What the curtain separates: in Christianity the Evil seat (the last of five) from the Righteous; elsewhere
    every seat from every other."""
    return seat == players - 1 if game == "christianity" else seat


async def hand_overs(game: str, players: int, seats: list[int], seed: int, moves: int):
    """A paused demo where a visitor took `seats` (keys t N): computers move one at a time (the `.` key), the visitor's
    seats by a random bot. Every hand-over of the keyboard to the other side: (side before, side after, whether the
    curtain went up first, or the question is at the table with no seat's hidden cards on screen)."""
    app = BibleTabletopApp(start=("demo", game, players, seed), seeds=random.Random(1))
    app.computer_delay_cap = 60.0  # nothing moves before the demo is paused: every run plays the same game
    out = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        await pilot.press("space")
        for seat in seats:
            await pilot.press("t", str(seat + 1))
        await pilot.pause()
        assert screen.paused and screen.humans() == seats
        bot, last, curtain = RandomBot(seed), None, False
        for _ in range(moves):
            await pilot.pause()
            if screen.session.outcome is not None:
                break
            if isinstance(app.screen, Curtain):
                curtain = True
                await pilot.press("x")
                continue
            seat = screen.session.to_act
            if seat not in seats:
                taken = len(screen.session.steps)
                screen.action_step()  # the `.` key: one computer move, decided in a worker (tui/thinking.py)
                await until(pilot, lambda: len(screen.session.steps) > taken, "the computer's step")
                continue
            side = side_of(game, seat, players)
            if last is not None and side != last:
                out.append((last, side, curtain or (screen.at_the_table() and screen.shown_seat is None)))
            last, curtain = side, False
            screen.act(bot.choose(screen.rules, screen.session.state, seat))
    return out


async def test_christianity_demo_taken_on_both_sides_puts_the_curtain_up_when_the_keyboard_crosses_sides():
    """Five players (the last at the Evil deck), all computers; a visitor takes seat 1 (Righteous) and seat 5
    (Evil). The game's note of the computer seats was made at set-up, when Evil was a computer: the curtain must
    still hide the Evil hand from the Righteous player and theirs from Evil at every crossing."""
    crossings = await hand_overs("christianity", 5, [0, 4], seed=7, moves=40)
    assert {(False, True), (True, False)} <= {(a, b) for a, b, _ in crossings}, crossings
    assert all(curtain for _, _, curtain in crossings), crossings


@pytest.mark.parametrize("game", ["barbarians", "brawl"])
async def test_a_demo_taken_at_two_seats_puts_the_curtain_up_between_them(game):
    crossings = await hand_overs(game, 3, [0, 1], seed=5, moves=20)
    assert crossings and all(curtain for _, _, curtain in crossings), crossings
