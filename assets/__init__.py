"""The shipped data, installed as the package `bible_tabletop.assets` (pyproject.toml maps this folder into it)."""
