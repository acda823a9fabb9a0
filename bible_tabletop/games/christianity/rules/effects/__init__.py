"""Everything that carries out an action or a card's effect: deeds.py (each kind of action), cards.py (the cards'
effect steps, one function a step through its table), lasting.py (lasting effects of cards in play at their
triggers), boosts.py (boost offers and payments), evil.py (Evil cards coming, resisted, failed, removed).

DEEDS: the deed that carries out each kind of action, once legality allowed it."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules.effects import deeds

DEEDS = {
    "place": deeds.place,
    "end_phase": deeds.end_phase,
    "pass": deeds.let_pass,
    "auto_pass": deeds.auto_pass,
    "play": deeds.play,
    "resist": deeds.resist,
    "give_in": deeds.give_in,
    "help": deeds.help_resist,
    "boost": deeds.boost,
    "use": deeds.use,
    "choose": deeds.choose,
    "pick": deeds.pick,
    "discard": deeds.discard,
    "restore": deeds.restore,
    "free": deeds.free,
    "evil_play": deeds.evil_play,
    "shift": deeds.shift,
}
