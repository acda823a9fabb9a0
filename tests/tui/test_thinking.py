"""Computer turns stay watchable (issue 22): a computer seat decides in a worker off the screen's thread, so keys
still work while it thinks, the prompt says who is thinking, leaving stops the search, and a choice made for a
position that has changed meanwhile is never carried out."""

import random
import sys
import threading

from textual.screen import Screen
from textual.worker import Worker, WorkerState

from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.choices import Prompt
from bible_tabletop.tui.menu import MainMenu
from bible_tabletop.tui.screens import HelpScreen
from bible_tabletop.tui.thinking import QuickHandover
from tests.tui.waiting import until


class SlowBot:
    """A computer player that thinks until the test lets it answer, or until it is told to stop (as the search
    player is): its first legal action."""

    name = "slow"

    def __init__(self):
        self.started, self.release, self.stopped = threading.Event(), threading.Event(), threading.Event()
        self.stop = lambda: False
        self.asked = 0

    def choose(self, rules, state, seat):
        self.asked += 1
        self.started.set()
        while not self.release.wait(0.005):
            if self.stop():
                self.stopped.set()
                break
        return rules.legal_actions(state, seat)[0]


async def thinking_demo(pilot, app) -> tuple[Screen, SlowBot]:
    """A paused Bar Barians demo whose computer seats are played by one slow bot (set before anything moves);
    `.` sets the first one thinking."""
    app.start_demo("barbarians", 2, 5)
    screen, bot = app.game_screen, SlowBot()
    screen.bots = {seat: bot for seat in screen.bots}
    screen.paused = True
    await until(pilot, lambda: app.screen is screen, "the demo")
    await pilot.press("full_stop")
    await until(pilot, bot.started.is_set, "the computer to begin thinking")
    return screen, bot


def prompt(screen) -> str:
    """The prompt above the choices, as read."""
    return str(screen.query_one(Prompt).content)


def demo_app() -> BibleTabletopApp:
    return BibleTabletopApp(seeds=random.Random(1))


async def test_the_screen_answers_keys_while_a_computer_thinks_and_says_who_is_thinking():
    """Issue 22: `?` opens the key list while the computer seat is still deciding; after a moment the prompt says
    it is thinking; its choice is carried out once it has decided."""
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, bot = await thinking_demo(pilot, app)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the key list")
        assert not screen.session.steps and not bot.release.is_set()
        await pilot.press("escape")
        name = screen.seat_name(screen.session.to_act)
        await until(pilot, lambda: f"{name} is thinking" in prompt(screen),
                    "the thinking hint")
        bot.release.set()
        await until(pilot, lambda: len(screen.session.steps) == 1, "the computer's move")
        assert bot.asked == 1 and "thinking" not in prompt(screen)


async def test_esc_while_a_computer_thinks_opens_the_menu_and_stops_the_search():
    """Issue 22: Esc during a computer's search goes to the menu at once; the search is told to stop and its
    choice is never carried out."""
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, bot = await thinking_demo(pilot, app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MainMenu), "the menu")
        await until(pilot, bot.stopped.is_set, "the search to stop", progress=lambda: bot.stopped.is_set())
        await pilot.pause()
        assert not screen.session.steps


async def test_a_choice_for_a_position_that_changed_while_thinking_is_dropped():
    """Issue 22: a visitor takes the thinking computer's seat (`t N`) and moves; the computer's choice, made for the
    position before, comes afterwards and is never carried out."""
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, bot = await thinking_demo(pilot, app)
        seat = screen.session.to_act
        await pilot.press("t", str(seat + 1))
        await until(pilot, lambda: seat not in screen.computer, "the visitor to take the seat")
        mine = screen.session.legal(seat)[-1]
        assert screen.act(mine)
        bot.release.set()
        await until(pilot, lambda: screen._thinking is None, "the computer's late answer")
        await pilot.pause()
        assert [step.action for step in screen.session.steps] == [mine]



async def test_a_worker_s_news_read_after_it_ended_does_not_drop_its_choice():
    """Issue 22 (the stall the suite met under load): a worker posts PENDING, RUNNING, then SUCCESS; on a busy
    machine the screen can read the earlier news only after the worker has ended. Those are not its end: the choice
    still comes with SUCCESS and is carried out, so the game never waits for a computer forever."""
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_demo("barbarians", 2, 5)
        screen, bot = app.game_screen, SlowBot()
        screen.bots = {seat: bot for seat in screen.bots}
        screen.paused = True
        await until(pilot, lambda: app.screen is screen, "the demo")
        held, post = [], screen.post_message

        def holding(message) -> bool:
            """The worker's news waits, as behind a busy screen; every other message goes through."""
            if isinstance(message, Worker.StateChanged):
                held.append(message)
                return True
            return post(message)

        screen.post_message = holding
        await pilot.press("full_stop")
        await until(pilot, bot.started.is_set, "the computer to begin thinking")
        worker = screen._thinking[0]
        bot.release.set()
        await app.workers.wait_for_complete([worker])
        del screen.post_message
        assert [m.state for m in held] == [WorkerState.PENDING, WorkerState.RUNNING, WorkerState.SUCCESS]
        for message in held:
            post(message)
        await until(pilot, lambda: len(screen.session.steps) == 1, "the computer's move")
        assert screen._thinking is None



class Watched(threading.Event):
    """The screen's "keys answered" event, noting when a search waited on it while clear."""

    def __init__(self):
        super().__init__()
        self.waited = threading.Event()

    def wait(self, timeout=None):
        if not self.is_set():
            self.waited.set()
        return super().wait(timeout)


async def test_a_thinking_computer_waits_while_the_screen_answers_a_key(monkeypatch):
    """Issue 22 (the app stays responsive while a computer seat thinks): between two rounds a search asks whether
    to stop, and while a key is being answered that question waits, so the search takes no time from the screen.
    Here a key is held unanswered (the event clear): the search waits on it and makes no move until the screen has
    answered."""
    monkeypatch.setattr("bible_tabletop.tui.thinking.GIVE_WAY", 60.0)
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, bot = await thinking_demo(pilot, app)
        await pilot.press("question_mark")  # a key is answered while the computer thinks
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the key list")
        await until(pilot, app.keys_answered.is_set, "the key to be answered")
        app.keys_answered = Watched()  # clear: as while a key is being answered
        await until(pilot, app.keys_answered.waited.is_set, "the search to wait for the screen")
        bot.release.set()
        for _ in range(5):
            await pilot.pause()
        assert not screen.session.steps
        app.keys_answered.set()
        await until(pilot, lambda: len(screen.session.steps) == 1, "the computer's move")


async def test_while_a_computer_thinks_the_threads_take_turns_quickly():
    """Issue 22 (keys stay quick during a search): while a computer seat thinks, the interpreter hands its lock
    between threads every half millisecond, so the terminal's input and the screen are not kept waiting 5 ms at each
    hand-over; once it has decided, the interval is as it was."""
    before = sys.getswitchinterval()
    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, bot = await thinking_demo(pilot, app)
        assert sys.getswitchinterval() == QuickHandover.SWITCH < before
        bot.release.set()
        await until(pilot, lambda: len(screen.session.steps) == 1, "the computer's move")
        await until(pilot, lambda: screen._thinking is None, "the worker's end")
    assert sys.getswitchinterval() == before
