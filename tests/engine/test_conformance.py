"""The Engine 2 conformance suite (DESIGN.md "Engine 2", issue 10): every built game, every player count.

Seeded random games to the end with every invariant after every action; every action survives a JSON round trip;
a copy has the same digest and the same future; undo gives back the exact earlier position; legal actions exist
exactly while the game goes on, each applies and has a description; wrong actions are refused with a reason and a
rule and change nothing; a view leaks nothing (re-arranging what a seat cannot see leaves its view as it was, and
no hidden text shows in its view or its legal actions). The machinery and the per-game hooks are in conformance.py.
"""

from dataclasses import dataclass

import pytest

import conformance as C  # tests/engine/conformance.py (pytest puts this folder on the path)

GAMES = C.built_games()  # the one place the suite learns which games there are

# Real findings, strict: each is a bug the game has today (check, game) -> what; fixing it turns the xfail red.
# (TriBond's view kept `reading`, the number of the card being read, and so its answer in the bank: fixed.)
KNOWN: dict[tuple[str, str], str] = {}


# check -> (what it asserts, the count that must be above zero so the check did run, or None)
CHECKS: dict[str, tuple[str, str | None]] = {
    "ends": ("every random game ends within the cap on actions", None),
    "invariants": ("every invariant holds after every action", None),
    "json": ("every action taken survives a JSON round trip", "json"),
    "copy_digest": ("a deep copy has the same digest, and the same action takes both to the same digest",
                    "copy_digest"),
    "undo": ("undo in a Session gives back the exact earlier position (and doing it again, the same later one)",
             "undo"),
    "legal_iff_going_on": ("legal actions are non-empty exactly while the game is not over", None),
    "each_legal_applies": ("each legal action applies (on a copy) without error", "each_legal_applies"),
    "describe": ("each legal action has a non-empty description", None),
    "refusals": ("wrong actions are refused with IllegalAction (reason and rule) and change nothing", "refusals"),
    "hidden_text": ("no hidden text shows in a seat's view nor in its legal actions", "hidden_text"),
    "decision": ("a decision (kind, prompt) exactly while the game goes on, its first seat the one to act, and "
                 "every legal action naming a seat that may act", "decision"),
    "predicate": ("the one predicate (why_not) allows every enumerated action and refuses what apply refuses",
                  "predicate"),
    "filtered": ("the legal actions asked by seat or by kind are exactly that part of the whole", "filtered"),
    "complete": ("no action one field away from a legal one, nor one of a kind met elsewhere, is let in by the gate "
                 "yet missing from the legal actions", "complete"),
}


# only for a game that writes its own fast judge beside the predicate (engine/contract.py)
ALLOWS = {"allows": ("the game's own judge (allows, allowed) agrees with why_not on every candidate of one "
                     "position in JUDGE_EVERY", "allows")}


def checks_of(game: str) -> dict[str, tuple[str, str | None]]:
    """The checks of a game: the common ones, the judge's when it writes one, and one per way of re-arranging what
    a seat cannot see."""
    variants = C.VARIANTS.get(game, ("hook",))
    views = {f"view_{v}": (f"a seat's view is the same when what it cannot see is re-arranged ({v})", f"view_{v}")
             for v in variants}
    return {**CHECKS, **(ALLOWS if C.writes_own_judge(C.rules_of(game)) else {}), **views}


def params() -> list:
    """(check, game, players, part), a case's checks together (they share one run)."""
    out = []
    for game in GAMES:
        cases = C.cases(game)
        for n, part in cases:
            for check in checks_of(game):
                marks = [pytest.mark.xfail(strict=True, reason=KNOWN[check, game])] if (check, game) in KNOWN else []
                name = f"{check}-{game}-{n}" + (f"-part{part + 1}" if len(cases) > len(C.player_counts(game)) else "")
                out.append(pytest.param(check, game, n, part, marks=marks, id=name))
    return out


@pytest.fixture(scope="module", autouse=True)
def shared_reports(tmp_path_factory, worker_id):
    """Under xdist both workers share each case's report (one plays it, the other reads it)."""
    C.SHARED_DIR = None if worker_id == "master" else tmp_path_factory.getbasetemp().parent


@pytest.mark.parametrize(("check", "game", "n", "part"), params())
def test_game_conforms(check, game, n, part):
    what, counted = checks_of(game)[check]
    if check.startswith("view_") or check == "hidden_text":
        assert game in C.UNSEEN and game in C.MARKERS, \
            f"{game} has no 're-arrange the unseen' hook or hidden-text marker in tests/engine/conformance.py"
    report = C.run_case(game, n, part)
    if counted:
        assert report.counts[counted] > 0, f"'{what}' was never checked in {report.games} games"
    found = report.findings.get(check, [])
    assert not found, f"{what}: {report.found[check]} finding(s), the first ones:\n" + "\n".join(found)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_plays_at_least_300_games_to_the_end(game):
    reports = [C.run_case(game, n, part) for n, part in C.cases(game)]
    assert sum(r.games for r in reports) >= C.GAMES_PER_GAME >= 300
    assert all(r.counts["probes"] > 0 for r in reports)


# -- the checks themselves catch what they look for (a planted fault in a wrapped rules object) -------------------

class Planted:
    """The game's rules with one method replaced."""

    def __init__(self, rules, **replaced):
        self._rules = rules
        self.__dict__.update(replaced)

    def __getattr__(self, name):
        return getattr(self._rules, name)


# Options under which a game hides something from the start (Bashers hides only an ambush's deployment).
WALK_OPTIONS = {"bashers": {"scenario": "ambush"}}


def walk(game: str, planted, check, steps: int = 400) -> C.Report:
    """Random play (3 seats, or the most the game takes) until `check(planted, report, state, legal, elsewhere)`
    finds something."""
    rules = C.rules_of(game)
    n = min(3, rules.max_players)
    state = rules.setup(C.GameConfig(game=game, players=n, options=WALK_OPTIONS.get(game, {})), 7)
    rng, elsewhere = C.random.Random(7), {}
    report = C.Report(game, n)
    for step in range(steps):
        legal = rules.legal_actions(state)
        elsewhere.update((a.kind, a) for a in legal)
        check(planted, report, 7, step, state, legal, elsewhere, rng)
        if report.found or not legal:
            break
        rules.apply(state, rng.choice(legal))
    return report


@pytest.mark.parametrize("game", GAMES)
def test_the_view_check_catches_a_view_that_shows_the_raw_position(game):
    rules = C.rules_of(game)
    leaky = Planted(rules, view=lambda state, seat: C.copy_state(state))
    report = walk(game, leaky, lambda r, rep, seed, step, state, *_: C.check_views(r, rep, seed, step, state,
                                                                                     C.random.Random(step)))
    assert any(check.startswith("view_") for check in report.found), report.findings


@dataclass
class Talking:
    view: object
    said: str


@pytest.mark.parametrize("game", GAMES)
def test_the_hidden_text_check_catches_a_view_that_prints_the_card_table(game):
    rules = C.rules_of(game)
    if C.catalogue(rules.setup(C.GameConfig(game=game, players=rules.min_players), 7)) is None:
        pytest.skip(f"{game} has no card table: nothing it hides is text (only where things are)")
    talking = Planted(rules, view=lambda state, seat: Talking(rules.view(state, seat), repr(C.catalogue(state))))
    report = walk(game, talking, lambda r, rep, seed, step, state, *_: C.check_views(r, rep, seed, step, state,
                                                                                       C.random.Random(step)))
    assert report.found["hidden_text"], report.findings


@pytest.mark.parametrize("game", GAMES)
def test_the_refusal_check_catches_rules_that_take_any_action(game):
    rules = C.rules_of(game)
    lax = Planted(rules, apply=lambda state, action: [])
    report = walk(game, lax, C.check_refusals)
    assert report.found["refusals"], report.findings


@pytest.mark.parametrize("game", [g for g in GAMES if hasattr(C.rules_of(g), "candidates")])
def test_the_allows_check_catches_a_judge_that_disagrees_with_why_not(game):
    """Issue 20: a game's fast judge can never disagree with its predicate unseen (here one that allows nothing)."""
    rules = C.rules_of(game)
    strict = Planted(rules, allows=lambda state, action: False)
    report = walk(game, strict, lambda r, rep, seed, step, state, *_: C.check_allows(r, rep, seed, step, state))
    assert report.found["allows"], report.findings


@pytest.mark.parametrize("game", [g for g in GAMES if hasattr(C.rules_of(g), "candidates")])
def test_the_allows_check_catches_a_list_judge_that_drops_the_last_candidate(game):
    """Issue 20: a game's judge of a whole list is held to why_not too (here one that drops the last candidate)."""
    rules = C.rules_of(game)
    lax = Planted(rules, allowed=lambda state, candidates: rules.allowed(state, candidates)[:-1])
    report = walk(game, lax, lambda r, rep, seed, step, state, *_: C.check_allows(r, rep, seed, step, state))
    assert report.found["allows"], report.findings
