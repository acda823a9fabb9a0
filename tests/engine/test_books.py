"""Bible references checked to the verse (engine/books.py, pythonbible's versification): every shipped reference of
every game exists, and `validate` refuses one that does not with file:line."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bible_tabletop import cli
from bible_tabletop.engine.books import check_reference, parse_reference
from bible_tabletop.paths import ASSETS

REF_KEYS = ("ref", "refs", "reference")  # the keys under which the games' data files cite the Bible
SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C loader where PyYAML has it: the clue bank is large


def shipped_references() -> list[tuple[str, str]]:
    """(file, reference) for every Bible reference in every game's shipped YAML (read-only)."""
    found: list[tuple[str, str]] = []

    def walk(node, name: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in REF_KEYS and isinstance(value, (str, list)):
                    found.extend((name, r) for r in ([value] if isinstance(value, str) else value))
                walk(value, name)
        elif isinstance(node, list):
            for item in node:
                walk(item, name)

    for path in sorted(Path(ASSETS).rglob("*.yaml")):
        walk(yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE), path.relative_to(ASSETS).as_posix())
    return found


def test_every_shipped_reference_of_every_game_exists_to_the_verse():
    refs = shipped_references()
    games = {name.split("/")[0] for name, _ in refs}
    assert {"brawl", "tribond"} <= games and len(refs) > 4000  # the walk really reached the data
    bad = [f"{name}: {ref}: {check_reference(ref)}" for name, ref in refs if check_reference(ref)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("ref, problem", [
    ("Genesis 50:30", "Genesis 50 has 26 verses, not 30"),
    ("Genesis 51:1", "Genesis has 50 chapters, not 51"),
    ("Genesis 50:0", "Genesis 50 has 26 verses, not 0"),
    ("John 3:16-40", "John 3 has 36 verses, not 40"),
    ("Jude 30", "Jude 1 has 25 verses, not 30"),
    ("Jude 2:1", "Jude has 1 chapters, not 2"),
    ("3 John 1:15", "3 John 1 has 14 verses, not 15"),
    ("Genesis 4:2-1", "the verse range 2-1 runs backwards"),
    ("Hezekiah 1:1", "'Hezekiah' is not one of the 66 books"),
    ("Tobit 1:1", "'Tobit' is not one of the 66 books"),
    ("John three", "'John three' is not 'Book chapter:verse' (e.g. '1 Kings 5:17' or 'Genesis 4:1-2')"),
])
def test_a_reference_to_a_verse_that_does_not_exist_is_refused(ref, problem):
    assert check_reference(ref) == problem


@pytest.mark.parametrize("ref", ["Genesis 50:26", "Psalm 119:176", "Song of Solomon 2:1", "Song of Songs 8:14",
                                 "Jude 25", "Jude 1:25", "3 John 14", "Malachi 4:6", "Psalms 23", "Genesis 4:1-2"])
def test_real_verses_pass(ref):
    assert check_reference(ref) is None


def test_a_reference_parses_to_its_book_chapter_and_verses():
    place = parse_reference("Psalm 119:105-106")
    assert (place.book, place.chapter, place.first, place.last) == ("Psalms", 119, 105, 106)
    jude = parse_reference("Jude 3")  # a one-chapter book cited by verse alone
    assert (jude.book, jude.chapter, jude.first, jude.last) == ("Jude", 1, 3, 3)
    chapter = parse_reference("Psalm 23")
    assert (chapter.chapter, chapter.first, chapter.last) == (23, None, None)


def _break_first_reference(src: Path, dest: Path) -> tuple[Path, int]:
    """Copy a shipped data file with its first Bible reference turned into Genesis 50:30; the copy and that line."""
    lines = src.read_text(encoding="utf-8").splitlines(keepends=True)
    cite = re.compile(r"\b(refs?|reference): *\[?\"?([1-3]? ?[A-Z][A-Za-z ]+ \d+(?::\d+(?:-\d+)?)?)")
    at = next(i for i, line in enumerate(lines) if cite.search(line))
    m = cite.search(lines[at])
    lines[at] = lines[at][: m.start(2)] + "Genesis 50:30" + lines[at][m.end(2):]
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text("".join(lines), encoding="utf-8")
    return dest, at + 1


@pytest.mark.parametrize("data, on_its_line", [
    ("tribond/cards-people.yaml", True), ("brawl/characters.yaml", True), ("brawl/actions.yaml", True),
    ("bashers/forces/elamites.yaml", True),
    ("christianity/cards-righteous.yaml", False),  # checked with the whole card: the line where the card begins
])
def test_validate_refuses_a_verse_that_does_not_exist_with_file_and_line(tmp_path, capsys, data, on_its_line):
    path, line = _break_first_reference(Path(ASSETS) / data, tmp_path / data)
    assert cli.main(["validate", str(path)]) == 2
    out = capsys.readouterr().out
    problem = next((ln for ln in out.splitlines() if "Genesis 50 has 26 verses, not 30" in ln), None)
    assert problem is not None, out
    where = re.match(rf"^{re.escape(str(path))}:(\d+): ", problem)
    assert where, problem
    assert int(where[1]) == line if on_its_line else 1 <= int(where[1]) < line


def test_checking_a_reference_imports_pythonbible_only_when_first_asked():
    """The menu's start-up never pays for pythonbible: importing the checker (and the games' data schemas) does
    not load it; the first check does."""
    code = ("import sys; import bible_tabletop.engine.books as b, bible_tabletop.games.tribond.rules.models, "
            "bible_tabletop.games.brawl.rules.models; before = 'pythonbible' in sys.modules; "
            "b.check_reference('John 3:16'); print(before, 'pythonbible' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.split() == ["False", "True"], result.stdout + result.stderr
