"""The clue bank: its size and the checks `validate` makes on every clue-set (issue: The clue bank)."""

import pytest

from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.engine.validate import validate
from bible_tabletop.games.tribond.books import CHAPTERS, check_reference
from bible_tabletop.games.tribond.models import BankFile, ClueSet, bank_files, load_bank

CARD = """cards:
  - id: test-001
    slots:
      - clues: [Jericho, Ai, Hazor]
        answer: (Cities) Joshua took
        refs: ["Joshua 6:20", "Joshua 8:28", "Joshua 11:10"]
      - command: love
      - clues: [Noah, Lot, Belshazzar]
        answer: (They got) drunk
        also: [drunkenness]
        refs: ["Genesis 9:21", "Genesis 19:33", "Daniel 5:4"]
      - command: humble
      - clues: [Jonah, Paul, The disciples on Galilee]
        answer: Storms
        refs: ["Jonah 1:4", "Acts 27:14", "Mark 4:37"]
      - clues: [Barnabas, Silas, Timothy]
        answer: (Paul's) travel companions
        refs: ["Acts 13:2", "Acts 15:40", "Acts 16:3"]
    challenge:
      clues: [Shadrach, Meshach, Abednego]
      answer: (Friends in the) fiery furnace
      refs: ["Daniel 3:23"]
"""


def write(tmp_path, text, name="cards-test.yaml"):
    folder = tmp_path / "tribond"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


def problems_of(tmp_path, text):
    path = write(tmp_path, text)
    with pytest.raises(DataError) as err:
        load_model(path, BankFile)
    return err.value.problems, text


def line_of(text, needle):
    return next(i + 1 for i, line in enumerate(text.splitlines()) if needle in line)


def test_a_good_card_loads(tmp_path):
    bank = load_model(write(tmp_path, CARD), BankFile)
    assert len(bank.cards) == 1 and sum(isinstance(s, ClueSet) for s in bank.cards[0].slots) == 4


def test_three_distinct_clues(tmp_path):
    problems, text = problems_of(tmp_path, CARD.replace("[Jericho, Ai, Hazor]", "[Jericho, Ai, jericho]"))
    assert problems[0].line == line_of(text, "Jericho") and "distinct" in problems[0].expected
    problems, _ = problems_of(tmp_path, CARD.replace("[Jericho, Ai, Hazor]", "[Jericho, Ai]"))
    assert "at least 3" in problems[0].expected


def test_answer_not_empty(tmp_path):
    problems, _ = problems_of(tmp_path, CARD.replace("answer: Storms", "answer: (Storms)"))
    assert "outside its parentheses" in problems[0].expected


def test_reference_book_must_be_one_of_the_66(tmp_path):
    problems, text = problems_of(tmp_path, CARD.replace('"Jonah 1:4"', '"Hezekiah 1:4"'))
    assert problems[0].field == "cards[0].slots[4].refs" and "66 books" in problems[0].expected
    assert problems[0].line == line_of(text, "Hezekiah")


def test_reference_chapter_must_exist(tmp_path):
    problems, _ = problems_of(tmp_path, CARD.replace('"Daniel 5:4"', '"Daniel 13:4"'))
    assert "Daniel has 12 chapters, not 13" in problems[0].expected


def test_answer_word_not_given_away_in_its_clues(tmp_path):
    problems, _ = problems_of(tmp_path, CARD.replace("[Jonah, Paul, The disciples on Galilee]",
                                                      "[Jonah, Paul, A storm on Galilee]"))
    assert "give the answer away: storm" in problems[0].expected


def test_no_clue_triple_twice_within_and_across_files(tmp_path):
    problems, _ = problems_of(tmp_path, CARD.replace("[Noah, Lot, Belshazzar]", "[Hazor, Jericho, Ai]"))
    assert "stands twice" in problems[0].expected
    other = tmp_path / "other"
    other.mkdir()
    write(other, CARD, "cards-a.yaml")
    write(other, CARD.replace("test-001", "test-002"), "cards-b.yaml")
    found, files = validate([other / "tribond"])
    assert files == 2 and {p.path.endswith("cards-b.yaml") for p in found} == {True}
    assert len(found) == 5 and all(p.line == 2 for p in found)


def test_six_slots_with_about_four_clue_sets(tmp_path):
    problems, _ = problems_of(tmp_path, CARD.replace("      - command: humble\n", ""))
    assert "at least 6" in problems[0].expected
    only_commands = CARD.replace("      - clues: [Barnabas", "      - command: love\n      - clues: [Barnabas")
    problems, _ = problems_of(tmp_path, only_commands)
    assert problems  # seven slots


def test_chapter_table_is_the_66_books():
    """A fact: 66 books, 1,189 chapters (929 in the Old Testament)."""
    assert len(CHAPTERS) == 66 and sum(CHAPTERS.values()) == 1189
    assert check_reference("Psalm 119:105") is None and check_reference("3 John 2") is None
    assert check_reference("Jude 2:1") == "Jude has 1 chapters, not 2"
    assert check_reference("Jude 3") is None  # a one-chapter book cited by verse


def test_shipped_bank_is_large_and_valid():
    """At least 150 cards: 600 clue-sets and 150 Challenge clue-sets, commands of all three kinds."""
    found, files = validate([bank_files()[0].parent])
    assert found == [] and files == len(bank_files())
    cards = load_bank()
    clue_sets = [s for c in cards for s in c.slots if not isinstance(s, str)]
    commands = [s for c in cards for s in c.slots if isinstance(s, str)]
    assert len(cards) >= 150 and len(clue_sets) >= 600
    assert {"love", "humble", "challenge"} == set(commands)
    for kind in ("love", "humble", "challenge"):
        assert commands.count(kind) >= len(commands) / 5, kind
    marked = [c for s in clue_sets for c in s.clues if c.endswith("*")]
    assert 0 < len(marked) < len(clue_sets) / 5  # a few non-biblical clues, marked
