"""Bar Barians on the Engine 2 contract: who decides in every kind of position (`decision`), the refusals of the one
predicate (`why_not`) for every family of action, and that the predicate agrees with the legal actions.

Rulebook sections: 'Setup', 'Game Turn', 'Brawl Cards', 'End of the Game', 'Optional Rules'.
"""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.decision import Mode, deciding
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.engine.worked import forget
from bible_tabletop.games.barbarians.rules.actions import (
    Breather, Defend, Discard, EndTurn, MoveTo, Place, Play, Stumble, TopDeck,
)
from bible_tabletop.games.barbarians.rules.game import RULES
from bible_tabletop.games.barbarians.rules.options import random_options

T, E, S, C = 0, 1, 2, 3
NAMES = ["Ann", "Bo", "Cy"]


def named_game(bb, players=2, areas=None, **options):
    """bb.game with the players named, so a prompt can be seen to name its player."""
    state = bb.game(players, areas=areas, **options)
    for f, name in zip(state.fighters, NAMES):
        f.name = name
    forget(state)  # the prompts worked out before the renaming name the old names (engine/worked.py)
    return state


def assert_decision(state, kind: str, seat: int, *words: str):
    d = RULES.decision(state)
    assert (d.kind, d.seats, d.mode) == (kind, (seat,), Mode.ONE)
    assert d.prompt.startswith(f"{state.fighters[seat].name}: ")
    for w in words:
        assert w in d.prompt
    assert deciding(RULES.decision(state)) == d.seat == seat


# -- decision ---------------------------------------------------------------------------------------------------

def test_setup_each_player_places_a_standee_in_turn_order(bb):
    """Rulebook 'Setup': each player in turn order places a standee: one 'place' decision each."""
    state = RULES.setup(bb.config(3, first="2"), 4)
    for seat in (1, 2, 0):
        assert_decision(state, "place", seat, "standee")
        bb.act(state, Place(area=T))
    assert_decision(state, "turn", 1, "3 actions left")


def test_game_turn_is_one_decision_of_the_current_player(bb):
    """Rulebook 'Game Turn': the turn is the current player's decision; the prompt counts the actions left."""
    state = named_game(bb)
    assert_decision(state, "turn", 0, "Ann: your turn, 3 actions left")
    bb.act(state, Breather())
    bb.act(state, Breather())
    assert_decision(state, "turn", 0, "1 action left")


def test_defence_question_is_the_defenders_own_decision(bb):
    """Rulebook 'Defence Cards': after the die, the target (not the attacker) is asked: a 'defence' decision."""
    state = named_game(bb)
    fist = bb.give(state, 0, "dragons_fist")
    bb.give(state, 1, "duck")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    assert_decision(state, "defence", 1, "Ann attacks you with Dragon's Fist", "rolled 4")
    refusal = RULES.why_not(state, Breather(by=0))
    assert refusal.rule == "Game Turn" and "Bo's decision" in refusal.reason
    with pytest.raises(IllegalAction):  # the engine's gate refuses the attacker too
        RULES.apply(state, Breather(by=0))
    bb.act(state, Defend(card=None))
    assert_decision(state, "turn", 0)


@pytest.mark.parametrize("card, defence, rolls, decider, mover", [
    ("bar_stool_swing", None, (4,), 0, 1),  # a hit shoves the target: the attacker picks
    ("shoulder_charge", None, (1,), 0, 0),  # a Failure moves the attacker: the attacker picks
    ("dragons_fist", "sidestep", (4,), 1, 1),  # Sidestep: the defender slips away and picks
])
def test_a_move_is_decided_by_who_the_rulings_name(bb, card, defence, rolls, decider, mover):
    """Rulings of this edition, 4: who picks the neighbouring area of a push, a stumble or a Sidestep."""
    state = named_game(bb)
    attack = bb.give(state, 0, card)
    if defence:
        bb.give(state, 1, defence)
    if card == "shoulder_charge":  # its +1 needs Vomit's -2 for a Failure
        bb.act(state, Play(card=bb.give(state, 0, "vomit"), area=T))
    bb.dice(state, *rolls)
    bb.act(state, Play(card=attack, target=1))
    if defence:
        bb.act(state, Defend(card=state.fighters[1].hand[0]))
    assert_decision(state, "move", decider)
    assert state.pending.now.details["mover"] == mover


def test_hand_limit_discard_is_asked_at_the_turn_end(bb):
    """Rulebook 'Game Turn: hand limit': over 5 cards at the end of the turn, the player is asked to discard."""
    state = named_game(bb)
    for cid in ("slap", "slap", "duck", "duck", "vomit", "barrel"):
        bb.give(state, 0, cid)
    bb.act(state, EndTurn())
    assert_decision(state, "discard", 0, "discard down to 5")


def test_winys_turned_card_is_a_decision_of_its_own(bb):
    """Optional Rules 'Each to Their Own' (Winy): the card turned over must be played: a 'top_deck' decision."""
    state = named_game(bb, characters=["winy", "barbie"], skills="on")
    bb.top(state, "dragons_fist")
    bb.act(state, TopDeck())
    assert_decision(state, "top_deck", 0, "Dragon's Fist")


def test_no_decision_once_the_game_is_over(bb):
    """Rulebook 'End of the Game': no decision, no seat to act, no legal action."""
    state = named_game(bb)
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[1].hp = 1
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    assert RULES.decision(state) is None and deciding(RULES.decision(state)) is None and RULES.legal_actions(state) == []


# -- why_not: a refusal with its reason and rule for every family ------------------------------------------------

def test_why_not_refuses_another_seats_action(bb):
    """Rulebook 'Game Turn': only the player whose decision it is acts (the other families' refusals are in
    test_rules.py's refusal table)."""
    state = named_game(bb)
    refusal = RULES.why_not(state, Breather(by=1))
    assert refusal.rule == "Game Turn" and "Ann's decision" in refusal.reason
    assert RULES.why_not(state, Breather(by=0)) is None


def test_why_not_refuses_winy_on_an_empty_deck(bb):
    """Optional Rules (Winy): with deck and discard pile both empty there is no top card to play."""
    state = named_game(bb, characters=["winy", "barbie"], skills="on")
    state.fighters[1].hand.extend(state.deck)
    state.deck.clear()
    refusal = RULES.why_not(state, TopDeck())
    assert refusal.rule == "Optional Rules: Each to Their Own" and "both empty" in refusal.reason


def test_why_not_refuses_wrong_answers_to_the_defence_question(bb):
    """Rulebook 'Defence Cards': only a Defence card from the target's own hand answers; nothing else is played."""
    state = named_game(bb)
    fist = bb.give(state, 0, "dragons_fist")
    duck = bb.give(state, 1, "duck")
    slap = bb.give(state, 1, "slap")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    cases = [(Defend(card=slap), "Only a Defence card"), (Defend(card=fist), "not in your hand"),
             (Play(card=slap, target=0), "waits for the target's Defence card"),
             (EndTurn(), "waits for the target's Defence card")]
    for action, words in cases:
        refusal = RULES.why_not(state, action)
        assert refusal.rule == "Brawl Cards: Defence Cards" and words in refusal.reason, action
    assert RULES.why_not(state, Defend(card=duck)) is None and RULES.why_not(state, Defend(card=None)) is None


def test_why_not_refuses_wrong_answers_to_a_move_a_discard_and_winys_card(bb):
    """Rulings 4 (the mover picks a neighbouring area), 'Game Turn: hand limit' (a card of your hand), Winy's
    turned card (that card only)."""
    state = named_game(bb)
    stool = bb.give(state, 0, "bar_stool_swing")
    bb.dice(state, 4)
    bb.act(state, Play(card=stool, target=1))
    assert RULES.why_not(state, MoveTo(area=C)).rule == "Game Turn: Stumbling"
    assert RULES.why_not(state, Stumble(area=E)).rule == "Brawl Cards: Attack Cards"
    bb.act(state, MoveTo(area=E))
    for cid in ("slap", "slap", "duck", "duck", "vomit", "barrel"):
        bb.give(state, 0, cid)
    bb.act(state, EndTurn())
    outside = next(i for i in state.deck)
    assert "not in your hand" in RULES.why_not(state, Discard(card=outside)).reason
    assert RULES.why_not(state, Breather()).rule == "Game Turn: hand limit"
    winy = named_game(bb, characters=["winy", "barbie"], skills="on")
    bb.top(winy, "dragons_fist")
    own = bb.give(winy, 0, "slap")
    bb.act(winy, TopDeck())
    refusal = RULES.why_not(winy, Play(card=own, target=1))
    assert refusal.rule == "Optional Rules: Each to Their Own" and "turned over" in refusal.reason


def test_why_not_allows_any_copy_of_a_card_in_hand(bb):
    """Rulings 'The deck' (copies), rules page ruling 19: a copy of a card is that card (why_not allows any copy);
    the legal actions offer the first copy in the hand."""
    state = named_game(bb)
    first, second = bb.give(state, 0, "dragons_fist", 2)
    assert RULES.why_not(state, Play(card=second, target=1, by=0)) is None
    assert [a.card for a in RULES.legal_actions(state, kind="play")] == [first]


# -- the predicate agrees with the enumeration --------------------------------------------------------------------

def _candidates(state) -> list:
    """Well-formed actions around this position: every kind, the decider's cards and a few others, every area,
    targets on and off the table, naming the decider, another seat or no seat."""
    n = len(state.fighters)
    seat = deciding(RULES.decision(state))
    cards = set(state.fighters[seat].hand[:6]) | set(state.deck[-2:]) | set(state.discard[-1:])
    cards |= {state.top_card} if state.top_card is not None else set()
    shapes: list = [(Breather, {}), (TopDeck, {}), (EndTurn, {}), (Defend, {"card": None}), (Defend, {"card": -1})]
    shapes += [(cls, {"area": a}) for cls in (Place, Stumble, MoveTo) for a in range(4)]
    for c in cards:
        shapes += [(Defend, {"card": c}), (Discard, {"card": c})]
        shapes += [(Play, {"card": c, "target": t, "area": a, "skip_drink": k}) for t in (None, -1, *range(n), n)
                   for a in (None, 0, 1, 2, 3, 4) for k in (False, True)]
    return [cls(**fields, by=by) for cls, fields in shapes for by in (None, seat, (seat + 1) % n)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_why_not_agrees_with_the_legal_actions_over_random_positions(players):
    """Engine 2 contract (every rulebook section at once): over seeded random games with random options, at
    random positions every legal action is allowed by why_not, and every other well-formed action is refused
    (with a reason and a rule) unless it is a legal action once its seat is named and its card is the first copy
    in that hand; the legal actions asked by seat or by kind are that part of the whole."""
    kinds = set()
    for seed in range(5):
        rng = random.Random(seed * 31 + players)
        state = RULES.setup(GameConfig(game="barbarians", players=players, options=random_options(rng)), seed)
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            kind = RULES.decision(state).kind
            if rng.random() < {"turn": 0.01, "place": 0.5}.get(kind, 0.12):  # look at more of the rarer ones
                whole = set(legal)
                assert all(RULES.why_not(state, a) is None for a in legal)
                for a in _candidates(state):
                    refusal = RULES.why_not(state, a)
                    assert (refusal is None) == (RULES.canonical(state, a) in whole), (a, refusal)
                    assert refusal is None or (refusal.reason.strip() and refusal.rule.strip())
                for seat in range(players):
                    assert set(RULES.legal_actions(state, seat)) == {a for a in whole if a.by == seat}
                for family in {a.kind for a in legal} | {"defend", "discard"}:
                    assert set(RULES.legal_actions(state, kind=family)) == {a for a in whole if a.kind == family}
                kinds.add(kind)
            RULES.apply(state, rng.choice(legal))
    assert {"place", "turn", "defence"} <= kinds
