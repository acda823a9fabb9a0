"""Computer players: `steward`, a first sensible player for either side (random comes from the engine).

The Righteous steward keeps its Cost Zone growing, resists what hurts most (Resistance cards first, rotating when
it can), plays the cards that bring the most Power, pays boosts and helps teammates when it can spare the cards;
at the Evil seat it plays its dearest affordable cards at the Righteous player nearest the goal."""

from __future__ import annotations

import random

from bible_tabletop.games.christianity import costzone
from bible_tabletop.games.christianity.vocabulary import walk

PICKS = ("double_resistance", "cost_zone_power", "vibrancy", "speed", "brotherly_love", "benevolence", "foresight",
         "restoration")
ZONE_TARGET = 7  # Cost Zone size the steward builds towards before putting fewer cards down


def worth(card) -> int:
    """A rough value of a Righteous card: the Power and levels it brings, resisting, drawing."""
    score = 0
    for step in walk([*card.effects, *[s for t in card.lasting for s in t.effects]]):
        do = step.do
        score += {"gain_power": 2 * getattr(step, "amount", 1), "level_up": 12, "resist": 4,
                  "draw": getattr(step, "amount", 1), "remove_evil": 5}.get(do, 1)
    return score


class StewardBot:
    name = "steward"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules, state, seat: int):
        legal = rules.legal_actions(state, seat)
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        d = rules.decision(state)
        pick = getattr(self, "_" + d.kind, None)
        action = pick(state, seat, by_kind) if pick else None
        return action if action is not None else self.rng.choice(legal)

    # -- the Righteous -------------------------------------------------------------------------------------------------
    def _turn(self, state, seat, by_kind):
        me = state.players[seat]
        phase = state.phase
        if phase == "cost_zone":
            want = 4 if len(me.cost_zone) < ZONE_TARGET else 2
            if state.placed < want and len(me.hand) > 2 and "place" in by_kind:
                return min(by_kind["place"], key=lambda a: worth(state.cards[a.card]))
            return _first(by_kind, "end_phase")
        plays = [a for a in by_kind.get("play", []) if a.payer == seat and a.target == seat]
        if phase == "resistance" and me.tempted:
            resisting = [a for a in plays if state.cards[a.card].kind == "resistance"]
            if resisting:
                return max(resisting, key=lambda a: worth(state.cards[a.card]))
            return _first(by_kind, "resist") or _first(by_kind, "give_in")
        if phase == "discard":
            if "discard" in by_kind:
                return min(by_kind["discard"], key=lambda a: worth(state.cards[a.card]))
        if phase == "main":
            for kind in ("free", "use"):
                if kind in by_kind:
                    return by_kind[kind][0]
            if "restore" in by_kind and len(me.deck) < 10:
                return by_kind["restore"][0]
        useful = [a for a in plays if state.cards[a.card].kind != "unction" or phase == "main"]
        if useful:
            return max(useful, key=lambda a: worth(state.cards[a.card]))
        return _first(by_kind, "end_phase")

    def _offer(self, state, seat, by_kind):
        spare = costzone.ready(state.players[seat].cost_zone)
        return _first(by_kind, "boost") if "boost" in by_kind and spare >= 4 else _first(by_kind, "pass")

    def _help(self, state, seat, by_kind):
        return _first(by_kind, "help") or _first(by_kind, "pass")

    def _respond(self, state, seat, by_kind):
        return _first(by_kind, "pass")

    def _window(self, state, seat, by_kind):
        current = state.players[state.current]
        plays = [a for a in by_kind.get("play", []) if a.payer == seat and a.target == state.current]
        if current.tempted and plays:
            resisting = [a for a in plays if any(s.do == "resist" for s in walk(state.cards[a.card].effects))]
            if resisting:
                return resisting[0]
        return _first(by_kind, "pass")

    def _choose(self, state, seat, by_kind):
        details = state.pending.now.details
        if details["what"] == "discard":
            return min(by_kind["choose"], key=lambda a: worth(state.cards[details["options"][a.option]]))
        return None

    def _ability(self, state, seat, by_kind):
        offered = {a.ability: a for a in by_kind.get("pick", [])}
        return next((offered[p] for p in PICKS if p in offered), None)

    def _buy(self, state, seat, by_kind):
        ready = min(costzone.ready(state.players[s].cost_zone) for s in state.team)
        cheap = [a for a in by_kind.get("pick", []) if a.ability in ("vibrancy", "cost_zone_power")]
        return cheap[0] if cheap and ready >= 10 else _first(by_kind, "pass")

    # -- Evil ----------------------------------------------------------------------------------------------------------
    def _evil(self, state, seat, by_kind):
        plays = by_kind.get("evil_play", [])
        if not plays:
            return _first(by_kind, "end_phase")
        lead = max(state.team, key=lambda s: (state.players[s].level, state.players[s].power))
        aimed = [a for a in plays if a.target == lead] or plays
        return max(aimed, key=lambda a: state.cards[a.card].cost)

    def _shift(self, state, seat, by_kind):
        side = state.evil
        if len(side.hand) > 3:
            into = [a for a in by_kind.get("shift", []) if a.card in side.hand]
            if into:
                return min(into, key=lambda a: state.cards[a.card].cost)
        return _first(by_kind, "end_phase")


def _first(by_kind: dict, kind: str):
    found = by_kind.get(kind)
    return found[0] if found else None


BOTS = {"steward": StewardBot}
