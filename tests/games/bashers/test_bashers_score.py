"""Bible Bashers' end-of-game chart (issue 13): each side's figures standing over the turns (rulebook WINNING THE
GAME: the loser ends with half or fewer of its figures, or without a hero), and the attacks and orders made."""

from bible_tabletop.engine.bots import bots_for, default_bot
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.scores import history_for
from bible_tabletop.engine.session import Session
from bible_tabletop.games.registry import rules_for

NAMES = ["Ann", "[red]Bo"]


def played(seed: int) -> Session:
    """A whole game played by the computer general on both sides."""
    rules = rules_for("bashers")
    session = Session(rules, GameConfig(game="bashers", players=2, names=NAMES), seed)
    bots = [bots_for(rules)[default_bot(rules)](seed + s) for s in range(2)]
    while session.outcome is None:
        session.act(bots[session.to_act].choose(rules, session.state, session.to_act))
    return session


def test_figures_standing_by_turn_from_the_whole_force_to_the_end():
    session = played(2)
    sides = session.state.sides
    h = history_for(Replay.of(session))
    assert h.label == "Figures standing" and h.x_label == "turn" and h.names == NAMES
    assert [ys[0] for ys in h.series.values()] == [len(side.force.figures) for side in sides]
    assert [ys[-1] for ys in h.series.values()] == [len(side.force.standing()) for side in sides]
    assert all(ys == sorted(ys, reverse=True) for ys in h.series.values())  # a killed figure never stands again
    loser = 1 - session.state.winner
    assert 2 * h.series[loser][-1] <= len(sides[loser].force.figures) or not any(
        f.rank == "hero" for f in sides[loser].force.standing())
    assert h.turns[-1] == session.state.turn


def test_attacks_and_orders_are_counted_for_the_seat_that_made_them():
    session = played(5)
    h = history_for(Replay.of(session))
    assert h.columns == ["moves", "attacks", "orders given", "Figures standing at the end"]
    for column, kind in ((1, "attack"), (2, "order")):
        made = [sum(1 for st in session.steps if st.seat == s and st.action.kind == kind) for s in range(2)]
        assert [row[column] for row in h.rows] == [str(n) for n in made]
    assert sum(int(row[1]) for row in h.rows) > 0
    fall = next(n for n in h.notes if n.startswith("Biggest fall"))
    assert fall.startswith("Biggest fall in one move: 1 Figures standing, ")  # a combat kills one figure at most


def test_the_search_s_cutoff_counts_a_wound_before_the_kill():
    """Issue 22 (a better cut-off score): the search's reading of a fight counts each standing figure less the share
    of its damage limit taken, so a wounded side reads weaker though the chart's figures standing are the same."""
    from dataclasses import replace

    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.bashers.rules.score import cutoff, score

    state = played(2).state
    assert spec_for("bashers").cutoff() is cutoff
    side = state.sides[0]
    whole = replace(side.force, figures=tuple(replace(f, damage=0) for f in side.force.figures))
    side.force = whole
    assert cutoff(state).values[0] == score(state).values[0] == len(whole.figures)
    side.force = replace(whole, figures=(replace(whole.figures[0], damage=1),) + whole.figures[1:])
    assert score(state).values[0] == len(whole.figures)
    assert len(whole.figures) - 1 < cutoff(state).values[0] < len(whole.figures)
