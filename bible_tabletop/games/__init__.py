"""The games of the suite, one package each; `registry` finds the built ones."""
