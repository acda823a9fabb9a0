"""The Christianity card vocabulary and its loader: broken files are refused with `file:line: field: expected`, each
card kind gets only the fields that fit it, boosts follow the rulebook's Boosts section, decks are checked
against the pool (rulings, "The cards": card behaviour is data from a vocabulary the loader checks)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.games.christianity.rules import models
from bible_tabletop.games.christianity.rules.models import CardsFile, DeckFile, check_together, load_deck_file, load_game
from bible_tabletop.games.christianity.rules.vocabulary import ABILITIES, PHASES, ChooseOne, IfBoosted, walk

GOOD = """\
cards:
  - id: daily_bread
    name: Daily Bread
    kind: maturity
    cost: 1
    reference: "Matthew 6:11"
    text: "Gain 1 Power and draw 1 card."
    effects:
      - {do: gain_power, amount: 1}
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def _problems(tmp_path: Path, text: str, model=CardsFile, name: str = "cards-x.yaml") -> list[str]:
    path = _write(tmp_path, name, text)
    with pytest.raises(DataError) as err:
        load_model(path, model)
    return [f"{Path(p.path).name}:{p.line}: {p.field}: {p.expected}" for p in err.value.problems]


def _card(extra: str, kind: str = "maturity", effects: str = "effects:\n      - {do: gain_power, amount: 1}") -> str:
    return (f"cards:\n  - id: c\n    name: A Card\n    kind: {kind}\n    cost: 2\n    reference: \"James 4:7\"\n"
            f"    text: \"Some words of our own.\"\n    {effects}\n{extra}")


def test_a_good_file_loads(tmp_path):
    card = load_model(_write(tmp_path, "cards-a.yaml", GOOD), CardsFile).cards[0]
    assert (card.kind, card.cost, card.effects[0].do, card.effects[0].amount) == ("maturity", 1, "gain_power", 1)


def test_unknown_step_is_refused_with_file_line_and_the_known_steps(tmp_path):
    got = _problems(tmp_path, GOOD.replace("do: gain_power", "do: gain_powr"))
    assert len(got) == 1 and got[0].startswith("cards-x.yaml:9: cards[0].effects[0]: 'do' set to one of")
    assert "'gain_power'" in got[0] and "(not 'gain_powr')" in got[0]


def test_bad_cost_is_refused_at_its_line(tmp_path):
    assert _problems(tmp_path, GOOD.replace("cost: 1", "cost: 0")) == [
        "cards-x.yaml:5: cards[0].cost: Input should be greater than or equal to 1"]


def test_missing_field_is_refused_at_the_card(tmp_path):
    assert _problems(tmp_path, GOOD.replace('    reference: "Matthew 6:11"\n', "")) == [
        "cards-x.yaml:2: cards[0].reference: Field required"]


def test_unknown_key_in_a_step_is_refused(tmp_path):
    got = _problems(tmp_path, GOOD.replace("amount: 1}", "amount: 1, targt: one}"))
    assert got == ["cards-x.yaml:9: cards[0].effects[0].targt: Extra inputs are not permitted"]


def test_reference_must_be_a_real_verse(tmp_path):
    got = _problems(tmp_path, GOOD.replace("Matthew 6:11", "Matthew 29:1"))
    assert got == ["cards-x.yaml:2: cards[0]: reference: Matthew has 28 chapters, not 29"]
    got = _problems(tmp_path, GOOD.replace("Matthew 6:11", "Matthew 6"))
    assert "a reference to the verse" in got[0]


@pytest.mark.parametrize("extra, kind, effects, expected", [
    ("", "resistance", "effects:\n      - {do: gain_power, amount: 1}", "a resistance card resists"),
    ("", "temptation", "tags: [pride]", "a temptation does something when it fails: on_fail"),
    ("    on_fail:\n      - {do: discard, amount: 1}\n    penalty:\n      - trigger: check\n        effects:\n"
     "          - {do: lose_power, amount: 1}\n", "evil_habitual", "tags: [pride]", "states its way out: removal"),
    ("    set: armor_of_god\n    piece: love\n", "token", "effects:\n      - {do: draw, amount: 1}",
     "a token names its set and piece"),
    ("    boosts:\n      - {kind: self, cost: 2, permanent: true, effects: [{do: draw, amount: 1}]}\n", "maturity",
     "effects:\n      - {do: draw, amount: 1}", "a Permanent boost goes on a card that stays in play"),
    ("    boosts:\n      - {kind: self, cost: 1, bounce_back: true, effects: [{do: draw, amount: 1}]}\n", "maturity",
     "effects:\n      - {do: draw, amount: 1}", "a Bounce-Back boost needs another boost a teammate can pay"),
    ("", "maturity", "effects:\n      - {do: if_boosted, then: [{do: draw, amount: 1}]}",
     "that needs a boost above the text"),
    ("", "maturity", "effects:\n      - {do: gain_power, amount: 1, target: booster}",
     "target booster is only for a boost's effects"),
    ("    on_fail:\n      - {do: gain_power, amount: 1}\n", "temptation", "tags: [pride]",
     "an evil card cannot use step 'gain_power'"),
    ("    on_fail:\n      - {do: tempt, amount: 1}\n", "temptation", "tags: [pride]\n    effects:\n      - {do: draw, amount: 1}",
     "a temptation card has no effects"),
    ("    lasting:\n      - {trigger: main, effects: [{do: draw, amount: 1}]}\n", "maturity",
     "effects:\n      - {do: draw, amount: 1}", "a maturity card has no lasting"),
    ("    boosts:\n      - {kind: any, cost: 2, marks_boosted: true, effects: [{do: draw, amount: 1}]}\n", "maturity",
     "effects:\n      - {do: draw, amount: 1}", "a boost has effects, or only marks_boosted"),
    ("    static:\n      - {do: forbid}\n", "habitual", "effects: []", "`kind` goes with forbid"),
    ("    static:\n      - {do: ability, ability: speed}\n", "evil_habitual", "tags: [sloth]\n    removal: {by: pay, tag: love}",
     "removal by pay takes an amount"),
])
def test_each_kind_gets_only_what_fits_it(tmp_path, extra, kind, effects, expected):
    """Card Types: each kind of card carries the fields of its kind; Boosts: the rulebook's boost kinds hold."""
    got = _problems(tmp_path, _card(extra, kind, effects))
    assert len(got) == 1 and expected in got[0], got
    assert re.match(r"cards-x\.yaml:\d+: cards\[0\]", got[0]), got


def test_rulebook_boost_example_loads_as_data():
    """Boosts, "When boosts resolve": Loaves and Fishes is the rulebook's example, a Brotherly-Any-Boost 3 above the
    text that only marks the card boosted, a Brotherly-Any-Boost 5 above the text that chooses one option, and a
    text doing both options when boosted, else one."""
    card = load_game()[0]["loaves_and_fishes"]
    first, second = card.boosts
    assert (first.kind, first.cost, first.above_text, first.marks_boosted) == ("brotherly_any", 3, True, True)
    assert (second.kind, second.cost, second.above_text) == ("brotherly_any", 5, True)
    assert isinstance(second.effects[0], ChooseOne) and not second.effects[0].all_if_boosted
    text = card.effects[0]
    assert isinstance(text, ChooseOne) and text.all_if_boosted
    assert [[s.do, s.amount, getattr(s, "to", None)] for o in text.options for s in o] == [
        ["draw", 3, "hand"], ["draw", 1, "cost_zone"]]


def test_walk_reaches_nested_steps():
    card = load_game()[0]["helmet_of_salvation"]
    assert [s.do for s in walk(card.lasting[0].effects)] == ["if", "gain_power"]
    step = IfBoosted(do="if_boosted", then=[{"do": "draw", "amount": 1}], **{"else": [{"do": "mill", "amount": 1}]})
    assert [s.do for s in walk([step])] == ["if_boosted", "draw", "mill"]


def test_vocabulary_names_match_the_rules_phases_and_abilities():
    """The contract: trigger phase names are the rules' phase ids, ability ids are the rules' abilities."""
    abilities = pytest.importorskip("bible_tabletop.games.christianity.rules.abilities")
    phases = pytest.importorskip("bible_tabletop.games.christianity.rules.phases")
    assert PHASES == phases.ORDER
    assert set(ABILITIES) == set(abilities.ABILITIES)


DECK = """\
deck: mine
name: My Deck
side: righteous
character: "A deck of my own for testing."
cards:
  daily_bread: 4
  renewed_mind: 4
  seek_first: 4
  press_toward: 4
  meditate: 4
  way_of_escape: 4
  submit_and_resist: 4
  it_is_written: 4
  fruit_joy: 4
  manna: 4
"""


def test_a_players_own_deck_file_loads_against_the_pool(tmp_path):
    deck = load_deck_file(_write(tmp_path, "deck-mine.yaml", DECK))
    assert len(deck.card_ids()) == 40 and deck.card_ids()[:4] == ["daily_bread"] * 4


def test_deck_size_and_copies_are_checked(tmp_path):
    """Rulings: a Righteous deck holds 40 cards; the Evil deck at least 50."""
    got = _problems(tmp_path, DECK.replace("manna: 4", "manna: 3"), DeckFile, "deck-mine.yaml")
    assert got == ["deck-mine.yaml:1: (top): a Righteous deck holds exactly 40 cards, not 39"]
    got = _problems(tmp_path, DECK.replace("manna: 4", "manna: 5"), DeckFile, "deck-mine.yaml")
    assert "copies of a card run from 1 to 4; not manna (5)" in got[0]
    evil = "deck: e\nname: Evil\nside: evil\ncharacter: \"Too few Evil cards here.\"\ncards:\n  golden_calf: 4\n"
    assert "at least 50 cards, not 4" in _problems(tmp_path, evil, DeckFile, "deck-e.yaml")[0]


def test_unknown_or_wrong_side_card_in_a_deck_is_refused_at_its_line(tmp_path):
    path = _write(tmp_path, "deck-mine.yaml", DECK.replace("manna: 4", "manah: 2\n  golden_calf: 2"))
    with pytest.raises(DataError) as err:
        load_deck_file(path)
    got = [(p.line, p.field, p.expected) for p in err.value.problems]
    assert got == [(15, "cards.manah", "a card id of the pool (unknown card 'manah')"),
                   (16, "cards.golden_calf", "a righteous card (golden_calf is a temptation)")]


def test_check_together_refuses_a_card_id_twice_and_reports_coverage(tmp_path):
    a = _write(tmp_path, "cards-a.yaml", GOOD)
    b = _write(tmp_path, "cards-b.yaml", GOOD.replace("Daily Bread", "Other Bread").replace("draw 1 card", "draw 1"))
    deck = _write(tmp_path, "deck-x.yaml", "deck: x\nname: Tiny\nside: righteous\ncharacter: \"Forty of one card.\"\n"
                                          "cards:\n  daily_bread: 4\n")
    parts = [(a, load_model(a, CardsFile)), (b, load_model(b, CardsFile))]
    parts.append((deck, DeckFile.model_construct(deck="x", name="Tiny", side="righteous", character="",
                                                 cards={"daily_bread": 4})))
    got = [f"{Path(p.path).name}:{p.line}: {p.field}: {p.expected}" for p in check_together(parts)]
    assert got[0] == "cards-b.yaml:2: cards[0].id: a card id used once in the pool; also at cards-a.yaml:2"
    assert any("the reset phase as a trigger" in g for g in got)
    assert any("the ability foresight" in g for g in got)
    assert any("the Token sword_of_the_spirit" in g for g in got)


def test_schemas_cover_the_shipped_file_names():
    names = {p.name for p in models.GAME_ASSETS.glob("*.yaml") if p.name != "coach.yaml"}  # the engine's schema
    schemas = models.SCHEMAS
    pick = (lambda n: schemas.get(n)) if not any("*" in k for k in schemas) else (
        lambda n: next((m for k, m in schemas.items() if Path(n).match(k)), None))
    assert {n: pick(n) for n in names} == {n: CardsFile if n.startswith("cards-") else DeckFile for n in names}
