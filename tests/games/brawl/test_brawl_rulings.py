"""Bible Brawl: the rulings of this edition (assets/brawl/rules.md, "Rulings of this edition"), where the rulebook
and shared/rulings/bible-brawl.md are silent. One test each (some are in the other files, named there)."""

from __future__ import annotations

from bible_tabletop.games.brawl.rules.actions import Brawl, Choose, Discard, EndTurn, MoveUp, Pick, Play
from bible_tabletop.games.brawl.rules.game import RULES, settle
from bible_tabletop.games.brawl.rules.state import Fighter


def test_attacks_allowed_in_the_first_round_by_default(bb):
    """On Your Turn: Brawl and Rulings 'Turn: Brawl': the box lets the first player attack characters whose owner
    has not had a turn yet."""
    state = bb.through_setup(bb.setup(3))
    foes = {f.card for p in state.players[1:] for f in p.battle}
    assert {a.defender for a in RULES.legal_actions(state) if a.kind == "brawl"} == foes


def test_balanced_start_option_protects_the_first_round(bb):
    """Setup option "balanced start": a player's characters cannot be attacked before that player has had a
    turn (the reason names the option)."""
    state = bb.through_setup(bb.setup(3, balanced="on"))
    assert not any(a.kind == "brawl" for a in RULES.legal_actions(state))
    hero = state.players[0].battle[0].card
    foe = state.players[1].battle[0].card
    err = bb.refused(state, Brawl(attacker=hero, defender=foe), "first round")
    assert "not had a turn" in err.reason and "balanced start" in err.rule


def test_draft_last_card_kept_without_a_decision(bb):
    """Rulings of this edition: the draft is picked one seat at a time in turn order; the single last card of each
    packet is simply kept."""
    state = bb.setup(2)
    picks = 0
    while state.phase == "draft":
        bb.act(state, RULES.legal_actions(state)[0])
        picks += 1
    assert picks == 2 * 4


def test_own_characters_never_go_to_your_honor_pile(bb):
    """Rulings of this edition: a character its own player's effect defeats goes to the discard pile."""
    purge = bb.action("Purge", effects=[bb.fx(do="defeat", who="all", max_def=1)])
    state = bb.table(2, bb.box(actions=[purge]))
    mine = bb.put(state, 0, "Recruit")
    theirs = bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Purge")))
    assert mine in state.char_discard and theirs in state.players[0].honor_pile


def test_answers_answer_brawls_only(bb):
    """Rulings of this edition: answer Events answer brawls; a defeat by an effect is not answered."""
    kill = bb.action("Smite", effects=[bb.fx(do="defeat", who="enemy")])
    stop = bb.action("Halt", cost=0, answer="defeat", effects=[bb.fx(do="stop", what="defeat")])
    state = bb.table(2, bb.box(actions=[kill, stop]))
    foe = bb.put(state, 1, "Recruit")
    bb.give(state, 1, "Halt")
    bb.act(state, Play(card=bb.give(state, 0, "Smite")))
    if state.pending:
        bb.act(state, Choose(pick=foe))
    assert foe in state.players[0].honor_pile and not state.pending


def test_summon_never_past_five(bb):
    """Rulings of this edition: a summon onto a battle line already holding 5 does nothing."""
    caller = bb.char("Caller", trigger="when_revealed", effects=[bb.fx(do="summon", source="hand")])
    state = bb.table(2, bb.box([(caller, 2)]))
    for _ in range(2):
        bb.put(state, 0, "Recruit")
    state.players[0].battle.append(Fighter(bb.take(state, "Recruit")))
    state.players[0].battle.append(Fighter(bb.take(state, "Recruit")))
    assert len(state.players[0].battle) == 5
    bb.give(state, 0, "Recruit")
    caller_inst = bb.take(state, "Caller")
    state.stack.append(__import__("bible_tabletop.games.brawl.rules.state", fromlist=["Resolving"]).Resolving(0, caller_inst))
    state.char_discard.append(caller_inst)
    settle(state)
    assert len(state.players[0].battle) == 5 and len(state.players[0].hand) == 1


def test_return_to_full_back_line_goes_to_hand(bb):
    """Rulings of this edition: a character sent back to a full back line goes to its owner's hand instead."""
    shove = bb.action("Shove", effects=[bb.fx(do="return", who="enemy", to="back_line")])
    state = bb.table(2, bb.box(actions=[shove]))
    for _ in range(4):
        bb.put(state, 1, "Recruit", "back")
    foe = bb.put(state, 1, "Recruit", atk=2)
    bb.act(state, Play(card=bb.give(state, 0, "Shove")))
    if state.pending:
        bb.act(state, Choose(pick=foe))
    assert foe in state.players[1].hand


def test_returned_to_back_line_waits_a_turn(bb):
    """Rulings of this edition: a character sent back to the back line waits until its owner's next turn."""
    shove = bb.action("Shove", effects=[bb.fx(do="return", who="enemy", to="back_line")])
    state = bb.table(2, bb.box(actions=[shove]))
    foe = bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Shove")))
    if state.pending:
        bb.act(state, Choose(pick=foe))
    bb.act(state, EndTurn(draw="action"))
    assert MoveUp(card=foe, by=1) in RULES.legal_actions(state)


def test_lasting_ally_effect_reaches_the_group(bb):
    """Rulings of this edition: a lasting ("While revealed") effect naming one ally reaches every other ally."""
    banner = bb.char("Banner", effects=[bb.fx(do="tokens", stat="atk", amount=1, who="ally")])
    state = bb.table(2, bb.box([banner]))
    b = bb.put(state, 0, "Banner")
    r1, r2 = bb.put(state, 0, "Recruit"), bb.put(state, 0, "Recruit")
    foe = bb.put(state, 1, "Recruit")
    assert RULES.brawl_odds(state, r1, foe)[0] == 2 and RULES.brawl_odds(state, r2, foe)[0] == 2
    assert RULES.brawl_odds(state, b, foe)[0] == 3


def test_hand_limit_for_every_player_after_each_turn(bb):
    """Rulings of this edition: after every turn each player over 8 cards discards down, in turn order from the
    player whose turn ends."""
    state = bb.table(2)
    extra = [bb.give(state, 1, "Blank") for _ in range(9)]
    bb.act(state, EndTurn(draw="action"))
    assert state.pending.now.kind == "discard" and state.pending.now.seat == 1
    bb.act(state, Discard(card=extra[0]))
    assert len(state.players[1].hand) == 8 and state.current == 1


def test_ap_gained_outside_your_turn_is_lost(bb):
    """Rulings of this edition: AP an ability gives outside its player's turn (after the turn ended) is lost."""
    eli = bb.char("Eli", klass="Priest", effects=[bb.fx(do="handler", name="eli")])
    rich = bb.char("Rich Priest", klass="Priest", trigger="when_revealed", effects=[bb.fx(do="gain_ap", amount=2)])
    state = bb.table(2, bb.box([eli, rich]))
    bb.put(state, 0, "Eli")
    state.char_deck.append(bb.take(state, "Rich Priest"))
    events = bb.act(state, EndTurn(draw="character"))
    assert "lost" in bb.texts(events) and state.ap == 5 and state.current == 1


def test_single_choice_taken_at_once_and_shared(bb):
    """Rulings of this edition: a choice with one option is taken at once; effects of one card naming the same
    kind of target share it."""
    twin = bb.action("Twin", effects=[bb.fx(do="tokens", stat="atk", amount=-1, who="enemy"),
                                      bb.fx(do="tokens", stat="def", amount=-1, who="enemy")])
    state = bb.table(2, bb.box(actions=[twin]))
    a, b = bb.put(state, 1, "Recruit"), bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Twin")))
    assert state.pending.now.kind == "choose" and set(state.pending.now.details["options"]) >= {a, b}
    bb.act(state, Choose(pick=b))
    f = bb.fighter(state, b)
    assert (f.atk, f.def_) == (-1, -1) and not state.pending


def test_choice_prompt_names_what_the_card_will_do(bb):
    """Rulings of this edition (Choices) and issue 9: a card that asks for a target says what it will do to it."""
    twin = bb.action("Twin", effects=[bb.fx(do="tokens", stat="atk", amount=-1, who="enemy"),
                                      bb.fx(do="tokens", stat="def", amount=-1, who="enemy")])
    slay = bb.action("Slay", effects=[bb.fx(do="defeat", who="enemy", max_def=3, honor=True)])
    state = bb.table(2, bb.box(actions=[twin, slay]))
    bb.put(state, 1, "Recruit"), bb.put(state, 1, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Twin")))
    assert state.pending.now.prompt == "Twin: choose an enemy character to get -1 ATK and -1 DEF"
    bb.act(state, Choose(pick=state.pending.now.details["options"][0]))
    bb.act(state, Play(card=bb.give(state, 0, "Slay")))
    assert state.pending.now.prompt == "Slay: choose an enemy character with DEF 3 or less to defeat (to your " \
                                      "honor pile)"


def test_only_possible_choice_is_not_asked_and_logged(bb):
    """Rulings of this edition (Choices): with one possible target nothing is asked; the log says it was the only
    choice, addressed to the seat it lands on."""
    slay = bb.action("Slay", effects=[bb.fx(do="defeat", who="enemy", max_def=3, honor=True)])
    state = bb.table(2, bb.box(actions=[slay]))
    foe = bb.put(state, 1, "Recruit")
    events = bb.act(state, Play(card=bb.give(state, 0, "Slay")))
    assert not state.pending and foe in state.players[0].honor_pile
    only = next(e for e in events if "only possible choice" in e.text)
    assert only.text.startswith("Slay: Recruit") and only.to == 1


def test_event_self_means_one_of_your_characters(bb):
    """Rulings of this edition: an Event's "self" is one of your battle-line characters, chosen."""
    boon = bb.action("Boon", effects=[bb.fx(do="tokens", stat="def", amount=2, who="self")])
    state = bb.table(2, bb.box(actions=[boon]))
    r = bb.put(state, 0, "Recruit")
    bb.act(state, Play(card=bb.give(state, 0, "Boon")))
    bb.act(state, Choose(pick=r))
    assert bb.fighter(state, r).def_ == 2


def test_summon_from_deck_takes_topmost_match(bb):
    """Rulings of this edition: a summon from the deck takes the topmost matching character (a reveal)."""
    caller = bb.char("Caller", trigger="when_revealed", effects=[bb.fx(do="summon", source="deck", klass="Beast")])
    beast = bb.char("Beast", klass="Beast")
    state = bb.table(2, bb.box([caller, (beast, 2)]))
    b1 = bb.take(state, "Beast")
    state.char_deck.append(b1)
    state.char_deck.append(bb.take(state, "Recruit"))
    hero = bb.put(state, 0, "Caller", "back")
    state.revealed = False
    bb.act(state, MoveUp(card=hero))
    assert b1 in [f.card for f in state.players[0].battle] and state.revealed


def test_stopped_attack_still_spends_and_exhausts(bb):
    """Rulings of this edition: an attack stopped by an answer still counts as the brawl, its AP stays spent and
    the attacker is exhausted (see test_brawl_fights.test_answer_stops_the_attack_at_no_ap_in_attackers_turn)."""
    stop = bb.action("Halt", cost=0, answer="attack", effects=[bb.fx(do="stop", what="attack")])
    state = bb.table(2, bb.box(actions=[stop]))
    hero = bb.put(state, 0, "Recruit", atk=3)
    foe = bb.put(state, 1, "Recruit")
    from bible_tabletop.games.brawl.rules.actions import Answer

    card = bb.give(state, 1, "Halt")
    bb.act(state, Brawl(attacker=hero, defender=foe))
    bb.act(state, Answer(card=card))
    assert bb.fighter(state, hero).brawls == 1 and bb.fighter(state, hero).exhausted and state.ap == 4


def test_pick_refused_after_draft(bb):
    """Rulings of this edition: the draft happens once, before the blind reveal."""
    state = bb.table(2)
    bb.refused(state, Pick(card=0), "Drafting")
