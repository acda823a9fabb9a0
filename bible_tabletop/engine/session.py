"""A game in play: the action list, undo by replay, autosave after every action, load with digest check."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bible_tabletop.engine import saves
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import Action, Event, GameConfig, IllegalAction, Rules


@dataclass(frozen=True)
class Step:
    """One applied action: who took it and whether it revealed anything new (die, card)."""

    action: Action
    seat: int | None
    revealed: bool


class Session:
    """Owns a state; every change goes through `act`, so it can be undone, saved and replayed."""

    def __init__(self, rules: Rules, config: GameConfig, seed: int, *, autosave: Path | None = None):
        self.rules = rules
        self.config = config
        self.seed = seed
        self.state = rules.setup(config, seed)
        self.steps: list[Step] = []
        self.autosave = autosave

    # -- play ------------------------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.rules.to_act(self.state)

    def legal(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def act(self, action: Action) -> list[Event]:
        """Apply `action` (IllegalAction propagates, nothing changes) and autosave."""
        seat = self.rules.to_act(self.state)
        before = self.state.reveals
        events = self.rules.apply(self.state, action)
        self.steps.append(Step(action, seat, self.state.reveals != before))
        if self.autosave is not None:
            self.save(self.autosave)
        return events

    @property
    def outcome(self):
        return self.rules.outcome(self.state)

    # -- undo ------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Only the deciding player's own last decision, and only if it revealed nothing new."""
        if not self.steps or self.outcome is not None:
            return False
        last = self.steps[-1]
        return not last.revealed and last.seat == self.to_act

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalAction("Nothing to undo: only your own decisions since the last die or card.", "Undo")
        last = self.steps.pop()
        self.state = self._replay([s.action for s in self.steps])
        if self.autosave is not None:
            self.save(self.autosave)
        return last.action

    def _replay(self, actions: list[Action]):
        state = self.rules.setup(self.config, self.seed)
        for a in actions:
            self.rules.apply(state, a)
        return state

    # -- saving ----------------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {
            "format": saves.FORMAT,
            "version": saves.VERSION,
            "game": self.rules.id,
            "config": self.config.model_dump(),
            "seed": self.seed,
            "actions": [s.action.model_dump() for s in self.steps],
            "digest": digest(self.state),
        }

    def save(self, path: Path) -> None:
        saves.write_atomic(path, self.to_data())

    @classmethod
    def load(cls, path: Path, *, keep_autosave: bool = True) -> "Session":
        """Replay a save file and check its digest; SaveError names the file and the problem."""
        from bible_tabletop.games.registry import UnknownGame, rules_for

        data = saves.read_save(path)
        try:
            rules = rules_for(data["game"])
        except UnknownGame as exc:
            raise saves.SaveError(f"{path}: {exc}") from None
        try:
            config = GameConfig.model_validate(data["config"])
            session = cls(rules, config, data["seed"])
        except (ValidationError, ValueError) as exc:
            raise saves.SaveError(f"{path}: the game set-up is not valid ({_first_line(exc)})") from None
        for i, raw in enumerate(data["actions"]):
            try:
                action = rules.action_type.validate_python(raw)
                session.act(action)
            except ValidationError as exc:
                raise saves.SaveError(f"{path}: action {i + 1} is not an action of this game ({_first_line(exc)})")
            except IllegalAction as exc:
                raise saves.SaveError(f"{path}: action {i + 1} does not replay: {exc.reason}") from None
        if digest(session.state) != data["digest"]:
            raise saves.SaveError(f"{path}: the replay does not reach the saved position (digest differs)")
        if keep_autosave:
            session.autosave = path
        return session


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[-1 if isinstance(exc, ValidationError) else 0].strip()
