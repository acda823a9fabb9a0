"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import BenchSetup, TeamTable, laid_out

SPEC = laid_out(__package__, "Christianity: The Card Game", (1, 5), "60-90 min",
                "Co-operative: the Righteous players together against the Evil deck the game plays.",
                "ChristianityScreen", ("cards-*.yaml", "deck-*.yaml"), "steward", score=True,
                report_ref=f"{__package__}.rules.balance:playout_report",
                team_tables=(TeamTable("Traditional, 2 players", 2, (0, 1), (("game_type", "traditional"),)),
                             TeamTable("a human Evil player (the computer), 3 players", 3, (0, 1),
                                       (("game_type", "human_evil"),))),
                bench=BenchSetup(computer=(1,), options={"first": "1"},
                                 keys=("h",),  # the first Cost Zone Phase: the teammate's hand, then one's own
                                 tmux_args="--players 2 --computer 2 --seed 42 --option first=1",
                                 tmux_ready=("Cost Zone Phase",), tmux_keys=("h",)))
