"""Save files the hard way: hostile files refused in one line, a failing disk never stops a game, the saves list
says what each save is, and resume finds the player's own unfinished game (issue 9)."""

import errno
import json
import os
import threading
import time

import pytest

from bible_tabletop.engine import saves, saves_folder
from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session, latest_resumable
from bible_tabletop.games.barbarians.rules.actions import Breather, Place
from bible_tabletop.games.registry import rules_for

RULES = rules_for("barbarians")
LIBRARY_WORDS = ("http", "pydantic", "ValidationError", "Traceback", "For further information")


def started(path, *, players=2, computer=(1,), names=(), seed=4, demo=False, actions=3):
    config = GameConfig(game="barbarians", players=players, computer=list(computer), names=list(names))
    s = Session(RULES, config, seed, autosave=path, demo=demo)
    for a in [Place(area=0)] * players + [Breather()]:
        if len(s.steps) >= actions:
            break
        s.act(a)
    return s


def finished(path, seed=2):
    s = Session(RULES, GameConfig(game="barbarians", players=2, computer=[1]), seed, autosave=None)
    bot = RandomBot(seed)
    while s.outcome is None:
        s.act(bot.choose(RULES, s.state, s.to_act))
    s.save(path)
    return s


def assert_one_plain_line(message: str, path) -> None:
    assert str(path) in message and "\n" not in message
    assert not any(word in message for word in LIBRARY_WORDS), message


# -- files that are not saves --------------------------------------------------------------------------------
def test_a_fifo_given_as_a_save_is_refused_at_once(tmp_path):
    """Reading a FIFO would wait forever for a writer: only regular files are opened."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    result = {}

    def load():
        try:
            Session.load(fifo)
        except saves.SaveError as exc:
            result["error"] = str(exc)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "loading a FIFO hangs"
    assert "not a regular file" in result["error"]
    assert_one_plain_line(result["error"], fifo)


def test_a_folder_given_as_a_save_is_refused(tmp_path):
    with pytest.raises(saves.SaveError, match="not a regular file"):
        Session.load(tmp_path)


@pytest.mark.parametrize("levels", [40, 100_000])
def test_a_save_nested_thousands_of_levels_deep_is_refused_in_one_line(tmp_path, levels):
    good = started(tmp_path / "good.json").to_data()
    text = json.dumps(good).replace('"options":{}', '"options":{"x":' + "[" * levels + "]" * levels + "}")
    text = text.replace('"options": {}', '"options": {"x": ' + "[" * levels + "]" * levels + "}")
    assert "[[[[" in text
    path = tmp_path / "deep.json"
    path.write_text(text)
    with pytest.raises(saves.SaveError) as err:
        Session.load(path)
    assert "nested more than" in str(err.value)
    assert_one_plain_line(str(err.value), path)


def test_a_number_with_thousands_of_digits_is_refused(tmp_path):
    path = tmp_path / "long.json"
    path.write_text('{"format": "bible-tabletop-save", "version": 3, "seed": ' + "9" * 5000 + "}")
    with pytest.raises(saves.SaveError, match="number too long") as err:
        Session.load(path)
    assert_one_plain_line(str(err.value), path)


def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(saves.MAX_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(saves.SaveError, match="too large") as err:
        Session.load(path)
    assert_one_plain_line(str(err.value), path)


SELF_CONTRADICTIONS = [
    (lambda c: c.update(computer=[5]), "Seat 6 cannot be a computer seat: a 2-player game has seats 1 to 2."),
    (lambda c: c.update(computer=[1, 1]), "Seat 2 is named twice as a computer seat."),
    (lambda c: c.update(game="brawl"), "the set-up is for 'brawl' but the save is of 'barbarians'"),
    (lambda c: c.update(players=7), "Bar Barians takes 2 to 6 players, not 7."),
    (lambda c: c.update(players=1, computer=[]), "Bar Barians takes 2 to 6 players, not 1."),
    (lambda c: c.update(names=["A", "B", "C"]), "3 names were given for 2 players"),
    (lambda c: c.update(players=99), "players: Input should be less than or equal to 8."),
    (lambda c: c.update(players="two"), "players: Input should be a valid integer"),
]


@pytest.mark.parametrize("change, reason", SELF_CONTRADICTIONS)
def test_a_save_whose_setup_contradicts_itself_is_refused_at_load(tmp_path, change, reason):
    """It used to open and crash later (on 'Play again'); now the load says why, and other saves stay as they were."""
    other = tmp_path / "other.json"
    started(other)
    before = other.read_bytes()
    data = started(tmp_path / "x.json", actions=0).to_data()
    change(data["config"])
    path = tmp_path / "contradiction.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        Session.load(path)
    assert reason in str(err.value)
    assert_one_plain_line(str(err.value), path)
    assert other.read_bytes() == before


def test_an_action_of_another_shape_is_named_without_library_words(tmp_path):
    data = started(tmp_path / "x.json").to_data()
    data["actions"].append({"kind": "teleport", "to": "Rome"})
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="action 4 is not an action of this game") as err:
        Session.load(path)
    assert_one_plain_line(str(err.value), path)


# -- a disk that refuses -------------------------------------------------------------------------------------
def test_a_full_disk_keeps_the_last_good_save_and_the_game_goes_on(tmp_path, monkeypatch):
    """ENOSPC while writing: the old save is intact, no temp file is left, the game goes on and says so once."""
    path = tmp_path / "auto.json"
    s = started(path, actions=2)
    good = path.read_bytes()
    told = []
    s.on_save_problem = told.append

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.os, "fsync", full)
    s.act(Breather())
    s.act(Breather())
    assert path.read_bytes() == good
    assert Session.load(path).to_data()["digest"] != s.to_data()["digest"]
    assert [p.name for p in tmp_path.iterdir()] == ["auto.json"]
    assert s.save_problem and "no space left on device" in s.save_problem and str(path) in s.save_problem
    assert told == [s.save_problem], "the player is told once, not at every move"
    monkeypatch.undo()
    s.act(Breather())
    assert s.save_problem is None and told[-1] is None
    assert Session.load(path).to_data()["digest"] == s.to_data()["digest"]


def test_a_saves_folder_that_is_a_file_does_not_stop_the_game(tmp_path):
    folder = tmp_path / "saves"
    folder.write_text("I am a file")
    s = started(folder / "auto.json", actions=0)
    s.act(Place(area=0))
    assert len(s.steps) == 1
    assert s.save_problem == f"cannot write {folder}: it is a file, not a folder"


def test_no_permission_does_not_stop_the_game(tmp_path, monkeypatch):
    def refused(*a, **kw):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(tmp_path))

    monkeypatch.setattr(saves.tempfile, "mkstemp", refused)
    s = started(tmp_path / "auto.json", actions=0)
    s.act(Place(area=0))
    assert s.save_problem == f"cannot write {tmp_path}: permission denied"


def test_a_read_only_disk_names_the_save_not_our_temp_file(tmp_path, monkeypatch):
    """A read-only file system refuses the temp file: the warning names the save the player knows, not
    '.tmp-xyz.json' (met in tmux with a tmpfs remounted read-only)."""
    def read_only(*a, dir, **kw):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(dir / f"{saves.TEMP_PREFIX}ab12cd.json"))

    monkeypatch.setattr(saves.tempfile, "mkstemp", read_only)
    path = tmp_path / "auto.json"
    s = started(path, actions=1)
    assert s.save_problem == f"cannot write {path}: read-only file system"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_does_not_stop_the_game(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        s = started(folder / "auto.json", actions=1)
        assert s.save_problem and "permission denied" in s.save_problem
    finally:
        folder.chmod(0o700)


def test_save_elsewhere_keeps_autosaving_there(tmp_path):
    folder = tmp_path / "saves"
    folder.write_text("a file")
    s = started(folder / "auto.json", actions=1)
    assert s.save_problem
    other = tmp_path / "elsewhere.json"
    s.save_elsewhere(other)
    s.act(Place(area=0))
    assert s.save_problem is None and s.autosave == other
    assert Session.load(other).to_data()["digest"] == s.to_data()["digest"]


# -- the saves folder ----------------------------------------------------------------------------------------
def test_temp_files_are_never_listed_and_stale_ones_are_cleaned_up(tabletop_home):
    folder = saves.saves_dir()
    started(folder / "real.json")
    fresh = folder / ".tmp-abc123.json"
    stale = folder / ".tmp-old999.json"
    fresh.write_text("{")
    stale.write_text("{")
    hours_ago = time.time() - 2 * saves.STALE_TEMP_SECONDS
    os.utime(stale, (hours_ago, hours_ago))
    assert [p.name for p in saves_folder.list_saves()] == ["real.json"]
    assert fresh.exists(), "a write may be in progress"
    assert not stale.exists()


def test_the_saves_list_says_what_each_save_is(tabletop_home):
    folder = saves.saves_dir()
    mine = started(folder / "mine.json", names=["Ann", "Bob"])
    mine.seat_names = ["Ann", "Bob"]
    mine.save(mine.autosave)
    finished(folder / "done.json")
    (folder / "broken.json").write_text("{ nope")
    infos = {i.path.name: i for i in saves_folder.catalogue()}
    text = infos["mine.json"].describe()
    assert text.startswith("Bar Barians · Ann, Bob (computer) · turn 1, 3 actions · ")
    assert time.strftime("%Y") in text and "finished" not in text and "demo" not in text
    assert "finished" in infos["done.json"].describe()
    assert infos["broken.json"].problem and "cannot be opened" in infos["broken.json"].describe()


def test_resume_takes_the_latest_unfinished_game_with_a_human_never_a_demo(tabletop_home):
    folder = saves.saves_dir()
    mine = folder / "mine.json"
    started(mine)
    time.sleep(0.01)
    started(folder / "demo.json", computer=(0, 1), demo=True)
    started(folder / "all-computer.json", computer=(0, 1))
    finished(folder / "finished.json")
    assert latest_resumable() == mine


def test_resume_replays_an_older_save_that_does_not_say_whether_it_is_over(tabletop_home):
    folder = saves.saves_dir()
    mine = folder / "mine.json"
    started(mine)
    time.sleep(0.01)
    old = folder / "old-finished.json"
    finished(old)
    data = json.loads(old.read_text())
    del data["about"]
    old.write_text(json.dumps(data))
    assert saves_folder.save_info(old).finished is None
    assert latest_resumable() == mine


def test_no_game_to_resume(tabletop_home):
    assert latest_resumable() is None
    started(saves.saves_dir() / "demo.json", computer=(0, 1), demo=True)
    assert latest_resumable() is None


@pytest.mark.parametrize("typed, name", [
    ("Friday night", "Friday-night"),
    ("../../etc/passwd", "etc-passwd"),
    ("a/b\\c", "a-b-c"),
    (".hidden", "hidden"),
    ("  ", ""),
    ("x" * 200, "x" * 60),
])
def test_a_typed_save_name_becomes_a_safe_file_name(typed, name):
    assert saves.safe_name(typed) == name


# -- control characters in a save (issue 23, item 3) -----------------------------------------------------------
ESCAPE = "\x1b]0;pwned\x07\x1b[2J"  # retitles the terminal, then clears the screen


def bashers_with_force(path, leader_name):
    """A Bible Bashers game whose seat 1 force came from the builder (`force1_data`), one action in, saved."""
    from bible_tabletop.games.bashers.ui.builder import shipped_data

    force = shipped_data("abramites")
    force["leader"]["name"] = leader_name
    rules = rules_for("bashers")
    s = Session(rules, GameConfig(game="bashers", players=2, options={"force1_data": force}), 3)
    s.act(rules.legal_actions(s.state)[0])
    s.save(path)
    return s


def test_a_force_in_a_save_with_an_escape_in_a_name_is_refused_naming_where(tmp_path):
    """The issue's case: the save was accepted and `replay` retitled the terminal. Now the text of the whole set-up
    goes through the data files' control-character check."""
    path = tmp_path / "force.json"
    bashers_with_force(path, f"Abram{ESCAPE}")
    with pytest.raises(saves.SaveError) as refused:
        Session.load(path)
    message = str(refused.value)
    assert_one_plain_line(message, path)
    assert "config.options.force1_data.leader.name holds a control character" in message
    assert "\x1b" not in message


def test_a_line_break_or_a_tab_in_a_force_is_text_as_in_a_data_file(tmp_path):
    path = tmp_path / "force.json"
    bashers_with_force(path, "Abram\tof Ur\nthe Hebrew")
    assert Session.load(path).state.sides[0].force.leader.name == "Abram\tof Ur\nthe Hebrew"


def with_escape(where):
    def change(data):
        if where == "option-value":
            data["config"]["options"]["side"] = f"indoor{ESCAPE}"
        elif where == "option-in-a-list":
            data["config"]["options"]["characters"] = ["barbie", f"brewen{ESCAPE}"]
        elif where == "option-key":
            data["config"]["options"][f"side{ESCAPE}"] = "indoor"
        elif where == "deep-option":
            data["config"]["options"]["x"] = {"a": [{"b": [ESCAPE]}]}
        elif where == "game":
            data["game"] = f"barbarians{ESCAPE}"
        elif where == "action":
            data["actions"][0]["kind"] = f"place{ESCAPE}"
        elif where == "digest":
            data["digest"] += ESCAPE
        elif where == "extra-field":
            data["note"] = ESCAPE
    return change


ESCAPE_PLACES = [("option-value", "config.options.side"), ("option-in-a-list", "config.options.characters.1"),
                 ("option-key", "a key of config.options"), ("deep-option", "config.options.x.a.0.b.0"),
                 ("game", "at game holds"), ("action", "actions.0.kind"), ("digest", "at digest holds"),
                 ("extra-field", "at note holds")]


@pytest.mark.parametrize("where, named", ESCAPE_PLACES, ids=[p[0] for p in ESCAPE_PLACES])
def test_an_escape_anywhere_in_a_save_breaks_only_that_save(tabletop_home, where, named):
    """Every text of a save but its never-trusted `about` block, at any depth, keys too: refused in one line naming
    the place (not the escape), shown as broken in the saves list, skipped by resume; the other saves are untouched."""
    folder = saves.saves_dir()
    good = folder / "good.json"
    started(good)
    os.utime(good, (1, 1))
    bad = folder / "bad.json"
    started(bad)
    data = json.loads(bad.read_text())
    with_escape(where)(data)
    bad.write_text(json.dumps(data))
    before = good.read_bytes()

    with pytest.raises(saves.SaveError) as refused:
        Session.load(bad)
    message = str(refused.value)
    assert_one_plain_line(message, bad)
    assert "control character" in message and named in message and "\x1b" not in message, message
    infos = {i.path.name: i for i in saves_folder.catalogue()}
    assert infos["bad.json"].problem and infos["bad.json"].describe().startswith("bad.json cannot be opened: ")
    assert "\x1b" not in infos["bad.json"].describe()
    assert infos["good.json"].problem is None
    assert latest_resumable() == good and good.read_bytes() == before


def test_an_escape_in_the_about_block_is_never_shown(tabletop_home):
    """The `about` block is only for the saves list and never trusted: a title a terminal would act on shows as the
    game's id, as names do (the game itself still opens)."""
    path = saves.saves_dir() / "odd.json"
    started(path)
    data = json.loads(path.read_text())
    data["about"]["title"] = f"Bar Barians{ESCAPE}"
    path.write_text(json.dumps(data))
    (info,) = saves_folder.catalogue()
    assert info.problem is None and info.describe().startswith("barbarians · ")
    assert Session.load(path).steps


def test_a_save_whose_file_name_holds_an_escape_is_listed_as_broken_without_it(tabletop_home):
    folder = saves.saves_dir()
    good = folder / "good.json"
    started(good)
    os.utime(good, (1, 1))
    odd = folder / f"x{ESCAPE}.json"
    started(odd)
    infos = {i.path: i for i in saves_folder.catalogue()}
    line = infos[odd].describe()
    assert infos[odd].problem and "\x1b" not in line and "\x07" not in line
    assert line.startswith("x?]0;pwned??[2J.json cannot be opened: its file name holds a control character")
    assert latest_resumable() == good


@pytest.mark.parametrize("spelled", ['\\u001B[2J', '\\u0007', '\x7f', '\u0085', '\\u009b2J'],
                         ids=["escape-upper-hex", "bell", "delete-as-itself", "c1-as-itself", "c1-escaped"])
def test_a_control_character_however_the_json_spells_it_is_found(tmp_path, spelled):
    """The file is searched for a control character before its texts are walked (a 16 MB save of small texts
    would take seconds): every way JSON can write one is found."""
    path = tmp_path / "spelled.json"
    started(path)
    text = path.read_text(encoding="utf-8").replace('"options":{}', '"options":{"side":"indoor' + spelled + '"}')
    assert spelled in text
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError, match="config.options.side holds a control character"):
        saves.read_save(path)


@pytest.mark.parametrize("written, read", [([2, 0], [2, 0]), ("many", [0, 0]), ([1], [0, 0]), ([-1, 3], [0, 0]),
                                           ([True, 1], [0, 0])])
def test_the_hints_each_seat_used_come_back_with_the_save_and_a_foreign_count_is_ignored(tmp_path, written, read):
    """Issue 21: the end-of-game box counts each seat's hints across a resume; a save whose count is not one
    whole number per seat still loads, with no hints counted."""
    path = tmp_path / "game.json"
    s = started(path)
    s.hints = [2, 0]
    s.save(path)
    data = json.loads(path.read_text())
    data["hints"] = written
    path.write_text(json.dumps(data))
    assert Session.load(path).hints == read
