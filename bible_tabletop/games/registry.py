"""The built games by id; importing a game's rules happens only when it is asked for."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from bible_tabletop.engine.game import Rules


@dataclass(frozen=True)
class Listing:
    """What the menu shows of a game, readable without importing its rules (start-up stays light)."""

    module: str
    title: str
    min_players: int
    max_players: int
    playing_time: str
    pitch: str


# Every game's listing; a game is in BUILT once its rules and screen are in.
LISTINGS: dict[str, Listing] = {
    "barbarians": Listing("bible_tabletop.games.barbarians.rules", "Bar Barians", 2, 6, "20-40 min",
                          "A drunken inn brawl: play brawl cards, roll the die, be the last one standing."),
    "brawl": Listing("bible_tabletop.games.brawl.rules", "Bible Brawl", 2, 5, "30-60 min",
                     "Draft Bible heroes, recruit, buy action cards and brawl for honor."),
    "tribond": Listing("bible_tabletop.games.tribond.rules", "Bible TriBond", 2, 5, "20-60 min",
                       "What do these three have in common? Race three pieces home on answers."),
}
BUILT: dict[str, Listing] = {gid: LISTINGS[gid] for gid in ("barbarians", "brawl", "tribond")}
PLANNED = ("christianity", "bashers")


class Listed:
    """Base of a game's rules class: its title, pitch, playing time and player counts (the attributes the
    engine's `Rules` contract names) come from its listing."""

    id: ClassVar[str]

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        listing = LISTINGS[cls.id]
        cls.title, cls.pitch, cls.playing_time = listing.title, listing.pitch, listing.playing_time
        cls.min_players, cls.max_players = listing.min_players, listing.max_players


class UnknownGame(KeyError):
    def __str__(self) -> str:
        game = self.args[0]
        if game in PLANNED:
            return f"{game} is not built yet; built games: {', '.join(BUILT)}"
        return f"unknown game {game!r}; built games: {', '.join(BUILT)}"


def rules_for(game: str) -> "Rules":
    if game not in BUILT:
        raise UnknownGame(game)
    return importlib.import_module(BUILT[game].module).RULES
