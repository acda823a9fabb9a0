"""What a seat may not see in Bible TriBond (engine/privacy.py): the deck's order, and the card being read while its
answer is not revealed. Its card table is not public: the cards hold the answers."""

import dataclasses

from bible_tabletop.engine.privacy import MARK, copy_state

VARIANTS = ("unread_clues", "other_card")
PUBLIC_CATALOGUE = False


def _secret(state) -> bool:
    return state.reading is not None and state.phase != "verdict" and not state.answer_seen


def _with_clue_set(card, slot: int | None, clues):
    if slot is None:
        return dataclasses.replace(card, challenge=clues)
    slots = list(card.slots)
    slots[slot] = clues
    return dataclasses.replace(card, slots=tuple(slots))


def unseen(rules, state, seat: int, rng):
    """unread_clues: the clues not yet read and the answer say something else; other_card: the card being read is
    another card of the deck (its clue-set read so far unchanged, so only which card it is differs)."""
    shuffled = copy_state(state)
    rng.shuffle(shuffled.deck)
    if not _secret(state):
        return {"unread_clues": shuffled, "other_card": shuffled}
    out = {"unread_clues": marked(rules, shuffled, seat)}
    if shuffled.deck:
        other = copy_state(shuffled)
        r, j = other.reading, rng.choice(other.deck)
        other.deck[other.deck.index(j)] = r
        other.reading = j
        cards = list(other.cards)
        cards[r], cards[j] = cards[j], cards[r]
        other.cards = tuple(cards)
        out["other_card"] = other
    else:
        out["other_card"] = shuffled
    return out


def marked(rules, state, seat: int):
    out = copy_state(state)
    if not _secret(state):
        return out
    r = out.reading
    card = out.cards[r]
    clues = card.challenge if out.slot is None else card.slots[out.slot]
    hidden = dataclasses.replace(
        clues, clues=tuple(clues.clues[:out.shown]) + tuple(f"{MARK}clue{k}" for k in range(out.shown, 3)),
        answer=f"{MARK}answer", also=(f"{MARK}also",), refs=(f"{MARK}ref",))
    cards = list(out.cards)
    cards[r] = _with_clue_set(card, out.slot, hidden)
    out.cards = tuple(cards)
    return out
