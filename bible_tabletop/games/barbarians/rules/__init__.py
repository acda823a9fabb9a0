"""Bar Barians, the rules side: pure Python (no Textual, Rich or tui). The same skeleton as every game's:

game.py       the rules class: setup, and the contract the engine talks to (engine/contract.py's GameRules)
state.py      the position: fighters, cards, deck, discard, area effects, the decisions pending
actions.py    the actions a player can take (frozen models), and the ones made once
turn.py       the decisions and the flow of turns (the end of a turn, When in Rome, the end of the game)
choices.py    the candidates: cheap, possibly too many, in the order the lists show them
legality.py   why_not, the one place a rule refuses, with its rulebook section
effects/      everything that carries an action or a card's effect out; DEEDS (action kind -> function)
bots.py       the computer player (the Brawler)
options.py    the setup options, and whether a character's skill is in play
privacy.py    what a seat may not see
score.py      the score over a game
sections.py   the rulebook sections that refusals and log lines name
models.py     the data files' schemas (cards.yaml, characters.yaml) and the compiled card
board.py      the inn's four areas and which touch (a helper)
blows.py      the log lines of an attack the screen reads back (a helper)
resample.py   a position a seat cannot tell from its view (issue 22's hook)
"""
