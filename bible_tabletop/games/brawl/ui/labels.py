"""Choice labels for the Brawl screen, fitted to the width of the list.

A label is a list of parts: words that always stay (a verb, a cost, the odds), names that may shrink, and extras
that may go (a card's class, who owns the only opponent). Where the rules' own words fit, they are shown; else a
compact form, in which extras go first and then names shrink one letter at a time (never below four): first an
owner's name, then card names, last a player named as the target; the longest first. A card name loses its end
("Nebuch…"), a player's name its middle ("Pl…r 2"), so players named alike stay apart. A choice never loses its
cost, its target or its odds. Everything is plain text: a player's name is never read
as markup."""

from __future__ import annotations

from rich.text import Text

from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.state import BrawlState

MIN_NAME = 4
COLOURS = ("red", "cyan", "magenta", "yellow", "green")  # a seat's colour, as the table shows its name
KEEP, EXTRA, OWNER, NAME, SEAT = "keep", "extra", "owner", "name", "seat"
SHRINKS = (OWNER, NAME, SEAT)  # in this order
PLAYER = (OWNER, SEAT)  # players' names: cut in the middle

Part = tuple[str, str, str]  # text, style, kind (above)


def shrink(name: str, n: int) -> str:
    """`name` cut to n characters, the last an ellipsis."""
    return name if len(name) <= n else name[: max(n - 1, 1)] + "…"


def shrink_middle(name: str, n: int) -> str:
    """`name` cut to n characters by its middle ("Player 2" -> "Pl… 2"), keeping what tells alike names apart."""
    if len(name) <= n:
        return name
    tail = max(1, (n - 1) // 2)
    return name[: n - 1 - tail] + "…" + name[-tail:]


def fit(parts: list[Part], width: int) -> Text:
    """The parts as one line of at most `width` cells where that can be done (see the module docstring)."""
    parts = list(parts)
    while sum(len(t) for t, _, _ in parts) > width and any(k == EXTRA for _, _, k in parts):
        last = max(i for i, (_, _, k) in enumerate(parts) if k == EXTRA)
        parts.pop(last)
    sizes = [len(t) for t, _, _ in parts]
    over = sum(sizes) - width
    for kind in SHRINKS:
        while over > 0:
            names = [i for i, (_, _, k) in enumerate(parts) if k == kind and sizes[i] > MIN_NAME]
            if not names:
                break
            longest = max(names, key=lambda i: sizes[i])
            sizes[longest] -= 1
            over -= 1
    cut = {OWNER: shrink_middle, SEAT: shrink_middle, NAME: shrink}
    return Text.assemble(*[(cut[k](t, n) if k in cut else t, style) for (t, style, k), n in zip(parts, sizes)])


def labels(rules, st: BrawlState, seat: int, actions: list, width: int) -> list[Text]:
    """The labels of a list of choices for the player at `seat`: the rules' own words when every one of them fits
    `width`, else the compact form for all (one list reads one way)."""
    long = [_long(rules, st, seat, a) for a in actions]
    if all(sum(len(t) for t, _, _ in parts) <= width for parts in long):
        return [fit(parts, width) for parts in long]
    return [fit(_compact(rules, st, seat, a), width) for a in actions]


def _owner(st: BrawlState, inst: int) -> str | None:
    where = ops.locate(st, inst)
    return st.players[where[0]].name if where is not None else None


def _tail(st: BrawlState, seat: int, a) -> list[Part]:
    """What follows the words of a choice in both forms: costs, stats, owners, odds."""
    card = st.cards[getattr(a, "card", None)] if getattr(a, "card", None) is not None else None
    if a.kind in ("pick", "hide", "discard"):
        return [(f" {card.cost}AP", "dim", KEEP), (_stats(card), "dim", EXTRA)]
    if a.kind == "recruit":
        return [(f" {stats.recruit_cost(st, seat, a.card)}AP", "", KEEP), (_stats(card), "dim", EXTRA)]
    if a.kind == "buy":
        return [(f" {stats.buy_cost(st, seat, a.card)}AP", "", KEEP), (_stats(card), "dim", EXTRA)]
    if a.kind == "add":
        return [(" 1AP", "", KEEP)]
    if a.kind == "play":
        if a.card in st.players[seat].hand:
            return [(f" {stats.play_cost(st, seat, a.card)}AP", "", KEEP)]
        return [(" pouch", "dim", KEEP)]
    if a.kind == "choose" and ops.choice_label(st) not in ("opponent", "line"):
        return _pick_tail(st, a.pick)
    return []


def _stats(card) -> str:
    if card.kind == "character":
        return f" {card.atk}/{card.defence} {card.klass}"
    return f" {'answer' if card.answer else card.type.title()}"


def _pick_tail(st: BrawlState, inst: int) -> list[Part]:
    """A chosen character: its owner and ATK/DEF now (printed, off the battle line); another card: its numbers."""
    card = st.cards[inst]
    owner = _owner(st, inst)
    if owner is None:
        return [(f" {card.cost}AP", "dim", KEEP), (_stats(card), "dim", EXTRA)]
    f = ops.fighter(st, inst)
    if ops.owner_on_battle(st, inst) is not None:
        bonus = stats.bonuses(st)
        now = f"{stats.attack_of(st, f, bonus)}/{stats.defence_of(st, f, bonus)}"
    else:
        now = f"{card.atk}/{card.defence}"
    honor = f" ★{card.honor}" if ops.choice_label(st) == "keep" else ""
    return [(" (", "", KEEP), (owner, "", OWNER), (")", "", KEEP), (f" {now}{honor}", "", KEEP)]


def _brawl(rules, st: BrawlState, seat: int, a, compact: bool = False) -> list[Part]:
    """Attacker ⚔ defender (its owner, where there are several opponents), the AP cost, ATK v DEF, the result."""
    atk, dfn = rules.brawl_odds(st, a.attacker, a.defender)
    cost = stats.brawl_cost(st, seat, a.attacker)
    where = ops.owner_on_battle(st, a.defender)
    owner: list[Part] = []
    if where is not None:
        name, colour = st.players[where].name, COLOURS[where % len(COLOURS)]
        owner = [(" (", "", KEEP), (name, colour, OWNER), (")", "", KEEP)] if len(st.players) > 2 else \
            [(f" ({name})", colour, EXTRA)]  # with one opponent the owner goes without saying
    wins = atk >= dfn
    result = (" ✓" if wins else " ✗") if compact else (" wins" if wins else " fails")
    return [(st.cards[a.attacker].name, "bold", NAME), (" ⚔ ", "", KEEP), (st.cards[a.defender].name, "bold", NAME),
            *owner, (f" {cost}AP {atk}v{dfn}", "", KEEP), (result, "green" if wins else "red", KEEP)]


def _long(rules, st: BrawlState, seat: int, a) -> list[Part]:
    if a.kind == "brawl":
        return _brawl(rules, st, seat, a)
    words = rules.describe(st, a)
    if a.kind in ("recruit", "buy"):
        words = words.rsplit(" (", 1)[0]  # the cost follows in the tail
    if a.kind == "add":
        words = words.replace(" (1 AP)", "")
    return [(words, "", KEEP)] + _tail(st, seat, a)


def _compact(rules, st: BrawlState, seat: int, a) -> list[Part]:
    """The short words of a choice; its names may shrink."""
    k = a.kind
    n = lambda i: (st.cards[i].name, "bold", NAME)  # noqa: E731
    if k == "brawl":
        return _brawl(rules, st, seat, a, compact=True)
    verbs = {"pick": "Keep ", "hide": "Hide ", "recruit": "Recruit ", "buy": "Buy ", "add": "Add ",
             "move_up": "Move up ", "discard": "Discard ", "answer": "Answer with "}
    if k in verbs and getattr(a, "card", None) is not None:
        return [(verbs[k], "", KEEP), n(a.card)] + _tail(st, seat, a)
    if k == "play":
        where: list[Part] = []
        if a.target is not None:
            where = [(" on ", "", KEEP), n(a.target)]
        elif a.seat is not None:
            where = [(" → ", "", KEEP), (st.players[a.seat].name, COLOURS[a.seat % len(COLOURS)], SEAT)]
        return [("Play ", "", KEEP), n(a.card)] + where + _tail(st, seat, a)
    if k == "wipeout":
        line = "recruitment line" if a.line == "recruitment_line" else "marketplace"
        return [("Wipe out ", "", KEEP), (line, "", NAME), (" 3AP", "", KEEP)]
    if k == "end_turn":
        return [("End turn", "", KEEP)] + ([(f", draw {a.draw}", "", KEEP)] if a.draw else [])
    if k == "answer":
        return [("Do not answer", "", KEEP)]
    if k == "choose":
        label = ops.choice_label(st)
        if label in ("opponent", "line"):
            return [(st.players[a.pick].name, "", SEAT)] + ([("'s battle line", "", EXTRA)] if label == "line" else [])
        return [("Keep ", "", KEEP)] * (label == "keep") + [n(a.pick)] + _tail(st, seat, a)
    return [(rules.describe(st, a), "", KEEP)]
