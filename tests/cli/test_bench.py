"""The benchmarks run and report their figures (no timing is asserted: speed lives in `bench`, not in tests)."""

from bible_tabletop import bench


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
    latency = bench.bench_input_in_process(12, "tribond")
    assert latency["presses"] >= 6 and latency["median_ms"] > 0


def test_brawl_benchmarks_report_figures():
    engine = bench.bench_engine(2, "brawl")
    assert set(engine) >= {"2p", "5p"} and engine["5p"]["actions_per_second"] > 0
    latency = bench.bench_input_in_process(12, "brawl")
    assert latency["presses"] >= 6 and latency["median_ms"] > 0


def test_percentile_picks_from_the_sorted_samples():
    assert bench._percentile([5.0, 1.0, 3.0, 2.0, 4.0], 95) == 5.0
    assert bench._percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
