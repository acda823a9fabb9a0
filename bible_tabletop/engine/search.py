"""The search player (issue 22): information-set Monte Carlo tree search over any game, from its spec alone.

It sees only its seat's view. Each round deals a full position from that view with the game's resample hook (its
rules/resample.py) and tries on it the heuristic player's first few choices (the game's spec's default computer
player, asked with its earlier choices withheld), each with the same dice to come, so they are compared in pairs.
Below the root the tree is shared across the dealt positions (statistics by the actions taken, as the seat can tell
them apart) and walked by UCB with the heuristic's choice as a hint; after one new action the heuristic plays on for
at most `rollout` actions and the end is scored: the result where the game is over, else the game's score (its
spec's score hook) as a margin over the best other seat, or, in a game whose seats win or lose together, the
standing its score module reads (teammates are never each other's rivals). The search takes another action than the
heuristic's only when it gained by more than SURE standard errors over it, over PAIRS rounds at least: a dice game's
noise never talks it out of a sound move. A candidate clearly beaten by the heuristic's choice is dropped, and the
heuristics in the simulations are seeded alike for every candidate of a round (their own luck is paired too).
Within a time budget, or, for tests and the ladder, a fixed number of simulations (then a seed gives the same
choice every time).

A game without a resample hook, a decision with one legal action, and the decision kinds a game's resample module
lists in `LEFT_TO_HEURISTIC` (TriBond's answers are knowledge, not search) are left to the heuristic player.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import canonical
from bible_tabletop.engine.game import Action, Result, Rules
from bible_tabletop.engine.preference import choices_in_order
from bible_tabletop.engine.snapshot import snapshot
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.engine.view import HIDDEN

EXPLORE = 0.7  # UCB's exploration weight (results lie in 0..1)
CANDIDATES = 4  # the heuristic player's first choices the root compares
SURE = 1.5  # standard errors by which the search must find an action better than the heuristic's to take it
PAIRS = 6  # rounds a candidate must have been compared in before its gain can count: two or three lucky deals
#            read as a sure gain (their spread says nothing yet), and a slow game's few rounds then chose at random
HINT = 0.3  # a bonus for the heuristic player's own choice at a node, fading with visits
POINTS = {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}


@dataclass(frozen=True)
class Budget:
    """How long the search thinks: `seconds` of the clock, or exactly `simulations` (deterministic from the seed;
    it wins when both are given); `rollout`: actions the heuristic plays after the tree before the score is read."""

    seconds: float | None = 1.0  # no round is begun that would, at the rounds' pace so far, end after it
    simulations: int | None = None
    rollout: int = 40

    def spent(self, done: int, rounds: int, started: float) -> bool:
        """Whether to stop after `done` simulations in `rounds` rounds begun at `started`."""
        if self.simulations is not None:
            return done >= self.simulations
        used = time.perf_counter() - started
        return rounds > 0 and used + used / rounds >= (self.seconds or 0.0)


class Node:
    """The actions tried from one place of the tree, by key: visits, the total result of the seat that took it,
    and how often it was legal when its parent was reached (its availability)."""

    __slots__ = ("children", "visits", "total", "squares", "seen")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0
        self.seen = 0

    def add(self, result: float) -> None:
        self.visits += 1
        self.total += result
        self.squares += result * result

    def bounds(self) -> tuple[float, float]:
        """The mean result and its standard error (wide while there are few visits)."""
        mean = self.total / self.visits
        if self.visits < 2:
            return mean, 1.0
        spread = max(self.squares - self.visits * mean * mean, 0.0) / (self.visits - 1)  # the sample's variance
        return mean, math.sqrt(spread / self.visits)

    def pick(self, keys: list, hint: Any, rng: random.Random) -> Any:
        """The key to follow: the heuristic's choice first, then an untried one, then the best by UCB."""
        for key in keys:
            child = self.children.get(key)
            if child is None:
                child = self.children[key] = Node()
            child.seen += 1
        untried = [k for k in keys if self.children[k].visits == 0]
        if untried:
            return hint if hint in untried else rng.choice(untried)
        return max(keys, key=lambda k: self.children[k].ucb(k == hint))

    def ucb(self, hinted: bool) -> float:
        mean = self.total / self.visits
        return mean + EXPLORE * math.sqrt(math.log(self.seen) / self.visits) + (HINT / self.visits if hinted else 0.0)


def action_key(action: Action) -> tuple:
    return tuple(action.model_dump().items())


def unseen_numbers(view: Any, sample: Any) -> frozenset:
    """The numbers the sample holds where the seat's view shows a face-down card: the cards it has not seen (the
    same set for every sample of one view)."""
    found: set = set()

    def walk(shown: Any, dealt: Any) -> None:
        if shown == HIDDEN and isinstance(dealt, int) and not isinstance(dealt, bool):
            found.add(dealt)
        elif isinstance(shown, tuple) and isinstance(dealt, tuple) and len(shown) == len(dealt):
            for a, b in zip(shown, dealt):
                walk(a, b)

    walk(canonical(view), canonical(sample))
    return frozenset(found)


def masked_keys(legal: list[Action], unseen: frozenset) -> list[tuple]:
    """The keys of the seat's own choices as it can tell them apart: a card it has not seen (a face-down target)
    reads as "?", and choices that then read alike are told apart by their order in the list."""
    keys, count = [], {}
    for a in legal:
        plain = tuple((f, "?" if isinstance(v, int) and not isinstance(v, bool) and v in unseen else v)
                      for f, v in a.model_dump().items())
        count[plain] = count.get(plain, -1) + 1
        keys.append((plain, count[plain]))
    return keys


def results(rules: Rules, reading: Callable | None, state: Any) -> dict[int, float]:
    """Each seat's result in 0..1: the outcome once the game is over, else the game's `reading` of the position (a
    seat missing counts 0.5)."""
    outcome = rules.outcome(state)
    if outcome is not None:
        return {s: POINTS[r] for s, r in enumerate(outcome.results)}
    return reading(state) if reading is not None else {}


def margins(score: Callable | None) -> Callable | None:
    """The reading of a game where each seat plays for itself, from its score: each seat's margin over the best
    other seat (0.5: level)."""
    if score is None:
        return None

    def reading(state: Any) -> dict[int, float]:
        values = score(state).values
        scale = max(1.0, max((abs(v) for v in values.values()), default=0.0) / 2)
        out = {}
        for s, mine in values.items():
            best_other = max((v for o, v in values.items() if o != s), default=mine)
            out[s] = 0.5 + 0.5 * math.tanh((mine - best_other) / scale)
        return out
    return reading


class Search:
    """One decision's search: the tree grown from `seat`'s view of the position.

    The root is searched in rounds: a round deals one position and one roll of the dice to come, and tries each of
    the heuristic player's first CANDIDATES choices on that same deal (so their results are compared in pairs, and
    a lucky deal favours none); below the root the tree is shared across rounds and walked by UCB."""

    def __init__(self, rules: Rules, view: Any, seat: int, budget: Budget, rng: random.Random,
                 stop: Callable[[], bool] = lambda: False):
        spec = spec_for(rules.id)
        self.rules, self.view, self.seat, self.budget, self.rng = rules, view, seat, budget, rng
        self.stop = stop  # asked between rounds: whoever asked no longer wants the answer (a screen left)
        self.deal = spec.resample()
        self.reading = spec.standing() or margins(spec.cutoff())  # a team's game reads its team's standing
        self.turns = hint(rules.id, "TURNS_AHEAD", None)  # a rollout also ends once the turn passed this often
        self.make_heuristic = spec.bots()[spec.default_bot]
        self.heuristics: dict[int, Any] = {}
        self.luck = rng.randrange(2**31)  # the heuristics' seed: the same for every candidate of one round
        self.root = Node()
        self.unseen: frozenset | None = None
        self.candidates: list = []  # the root's keys tried, the heuristic's own choice first
        self.gains: dict[Any, Node] = {}  # per candidate: its result less the heuristic choice's, round by round
        self.simulations = 0
        self.failures = 0

    def heuristic(self, seat: int) -> Any:
        """The game's own player for `seat` in the simulations (one per seat, made afresh from the round's luck for
        each candidate, so their own dice, too, are the same for every candidate compared)."""
        if seat not in self.heuristics:
            self.heuristics[seat] = self.make_heuristic((self.luck + seat) % 2**31)
        return self.heuristics[seat]

    def run(self) -> Any:
        """Search in rounds until the budget is spent; the root's key to take (None: nothing was learnt)."""
        started, rounds = time.perf_counter(), 0
        while not self.budget.spent(self.simulations, rounds, started) and not self.stop() and not self.settled():
            rounds += 1
            try:
                self.round()
            except Exception:  # a dealt position the game cannot play on: counted (the tests want none)
                self.failures += 1
                self.simulations += 1
        return self.best()

    def best(self) -> Any:
        """The candidate that gained most over the heuristic's own choice, when it gained by more than SURE standard
        errors (a search of a dice game is noisy: a slip of luck changes nothing); else the heuristic's choice."""
        if not self.candidates:
            return None
        choice, margin = self.candidates[0], 0.0
        for key, gain in self.gains.items():
            if gain.visits >= PAIRS:
                mean, error = gain.bounds()
                if mean > SURE * error and mean > margin:
                    choice, margin = key, mean
        return choice

    def round(self) -> None:
        """One deal, each candidate played on it (the same dice to come), the gains over the heuristic's choice."""
        rules, seat = self.rules, self.seat
        dealt = self.deal(rules, self.view, seat, self.rng)
        dice, luck = self.rng.getrandbits(64), self.rng.randrange(2**31)
        if not self.candidates:
            self.choose_candidates(dealt)
        won = {}
        for key in self.candidates:
            if self.beaten(key):
                continue
            self.luck, self.heuristics = luck, {}
            state = snapshot(dealt)
            state.rng = random.Random(dice)
            legal = rules.legal_actions(state, seat)
            keys = masked_keys(legal, self.unseen)
            if key not in keys:
                continue
            rules.apply(state, legal[keys.index(key)])
            node = self.root.children.setdefault(key, Node())
            self.simulations += 1
            won[key] = self.descend(state, node, [(node, seat)])
        for key, result in won.items():
            if key != self.candidates[0] and self.candidates[0] in won:
                self.gains.setdefault(key, Node()).add(result - won[self.candidates[0]])

    def beaten(self, key: Any) -> bool:
        """Whether a candidate has lost to the heuristic's choice by more than SURE standard errors over PAIRS
        rounds: it is tried no more, and its rounds go to the others."""
        gain = self.gains.get(key)
        if gain is None or gain.visits < PAIRS:
            return False
        mean, error = gain.bounds()
        return mean + SURE * error < 0

    def settled(self) -> bool:
        """Whether the heuristic's choice is the only candidate left (every other beaten, or none to compare): more
        rounds could not change the answer."""
        return bool(self.candidates) and all(self.beaten(key) for key in self.candidates[1:])

    def choose_candidates(self, dealt: Any) -> None:
        self.unseen = unseen_numbers(self.view, dealt)
        legal = self.rules.legal_actions(dealt, self.seat)
        keys = masked_keys(legal, self.unseen)
        ordered = choices_in_order(self.heuristic(self.seat), self.rules, dealt, self.seat, CANDIDATES)
        self.candidates = [keys[legal.index(a)] for a in ordered] or keys[:1]

    def descend(self, state: Any, node: Node, path: list) -> float:
        """Walk the tree below the root by UCB, add one action, roll out, score; the root seat's result."""
        rules, rng = self.rules, self.rng
        fresh = node.visits == 0
        while not fresh and rules.outcome(state) is None:
            actor = deciding(rules.decision(state))
            legal = rules.legal_actions(state, actor)
            if len(legal) == 1:
                rules.apply(state, legal[0])
                continue
            keys = [action_key(a) for a in legal]
            hint = self.heuristic(actor).choose(rules, state, actor)
            key = node.pick(keys, keys[legal.index(hint)] if hint in legal else None, rng)
            fresh = node.children[key].visits == 0
            rules.apply(state, legal[keys.index(key)])
            node = node.children[key]
            path.append((node, actor))
        self.roll_out(state)
        won = results(rules, self.reading, state)
        for node, actor in path:
            node.add(won.get(actor, 0.5))
        return won.get(self.seat, 0.5)

    def roll_out(self, state: Any) -> None:
        """The heuristic plays on for at most the budget's cut-off, or (where the game names a number of turns
        ahead) until the seat to act has changed that often: a natural point to read the score."""
        rules, last, passed = self.rules, None, 0
        for _ in range(self.budget.rollout):
            if rules.outcome(state) is not None:
                return
            actor = deciding(rules.decision(state))
            passed += last is not None and actor != last
            if self.turns is not None and passed >= self.turns:
                return
            last = actor
            rules.apply(state, self.heuristic(actor).choose(rules, state, actor))


def hint(game: str, name: str, default: Any) -> Any:
    """A search hint the game's resample module holds under `name` (`default` where it has none)."""
    ref = spec_for(game).resample_ref
    if ref is None:
        return default
    return getattr(importlib.import_module(ref.partition(":")[0]), name, default)


def left_to_heuristic(game: str) -> frozenset:
    """The decision kinds a game's resample module leaves to its heuristic player (`LEFT_TO_HEURISTIC`)."""
    return frozenset(hint(game, "LEFT_TO_HEURISTIC", ()))


class SearchBot:
    """The hard computer player: the search above, seeing only its seat's view; the game's heuristic player where
    search cannot decide (no resample hook, a single choice, a kind left to the heuristic)."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: Budget = Budget()):
        self.rng = random.Random(seed)
        self.budget = budget
        self.fallback: Any = None
        self.last: Search | None = None  # the last decision's search, for the tests and the bench
        self.usual: Action | None = None  # the heuristic's own choice where the last search took another
        self.deals = 0  # then: the deals on which the search compared the two
        self.stop: Callable[[], bool] = lambda: False  # a screen's worker sets it: the search ends at its next round

    def choose(self, rules: Rules, state: Any, seat: int) -> Action:
        legal = rules.legal_actions(state, seat)
        spec = spec_for(rules.id)
        rng = random.Random(self.rng.randrange(2**63))
        self.last, self.usual = None, None
        if len(legal) > 1 and spec.resample_ref and rules.decision(state).kind not in left_to_heuristic(rules.id):
            self.last = self.searcher(rules, state, seat, rng)
            best = self.last.run()
            if best is not None and self.last.unseen is not None:
                keys = masked_keys(legal, self.last.unseen)
                if best in keys:
                    usual = self.last.candidates[0]
                    self.usual = legal[keys.index(usual)] if best != usual and usual in keys else None
                    self.deals = self.last.gains[best].visits if self.usual is not None else 0
                    return legal[keys.index(best)]
        return self.heuristic(rules).choose(rules, state, seat)

    def heuristic(self, rules: Rules) -> Any:
        """The game's own player, where the search leaves the choice to it (made once)."""
        if self.fallback is None:
            spec = spec_for(rules.id)
            self.fallback = spec.bots()[spec.default_bot](self.rng.randrange(2**31))
        return self.fallback

    def why(self, rules: Rules, state: Any, seat: int, action: Action) -> str:
        """Why `action`, its last choice: the game's own player's reason where the search kept that player's
        choice; else what the search found (the coach and a demo's narration say it)."""
        if self.usual is None:
            own = getattr(self.heuristic(rules), "why", None)
            return own(rules, state, seat, action) if own else ""
        usual = rules.describe(rules.view(state, seat), self.usual)
        return f"Played out on {self.deals} deals of what this seat cannot see, it did better than the usual " \
               f"choice ({usual})."

    def searcher(self, rules: Rules, state: Any, seat: int, rng: random.Random) -> Search:
        """The search of one decision, from `seat`'s view of the position alone."""
        return Search(rules, rules.view(state, seat), seat, self.budget, rng, self.stop)
