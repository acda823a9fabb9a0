"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import laid_out

SPEC = laid_out(__package__, "Bible Brawl", (2, 5), "30-60 min",
                "Draft Bible heroes, recruit, buy action cards and brawl for honor.",
                "BrawlScreen", ("characters.yaml", "actions.yaml"), "sensible", score=True,
                report_ref=f"{__package__}.rules.balance:playout_report")
