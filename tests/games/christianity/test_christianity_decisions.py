"""The decision in each kind of position (kind, seats, mode, prompt), refusals from why_not for every family of
action, and why_not agreeing with the legal actions over many seeded random positions."""

from __future__ import annotations

import random

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.games.christianity.rules.actions import (
    ACTION_TYPE, AutoPass, Boost, Choose, Discard, EndPhase, EvilPlay, Free, GiveIn, Help, Pass, Pick, Place, Play,
    Resist, Restore, Shift, Use,
)
from bible_tabletop.games.christianity.rules.game import RULES

MODES = {"turn": (Mode.ONE, Mode.OPEN), "choose": (Mode.ONE,), "ability": (Mode.ONE,), "buy": (Mode.ONE,),
         "evil": (Mode.ONE, Mode.OPEN), "shift": (Mode.ONE,), "offer": (Mode.EACH,), "help": (Mode.EACH,),
         "respond": (Mode.EACH,), "window": (Mode.EACH,)}
SETUPS = [(1, "duel"), (2, "traditional"), (3, "traditional"), (4, "traditional"), (3, "human_evil"),
          (5, "human_evil")]


def positions(games_per_setup: int = 3, limit: int = 400):
    """Positions of seeded random games (shipped decks) over every game type."""
    for players, kind in SETUPS:
        for seed in range(games_per_setup):
            config = GameConfig(game="christianity", players=players, options={"game_type": kind, "first": "random"})
            state = RULES.setup(config, seed)
            bots = [RandomBot(seed * 7 + s) for s in range(players)]
            for _ in range(limit):
                if RULES.outcome(state) is not None:
                    break
                yield state
                seat = deciding(RULES.decision(state))
                RULES.apply(state, bots[seat].choose(RULES, state, seat))


def test_decisions_name_their_seat_mode_and_prompt_in_every_kind_of_position():
    """Turn order and Phase 9 (responses in turn order; Unctions at any time but the Cost Zone Phase): ONE for a
    turn and a question to one seat, OPEN for a turn or Evil's plays that Righteous players holding an Unction they
    can pay may step into, EACH for the stack's responses, the window and boost offers; to_act is the decision's
    seat; the prompt names who decides."""
    kinds, open_ = set(), 0
    for state in positions():
        d = RULES.decision(state)
        kinds.add(d.kind)
        assert d.mode in MODES[d.kind], d
        assert deciding(RULES.decision(state)) == d.seat
        who = "Evil" if d.seat == state.evil.seat else state.players[d.seat].name
        assert d.prompt.startswith(who), d.prompt
        if d.kind == "turn":
            assert d.seats[0] == state.current
        legal = RULES.legal_actions(state)
        assert legal and all(a.by in d.seats for a in legal)
        own = [a for a in legal if a.by == d.seat]  # never a prompt with one possible answer, but giving in:
        assert len(own) > 1 or own == [GiveIn(by=d.seat)], (d, legal)  # it waits for its player's key (ruling 27)
        if d.mode is Mode.OPEN:
            open_ += 1
            assert state.phase != "cost_zone" and set(d.seats[1:]) <= set(state.team)
            stepping = [a for a in legal if a.by != d.seat]
            assert {a.by for a in stepping} == set(d.seats[1:]), d  # each named may step in, and only they
            assert all(a.kind == "play" and state.cards[a.card].kind == "unction" for a in stepping)
    assert {"turn", "choose", "offer", "respond", "window", "evil", "shift", "ability"} <= kinds and open_


def test_legal_actions_filter_by_seat_and_kind():
    """The legal actions of a seat that may not act now are none (of one stepping in, its Unctions); a kind filter
    keeps only that kind."""
    for state in positions(1, 150):
        d = RULES.decision(state)
        other = next((s for s in range(len(state.players)) if s not in d.seats), None)
        if other is not None:
            assert RULES.legal_actions(state, other) == []
        for seat in d.seats[1:] if d.mode is Mode.OPEN else ():
            assert {a.kind for a in RULES.legal_actions(state, seat)} == {"play"}
        for kind in {a.kind for a in RULES.legal_actions(state, d.seat)}:
            assert {a.kind for a in RULES.legal_actions(state, d.seat, kind)} == {kind}


def _wrong(legal, rng, cards):
    """Actions one field off a legal one, or of another family."""
    out = []
    families = [Place(card=0), EndPhase(), Pass(), Play(card=0), Resist(), GiveIn(), Help(), Boost(), Use(card=0, boost=0),
                Choose(option=0), Pick(ability="speed"), Discard(card=0), Restore(), Free(card=0), AutoPass(),
                EvilPlay(card=0, target=0), Shift(card=0)]
    for _ in range(12):
        base = rng.choice(legal + families)
        data = base.model_dump()
        data["by"] = legal[0].by
        field = rng.choice([k for k in data if k not in ("kind", "by")] or ["by"])
        if field in ("card", "target", "payer", "option", "boost"):
            data[field] = rng.choice([-1, 0, 1, 2, 3, 9, rng.randrange(cards), cards, 10**6])
        elif field == "ability":
            data[field] = rng.choice(["speed", "foresight", "benevolence", "flight"])
        elif field == "on":
            data[field] = not data[field]
        out.append(ACTION_TYPE.validate_python(data))
    return out


def test_why_not_agrees_with_the_legal_actions_over_random_positions():
    """why_not is the one source of legality: every enumerated action is allowed and applies; every other action
    (one field off, another family, another seat) is refused with a reason and a rule and changes nothing."""
    rng = random.Random(11)
    checked = refused = 0
    for state in positions(2, 300):
        legal = RULES.legal_actions(state)
        canon = {RULES.canonical(state, a) for a in legal}
        for a in legal:
            assert RULES.why_not(state, a) is None, a
        for a in _wrong(legal, rng, len(state.cards)):
            checked += 1
            if RULES.canonical(state, a) in canon:
                continue
            problem = RULES.why_not(state, a)
            assert isinstance(problem, IllegalAction) and problem.reason and problem.rule, a
            refused += 1
        other = (legal[0].by + 1) % len(state.players)
        if other != legal[0].by:
            assert RULES.why_not(state, legal[0].model_copy(update={"by": other})) is not None
    assert refused > 1000 and checked > refused


def test_each_family_has_its_refusal_with_a_rule():
    """A refusal per family of action, each with its reason and rulebook section."""
    from bible_tabletop.games.christianity.rules import turn
    config = GameConfig(game="christianity", players=2, options={})
    state = RULES.setup(config, 3)
    seat = state.current
    hand = state.players[seat].hand
    cases = {  # at the first Cost Zone Phase
        Place(by=seat, card=state.players[1 - seat].hand[0]): "Phase 4: Cost Zone",
        Play(by=seat, card=hand[0]): "Phase 4: Cost Zone",
        Resist(by=seat): "Phase 4: Cost Zone", GiveIn(by=seat): "Phase 4: Cost Zone",
        Discard(by=seat, card=hand[0]): "Phase 4: Cost Zone", Restore(by=seat): "Phase 4: Cost Zone",
        Pass(by=seat): "Phase 4: Cost Zone", Boost(by=seat): "Phase 4: Cost Zone",
        Help(by=seat): "Phase 4: Cost Zone", Choose(by=seat, option=0): "Phase 4: Cost Zone",
        Pick(by=seat, ability="speed"): "Phase 4: Cost Zone", Use(by=seat, card=0, boost=0): "Phase 4: Cost Zone",
        Free(by=seat, card=0): "Phase 4: Cost Zone", AutoPass(by=seat): "Phase 4: Cost Zone",
        EvilPlay(by=seat, card=0, target=0): "Phase 4: Cost Zone", Shift(by=seat, card=0): "Phase 4: Cost Zone",
        EndPhase(by=1 - seat): "Turn order",
    }
    for action, rule in cases.items():
        problem = RULES.why_not(state, action)
        assert problem is not None and problem.rule == rule, (action, problem)
    turn.finish(state, "evil", "over", "test")
    assert RULES.why_not(state, EndPhase(by=seat)).rule == "End of the Game"


def test_every_legal_action_is_described_in_words():
    """Menus and narration: each legal action has a short phrase naming the card or ability it concerns."""
    seen = set()
    for state in positions(2, 200):  # two games a setup: with the decks of issue 19 one never reaches a discard
        for a in RULES.legal_actions(state):
            text = RULES.describe(state, a)
            assert text and text[0].isupper(), a
            if a.kind in ("play", "place", "discard"):
                assert state.cards[a.card].name in text
            seen.add(a.kind)
    assert {"play", "place", "end_phase", "pass", "give_in", "discard"} <= seen
