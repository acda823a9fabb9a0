"""The built games by id; importing a game's rules happens only when it is asked for."""

from __future__ import annotations

import importlib

from bible_tabletop.engine.game import Rules

# id -> module holding RULES (the other games are announced in their own issues)
BUILT: dict[str, str] = {
    "barbarians": "bible_tabletop.games.barbarians.rules",
}
PLANNED = ("brawl", "christianity", "bashers", "tribond")


class UnknownGame(KeyError):
    def __str__(self) -> str:
        game = self.args[0]
        if game in PLANNED:
            return f"{game} is not built yet; built games: {', '.join(BUILT)}"
        return f"unknown game {game!r}; built games: {', '.join(BUILT)}"


def rules_for(game: str) -> Rules:
    if game not in BUILT:
        raise UnknownGame(game)
    return importlib.import_module(BUILT[game]).RULES
