"""Charts and statistics at the end of a game (issue 13): each seat's score over the turns, from replaying the game's
actions with the score its spec declares (HP, honor, path progress), and the statistics worth reading."""

import random
import subprocess
import sys

from bible_tabletop.engine.bots import bots_for, default_bot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.scores import history, history_for
from bible_tabletop.engine.session import Session
from bible_tabletop.games.barbarians.rules.state import MAX_HP
from bible_tabletop.games.registry import BUILT, rules_for
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import GameOver
from tests.tui.waiting import game_over, wait_for_chart

NAMES = ["Ann", "[red]Bo"]


def played(game, seed=4, players=2, options=None):
    """A whole game played by the game's own computer players."""
    rules = rules_for(game)
    session = Session(rules, GameConfig(game=game, players=players, names=NAMES[:players], options=options or {}),
                      seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(players)]
    while session.outcome is None:
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    return session


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def test_the_first_three_games_declare_a_score():
    """Bar Barians, Brawl and TriBond declare theirs (the newer games add theirs on their spec)."""
    assert all(BUILT[game].score() is not None for game in ("barbarians", "brawl", "tribond"))


def test_barbarians_history_is_hp_by_turn_from_the_set_up_to_the_end():
    session = played("barbarians")
    h = history_for(Replay.of(session))
    assert h.label == "HP" and h.x_label == "turn" and h.names == NAMES
    assert set(h.series) == {0, 1} and all(len(ys) == len(h.turns) for ys in h.series.values())
    assert [ys[0] for ys in h.series.values()] == [MAX_HP, MAX_HP]
    assert [ys[-1] for ys in h.series.values()] == [max(0, f.hp) for f in session.state.fighters]
    assert h.turns == sorted(set(h.turns)) and h.turns[-1] == session.state.turn
    played_cards = [sum(1 for st in session.steps if st.seat == s and (st.action.kind in ("play", "top_deck") or (
        st.action.kind == "defend" and st.action.card is not None))) for s in range(2)]
    assert h.columns == ["moves", "cards played", "HP at the end"]
    assert [row[1] for row in h.rows] == [str(n) for n in played_cards]
    assert [row[0] for row in h.rows] == [str(sum(st.seat == s for st in session.steps)) for s in range(2)]


def test_biggest_fall_is_the_largest_one_move_drop_of_any_seat():
    session = played("barbarians", seed=9)
    replay = Replay.of(session)
    drops = []
    for i in range(len(replay)):
        before, after = replay.position(i), replay.position(i + 1)
        drops += [(max(0, b.hp) - max(0, a.hp), s) for s, (b, a) in enumerate(zip(before.fighters, after.fighters))]
    amount, seat = max(drops)
    note = next(n for n in history_for(replay).notes if n.startswith("Biggest fall"))
    assert note.startswith(f"Biggest fall in one move: {amount} HP, {NAMES[seat]} (move ")


def test_tribond_counts_clue_sets_answered_right_by_the_seat_that_answered():
    session = played("tribond", seed=2, options={"paths": "1"})
    h = history_for(Replay.of(session))
    assert h.label == "Path progress %" and h.columns[1:3] == ["clue-sets answered", "rolls"]
    right = [sum(1 for e in session.state.log if e.seat == s and f"{NAMES[s]} answers right" in e.text)
             for s in range(2)]
    assert [row[1] for row in h.rows] == [str(n) for n in right] and sum(right) > 0
    winner = session.outcome.winners[0]
    assert h.series[winner][-1] == 100


def test_brawl_history_is_honor():
    session = played("brawl", seed=2)
    h = history_for(Replay.of(session))
    assert h.label == "Honor" and [ys[-1] for ys in h.series.values()] == [p.honor for p in session.state.players]


def test_a_game_without_a_score_still_counts_moves_and_turns():
    session = played("barbarians", seed=5)
    h = history(Replay.of(session))
    assert h.label is None and h.columns == ["moves"] and h.series == {0: [], 1: []}
    assert h.notes == [f"{len(session.steps)} moves in {session.state.turn} turns."]


async def test_game_over_shows_a_chart_with_a_line_a_seat_and_the_statistics():
    session = played("barbarians")
    names = NAMES
    app = BibleTabletopApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(GameOver(session.outcome, names, session=session))
        chart = await wait_for_chart(pilot)
        assert chart.series == names  # one plotted line a seat, named as typed
        await pilot.pause()
        shown = screen_text(app)
        assert "cards played" in shown and "HP by turn" in shown and "[red]Bo" in shown
        assert "Play again" in shown and "Back to the main menu" in shown  # the choices stay in sight at 80x24
        await pilot.press("m")
        await pilot.pause()
        assert not isinstance(app.screen, GameOver)


async def test_a_game_played_to_the_end_ends_on_the_chart():
    """The game screen hands its session to the result box: a game one move from its end, played on screen by
    its computer seat, ends on the chart of the whole game."""
    whole = played("tribond", seed=3, options={"paths": "1"})
    config = whole.config.model_copy(update={"computer": [0, 1]})
    session = Session(whole.rules, config, whole.seed)
    for step in whole.steps[:-1]:
        session.act(step.action)
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await game_over(pilot, app)
        assert isinstance(app.screen, GameOver)
        chart = await wait_for_chart(pilot)
        assert chart.series == NAMES and chart.history.label == "Path progress %"
        assert len(chart.history.turns) > 2


def test_the_chart_library_is_not_loaded_at_start_nor_by_a_game_screen():
    code = ("import sys; import bible_tabletop.tui.app, bible_tabletop.tui.play, bible_tabletop.tui.screens, "
            "bible_tabletop.tui.replay, bible_tabletop.engine.scores; "
            "assert 'textual_plotext' not in sys.modules and 'plotext' not in sys.modules")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
