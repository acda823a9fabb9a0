"""Computer players: `steward`, the sensible player of either side (random comes from the engine).

At a Righteous seat the steward plans its Cost Zone (enough to resist what is coming and to pay the cards it means
to play), weighs each Evil card waiting at it (a fitting Resistance card, rotating the cost, or letting a cheap
harmless one fail when the cards it would cost are worth more), plays what brings the most for its price, and spends
what is left of its Cost Zone outside its own turn on the team (Double Resistance, boosts, Unctions); Brotherly Love
and Benevolence aim cards at the teammate furthest from the goal. At the Evil seat it grows its Cost Zone and plays
the most harmful cards it can pay at the Righteous player the team waits for. The numbers it weighs are in
weighing.py (card worths in worth.py); its reasons, read off the same numbers, in reasons.py."""

from __future__ import annotations

import random

from bible_tabletop.engine.decision import Mode
from bible_tabletop.games.christianity.rules import reasons, worth
from bible_tabletop.games.christianity.rules.abilities import ABILITIES
from bible_tabletop.games.christianity.rules.weighing import (
    BUY, LAST_BUY_ROUND, ability_order, best_play, boost_gain, evil_worth, first, keep_worth, main_options,
    option_score, resistance_choices, spare_to_buy, zone_goal,
)


class StewardBot:
    name = "steward"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, rules, state, seat: int):
        d = rules.decision(state)
        legal = rules.legal_actions(state, seat)
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        pick = getattr(self, "_" + d.kind, None)
        action = pick(state, seat, by_kind) if pick else None
        return action if action is not None else self.rng.choice(legal)

    # -- the Righteous player's own turn ------------------------------------------------------------------------------
    def _turn(self, state, seat, by_kind):
        phase = state.phase
        if phase == "cost_zone":
            return self._place(state, seat, by_kind)
        if phase == "resistance":
            return self._resistance(state, seat, by_kind)
        if phase == "main":
            return self._main(state, seat, by_kind)
        if "discard" in by_kind:
            return min(by_kind["discard"], key=lambda a: keep_worth(state, seat, a.card))
        return first(by_kind, "end_phase")

    def _place(self, state, seat, by_kind):
        """Grow the Cost Zone towards what a turn needs (resisting what comes, paying the cards kept), putting the
        hand's least useful cards in; a card worth nothing in hand goes in anyway."""
        me = state.players[seat]
        places = by_kind.get("place", [])
        if not places or len(me.hand) <= 1:
            return first(by_kind, "end_phase")
        lowest = min(places, key=lambda a: keep_worth(state, seat, a.card))
        if len(me.cost_zone) < zone_goal(state, seat) or keep_worth(state, seat, lowest.card) < 0.3:
            return lowest
        return first(by_kind, "end_phase")

    def _resistance(self, state, seat, by_kind):
        if not state.players[seat].tempted:
            return first(by_kind, "end_phase")
        return min(resistance_choices(state, seat, by_kind), key=lambda t: t[0])[1]

    def _main(self, state, seat, by_kind):
        me = state.players[seat]
        for a in by_kind.get("free", []):
            return a
        options = main_options(state, seat, by_kind)
        if options:
            return max(options, key=lambda t: t[0])[1]
        if "restore" in by_kind and len(me.deck) < 8:
            return by_kind["restore"][0]
        return first(by_kind, "end_phase")

    # -- questions outside the turn ------------------------------------------------------------------------------------
    def _offer(self, state, seat, by_kind):
        if "boost" not in by_kind:
            return first(by_kind, "pass")
        gain, price = boost_gain(state, seat)
        return by_kind["boost"][0] if gain >= price + 0.2 else first(by_kind, "pass")

    def _help(self, state, seat, by_kind):
        return first(by_kind, "help") or first(by_kind, "pass")

    def _respond(self, state, seat, by_kind):
        best = best_play(state, seat, by_kind.get("play", []), own=state.current == seat)
        return best[1] if best is not None and best[0] >= 1.0 else first(by_kind, "pass")

    _window = _respond

    def _choose(self, state, seat, by_kind):
        return max(by_kind["choose"], key=lambda a: option_score(state, seat, a.option))

    def _ability(self, state, seat, by_kind):
        """The first offered in the steward's order of abilities (weighing.ability_order)."""
        offered = {a.ability: a for a in by_kind.get("pick", [])}
        return next((offered[p] for p in ability_order(state) if p in offered), None)

    def _buy(self, state, seat, by_kind):
        """Buy for the team when the player whose Cost Zone Phase ended can still resist after paying."""
        offered = {a.ability: a for a in by_kind.get("pick", [])}
        left = spare_to_buy(state, seat)
        for ability in BUY:
            if ability in offered and state.round <= LAST_BUY_ROUND and left >= ABILITIES[ability].price:
                return offered[ability]
        return first(by_kind, "pass")

    # -- the Evil player -------------------------------------------------------------------------------------------------
    def _evil(self, state, seat, by_kind):
        plays = by_kind.get("evil_play", [])
        if not plays:
            return first(by_kind, "end_phase")
        mark = worth.neediest(state)
        aimed = [a for a in plays if a.target == mark] or plays
        return max(aimed, key=lambda a: (evil_worth(state, a.target, a.card), -a.card))

    def _shift(self, state, seat, by_kind):
        side = state.evil
        into = [a for a in by_kind.get("shift", []) if a.card in side.hand]
        if into and len(side.hand) > 2:
            mark = worth.neediest(state)
            return min(into, key=lambda a: (evil_worth(state, mark, a.card), a.card))
        return first(by_kind, "end_phase")

    # -- the coach's reason --------------------------------------------------------------------------------------------
    def why(self, rules, state, seat: int, a) -> str:
        """One line saying why the steward takes `a`, read off the same numbers its choice weighs."""
        d = rules.decision(state)
        by_kind: dict[str, list] = {}
        for x in rules.legal_actions(state, seat):
            by_kind.setdefault(x.kind, []).append(x)
        pick = getattr(self, "_" + d.kind, None)
        if pick is None or pick(state, seat, by_kind) is None:
            return "No choice here scores better than another for the computer player: any of them will do."
        if a.kind == "auto_pass":
            return "Nothing is aimed at you: let the others play on."
        if seat != d.seat and d.mode is Mode.OPEN:  # a teammate stepping in with an Unction
            return reasons.other(state, seat, a, by_kind)
        situation = "turn:" + state.phase if d.kind == "turn" else d.kind
        return reasons.REASONS.get(situation, reasons.other)(state, seat, a, by_kind)


def bots_for_game(players: int, kind: str, seed: int) -> list:
    """A steward at every seat (the Evil seat included) for the balance report."""
    return [StewardBot(seed * 10 + s) for s in range(players)]


BOTS = {"steward": StewardBot}
