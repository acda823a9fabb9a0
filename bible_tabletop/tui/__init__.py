"""The Textual app shell: menu, setup, privacy curtain, rules reader, help, game over, demo."""
