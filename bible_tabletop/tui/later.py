"""A one-shot call on a screen's turn after a delay, that comes however late the machine runs.

Textual's `set_timer` skips a tick it is late for, and a one-shot timer has only one: when more than its interval
passes between the two clock readings it takes as it starts (a loaded machine, another thread holding the
interpreter), it ends without calling back. A computer move due in 1 ms then never came and the game waited for
ever (CI; reproduced about once in 300 demos on a loaded 2-core machine). `call_in` runs on an interval instead,
whose late ticks are skipped but whose next one comes, and ends it at its first tick. It stays a Textual timer:
it stops with its screen and when the app exits."""

from __future__ import annotations

from typing import Any, Callable

from textual.message_pump import MessagePump


class Later:
    """A call on `pump`'s turn `delay` seconds from now; `stop()` calls it off, even once it is queued."""

    def __init__(self, pump: MessagePump, delay: float, callback: Callable[[], Any]):
        self._pump, self._callback = pump, callback
        self._timer = pump.set_interval(delay, self._due)

    def _due(self) -> None:
        """The interval's first tick (in its own task): the interval ends and the call waits for the screen's
        turn."""
        self._timer.stop()
        if self._callback is not None:
            self._pump.call_next(self._call)

    def _call(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            callback()

    def stop(self) -> None:
        self._callback = None
        self._timer.stop()


def call_in(pump: MessagePump, delay: float, callback: Callable[[], Any]) -> Later:
    """`callback` on `pump`'s turn (after the message it is handling) `delay` seconds from now."""
    return Later(pump, delay, callback)
