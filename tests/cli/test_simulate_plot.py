"""simulate's report as a JSON file and as a chart (issue 13): --json FILE, --plot FILE.svg, checked before any game."""

import json
import xml.etree.ElementTree as ET

from bible_tabletop import cli
from bible_tabletop.simplot import svg, win_rates

SVG = "{http://www.w3.org/2000/svg}"


def test_simulate_writes_the_json_report_and_an_svg_chart(tmp_path, capsys):
    report_path, plot_path = tmp_path / "report.json", tmp_path / "chart.svg"
    code = cli.main(["simulate", "barbarians", "--games", "12", "--seed", "3", "--json", str(report_path),
                     "--plot", str(plot_path)])
    assert code == 0
    assert "12/12 games completed" in capsys.readouterr().out  # the text report still goes to the terminal
    report = json.loads(report_path.read_text())
    assert report["completed"] == 12 and report["game"] == "barbarians"
    root = ET.parse(plot_path).getroot()
    assert root.tag == f"{SVG}svg"
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "Win rate by seat" in texts and "Game length (average turns)" in texts
    players = len(report["by_players"])
    seats = max(int(n) for n in report["by_players"])
    assert len(list(root.iter(f"{SVG}rect"))) == 1 + seats + players  # the background, a bar a seat, a bar a count


def test_simulate_json_without_a_file_still_prints_it(capsys):
    assert cli.main(["simulate", "tribond", "--games", "2", "--seed", "1", "--players", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 2


def test_a_plot_that_is_not_svg_or_cannot_be_written_is_refused_before_any_game(tmp_path, capsys):
    assert cli.main(["simulate", "barbarians", "--games", "5", "--plot", str(tmp_path / "chart.png")]) == 2
    assert capsys.readouterr().err == f"bible-tabletop: --plot: {tmp_path / 'chart.png'} must end in .svg\n"
    missing = tmp_path / "nowhere" / "report.json"
    assert cli.main(["simulate", "barbarians", "--games", "5", "--json", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "does not exist" in err and str(missing.parent) in err
    assert not missing.parent.exists()


def test_win_rate_is_of_the_games_the_seat_sat_in():
    """Seat 3 plays only in the 3-player games: its rate is its wins over those, not over every game."""
    report = {"game": "g", "games": 4, "completed": 4, "bots": ["x"], "wins": {"seat 1": 1, "seat 2": 1, "seat 3": 2},
              "by_players": {"2": {"games": 2, "average_turns": 10.0}, "3": {"games": 2, "average_turns": 15.5}}}
    assert win_rates(report) == {1: 0.25, 2: 0.25, 3: 1.0}
    assert ">100%<" in svg(report) and ">15.5<" in svg(report)
