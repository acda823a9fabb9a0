"""Bad input never crashes the Bible Brawl rules: any well-formed action is applied or refused with a reason."""

from hypothesis import given, settings
from hypothesis import strategies as st

from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.games.brawl.rules import actions as A
from bible_tabletop.games.brawl.rules.game import RULES

card = st.integers(min_value=-2, max_value=190)
maybe = st.none() | st.integers(min_value=-1, max_value=190)
seat = st.none() | st.integers(min_value=-1, max_value=5)
any_action = st.one_of(
    st.builds(A.Pick, card=card), st.builds(A.Hide, card=card), st.builds(A.Recruit, card=card),
    st.builds(A.Add, card=card), st.builds(A.MoveUp, card=card), st.builds(A.Buy, card=card),
    st.builds(A.Play, card=card, target=maybe, seat=seat), st.builds(A.Brawl, attacker=card, defender=card),
    st.builds(A.Wipeout, line=st.sampled_from(["recruitment_line", "marketplace"])),
    st.builds(A.EndTurn, draw=st.sampled_from([None, "character", "action"])),
    st.builds(A.Answer, card=maybe), st.builds(A.Choose, pick=card), st.builds(A.Discard, card=card),
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), steps=st.lists(any_action, min_size=1, max_size=30),
       legal_every=st.integers(1, 3))
def test_any_action_is_applied_or_refused_with_reason(seed, players, steps, legal_every):
    state = RULES.setup(GameConfig(game="brawl", players=players), seed)
    for i, action in enumerate(steps):
        if i % legal_every == 0 and RULES.outcome(state) is None:  # keep the game moving into the turn phase
            RULES.apply(state, RULES.legal_actions(state)[-1])
        try:
            RULES.apply(state, action)
        except IllegalAction as exc:
            assert exc.reason and exc.rule
        assert RULES.invariants(state) == []
        for legal in RULES.legal_actions(state)[:3]:
            assert RULES.describe(state, legal)
