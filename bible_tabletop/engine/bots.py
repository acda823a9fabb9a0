"""Computer players: any game through its legal actions; games register smarter ones by name.

Every game also offers three levels by name: `normal` is its own heuristic player (its spec's default), `easy` the
same player making plausible mistakes (now and then, MISTAKES of its decisions with a choice, it takes its own second
choice: what it would do were its first not allowed), and `hard` the search player (engine/search.py, about a
second a decision)."""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from bible_tabletop.engine.game import LEVELS, Action, Rules  # noqa: F401 - the levels by name, said here too
from bible_tabletop.engine.preference import choices_in_order
from bible_tabletop.engine.search import SearchBot

MISTAKES = 0.3  # the share of an easy player's decisions with a choice where it takes its second choice


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


class EasyBot:
    """The game's heuristic player with a beginner's slips: in MISTAKES of its decisions with a choice, its second
    choice instead of its first (never an illegal or a random action)."""

    name = "easy"

    def __init__(self, heuristic: Bot, seed: int = 0):
        self.heuristic = heuristic
        self.rng = random.Random(seed ^ 0x5EED)

    def choose(self, rules: Rules, state: Any, seat: int) -> Action:
        if len(rules.legal_actions(state, seat)) < 2 or self.rng.random() >= MISTAKES:
            return self.heuristic.choose(rules, state, seat)
        ordered = choices_in_order(self.heuristic, rules, state, seat, 2)
        return ordered[-1] if ordered else self.heuristic.choose(rules, state, seat)


BotFactory = Callable[[int], Bot]


def levels(heuristic: BotFactory) -> dict[str, BotFactory]:
    """The three levels over a game's heuristic player."""
    return {"easy": lambda seed: EasyBot(heuristic(seed), seed), "normal": heuristic, "hard": SearchBot}


def bots_for(rules: Rules) -> dict[str, BotFactory]:
    """The computer players a game offers: always `random`, the game's own (its spec's BOTS) and the levels."""
    from bible_tabletop.engine.spec import spec_for

    spec = spec_for(rules.id)
    found: dict[str, BotFactory] = {"random": RandomBot}
    found.update(spec.bots())
    found.update(levels(found[spec.default_bot]))
    return found


_SEATED: dict[str, str] = {}  # the level the command line asked for this run's computer seats ("level")


def seat_at_level(level: str | None) -> None:
    """Seat this run's computer players at `level` (`play --level`, `demo --level`); None: the game's default."""
    _SEATED.pop("level", None)
    if level is not None:
        _SEATED["level"] = level


def default_bot(rules: Rules) -> str:
    """The computer player the app seats: the level the command line chose, else the game's sensible one (normal),
    else random."""
    from bible_tabletop.engine.spec import spec_for

    return _SEATED.get("level") or spec_for(rules.id).default_bot
