"""The coach's name for a TriBond situation: the phase of the turn (a roll, a clue-set being read, a verdict, a
move, HUMBLE's move back, a Challenge target, the race), finer than the decision's kind."""


def situation(view, decision) -> str:
    return view.phase
