"""What an action is called (menus, demo narration) and what a character choice is for (its prompt)."""

from __future__ import annotations

from bible_tabletop.games.brawl.rules import ops, stats
from bible_tabletop.games.brawl.rules.state import BrawlState


def card_name(state: BrawlState, inst) -> str:
    """The card's name, or "that card" for a number that names no card."""
    return state.cards[inst].name if isinstance(inst, int) and 0 <= inst < len(state.cards) else "that card"


def aim(label: str, effects) -> str:
    """The prompt of a character choice, naming what the card's effects sharing it will do: 'choose an enemy King
    with DEF 5 or less to defeat (to your honor pile)', 'choose one of your characters to get +2 ATK'."""
    e = effects[0] if effects else None
    klass = getattr(e, "class_", None)
    kind = f"{klass}" if klass else "character"
    noun = f"an enemy {kind}" if label == "enemy" else f"one of your {kind}s"
    if getattr(e, "max_def", None) is not None:
        noun += f" with DEF {e.max_def} or less"
    tokens = [f"{x.amount:+d} {x.stat.upper()}" for x in effects if x.do == "tokens"]
    doing = [f"to get {' and '.join(tokens)}"] if tokens else []
    for x in effects:
        if x.do == "defeat":
            doing.append("to defeat" + (" (to your honor pile)" if x.honor and label == "enemy" else ""))
        elif x.do == "return":
            doing.append(f"to send back to its owner's {'back line' if x.to == 'back_line' else 'hand'}")
    return f"choose {noun} {', then '.join(doing)}".rstrip()


def describe(state: BrawlState, a, seat: int | None) -> str:
    """A short phrase for an action of `seat`, for menus, demo narration and the log."""
    k = a.kind
    n = lambda i: card_name(state, i)  # noqa: E731
    if k == "pick":
        return f"Keep {n(a.card)}"
    if k == "hide":
        return f"Put {n(a.card)} face down on the battle line"
    if k == "recruit":
        return f"Recruit {n(a.card)} ({stats.recruit_cost(state, seat, a.card)} AP)"
    if k == "add":
        return f"Add {n(a.card)} to the back line (1 AP)"
    if k == "move_up":
        return f"Move {n(a.card)} up to the battle line"
    if k == "buy":
        return f"Buy {n(a.card)} ({stats.buy_cost(state, seat, a.card)} AP)"
    if k == "play":
        text = f"Play {n(a.card)}"
        if a.target is not None:
            text += f" on {n(a.target)}"
        if a.seat is not None:
            text += f" on {state.players[a.seat].name}'s battle line"
        return text
    if k == "brawl":
        owner = ops.owner_on_battle(state, a.defender)
        whose = f" ({state.players[owner].name})" if owner is not None else ""
        return f"{n(a.attacker)} brawls with {n(a.defender)}{whose}"
    if k == "wipeout":
        return f"Wipe out the {'recruitment line' if a.line == 'recruitment_line' else 'marketplace'} (3 AP)"
    if k == "end_turn":
        return "End the turn" + (f", taking {'an' if a.draw == 'action' else 'a'} {a.draw} card" if a.draw else "")
    if k == "answer":
        return "Let the attack be" if a.card is None else f"Answer with {n(a.card)}"
    if k == "discard":
        return f"Discard {n(a.card)}"
    if k == "choose":
        label = ops.choice_label(state)
        if label == "keep":
            return f"Keep {n(a.pick)}"
        if label in ("opponent", "line"):
            return state.players[a.pick].name + ("'s battle line" if label == "line" else "")
        return n(a.pick)
    return k
