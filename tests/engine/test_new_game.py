"""A new game needs nothing outside its folder (issue 20): High Card, a game made up for this test
(tests/engine/madeup_game/: spec.py, rules/ with its privacy hooks, ui/ with a screen on the suite's GameScreen), is
copied into a temporary folder as a package of its own and registered; then it passes every conformance check, plays
through `simulate` and the bench's engine figure, and plays to its end on its own screen in the app."""

import json
import random
import shutil
import sys
from pathlib import Path

import pytest

import conformance as C  # tests/engine/conformance.py (pytest puts this folder on the path)
from test_conformance import CHECKS
from bible_tabletop.engine import spec as engine_spec

FOLDER = Path(__file__).parent / "madeup_game"
PACKAGE = "madeup_games"


@pytest.fixture
def high_card(tmp_path, monkeypatch):
    """The made-up game's spec, its folder copied to a temporary package and registered for this test only."""
    shutil.copytree(FOLDER, tmp_path / PACKAGE / "highcard", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / PACKAGE / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    from madeup_games.highcard.spec import SPEC

    monkeypatch.setitem(engine_spec._REGISTERED, SPEC.id, SPEC)
    monkeypatch.setattr(C, "GAMES_PER_GAME", 40)
    monkeypatch.setattr(C, "PROBE_EVERY", 3)  # its games are short: probe and try undo often
    monkeypatch.setattr(C, "UNDO_GAP", 3)
    yield SPEC
    for name in [m for m in sys.modules if m.split(".")[0] == PACKAGE]:
        del sys.modules[name]


def test_a_made_up_game_in_a_temporary_folder_passes_the_conformance_checks(high_card):
    assert high_card.id == "highcard" and high_card.rules().id == "highcard"
    assert high_card.screen().__name__ == "HighCardScreen"
    views = {f"view_{v}": ("view", f"view_{v}") for v in high_card.privacy().VARIANTS}
    for n in C.player_counts("highcard"):
        report = C._run("highcard", n)
        assert report.games == C.games_for("highcard") and report.counts["probes"] > 0
        for check, (what, counted) in {**CHECKS, **views}.items():
            assert not report.findings.get(check), (check, n, report.findings[check])
            assert counted is None or report.counts[counted] > 0, (check, n, f"'{what}' was never checked")


def test_the_made_up_game_goes_through_simulate_and_the_bench_s_engine_figure(high_card, capsys):
    """Issue 20: the CLI's `simulate` and `bench`'s self-play figure find the game by its id, from its spec alone."""
    from bible_tabletop import cli
    from bible_tabletop.bench import bench_engine

    assert cli.main(["simulate", "highcard", "--games", "12", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "highcard" and report["completed"] == 12 and report["actions"] > 12
    assert not report["errors"] and not report["invariant_violations"]
    figure = bench_engine(high_card.bench.engine_games // 4, "highcard", rounds=1)
    assert [key for key in figure if key.endswith("p")] == ["2p", "3p"]
    assert all(figure[f"{n}p"]["actions_per_second"] > 0 for n in (2, 3))


async def test_the_made_up_game_plays_to_its_end_on_its_own_screen(high_card):
    """Issue 20: the app opens a registered game's screen from its spec; Enter takes the highlighted choice (add to
    the pot) against the computer until the pot is full and the result shows."""
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.tui.app import BibleTabletopApp
    from bible_tabletop.tui.screens import GameOver
    from tests.tui.waiting import while_computers_move

    config = GameConfig(game="highcard", players=2, computer=[1])
    app = BibleTabletopApp(start=("play", config, 3), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.game_screen
        assert type(game).__name__ == "HighCardScreen"
        for _ in range(20):  # the pot is full after six additions at most
            await while_computers_move(pilot, app)
            if isinstance(app.screen, GameOver):
                break
            assert game.my_decision() and "Pot" in str(game.query_one("#hc-table").render())
            await pilot.press("enter")
        assert isinstance(app.screen, GameOver) and game.session.outcome is not None
        assert any(step.seat == 0 and step.action.kind == "add" for step in game.session.steps)


def test_the_made_up_game_s_first_same_games_run_records_it(high_card, tmp_path, monkeypatch):
    """Issue 20: the same-games check needs no hand-made entry for a new game: its first run records the game's
    hash (beside the others'), and the next run compares against it."""
    import same_games as S  # tests/engine/same_games.py
    from test_same_games import test_the_same_seeded_games_give_the_same_actions_and_positions as same_games_check

    monkeypatch.setattr(S, "RECORDED", tmp_path / "same_games.json")
    monkeypatch.setattr(S, "GAMES", 20)
    S.RECORDED.write_text('{"barbarians": "kept"}\n')
    with pytest.warns(UserWarning, match="highcard's seeded games recorded"):
        same_games_check("highcard")
    assert S.recorded() == {"barbarians": "kept", "highcard": S.game_hash("highcard")}
    same_games_check("highcard")
