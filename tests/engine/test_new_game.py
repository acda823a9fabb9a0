"""A new game needs nothing outside its folder to be checked (issue 20): High Card, a game made up for this test
(tests/engine/madeup_game/: spec.py, rules/ with its privacy hooks, ui/ with a screen), is copied into a temporary
folder as a package of its own, registered, and passes every conformance check."""

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
