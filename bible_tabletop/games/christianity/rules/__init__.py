"""Christianity: the rules side, pure Python (no Textual, Rich or tui). Where things are, as in every game:

game.py        the rules class: setup and the engine contract
state.py       the position (players, Evil side, round and phase, stack, pending questions)
actions.py     the actions, one kind each
turn.py        decisions and the flow of turns: phases, rounds, settle, who decides now
choices.py     the legal actions of a position
legality.py    why an action is refused (with its rulebook section), and the flow's quick questions
effects/       everything that carries out an action or a card's effect (DEEDS in its __init__)
bots.py        the computer players
options.py     the setup options
privacy.py     what a seat may not see (the privacy probes)
score.py       the end-of-game score
sections.py    the rulebook sections refusals and log lines name
models.py      the YAML schema of cards and decks, and their loader

Helpers of this game beside them: abilities.py (Power, levels and the eight abilities), costzone.py (the Cost Zone,
costs and the limits cards change), phases.py (the phases of a turn), views.py (a seat's view, actions in words),
vocabulary.py (the cards' effect vocabulary), worth.py (what cards are worth to the computer players), balance.py
(the balance report), invariants.py (what holds in every position)."""
