"""The ready-made decks show the game's mechanisms (issue 19, Christianity: content): every deck holds Unctions
(rulebook, Phases 9) and a way out of The Glutton's Table; the default 2-player deal meets every boost kind of the
rulebook's Boosts; card texts say what their data does; the cards spell Armor one way."""

from __future__ import annotations

import re

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.verses import verse_text
from bible_tabletop.games.christianity.rules.actions import Boost, Choose, EndPhase, Pass, Play
from bible_tabletop.games.christianity.rules.models import BOOST_KINDS, GAME_ASSETS, load_game
from bible_tabletop.games.christianity.rules.game import RULES

CARDS, DECKS = load_game()
RIGHTEOUS = {k: d for k, d in DECKS.items() if d.side == "righteous"}


def _dealt(players: int, **options) -> list[str]:
    """The ready-made decks a game of `players` deals to its Righteous seats with these options (else defaults)."""
    state = RULES.setup(GameConfig(game="christianity", players=players, options=options), 1)
    return [state.players[s].deck_id for s in state.team]


def test_phases_9_every_ready_made_deck_holds_unctions():
    """Rulebook, Phases 9 (Unctions, the stack): every ready-made deck, so every default game, Duel included, has
    Unctions to play and to answer with."""
    for deck in RIGHTEOUS.values():
        unctions = sum(n for cid, n in deck.cards.items() if CARDS[cid].kind == "unction")
        assert unctions >= 3, deck.deck
    duel = DECKS[_dealt(1)[0]]
    assert any(CARDS[c].kind == "unction" for c in duel.cards)


def test_the_gluttons_table_way_out_is_in_every_ready_made_deck():
    """The Glutton's Table leaves by playing a card of its tag: every ready-made deck holds one (not only the
    Confession that removes any Evil Habitual)."""
    tag = CARDS["gluttons_table"].removal.tag
    for deck in RIGHTEOUS.values():
        assert any(tag in CARDS[c].tags for c in deck.cards), deck.deck


def test_boosts_the_default_two_player_deal_meets_every_boost_kind():
    """Rulebook, Boosts: the two decks a default 2-player game deals hold every kind: Self, Any, Brotherly-Any, the
    three Permanent forms, Bounce-Back, Multi and a boost printed above the text."""
    decks = _dealt(2)
    boosts = [b for d in decks for c in DECKS[d].cards for b in CARDS[c].boosts]
    missing = [label for label, test in BOOST_KINDS.items() if not any(test(b) for b in boosts)]
    assert missing == [], decks


def _human_evil_draw(kit, shield: bool) -> int:
    """Cards the human Evil player draws to hand in the Evil Draw/Play Phase of a Level 1 player (with or without
    Shield of Faith in play)."""
    rules = kit.rules_for([CARDS["daily_bread"]] * 30, decks=3)
    state = kit.new_game(rules, 3, game_type="human_evil")
    kit.drive(rules, state, kit.at("cost_zone", 0))
    me = state.players[0]
    me.level = 1
    if shield:
        from bible_tabletop.games.christianity.rules.state import InPlay
        n = kit.give(state, 0, CARDS["shield_of_faith"])
        me.hand.remove(n)
        me.in_play.append(InPlay(n))
    hand = len(state.evil.hand)
    rules.apply(state, EndPhase(by=0))
    kit.drive(rules, state, lambda s: s.evil_drawn)
    return len(state.evil.hand) - hand


def test_shield_of_faith_says_what_it_does_against_a_human_evil_player(kit):
    """Shield of Faith against a human Evil player: Evil draws one card fewer in your Evil Draw/Play Phase, and the
    card says so (it said only "plays one fewer at you"); A Haughty Spirit, the same modifier, says the same."""
    assert _human_evil_draw(kit, False) - _human_evil_draw(kit, True) == 1
    text = CARDS["shield_of_faith"].text
    assert "a human Evil player draws one card fewer" in text
    assert "plays one card fewer at you" in text  # the Evil deck playing by itself
    assert "a human Evil player draws 1 more" in CARDS["haughty_spirit"].text  # the same modifier, the other way


def test_bread_from_heavens_boost_reaches_the_player_the_payer_chooses(kit):
    """Bread from Heaven: the Any-Boost's draw goes to the player its payer chooses, as the text says (it read "the
    player the card is for" while the data gave it to the card's player)."""
    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 5)
    kit.zone(state, 1, 4)
    manna = kit.give(state, 0, CARDS["manna"])
    rules.apply(state, Play(by=0, card=manna))
    rules.apply(state, Pass(by=0))  # the card's player does not boost it
    rules.apply(state, Boost(by=1))  # the teammate does
    while rules.decision(state).kind == "respond":  # nobody answers the Unction on the stack
        rules.apply(state, Pass(by=rules.decision(state).seats[0]))
    hands = [len(state.players[s].hand) for s in (0, 1)]
    rules.apply(state, Choose(by=0, option=0))  # the text: Player 1 draws 2
    rules.apply(state, Choose(by=1, option=1))  # the boost: its payer, Player 2, chooses Player 2
    assert [len(state.players[s].hand) for s in (0, 1)] == [hands[0] + 2, hands[1] + 1]
    assert "Any-Boost 2: one Righteous player of the payer's choice draws 1 card" in CARDS["manna"].text


def test_the_fruit_of_the_spirit_tokens_bear_the_words_of_their_verse():
    """The verse shown with a Fruit of the Spirit Token (the WEB) names that fruit: Kindness (Galatians 5:22) and
    Gentleness (5:23), where the cards read Gentleness and Meekness."""
    for cid, word in (("fruit_kindness", "kindness"), ("fruit_gentleness", "gentleness")):
        card = CARDS[cid]
        assert card.name == f"Fruit: {word.title()}" and card.piece == word
        assert word in verse_text(card.reference)


def test_armor_is_spelt_one_way_on_every_card_and_the_rules_page():
    """"Armor" (as the rulings and the verse shown spell it), never "Armour", on the cards and the rules page."""
    for path in [*GAME_ASSETS.glob("*.yaml"), GAME_ASSETS / "rules.md"]:
        assert not re.search("armour", path.read_text(encoding="utf-8"), re.I), path.name
    assert CARDS["whole_armor"].name == "The Whole Armor of God"


def test_the_report_counts_games_with_an_unction_a_stack_two_deep_and_each_boost_kind_paid(kit):
    """simulate's Christianity report says, from each game's log, whether an Unction was played, whether one was
    answered on the stack (two deep: rulebook, Phases 9), and which boost kinds were paid (rulebook, Boosts)."""
    from types import SimpleNamespace

    from bible_tabletop.games.christianity.rules import balance

    rules = kit.rules_for()
    state = kit.new_game(rules, 2)
    kit.drive(rules, state, kit.at("main", 0))
    kit.zone(state, 0, 9)
    kit.zone(state, 1, 9)
    edify = kit.give(state, 0, CARDS["encourage"])
    answer = kit.give(state, 1, CARDS["cloud_of_witnesses"])
    loaves = kit.give(state, 0, CARDS["loaves_and_fishes"])
    rules.apply(state, Play(by=0, card=edify))
    rules.apply(state, Boost(by=0))  # Multi-Any-Boost, paid once by Player 1
    while rules.decision(state).seats != (1,) or rules.decision(state).kind != "respond":
        rules.apply(state, Pass(by=rules.decision(state).seats[0]))
    rules.apply(state, Play(by=1, card=answer))  # Player 2 answers: the stack is two deep
    kit.drive(rules, state, kit.at("main", 0))
    rules.apply(state, Play(by=0, card=loaves))
    rules.apply(state, Boost(by=1))  # Brotherly-Any-Boost 3, printed above the text
    kit.drive(rules, state, kit.at("main", 0))
    assert balance.shown(state) == {"unction", "stack", "Any-Boost", "Multi boost", "Brotherly-Any-Boost",
                                    "a boost above the text"}
    lines = balance.playout_report([SimpleNamespace(final=state)])["lines"]
    assert "traditional 2p: games with an Unction played 1, a stack two deep 1; with each boost kind paid: " \
           "Self-Boost 0, Any-Boost 1, Brotherly-Any-Boost 1," in lines[1]
    assert "Bounce-Back Boost 0, Multi boost 1, a boost above the text 1" in lines[1]


def test_boosts_default_two_player_games_by_the_steward_pay_every_boost_kind():
    """Rulebook, Boosts: not only dealt but paid: in 40 seeded default 2-player games with the steward at both
    seats, every boost kind but the Permanent-Self and Permanent-Brotherly ones (whose cards the steward rarely
    finds worth playing) is paid in some game, and most games see an Unction played."""
    from collections import Counter

    from bible_tabletop.engine.playout import play_one
    from bible_tabletop.games.christianity.rules import balance
    from bible_tabletop.games.christianity.rules.bots import StewardBot

    games = Counter()
    for seed in range(40):
        p = play_one(RULES, GameConfig(game="christianity", players=2, computer=[0, 1]), seed,
                     [StewardBot(seed * 10 + s) for s in range(2)], check=False)
        games.update(balance.shown(p.final))
    rare = {"Permanent-Self-Boost", "Permanent-Brotherly-Boost"}
    assert [kind for kind in BOOST_KINDS if not games[kind] and kind not in rare] == [], games
    assert games["unction"] > 20, games
