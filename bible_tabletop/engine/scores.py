"""A game's score over the turns and the statistics worth reading at its end, from replaying its actions.

A game declares its score on its spec (`GameSpec.score_ref`, "module:function"): the function gives, for a
position, a `Score` (a label and a number per seat: HP, honor, path progress). The same module may define
`tally(state, action, events)`, yielding (statistic, seat) pairs for one action (the position after it, the action,
the events it wrote), and `TALLIES`, the statistics' names in the order they are shown ("cards played"). Without a
score the history still counts moves and turns.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from bible_tabletop.engine.replay import Replay
from bible_tabletop.engine.spec import spec_for


@dataclass(frozen=True)
class Score:
    """A position's score: what the number is ("HP") and each seat's."""

    label: str
    values: dict[int, float]


@dataclass(frozen=True)
class Change:
    """The biggest rise or fall of one seat's score in one action."""

    amount: float = 0.0
    seat: int = 0
    step: int = -1  # the action's index (-1: none yet)


@dataclass
class History:
    """What the end-of-game chart and table show: each seat's score after each turn, and the statistics."""

    names: list[str]
    label: str | None = None  # None: the game declares no score
    turns: list[int] = field(default_factory=list)  # x: the turn (or the move, where a game counts no turns)
    series: dict[int, list[float]] = field(default_factory=dict)  # seat -> its score at each x
    x_label: str = "turn"
    columns: list[str] = field(default_factory=list)  # the statistics' names
    rows: list[list[str]] = field(default_factory=list)  # per seat, a value per column
    notes: list[str] = field(default_factory=list)  # whole-game sentences


def turn_of(state: Any) -> int | None:
    """The game's turn count, where its position keeps one (`turns` or `turn`), as simulate reads it."""
    turn = getattr(state, "turns", getattr(state, "turn", None))
    return turn if isinstance(turn, int) and not isinstance(turn, bool) else None


def number(value: float) -> str:
    return f"{value:g}"


class _Walk:
    """Collects the history while the replay walks the game."""

    def __init__(self, replay: Replay, score: Callable | None, tally: Callable | None, tallies: Iterable[str]):
        self.replay, self.score, self.tally = replay, score, tally
        players = replay.config.players
        self.moves = [0] * players
        self.counts: dict[str, list[int]] = {name: [0] * players for name in tallies}
        self.points: list[tuple[int, dict[int, float]]] = []
        self.label: str | None = None
        self.rise, self.fall = Change(), Change()
        self.by_moves = False
        self.last_turn: int | None = None

    def visit(self, i: int, state: Any) -> None:
        if i:
            self._count(i - 1, state)
        turn = turn_of(state)
        self.last_turn = turn if turn is not None else self.last_turn
        if self.score is None:
            return
        now = self.score(state)
        self.label = now.label
        if self.points:
            self._changes(i - 1, self.points[-1][1], now.values)
        self.by_moves = self.by_moves or turn is None
        x = i if self.by_moves else turn
        if self.points and self.points[-1][0] == x:
            self.points[-1] = (x, dict(now.values))
        else:
            self.points.append((x, dict(now.values)))

    def _count(self, k: int, state: Any) -> None:
        step = self.replay.steps[k]
        if step.seat is not None and 0 <= step.seat < len(self.moves):
            self.moves[step.seat] += 1
        if self.tally is None:
            return
        for name, seat in self.tally(state, step.action, state.log[step.start:step.end]):
            if seat is not None and 0 <= seat < len(self.moves):
                self.counts.setdefault(name, [0] * len(self.moves))[seat] += 1

    def _changes(self, k: int, before: dict[int, float], after: dict[int, float]) -> None:
        for seat, value in after.items():
            delta = value - before.get(seat, value)
            if delta > self.rise.amount:
                self.rise = Change(delta, seat, k)
            if -delta > self.fall.amount:
                self.fall = Change(-delta, seat, k)


def history(replay: Replay, score: Callable | None = None, tally: Callable | None = None,
            tallies: Iterable[str] = ()) -> History:
    """Replay the game once and gather its score over the turns and its statistics."""
    walk = _Walk(replay, score, tally, tallies)
    final = replay.walk(walk.visit)
    names = replay.names
    out = History(names, walk.label, x_label="move" if walk.by_moves else "turn")
    out.turns = [x for x, _ in walk.points]
    # a seat the game gives no score (Christianity's human Evil seat): no line, and "-" at the end
    scored = [s for s in range(len(names)) if not walk.points or s in walk.points[-1][1]]
    out.series = {s: [values.get(s, 0.0) for _, values in walk.points] for s in scored}
    out.columns = ["moves", *walk.counts]
    if walk.label is not None:
        out.columns.append(f"{walk.label} at the end")
    for s in range(len(names)):
        row = [str(walk.moves[s]), *(str(c[s]) for c in walk.counts.values())]
        if walk.label is not None:
            row.append(number(walk.points[-1][1][s]) if s in scored else "-")
        out.rows.append(row)
    turns = turn_of(final)
    out.notes.append(f"{len(replay)} moves" + (f" in {turns} turns" if turns else "") + ".")
    for change, word in ((walk.fall, "fall"), (walk.rise, "rise")):
        if change.step >= 0:
            out.notes.append(_change_note(replay, change, word, walk.label or ""))
    return out


def _change_note(replay: Replay, change: Change, word: str, label: str) -> str:
    """'Biggest fall in one move: 5 HP, Ben (move 12, Ann: Play Haymaker on Ben).'"""
    step = replay.steps[change.step]
    what = replay.rules.describe(replay.position(change.step), step.action)
    who = replay.names[step.seat] if step.seat is not None else "the table"
    return f"Biggest {word} in one move: {number(change.amount)} {label}, {replay.names[change.seat]} " \
           f"(move {change.step + 1}, {who}: {what})."


def history_for(replay: Replay) -> History:
    """The history with the game's own score, tally and TALLIES, as its spec declares them."""
    score = spec_for(replay.rules.id).score()
    module = inspect.getmodule(score) if score is not None else None
    return history(replay, score, getattr(module, "tally", None), getattr(module, "TALLIES", ()))
