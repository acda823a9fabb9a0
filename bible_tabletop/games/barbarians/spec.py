"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import laid_out

SPEC = laid_out(__package__, "Bar Barians", (2, 6), "20-40 min",
                "A drunken inn brawl: play brawl cards, roll the die, be the last one standing.",
                "BarbariansScreen", ("cards.yaml", "characters.yaml"), "brawler", score=True)
