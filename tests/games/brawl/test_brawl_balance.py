"""Bible Brawl balance and speed measures (Rulings 'Cards': balance is checked, not guessed)."""

from bible_tabletop.games.brawl.balance import SWING_MARGIN, balance_report, engine_speed


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
