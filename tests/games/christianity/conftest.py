"""A kit for Christianity's rules tests: cards made from the vocabulary, small decks, a rules object over them,
and helpers to put a position in place (the shipped decks are the cards helper's; these tests do not need them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.christianity.rules.models import Card
from bible_tabletop.games.christianity.rules.game import ChristianityRules
from bible_tabletop.games.christianity.rules.state import Slot

_ids = count()


def card(kind: str = "maturity", cost: int = 1, **fields) -> Card:
    """A card of the vocabulary with test defaults (a unique id and name, a checked reference, a text)."""
    n = next(_ids)
    data = {"id": f"c{n}", "name": f"Card {n}", "kind": kind, "cost": cost, "reference": "Ephesians 6:10",
            "text": "A card made for a test of the rules."}
    if kind in ("temptation", "evil_habitual"):
        data["tags"] = ["pride"]
    if kind == "temptation":
        data["on_fail"] = [{"do": "lose_power", "amount": 1}]
    if kind == "evil_habitual":
        data["penalty"] = [{"trigger": "check", "effects": [{"do": "lose_power", "amount": 1}]}]
        data["removal"] = {"by": "pay", "amount": 2}
    if kind in ("maturity", "unction"):
        data["effects"] = [{"do": "gain_power", "amount": 1}]
    if kind == "resistance":
        data["effects"] = [{"do": "resist"}]
    if kind == "habitual":
        data["static"] = [{"do": "hand_limit", "amount": 1}]
    data.update(fields)
    return Card.model_validate(data)


@dataclass
class Deck:
    """A stand-in for a deck file: any size (the shipped ones hold 40 and 50+)."""

    deck: str
    side: str
    ids: list[str] = field(default_factory=list)

    def card_ids(self) -> list[str]:
        return list(self.ids)


def rules_for(righteous: list[Card] | None = None, evil: list[Card] | None = None, decks: int = 2) -> ChristianityRules:
    """A rules object over small decks: each Righteous deck is `righteous` (default: 30 Maturity +1 Power cards),
    the Evil deck `evil` (default: 30 Temptations of cost 2)."""
    righteous = righteous or [card("maturity") for _ in range(30)]
    evil = evil or [card("temptation", 2) for _ in range(30)]
    pool = {c.id: c for c in righteous + evil}
    ready = {f"deck{i}": Deck(f"deck{i}", "righteous", [c.id for c in righteous]) for i in range(decks)}
    ready["evil"] = Deck("evil", "evil", [c.id for c in evil])
    return ChristianityRules(content=(pool, ready))


def new_game(rules: ChristianityRules, players: int = 2, **options):
    return rules.setup(GameConfig(game="christianity", players=players, options=options), 1)


def give(state, seat: int, c: Card, where: str = "hand") -> int:
    """Put a fresh copy of card `c` into `seat`'s hand (or Cost Zone, face up) and return its number. The card is
    appended to the table, owned by `seat` (or by Evil for an Evil card)."""
    state.cards = list(state.cards) + [c]
    state.owner = list(state.owner) + [-1 if c.evil else seat]
    n = len(state.cards) - 1
    if where == "hand":
        state.players[seat].hand.append(n)
    elif where == "tempted":
        state.players[seat].tempted.append(n)
    elif where == "evil":
        state.players[seat].evil.append(n)
    elif where == "zone_up":
        state.players[seat].cost_zone.append(Slot(n, face_up=True))
    elif where == "evil_deck":
        state.evil.deck.append(n)
    return n


def zone(state, seat: int, size: int) -> None:
    """Make `seat`'s Cost Zone hold `size` un-rotated cards (taken from or put back on their deck)."""
    p = state.players[seat]
    while len(p.cost_zone) > size:
        p.deck.append(p.cost_zone.pop().card)
    while len(p.cost_zone) < size:
        p.cost_zone.append(Slot(p.deck.pop()))
    for s in p.cost_zone:
        s.rotated = False


@pytest.fixture
def kit():
    """The helpers, as one object the tests take."""
    class Kit:
        pass
    k = Kit()
    k.card, k.rules_for, k.new_game, k.give, k.zone, k.Deck = card, rules_for, new_game, give, zone, Deck
    k.drive, k.at, k.plain_step = drive, at, plain_step
    return k


def plain_step(rules, state):
    """A plain answer to whatever is asked: pass, give in, end the phase, discard the first card, first choice."""
    from bible_tabletop.games.christianity.rules.actions import Choose, Discard, EndPhase, GiveIn, Pass
    d = rules.decision(state)
    seat = d.seat
    if d.kind in ("offer", "help", "respond", "window", "buy"):
        return rules.apply(state, Pass(by=seat))
    if d.kind == "choose":
        return rules.apply(state, Choose(by=seat, option=0))
    if d.kind == "ability":
        return rules.apply(state, rules.legal_actions(state, seat, "pick")[0])
    if d.kind in ("evil", "shift"):
        return rules.apply(state, EndPhase(by=seat))
    if state.phase == "resistance" and state.players[seat].tempted:
        return rules.apply(state, GiveIn(by=seat))
    if state.phase == "discard":
        return rules.apply(state, Discard(by=seat, card=state.players[seat].hand[0]))
    return rules.apply(state, EndPhase(by=seat))


def drive(rules, state, until, limit: int = 500) -> None:
    """Answer plainly until `until(state)` holds (AssertionError after `limit` actions)."""
    for _ in range(limit):
        if until(state):
            return
        plain_step(rules, state)
    raise AssertionError("the position never came")


def at(phase: str, seat: int | None = None):
    """A condition: the current player's own decision in `phase` (of `seat`, when given)."""
    def holds(state):
        if state.result is not None or state.pending or state.stack or state.window:
            return False
        return state.phase == phase and (seat is None or state.current == seat)
    return holds
