"""Bible TriBond as a person plays it: Pilot presses keys through whole games, spoken and typed, and a race."""

import random

from textual.widgets import Input

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.tribond.actions import Challenge, Judge, Move, Roll
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import GameOver


def make_app(players=2, computer=(), seed=5, **options):
    options = {"paths": "1", "first": "1", **options}
    config = GameConfig(game="tribond", players=players, computer=list(computer), options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 0.05
    return app


def key_for(screen) -> list[str]:
    """The keys a player presses at this point of a spoken game (answers always judged right)."""
    st = screen.session.state
    if st.phase in ("move", "humble"):  # the digit of a path whose piece can move
        return [str(next(a.path for a in screen.session.legal()) + 1)]
    return {"roll": ["r"], "clue": ["s", "y"], "target": ["enter"], "race_answer": ["s", "y"],
            "race": ["z"]}.get(st.phase, ["enter"])


async def test_whole_spoken_game_through_the_keyboard():
    """Two humans on one path: r rolls, s shows the answer, y judges it right, 1 moves, Enter picks a choice."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(1500):
            if isinstance(app.screen, GameOver):
                break
            for k in key_for(app.game_screen):
                await pilot.press(k)
            await pilot.pause()
        assert isinstance(app.screen, GameOver), app.game_screen.session.state.phase
        session = app.game_screen.session
        assert session.outcome.winners and "wins" in app.screen.text
        assert sum(1 for s in session.steps if s.action.kind == "judge") >= 5


async def test_whole_typed_game_against_a_computer():
    """Typed mode: the player types answers in the box (Enter), lets the verdict stand (Enter); seat 2 is the
    computer."""
    app = make_app(computer=[1], answering="typed", seed=11, level="easy", paths="2")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        typed = 0
        for _ in range(2000):
            if isinstance(app.screen, GameOver):
                break
            screen = app.game_screen
            st = screen.session.state
            if screen.session.to_act == 0 and st.phase == "clue":
                answer = screen.rules.reading(st).answer
                box = screen.query_one("#tb-answer", Input)
                assert box.display and app.focused is box
                await pilot.press(*[c if c != " " else "space" for c in answer.replace("(", "").replace(")", "")])
                await pilot.press("enter")
                typed += 1
            elif screen.session.to_act == 0:
                for k in key_for(screen):
                    await pilot.press(k)
            await pilot.pause()
        assert isinstance(app.screen, GameOver)
        assert typed >= 3
        log = " ".join(e.text for e in app.game_screen.session.state.log)
        assert "the app says right" in log


async def test_spoken_answer_stays_hidden_until_shown():
    """A clue-set's answer never shows before it is answered: s shows it, y/n judge only after."""
    app = make_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        st = screen.session.state
        while True:
            await pilot.press("r")
            await pilot.pause()
            if st.phase == "clue":
                break
            for k in key_for(screen):
                await pilot.press(k)
        answer = screen.rules.reading(st).answer
        card = str(screen.query_one("#tb-card").render())
        assert answer not in card
        await pilot.press("y")
        await pilot.pause()
        assert st.phase == "clue"  # refused: show the answer first
        await pilot.press("s")
        await pilot.pause()
        assert answer in str(screen.query_one("#tb-card").render())


async def test_challenge_race_with_two_buzzers():
    """Three humans: a Challenge starts; clues come on the clock; the Defender buzzes wrong, the Challenger
    buzzes right and takes the space."""
    app = make_app(players=3, seed=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        session = screen.session
        st = session.state
        # build the position through the session: seat 1 at 0, seat 2 ahead; a rolled clue-set right, then move
        while True:
            session.act(Roll())
            if st.phase == "clue":
                break
            while st.phase not in ("roll",):
                session.act(session.legal()[0])
        roll = st.roll
        session.act(Judge(correct=True))
        mover = st.current
        other = (mover + 1) % 3
        st.pos[other][0] = st.pos[mover][0] + roll
        session.act(Move(path=0))
        session.act(Challenge(path=0, seat=other))
        screen.advance()
        for _ in range(200):  # the clock reveals clues by itself (polled: a busy machine may be slow)
            await pilot.pause(0.05)
            if st.shown >= 2:
                break
        assert st.phase == "race" and st.shown >= 2
        await pilot.press("m")  # the Defender buzzes
        await pilot.pause()
        assert st.buzzed == other
        await pilot.press("s", "n")  # shown, judged wrong: the race goes on
        await pilot.pause()
        assert st.phase == "race"
        await pilot.press("z", "s", "y")
        await pilot.pause()
        assert st.contest is None and st.pos[mover][0] > st.pos[other][0] and st.current == mover


async def test_a_click_on_a_path_moves_the_piece_there():
    """Mouse: after a right answer, clicking the Jesus path's line moves that piece."""
    app = make_app(paths="3", seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        st = app.game_screen.session.state
        while st.phase != "move":
            for k in key_for(app.game_screen) if st.phase != "move" else []:
                await pilot.press(k)
            await pilot.pause()
        mover, roll = st.current, st.roll
        await pilot.click("#tb-board", offset=(10, 2))
        await pilot.pause()
        assert st.pos[mover][1] == roll


async def test_demo_keys_reach_the_screen_not_a_hidden_answer_box():
    """A demo of computer seats: space pauses and ? opens the help (the hidden answer box never holds the keys)."""
    from bible_tabletop.tui.screens import HelpScreen

    app = BibleTabletopApp(start=("demo", "tribond", 3, 8), seeds=random.Random(1))
    app.computer_delay_cap = 0.01
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        screen = app.game_screen
        assert not isinstance(app.focused, Input)
        await pilot.press("space")
        assert screen.paused
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
