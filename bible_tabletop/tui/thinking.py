"""A computer seat decides off the screen's thread (issue 22, computer turns stay watchable): its player chooses on
a copy of the position in a Textual worker, so every key still works while a search thinks, and after THINKING_SHOWN
seconds the prompt says who is thinking. The choice is carried out on the screen's thread, and only when the
position and the seat's player are still those it was asked about. Leaving the screen cancels the worker; a search
player ends at its next round (its `stop`)."""

from __future__ import annotations

import sys
import threading
from functools import partial
from typing import Any, NamedTuple

from rich.text import Text
from textual.worker import Worker, WorkerState, get_current_worker

from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.tui.gamelog import GameLog
from bible_tabletop.tui.later import call_in

THINKING_SHOWN = 0.3  # seconds a computer seat decides before the prompt says it is thinking
GIVE_WAY = 0.25  # seconds a search waits at most for the screen to answer a key
ENDED = frozenset({WorkerState.SUCCESS, WorkerState.ERROR, WorkerState.CANCELLED})


class QuickHandover:
    """While any computer thinks, Python hands its lock between threads every SWITCH seconds instead of every 5 ms,
    so the terminal's input thread and the screen get it back quickly from a search (a key took about 1.5x as long
    during a search before, about as long as without one after, in tmux)."""

    SWITCH = 0.0005

    def __init__(self) -> None:
        self._lock, self._thinking, self._before = threading.Lock(), 0, 0.005

    def __enter__(self) -> None:
        with self._lock:
            if self._thinking == 0:
                self._before = sys.getswitchinterval()
                sys.setswitchinterval(self.SWITCH)
            self._thinking += 1

    def __exit__(self, *_exc) -> None:
        with self._lock:
            self._thinking -= 1
            if self._thinking == 0:
                sys.setswitchinterval(self._before)


QUICK_HANDOVER = QuickHandover()


class Asked(NamedTuple):
    """What a computer seat's player was asked about: its seat, the position (the very state, the actions taken)."""

    seat: int
    state: int
    steps: int


class Thinking:
    """The computer seats' decisions in a worker; the play screen's controller starts them (`computer_move`)."""

    thinking_seat: int | None = None  # the computer seat the prompt says is thinking
    _thinking: tuple[Worker, Asked] | None = None

    def asked_now(self, seat: int) -> Asked:
        return Asked(seat, id(self.session.state), len(self.session.steps))

    def computer_move(self) -> None:
        """The computer seat to act begins to decide (unless it is deciding this very position already)."""
        self._timer = None
        seat = self.session.to_act
        if seat is None or seat not in self.computer or self.session.outcome is not None:
            return
        asked = self.asked_now(seat)
        if self._thinking is not None and self._thinking[1] == asked and not self._thinking[0].is_finished:
            return
        work = partial(self._decide, seat, snapshot(self.session.state), self.demo)
        worker = self.run_worker(work, thread=True, group="thinking", exclusive=True, description=f"seat {seat}")
        self._thinking = worker, asked
        call_in(self, THINKING_SHOWN, partial(self._say_thinking, worker))

    def _decide(self, seat: int, state: Any, explain: bool) -> tuple[Any, str]:
        """In the worker's thread: the seat's player's choice on the copy, and in a demo its reason (as the coach
        gives one)."""
        bot, worker = self.bots[seat], get_current_worker()
        if hasattr(bot, "stop"):
            bot.stop = partial(self._give_way, worker)
        with QUICK_HANDOVER:
            action = self.computer_action(seat, state)
        why = getattr(bot, "why", None) if explain else None
        return action, why(self.rules, state, seat, action) if why else ""

    def _give_way(self, worker: Worker) -> bool:
        """Asked by a search between its rounds (in the worker's thread): while the screen answers a key it waits
        (at most GIVE_WAY seconds), so a thinking computer never slows the keyboard; True: stop, nobody wants the
        answer any more."""
        self.app.keys_answered.wait(GIVE_WAY)
        return worker.is_cancelled

    def computer_action(self, seat: int, state: Any) -> Any:
        """What computer `seat` does in `state` (a copy of the position): its player decides on the position itself
        (what it may know is the player's own business; the screen draws nothing from it)."""
        return self.bots[seat].choose(self.rules, state, seat)

    def _say_thinking(self, worker: Worker) -> None:
        if self._thinking is not None and self._thinking[0] is worker and not worker.is_finished:
            self.thinking_seat = self._thinking[1].seat
            self.fill_choices()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A computer seat has decided: its choice is carried out if nothing changed meanwhile (else dropped: the
        controller has moved on and asks again where a computer is still to act)."""
        thinking = self._thinking
        if thinking is None or event.worker is not thinking[0] or event.state not in ENDED:
            return  # judged by the news itself: a worker's RUNNING news can arrive after it has ended
        self._thinking, self.thinking_seat = None, None
        worker, asked = thinking
        seat = asked.seat
        if event.state is not WorkerState.SUCCESS or worker.is_cancelled or seat not in self.computer \
                or asked != self.asked_now(seat) or self.session.outcome is not None:
            self.fill_choices()
            return
        action, reason = worker.result
        if self.act(action) and reason:
            self.query_one(GameLog).add(Text(f"  ({self.seat_name(seat)}: {reason})", style="italic dim"))
