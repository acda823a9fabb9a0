"""Bashers: the rules side, pure Python (no Textual, Rich or tui): state, actions, legality, turns, effects, computer players, options, data schemas."""
