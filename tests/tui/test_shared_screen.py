"""The machinery every game screen shares (tui/play.py, news.py, keys.py): the "what just happened" strip, the
curtain's "since your turn" line, the `?` list, the log re-wrapping on resize and the footer at 80x24."""

import random

from rich.console import Console
from rich.text import Text
from textual.widgets import RichLog

from bible_tabletop.engine.game import Event, GameConfig
from bible_tabletop.games.brawl.rules.bots import SensibleBot
from bible_tabletop.games.registry import BUILT
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.keys import help_entries, key_label, readable
from bible_tabletop.tui.news import Moves, NewsStrip, fit, since_your_turn, strip_text
from bible_tabletop.tui.screens import Curtain, HelpScreen
from bible_tabletop.engine.worked import forget
from tests.tui.waiting import until

GAMES = tuple(BUILT)  # every built game


def make_app(game="barbarians", players=2, computer=(), seed=3, names=()):
    config = GameConfig(game=game, players=players, computer=list(computer), names=list(names))
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def news_text(game) -> str:
    return str(game.query_one("#news", NewsStrip).render())


# -- the strip -------------------------------------------------------------------------------------------------
def test_moves_span_is_what_happened_since_the_viewer_last_acted():
    moves = Moves()
    moves.record(0, 0, 2)  # seat 0's action: events 0-1
    assert moves.span(0, 2) == (0, 2)  # nobody acted since: its own action's events
    moves.record(1, 2, 5)
    moves.record(1, 5, 6)
    assert moves.span(0, 6) == (2, 6)  # everything seat 1 did since
    assert moves.span(None, 6) == (5, 6)  # a pure demo: the latest action only
    assert moves.span(2, 6) == (0, 6)  # a seat that has not acted yet: since the start
    moves.undo()
    assert moves.span(0, 5) == (2, 5) and moves.since(1) == 5


def test_a_resumed_game_knows_where_each_action_s_events_are():
    """Moves.of reads each step's seat and log span, so a resumed game's strip and curtain work as if it had been
    played here; the seat is the one that took the action (in a race the buzzer, not the seat whose keyboard it
    was)."""
    from bible_tabletop.engine.bots import bots_for, default_bot
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.registry import rules_for

    for game_id in GAMES:
        rules = rules_for(game_id)
        n = min(3, rules.max_players)
        session = Session(rules, GameConfig(game=game_id, players=n, computer=list(range(n))), 9)
        bots = [bots_for(rules)[default_bot(rules)](9 + s) for s in range(n)]
        played = Moves()
        for _ in range(40):
            seat, start = session.to_act, len(session.state.log)
            action = bots[seat].choose(rules, session.state, seat)
            session.act(action)
            played.record(seat if action.by is None else action.by, start, len(session.state.log))
        assert Moves.of(session).moves == played.moves, game_id


async def test_a_resumed_game_shows_what_happened_last():
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.registry import rules_for

    rules = rules_for("brawl")
    session = Session(rules, GameConfig(game="brawl", players=2, computer=[1]), 3)
    bot = SensibleBot(3)
    while len(session.steps) < 30 or session.to_act != 0:
        session.act(bot.choose(rules, session.state, session.to_act))
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        log = game.session.state.log
        start, end = game.moves.span(0, len(log))
        assert start < end and log[end - 1].text in news_text(game).replace("\n", " ")


def test_the_strip_keeps_the_newest_events_in_two_lines_and_bolds_what_hit_you():
    log = [Event(f"Event number {i} happened at the inn.", 1, "r", to=0 if i == 19 else None) for i in range(20)]
    text = strip_text(log, (0, 20), 0, 60, Console(width=60))
    assert len(text.wrap(Console(), 60)) <= 2
    assert text.plain.startswith("… ") and text.plain.endswith("Event number 19 happened at the inn.")
    assert "Event number 3 " not in text.plain
    assert any("bold" in str(span.style) and text.plain[span.start:span.end].startswith("Event number 19")
               for span in text.spans)


async def test_the_strip_shows_what_the_computer_did_since_my_last_move():
    """Bar Barians against a computer: after my action and the computer's turn, the strip above the board holds
    the computer's latest events (and none from before my last action)."""
    app = make_app(computer=[1], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        assert game.query_one("#news", NewsStrip).region.y == 0  # above the board, where the eye is
        for key in ("enter", "e", "enter", "e", "enter"):
            await pilot.press(key)
            await pilot.pause()
        log = game.session.state.log
        mine = game.moves.last(0)
        assert mine is not None and any(m.seat == 1 for m in game.moves.moves)
        shown = news_text(game)
        start, end = game.moves.span(0, len(log))
        assert log[end - 1].text in shown.replace("\n", " ")
        assert all(e.text not in shown for e in log[:start] if all(e.text not in x.text for x in log[start:]))


class ReadLog(list):
    """A log that counts the events read from it (by index, slice or going through it)."""

    read = 0

    def __getitem__(self, i):
        got = super().__getitem__(i)
        self.read += len(got) if isinstance(i, slice) else 1
        return got

    def __iter__(self):
        for event in super().__iter__():
            self.read += 1
            yield event


def test_the_strip_reads_at_most_a_dozen_events_however_long_the_log():
    """Re-drawing after a key with a long log costs the same as with a short one: the strip is a slice of the last
    dozen events of the span (how long a key takes to reach the screen is measured by `bible-tabletop bench`)."""
    log = ReadLog(Event(f"Line {i}: somebody hits somebody for 2 (8 HP left).", i % 4, "r", to=(i + 1) % 4)
                  for i in range(5000))
    shown = strip_text(log, (0, len(log)), 1, 78, Console(width=80))
    assert 0 < log.read <= 12 and "Line 4999" in shown.plain


# -- the curtain -----------------------------------------------------------------------------------------------
def test_since_your_turn_lists_only_what_happened_to_that_seat_since_it_acted():
    log = [Event("Ann hits Bob for 1 (9 HP left).", 0, "r", to=1),  # before Bob's own action: not news
           Event("Bob draws a card.", 1, "r"),
           Event("Ann hits Bob for 2 with Bottle (7 HP left).", 0, "r", to=1),
           Event("Cy hits Ann for 1 (9 HP left).", 2, "r", to=0)]
    moves = Moves()
    moves.record(0, 0, 1)
    moves.record(1, 1, 2)
    moves.record(0, 2, 3)
    moves.record(2, 3, 4)
    console = Console(width=80)
    assert since_your_turn(log, moves, 1, 64, console) == "Since your turn: Ann hits Bob for 2 with Bottle (7 HP left)."
    assert since_your_turn(log, moves, 0, 64, console) == "Since your turn: Cy hits Ann for 1 (9 HP left)."
    assert since_your_turn(log, moves, 2, 64, console) == ""


async def test_the_curtain_tells_the_next_player_what_happened_to_them():
    """Hot seat: Barbie attacks Brewen; Brewen's curtain says so in its own line; the first curtain has none."""
    app = make_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and not app.screen.since
        assert not app.screen.query("#curtain-since")
        game = app.game_screen
        st = game.session.state
        for _ in range(2):  # both place their standees at the Tables
            await pilot.press("space", "enter")
            await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        fist = next(i for i, c in enumerate(st.cards) if c.id == "dragons_fist" and i in st.deck)
        st.deck.remove(fist)
        st.deck.append(st.fighters[0].hand[0])
        st.fighters[0].hand[0] = fist
        forget(st)  # the position was edited by hand: what was worked out of it no longer holds
        game.redraw()
        await pilot.press("1")  # Dragon's Fist at Brewen, the only target
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, Curtain) and curtain.player == "Brewen"
        assert curtain.since.startswith("Since your turn: ") and "Dragon's Fist" in curtain.since
        assert "Since your turn:" in screen_text(app)


# -- help ------------------------------------------------------------------------------------------------------
def test_key_labels_are_written_as_a_player_reads_them():
    assert [key_label(k) for k in ("question_mark", "full_stop", "escape", "enter", "space", "f1", "ctrl+n", "b")] \
        == ["?", ".", "Esc", "Enter", "Space", "F1", "Ctrl+N", "b"]
    assert readable("escape,q,question_mark") == "Esc / q / ?"
    assert readable("c / ctrl+n") == "c / Ctrl+N" and readable("arrows Enter") == "arrows Enter"


async def test_footers_write_keys_as_a_player_reads_them_on_every_setup_screen():
    """Issue 9 (keys written as a player reads them): the setup screens' footers say Ctrl+S and Esc, never
    Textual's ^s and esc; Bible Bashers has a setup screen of its own."""
    for game_id in GAMES:
        app = BibleTabletopApp(seeds=random.Random(1))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press(*["down"] * GAMES.index(game_id), "enter")
            await pilot.pause()
            footer = screen_text(app).splitlines()[-1]
            assert "Ctrl+S" in footer and "Esc" in footer, (game_id, footer)
            assert "^s" not in footer and "esc " not in footer, (game_id, footer)


async def test_help_lists_each_key_once_and_readably_in_every_game():
    for game_id in GAMES:
        app = make_app(game_id, computer=[1], seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            entries = help_entries(app.game_screen, app.game_screen.keys_help())
            keys = [k for k, _ in entries]
            assert len(keys) == len(set(keys)), game_id
            words = {w for k in keys for w in k.replace("/", " ").split()}
            assert not words & {"question_mark", "full_stop", "escape", "period", "space", "f1"}, game_id
            assert {"?", "Esc", "F1", "u"} <= words, game_id
            assert not words & {"+", "t", "."}, f"{game_id}: the demo's keys outside a demo"
            assert dict(entries)["F1"] == "the rules of this game", game_id  # even where a screen re-binds F1
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            shown = screen_text(app)
            assert "question_mark" not in shown and "escape" not in shown


async def test_help_in_a_demo_lists_the_demo_keys():
    app = BibleTabletopApp(start=("demo", "barbarians", 2, 7), seeds=random.Random(1))
    app.computer_delay_cap = 10.0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        keys = " ".join(k for k, _ in help_entries(game, game.keys_help()))
        assert "+" in keys and "Space" in keys and "." in keys
        game.pace = 0  # the slowest: `-` is greyed in the footer, and still listed (it says why when pressed)
        assert "-" in [k for k, _ in help_entries(game, game.keys_help())]


async def test_help_screen_drops_a_repeated_key_and_reads_no_markup():
    app = make_app(computer=[1], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen_help("[red]Ann's game", [("question_mark", "help"), ("?", "again"), ("u", "[b]undo")])
        await pilot.pause()
        shown = screen_text(app)
        assert "[red]Ann's game" in shown and "[b]undo" in shown
        assert "again" not in shown and "question_mark" not in shown


# -- the log ---------------------------------------------------------------------------------------------------
def log_rows(log: RichLog) -> list[str]:
    return [strip.text.rstrip() for strip in log.lines]


async def resized(pilot, game, size: tuple[int, int]) -> None:
    """Resize the terminal and wait until the log has its new width and has been wrapped again (the screen waits
    for the resizing to stop first)."""
    log = game.query_one("#log", RichLog)
    width = log.scrollable_content_region.width
    await pilot.resize_terminal(*size)
    await until(pilot, lambda: log._width == log.scrollable_content_region.width != width,
                "the log wrapped to the new width")


async def test_the_log_rewraps_when_the_terminal_is_resized():
    app = make_app(computer=[1], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("enter", "b", "e", "enter"):
            await pilot.press(key)
            await pilot.pause()
        log = app.game_screen.query_one("#log", RichLog)
        narrow = log_rows(log)
        narrow_width = log.scrollable_content_region.width
        await resized(pilot, app.game_screen, (200, 40))
        wide = log_rows(log)
        assert log.scrollable_content_region.width > narrow_width
        assert len(wide) < len(narrow)
        assert max(len(r) for r in wide) > narrow_width
        assert " ".join(" ".join(wide).split()) == " ".join(" ".join(narrow).split())  # the same words
        await resized(pilot, app.game_screen, (80, 24))
        assert log_rows(log) == narrow


async def test_a_demo_log_keeps_the_rule_after_each_line_when_rewrapped():
    app = BibleTabletopApp(start=("demo", "barbarians", 2, 7), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(80, 24)) as pilot:
        game = await until(pilot, lambda: app.game_screen, "the demo's screen")
        await resized(pilot, game, (200, 40))
        rows = log_rows(game.query_one("#log", RichLog))
        first = game.session.state.log[0]
        assert f"{first.text}  [{first.rule}]" in rows


# -- the footer ------------------------------------------------------------------------------------------------
async def test_the_footer_at_80x24_keeps_help_and_menu_and_leaves_undo_and_rules_to_help():
    """Of the shared keys only `? Help` and `Esc Menu` take footer room (a game screen may hide Esc too)."""
    app = make_app("tribond", computer=[1], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "? Help" in footer and "Esc Menu" in footer
        assert "Undo" not in footer and "Rules" not in footer


def test_fit_never_drops_the_only_event():
    assert fit([Text("x" * 300)], 40, 2, Console()).plain == "x" * 300


async def test_a_game_screen_starts_once_even_when_a_subclass_calls_super_on_mount(monkeypatch):
    """Textual runs every on_mount along the class chain, and TriBond's also calls super(): the game must still
    start (log, first advance) once."""
    from bible_tabletop.tui.play import GameScreen

    started = []
    advance = GameScreen.advance
    monkeypatch.setattr(GameScreen, "advance", lambda self: (started.append(1), advance(self)))
    app = make_app("tribond", players=2, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert len(started) == 1


# -- a stray key -------------------------------------------------------------------------------------------------
async def test_a_stray_key_gets_a_reason_and_a_bound_key_does_not():
    """A printable key bound to nothing on a game screen says so (how we work: a bad key gets a reason); a key the
    screen binds, and a demo key outside a demo, are told apart by the active bindings."""
    for game_id in GAMES:
        app = make_app(game_id, computer=[1])
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, Curtain):
                await pilot.press("space")
                await pilot.pause()
            await pilot.press("x")
            await pilot.pause()
            said = [n.message for n in app._notifications]
            assert any("The x key does nothing here" in m for m in said), (game_id, said)
            await pilot.press("space")  # the demo's pause key: nothing outside a demo, so a reason
            await pilot.pause()
            said = [n.message for n in app._notifications]
            assert any("The Space key does nothing here" in m for m in said), (game_id, said)
            before = len(app._notifications)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert not any("does nothing" in n.message for n in list(app._notifications)[before:])


async def test_the_menu_key_line_shows_its_keys_and_a_click_runs_the_key(tmp_path, monkeypatch):
    """The menu's one-line key list (tui/keyline.py, light at start-up) names every shown key, and clicking a key
    does what pressing it does: here Rules opens the highlighted game's rules."""
    from bible_tabletop.tui.keyline import KeyLine
    from bible_tabletop.tui.menu import MainMenu
    from bible_tabletop.tui.screens import RulesScreen

    monkeypatch.setenv("BIBLE_TABLETOP_HOME", str(tmp_path))
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        line = app.screen.query_one(KeyLine)
        text = str(line.render())
        for words in ("d Demo", "r Resume", "s Saves", "h Rules", "? Help", "q Quit"):
            assert words in text
        await pilot.click(KeyLine, offset=(text.index("h Rules") + 2, 0))
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)


async def test_a_game_left_while_its_refit_is_due_does_not_redraw_and_crash():
    """Esc to the menu right after a resize or a move: the refit the resize asked for, and the fitting of the
    choices a redraw asked for, come after the game screen is gone and must not look for its widgets (they
    crashed the app with NoMatches, found by random keys at small sizes)."""
    app = make_app(computer=[1])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        game.refit()
        game.call_after_refresh(game.fit_choices_again)  # as a redraw of the choices asks
        app.back_to_menu()
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and game not in app.screen_stack
