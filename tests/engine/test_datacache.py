"""The validated-data cache (engine/datacache.py): used when fresh, rebuilt when anything it depends on changes or
when it cannot be read, never a way around a broken data file."""

import os
import shutil
import threading

import pytest

import bible_tabletop
from bible_tabletop import cli
from bible_tabletop.engine import datacache
from bible_tabletop.engine.data import DataError
from bible_tabletop.games.registry import BUILT
from bible_tabletop.paths import ASSETS, cache_home

SPEC = BUILT["barbarians"]


@pytest.fixture
def folder(tmp_path):
    """A copy of Bar Barians' data, to change at will."""
    shutil.copytree(ASSETS / "barbarians", tmp_path / "barbarians", ignore=shutil.ignore_patterns("*.md"))
    return tmp_path / "barbarians"


@pytest.fixture
def builds(monkeypatch):
    """How many times the data was validated for real (not read from the cache); a new process each load."""
    count = []
    real = datacache._validated

    def counted(*args):
        count.append(1)
        return real(*args)

    monkeypatch.setattr(datacache, "_validated", counted)
    monkeypatch.setattr(datacache, "_READ", {})
    return count


def load(folder):
    datacache._READ.clear()  # as a new run of the app would: nothing read yet
    return datacache.game_data(SPEC, folder)


def entries():
    return list((cache_home() / "data").glob("barbarians-*"))


def test_a_fresh_cache_is_used_instead_of_validating_again(folder, builds):
    first = load(folder)
    second = load(folder)
    assert len(builds) == 1 and len(entries()) == 1
    assert second == first and len(second["cards.yaml"].cards) == len(first["cards.yaml"].cards) > 0


def test_a_changed_data_file_is_validated_again_and_its_new_content_is_used(folder, builds):
    load(folder)
    cards = folder / "cards.yaml"
    old = load(folder)["cards.yaml"].cards[0].name
    cards.write_text(cards.read_text().replace(f"name: {old}", "name: Renamed Card", 1))
    assert load(folder)["cards.yaml"].cards[0].name == "Renamed Card"
    assert len(builds) == 2 and len(entries()) == 1  # the entry is replaced, not piled up


def test_a_broken_data_file_gives_file_and_line_even_with_an_old_cache(folder, builds):
    load(folder)
    cards = folder / "cards.yaml"
    lines = cards.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("copies:"))
    lines[at] = lines[at].split(":")[0] + ": many"
    cards.write_text("\n".join(lines) + "\n")
    with pytest.raises(DataError) as caught:
        load(folder)
    assert str(caught.value).startswith(f"{cards}:{at + 1}: ") and "copies" in str(caught.value)


@pytest.mark.parametrize("damage", [b"not a pickle at all", b"", None])
def test_a_corrupt_cache_entry_is_rebuilt_without_a_word(folder, builds, damage, capsys):
    expected = load(folder)
    (entry,) = entries()
    if damage is None:  # the right key, then a truncated pickle
        data = entry.read_bytes()
        damage = data[: len(data) // 2]
    entry.write_bytes(damage)
    assert load(folder) == expected
    assert len(builds) == 2 and capsys.readouterr() == ("", "")
    assert load(folder) == expected and len(builds) == 2  # and the rebuilt entry is good again


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_cache_entry_that_is_not_a_file_is_never_read(folder, builds, kind):
    """A pipe where an entry should be would make reading it wait forever: it is not read, and the game's data is
    validated for real (the pipe replaced by a good entry); a folder there only costs the time."""
    expected = load(folder)
    (entry,) = entries()
    entry.unlink()
    os.mkfifo(entry) if kind == "pipe" else entry.mkdir()
    got = []
    reader = threading.Thread(target=lambda: got.append(load(folder)), daemon=True)
    reader.start()
    reader.join(30)
    assert not reader.is_alive(), "reading the cache waited on the pipe"
    assert got == [expected] and len(builds) == 2
    assert entry.is_file() if kind == "pipe" else entry.is_dir()


def test_a_cache_from_another_version_of_the_app_or_its_code_is_not_used(folder, builds, monkeypatch):
    load(folder)
    monkeypatch.setattr(bible_tabletop, "__version__", "99.0")
    load(folder)
    assert len(builds) == 2
    stamp = datacache._code_stamp
    monkeypatch.setattr(datacache, "_code_stamp", lambda spec: stamp(spec) + ["a module changed"])
    load(folder)
    assert len(builds) == 3


def test_no_cache_when_switched_off(folder, builds, monkeypatch):
    monkeypatch.setenv("BIBLE_TABLETOP_NO_CACHE", "1")
    load(folder)
    load(folder)
    assert len(builds) == 2 and not cache_home().exists()


def test_a_cache_folder_that_cannot_be_written_only_costs_time(folder, builds):
    cache_home().parent.mkdir(parents=True, exist_ok=True)
    cache_home().write_text("a file where the cache folder should be")
    assert load(folder)["characters.yaml"].characters
    assert load(folder)["characters.yaml"].characters and len(builds) == 2


def test_validate_on_the_command_line_always_checks_for_real(folder, monkeypatch, capsys):
    """`validate` is the check: an entry claiming that the broken file is fine is not consulted."""
    (folder / "characters.yaml").write_text("characters: 3\n")
    monkeypatch.setattr(datacache, "_validated", lambda *args: {"characters.yaml": "claimed fine"})
    assert load(folder) == {"characters.yaml": "claimed fine"} and entries()
    assert cli.main(["validate", str(folder)]) == 2
    assert "characters.yaml:1: characters:" in capsys.readouterr().out
