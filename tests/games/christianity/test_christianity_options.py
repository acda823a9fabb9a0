"""The setup options (engine/options.py): Literal fields with defaults and titles, the decks offered are the shipped
Righteous decks, and the options drawn for the playouts set up a game at every player count."""

from __future__ import annotations

import random
from typing import get_args

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.options import option_specs
from bible_tabletop.games.christianity.models import load_game
from bible_tabletop.games.christianity.options import DECKS, Options, random_options
from bible_tabletop.games.christianity.rules import RULES


def test_the_options_are_literal_choices_with_a_title_and_the_default_first():
    specs = {s.key: s for s in option_specs(Options)}
    assert list(specs) == ["game_type", "first", "deck_1", "deck_2", "deck_3", "deck_4"]
    assert specs["game_type"].choices[0] == "auto" and specs["first"].choices[0] == "1"
    assert all(s.label and s.label != s.key for s in specs.values())


def test_the_deck_choices_are_the_shipped_righteous_decks():
    """Game Types: each Righteous player picks one of the ready-made decks (by default dealt in seat order)."""
    decks = load_game()[1]
    shipped = {d for d, deck in decks.items() if deck.side == "righteous"}
    assert set(DECKS) == shipped
    assert set(get_args(Options.model_fields["deck_1"].annotation)) == {"dealt", *DECKS}
    state = RULES.setup(GameConfig(game="christianity", players=3, options={"deck_2": "shield"}), 0)
    assert [state.players[s].deck_id for s in state.team] == ["shield", "shield", "body"]


def test_random_options_set_up_a_game_at_every_player_count():
    rng = random.Random(1)
    for _ in range(20):
        options = random_options(rng)
        for players in range(1, 6):
            state = RULES.setup(GameConfig(game="christianity", players=players, options=options), 0)
            assert state.team
