"""No options."""

from bible_tabletop.engine.options import GameOptions


class Options(GameOptions):
    """High Card has no options."""
