"""The computer contestants: a sensible one that knows an answer with the chance its level gives, and a random one.

Knowing is simulated: the bot looks at the answer and "knows" it with its level's chance, higher as more clues
show. On the board it prefers entering a Trinity space, green-space jumps far ahead, and Challenges it expects to
win; in a Challenge race it buzzes when it knows. The random contestant picks any legal action; the typed answer
(listed as "any text") it fills with the right answer or a wrong one at random.
"""

from __future__ import annotations

import random
from typing import Any

from bible_tabletop.games.tribond.rules import reasons
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
            return self.say(rules, state, seat, knows if ph == "clue" else self.rng.random() < 0.85)
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

    def say(self, rules: Any, state: Any, seat: int, right: bool):
        """`seat`'s answer: right or wrong, spoken (judged) or typed."""
        if state.mode == "spoken":
            return Judge(correct=right, by=seat)
        return Answer(text=rules.reading(state).answer if right else WRONG_GUESS, by=seat)

    def _race(self, rules: Any, state: Any, legal: list):
        """Plays the race for both contestants (in self-play): whoever knows first buzzes."""
        c = state.contest
        pair = [c.challenger, c.defender]
        self.rng.shuffle(pair)
        for s in pair:
            if self.rng.random() < chance_to_know(self._level(state), state.shown):
                return Buzz(seat=s)
        return next(a for a in legal if a.kind in ("reveal", "new_clue_set"))

    def chance(self, state: Any) -> float:
        """The chance of knowing the clue-set being read with the clues read so far."""
        return chance_to_know(self._level(state), state.shown)

    @staticmethod
    def knew(action) -> bool:
        """Whether an answer it gave was one it knew (judged right, or typed as the card's answer)."""
        return action.correct if action.kind == "judge" else action.text != WRONG_GUESS

    def know(self, state: Any) -> float:
        """The chance of knowing a clue-set with all three clues read, at this contestant's level."""
        return LEVELS[self._level(state)][0]

    def _move_value(self, rules: Any, state: Any, seat: int, path: int) -> float:
        return sum(value for value, _ in self.move_terms(state, seat, path))

    def move_terms(self, state: Any, seat: int, path: int) -> list[tuple[float, str]]:
        """What moving the piece on `path` forward is worth, term by term with its words: the spaces gained (a
        Trinity space is worth all), landing on a piece, a green space's jump ahead, and a little less for a piece
        already far along (all else equal, the piece behind comes up)."""
        here = state.pos[seat][path]
        to = advance(here, state.roll)
        if to == HOME:
            return [(100.0, "into its Trinity space, safe for good")]
        know = self.know(state)
        terms = [(float(to - here), f"{to - here} space{'s' if to - here != 1 else ''} on to space {to}")]
        others = [s for s in range(state.players) if s != seat]
        landed = [s for s in others if state.pos[s][path] == to]
        if landed:
            gain = (know - 0.5) * (to - here) * 2 if state.players > 2 else to - here
            what = "a Challenge race" if state.players > 2 else "a Change"
            terms.append((gain, f"onto {state.names[landed[0]]}'s piece, {what} worth {gain:+.1f}"))
        if is_green(path, to):
            ahead = [state.pos[s][path] for s in others if to < state.pos[s][path] < HOME]
            if ahead:
                jump = max(0.0, (know - 0.4)) * (max(ahead) - to)
                terms.append((jump, f"a green space with a piece ahead at {max(ahead)}, worth {jump:+.1f}"))
        terms.append((-here * 0.05, ""))
        return terms

    def gain(self, state: Any, seat: int, a) -> float:
        """What a Challenge (or Change) is expected to gain: the spaces won at the chance of winning the race, less
        a space at the chance of losing it; staying gains nothing."""
        if a.kind == "stay":
            return 0.0
        theirs, mine = state.pos[a.seat][a.path], state.pos[seat][a.path]
        win = self.odds(state)
        return win * (theirs - mine + 1) - (1 - win) * 1.0

    def odds(self, state: Any) -> float:
        """The chance of winning a Challenge: a two-player Change always succeeds; a race, as often as it knows."""
        return 1.0 if state.players == 2 else self.know(state)

    def _target(self, state: Any, seat: int, legal: list):
        return max(legal, key=lambda a: self.gain(state, seat, a))

    def why(self, rules: Any, state: Any, seat: int, action) -> str:
        """One line saying why this action, read off the numbers the choice weighed (reasons.py)."""
        return reasons.why(self, rules, state, seat, action)


BOTS = {"contestant": ContestantBot, "random": RandomContestant}  # the game's computer players by name
