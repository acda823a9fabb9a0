"""Christianity's setup options (engine/options.py): the game type, the first Righteous player, and the ready-made
deck of each Righteous seat (by default dealt in seat order: The Shield Wall, Growing in Grace, One Body)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import Field

from bible_tabletop.engine.options import GameOptions

DECKS = ("shield", "grace", "body")  # the ready-made Righteous decks (assets/christianity/deck-*.yaml), dealing order
DEALT = "dealt"
DeckChoice = Literal["dealt", "shield", "grace", "body"]
PLAYERS = {"traditional": (2, 4), "duel": (1, 1), "human_evil": (3, 5)}
AUTO = {1: "duel", 2: "traditional", 3: "traditional", 4: "traditional", 5: "human_evil"}


class Options(GameOptions):
    """The setup choices. `auto` takes the game type from the number of players: 1 a Duel, 2-4 Traditional, 5 with
    the last seat playing Evil."""

    game_type: Literal["auto", "traditional", "duel", "human_evil"] = Field(
        "auto", title="Game type (auto: 1 player Duel, 2-4 Traditional, 5 one plays Evil)")
    first: Literal["1", "2", "3", "4", "random"] = Field("1", title="First Righteous player")
    deck_1: DeckChoice = Field(DEALT, title="Deck of Righteous player 1")
    deck_2: DeckChoice = Field(DEALT, title="Deck of Righteous player 2")
    deck_3: DeckChoice = Field(DEALT, title="Deck of Righteous player 3")
    deck_4: DeckChoice = Field(DEALT, title="Deck of Righteous player 4")

    def kind(self, players: int) -> str:
        """The game type for this many players (ValueError, one sentence, when it cannot take them)."""
        kind = AUTO.get(players, "traditional") if self.game_type == "auto" else self.game_type
        low, high = PLAYERS[kind]
        if not low <= players <= high:
            span = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"a {kind.replace('_', ' ')} game takes {span} players, not {players}")
        return kind


def random_options(rng: random.Random) -> dict:
    """Options drawn at random for the playouts: any player count takes them (the type follows the count)."""
    decks = {f"deck_{i}": rng.choice((DEALT, *DECKS)) for i in range(1, 5)}
    return {"game_type": "auto", "first": rng.choice(["1", "random"]), **decks}
