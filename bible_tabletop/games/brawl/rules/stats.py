"""What lasting sources give: ATK and DEF (tokens, "While revealed" bonuses, Backups, Locations, exhaustion),
AP costs, extra brawls, no exhaustion, bonus AP (Rulebook: Abilities; Action Cards; Attack / Defence Tokens).

A lasting source is a face-up character's "While revealed" ability (while it stands on a battle line, and only if
the class it `needs` stands there too), a Backup (on the character it is attached to) or a Location (on every
character of the battle line it lies on). Its tokens are a bonus that goes when the source goes."""

from __future__ import annotations

from typing import Iterator

from bible_tabletop.games.brawl.rules.state import EXHAUSTED_DEF, BrawlState, Fighter

# A lasting effect that names one chosen character (ally, enemy) has nobody to choose: it reaches the group.
GROUP = {"ally": "allies", "enemy": "enemies"}


def ability_active(state: BrawlState, seat: int, f: Fighter) -> bool:
    """A character's ability works only face up on the battle line, with the class it `needs` beside it."""
    if not f.face_up or f.card < 0:
        return False
    card = state.cards[f.card]
    if card.needs is None:
        return f.face_up
    return any(o is not f and o.card >= 0 and state.cards[o.card].klass == card.needs
               for o in state.players[seat].battle)


def lasting(state: BrawlState, seat: int) -> Iterator[tuple[int, object, int | None]]:
    """(source instance, effect, holder) for every lasting effect on `seat`'s battle line.

    holder: the character the source belongs to (ability, Backup), or None for the line's Location."""
    p = state.players[seat]
    for f in p.battle:
        if f.card < 0:  # face down in a view
            continue
        card = state.cards[f.card]
        if card.trigger == "while_revealed" and ability_active(state, seat, f):
            for e in card.effects:
                yield f.card, e, f.card
        if f.backup is not None:
            for e in state.cards[f.backup].effects:
                yield f.backup, e, f.card
    if p.location is not None:
        for e in state.cards[p.location].effects:
            yield p.location, e, None


def bonuses(state: BrawlState) -> dict[int, list[int]]:
    """Battle-line character -> [ATK, DEF] bonus from every lasting source on the table."""
    out: dict[int, list[int]] = {f.card: [0, 0] for p in state.players for f in p.battle}
    for seat, p in enumerate(state.players):
        for source, e, holder in lasting(state, seat):
            if e.do != "tokens":
                continue
            k = 0 if e.stat == "atk" else 1
            who = GROUP.get(e.who, e.who)
            if holder is None:  # a Location: every character of its line
                reached = [f.card for f in p.battle]
            elif who == "self":
                reached = [holder]
            elif who == "allies":
                reached = [f.card for f in p.battle if f.card != holder]
            elif who == "enemies":
                reached = [f.card for s, q in enumerate(state.players) if s != seat for f in q.battle]
            else:  # all
                reached = [f.card for q in state.players for f in q.battle]
            for inst in reached:
                if inst >= 0 and (e.class_ is None or state.cards[inst].klass == e.class_):
                    out[inst][k] += e.amount
    return out


def attack_of(state: BrawlState, f: Fighter, bonus: dict | None = None) -> int:
    b = (bonus if bonus is not None else bonuses(state)).get(f.card, (0, 0))
    return state.cards[f.card].atk + f.atk + b[0]


def defence_of(state: BrawlState, f: Fighter, bonus: dict | None = None) -> int:
    b = (bonus if bonus is not None else bonuses(state)).get(f.card, (0, 0))
    return state.cards[f.card].defence + f.def_ + b[1] - (EXHAUSTED_DEF if f.exhausted else 0)


def own_effects(state: BrawlState, seat: int, inst: int, do: str) -> list:
    """Lasting effects of kind `do` that reach character `inst` of `seat`'s battle line (its ability, its Backup,
    its line's Location)."""
    return [e for source, e, holder in lasting(state, seat) if e.do == do and (holder is None or holder == inst)]


def versus(state: BrawlState, seat: int, attacker: int, defender: int) -> int:
    klass = state.cards[defender].klass
    return sum(e.amount for e in own_effects(state, seat, attacker, "versus") if e.class_ == klass)


def brawls_allowed(state: BrawlState, seat: int, inst: int) -> int:
    return Costs(state, seat).brawls_allowed(inst)


def never_exhausted(state: BrawlState, seat: int, inst: int) -> bool:
    return bool(own_effects(state, seat, inst, "no_exhaust"))


def has_handler(state: BrawlState, seat: int, inst: int, handler: str) -> bool:
    """Character `inst` stands face up on `seat`'s battle line with an active ability naming `handler`."""
    for f in state.players[seat].battle:
        if f.card == inst:
            card = state.cards[inst]
            return (card.trigger == "while_revealed" and ability_active(state, seat, f)
                    and any(e.do == "handler" and e.name == handler for e in card.effects))
    return False


class Costs:
    """`seat`'s AP costs now, and how often each character may brawl: the lasting effects on their battle line,
    read once for many cards."""

    __slots__ = ("cards", "changes", "extra")

    def __init__(self, state: BrawlState, seat: int):
        self.cards = state.cards
        self.changes: list[tuple[str, str | None, int]] = []
        self.extra: list[tuple[int | None, int]] = []
        for _, e, holder in lasting(state, seat):
            if e.do == "cost":
                self.changes.append((e.action, e.class_, e.amount))
            elif e.do == "extra_attack":
                self.extra.append((holder, e.amount))

    def brawls_allowed(self, inst: int) -> int:
        """Brawls a turn of character `inst`: one, plus its extra attacks (its ability, Backup, Location)."""
        if not self.extra:
            return 1
        return 1 + sum(n for holder, n in self.extra if holder is None or holder == inst)

    def change(self, action: str, klass: str | None = None) -> int:
        """The change to the cost of recruit, brawl, buy or play (a class filter needs a match)."""
        return sum(n for act, c, n in self.changes if act == action and (c is None or c == klass))

    def recruit(self, inst: int) -> int:
        card = self.cards[inst]
        return max(0, card.cost + self.change("recruit", card.klass)) if self.changes else card.cost

    def brawl(self, inst: int) -> int:
        card = self.cards[inst]
        return max(1, card.cost + self.change("brawl", card.klass)) if self.changes else max(1, card.cost)

    def buy(self, inst: int) -> int:
        card = self.cards[inst]
        return max(0, card.cost + self.change("buy")) if self.changes else card.cost

    def play(self, inst: int) -> int:
        card = self.cards[inst]
        return max(0, card.cost + self.change("play")) if self.changes else card.cost


def cost_change(state: BrawlState, seat: int, action: str, klass: str | None = None) -> int:
    """The lasting change to `seat`'s AP cost for recruit, brawl, buy or play (a class filter needs a match)."""
    return Costs(state, seat).change(action, klass)


def recruit_cost(state: BrawlState, seat: int, inst: int) -> int:
    return Costs(state, seat).recruit(inst)


def brawl_cost(state: BrawlState, seat: int, inst: int) -> int:
    return Costs(state, seat).brawl(inst)


def buy_cost(state: BrawlState, seat: int, inst: int) -> int:
    return Costs(state, seat).buy(inst)


def play_cost(state: BrawlState, seat: int, inst: int) -> int:
    return Costs(state, seat).play(inst)


def turn_ap_bonus(state: BrawlState, seat: int) -> list[tuple[int, int]]:
    """(source, amount) of every lasting `gain_ap` on `seat`'s line: AP at the start of each of their turns."""
    return [(source, e.amount) for source, e, holder in lasting(state, seat) if e.do == "gain_ap"]
