"""Card effects the vocabulary cannot say, registered by name (a card's `handler`); who such a card may name is
legality.py's (NAMED)."""

from __future__ import annotations

from typing import Callable

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules.effects import ops
from bible_tabletop.games.barbarians.rules.sections import R_EVENT
from bible_tabletop.games.barbarians.rules.state import BarbariansState


def _pickpocket(state: BarbariansState, seat: int, target: int | None) -> None:
    victim = state.fighters[target]
    card = victim.hand.pop(state.rng.randrange(len(victim.hand)))
    state.fighters[seat].hand.append(card)
    state.revealed = True
    say(state, f"{state.fighters[seat].name} lifts a card from {victim.name}'s hand.", seat, R_EVENT, to=target)


def _round_on_the_house(state: BarbariansState, seat: int, target: int | None) -> None:
    n = len(state.fighters)
    for step in range(n):
        i = (seat + step) % n
        if not state.fighters[i].out:
            ops.draw(state, i, 1, R_EVENT)


HANDLERS: dict[str, Callable[[BarbariansState, int, int | None], None]] = {
    "pickpocket": _pickpocket, "round_on_the_house": _round_on_the_house,
}
"""Each handler's effect: (state, the seat playing it, the character it names or None); who it may name is
legality.NAMED's."""
