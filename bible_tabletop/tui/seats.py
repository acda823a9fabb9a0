"""Who plays a seat, on every new-game screen: a human, or the computer at a level (issue 22, levels at setup: the
game's player with slips, the game's player, or the search player; engine/bots.py); and whose advice the coach
gives (engine/coach.py)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select

COACHES = [("Normal", "normal"), ("Hard (1 s)", "hard")]  # whose advice: engine/coach.py
WHO = [("Human", "human"), ("Easy CPU", "easy"), ("Normal CPU", "normal"), ("Hard CPU", "hard")]  # CPU: a computer player


class SeatWho(Select):
    """A seat's player (human by default; a computer at normal unless another level is picked)."""

    def __init__(self, seat: int):
        super().__init__(WHO, value="human", allow_blank=False, id=f"who-{seat}", classes="seat-who")


def seats_played(screen, players: int) -> tuple[list[int], dict[int, str]]:
    """The computer seats of the first `players` seats of `screen`'s form, and each one's level."""
    chosen = {seat: screen.query_one(f"#who-{seat}", Select).value for seat in range(players)}
    levels = {seat: who for seat, who in chosen.items() if who != "human"}
    return list(levels), levels


def coach_row() -> ComposeResult:
    """The form's row for the coach's level (normal by default)."""
    with Horizontal(classes="setup-row"):
        yield Label("Coach (F2, F3)", classes="setup-label wide")
        yield Select(COACHES, value="normal", allow_blank=False, id="coach")


def coach_chosen(screen) -> str:
    """The coach's level chosen on `screen`'s form."""
    return screen.query_one("#coach", Select).value
