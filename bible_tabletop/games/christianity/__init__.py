"""Christianity: The Card Game: co-operative play against the Evil deck."""
