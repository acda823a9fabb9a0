"""Waiting on the computer seats as a person at the table does: for as long as they keep moving.

Whole-game screen tests count the human's decisions, not the pauses spent while a computer seat moves on its
timer: on a busy machine a computer move takes more event-loop turns, which must make a test slower, never fail it.
"""

from __future__ import annotations

import time

from bible_tabletop.tui.screens import Curtain, GameOver

STUCK_AFTER = 60.0  # seconds without a single action: the computer has stopped, not slowed down


def computer_to_act(app) -> bool:
    """Whether the game screen is showing and a computer seat is the one to act."""
    if isinstance(app.screen, (Curtain, GameOver)) or app.screen is not app.game_screen:
        return False
    game = app.game_screen
    return game.session.outcome is None and game.session.to_act in game.computer


async def while_computers_move(pilot, app) -> None:
    """Pause until a human decides, a curtain shows or the game ends; fail only if no action is taken for
    STUCK_AFTER seconds."""
    steps = len(app.game_screen.session.steps)
    since = time.monotonic()
    while computer_to_act(app):
        await pilot.pause()
        now = len(app.game_screen.session.steps)
        if now != steps:
            steps, since = now, time.monotonic()
        elif time.monotonic() - since > STUCK_AFTER:
            raise AssertionError(f"no computer move for {STUCK_AFTER:.0f} s: {app.game_screen.session.decision}")
