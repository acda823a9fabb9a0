"""A race at the table, for every game screen (mixed into GameScreen): a decision whichever of its seats acts first
takes (Mode.ANY) with a human in it runs in real time. Each seat takes it with its own key (tui/table.py); a
computer seat in it takes it when its time comes; and where the game keeps a clock, the game's clock action comes
when the time is up (a clue read, a new clue-set). A race of computer seats only is played by their bots as any
other decision.

A game says how long its clock runs and what it does (`race_clock`), when a computer seat takes the race
(`computer_takes_after`), and may redraw on every tick (`race_ticked`, for a countdown)."""

from __future__ import annotations

import time
from typing import Any

from bible_tabletop.engine.decision import Mode

TICK = 0.1  # seconds between two looks at the clock


class Race:
    """The race's clock and the computer seats' timers; the play screen's controller starts and stops it."""

    _race_clock = 0.0  # when the race began (or went on after a wrong answer), or the clock last acted
    _race_timer = None
    _cpu_takes: dict[int, float] | None = None  # computer seat -> when it takes the race
    _cpu_checked: set | None = None  # (seat, position) pairs each computer seat has been asked about

    # -- for a game screen to say ------------------------------------------------------------------------------
    def race_clock(self) -> tuple[float, Any] | None:
        """(seconds after the race began or the clock last acted, the game's action then), or None: no clock."""
        return None

    def computer_takes_after(self, seat: int) -> float | None:
        """Seconds after which computer `seat` takes the race in this position (asked once a position), or None:
        it lets this position go by."""
        return None

    def race_ticked(self) -> None:
        """Every tick of a race nobody took yet: a game may redraw what runs on the clock."""

    # -- the controller's part ----------------------------------------------------------------------------------
    def racing(self) -> bool:
        """Whether a race with a human in it is on."""
        decision = self.session.decision
        return decision is not None and decision.mode is Mode.ANY and len(decision.seats) > 1 and \
            any(s not in self.computer for s in decision.seats)

    def run_race(self) -> bool:
        """From `advance`: start the race's clock (again, after a wrong answer: the whole time anew) or keep it
        running; False, the clock stopped, when no race is on."""
        if not self.racing() or self.session.outcome is not None:
            self.stop_race()
            return False
        if self._race_timer is None:
            self._race_clock = time.monotonic()
            self._cpu_takes = {}
            self._race_timer = self.set_interval(TICK, self._race_tick)
        self.redraw()
        return True

    def stop_race(self) -> None:
        if self._race_timer is not None:
            self._race_timer.stop()
            self._race_timer = None

    def _race_tick(self) -> None:
        """A computer seat whose time has come takes the race; else the clock acts when its time is up."""
        if not self.racing() or self.session.outcome is not None:
            self.stop_race()
            return
        now = time.monotonic()
        self._plan_computer_seats(now)
        for seat, at in sorted(self._cpu_takes.items(), key=lambda kv: kv[1]):
            if now >= at:
                self._cpu_takes.clear()
                self.act(self.seat_takes(seat))
                return
        clock = self.race_clock()
        if clock is not None and now - self._race_clock >= clock[0]:
            self._race_clock = now
            self.act(clock[1])
            return
        self.race_ticked()

    def _plan_computer_seats(self, now: float) -> None:
        """Ask each computer seat of the race, once a position, whether and when it will take it."""
        if self._cpu_checked is None:
            self._cpu_checked = set()
        for seat in self.session.decision.seats:
            key = (seat, len(self.session.steps))
            if seat not in self.computer or key in self._cpu_checked or seat in self._cpu_takes:
                continue
            self._cpu_checked.add(key)
            after = self.computer_takes_after(seat)
            if after is not None:
                self._cpu_takes[seat] = now + after

    def seat_takes(self, seat: int) -> Any:
        """The action with which `seat` takes the race: its first legal one."""
        return self.session.legal(seat)[0]
