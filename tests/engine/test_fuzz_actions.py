"""Bad input never crashes the rules: any well-formed action is either applied or refused with a reason."""

from hypothesis import given, settings
from hypothesis import strategies as st

from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.games.barbarians.rules import actions as A
from bible_tabletop.games.registry import rules_for

RULES = rules_for("barbarians")

small = st.integers(min_value=0, max_value=70)
maybe = st.none() | st.integers(min_value=-2, max_value=7)
area = st.integers(min_value=0, max_value=3)
any_action = st.one_of(
    st.builds(A.Place, area=area), st.builds(A.Stumble, area=area), st.builds(A.MoveTo, area=area),
    st.builds(A.Play, card=small, target=maybe, area=st.none() | area, skip_drink=st.booleans()),
    st.builds(A.Breather), st.builds(A.TopDeck), st.builds(A.EndTurn),
    st.builds(A.Defend, card=st.none() | small), st.builds(A.Discard, card=small),
)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.lists(any_action, min_size=1, max_size=40),
       skills=st.sampled_from(["off", "on"]))
def test_any_action_is_applied_or_refused_with_reason(seed, steps, skills):
    state = RULES.setup(GameConfig(game="barbarians", players=3, options={"skills": skills}), seed)
    for action in steps:
        try:
            RULES.apply(state, action)
        except IllegalAction as exc:
            assert exc.reason and exc.rule
        assert RULES.invariants(state) == []
