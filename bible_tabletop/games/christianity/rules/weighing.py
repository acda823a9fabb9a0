"""How the steward weighs its choices (bots.py chooses by these numbers, reasons.py says them): what a card in
hand, a play, a boost, resisting or letting an Evil card fail is worth, in Power, and the orders it takes abilities
in. Card worths themselves are in worth.py."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules import costzone, worth
from bible_tabletop.games.christianity.rules.abilities import has

PICKS = ("cost_zone_power", "double_resistance", "benevolence", "brotherly_love", "restoration", "speed",
         "vibrancy", "foresight")
TEAMMATES = ("double_resistance", "benevolence", "brotherly_love")  # abilities that work only between teammates
BUY = ("cost_zone_power", "benevolence", "brotherly_love", "double_resistance")
MAIN_KINDS = ("maturity", "habitual", "token", "unction")
OWN, SPARE = 0.9, 0.15  # what a Cost Zone point is worth: in your own turn, and what is left outside it
UNCTION_IN_TURN = 0.6  # an Unction is worth less in your own Main Phase (it does more out of turn, paid by spares)
LAST_BUY_ROUND = 7  # after it a bought ability has too few rounds left to pay back


def ability_order(state) -> tuple[str, ...]:
    """PICKS; alone (a Duel) the abilities that only help teammates come last."""
    return PICKS if len(state.team) > 1 else tuple(p for p in PICKS if p not in TEAMMATES) + TEAMMATES


def resistance_choices(state, seat: int, by_kind: dict) -> list:
    """(what it costs, action) for the first Evil card waiting: letting it fail costs its harm; resisting, the
    Cost Zone cards rotated (cheap when spare, dear when the Main Phase would want them), less what a Resistance
    card brings besides."""
    me = state.players[seat]
    evil_card = me.tempted[0]
    harm = worth.harm(state, seat, evil_card)
    ready = costzone.ready(me.cost_zone)
    slack = ready - planned(state, seat)

    def price(points: int, payer: int) -> float:
        if payer != seat:
            return SPARE * points
        return points * (SPARE if points <= slack else OWN)

    choices = [(harm, first(by_kind, "give_in"))]
    if "resist" in by_kind:
        rc = costzone.resist_cost(state, seat, evil_card)
        choices.append((price(rc, seat), by_kind["resist"][0]))
    for a in by_kind.get("play", []):
        c = state.cards[a.card]
        if c.kind != "resistance" or a.target != seat or not resists(state, seat, a.card, evil_card):
            continue
        bonus = worth.steps(state, seat, [s for s in c.effects if s.do != "resist"])
        choices.append((price(costzone.card_cost(state, seat, a.card), a.payer) - bonus + 0.3, a))
    if helped(state, seat, evil_card):
        choices.append((0.1, first(by_kind, "give_in")))
    return choices


def helped(state, seat: int, card: int) -> bool:
    """With Double Resistance a teammate with spare cards will resist for us: giving in costs nothing."""
    if not has(state, seat, "double_resistance"):
        return False
    return any(costzone.ready(state.players[s].cost_zone) >= costzone.resist_cost(state, s, card)
               for s in state.team if s != seat)


def zone_goal(state, seat: int) -> float:
    """How many Cost Zone cards the player's turn wants: two for each Evil card coming, and enough to pay the
    cards their draws bring."""
    draws = state.players[seat].level + 2 + costzone.modifier(state, seat, "draw_count")
    return 2 * worth.coming(state) + 2.5 * max(1, draws - 1) + 1


def main_options(state, seat: int, by_kind: dict) -> list:
    """(score, action) of the Main Phase's choices worth taking: Permanent boosts bringing more than half their
    cost, and the play bringing the most for its price."""
    uses = [(worth.steps(state, _holder(state, a.card), state.cards[a.card].boosts[a.boost].effects)
             - 0.5 * state.cards[a.card].boosts[a.boost].cost, a) for a in by_kind.get("use", [])]
    best = best_play(state, seat, by_kind.get("play", []), own=True)
    options = [(score, a) for score, a in uses if score > 0]
    if best is not None:
        options.append(best)
    return options


def boost_gain(state, seat: int) -> tuple[float, float]:
    """(what the boost offered to `seat` adds to the card being played, what paying it is worth to them)."""
    played = state.playing
    card = state.cards[played.card]
    boost = card.boosts[state.pending.now.details["boost"]]
    if boost.marks_boosted:
        gain = 0.0 if played.boosted else (worth.steps(state, played.target, card.effects, True)
                                          - worth.steps(state, played.target, card.effects, False))
    else:
        gain = sum(worth.step_worth(state, seat if getattr(s, "target", "self") == "booster" else played.target,
                                    s, True) for s in boost.effects)
    return gain, (OWN if state.current == seat else SPARE) * boost.cost


def spare_to_buy(state, seat: int) -> int:
    """The Cost Zone cards the player has beyond what resisting this turn's Evil cards wants."""
    return costzone.ready(state.players[seat].cost_zone) - 2 * worth.coming(state) - 2


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
        if c.kind == "resistance" and not any(resists(state, a.target, a.card, t)
                                              for t in state.players[a.target].tempted):
            continue
        value, price = play_worth(state, seat, a, own)
        if value < price + 0.3:
            continue
        score = value / max(1.0, price * 2)
        if best is None or score > best[0]:
            best = (score, a)
    return best


def play_worth(state, seat: int, a, own: bool) -> tuple[float, float]:
    """(what playing a card brings its target, what its Cost Zone cards are worth to the one paying)."""
    value = worth.card(state, a.target, a.card)
    if own and state.cards[a.card].kind == "unction":
        value *= UNCTION_IN_TURN
    rate = OWN if own and a.payer == seat else SPARE
    return value, rate * costzone.card_cost(state, seat, a.card)


def evil_worth(state, target: int, c: int) -> float:
    """How much an Evil card played at `target` is worth to Evil: its harm, more when they cannot afford to resist."""
    harm = worth.harm(state, target, c)
    p = state.players[target]
    short = costzone.ready(p.cost_zone) < costzone.resist_cost(state, target, c)
    return harm * (1.5 if short else 1.0) / max(1, state.cards[c].cost) ** 0.5


def resists(state, seat: int, card: int, evil_card: int) -> bool:
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


def option_score(state, seat: int, option: int) -> float:
    """What answering the choice waiting at `seat` with `option` is worth to them (higher is better)."""
    details = state.pending.now.details
    value, what = details["options"][option], details["what"]
    if what == "option":
        return worth.steps(state, seat, details["step"].options[value])  # an Evil card's: the player it came at
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


def first(by_kind: dict, kind: str):
    found = by_kind.get(kind)
    return found[0] if found else None
