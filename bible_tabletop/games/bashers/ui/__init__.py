"""Bashers: the screen side (Textual and Rich): the game's screen and the helpers only it uses."""
