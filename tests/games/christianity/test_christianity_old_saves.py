"""Saves written before the screen's facts left Christianity's state still resume (issue 20: no screen facts in a
game's state). The fixtures in old_saves/ were written by main's code just before the change (a human-Evil table
whose last action was a computer's, a 2-player game with a computer seat, a human-Evil table whose Evil seat is a
computer's); their digests hold computer_evil, computers and evil_at_keyboard, so they resume only through the
engine's former_digests hook."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bible_tabletop.engine import saves
from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session
from bible_tabletop.games.christianity.rules.game import RULES

OLD = Path(__file__).parent / "old_saves"
FIXTURES = ("human_evil.json", "plain_with_computer.json", "computer_evil.json")


@pytest.fixture(params=FIXTURES)
def old_save(request, tmp_path) -> Path:
    path = tmp_path / request.param
    shutil.copyfile(OLD / request.param, path)
    return path


def test_an_old_save_resumes_to_its_position_and_plays_on(old_save):
    """Issue 20: the replay reaches the saved position in its older form (the three facts put back as the old code
    set them), which today's digest alone does not match; the game then goes on and saves in today's form."""
    data = json.loads(old_save.read_text())
    session = Session.load(old_save)
    assert [s.action.model_dump() for s in session.steps] == data["actions"]
    assert digest(session.state) != data["digest"]  # an old form: without the hook it would be refused
    former = list(session.rules.former_digests(session.state, session.config, [s.action for s in session.steps]))
    assert former == [data["digest"]]
    bot = RandomBot(1)
    for _ in range(12):
        if session.outcome is not None:
            break
        session.act(bot.choose(session.rules, session.state, session.to_act))
    assert len(session.steps) > len(data["actions"])
    again = Session.load(old_save)  # autosaved in today's form by the moves played on
    assert digest(again.state) == digest(session.state) == json.loads(old_save.read_text())["digest"]


def test_the_old_form_names_who_acted_last_at_the_keyboard():
    """The older form's evil_at_keyboard follows the last human's action, not a computer's: the human-Evil fixture
    ends on the computer seat 0's action after the human Evil seat 2 acted, so the old digest needs True there."""
    data = json.loads((OLD / "human_evil.json").read_text())
    assert data["actions"][-1]["by"] == 0 and data["config"]["computer"] == [0]
    session = Session.load(OLD / "human_evil.json", keep_autosave=False)
    taken = [s.action for s in session.steps]
    no_computers = GameConfig.model_validate({**data["config"], "computer": []})
    assert data["digest"] in session.rules.former_digests(session.state, session.config, taken)
    assert data["digest"] not in session.rules.former_digests(session.state, no_computers, taken)


@pytest.mark.parametrize("name", FIXTURES)
def test_a_save_matching_neither_form_is_still_refused(name, tmp_path):
    """A save whose digest is neither today's form nor the older one is refused with today's sentence."""
    data = json.loads((OLD / name).read_text())
    data["digest"] = "0" * 32
    path = tmp_path / name
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match=r"the replay does not reach the saved position \(digest differs\)"):
        Session.load(path)


def test_a_new_save_resumes_by_todays_digest(tmp_path):
    """A game saved after the change resumes by its own digest, which no longer holds the three facts."""
    config = GameConfig(game="christianity", players=3, computer=[0], options={"game_type": "human_evil"})
    session = Session(RULES, config, 5, autosave=tmp_path / "new.json")
    bot = RandomBot(2)
    for _ in range(20):
        session.act(bot.choose(session.rules, session.state, session.to_act))
    assert digest(Session.load(tmp_path / "new.json").state) == digest(session.state)
