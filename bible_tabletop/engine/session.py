"""A game in play: the action list, undo from snapshots, autosave after every action, load with digest check."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

from bible_tabletop.engine import saves, saves_folder
from bible_tabletop.engine.decision import Decision, Mode, deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import Action, Event, GameConfig, IllegalAction, Rules
from bible_tabletop.engine.legality import admit
from bible_tabletop.engine.setup_check import reason, shown_as_is
from bible_tabletop.engine.snapshot import restore, snapshot
from bible_tabletop.engine.spec import spec_for

CHECKPOINT_EVERY = 32  # load: a copy of the position every this many actions, to rebuild undo's snapshots from


@dataclass(frozen=True)
class Step:
    """One applied action (naming its seat), the seat that took it, whether the rules said it revealed something
    new (a die, a card, an answer), and where its events sit in the log: [start, end)."""

    action: Action
    seat: int | None
    revealed: bool
    start: int = 0
    end: int = 0


class Session:
    """Owns a state; every change goes through `act`, so it can be undone, saved and replayed.

    Undo goes back to a snapshot of the position before the action. Snapshots are kept only while undo can still
    reach them: for the trailing run of one seat's own decisions since the last reveal (an earlier one is out of
    reach, since undo stops at a reveal and at another seat's decision), so memory stays small in a long game."""

    def __init__(self, rules: Rules, config: GameConfig, seed: int, *, autosave: Path | None = None,
                 demo: bool = False):
        self.rules = rules
        self.config = config
        self.seed = seed
        self.state = rules.setup(config, seed)
        self.state.revealed = False  # set-up deals and shuffles; only actions are judged for undo
        self.steps: list[Step] = []
        self._before: list[Any] = []  # the positions before the last len(_before) steps, oldest first
        self.autosave = autosave
        self.demo = demo  # written in the save, so resume never takes a demo for the player's game
        self.seat_names: list[str] | None = None  # the names the screen shows, for the saves list
        self.hints = [0] * config.players  # how often each seat asked the coach (the end-of-game box says)
        self.save_problem: str | None = None  # why the last autosave failed; the game goes on in memory
        self.on_save_problem: Callable[[str | None], None] | None = None  # told when saving fails or works again

    # -- play ------------------------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """Who may act now, how, and the prompt (None once the game is over)."""
        return self.rules.decision(self.state)

    @property
    def to_act(self) -> int | None:
        """The seat whose keyboard it is: the decision's first seat (None once the game is over)."""
        return deciding(self.rules.decision(self.state))

    def legal(self, seat: int | None = None, kind: str | None = None) -> list[Action]:
        return self.rules.legal_actions(self.state, seat, kind)

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why `action` cannot be taken now (reason and rule), or None: what a screen asks before offering it."""
        try:
            admit(self.rules, self.state, self._named(action))
        except IllegalAction as exc:
            return exc
        return None

    def act(self, action: Action) -> list[Event]:
        """Apply `action` and autosave; when the rules refuse it (IllegalAction propagates) nothing changes."""
        before = snapshot(self.state)
        try:
            events = self._step(action)
        except Exception:
            restore(self.state, before)  # whatever a refused or failed action left half done is thrown away
            raise
        self._keep(before)
        self._autosave()
        return events

    def _named(self, action: Action) -> Action:
        """`action` naming its seat: the seat whose keyboard it is when it names none (a race must name one)."""
        if action.by is not None:
            return action
        decision = self.rules.decision(self.state)
        if decision is None or (decision.mode is Mode.ANY and len(decision.seats) > 1):
            return action  # the rules refuse it with the reason
        return action.model_copy(update={"by": decision.seat})

    def _step(self, action: Action) -> list[Event]:
        """Apply one action (the rules admit it or refuse it) and record it with its seat and the reveal flag the
        rules set (then cleared for the next)."""
        action = self._named(action)
        self.state.revealed = False
        start = len(self.state.log)
        events = self.rules.apply(self.state, action)
        self.steps.append(Step(action, action.by, self.state.revealed, start, len(self.state.log)))
        self.state.revealed = False
        return events

    def _keep(self, before: Any) -> None:
        """Keep `before`, the position before the last step, if undo can reach it; drop what it no longer can."""
        last = self.steps[-1]
        if last.revealed or (self._before and self.steps[-2].seat != last.seat):
            self._before.clear()
        if not last.revealed:
            self._before.append(before)

    @property
    def outcome(self):
        return self.rules.outcome(self.state)

    # -- undo ------------------------------------------------------------------------------------------
    def why_not_undo(self) -> str | None:
        """Why the last action cannot be taken back, for the player; None when it can. Only the deciding player's
        own last decision, and only if it revealed nothing new."""
        if not self.steps:
            return "Nothing to undo yet."
        if self.outcome is not None:
            return "The game is over: nothing can be taken back."
        last = self.steps[-1]
        if last.revealed:
            return "The last action showed something new (a die, a card, an answer): it stands."
        if last.seat != self.to_act:
            return "The last decision was not yours: only your own decisions, before anyone else acts, can be undone."
        return None

    def can_undo(self) -> bool:
        return self.why_not_undo() is None

    def undo(self) -> Action:
        """Take back the last action: the position is exactly the one before it (IllegalAction says why not)."""
        reason = self.why_not_undo()
        if reason is not None:
            raise IllegalAction(reason, "Undo")
        self.state = self._before.pop()
        last = self.steps.pop()
        self._autosave()
        return last.action

    # -- saving ----------------------------------------------------------------------------------------
    def _reaches(self, saved: str) -> bool:
        """Whether the position is the one a save's digest names: in its current form or, for positions saved
        before a field left the state, an older form the rules still know (Rules.former_digests)."""
        if digest(self.state) == saved:
            return True
        return saved in self.rules.former_digests(self.state, self.config, [s.action for s in self.steps])

    def to_data(self) -> dict[str, Any]:
        players = self.config.players
        turn = getattr(self.state, "turn", None)
        return {
            "format": saves.FORMAT,
            "version": saves.VERSION,
            "game": self.rules.id,
            "config": self.config.model_dump(),
            "seed": self.seed,
            "actions": [s.action.model_dump() for s in self.steps],
            "digest": digest(self.state),
            "hints": list(self.hints),
            "about": {  # for the saves list only; loading never trusts it
                "title": self.rules.title,
                "names": self.seat_names or [self.config.name(s) for s in range(players)],
                "turn": turn if isinstance(turn, int) else None,
                "finished": self.outcome is not None,
                "demo": self.demo,
                "saved_at": time.time(),
            },
        }

    def save(self, path: Path) -> None:
        """Write the game to `path` (OSError propagates: the caller says what went wrong)."""
        saves.write_atomic(path, self.to_data())

    def _autosave(self) -> None:
        """Save after a change; a failure never stops the game: it is remembered and reported once."""
        if self.autosave is None:
            return
        try:
            self.save(self.autosave)
        except OSError as exc:
            problem = saves.why_not_written(exc, self.autosave)
        else:
            problem = None
        changed = (problem is None) != (self.save_problem is None)
        self.save_problem = problem
        if changed and self.on_save_problem is not None:
            self.on_save_problem(problem)

    def save_elsewhere(self, path: Path) -> None:
        """Save to `path` now and keep autosaving there (OSError propagates, nothing changes)."""
        self.save(path)
        self.autosave = path
        self.save_problem = None

    @classmethod
    def load(cls, path: Path, *, keep_autosave: bool = True) -> "Session":
        """Replay a save file and check its digest; SaveError names the file and the problem in one line. The
        save's game is found among the registered specs (engine/spec.py; games/registry.py registers them)."""
        data = saves.read_save(path)
        config = saves_folder.saved_setup(path, data)
        rules = spec_for(data["game"]).rules()
        about = data.get("about") if isinstance(data.get("about"), dict) else {}
        try:
            session = cls(rules, config, data["seed"], demo=about.get("demo") is True)
        except Exception as exc:  # the rules refuse the set-up (an option value, a character...)
            raise saves.SaveError(f"{path}: the game set-up is not valid: {reason(exc, field=True)}") from None
        checkpoints = _Checkpoints()
        for i, raw in enumerate(data["actions"]):
            try:
                action = rules.action_type.validate_python(raw)
            except ValidationError as exc:
                raise saves.SaveError(f"{path}: action {i + 1} is not an action of this game: {reason(exc, field=True)}") \
                    from None
            checkpoints.before_step(session)
            try:
                session._step(action)
            except IllegalAction as exc:
                raise saves.SaveError(f"{path}: action {i + 1} does not replay: {exc.reason}") from None
            except Exception:  # a hand-made action the rules never expected
                raise saves.SaveError(f"{path}: action {i + 1} does not replay in this position") from None
        if not session._reaches(data["digest"]):
            raise saves.SaveError(f"{path}: the replay does not reach the saved position (digest differs)")
        checkpoints.rebuild_undo(session)
        hints = data.get("hints")  # an older save has none; a foreign one's are not trusted
        if isinstance(hints, list) and len(hints) == config.players and all(type(h) is int and h >= 0 for h in hints):
            session.hints = list(hints)
        names = about.get("names")
        if isinstance(names, list) and len(names) == config.players and all(shown_as_is(str(n)) for n in names):
            session.seat_names = [str(n) for n in names]
        if keep_autosave:
            session.autosave = path
        return session


class _Checkpoints:
    """While a save replays: a copy of the position every CHECKPOINT_EVERY actions (not one per action: that
    would double a long load), kept only while undo may need to start from it. At the end the snapshots undo needs
    (the trailing run of one seat's decisions since the last reveal) are rebuilt from the nearest copy."""

    def __init__(self):
        self.run_start = 0  # where the trailing run of one seat's unrevealing decisions starts
        self.base: tuple[int, Any] | None = None  # the newest copy at or before run_start
        self.spare: tuple[int, Any] | None = None  # the newest copy after run_start (the base once a run starts)

    def before_step(self, session: Session) -> None:
        i = len(session.steps)
        if i and (session.steps[-1].revealed or session.steps[-1].seat != session.to_act):
            self.run_start = i
            if self.spare is not None:
                self.base, self.spare = self.spare, None
        if i % CHECKPOINT_EVERY == 0:
            copy = (i, snapshot(session.state))
            if i == self.run_start:
                self.base = copy
            else:
                self.spare = copy

    def rebuild_undo(self, session: Session) -> None:
        """Replay from the base copy to the end, keeping the positions before each step of the trailing run."""
        steps = session.steps
        if not steps or self.base is None or session.why_not_undo() is not None:
            return  # nothing can be undone here, and no later action makes an earlier one undoable
        start, state = self.base
        for i in range(start, len(steps)):
            state.revealed = False
            if i >= self.run_start:
                session._before.append(snapshot(state))
            session.rules.apply(state, steps[i].action)


def latest_resumable() -> Path | None:
    """The newest save of a game with a human seat that is not over and not a demo."""
    for info in saves_folder.catalogue():
        if info.resumable:
            return info.path
        if info.resumable is None:  # an older save that does not say whether it is over: replay it
            try:
                if Session.load(info.path, keep_autosave=False).outcome is None:
                    return info.path
            except saves.SaveError:
                continue
    return None
