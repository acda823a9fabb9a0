"""What the TriBond rules say to a player: the rule each refusal names, the reason for it, and a short phrase for
each action (menus, demo narration). Pure Python."""

from __future__ import annotations

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.tribond.board import HOME, PATHS, advance
from bible_tabletop.games.tribond.state import TriBondState

R_BEGIN = "The Beginning"
R_PLAY = "The Play"
R_LOVE = "Love Your Neighbor As Yourself"
R_HUMBLE = "Humble Yourself"
R_CHALLENGE = "The Challenge"
R_GREEN = "The Green Challenge Spaces"
R_COMMAND = "Rolling a Challenge Clue-set"
R_WIN = "The Winner"
R_TWO = "Variation: The Two-player Game"
R_GIFT_TURN = "Rulings, Turn: LOVE (a gift never wins; answer right on a later turn)"
R_TYPED = "Rulings: Answering (typed mode)"
R_SPOKEN = "Rulings: Answering (spoken mode)"
R_RACE_HIDDEN = "Rulings of this edition 14: a wrong answer in a race reveals nothing"


def refusal(state: TriBondState, action) -> IllegalAction:
    """The reason an action is refused, with the rule it breaks."""
    ph, k = state.phase, action.kind
    if state.winner is not None:
        return IllegalAction("The game is over.", R_WIN)
    expected = {"roll": "roll the die", "clue": "answer the clue-set or reveal the next clue",
                "race_answer": "answer (you buzzed)", "verdict": "accept or overrule the verdict",
                "move": "choose a piece to move", "humble": "choose a piece to move back",
                "target": "choose whom to challenge", "race": "buzz, or wait for the next clue"}[ph]
    if k == "reveal" and ph in ("clue", "race"):
        if state.answer_seen:
            return IllegalAction("The answer is showing: judge it (right or wrong).", R_SPOKEN)
        return IllegalAction("All three clues are showing already.", R_PLAY)
    if k == "show" and ph in ("clue", "race_answer") and state.mode == "spoken":
        return IllegalAction("The answer is showing already.", R_SPOKEN)
    if k in ("judge", "answer", "show") and ph in ("clue", "race_answer"):
        other = "type it" if state.mode == "typed" else "say it aloud and let the table judge"
        return IllegalAction(f"Answers are {state.mode} in this game: {other}.", R_TYPED)
    if k == "move" and ph in ("move", "humble"):
        if action.path not in state.paths:
            return IllegalAction(f"The {PATHS[action.path]} path is not in play.", "Variation: The Shorter Game")
        if state.pos[state.current][action.path] == HOME:
            return IllegalAction("That piece is safe in its Trinity space and never moves again.", R_WIN)
        return IllegalAction(f"That piece cannot go back {state.roll} spaces.", R_HUMBLE)
    if k == "challenge" and ph == "target":
        return IllegalAction("You can challenge only a piece you landed on, or one ahead of yours on that path "
                             "(never one in a Trinity space).", R_CHALLENGE)
    if k == "stay" and ph == "target":
        return IllegalAction("You landed on an occupied space: a Challenge must follow.", R_CHALLENGE)
    if k == "buzz" and ph == "race":
        return IllegalAction("Only the Challenger and the Defender buzz.", R_CHALLENGE)
    if k == "new_clue_set" and ph == "race":
        return IllegalAction("Wait until all three clues are showing.", R_CHALLENGE)
    return IllegalAction(f"Not now: {expected}.", R_PLAY)


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
