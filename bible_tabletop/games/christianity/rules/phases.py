"""The phases of a turn, in the rulebook's order, and what each lets a player do.

The rulebook numbers nine items; the ninth is the Unction rule (Unctions at any time but the Cost Zone Phase),
so a turn has eight phases. Reset, Check and Righteous Draw are carried out by the game; Evil Draw/Play too when the
Evil deck plays itself."""

from __future__ import annotations

from bible_tabletop.engine.flow import Phase
from bible_tabletop.games.christianity.rules.sections import (
    R_CHECK, R_COST_ZONE, R_DISCARD, R_DRAW, R_EVIL, R_MAIN, R_RESET, R_RESISTANCE,
)

ORDER = ("reset", "check", "draw", "cost_zone", "evil", "resistance", "main", "discard")

PHASES: dict[str, Phase] = {
    "reset": Phase.of("Reset Phase", rule=R_RESET),
    "check": Phase.of("Check Phase", rule=R_CHECK),
    "draw": Phase.of("Righteous Draw Phase", rule=R_DRAW),
    "cost_zone": Phase.of("Cost Zone Phase", "place", "end_phase", rule=R_COST_ZONE),
    "evil": Phase.of("Evil Draw/Play Phase", "evil_play", "end_phase", rule=R_EVIL),
    "resistance": Phase.of("Resistance Phase", "play", "resist", "give_in", "end_phase", rule=R_RESISTANCE),
    "main": Phase.of("Main Phase", "play", "use", "restore", "free", "end_phase", rule=R_MAIN),
    "discard": Phase.of("Discard Phase", "discard", "play", rule=R_DISCARD),
}

# The card kinds a player may play in each phase of their own turn (Speed adds Habitual and Maturity once a turn).
PLAYABLE: dict[str, frozenset[str]] = {
    "resistance": frozenset({"resistance", "unction"}),
    "main": frozenset({"maturity", "habitual", "token", "unction"}),
    "discard": frozenset({"unction"}),
}
SPEED_KINDS = frozenset({"habitual", "maturity"})

WORDS = {  # a kind of action as a player reads it
    "place": "putting cards in the Cost Zone", "end_phase": "ending the phase", "play": "playing a card",
    "resist": "resisting by rotating", "give_in": "giving in", "use": "using a Permanent boost",
    "restore": "Restoration", "discard": "discarding", "evil_play": "playing Evil cards",
    "auto_pass": "setting automatic passing", "free": "paying to be free of an Evil Habitual",
}


def name(phase: str) -> str:
    return PHASES[phase].name


def after(phase: str) -> str:
    return ORDER[ORDER.index(phase) + 1]
