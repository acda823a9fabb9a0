"""Bible TriBond rules, one test a rule: each names the rulebook section or ruling it checks."""

import pytest

from bible_tabletop.engine.game import IllegalAction
from bible_tabletop.games.tribond.rules.actions import (
    Accept, Answer, Buzz, Challenge, Judge, Move, NewClueSet, Overrule, Reveal, Roll, Stay,
)
from bible_tabletop.games.tribond.rules.board import GREEN, HOME, SPACES, START

from tribond_helpers import deck, new_game, rig, to_act


def play(rules, state, *actions):
    for a in actions:
        rules.apply(state, a)
    return state


def test_the_beginning_every_piece_at_start_of_its_path(rules):
    """The Beginning 3-4: three pieces each, one on each path, at the start."""
    s = new_game(4)
    assert s.pos == [[START] * 3 for _ in range(4)]


def test_the_beginning_highest_roll_goes_first(rules):
    """The Beginning 5: everyone rolls; the highest goes first (ties roll again)."""
    for seed in range(20):
        s = new_game(3, seed=seed, first="roll")
        rolls = [e.text for e in s.log if e.text.startswith("Roll for first player")]
        last = rolls[-1].split(": ")[1].split(", ")
        scores = {n.rsplit(" ", 1)[0]: int(n.rsplit(" ", 1)[1]) for n in last}
        best = max(scores, key=scores.get)
        assert s.names[s.current] == best
        assert list(scores.values()).count(scores[best]) == 1


def test_rulings_board_thirty_spaces_five_green_never_first_or_last():
    """Rulings, Table: 30 spaces a path, 5 green Challenge spaces, spread, never the first or last space."""
    assert SPACES == 30 and HOME == 31
    for greens in GREEN:
        assert len(greens) == 5 and 1 not in greens and SPACES not in greens
        assert min(b - a for a, b in zip(sorted(greens), sorted(greens)[1:])) >= 3


def test_the_play_roll_picks_slot_and_clues_come_one_at_a_time(rules):
    """The Play 1-2: the roll picks the numbered clue-set; clues are read one at a time, in order."""
    s = new_game()
    rig(s, "c", 4)
    play(rules, s, Roll())
    assert s.phase == "clue" and s.slot == 3 and s.shown == 1
    v = rules.view(s, None)
    assert v.clues_shown == ("Stone",) and v.answer_shown is None
    play(rules, s, Reveal(), Reveal())
    assert rules.view(s, None).clues_shown == ("Stone", "Building", "Stumbling")
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Reveal())
    assert "three clues" in e.value.reason


def test_the_play_correct_answer_moves_any_one_piece_and_rolls_again(rules):
    """The Play 3-4: a right answer moves one piece by the roll, then the same player rolls again."""
    s = new_game()
    rig(s, "c", 5)
    play(rules, s, Roll(), Judge(correct=True))
    assert s.phase == "move" and len(rules.legal_actions(s)) == 3
    play(rules, s, Move(path=1))
    assert s.pos[0] == [0, 5, 0] and s.phase == "roll" and s.current == 0


def test_the_play_wrong_answer_ends_the_turn(rules):
    """The Play 5: the turn is over when a clue-set is answered wrongly."""
    s = new_game()
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=False))
    assert s.current == 1 and s.phase == "roll" and s.pos[0] == [0, 0, 0]


def test_cards_go_to_discard_and_deck_reshuffles_when_empty(rules):
    """Rulings, The cards: a read card is discarded; an empty deck takes the shuffled discard pile."""
    s = new_game(cards=deck(5, ("c",) * 6))
    for _ in range(7):
        rules.apply(s, Roll())
        rules.apply(s, Judge(correct=False))
        assert rules.invariants(s) == []
        assert len(s.deck) + len(s.discard) == 5
    assert any("shuffled into a new deck" in e.text for e in s.log)


def test_love_gift_goes_to_the_left_who_moves_then_rolls(rules):
    """Love Your Neighbor: the roll is a gift to the player on the left, who moves, then their turn goes on."""
    s = new_game()
    rig(s, "love", 3)
    play(rules, s, Roll())
    assert s.current == 1 and s.phase == "move" and s.gift
    play(rules, s, Move(path=2))
    assert s.pos[1] == [0, 0, 3] and s.current == 1 and s.phase == "roll"


def test_love_gift_never_wins(rules):
    """The Winner: a gift never wins; the receiver must still answer a clue-set right on a later turn."""
    s = new_game()
    s.pos[1] = [HOME, HOME, 29]
    s.home_order = [(1, 0), (1, 1)]
    rig(s, "love", 4)
    play(rules, s, Roll(), Move(path=2))
    assert s.winner is None and s.awaiting[1] and s.pos[1] == [HOME] * 3
    assert s.current == 1 and s.phase == "roll"
    assert any(e.to == 1 and "LOVE" in e.text for e in s.log)  # the receiver is named as the one it happened to


def test_rulings_turn_love_gift_home_wins_only_on_a_later_turn_of_their_own(rules):
    """Rulings, Turn, LOVE: a player whose third piece came home by a gift wins only by answering a clue-set right on
    a later turn of their own; a right answer later in the turn the gift started does not win (they roll again)."""
    s = new_game()
    s.pos[1] = [HOME, HOME, 29]
    s.home_order = [(1, 0), (1, 1)]
    rig(s, "love", 4)
    play(rules, s, Roll(), Move(path=2))
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=True))  # the same turn: right, but no win
    assert rules.outcome(s) is None and s.current == 1 and s.phase == "roll"
    assert "later turn" in s.log[-1].text
    play(rules, s, Roll(), Judge(correct=False))  # the turn passes: seat 2, then seat 0
    for seat in (2, 0):
        assert s.current == seat
        play(rules, s, Roll(), Judge(correct=False))
    assert s.current == 1
    play(rules, s, Roll(), Judge(correct=True))  # a later turn of their own: the right answer wins
    assert rules.outcome(s).winners == (1,)


def test_love_challenges_still_apply_to_the_gift(rules):
    """Love Your Neighbor: all Challenge rules are in force for the gift's move."""
    s = new_game()
    s.pos[2][0] = 3
    rig(s, "love", 3)
    play(rules, s, Roll(), Move(path=0))
    assert s.phase == "target" and rules.legal_actions(s) == [Challenge(path=0, seat=2, by=1)]


def test_humble_moves_a_piece_back_and_ends_the_turn(rules):
    """Humble Yourself: move one piece back by the roll, then the turn ends."""
    s = new_game()
    s.pos[0] = [7, 2, 0]
    rig(s, "humble", 3)
    play(rules, s, Roll())
    assert rules.legal_actions(s) == [Move(path=0, by=0)]  # 2-3 < 0 and start cannot go back
    play(rules, s, Move(path=0))
    assert s.pos[0] == [4, 2, 0] and s.current == 1


def test_humble_nothing_can_go_back_so_the_turn_just_ends(rules):
    """Humble Yourself: a piece near or at the start does not move, but the turn is still lost."""
    s = new_game()
    s.pos[0] = [1, 0, 2]
    rig(s, "humble", 5)
    play(rules, s, Roll())
    assert s.current == 1 and s.pos[0] == [1, 0, 2]


def test_humble_never_moves_a_piece_out_of_its_trinity_space(rules):
    """Humble Yourself: pieces safe in their Trinity space do not move backwards."""
    s = new_game()
    s.pos[0] = [HOME, 0, 0]
    s.home_order = [(0, 0)]
    rig(s, "humble", 2)
    play(rules, s, Roll())
    assert s.current == 1 and s.pos[0][0] == HOME


def test_challenge_starts_when_moving_onto_an_occupied_space(rules):
    """The Challenge 1-2: moving onto an occupied space makes the mover Challenger, the occupant Defender."""
    s = new_game()
    s.pos[1][0] = 2
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0))
    assert s.phase == "target" and not s.may_stay
    with pytest.raises(IllegalAction):
        rules.apply(s, Stay())
    play(rules, s, Challenge(path=0, seat=1))
    assert s.phase == "race" and s.slot is None and s.contest.challenger == 0 and s.contest.defender == 1
    assert rules.view(s, None).clues_shown == ("Matthew",)


def test_challenge_challenger_wins_defender_goes_back_and_challenger_rolls_again(rules):
    """The Challenge 5: the Challenger stays; the Defender goes to the Challenger's previous space."""
    s = new_game()
    s.pos[0][0], s.pos[1][0] = 4, 9
    rig(s, "c", 5)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Reveal(), Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == 9 and s.pos[1][0] == 4 and s.current == 0 and s.phase == "roll"


def test_challenge_defender_wins_challenger_goes_back_and_turn_ends(rules):
    """The Challenge 6: the Defender stays; the Challenger goes back to its previous space; the turn ends."""
    s = new_game()
    s.pos[0][0], s.pos[1][0] = 4, 9
    rig(s, "c", 5)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Buzz(seat=1), Judge(correct=True))
    assert s.pos[0][0] == 4 and s.pos[1][0] == 9 and s.current == 1


def test_challenge_wrong_guess_costs_nothing_and_race_goes_on(rules):
    """The Challenge 4: no penalty for a wrong guess; the race goes on."""
    s = new_game()
    s.pos[1][0] = 3
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Buzz(seat=0), Judge(correct=False))
    assert s.phase == "race" and s.buzzed is None
    play(rules, s, Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == 3 and s.pos[1][0] == 0


def test_challenge_nobody_answers_new_challenge_clue_set(rules):
    """The Challenge 7: nobody answers after all clues: another card, another Challenge clue-set."""
    s = new_game()
    s.pos[1][0] = 3
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    first = s.reading
    with pytest.raises(IllegalAction):
        rules.apply(s, NewClueSet())
    play(rules, s, Reveal(), Reveal(), NewClueSet())
    assert s.phase == "race" and s.reading != first and s.shown == 1 and first in s.discard


def test_only_challenger_and_defender_buzz(rules):
    """The Challenge 4: the race is between the Challenger and the Defender."""
    s = new_game(4)
    s.pos[1][0] = 3
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Buzz(seat=2))
    assert "Challenger and the Defender" in e.value.reason


def test_trinity_space_needs_no_exact_roll_and_is_safe(rules):
    """The Winner: no exact roll is needed; a piece in its Trinity space cannot be challenged."""
    s = new_game()
    s.pos[0][1] = 28
    s.pos[1][1] = HOME
    s.home_order = [(1, 1)]
    rig(s, "c", 6)
    play(rules, s, Roll(), Judge(correct=True), Move(path=1))
    assert s.pos[0][1] == HOME and s.phase == "roll"
    with pytest.raises(IllegalAction) as e:
        rig(s, "c", 2)
        play(rules, s, Roll(), Judge(correct=True), Move(path=1))
    assert "Trinity" in e.value.reason


def test_green_space_jump_ahead_and_challenge(rules):
    """The Green Challenge Spaces 2-3: landing on green, challenge any player ahead on that path."""
    s = new_game()
    green = min(GREEN[0])
    s.pos[0][0], s.pos[1][0], s.pos[2][0] = green - 3, green + 9, green + 2
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0))
    assert s.phase == "target" and s.may_stay
    assert set(rules.legal_actions(s)) == {Challenge(path=0, seat=1, by=0), Challenge(path=0, seat=2, by=0),
                                           Stay(by=0)}
    play(rules, s, Challenge(path=0, seat=1), Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == green + 9 and s.pos[1][0] == green  # the defender goes back to the green space


def test_green_space_used_only_at_the_moment_of_landing(rules):
    """The Green Challenge Spaces 4: not when sent back onto it after losing a Challenge."""
    s = new_game()
    green = min(GREEN[0])
    s.pos[0][0], s.pos[1][0] = green - 2, green + 5
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Buzz(seat=1), Judge(correct=True))
    assert s.pos[0][0] == green and s.current == 1 and s.phase == "roll"


def test_green_space_may_stay_without_challenging(rules):
    """The Green Challenge Spaces 2: using the green space is a choice ('can use it')."""
    s = new_game()
    green = min(GREEN[0])
    s.pos[0][0], s.pos[1][0] = green - 2, green + 5
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Stay())
    assert s.pos[0][0] == green and s.pos[1][0] == green + 5 and s.phase == "roll"


def test_occupied_green_space_challenge_occupant_or_one_ahead(rules):
    """The Green Challenge Spaces 4: landing on an occupied green space, challenge its occupant or one ahead."""
    s = new_game()
    green = min(GREEN[0])
    s.pos[0][0], s.pos[1][0], s.pos[2][0] = green - 2, green, green + 4
    rig(s, "c", 2)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0))
    assert set(rules.legal_actions(s)) == {Challenge(path=0, seat=1, by=0), Challenge(path=0, seat=2, by=0)}


def test_rolling_a_challenge_clue_set_challenges_anyone_ahead_on_any_path(rules):
    """Rolling a Challenge Clue-set 1: challenge any player ahead of you on any path (not in a Trinity space)."""
    s = new_game()
    s.pos[0] = [5, 10, 2]
    s.pos[1] = [11, 3, HOME]
    s.home_order = [(1, 2)]
    s.pos[2] = [1, 12, 4]
    rig(s, "challenge", 4)
    play(rules, s, Roll())
    assert set(rules.legal_actions(s)) == {Challenge(path=0, seat=1, by=0), Challenge(path=1, seat=2, by=0),
                                           Challenge(path=2, seat=2, by=0)}
    play(rules, s, Challenge(path=0, seat=1), Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == 11 and s.pos[1][0] == 5 and s.phase == "roll" and s.current == 0


def test_rolling_a_challenge_clue_set_with_nobody_ahead_loses_the_turn(rules):
    """Rolling a Challenge Clue-set 2: nobody to challenge (even at the start of the game): the turn is lost."""
    s = new_game()
    rig(s, "challenge", 1)
    play(rules, s, Roll())
    assert s.current == 1 and s.phase == "roll"


def test_challenges_only_when_moving_forward(rules):
    """Rolling a Challenge Clue-set 3: going back onto an occupied space (HUMBLE) starts no Challenge."""
    s = new_game()
    s.pos[0][0], s.pos[1][0] = 8, 5
    rig(s, "humble", 3)
    play(rules, s, Roll(), Move(path=0))
    assert s.pos[0][0] == 5 and s.current == 1 and s.contest is None


def test_winner_all_three_home_by_an_answer(rules):
    """The Winner: the first player with every piece in its Trinity space, by answering right."""
    s = new_game()
    s.pos[0] = [HOME, HOME, 27]
    s.home_order = [(0, 0), (0, 1)]
    rig(s, "c", 4)
    play(rules, s, Roll(), Judge(correct=True), Move(path=2))
    assert rules.outcome(s).winners == (0,) and rules.legal_actions(s) == [] and to_act(s) is None


def test_two_player_change_on_landing(rules):
    """Variation: The Two-player Game, The Change: landing on the opponent sends them where you came from."""
    s = new_game(2)
    s.pos[0][0], s.pos[1][0] = 2, 6
    rig(s, "c", 4)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    assert s.pos[0][0] == 6 and s.pos[1][0] == 2 and s.contest is None and s.phase == "roll"


def test_two_player_green_change_space_swaps(rules):
    """Variation: Two-player, Green Change Spaces: swap places with the opponent's piece on that path."""
    s = new_game(2)
    green = min(GREEN[1])
    s.pos[0][1], s.pos[1][1] = green - 1, green + 10
    rig(s, "c", 1)
    play(rules, s, Roll(), Judge(correct=True), Move(path=1), Challenge(path=1, seat=1))
    assert s.pos[0][1] == green + 10 and s.pos[1][1] == green


def test_two_player_challenge_clue_set_changes_with_a_piece_ahead(rules):
    """Variation: Two-player 3: a Challenge clue-set changes places with an opponent's piece ahead; none: lose."""
    s = new_game(2)
    s.pos[0] = [9, 4, 0]
    s.pos[1] = [3, 7, 0]
    rig(s, "challenge", 2)
    play(rules, s, Roll())
    assert rules.legal_actions(s) == [Challenge(path=1, seat=1, by=0)]
    play(rules, s, Challenge(path=1, seat=1))
    assert s.pos[0][1] == 7 and s.pos[1][1] == 4 and s.current == 0
    s2 = new_game(2)
    s2.pos[0], s2.pos[1] = [9, 8, 5], [3, 7, 1]
    rig(s2, "challenge", 2)
    play(rules, s2, Roll())
    assert s2.current == 1


def test_shorter_game_one_or_two_paths(rules):
    """Variation: The Shorter Game: one or two paths; each player then has one or two pieces."""
    s = new_game(5, paths=1)
    assert s.paths == (0,) and all(p == [0, None, None] for p in s.pos)
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True))
    assert rules.legal_actions(s) == [Move(path=0, by=0)]
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Move(path=2))
    assert "not in play" in e.value.reason


def test_typed_mode_verdict_then_accept_or_overrule(rules):
    """Rulings, Answering: typed answers get the app's verdict; the table may overrule it with one key."""
    s = new_game(answering="typed")
    rig(s, "c", 2)
    play(rules, s, Roll(), Answer(text="the blocks"))
    assert s.phase == "verdict" and s.verdict is True and rules.view(s, None).answer_shown == "Blocks"
    play(rules, s, Accept())
    assert s.phase == "move"
    rig(s, "c", 2)
    play(rules, s, Move(path=0), Roll(), Answer(text="bricks"), Overrule())
    assert s.phase == "move" and s.last.correct and s.last.guess == "bricks"


def test_spoken_and_typed_modes_refuse_each_other(rules):
    """Rulings, Answering: the mode is chosen at setup."""
    s = new_game(answering="typed")
    rig(s, "c", 2)
    play(rules, s, Roll())
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Judge(correct=True))
    assert "typed" in e.value.reason
    s = new_game()
    rig(s, "c", 2)
    play(rules, s, Roll())
    with pytest.raises(IllegalAction):
        rules.apply(s, Answer(text="Blocks"))


def test_typed_race_wrong_answer_lets_the_race_go_on(rules):
    """The Challenge 4 in typed mode: a wrong typed answer (verdict accepted) lets the race go on."""
    s = new_game(answering="typed")
    s.pos[1][0] = 2
    rig(s, "c", 2)
    play(rules, s, Roll(), Answer(text="blocks"), Accept(), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Buzz(seat=1), Answer(text="prophets"))
    assert s.phase == "race" and s.verdict is None and s.buzzed is None
    play(rules, s, Buzz(seat=0), Answer(text="gospel writers"), Accept())
    assert s.pos[0][0] == 2 and s.pos[1][0] == 0


def test_a_refusal_names_the_rule(rules):
    """Any refused action carries a reason and the rule."""
    s = new_game()
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Move(path=0))
    assert e.value.reason.startswith("Not now") and e.value.rule == "The Play"


def test_ruling_several_pieces_on_a_space_mover_picks_one_to_challenge(rules):
    """Rulings of this edition 3: landing on two pieces, the mover challenges one of them, their choice."""
    s = new_game(4)
    s.pos[1][0] = s.pos[2][0] = 4
    rig(s, "c", 4)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0))
    assert set(rules.legal_actions(s)) == {Challenge(path=0, seat=1, by=0), Challenge(path=0, seat=2, by=0)}
    play(rules, s, Challenge(path=0, seat=2), Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == 4 and s.pos[2][0] == 0 and s.pos[1][0] == 4
    assert rules.invariants(s) == []


def test_ruling_no_chains_a_piece_arriving_by_challenge_ignores_the_green_space(rules):
    """Rulings of this edition 5: arriving on a green space by a jump does not use that green space."""
    s = new_game()
    g1, g2 = sorted(GREEN[0])[:2]
    s.pos[0][0], s.pos[1][0], s.pos[2][0] = g1 - 1, g2, g2 + 6
    rig(s, "c", 1)
    play(rules, s, Roll(), Judge(correct=True), Move(path=0), Challenge(path=0, seat=1))
    play(rules, s, Buzz(seat=0), Judge(correct=True))
    assert s.pos[0][0] == g2 and s.phase == "roll"


def test_ruling_gift_to_a_player_with_every_piece_home_goes_unused(rules):
    """Rulings of this edition 7: a receiver with nothing to move cannot use the gift; their turn carries on."""
    s = new_game(paths=1)
    s.pos[1][0] = HOME
    s.home_order = [(1, 0)]
    s.awaiting[1] = True
    rig(s, "love", 2)
    play(rules, s, Roll())
    assert s.current == 1 and s.phase == "roll" and any("goes unused" in e.text for e in s.log)


def test_ruling_right_answer_with_every_piece_home_wins_at_once(rules):
    """Rulings of this edition 8: the winning answer after a gift needs no move."""
    s = new_game(paths=2)
    s.pos[0][:2] = [HOME, HOME]
    s.home_order = [(0, 0), (0, 1)]
    s.awaiting[0] = True
    rig(s, "c", 3)
    play(rules, s, Roll(), Judge(correct=True))
    assert rules.outcome(s).winners == (0,)


def test_ruling_humble_back_exactly_to_the_start(rules):
    """Rulings of this edition 9: a piece may go back exactly to the start; one that can go back must."""
    s = new_game()
    s.pos[0] = [3, 1, 0]
    rig(s, "humble", 3)
    play(rules, s, Roll())
    assert rules.legal_actions(s) == [Move(path=0, by=0)]
    play(rules, s, Move(path=0))
    assert s.pos[0][0] == START


def test_ruling_two_player_change_then_roll_again(rules):
    """Rulings of this edition 10: after a Change the mover rolls again, as a winning Challenger would."""
    s = new_game(2)
    s.pos[1][2] = 5
    rig(s, "c", 5)
    play(rules, s, Roll(), Judge(correct=True), Move(path=2), Challenge(path=2, seat=1))
    assert s.current == 0 and s.phase == "roll" and s.pos[1][2] == 0


def test_ruling_teams_are_seats(rules):
    """Rulings of this edition 12: a team is one seat with one colour."""
    s = new_game(4, teams="on")
    assert s.teams and len(s.pos) == 4 and s.names[2] == "Team 3"


def test_view_hides_deck_order_unread_clues_and_answer(rules):
    """Rulings, Answering: the answer never shows before it is judged; unread clues stay hidden."""
    s = new_game(answering="typed")
    rig(s, "c", 3)
    play(rules, s, Roll())
    v = rules.view(s, 0)
    assert v.clues_shown == ("Stone",) and v.answer_shown is None and set(v.deck) == {-1} and v.cards == ()
    assert v.rng is None
    play(rules, s, Answer(text="rocks"))
    assert rules.view(s, 0).answer_shown == "Blocks"
