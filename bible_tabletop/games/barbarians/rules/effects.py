"""Card effects the vocabulary cannot say, registered by name (a card's `handler`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules import ops
from bible_tabletop.games.barbarians.rules.sections import R_EVENT
from bible_tabletop.games.barbarians.rules.state import BarbariansState


@dataclass(frozen=True)
class EventHandler:
    """`targets` lists the seats the card may name now (None: it names nobody); `resolve` applies it; `names`:
    whether the card names a character at all."""

    targets: Callable[[BarbariansState, int], list[int] | None]
    resolve: Callable[[BarbariansState, int, int | None], None]
    names: bool


def _pickpocket_targets(state: BarbariansState, seat: int) -> list[int]:
    me = state.fighters[seat]
    return [i for i, f in enumerate(state.fighters) if i != seat and not f.out and f.area == me.area and f.hand]


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


HANDLERS: dict[str, EventHandler] = {
    "pickpocket": EventHandler(_pickpocket_targets, _pickpocket, names=True),
    "round_on_the_house": EventHandler(lambda state, seat: None, _round_on_the_house, names=False),
}
