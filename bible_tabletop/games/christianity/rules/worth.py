"""What cards are worth to the computer players, in Power: the good a Righteous card does its player now and over
the turns left (lasting effects, statics, Permanent boosts), and the harm an Evil card does when it fails (the Power
every failure costs, its own effect, an Evil Habitual's penalty until it is removed and the win it blocks).

Power is worth almost nothing more to a player at Dependence Level 3 (the goal; more only raises the level, and with
it the Evil cards faced), so the same card is worth less to them: a player at the goal lets a cheap Temptation fail
and plays for the others."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules import costzone
from bible_tabletop.games.christianity.rules.effects import cards, evil
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, LEVEL_POWER, ROUNDS

CARD = 0.6  # a card in hand
ZONE_CARD = 1.2  # a card put into a Cost Zone (it pays again every turn)
PER_TURN = {  # a static modifier's worth each turn it stays (per point)
    "discount": 0.6, "hand_limit": 0.15, "draw_count": 0.6, "tempted": -1.8, "cost_zone_limit": 0.3, "forbid": -0.5,
    "ability": 0.6,
}
TRIGGER_RATE = {"resist": 1.5, "fail": 0.5, "unction": 0.3}  # how often a non-phase trigger comes a turn
FAIL_SPREAD = 6.0  # an Evil Habitual's worth of blocking the win, on top of its penalty


def need(state, seat: int) -> int:
    """Power the player still needs to reach Dependence Level 3."""
    p = state.players[seat]
    return 0 if p.level >= GOAL_LEVEL else (GOAL_LEVEL - p.level) * LEVEL_POWER - p.power


def power(state, seat: int) -> float:
    """What one Power is worth to the player (almost nothing at the goal level)."""
    return 1.0 if need(state, seat) > 0 else 0.05


def turns_left(state, seat: int) -> int:
    """The player's own turns still to come, this one included when it is theirs and not yet over."""
    left = ROUNDS - state.round
    team = state.team
    if team.index(seat) >= team.index(state.current) or state.current == seat:
        left += 1
    return max(1, left)


def neediest(state, seats=None) -> int:
    """The Righteous player furthest from the goal (the team wins only when the last one gets there)."""
    return max(seats or state.team, key=lambda s: (need(state, s), -s))


# -- Righteous cards ---------------------------------------------------------------------------------------------
def steps(state, seat: int, steps_, boosted: bool = False, by: int | None = None) -> float:
    """The worth of carrying out `steps_` for the player `seat` (`by`: who chooses `one`, default `seat`)."""
    total = 0.0
    for step in steps_:
        total += step_worth(state, seat, step, boosted)
    return total


def _reach(state, seat: int, step) -> list[int]:
    who = getattr(step, "target", "self")
    if who in ("self", "booster"):
        return [seat]
    if who == "one":  # the player it does the most for
        return [max(state.team, key=lambda s: (_for(state, s, step), need(state, s)))]
    if who == "each":
        return list(state.team)
    return [s for s in state.team if s != seat]


def step_worth(state, seat: int, step, boosted: bool = False) -> float:
    do = step.do
    if do == "if_boosted":
        return steps(state, seat, step.then if boosted else step.else_, boosted)
    if do == "choose_one":
        options = [steps(state, seat, o, boosted) for o in step.options]
        return sum(options) if step.all_if_boosted and boosted else max(options)
    if do == "if":
        target = neediest(state) if step.target == "one" else seat
        return steps(state, target, step.then if cards.holds(state, target, step.cond) else step.else_, boosted)
    if do == "foresee":
        return 0.3 * step.amount
    return sum(_for(state, s, step) for s in _reach(state, seat, step))


def _for(state, s: int, step) -> float:
    p = state.players[s]
    do = step.do
    amount = getattr(step, "amount", 1) or 1
    if do == "gain_power":
        n = amount * (cards.count(state, s, step.per) if step.per else 1)
        return min(n, max(need(state, s), 0)) + 0.05 * n if need(state, s) > 0 else 0.05 * n
    if do == "lose_power":
        return -min(amount, p.power) * power(state, s)
    if do == "draw":
        n = min(amount, len(p.deck))
        return n * (ZONE_CARD if step.to == "cost_zone" else CARD)
    if do == "level_up":
        return LEVEL_POWER * min(amount, GOAL_LEVEL - p.level)
    if do == "unrotate":
        return 0.8 * min(amount, sum(1 for z in p.cost_zone if z.rotated) or 1)
    if do == "rotate":
        return -0.8 * min(amount, costzone.ready(p.cost_zone))
    if do in ("discard", "mill"):
        return -(CARD if do == "discard" else 0.1) * min(amount, len(p.hand if do == "discard" else p.deck))
    if do == "recover":
        return 0.4 * min(amount, len(p.discard))
    if do == "resist":
        fits = [c for c in p.tempted if cards._fits(state, c, step)]
        return harm(state, s, fits[0]) if fits else 0.0
    if do == "remove_evil":
        fits = [c for c in p.evil if cards._fits(state, c, step)]
        return harm(state, s, fits[0]) if fits else 0.0
    if do == "prevent":
        return 1.5 if step.power else 1.0
    if do == "discount":
        return 0.4 * amount
    if do == "gain_ability":
        return 0.0 if _holds(state, s, step.ability) else 2.5
    if do == "flip_up":
        return 0.2 * amount
    if do == "tempt":
        return -2.0 * amount
    if do == "lose_in_play":
        mine = [z for z in p.in_play if step.kind == "any" or state.cards[z.card].kind == step.kind]
        return -3.0 if mine else 0.0
    return 0.0


def _holds(state, seat, ability) -> bool:
    from bible_tabletop.games.christianity.rules import abilities
    return abilities.granted(state, seat, ability)


def card(state, seat: int, c: int, boosted: bool = False) -> float:
    """A Righteous card's worth to `seat` if played now: its steps, and for a Habitual or Token what it does each
    of the turns left (lasting triggers, statics, Permanent boosts worth paying)."""
    cd = state.cards[c]
    duel = state.game_type == "duel"
    total = steps(state, seat, cd.text_steps(duel), boosted)
    if cd.kind in ("habitual", "token"):
        turns = turns_left(state, seat) - 0.5
        each = 0.0
        for item in cd.lasting:
            each += steps(state, seat, item.effects) * TRIGGER_RATE.get(item.trigger, 1.0)
        for s in cd.static:
            rate = 0.0 if duel and s.do == "ability" else PER_TURN.get(s.do, 0.0)
            each += rate * (abs(getattr(s, "amount", 1) or 1) if s.do != "tempted" else -(s.amount or 0))
        for b in cd.boosts:
            if b.permanent:
                each += 0.5 * max(0.0, steps(state, seat, b.effects) - 0.8 * b.cost)
        total += max(0.0, turns) * each * 0.8
    return total


# -- Evil cards ----------------------------------------------------------------------------------------------------
def harm(state, seat: int, c: int) -> float:
    """What Evil card `c` costs `seat` if it fails at them: the Power lost, its effect, and for an Evil Habitual its
    penalty for the turns left, the win it blocks and the price of its way out."""
    cd = state.cards[c]
    p = state.players[seat]
    total = min(1, p.power) * power(state, seat) if not p.shields else 0.0
    if not p.shields:
        total += -steps(state, seat, cd.on_fail)
    if cd.kind == "evil_habitual":
        total += habit_harm(state, seat, cd)
    return max(total, 0.05)


def habit_harm(state, seat: int, cd) -> float:
    """An Evil Habitual's harm while it stays: its penalty each turn until the way out is taken (soon when the
    player holds the way out or can pay it), and the win it blocks near the end or at the goal level."""
    p = state.players[seat]
    each = sum(-steps(state, seat, item.effects) for item in cd.penalty)
    each += sum(0.5 if s.do == "forbid" else -PER_TURN.get(s.do, 0.0) * (s.amount if s.do != "tempted" else -s.amount)
                for s in cd.static)
    way = cd.removal
    if way is None:
        turns, out = turns_left(state, seat), 0.0
    elif way.by == "pay":
        turns, out = 1, 0.9 * way.amount
    elif way.by == "power":
        turns, out = (1, 0.0) if p.power >= way.amount else (3, 1.0)
    else:
        holds = any(way.kind == state.cards[c].kind or (way.tag and way.tag in state.cards[c].tags) for c in p.hand)
        turns, out = (1, 1.0) if holds else (min(4, turns_left(state, seat)), 0.5)
    late = p.level >= GOAL_LEVEL or state.round >= ROUNDS - 2
    return min(turns, turns_left(state, seat)) * max(each, 0.3) + out + (FAIL_SPREAD if late else 0.5)


def resist_price(state, seat: int, c: int) -> int:
    return costzone.resist_cost(state, seat, c)


def coming(state) -> int:
    """How many Evil cards come at the current player this turn."""
    return evil.count(state)
