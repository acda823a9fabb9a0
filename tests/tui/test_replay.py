"""Replays (issue 13): a save stepped through on the game's own screen in replay mode, forwards, backwards, to the end
and back to the start, or played at a pace; the log gives each move's rule; a replay never writes to its save."""

import os

import pytest

from bible_tabletop import cli
from bible_tabletop.engine.bots import bots_for, default_bot
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.session import Session
from bible_tabletop.games.registry import rules_for, spec_for
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.gamelog import GameLog
from bible_tabletop.tui.replay import ReplayBanner, ReplayMode
from bible_tabletop.tui.saves import SavesScreen
from tests.tui.waiting import until, wait_for_chart

OPTIONS = {"barbarians": {}, "brawl": {}, "tribond": {"paths": "1"}}


def finished_save(path, game="barbarians", seed=5, names=("Ann", "[red]Bo")):
    """A whole game played by the game's own computer players, saved to `path`."""
    rules = rules_for(game)
    session = Session(rules, GameConfig(game=game, players=2, names=list(names), options=OPTIONS[game]), seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(2)]
    while session.outcome is None:
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    path.parent.mkdir(parents=True, exist_ok=True)
    session.save(path)
    return session


def untouched(path):
    """The save's bytes and modification time, to compare after the replay."""
    return path.read_bytes(), os.stat(path).st_mtime_ns


def replay_app(path):
    app = BibleTabletopApp(start=("replay", Replay.load(path), path.name))
    app.computer_delay_cap = 0.0
    return app


def shown_digest(screen):
    return digest(screen.session.state)


async def test_replay_steps_forwards_backwards_to_the_end_and_back_to_the_start_without_writing_the_save(
        tabletop_home):
    path = tabletop_home / "saves" / "game.json"
    game = finished_save(path)
    before = untouched(path)
    replay = Replay.load(path)
    async with replay_app(path).run_test(size=(110, 32)) as pilot:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ReplayMode) and type(screen).__name__ == "ReplayBarbariansScreen"
        assert screen.at == 0 and shown_digest(screen) == digest(replay.start())
        banner = str(screen.query_one(ReplayBanner).render())
        assert "REPLAY" in banner and "move 0 of" in banner

        for _ in range(3):
            await pilot.press("right")
        await pilot.pause()
        assert screen.at == 3 and len(screen.session.steps) == 3
        assert shown_digest(screen) == digest(replay.position(3))
        third = game.steps[2]
        assert f"move 3 of {len(game.steps)}" in str(screen.query_one(ReplayBanner).render())
        last_line = screen.query_one(GameLog)._kept[-1].plain
        event = game.state.log[third.end - 1]
        assert last_line == f"{event.text}  [{event.rule}]"  # the log narrates the move with its rule

        await pilot.press("left")
        await pilot.pause()
        assert screen.at == 2 and shown_digest(screen) == digest(replay.position(2))
        assert screen.query_one(GameLog)._kept[-1].plain.startswith(game.state.log[game.steps[1].end - 1].text)

        await pilot.press("end")
        await pilot.pause()
        assert screen.at == len(game.steps) and shown_digest(screen) == digest(game.state)
        assert screen.session.outcome is not None and pilot.app.screen is screen  # no game-over box in a replay

        await pilot.press("left")  # back from the end, across a kept copy of the position
        await pilot.pause()
        assert shown_digest(screen) == digest(replay.position(len(game.steps) - 1))

        await pilot.press("home")
        await pilot.pause()
        assert screen.at == 0 and shown_digest(screen) == digest(replay.start())
        assert "the set-up" in str(screen.query_one(ReplayBanner).render())

        await pilot.press("left")  # nothing before the set-up: said, nothing breaks
        await pilot.press("1")  # a move key: refused with the reason, no move made
        await pilot.pause()
        assert screen.at == 0 and not screen.session.steps
        assert any("replay" in n.message for n in pilot.app._notifications)
    assert untouched(path) == before


async def test_replay_plays_at_the_pace_to_the_end_and_pauses_there(tabletop_home):
    path = tabletop_home / "saves" / "g.json"
    game = finished_save(path, seed=8)
    before = untouched(path)
    app = replay_app(path)
    app.computer_delay_cap = 0.2  # a short pace, long enough to see it playing
    async with app.run_test(size=(110, 32)) as pilot:
        screen = pilot.app.screen
        await pilot.press("end", "left", "left", "left", "left", "plus")
        pace = screen.pace
        await pilot.press("space")
        assert not screen.paused and "playing" in str(screen.query_one(ReplayBanner).render())
        await until(pilot, lambda: screen.at == len(game.steps), "the replay's last move", progress=lambda: screen.at)
        assert screen.at == len(game.steps) and screen.paused and pace > 2
        assert shown_digest(screen) == digest(game.state)
    assert untouched(path) == before


@pytest.mark.parametrize("game", ["brawl", "tribond"])
async def test_every_built_game_replays_on_its_own_screen(tabletop_home, game):
    """The replay mode is the same for every game: each game's own screen shows the position at any move."""
    path = tabletop_home / "saves" / f"{game}.json"
    session = finished_save(path, game=game, seed=3)
    before = untouched(path)
    async with replay_app(path).run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ReplayMode) and isinstance(screen, spec_for(game).screen())
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert shown_digest(screen) == digest(Replay.load(path).position(3))
        await pilot.press("end")
        await pilot.pause()
        assert shown_digest(screen) == digest(session.state)
        await pilot.press("left", "left")
        await pilot.pause()
        assert screen.at == len(session.steps) - 2
        assert shown_digest(screen) == digest(Replay.load(path).position(len(session.steps) - 2))
    assert untouched(path) == before


async def test_replay_from_the_saves_list_and_back_to_it(tabletop_home):
    path = tabletop_home / "saves" / "one.json"
    finished_save(path)
    before = untouched(path)
    app = BibleTabletopApp()
    async with app.run_test(size=(110, 32)) as pilot:
        app.action_show_saves()
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayMode)
        await pilot.press("right", "c")
        await wait_for_chart(pilot)
        assert app.screen.query_one("#score-chart").series == ["Ann", "[red]Bo"]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReplayMode)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
    assert untouched(path) == before


def test_replay_command_refuses_a_broken_save_in_one_line(tabletop_home, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert cli.main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("bible-tabletop: ") and "bad.json" in err and len(err.strip().splitlines()) == 1


def in_play(path, game, players, options, moves, seed=3):
    """A hot-seat game (every seat a human) `moves` actions in, each chosen by the game's computer player."""
    rules = rules_for(game)
    session = Session(rules, GameConfig(game=game, players=players, options=options), seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(players)]
    while len(session.steps) < moves:
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    path.parent.mkdir(parents=True, exist_ok=True)
    session.save(path)
    return session


@pytest.mark.parametrize("game, players, options, moves", [
    ("bashers", 2, {"scenario": "ambush"}, 3),  # By Night at Dan, in its hidden deployment
    ("christianity", 3, {"game_type": "human_evil"}, 12),
    ("barbarians", 2, {}, 10),
], ids=["bashers-hidden-deployment", "christianity-human-evil", "barbarians-hands"])
async def test_the_saves_lists_replay_of_a_game_in_play_that_hides_something_is_refused(tabletop_home, game,
                                                                                       players, options, moves):
    """Issue 23: `r` in the saves list (so also in any `serve` tab: the same app) showed the other side's hidden
    figures, the Evil hand, every hand. Now it says why, in a notice, and the list stays; a finished game next to it
    still replays."""
    path = tabletop_home / "saves" / "playing.json"
    in_play(path, game, players, options, moves)
    done = tabletop_home / "saves" / "done.json"
    finished_save(done)
    os.utime(done, (1, 1))  # listed second
    before = untouched(path)
    app = BibleTabletopApp()
    async with app.run_test(size=(110, 32)) as pilot:
        app.action_show_saves()
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        (notice,) = [n for n in app._notifications if n.title == "Cannot replay"]
        assert "this game is not over" in notice.message and "may not see" in notice.message
        await pilot.press("down", "r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayMode) and len(app.screen.replay) == len(Replay.load(done))
    assert untouched(path) == before
