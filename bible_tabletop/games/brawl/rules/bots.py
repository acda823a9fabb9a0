"""The sensible computer player: reads only its seat's view, scores each legal action and takes the best.

It moves characters up first, brawls where ATK beats DEF (the most honor first), plays cards that help, then
recruits, adds and buys with the AP left, and answers every attack it can."""

from __future__ import annotations

import random

from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.state import BACK_LINE, BATTLE_LINE_MAX, HAND_LIMIT, HIDDEN, BrawlState

ABILITY_WORTH = {"tokens": 1.0, "gain_ap": 1.5, "draw": 1.0, "defeat": 2.5, "return": 1.5, "summon": 2.0,
                 "extra_attack": 2.0, "no_exhaust": 1.0, "cost": 1.0, "versus": 1.0, "discard": 1.0,
                 "wipeout": 0.2, "remove": 0.5, "take": 1.0, "handler": 2.0}


def power(card) -> float:
    """What a character is worth on a battle line."""
    return card.atk * 1.2 + card.defence + sum(ABILITY_WORTH.get(e.do, 0.5) for e in card.effects) + card.honor * 0.3


class SensibleBot:
    name = "sensible"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules, state: BrawlState, seat: int):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        v = rules.view(state, seat)
        ctx = _Context(rules, v, seat)
        scored = [(self.score(ctx, a), self.rng.random(), i) for i, a in enumerate(legal)]
        return legal[max(scored)[2]]

    # -- scoring -----------------------------------------------------------------------------------------------------
    def score(self, ctx: "_Context", a) -> float:
        v, seat = ctx.v, ctx.seat
        k = a.kind
        me = v.players[seat]
        if k in ("pick", "hide"):
            return power(v.cards[a.card])
        if k == "move_up":
            return 100.0 + power(v.cards[a.card])
        if k == "brawl":
            atk, dfn = ctx.odds(a.attacker, a.defender)
            if atk < dfn:
                return -50.0
            d = v.cards[a.defender]
            free = ctx.rules_free(a.attacker, a.defender)
            cost = 0 if free else stats.brawl_cost(v, seat, a.attacker)
            return 60.0 + 10 * d.honor - 2 * cost + d.atk * 0.5
        if k == "play":
            return self.play_score(ctx, a)
        if k == "recruit":
            card = v.cards[a.card]
            if len(me.back) >= BACK_LINE - 1 and me.battle and len(me.battle) >= 4:
                return -1.0
            return 14.0 + power(card) - 1.5 * stats.recruit_cost(v, seat, a.card)
        if k == "add":
            return 16.0 + power(v.cards[a.card]) * 0.5
        if k == "buy":
            return 6.0 + ctx.action_worth(a.card) - v.cards[a.card].cost
        if k == "wipeout":
            return -20.0
        if k == "end_turn":
            if a.draw is None:
                return 0.0
            chars = sum(1 for i in me.hand if v.cards[i].kind == "character") + len(me.back) + len(me.battle)
            want_char = chars < 6
            return 0.5 if (a.draw == "character") == want_char else 0.0
        if k == "answer":
            return 0.0 if a.card is None else 50.0
        if k == "discard":
            card = v.cards[a.card]
            return -(power(card) if card.kind == "character" else ctx.action_worth(a.card) + 3)
        if k == "choose":
            return self.choose_score(ctx, a)
        return 0.0

    def play_score(self, ctx: "_Context", a) -> float:
        v, seat = ctx.v, ctx.seat
        card = v.cards[a.card]
        me = v.players[seat]
        from_hand = a.card in me.hand
        cost = stats.play_cost(v, seat, a.card) if from_hand else 0
        if card.type == "backup":
            f = next(f for f in me.battle if f.card == a.target)
            if f.backup is not None:
                return -5.0
            gain = sum(e.amount for e in card.effects if e.do == "tokens")
            return 8.0 + gain * 2 + v.cards[f.card].atk * 0.5 - 2 * cost
        if card.type == "location":
            line = v.players[a.seat]
            if line.location is not None and a.seat == seat and v.cards[line.location].place == "own":
                return -5.0
            n = len(line.battle)
            return 6.0 + 2 * n - 2 * cost if n else -5.0
        return ctx.event_worth(a.card) - 2 * cost

    def choose_score(self, ctx: "_Context", a) -> float:
        v, seat = ctx.v, ctx.seat
        label = ops.choice_label(v)
        res = v.stack[-1] if v.stack else None
        e = v.cards[res.source].effects[res.index] if res is not None else None
        if label == "opponent":
            return len(v.players[a.pick].hand) + v.players[a.pick].honor
        if label == "line":
            if a.pick == seat:
                loc = v.players[seat].location
                return 5.0 if loc is not None and v.cards[loc].place == "opponent" else -5.0
            return 1.0 + v.players[a.pick].honor * 0.1
        if label == "keep":  # Eruption: the fallen of highest honor
            return float(v.cards[a.pick].honor)
        if label == "card":
            card = v.cards[a.pick]
            return power(card) if card.kind == "character" else ctx.action_worth(a.pick)
        card = v.cards[a.pick]
        f = ops.fighter(v, a.pick)
        if label == "enemy":
            base = card.honor * 3 + card.atk
            if e is not None and e.do == "tokens" and e.stat == "def" and f is not None:
                best = ctx.best_attack(a.pick)
                dfn = stats.defence_of(v, f)
                if best < dfn <= best - e.amount:
                    base += 20  # the malus makes it beatable
            return base
        # one of mine: the strongest attacker still to brawl
        ready = f is not None and f.brawls == 0
        return card.atk + (5 if ready else 0)

    # -- the coach's reason ------------------------------------------------------------------------------------------
    def why(self, rules, state: BrawlState, seat: int, a) -> str:
        """One line saying why this action scores best, read off the same numbers `score` weighs."""
        v = rules.view(state, seat)
        ctx = _Context(rules, v, seat)
        k, cards = a.kind, v.cards
        if k == "brawl":
            atk, dfn = ctx.odds(a.attacker, a.defender)
            d = cards[a.defender]
            return (f"{cards[a.attacker].name} (ATK {atk}) beats {d.name} (DEF {dfn}): {d.honor} honor for your "
                    f"pile.")
        if k in ("pick", "hide", "move_up", "recruit", "add"):
            card = cards[a.card]
            return f"{card.name} is your strongest character here (ATK {card.atk}, DEF {card.defence})."
        if k == "play":
            return f"{cards[a.card].name} does the most for your lines now."
        if k == "buy":
            return f"{cards[a.card].name} is worth its cost: it waits in your pouch for your next turn."
        if k == "answer":
            return "Let the attack through." if a.card is None else f"{cards[a.card].name} saves your character."
        if k == "discard":
            return f"{cards[a.card].name} is the card you will miss least."
        if k == "end_turn":
            return "Nothing left is worth your AP: end the turn and take a card."
        return "Of the choices this card offers, this one helps you most."

class _Context:
    """What the bot works out once per decision from its view."""

    def __init__(self, rules, v: BrawlState, seat: int):
        self.rules, self.v, self.seat = rules, v, seat
        self.bonus = stats.bonuses(v)

    def odds(self, attacker: int, defender: int) -> tuple[int, int]:
        v = self.v
        atk = stats.attack_of(v, ops.fighter(v, attacker), self.bonus) + stats.versus(v, self.seat, attacker,
                                                                                     defender)
        return atk, stats.defence_of(v, ops.fighter(v, defender), self.bonus)

    def rules_free(self, attacker: int, defender: int) -> bool:
        from bible_tabletop.games.brawl.rules.effects.handlers import gideon

        return gideon(self.v, self.seat, attacker, defender)

    def best_attack(self, defender: int) -> int:
        v = self.v
        best = -99
        for f in v.players[self.seat].battle:
            if f.brawls < stats.brawls_allowed(v, self.seat, f.card):
                best = max(best, self.odds(f.card, defender)[0])
        return best

    def enemies(self) -> list:
        return [f for s, p in enumerate(self.v.players) if s != self.seat for f in p.battle]

    def beatable(self) -> int:
        return sum(1 for d in self.enemies() if self.best_attack(d.card) >= stats.defence_of(self.v, d, self.bonus))

    def action_worth(self, inst: int) -> float:
        card = self.v.cards[inst]
        if card.answer:
            return 6.0
        if card.type == "event":
            return max(1.0, self.event_worth(inst) / 4)
        return 4.0

    def event_worth(self, inst: int) -> float:
        v, seat = self.v, self.seat
        me = v.players[seat]
        card = v.cards[inst]
        enemies = self.enemies()
        mine = me.battle
        worth = 0.0
        for e in card.effects:
            d = e.do
            if d == "tokens":
                group = e.who in ("allies", "enemies", "all")
                targets = mine if e.who in ("self", "ally", "allies") else enemies
                if not targets:
                    worth -= 2
                    continue
                sign = 1 if (e.amount > 0) == (e.who in ("self", "ally", "allies")) else -1
                n = len(targets) if group else 1
                if e.who == "all":
                    n = len(enemies) - len(mine)
                worth += sign * abs(e.amount) * 3 * n
                if e.stat == "def" and e.amount < 0 and e.who in ("enemy", "enemies"):
                    if any(self.best_attack(x.card) >= stats.defence_of(v, x, self.bonus) + e.amount
                           > self.best_attack(x.card) - 0 for x in enemies):
                        worth += 15
            elif d == "gain_ap":
                worth += 4 * e.amount
            elif d == "draw":
                worth += 3 * e.amount if len(me.hand) < HAND_LIMIT - 1 else 0
            elif d == "defeat":
                fits = [x for x in (enemies if e.who != "all" else enemies) if (e.class_ is None or
                        v.cards[x.card].klass == e.class_) and (e.max_def is None or
                        stats.defence_of(v, x, self.bonus) <= e.max_def)]
                worth += 40 + max(v.cards[x.card].honor for x in fits) * 5 if fits else -10
            elif d == "return":
                worth += 10 if enemies else -5
            elif d == "summon":
                worth += 15 if len(mine) < BATTLE_LINE_MAX else -5
            elif d == "discard":
                worth += 3 * e.amount if any(p.hand for s, p in enumerate(v.players) if s != seat) else 0
            elif d == "remove":
                worth += 8 if any(p.location is not None for s, p in enumerate(v.players) if s != seat) else -3
            elif d == "take":
                worth += 6
            elif d == "wipeout":
                worth += 0.5
            elif d == "handler" and e.name == "eruption":
                low = lambda xs: sum(1 for x in xs if stats.defence_of(v, x, self.bonus) <= 3)  # noqa: E731
                worth += 20 * (min(2, low(enemies)) - 0.7 * low(mine))
        return worth


__all__ = ["SensibleBot", "power", "HIDDEN"]


BOTS = {"sensible": SensibleBot}  # the game's computer players by name
