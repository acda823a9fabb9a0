"""Named handlers: the few abilities and cards the effect vocabulary cannot say (FAQ: Eli, Gideon, Samson;
Eruption). The rules call `HANDLERS[name]` at the moment the card's trigger fires."""

from __future__ import annotations

HANDLERS: dict[str, str] = {
    "eli": "While revealed: when you gain another Priest, Eli goes to the discard pile and the Priest takes his place.",
    "gideon": "While revealed: Gideon and the other Judges of different names on his line brawl without AP, "
              "each against a different character.",
    "samson": "While revealed: Samson's first brawl of a turn is made against each character of the chosen "
              "opponent's battle line, one at a time.",
    "eruption": "Event: -3 DEF to every battle-line character; those at 0 or less are defeated; each player "
                "keeps at most 2 of those they defeat for the honor pile, the rest are discarded.",
}
