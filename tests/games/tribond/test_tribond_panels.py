"""What the TriBond screen draws (panels.py), checked on views built by hand: green spaces under pieces, shared
spaces, pieces at the start, buzzer keys beside names, the drawn command, the answer with its references."""

from rich.text import Text

from bible_tabletop.games.tribond.rules.board import GREEN, HOME
from bible_tabletop.games.tribond.ui.panels import (
    BUZZERS, board_text, command_banner, last_answered, players_text,
)
from bible_tabletop.games.tribond.rules.game import RULES
from bible_tabletop.games.tribond.rules.state import Answered

from tribond_helpers import new_game


def styles_at(text: Text, line: int, column: int) -> str:
    """The styles applied to one character of a multi-line Text."""
    offset = sum(len(x) + 1 for x in text.plain.split("\n")[:line]) + column
    return " ".join(str(s.style) for s in text.spans if s.start <= offset < s.end)


def test_a_piece_on_a_green_space_still_shows_the_green():
    """Narrow board: the piece's digit sits on a green background; wide board: the ◆ stays beside the digit; the
    players panel marks the space with ◆."""
    s = new_game(3)
    green = min(GREEN[0])
    s.pos[0][0] = green
    v = RULES.view(s, None)
    narrow = board_text(v, 44)
    row = narrow.plain.split("\n")[0]
    column = row.index("◁") + green
    assert row[column] == "1" and "on dark_green" in styles_at(narrow, 0, column)
    wide = board_text(v, 100).plain.split("\n")[0]
    assert "1◆" in wide
    assert f"G {green}◆" in players_text(v, 44, set()).plain


def test_a_shared_space_shows_whose_pieces_are_there():
    s = new_game(4)
    s.pos[1][1] = s.pos[3][1] = 7
    s.pos[0][0] = s.pos[2][0] = s.pos[3][0] = 12
    plain = board_text(RULES.view(s, None), 44).plain
    assert "Jesus 7: 2 4" in plain and "God 12: 1 3 4" in plain
    wide = board_text(RULES.view(s, None), 100).plain.split("\n")[1]
    assert "24" in wide  # two pieces: both digits on the space itself


def test_pieces_at_the_start_and_home_are_visible():
    s = new_game(3)
    s.pos[1][2] = 5
    s.pos[2][2] = HOME
    s.home_order = [(2, 2)]
    rows = board_text(RULES.view(s, None), 44).plain.split("\n")
    assert "123◁" in rows[0] and "123◁" in rows[1]
    assert rows[2].split("◁")[0].endswith(" 1") and rows[2].endswith("✝3")


def test_each_seat_shows_its_buzzer_key_and_names_stay_as_typed():
    s = new_game(5)
    s.names = ["[red]Ann", "[/b]", "[link=x]y[/link]", "Dan", "A" * 60]
    plain = players_text(RULES.view(s, None), 44, {4}).plain
    for seat in range(4):
        assert f"{seat + 1} {s.names[seat]} " in plain and f"[{BUZZERS[seat]}]" in plain
    assert "A" * 60 not in plain and "…" in plain  # cut only when there is no room
    assert "[" not in players_text(RULES.view(new_game(2), None), 44, set()).plain  # no race with two: no keys


def test_the_drawn_command_and_the_answer_with_its_references():
    out = Text()
    command_banner(out, "humble", ["Player 1 rolls 4.", "HUMBLE yourself: Player 1 must move a piece back 4."])
    assert "HUMBLE yourself" in out.plain.split("\n")[0] and "move a piece back 4" in out.plain
    out = Text()
    last_answered(out, Answered(("Stone", "Building", "Stumbling"), "Blocks", ("block",), ("1 Kings 5:17",), False,
                                "rocks", 1), ["Ann", "[b]Bo"])
    assert "✘ WRONG" in out.plain and "[b]Bo typed 'rocks'" in out.plain
    assert "Answer: Blocks" in out.plain and "1 Kings 5:17" in out.plain and "block" in out.plain
