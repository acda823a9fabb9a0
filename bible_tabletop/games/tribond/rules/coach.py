"""The coach's name for a TriBond situation: the phase of the turn (a roll, a clue-set being read, a verdict, a
move, HUMBLE's move back, a Challenge target, the race), finer than the decision's kind; a move by a gift of LOVE is
a gift."""


def situation(view, decision) -> str:
    return "gift" if view.phase == "move" and view.gift else view.phase
