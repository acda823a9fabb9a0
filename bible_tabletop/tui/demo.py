"""The demo: its banner (computer players are playing, the pace, the keys a visitor can use) and its controls
(`DemoControls`, mixed into the play screen: pace, pause, one step, a visitor taking a seat)."""

from __future__ import annotations

from textual.widgets import Static

DEMO_ACTIONS = frozenset({"faster", "slower", "pause", "step", "take_over"})  # bound only in a demo
PACES = (2.0, 1.2, 0.7, 0.4, 0.2, 0.08)  # seconds a computer move takes in a demo, slowest first
DEMO_NEXT_GAME_IN = 15  # seconds a finished demo shows its result before the next game, when nobody has joined


class DemoBanner(Static):
    """One line docked at the top of a demo's game screen."""

    DEFAULT_CSS = """
    DemoBanner { dock: top; height: 1; width: 100%; padding: 0 1; background: $warning 30%; text-style: bold; }
    """

    def show(self, pace: float, paused: bool, visitors: list[int]) -> None:
        seats = ", ".join(str(s + 1) for s in visitors)
        who = f"seat{'s' if len(visitors) > 1 else ''} {seats} played by you" if visitors else "computer players"
        state = "paused" if paused else f"{pace} s a move"
        self.update(f"Demo: {who}, {state}. t N: take seat N (again: give it back)")


class DemoControls:
    """The demo's keys on the play screen: `+`/`-` pace, space pauses, `.` plays one move, `t` then a seat's number
    lets a visitor take that seat (again: hand it back)."""

    def _demo_changed(self) -> None:
        """Pace, pause or seats changed: the banner and the footer say so."""
        for banner in self.query(DemoBanner):
            banner.show(PACES[self.pace], self.paused, self.humans())
        self._refresh_footer()

    def action_faster(self) -> None:
        self._set_pace(self.pace + 1)

    def action_slower(self) -> None:
        self._set_pace(self.pace - 1)

    def _set_pace(self, pace: int) -> None:
        if not 0 <= pace < len(PACES):
            end = "fastest" if pace else "slowest"
            self.notify(f"Already the {end} pace: {PACES[self.pace]} s a move.")
            return
        self.pace = pace
        self.notify(f"Pace: {PACES[self.pace]} s a move")
        self._demo_changed()

    def action_pause(self) -> None:
        self.paused = not self.paused
        self.notify("Paused: . plays one move, space goes on" if self.paused else "Playing")
        self._demo_changed()
        if not self.paused:
            self.advance()
        elif self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_step(self) -> None:
        self.paused = True
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._demo_changed()
        self.computer_move()

    def action_take_over(self) -> None:
        self._taking = True
        self.notify("Take over which seat? Press its number (again to hand it back).")

    def toggle_seat(self, seat: int) -> None:
        """Demo: a visitor takes a computer seat, or hands a human seat back to the computer."""
        self._taking = False
        if not 0 <= seat < self.session.config.players:
            self.notify(f"There is no seat {seat + 1}.", severity="warning")
            return
        if seat in self.computer:
            self.computer.discard(seat)
            self.notify(f"Seat {seat + 1} is yours now.")
        else:
            self.computer.add(seat)
            self.notify(f"Seat {seat + 1} goes back to the computer.")
        humans = self.humans()
        self.shown_seat = humans[0] if len(humans) == 1 else None
        self._demo_changed()
        self.advance()

    def taking_over(self) -> bool:
        return self._taking
