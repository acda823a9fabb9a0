"""Bible Tabletop: a terminal hot-seat suite of tabletop games."""

__version__ = "0.1.0"
