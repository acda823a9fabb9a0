"""Bar Barians: a drunken inn brawl for 2 to 6 players."""
