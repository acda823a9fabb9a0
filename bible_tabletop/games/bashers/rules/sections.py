"""The names of the rules sections every refusal and log line cites: the rulings' headings (binding), and the
rulebook sections they settle. Those the pure layers already name are imported from them, so each has one home."""

from __future__ import annotations

from bible_tabletop.games.bashers.rules.activation import R_ACTIVATION, R_MOVE, R_ORDERS
from bible_tabletop.games.bashers.rules.combat import R_COMBAT, R_OUTCOME, R_RANGE
from bible_tabletop.games.bashers.rules.forces import R_FORCE
from bible_tabletop.games.bashers.rules.victory import R_WINNING

R_SETUP = "Setting up the game"
R_DEPLOY = "Scenarios and deployment"
R_TURN = "Turn"
R_ACTIONS = "Turn: one move action and one combat action"
R_FURTHER = "Turn: the further 1D6 move"
R_TABLE = "The table in a terminal"
R_END = "Winning"
R_SIGHT = "Rulings of this edition: The table: Line of sight and cover"  # the rules page's own section (rules.md)

__all__ = ["R_ACTIONS", "R_ACTIVATION", "R_COMBAT", "R_DEPLOY", "R_END", "R_FORCE", "R_FURTHER", "R_MOVE",
           "R_ORDERS", "R_OUTCOME", "R_RANGE", "R_SETUP", "R_SIGHT", "R_TABLE", "R_TURN",
           "R_WINNING"]
