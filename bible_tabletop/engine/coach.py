"""The coach: for any position and seat, what that seat decides now in plain words, the rule behind it (a section
of the game's rules page) and a suggestion with a one-line reason.

The suggestion is the move the game's computer player makes from the seat's view alone: the coach deals a full
position from that view (the game's resample hook), lets the player choose there, and asks it why (its `why`, read
off its own scoring). Nothing the seat may not see goes in, so nothing of it can come out. The coach's level is
chosen at setup (`GameConfig.coach`): normal, the game's own player (a few milliseconds), or hard, the search
player (about a second: a screen asks it off its thread). There is no easy coach: its slips would be bad advice.
The words live in assets/<game>/coach.yaml (engine/coachbook.py); a game may name finer situations than its
decision kinds with a `situation(view, decision)` function in rules/coach.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from bible_tabletop.engine.coachbook import CoachBook
from bible_tabletop.engine.datacache import game_data
from bible_tabletop.engine.decision import Mode
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import COACH_LEVELS, Action, Rules
from bible_tabletop.engine.search import Budget, SearchBot
from bible_tabletop.engine.spec import GameSpec, spec_for
from bible_tabletop.paths import ASSETS

SAMPLES = 3  # positions dealt from the view before the coach gives up suggesting


@dataclass(frozen=True)
class Coaching:
    """What the coach tells one seat about one position."""

    seat: int
    situation: str  # the coach book's name for it (a decision kind, or the game's finer name)
    say: str  # what the seat decides now, addressed to the player
    section: str  # the rules page's section behind it
    explain: str  # that section in a few plain words
    suggestion: Action | None  # one of the seat's legal actions, or None where the game has no suggestion yet
    reason: str  # why the suggestion, in the game's words ("" without one)
    yours: bool = False  # the seat's own call, never suggested (the book says `suggest: false`: a TriBond answer)


def book(game: str) -> CoachBook | None:
    """The game's coach book, or None while it has none."""
    return game_data(spec_for(game), ASSETS / game).get("coach.yaml")


def situation_of(spec: GameSpec, view: Any, decision) -> str:
    """The name of the situation: the game's own finer name where it gives one, else the decision's kind."""
    finer = spec.situation()
    return finer(view, decision) if finer else decision.kind


def coach(rules: Rules, state: Any, seat: int, *, seed: int = 0, level: str = "normal",
          budget: Budget | None = None, stop: Callable[[], bool] | None = None) -> Coaching | None:
    """The coaching for `seat` (None when it has nothing to decide now or the game has no coach book), its
    suggestion from the player of `level`; a hard coach searches with `budget` (a second by default) and ends early
    when `stop` says so."""
    decision = rules.decision(state)
    words = book(rules.id)
    if decision is None or seat not in decision.seats or words is None:
        return None
    spec = spec_for(rules.id)
    view = rules.view(state, seat)
    stepping_in = decision.mode is Mode.OPEN and seat != decision.seat
    name = "step_in" if stepping_in else situation_of(spec, view, decision)
    entry = words.situations.get(name)
    if entry is None:
        raise LookupError(f"{rules.id}'s coach book has no situation {name!r}")
    player = adviser(spec, level, budget, stop)
    suggestion, reason = suggest(rules, spec, state, view, seat, seed, player) if entry.suggest else (None, "")
    return Coaching(seat, name, entry.say, entry.section, words.sections.get(entry.section, ""), suggestion, reason,
                    yours=not entry.suggest)


def adviser(spec: GameSpec, level: str, budget: Budget | None, stop: Callable[[], bool] | None) -> Callable:
    """The player the coach of `level` asks, made from a seed: the game's own player, or the search player."""
    if level not in COACH_LEVELS:
        raise ValueError(f"The coach plays {' or '.join(COACH_LEVELS)}, not {level!r}.")
    if level == "normal":
        return spec.bots()[spec.default_bot]

    def searcher(seed: int) -> SearchBot:
        bot = SearchBot(seed, budget or Budget())
        bot.stop = stop or bot.stop
        return bot
    return searcher


def suggest(rules: Rules, spec: GameSpec, state: Any, view: Any, seat: int, seed: int,
            player: Callable) -> tuple[Action | None, str]:
    """The move of `player` (made from a seed) from `view`, dealt out into full positions, that is legal here, and
    its reason."""
    deal = spec.resample()
    if deal is None:
        return None, ""
    legal = rules.legal_actions(state, seat)  # the seat's own choices, which its screen shows it anyway
    rng = random.Random(f"{seed}:{seat}:{digest(view)}")  # the same view, the same advice
    for _ in range(SAMPLES):
        sample = deal(rules, view, seat, rng)
        bot = player(rng.randrange(2**31))
        action = bot.choose(rules, sample, seat)
        if action in legal:
            why = getattr(bot, "why", None)
            return action, why(rules, sample, seat, action) if why else ""
    return None, ""
