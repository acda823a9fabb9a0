"""The key that moves a TriBond game on from where its screen is, so every press the bench times redraws it."""


def next_key(screen) -> str:
    st = screen.session.state
    if st.phase == "clue":
        return "c" if st.shown < 3 else ("y" if screen._answer_for_table() else "s")
    if st.phase in ("move", "humble"):
        return str(next(a.path for a in screen.session.legal()) + 1)
    return {"roll": "r", "target": "enter", "verdict": "enter"}.get(st.phase, "r")
