"""What a seat may see of a position, and actions described in words.

Hidden: the order of every deck (the top cards of the Evil deck only while Foresight or a card shows them), the
face-down Cost Zone cards of others (a player sees their own), and with a human Evil player the Evil hand and Cost
Zone from the Righteous and their hands from Evil. Co-op hands are open to the whole team."""

from __future__ import annotations

import copy

from bible_tabletop.engine.view import HIDDEN, face_down, public_copy
from bible_tabletop.games.christianity.rules import abilities
from bible_tabletop.games.christianity.rules.effects import boosts
from bible_tabletop.games.christianity.rules.state import ChristianityState, EvilSide, Slot


def view(state: ChristianityState, seat: int | None) -> ChristianityState:
    v = public_copy(state, "players", "shared", "used", "auto_pass", "window", "todo")
    evil_view = state.evil.seat is not None and seat == state.evil.seat
    hands_hidden = state.evil.seat is not None and (seat is None or evil_view)
    for s, p in enumerate(state.players):
        if p is None:
            continue
        q = copy.copy(p)
        for name in ("hand", "discard", "in_play", "evil", "tempted", "abilities", "shields", "discounts"):
            setattr(q, name, list(getattr(p, name)))
        q.deck = face_down(p.deck)
        q.cost_zone = [Slot(x.card if (x.face_up or s == seat) else HIDDEN, x.rotated, x.face_up) for x in p.cost_zone]
        if hands_hidden:
            q.hand = face_down(p.hand)
        v.players[s] = q
    side = state.evil
    e = EvilSide(resisted=list(side.resisted), failed=list(side.failed), seat=side.seat, foreseen=side.foreseen)
    shown = side.deck[len(side.deck) - side.foreseen:] if side.foreseen else []
    e.deck = face_down(side.deck[: len(side.deck) - len(shown)]) + list(shown)
    e.hand = list(side.hand) if evil_view else face_down(side.hand)
    e.cost_zone = [Slot(x.card if evil_view else HIDDEN, x.rotated, x.face_up) for x in side.cost_zone]
    v.evil = e
    if hands_hidden and state.pending.now is not None:
        v.pending = copy.copy(state.pending)
        v.pending.items = [p if p.kind != "choose" or p.details.get("what") not in ("discard", "flip") or
                           p.seat == seat else _masked(p) for p in state.pending.items]
    return v


def _masked(pending):
    q = copy.copy(pending)
    q.details = {**pending.details, "options": face_down(pending.details["options"])}
    return q


def describe(state: ChristianityState, action) -> str:
    """A short phrase for an action, for menus, narration and the log."""
    k = action.kind
    name = (lambda c: state.cards[c].name)
    if k == "place":
        return f"Put {name(action.card)} into the Cost Zone"
    if k == "play":
        text = f"Play {name(action.card)}"
        if action.target is not None and action.target != action.by:
            text += f" for {state.players[action.target].name}"
        if action.payer is not None and action.payer != action.by:
            text += f", {state.players[action.payer].name} pays"
        return text
    if k == "use":
        return f"Use {boosts.label(state.cards[action.card].boosts[action.boost])} of {name(action.card)}"
    if k == "pick":
        return f"Take {abilities.ABILITIES[action.ability].name}" if action.ability in abilities.ABILITIES else "Pick"
    if k == "choose":
        return f"Choose option {action.option + 1}"
    if k == "discard":
        return f"Discard {name(action.card)}"
    if k == "free":
        return f"Pay to be free of {name(action.card)}"
    if k == "evil_play":
        return f"Play {name(action.card)} at {state.players[action.target].name}"
    if k == "shift":  # from the Evil hand into its Cost Zone, or (at the end of a round) back
        into = action.card in state.evil.hand
        return f"{'Into the Cost Zone' if into else 'Back to hand'}: {name(action.card)}"
    if k == "auto_pass":
        return "Pass automatically until something is aimed at me" if action.on else "Stop passing automatically"
    return {"end_phase": "End the phase", "pass": "Pass", "resist": "Resist by rotating its cost",
            "give_in": "Give in", "help": "Help resist (Double Resistance)", "boost": "Pay the boost",
            "restore": "Use Restoration"}[k]
