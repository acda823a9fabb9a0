"""The computer contestants: a sensible one that knows an answer with the chance its level gives, and a random one.

Knowing is simulated: the bot looks at the answer and "knows" it with its level's chance, higher as more clues
show. On the board it prefers entering a Trinity space, green-space jumps far ahead, and Challenges it expects to
win; in a Challenge race it buzzes when it knows. The random contestant picks any legal action; the typed answer
(listed as "any text") it fills with the right answer or a wrong one at random.
"""

from __future__ import annotations

import random
from typing import Any

from bible_tabletop.games.tribond.rules.actions import Answer, Buzz, Judge
from bible_tabletop.games.tribond.rules.board import HOME, advance, is_green

# level -> (chance of knowing with all three clues, seconds to buzz when it knows)
LEVELS = {"normal": (0.65, 4.0), "easy": (0.4, 6.0), "expert": (0.9, 2.5)}
WRONG_GUESS = "no idea"


def chance_to_know(level: str, shown: int) -> float:
    """The chance of knowing a clue-set once `shown` clues are read: a third, two thirds, all of the level."""
    return LEVELS[level][0] * (0.4 + 0.3 * (shown - 1))


class RandomContestant:
    """Uniformly random choices among its own seat's legal actions (in a race it buzzes only for itself); a typed
    answer is right half the time (the legal actions never hold it)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules: Any, state: Any, seat: int):
        action = self.rng.choice(rules.legal_actions(state, seat))
        if action.kind == "answer":
            return Answer(text=rules.reading(state).answer if self.rng.random() < 0.5 else WRONG_GUESS, by=action.by)
        return action


class ContestantBot:
    """A computer seat of Bible TriBond."""

    name = "contestant"

    def __init__(self, seed: int = 0, level: str | None = None):
        self.rng = random.Random(seed)
        self.level = level
        self._knows: dict[tuple, bool] = {}

    def _level(self, state: Any) -> str:
        return self.level or getattr(state, "level", "normal")

    def knows(self, state: Any, rules: Any, seat: int) -> bool:
        """Decided once per clue-set and clues shown, from the bot's own generator (never the game's)."""
        key = (seat, state.reading, state.slot, state.shown, len(state.log))
        if key not in self._knows:
            self._knows[key] = self.rng.random() < chance_to_know(self._level(state), state.shown)
        return self._knows[key]

    def choose(self, rules: Any, state: Any, seat: int):
        legal = rules.legal_actions(state)
        kinds = {a.kind: a for a in legal}
        ph = state.phase
        if ph in ("clue", "race_answer"):
            knows = ph == "race_answer" or self.knows(state, rules, seat)
            if not knows and "reveal" in kinds:
                return kinds["reveal"]
            return self.say(rules, state, knows if ph == "clue" else self.rng.random() < 0.85)
        if ph == "verdict":
            return kinds["accept"]
        if ph == "race":
            return self._race(rules, state, legal)
        if ph == "move":
            return max(legal, key=lambda a: self._move_value(rules, state, seat, a.path))
        if ph == "humble":
            return min(legal, key=lambda a: state.pos[seat][a.path])
        if ph == "target":
            return self._target(state, seat, legal)
        return legal[0]

    def say(self, rules: Any, state: Any, right: bool):
        """The answer: right or wrong, spoken (judged) or typed."""
        if state.mode == "spoken":
            return Judge(correct=right)
        return Answer(text=rules.reading(state).answer if right else WRONG_GUESS)

    def _race(self, rules: Any, state: Any, legal: list):
        """Plays the race for both contestants (in self-play): whoever knows first buzzes."""
        c = state.contest
        pair = [c.challenger, c.defender]
        self.rng.shuffle(pair)
        for s in pair:
            if self.rng.random() < chance_to_know(self._level(state), state.shown):
                return Buzz(seat=s)
        return next(a for a in legal if a.kind in ("reveal", "new_clue_set"))

    def _move_value(self, rules: Any, state: Any, seat: int, path: int) -> float:
        here = state.pos[seat][path]
        to = advance(here, state.roll)
        if to == HOME:
            return 100.0
        know = LEVELS[self._level(state)][0]
        value = float(to - here)
        others = [state.pos[s][path] for s in range(state.players) if s != seat]
        if to in others:
            value += (know - 0.5) * (to - here) * 2 if state.players > 2 else to - here
        if is_green(path, to):
            ahead = [p for p in others if to < p < HOME]
            if ahead:
                value += max(0.0, (know - 0.4)) * (max(ahead) - to)
        return value - here * 0.05  # all else equal, bring up the piece behind

    def _target(self, state: Any, seat: int, legal: list):
        know = LEVELS[self._level(state)][0]

        def gain(a) -> float:
            if a.kind == "stay":
                return 0.0
            theirs, mine = state.pos[a.seat][a.path], state.pos[seat][a.path]
            win = 1.0 if state.players == 2 else know
            return win * (theirs - mine + 1) - (1 - win) * 1.0

        return max(legal, key=gain)


BOTS = {"contestant": ContestantBot, "random": RandomContestant}  # the game's computer players by name
