"""The clue bank reviewed against the Bible text (issue 9, The clue bank): the slips found stay mended, the `*`
mark stands on the clues from outside the Bible and on no clue the Bible gives, and no two clue-sets give one fact
for one answer in other words (a wider net than `validate`'s twin rule, which compares clues word for word)."""

import itertools
import re
from collections import defaultdict

from bible_tabletop.games.tribond.rules.models import Clues, answer_key, content_words, load_bank


def clue_sets() -> list[tuple[str, Clues]]:
    """(card id/slot, clue-set) for every regular and Challenge clue-set of the shipped bank."""
    found = []
    for card in load_bank():
        found += [(f"{card.id}/{i}", s) for i, s in enumerate(card.slots) if not isinstance(s, str)]
        found.append((f"{card.id}/challenge", card.challenge))
    return found


def test_the_levite_in_gibeah_slept_in_the_old_mans_house():
    """Issue 9, The clue bank: Judges 19:20-21, the old man took the Levite in, so he is no clue for sleeping
    outside; Elijah under the broom bush (1 Kings 19:5) took his place."""
    outside = [s for _, s in clue_sets() if answer_key(s.answer) == "outside"]
    assert len(outside) == 1
    assert not any(re.search(r"levite|gibeah", clue, re.I) for clue in outside[0].clues)
    assert any("Elijah" in clue and "broom" in clue for clue in outside[0].clues) and "1 Kings 19:5" in outside[0].refs


# (words of a clue or answer that were wrong, the answer key they stood under, what the text says)
MENDED = [
    ("outweighs", "finger", "1 Kings 12:10: the little finger is thicker than the father's waist, not heavier"),
    ("Onesimus", "runaway", "Philemon 15-16 says he was parted from Philemon, never that he ran away"),
    ("sealed", "stone", "John 11:38, Mark 15:46: Lazarus's and Jesus' tombs were closed with a stone, not sealed"),
    ("Levite", "outside", "Judges 19:20-21: the Levite slept in the old man's house"),
]
# (a clue, the reference its clue-set must cite for it, to the verse)
CITED = [
    ("Aaron's calf, cast from the people's earrings", "Exodus 32:3-4"),
    ("A mighty angel shouted like one roaring", "Revelation 10:1-3"),
    ("The many servants breaking away from their masters, in Nabal's sneer", "1 Samuel 25:10"),
]


def test_slips_found_in_review_stay_mended():
    """Issue 9, The clue bank: the factual slips the reviews found are not back, and the references mended to
    hold their fact to the verse still do."""
    for words, key, why in MENDED:
        back = [name for name, s in clue_sets() if answer_key(s.answer) == key
                and any(words.lower() in text.lower() for text in (*s.clues, s.answer))]
        assert back == [], why
    for clue, ref in CITED:
        holding = [s for _, s in clue_sets() if clue in s.clues]
        assert len(holding) == 1 and ref in holding[0].refs, clue


# Words that only a clue from outside the Bible would use: stories, songs, people and places after it.
OUTSIDE = re.compile(r"Aslan|Narnia|Midas|Snow White|Geppetto|Pinocchio|Handel|Liberty Bell|Eiffel|Armstrong"
                     r"|Crusoe|Prince Charming|Benedict Arnold|Microsoft|Excalibur|Rapunzel|Red Riding Hood"
                     r"|beanstalk|nursery|Mister Ed|Luther|Reginald Heber|\(hymn\)|Amazing ___|Minor prophets"
                     r"|\"Doubting\"|Three Little|A dollar|Pyramids|worn on the wrist|flatfish|Squids|longbows"
                     r"|balances a ball|princess kissed|cut of pork|lowest lake|runs on rails|Joy to the World"
                     r"|A Mighty Fortress|The Lord's My Shepherd|Your fingers")


def test_non_biblical_mark_on_exactly_the_clues_from_outside_the_bible():
    """Issue 9, The clue bank: `*` marks a clue that is not from the Bible (rules page, The cards).
    'Save us!' is Psalm 118:25's own cry, so it carries no mark; 'Minor prophets' is a later label, so it does; and
    every clue naming a story, song or thing from outside the Bible is marked, and only those. What every printed
    Bible shows (its books' names and order, chapters and verses, the two Testaments) counts as from the Bible."""
    clues = [clue for _, s in clue_sets() for clue in s.clues]
    assert "'Save us!' in Hebrew" in clues and "Minor prophets*" in clues
    marked = [clue for clue in clues if clue.endswith("*")]
    assert [clue for clue in clues if OUTSIDE.search(clue) and clue not in marked] == []
    assert [clue for clue in marked if not OUTSIDE.search(clue)] == []  # a new mark names its outside word above
    assert len(marked) >= 40


# Clue pairs under one answer that share words but give different facts (judged against the text).
DIFFERENT_FACTS = {
    frozenset({"Light", "The light: 'day'"}),  # God is light (1 John 1:5); God named the light day (Genesis 1:5)
    frozenset({"Abraham's servant and Rebekah", "Abraham's, seized by Abimelek's servants"}),  # Gen 24:15; 21:25
    frozenset({"Husband of Eve", "Eve"}),  # Adam was Eve's husband (Genesis 3:20); Adam named her (Genesis 3:20)
}


def test_no_fact_clues_one_answer_twice_in_other_words():
    """Issue 9, The clue bank: no clue used twice with the same answer, near twins included. Two clues of
    different clue-sets under one answer that share most of their words (four in ten) are one fact told twice,
    unless judged different above ("Caught by its horns in a thicket" and "Caught in a thicket on Moriah", both
    the ram of Genesis 22:13, were such a pair)."""
    by_answer = defaultdict(list)
    for name, s in clue_sets():
        by_answer[answer_key(s.answer)].append((name, s))
    twins = []
    for group in by_answer.values():
        for (name_a, a), (name_b, b) in itertools.combinations(group, 2):
            for clue_a, clue_b in itertools.product(a.clues, b.clues):
                words_a, words_b = content_words(clue_a.rstrip("*")), content_words(clue_b.rstrip("*"))
                if (words_a and words_b and len(words_a & words_b) * 10 >= 4 * len(words_a | words_b)
                        and frozenset({clue_a, clue_b}) not in DIFFERENT_FACTS):
                    twins.append((name_a, clue_a, name_b, clue_b))
    assert twins == []
