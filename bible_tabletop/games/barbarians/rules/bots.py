"""The Brawler: a computer player that reads only its own hand and the table, and scores each legal action."""

from __future__ import annotations

import random

from bible_tabletop.games.barbarians.rules.board import within
from bible_tabletop.games.barbarians.rules.options import has_skill
from bible_tabletop.games.barbarians.rules.state import HAND_LIMIT, MAX_HP, BarbariansState

KEEP_VALUE = {"violence": 6, "attack": 5, "defence": 4, "drink": 3, "event": 2}
PLAIN_WHY = {  # the coach's reason where the score is a fixed preference
    "move_to": "Put them where the fight suits you best.",
    "end_turn": "Nothing left in hand is worth an action now.",
    "top_deck": "The top card is a free play.",
}


class BrawlerBot:
    """Drinks before it swings, hits the weakest in reach, defends when it pays, heals when hurt."""

    name = "brawler"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules, state: BarbariansState, seat: int):
        legal = rules.legal_actions(state, seat)
        scored = [(self.score(rules, state, seat, a), self.rng.random(), i) for i, a in enumerate(legal)]
        return legal[max(scored)[2]]

    # -- helpers ---------------------------------------------------------------------------------------
    def _area_mods(self, state: BarbariansState, area: int) -> int:
        return sum(m.die for m in state.marks if m.area == area)

    def expected(self, rules, state: BarbariansState, seat: int, card, target: int, use_drink: bool) -> float:
        """Expected damage of an attack, over the six faces of the die."""
        me = state.fighters[seat]
        drink = state.cards[me.drink] if me.drink is not None and use_drink else None
        mod = card.die + (drink.die if drink else 0) + self._area_mods(state, me.area)
        base = card.damage
        if card.kind == "attack" and base == 1 and has_skill(state, seat, "barbie"):
            base = 2
        base += drink.bonus if drink else 0
        heavy = rules.heavy_blow_at(state, seat)
        total = 0.0
        for face in range(1, 7):
            r = face + mod
            if r <= 1:
                total -= 0.6
            else:
                total += base + (1 if r >= heavy else 0)
        exp = total / 6
        if card.kind == "attack" and state.fighters[target].hand:
            exp *= 0.85  # it may be defended
        return exp

    def score(self, rules, state: BarbariansState, seat: int, a) -> float:
        me = state.fighters[seat]
        k = a.kind
        if k == "place":
            return sum(1 for i in enumerate(state.fighters) if i[1].area == a.area)
        if k == "defend":
            return self._defence_score(rules, state, seat, a)
        if k == "discard":
            return -KEEP_VALUE[state.cards[a.card].kind]
        if k == "move_to":
            mover = state.pending.now.details["mover"]
            near = sum(1 for i in self._enemies(state, seat) if state.fighters[i].area == a.area)
            return near if mover == seat else -near
        if k == "end_turn":
            return -5.0
        if k == "breather":
            return 1.5 if len(me.hand) < HAND_LIMIT else -1.0
        if k == "top_deck":
            return 2.0
        if k == "stumble":
            reach_there = self._targets_in_reach(state, seat, a.area)  # nobody there: where we stand is moot
            if reach_there and not self._targets_in_reach(state, seat, me.area):
                return 2.5
            return -2.0 + 0.1 * reach_there
        card = state.cards[a.card]
        if card.is_attack:
            target = state.fighters[a.target]
            use_drink = not a.skip_drink
            exp = self.expected(rules, state, seat, card, a.target, use_drink)
            kill = 4.0 if exp >= target.hp - 0.5 else 0.0
            if a.skip_drink:
                exp -= 0.01
            return 3.0 + exp * 2 + kill + (MAX_HP - target.hp) * 0.15
        if card.kind == "drink":
            attacks = sum(1 for i in me.hand if state.cards[i].is_attack)
            return 6.0 + card.heal * (MAX_HP - me.hp) * 0.2 if attacks else 0.5 + card.heal * 0.3
        if card.heal:
            return (MAX_HP - me.hp) * 0.8 - 1.0
        if card.draw_on_play:
            return 2.0 if len(me.hand) < HAND_LIMIT else 0.0
        if card.area_die is not None:
            here = [i for i in self._enemies(state, seat) if state.fighters[i].area == a.area]
            return 1.0 + len(here) if a.area != me.area and here else -3.0
        if card.move:
            if a.target == seat:
                return -3.0
            weak = state.fighters[a.target]
            return 1.0 if a.area == me.area and weak.hp <= 4 else -3.0
        return 1.8  # pickpocket, round on the house

    def _enemies(self, state: BarbariansState, seat: int) -> list[int]:
        return [i for i, f in enumerate(state.fighters) if i != seat and not f.out]

    def _targets_in_reach(self, state: BarbariansState, seat: int, area: int) -> int:
        """The most standing characters one attack card in hand reaches from `area`."""
        reaches = {state.cards[inst].reach for inst in state.fighters[seat].hand if state.cards[inst].is_attack}
        foes = [f.area for i, f in enumerate(state.fighters) if i != seat and not f.out]
        return max((sum(1 for there in foes if within(reach, area, there)) for reach in reaches), default=0)

    def _defence_score(self, rules, state: BarbariansState, seat: int, a) -> float:
        atk = state.attack
        if a.card is None:
            return 0.0
        d = state.cards[a.card]
        card = state.cards[atk.card]
        attacker = state.fighters[atk.attacker]
        total = atk.total
        if total <= 1:
            return -1.0 + d.reflect
        dmg = card.damage + (state.cards[attacker.drink].bonus if atk.drink_used and attacker.drink is not None else 0)
        if total >= rules.heavy_blow_at(state, atk.attacker):
            dmg += 1
        if d.prevent:
            saved = dmg
        elif d.reduce:
            saved = min(dmg, d.reduce)
        else:
            saved = dmg if total + d.die <= 1 else (1 if total >= 6 > total + d.die else 0)
        return saved * 1.2 + d.reflect - 0.8 + (3 if saved >= state.fighters[seat].hp else 0)

    # -- the coach's reason ------------------------------------------------------------------------------
    def why(self, rules, state: BarbariansState, seat: int, a) -> str:
        """One line saying why this action scores best, read off the same numbers `score` weighs."""
        me, k = state.fighters[seat], a.kind
        if k == "defend":
            if a.card is None:
                return "No defence card here would save you a point of damage."
            return f"{state.cards[a.card].name} saves you damage that would otherwise land."
        if k in ("discard", "place", "move_to", "end_turn", "breather", "top_deck", "stumble"):
            return self._why_plain(state, seat, a)
        card = state.cards[a.card]
        if card.is_attack:
            target = state.fighters[a.target]
            exp = self.expected(rules, state, seat, card, a.target, not a.skip_drink)
            finish = " and may knock them out" if exp >= target.hp - 0.5 else ""
            return f"{card.name} on {target.name} ({target.hp} HP) deals about {exp:.1f} damage{finish}."
        if card.kind == "drink":
            if any(state.cards[i].is_attack for i in me.hand):
                return f"{card.name} first: your next attack hits harder with a drink in hand."
            return f"{card.name} is worth little now: you hold no attack to boost."
        if card.heal:
            return f"{card.name} heals you: you are down to {me.hp} HP of {MAX_HP}."
        return f"{card.name} is the best use of an action your hand offers now."

    def _why_plain(self, state: BarbariansState, seat: int, a) -> str:
        me, k = state.fighters[seat], a.kind
        if k in PLAIN_WHY:
            return PLAIN_WHY[k]
        if k == "place":
            there = sum(1 for f in state.fighters if f.area == a.area)
            return (f"{there} fighter{'s' if there > 1 else ''} already stand{'s' if there == 1 else ''} there: "
                    "your attacks will reach someone." if there else "Nobody has placed yet: any area will do.")
        if k == "discard":
            return f"{state.cards[a.card].name} is the card you will miss least."
        if k == "breather":
            return f"Draw: you hold {len(me.hand)} cards and can use more."
        if self._targets_in_reach(state, seat, a.area) and not self._targets_in_reach(state, seat, me.area):
            return "Step closer: nobody is in reach of your attacks from here."
        return "A step is all that is left worth doing."

__all__ = ["BrawlerBot"]


BOTS = {"brawler": BrawlerBot}  # the game's computer players by name
