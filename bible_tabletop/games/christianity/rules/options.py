"""Christianity's setup options (engine/options.py): the game type, the first Righteous player, the ready-made
deck of each Righteous seat (by default dealt in seat order: The Shield Wall, Growing in Grace, One Body), and two
house rules, off by default (the box's game): `level_cap` (the Dependence Level stops at 3 and Power goes on
counting) and `one_pick` (the rise that completes a shared level gives only the team's pick).

A Righteous player may bring a deck file of their own instead: its path in `deck_N_file` (`--option
deck_1_file=PATH`), read once at setup into `deck_N_data` (the file's content as a plain dict, checked by the same
DeckFile schema and the pool check), so a save replays with the deck played even if the file changes later. Data
beats a file, a file beats the ready-made choice. The setup screen asks for each file as a path (tui/setup.py
file_options); the data is never asked for."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from bible_tabletop.engine.data import DataError
from bible_tabletop.engine.options import GameOptions
from bible_tabletop.engine.setup_check import reason

DECKS = ("shield", "grace", "body")  # the ready-made Righteous decks (assets/christianity/deck-*.yaml), dealing order
DEALT = "dealt"
DeckChoice = Literal["dealt", "shield", "grace", "body"]
PLAYERS = {"traditional": (2, 4), "duel": (1, 1), "human_evil": (3, 5)}
HOUSE_RULES = ("level_cap", "one_pick")  # the options that change the box's rules (off: the box's game)
AUTO = {1: "duel", 2: "traditional", 3: "traditional", 4: "traditional", 5: "human_evil"}
DECK_KEY = r"deck_(\d)(_file|_data)?"  # an option of Righteous player N's deck


class Options(GameOptions):
    """The setup choices. `auto` takes the game type from the number of players: 1 a Duel, 2-4 Traditional, 5 with
    the last seat playing Evil."""

    game_type: Literal["auto", "traditional", "duel", "human_evil"] = Field(
        "auto", title="Game type (auto: 1 Duel, 2-4 Traditional, 5 human Evil)")
    first: Literal["1", "2", "3", "4", "random"] = Field("1", title="First Righteous player")
    deck_1: DeckChoice = Field(DEALT, title="Deck of Righteous player 1")
    deck_2: DeckChoice = Field(DEALT, title="Deck of Righteous player 2")
    deck_3: DeckChoice = Field(DEALT, title="Deck of Righteous player 3")
    deck_4: DeckChoice = Field(DEALT, title="Deck of Righteous player 4")
    deck_1_file: str = Field("", max_length=4096, title="Righteous player 1's deck file")
    deck_2_file: str = Field("", max_length=4096, title="Righteous player 2's deck file")
    deck_3_file: str = Field("", max_length=4096, title="Righteous player 3's deck file")
    deck_4_file: str = Field("", max_length=4096, title="Righteous player 4's deck file")
    deck_1_data: dict[str, Any] | None = Field(None, title="Righteous player 1's own deck (its file's content)")
    deck_2_data: dict[str, Any] | None = Field(None, title="Righteous player 2's own deck (its file's content)")
    deck_3_data: dict[str, Any] | None = Field(None, title="Righteous player 3's own deck (its file's content)")
    deck_4_data: dict[str, Any] | None = Field(None, title="Righteous player 4's own deck (its file's content)")
    level_cap: Literal["off", "on"] = Field("off", title="House rule: Dependence Level stops at 3")
    one_pick: Literal["off", "on"] = Field("off", title="House rule: one ability a level")

    def kind(self, players: int) -> str:
        """The game type for this many players (ValueError, one sentence, when it cannot take them)."""
        kind = AUTO.get(players, "traditional") if self.game_type == "auto" else self.game_type
        low, high = PLAYERS[kind]
        if not low <= players <= high:
            span = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"a {kind.replace('_', ' ')} game takes {span} players, not {players}")
        return kind

    def righteous(self, players: int) -> int:
        """How many Righteous players a table of `players` has (ValueError when the game type cannot take them)."""
        return players - (self.kind(players) == "human_evil")

    def applies(self, key: str, players: int) -> bool:
        """The setup asks for a deck (or deck file) only for the Righteous players the table has, and who goes first
        only among several (a game type these players cannot play: every seat's, the start says why)."""
        try:
            righteous = self.righteous(players)
        except ValueError:
            righteous = players
        n = re.fullmatch(DECK_KEY, key)
        if n:
            return int(n[1]) <= righteous
        return key != "first" or righteous > 1

    def seat_problem(self, players: int) -> str | None:
        """A deck given for a Righteous player this table does not have (deck_3 or deck_3_file with 2 players)."""
        righteous = self.righteous(players)
        for key in sorted(self.model_fields_set):
            n = re.fullmatch(DECK_KEY, key)
            if n and int(n[1]) > righteous and getattr(self, key) != type(self).model_fields[key].default:
                has = f"{righteous} Righteous player{'' if righteous == 1 else 's'}"
                return (f"The option {key} is for Righteous player {n[1]}, and this {players}-player game has "
                        f"{has}: seat more players or leave it out.")
        return None


def on(state, key: str) -> bool:
    """Whether the house rule `key` (one of HOUSE_RULES) is on in this game."""
    return state.options.get(key) == "on"


def own_deck(player: int, path: str, data: dict | None, cards: dict):
    """Righteous player `player`'s own deck (a DeckFile) from its data, else from its file, else None. A broken
    deck, one whose cards are not in the pool `cards`, or an Evil deck is refused in one sentence (ValueError)."""
    from bible_tabletop.games.christianity.rules.models import DeckFile, _check_ids, load_deck_file

    who = f"Righteous player {player}'s deck"
    if data is not None:
        try:
            deck = DeckFile.model_validate(data)
        except ValidationError as exc:
            raise ValueError(f"{who}: {reason(exc, field=True)}") from None
        wrong = _check_ids(Path("(deck data)"), deck, cards)
        if wrong:
            raise ValueError(f"{who}: {wrong[0].field}: {wrong[0].expected}.")
    elif path:
        try:
            deck = load_deck_file(Path(path), cards)
        except DataError as exc:
            raise ValueError(f"{who} file: {exc.problems[0]}.") from None
    else:
        return None
    if deck.side != "righteous":
        raise ValueError(f"{who} {deck.name!r} is an Evil deck; a Righteous player needs a Righteous deck.")
    return deck


def random_options(rng: random.Random) -> dict:
    """Options drawn at random for the playouts: any player count takes them (the type follows the count)."""
    decks = {f"deck_{i}": rng.choice((DEALT, *DECKS)) for i in range(1, 5)}
    rules = {key: rng.choice(("off", "on")) for key in HOUSE_RULES}
    return {"game_type": "auto", "first": rng.choice(["1", "random"]), **decks, **rules}
