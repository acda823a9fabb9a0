"""Session: undo, autosave, save/load with digest, broken and foreign save files."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from bible_tabletop.engine import saves
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.engine.session import Session
from bible_tabletop.games.barbarians.rules.actions import Breather, Place, Stumble
from bible_tabletop.games.registry import rules_for

RULES = rules_for("barbarians")


def new_session(tmp_path, **kw):
    return Session(RULES, GameConfig(game="barbarians", players=3), 11, autosave=tmp_path / "auto.json", **kw)


def placed(tmp_path):
    s = new_session(tmp_path)
    for area in (0, 1, 2):
        s.act(Place(area=area))
    return s


def test_undo_own_decision_that_revealed_nothing(tmp_path):
    s = placed(tmp_path)
    seat = s.to_act
    area = s.state.fighters[seat].area
    move = next(a for a in s.legal() if a.kind == "stumble")
    s.act(move)
    assert s.can_undo()
    s.undo()
    assert s.state.fighters[seat].area == area and s.state.actions_left == 3


def test_no_undo_after_a_card_was_drawn(tmp_path):
    s = placed(tmp_path)
    s.act(Breather())
    assert not s.can_undo()
    with pytest.raises(IllegalAction):
        s.undo()


def test_no_undo_of_another_players_decision(tmp_path):
    s = new_session(tmp_path)
    s.act(Place(area=0))  # seat 1 placed; now seat 2 decides
    assert s.to_act != s.steps[-1].seat
    assert not s.can_undo()


def test_autosave_after_every_action_and_load_replays_to_same_digest(tmp_path):
    s = placed(tmp_path)
    s.act(Breather())
    loaded = Session.load(tmp_path / "auto.json")
    assert loaded.to_data()["digest"] == s.to_data()["digest"]
    assert len(loaded.steps) == 4


@pytest.mark.parametrize("content, message", [
    (b"", "empty"),
    (b'{"format": "bible-tabletop-save", "vers', "truncated"),
    (b"\x00\x01garbage\xff", "not a save file"),
    (b'{"hello": "world"}', "not a Bible Tabletop save"),
    (b'{"format": "bible-tabletop-save", "version": 99, "game": "barbarians"}', "newer version"),
    (b'{"format": "bible-tabletop-save", "version": 3, "game": "chess", "config": {}, "seed": 1, '
     b'"actions": [], "digest": "x"}', "unknown game"),
    (b'{"format": "bible-tabletop-save", "version": 1, "game": "barbarians", "config": {}, "seed": 1, '
     b'"actions": [], "digest": "x"}', "older version"),
])
def test_broken_or_foreign_save_gives_a_clear_message_and_touches_nothing(tmp_path, content, message):
    good = placed(tmp_path)
    other = tmp_path / "other.json"
    good.save(other)
    before = other.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(saves.SaveError) as err:
        Session.load(bad)
    assert str(bad) in str(err.value) and message in str(err.value)
    assert other.read_bytes() == before and bad.read_bytes() == content


def test_tampered_save_fails_the_digest_check(tmp_path):
    s = placed(tmp_path)
    s.act(Breather())
    data = s.to_data()
    data["digest"] = "0" * 32
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="digest"):
        Session.load(path)


def test_a_digest_of_an_older_form_the_rules_name_resumes_the_save(tmp_path, monkeypatch):
    """Issue 20: a position saved before a field left the state resumes when the rules' former_digests name its
    saved digest (given the config and the replayed actions); by default they name none, and it is refused."""
    s = placed(tmp_path)
    data = s.to_data()
    data["digest"] = "f" * 32
    path = tmp_path / "older.json"
    path.write_text(json.dumps(data))
    assert list(RULES.former_digests(s.state, s.config, [step.action for step in s.steps])) == []
    with pytest.raises(saves.SaveError, match="digest differs"):
        Session.load(path)
    asked = []

    def former(self, state, config, actions):
        asked.append((config, list(actions)))
        return ["f" * 32]

    monkeypatch.setattr(type(RULES), "former_digests", former)
    loaded = Session.load(path)
    assert loaded.to_data()["actions"] == data["actions"]
    assert asked == [(loaded.config, [step.action for step in loaded.steps])]


def test_save_with_an_illegal_action_names_it(tmp_path):
    s = placed(tmp_path)
    data = s.to_data()
    data["actions"].append(Stumble(area=s.state.fighters[s.to_act].area).model_dump())
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="action 4 does not replay"):
        Session.load(path)


def test_atomic_write_leaves_no_temp_files(tmp_path):
    placed(tmp_path)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")] == []
    assert json.loads((tmp_path / "auto.json").read_text())["format"] == saves.FORMAT


def test_kill_9_mid_game_loses_at_most_the_action_in_progress(tmp_path):
    """A computer-only game autosaving after every action is killed with SIGKILL; the save still loads."""
    code = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from bible_tabletop.engine.session import Session\n"
        "from bible_tabletop.engine.game import GameConfig\n"
        "from bible_tabletop.engine.bots import RandomBot\n"
        "from bible_tabletop.games.registry import rules_for\n"
        "r = rules_for('barbarians')\n"
        "s = Session(r, GameConfig(game='barbarians', players=4), 3, autosave=Path(sys.argv[1]))\n"
        "b = RandomBot(1)\n"
        "while True:\n"
        "    if s.outcome is not None:\n"
        "        s = Session(r, GameConfig(game='barbarians', players=4), 4, autosave=Path(sys.argv[1]))\n"
        "    s.act(b.choose(r, s.state, s.to_act))\n"
    )
    path = tmp_path / "killed.json"
    proc = subprocess.Popen([sys.executable, "-c", code, str(path)])
    deadline = time.monotonic() + 20
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    loaded = Session.load(path)
    assert loaded.steps, "the autosave holds the actions played before the kill"


# -- undo from snapshots (issue 10: Engine 2) --------------------------------------------------------------------

def test_undo_restores_the_exact_position_back_through_a_run_of_own_decisions(tmp_path):
    """Each undo gives back the very position before the action (same digest), back to the start of the turn."""
    s = placed(tmp_path)
    digests = []
    for _ in range(2):
        digests.append(s.to_data()["digest"])
        s.act(next(a for a in s.legal() if a.kind == "stumble"))
    assert len(s._before) == 2
    for expected in reversed(digests):
        s.undo()
        assert s.to_data()["digest"] == expected
    assert not s.can_undo() and "not yours" in s.why_not_undo()


def test_undo_refusal_says_why(tmp_path):
    s = new_session(tmp_path)
    assert s.why_not_undo() == "Nothing to undo yet."
    s.act(Place(area=0))
    with pytest.raises(IllegalAction, match="not yours"):
        s.undo()
    s = placed(tmp_path)
    s.act(Breather())
    with pytest.raises(IllegalAction, match="showed something new"):
        s.undo()


def test_snapshots_are_kept_only_while_undo_can_reach_them(tmp_path):
    """Memory stays bounded: a reveal drops every snapshot, another seat's decision drops the earlier seat's."""
    s = new_session(tmp_path)
    s.act(Place(area=0))
    s.act(Place(area=1))
    assert len(s._before) == 1  # another seat placed: only the last placement could still be undone
    s.act(Place(area=2))
    s.act(next(a for a in s.legal() if a.kind == "stumble"))
    assert len(s._before) == 1
    s.act(Breather())
    assert s._before == []


def test_a_refused_action_changes_nothing(tmp_path):
    s = placed(tmp_path)
    before = s.to_data()["digest"]
    with pytest.raises(IllegalAction):
        s.act(Stumble(area=s.state.fighters[s.to_act].area))
    assert s.to_data()["digest"] == before and len(s.steps) == 3


@pytest.mark.parametrize("game", ["barbarians", "brawl", "tribond"])
def test_a_loaded_game_can_undo_what_the_saved_one_could(tmp_path, game):
    """Loading replays without a snapshot per action, then rebuilds the few undo needs: undo after loading gives
    the same positions as undo in the game that was saved."""
    from bible_tabletop.engine.bots import RandomBot
    from bible_tabletop.engine.digest import digest

    rules = rules_for(game)
    for seed in range(30):
        s = Session(rules, GameConfig(game=game, players=2), seed, autosave=tmp_path / "auto.json")
        bot = RandomBot(seed)
        while s.outcome is None and not (len(s.steps) > 70 and len(s._before) >= 2 and s.can_undo()):
            s.act(bot.choose(rules, s.state, s.to_act))
        if s.outcome is None:
            break
    loaded = Session.load(tmp_path / "auto.json")
    assert len(loaded._before) == len(s._before) >= 2
    while s.can_undo():
        s.undo()
        loaded.undo()
        assert digest(loaded.state) == digest(s.state)
    assert loaded.why_not_undo() == s.why_not_undo()
