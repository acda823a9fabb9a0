"""The computer general, and the random player (BOTS by name).

The general reads the table as a player sees it (`rules.view`: never the other side's hidden deployment) and
scores its choices by the odds of combat, worked out exactly over the 36 throws of the two dice:
- deploys its Leader deep in its zone and its Throwers and Shooters on cover, Fighters to the front;
- activates the figure with the best attack to hand; sergeants and heroes order others when that gives more;
- attacks where the expected gain beats the risk of counter-damage, and focuses fire: wounded figures, heroes, and
  the kill that wins the game come first;
- moves its Throwers and Shooters to squares with targets in range and cover from the enemy's missiles, its
  Fighters into contact (charging), and keeps its Leader out of the enemy's reach, within order range of its men.
"""

from __future__ import annotations

import random
from functools import lru_cache

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.games.bashers.rules import reasons
from bible_tabletop.games.bashers.rules.activation import ORDERS
from bible_tabletop.games.bashers.rules.combat import attack_modifiers, attack_problem, attack_range, defence_modifiers
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.forces_models import damage_limit
from bible_tabletop.games.bashers.rules.grid import Square, distance
from bible_tabletop.games.bashers.rules.sight import in_contact, sight
from bible_tabletop.games.bashers.rules.state import BashersState, Side
from bible_tabletop.games.bashers.rules.turn import stage

RANK_VALUE = {"trooper": 1.0, "sergeant": 2.0, "hero": 3.0}
WINNING = 12.0  # the value of the kill that wins the game
NEAR = 8.0  # inches an enemy Fighter covers in a turn, about (2D6 and contact)
DANGER = 0.3  # the threat (General.threat) a Leader moves out of first
ORDERS_NEAR = 12  # inches within which a hero or sergeant counts the figures it could order
ORDER_WORTH = 0.4  # what each figure it could order (two at most) adds to a hero's or sergeant's worth to activate


@lru_cache(maxsize=None)
def odds(attack: int, defence: int, strikes_back: bool) -> tuple[float, float, float]:
    """(kill, 1 damage, counter-damage) chances of an attack with these modifiers (rulings, Combat)."""
    kill = hurt = counter = 0
    for a in range(1, 7):
        for d in range(1, 7):
            sa, sd = a + attack, d + defence
            if sa > sd:
                kill += sa >= 2 * sd
                hurt += sa < 2 * sd
            elif sd > sa and sd >= 2 * sa and strikes_back:
                counter += 1
    return kill / 36, hurt / 36, counter / 36


class General:
    """The computer general (see the module docstring)."""

    name = "general"
    WINNING, DANGER, ORDERS_NEAR, ORDER_WORTH = WINNING, DANGER, ORDERS_NEAR, ORDER_WORTH  # for reasons.py

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules, state: BashersState, seat: int):
        view = rules.view(state, seat)
        legal = rules.legal_actions(state, seat)
        kind = stage(state)
        if kind == "roll" or len(legal) == 1:
            return legal[0]
        pick = {"deploy": self._deploy, "activate": self._activate, "move": self._destination,
                "activation": self._act}[kind]
        return pick(view, seat, legal)

    def why(self, rules, state: BashersState, seat: int, action) -> str:
        """One line saying why `action` is the general's choice, read off the numbers it weighs (reasons.py)."""
        return reasons.why(self, rules.view(state, seat), seat, action)

    # -- worth --------------------------------------------------------------------------------------------
    def worth(self, state: BashersState, seat: int, fid: int) -> float:
        """What killing this figure of `seat` is worth to the other side: its rank, or the game when it is the last
        hero or the figure that makes half the force lost."""
        side = state.sides[seat]
        figure = side.figure(fid)
        standing = side.on_table()
        lost = len(side.squares) - len(standing)
        heroes = [f for f in standing if side.figure(f).rank == "hero"]
        if heroes == [fid] or 2 * (lost + 1) >= len(side.squares):
            return WINNING
        return RANK_VALUE[figure.rank] + (3.0 if figure.leader else 0.0)

    def chances(self, state: BashersState, seat: int, fid: int, here: Square, target: int,
                charged: bool) -> tuple[float, float, float] | None:
        """(kill, 1 damage, counter-damage) chances of figure `fid` attacking `target` from `here` (None: it
        cannot)."""
        mine, theirs = state.sides[seat], state.sides[1 - seat]
        there = theirs.squares[target]
        if there is None or here == there:
            return None
        me, foe = mine.figure(fid), theirs.figure(target)
        seen, contact, gap = sight(state.terrain, here, there), in_contact(here, there), distance(here, there)
        if attack_problem(me, mine.force.buffs, distance=gap, in_contact=contact, in_sight=seen.visible):
            return None
        a = sum(v for _, v in attack_modifiers(me, mine.force.buffs, charged=charged and contact))
        d = sum(v for _, v in defence_modifiers(foe, theirs.force.buffs, cover=seen.obscured and not contact))
        back = attack_problem(foe, theirs.force.buffs, distance=gap, in_contact=contact, in_sight=seen.visible) is None
        return odds(a, d, back)

    def gain(self, state: BashersState, seat: int, fid: int, here: Square, target: int, charged: bool) -> float | None:
        """Expected worth of figure `fid` attacking `target` from `here` (None: it cannot)."""
        odds_of = self.chances(state, seat, fid, here, target, charged)
        if odds_of is None:
            return None
        mine, theirs = state.sides[seat], state.sides[1 - seat]
        me, foe = mine.figure(fid), theirs.figure(target)
        kill, hurt, counter = odds_of
        worth = self.worth(state, 1 - seat, target)
        left = damage_limit(foe.rank, theirs.force.buffs) - foe.damage
        my_left = damage_limit(me.rank, mine.force.buffs) - me.damage
        harm = kill * worth + hurt * (worth if left == 1 else worth / (left + 0.5))
        return harm - counter * self.worth(state, seat, fid) / my_left

    def best_attack(self, state: BashersState, seat: int, fid: int, here: Square, charged: bool) -> float:
        gains = [self.gain(state, seat, fid, here, t, charged) for t in state.sides[1 - seat].on_table()]
        return max((g for g in gains if g is not None), default=0.0)

    def threat(self, state: BashersState, seat: int, fid: int, here: Square) -> float:
        """How likely the enemy is to hurt figure `fid` standing on `here` next turn, summed over its figures."""
        mine, theirs = state.sides[seat], state.sides[1 - seat]
        me = mine.figure(fid)
        total = 0.0
        for e in theirs.on_table():
            foe, there = theirs.figure(e), theirs.squares[e]
            gap = distance(here, there)
            reach = attack_range(foe.role, theirs.force.buffs)
            if reach is None:
                if gap > NEAR:
                    continue
                cover, weight = False, 1.0 if gap <= NEAR - 2 else 0.5
            else:
                if gap > reach + 4:
                    continue
                seen = sight(state.terrain, there, here)
                if not seen.visible and gap > 4:
                    continue
                cover, weight = seen.obscured, 1.0 if gap <= reach else 0.4
            a = sum(v for _, v in attack_modifiers(foe, theirs.force.buffs))
            d = sum(v for _, v in defence_modifiers(me, mine.force.buffs, cover=cover))
            kill, hurt, _ = odds(a, d, False)
            total += weight * (kill + hurt / 2)
        return total

    # -- deployment --------------------------------------------------------------------------------------------
    @staticmethod
    def enemy_middle(state: BashersState, seat: int) -> Square:
        """The square nearest the centre of the enemy's deployment zone, which deployment measures from."""
        enemy = sorted(zone(state, 1 - seat))
        cx, cy = sum(x for x, _ in enemy) / len(enemy), sum(y for _, y in enemy) / len(enemy)
        return round(cx), round(cy)

    def _deploy(self, state: BashersState, seat: int, legal: list):
        fids = sorted({a.figure for a in legal}, key=lambda f: (not state.sides[seat].figure(f).leader, f))
        fid = fids[0]
        figure = state.sides[seat].figure(fid)
        middle = self.enemy_middle(state, seat)

        def score(a) -> float:
            far = distance((a.x, a.y), middle)
            cover = 1.5 if state.terrain.is_light((a.x, a.y)) else 0.0
            if figure.leader:
                return far + cover * 2
            return (cover if figure.role != "Fighter" else 0.0) - far * 0.3 + self.rng.random() * 0.5

        return max((a for a in legal if a.figure == fid), key=score)

    # -- the activated figure -----------------------------------------------------------------------------------
    def _activate(self, state: BashersState, seat: int, legal: list):
        def value(a) -> float:
            side = state.sides[seat]
            figure, here = side.figure(a.figure), side.squares[a.figure]
            mine = self.best_attack(state, seat, a.figure, here, charged=False)
            if figure.rank != "trooper":
                ranks = ORDERS[figure.rank]
                helpers = sum(1 for f in side.on_table() if f != a.figure and side.figure(f).rank in ranks
                              and distance(side.squares[f], here) <= ORDERS_NEAR)
                mine = max(mine, ORDER_WORTH * min(helpers, 2))
            return mine - (0.5 if figure.leader else 0.0) + self.rng.random() * 0.01
        return max(legal, key=value)

    def _act(self, state: BashersState, seat: int, legal: list):
        active = state.active
        fid = active.figure
        side = state.sides[seat]
        figure, here = side.figure(fid), side.squares[fid]
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        charged = not active.contact_at_start
        attacks = [(self.gain(state, seat, fid, here, a.target, charged), a) for a in by_kind.get("attack", [])]
        best = max(attacks, key=lambda ga: ga[0], default=(None, None))
        if best[1] is not None and best[0] > (0.4 if figure.leader else 0.15):
            return best[1]
        if figure.leader and "move" in by_kind and self.threat(state, seat, fid, here) > DANGER:
            return by_kind["move"][0]  # out of reach first; an order may follow
        if "order" in by_kind and (figure.leader or not active.moved):
            return max(by_kind["order"], key=lambda a: self._potential(state, seat, a.figure))
        if "move" in by_kind:
            return by_kind["move"][0]
        if best[1] is not None and best[0] > 0:
            return best[1]
        if "move_on" in by_kind and not figure.leader:
            return by_kind["move_on"][0]
        return by_kind["end"][0] if "end" in by_kind else legal[0]  # "end" withheld: its next choice (preference.py)

    def _potential(self, state: BashersState, seat: int, fid: int) -> float:
        here = state.sides[seat].squares[fid]
        near = min(distance(here, sq) for sq in state.sides[1 - seat].squares if sq is not None)
        return self.best_attack(state, seat, fid, here, charged=True) + 1.0 / (1.0 + near)

    def _destination(self, state: BashersState, seat: int, legal: list):
        active = state.active
        fid = active.figure
        side = state.sides[seat]
        figure = side.figure(fid)
        fights_on = not (active.attacked or active.moved_on) and active.used < 2
        enemies = [sq for sq in state.sides[1 - seat].squares if sq is not None]
        friends = [sq for f, sq in enumerate(side.squares) if sq is not None and f != fid]
        reach = attack_range(figure.role, side.force.buffs)
        caution = 2.5 if figure.leader else 1.0 if reach is not None else 0.6

        def score(a) -> float:
            sq = (a.x, a.y)
            near = min(distance(sq, e) for e in enemies)
            value = -caution * self.threat(state, seat, fid, sq)
            if fights_on:
                value += self.best_attack(state, seat, fid, sq, charged=not active.contact_at_start)
            if figure.leader:
                value += 0.05 * min(near, 16) + (0.3 if any(distance(sq, f) <= 12 for f in friends) else 0.0)
            elif reach is None:
                value -= 0.08 * near
            else:
                value -= 0.05 * max(0.0, near - reach + 2)
            if state.terrain.is_light(sq) and reach is not None:
                value += 0.1
            return value + self.rng.random() * 0.001

        return max(legal, key=score)


BOTS = {"general": General, "random": RandomBot}
