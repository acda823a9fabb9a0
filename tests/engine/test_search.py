"""The search player and the levels (issue 22): seeded by a simulation count, never the clock, so each test is the
same every run."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bible_tabletop.engine.bots import LEVELS, EasyBot, RandomBot, bots_for, default_bot, seat_at_level
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import COACH_LEVELS, GameConfig, Result
from bible_tabletop.engine.search import Budget, Search, SearchBot
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games import registry

SEARCHED = [g for g in registry.BUILT if spec_for(g).resample() is not None]
SMALL = Budget(simulations=12, rollout=12)
SEARCHED_ACTIONS = 30  # actions of a game the legality test plays (Bashers' turns are long: each one is searched)


HIDING = {"bashers": {"scenario": "ambush"}}  # options under which a game hides something (else its defaults)


def new_game(game: str, seed: int, players: int = 2, options: dict | None = None):
    rules = registry.rules_for(game)
    return rules, rules.setup(GameConfig(game=game, players=players, options=dict(options or {})), seed)


def play(rules, state, bots, until: int | None = None, watch=None) -> None:
    """The seats' bots play on (to the end, or `until` actions); `watch(state, seat, action)` sees each choice."""
    done = 0
    while rules.outcome(state) is None and (until is None or done < until):
        seat = deciding(rules.decision(state))
        action = bots[seat].choose(rules, state, seat)
        if watch:
            watch(state, seat, action)
        rules.apply(state, action)
        done += 1


@pytest.mark.parametrize("game", SEARCHED)
def test_the_search_plays_only_legal_actions(game):
    """Issue 22: every action the search player takes is one of its seat's legal actions, and no dealt position
    fails under it."""
    rules, state = new_game(game, 5)
    hard = SearchBot(3, SMALL)
    searched = []

    def watch(state, seat, action):
        if seat == 0:
            assert action in rules.legal_actions(state, seat)
            if hard.last is not None:
                searched.append(hard.last.failures)

    play(rules, state, [hard, RandomBot(4)], until=SEARCHED_ACTIONS, watch=watch)
    assert searched and not any(searched)


def positions(game: str, count: int):
    """Positions of seeded random games where seat 0 decides among several actions and something is hidden from it
    (the game's privacy declaration re-deals it: the first of its variants), with that re-dealt position."""
    privacy = spec_for(game).privacy()
    rng = random.Random(game)
    while count:
        rules, state = new_game(game, rng.randrange(10_000), options=HIDING.get(game))
        play(rules, state, [RandomBot(1), RandomBot(2)], until=rng.randrange(5, 60))
        if rules.outcome(state) is None and deciding(rules.decision(state)) == 0 \
                and len(rules.legal_actions(state, 0)) > 1:
            other = next(iter(privacy.unseen(rules, state, 0, random.Random(count)).values()))
            if digest(other) != digest(state):
                count -= 1
                yield rules, state, other


@pytest.mark.parametrize("game", SEARCHED)
def test_the_search_reads_nothing_the_seat_cannot_see(game):
    """Issue 22: two positions that differ only in what the seat may not see (the game's privacy declaration
    re-deals it) give the same choice from the same seed."""
    for k, (rules, real, other) in enumerate(positions(game, 3)):
        assert digest(rules.view(other, 0)) == digest(rules.view(real, 0))
        assert digest(other) != digest(real)  # the hidden cards really lie elsewhere
        picks = [SearchBot(k, SMALL).choose(rules, s, 0) for s in (real, other)]
        legal = [rules.legal_actions(s, 0) for s in (real, other)]
        assert legal[0].index(picks[0]) == legal[1].index(picks[1])


def test_the_search_beats_a_random_player():
    """Issue 22: the search player (a small budget) beats a random player in most of a small seeded sample."""
    wins = 0
    for g in range(6):
        rules, state = new_game("barbarians", 100 + g)
        bots = [SearchBot(g, SMALL), RandomBot(g)] if g % 2 == 0 else [RandomBot(g), SearchBot(g, SMALL)]
        play(rules, state, bots)
        wins += rules.outcome(state).results[g % 2] is Result.WIN
    assert wins >= 5


def test_the_search_leaves_a_game_without_a_hook_to_its_heuristic(monkeypatch):
    """Issue 22: without a resample hook (Christianity's spec with its hook taken away) the search player plays the
    heuristic."""
    from bible_tabletop.engine import spec as engine_spec

    unhooked = dataclasses.replace(spec_for("christianity"), resample_ref=None)
    monkeypatch.setitem(engine_spec._REGISTERED, "christianity", unhooked)
    rules, state = new_game("christianity", 1, players=1)
    hard = SearchBot(1, SMALL)
    seat = deciding(rules.decision(state))
    assert hard.choose(rules, state, seat) in rules.legal_actions(state, seat)
    assert hard.last is None and spec_for("christianity").resample() is None


@pytest.mark.parametrize("game", registry.BUILT)
def test_levels_resolve_by_name(game):
    """Issue 22, levels: easy, normal and hard are computer players' names in every game; normal is the game's own
    heuristic player, easy that player with slips, hard the search player."""
    rules = registry.rules_for(game)
    factories = bots_for(rules)
    assert set(LEVELS) <= set(factories)
    spec = spec_for(game)
    assert factories["normal"] is factories[spec.default_bot]
    assert isinstance(factories["easy"](1), EasyBot) and isinstance(factories["hard"](1), SearchBot)


def test_the_easy_player_slips_to_its_second_choice_now_and_then():
    """Issue 22, easy: it takes a legal action always, the normal player's choice mostly, another one sometimes."""
    rules, state = new_game("barbarians", 7)
    easy, normal = bots_for(rules)["easy"](5), bots_for(rules)["normal"](5)
    same = slips = 0
    for _ in range(300):
        if rules.outcome(state) is not None:
            rules, state = new_game("barbarians", 7 + same + slips)
        seat = deciding(rules.decision(state))
        choice, plain = easy.choose(rules, state, seat), normal.choose(rules, state, seat)
        assert choice in rules.legal_actions(state, seat)
        same, slips = same + (choice == plain), slips + (choice != plain)
        rules.apply(state, plain)
    assert slips >= 20 and same > 2 * slips


def test_the_command_line_level_seats_the_computer_players():
    """Issue 22: `play --level hard` and `demo --level` seat the computer players at that level."""
    from bible_tabletop import cli

    rules = registry.rules_for("barbarians")
    assert cli.LEVELS == LEVELS and cli.COACH_LEVELS == COACH_LEVELS
    args = cli.build_parser().parse_args(["play", "barbarians", "--computer", "2", "--level", "hard"])
    assert args.level == "hard" and args.coach == "normal"
    assert cli.build_parser().parse_args(["play", "barbarians", "--coach", "hard"]).coach == "hard"
    try:
        seat_at_level("easy")
        assert default_bot(rules) == "easy"
    finally:
        seat_at_level(None)
    assert default_bot(rules) == spec_for("barbarians").default_bot


def test_the_ladder_reports_win_rates_with_wilson_intervals():
    """Issue 22, measures: a match's win rate with its 95% Wilson interval (checked against a worked value)."""
    from bible_tabletop.engine.playout import wilson
    from bible_tabletop.ladder import ladder

    low, high = wilson(130, 200)
    assert (round(low, 3), round(high, 3)) == (0.582, 0.713)  # 130 wins in 200: 0.5816 to 0.7127
    report = ladder("barbarians", games=2, simulations=3, timed=0, samples=10)
    for match in ("hard_vs_normal", "normal_vs_easy"):
        r = report[match]
        assert r["games"] == 2 and r["interval_95"][0] <= r["win_rate"] <= r["interval_95"][1]
    assert report["hard_budget"] == "3 simulations a decision"
    assert report["hard_budget_warning"].startswith("3 simulations are too few: a decision with 4 candidates gets at "
                                                    "most 5 rounds")
    assert report["resampling"] == {"samples": 10, "consistent": 10, "seconds": report["resampling"]["seconds"]}


def test_a_search_below_a_full_round_of_candidates_keeps_the_heuristic_s_choice_and_the_ladder_says_so():
    """Issue 22, measures: a ladder run on at most CANDIDATES x (PAIRS - 1) simulations measures normal against
    normal wherever the heuristic offers CANDIDATES choices (session 23's Bashers figure at 16 simulations did):
    the search's choice is then the heuristic's own, and the ladder's report warns."""
    from bible_tabletop.engine.search import CANDIDATES, PAIRS
    from bible_tabletop.ladder import too_few

    rules, state = new_game("brawl", 1)  # the first draft pick, where a full search leaves the heuristic (above)
    seat = deciding(rules.decision(state))
    short = SearchBot(1, Budget(simulations=CANDIDATES * (PAIRS - 1)))
    short.choose(rules, state, seat)
    assert len(short.last.candidates) == CANDIDATES and short.usual is None
    full = SearchBot(1, Budget(simulations=48))
    full.choose(rules, state, seat)
    assert full.usual is not None
    assert too_few(CANDIDATES * (PAIRS - 1) + 1) is None and too_few(None) is None
    assert too_few(CANDIDATES * (PAIRS - 1))


def test_a_co_operative_game_s_ladder_is_its_team_s_win_rate_at_each_level_table_by_table():
    """Issue 22, measures, Christianity: the Righteous side's win rate with each level in every seat of the team, at
    a Traditional table and at a table with a (computer) human Evil player; hard's gain over normal against the goal
    of 15 points."""
    from bible_tabletop.ladder import ladder

    report = ladder("christianity", games=1, simulations=2, timed=0, samples=5)
    assert "hard_vs_normal" not in report
    tables = spec_for("christianity").team_tables
    assert list(report["tables"]) == [t.label for t in tables] and len(tables) == 2
    for table in report["tables"].values():
        for level in ("easy", "normal", "hard"):
            r = table[level]
            assert r["games"] == 1 and r["interval_95"][0] <= r["win_rate"] <= r["interval_95"][1]
        assert table["hard_over_normal"] == round(table["hard"]["win_rate"] - table["normal"]["win_rate"], 3)
        assert table["goal"] == 0.15


def test_the_hard_player_says_why_the_game_s_own_reason_or_what_its_search_found():
    """Issue 22 with the coach (and a demo's narration): where the search keeps the heuristic's choice, hard gives
    the heuristic's reason; where it takes another, it says so, naming the usual choice it beat and on how many
    deals."""
    rules = registry.rules_for("brawl")
    said = {}
    for seed in (1, 3):  # Brawl's first draft pick: the search takes another at seed 1, the heuristic's at 3
        state = rules.setup(GameConfig(game="brawl", players=2), seed)
        seat = deciding(rules.decision(state))
        hard = SearchBot(1, Budget(simulations=48))
        action = hard.choose(rules, state, seat)
        own = hard.heuristic(rules).why(rules, state, seat, action)
        usual = hard.usual and rules.describe(rules.view(state, seat), hard.usual)
        said[seed] = usual, hard.why(rules, state, seat, action), own
    usual, why, _ = said[1]
    assert usual and why == f"Played out on 12 deals of what this seat cannot see, it did better than the usual " \
                            f"choice ({usual})."
    usual, why, own = said[3]
    assert usual is None and why == own and why.strip()


def test_a_team_match_seats_a_named_player_in_every_team_seat_and_normal_in_the_others():
    """Issue 22, the plain-search yardstick in a co-operative game: `team_match` takes players by name, as `match`
    does; the team's seats get the named player, the opposing side's the normal level."""
    from bible_tabletop.engine.bots import bots_for
    from bible_tabletop.ladder import team_match

    rules = registry.rules_for("christianity")
    table = next(t for t in spec_for("christianity").team_tables if len(t.team) < t.players)
    made: list[str] = []

    def maker(name: str, make):
        return lambda seed: made.append(name) or make(seed)

    normal = bots_for(rules)["normal"]
    report = team_match(rules, table, "stand-in", 1, None, seed=3,
                        make={"stand-in": maker("stand-in", normal), "normal": maker("normal", normal)})
    assert report["games"] == 1
    assert made == ["stand-in" if s in table.team else "normal" for s in range(table.players)]


def test_simulate_reports_each_level_s_win_rate_with_its_interval():
    """Issue 22, measures in simulate: `--bot easy --bot normal` reports each one's wins with a 95% interval."""
    from bible_tabletop.engine.playout import simulate

    rules = registry.rules_for("barbarians")
    report = simulate(rules, games=8, seed=2, players=2, bot_names=["easy", "normal"], check=False)
    rows = report["by_bot"]
    assert set(rows) == {"easy", "normal"} and all(r["games"] == 8 for r in rows.values())
    assert sum(r["wins"] for r in rows.values()) == 8 - report["draws"]
    assert all(r["interval_95"][0] <= r["win_rate"] <= r["interval_95"][1] for r in rows.values())


def test_the_search_beats_a_plain_determinised_search_with_random_rollouts():
    """Issue 22: hard beats the plain determinised search of tests/engine/baseline_search.py (uniformly random
    rollouts) given as many simulations a decision, in most of a small seeded sample of Bar Barians."""
    from tests.engine.baseline_search import PlainSearch

    wins = 0
    for g in range(6):
        rules, state = new_game("barbarians", 300 + g)
        pair = [SearchBot(g, SMALL), PlainSearch(g, SMALL.simulations)]
        play(rules, state, pair if g % 2 == 0 else pair[::-1])
        wins += rules.outcome(state).results[g % 2] is Result.WIN
    assert wins >= 4


def test_the_plain_search_leaves_a_tribond_answer_to_the_contestant_as_hard_does(monkeypatch):
    """Issue 22's plain yardstick, labelled in baseline_search.py: TriBond's answers and verdicts are knowledge, left
    to the contestant by both searches (a search over spoken answers would only learn to call its own right)."""
    from tests.engine.baseline_search import PlainSearch

    rules, state = new_game("tribond", 4)
    bot = RandomBot(4)
    while rules.decision(state).kind != "answer":
        rules.apply(state, bot.choose(rules, state, deciding(rules.decision(state))))
    seat = deciding(rules.decision(state))
    plain = PlainSearch(1, simulations=20)
    monkeypatch.setattr(PlainSearch, "_simulate", lambda *_: pytest.fail("the plain search searched an answer"))
    assert plain.choose(rules, state, seat) in rules.legal_actions(state, seat)
    assert type(plain.contestant(rules)) is type(bots_for(rules)["normal"](0))


def test_the_clairvoyant_yardstick_searches_the_real_position_and_hard_a_sample_of_its_view():
    """Issue 22's yardsticks (tests/engine/yardsticks.py): the clairvoyant search is dealt every hidden card as it
    really lies; the hard player's own search deals the cards its seat has not seen afresh."""
    from tests.engine.yardsticks import Clairvoyant

    rules, state = new_game("barbarians", 5)
    seat = deciding(rules.decision(state))
    seeing = Clairvoyant(1, SMALL).searcher(rules, state, seat, random.Random(1))
    assert digest(seeing.deal(rules, seeing.view, seat, random.Random(2))) == digest(state)
    fair = SearchBot(1, SMALL).searcher(rules, state, seat, random.Random(1))
    dealt = fair.deal(rules, fair.view, seat, random.Random(2))
    assert digest(dealt) != digest(state) and digest(rules.view(dealt, seat)) == digest(rules.view(state, seat))


def gains_of(*results: float):
    from bible_tabletop.engine.search import Node

    node = Node()
    for r in results:
        node.add(r)
    return node


def test_a_few_lucky_deals_never_talk_the_search_out_of_the_heuristic_s_choice():
    """Issue 22 (Bashers lost 5 of 6 on a few simulations): a candidate's gain counts only after PAIRS rounds, and
    its standard error is the sample's; two equal gains (no spread at all) no longer read as a sure gain."""
    from bible_tabletop.engine.search import PAIRS

    search = Search.__new__(Search)
    search.candidates = ["heuristic", "other"]
    search.gains = {"other": gains_of(0.4, 0.4)}
    assert search.best() == "heuristic"
    search.gains = {"other": gains_of(*[0.4, 0.3] * PAIRS)}
    assert search.best() == "other"
    search.gains = {"other": gains_of(*[0.9, -0.8] * PAIRS)}  # a gain within its noise
    assert search.best() == "heuristic"


def test_a_bashers_rollout_ends_when_the_turn_has_passed_twice():
    """Issue 22 (rollouts ending at a natural point): Bashers' rollouts play the mover's turn and the reply, then
    stop at the start of the mover's next turn, whatever the rollout's count of actions would allow."""
    rules, state = new_game("bashers", 5)
    general = bots_for(rules)["general"](0)
    while rules.decision(state).kind != "roll" or state.turn < 3:
        seat = deciding(rules.decision(state))
        rules.apply(state, general.choose(rules, state, seat))
    mover, seats = deciding(rules.decision(state)), []

    class Watching:
        """The rules, noting the seat of every action the rollout takes."""

        def __getattr__(self, name):
            return getattr(rules, name)

        def apply(self, s, action):
            seats.append(deciding(rules.decision(s)))
            return rules.apply(s, action)

    search = Search(rules, rules.view(state, mover), mover, Budget(simulations=1, rollout=500), random.Random(1))
    search.rules = Watching()
    search.roll_out(state)
    assert rules.outcome(state) is not None or deciding(rules.decision(state)) == mover
    turns = [s for k, s in enumerate(seats) if k == 0 or s != seats[k - 1]]
    assert turns == [mover, 1 - mover] and len(seats) < 500


def test_a_candidate_clearly_beaten_by_the_heuristic_s_choice_is_tried_no_more():
    """Issue 22 (fewer wasted simulations): once a candidate has lost to the heuristic's choice by more than SURE
    standard errors over PAIRS rounds, the rounds go to the others; a close one, or one seen too few times, stays."""
    from bible_tabletop.engine.search import PAIRS

    search = Search.__new__(Search)
    search.gains = {"worse": gains_of(*[-0.4, -0.3] * PAIRS), "close": gains_of(*[0.5, -0.6] * PAIRS),
                    "new": gains_of(-0.5, -0.5)}
    assert [k for k in ("worse", "close", "new", "untried") if search.beaten(k)] == ["worse"]


def test_a_beaten_candidate_gets_no_more_rounds_in_a_real_search():
    """Issue 22: in Bar Barians' searches of 120 simulations, a candidate found beaten stops gaining rounds while
    the heuristic's choice goes on being played; the same seed gives the same choice (the paired luck included)."""
    rules, state = new_game("barbarians", 11)
    normal = bots_for(rules)["normal"](1)
    stopped = 0
    for _ in range(40):
        seat = deciding(rules.decision(state))
        if len(rules.legal_actions(state, seat)) > 1:
            runs = [Search(rules, rules.view(state, seat), seat, Budget(simulations=120), random.Random(7))
                    for _ in range(2)]
            assert runs[0].run() == runs[1].run()
            first = runs[0].root.children[runs[0].candidates[0]].visits
            stopped += any(runs[0].beaten(k) and runs[0].gains[k].visits < first for k in runs[0].gains)
        rules.apply(state, normal.choose(rules, state, seat))
        if rules.outcome(state) is not None:
            break
    assert stopped


def test_a_search_ends_once_only_the_heuristic_s_choice_is_left():
    """Issue 22 (fewer wasted simulations): rounds that can only play the heuristic's choice teach nothing, so a
    search whose other candidates are all beaten stops there, short of its simulations; one still open uses them."""
    rules, state = new_game("barbarians", 11)
    normal = bots_for(rules)["normal"](1)
    used = []
    while len(used) < 12 and rules.outcome(state) is None:
        seat = deciding(rules.decision(state))
        if len(rules.legal_actions(state, seat)) > 1:
            search = Search(rules, rules.view(state, seat), seat, Budget(simulations=150), random.Random(3))
            search.run()
            assert search.simulations >= 150 or search.settled()
            used.append(search.simulations)
        rules.apply(state, normal.choose(rules, state, seat))
    assert min(used) < 150 <= max(used)
