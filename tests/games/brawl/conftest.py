"""Helpers for the Bible Brawl rules tests: small hand-made card tables, positions built by moving card instances
between places (so every card stays in exactly one place), and `act` that checks the invariants after each action.

The helpers are offered through the `bb` fixture (no imports from this conftest are needed)."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.worked import forget
from bible_tabletop.games.brawl.rules.models import ActionCard, CharacterCard, Designs, Effect
from bible_tabletop.games.brawl.rules.game import RULES, designs_for
from bible_tabletop.games.brawl.rules.state import Fighter, Pouched

EFFECT = TypeAdapter(Effect)
SECTIONS = ("Game Setup", "How to Play", "On Your Turn", "Action Cards", "Special Character FAQ", "FAQ",
            "Objective", "Rulings")


def fx(**kw):
    """One effect from keyword arguments (`klass` for the YAML's `class`)."""
    if "klass" in kw:
        kw["class"] = kw.pop("klass")
    return EFFECT.validate_python(kw)


def char(name, cost=2, atk=3, defence=3, klass="None", trigger="while_revealed", effects=(), honor=None, needs=None):
    return CharacterCard(name, cost, cost if honor is None else honor, atk, defence, klass, "Genesis 1:1", trigger,
                         f"{name} test ability.", needs, tuple(effects))


def action(name, cost=1, type="event", effects=(), answer=None, defence=False, place="own"):
    return ActionCard(name, cost, type, "Genesis 1:1", f"{name} test card.", answer, defence, place, tuple(effects))


CLASSES = ("Warrior", "Priest", "Beast", "Judge", "Prophet", "King", "Giant", "None")


def box(chars=(), actions=(), filler: int = 40, filler_actions: int = 20, classes: bool = False) -> Designs:
    """A test box: the given designs (one copy each unless (card, n)) plus vanilla fillers for the draft and decks;
    with `classes`, six copies of a vanilla "Dummy <class>" (cost 3, ATK 1, DEF 1) of every class."""
    cs = [c if isinstance(c, tuple) else (c, 1) for c in chars]
    if classes:
        cs += [(char(f"Dummy {k}", cost=3, atk=1, defence=1, klass=k), 6) for k in CLASSES]
    acts = [a if isinstance(a, tuple) else (a, 1) for a in actions]
    cs.append((char("Recruit", cost=1, atk=1, defence=1), filler))
    cs.append((char("Guard", cost=1, atk=0, defence=30), 5))
    acts.append((action("Blank", cost=1, effects=[fx(do="wipeout", line="marketplace")]), filler_actions))
    return Designs(tuple(cs), tuple(acts))


class Brawl:
    fx = staticmethod(fx)
    char = staticmethod(char)
    action = staticmethod(action)
    box = staticmethod(box)
    rules = RULES

    @staticmethod
    def config(players=2, **options) -> GameConfig:
        return GameConfig(game="brawl", players=players, options={k: str(v) for k, v in options.items()})

    @staticmethod
    def setup(players=2, designs=None, seed=7, **options):
        """A new game at the start of the draft."""
        designs = designs or box()
        return RULES.setup_with(designs, Brawl.config(players, **options), seed)

    @staticmethod
    def through_setup(state):
        """Play the draft and the blind reveal with the first legal choice each time."""
        while state.phase in ("draft", "hide"):
            Brawl.act(state, RULES.legal_actions(state)[0])
        return state

    @staticmethod
    def table(players=2, designs=None, seed=7, guards=True, **options):
        """A game at the start of the first player's first turn with empty hands, lines and honor piles
        (every card back in its deck), and 5 AP. With `guards`, each battle line holds one Guard (ATK 0, DEF 30),
        so no start-of-turn duty arises."""
        state = Brawl.through_setup(Brawl.setup(players, designs, seed, **options))
        for p in state.players:
            for inst in p.hand + [f.card for f in p.battle + p.back] + [q.card for q in p.pouch]:
                Brawl._home(state, inst)
            p.hand, p.battle, p.back, p.pouch, p.opening = [], [], [], [], []
        state.stack.clear()
        state.pending.clear()
        state.obligation = None
        state.ap = 5
        for p in state.players:  # as if everyone has had a turn: all may be attacked
            p.turns = max(p.turns, 1)
        if guards:
            for seat in range(players):
                Brawl.put(state, seat, "Guard")
        assert RULES.invariants(state) == [], RULES.invariants(state)
        forget(state)  # the position is changed by hand from here: nothing worked out of it holds
        return state

    @staticmethod
    def _home(state, inst):
        (state.char_deck if state.cards[inst].kind == "character" else state.action_deck).insert(0, inst)

    @staticmethod
    def take(state, name: str) -> int:
        """Remove a free instance of `name` from a deck, discard pile, the lines of cards or a hand."""
        piles = [state.char_deck, state.action_deck, state.char_discard, state.action_discard, state.recruitment,
                 state.market] + [p.hand for p in state.players]
        for pile in piles:
            for inst in pile:
                if state.cards[inst].name == name:
                    pile.remove(inst)
                    if pile is state.recruitment:
                        state.recruitment.append(Brawl._spare(state, "character", name))
                    if pile is state.market:
                        state.market.append(Brawl._spare(state, "action", name))
                    forget(state)  # changed by hand: its decision and legal lists are worked out again
                    return inst
        raise LookupError(f"no free instance of {name!r}")

    @staticmethod
    def _spare(state, kind, avoid):
        deck = state.char_deck if kind == "character" else state.action_deck
        for inst in reversed(deck):
            if state.cards[inst].name != avoid:
                deck.remove(inst)
                return inst
        raise LookupError("no spare card")

    @staticmethod
    def put(state, seat: int, name: str, line: str = "battle", **kw) -> int:
        """Put an instance of `name` on a player's battle or back line (face up, ready to move up)."""
        inst = Brawl.take(state, name)
        getattr(state.players[seat], line).append(Fighter(inst, **kw))
        return inst

    @staticmethod
    def give(state, seat: int, name: str) -> int:
        inst = Brawl.take(state, name)
        state.players[seat].hand.append(inst)
        return inst

    @staticmethod
    def pouch(state, seat: int, name: str, turn: int = 0) -> int:
        inst = Brawl.take(state, name)
        state.players[seat].pouch.append(Pouched(inst, turn))
        return inst

    @staticmethod
    def on_line(state, which: str, name: str) -> int:
        """Make sure an instance of `name` lies in the recruitment line or marketplace; returns it."""
        line = state.recruitment if which == "recruitment_line" else state.market
        inst = Brawl.take(state, name)
        Brawl._home(state, line.pop(0))
        line.insert(0, inst)
        return inst

    @staticmethod
    def fighter(state, inst):
        from bible_tabletop.games.brawl.rules import ops

        return ops.fighter(state, inst)

    @staticmethod
    def act(state, action):
        events = RULES.apply(state, action)
        problems = RULES.invariants(state)
        assert problems == [], problems
        return events

    @staticmethod
    def refused(state, action, rule_part: str = ""):
        """Apply an action that must be refused: the refusal is readable, names a rulebook section (containing
        `rule_part`), and changes nothing."""
        from bible_tabletop.engine.digest import digest
        from bible_tabletop.engine.game import IllegalAction

        before = digest(state)
        with pytest.raises(IllegalAction) as info:
            RULES.apply(state, action)
        err = info.value
        assert err.reason.strip() and err.rule.startswith(SECTIONS), err.rule
        assert rule_part in err.rule, (err.rule, rule_part)
        assert digest(state) == before
        return err

    @staticmethod
    def texts(events) -> str:
        return "\n".join(e.text for e in events)

    @staticmethod
    def full():
        """The shipped designs (base set and packs) plus the test fillers and class dummies."""
        d = designs_for(tuple(RULES.packs))
        return box(d.characters, d.actions, classes=True)

    @staticmethod
    def shipped():
        """Every design of the base set and the shipped packs."""
        return designs_for(tuple(RULES.packs))


@pytest.fixture
def bb() -> type[Brawl]:
    return Brawl
