"""The command line: validate (error format, exit codes), simulate, resume of bad files, bad arguments."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bible_tabletop import cli

ROOT = Path(__file__).resolve().parents[2]


def run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "bible_tabletop", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


def test_validate_shipped_data_is_clean():
    r = run("validate")
    assert r.returncode == 0 and "ok" in r.stdout


def test_validate_broken_file_prints_path_line_field_and_exits_2(tmp_path):
    folder = tmp_path / "barbarians"
    folder.mkdir()
    text = (ROOT / "assets/barbarians/cards.yaml").read_text().replace("copies: 4", "copies: many", 1)
    (folder / "cards.yaml").write_text(text)
    r = run("validate", str(folder))
    assert r.returncode == 2
    line = text.splitlines().index("    copies: many") + 1
    assert f"cards.yaml:{line}: cards[0].copies: " in r.stdout


def test_validate_missing_path_exits_2(tmp_path):
    r = run("validate", str(tmp_path / "nope.yaml"))
    assert r.returncode == 2 and "nope.yaml:1:" in r.stdout


def test_simulate_json_report():
    r = run("simulate", "barbarians", "--games", "20", "--seed", "4", "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    for key in ("game", "players", "games", "completed", "errors", "invariant_violations", "actions", "seconds",
                "actions_per_second", "games_per_second", "wins"):
        assert key in report
    assert report["completed"] == 20 and report["errors"] == 0


def test_simulate_with_named_bots_reports_wins():
    r = run("simulate", "barbarians", "--games", "10", "--seed", "2", "--players", "2", "--bot", "brawler",
            "--bot", "random")
    assert r.returncode == 0 and "seat 1" in r.stdout


def test_unknown_game_and_unbuilt_game_exit_2_in_one_line():
    """An unknown game, and each game still coming (none once all five are built), is refused in one line."""
    from bible_tabletop.games.registry import PLANNED

    for game in ("chess", *PLANNED):
        r = run("play", game)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_bad_arguments_exit_2_without_traceback():
    for args in (("simulate", "barbarians", "--games", "x"), ("play", "barbarians", "--option", "side=moon"),
                 ("play", "barbarians", "--players", "9"), ("frobnicate",)):
        r = run(*args)
        assert r.returncode == 2, args
        assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_resume_bad_file_exits_2_naming_it(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    r = run("resume", str(bad))
    assert r.returncode == 2 and str(bad) in r.stderr


def test_resume_with_no_saves_exits_2(tmp_path):
    import os

    env = dict(os.environ, BIBLE_TABLETOP_HOME=str(tmp_path / "empty"))
    r = run("resume", env=env)
    assert r.returncode == 2 and "no autosave" in r.stderr


def test_rules_prints_the_rules_page():
    r = run("rules", "barbarians")
    assert r.returncode == 0 and "Bar Barians" in r.stdout


def test_version():
    r = run("--version")
    assert r.returncode == 0 and "bible-tabletop" in r.stdout


def test_validate_brawl_unknown_effect_key_and_handler_name_file_and_line(tmp_path):
    """Issue 3: an unknown effect, key or handler in Brawl data fails validate with file and line (exit 2)."""
    folder = tmp_path / "brawl"
    folder.mkdir()
    text = (ROOT / "assets/brawl/characters.yaml").read_text()
    text = text.replace("{do: defeat, who: enemy, class: Beast, honor: true}", "{do: smite, who: enemy}", 1)
    text = text.replace("{do: handler, name: samson}", "{do: handler, name: hair}", 1)
    text = text.replace("    copies: 2\n    cost: 3\n", "    copies: 2\n    cost: 3\n    colour: red\n", 1)
    (folder / "characters.yaml").write_text(text)
    r = run("validate", str(folder))
    assert r.returncode == 2, r.stdout
    lines = text.splitlines()
    smite = next(i + 1 for i, ln in enumerate(lines) if "do: smite" in ln)
    hair = next(i + 1 for i, ln in enumerate(lines) if "name: hair" in ln)
    colour = next(i + 1 for i, ln in enumerate(lines) if "colour: red" in ln)
    out = r.stdout
    assert f"characters.yaml:{smite}:" in out and "smite" in out
    assert f"characters.yaml:{hair}:" in out and "unknown handler 'hair'" in out
    assert f"characters.yaml:{colour}:" in out and ".colour: Extra inputs are not permitted" in out


def test_play_with_a_broken_data_file_says_where_and_exits_2(tmp_path, monkeypatch, capsys):
    """Bad input never crashes: a broken clue-bank file gives file:line: field: expected, and exit code 2."""
    from bible_tabletop.games.tribond.rules import models, game as rules

    folder = tmp_path / "tribond"
    folder.mkdir()
    text = (ROOT / "assets/tribond/cards-law.yaml").read_text()
    broken = text.replace("refs: [", 'refs: ["Hezekiah 3:1", ', 1)
    (folder / "cards-law.yaml").write_text(broken)
    monkeypatch.setattr(models, "GAME_ASSETS", folder)
    models.load_bank.cache_clear()
    rules.bank.cache_clear()
    try:
        assert cli.main(["play", "tribond", "--players", "2"]) == 2
    finally:
        models.load_bank.cache_clear()
        rules.bank.cache_clear()
    line = next(i + 1 for i, ln in enumerate(broken.splitlines()) if "Hezekiah" in ln)
    err = capsys.readouterr().err
    assert f"cards-law.yaml:{line}:" in err and "'Hezekiah' is not one of the 66 books" in err


# -- issue 9: every bad command line or setup gets one sentence and exit 2 before any work starts --------------

LIBRARY_WORDS = ("pydantic", "http", "options.", "Value error", "Error:", "Traceback", "For further information")


@pytest.fixture
def no_app(monkeypatch):
    """The app must not start: a refused command line stops before it."""
    def started(*_):
        raise AssertionError("the app started")
    monkeypatch.setattr(cli, "run_app", started)


def refused(capsys, argv: list[str]) -> str:
    assert cli.main(argv) == 2, argv
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and out.out == "", (argv, out)
    for word in LIBRARY_WORDS:
        assert word not in lines[0], (word, lines[0])
    return lines[0]


@pytest.mark.parametrize("argv, says", [
    (["play", "barbarians", "--players", "0"], "Bar Barians takes 2 to 6 players, not 0."),
    (["play", "brawl", "--players", "1000000000"], "Bible Brawl takes 2 to 5 players, not 1000000000."),
    (["play", "barbarians", "--option", "colour=red"], "Bar Barians has no option 'colour'"),
    (["play", "brawl", "--option", "win=17"], "The option win takes 20, 15 or 30, not '17'."),
    (["play", "tribond", "--option", "level=genius"], "The option level takes normal, easy or expert, not 'genius'."),
    (["play", "barbarians", "--option", "characters=barbie,barbie"], "Barbie is chosen twice"),
    (["play", "barbarians", "--option", "characters=barbie,bob"], "'bob' is not one of the characters"),
    (["play", "barbarians", "--option", "characters=barbie"], "for each of the 2 seats (1 was chosen)."),
    (["play", "barbarians", "--players", "2", "--name", "A", "--name", "B", "--name", "C"],
     "3 names were given for 2 players"),
    (["play", "barbarians", *sum((["--name", str(n)] for n in range(7)), [])], "7 names were given for 6 players"),
    (["play", "barbarians", "--players", "3", "--computer", "4"], "Seat 4 cannot be a computer seat"),
    (["play", "barbarians", "--computer", "0"], "Seat 0 cannot be a computer seat"),
    (["play", "barbarians", "--computer", "2", "--computer", "2"], "Seat 2 is named twice as a computer seat."),
    (["play", "barbarians", "--option", "first=5"], "First player 5 is not a seat of a 2-player game."),
    (["play", "barbarians", "--option", "side"], "--option wants KEY=VALUE, not 'side'"),
    (["demo", "tribond", "--players", "0"], "Bible TriBond takes 2 to 5 players"),
    (["simulate", "barbarians", "--games", str(10**9)], "--games takes 1 to 10,000 games, not 1000000000"),
    (["simulate", "barbarians", "--games", "0"], "--games takes 1 to 10,000 games"),
    (["simulate", "barbarians", "--games", "2", "--players", "0"], "Bar Barians takes 2 to 6 players, not 0."),
    (["simulate", "barbarians", "--games", "2", "--option", "side=moon"], "The option side takes indoor or outdoor"),
    (["simulate", "barbarians", "--games", "2", "--bot", "clever"], "Bar Barians has no computer player 'clever'"),
    (["validate", ""], "an empty path names no file or folder"),
])
def test_a_bad_command_line_gets_one_sentence_and_exit_2(capsys, no_app, argv, says):
    assert says in refused(capsys, argv)


@pytest.mark.parametrize("seat, says", [("2:clever", "a level is one of easy, normal, hard, not 'clever'"),
                                         ("two", "a seat number, or SEAT:LEVEL (2:hard), not 'two'")])
def test_a_bad_computer_seat_or_level_gets_one_line_and_exit_2(capsys, seat, says):
    """Issue 22: `--computer SEAT[:LEVEL]` refuses a level or a seat it does not know in one line."""
    with pytest.raises(SystemExit) as stopped:
        cli.build_parser().parse_args(["play", "barbarians", "--computer", seat])
    err = capsys.readouterr().err.strip()
    assert stopped.value.code == 2 and len(err.splitlines()) == 1 and says in err


def test_bench_json_into_a_missing_folder_is_refused_before_the_benchmarks(capsys, tmp_path, monkeypatch):
    from bible_tabletop import bench

    monkeypatch.setattr(bench, "run_all", lambda *a, **k: pytest.fail("the benchmarks ran"))
    assert f"the folder {tmp_path / 'nope'} does not exist" in refused(
        capsys, ["bench", "--json", str(tmp_path / "nope" / "b.json")])
    assert "is a folder" in refused(capsys, ["bench", "--json", str(tmp_path)])


def test_simulate_with_a_broken_data_file_says_where_and_exits_2(tmp_path, monkeypatch, capsys):
    """Before: exit 1 and 'replay: bible-tabletop resume None'; now the file:line reason and exit 2."""
    from bible_tabletop.games.tribond.rules import models, game as rules

    folder = tmp_path / "tribond"
    folder.mkdir()
    text = (ROOT / "assets/tribond/cards-law.yaml").read_text()
    (folder / "cards-law.yaml").write_text(text.replace("refs: [", "refs: [\"Hezekiah 3:1\", ", 1))
    monkeypatch.setattr(models, "GAME_ASSETS", folder)
    models.load_bank.cache_clear()
    rules.bank.cache_clear()
    try:
        assert cli.main(["simulate", "tribond", "--games", "3"]) == 2
    finally:
        models.load_bank.cache_clear()
        rules.bank.cache_clear()
    out = capsys.readouterr()
    assert "cards-law.yaml:" in out.err and "'Hezekiah' is not one of the 66 books" in out.err
    assert "resume None" not in out.err and out.out == ""


def test_simulate_failure_without_a_save_says_there_is_nothing_to_replay(capsys, monkeypatch):
    from bible_tabletop.engine import playout

    report = playout.simulate(cli._rules("barbarians"), games=1, seed=1, players=2, check=False)
    report.update(errors=1, failures=[{"seed": 7, "players": 2, "options": {}, "error": "setup: boom",
                                       "violation": None, "save": None}])
    monkeypatch.setattr(playout, "simulate", lambda *a, **k: report)
    assert cli.main(["simulate", "barbarians", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "resume None" not in err and "nothing to replay" in err


def test_simulate_says_1_win_and_2_wins(capsys):
    assert cli.main(["simulate", "barbarians", "--games", "3", "--seed", "1", "--players", "2"]) == 0
    wins = re.findall(r"seat \d: (\d+) (wins?)\n", capsys.readouterr().out)
    assert ("1", "win") in wins and all((n == "1") == (word == "win") for n, word in wins), wins


def test_validate_names_a_missing_required_file(tmp_path, capsys):
    """Before: a brawl folder without actions.yaml passed validate and failed only at play."""
    import shutil

    folder = tmp_path / "brawl"
    shutil.copytree(ROOT / "assets/brawl", folder)
    (folder / "actions.yaml").unlink()
    assert cli.main(["validate", str(folder)]) == 2
    assert "actions.yaml:1: (file): a file the brawl game needs" in capsys.readouterr().out
    (tmp_path / "empty").mkdir()
    assert cli.main(["validate", str(tmp_path / "empty")]) == 2
    assert "(folder): a folder holding YAML data files" in capsys.readouterr().out


def test_validate_lists_problems_by_file_and_line(tmp_path, capsys):
    """A problem found by the check across a game's files (a TriBond clue triple used twice) is listed in its place
    by file and line, not after every problem found file by file."""
    import shutil

    folder = tmp_path / "tribond"
    shutil.copytree(ROOT / "assets/tribond", folder)
    church = (folder / "cards-church.yaml").read_text()
    kiss = church[church.index("      - clues:"):church.index("\n", church.index("refs:"))]  # church-001's first set
    people = (folder / "cards-people.yaml").read_text()
    start = people.index("      - clues:")
    people = people[:start] + kiss + people[people.index("\n", people.index("refs:", start)):]
    (folder / "cards-people.yaml").write_text(people)
    things = (folder / "cards-things.yaml").read_text()
    at = things.index("refs: ")
    (folder / "cards-things.yaml").write_text(things[:at] + 'refs: ["Nowhere 1:1"]' + things[things.index("\n", at):])
    assert cli.main(["validate", str(folder)]) == 2
    lines = capsys.readouterr().out.splitlines()
    found = [ln for ln in lines if "cards-people.yaml:" in ln or "cards-things.yaml:" in ln]
    assert len(found) == 2 and "stands also at cards-church.yaml" in found[0] and "Nowhere" in found[1], lines


@pytest.mark.parametrize("new, at, field, expected", [
    ("title: &t [lol, lol]\nnote: [*t, *t]\n", "title: &t", "title", "no anchors or aliases"),
    ("title: No Pity\ntitle: Pity\n", "title: Pity", "title", "each key once in a mapping (title is also given on"),
    ("title: No Pity\ncost: " + "7" * 5000 + "\n", "cost: 777", "cost", "a number of at most 100 digits"),
])
def test_validate_refuses_aliases_repeated_keys_and_huge_numbers_at_once(tmp_path, capsys, new, at, field, expected):
    text = (ROOT / "assets/brawl/pack-no-pity.yaml").read_text()
    broken = text.replace("title: No Pity\n", new, 1)
    path = tmp_path / "brawl" / "pack-no-pity.yaml"
    path.parent.mkdir()
    path.write_text(broken)
    assert cli.main(["validate", str(path)]) == 2
    out = capsys.readouterr().out
    line = next(i + 1 for i, ln in enumerate(broken.splitlines()) if ln.startswith(at))
    assert f"pack-no-pity.yaml:{line}: {field}: {expected}" in out, out
    assert "Traceback" not in out and "Exceeds the limit" not in out


def test_validate_refuses_a_file_over_the_size_limit_unread(tmp_path, capsys):
    from bible_tabletop.engine.data import MAX_BYTES

    folder = tmp_path / "barbarians"
    folder.mkdir()
    big = folder / "cards.yaml"
    big.write_text((ROOT / "assets/barbarians/cards.yaml").read_text() + "#" * MAX_BYTES)
    assert cli.main(["validate", str(big)]) == 2
    assert f"cards.yaml:1: (file): a data file of at most {MAX_BYTES:,} bytes" in capsys.readouterr().out


def test_validate_of_a_pipe_says_what_it_is(tmp_path, capsys):
    import os

    os.mkfifo(tmp_path / "cards.yaml")
    assert cli.main(["validate", str(tmp_path / "cards.yaml")]) == 2
    assert "cards.yaml:1: (file): a YAML file or a folder (this is a pipe or a device)" in capsys.readouterr().out
