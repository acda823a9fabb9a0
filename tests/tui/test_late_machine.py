"""A loaded machine runs the screen's calls late, never not at all (tui/later.py)."""

from __future__ import annotations

import itertools
import random
import time

from textual import _time

from bible_tabletop.tui.app import BibleTabletopApp
from tests.tui.waiting import until


async def test_a_demo_plays_on_when_the_clock_jumps_between_two_readings(monkeypatch):
    """CI: a computer move due in 1 ms never came and the game waited for ever. Textual's one-shot timer skips the
    tick it is late for, and a loaded machine made it late between the two clock readings it takes as it starts.
    Here Textual's clock jumps 5 ms at every third reading, as on a machine that keeps the process waiting now and
    then, and a demo still plays twelve moves, each due 1 ms after the last."""
    readings = itertools.count()
    monkeypatch.setattr(_time, "get_time", lambda: time.monotonic() + 0.005 * (next(readings) // 3))
    app = BibleTabletopApp(start=("demo", "barbarians", 2, 5), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: len(app.game_screen.session.steps) >= 12, "twelve moves of a demo")
