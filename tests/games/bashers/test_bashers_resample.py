"""The resample hook (issue 22, "a resampling hook per game"; rulings Scenarios and deployment, 20: a hidden
deployment stays hidden until the last figure is down): a sample dealt from a seat's view of the ambush places as
many of the other side's figures as it has placed, on free squares of its zone, anywhere there; built from the view
alone, so positions that differ only in what is hidden give the same samples; open positions get fresh dice."""

import random

from bible_tabletop.engine.digest import digest
from bible_tabletop.games.bashers.rules import privacy
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.resample import resample
from bible_tabletop.games.bashers.rules.state import DEPLOY

from bashers_helpers import new_game


def hidden_deployments(seed: int):
    """Every position of an ambush's deployment, placed by random choices, while it is still hidden."""
    state, rng = new_game("ambush", "philistines", "israelites", seed=seed), random.Random(seed)
    while state.phase == DEPLOY and state.hidden:
        yield state
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))


def test_a_sample_of_the_ambush_places_what_the_other_side_placed_in_its_zone():
    """Seen from either seat at every point of a hidden deployment: the same view, as many of the other side's
    figures on the table as it really placed, in its zone, no square shared, the invariants kept; and the squares
    are dealt anew (they differ from the real ones in most samples)."""
    rng, moved, checked = random.Random(1), 0, 0
    for real in hidden_deployments(4):
        for seat in (0, 1):
            other = 1 - seat
            sample = resample(RULES, RULES.view(real, seat), seat, rng)
            assert digest(RULES.view(sample, seat)) == digest(RULES.view(real, seat))
            assert len(sample.sides[other].on_table()) == len(real.sides[other].on_table())
            assert all(sample.sides[other].squares[f] in zone(sample, other) for f in sample.sides[other].on_table())
            assert RULES.invariants(sample) == []
            moved += sample.sides[other].squares != real.sides[other].squares
            checked += bool(real.sides[other].on_table())
    assert checked >= 8 and moved >= checked - 1, (moved, checked)


def test_what_is_hidden_never_reaches_the_sample():
    """Two positions differing only in where the other side's hidden figures stand (the privacy hook's
    re-arrangement) give, from the same generator, the very same sample."""
    compared = 0
    for real in hidden_deployments(9):
        seat = real.current
        other = privacy.unseen(RULES, real, seat, random.Random(2))["placement"]
        a = resample(RULES, RULES.view(real, seat), seat, random.Random(5))
        b = resample(RULES, RULES.view(other, seat), seat, random.Random(5))
        assert digest(a) == digest(b)
        compared += bool(real.sides[1 - seat].on_table())
    assert compared >= 4


def test_an_open_position_is_the_view_with_dice_of_its_own():
    """Battle in the Vale hides nothing: the sample is the position as it stands, but its dice are its own."""
    real = new_game("pitched-battle", seed=3)
    for _ in range(30):
        RULES.apply(real, RULES.legal_actions(real)[0])
    sample = resample(RULES, RULES.view(real, 0), 0, random.Random(8))
    assert [s.squares for s in sample.sides] == [s.squares for s in real.sides] and sample.phase == real.phase
    assert sample.rng is not None and sample.rng.getstate() != real.rng.getstate()
