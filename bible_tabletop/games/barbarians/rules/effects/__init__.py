"""Everything that carries out an action or a card's effect; DEEDS: what each kind of action does once allowed.

plain.py (placing, Stumbling, a Breather, discarding, ending the turn), troublemaking.py (playing a card, Winy's top
card, an Event's effects), attack.py (an attack from the die to its last push), handlers.py (card effects the
vocabulary cannot say, by name), ops.py (the small moves: draw, damage, heal, K.O.)."""

from __future__ import annotations

from typing import Callable

from bible_tabletop.games.barbarians.rules.effects import attack, plain, troublemaking

DEEDS: dict[str, Callable] = {
    "place": plain.place, "stumble": plain.stumble, "breather": plain.breather, "end_turn": plain.end_turn,
    "discard": plain.discard, "top_deck": troublemaking.top_deck, "play": troublemaking.play,
    "defend": attack.defend, "move_to": attack.move_to,
}
