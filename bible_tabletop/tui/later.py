"""A one-shot call on a screen's turn after a delay, that comes however late the machine runs.

Textual's `set_timer` skips a tick it is late for, and a one-shot timer has only one: when more than its interval
passes between the two clock readings it takes as it starts (a loaded machine, another thread holding the
interpreter), it ends without calling back. A computer move due in 1 ms then never came and the game waited for
ever (CI; reproduced about once in 300 demos on a loaded 2-core machine). `call_in` asks the event loop itself,
which runs a late call late, never not at all."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from textual.message_pump import MessagePump


def call_in(pump: MessagePump, delay: float, callback: Callable[[], Any]) -> asyncio.TimerHandle:
    """`callback` on `pump`'s turn (after the message it is handling) `delay` seconds from now; `cancel()` the
    handle to call it off."""
    return asyncio.get_running_loop().call_later(delay, pump.call_next, callback)
