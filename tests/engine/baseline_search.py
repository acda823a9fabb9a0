"""BASELINE ONLY, not a player of the app: a plain determinised Monte Carlo tree search from the spec alone, with
uniformly random rollouts to the end, which knows nothing of the games (issue 22's yardstick for the hard player).

Each simulation deals a position from the seat's view (the game's resample hook), walks one UCT tree keyed by the
actions themselves, adds one action and lets random players finish the game. The decisions a game leaves to its own
player (its resample module's LEFT_TO_HEURISTIC: TriBond's answers and verdicts) are left to it here too, as the hard
player leaves them: in spoken TriBond a contestant judges its own answer, and a search would call every answer
right."""

from __future__ import annotations

import math
import random
import time
from typing import Any

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.search import POINTS, action_key, left_to_heuristic
from bible_tabletop.engine.spec import spec_for

LONGEST = 2000  # actions a random rollout may take before it is scored a draw


class _Node:
    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits, self.total = 0, 0.0


class PlainSearch:
    """A bot: `simulations` determinised UCT simulations a decision with random rollouts, or as many as fit in
    `seconds` (the hard player's clock, for a match at the same time a decision)."""

    name = "plain"

    def __init__(self, seed: int = 0, simulations: int = 50, seconds: float | None = None):
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.seconds = seconds
        self._contestant = None

    def choose(self, rules, state, seat: int):
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        if rules.decision(state).kind in left_to_heuristic(rules.id):
            return self.contestant(rules).choose(rules, state, seat)
        deal, view, root = spec_for(rules.id).resample(), rules.view(state, seat), _Node()
        started, done = time.perf_counter(), 0
        while (done < self.simulations if self.seconds is None else time.perf_counter() - started < self.seconds):
            self._simulate(rules, deal(rules, view, seat, self.rng), root)
            done += 1
        visited = {k: c.visits for k, c in root.children.items()}
        keys = [action_key(a) for a in legal]
        return max(legal, key=lambda a: visited.get(action_key(a), -1)) if set(keys) & set(visited) else legal[0]

    def contestant(self, rules):
        """The game's own player, for the decisions the game leaves to it (TriBond's answers and verdicts: what a
        contestant knows, which no search can find out; a search would only learn to call its own answers right)."""
        if self._contestant is None:
            spec = spec_for(rules.id)
            self._contestant = spec.bots()[spec.default_bot](self.rng.randrange(2**31))
        return self._contestant

    def _simulate(self, rules, state, root: _Node) -> None:
        node, path = root, []
        while rules.outcome(state) is None:
            actor = deciding(rules.decision(state))
            legal = rules.legal_actions(state, actor)
            keys = [action_key(a) for a in legal]
            fresh = [k for k in keys if k not in node.children]
            if fresh:
                key = self.rng.choice(fresh)
                node.children[key] = _Node()
            else:
                total = sum(node.children[k].visits for k in keys)
                key = max(keys, key=lambda k: node.children[k].total / node.children[k].visits
                          + 0.7 * math.sqrt(math.log(total) / node.children[k].visits))
            rules.apply(state, legal[keys.index(key)])
            node = node.children[key]
            path.append((node, actor))
            if fresh:
                break
        for _ in range(LONGEST):
            if rules.outcome(state) is not None:
                break
            actor = deciding(rules.decision(state))
            rules.apply(state, self.rng.choice(rules.legal_actions(state, actor)))
        outcome = rules.outcome(state)
        for node, actor in path:
            node.visits += 1
            node.total += POINTS[outcome.results[actor]] if outcome else 0.5
