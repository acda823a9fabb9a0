"""Bible Brawl setup: the box, options, the draft, the deal, the lines, the blind reveal, what each seat sees.

Each test names the rulebook section (`shared/rulebooks/bible-brawl.txt`) or ruling (`shared/rulings/bible-brawl.md`).
"""

from __future__ import annotations

from collections import Counter

import pytest

from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.game import GameConfig, IllegalAction
from bible_tabletop.engine.spec import spec_for
from bible_tabletop.games.brawl.rules.actions import Hide, Pick
from bible_tabletop.games.brawl.rules.game import RULES, designs_for, instances
from bible_tabletop.games.brawl.rules.state import HIDDEN


def test_box_holds_every_listed_card_with_its_copies():
    """Rulings 'Cards': 55 characters in 112 cards, 29 action cards in 62 plus Eruption (1): 175 instances."""
    d = designs_for(())
    assert len(d.characters) == 55 and sum(n for _, n in d.characters) == 112
    assert len(d.actions) == 30 and sum(n for _, n in d.actions) == 63
    assert dict((a.name, n) for a, n in d.actions)["Eruption"] == 1
    assert len(instances(d)) == 175


def test_pack_adds_cards_without_code():
    """Rulings 'Cards: Expansion packs': the No Pity pack, switched on, adds its characters and action cards."""
    base = RULES.setup(GameConfig(game="brawl", players=2), 1)
    packed = RULES.setup(GameConfig(game="brawl", players=2, options={"no-pity": "on"}), 1)
    names = {c.name for c in packed.cards}
    assert "No Pity" in names and "No Pity" not in {c.name for c in base.cards}
    assert len(packed.cards) > len(base.cards)
    assert any(c.kind == "character" and c.pack == "no-pity" for c in packed.cards)


@pytest.mark.parametrize("bad", [{"win": "25"}, {"first": "4"}, {"colour": "red"}, {"no-pity": "maybe"}])
def test_options_refused_with_reason(bad):
    """Rulings 'Table': win amount 15/20/30, first player a seat or random; unknown options are refused."""
    with pytest.raises(ValueError):
        RULES.setup(GameConfig(game="brawl", players=3, options=bad), 1)


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players):
    """Rulings 'Table': 2 to 5 players."""
    with pytest.raises(ValueError):
        RULES.setup(GameConfig(game="brawl", players=players), 1)


@pytest.mark.parametrize("win", ["15", "20", "30"])
def test_win_amount_option(bb, win):
    """Rulings 'Table': the win amount is chosen at setup (default 20)."""
    assert bb.setup(2, win=win).win == int(win)
    assert bb.setup(2).win == 20


def test_first_player_option(bb):
    """Rulings 'Table': the setup asks who starts (default seat 1, or random)."""
    assert bb.setup(3).first == 0
    assert bb.setup(3, first=3).first == 2
    firsts = {bb.setup(3, seed=s, first="random").first for s in range(20)}
    assert firsts == {0, 1, 2}


def test_draft_deals_five_and_each_keeps_one_then_passes_left(bb):
    """Game Setup 4: Character Drafting: five cards each; keep one, pass the rest to the left, until five kept."""
    state = bb.setup(3)
    assert [len(p.packet) for p in state.players] == [5, 5, 5]
    assert state.phase == "draft" and deciding(RULES.decision(state)) == 0
    before = [list(p.packet) for p in state.players]
    for seat in range(3):
        assert deciding(RULES.decision(state)) == seat
        keep = state.players[seat].packet[0]
        bb.act(state, Pick(card=keep))
        assert keep in state.players[seat].hand
    # the rest of seat 0's packet now lies before seat 1 (its left)
    assert sorted(state.players[1].packet) == sorted(before[0][1:])
    assert [len(p.packet) for p in state.players] == [4, 4, 4]
    bb.through_setup(state)
    assert all(sum(1 for i in p.hand if state.cards[i].kind == "character") + len(p.battle) == 5
               for p in state.players)


def test_draft_pick_only_from_own_packet(bb):
    """Game Setup 4: a player keeps a card of the packet in front of them."""
    state = bb.setup(2)
    other = state.players[1].packet[0]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Pick(card=other))
    assert info.value.rule.startswith("Game Setup 4")


def test_after_draft_two_action_cards_and_both_lines(bb):
    """Game Setup 5 and 6: two action cards each (no draft); four characters in the recruitment line and four
    action cards in the marketplace."""
    state = bb.setup(2)
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    assert state.phase == "hide"
    first, last = state.players
    assert Counter(state.cards[i].kind for i in first.hand) == {"character": 5, "action": 2}
    assert Counter(state.cards[i].kind for i in last.hand) == {"character": 5, "action": 2}  # no third by default
    assert len(state.recruitment) == 4 and len(state.market) == 4
    assert all(state.cards[i].kind == "character" for i in state.recruitment)
    assert all(state.cards[i].kind == "action" for i in state.market)


def test_blind_reveal_two_face_down_then_all_revealed(bb):
    """Game Setup: Blind reveal: each puts two characters face down; once all have, they are revealed together."""
    state = bb.setup(2)
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    c = [i for i in state.players[0].hand if state.cards[i].kind == "character"]
    bb.act(state, Hide(card=c[0]))
    assert not state.players[0].battle[0].face_up
    assert RULES.view(state, 1).players[0].battle[0].card == HIDDEN
    bb.act(state, Hide(card=c[1]))
    assert deciding(RULES.decision(state)) == 1
    d = [i for i in state.players[1].hand if state.cards[i].kind == "character"]
    bb.act(state, Hide(card=d[0]))
    state.revealed = False
    bb.act(state, Hide(card=d[1]))
    assert state.phase == "turn" and state.revealed
    assert all(f.face_up for p in state.players for f in p.battle)
    assert RULES.view(state, 1).players[0].battle[0].card == c[0]


def test_blind_reveal_only_characters(bb):
    """Game Setup: Blind reveal: characters, from hand."""
    state = bb.setup(2)
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    act = next(i for i in state.players[0].hand if state.cards[i].kind == "action")
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Hide(card=act))
    assert "Blind reveal" in info.value.rule


def test_when_revealed_of_blind_cards_waits_for_owners_first_turn(bb):
    """Rulings 'Setup: Blind reveal': "When revealed" abilities of the two take effect at the start of their
    owner's first turn, in turn order, never simultaneously."""
    drawer = bb.char("Scribe", trigger="when_revealed", effects=[bb.fx(do="draw", deck="action", amount=1)])
    state = bb.setup(2, bb.box([(drawer, 30)], filler=0))
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
    hands = None
    while state.phase == "hide":
        if sum(len(p.battle) for p in state.players) == 3:
            hands = [len(p.hand) for p in state.players]
        bb.act(state, RULES.legal_actions(state)[0])
    # seat 1 (first) drew 2 at the start of its turn; seat 2 not yet
    assert len(state.players[0].hand) == hands[0] + 2
    assert len(state.players[1].hand) == hands[1] - 1
    bb.act(state, RULES.legal_actions(state)[-1])  # end turn (draw a card)
    assert len(state.players[1].hand) == hands[1] - 1 + 2


def test_view_masks_hands_packets_decks_and_face_down(bb):
    """DESIGN 'view': other hands, draft packets, face-down back-line cards and both decks are masked."""
    state = bb.setup(2)
    v = RULES.view(state, 0)
    assert v.players[0].packet == state.players[0].packet
    assert set(v.players[1].packet) == {HIDDEN}
    assert set(v.char_deck) == {HIDDEN} and v.rng is None
    state = bb.table(2)
    h = bb.give(state, 1, "Recruit")
    from bible_tabletop.games.brawl.rules.state import Fighter

    state.players[1].back.append(Fighter(bb.take(state, "Recruit"), face_up=False))
    v = RULES.view(state, 0)
    assert v.players[1].hand == [HIDDEN] and v.players[1].back[0].card == HIDDEN
    mine = RULES.view(state, 1)
    assert mine.players[1].hand == [h] and mine.players[1].back[0].card != HIDDEN
    assert state.players[1].back[0].card != HIDDEN  # the real state is untouched


def test_balanced_start_option_last_seat_gets_a_third_action_card(bb):
    """Setup option "balanced start" (off by default; it overrules Game Setup 5): the last player in turn order is
    dealt one extra action card."""
    for n, first in ((3, "2"), (5, "1")):
        state = bb.setup(n, first=first, balanced="on")
        while state.phase == "draft":
            bb.act(state, RULES.legal_actions(state)[0])
        last = RULES.order(state)[-1]
        for seat, p in enumerate(state.players):
            actions = sum(state.cards[i].kind == "action" for i in p.hand)
            assert actions == (3 if seat == last else 2)
        assert any("one more (balanced start)" in e.text for e in state.log)


def test_balanced_start_is_one_setup_option_off_by_default(bb):
    """The balanced start is one field of the options model (the setup screen and --option show it), default off;
    a bad value is refused with a sentence."""
    spec = next(o for o in spec_for("brawl").option_specs() if o.key == "balanced")
    assert spec.choices == ("off", "on") and "Balanced start" in spec.label
    assert RULES.parse_options(bb.config(2))["balanced"] == "off"
    assert RULES.parse_options(bb.config(2, balanced="on"))["balanced"] == "on"
    with pytest.raises(ValueError, match="balanced"):
        RULES.parse_options(bb.config(2, balanced="maybe"))
