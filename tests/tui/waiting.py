"""Waiting on the table as a person sitting at it does: for the awaited thing, for as long as something moves.

A screen test waits on what it expects (a screen shown, an action taken, a chart drawn), never a fixed number of
pauses or a fixed time: on a busy machine everything takes more event-loop turns, which must make a test slower,
never fail it. A wait fails only when nothing at all has happened for STUCK_AFTER seconds.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable

from bible_tabletop.tui.screens import Curtain, GameOver

STUCK_AFTER = 60.0  # seconds without a single change: the app has stopped, not slowed down
POLL = 0.01  # seconds between looks (a timer the app waits on is not spun on the shared cores)


def activity(app) -> tuple:
    """What changes whenever anything happens at the table: the screens shown and the actions taken."""
    game = app.game_screen
    steps = len(game.session.steps) if game is not None else -1
    return len(app.screen_stack), id(app.screen), steps


async def until(pilot, done: Callable[[], Any], what: str, progress: Callable[[], Any] | None = None) -> Any:
    """Pause (at least once: what a key or a call set off is processed first) until `done()` gives something true,
    and return it; fail only when `progress()` (by default the table's activity) has not changed for STUCK_AFTER
    seconds while waiting."""
    progress = progress or (lambda: activity(pilot.app))
    seen, since = progress(), time.monotonic()
    await pilot.pause()
    while not (result := done()):
        await pilot.pause(POLL)
        stopped(pilot.app, what)
        now = progress()
        if now != seen:
            seen, since = now, time.monotonic()
        elif time.monotonic() - since > STUCK_AFTER:
            raise AssertionError(f"nothing happened for {STUCK_AFTER:.0f} s while waiting for {what}; "
                                 f"{table_state(pilot.app)}")
    return result


def stopped(app, what: str) -> None:
    """Fail at once, with the app's own error, when the app has stopped (an error in a worker or a handler ends
    it, and a wait would otherwise only see that nothing happens any more)."""
    if app._exception is not None:
        raise AssertionError(f"the app stopped on an error while waiting for {what}") from app._exception
    if app.return_code is not None:
        raise AssertionError(f"the app ended (code {app.return_code}) while waiting for {what}")


def table_state(app) -> str:
    """What the table was doing when it stopped: the screens, the computer's worker and timer, the notices."""
    game = app.game_screen
    said = [n.message for n in app._notifications]
    if game is None:
        return f"screens {app.screen_stack}; notices {said}"
    thinking = getattr(game, "_thinking", None)
    worker = "none" if thinking is None else f"{thinking[0].state.name} cancelled={thinking[0].is_cancelled} " \
        f"asked={tuple(thinking[1])} now={tuple(game.asked_now(thinking[1].seat))}"
    threads = [t.name for t in threading.enumerate()]
    return (f"screens {app.screen_stack}; worker {worker}; timer {game._timer}; paused {game.paused}; "
            f"steps {len(game.session.steps)}; workers {list(app.workers)}; threads {threads}; notices {said}")


def eventually(done: Callable[[], Any], what: str, progress: Callable[[], Any] = lambda: None) -> None:
    """Outside an app (a server's tab processes, say): sleep until `done()` holds; fail only when `progress()` has
    not changed for STUCK_AFTER seconds."""
    seen, since = progress(), time.monotonic()
    while not done():
        time.sleep(0.05)
        if (now := progress()) != seen:
            seen, since = now, time.monotonic()
        elif time.monotonic() - since > STUCK_AFTER:
            raise AssertionError(f"nothing happened for {STUCK_AFTER:.0f} s while waiting for {what}")


def computer_to_act(app) -> bool:
    """Whether the game screen is showing and a computer seat is the one to act."""
    if isinstance(app.screen, (Curtain, GameOver)) or app.screen is not app.game_screen:
        return False
    game = app.game_screen
    return game.session.outcome is None and game.session.to_act in game.computer


async def while_computers_move(pilot, app) -> None:
    """Pause until a human decides, a curtain shows or the game ends, for as long as computer seats keep acting."""
    await until(pilot, lambda: not computer_to_act(app),
                f"a computer move ({app.game_screen.session.decision})")


async def game_over(pilot, app) -> GameOver:
    """The results screen, once a game of computer seats (or a demo) has played to its end."""
    await until(pilot, lambda: isinstance(app.screen, GameOver), "the end of the game")
    return app.screen


async def something_happens(pilot, app) -> None:
    """Pause until anything happens at the table (a move made, a screen shown or closed)."""
    before = activity(app)
    await until(pilot, lambda: activity(app) != before, "the next move or screen")


async def wait_for_chart(pilot):
    """The chart once it has drawn its lines: a result screen replays the game in a worker (awaited itself, however
    long a busy machine takes), then mounts the chart."""
    app = pilot.app

    def drawn():
        found = app.screen.query("#score-chart")
        return found.first() if found and getattr(found.first(), "series", None) else None

    def replaying():
        return [w for w in app.workers if w.group == "scores"]

    await until(pilot, lambda: drawn() or replaying(), "the result screen's replay")
    if running := replaying():
        await app.workers.wait_for_complete(running)
    return await until(pilot, drawn, "the chart with its lines")
