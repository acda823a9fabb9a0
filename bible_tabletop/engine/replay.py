"""A recorded game to step through: the position after any number of its actions, replayed from the set-up.

Built from the engine's public contract only (`rules.setup`, `rules.apply`), so it serves every game. A copy of the
position is kept every `EVERY` actions, so going back (or jumping) replays at most that many actions. Nothing here
writes: a replay of a save never touches the file (`Replay.load` reads it with autosave off).

A replay shows the hidden cards of the seat to act, as a demo does. So a game still in play is replayed only when
that shows no human seat anything it may not see (`hides_from_the_table`); a finished game always replays in full.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from bible_tabletop.engine import saves
from bible_tabletop.engine.curtain import needs_curtain
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig, Rules
from bible_tabletop.engine.session import Session, Step
from bible_tabletop.engine.snapshot import snapshot

EVERY = 16  # actions between two kept copies of the position


class StillHidden(saves.SaveError):
    """A save of a game not over yet whose replay would show what one of its players may not see."""


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
        the file is only read. A game not over that hides something from its players raises StillHidden."""
        session = Session.load(path, keep_autosave=False)
        if session.outcome is None and hides_from_the_table(session.rules, session.config, session.state):
            raise StillHidden(f"{path}: this game is not over, and its replay would show what some of its players "
                              f"may not see (a hand, a hidden deployment). Resume it to play on; once it is over "
                              f"it replays in full.")
        return cls.of(session)

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


def hides_from_the_table(rules: Rules, config: GameConfig, state: Any) -> bool:
    """Whether a replay of `state` could show a human seat what it may not see: some seat's view differs from a
    human seat's, and that seat is a computer (its cards are never shown at the table) or the keyboard passes to it
    only behind the curtain. With no human seat nobody is at the table to hide from. Asked of the position reached:
    what was hidden once and lies open now (a deployment that is over) hides nothing any more."""
    humans = [s for s in range(config.players) if s not in config.computer]
    if not humans:
        return False
    views = [digest(rules.view(state, s)) for s in range(config.players)]
    return any(views[s] != views[h] and (s in config.computer or needs_curtain(rules, state, s, (h,)))
               for s in range(config.players) for h in humans if h != s)
