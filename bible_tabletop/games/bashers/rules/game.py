"""Bible Bashers rules: setup, and the rules object the engine talks to (engine/game.py, the Engine 2 contract).

Pure Python, no Textual. The parts: deploy.py (zones, roll-offs, deployment), turn.py (decisions and the flow of a
turn), legality.py (why an action is refused, with its section), choices.py (the legal actions), moving.py and
fighting.py (the move and combat actions on the table), words.py (names and descriptions).
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from bible_tabletop.engine.contract import GameRules
from bible_tabletop.engine.data import DataError
from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.game import GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.log import say
from bible_tabletop.engine.view import public_copy
from bible_tabletop.games.bashers.rules import choices, deploy, fighting, legality, moving, turn
from bible_tabletop.games.bashers.rules.actions import ACTION_TYPE
from bible_tabletop.games.bashers.rules.forces import load_force, problems
from bible_tabletop.games.bashers.rules.forces_models import Force, ForceFile, damage_limit, load_force_file, to_force
from bible_tabletop.games.bashers.rules.grid import on_table
from bible_tabletop.games.bashers.rules.known import known
from bible_tabletop.games.bashers.rules.mapgen import generate_map
from bible_tabletop.games.bashers.rules.options import Options
from bible_tabletop.games.bashers.rules.sections import R_SETUP, R_TURN
from bible_tabletop.games.bashers.rules.shipped import shipped
from bible_tabletop.games.bashers.rules.state import DEPLOY, OVER, TURN, BashersState, Side
from bible_tabletop.games.bashers.rules.terrain import TerrainMap
from bible_tabletop.games.bashers.rules.victory import winner
from bible_tabletop.games.bashers.rules.words import describe, side_labels, who
from bible_tabletop.games.bashers.spec import SPEC


@lru_cache(maxsize=8)
def shipped_force(force_id: str) -> Force:
    """A ready-made force, read through the data cache (shipped.py)."""
    return to_force(shipped("forces")[force_id])


def force_from_data(seat: int, data: dict) -> Force:
    """The force the builder put into the options (a force file's content): checked by the force file's schema and
    the builder's rules; a broken or illegal one is refused in one line (ValueError)."""
    try:
        parsed = ForceFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the force"
        raise ValueError(f"Seat {seat + 1}'s force: {where}: {first['msg']}.") from None
    force = to_force(parsed)
    wrong = problems(force)
    if wrong:
        raise ValueError(f"Seat {seat + 1}'s force: {wrong[0]}")
    return force


def force_for(seat: int, force_id: str, path: str, data: dict | None = None) -> Force:
    """The seat's force: the builder's data when given, else its file when given, else the shipped force of that
    id. Data or a file that is broken or holds an illegal force is refused in one line (ValueError)."""
    if data is not None:
        return force_from_data(seat, data)
    if not path:
        return shipped_force(force_id)
    try:
        return load_force(Path(path))
    except DataError as exc:
        raise ValueError(f"Seat {seat + 1}'s force file: {exc.problems[0]}") from None


def _carry_out(state: BashersState, action) -> None:
    seat = state.current
    kind = action.kind
    if kind == "deploy":
        deploy.deploy(state, seat, action.figure, (action.x, action.y))
    elif kind == "roll":
        turn.roll(state)
    elif kind == "activate":
        turn.activate(state, action.figure)
    elif kind == "order":
        turn.order(state, action.figure)
    elif kind == "move":
        moving.declare(state)
    elif kind == "move_on":
        moving.move_on(state)
    elif kind == "move_to":
        moving.move_to(state, (action.x, action.y))
    elif kind == "attack":
        active = state.active
        fighting.attack(state, seat, active.figure, action.target, charged=not active.contact_at_start)
        active.attacked = True
    elif kind == "end":
        turn.end_activation(state)


def settle(state: BashersState) -> None:
    """After an action: an activated figure that was killed, or has nothing left to do, ends its activation."""
    if state.phase != TURN or state.active is None:
        return
    seat, fid = state.current, state.active.figure
    if state.square(seat, fid) is None:
        say(state, f"{who(state, seat, fid)} has fallen: its activation ends.", seat, R_TURN)
        turn.end_activation(state, said=False)
    elif legality.spent(state):
        turn.end_activation(state)


class BashersRules(GameRules):
    """The Bible Bashers rules object (engine/contract.py: it writes the decision, the candidates, the predicate and
    the effects; the engine derives the legal lists and apply); its title and player counts come from its spec."""

    spec = SPEC  # its id, title, pitch, playing time and player counts (Listed)
    action_type = ACTION_TYPE

    # -- setup -------------------------------------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> BashersState:
        """The scenario's table (or a map drawn from the seed), a force a side, and the first deployment."""
        opts = Options.model_validate(config.options)
        if config.players != 2:
            raise ValueError(f"Bible Bashers is a game for 2 players, not {config.players}.")
        forces = (force_for(0, opts.force1, opts.force1_file, opts.force1_data),
                  force_for(1, opts.force2, opts.force2_file, opts.force2_data))
        for n in (1, 2):  # a force file's content travels in the config, so a save replays whatever the file becomes
            path, data = f"force{n}_file", f"force{n}_data"
            if config.options.get(path) and config.options.get(data) is None:
                config.options[data] = load_force_file(Path(config.options.pop(path))).model_dump(
                    mode="json", exclude_none=True, exclude_defaults=True)
        names = (config.name(0), config.name(1))
        sc = deploy.scenario(opts.scenario)
        terrain = generate_map(seed, sc.zones) if opts.scenario == deploy.GENERATED else sc.terrain
        labels = side_labels((forces[0].name, forces[1].name), names)
        state = BashersState(rng=random.Random(seed), scenario=opts.scenario, terrain=terrain,
                             hidden=sc.hidden_deployment, names=list(names),
                             sides=[Side(f, lab, [None] * len(f.figures)) for f, lab in zip(forces, labels)])
        drawn = " on a map drawn from the seed" if opts.scenario == deploy.GENERATED else ""
        say(state, f"{sc.name}{drawn}: {labels[0]} ({names[0]}, {sc.sides[0]}) against {labels[1]} "
                   f"({names[1]}, {sc.sides[1]}).", None, R_SETUP)
        state.current = deploy.first_seat(state, sc.first_deployment, "the first deployment")
        say(state, f"First to deploy: {labels[state.current]}.", state.current, R_SETUP)
        return state

    # -- whose decision ------------------------------------------------------------------------------------
    def decide(self, state: BashersState) -> Decision | None:
        """One seat at a time: deployment alternates a figure at a time, then the turn's roll, the activated
        figure, its actions and the square a rolled move ends on."""
        return turn.decision(state)

    def outcome(self, state: BashersState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.won_by((state.winner,), 2, state.result)

    def needs_curtain(self, state: BashersState, seat: int, seen_by: tuple[int, ...] = ()) -> bool:
        """Only while a deployment the scenario hides goes on, and only while the other side still has figures to
        place: once it has placed them all, nothing `seat` shows or places can serve it any more (the table is
        shown to both when the last figure is down), so the keyboard passes without the curtain. Overrides the
        views' comparison (engine/curtain.py): those views still differ then, and before the first figure is placed
        they agree, yet the deployment is hidden from its start (`seen_by` is not needed: two sides, two seats)."""
        return state.phase == DEPLOY and state.hidden and bool(state.sides[1 - seat].undeployed())

    # -- legality and play -----------------------------------------------------------------------------------
    def candidates(self, state: BashersState, seat: int | None, kind: str | None) -> list:
        return choices.candidates(state, seat, kind)

    def allowed(self, state: BashersState, candidates: list) -> list:
        """A rolled move's ends, a deployment's squares, the roll and the figures the die calls are listed off the
        very facts the predicate reads (known.py: the move's reach, the zone's free squares, the die's rank), so
        they come in as they are; an activation's few are judged one by one (legality.judged)."""
        now = known(state)
        if now.kind in choices.EXACT:
            return candidates
        return legality.judged_all(state, now, candidates)

    why_not = staticmethod(legality.why_not)  # the predicate itself: the gate and the screens ask it
    allows = staticmethod(legality.allows)  # the predicate's answer without its sentences (legality.py)

    def canonical(self, state: BashersState, action):
        """The action as the rules take it: no two figures or squares are alike, so `action` as it is."""
        return action

    def carry_out(self, state: BashersState, action) -> None:
        """The action's effects, then an activation that has nothing left to do ends (`settle`)."""
        _carry_out(state, action)
        settle(state)

    def describe(self, state: BashersState, action) -> str:
        return describe(state, action)

    # -- what a seat may see -------------------------------------------------------------------------------------
    def view(self, state: BashersState, seat: int | None) -> BashersState:
        """A copy without the random generator; while a hidden deployment goes on, the other side's figures are
        shown nowhere (a spectator sees neither side's)."""
        v = public_copy(state, "names", "queue", "ordered")
        v.terrain = TerrainMap(state.terrain.cells)  # the same map, without the masks worked out on the original
        v.active = copy.copy(state.active)
        if v.active is not None:
            v.active.orders = list(state.active.orders)
        v.sides = []
        for s, side in enumerate(state.sides):
            masked = state.phase == DEPLOY and state.hidden and s != seat
            v.sides.append(Side(side.force, side.label, [None] * len(side.squares) if masked else list(side.squares)))
        return v

    # -- invariants (checked after every action of the playouts) ------------------------------------------------
    def invariants(self, state: BashersState) -> list[str]:
        return _table_problems(state) + _turn_problems(state)


def _table_problems(state: BashersState) -> list[str]:
    bad = []
    seen: set = set()
    for seat, side in enumerate(state.sides):
        for fid, figure in enumerate(side.force.figures):
            sq = side.squares[fid]
            limit = damage_limit(figure.rank, side.force.buffs)
            if figure.damage > limit or figure.damage < 0:
                bad.append(f"{figure.name} has {figure.damage} damage of {limit}")
            if side.killed(fid) and sq is not None:
                bad.append(f"killed {figure.name} still stands on the table")
            if sq is None:
                if state.phase != DEPLOY and not side.killed(fid):
                    bad.append(f"{figure.name} stands nowhere")
                continue
            if not on_table(sq) or state.terrain.is_blocking(sq):
                bad.append(f"{figure.name} stands on {sq}, off the table or on blocking terrain")
            if sq in seen:
                bad.append(f"two figures share the square {sq}")
            seen.add(sq)
            if state.phase == DEPLOY and sq not in deploy.zone(state, seat):
                bad.append(f"{figure.name} is deployed outside its zone")
    return bad


def _turn_problems(state: BashersState) -> list[str]:
    bad = []
    won = winner([side.force for side in state.sides])
    if won != state.winner or (state.phase == OVER) != (state.winner is not None):
        bad.append(f"the winner {state.winner} (phase {state.phase}) is not the side that won ({won})")
    if state.phase == DEPLOY and not state.sides[state.current].undeployed():
        bad.append("a side with every figure placed is asked to deploy")
    if state.phase != TURN:
        return bad
    active, side = state.active, state.sides[state.current]
    if state.roll is None and (active is not None or state.queue):
        bad.append("a figure acts before the activation die is rolled")
    if active is None:
        return bad + (["ordered figures wait with nobody acting"] if state.queue else [])
    if side.squares[active.figure] is None:
        bad.append("the activated figure is not on the table")
    if active.used > 2 or active.forgone != min(2, len(active.orders)) or len(active.orders) > 3:
        bad.append(f"the activation's bookkeeping is wrong: {active}")
    if active.by_order and active.orders:
        bad.append("an ordered figure gave orders")
    if active.allowance is not None and not (active.moved or active.moved_on):
        bad.append("a move is being made that was never declared")
    waiting = [f for f, _ in state.queue]
    if any(f not in state.ordered or side.squares[f] is None or f == active.figure for f in waiting):
        bad.append("an ordered figure waits that was not ordered or is not on the table")
    return bad


RULES = BashersRules()
