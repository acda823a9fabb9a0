"""The setup options (engine/options.py): Literal fields with defaults and titles, the decks offered are the shipped
Righteous decks, and the options drawn for the playouts set up a game at every player count."""

from __future__ import annotations

import random
from typing import get_args

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.options import option_specs
from bible_tabletop.games.christianity.rules.models import load_game
from bible_tabletop.games.christianity.rules.options import DECKS, Options, random_options
from bible_tabletop.games.christianity.rules.game import RULES


def test_the_options_are_literal_choices_with_a_title_and_the_default_first():
    specs = {s.key: s for s in option_specs(Options)}
    assert list(specs) == ["game_type", "first", "deck_1", "deck_2", "deck_3", "deck_4", "level_cap", "one_pick"]
    assert specs["level_cap"].choices == specs["one_pick"].choices == ("off", "on")  # the box's rules by default
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


# ----- a player's own deck file (issue 11: "or a deck file of their own, validated like all data") -----

def _own_deck(tmp_path, **change):
    """The Growing in Grace deck saved as a player's own deck file under another id and name."""
    from pathlib import Path

    import yaml

    from bible_tabletop.games.christianity.rules.models import GAME_ASSETS

    data = yaml.safe_load(Path(GAME_ASSETS, "deck-grace.yaml").read_text(encoding="utf-8"))
    data.update(deck="mine", name="My Own Deck", **change)
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_game_types_a_players_own_deck_file_plays(tmp_path):
    """Game Types (issue 11): a Righteous player brings a deck file of their own; it is read once at setup into the
    options as data, and the game plays with it."""
    from bible_tabletop.engine.setup_check import check_setup

    path = _own_deck(tmp_path)
    config = check_setup(RULES, players=2, options={"deck_2_file": str(path)})
    assert "deck_2_file" not in config.options and config.options["deck_2_data"]["deck"] == "mine"
    state = RULES.setup(config, 3)
    assert [state.players[s].deck_id for s in state.team] == ["shield", "mine"]
    owned = [i for i, o in enumerate(state.owner) if o == state.team[1]]
    assert sorted(state.cards[i].id for i in owned) == sorted(load_game()[1]["grace"].card_ids())


def test_a_broken_own_deck_file_is_refused_with_its_file_and_line(tmp_path):
    """A deck file of their own is validated like all data: a bad one is refused in one sentence naming file:line."""
    import pytest

    from bible_tabletop.engine.setup_check import SetupError, check_setup

    path = _own_deck(tmp_path)
    text = path.read_text(encoding="utf-8").replace("daily_bread: 3", "no_such_card: 3")
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("  no_such_card: 3") + 1
    with pytest.raises(SetupError) as refused:
        check_setup(RULES, players=2, options={"deck_1_file": str(path)})
    message = str(refused.value)
    assert f"mine.yaml:{line}:" in message and "no_such_card" in message and "\n" not in message
    assert message.startswith("Righteous player 1's deck file")
    evil = _own_deck(tmp_path, side="evil")
    with pytest.raises(SetupError, match="Righteous player 1's deck"):
        check_setup(RULES, players=2, options={"deck_1_file": str(evil)})


def test_a_save_replays_with_the_own_deck_it_was_played_with_after_the_file_changes(tmp_path):
    """The own deck travels in the saved config as data: changing or deleting the file later changes no replay."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.engine.setup_check import check_setup

    path = _own_deck(tmp_path)
    config = check_setup(RULES, players=2, options={"deck_1_file": str(path)})
    session = Session(RULES, config, 5)
    for _ in range(3):
        session.act(session.legal()[0])
    before = [c.id for c in session.state.cards]
    path.write_text("deck: broken\n", encoding="utf-8")
    save = tmp_path / "game.json"
    session.save(save)
    again = Session.load(save)
    assert [c.id for c in again.state.cards] == before
    assert again.state.players[again.state.team[0]].deck_id == "mine"
