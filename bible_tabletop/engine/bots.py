"""Computer players: any game through its legal actions; games register smarter ones by name."""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from bible_tabletop.engine.game import Action, Rules


class Bot(Protocol):
    name: str

    def choose(self, rules: Rules, state: Any, seat: int) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator (never the game's)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules: Rules, state: Any, seat: int) -> Action:
        """One of `seat`'s own legal actions (in a race, never a buzz for another seat)."""
        return self.rng.choice(rules.legal_actions(state, seat))


BotFactory = Callable[[int], Bot]


def bots_for(rules: Rules) -> dict[str, BotFactory]:
    """The computer players a game offers: always `random`, plus the game's own (its spec's BOTS)."""
    from bible_tabletop.engine.spec import spec_for

    found: dict[str, BotFactory] = {"random": RandomBot}
    found.update(spec_for(rules.id).bots())
    return found


def default_bot(rules: Rules) -> str:
    """The computer player the app seats by default: the game's sensible one, else random."""
    from bible_tabletop.engine.spec import spec_for

    return spec_for(rules.id).default_bot
