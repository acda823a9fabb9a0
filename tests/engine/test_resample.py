"""The resample hook's conformance (issue 22, "a resampling hook per game"), over every built game whose spec has
one: from random positions of random games, each sample dealt from a seat's view looks the same to that seat as
the real position (equal view digests), breaks no invariant, and plays on to its end."""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.playout import MAX_ACTIONS
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games import registry
from bible_tabletop.ladder import random_position

POSITIONS = 40  # random positions per game
GAMES_WITH_HOOK = [g for g in registry.BUILT if spec_for(g).resample() is not None]


def play_out(rules, state, seed: int) -> int:
    """Random seats play `state` to its end; the number of actions it took."""
    bot = RandomBot(seed)
    for n in range(MAX_ACTIONS):
        if rules.outcome(state) is not None:
            return n
        seat = deciding(rules.decision(state))
        rules.apply(state, bot.choose(rules, state, seat))
    raise AssertionError("the sample has no end")


def test_the_games_with_a_hook_are_found():
    """Bar Barians and Bible Brawl declare their hook (laid_out finds rules/resample.py)."""
    assert {"barbarians", "brawl"} <= set(GAMES_WITH_HOOK)


@pytest.mark.parametrize("game", GAMES_WITH_HOOK)
def test_samples_agree_with_the_seats_view(game):
    """Issue 22: the seat's view of every sample equals its view of the real position; the sample's invariants
    hold and random seats play it to the end."""
    rules, rng = registry.rules_for(game), random.Random(f"resample {game}")
    resample = spec_for(game).resample()
    differs = 0
    for k in range(POSITIONS):
        real, players = random_position(rules, rng)
        for seat in range(players):
            view = rules.view(real, seat)
            sample = resample(rules, view, seat, random.Random(k * 10 + seat))
            assert digest(rules.view(sample, seat)) == digest(rules.view(real, seat)), (game, k, seat)
            assert rules.invariants(sample) == [], (game, k, seat)
            assert digest(rules.view(real, seat)) == digest(view)  # the view was only read
            other = (seat + 1) % players  # what another seat would see of the sample: its dealt hand
            differs += digest(rules.view(sample, other)) != digest(rules.view(real, other))
            if rules.outcome(sample) is None and seat == k % players:
                play_out(rules, sample, k)
    assert differs > POSITIONS  # the hidden cards really are dealt anew, not copied from the real position
