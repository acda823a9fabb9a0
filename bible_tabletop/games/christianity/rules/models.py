"""The YAML schema of Christianity's cards and decks, the loader, and the checks across files.

assets/christianity/cards-*.yaml hold the card pool (`cards:` a list of cards); deck-*.yaml each hold one deck
(`cards:` card id -> copies): a Righteous deck of exactly 40 cards, the Evil deck of at least 50. A card's behaviour
is data from the vocabulary in vocabulary.py; the rules read the frozen models directly.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal, Optional

import yaml
from pydantic import Field, model_validator

from bible_tabletop.engine.data import (
    DataError, DataModel, DataProblem, _display, _field_path, _line_of, _Parser, load_model,
)
from bible_tabletop.games.christianity.rules.vocabulary import (
    ABILITIES, EVIL_KINDS, EVIL_STEPS, PHASES, RIGHTEOUS_STEPS, Boost, ChooseOne, GainAbility, IfBoosted, Kind,
    Lasting, Removal, Static, Step, Tag, walk,
)
from bible_tabletop.engine.books import check_reference
from bible_tabletop.paths import ASSETS

GAME_ASSETS = ASSETS / "christianity"
RIGHTEOUS_DECK = 40
EVIL_DECK_MIN = 50

# The Tokens' sets: the Armor of God (Ephesians 6:14-17) and the Fruit of the Spirit (Galatians 5:22-23: KJV words, but
# kindness and gentleness as the verse shown with the cards reads them).
SETS: dict[str, tuple[str, ...]] = {
    "armor_of_god": ("belt_of_truth", "breastplate_of_righteousness", "gospel_of_peace", "shield_of_faith",
                     "helmet_of_salvation", "sword_of_the_spirit"),
    "fruit_of_the_spirit": ("love", "joy", "peace", "longsuffering", "kindness", "goodness", "faith", "gentleness",
                            "temperance"),
}
# Every boost kind the rulebook names, as (label, test on a Boost): each must be on at least one card.
BOOST_KINDS = {
    "Self-Boost": lambda b: b.kind == "self" and not b.permanent and not b.bounce_back,
    "Any-Boost": lambda b: b.kind == "any" and not b.permanent,
    "Brotherly-Any-Boost": lambda b: b.kind == "brotherly_any" and not b.permanent,
    "Permanent-Self-Boost": lambda b: b.kind == "self" and b.permanent,
    "Permanent-Any-Boost": lambda b: b.kind == "any" and b.permanent,
    "Permanent-Brotherly-Boost": lambda b: b.kind == "brotherly_any" and b.permanent,
    "Bounce-Back Boost": lambda b: b.bounce_back,
    "Multi boost": lambda b: b.multi,
    "a boost above the text": lambda b: b.above_text,
}


class Card(DataModel):
    """One card design. Righteous: maturity, resistance, habitual, token, unction; Evil: temptation, evil_habitual.
    `cost`: what playing it costs (for an Evil card: what resisting it costs, and what a human Evil player pays)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=2, max_length=40)
    kind: Kind
    cost: int = Field(ge=1, le=9)
    reference: str
    text: str = Field(min_length=10, max_length=240)
    tags: list[Tag] = Field(default_factory=list)
    effects: list[Step] = Field(default_factory=list)  # on resolving (a habitual or token: on coming into play)
    lasting: list[Lasting] = Field(default_factory=list)  # habitual, token: triggered while in play
    static: list[Static] = Field(default_factory=list)  # habitual, token, evil_habitual: while in play
    set: Optional[Literal["armor_of_god", "fruit_of_the_spirit"]] = None  # token
    piece: Optional[str] = None  # token: which piece of its set
    on_fail: list[Step] = Field(default_factory=list)  # temptation, evil_habitual: on failing (after -1 Power)
    penalty: list[Lasting] = Field(default_factory=list)  # evil_habitual: triggered while active
    removal: Optional[Removal] = None  # evil_habitual: the stated way out
    boosts: list[Boost] = Field(default_factory=list)
    duel: list[Step] = Field(default_factory=list)  # a card granting an ability: what it does in a Duel instead

    @property
    def evil(self) -> bool:
        return self.kind in EVIL_KINDS

    @property
    def grants(self) -> bool:
        """Whether a Righteous card grants an ability: a gain_ability step in its text, or an ability held while in
        play."""
        gives = any(s.do == "gain_ability" for s in self.effects) or any(s.do == "ability" for s in self.static)
        return gives and not self.evil

    def text_steps(self, duel: bool) -> list:
        """The steps of the card's text as it resolves. In a Duel abilities come only by levelling up, so a card
        granting one does its `duel` steps instead: in place of its gain_ability step, or (a card whose ability
        holds while in play) when it comes into play."""
        if not duel or not self.duel:
            return list(self.effects)
        steps = [s for s in self.effects if s.do != "gain_ability"]
        at = next((i for i, s in enumerate(self.effects) if s.do == "gain_ability"), len(steps))
        return steps[:at] + list(self.duel) + steps[at:]

    @model_validator(mode="after")
    def _fits_kind(self) -> "Card":
        problem = check_reference(self.reference)
        if problem or ":" not in self.reference:
            raise ValueError(f"reference: {problem or 'a reference to the verse (Book chapter:verse)'}")
        kind = self.kind
        _only(self, kind in ("habitual", "token"), "lasting")
        _only(self, kind in ("habitual", "token", "evil_habitual"), "static")
        _only(self, kind == "token", "set", "piece")
        _only(self, kind in EVIL_KINDS, "on_fail")
        _only(self, kind == "evil_habitual", "penalty", "removal")
        _only(self, not self.evil, "effects", "boosts")
        if kind in ("maturity", "unction", "resistance") and not self.effects:
            raise ValueError(f"a {kind} card needs effects")
        if kind == "resistance" and not any(s.do == "resist" for s in self.effects):
            raise ValueError("a resistance card resists: its effects hold a resist step")
        if kind == "habitual" and not (self.lasting or self.static or any(b.permanent for b in self.boosts)):
            raise ValueError("a habitual stays in play for something: lasting, static or a permanent boost")
        if kind == "token":
            if self.set is None or self.piece not in SETS[self.set]:
                pieces = SETS.get(self.set or "armor_of_god", ())
                raise ValueError(f"a token names its set and piece (one of {', '.join(pieces)})")
            if not (self.lasting or self.static or self.effects or self.boosts):
                raise ValueError("a token does something: effects, lasting, static or a boost")
        if kind == "temptation" and not self.on_fail:
            raise ValueError("a temptation does something when it fails: on_fail")
        if kind == "evil_habitual":
            if not (self.penalty or self.static):
                raise ValueError("an evil habitual has a lasting penalty (penalty or static)")
            if self.removal is None:
                raise ValueError("an evil habitual states its way out: removal")
        if self.evil and not self.tags:
            raise ValueError("an evil card names what it tempts to: tags")
        if any(b.permanent for b in self.boosts) and kind not in ("habitual", "token"):
            raise ValueError("a Permanent boost goes on a card that stays in play (habitual or token)")
        if self.grants != bool(self.duel):
            raise ValueError("a card granting an ability says what it does in a Duel instead (duel), and only such a "
                             "card has duel steps")
        nested = [s for s in walk([*self.effects, *(x for b in self.boosts for x in b.effects)])
                  if s.do == "gain_ability" and s not in self.effects]
        if nested or sum(s.do == "gain_ability" for s in self.effects) > 1:
            raise ValueError("an ability is granted by one gain_ability step of the text itself (not in a condition "
                             "or a boost), so a Duel knows what replaces it")
        if any(b.bounce_back for b in self.boosts) and not any(b.kind != "self" for b in self.boosts):
            raise ValueError("a Bounce-Back boost needs another boost a teammate can pay (any or brotherly_any)")
        _check_steps(self)
        return self


def _only(card: Card, allowed: bool, *fields: str) -> None:
    for name in fields:
        if not allowed and getattr(card, name):
            raise ValueError(f"a {card.kind} card has no {name}")


def _check_steps(card: Card) -> None:
    """Steps fit their side; `booster` only in boosts; a text asking 'if boosted' has a boost above the text."""
    allowed = EVIL_STEPS if card.evil else RIGHTEOUS_STEPS
    groups = [("effects", card.effects, False), ("on_fail", card.on_fail, False)]
    groups += [(f"{name}[{i}]", t.effects, False) for name in ("lasting", "penalty")
               for i, t in enumerate(getattr(card, name))]
    groups += [(f"boosts[{i}]", b.effects, True) for i, b in enumerate(card.boosts)]
    groups.append(("duel", card.duel, False))
    for where, steps, in_boost in groups:
        for step in walk(steps):
            if step.do not in allowed:
                side = "an evil" if card.evil else "a righteous"
                raise ValueError(f"{where}: {side} card cannot use step {step.do!r}; allowed: "
                                 f"{', '.join(sorted(allowed))}")
            target = getattr(step, "target", "self")
            if where == "duel" and step.do == "gain_ability":
                raise ValueError("duel: in a Duel abilities come only by levelling up, never from a card")
            if target == "booster" and not in_boost:
                raise ValueError(f"{where}: target booster is only for a boost's effects")
            if card.evil and target not in ("self", "each", "others"):
                raise ValueError(f"{where}: an evil card reaches self, each or others (not {target})")
    asks = any(isinstance(s, IfBoosted) or (isinstance(s, ChooseOne) and s.all_if_boosted) for s in walk(card.effects))
    if asks and not any(b.above_text for b in card.boosts):
        raise ValueError("effects ask whether the card was boosted: that needs a boost above the text")


class CardsFile(DataModel):
    """assets/christianity/cards-*.yaml: part of the card pool."""

    cards: list[Card] = Field(min_length=1)


class DeckFile(DataModel):
    """assets/christianity/deck-*.yaml: one ready-made deck (or a player's own deck file)."""

    deck: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=3, max_length=40)
    side: Literal["righteous", "evil"]
    character: str = Field(min_length=10, max_length=120)
    cards: dict[str, int] = Field(min_length=1)

    @model_validator(mode="after")
    def _size(self) -> "DeckFile":
        bad = [f"{k} ({n})" for k, n in self.cards.items() if not 1 <= n <= 4]
        if bad:
            raise ValueError(f"copies of a card run from 1 to 4; not {', '.join(bad)}")
        total = sum(self.cards.values())
        if self.side == "righteous" and total != RIGHTEOUS_DECK:
            raise ValueError(f"a Righteous deck holds exactly {RIGHTEOUS_DECK} cards, not {total}")
        if self.side == "evil" and total < EVIL_DECK_MIN:
            raise ValueError(f"the Evil deck holds at least {EVIL_DECK_MIN} cards, not {total}")
        return self

    def card_ids(self) -> list[str]:
        """Every card of the deck, copies repeated, in file order."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


# ----- checks across the files of a folder -----

class _Lines:
    """Line numbers of places in the loaded files (each file parsed for nodes once, only when needed)."""

    def __init__(self):
        self._nodes: dict[Path, yaml.Node | None] = {}

    def __call__(self, path: Path, loc: tuple) -> int:
        if path not in self._nodes:
            try:
                self._nodes[path] = yaml.compose(path.read_text(encoding="utf-8"), Loader=_Parser)
            except (OSError, yaml.YAMLError):
                self._nodes[path] = None
        return _line_of(self._nodes[path], loc)


def check_together(parts: list[tuple[Path, object]]) -> list[DataProblem]:
    """`validate` across a folder's files: card ids, names and texts once in the pool; every deck's cards known and
    of its side. With the whole pool and its decks: every card in some deck, and every phase, ability, boost kind
    and Token piece used by some card. A folder holding only decks is checked against the shipped pool."""
    lines = _Lines()
    problems: list[DataProblem] = []

    def refuse(path: Path, loc: tuple, what: str) -> None:
        problems.append(DataProblem(_display(path), lines(path, loc), _field_path(loc), what))

    pools = [(p, m) for p, m in parts if isinstance(m, CardsFile)]
    decks = [(p, m) for p, m in parts if isinstance(m, DeckFile)]
    cards: dict[str, Card] = {}
    seen: dict[tuple[str, str], str] = {}
    for path, pool in pools:
        for i, card in enumerate(pool.cards):
            for field in ("id", "name", "text"):
                key = (field, getattr(card, field).lower())
                if key in seen:
                    refuse(path, ("cards", i, field), f"a card {field} used once in the pool; also at {seen[key]}")
                seen.setdefault(key, f"{path.name}:{lines(path, ('cards', i, field))}")
            cards.setdefault(card.id, card)
    known = cards or (dict(_shipped_pool()) if decks else {})
    used: set[str] = set()
    for path, deck in decks:
        for cid in deck.cards:
            card = known.get(cid)
            if card is None:
                refuse(path, ("cards", cid), f"a card id of the pool (unknown card {cid!r})")
            elif card.evil != (deck.side == "evil"):
                refuse(path, ("cards", cid), f"a {deck.side} card ({cid} is a {card.kind})")
            used.add(cid)
    if pools and decks:
        first = pools[0][0]
        for cid in sorted(set(cards) - used):
            refuse(first, ("cards",), f"every card in some deck; {cid} is in none")
        for missing in coverage(list(cards.values())):
            refuse(first, ("cards",), f"a card using {missing} (the rulings want every one used)")
    return problems


def coverage(cards: list[Card]) -> list[str]:
    """What the pool leaves unused of the phases (a trigger at each of the eight, an Unction for the ninth), the
    eight abilities, the rulebook's boost kinds and the Token pieces."""
    triggers = {t.trigger for c in cards for t in (*c.lasting, *c.penalty)}
    missing = [f"the {p} phase as a trigger" for p in PHASES if p not in triggers]
    if not any(c.kind == "unction" for c in cards):
        missing.append("an Unction (phase 9)")
    granted = {s.ability for c in cards for s in c.static if s.do == "ability"}
    granted |= {s.ability for c in cards for s in walk(_all_steps(c)) if isinstance(s, GainAbility)}
    missing += [f"the ability {a}" for a in ABILITIES if a not in granted]
    boosts = [b for c in cards for b in c.boosts]
    missing += [label for label, test in BOOST_KINDS.items() if not any(test(b) for b in boosts)]
    pieces = {(c.set, c.piece) for c in cards if c.kind == "token"}
    missing += [f"the Token {piece} ({s})" for s, all_ in SETS.items() for piece in all_ if (s, piece) not in pieces]
    return missing


def _all_steps(card: Card) -> list:
    steps = [*card.effects, *card.on_fail]
    for t in (*card.lasting, *card.penalty):
        steps += t.effects
    for b in card.boosts:
        steps += b.effects
    return steps


# ----- loading for play -----

@lru_cache(maxsize=4)
def load_game(folder: Path | None = None) -> tuple[dict[str, Card], dict[str, DeckFile]]:
    """The card pool (id -> card) and the ready-made decks (deck id -> deck) of a folder, checked together
    (engine/datacache.py: from the cache when unchanged)."""
    from bible_tabletop.engine.datacache import game_data
    from bible_tabletop.games.christianity.spec import SPEC

    data = game_data(SPEC, folder or GAME_ASSETS)
    models = [data[name] for name in sorted(data)]
    cards = {c.id: c for m in models if isinstance(m, CardsFile) for c in m.cards}
    decks = {m.deck: m for m in models if isinstance(m, DeckFile)}
    return cards, decks


def _shipped_pool() -> dict[str, Card]:
    return load_game()[0]


def load_deck_file(path: Path, cards: dict[str, Card] | None = None) -> DeckFile:
    """A player's own deck file, checked like the shipped ones (its cards known and of its side)."""
    deck = load_model(path, DeckFile)
    pool = cards if cards is not None else _shipped_pool()
    problems = check_together([(path, deck)]) if cards is None else _check_ids(path, deck, pool)
    if problems:
        raise DataError(problems)
    return deck


def _check_ids(path: Path, deck: DeckFile, pool: dict[str, Card]) -> list[DataProblem]:
    fake = [(Path("(pool)"), CardsFile.model_construct(cards=list(pool.values())))]
    return [p for p in check_together(fake + [(path, deck)]) if p.path == _display(path)]


SCHEMAS = {"cards-*.yaml": CardsFile, "deck-*.yaml": DeckFile}  # the card pool, the decks
