"""Data loader: safe YAML, extra keys forbidden, errors as file:line: field: expected."""

from pathlib import Path

import pytest

from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.games.barbarians.models import DeckFile

DECK = Path(__file__).resolve().parents[2] / "assets" / "barbarians" / "cards.yaml"


def broken_deck(tmp_path, old, new):
    text = DECK.read_text().replace(old, new, 1)
    path = tmp_path / "barbarians" / "cards.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path, text


def test_unknown_key_is_an_error_with_its_line(tmp_path):
    path, text = broken_deck(tmp_path, "    copies: 4\n", "    copies: 4\n    colour: red\n")
    with pytest.raises(DataError) as err:
        load_model(path, DeckFile)
    line = text.splitlines().index("    colour: red") + 1
    assert any(p.line == line and p.field == "cards[0].colour" for p in err.value.problems), str(err.value)


def test_wrong_type_names_field_and_expectation(tmp_path):
    path, text = broken_deck(tmp_path, "    copies: 4\n", "    copies: four\n")
    with pytest.raises(DataError) as err:
        load_model(path, DeckFile)
    msg = str(err.value)
    assert f":{text.splitlines().index('    copies: four') + 1}: cards[0].copies: " in msg
    assert "integer" in msg


def test_unknown_effect_is_refused(tmp_path):
    path, _ = broken_deck(tmp_path, "{do: damage, amount: 2}", "{do: explode, amount: 2}")
    with pytest.raises(DataError) as err:
        load_model(path, DeckFile)
    assert "cards[0].effects[0]" in str(err.value)


def test_unknown_handler_is_refused(tmp_path):
    path, _ = broken_deck(tmp_path, "name: pickpocket}", "name: no_such_handler}")
    with pytest.raises(DataError, match="unknown handler"):
        load_model(path, DeckFile)


def test_python_objects_are_never_loaded(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards: !!python/object/apply:os.system ['echo hi']\n")
    with pytest.raises(DataError, match="valid YAML"):
        load_model(path, DeckFile)


def test_deck_must_hold_64_cards(tmp_path):
    path, _ = broken_deck(tmp_path, "    copies: 4\n", "    copies: 5\n")
    with pytest.raises(DataError, match="exactly 64"):
        load_model(path, DeckFile)
