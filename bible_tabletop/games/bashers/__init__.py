"""Bible Bashers: a skirmish wargame of two small forces on a 24 by 24 inch table (pure rules, no screen yet)."""
