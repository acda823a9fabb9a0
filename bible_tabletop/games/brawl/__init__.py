"""Bible Brawl: draft Bible heroes, recruit, buy action cards and brawl for honor, for 2 to 5 players."""
