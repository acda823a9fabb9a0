"""Why the computer contestant chose what it did, in a line of the game's words (the coach's reason, the demo's
narration), read off the same numbers its choice weighed (bots.py): a move's worth term by term, a Challenge's
expected gain, the chance of knowing a clue-set with the clues read so far."""

from __future__ import annotations

from typing import Any

from bible_tabletop.games.tribond.rules.board import HOME, PATHS


def why(bot: Any, rules: Any, state: Any, seat: int, action) -> str:
    """The reason for `action`, `seat`'s choice in `state` (the position the contestant chose in)."""
    k = action.kind
    if k == "move":
        return _back(state, seat, action) if state.phase == "humble" else _forward(bot, state, seat, action)
    if k in ("challenge", "stay"):
        return _target(bot, state, seat, action)
    if k == "roll":
        return f"A turn starts with the roll; your pieces: {_pieces(state, seat)}."
    if k == "accept":
        return "A computer contestant lets the app's verdict stand: it never overrules."
    if k in ("show", "overrule"):
        return "The table judges what was said by the card." if k == "show" else "The table turns the verdict round."
    return _knowing(bot, state, action)


def _pieces(state: Any, seat: int) -> str:
    def at(path: int) -> str:
        where = state.pos[seat][path]
        return "home" if where == HOME else "at the start" if where == 0 else f"on space {where}"

    return ", ".join(f"{PATHS[p]} {at(p)}" for p in state.paths)


def _forward(bot: Any, state: Any, seat: int, action) -> str:
    """The path's worth, its terms in words, against the next best path."""
    worth = {p: bot.move_terms(state, seat, p) for p in state.paths if state.pos[seat][p] != HOME}
    value = {p: sum(v for v, _ in terms) for p, terms in worth.items()}
    said = "; ".join(words for _, words in worth[action.path] if words)
    others = sorted((p for p in value if p != action.path), key=lambda p: -value[p])
    than = f" against {value[others[0]]:.1f} on the {PATHS[others[0]]} path" if others else ", the only piece to move"
    gift = " (a gift of LOVE)" if state.gift else ""
    return f"The {PATHS[action.path]} piece{gift}: {said}; worth {value[action.path]:.1f}{than}."


def _back(state: Any, seat: int, action) -> str:
    here = state.pos[seat][action.path]
    rest = [state.pos[seat][p] for p in state.paths if p != action.path and state.pos[seat][p] not in (HOME, 0)]
    also = f" (the others at {', '.join(str(r) for r in sorted(rest))})" if rest else ""
    return f"Back {state.roll} on the {PATHS[action.path]} path: from space {here}, the piece furthest behind{also}."


def _target(bot: Any, state: Any, seat: int, action) -> str:
    """A Challenge's expected gain at the contestant's odds, or staying when none gains more than nothing."""
    odds = bot.odds(state)
    if action.kind == "stay":
        return f"Staying: no piece ahead is worth the race at a {odds:.0%} chance of winning it."
    lead = state.pos[action.seat][action.path] - state.pos[seat][action.path]
    where = "on your space" if lead == 0 else f"{lead} space{'s' if lead != 1 else ''} ahead of yours"
    word = "a Change always succeeds" if state.players == 2 else f"a {odds:.0%} chance of winning the race"
    must = "" if state.may_stay else " (one must be made)"
    return (f"{state.names[action.seat]} on the {PATHS[action.path]} path, their piece {where}: {word}, an "
            f"expected gain of {bot.gain(state, seat, action):+.1f}, the best{must}.")


def _knowing(bot: Any, state: Any, action) -> str:
    """Answering, the next clue, the race: the chance of knowing the bond with the clues read so far."""
    chance = bot.chance(state)
    heard = f"{state.shown} clue{'s' if state.shown != 1 else ''} read, a {chance:.0%} chance of knowing the bond"
    if action.kind in ("reveal", "new_clue_set"):
        return f"The next clue: not known yet with {heard}."
    if action.kind == "buzz":
        return f"{state.names[action.seat]} buzzes, knowing it with {heard}."
    return f"Answers, {'knowing' if bot.knew(action) else 'not knowing'} it with {heard}."
