"""The steward's reasons (its `why`, shown by the coach and the narrated demo): one line per choice in the game's
words, read off the numbers the steward weighed to make it (weighing.py, worth.py). Worths are in Power.

Each reason takes (state, seat, action, the seat's legal actions by kind) and is named in REASONS by the coach's
situation (rules/coach.py): a turn by its phase, else the decision's kind."""

from __future__ import annotations

from bible_tabletop.games.christianity.rules import costzone, views, worth
from bible_tabletop.games.christianity.rules.abilities import ABILITIES
from bible_tabletop.games.christianity.rules.effects import boosts
from bible_tabletop.games.christianity.rules.weighing import (
    BUY, LAST_BUY_ROUND, ability_order, best_play, boost_gain, helped, keep_worth, main_options, option_score,
    play_worth, resistance_choices, spare_to_buy, zone_goal,
)


def _name(state, c: int) -> str:
    return state.cards[c].name


def _cards(n: int) -> str:
    return f"{n} Cost Zone card{'' if n == 1 else 's'}"


def cost_zone(state, seat, a, by_kind) -> str:
    me, goal = state.players[seat], zone_goal(state, seat)
    have = len(me.cost_zone)
    if a.kind == "place":
        kept = keep_worth(state, seat, a.card)
        if have < goal:
            return (f"Your Cost Zone holds {have} and this turn wants about {goal:.0f}; {_name(state, a.card)} is "
                    f"the card you will miss least in hand (worth {kept:.1f} kept).")
        return f"{_name(state, a.card)} is worth little in hand ({kept:.1f}): it does more paying from the Cost Zone."
    if "place" not in by_kind:
        return "No more cards may go into the Cost Zone this phase: end it."
    if len(me.hand) <= 1:
        return "Keep your last card in hand: end the phase."
    return f"Your Cost Zone holds {have}, enough for what this turn wants (about {goal:.0f}): keep the rest in hand."


def resistance(state, seat, a, by_kind) -> str:
    me = state.players[seat]
    if not me.tempted:
        return "Nothing waits at you to resist: end the phase."
    evil = _name(state, me.tempted[0])
    choices = resistance_choices(state, seat, by_kind)
    harm = choices[0][0]
    mine = min((cost for cost, x in choices if x == a), default=None)
    if a.kind == "give_in":
        if helped(state, seat, me.tempted[0]) and mine == 0.1:
            return f"Give in: with Double Resistance a teammate with spare cards can resist {evil} for you."
        others = [cost for cost, x in choices if x != a]
        if not others:
            return f"You cannot resist {evil} now: it fails (about {harm:.1f} Power's worth lost)."
        return (f"Letting {evil} fail costs about {harm:.1f} Power's worth, less than resisting it "
                f"(about {min(others):.1f}).")
    if mine is None:
        return other(state, seat, a, by_kind)
    if a.kind == "resist":
        rc = costzone.resist_cost(state, seat, me.tempted[0])
        return (f"Rotate {_cards(rc)} to resist {evil}: about {mine:.1f}, less than letting it fail (about "
                f"{harm:.1f} Power's worth).")
    paid = _cards(costzone.card_cost(state, seat, a.card))
    if mine <= 0:
        return f"{_name(state, a.card)} resists {evil} for {paid}, and what else it does is worth more than they cost."
    return (f"{_name(state, a.card)} resists {evil} for {paid} (about {mine:.1f} all told), less than letting it "
            f"fail (about {harm:.1f} Power's worth).")


def main(state, seat, a, by_kind) -> str:
    if a.kind == "free":
        return f"{_name(state, a.card)} on you blocks the win: pay to be free of it first."
    if a.kind == "use":
        boost = state.cards[a.card].boosts[a.boost]
        gain = next(score for score, x in main_options(state, seat, by_kind) if x == a) + 0.5 * boost.cost
        return (f"The {boosts.label(boost)} of {_name(state, a.card)} brings about {gain:.1f} Power's worth for "
                f"{_cards(boost.cost)}: more than your hand's best play.")
    if a.kind == "play":
        return _play(state, seat, a, own=True) + ": the best return in your hand."
    if a.kind == "restore":
        return f"Your deck is down to {len(state.players[seat].deck)} cards: use Restoration now."
    return "Nothing left in your hand is worth its price in Cost Zone cards now: end the phase."


def _play(state, seat, a, own: bool) -> str:
    value, price = play_worth(state, seat, a, own)
    who = "you" if a.target == seat else state.players[a.target].name
    return (f"{_name(state, a.card)} brings {who} about {value:.1f} Power's worth for Cost Zone cards worth "
            f"{price:.1f}")


def discard(state, seat, a, by_kind) -> str:
    if a.kind == "discard":
        kept = keep_worth(state, seat, a.card)
        return f"{_name(state, a.card)} is the card you will miss least (worth {kept:.1f} kept)."
    return other(state, seat, a, by_kind)


def offer(state, seat, a, by_kind) -> str:
    card = _name(state, state.playing.card)
    if "boost" not in by_kind:
        return f"You cannot pay the boost of {card} now."
    gain, price = boost_gain(state, seat)
    if a.kind == "boost":
        return f"The boost adds about {gain:.1f} Power's worth to {card}, for Cost Zone cards worth {price:.1f} to you."
    return (f"The boost would add only about {gain:.1f} Power's worth to {card}, not clearly more than its Cost Zone "
            f"cards are worth to you now ({price:.1f}).")


def help_(state, seat, a, by_kind) -> str:
    other_seat = state.pending.now.details["for"]
    evil = _name(state, state.players[other_seat].tempted[0])
    if a.kind == "help":
        return (f"Rotate your own Cost Zone cards to resist {evil} for {state.players[other_seat].name}: they keep "
                "theirs for their turn.")
    return f"You cannot pay to resist {evil} now."


def unction(state, seat, a, by_kind) -> str:
    own = state.current == seat
    if a.kind == "play":
        return _play(state, seat, a, own) + "."
    best = best_play(state, seat, by_kind.get("play", []), own)
    if best is None:
        return "No Unction of yours is worth its price now: pass."
    return f"{_name(state, best[1].card)} would not pay back its Cost Zone cards enough now: keep it and pass."


def choose(state, seat, a, by_kind) -> str:
    details = state.pending.now.details
    value, what, score = details["options"][a.option], details["what"], option_score(state, seat, a.option)
    card = _name(state, state.todo[0].card) if state.todo else "the card"
    if what == "player":
        return f"{state.players[value].name} gains the most from {card}."
    if what == "option":
        got = worth.steps(state, seat, details["step"].options[value])
        return (f"Option {a.option + 1} of {card} is worth {got:+.1f} Power to you by the computer player's count, "
                "the option it ranks first.")
    if what == "bottom":
        if value == -1:
            return "No shown Evil card is worth sending to the bottom."
        return (f"{_name(state, value)} would do {state.players[state.current].name} the most harm (about "
                f"{score:.1f} Power's worth): send it to the bottom.")
    if what in ("discard", "recover", "lose"):
        verb = {"discard": "you will miss least in hand", "recover": "most worth having back",
                "lose": "worth least to you in play"}[what]
        return f"{_name(state, value)} is the card {verb} ({abs(score):.1f})."
    return f"{_name(state, value)} does as well as any other here."


def ability(state, seat, a, by_kind) -> str:
    order = ability_order(state)
    alone = "; alone, those that only help teammates come last" if len(state.team) == 1 else ""
    return (f"{ABILITIES[a.ability].name} comes first of those offered in the computer player's ranking of the "
            f"abilities (number {order.index(a.ability) + 1} of {len(order)}{alone}).")


def buy(state, seat, a, by_kind) -> str:
    left = spare_to_buy(state, seat)
    wanted = [ABILITIES[x.ability] for x in by_kind.get("pick", []) if x.ability in BUY]
    if a.kind == "pick":
        price = ABILITIES[a.ability].price
        return (f"Buy {ABILITIES[a.ability].name} for the team: you still have {left} Cost Zone cards beyond what "
                f"resisting this turn wants, enough for its price of {price}.")
    if state.round > LAST_BUY_ROUND:
        return f"Round {state.round}: too late for a bought ability to pay back."
    if not wanted:
        return "None of the abilities on offer is one the computer player buys for the team."
    cheapest = min(wanted, key=lambda x: x.price)
    return (f"You have only {max(left, 0)} Cost Zone cards beyond what resisting this turn wants, short of "
            f"{cheapest.name}'s price of {cheapest.price}.")


def evil(state, seat, a, by_kind) -> str:
    if a.kind != "evil_play":
        return "Evil can pay for no card now: end."
    mark, target = worth.neediest(state), state.players[a.target]
    harm = worth.harm(state, a.target, a.card)
    short = costzone.ready(target.cost_zone) < costzone.resist_cost(state, a.target, a.card)
    aim = "the player furthest from the goal" if a.target == mark else "the only one it can reach"
    return (f"Play {_name(state, a.card)} at {target.name}, {aim} ({worth.need(state, a.target)} Power to go): "
            f"about {harm:.1f} Power's worth of harm{', and they cannot pay to resist it' if short else ''}.")


def shift(state, seat, a, by_kind) -> str:
    if a.kind == "shift" and a.card in state.evil.hand:
        return f"{_name(state, a.card)} is Evil's least harmful card now: it pays from the Cost Zone instead."
    return "Evil keeps its last cards in hand to play: end."


def other(state, seat, a, by_kind) -> str:
    """A choice no reason above covers (a teammate stepping in with an Unction, say): what it is, plainly."""
    if a.kind == "play":
        return _play(state, seat, a, state.current == seat) + "."
    return f"{views.describe(state, a)}: the computer player's pick here."


REASONS = {"turn:cost_zone": cost_zone, "turn:resistance": resistance, "turn:main": main, "turn:discard": discard,
           "offer": offer, "help": help_, "respond": unction, "window": unction, "choose": choose,
           "ability": ability, "buy": buy, "evil": evil, "shift": shift}
