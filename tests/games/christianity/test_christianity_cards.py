"""The shipped Christianity card pool and decks (rulings, "The cards (ours to design)"): every file loads, the
deck sizes, the coverage of phases, abilities, boost kinds and Token pieces, real references, our own texts."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from bible_tabletop.games.christianity.rules.models import (
    EVIL_DECK_MIN, GAME_ASSETS, RIGHTEOUS_DECK, SETS, CardsFile, DeckFile, check_together, coverage, load_game,
)
from bible_tabletop.engine.data import load_model
from bible_tabletop.games.christianity.rules.vocabulary import walk
from bible_tabletop.engine.books import check_reference

CARDS, DECKS = load_game()
RIGHTEOUS = {k: d for k, d in DECKS.items() if d.side == "righteous"}


def _kinds(deck: DeckFile) -> Counter:
    return Counter({kind: sum(n for cid, n in deck.cards.items() if CARDS[cid].kind == kind)
                    for kind in {c.kind for c in CARDS.values()}})


def test_every_file_loads_and_checks_together_cleanly():
    """Every cards-*.yaml and deck-*.yaml of the folder loads, and the checks across files find nothing."""
    parts = [(p, load_model(p, CardsFile)) for p in sorted(GAME_ASSETS.glob("cards-*.yaml"))]
    parts += [(p, load_model(p, DeckFile)) for p in sorted(GAME_ASSETS.glob("deck-*.yaml"))]
    assert len(parts) >= 6
    assert check_together(parts) == []


def test_rulings_ship_three_righteous_decks_of_40_and_an_evil_deck_of_50_or_more():
    """Rulings, The cards: at least three ready-made Righteous decks of 40 cards and one Evil deck of at least 50."""
    assert len(RIGHTEOUS) >= 3
    assert all(sum(d.cards.values()) == RIGHTEOUS_DECK for d in RIGHTEOUS.values())
    evil = [d for d in DECKS.values() if d.side == "evil"]
    assert len(evil) == 1 and sum(evil[0].cards.values()) >= EVIL_DECK_MIN
    assert {CARDS[c].kind for c in evil[0].cards} == {"temptation", "evil_habitual"}


def test_each_righteous_deck_has_a_character_of_its_own():
    """The issue: one deck leans on Resistance, one on Maturity and Power, one on helping others with boosts."""
    kinds = {k: _kinds(d) for k, d in RIGHTEOUS.items()}
    assert max(kinds, key=lambda k: kinds[k]["resistance"]) == "shield"
    assert max(kinds, key=lambda k: kinds[k]["maturity"]) == "grace"
    assert max(kinds, key=lambda k: kinds[k]["unction"]) == "body"

    def helping(deck: DeckFile) -> int:  # cards reaching a teammate or payable by one
        return sum(n for cid, n in deck.cards.items()
                   if any(b.kind != "self" for b in CARDS[cid].boosts)
                   or any(getattr(s, "target", "self") in ("one", "each", "others") for s in walk(CARDS[cid].effects)))
    assert max(RIGHTEOUS, key=lambda k: helping(RIGHTEOUS[k])) == "body"
    assert len({d.character for d in RIGHTEOUS.values()}) == len(RIGHTEOUS)


def test_rulings_every_phase_ability_boost_kind_and_token_piece_is_used():
    """Rulings: every ability, phase and boost kind is used by at least one card; the Tokens are the six pieces of
    the Armor of God and the nine Fruit of the Spirit."""
    assert coverage(list(CARDS.values())) == []
    assert sum(len(p) for p in SETS.values()) == 15


def test_coverage_names_what_a_smaller_pool_leaves_out():
    without = [c for c in CARDS.values()
               if c.kind != "unction" and c.id not in ("redeeming_time", "fasting", "seek_first")]
    missing = coverage(without)
    assert "an Unction (phase 9)" in missing
    assert "the ability speed" in missing
    assert "Permanent-Self-Boost" in missing
    assert "a boost above the text" in missing


def test_every_card_is_in_a_deck_and_ids_names_texts_are_unique():
    used = {cid for d in DECKS.values() for cid in d.cards}
    assert used == set(CARDS)
    for field in ("name", "text"):
        values = [getattr(c, field).lower() for c in CARDS.values()]
        assert len(values) == len(set(values)), field


def test_every_reference_parses_to_a_verse_of_the_66_books():
    for card in CARDS.values():
        assert check_reference(card.reference) is None, card.id
        assert re.search(r"\d+:\d+(-\d+)?$", card.reference), card.id


def _bible_spec(ref: str) -> str:
    """The `bible` command's spelling: no space after a book's number ('2Corinthians 3:18')."""
    return re.sub(r"^([1-3]) ", r"\1", ref)


@pytest.mark.skipif(shutil.which("bible") is None, reason="the `bible` command (a KJV Bible) is not installed")
def test_every_reference_exists_in_the_kjv():
    """Each reference prints exactly its verses from the `bible` command (a wrong book or verse prints others)."""
    refs = sorted({c.reference for c in CARDS.values()})
    out = subprocess.run(["bible", "-f", *[_bible_spec(r) for r in refs]], capture_output=True, text=True, timeout=60,
                         env={"COLUMNS": "100000", "PATH": "/usr/bin:/bin"}).stdout
    got = [(int(m[1]), int(m[2])) for m in re.finditer(r"^[1-3]?[A-Za-z]+(\d+):(\d+) ", out, re.M)]
    want = []
    for ref in refs:
        m = re.search(r"(\d+):(\d+)(?:-(\d+))?$", ref)
        chapter, first, last = int(m[1]), int(m[2]), int(m[3] or m[2])
        want += [(chapter, v) for v in range(first, last + 1)]
    assert "Bad Book" not in out
    assert got == want


BOOST_WORDS = {"self": "Self-Boost", "any": "Any-Boost", "brotherly_any": "Brotherly-Any-Boost"}
PERMANENT_WORDS = {"self": "Permanent-Self-Boost", "any": "Permanent-Any-Boost",
                   "brotherly_any": "Permanent-Brotherly-Boost"}


def test_card_texts_name_their_boosts_resist_limits_and_evil_effects():
    """The text says what the data does: each boost by its rulebook name and cost, a resist's cost limit, an Evil
    card's failure effect or its lasting penalty and way out."""
    for card in CARDS.values():
        for b in card.boosts:
            word = ("Bounce-Back Boost" if b.bounce_back else PERMANENT_WORDS[b.kind] if b.permanent
                    else ("Multi-" if b.multi else "") + BOOST_WORDS[b.kind])
            assert f"{word} {b.cost}" in card.text, (card.id, word)
        for step in walk(card.effects):
            if step.do == "resist" and step.max_cost:
                assert f"cost {step.max_cost} or less" in card.text, card.id
        if card.kind == "temptation":
            assert card.text.startswith("If this fails"), card.id
        if card.kind == "evil_habitual":
            assert card.text.startswith("While active:") and "Way out:" in card.text, card.id


def test_every_deck_has_a_way_out_of_every_evil_habitual():
    """Rulings: an Evil Habitual states a way to be removed; a deck can take it (its tag or kind in the deck, a
    remove_evil card in the deck, or a payment or Power level that needs no card)."""
    habits = [c for c in CARDS.values() if c.kind == "evil_habitual"]
    for deck in RIGHTEOUS.values():
        cards = [CARDS[c] for c in deck.cards]
        removes = any(s.do == "remove_evil" for c in cards for s in walk(c.effects))
        for habit in habits:
            r = habit.removal
            ok = (r.by != "play" or removes or any(r.tag in c.tags or r.kind == c.kind for c in cards))
            assert ok, (deck.deck, habit.id)


def test_evil_deck_costs_run_from_2_to_6_and_most_are_temptations():
    """The brief: Evil cards cost a spread of prices to resist (2 to 6 since the second balance round, the dearest
    ones hurting the whole team); Evil Habituals are the rarer cards."""
    evil = next(d for d in DECKS.values() if d.side == "evil")
    costs = {CARDS[c].cost for c in evil.cards}
    assert costs == {2, 3, 4, 5, 6}
    kinds = _kinds(evil)
    assert kinds["temptation"] > 2 * kinds["evil_habitual"] > 0


def test_shipped_folder_holds_only_known_files():
    names = [p.name for p in Path(GAME_ASSETS).glob("*.yaml") if p.name != "coach.yaml"]  # the coach's words
    assert all(n.startswith(("cards-", "deck-")) for n in names)
