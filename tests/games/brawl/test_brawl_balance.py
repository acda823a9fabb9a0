"""Bible Brawl balance and speed measures (Rulings 'Cards': balance is checked, not guessed)."""

from bible_tabletop.engine.playout import simulate
from bible_tabletop.games.brawl.rules.balance import (
    SWING_MARGIN, balance_report, balanced_start_report, engine_speed, first_seat_by_option,
)
from bible_tabletop.games.brawl.rules.game import RULES


def test_balance_report_shape():
    """balance_report: per player count the first seat's win rate, the average turns, each design's swing."""
    r = balance_report(4, seed=1, players=[2, 3])
    for n in (2, 3):
        v = r["by_players"][n]
        assert 0 <= v["first_seat_win_rate"] <= 1 and v["average_turns"] > 0 and v["unfinished"] == 0
        assert sum(v["seat_win_rates"]) == 1.0 or abs(sum(v["seat_win_rates"]) - 1) < 0.01
        assert v["swing"] and all(-1 <= s["swing"] <= 1 for s in v["swing"].values())
    assert r["swing_margin"] == SWING_MARGIN and isinstance(r["flagged"], list)


def test_engine_speed_reports_actions_and_bot_time():
    """engine_speed reports actions per second and the computer player's seconds per decision (the figures are
    the benchmark's to judge, not a test's)."""
    r = engine_speed(2, seconds=0.5)
    assert r["actions"] > 0 and r["actions_per_second"] > 0 and r["bot_decisions"] > 0
    assert 0 < r["bot_seconds_per_decision"] <= r["bot_worst_seconds"]


def test_balance_report_gives_the_first_seat_rate_with_and_without_the_balanced_start():
    """Setup option "balanced start" (rules page; issue 9): the balance report gives the first seat's win rate
    with the option off and on, per player count, counting the seat that took the first turn."""
    lines = first_seat_by_option([(2, "off", True), (2, "off", False), (2, "on", True), (3, "on", False)])
    assert lines == ["first seat wins, balanced start off: 2 players 50.0% of 2",
                     "first seat wins, balanced start on: 2 players 100.0% of 1, 3 players 0.0% of 1"]
    for value in ("off", "on"):
        report = simulate(RULES, games=4, seed=3, players=2, options={"balanced": value, "first": "2"})
        rate = report["by_players"]["2"]["first_seat_win_rate"]
        assert [x for x in report["balance"]["lines"] if x.startswith("first seat wins")] == [
            f"first seat wins, balanced start {value}: 2 players {rate:.1%} of 4"]
    both = balanced_start_report(2, seed=1, players=[2])["first_seat_win_rate"]
    assert set(both) == {"off", "on"} and all(0 <= both[v][2] <= 1 for v in both)
