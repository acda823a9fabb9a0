"""A recorded game to step through: the position after any number of its actions, replayed from the set-up.

Built from the engine's public contract only (`rules.setup`, `rules.apply`), so it serves every game. A copy of the
position is kept every `EVERY` actions, so going back (or jumping) replays at most that many actions. Nothing here
writes: a replay of a save never touches the file (`Replay.load` reads it with autosave off).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from bible_tabletop.engine.game import GameConfig, Rules
from bible_tabletop.engine.session import Session, Step
from bible_tabletop.engine.snapshot import snapshot

EVERY = 16  # actions between two kept copies of the position


class Replay:
    """The steps of a game (each naming its seat and its log slice) and the position after any `i` of them."""

    def __init__(self, rules: Rules, config: GameConfig, seed: int, steps: list[Step],
                 names: list[str] | None = None):
        self.rules = rules
        self.config = config
        self.seed = seed
        self.steps = list(steps)
        self.names = list(names) if names and len(names) == config.players else \
            [config.name(s) for s in range(config.players)]
        self._copies: dict[int, Any] = {}  # i -> the position after i actions, every EVERY actions
        self.walk(self._keep)

    @classmethod
    def of(cls, session: Session) -> "Replay":
        """The replay of a session's game so far (a game just finished, a demo)."""
        return cls(session.rules, session.config, session.seed, session.steps, session.seat_names)

    @classmethod
    def load(cls, path: Path) -> "Replay":
        """The replay of a save file, checked as a resume checks it (SaveError names the file and the problem);
        the file is only read."""
        return cls.of(Session.load(path, keep_autosave=False))

    def _keep(self, i: int, state: Any) -> None:
        if i % EVERY == 0:
            self._copies[i] = snapshot(state)

    def __len__(self) -> int:
        return len(self.steps)

    def start(self) -> Any:
        """The position after set-up, before any action."""
        state = self.rules.setup(self.config, self.seed)
        state.revealed = False
        return state

    def walk(self, visit: Callable[[int, Any], Any]) -> Any:
        """Replay the whole game, calling `visit(i, state)` on the position after each i actions (0: the set-up);
        the state is the same object throughout, changed by each action. Returns the last position."""
        state = self.start()
        visit(0, state)
        for i in range(len(self.steps)):
            self.forward(state, i)
            visit(i + 1, state)
        return state

    def forward(self, state: Any, i: int) -> None:
        """Carry out action `i` (0-based) on `state`, the position after the first `i` actions."""
        state.revealed = False
        self.rules.apply(state, self.steps[i].action)
        state.revealed = False

    def position(self, i: int) -> Any:
        """A fresh copy of the position after the first `i` actions (clamped to the game's length)."""
        i = max(0, min(i, len(self.steps)))
        base = i - i % EVERY
        state = snapshot(self._copies[base])
        for k in range(base, i):
            self.forward(state, k)
        return state
