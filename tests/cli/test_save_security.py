"""Security of saves on the command line (issue 23, items 2 and 3): `replay` of a game still in play never shows
what one of its players may not see, and a save holding a terminal escape is refused before anything is drawn.

The saves list's `r` (and so every `serve` tab, which runs the same app) is tested in tests/tui/test_replay.py."""

import json

import pytest

from bible_tabletop import cli
from bible_tabletop.engine.bots import bots_for, default_bot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.replay import Replay, StillHidden
from bible_tabletop.engine.session import Session
from bible_tabletop.games.registry import rules_for

HIDDEN = "would show what some of its players may not see"


def played(path, game, players=2, *, options=None, computer=(), moves=None, seed=3):
    """A game played by the game's own computer players for `moves` actions (None: to the end), saved to `path` with
    the seats as given (`computer`: the seats a computer plays; the others are humans at one keyboard)."""
    rules = rules_for(game)
    config = GameConfig(game=game, players=players, computer=list(computer), options=options or {})
    session = Session(rules, config, seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(players)]
    while session.outcome is None and (moves is None or len(session.steps) < moves):
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    session.save(path)
    return session


# (case, game, players, options, computer seats, moves): games not over whose replay would show a hidden card or figure
IN_PLAY_HIDDEN = [
    ("bashers-hidden-deployment-hot-seat", "bashers", 2, {"scenario": "ambush"}, (), 3),
    ("bashers-hidden-deployment-vs-computer", "bashers", 2, {"scenario": "ambush"}, (1,), 3),
    ("christianity-human-evil", "christianity", 3, {"game_type": "human_evil"}, (), 12),
    ("christianity-computer-teammate", "christianity", 2, {}, (1,), 12),
    ("barbarians-hot-seat", "barbarians", 2, {}, (), 10),
    ("barbarians-vs-computer", "barbarians", 3, {}, (1, 2), 10),
    ("brawl-hot-seat", "brawl", 2, {}, (), 10),
]
# games not over whose replay hides nothing from the table: every seat sees the same, or nobody sits at it
IN_PLAY_OPEN = [
    ("tribond", "tribond", 2, {"paths": "1"}, (), 12),
    ("bashers-open-deployment", "bashers", 2, {"scenario": "pitched-battle"}, (), 6),
    ("bashers-hidden-deployment-done", "bashers", 2, {"scenario": "ambush"}, (), 30),
    ("christianity-co-op-hot-seat", "christianity", 2, {}, (), 12),
    ("barbarians-computers-only", "barbarians", 2, {}, (0, 1), 10),
]


def replayed(monkeypatch, path) -> list:
    started = []
    monkeypatch.setattr(cli, "run_app", lambda start: started.append(start) or 0)
    assert cli.main(["replay", str(path)]) == 0
    return started


@pytest.mark.parametrize("case, game, players, options, computer, moves", IN_PLAY_HIDDEN,
                         ids=[c[0] for c in IN_PLAY_HIDDEN])
def test_replay_of_a_game_in_play_that_hides_something_is_refused_saying_why(tabletop_home, capsys, monkeypatch,
                                                                           case, game, players, options, computer,
                                                                           moves):
    """Before: the replay showed the seat to act's hand (the other side's hidden deployment, the Evil hand, a
    computer's cards) to whoever opened it. Now: exit 2, one line, and the app never starts."""
    path = tabletop_home / f"{case}.json"
    session = played(path, game, players, options=options, computer=computer, moves=moves)
    assert session.outcome is None
    if case == "bashers-hidden-deployment-hot-seat":
        assert session.state.phase == "deploy" and session.state.hidden  # the By Night at Dan
    before = path.read_bytes()
    monkeypatch.setattr(cli, "run_app", lambda *_: pytest.fail("the replay started"))
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"bible-tabletop: {path}: this game is not over") and HIDDEN in err, err
    assert "Resume it to play on" in err and "\n" not in err
    with pytest.raises(StillHidden):
        Replay.load(path)
    resumed = []
    monkeypatch.setattr(cli, "run_app", lambda start: resumed.append(start) or 0)
    assert cli.main(["resume", str(path)]) == 0 and resumed  # the game itself opens as ever, for its players
    assert path.read_bytes() == before


@pytest.mark.parametrize("case, game, players, options, computer, moves", IN_PLAY_OPEN,
                         ids=[c[0] for c in IN_PLAY_OPEN])
def test_replay_of_a_game_in_play_that_hides_nothing_still_opens(tabletop_home, monkeypatch, case, game, players,
                                                                 options, computer, moves):
    path = tabletop_home / f"{case}.json"
    session = played(path, game, players, options=options, computer=computer, moves=moves)
    assert session.outcome is None
    if case == "bashers-hidden-deployment-done":
        assert session.state.phase != "deploy"  # everything placed is on the table for both sides now
    (start,) = replayed(monkeypatch, path)
    assert start[0] == "replay" and len(start[1]) == moves


@pytest.mark.parametrize("case, game, players, options, computer, moves", IN_PLAY_HIDDEN[:5],
                         ids=[c[0] for c in IN_PLAY_HIDDEN[:5]])
def test_a_finished_game_replays_in_full_whatever_it_hid(tabletop_home, monkeypatch, case, game, players, options,
                                                        computer, moves):
    path = tabletop_home / f"{case}.json"
    session = played(path, game, players, options=options, computer=computer)
    assert session.outcome is not None
    (start,) = replayed(monkeypatch, path)
    assert len(start[1]) == len(session.steps)


def test_replay_of_a_save_whose_force_holds_an_escape_is_refused_before_anything_is_drawn(tabletop_home, capsys,
                                                                                         monkeypatch):
    """The issue's case: a force's names in `force1_data` holding escapes retitled the terminal and cleared it."""
    from bible_tabletop.games.bashers.ui.builder import shipped_data

    path = tabletop_home / "force.json"
    played(path, "bashers", moves=2)
    data = json.loads(path.read_text())
    force = shipped_data("abramites")
    force["figures"][0]["name"] = "\x1b]0;pwned\x07\x1b[2JAner"
    data["config"]["options"]["force1_data"] = force
    path.write_text(json.dumps(data))
    monkeypatch.setattr(cli, "run_app", lambda *_: pytest.fail("the replay started"))
    for command in ("replay", "resume"):
        assert cli.main([command, str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert "config.options.force1_data.figures.0.name holds a control character" in err, err
        assert "\x1b" not in err and "\x07" not in err and "\n" not in err
