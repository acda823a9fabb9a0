"""Christianity's end-of-game chart (issue 13): each Righteous player's Dependence Level and Power as one number,
Level x 10 + Power, over the turns; a human Evil seat has no such number, so no line and "-" at the end."""

from bible_tabletop.engine.bots import bots_for, default_bot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.scores import history_for
from bible_tabletop.engine.session import Session
from bible_tabletop.games.christianity.rules.score import LABEL, score
from bible_tabletop.games.christianity.rules.state import START_POWER
from bible_tabletop.games.registry import rules_for
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import GameOver

NAMES = ["Ann", "[red]Bo", "Cy"]


def played(players: int, game_type: str, seed: int = 3) -> Session:
    """A whole game played by the game's own computer players."""
    rules = rules_for("christianity")
    config = GameConfig(game="christianity", players=players, names=NAMES[:players],
                        options={"game_type": game_type})
    session = Session(rules, config, seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(players)]
    while session.outcome is None:
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    return session


def test_the_score_is_level_x_10_plus_power_by_turn_from_the_start_to_the_end():
    session = played(2, "traditional")
    replay = Replay.of(session)
    h = history_for(replay)
    assert h.label == LABEL == "Level x 10 + Power" and h.x_label == "turn" and h.names == NAMES[:2]
    assert score(replay.position(0)).values == {0: START_POWER, 1: START_POWER}  # level 0, 3 Power at set-up
    assert [ys[-1] for ys in h.series.values()] == [p.level * 10 + p.power for p in session.state.players]
    assert h.turns == sorted(set(h.turns)) and h.turns[-1] == session.state.turns
    assert h.columns == ["moves", "cards played", "temptations resisted", f"{LABEL} at the end"]
    plays = [sum(1 for st in session.steps if st.seat == s and st.action.kind == "play") for s in range(2)]
    assert [row[1] for row in h.rows] == [str(n) for n in plays] and sum(plays) > 0


def test_a_human_evil_seat_has_no_line_and_no_score_at_the_end():
    """The Evil player has no Power or Level: a flat 0 would read as a player who never grew; its plays still count."""
    session = played(3, "human_evil")
    evil = session.state.evil.seat
    h = history_for(Replay.of(session))
    righteous = [s for s in range(3) if s != evil]
    assert evil is not None and sorted(h.series) == righteous
    assert h.rows[evil][-1] == "-" and all(h.rows[s][-1] != "-" for s in righteous)
    evil_plays = sum(1 for st in session.steps if st.action.kind == "evil_play")
    assert h.rows[evil][1] == str(evil_plays) and evil_plays > 0


async def test_game_over_charts_only_the_righteous_players_of_a_human_evil_game():
    session = played(3, "human_evil")
    evil = session.state.evil.seat
    app = BibleTabletopApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(GameOver(session.outcome, NAMES, session=session))
        for _ in range(400):  # until the chart has drawn its lines (a busy machine mounts it a little before)
            await pilot.pause(0.02)
            found = app.screen.query("#score-chart")
            if found and found.first().series:
                break
        chart = app.screen.query_one("#score-chart")
        assert chart.series == [n for s, n in enumerate(NAMES) if s != evil]


def fresh(players: int, game_type: str, seed: int = 3):
    rules = rules_for("christianity")
    config = GameConfig(game="christianity", players=players, options={"game_type": game_type})
    return rules, rules.setup(config, seed)


def test_the_search_reads_the_team_s_standing_alike_for_every_righteous_seat_and_the_rest_for_evil():
    """Rules of Battle 1: How to Win: the Righteous win or lose together, so the hard player's search (issue 22) reads
    one standing for the team, never a margin of one teammate over the other; a human Evil seat reads the rest."""
    from bible_tabletop.engine.search import results
    from bible_tabletop.engine.spec import spec_for

    rules, state = fresh(3, "human_evil")
    reading = spec_for("christianity").standing()
    state.players[0].power += 6  # one teammate far ahead of the other
    read = results(rules, reading, state)
    assert read[0] == read[1] and abs(read[0] + read[2] - 1.0) < 1e-9


def test_the_team_s_standing_rises_with_progress_and_falls_with_an_evil_habitual_and_with_the_rounds():
    """Rules of Battle 1: How to Win (every Righteous player at Level 3, no active Evil Habitual on any) and End of
    the Game (the last round): the reading follows what the win needs."""
    from bible_tabletop.games.christianity.rules.score import standing

    rules, state = fresh(2, "traditional")
    start = standing(state)[0]
    state.players[1].level = 1
    ahead = standing(state)[0]
    state.players[1].evil = [0]
    held_back = standing(state)[0]
    state.round = 8
    late = standing(state)[0]
    assert late < held_back < ahead and start < ahead and 0.0 < late


def test_a_game_where_each_seat_plays_for_itself_still_reads_margins():
    """Issue 22: only a game whose score module has a standing reads it; the others read each seat's margin."""
    from bible_tabletop.engine.spec import spec_for

    assert spec_for("barbarians").standing() is None and spec_for("brawl").standing() is None
