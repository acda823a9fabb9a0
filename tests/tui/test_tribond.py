"""Bible TriBond as a person plays it: Pilot presses keys through whole games, spoken and typed, and a race."""

import random
import time

from textual.widgets import Input

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.tribond.rules.actions import Accept, Answer, Challenge, Judge, Move, Reveal, Roll
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import GameOver
from tests.tui.waiting import until, while_computers_move


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
    app = make_app(computer=[1], answering="typed", seed=11, level="easy", paths="1")
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
            await while_computers_move(pilot, app)
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
        await until(pilot, lambda: st.shown >= 2, "the race clock's second clue", progress=lambda: st.shown)
        assert st.phase == "race" and st.shown >= 2
        await pilot.press(screen.buzzer(other))  # the Defender buzzes with their seat's key
        await pilot.pause()
        assert st.buzzed == other
        await pilot.press("s", "n")  # shown, judged wrong: the race goes on (with a new clue-set)
        await pilot.pause()
        assert st.phase == "race"
        await pilot.press(screen.buzzer(mover), "s", "y")
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
        screen = await until(pilot, lambda: app.game_screen, "the demo's screen")
        assert not isinstance(app.focused, Input)
        await pilot.press("space")
        assert screen.paused
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)


# -- issue 9: hidden race answers, buzzer keys, the footer, references, events, 80x24 ------------------------------
def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def footer(app) -> set[tuple[str, str]]:
    """The (key, label) pairs the footer shows now."""
    return {(k, b.binding.description) for k, b in app.active_bindings.items() if b.binding.show and b.enabled}


async def start_race(app, pilot, challenger: int = 0, defender: int = 1):
    """Build a Challenge race through the session: `challenger` answers a clue-set right and lands on `defender`."""
    screen = app.game_screen
    session, st = screen.session, screen.session.state
    while not (st.phase == "clue" and st.current == challenger):
        if st.phase == "roll":
            session.act(Roll())
        elif st.phase == "clue":
            session.act(Judge(correct=False) if st.mode == "spoken" else Answer(text="no idea"))
        elif st.phase == "verdict":
            session.act(Accept())
        else:
            session.act(session.legal()[0])
    session.act(Judge(correct=True) if st.mode == "spoken" else Answer(text=screen.rules.reading(st).answer))
    if st.phase == "verdict":
        session.act(Accept())
    st.pos[defender][0] = st.pos[challenger][0] + st.roll
    session.act(Move(path=0))
    session.act(Challenge(path=0, seat=defender))
    screen.write_log()
    screen.advance()
    await pilot.pause()
    assert st.phase == "race"
    return screen, st


async def test_typed_race_wrong_answer_shows_nothing_and_the_race_goes_on():
    """Rulings of this edition 14 on screen: a wrong typed answer in a race shows the answer nowhere (card, prompt,
    log, strip); the race goes on with the same clues; the right answer later shows it with its references."""
    app = make_app(players=3, answering="typed", seed=4)
    app.race_pace = 30.0  # no clue comes by itself during the test
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen, st = await start_race(app, pilot)
        clues = screen.rules.reading(st)
        card = st.reading
        await pilot.press(screen.buzzer(1))
        await pilot.pause()
        await pilot.press(*"nobody", "enter")
        await pilot.pause()
        assert st.phase == "race" and st.reading == card
        shown = screen_text(app)
        assert "not right" in shown
        for secret in (clues.answer, *clues.also, *clues.refs):
            assert secret not in shown, secret
        await pilot.press(screen.buzzer(0))
        await pilot.pause()
        await pilot.press(*clues.answer.replace("(", "").replace(")", "").replace(" ", ""), "enter")
        await pilot.pause()
        assert st.phase == "verdict"
        shown = screen_text(app)
        assert clues.answer in shown and clues.refs[0] in shown


async def test_race_time_out_starts_again_after_a_wrong_answer():
    """The Challenge 7 with rulings of this edition 11: after the last clue each contestant still gets the whole
    time-out; a wrong answer just before it ran out starts it again instead of ending the race at once."""
    app = make_app(players=3, answering="typed", seed=4)
    app.race_pace = 2.5  # a clue every 2.5 s, 8 s after the last
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen, st = await start_race(app, pilot)
        screen.session.act(Reveal())
        screen.session.act(Reveal())
        card = st.reading
        screen._race_clock = time.monotonic() - 5.5  # most of the 8 s time-out gone
        await pilot.press(screen.buzzer(1))
        await pilot.pause()
        await pilot.press(*"nobody", "enter")
        await pilot.pause(3.0)  # 5.5 + 3 is past the time-out, unless it started again at the wrong answer
        assert st.phase == "race" and st.reading == card and st.shown == 3
        assert time.monotonic() - screen._race_clock < 6.0


async def test_each_seat_keeps_one_buzzer_key_shown_beside_its_name():
    """Each seat buzzes with its own key for the whole game, shown beside its name and in the race prompt: here seat
    2 challenges seat 3, who buzzes with q (seat 3's key), not with a Defender's key."""
    app = make_app(players=3, seed=6)
    app.race_pace = 30.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        players = str(screen.query_one("#tb-players").render())
        assert all(f"{s + 1} Player {s + 1} [{k}]" in players for s, k in enumerate("zmq"))
        screen, st = await start_race(app, pilot, challenger=1, defender=2)
        prompt = str(screen.query_one("#prompt").render())
        assert "Player 2 press m" in prompt and "Player 3 press q" in prompt
        await pilot.press("z")  # seat 1 is not in this race
        await pilot.pause()
        assert st.phase == "race"
        await pilot.press("q")
        await pilot.pause()
        assert st.buzzed == 2


async def test_footer_and_prompt_fit_the_answering_mode():
    """Spoken mode shows c / s / y / n and no typed keys; typed mode shows ctrl+n and the verdict keys, and none of
    the spoken ones."""
    for mode, want, never in (("spoken", {("c", "Next clue"), ("s", "Show answer")},
                               {"Overrule", "Answer box"}),
                              ("typed", {("ctrl+n", "Next clue")}, {"Show answer", "Right", "Wrong"})):
        app = make_app(players=2, answering=mode, seed=3)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            st = app.game_screen.session.state
            while st.phase != "clue":
                for k in key_for(app.game_screen) if st.phase != "clue" else []:
                    await pilot.press(k)
                await pilot.pause()
                if st.phase == "clue" or st.phase == "roll":
                    await pilot.press("r")
                    await pilot.pause()
            keys = footer(app)
            assert want <= keys, (mode, keys)
            if mode == "typed":  # as a player reads it, not Textual's ^n
                assert "Ctrl+N Next clue" in screen_text(app).splitlines()[-1]
            assert not {label for _, label in keys} & never, (mode, keys)
            prompt = str(app.game_screen.query_one("#prompt").render())
            assert ("s shows the answer" in prompt) == (mode == "spoken")
            assert ("type the answer" in prompt) == (mode == "typed")
            if mode == "spoken":
                await pilot.press("s")
                await pilot.pause()
                assert {("y", "Right"), ("n", "Wrong")} <= footer(app)
                clues = app.game_screen.rules.reading(st)
                assert clues.answer in screen_text(app) and clues.refs[0] in screen_text(app)


async def test_love_drawn_is_shown_on_the_card_and_names_the_receiver():
    """LOVE drawn: the clue card shows the command in big letters with what it did; the event names the receiver
    (`to`), so the hand-over can tell them."""
    from bible_tabletop.games.tribond.rules.models import Card

    app = make_app(players=3, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        st = screen.session.state
        first = st.cards[0]
        st.cards = tuple(Card(c.id, ("love",) * 6, first.challenge) for c in st.cards)
        mover = st.current
        await pilot.press("r")
        await pilot.pause()
        card = str(screen.query_one("#tb-card").render())
        receiver = (mover + 1) % 3
        assert "LOVE your neighbour as yourself" in card and f"to Player {receiver + 1}" in card
        assert [e.to for e in st.log if "LOVE" in e.text][-1] == receiver


async def test_80x24_keeps_every_seat_path_clue_and_key_with_markup_names():
    """80x24 with five seats and names holding markup: every seat's name (as typed) and buzzer key, the three paths
    with the start, the clue read, the prompt and the roll key stay on screen; nothing crashes."""
    names = ["[red]Ann", "[/b]", "[link=x]y[/link]", "Dan", "Eve"]
    config = GameConfig(game="tribond", players=5, names=names, computer=[3, 4],
                        options={"paths": "3", "first": "1"})
    app = BibleTabletopApp(start=("play", config, 9), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert ("r", "Roll") in footer(app)
        for s, name in enumerate(names):
            assert f"{s + 1} {name}" in text and f"[{'zmqpg'[s]}]" in text, name
        for label in ("God", "Jesus", "Spirit"):
            assert any(label in line and "12345◁" in line for line in text.splitlines()), label
        await pilot.press("r")
        await pilot.pause()
        st = app.game_screen.session.state
        if st.phase == "clue":
            assert app.game_screen.rules.reading(st).clues[0][:30] in screen_text(app).replace("\n│ ", " ")
        assert "[red]Ann" in str(app.game_screen.query_one("#prompt").render()) or st.current != 0


async def test_challenge_drawn_and_a_lost_turn_are_shown_on_the_card_and_the_strip():
    """Issue 9 (say what just happened where the eye is): CHALLENGE drawn with nobody ahead loses the turn; the
    clue card shows the command in big letters with what it did, and the strip above the board says so to the
    next player."""
    from bible_tabletop.games.tribond.rules.models import Card
    from bible_tabletop.tui.news import NewsStrip

    app = make_app(players=2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        st = screen.session.state
        first = st.cards[0]
        st.cards = tuple(Card(c.id, ("challenge",) * 6, first.challenge) for c in st.cards)
        mover = st.current
        await pilot.press("r")
        await pilot.pause()
        assert st.current != mover and st.phase == "roll"
        card = str(screen.query_one("#tb-card").render())
        lost = f"CHALLENGE drawn: Player {mover + 1} has nobody ahead to challenge and loses the turn."
        assert "⚔ CHALLENGE" in card and lost in " ".join(card.split())
        assert lost in " ".join(str(screen.query_one("#news", NewsStrip).render()).split())
