"""The demo's banner: says that computer players are playing, the pace, and the keys a visitor can use."""

from __future__ import annotations

from textual.widgets import Static

DEMO_ACTIONS = frozenset({"faster", "slower", "pause", "step", "take_over"})  # bound only in a demo
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
