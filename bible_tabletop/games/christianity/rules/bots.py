"""Computer players: `steward`, the sensible player of either side (random comes from the engine).

At a Righteous seat the steward plans its Cost Zone (enough to resist what is coming and to pay the cards it means
to play), weighs each Evil card waiting at it (a fitting Resistance card, rotating the cost, or letting a cheap
harmless one fail when the cards it would cost are worth more), plays what brings the most for its price, and spends
what is left of its Cost Zone outside its own turn on the team (Double Resistance, boosts, Unctions); Brotherly Love
and Benevolence aim cards at the teammate furthest from the goal. At the Evil seat it grows its Cost Zone and plays
the most harmful cards it can pay at the Righteous player the team waits for. Card worths are in worth.py."""

from __future__ import annotations

import random

from bible_tabletop.games.christianity.rules import costzone, worth
from bible_tabletop.games.christianity.rules.abilities import ABILITIES, has
from bible_tabletop.games.christianity.rules.state import EVIL

PICKS = ("cost_zone_power", "double_resistance", "benevolence", "brotherly_love", "restoration", "speed",
         "vibrancy", "foresight")
TEAMMATES = ("double_resistance", "benevolence", "brotherly_love")  # abilities that work only between teammates
BUY = ("cost_zone_power", "benevolence", "brotherly_love", "double_resistance")
MAIN_KINDS = ("maturity", "habitual", "token", "unction")
OWN, SPARE = 0.9, 0.15  # what a Cost Zone point is worth: in your own turn, and what is left outside it
UNCTION_IN_TURN = 0.6  # an Unction is worth less in your own Main Phase (it does more out of turn, paid by spares)


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
        return _first(by_kind, "end_phase")

    def _place(self, state, seat, by_kind):
        """Grow the Cost Zone towards what a turn needs (resisting what comes, paying the cards kept), putting the
        hand's least useful cards in; a card worth nothing in hand goes in anyway."""
        me = state.players[seat]
        places = by_kind.get("place", [])
        if not places or len(me.hand) <= 1:
            return _first(by_kind, "end_phase")
        lowest = min(places, key=lambda a: keep_worth(state, seat, a.card))
        draws = me.level + 2 + costzone.modifier(state, seat, "draw_count")
        target = 2 * worth.coming(state) + 2.5 * max(1, draws - 1) + 1
        if len(me.cost_zone) < target or keep_worth(state, seat, lowest.card) < 0.3:
            return lowest
        return _first(by_kind, "end_phase")

    def _resistance(self, state, seat, by_kind):
        me = state.players[seat]
        if not me.tempted:
            return _first(by_kind, "end_phase")
        first = me.tempted[0]
        harm = worth.harm(state, seat, first)
        ready = costzone.ready(me.cost_zone)
        slack = ready - planned(state, seat)

        def price(points: int, payer: int) -> float:
            if payer != seat:
                return SPARE * points
            return points * (SPARE if points <= slack else OWN)

        choices = [(harm, _first(by_kind, "give_in"))]
        if "resist" in by_kind:
            rc = costzone.resist_cost(state, seat, first)
            choices.append((price(rc, seat), by_kind["resist"][0]))
        for a in by_kind.get("play", []):
            c = state.cards[a.card]
            if c.kind != "resistance" or a.target != seat or not _resists(state, seat, a.card, first):
                continue
            bonus = worth.steps(state, seat, [s for s in c.effects if s.do != "resist"])
            choices.append((price(costzone.card_cost(state, seat, a.card), a.payer) - bonus + 0.3, a))
        if self._helped(state, seat, first):
            choices.append((0.1, _first(by_kind, "give_in")))
        return min(choices, key=lambda t: t[0])[1]

    def _helped(self, state, seat, card) -> bool:
        """With Double Resistance a teammate with spare cards will resist for us: giving in costs nothing."""
        if not has(state, seat, "double_resistance"):
            return False
        return any(costzone.ready(state.players[s].cost_zone) >= costzone.resist_cost(state, s, card)
                   for s in state.team if s != seat)

    def _main(self, state, seat, by_kind):
        me = state.players[seat]
        for a in by_kind.get("free", []):
            return a
        uses = [(worth.steps(state, _holder(state, a.card), state.cards[a.card].boosts[a.boost].effects)
                 - 0.5 * state.cards[a.card].boosts[a.boost].cost, a) for a in by_kind.get("use", [])]
        best = best_play(state, seat, by_kind.get("play", []), own=True)
        options = [(score, a) for score, a in uses if score > 0]
        if best is not None:
            options.append(best)
        if options:
            return max(options, key=lambda t: t[0])[1]
        if "restore" in by_kind and len(me.deck) < 8:
            return by_kind["restore"][0]
        return _first(by_kind, "end_phase")

    # -- questions outside the turn ------------------------------------------------------------------------------------
    def _offer(self, state, seat, by_kind):
        if "boost" not in by_kind:
            return _first(by_kind, "pass")
        played = state.playing
        card = state.cards[played.card]
        boost = card.boosts[state.pending.now.details["boost"]]
        if boost.marks_boosted:
            gain = 0.0 if played.boosted else (worth.steps(state, played.target, card.effects, True)
                                              - worth.steps(state, played.target, card.effects, False))
        else:
            gain = sum(worth.step_worth(state, seat if getattr(s, "target", "self") == "booster" else played.target,
                                        s, True) for s in boost.effects)
        rate = OWN if state.current == seat else SPARE
        return by_kind["boost"][0] if gain >= rate * boost.cost + 0.2 else _first(by_kind, "pass")

    def _help(self, state, seat, by_kind):
        return _first(by_kind, "help") or _first(by_kind, "pass")

    def _respond(self, state, seat, by_kind):
        best = best_play(state, seat, by_kind.get("play", []), own=state.current == seat)
        return best[1] if best is not None and best[0] >= 1.0 else _first(by_kind, "pass")

    _window = _respond

    def _choose(self, state, seat, by_kind):
        now = state.pending.now
        details = now.details
        options = details["options"]
        what = details["what"]
        evil_card = state.todo and state.todo[0].by == EVIL

        def score(a):
            value = options[a.option]
            if what == "option":
                got = worth.steps(state, seat, details["step"].options[value])
                return -got if evil_card else got
            if what == "player":
                return _for_player(state, value, details["step"])
            if what == "discard":
                return -keep_worth(state, seat, value)
            if what == "recover":
                return keep_worth(state, seat, value)
            if what == "lose":
                return -worth.card(state, seat, value)
            if what == "bottom":
                return -1.0 if value == -1 else worth.harm(state, state.current, value)
            return 0.0
        return max(by_kind["choose"], key=score)

    def _ability(self, state, seat, by_kind):
        """The first of PICKS offered; alone (a Duel) the abilities that only help teammates come last."""
        offered = {a.ability: a for a in by_kind.get("pick", [])}
        order = PICKS if len(state.team) > 1 else [p for p in PICKS if p not in TEAMMATES] + list(TEAMMATES)
        return next((offered[p] for p in order if p in offered), None)

    def _buy(self, state, seat, by_kind):
        """Buy for the team when the player whose Cost Zone Phase ended can still resist after paying."""
        offered = {a.ability: a for a in by_kind.get("pick", [])}
        left = costzone.ready(state.players[seat].cost_zone) - 2 * worth.coming(state) - 2
        for ability in BUY:
            if ability in offered and state.round <= 7 and left >= ABILITIES[ability].price:
                return offered[ability]
        return _first(by_kind, "pass")

    # -- the Evil player -------------------------------------------------------------------------------------------------
    def _evil(self, state, seat, by_kind):
        plays = by_kind.get("evil_play", [])
        if not plays:
            return _first(by_kind, "end_phase")
        mark = worth.neediest(state)
        aimed = [a for a in plays if a.target == mark] or plays
        return max(aimed, key=lambda a: (evil_worth(state, a.target, a.card), -a.card))

    def _shift(self, state, seat, by_kind):
        side = state.evil
        into = [a for a in by_kind.get("shift", []) if a.card in side.hand]
        if into and len(side.hand) > 2:
            mark = worth.neediest(state)
            return min(into, key=lambda a: (evil_worth(state, mark, a.card), a.card))
        return _first(by_kind, "end_phase")



# -- shared judgements ------------------------------------------------------------------------------------------------
def keep_worth(state, seat: int, c: int) -> float:
    """What a card in hand is worth keeping: a Resistance card saves Cost Zone cards when Evil comes; the others
    what they do when played, less what they cost."""
    cd = state.cards[c]
    if cd.kind == "resistance":
        return 1.5 + worth.steps(state, seat, [s for s in cd.effects if s.do != "resist"])
    value = worth.card(state, seat, c) * (UNCTION_IN_TURN if cd.kind == "unction" else 1.0)
    return value - 0.4 * cd.cost


def planned(state, seat: int) -> int:
    """What the player means to spend in their Main Phase: the cards of hand worth their price, best first, as far
    as the Cost Zone goes."""
    me = state.players[seat]
    ready = costzone.ready(me.cost_zone)
    spend = 0
    cards = sorted((c for c in me.hand if state.cards[c].kind in MAIN_KINDS),
                   key=lambda c: -worth.card(state, seat, c) / max(1, state.cards[c].cost))
    for c in cards:
        cost = costzone.card_cost(state, seat, c)
        if worth.card(state, seat, c) >= 0.5 * cost and spend + cost <= ready:
            spend += cost
    return spend


def best_play(state, seat: int, plays: list, own: bool):
    """(score, action) of the play that brings the most for its price (None: nothing worth it). A teammate paying
    (Benevolence) spends only what they have left; a card for a teammate (Brotherly Love) counts for them."""
    best = None
    for a in plays:
        c = state.cards[a.card]
        if c.kind == "resistance" and not any(_resists(state, a.target, a.card, t)
                                              for t in state.players[a.target].tempted):
            continue
        value = worth.card(state, a.target, a.card)
        if own and c.kind == "unction":
            value *= UNCTION_IN_TURN
        cost = costzone.card_cost(state, seat, a.card)
        rate = OWN if own and a.payer == seat else SPARE
        if value < rate * cost + 0.3:
            continue
        score = value / max(1.0, rate * cost * 2)
        if best is None or score > best[0]:
            best = (score, a)
    return best


def evil_worth(state, target: int, c: int) -> float:
    """How much an Evil card played at `target` is worth to Evil: its harm, more when they cannot afford to resist."""
    harm = worth.harm(state, target, c)
    p = state.players[target]
    short = costzone.ready(p.cost_zone) < costzone.resist_cost(state, target, c)
    return harm * (1.5 if short else 1.0) / max(1, state.cards[c].cost) ** 0.5


def _resists(state, seat: int, card: int, evil_card: int) -> bool:
    return any(s.do == "resist" and _fits(state, evil_card, s) for s in state.cards[card].effects)


def _fits(state, evil_card: int, step) -> bool:
    from bible_tabletop.games.christianity.rules.effects.cards import _fits as fits
    return fits(state, evil_card, step)


def _for_player(state, seat: int, step) -> float:
    if step.do == "if":
        from bible_tabletop.games.christianity.rules.effects.cards import holds
        return worth.steps(state, seat, step.then if holds(state, seat, step.cond) else step.else_)
    return worth._for(state, seat, step) + 0.001 * worth.need(state, seat)  # alike: the one furthest behind


def _holder(state, card: int) -> int:
    return next(s for s in state.team if any(p.card == card for p in state.players[s].in_play))


def _first(by_kind: dict, kind: str):
    found = by_kind.get(kind)
    return found[0] if found else None


def bots_for_game(players: int, kind: str, seed: int) -> list:
    """A steward at every seat (the Evil seat included) for the balance report."""
    return [StewardBot(seed * 10 + s) for s in range(players)]


BOTS = {"steward": StewardBot}
