"""A computer player's choices in its own order of preference: ask it, then ask again with its first choice
withheld, and so on (the easy level's second choice, the search player's candidates at the root)."""

from __future__ import annotations

from typing import Any

from bible_tabletop.engine.game import Action, Rules


class Withholding:
    """The rules as a player sees them with some legal actions withheld: its choice then is its next choice."""

    def __init__(self, rules: Rules, withheld: list[Action]):
        self._rules, self._withheld = rules, withheld

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def legal_actions(self, state: Any, seat: int | None = None, kind: str | None = None) -> list[Action]:
        legal = self._rules.legal_actions(state, seat, kind)
        return [a for a in legal if a not in self._withheld] or legal


def choices_in_order(bot: Any, rules: Rules, state: Any, seat: int, most: int) -> list[Action]:
    """`bot`'s first `most` choices in its own order of preference (each asked with the ones before withheld), all
    legal; fewer when it has no other choice to give."""
    legal = rules.legal_actions(state, seat)
    chosen: list[Action] = []
    while len(chosen) < min(most, len(legal)):
        pick = bot.choose(Withholding(rules, chosen) if chosen else rules, state, seat)
        if pick in chosen or pick not in legal:
            break
        chosen.append(pick)
    return chosen
