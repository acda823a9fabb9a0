"""The combat action on the table (rulebook COMBAT, rulings Combat): whether a target can be attacked from where
the two figures stand, and carrying an attack out with both dice, every modifier, the outcome and the win check.
The arithmetic is combat.py's; this module measures the table for it and records what came of it."""

from __future__ import annotations

from dataclasses import replace

from bible_tabletop.engine.log import say
from bible_tabletop.games.bashers.rules.combat import attack_problem, attack_range, fight
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.rules.sections import R_COMBAT, R_OUTCOME, R_SIGHT, R_WINNING
from bible_tabletop.games.bashers.rules.sight import in_contact, sight, why
from bible_tabletop.games.bashers.rules.state import OVER, BashersState
from bible_tabletop.games.bashers.rules.victory import defeat, winner
from bible_tabletop.games.bashers.rules.words import who


def target_refusal(state: BashersState, seat: int, fid: int, target: int) -> str | None:
    """Why figure `fid` of `seat` cannot attack enemy figure `target` from where they stand (None when it can):
    a Fighter needs base-to-base contact, a Thrower or Shooter its range and line of sight (worked out only where
    it decides)."""
    problem, here, there = _sized_up(state, seat, fid, target)
    if problem == _UNSEEN:
        enemy = state.sides[1 - seat]
        name = state.sides[seat].figure(fid).name
        return f"{name} cannot see {enemy.figure(target).name}: {why(state.terrain, here, there)}."
    return problem


def may_attack(state: BashersState, seat: int, fid: int, target: int) -> bool:
    """target_refusal's answer, without wording a refusal (the fast judge's, legality.allows)."""
    return _sized_up(state, seat, fid, target)[0] is None


_UNSEEN = "unseen"  # target_refusal words this one itself: what blocks the line of sight


def _sized_up(state: BashersState, seat: int, fid: int, target: int) -> tuple[str | None, object, object]:
    """The attack's problem (None: none; _UNSEEN: only the line of sight) and the two squares."""
    enemy = state.sides[1 - seat]
    if not 0 <= target < len(enemy.squares):
        return f"{enemy.force.name} has no figure {target}.", None, None
    there = enemy.squares[target]
    if there is None:
        return f"{enemy.figure(target).name} is no longer on the table.", None, there
    here = state.square(seat, fid)
    side = state.sides[seat]
    figure, gap = side.figure(fid), distance(here, there)
    reach = attack_range(figure.role, side.force.buffs)
    seen = reach is None or gap > reach or sight(state.terrain, here, there).visible
    problem = attack_problem(figure, side.force.buffs, distance=gap, in_contact=in_contact(here, there),
                             in_sight=seen)
    return (_UNSEEN if problem and not seen else problem), here, there


def within_reach(state: BashersState, seat: int, fid: int) -> list[int]:
    """The enemy figures `fid` might attack (the candidates' first look; target_refusal decides): a Fighter's in
    contact, a Thrower's or Shooter's within its range, sight not yet looked at."""
    side, enemy = state.sides[seat], state.sides[1 - seat]
    here = side.squares[fid]
    reach = attack_range(side.figure(fid).role, side.force.buffs)
    if reach is None:
        return [t for t, there in enumerate(enemy.squares) if there is not None and in_contact(here, there)]
    return [t for t, there in enumerate(enemy.squares) if there is not None and distance(here, there) <= reach]


def attack(state: BashersState, seat: int, fid: int, target: int, *, charged: bool) -> None:
    """Both roll a die; the modifiers, the outcome and the damage, every part logged; then the win check (rulings,
    Winning: after every combat). `charged`: the attacker was in contact with no enemy when its activation began."""
    mine, theirs = state.sides[seat], state.sides[1 - seat]
    here, there = mine.squares[fid], theirs.squares[target]
    seen = sight(state.terrain, here, there)
    contact = in_contact(here, there)
    rolls = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.revealed = True
    a, d = who(state, seat, fid), who(state, 1 - seat, target)
    record = fight(replace(mine.figure(fid), name=a), replace(theirs.figure(target), name=d), mine.force.buffs,
                   theirs.force.buffs, rolls, distance=distance(here, there), in_contact=contact,
                   in_sight=seen.visible, cover=seen.obscured, charged=charged)
    where = "In base-to-base contact" if contact else f"At {distance(here, there):.1f} inches, " \
                                                      f"{why(state.terrain, here, there)}"
    first, result = record.lines()
    say(state, first, seat, R_COMBAT, to=1 - seat)
    say(state, f"{where}.", seat, R_COMBAT if contact else R_SIGHT, to=1 - seat)  # from afar: sight and cover
    say(state, result, seat, R_OUTCOME, to=1 - seat)
    for side, after in ((mine, record.attacker_after), (theirs, record.defender_after)):
        if after.damage != side.figure(after.id).damage:
            side.hurt(after)
    state.last_combat = record
    if mine.killed(fid) or theirs.killed(target):
        check_winner(state)  # a side loses only by losing figures: with nobody killed the battle goes on


def check_winner(state: BashersState) -> None:
    """A side with no hero left, or with half its figures or more lost, has lost; the other wins."""
    won = winner([side.force for side in state.sides])
    if won is None:
        return
    state.winner, state.phase = won, OVER
    state.result = f"Victory for {state.sides[won].label}. {defeat(state.sides[1 - won].force)}"
    say(state, state.result, won, R_WINNING, to=1 - won)
