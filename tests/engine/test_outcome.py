"""The outcome gives a result per seat (Engine 2, issue 10): a team wins together, everyone can lose to the game,
a draw is not a win; simulate counts a win for each winning seat and reports draws and "everyone lost" apart."""

from __future__ import annotations

from typing import ClassVar

import pytest

from bible_tabletop.engine import spec as engine_spec
from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.game import Action, GameConfig, Outcome, Result
from bible_tabletop.engine.playout import simulate
from bible_tabletop.engine.spec import GameSpec

W, L, D = Result.WIN, Result.LOSS, Result.DRAW


def test_a_team_win_is_not_a_draw():
    out = Outcome.won_by((0, 2), 4, "The faithful win together.")
    assert out.results == (W, L, W, L) and out.winners == (0, 2)
    assert not out.is_draw and not out.everyone_lost


def test_everyone_losing_to_the_game_is_not_a_draw():
    out = Outcome((L, L, L), "The Evil deck wins.")
    assert out.everyone_lost and not out.is_draw and out.winners == () and out.drawn == ()


def test_a_draw_shared_by_the_last_seats_standing():
    """A draw between two seats while a seat knocked out earlier lost: still a draw, and nobody won."""
    out = Outcome.drawn_by((0, 1), 3, "A draw between Barbie and Brewen.")
    assert out.results == (D, D, L) and out.drawn == (0, 1)
    assert out.is_draw and out.winners == () and not out.everyone_lost


class End(Action):
    kind: str = "end"


class OneMoveGame:
    """A stand-in game that ends after one action: game 0 a team win (seats 1 and 2), 1 a loss for everybody,
    2 a draw, 3 a single winner (seat 3)."""

    id: ClassVar[str] = "one-move"
    title: ClassVar[str] = "One Move"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    ENDINGS = ((L, W, W), (L, L, L), (D, D, D), (L, L, W))

    def __init__(self):
        self.played = 0


    def setup(self, config: GameConfig, seed: int) -> dict:
        return {"ending": None}

    def decision(self, state: dict) -> Decision | None:
        return None if state["ending"] is not None else Decision.one(0, "end", "End the game")

    def legal_actions(self, state: dict, seat: int | None = None, kind: str | None = None) -> list:
        return [End(by=0)] if seat in (None, 0) else []

    def apply(self, state: dict, action: Action) -> list:
        state["ending"] = self.ENDINGS[self.played % 4]
        self.played += 1
        return []

    def outcome(self, state: dict) -> Outcome | None:
        return None if state["ending"] is None else Outcome(state["ending"], "over")

    def invariants(self, state: dict) -> list[str]:
        return []


# Its declaration (the engine reads options, computer players and reports from a game's spec); nothing to load.
@pytest.fixture(autouse=True)
def one_move_declared(monkeypatch):
    """Registered for these tests only (other tests list the registered games)."""
    monkeypatch.setitem(engine_spec._REGISTERED, "one-move", GameSpec(
        "one-move", "One Move", "", "", 3, 3, rules_ref="", screen_ref="", schemas_ref="", data_files=()))


def test_simulate_counts_each_winning_seat_and_reports_draws_and_losses_apart():
    report = simulate(OneMoveGame(), games=4, seed=1, check=False)
    assert report["completed"] == 4
    assert report["wins"] == {"seat 2": 1, "seat 3": 2}
    assert report["draws"] == 1 and report["everyone_lost"] == 1
    assert report["by_players"]["3"]["first_seat_win_rate"] == 0.0
