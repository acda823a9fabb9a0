"""Bible TriBond: the rules side, pure Python (no Textual, Rich or tui). Where things are:

game.py       the rules class: setup, the contract's hooks (decide, candidates, why_not, carry_out), views
state.py      the position
actions.py    the actions
turn.py       decisions (who acts, the prompt) and the flow of turns
choices.py    the candidates for the legal lists
legality.py   why_not, the one predicate, with rulebook sections
effects/      carrying out actions (DEEDS, by kind): the roll, clue-sets judged, moves, the Challenge race
bots.py       the computer contestants
reasons.py    why a contestant chose what it did (its `why`), read off bots.py's numbers
resample.py   a full position dealt from a seat's view (the search player and the coach)
coach.py      the coach's name for a situation
options.py    the options chosen at setup
privacy.py    what a seat may not see
score.py      the end-of-game score
sections.py   the rulebook sections refusals and log lines name
words.py      prompts, refusals' phase words and a phrase for each action
models.py     the clue bank's data files
board.py      the three paths and where the pieces stand (a helper)
cards.py      the clue deck: drawing, discarding, the clue-set read (a helper)
answering.py  matching a typed answer (a helper)
"""
