"""The game-independent core: contract, randomness, log, session, saves, bots, playouts, data loading."""
