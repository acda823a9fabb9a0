"""The coach's conformance (issue 21, "The coach"): over random positions of every game with a coach book, each
deciding seat gets words for its situation, a rules section that is on the game's rules page, and a suggestion that
is one of its legal actions with a reason; two positions that differ only in what the seat may not see get the same
coaching; a broken coach book is refused like any data file."""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine import coach as coaching
from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.coachbook import CoachBook
from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.rulespage import line_of
from bible_tabletop.engine.search import Budget
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games import registry

POSITIONS = 30
COACHED = [g for g in registry.BUILT if coaching.book(g) is not None]
SUGGESTING = [g for g in COACHED if spec_for(g).resample() is not None]


def positions(game: str, count: int):
    """`count` positions of seeded random games (random size and options), each at a random point before the end."""
    rules, rng = registry.rules_for(game), random.Random(f"coach {game}")
    spec = spec_for(game)
    for _ in range(count):
        players = rng.randint(rules.min_players, rules.max_players)
        seed = rng.randrange(2**31)
        state = rules.setup(GameConfig(game=game, players=players, options=spec.random_options(random.Random(seed))),
                            seed)
        bot = RandomBot(seed)
        for _ in range(rng.randrange(150)):
            decision = rules.decision(state)
            if decision is None:
                break
            rules.apply(state, bot.choose(rules, state, decision.seat))
        if rules.decision(state) is not None:
            yield rules, state, players


def test_every_game_is_coached():
    """Every built game has its coach book; the games that can deal a position from a seat's view suggest."""
    assert COACHED == list(registry.BUILT)
    assert {"barbarians", "brawl"} <= set(SUGGESTING)


@pytest.mark.parametrize("game", COACHED)
def test_every_situation_and_section_of_the_book_is_on_the_rules_page(game):
    """Issue 21: a cited section that is not on the rules page fails."""
    book = coaching.book(game)
    cited = {s.section for s in book.situations.values()} | set(book.sections)
    assert [s for s in cited if line_of(game, s) is None] == []
    assert {s.section for s in book.situations.values()} <= set(book.sections)


@pytest.mark.parametrize("game", COACHED)
def test_every_situation_met_is_coached_with_a_legal_suggestion(game):
    """Issue 21: every situation met in random games has an entry; the suggestion is a legal action of the seat
    and comes with a reason read off the computer player's scoring."""
    met, suggested, may_suggest = set(), 0, 0
    for rules, state, _ in positions(game, POSITIONS):
        seat = rules.decision(state).seat
        advice = coaching.coach(rules, state, seat, seed=1)
        met.add(advice.situation)
        may_suggest += coaching.book(game).situations[advice.situation].suggest
        assert advice.yours is not coaching.book(game).situations[advice.situation].suggest  # e.g. a TriBond answer
        assert not (advice.yours and advice.suggestion is not None)
        assert advice.say and advice.explain and line_of(game, advice.section) is not None
        if advice.suggestion is not None:
            suggested += 1
            assert advice.suggestion in rules.legal_actions(state, seat)
            assert rules.why_not(state, advice.suggestion) is None
            assert advice.reason.strip()
    # a game suggests in a third of the positions whose situation may have a suggestion (TriBond's answers never)
    assert len(met) >= 2 and (game not in SUGGESTING or suggested >= may_suggest // 3 > 0), (met, suggested)


@pytest.mark.parametrize("game", [g for g in COACHED if spec_for(g).privacy() is not None])
def test_what_a_seat_cannot_see_never_changes_its_coaching(game):
    """Issue 21, never a leak: each re-arrangement of what the seat cannot see (the game's privacy hook) gives it
    the same words, suggestion and reason."""
    privacy, rng, compared = spec_for(game).privacy(), random.Random(7), 0
    for rules, state, _ in positions(game, POSITIONS):
        seat = rules.decision(state).seat
        mine = coaching.coach(rules, state, seat, seed=3)
        for other in privacy.unseen(rules, state, seat, rng).values():
            assert coaching.coach(rules, other, seat, seed=3) == mine
            compared += 1
    assert compared >= POSITIONS // 2


def test_a_broken_coach_book_is_refused_with_file_line_and_field(tmp_path):
    """A situation without its section, a too-short saying: `file:line: field: what was expected`."""
    path = tmp_path / "coach.yaml"
    path.write_text("situations:\n  turn:\n    say: Go.\nsections: {}\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_model(path, CoachBook)
    text = "\n".join(str(p) for p in caught.value.problems)
    assert "coach.yaml:3: situations.turn.say:" in text and "situations.turn.section" in text


def test_a_game_names_finer_situations_through_its_spec():
    """Issue 21 (the coach's words per decision): a game with rules/coach.py names its situations finer, found by its
    spec (`situation_ref`) like the resample hook; a game without one is coached by the decision's kind."""
    assert spec_for("christianity").situation_ref == "bible_tabletop.games.christianity.rules.coach:situation"
    assert spec_for("barbarians").situation_ref is None and spec_for("barbarians").situation() is None
    rules = registry.rules_for("christianity")
    state = rules.setup(GameConfig(game="christianity", players=2), 1)
    decision = rules.decision(state)
    named = coaching.situation_of(spec_for("christianity"), rules.view(state, decision.seats[0]), decision)
    assert named != decision.kind and named in coaching.book("christianity").situations


@pytest.mark.parametrize("game", SUGGESTING)
def test_the_hard_coach_suggests_the_search_player_s_legal_move_seeing_only_the_seat_s_view(game):
    """Issue 22, levels for the coach: at hard the suggestion is the search player's (a legal action of the seat,
    with a reason), and re-arranging what the seat cannot see changes nothing of it."""
    privacy, rng, suggested = spec_for(game).privacy(), random.Random(5), 0
    budget = Budget(simulations=12)
    for rules, state, _ in positions(game, 10):
        seat = rules.decision(state).seat
        mine = coaching.coach(rules, state, seat, seed=3, level="hard", budget=budget)
        if mine.suggestion is not None:
            suggested += 1
            assert mine.suggestion in rules.legal_actions(state, seat) and mine.reason.strip()
        others = privacy.unseen(rules, state, seat, rng).values() if privacy is not None else ()
        for other in list(others)[:2]:
            assert coaching.coach(rules, other, seat, seed=3, level="hard", budget=budget) == mine
    assert suggested >= 1


def test_the_coach_gives_normal_or_hard_advice_and_no_easy_slips():
    """Issue 22: the coach's levels are normal and hard (an easy coach's slips would be bad advice); another level
    is refused in a sentence, at the coach and at setup."""
    from bible_tabletop.engine.setup_check import SetupError, check_setup

    rules, state, _ = next(positions("barbarians", 1))
    with pytest.raises(ValueError, match="The coach plays normal or hard, not 'easy'"):
        coaching.coach(rules, state, rules.decision(state).seat, level="easy")
    with pytest.raises(SetupError, match="The coach gives normal or hard advice, not 'easy'"):
        check_setup(rules, players=2, coach="easy")
    assert check_setup(rules, players=2, coach="hard").coach == "hard"
    assert GameConfig(game="barbarians", players=2).coach == "normal"  # an old save's config: the normal coach
