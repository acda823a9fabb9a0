"""Carrying out TriBond's actions: the roll (roll.py), a clue-set read and judged (clues.py), moving pieces and
challenging (moves.py), the Challenge race (race.py). DEEDS: what each kind of action does, once admitted."""

from __future__ import annotations

from bible_tabletop.games.tribond.rules.effects import clues, moves, race, roll

DEEDS = {"roll": roll.roll, "reveal": clues.reveal, "show": clues.show, "judge": clues.judge, "answer": clues.answer,
         "accept": clues.accept, "overrule": clues.overrule, "move": moves.move, "challenge": moves.challenge,
         "stay": moves.stay, "buzz": race.buzz, "new_clue_set": race.new_clue_set}
