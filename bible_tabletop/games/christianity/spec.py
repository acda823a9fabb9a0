"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import laid_out

SPEC = laid_out(__package__, "Christianity: The Card Game", (1, 5), "60-90 min",
                "Co-operative: the Righteous players together against the Evil deck the game plays.",
                "ChristianityScreen", ("cards-*.yaml", "deck-*.yaml"), "steward", score=True,
                report_ref=f"{__package__}.rules.balance:playout_report")
