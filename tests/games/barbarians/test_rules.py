"""Bar Barians rules: the deck, setup, the turn, refusals and what each seat may see.

Each test names the rulebook section (`shared/rulebooks/bar-barians.txt`) or the ruling
(`shared/rulings/bar-barians.md`) it checks.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.barbarians.rules.actions import (
    Breather, Defend, Discard, EndTurn, MoveTo, Place, Play, Stumble, TopDeck,
)
from bible_tabletop.games.barbarians.rules.board import ADJACENT, adjacent
from bible_tabletop.games.barbarians.rules.models import load_deck
from bible_tabletop.games.barbarians.rules.game import RULES, deck_cards

SECTIONS = ("Setup", "Game Turn", "Brawl Cards", "The K.O.", "End of the Game", "Optional Rules")


def refused(state, action) -> IllegalAction:
    """Apply an action that must be refused; check the refusal is readable and the position untouched."""
    before = (state.current, state.actions_left, [list(f.hand) for f in state.fighters],
              [f.area for f in state.fighters], [f.hp for f in state.fighters], list(state.deck), len(state.pending))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, action)
    err = info.value
    assert err.reason and err.reason.strip()
    assert err.rule.split(":")[0] in SECTIONS, err.rule
    after = (state.current, state.actions_left, [list(f.hand) for f in state.fighters],
             [f.area for f in state.fighters], [f.hp for f in state.fighters], list(state.deck), len(state.pending))
    assert after == before
    assert RULES.invariants(state) == []
    return err


# -- The deck -----------------------------------------------------------------------------------------------------

def test_deck_64_cards_with_kind_counts():
    """Rulings 'The deck: 64 brawl cards': exactly 64 counted with copies; 24 Attack, 12 Defence, 10 Drink,
    10 Event, 8 Violence."""
    cards = deck_cards()
    assert len(cards) == 64
    assert Counter(c.kind for c in cards) == {"attack": 24, "defence": 12, "drink": 10, "event": 10,
                                               "violence": 8}
    assert sum(c.copies for c in load_deck()) == 64


def test_deck_named_cards_exist(bb):
    """Rulings 'The deck': Negronius (Drink, stronger attacks), Dragon's Fist (Attack), Barrel (Attack reaching
    another area), Head Butt (Attack with a die penalty), Vomit (Event laid in an area lowering die results)."""
    by_id = {c.id: c for c in deck_cards()}
    assert by_id["negronius"].kind == "drink" and by_id["negronius"].bonus > 0
    assert by_id["negronius"].name == "Negronius"
    assert by_id["dragons_fist"].kind == "attack" and by_id["dragons_fist"].damage > 0
    assert by_id["dragons_fist"].name == "Dragon's Fist"
    assert by_id["barrel"].kind == "attack" and by_id["barrel"].reach == "adjacent"
    assert by_id["head_butt"].kind == "attack" and by_id["head_butt"].die < 0
    assert by_id["vomit"].kind == "event" and by_id["vomit"].area_die is not None and by_id["vomit"].area_die < 0
    # The rulebook's worked example: Head Butt where Vomit lies is -3 in total.
    assert by_id["head_butt"].die + by_id["vomit"].area_die == -3


def test_deck_every_card_has_text_and_effects():
    """Rulings 'The deck': every card has an id, a name, a kind, copies, its text and a machine-readable effect;
    attacks and violence deal damage."""
    data = load_deck()
    assert len({c.id for c in data}) == len(data)
    for c in data:
        assert c.name and len(c.text) >= 10 and c.copies >= 1
        assert c.effects, c.id
        if c.kind in ("attack", "violence"):
            assert sum(1 for e in c.effects if e.do == "damage") == 1
    for card in deck_cards():
        assert card.text
        if card.is_attack:
            assert card.damage >= 1
        if card.kind == "defence":
            assert card.die < 0 or card.prevent or card.reduce or card.reflect


def test_every_handler_card_has_its_effect_and_says_whom_it_may_name():
    """Rulebook 'Brawl Cards: Event Cards' (Light Fingers, Round on the House): a card whose effect the vocabulary
    cannot say has its effect in effects/handlers.py and, in legality.py, whom it may name (or nobody); the two
    tables know the same cards, and the deck names only those."""
    from bible_tabletop.games.barbarians.rules.effects.handlers import HANDLERS
    from bible_tabletop.games.barbarians.rules.legality import NAMED

    assert set(HANDLERS) == set(NAMED)
    used = {card.handler for card in deck_cards() if card.handler}
    assert used and used <= set(HANDLERS)
    assert NAMED["pickpocket"] is not None and NAMED["round_on_the_house"] is None


# -- Setup --------------------------------------------------------------------------------------------------------

def test_setup_12_hp_5_cards_place_in_turn_order(bb):
    """Rulebook 'Setup': HP token on 12, 5 Brawl Cards each, then standees placed in turn order in any area
    (several may share an area)."""
    state = RULES.setup(bb.config(3), 5)
    assert RULES.invariants(state) == []
    assert [f.hp for f in state.fighters] == [12, 12, 12]
    assert [len(f.hand) for f in state.fighters] == [5, 5, 5]
    assert len(state.deck) == 64 - 15 and state.discard == []
    assert [f.area for f in state.fighters] == [None, None, None]
    assert state.phase == "setup"
    order = []
    for area in (3, 3, 1):
        seat = deciding(RULES.decision(state))
        order.append(seat)
        assert RULES.legal_actions(state) == [Place(area=a, by=seat) for a in range(4)]
        bb.act(state, Place(area=area))
    assert order == [0, 1, 2]
    assert [f.area for f in state.fighters] == [3, 3, 1]
    assert state.phase == "turn" and deciding(RULES.decision(state)) == 0 and state.actions_left == 3


def test_setup_two_to_six_players(bb):
    """Rulings 'Table': 2 to 6 players."""
    for n in (2, 6):
        state = RULES.setup(bb.config(n), 1)
        assert len(state.fighters) == n
        assert len({f.character for f in state.fighters}) == n
    for n in (1, 7):
        with pytest.raises(ValueError):
            RULES.setup(bb.config(n), 1)


def test_no_character_twice(bb):
    """Rulings 'Table': no character is taken twice (setup refuses duplicates)."""
    with pytest.raises(ValueError):
        RULES.setup(bb.config(2, characters=["barbie", "barbie"]), 1)
    with pytest.raises(ValueError):
        RULES.setup(bb.config(2, characters=["barbie", "conan"]), 1)
    state = RULES.setup(bb.config(2, characters=["liquor", "winy"]), 1)
    assert [f.character for f in state.fighters] == ["liquor", "winy"]


def test_starting_player_option(bb):
    """Rulings 'Setup': the starting player ('who last had a drink') is chosen at setup, default seat 1,
    'random' allowed; drawing and placing go in turn order from that player."""
    state = RULES.setup(bb.config(3), 2)
    assert state.current == 0
    state = RULES.setup(bb.config(3, first="3"), 2)
    assert [p.seat for p in state.pending] == [2, 0, 1]
    while state.pending:
        bb.act(state, Place(area=0))
    assert deciding(RULES.decision(state)) == 2 and state.actions_left == 3
    firsts = {RULES.setup(bb.config(4, first="random"), seed).current for seed in range(30)}
    assert firsts <= {0, 1, 2, 3} and len(firsts) > 1
    assert RULES.setup(bb.config(4, first="random"), 11).current == RULES.setup(bb.config(4, first="random"), 11).current
    with pytest.raises(ValueError):
        RULES.setup(bb.config(2, first="5"), 1)


def test_setup_is_deterministic_from_seed(bb):
    """Engine contract: the same seed gives the same deck and hands."""
    a, b = RULES.setup(bb.config(4), 99), RULES.setup(bb.config(4), 99)
    assert a.deck == b.deck and [f.hand for f in a.fighters] == [f.hand for f in b.fighters]


# -- Game Turn ----------------------------------------------------------------------------------------------------

def test_game_turn_three_actions_then_turn_passes(bb):
    """Rulebook 'Game Turn': three actions, the same one more than once; then the next player clockwise."""
    state = bb.game(3)
    turn = state.turn
    bb.act(state, Breather())
    bb.act(state, Breather())
    assert deciding(RULES.decision(state)) == 0 and state.actions_left == 1
    bb.act(state, Breather())
    assert len(state.fighters[0].hand) == 3
    assert deciding(RULES.decision(state)) == 1 and state.actions_left == 3 and state.turn == turn + 1
    bb.act(state, Stumble(area=1))
    bb.act(state, Stumble(area=0))
    bb.act(state, Breather())
    assert deciding(RULES.decision(state)) == 2
    for _ in range(3):
        bb.act(state, EndTurn())
    assert deciding(RULES.decision(state)) == 2  # P2, P0 and P1 each ended a turn: back to P2


def test_game_turn_end_turn_early_wastes_actions(bb):
    """Rulings 'Turn': a player may end the turn early, wasting actions."""
    state = bb.game(2)
    bb.act(state, Breather())
    events = bb.act(state, EndTurn())
    assert deciding(RULES.decision(state)) == 1 and state.actions_left == 3
    assert "2 action(s) unused" in bb.texts(events)
    assert len(state.fighters[0].hand) == 1


def test_turn_order_is_clockwise_from_starting_player(bb):
    """Rulebook 'Game Turn' / 'Setup': turns proceed clockwise (seat order) and wrap around."""
    state = bb.game(3, first="2")
    seen = []
    for _ in range(5):
        seen.append(deciding(RULES.decision(state)))
        bb.act(state, EndTurn())
    assert seen == [1, 2, 0, 1, 2]


def test_stumbling_orthogonal_moves_allowed(bb):
    """Rulings 'Table': Tables-Entrance, Tables-Storage, Entrance-Counter, Storage-Counter are the only moves."""
    assert all(adjacent(a, b) == adjacent(b, a) for a in range(4) for b in range(4))
    assert not adjacent(0, 3) and not adjacent(1, 2)
    for start in range(4):
        state = bb.game(2, areas=[start, 0])
        stumbles = sorted(a.area for a in RULES.legal_actions(state) if isinstance(a, Stumble))
        assert stumbles == sorted(ADJACENT[start]) and len(stumbles) == 2
        bb.act(state, Stumble(area=stumbles[0]))
        assert state.fighters[0].area == stumbles[0] and state.actions_left == 2


def test_stumbling_no_diagonal_move(bb):
    """Rulebook 'Game Turn: Stumbling': moving diagonally is not allowed (Tables->Counter refused)."""
    state = bb.game(2, areas=[0, 0])
    err = refused(state, Stumble(area=3))
    assert err.rule == "Game Turn: Stumbling"
    assert "diagonal" in err.reason
    state = bb.game(2, areas=[1, 0])
    err = refused(state, Stumble(area=2))
    assert err.rule == "Game Turn: Stumbling"


def test_stumbling_to_own_area_refused(bb):
    """Rulebook 'Game Turn: Stumbling': move from one area to another."""
    state = bb.game(2, areas=[2, 0])
    err = refused(state, Stumble(area=2))
    assert err.rule == "Game Turn: Stumbling" and "already" in err.reason


def test_taking_a_breather_draws_one_card(bb):
    """Rulebook 'Game Turn: Taking a Breather': draw a Brawl Card (the top of the deck)."""
    state = bb.game(2)
    top = state.deck[-1]
    bb.act(state, Breather())
    assert state.fighters[0].hand == [top] and top not in state.deck


def test_hand_limit_discard_at_end_of_turn_player_chooses(bb):
    """Rulebook 'Game Turn' / Rulings 'Turn': hand limit 5 checked at the end of the turn; the player chooses
    which extras to discard."""
    state = bb.game(2)
    for cid in ("dragons_fist", "dragons_fist", "duck", "vomit", "negronius"):
        bb.give(state, 0, cid)
    bb.top(state, "barrel")
    bb.top(state, "slap")
    bb.act(state, Breather())
    assert len(state.fighters[0].hand) == 6 and not state.pending  # over the limit mid-turn is fine
    bb.act(state, Breather())
    bb.act(state, Breather())
    assert len(state.fighters[0].hand) == 8
    assert deciding(RULES.decision(state)) == 0 and state.pending.now.kind == "discard"
    assert all(isinstance(a, Discard) for a in RULES.legal_actions(state))
    # one Discard per card name (copies are the same card)
    names = [state.cards[a.card].id for a in RULES.legal_actions(state)]
    assert len(names) == len(set(names)) == 7
    err = refused(state, EndTurn())
    assert err.rule == "Game Turn: hand limit"
    hand = list(state.fighters[0].hand)
    chosen = [next(i for i in hand if state.cards[i].id == cid) for cid in ("duck", "vomit", "negronius")]
    third = hand[-1]  # the card of the third breather
    for inst in chosen:
        bb.act(state, Discard(card=inst))
    assert sorted(state.fighters[0].hand) == sorted(
        [i for i in hand if i not in chosen]) and third in state.fighters[0].hand
    assert sorted(bb.ids(state, state.fighters[0].hand)[:4]) == ["barrel", "dragons_fist", "dragons_fist", "slap"]
    assert len(state.fighters[0].hand) == 5
    assert set(chosen) <= set(state.discard)
    assert not set(bb.ids(state, state.fighters[0].hand)) & {"duck", "vomit", "negronius"}
    assert deciding(RULES.decision(state)) == 1 and state.actions_left == 3


def test_hand_limit_only_at_own_turn_end(bb):
    """Rulebook 'Game Turn': the limit is checked at the end of the player's own turn; no discard at exactly 5."""
    state = bb.game(2)
    for cid in ("dragons_fist", "duck", "vomit", "negronius"):
        bb.give(state, 0, cid)
    for cid in ("slap", "slap", "barrel", "barrel", "head_butt", "head_butt", "cheap_shot"):
        bb.give(state, 1, cid)
    bb.act(state, Breather())
    bb.act(state, EndTurn())
    assert len(state.fighters[0].hand) == 5 and deciding(RULES.decision(state)) == 1 and not state.pending
    assert len(state.fighters[1].hand) == 7  # the other player's excess waits for his own turn end


def test_empty_deck_reshuffles_discard(bb):
    """Rulebook 'Game Turn' / Rulings 'Turn': when the deck is exhausted the discard pile is shuffled into
    a new deck."""
    state = bb.game(2)
    state.discard.extend(state.deck)
    state.deck.clear()
    pile = set(state.discard)
    events = bb.act(state, Breather())
    assert len(state.fighters[0].hand) == 1 and state.fighters[0].hand[0] in pile
    assert state.discard == [] and len(state.deck) == len(pile) - 1
    assert "shuffled" in bb.texts(events)


def test_both_empty_draw_does_nothing(bb):
    """Rulings 'Turn': if deck and discard pile are both empty, a draw does nothing (the action is spent)."""
    state = bb.game(2)
    state.fighters[1].hand.extend(state.deck)
    state.deck.clear()
    events = bb.act(state, Breather())
    assert state.fighters[0].hand == [] and state.actions_left == 2
    assert "No cards are left" in bb.texts(events)


# -- Refusals -----------------------------------------------------------------------------------------------------

def _refusal_position(bb):
    state = bb.game(2, areas=[0, 1])
    hand = {cid: bb.give(state, 0, cid) for cid in ("dragons_fist", "duck", "whisky_sour", "vomit", "bouncer",
                                                     "last_orders", "pickpocket")}
    bb.drink(state, 0, "negronius")
    return state, hand


@pytest.mark.parametrize("case, rule, words", [
    ("out_of_reach", "Brawl Cards: Attack Cards", "reaches only"),
    ("self", "Brawl Cards: Attack Cards", "yourself"),
    ("no_target", "Brawl Cards: Attack Cards", "target"),
    ("defence_on_turn", "Brawl Cards: Defence Cards", "attacked"),
    ("second_drink", "Brawl Cards: Drink Cards", "one Drink at a time"),
    ("not_in_hand", "Game Turn: Troublemaking", "not in your hand"),
    ("place_in_turn", "Game Turn", "Nothing is waiting"),
    ("defend_in_turn", "Game Turn", "Nothing is waiting"),
    ("top_deck_not_winy", "Optional Rules: Each to Their Own", "Winy"),
    ("skip_drink_not_grappin", "Optional Rules: Each to Their Own", "Grappin"),
    ("vomit_no_area", "Brawl Cards: Event Cards", "area"),
    ("bouncer_diagonal", "Brawl Cards: Event Cards", "adjacent"),
    # Engine 2: why_not checks every field of every family directly
    ("stumble_here", "Game Turn: Stumbling", "already"),
    ("stumble_diagonal", "Game Turn: Stumbling", "diagonal"),
    ("target_not_a_seat", "Brawl Cards: Attack Cards", "needs a target"),
    ("attack_area", "Brawl Cards: Attack Cards", "not an area"),
    ("event_skip_drink", "Optional Rules: Each to Their Own", "no attack"),
    ("vomit_off_board", "Brawl Cards: Event Cards", "laid in an area"),
    ("bouncer_half", "Brawl Cards: Event Cards", "a character and an area"),
    ("last_orders_target", "Brawl Cards: Event Cards", "names no target"),
    ("last_orders_area", "Brawl Cards: Event Cards", "names no area"),
    ("light_fingers_nobody", "Brawl Cards: Event Cards", "another character"),
    ("move_to_in_turn", "Game Turn", "Nothing is waiting"),
    ("discard_in_turn", "Game Turn", "Nothing is waiting"),
])
def test_illegal_actions_refused_with_reason_and_rule(bb, case, rule, words):
    """Every refusal names the rulebook section it enforces and gives a readable reason (Rules contract)."""
    state, hand = _refusal_position(bb)
    other_fist = next(i for i in bb.instances(state, "dragons_fist") if i != hand["dragons_fist"])
    action = {
        "out_of_reach": Play(card=hand["dragons_fist"], target=1),
        "self": Play(card=hand["dragons_fist"], target=0),
        "no_target": Play(card=hand["dragons_fist"]),
        "defence_on_turn": Play(card=hand["duck"]),
        "second_drink": Play(card=hand["whisky_sour"]),
        "not_in_hand": Play(card=other_fist, target=1),
        "place_in_turn": Place(area=2),
        "defend_in_turn": Defend(card=hand["duck"]),
        "top_deck_not_winy": TopDeck(),
        "skip_drink_not_grappin": Play(card=hand["dragons_fist"], target=1, skip_drink=True),
        "vomit_no_area": Play(card=hand["vomit"]),
        "bouncer_diagonal": Play(card=hand["bouncer"], target=1, area=2),
        "stumble_here": Stumble(area=0),
        "stumble_diagonal": Stumble(area=3),
        "target_not_a_seat": Play(card=hand["dragons_fist"], target=5),
        "attack_area": Play(card=hand["dragons_fist"], target=1, area=0),
        "event_skip_drink": Play(card=hand["last_orders"], skip_drink=True),
        "vomit_off_board": Play(card=hand["vomit"], area=4),
        "bouncer_half": Play(card=hand["bouncer"], target=1),
        "last_orders_target": Play(card=hand["last_orders"], target=1),
        "last_orders_area": Play(card=hand["last_orders"], area=0),
        "light_fingers_nobody": Play(card=hand["pickpocket"], target=1),
        "move_to_in_turn": MoveTo(area=1),
        "discard_in_turn": Discard(card=hand["duck"]),
    }[case]
    err = refused(state, action)
    assert err.rule == rule
    assert words.lower() in err.reason.lower()
    assert action.model_copy(update={"by": 0}) not in RULES.legal_actions(state)


def test_pending_decision_refuses_other_actions(bb):
    """Rulings 'Attacks': while the target decides on a Defence card, nothing else may happen."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    bb.give(state, 1, "duck")
    bb.dice(state, 4)
    bb.act(state, Play(card=fist, target=1))
    assert deciding(RULES.decision(state)) == 1
    for action in (Breather(), EndTurn(), Stumble(area=1), MoveTo(area=1)):
        err = refused(state, action)
        assert err.rule == "Brawl Cards: Defence Cards"


def test_copies_of_a_card_are_interchangeable(bb):
    """Rulings 'The deck' (copies), rules page ruling 19: playing, defending or discarding with any copy's instance
    is the same card."""
    state = bb.game(2)
    first, second = bb.give(state, 0, "dragons_fist", 2)
    duck1, duck2 = bb.give(state, 1, "duck", 2)
    # legal_actions offers each card name once
    plays = [a for a in RULES.legal_actions(state) if isinstance(a, Play)]
    assert len(plays) == 1
    bb.dice(state, 5)
    bb.act(state, Play(card=second, target=1))
    assert deciding(RULES.decision(state)) == 1
    bb.act(state, Defend(card=duck2))  # 5 - 2 = 3: a Success anyway
    assert state.fighters[1].hp == 10
    assert bb.ids(state, state.fighters[0].hand) == ["dragons_fist"]
    assert bb.ids(state, state.fighters[1].hand) == ["duck"]
    assert len([i for i in state.discard if state.cards[i].id == "dragons_fist"]) == 1


# -- What each seat sees ------------------------------------------------------------------------------------------

def test_view_masks_other_hands_and_deck(bb):
    """Hidden information: a seat's view keeps its own hand, masks every other hand and the deck as -1."""
    state = RULES.setup(bb.config(3), 3)
    for area in (0, 1, 2):
        bb.act(state, Place(area=area))
    v = RULES.view(state, 1)
    assert v.fighters[1].hand == state.fighters[1].hand and -1 not in v.fighters[1].hand
    for seat in (0, 2):
        assert v.fighters[seat].hand == [-1] * len(state.fighters[seat].hand)
    assert v.deck == [-1] * len(state.deck)
    assert v.rng is None
    assert [f.hp for f in v.fighters] == [f.hp for f in state.fighters]
    assert [f.area for f in v.fighters] == [0, 1, 2]
    # the real state is untouched
    assert -1 not in state.deck and all(-1 not in f.hand for f in state.fighters)
    assert state.rng is not None
    spectator = RULES.view(state, None)
    assert all(set(f.hand) <= {-1} for f in spectator.fighters)


def test_game_over_refuses_actions(bb):
    """Rulebook 'End of the Game': once a winner stands, no more actions."""
    state = bb.game(2)
    fist = bb.give(state, 0, "dragons_fist")
    state.fighters[1].hp = 2
    bb.dice(state, 3)
    bb.act(state, Play(card=fist, target=1))
    assert RULES.outcome(state) is not None
    assert RULES.legal_actions(state) == [] and deciding(RULES.decision(state)) is None
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Breather())
    assert info.value.reason and info.value.rule.lower() == "end of the game"  # the engine's gate refuses first
    refusal = RULES.why_not(state, Breather(by=0))
    assert refusal.rule == "End of the Game" and refusal.reason


def test_reveal_flag_only_for_hidden_information(bb):
    """Engine contract (undo 'if it revealed nothing'): a draw or a die roll sets the reveal flag, a move or a drink
    does not (the session clears the flag after every action; here it is cleared by hand)."""
    state = bb.game(2)
    neg = bb.give(state, 0, "negronius")
    fist = bb.give(state, 1, "dragons_fist")
    state.revealed = False
    bb.act(state, Stumble(area=1))
    bb.act(state, Play(card=neg))
    assert not state.revealed
    bb.act(state, Breather())  # the third action: seat 1's turn
    assert state.revealed and deciding(RULES.decision(state)) == 1
    state.revealed = False
    bb.act(state, Stumble(area=1))
    assert not state.revealed
    bb.dice(state, 3)
    bb.act(state, Play(card=fist, target=0))
    assert state.revealed


def test_refusal_reason_for_attack_naming_an_area_is_accurate(bb):
    """Rules contract: a refusal gives the real reason. Dragon's Fist on a target in the same area, with a stray
    `area`, is refused; the reason must not claim the target is out of reach."""
    state = bb.game(2, areas=[0, 0])
    fist = bb.give(state, 0, "dragons_fist")
    err = refused(state, Play(card=fist, target=1, area=2))
    assert err.rule == "Brawl Cards: Attack Cards"
    assert "reaches only" not in err.reason
