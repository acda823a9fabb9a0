"""The rulebook sections (and rulings) that refusals and log lines name."""

R_SETUP = "Setup"
R_TURN = "Game Turn"
R_STUMBLE = "Game Turn: Stumbling"
R_TROUBLE = "Game Turn: Troublemaking"
R_BREATHER = "Game Turn: Taking a Breather"
R_HAND = "Game Turn: hand limit"
R_RESHUFFLE = "Game Turn: an empty deck"
R_ATTACK = "Brawl Cards: Attack Cards"
R_DEFENCE = "Brawl Cards: Defence Cards"
R_DRINK = "Brawl Cards: Drink Cards"
R_EVENT = "Brawl Cards: Event Cards"
R_VIOLENCE = "Brawl Cards: Violence Cards"
R_KO = "The K.O."
R_END = "End of the Game"
R_SKILL = "Optional Rules: Each to Their Own"
R_ROME = "Optional Rules: When in Rome..."


def attack_rule(kind: str) -> str:
    """The section an attack of this card kind follows."""
    return R_VIOLENCE if kind == "violence" else R_ATTACK
