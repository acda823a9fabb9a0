"""The command line: validate (error format, exit codes), simulate, resume of bad files, bad arguments."""

import json
import subprocess
import sys
from pathlib import Path

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
    for game in ("chess", "bashers"):
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
    from bible_tabletop import cli
    from bible_tabletop.games.tribond import models, rules

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
