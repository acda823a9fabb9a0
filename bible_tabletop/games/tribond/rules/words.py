"""What the TriBond rules say to a player: what each phase waits for, the prompt of each decision, and a short
phrase for each action (menus, demo narration). The rule names are in sections.py."""

from __future__ import annotations

from bible_tabletop.games.tribond.rules.board import HOME, PATHS, advance
from bible_tabletop.games.tribond.rules.state import TriBondState


# What each phase waits for, said in a refusal ("Not now: roll the die.").
EXPECTED = {"roll": "roll the die", "clue": "answer the clue-set or reveal the next clue",
            "race_answer": "answer (you buzzed)", "verdict": "accept or overrule the verdict",
            "move": "choose a piece to move", "humble": "choose a piece to move back",
            "target": "choose whom to challenge", "race": "buzz, or wait for the next clue", "over": "nothing"}


def prompt(state: TriBondState, seat: int) -> str:
    """What the deciding seat is asked now, by name (the phase is one a single seat decides)."""
    name, ph = state.names[seat], state.phase
    if ph == "roll":
        return f"{name}: roll the die."
    if ph in ("clue", "race_answer"):
        how = "type the answer" if state.mode == "typed" else "answer aloud; the table judges"
        more = " (or reveal the next clue)" if ph == "clue" and state.shown < 3 and not state.answer_seen else ""
        return f"{name}{' buzzed' if ph == 'race_answer' else ''}: {how}{more}."
    if ph == "verdict":
        return f"{name}: let the app's verdict stand, or overrule it."
    if ph == "move":
        return f"{name}: move a piece {state.roll} forward{' (a gift of LOVE)' if state.gift else ''}."
    if ph == "humble":
        return f"{name}: move a piece back {state.roll} (HUMBLE)."
    word = "change places with" if state.players == 2 else "challenge"
    return f"{name}: choose a piece to {word}{', or stay' if state.may_stay else ''}."


def race_prompt(state: TriBondState) -> str:
    c = state.contest
    return (f"Challenge race: only the Challenger and the Defender ({state.names[c.challenger]} and "
            f"{state.names[c.defender]}) buzz; the first right answer wins.")


def describe(state: TriBondState, action) -> str:
    """A short phrase for an action, for menus, demo narration and the log."""
    k = action.kind
    if k == "move":
        where = state.pos[state.current][action.path]
        if state.phase == "humble":
            return f"Back {state.roll} on the {PATHS[action.path]} path (from {where})"
        to = advance(where, state.roll)
        return f"{PATHS[action.path]} path: {where} -> {'Trinity' if to == HOME else to}"
    if k == "challenge":
        word = "Change with" if state.players == 2 else "Challenge"
        return f"{word} {state.names[action.seat]} on the {PATHS[action.path]} path " \
               f"(space {state.pos[action.seat][action.path]})"
    if k == "buzz":
        return f"{state.names[action.seat]} buzzes"
    if k == "judge":
        return "Right" if action.correct else "Wrong"
    if k == "answer":
        return f"Answer '{action.text}'" if action.text else "Give up"
    return {"roll": "Roll the die", "reveal": "Next clue", "show": "Show the answer", "accept": "Let the verdict stand",
            "overrule": "Overrule the verdict", "stay": "Stay here", "new_clue_set": "Nobody knows: new clue-set"}[k]
