"""The table prompt: a decision that several seats at one keyboard may take (a race: whoever is first; responses:
each in turn) is answered by pressing the seat's own key, the same key for the whole game.

No curtain goes up for it: the prompt names the seats and their keys and shows nothing hidden. A screen that uses
it binds `SEAT_KEYS` (`table_bindings`) and says what a seat's key does (`GameScreen.seat_answers`).
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.binding import Binding

from bible_tabletop.engine.decision import Decision, Mode

SEAT_KEYS = ("z", "m", "q", "p", "g")  # seat 1..5: far apart on the keyboard, so two players can share it


def seat_key(seat: int) -> str:
    """The seat's own key, the same for the whole game."""
    return SEAT_KEYS[seat]


def table_bindings() -> list[Binding]:
    """One hidden binding a seat: its key runs `seat_key(seat)` on the screen."""
    return [Binding(k, f"seat_key({s})", show=False) for s, k in enumerate(SEAT_KEYS)]


def at_the_table(decision: Decision | None) -> bool:
    """Whether `decision` is one several seats answer with their keys: a race, or responses in turn (a decision
    others may only step into stays with its first seat: the others' keys step in, `refusal` says)."""
    return decision is not None and decision.mode in (Mode.ANY, Mode.EACH) and len(decision.seats) > 1


def table_prompt(head: str, seats: tuple[int, ...], name: Callable[[int], str], computer: set[int],
                 tail: str) -> Text:
    """'Race! Ann press z · Bob (computer) to buzz': each seat with its key (a computer's without), names as
    typed (never markup)."""
    out = Text(head, style="bold")
    for i, seat in enumerate(seats):
        out.append(" · " if i else "")
        if seat in computer:
            out.append_text(Text.assemble((name(seat), "bold"), " (computer)"))
        else:
            out.append_text(Text.assemble((name(seat), "bold"), " press ", (seat_key(seat), "bold")))
    out.append(tail)
    return out


def refusal(decision: Decision | None, seat: int, name: Callable[[int], str], computer: set[int],
            kind: str, keys: str = "seat keys") -> str | None:
    """Why seat `seat`'s key does nothing now (for the player), or None when the seat may answer. `kind` is the
    game's word for such a decision ("race"), `keys` its word for the seats' keys ("buzzers"). In a decision others
    may step into (Mode.OPEN) each of its seats' keys answers: another's steps in, the first seat's steps back."""
    if decision is not None and decision.mode is Mode.OPEN:
        if seat not in decision.seats:  # who else may is not said: it can tell what a hidden hand holds
            return f"{name(seat)} cannot step in now."
        return f"{name(seat)} is a computer seat." if seat in computer else None
    if not at_the_table(decision):
        return f"The {keys} are for a {kind}."
    if seat not in decision.seats:
        keys = " or ".join(seat_key(s) for s in decision.seats)
        return f"That key is not in this {kind}: the seats in it press {keys}."
    if seat in computer:
        return f"{name(seat)} is a computer seat."
    if decision.mode is Mode.EACH and seat != decision.seat:
        return f"{name(decision.seat)} answers first."
    return None
