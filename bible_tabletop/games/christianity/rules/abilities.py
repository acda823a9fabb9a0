"""Power, Dependence Levels and the eight abilities: rising a level, choosing an ability (alone or as a team),
buying one after a Cost Zone Phase, and Restoration's charge."""

from __future__ import annotations

from dataclasses import dataclass

from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.christianity.rules import costzone, options
from bible_tabletop.games.christianity.rules.sections import R_ABILITY, R_BUY, R_POWER
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, LEVEL_POWER, ChristianityState


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    price: int
    level: int = 0  # the Dependence Level needed to take it
    text: str = ""


HIGH, LOW = 11, 7
ABILITIES: dict[str, Ability] = {a.id: a for a in (
    Ability("benevolence", "Benevolence", HIGH, text="pay with your Cost Zone for another player's card"),
    Ability("double_resistance", "Double Resistance", HIGH, 2,
            text="teammates may rotate their own Cost Zone cards to resist an Evil card for you"),
    Ability("brotherly_love", "Brotherly Love", HIGH, text="play your cards for another player's benefit"),
    Ability("restoration", "Restoration", HIGH,
            text="once a shared level: everyone shuffles up to 15 discarded cards back into their deck"),
    Ability("vibrancy", "Vibrancy", LOW, text="after your Cost Zone Phase, 2 random Cost Zone cards turn face up"),
    Ability("cost_zone_power", "Cost Zone Power", LOW,
            text="gain 3 Power or more in a turn: draw a card into your Cost Zone at its end"),
    Ability("speed", "Speed", LOW, text="one Habitual or Maturity a turn outside your Main Phase"),
    Ability("foresight", "Foresight", LOW, text="see the Evil cards coming before your Cost Zone Phase"),
)}
CHEAPEST = min(a.price for a in ABILITIES.values())
NEEDS = {a.id: a.level for a in ABILITIES.values() if a.level}  # the abilities held only from a Dependence Level
RESTORE_MAX = 15


def has(state: ChristianityState, seat: int, ability: str) -> bool:
    """Whether the Righteous player at `seat` holds `ability` now: shared by the team, their own, or from a card of
    theirs in play (never in a Duel: there abilities come only by levelling up), and only from the Dependence Level
    it needs (Double Resistance from Level 2, whatever granted it)."""
    me = state.players[seat]
    if me.level < NEEDS.get(ability, 0):
        return False
    return granted(state, seat, ability)


def granted(state: ChristianityState, seat: int, ability: str) -> bool:
    """Whether `seat` was given `ability` (shared, their own, or by a card in play), whatever their level."""
    me = state.players[seat]
    if ability in state.shared or ability in me.abilities:
        return True
    if not me.in_play and not me.evil:  # no card on the player to give it
        return False
    cards = state.cards
    if state.game_type != "duel":
        for slot in me.in_play:
            for s in cards[slot.card].static:
                if s.do == "ability" and s.ability == ability:
                    return True
    for card in me.evil:  # loops, not any(): the legal actions ask this for every payer
        for s in cards[card].static:
            if s.do == "ability" and s.ability == ability:
                return True
    return False


def held_by_anyone(state: ChristianityState, ability: str) -> bool:
    return ability in state.shared or any(ability in state.players[s].abilities for s in state.team)


def choices(state: ChristianityState, seat: int, team: bool) -> list[str]:
    """The abilities open to a pick: none held twice by a player; Double Resistance from Dependence Level 2."""
    if team:  # held by anyone: shared, or any player's own (worked out once, not per ability)
        held = set(state.shared).union(*(state.players[s].abilities for s in state.team))
        return [a.id for a in ABILITIES.values() if state.shared_level >= a.level and a.id not in held]
    level = state.players[seat].level
    return [a.id for a in ABILITIES.values() if level >= a.level and not has(state, seat, a.id)]


def for_sale(state: ChristianityState) -> list[str]:
    """The abilities the team can buy now: not in Duel, and every Righteous player can pay the price."""
    if state.game_type == "duel":
        return []
    counts = []  # each player's un-rotated cards: the fewest is what the team can pay
    for s in state.team:
        counts.append(costzone.ready(state.players[s].cost_zone))
        if counts[-1] < CHEAPEST:  # nothing is that cheap: no need to count the others or work out the choices
            return []
    ready = min(counts)
    return [a for a in choices(state, state.current, True) if ABILITIES[a].price <= ready]


def gain(state: ChristianityState, seat: int, amount: int, rule: str = R_POWER) -> None:
    """Power +amount; every time it reaches 10 or more the Dependence Level rises and the rest carries over, with no
    top (house rule level_cap: Level 3 is the top and Power goes on counting there)."""
    me = state.players[seat]
    me.power += amount
    me.gained += amount
    while me.power >= LEVEL_POWER and not capped(state, me.level):
        me.power -= LEVEL_POWER
        me.level += 1
        say(state, f"{me.name} rises to Dependence Level {me.level} (Power {me.power}).", seat, rule)
        rose(state, seat)


def capped(state: ChristianityState, level: int) -> bool:
    """Whether `level` is as high as a player can go: never, but with the house rule level_cap at Level 3."""
    return level >= GOAL_LEVEL and options.on(state, "level_cap")


def lose(state: ChristianityState, seat: int, amount: int, rule: str = R_POWER) -> None:
    """Power -amount, never below 0."""
    me = state.players[seat]
    me.power = max(0, me.power - amount)


def rise(state: ChristianityState, seat: int, levels: int, rule: str = R_POWER) -> None:
    """Dependence Level +levels directly (a card's effect), Power unchanged."""
    me = state.players[seat]
    for _ in range(levels):
        if capped(state, me.level):
            return
        me.level += 1
        say(state, f"{me.name} rises to Dependence Level {me.level}.", seat, rule)
        rose(state, seat)


def rose(state: ChristianityState, seat: int) -> None:
    """After `seat` rose a level they choose an ability for themselves; when every Righteous player has now reached
    the next level, the team then chooses a different one together and Restoration recharges (house rule one_pick:
    the team's pick stands for the riser's own)."""
    shared = min(state.players[s].level for s in state.team) > state.shared_level
    if shared:
        state.shared_level += 1
        if held_by_anyone(state, "restoration"):
            state.restoration = True
        _ask(state, seat, True)
    if not shared or not options.on(state, "one_pick"):
        _ask(state, seat, False)  # asked first: the riser's own pick comes before the team's


def _ask(state: ChristianityState, seat: int, team: bool) -> None:
    who = "the team's" if team else "an"
    prompt = f"{state.players[seat].name}: choose {who} ability for Dependence Level {state.players[seat].level}."
    state.pending.ask(Pending("ability", (seat,), prompt, details={"team": team}), first=True)


def take(state: ChristianityState, seat: int, ability: str, team: bool, rule: str = R_ABILITY) -> None:
    a = ABILITIES[ability]
    if team:
        state.shared.append(ability)
        text = f"The team takes {a.name}: {a.text}."
    else:
        state.players[seat].abilities.append(ability)
        text = f"{state.players[seat].name} takes {a.name}: {a.text}."
        if state.players[seat].level < a.level:
            text = text[:-1] + f" (from Dependence Level {a.level})."
    if ability == "restoration":
        state.restoration = True
    say(state, text, seat, rule)


def buy(state: ChristianityState, seat: int, ability: str) -> None:
    """Every Righteous player pays the price from their own Cost Zone; the team holds the ability."""
    price = ABILITIES[ability].price
    for s in state.team:
        costzone.pay(state.players[s].cost_zone, price)
    say(state, f"Each Righteous player rotates {price}: the team buys {ABILITIES[ability].name}.", seat, R_BUY)
    take(state, seat, ability, True, R_BUY)


def restore(state: ChristianityState, seat: int) -> None:
    """Restoration: every Righteous player shuffles up to 15 random cards of their discard pile into their deck."""
    state.restoration = False
    for s in state.team:
        p = state.players[s]
        back = state.rng.sample(p.discard, min(RESTORE_MAX, len(p.discard)))
        for card in back:
            p.discard.remove(card)
        p.deck.extend(back)
        state.rng.shuffle(p.deck)
    say(state, "Restoration: every Righteous player shuffles discarded cards back into their deck.", seat,
        "Maturity Abilities: Restoration")
