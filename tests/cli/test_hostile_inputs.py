"""About 120 broken saves, data files and command lines, each refused in one line a player understands (issue 9,
"Bad files and a full disk"): exit 2, the file named, no library's URL or error names, nothing started, nothing
hanging. In-process through `cli.main` (the app is never started); a subprocess only where the exit code itself is
what is checked."""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bible_tabletop import cli
from bible_tabletop.engine import saves, saves_folder
from bible_tabletop.engine.data import MAX_BYTES as DATA_MAX_BYTES
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session, latest_resumable
from bible_tabletop.games.registry import BUILT, rules_for
from tests.tui.waiting import STUCK_AFTER

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
LIBRARY_WORDS = ("http", "pydantic", "ValidationError", "Traceback", "errors.pydantic", "For further information",
                 "Exceeds the limit", "RecursionError", "JSONDecodeError", "yaml.", "Error:")


@pytest.fixture
def no_app(monkeypatch):
    """A refused command must stop before the app starts."""
    monkeypatch.setattr(cli, "run_app", lambda *_: pytest.fail("the app started"))


def in_time(fn, seconds: float = 20):
    """fn() run in a thread; fails once this process has spent `seconds` of CPU on it (a bomb, or work out of all
    proportion to the input), or has spent none for STUCK_AFTER seconds (a FIFO would hang it): measured in CPU, a
    busy machine makes it slower, never failing."""
    box: dict = {}

    def work():
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            box["error"] = exc

    worker = threading.Thread(target=work, daemon=True)
    start = seen = time.process_time()
    since = time.monotonic()
    worker.start()
    while worker.is_alive():
        worker.join(0.05)
        used = time.process_time()
        assert used - start < seconds, f"still running after {seconds} s of CPU"
        if used - seen > 0.25:  # far more than this loop's own looking spends in STUCK_AFTER
            seen, since = used, time.monotonic()
        assert time.monotonic() - since < STUCK_AFTER, f"no work done for {STUCK_AFTER:.0f} s: it waits on something"
    if "error" in box:
        raise box["error"]
    return box["value"]


def refused(capsys, argv: list[str], *, stream: str = "err") -> str:
    """cli.main(argv) exits 2 with plain words only; the message (stderr, or validate's stdout) is returned."""
    code = in_time(lambda: main(argv))
    out = capsys.readouterr()
    text = getattr(out, stream).strip()
    assert code == 2, (argv, code, out)
    assert text, (argv, out)
    assert_plain(text)
    return text


def main(argv: list[str]) -> int:
    """cli.main's exit code, also when argparse refuses the line (it raises SystemExit, as on the command line)."""
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return exc.code


def assert_plain(text: str) -> None:
    for word in LIBRARY_WORDS:
        assert word not in text, (word, text)


def one_line(text: str) -> str:
    assert "\n" not in text, text
    return text


# -- saves ---------------------------------------------------------------------------------------------------
def good_save(folder: Path, game: str = "barbarians") -> dict:
    """A real save of `game` a few actions in (two seats, the second a computer, the fewest seats otherwise)."""
    spec = BUILT[game]
    rules = rules_for(game)
    players = max(2, spec.min_players) if spec.max_players >= 2 else spec.min_players
    s = Session(rules, GameConfig(game=game, players=players, computer=[1]), 5, autosave=None)
    for _ in range(3):
        if s.outcome is not None:
            break
        legal = s.legal(s.to_act)
        if not legal:
            break
        s.act(legal[0])
    return s.to_data()


@pytest.fixture(scope="module")
def a_save(tmp_path_factory) -> dict:
    return good_save(tmp_path_factory.mktemp("good"))


def text_of(data) -> str:
    return json.dumps(data)


def edit(change):
    """A save's text after `change(data)` (data: the save as a dict)."""
    def make(data):
        data = copy.deepcopy(data)
        change(data)
        return text_of(data)
    return make


def nested(levels: int):
    def make(data):
        return text_of(data).replace('"options": {}', '"options": {"x": ' + "[" * levels + "]" * levels + "}", 1)
    return make


def config(**changes):
    return edit(lambda d: d["config"].update(changes))


# (case id, the file's text from a good save's data, what the one line says)
BROKEN_SAVES = [
    ("empty", lambda d: "", "the file is empty"),
    ("blank", lambda d: "  \n\t\n", "the file is empty"),
    ("not-json", lambda d: "hello, world", "not a save file (not JSON"),
    ("truncated", lambda d: text_of(d)[: len(text_of(d)) // 2], "truncated"),
    ("cut-in-a-string", lambda d: text_of(d)[: text_of(d).index('"barbarians"') + 5], "truncated"),
    ("binary", lambda d: "\udcff\udcfe\x00\x01", "not a save file (not text)"),
    ("a-list", lambda d: "[1, 2, 3]", "not a Bible Tabletop save"),
    ("a-string", lambda d: '"bible-tabletop-save"', "not a Bible Tabletop save"),
    ("null", lambda d: "null", "not a Bible Tabletop save"),
    ("no-format", edit(lambda d: d.pop("format")), "not a Bible Tabletop save"),
    ("other-format", edit(lambda d: d.update(format="chess-save")), "not a Bible Tabletop save"),
    ("no-version", edit(lambda d: d.pop("version")), "the format version is missing"),
    ("version-text", edit(lambda d: d.update(version="3")), "the format version is missing"),
    ("newer", edit(lambda d: d.update(version=99)), "made by a newer version (format 99"),
    ("older", edit(lambda d: d.update(version=1)), "made by an older version (format 1)"),
    ("version-5000-digits", lambda d: text_of(d).replace('"version": 3', '"version": ' + "9" * 5000),
     "a number too long to read"),
    ("seed-5000-digits", lambda d: text_of(d).replace('"seed": 5', '"seed": ' + "7" * 5000),
     "a number too long to read"),
    ("seed-NaN", lambda d: text_of(d).replace('"seed": 5', '"seed": NaN'), "field 'seed' is missing or not a int"),
    ("seed-text", edit(lambda d: d.update(seed="five")), "field 'seed' is missing or not a int"),
    ("no-game", edit(lambda d: d.pop("game")), "field 'game' is missing"),
    ("unknown-game", edit(lambda d: d.update(game="chess")), "chess"),
    ("game-empty", edit(lambda d: d.update(game="")), "unknown game ''"),
    ("game-number", edit(lambda d: d.update(game=7)), "field 'game' is missing or not a str"),
    ("config-list", edit(lambda d: d.update(config=[])), "field 'config' is missing or not a dict"),
    ("no-actions", edit(lambda d: d.pop("actions")), "field 'actions' is missing or not a list"),
    ("actions-text", edit(lambda d: d.update(actions="all")), "field 'actions' is missing or not a list"),
    ("no-digest", edit(lambda d: d.pop("digest")), "field 'digest' is missing or not a str"),
    ("digest-changed", edit(lambda d: d.update(digest="0" * 64)), "digest differs"),
    ("seed-changed", edit(lambda d: d.update(seed=6)), "digest differs"),
    ("unknown-action", edit(lambda d: d["actions"].append({"kind": "teleport"})),
     "is not an action of this game"),
    ("action-number", edit(lambda d: d["actions"].append(42)), "is not an action of this game"),
    ("action-out-of-turn", edit(lambda d: d["actions"].insert(0, d["actions"][-1])), "action 1 does not replay"),
    ("nested-40", nested(40), "nested more than 32 levels deep"),
    ("nested-100000", nested(100_000), "nested more than 32 levels deep"),
    ("computer-seat-beyond", config(computer=[5]), "Seat 6 cannot be a computer seat"),
    ("computer-seat-negative", config(computer=[-1]), "Seat 0 cannot be a computer seat"),
    ("computer-seat-twice", config(computer=[1, 1]), "named twice as a computer seat"),
    ("foreign-game-in-setup", config(game="brawl"), "the set-up is for 'brawl' but the save is of 'barbarians'"),
    ("players-7", config(players=7), "Bar Barians takes 2 to 6 players, not 7."),
    ("players-0", config(players=0), "players: Input should be greater than or equal to 1"),
    ("players-text", config(players="two"), "players: Input should be a valid integer"),
    ("players-5000-digits", lambda d: text_of(d).replace('"players": 2', '"players": ' + "9" * 5000),
     "a number too long to read"),
    ("too-many-names", config(names=["A", "B", "C"]), "3 names were given for 2 players"),
    ("name-escape", config(names=["\x1b[2JEvil"]), "Seat 1's name holds a control character"),
    ("name-line-break", config(names=["A", "B\nC"]), "Seat 2's name holds a control character"),
    ("names-not-text", config(names=[["A"]]), "names.0: Input should be a valid string"),
    ("unknown-option", config(options={"colour": "red"}), "the game set-up is not valid"),
    ("bad-option-value", config(options={"side": "moon"}), "the game set-up is not valid"),
    ("character-twice", config(options={"characters": ["barbie", "barbie"]}), "the game set-up is not valid"),
    ("first-beyond", config(options={"first": "9"}), "the game set-up is not valid"),
    ("extra-config-key", config(cheat=True), "cheat: Extra inputs are not permitted"),
]


def write_broken(folder: Path, case: str, make, data: dict) -> Path:
    path = folder / f"{case}.json"
    text = make(data)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    return path


@pytest.mark.parametrize("case, make, says", BROKEN_SAVES, ids=[c[0] for c in BROKEN_SAVES])
def test_a_broken_save_is_refused_by_resume_in_one_line_naming_it(tmp_path, capsys, no_app, a_save, case, make,
                                                                     says):
    path = write_broken(tmp_path, case, make, a_save)
    message = one_line(refused(capsys, ["resume", str(path)]))
    assert str(path) in message and says in message, message
    assert ("truncated" in message) == case.startswith(("truncated", "cut-in")), message


# found only by replaying the actions (or by the rules' own set-up): the saves list shows them as saves
NEEDS_A_REPLAY = {"digest-changed", "seed-changed", "unknown-action", "action-number", "action-out-of-turn",
                  "unknown-option", "bad-option-value", "character-twice", "first-beyond"}


@pytest.mark.parametrize("case, make, says", BROKEN_SAVES, ids=[c[0] for c in BROKEN_SAVES])
def test_a_broken_save_is_refused_by_replay_and_marked_in_the_saves_list(tmp_path, capsys, no_app, a_save, case,
                                                                        make, says):
    """The saves list reads no actions, but it checks the envelope and the set-up, so the newest broken save never
    stands in the way of resuming an older good one."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    good = folder / "good.json"
    good.write_text(json.dumps(a_save))
    os.utime(good, (1, 1))
    path = write_broken(folder, case, make, a_save)
    message = one_line(refused(capsys, ["replay", str(path)]))
    assert says in message, message
    listed = {i.path: i for i in saves_folder.catalogue()}
    assert set(listed) == {good, path}
    line = one_line(listed[path].describe())
    assert_plain(line)
    if case in NEEDS_A_REPLAY:
        assert listed[path].problem is None
    else:
        assert line.startswith(f"{path.name} cannot be opened: ") and says in line, line
        assert latest_resumable() == good


@pytest.mark.parametrize("game", list(BUILT))
@pytest.mark.parametrize("change, says", [
    (lambda c: c.update(game="elsewhere" if c["game"] != "elsewhere" else "x"), "the set-up is for 'elsewhere'"),
    (lambda c: c.update(computer=[c["players"] + 3]), "cannot be a computer seat"),
    (lambda c: c.update(names=["N"] * (c["players"] + 1)), "names were given for"),
], ids=["foreign-game", "seat-beyond", "names-beyond"])
def test_each_games_save_whose_setup_contradicts_itself_is_refused_at_load(tmp_path, capsys, no_app, game, change,
                                                                          says):
    """It used to open and crash later ("Play again"); every game's save is checked before the replay."""
    data = good_save(tmp_path, game)
    change(data["config"])
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(data))
    message = one_line(refused(capsys, ["resume", str(path)]))
    assert "contradicts itself" in message and says in message and str(path) in message, message


@pytest.mark.parametrize("about", [
    {"saved_at": 1e308}, {"saved_at": -1e308}, {"saved_at": "yesterday"}, {"saved_at": 10 ** 30},
    {"names": ["[red]Ann", "[@click=app.quit]x[/]"]}, {"names": ["\x1b[2J\x1b[31mEvil", "Bo\nb"]}, {"names": "Ann"}, {"turn": "ten"}, {"finished": "yes"},
    {"demo": "yes"}, {"title": ["Bar", "Barians"]}, [], None,
], ids=["saved-at-1e308", "saved-at-minus-1e308", "saved-at-text", "saved-at-10e30", "names-markup",
        "names-escape", "names-text", "turn-text", "finished-text", "demo-text", "title-list", "about-list", "about-null"])
def test_a_save_whose_about_block_is_odd_is_still_listed_and_resumed(tmp_path, capsys, monkeypatch, a_save, about):
    """The `about` block is only for the saves list and never trusted: odd values show as the file's own facts
    (a date of 1e308 used to crash the list: no clock reaches it), and the game still opens."""
    data = copy.deepcopy(a_save)
    data["about"] = {**data["about"], **about} if isinstance(about, dict) else about
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "odd.json"
    path.write_text(json.dumps(data))
    (info,) = saves_folder.catalogue()
    line = one_line(info.describe())
    assert info.problem is None and time.strftime("%Y") in line, line  # the file's own date when about's is odd
    if about and "names" in about and isinstance(about["names"], list):
        shown = "[red]Ann, [@click=app.quit]x[/]" if "[red]Ann" in about["names"] else "Player 1, Player 2"
        assert f"{shown} (computer)" in line  # names a terminal would act on are not shown
    assert latest_resumable() == path
    started = []
    monkeypatch.setattr(cli, "run_app", lambda start: started.append(start) or 0)
    assert cli.main(["resume"]) == 0 and started[0][1].to_data()["digest"] == a_save["digest"]
    assert started[0][1].seat_names is None or all("\x1b" not in n for n in started[0][1].seat_names)


def special_file(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "symlink-loop":
        path.symlink_to(path)
    elif kind == "dangling-link":
        path.symlink_to(tmp_path / "gone.json")
    elif kind == "sparse-50MB":
        with open(path, "wb") as fh:
            fh.truncate(50 * 1024 * 1024)
    return path


@pytest.mark.parametrize("kind, says", [
    ("fifo", "not a save file (not a regular file)"),
    ("folder", "not a save file (not a regular file)"),
    ("device", "not a save file (not a regular file)"),
    ("symlink-loop", "cannot be read (Too many levels of symbolic links)"),
    ("dangling-link", "cannot be read (No such file or directory)"),
    ("missing", "cannot be read (No such file or directory)"),
    ("sparse-50MB", "too large for a save (50 MB; the limit is 16 MB)"),
])
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_a_save_that_is_not_a_regular_readable_file_is_refused_at_once(tmp_path, capsys, no_app, kind, says,
                                                                      command):
    """A FIFO used to hang forever; /dev/zero or a 50 MB file would be read to the end."""
    path = special_file(tmp_path, kind)
    message = one_line(refused(capsys, [command, str(path)]))
    assert message == f"bible-tabletop: {path}: {says}", message


def test_leftover_temp_files_are_neither_listed_nor_resumed(tmp_path, capsys, no_app, a_save):
    """An interrupted write leaves `.tmp-*.json`; it is never a save, so resume finds no game."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / f"{saves.TEMP_PREFIX}x1.json").write_text(json.dumps(a_save))
    (folder / f"{saves.TEMP_PREFIX}x2.json").write_text(json.dumps(a_save)[:50])
    assert saves_folder.list_saves() == []
    assert "no autosave to resume" in refused(capsys, ["resume"])


# -- data files ----------------------------------------------------------------------------------------------
def data_copy(tmp_path: Path, game: str, name: str, change) -> tuple[Path, str]:
    """A copy of a shipped data file in a folder named after its game, its text changed by `change(text)`."""
    source = ASSETS / game / name
    path = tmp_path / game / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = change(source.read_text(encoding="utf-8"))
    path.write_text(text, encoding="utf-8")
    return path, text


def first_key(text: str) -> str:
    """The first `key: value` line at the top of a YAML file."""
    return next(ln for ln in text.splitlines() if ln and not ln.startswith(("#", " ", "-")) and ":" in ln)


def top_dup(text: str) -> str:
    line = first_key(text)
    return text.replace(line + "\n", line + "\n" + line + "\n", 1)


def nested_dup(text: str) -> str:
    """The first indented `key: value` given twice in its mapping."""
    lines = text.splitlines(keepends=True)
    i = next(i for i, ln in enumerate(lines) if re.match(r"(  +|- )(- )?[a-z_]+: \S", ln))
    line = lines[i]
    indent = len(line) - len(line.lstrip(" -"))
    twin = " " * indent + line.lstrip(" -")
    return "".join(lines[: i + 1] + [twin] + lines[i + 1:])


DATA_FILES = {
    "barbarians": "cards.yaml", "brawl": "pack-no-pity.yaml", "tribond": "cards-law.yaml",
    "christianity": "deck-grace.yaml", "bashers": "scenarios/well.yaml",
}
BOMB = ('a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n'
        'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n'
        'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\n')
DATA_BREAKS = [
    ("control-character", lambda t: 'zz: "Evil\\e[2J"\n' + t, "text without control characters"),
    ("alias-bomb", lambda t: BOMB + t, "no anchors or aliases"),
    ("one-alias", lambda t: "x: &x 1\ny: *x\n" + t, "no anchors or aliases"),
    ("merge-key", lambda t: "x: &x {a: 1}\ny: {<<: *x}\n" + t, "no anchors or aliases"),
    ("duplicate-top-key", top_dup, "each key once in a mapping"),
    ("duplicate-nested-key", nested_dup, "each key once in a mapping"),
    ("5000-digit-number", lambda t: f"zz: {'9' * 5000}\n" + t, "a number of at most 100 digits"),
    ("101-digit-number", lambda t: f"zz: {'9' * 101}\n" + t, "a number of at most 100 digits"),
    ("python-object", lambda t: "zz: !!python/object/apply:os.system ['true']\n" + t,
     "valid YAML (no tags such as !!python/object/apply:os.system: plain values only)"),
    ("unknown-tag", lambda t: "zz: !secret 1\n" + t, "valid YAML (no tags such as !secret: plain values only)"),
    ("tab-indent", lambda t: "zz:\n\t- 1\n" + t, "valid YAML"),
    ("unclosed-bracket", lambda t: "zz: [1, 2\n" + t, "valid YAML"),
    ("nested-100000", lambda t: "zz: " + "[" * 100_000 + "]" * 100_000 + "\n", "valid YAML (exceeded maximum nesting"),
    ("a-list", lambda t: "- 1\n- 2\n", "a mapping"),
    ("a-scalar", lambda t: "hello\n", "a mapping"),
    ("empty", lambda t: "", "a mapping"),
    ("comments-only", lambda t: "# nothing here\n", "a mapping"),
    ("unknown-key", lambda t: "colour: red\n" + t, "colour: Extra inputs are not permitted"),
]


@pytest.mark.parametrize("game", list(DATA_FILES))
@pytest.mark.parametrize("case, change, says", DATA_BREAKS[:7], ids=[c[0] for c in DATA_BREAKS[:7]])
def test_each_games_data_file_refuses_aliases_repeated_keys_and_huge_numbers(tmp_path, capsys, game, case, change,
                                                                            says):
    path, text = data_copy(tmp_path, game, DATA_FILES[game], change)
    out = refused(capsys, ["validate", str(path)], stream="out")
    shown = path.name
    assert f"{shown}:" in out and says in out, out
    line = int(out.split(f"{shown}:", 1)[1].split(":", 1)[0])
    assert 1 <= line <= text.count("\n") + 1


@pytest.mark.parametrize("case, change, says", DATA_BREAKS[7:], ids=[c[0] for c in DATA_BREAKS[7:]])
def test_a_broken_data_file_gets_file_line_field_and_exit_2(tmp_path, capsys, case, change, says):
    path, _ = data_copy(tmp_path, "brawl", "pack-no-pity.yaml", change)
    out = refused(capsys, ["validate", str(path)], stream="out")
    assert out.startswith(f"{path}:") or "pack-no-pity.yaml:" in out, out
    assert says in out, out


def test_a_50_mb_data_file_is_refused_unread(tmp_path, capsys):
    path = tmp_path / "tribond" / "cards-law.yaml"
    path.parent.mkdir()
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    out = in_time(lambda: refused(capsys, ["validate", str(path)], stream="out"), 5)
    assert f"cards-law.yaml:1: (file): a data file of at most {DATA_MAX_BYTES:,} bytes" in out


def repeated_to_the_limit(game: str, name: str, tmp_path: Path) -> Path:
    """The shipped file with its cards written again and again, up to the data size limit."""
    text = (ASSETS / game / name).read_text(encoding="utf-8")
    head, key, cards = text.partition("cards:\n")
    body = head + key + cards
    while len(body) + len(cards) < DATA_MAX_BYTES:
        body += cards
    path = tmp_path / game / name
    path.parent.mkdir()
    path.write_text(body, encoding="utf-8")
    return path


@pytest.mark.parametrize("game, name, says", [
    ("barbarians", "cards.yaml", "card ids must be unique; repeated: ['bar_stool_swing'"),
    ("tribond", "cards-law.yaml", "the card id law-001 stands twice"),
    ("christianity", "cards-righteous.yaml", "a card id used once in the pool"),
])
def test_a_data_file_at_the_size_limit_full_of_repeated_ids_is_checked_quickly(tmp_path, capsys, game, name, says):
    """The repeated-id checks are linear: a file near the 1 MB limit holding thousands of cards takes seconds (a
    50 MB file used to run for minutes), and each repeat is named."""
    path = repeated_to_the_limit(game, name, tmp_path)
    out = in_time(lambda: refused(capsys, ["validate", str(path)], stream="out"), 60)
    assert f"{name}:" in out and says in out, out[:300]


def test_a_data_file_with_50000_unknown_keys_lists_ten_problems_and_counts_the_rest(tmp_path, capsys):
    """Issue 23: 50,000 wrong keys under the size limit took 80-95 s (each problem's line searched the whole
    mapping) and listed 50,001 lines; now the first ten are listed and one line counts the rest."""
    from bible_tabletop.engine.data import MAX_LISTED

    path = tmp_path / "barbarians" / "cards.yaml"
    path.parent.mkdir()
    path.write_text("".join(f"key_{i}: 1\n" for i in range(50_000)))
    lines = in_time(lambda: refused(capsys, ["validate", str(path)], stream="out"), 60).splitlines()
    assert len(lines) == MAX_LISTED + 1, lines[:3]
    assert lines[1] == f"{path}:1: key_0: Extra inputs are not permitted"
    assert lines[-1] == f"{path}:{MAX_LISTED}: (file): and 49,991 more problems not listed"


@pytest.mark.skipif(not os.access("/proc/kmsg", os.R_OK), reason="no readable kernel log here")
def test_a_deck_file_that_waits_for_input_is_refused_without_waiting(capsys, no_app):
    """Issue 23: /proc/kmsg is a regular file by its type, but reading it waits for the kernel's next message: the
    game never started and never said why."""
    message = one_line(refused(capsys, ["play", "christianity", "--players", "2", "--option",
                                        "deck_1_file=/proc/kmsg"]))
    assert message.startswith("bible-tabletop: Righteous player 1's deck file: /proc/kmsg:"), message


def test_a_symlink_loop_as_a_force_file_exits_2_with_one_line(tmp_path):
    """Issue 23: the loop raised RuntimeError while the file was named for its message: a traceback and exit 1."""
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop)
    env = {**os.environ, "BIBLE_TABLETOP_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "bible_tabletop", "play", "bashers", "--option",
                           f"force1_file={loop}"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 2 and done.stdout == "", done
    assert done.stderr == (f"bible-tabletop: Seat 1's force file: {loop}:1: (file): a readable data file (Too many "
                           f"levels of symbolic links).\n"), done.stderr


def test_output_cut_short_by_its_reader_ends_without_a_traceback(tmp_path):
    """`validate | head -1` over thousands of problems: the first line, then a quiet stop (exit 141, like a shell)."""
    path = repeated_to_the_limit("christianity", "cards-righteous.yaml", tmp_path)
    done = subprocess.run(f"'{sys.executable}' -m bible_tabletop validate '{path}' | head -1; "
                          "echo ${PIPESTATUS[0]} >&2", shell=True, executable="/bin/bash", capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert len(done.stdout.splitlines()) == 1 and "a card id used once in the pool" in done.stdout, done
    assert done.stderr.strip() == "141", done.stderr[-500:]


@pytest.mark.parametrize("kind, says", [
    ("fifo", "a YAML file or a folder (this is a pipe or a device)"),
    ("missing", "an existing YAML file or folder"),
    ("dangling-link", "an existing YAML file or folder"),
    ("not-utf8", "UTF-8 text (byte"),
    ("outside-a-game-folder", "a data file of a known game folder"),
])
def test_a_data_path_that_is_not_a_data_file_is_named(tmp_path, capsys, kind, says):
    folder = tmp_path / ("misc" if kind == "outside-a-game-folder" else "brawl")
    folder.mkdir()
    path = folder / "pack-no-pity.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dangling-link":
        path.symlink_to(folder / "gone.yaml")
    elif kind == "not-utf8":
        path.write_bytes(b"title: caf\xe9\n")
    elif kind == "outside-a-game-folder":
        path.write_text("title: x\n")
    out = refused(capsys, ["validate", str(path)], stream="out")
    assert "pack-no-pity.yaml:1: (file): " in out and says in out, out


REQUIRED = [(game, name) for game, names in {
    "barbarians": ["cards.yaml", "characters.yaml"], "brawl": ["characters.yaml", "actions.yaml"],
    "tribond": ["cards-*.yaml"], "christianity": ["cards-*.yaml", "deck-*.yaml"],
    "bashers": ["scenarios/*.yaml", "forces/*.yaml"]}.items() for name in names]


@pytest.mark.parametrize("game, missing", REQUIRED, ids=[f"{g}-{m}" for g, m in REQUIRED])
def test_a_game_folder_missing_a_required_file_fails_validate(tmp_path, capsys, game, missing):
    """It used to pass validate and fail only at play."""
    folder = tmp_path / game
    shutil.copytree(ASSETS / game, folder)
    for f in folder.glob(missing):
        f.unlink()
    out = refused(capsys, ["validate", str(folder)], stream="out")
    assert f"{missing}:1: (file): a file the {game} game needs" in out, out


def test_a_play_with_a_data_file_that_became_broken_says_where(tmp_path, capsys, no_app, monkeypatch):
    """A data file broken after install (a key twice) stops `play` with file:line and exit 2, not a traceback."""
    from bible_tabletop.games.barbarians.rules import models, game as rules

    data_copy(tmp_path, "barbarians", "cards.yaml", top_dup)
    shutil.copy(ASSETS / "barbarians" / "characters.yaml", tmp_path / "barbarians")
    monkeypatch.setattr(models, "GAME_ASSETS", tmp_path / "barbarians")
    caches = (rules.deck_cards, rules.character_names, rules.character_skills)
    for cached in caches:
        cached.cache_clear()
    try:
        message = refused(capsys, ["play", "barbarians", "--seed", "1"])
    finally:
        for cached in caches:
            cached.cache_clear()
    assert "cards.yaml:" in message and "each key once in a mapping" in message, message


# -- command lines -------------------------------------------------------------------------------------------
HUGE = "9" * 5000
COMMAND_LINES = [
    (["play", "barbarians", "--players", "0"], "Bar Barians takes 2 to 6 players, not 0."),
    (["play", "barbarians", "--players", "-3"], "Bar Barians takes 2 to 6 players, not -3."),
    (["play", "barbarians", "--players", "two"], "invalid int value"),
    (["play", "barbarians", "--players", HUGE], "--players"),
    (["play", "christianity", "--players", "6"], "Christianity: The Card Game takes 1 to 5 players, not 6."),
    (["play", "bashers", "--players", "3"], "Bible Bashers takes 2 players, not 3."),
    (["play", "tribond", "--players", "1"], "Bible TriBond takes 2 to 5 players, not 1."),
    (["play", "chess"], "chess"),
    (["play", ""], "unknown game ''"),
    (["play"], "the following arguments are required: GAME"),
    (["play", "barbarians", "--seed", "x"], "invalid int value"),
    (["play", "barbarians", "--seed", HUGE], "--seed"),
    (["play", "barbarians", "--computer", "x"], "a seat number, or SEAT:LEVEL"),
    (["play", "barbarians", "--computer", "-1"], "Seat -1 cannot be a computer seat"),
    (["play", "barbarians", "--option", "=x"], "--option wants KEY=VALUE, not '=x'"),
    (["play", "barbarians", "--option", "side=indoor", "--option", "side=outdoor"], "--option side is given twice"),
    (["play", "barbarians", "--option", "side="], "The option side takes indoor or outdoor, not ''."),
    (["play", "barbarians", "--option", "[red]=1"], "Bar Barians has no option '[red]'"),
    (["play", "brawl", "--option", "first=9"], "The option first takes 1, 2, 3, 4, 5 or random, not '9'."),
    (["play", "brawl", "--option", "balanced=maybe"], "The option balanced takes"),
    (["play", "tribond", "--option", "paths=4"], "The option paths takes"),
    (["play", "christianity", "--option", "game_type=solo"], "The option game_type takes"),
    (["play", "christianity", "--option", "deck_1=weird"], "The option deck_1 takes"),
    (["play", "bashers", "--option", "scenario=moon"], "The option scenario takes"),
    (["play", "brawl", "--name", "Ab" * 5000], "A name has at most 40 characters; seat 1's has 10,000."),
    (["play", "barbarians", "--name", "Ann", "--name", "x" * 41], "A name has at most 40 characters; seat 2's has 41."),
    (["play", "barbarians", "--name", "\x1b[2J\x1b[31mEvil"], "Seat 1's name holds a control character"),
    (["play", "barbarians", "--name", "Ann", "--name", "Two\nLines"], "Seat 2's name holds a control character"),
    (["play", "tribond", "--name", "Tab\tby"], "Seat 1's name holds a control character"),
    (["play", "barbarians", "--unknown"], "unrecognized arguments: --unknown"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["demo", "barbarians", "--players", "9"], "Bar Barians takes 2 to 6 players, not 9."),
    (["demo", "chess"], "chess"),
    (["rules", "chess"], "chess"),
    (["replay"], "the following arguments are required: SAVE"),
    (["simulate", "barbarians", "--games", "-5"], "--games takes 1 to 10,000 games, not -5"),
    (["simulate", "barbarians", "--games", HUGE], "--games"),
    (["simulate", "barbarians", "--games", "2", "--option", "rome=maybe"], "The option rome takes"),
    (["simulate", "brawl", "--games", "2", "--players", "9"], "Bible Brawl takes 2 to 5 players, not 9."),
    (["simulate", "barbarians", "--games", "2", "--plot", "chart.png"], "--plot: chart.png must end in .svg"),
    (["serve", "--port", "0"], "--port takes 1 to 65535, not 0"),
    (["serve", "--port", "70000"], "--port takes 1 to 65535, not 70000"),
    (["serve", "--max-sessions", "0"], "--max-sessions takes 1 to 16, not 0"),
    (["validate", "   "], "an empty path names no file or folder"),
    # issue 23: an option for a seat the table does not have was dropped; a path that names no file is refused
    # with the option named
    (["play", "christianity", "--players", "2", "--option", "deck_3_file=/nonexistent.yaml"],
     "The option deck_3_file is for Righteous player 3, and this 2-player game has 2 Righteous players"),
    (["play", "christianity", "--players", "2", "--option", "deck_3=shield"],
     "The option deck_3 is for Righteous player 3, and this 2-player game has 2 Righteous players"),
    (["play", "christianity", "--players", "3", "--option", "game_type=human_evil", "--option", "deck_3=body"],
     "The option deck_3 is for Righteous player 3, and this 3-player game has 2 Righteous players"),
    (["play", "christianity", "--option", "deck_2_file=x.yaml"], "this 1-player game has 1 Righteous player"),
    (["play", "christianity", "--option", "deck_1_file=" + "d/" * 2500],
     "The option deck_1_file takes the path of a file: this path is 5,000 characters long"),
    (["play", "christianity", "--option", "deck_1_file=~nosuchuser/deck.yaml"],
     "The option deck_1_file takes the path of a file: there is no user 'nosuchuser' on this machine"),
    (["play", "bashers", "--option", "force2_file=~nosuchuser/force.yaml"],
     "The option force2_file takes the path of a file: there is no user 'nosuchuser' on this machine"),
    (["play", "christianity", "--option", "deck_1_file=\x1b[2Jdeck.yaml"],
     "The option deck_1_file takes the path of a file: a path cannot hold a control character"),
]


@pytest.mark.parametrize("argv, says", COMMAND_LINES, ids=[" ".join(a)[:40] for a, _ in COMMAND_LINES])
def test_a_bad_command_line_gets_one_short_sentence_and_exit_2(capsys, no_app, argv, says):
    message = one_line(refused(capsys, argv))
    assert says in message, message
    assert len(message) < 300, f"the message repeats what was typed: {message[:80]}..."


@pytest.mark.parametrize("game, option, kind, says", [
    ("christianity", "deck_1_file", "missing", "Righteous player 1's deck file: {path}:1: (file): a readable data file"),
    ("christianity", "deck_2_file", "fifo", "Righteous player 2's deck file: {path}:1: (file): a regular file"),
    ("christianity", "deck_1_file", "folder", "Righteous player 1's deck file: {path}:1: (file): a regular file"),
    ("christianity", "deck_1_file", "alias", "Righteous player 1's deck file: {path}:1: a: no anchors or aliases"),
    ("bashers", "force1_file", "missing", "Seat 1's force file: {path}:1: (file): a readable data file"),
    ("bashers", "force2_file", "fifo", "Seat 2's force file: {path}:1: (file): a regular file"),
    ("bashers", "force1_file", "duplicate-key", "Seat 1's force file: {path}:2: name: each key once in a mapping"),
    ("bashers", "force1_file", "5000-digits", "Seat 1's force file: {path}:1: points: a number of at most 100 digits"),
    ("christianity", "deck_1_file", "loop",
     "Righteous player 1's deck file: {path}:1: (file): a readable data file (Too many levels of symbolic links)"),
    ("bashers", "force2_file", "loop",
     "Seat 2's force file: {path}:1: (file): a readable data file (Too many levels of symbolic links)"),
])
def test_a_players_own_data_file_named_on_the_command_line_is_checked_before_play(tmp_path, capsys, no_app, game,
                                                                                 option, kind, says):
    """A deck or force file of a player's own (--option deck_N_file / forceN_file) is read at setup with the loader's
    limits: a pipe never hangs it, and a bad file says file:line: field: what was expected."""
    path = tmp_path / f"{kind}.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "alias":
        path.write_text("a: &a 1\nb: *a\n")
    elif kind == "duplicate-key":
        path.write_text("name: x\nname: y\n")
    elif kind == "5000-digits":
        path.write_text(f"points: {'9' * 5000}\n")
    elif kind == "loop":  # resolving it for the message raised RuntimeError: a traceback and exit 1
        path.symlink_to(path)
    message = one_line(refused(capsys, ["play", game, "--players", "2", "--option", f"{option}={path}"]))
    assert says.format(path=path, name=path.name) in message, message


@pytest.mark.parametrize("argv", [
    ["simulate", "barbarians", "--games", "2", "--json", "{missing}/report.json"],
    ["simulate", "barbarians", "--games", "2", "--json", "{folder}"],
    ["simulate", "barbarians", "--games", "2", "--plot", "{missing}/chart.svg"],
    ["bench", "--json", "{missing}/bench.json"],
    ["bench", "--json", "{folder}"],
    ["simulate", "barbarians", "--games", "2", "--json", "/proc/version"],
    ["simulate", "barbarians", "--games", "2", "--plot", "/proc/version.svg"],
    ["bench", "--json", "/proc/version"],
    ["bench", "--json", "/dev/full"],
], ids=["simulate-json-missing-folder", "simulate-json-folder", "simulate-plot-missing-folder",
        "bench-json-missing-folder", "bench-json-folder", "simulate-json-proc", "simulate-plot-proc",
        "bench-json-proc", "bench-json-full-disk"])
def test_a_report_that_cannot_be_written_is_refused_before_any_work(tmp_path, capsys, monkeypatch, argv):
    """Issue 23: /proc/version passed the checks (the permission check says yes to root) and was found out only
    after the whole bench; now the file is opened for writing, and nothing written, before any work."""
    if any(a.startswith(("/proc/", "/dev/")) and not os.path.exists(a.removesuffix(".svg")) for a in argv):
        pytest.skip("a Linux file")
    from bible_tabletop import bench
    from bible_tabletop.engine import playout

    monkeypatch.setattr(bench, "run_all", lambda *a, **k: pytest.fail("the benchmarks ran"))
    monkeypatch.setattr(playout, "simulate", lambda *a, **k: pytest.fail("the games were played"))
    argv = [a.format(missing=tmp_path / "nope", folder=tmp_path) for a in argv]
    message = one_line(refused(capsys, argv))
    assert "does not exist" in message or "is a folder" in message or "cannot be written" in message, message


LONG = "a" * 300  # one name longer than any file system takes (255)


@pytest.mark.parametrize("argv", [
    ["validate", LONG], ["simulate", "barbarians", "--games", "1", "--json", LONG],
    ["simulate", "barbarians", "--games", "1", "--plot", f"{LONG}.svg"], ["bench", "--json", LONG],
    ["resume", LONG], ["replay", LONG], ["play", "christianity", "--option", f"deck_1_file={LONG}"],
], ids=["validate", "simulate-json", "simulate-plot", "bench-json", "resume", "replay", "deck-file"])
def test_a_path_too_long_for_the_system_gets_one_line_and_exit_2(capsys, no_app, monkeypatch, argv):
    """Asking whether such a path is a folder raised OSError: a traceback and exit 1."""
    from bible_tabletop import bench
    from bible_tabletop.engine import playout

    monkeypatch.setattr(bench, "run_all", lambda *a, **k: pytest.fail("the benchmarks ran"))
    monkeypatch.setattr(playout, "simulate", lambda *a, **k: pytest.fail("the games were played"))
    message = one_line(refused(capsys, argv))
    assert LONG in message and ("File name too long" in message or "file name too long" in message), message


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is a Linux device")
def test_a_report_written_to_a_full_disk_names_the_file(capsys, monkeypatch):
    """Used to say 'cannot write None' (the system names no file for a full device); now said before the games."""
    from bible_tabletop.engine import playout

    monkeypatch.setattr(playout, "simulate", lambda *a, **k: pytest.fail("the games were played"))
    message = one_line(refused(capsys, ["simulate", "barbarians", "--games", "1", "--json", "/dev/full"]))
    assert message == "bible-tabletop: --json: /dev/full cannot be written (No space left on device)", message


def test_validate_of_nothing_is_refused_not_ok_0_files(tmp_path, capsys):
    assert "an empty path" in refused(capsys, ["validate", ""])
    (tmp_path / "empty").mkdir()
    assert "a folder holding YAML data files" in refused(capsys, ["validate", str(tmp_path / "empty")], stream="out")


@pytest.mark.parametrize("argv", [["play", "barbarians", "--players", "0"], ["resume", "/dev/null"],
                                  ["simulate", "barbarians", "--games", "0"], ["validate", ""]],
                         ids=["players-0", "resume-dev-null", "games-0", "validate-empty"])
def test_the_process_exit_code_is_2_with_one_line_and_no_traceback(tmp_path, argv):
    env = {**os.environ, "BIBLE_TABLETOP_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "bible_tabletop", *argv], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 2, done
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1, done
    assert_plain(done.stderr)


# -- player-typed text on the command line ---------------------------------------------------------------------
@pytest.mark.parametrize("name", ["[/b]", "[red]", "[@click=app.quit]x[/]", "[link=http://x]y[/link]"])
def test_a_name_that_looks_like_markup_is_kept_as_typed_in_the_setup(name):
    from bible_tabletop.engine.setup_check import check_setup

    for game, spec in BUILT.items():
        config = check_setup(rules_for(game), players=2 if spec.max_players >= 2 else 1, names=[name], seed=1)
        assert config.names == [name]
