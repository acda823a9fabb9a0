"""An attack from the die roll to its last push: modifiers, the Defence question, the result, the Drink used."""

from __future__ import annotations

from bible_tabletop.engine.log import say
from bible_tabletop.games.barbarians.rules import blows
from bible_tabletop.games.barbarians.rules.actions import Defend, MoveTo, Play
from bible_tabletop.games.barbarians.rules.board import AREAS
from bible_tabletop.games.barbarians.rules.effects import ops
from bible_tabletop.games.barbarians.rules.options import has_skill
from bible_tabletop.games.barbarians.rules.sections import R_ATTACK, R_DEFENCE, R_DRINK, R_SKILL, attack_rule
from bible_tabletop.games.barbarians.rules.state import Attack, BarbariansState, Roll
from bible_tabletop.games.barbarians.rules.turn import ask


def heavy_blow_at(state: BarbariansState, seat: int) -> int:
    """The modified result from which `seat`'s attack is a Heavy Blow (Liquor's skill: 5)."""
    return 5 if has_skill(state, seat, "liquor") else 6


def start_attack(state: BarbariansState, seat: int, a: Play) -> None:
    """Rulebook 'Attack Cards': roll the brawl die, collect every modifier, then the target may defend."""
    f = state.fighters[seat]
    card = state.cards[a.card]
    target = state.fighters[a.target]
    mods: list[tuple[str, int]] = []
    if card.die:
        mods.append((card.name, card.die))
    drink_used = f.drink is not None and not a.skip_drink
    if drink_used and state.cards[f.drink].die:
        mods.append((state.cards[f.drink].name, state.cards[f.drink].die))
    for m in state.marks:
        if m.area == f.area:
            mods.append((f"{state.cards[m.card].name} in the {AREAS[m.area]}", m.die))
    natural = state.rng.randint(1, 6)
    state.revealed = True
    if natural == 6:
        state.rolled_six = True
    if a.skip_drink:
        say(state, f"{f.name} (Grappin's skill) leaves the Drink untouched for this attack.", seat, R_SKILL)
    say(state, f"{f.name} attacks {target.name} with {card.name} and rolls {natural}.", seat, attack_rule(card.kind),
        to=a.target, kind=blows.Swing)
    state.attack = Attack(seat, a.target, a.card, natural, mods, drink_used)
    state.last_roll = Roll(seat, natural, list(mods), "")
    if card.kind == "attack" and any(state.cards[i].kind == "defence" for i in target.hand):
        ask(state, "defence", a.target, f"{f.name} attacks you with {card.name} and rolled {natural}: "
                                        "answer with a Defence card, or take it.", first=True)
    else:
        resolve_attack(state)


def defend(state: BarbariansState, a: Defend) -> None:
    """The target's answer: a Defence card (Whiskus draws for it) or none; then the attack resolves."""
    seat = state.pending.answered().seat
    if a.card is not None:
        f = state.fighters[seat]
        f.hand.remove(a.card)
        state.discard.append(a.card)
        state.attack.defence = a.card
        say(state, f"{f.name} answers with {state.cards[a.card].name}.", seat, R_DEFENCE, to=state.attack.attacker)
        if has_skill(state, seat, "whiskus"):
            ops.draw(state, seat, 1, R_SKILL)
    resolve_attack(state)


def resolve_attack(state: BarbariansState) -> None:
    """Failure (1 or less), Success (2 to 5) or Heavy Blow (6 or more) on the modified result."""
    atk = state.attack
    state.attack = None
    card = state.cards[atk.card]
    me = state.fighters[atk.attacker]
    defence = state.cards[atk.defence] if atk.defence is not None else None
    if defence is not None and defence.die:
        atk.modifiers.append((defence.name, defence.die))
    total = atk.total
    drink = state.cards[me.drink] if atk.drink_used else None
    rule = attack_rule(card.kind)
    if total <= 1:
        result = "Failure"
    elif total >= heavy_blow_at(state, atk.attacker):
        result = "Heavy Blow"
    else:
        result = "Success"
    state.last_roll = Roll(atk.attacker, atk.natural, list(atk.modifiers), result)
    mods = "".join(f" {v:+d} ({name})" for name, v in atk.modifiers)
    shown = f"{atk.natural}{mods} = {total}" if mods else f"{atk.natural}"
    say(state, f"{me.name}'s die: {shown}: {result}!", atk.attacker, rule, to=atk.target)
    if drink is not None:
        use_drink(state, atk.attacker)
    cause = f"{me.name}'s {card.name}"
    if result == "Failure":
        ops.damage(state, atk.attacker, 1, None, rule, f"the missed {card.name}")
        if card.push_self_on_failure and not me.out:
            ask(state, "move", atk.attacker, f"you stumble after the missed {card.name}: choose where you land.",
                mover=atk.attacker)
    else:
        amount = card.damage
        if card.kind == "attack" and amount == 1 and has_skill(state, atk.attacker, "barbie"):
            amount = 2
            say(state, f"{me.name} (Barbie's skill): a 1-damage Attack deals 2.", atk.attacker, R_SKILL)
        if drink is not None:
            amount += drink.bonus
        if result == "Heavy Blow":
            amount += 1
        if defence is not None:
            amount = 0 if defence.prevent else max(0, amount - defence.reduce)
            if amount == 0:
                blows.blow(state, f"{state.fighters[atk.target].name}'s {defence.name} stops {cause}: no damage.",
                           atk.target, R_DEFENCE, atk.target, 0, to=atk.attacker)
        dealt = ops.damage(state, atk.target, amount, atk.attacker, rule, cause)
        if dealt and not state.fighters[atk.target].out:
            if card.push_target and not me.out:
                ask(state, "move", atk.attacker, f"knock {state.fighters[atk.target].name} into a neighbouring area.",
                    mover=atk.target)
            if card.discard_on_success:
                ops.discard_random(state, atk.target, card.discard_on_success, rule, atk.attacker, cause)
        if dealt and card.draw_on_success and not me.out:
            ops.draw(state, atk.attacker, card.draw_on_success, rule)
    if defence is not None:
        if defence.reflect:
            hit_back = f"{state.fighters[atk.target].name}'s {defence.name}"
            ops.damage(state, atk.attacker, defence.reflect, atk.target, R_DEFENCE, hit_back)
        if defence.push_self and not state.fighters[atk.target].out:
            ask(state, "move", atk.target, f"slip away with {defence.name}: choose the neighbouring area.",
                mover=atk.target)


def use_drink(state: BarbariansState, seat: int) -> None:
    """A Drink lasts two attacks: turned sideways after the first, discarded after the second."""
    f = state.fighters[seat]
    f.drink_uses += 1
    name = state.cards[f.drink].name
    if f.drink_uses >= 2:
        state.discard.append(f.drink)
        f.drink, f.drink_uses = None, 0
        say(state, f"{name} is finished and discarded.", seat, R_DRINK)
    else:
        say(state, f"{name} is turned sideways: one more attack.", seat, R_DRINK)


def move_to(state: BarbariansState, a: MoveTo) -> None:
    """A pushed, stumbling or slipping character lands in the chosen neighbouring area."""
    p = state.pending.answered()
    mover = p.details["mover"]
    f = state.fighters[mover]
    f.area = a.area
    if mover == p.seat:
        say(state, f"{f.name} ends up at the {AREAS[a.area]}.", mover, R_ATTACK)
    else:
        say(state, f"{state.fighters[p.seat].name} knocks {f.name} to the {AREAS[a.area]}.", p.seat, R_ATTACK,
            to=mover)
