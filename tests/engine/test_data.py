"""Data loader: safe YAML, extra keys forbidden, errors as file:line: field: expected."""

import os
from pathlib import Path

import pytest
import yaml

from bible_tabletop.engine.data import (
    MAX_BYTES, MAX_DIGITS, MAX_LISTED, DataError, _line_of, load_model, read_yaml, repeated,
)
from bible_tabletop.games.barbarians.rules.models import DeckFile

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


# -- issue 9: files that are valid YAML but must never load (each refused at once with file:line: field: ...) --

BOMB = "title:\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"  a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10))


def problem_of(path, model=DeckFile):
    with pytest.raises(DataError) as err:
        load_model(path, model)
    assert len(err.value.problems) == 1, str(err.value)
    return err.value.problems[0]


def test_a_number_with_thousands_of_digits_names_its_field_not_pythons_limit(tmp_path):
    path, text = broken_deck(tmp_path, "    copies: 4\n", "    copies: " + "4" * 5000 + "\n")
    p = problem_of(path)
    assert (p.line, p.field) == (text.splitlines().index("    copies: " + "4" * 5000) + 1, "cards[0].copies")
    assert p.expected == f"a number of at most {MAX_DIGITS} digits"


def test_a_key_given_twice_is_refused_naming_both_lines(tmp_path):
    path, text = broken_deck(tmp_path, "    copies: 4\n", "    copies: 4\n    copies: 2\n")
    p = problem_of(path)
    first = text.splitlines().index("    copies: 4") + 1
    assert (p.line, p.field) == (first + 1, "cards[0].copies")
    assert f"also given on line {first}" in p.expected


def test_an_alias_bomb_is_refused_before_it_expands(tmp_path):
    path = tmp_path / "pack-bomb.yaml"
    path.write_text("pack: bomb\n" + BOMB)
    p = problem_of(path)
    assert (p.line, p.field) == (3, "title.a0") and "no anchors or aliases" in p.expected
    with pytest.raises(DataError, match="aliases"):
        read_yaml(path)


def test_a_brawl_pack_with_an_alias_bomb_in_its_title_does_not_hang_the_pack_list(tmp_path, monkeypatch):
    """Every Brawl command reads the packs' titles: a bomb there is listed under its id (validate names it)."""
    import threading

    from bible_tabletop.games.brawl.rules import models, options

    (tmp_path / "pack-bomb.yaml").write_text("pack: bomb\n" + BOMB)
    monkeypatch.setattr(models, "GAME_ASSETS", tmp_path)
    found = {}
    reader = threading.Thread(target=lambda: found.update(options.shipped_packs()), daemon=True)
    reader.start()
    reader.join(timeout=60)  # a hang guard, not a speed check: before the fix this never ended
    assert found == {"bomb": "bomb"}


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards: []\n" + "#" * MAX_BYTES + "\n")
    p = problem_of(path)
    assert (p.line, p.field) == (1, "(file)") and f"at most {MAX_BYTES:,} bytes" in p.expected


def test_a_missing_or_non_utf8_file_says_so_without_error_class_names(tmp_path):
    missing = problem_of(tmp_path / "cards.yaml")
    assert missing.expected == "a readable data file (No such file or directory)"
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"cards:\n  - id: caf\xe9\n")
    p = problem_of(path)
    assert (p.line, p.expected) == (2, "UTF-8 text (byte 19 is not)")
    folder = problem_of(tmp_path)
    assert "a regular file" in folder.expected


def test_pydantic_messages_carry_no_class_or_validator_names(tmp_path):
    for old, new, expected in (
            ("{do: damage, amount: 2}", "{do: explode, amount: 2}", "'do' set to one of 'damage'"),
            ("{do: damage, amount: 2}", "{amount: 2}", "a 'do' key saying what it is"),
            ("{do: damage, amount: 2}", "[2]", "a mapping (key: value lines)"),
            ("    copies: 4\n", "    copies: 5\n", "the brawl deck has exactly 64 cards")):
        path, _ = broken_deck(tmp_path, old, new)
        p = problem_of(path)
        assert p.expected.startswith(expected), p.expected
        assert not any(word in p.expected for word in ("CardData", "Value error", "discriminator", "Input tag"))


def test_repeated_names_each_repeat_once_in_one_pass():
    assert repeated(["b", "a", "b", "c", "a", "b"]) == ["a", "b"]
    assert repeated(str(i) for i in range(100_000)) == []


def test_the_deck_check_names_a_repeated_card_id(tmp_path):
    path, text = broken_deck(tmp_path, "    copies: 4\n", "    copies: 3\n")
    first = text.index("  - id: ")
    card = text[first:text.index("\n  - id: ", first + 1) + 1]
    path.write_text(text.replace(card, card + card.replace("copies: 3", "copies: 1"), 1))
    assert "card ids must be unique; repeated:" in problem_of(path).expected


def test_the_shipped_data_loads_with_the_strict_loader():
    """No shipped file uses an anchor, repeats a key or is near the size limit."""
    from bible_tabletop.engine.validate import validate
    from bible_tabletop.games.registry import ALL_SPECS as SPECS

    problems, files = validate([], SPECS)
    assert problems == [] and files >= 14
    assert max(p.stat().st_size for p in DECK.parents[1].rglob("*.yaml")) < MAX_BYTES // 10


def test_a_pipe_named_like_a_data_file_is_refused_without_waiting_for_a_writer(tmp_path):
    """A FIFO would block the loader's open() forever; it is refused from its type, unopened."""
    import os
    import threading

    fifo = tmp_path / "cards.yaml"
    os.mkfifo(fifo)
    found = []

    def load():
        try:
            load_model(fifo, DeckFile)
        except DataError as exc:
            found.extend(exc.problems)

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(timeout=60)  # a hang guard, not a speed check
    assert [(p.line, p.field) for p in found] == [(1, "(file)")] and "a regular file" in found[0].expected


# -- issue 23: a file with thousands of wrong keys, a symlink loop, a file that waits for input ----------------
def test_a_file_with_50000_unknown_keys_lists_ten_problems_and_counts_the_rest(tmp_path):
    """Each problem's line was found by reading the whole mapping again (80-95 s for 50,000 keys): now the first
    MAX_LISTED problems are listed, with their lines, and one more line counts the rest."""
    path = tmp_path / "barbarians" / "cards.yaml"
    path.parent.mkdir()
    path.write_text("".join(f"k{i}: 1\n" for i in range(50_000)))
    with pytest.raises(DataError) as err:
        load_model(path, DeckFile)
    problems = err.value.problems
    assert len(problems) == MAX_LISTED + 1
    assert (problems[0].field, problems[0].expected) == ("cards", "Field required")
    assert [(p.line, p.field) for p in problems[1:MAX_LISTED]] == [(i + 1, f"k{i}") for i in range(MAX_LISTED - 1)]
    assert str(problems[-1]).endswith(f":{MAX_LISTED}: (file): and 49,991 more problems not listed")
    assert len(str(err.value).splitlines()) == MAX_LISTED + 1


def test_eleven_problems_are_all_listed_rather_than_ten_and_one_more(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("".join(f"k{i}: 1\n" for i in range(MAX_LISTED)))  # ten unknown keys and no cards
    with pytest.raises(DataError) as err:
        load_model(path, DeckFile)
    assert len(err.value.problems) == MAX_LISTED + 1 and "not listed" not in str(err.value)


class _CountedReads(list):
    """A mapping node's entries that count how often they are read through."""

    reads = 0

    def __iter__(self):
        self.reads += 1
        return super().__iter__()


def test_the_lines_of_many_problems_in_one_mapping_read_it_once():
    """The callers in the games (TriBond's bank, Christianity's decks, Bashers' forces and scenarios) locate each of
    their problems with _line_of: one reading of a mapping serves them all, whatever their number."""
    node = yaml.compose("".join(f"k{i}: {i}\n" for i in range(2000)) + "k5: again\n")
    entries = node.value = _CountedReads(node.value)
    assert [_line_of(node, (f"k{i}",)) for i in range(2000)] == list(range(1, 2001))
    assert _line_of(node, ("k5",)) == 6  # the first of a key given twice
    assert _line_of(node, ("nowhere", "deeper")) == 1 and _line_of(node, (3,)) == 1
    assert entries.reads == 1


def test_a_symlink_loop_is_refused_as_unreadable_not_a_traceback(tmp_path):
    """Naming the file for its message resolved the path, and a loop raised RuntimeError."""
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop)
    p = problem_of(loop)
    assert (p.line, p.field) == (1, "(file)")
    assert p.expected == "a readable data file (Too many levels of symbolic links)"


@pytest.mark.skipif(not os.access("/proc/kmsg", os.R_OK), reason="no readable kernel log here")
def test_a_file_that_waits_for_input_is_refused_at_once():
    """/proc/kmsg looks like a regular file but a read waits for the kernel's next message: it is opened without
    waiting and refused when it has nothing to read now (or is read as what it holds, never waited on)."""
    import threading

    found: list = []

    def load():
        try:
            load_model(Path("/proc/kmsg"), DeckFile)
        except DataError as exc:
            found.extend(exc.problems)

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(timeout=60)  # a hang guard, not a speed check: before the fix this never ended
    assert not reader.is_alive() and found
