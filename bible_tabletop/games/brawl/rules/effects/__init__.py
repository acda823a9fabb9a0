"""Everything that carries out an allowed action or a card's effect; DEEDS: what each kind of action does.

deeds.py (a turn's actions: recruit, add, move up, buy, play, wipeout, end the turn; the hand limit's discards),
fight.py (a brawl from its declaration to its end, and the answers to it), resolve.py (the effect vocabulary, one
effect at a time, table dispatch; the choices it asks), handlers.py (the abilities the vocabulary cannot say, by
name). The draft's picks and the blind reveal's hiding are the draft's own (draft.py)."""

from __future__ import annotations

from typing import Callable

from bible_tabletop.games.brawl.rules import draft
from bible_tabletop.games.brawl.rules.effects import deeds, fight, resolve

DEEDS: dict[str, Callable] = {
    "pick": lambda state, a: draft.pick(state, a.by, a.card),
    "hide": lambda state, a: draft.hide(state, a.by, a.card),
    "recruit": deeds.recruit, "add": deeds.add, "move_up": deeds.move_up, "buy": deeds.buy, "play": deeds.play,
    "wipeout": deeds.wipeout, "end_turn": deeds.end, "discard": deeds.discard,
    "brawl": fight.declare,
    "answer": lambda state, a: fight.answer(state, a.by, a.card),
    "choose": lambda state, a: resolve.choose(state, a.pick),
}
