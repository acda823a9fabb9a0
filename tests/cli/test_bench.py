"""The benchmarks run and report their figures (no timing is asserted: speed lives in `bench`, not in tests)."""

from bible_tabletop import bench, bench_screen


def test_engine_and_data_benchmarks_report_figures():
    engine = bench.bench_engine(2, rounds=3)
    assert set(engine) >= {"2p", "6p"} and engine["2p"]["actions_per_second"] > 0
    # the same games played three times: the figure is the fastest round, the median beside it
    assert engine["rounds"] == 3
    assert all(engine[f"{n}p"]["actions_per_second"] >= engine[f"{n}p"]["median_actions_per_second"] > 0
               for n in range(2, 7))
    data = bench.bench_data(1)
    assert data["files"] >= 2 and data["median_ms"] > 0


def test_tribond_benchmarks_report_figures():
    engine = bench.bench_engine(2, "tribond")
    assert set(engine) >= {"2p", "5p"} and engine["5p"]["actions_per_second"] > 0
    matching = bench.bench_tribond_matching()
    assert matching["guesses"] == 2 * matching["clue_sets"] and 0 < matching["accepted"] <= matching["clue_sets"]
    latency = bench_screen.bench_input_in_process(12, "tribond")
    assert latency["presses"] >= 6 and latency["median_ms"] > 0


def test_brawl_benchmarks_report_figures():
    engine = bench.bench_engine(2, "brawl")
    assert set(engine) >= {"2p", "5p"} and engine["5p"]["actions_per_second"] > 0
    latency = bench_screen.bench_input_in_process(12, "brawl")
    assert latency["presses"] >= 6 and latency["median_ms"] > 0


def test_percentile_picks_from_the_sorted_samples():
    assert bench.percentile([5.0, 1.0, 3.0, 2.0, 4.0], 95) == 5.0
    assert bench.percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0


def test_each_game_s_own_computer_player_has_its_decision_time_measured():
    """Every built game whose app seats a computer player of its own: the time its decisions take over whole games
    at every player count (the bench's goal is at most 0.5 s each; no time is asserted here)."""
    from bible_tabletop.engine.spec import spec_for
    from bible_tabletop.games.registry import BUILT

    own = [g for g in BUILT if spec_for(g).default_bot != "random"]
    assert {"christianity", "bashers"} <= set(own)
    for game in own:
        r = bench.bench_decisions(game, 1)
        rules = spec_for(game).rules()
        assert r["bot"] == spec_for(game).default_bot and r["games"] == rules.max_players - rules.min_players + 1
        assert r["decisions"] > r["games"] and 0 < r["median_ms"] <= r["p95_ms"] <= r["worst_ms"], (game, r)


def test_the_screen_bench_plays_the_game_its_spec_sets_up_never_another(monkeypatch):
    """Issue 20: the bench reads a game's set-up and keys from its spec (a game it knows nothing more of is set up
    with its spec's defaults, not played as Bar Barians)."""
    from bible_tabletop.engine import spec as engine_spec
    from bible_tabletop.engine.spec import BenchSetup, laid_out
    from bible_tabletop.games.registry import BUILT

    for game, spec in BUILT.items():
        config, keys, prelude = bench_screen._input_setup(game)
        assert (config.game, config.players, config.computer) == (game, spec.bench.players, list(spec.bench.computer))
        assert callable(keys) if spec.bench.keys_ref else keys == list(spec.bench.keys)
    monkeypatch.setitem(engine_spec._REGISTERED, "inn", laid_out("somewhere.inn", "Inn", (2, 2), "", "", "InnScreen",
                                                                 (), "random"))
    config, keys, prelude = bench_screen._input_setup("inn")
    assert (config.game, config.players, keys, prelude) == ("inn", 2, ["?"], [])
    assert engine_spec.spec_for("inn").bench == BenchSetup()
