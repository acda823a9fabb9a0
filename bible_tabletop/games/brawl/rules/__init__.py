"""Bible Brawl: the rules side, pure Python (no Textual, Rich or tui). Where things are:

game.py        the rules class: setup, the contract's hooks (decide, candidates, why_not, carry_out), `settle`, views
state.py       the position
actions.py     the actions
turn.py        the flow of a turn: its start, the empty-line duty, the hand limit after it
draft.py       the draft of characters, the cards dealt, the lines laid out, the blind reveal
choices.py     the candidates for the legal lists
legality.py    why_not, the one predicate, with rulebook sections, and its verdicts of a card once a position
known.py       what the predicate reads of a position many times over, worked out once
effects/       carrying out actions (DEEDS, by kind): a turn's actions, brawls and answers, card effects, handlers
stats.py       what lasting sources give: ATK and DEF, AP costs, extra brawls
ops.py         the small moves: draw, refill the lines, take a character out of play, ask a choice, honor
bots.py        the sensible computer player
resample.py    a full position dealt from a seat's view (the search player and the coach)
options.py     the options chosen at setup
privacy.py     what a seat may not see
score.py       the end-of-game score
sections.py    the rulebook sections refusals and log lines name
words.py       a phrase for each action, and what a character choice is for
models.py      the card designs' data files and the plain card objects
balance.py     balance, checked by seeded games between computer players
invariants.py  what must hold after every action
"""
