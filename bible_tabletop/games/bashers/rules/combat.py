"""Combat (rulebook COMBAT, rulings Combat): who may attack whom, the modifiers of attacker and defender, the
outcome (kill, 1 damage, nothing, counter-damage) and the record of the roll for the log.

Pure: what comes from the table is given as plain arguments, worked out by the caller from the grid:
- `distance`: inches between the two figures' square centres (straight line);
- `in_contact`: the two figures stand on touching squares, diagonals included (base-to-base contact);
- `in_sight`: the line between the two square centres is not blocked (line of sight runs both ways); Throwers and
  Shooters need it, a Fighter in contact does not;
- `cover`: the target is partially obscured from the attacker (the line grazes a blocking corner or crosses light
  terrain, or the target stands in light terrain); it only counts for an attack from distance;
- `charged`: the attacker was in contact with no enemy at the start of its activation; the bonus only counts for
  an attack in contact.
The two dice are given too (`rolls`), so the caller's seeded generator decides them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bible_tabletop.games.bashers.rules.forces_models import Buff, Figure, Role, applies, damage_limit

R_COMBAT = "Combat"
R_RANGE = "Combat: range"
R_OUTCOME = "Combat: the outcome"

RANGE: dict[Role, int | None] = {"Fighter": None, "Thrower": 12, "Shooter": 24}  # None: base-to-base contact only
HUNTER_RANGE = 3
RANK_BONUS = {"hero": 2, "sergeant": 1, "trooper": 0}
ROLE_BONUS = {"Fighter": 1, "Thrower": 0, "Shooter": -1}

Buffs = frozenset[Buff] | tuple[Buff, ...]
Modifier = tuple[str, int]  # (name as ruled, value)
Outcome = Literal["kill", "damage", "nothing", "counter"]


def _standing(figure: Figure) -> list[Modifier]:
    """The rank and role modifiers, which count the same for attacker and defender."""
    mods = [(figure.rank.capitalize(), RANK_BONUS[figure.rank]), (figure.role, ROLE_BONUS[figure.role])]
    return [m for m in mods if m[1]]


def attack_modifiers(figure: Figure, buffs: Buffs, *, charged: bool = False) -> list[Modifier]:
    """Attacker: Hero +2, Sergeant +1, Fighter +1, Shooter -1, Charged +1, Strong +1 (Giants bring Strong)."""
    mods = _standing(figure)
    if charged:
        mods.append(("Charged", 1))
    if applies(buffs, "Strong"):
        mods.append(("Strong", 1))
    return mods


def defence_modifiers(figure: Figure, buffs: Buffs, *, cover: bool = False) -> list[Modifier]:
    """Defender: Hero +2, Sergeant +1, Fighter +1, Shooter -1, Cover +1, Tough +1 (Giants bring Tough)."""
    mods = _standing(figure)
    if cover:
        mods.append(("Cover", 1))
    if applies(buffs, "Tough"):
        mods.append(("Tough", 1))
    return mods


def attack_range(role: Role, buffs: Buffs) -> int | None:
    """How far a figure of this role reaches in inches (Hunter +3 for Throwers and Shooters); None for a Fighter,
    which reaches only figures in base-to-base contact."""
    reach = RANGE[role]
    return None if reach is None else reach + HUNTER_RANGE * applies(buffs, "Hunter")


def range_text(role: Role, buffs: Buffs) -> str:
    reach = attack_range(role, buffs)
    return "base-to-base contact" if reach is None else f"{reach} inches"


def attack_problem(figure: Figure, buffs: Buffs, *, distance: float, in_contact: bool, in_sight: bool) -> str | None:
    """Why `figure` cannot attack a target at this place (None when it can): a Fighter needs base-to-base contact
    (and no line of sight: it touches the target); a Thrower or Shooter needs its range and line of sight."""
    reach = attack_range(figure.role, buffs)
    if reach is None:
        return None if in_contact else f"{figure.name} is a Fighter and attacks only a figure in base-to-base contact."
    if distance > reach:
        return f"{figure.name} is a {figure.role} and reaches {reach} inches; the target is {distance:.1f} away."
    if not in_sight:
        return f"{figure.name} cannot see the target."
    return None


def could_attack(figure: Figure, buffs: Buffs, *, distance: float, in_contact: bool, in_sight: bool) -> bool:
    return attack_problem(figure, buffs, distance=distance, in_contact=in_contact, in_sight=in_sight) is None


def outcome(attacker_score: int, defender_score: int, *, defender_could_attack: bool) -> Outcome:
    """The ruled outcome: kill when the attacker is higher and at least double; 1 damage when higher but less than
    double; otherwise nothing, except counter-damage (1 to the attacker) when the defender is higher and at least
    double and could attack the attacker back."""
    if attacker_score > defender_score:
        return "kill" if attacker_score >= 2 * defender_score else "damage"
    if defender_score > attacker_score and defender_score >= 2 * attacker_score and defender_could_attack:
        return "counter"
    return "nothing"


def _sum(roll: int, mods: list[Modifier]) -> int:
    return roll + sum(value for _, value in mods)


def _said(roll: int, mods: list[Modifier]) -> str:
    """'4 + Hero 2 + Fighter 1 - Shooter 1 = 6' style: the die, each modifier by name, the score."""
    parts = "".join(f" {'+' if v > 0 else '-'} {name} {abs(v)}" for name, v in mods)
    return f"rolls {roll}{parts} = {_sum(roll, mods)}"


@dataclass(frozen=True)
class CombatRecord:
    """One combat, for the log and the screen: both rolls, every modifier by name, the outcome, the figures after."""

    attacker: Figure
    defender: Figure
    attacker_roll: int
    defender_roll: int
    attacker_modifiers: tuple[Modifier, ...]
    defender_modifiers: tuple[Modifier, ...]
    outcome: Outcome
    attacker_after: Figure
    defender_after: Figure
    attacker_killed: bool
    defender_killed: bool

    @property
    def attacker_score(self) -> int:
        return _sum(self.attacker_roll, list(self.attacker_modifiers))

    @property
    def defender_score(self) -> int:
        return _sum(self.defender_roll, list(self.defender_modifiers))

    def lines(self) -> list[str]:
        """The log's lines: each side's roll and modifiers, then what came of it."""
        a, d = self.attacker.name, self.defender.name
        return [f"{a} attacks {d}: {a} {_said(self.attacker_roll, list(self.attacker_modifiers))}; "
                f"{d} {_said(self.defender_roll, list(self.defender_modifiers))}.", self._result()]

    def _result(self) -> str:
        a, d = self.attacker.name, self.defender.name
        if self.outcome == "kill":
            return f"{a} scores at least double: {d} is killed."
        if self.outcome == "damage":
            end = " and is killed" if self.defender_killed else f" ({self.defender_after.damage} taken)"
            return f"{a} scores higher: {d} takes 1 damage{end}."
        if self.outcome == "counter":
            end = " and is killed" if self.attacker_killed else f" ({self.attacker_after.damage} taken)"
            return f"{d} scores at least double and strikes back: {a} takes 1 damage{end}."
        if self.defender_score > self.attacker_score:
            return f"{d} scores higher: nothing happens."
        return "A draw: nothing happens." if self.attacker_score == self.defender_score else "Nothing happens."


def _hurt(figure: Figure, buffs: Buffs, *, kill: bool = False) -> Figure:
    return figure.hurt(damage_limit(figure.rank, buffs) - figure.damage if kill else 1)


def fight(attacker: Figure, defender: Figure, attacker_buffs: Buffs, defender_buffs: Buffs, rolls: tuple[int, int],
          *, distance: float, in_contact: bool, in_sight: bool, cover: bool, charged: bool) -> CombatRecord:
    """Resolve one attack with the dice `rolls` (attacker's, defender's); the table arguments are described in the
    module docstring. Raises ValueError with the reason when the attack is not allowed."""
    problem = attack_problem(attacker, attacker_buffs, distance=distance, in_contact=in_contact, in_sight=in_sight)
    if not all(1 <= r <= 6 for r in rolls):
        problem = f"Each die shows 1 to 6, not {rolls}."
    if problem:
        raise ValueError(problem)
    a_mods = attack_modifiers(attacker, attacker_buffs, charged=charged and in_contact)
    d_mods = defence_modifiers(defender, defender_buffs, cover=cover and not in_contact)
    strikes_back = could_attack(defender, defender_buffs, distance=distance, in_contact=in_contact,
                                in_sight=in_sight)
    result = outcome(_sum(rolls[0], a_mods), _sum(rolls[1], d_mods), defender_could_attack=strikes_back)
    a_after = _hurt(attacker, attacker_buffs) if result == "counter" else attacker
    d_after = _hurt(defender, defender_buffs, kill=result == "kill") if result in ("kill", "damage") else defender
    return CombatRecord(attacker, defender, rolls[0], rolls[1], tuple(a_mods), tuple(d_mods), result,
                        a_after, d_after, a_after.killed(attacker_buffs), d_after.killed(defender_buffs))
