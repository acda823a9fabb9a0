"""Only the engine's random player."""

BOTS: dict = {}
