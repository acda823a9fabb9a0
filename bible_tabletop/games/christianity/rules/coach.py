"""The coach's name for a Christianity situation: a player's turn by its phase (turn:cost_zone, turn:resistance,
turn:main, turn:discard), else the decision's kind (an offer, a choice, Evil's play...)."""


def situation(view, decision) -> str:
    return f"turn:{view.phase}" if decision.kind == "turn" else decision.kind
